import json

Q = []


def it(dev, field, unit=None, mn=None, typ=None, mx=None, value=None, values=None, q=None, cond=""):
    return {
        "device": dev,
        "field": field,
        "quantity": q,
        "min": mn,
        "typ": typ,
        "max": mx,
        "value": value,
        "values": values,
        "unit": unit,
        "condition": cond,
    }


def ev(doc, page, quote):
    return {"doc": doc, "page": page, "quote": quote}


def add(
    id,
    diff,
    typ,
    question,
    devices,
    verdict,
    items,
    evidence,
    note,
    wording="casual",
    lang="en",
    concern=None,
):
    d = {
        "id": id,
        "difficulty": diff,
        "type": typ,
        "question": question,
        "devices": devices,
        "answer": {"verdict": verdict, "items": items},
        "evidence": evidence,
        "note": note,
        "wording": wording,
        "language": lang,
    }
    if concern:
        d["concern"] = concern
    Q.append(d)


# ---------- batch 1: answerable factual (rows not quoted by earlier sets)
add(
    "rq45-f01",
    "hard",
    "simple",
    "mcp4725 in standard mode i2c (100k): whats the max data hold time tHD:DAT? give it in microseconds",
    ["MCP4725"],
    None,
    [
        it(
            "MCP4725",
            "response_time",
            "ns",
            mn=0,
            mx=3450,
            cond="THD:DAT data hold time, standard mode",
        )
    ],
    [ev("mcp4725.pdf", 30, "Data hold time THD:DAT 0 — 3450 ns Note 3")],
    "0..3450 ns = 3.45 us (standard mode); look-alikes fast mode 0..900 ns on the same page, high-speed 0..70 ns "
    "(p31), TAA 3750 ns standard.",
)
add(
    "rq45-f02",
    "hard",
    "simple",
    "For the MCP4725 operated in I2C High-Speed mode (fSCL = 3.4 MHz, Cb = 100 pF), what is the maximum output "
    "valid from clock time TAA?",
    ["MCP4725"],
    None,
    [
        it(
            "MCP4725",
            "response_time",
            "ns",
            mx=150,
            cond="TAA output valid from clock, HS mode, Cb = 100 pF",
        )
    ],
    [ev("mcp4725.pdf", 31, "Output valid from clock TAA — — 150 ns Cb = 100 pF, fSCL = 3.4 MHz")],
    "150 ns max; look-alikes TAA standard 3750 ns and fast 1200 ns (p30), HS data hold 70 ns, SDA rise 80/160 ns.",
    wording="formal",
)
add(
    "rq45-f03",
    "medium",
    "simple",
    "and in fast mode (400 kHz) — how long can the mcp4725 hold data after scl, max tHD:DAT?",
    ["MCP4725"],
    None,
    [it("MCP4725", "response_time", "ns", mn=0, mx=900, cond="THD:DAT data hold time, fast mode")],
    [ev("mcp4725.pdf", 30, "Data hold time THD:DAT 0 — 900 ns Note 4")],
    "0..900 ns in fast mode; look-alikes standard mode 3450 ns (same page), HS 70 ns, fast TAA 1200 ns.",
)
add(
    "rq45-f04",
    "medium",
    "simple",
    "What operating temperature range (junction) does the MCP73831 datasheet give in its temperature specifications?",
    ["MCP73831"],
    None,
    [
        it(
            "MCP73831",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=125,
            cond="operating temperature range, TJ",
        )
    ],
    [ev("mcp73831.pdf", 5, "Operating Temperature Range TJ -40 — +125 °C")],
    "-40..+125 C (TJ); look-alikes specified temperature range TA -40..+85 C (row above), storage -65..+150 C, "
    "thermal shutdown 150 C.",
    wording="formal",
)
add(
    "rq45-f05",
    "medium",
    "simple",
    "si7021 i2c: min sda setup time (tDS)?",
    ["Si7021"],
    None,
    [it("Si7021", "response_time", "ns", mn=100, cond="tDS SDA setup time")],
    [ev("si7021.pdf", 6, "SDA Setup Time tDS 100 — — ns")],
    "100 ns min; look-alikes SDA hold time tDH 100 ns (same number, other row), stop setup 0.6 us, suppressed "
    "pulse width 50 ns.",
)
add(
    "rq45-k01",
    "hard",
    "structured",
    "cc1101 built-in analog temp sensor: how many mV per degree does it give, and how much extra current does it "
    "draw when you turn it on?",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "sensitivity",
            "mV/°C",
            typ=2.47,
            q="temperature",
            cond="temperature sensor coefficient, fitted -20..+80 C",
        ),
        it(
            "CC1101",
            "supply_current",
            "mA",
            typ=0.3,
            cond="current consumption increase when temperature sensor enabled",
        ),
    ],
    [
        ev("cc1101.pdf", 19, "Temperature coefficient 2.47 mV/qC Fitted from –20 qC to +80 qC"),
        ev("cc1101.pdf", 19, "Current consumption 0.3 mA"),
    ],
    "2.47 mV/C and +0.3 mA typ; look-alikes output voltage 0.651/0.747/0.847/0.945 V at -40/0/40/80 C, error +-2 C "
    "after calibration. pdftotext renders the degree sign as 'q'.",
)
add(
    "rq45-f06",
    "hard",
    "simple",
    "CC1101: ¿cuánto dura la calibración del PLL (mínimo, típico y máximo)?",
    ["CC1101"],
    None,
    [it("CC1101", "response_time", "us", mn=685, typ=712, mx=724, cond="PLL calibration time")],
    [ev("cc1101.pdf", 19, "PLL calibration time 685 712 724 Ps")],
    "685/712/724 us (pdftotext prints us as 'Ps'); look-alikes PLL lock / turn-on times and 75 us synthesizer "
    "settling (p2), 240 us sleep-to-RX.",
    wording="formal",
    lang="es",
)
add(
    "rq45-f07",
    "medium",
    "simple",
    "mcp2515 spi: data setup time before the clock edge, minimum?",
    ["MCP2515"],
    None,
    [
        it(
            "MCP2515",
            "response_time",
            "ns",
            mn=10,
            cond="TSU data setup time, SPI AC characteristics",
        )
    ],
    [ev("mcp2515.pdf", 77, "4 TSU Data Setup Time 10 — ns")],
    "10 ns; look-alikes THD data hold 10 ns (same number), CS setup/hold/disable 50 ns, clock high/low 45 ns, "
    "TV 45 ns, clock rise 2 us.",
)
add(
    "rq45-k02",
    "medium",
    "structured",
    "vl53l0x i2c timing: what are the minimum scl low and high pulse widths?",
    ["VL53L0X"],
    None,
    [
        it("VL53L0X", "response_time", "us", mn=1.3, cond="tLOW clock pulse width low"),
        it("VL53L0X", "response_time", "us", mn=0.6, cond="tHIGH clock pulse width high"),
    ],
    [
        ev("vl53l0x.pdf", 20, "tLOW Clock pulse width low 1.3 - - μs"),
        ev("vl53l0x.pdf", 20, "tHIGH Clock pulse width high 0.6 - - μs"),
    ],
    "tLOW 1.3 us, tHIGH 0.6 us; look-alikes tBUF printed as 1.3 ms (sheet typo), stop set-up 0.6 us, tSP 50 ns.",
)
add(
    "rq45-k03",
    "hard",
    "structured",
    "For the W25Q64FV, what are the minimum data-in setup time (tDVCH) and data-in hold time (tCHDX) relative to CLK?",
    ["W25Q64FV"],
    None,
    [
        it("W25Q64FV", "response_time", "ns", mn=2, cond="tDVCH (tDSU) data in setup time"),
        it("W25Q64FV", "response_time", "ns", mn=3, cond="tCHDX (tDH) data in hold time"),
    ],
    [
        ev("w25q64.pdf", 76, "Data In Setup Time tDVCH tDSU 2 ns"),
        ev("w25q64.pdf", 76, "Data In Hold Time tCHDX tDH 3 ns"),
    ],
    "2 ns / 3 ns; look-alikes /CS setup and hold 5 ns, clock high/low 4 ns (6 ns for 03h), output disable 7 ns, "
    "tCLQV 7 ns.",
    wording="formal",
)
add(
    "rq45-f08",
    "medium",
    "simple",
    "max44009 - whats the widest spike on sda/scl that the input filter eats (tSP)?",
    ["MAX44009"],
    None,
    [
        it(
            "MAX44009",
            "response_time",
            "ns",
            mn=0,
            mx=50,
            cond="tSP pulse width of spike suppressed",
        )
    ],
    [ev("max44009.pdf", 3, "tSP 0 50 ns")],
    "0..50 ns; look-alikes SDA fall time tF 100 ns (ISINK 6 mA), stop setup 0.6 us, data setup 100 ns.",
)
add(
    "rq45-f09",
    "hard",
    "simple",
    "ina3221 running i2c high-speed mode: max sda (data) fall time allowed?",
    ["INA3221"],
    None,
    [it("INA3221", "response_time", "ns", mx=150, cond="tfDA data fall time, high-speed mode")],
    [ev("ina3221.pdf", 23, "tfDA Data fall time 500 150")],
    "150 ns (HS column); look-alike fast mode 500 ns on the same row, clock fall 300/40 ns, data valid 1200/260 ns.",
)
add(
    "rq45-f10",
    "medium",
    "simple",
    "What is the minimum SCL clock high period t(HIGH) of the TCS34725 I2C interface?",
    ["TCS34725"],
    None,
    [it("TCS34725", "response_time", "us", mn=0.6, cond="t(HIGH) SCL clock high period")],
    [ev("tcs34725.pdf", 5, "t(HIGH) SCL clock high period 0.6 μs")],
    "0.6 us; look-alikes SCL low period 1.3 us, data setup 100 ns; start hold / repeated start / stop setup are also "
    "0.6 us (same number, other rows).",
    wording="formal",
)
add(
    "rq45-f11",
    "hard",
    "simple",
    "nrf24l01+ with a 10k pull-up and ~50 pF load on MISO: max sck-to-data-valid delay (Tcd)?",
    ["nRF24L01+"],
    None,
    [
        it(
            "nRF24L01+",
            "response_time",
            "ns",
            mx=86,
            cond="Tcd SCK to data valid, Rpull = 10 kOhm, Cload = 50 pF (table 24)",
        )
    ],
    [
        ev("nrf24l01p.pdf", 54, "Tcd SCK to Data Valid 86 ns"),
        ev("nrf24l01p.pdf", 54, "Table 24. SPI timing parameters (Rpull = 10kΩ, Cload = 50pF)"),
    ],
    "86 ns (table 24; the caption sits below its table); look-alikes Tcd 55 ns (5 pF), 58 ns (10 pF), 123 ns "
    "(10 k, 100 pF), 85/121 ns (50 k tables), Tcsd 75 ns.",
)
add(
    "rq45-f12",
    "hard",
    "simple",
    "my nrf24l01+ clone has a crappy crystal with Ls = 90 mH. how long do i have to wait going from power down to "
    "standby?",
    ["nRF24L01+"],
    None,
    [it("nRF24L01+", "warm_up_time", "ms", mx=4.5, cond="Tpd2stby, external crystal Ls = 90 mH")],
    [ev("nrf24l01p.pdf", 24, "4.5ms External crystal, Ls = 90mH")],
    "4.5 ms; look-alikes 1.5 ms (Ls < 30 mH), 3 ms (Ls = 60 mH), 150 us with external clock, 130 us standby->TX/RX.",
)
add(
    "rq45-f13",
    "medium",
    "simple",
    "What is the maximum CSN-to-data-valid time (Tcsd) of the nRF24L01+ SPI with a 5 pF load?",
    ["nRF24L01+"],
    None,
    [
        it(
            "nRF24L01+",
            "response_time",
            "ns",
            mx=38,
            cond="Tcsd CSN to data valid, Cload = 5 pF (table 22)",
        )
    ],
    [ev("nrf24l01p.pdf", 53, "Tcsd CSN to Data Valid 38 ns")],
    "38 ns (table 22, 5 pF); look-alikes 42 ns (10 pF), 75 ns (10 k / 50 pF), 116 ns (10 k / 100 pF), Tcd 55 ns, "
    "Tcdz 38 ns (same number, other row).",
    wording="formal",
)
add(
    "rq45-f14",
    "medium",
    "simple",
    "mcp3008 front page says a max active current at 5 v — how much?",
    ["MCP3008"],
    None,
    [
        it(
            "MCP3008",
            "supply_current",
            "uA",
            mx=500,
            cond="max active current at VDD = 5 V (features)",
        )
    ],
    [ev("mcp3008.pdf", 1, "500 µA max. active current at 5V")],
    "500 uA max; look-alikes typical active 320 uA and standby 5 nA (description), 2.7 V figures in the table.",
)
add(
    "rq45-f15",
    "medium",
    "simple",
    "74hc595 typical shift-out frequency per the feature list?",
    ["74HC595"],
    None,
    [
        it(
            "74HC595",
            "spi_clock_frequency",
            "MHz",
            typ=100,
            cond="typical shift out frequency (features)",
        )
    ],
    [ev("74hc595.pdf", 1, "100 MHz (typical) shift out frequency")],
    "100 MHz typ; look-alikes fmax table at VCC 2 / 4.5 / 6 V (guaranteed minima and typicals per temperature).",
)
add(
    "rq45-f16",
    "hard",
    "simple",
    "What nominal thermocouple sensitivity does the MAX31855E (type E version) assume, in µV/°C?",
    ["MAX31855"],
    None,
    [
        it(
            "MAX31855",
            "sensitivity",
            "uV/°C",
            typ=76.373,
            q="temperature",
            cond="MAX31855E nominal sensitivity",
        )
    ],
    [ev("max31855.pdf", 3, "Error (76.373FV/NC nominal")],
    "76.373 uV/C (pdftotext prints uV/C as FV/NC); look-alikes K 41.276, J 57.953, N 36.256, T 52.18, R 10.506, "
    "S 9.587 uV/C.",
    wording="formal",
)
add(
    "rq45-k04",
    "hard",
    "comparison",
    "max31855K vs max31855N: which assumes the bigger thermocouple sensitivity, and what are the two numbers?",
    ["MAX31855"],
    None,
    [
        it(
            "MAX31855",
            "sensitivity",
            "uV/°C",
            typ=41.276,
            q="temperature",
            cond="MAX31855K nominal sensitivity",
        ),
        it(
            "MAX31855",
            "sensitivity",
            "uV/°C",
            typ=36.256,
            q="temperature",
            cond="MAX31855N nominal sensitivity",
        ),
    ],
    [
        ev("max31855.pdf", 3, "Error (41.276FV/NC nominal"),
        ev("max31855.pdf", 3, "Error (36.256FV/NC nominal"),
    ],
    "K 41.276 uV/C > N 36.256 uV/C; look-alikes J 57.953, T 52.18, E 76.373 and the 41 uV/C approximation in the "
    "text.",
)
add(
    "rq45-f17",
    "hard",
    "simple",
    "ads1115 i2c high-speed mode: min stop condition setup time?",
    ["ADS1115"],
    None,
    [
        it(
            "ADS1115",
            "response_time",
            "ns",
            mn=160,
            cond="tSUSTO stop condition setup time, high-speed mode",
        )
    ],
    [ev("ads1115.pdf", 5, "Stop condition setup time tSUSTO 600 160 ns")],
    "160 ns HS; look-alike fast mode 600 ns on the same row; tBUF / tHDSTA / tSUSTA / rise time are also 160 ns "
    "in HS (same number, other rows).",
)
add(
    "rq45-f18",
    "medium",
    "simple",
    "What is the minimum CS setup time (TCSS) of the MCP2515 SPI interface?",
    ["MCP2515"],
    None,
    [it("MCP2515", "response_time", "ns", mn=50, cond="TCSS CS setup time")],
    [ev("mcp2515.pdf", 77, "1 TCSS CS Setup Time 50 — ns")],
    "50 ns; look-alikes data setup 10 ns, clock high/low 45 ns; CS hold, CS disable, clock delay and clock enable "
    "are also 50 ns (same number, other rows).",
    wording="formal",
)
add(
    "rq45-f19",
    "hard",
    "simple",
    "lm35 front page, the basic centigrade sensor drawing: what supply range is written next to +VS there?",
    ["LM35"],
    None,
    [
        it(
            "LM35",
            "supply_voltage",
            "V",
            mn=4,
            mx=20,
            cond="+VS in the basic centigrade temperature sensor figure",
        )
    ],
    [ev("lm35.pdf", 1, "(4 V to 20 V)")],
    "4..20 V in the figure; look-alike feature 'operates from 4 to 30 V' and the abs max +35 V.",
)
add(
    "rq45-f20",
    "hard",
    "simple",
    "Welche nominale Thermoelement-Empfindlichkeit (µV/°C) legt der MAX31855R (Typ R) zugrunde?",
    ["MAX31855"],
    None,
    [
        it(
            "MAX31855",
            "sensitivity",
            "uV/°C",
            typ=10.506,
            q="temperature",
            cond="MAX31855R nominal sensitivity",
        )
    ],
    [ev("max31855.pdf", 3, "Error (10.506FV/NC nominal")],
    "10.506 uV/C; look-alike S type 9.587 uV/C right below, K 41.276.",
    wording="formal",
    lang="de",
)
add(
    "rq45-f21",
    "hard",
    "simple",
    "ina3221 in high-speed i2c: what's the minimum scl high period?",
    ["INA3221"],
    None,
    [
        it(
            "INA3221",
            "response_time",
            "ns",
            mn=60,
            cond="t(HIGH) SCL clock high period, high-speed mode",
        )
    ],
    [ev("ina3221.pdf", 23, "t(HIGH) SCL clock high period 600 60")],
    "60 ns HS; look-alikes fast mode 600 ns on the same row, SCL low 1300 / 270 ns, data setup 100 / 10 ns.",
)

# ---------- batch 1: factual, not in the sheet
add(
    "rq45-u01",
    "hard",
    "simple",
    "nrf24l01+ sck to data valid (Tcd) with a 30 pF load on miso, no pull-up?",
    ["nRF24L01+"],
    "insufficient_evidence",
    [],
    [],
    "SPI timing tables exist for Cload 5, 10 pF and for Rpull 10 k / 50 k with 50 / 100 pF only; no 30 pF table "
    "(near misses 58 ns at 10 pF, 86 ns at 10 k / 50 pF).",
)
add(
    "rq45-u02",
    "hard",
    "simple",
    "What is the MCP4725 output valid from clock time TAA in High-Speed mode with a bus capacitance of 400 pF "
    "(fSCL = 1.7 MHz)?",
    ["MCP4725"],
    "insufficient_evidence",
    [],
    [],
    "TAA in HS mode is given only for Cb = 100 pF, fSCL = 3.4 MHz (150 ns); the 400 pF / 1.7 MHz rows exist only "
    "for clock/SDA rise and fall and clock high/low times.",
    wording="formal",
)
add(
    "rq45-u03",
    "medium",
    "simple",
    "is there a max31855 for type B thermocouples and what sensitivity does it assume?",
    ["MAX31855"],
    "insufficient_evidence",
    [],
    [],
    "Versions K, J, N, T, E, R and S only; no type B (near misses R 10.506 and S 9.587 uV/C).",
)
add(
    "rq45-u04",
    "medium",
    "simple",
    "cc1101 temp sensor: what voltage does it put out at +120 °C?",
    ["CC1101"],
    "insufficient_evidence",
    [],
    [],
    "Output voltage is tabulated at -40, 0, +40 and +80 C only (0.945 V at 80 C); the coefficient is fitted from "
    "-20 to +80 C.",
)
add(
    "rq45-u05",
    "medium",
    "simple",
    "Which minimum SCL low time does the VL53L0X require in Fast-mode Plus (1 MHz) I2C?",
    ["VL53L0X"],
    "insufficient_evidence",
    [],
    [],
    "The sheet gives the I2C timing for up to 400 kHz only (tLOW 1.3 us); no Fast-mode Plus figures.",
    wording="formal",
)
add(
    "rq45-u06",
    "hard",
    "simple",
    "mcp2515 on a 2.5 v rail (two aa cells + ldo), how fast can i clock the spi?",
    ["MCP2515"],
    "insufficient_evidence",
    [],
    [],
    "SPI AC characteristics (FCLK 10 MHz) are for VDD 2.7..5.5 V; near miss register retention voltage VRET 2.4 V, "
    "which is no operating condition.",
)
add(
    "rq45-u07",
    "hard",
    "simple",
    "si7021 running at vdd = 1.8 v, what's the sda setup time then?",
    ["Si7021"],
    "insufficient_evidence",
    [],
    [],
    "The I2C table applies to 1.9 <= VDD <= 3.6 V (tDS 100 ns); nothing is given at 1.8 V.",
)
add(
    "rq45-u08",
    "hard",
    "simple",
    "What is the maximum SDA fall time of the INA3221 when its SCL runs at 3.4 MHz?",
    ["INA3221"],
    "insufficient_evidence",
    [],
    [],
    "The INA3221 high-speed column stops at fSCL 2.44 MHz (tfDA 150 ns); 3.4 MHz is the ADS1115's HS limit, not "
    "this part's.",
    wording="formal",
)
add(
    "rq45-u09",
    "hard",
    "simple",
    "w25q64fv on a 1.8 v mcu: data-in hold time at 1.8 v?",
    ["W25Q64FV"],
    "insufficient_evidence",
    [],
    [],
    "The W25Q64FV is specified for VCC 2.7..3.6 V (AC table at 3.0-3.6 / 2.7-3.0 V, tCHDX 3 ns); no 1.8 V figures.",
)

# ---------- batch 2: compatibility
add(
    "rq45-c01",
    "medium",
    "compatibility",
    "can i run a bh1750 breakout straight off an xc6206 3.3 v ldo (the P33 one)?",
    ["XC6206", "BH1750"],
    "compatible",
    [
        it("XC6206", "output_voltage", "V", value=3.3, cond="XC6206P33x, 3.3 V product"),
        it("BH1750", "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
    ],
    [
        ev("xc6206.pdf", 19, "3 3 3.3 XC6206P33***"),
        ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V"),
    ],
    "3.3 V (+-2 % standard accuracy) sits inside BH1750 VCC 2.4..3.6 V; the BH1750 draws ~0.12 mA, far below 200 mA.",
)
add(
    "rq45-c02",
    "medium",
    "compatibility",
    "Can the 3.3 V output of a TPS63021 supply the VCCA (A-port) side of a TXS0108E level shifter?",
    ["TPS63021", "TXS0108E"],
    "compatible",
    [
        it(
            "TPS63021",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="TPS63021 fixed output",
        ),
        it(
            "TXS0108E",
            "io_supply_voltage",
            "V",
            mn=1.4,
            mx=3.6,
            cond="VCCA, recommended (VCCA <= VCCB)",
        ),
    ],
    [
        ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V"),
        ev("txs0108e.pdf", 6, "VCCA Supply voltage 1.4 3.6 V"),
    ],
    "3.267..3.333 V inside VCCA 1.4..3.6 V; VCCB must then be >= VCCA (e.g. 5 V).",
    wording="formal",
)
add(
    "rq45-c03",
    "medium",
    "compatibility",
    "tmp36 powered right off a li-ion cell that an mcp73831 (4.2 v version) charges — ok?",
    ["MCP73831", "TMP36"],
    "compatible",
    [
        it("MCP73831", "output_voltage", "V", mn=4.168, typ=4.2, mx=4.232, cond="VREG, MCP7383X-2"),
        it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="+VS supply range"),
    ],
    [
        ev("mcp73831.pdf", 3, "4.168 4.20 4.232 V MCP7383X-2"),
        ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V"),
    ],
    "Cell at most 4.232 V and >= ~3 V when discharged, inside TMP36 2.7..5.5 V.",
)
add(
    "rq45-c04",
    "medium",
    "compatibility",
    "mcp4725 dac board fed from an ams1117-3.3 module, vdd fine?",
    ["AMS1117-3.3", "MCP4725"],
    "compatible",
    [
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="AMS1117-3.3, 4.75 V <= VIN <= 12 V",
        ),
        it("MCP4725", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD operating voltage"),
    ],
    [
        ev("ams1117.pdf", 2, "AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333 V"),
        ev("mcp4725.pdf", 3, "Operating Voltage VDD 2.7 5.5 V"),
    ],
    "3.267..3.333 V inside 2.7..5.5 V (AMS1117 input must be >= 4.75 V for the regulation row).",
)
add(
    "rq45-c05",
    "hard",
    "compatibility",
    "Can a DS18B20 in local (non-parasite) power mode be supplied from an LM2596 adjusted to 5.0 V?",
    ["LM2596", "DS18B20"],
    "compatible",
    [
        it("LM2596", "output_voltage", "V", value=5.0, cond="adjusted to 5.0 V"),
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD, local power"),
    ],
    [
        ev(
            "lm2596.pdf",
            4,
            "Feedback Voltage (Vin = 12 V, ILoad = 0.5 A, Vout = 5.0 V, ) VFB_nom 1.23 V",
        ),
        ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V"),
    ],
    "5 V (feedback 1.193..1.267 V, i.e. about +-3 %: 4.85..5.15 V) inside DS18B20 3.0..5.5 V.",
    wording="formal",
)
add(
    "rq45-c06",
    "medium",
    "compatibility",
    "ina219 vs pin on a tp4056-charged 18650 (cell sits 3.6-4.2v) — supply ok?",
    ["TP4056", "INA219"],
    "compatible",
    [
        it("TP4056", "output_voltage", "V", mn=4.158, typ=4.2, mx=4.242, cond="VFLOAT, 0..85 C"),
        it("INA219", "supply_voltage", "V", mn=3, mx=5.5, cond="VS operating supply range"),
    ],
    [
        ev("tp4056.pdf", 5, "0℃≤TA≤85℃，IBAT=40mA 4.158 4.2 4.242 V"),
        ev("ina219.pdf", 6, "Operating supply range 3 5.5 3 5.5 V"),
    ],
    "Cell max 4.242 V and 3.6 V low end (as stated) inside INA219 VS 3..5.5 V.",
)
add(
    "rq45-c07",
    "medium",
    "compatibility",
    "xc6206 3.3v ldo as the low side (vcca) supply of a txs0108e, would that work?",
    ["XC6206", "TXS0108E"],
    "compatible",
    [
        it("XC6206", "output_voltage", "V", value=3.3, cond="XC6206P33x"),
        it("TXS0108E", "io_supply_voltage", "V", mn=1.4, mx=3.6, cond="VCCA, recommended"),
    ],
    [
        ev("xc6206.pdf", 19, "3 3 3.3 XC6206P33***"),
        ev("txs0108e.pdf", 6, "VCCA Supply voltage 1.4 3.6 V"),
    ],
    "3.3 V +-2 % (3.234..3.366 V) inside VCCA 1.4..3.6 V.",
)
add(
    "rq45-c08",
    "hard",
    "compatibility",
    "tps63020 set to 5 v feeding the vm pin of a drv8833 for two small motors (~300 ma each). voltage ok for vm?",
    ["TPS63020", "DRV8833"],
    "compatible",
    [
        it(
            "TPS63020",
            "output_voltage",
            "V",
            mn=1.2,
            mx=5.5,
            cond="TPS63020 adjustable output range",
        ),
        it(
            "DRV8833",
            "load_supply_voltage",
            "V",
            mn=2.7,
            mx=10.8,
            cond="VM motor power supply range",
        ),
    ],
    [
        ev("tps63020.pdf", 6, "TPS63020 output voltage 1.2 5.5 V"),
        ev("drv8833.pdf", 5, "VM Motor power supply voltage range (1) 2.7 10.8 V"),
    ],
    "5 V is within the TPS63020 adjustable range and within VM 2.7..10.8 V.",
)
add(
    "rq45-c09",
    "hard",
    "compatibility",
    "Is an IRLZ44N gate driven at 5 V (logic rail from an AMS1117-5.0) adequate to switch a 10 A load with a "
    "specified on-resistance?",
    ["AMS1117-5.0", "IRLZ44N"],
    "compatible",
    [
        it("AMS1117", "output_voltage", "V", mn=4.95, typ=5.0, mx=5.05, cond="AMS1117-5.0"),
        it("IRLZ44N", "on_resistance", "Ohm", mx=0.025, cond="RDS(on), VGS = 5.0 V, ID = 25 A"),
    ],
    [
        ev("ams1117.pdf", 2, "AMS1117-5.0 0 ≤ IOUT ≤ 1A , 6.5V ≤ VIN ≤ 12V 4.950 5.000 5.050 V"),
        ev(
            "irlz44n.pdf",
            2,
            "RDS(on) Static Drain-to-Source On-Resistance ––– ––– 0.025 Ω VGS = 5.0V, I D = 25A",
        ),
    ],
    "RDS(on) is specified at VGS = 5 V (0.025 Ohm max at 25 A), so 10 A is covered (2.5 W at worst); risky-looking "
    "but inside the sheet. Contrast e01 (3.3 V gate).",
    wording="formal",
)
add(
    "rq45-i01",
    "medium",
    "compatibility",
    "w25q64 flash on the 5v rail from my lm2596 buck, fine?",
    ["LM2596", "W25Q64FV"],
    "incompatible",
    [
        it("LM2596", "output_voltage", "V", value=5.0, cond="adjusted to 5.0 V"),
        it(
            "W25Q64FV", "supply_voltage", "V", mn=3.0, mx=3.6, cond="VCC, FR = 104 MHz, fR = 50 MHz"
        ),
        it("W25Q64FV", "abs_max_supply_voltage", "V", mn=-0.6, mx=4.6, cond="VCC absolute maximum"),
    ],
    [
        ev(
            "lm2596.pdf",
            4,
            "Feedback Voltage (Vin = 12 V, ILoad = 0.5 A, Vout = 5.0 V, ) VFB_nom 1.23 V",
        ),
        ev("w25q64.pdf", 72, "FR = 104MHz, fR = 50MHz 3.0 3.6"),
        ev("w25q64.pdf", 72, "Supply Voltage VCC –0.6 to 4.6V V"),
    ],
    "5 V exceeds VCC 3.6 V and even the 4.6 V absolute maximum.",
)
add(
    "rq45-i02",
    "medium",
    "compatibility",
    "Can a bare VL53L0X module (no on-board regulator) have its AVDD tied to an LM2596 output set to 5.0 V?",
    ["LM2596", "VL53L0X"],
    "incompatible",
    [
        it("LM2596", "output_voltage", "V", value=5.0, cond="adjusted to 5.0 V"),
        it("VL53L0X", "supply_voltage", "V", mn=2.6, typ=2.8, mx=3.5, cond="AVDD, recommended"),
        it("VL53L0X", "abs_max_supply_voltage", "V", mn=-0.5, mx=3.6, cond="AVDD absolute maximum"),
    ],
    [
        ev(
            "lm2596.pdf",
            4,
            "Feedback Voltage (Vin = 12 V, ILoad = 0.5 A, Vout = 5.0 V, ) VFB_nom 1.23 V",
        ),
        ev("vl53l0x.pdf", 22, "Voltage (AVDD) 2.6 2.8 3.5 V"),
        ev("vl53l0x.pdf", 22, "AVDD -0.5 - 3.6 V"),
    ],
    "5 V is above AVDD max 3.5 V and the 3.6 V absolute maximum (GY-530 style boards with a regulator differ).",
    wording="formal",
)
add(
    "rq45-i03",
    "medium",
    "compatibility",
    "max31855 thermocouple board straight on a tp4056 charged lipo, no regulator. ok?",
    ["TP4056", "MAX31855"],
    "incompatible",
    [
        it("TP4056", "output_voltage", "V", mn=4.158, typ=4.2, mx=4.242, cond="VFLOAT"),
        it("MAX31855", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC, recommended"),
    ],
    [
        ev("tp4056.pdf", 5, "0℃≤TA≤85℃，IBAT=40mA 4.158 4.2 4.242 V"),
        ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V"),
    ],
    "A full cell (4.158..4.242 V) is above VCC max 3.6 V.",
)
add(
    "rq45-i04",
    "hard",
    "compatibility",
    "ccs811 air sensor fed directly from the battery an mcp73831 charges (4.2 v version)?",
    ["MCP73831", "CCS811"],
    "incompatible",
    [
        it("MCP73831", "output_voltage", "V", mn=4.168, typ=4.2, mx=4.232, cond="VREG, MCP7383X-2"),
        it("CCS811", "supply_voltage", "V", mn=1.8, mx=3.6, cond="VDD"),
    ],
    [
        ev("mcp73831.pdf", 3, "4.168 4.20 4.232 V MCP7383X-2"),
        ev("ccs811.pdf", 5, "VDD (1) Supply Voltage 1.8(2) 3.6 V"),
    ],
    "Charged cell up to 4.232 V exceeds CCS811 VDD max 3.6 V (the electrical table even says 3.3 V max).",
)
add(
    "rq45-i05",
    "medium",
    "compatibility",
    "Is an LM2596 set to 5.0 V a suitable VDD supply for a MAX31865 RTD converter?",
    ["LM2596", "MAX31865"],
    "incompatible",
    [
        it("LM2596", "output_voltage", "V", value=5.0, cond="adjusted to 5.0 V"),
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD, recommended"),
    ],
    [
        ev(
            "lm2596.pdf",
            4,
            "Feedback Voltage (Vin = 12 V, ILoad = 0.5 A, Vout = 5.0 V, ) VFB_nom 1.23 V",
        ),
        ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V"),
    ],
    "5 V is above VDD max 3.6 V.",
    wording="formal",
)
add(
    "rq45-i06",
    "hard",
    "compatibility",
    "breathalyzer idea: mq-3 heater run straight from a 1s li-ion (mcp73831 charger, 4.2v). will the heater be ok?",
    ["MCP73831", "MQ-3"],
    "incompatible",
    [
        it("MCP73831", "output_voltage", "V", mn=4.168, typ=4.2, mx=4.232, cond="VREG, MCP7383X-2"),
        it("MQ-3", "supply_voltage", "V", typ=5, cond="heating voltage VH 5 V +-0.1 V, AC or DC"),
    ],
    [
        ev("mcp73831.pdf", 3, "4.168 4.20 4.232 V MCP7383X-2"),
        ev("mq-3.pdf", 1, "VH Heating voltage 5V±0.1 ACOR DC"),
    ],
    "Heater needs 5 V +-0.1 V; a cell gives at most 4.232 V and falls to ~3 V, so the standard condition is never met.",
)
add(
    "rq45-i07",
    "hard",
    "compatibility",
    "Can an AMS1117-3.3 be fed from the 3.3 V output of a TPS63021 (to get a cleaner 3.3 V rail)?",
    ["TPS63021", "AMS1117-3.3"],
    "incompatible",
    [
        it(
            "TPS63021",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="TPS63021 fixed output",
        ),
        it(
            "AMS1117",
            "supply_voltage",
            "V",
            mn=4.75,
            mx=12,
            cond="AMS1117-3.3 input range of the output-voltage row",
        ),
    ],
    [
        ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V"),
        ev("ams1117.pdf", 2, "AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333 V"),
    ],
    "The AMS1117-3.3 output is specified only for VIN >= 4.75 V (about 1.1 V dropout); 3.3 V in gives less than "
    "3.3 V out.",
    wording="formal",
)
add(
    "rq45-i08",
    "hard",
    "compatibility",
    "can a txs0108e B-side output (5 v side) drive my SRD-05VDC-SL-C relay coil directly, no transistor?",
    ["TXS0108E", "SRD-05VDC-SL-C"],
    "incompatible",
    [
        it(
            "TXS0108E",
            "output_current",
            "mA",
            mn=-50,
            mx=50,
            cond="continuous output current IO, absolute maximum",
        ),
        it(
            "SRD-05VDC-SL-C",
            "supply_current",
            "mA",
            value=71.4,
            cond="05 VDC high-sensitivity (L) coil current",
        ),
    ],
    [
        ev("txs0108e.pdf", 5, "Continuous output current, IO –50 50 mA"),
        ev("srd-05vdc-sl-c.pdf", 2, "(High 05 05 71.4 70"),
    ],
    "The 5 V coil takes 71.4 mA (L = 0.36 W version; 89.3 mA standard), above even the 50 mA absolute maximum; the "
    "TXS0108E outputs are weak auto-direction drivers.",
)
add(
    "rq45-i09",
    "medium",
    "compatibility",
    "lm2596 module turned up to 9 v, then an xc6206 3.3v ldo after it. fine?",
    ["LM2596", "XC6206"],
    "incompatible",
    [
        it("XC6206", "supply_voltage", "V", mn=1.8, mx=6.0, cond="VIN operating"),
        it("XC6206", "abs_max_supply_voltage", "V", mn=-0.3, mx=7.0, cond="VIN absolute maximum"),
    ],
    [
        ev("xc6206.pdf", 4, "Input Voltage VIN 1.8 - 6.0 V"),
        ev("xc6206.pdf", 3, "Input Voltage VIN -0.3～+7.0 V"),
    ],
    "9 V exceeds XC6206 VIN 6.0 V and the 7.0 V absolute maximum. The 9 V setting is the user's, so no LM2596 item.",
)
add(
    "rq45-i10",
    "medium",
    "compatibility",
    "txs0108e: can i hook the A-side supply (vcca) straight to a tp4056-charged lipo?",
    ["TP4056", "TXS0108E"],
    "incompatible",
    [
        it("TP4056", "output_voltage", "V", mn=4.158, typ=4.2, mx=4.242, cond="VFLOAT"),
        it("TXS0108E", "io_supply_voltage", "V", mn=1.4, mx=3.6, cond="VCCA, recommended"),
    ],
    [
        ev("tp4056.pdf", 5, "0℃≤TA≤85℃，IBAT=40mA 4.158 4.2 4.242 V"),
        ev("txs0108e.pdf", 6, "VCCA Supply voltage 1.4 3.6 V"),
    ],
    "A full cell (up to 4.242 V) exceeds VCCA max 3.6 V (it would fit VCCB 1.65..5.5 V).",
)
add(
    "rq45-e01",
    "hard",
    "compatibility",
    "irlz44n gate straight from a 3.3 v rail (xc6206) to switch ~10 a of led strip — is the on-resistance ok?",
    ["XC6206", "IRLZ44N"],
    "insufficient_evidence",
    [],
    [],
    "RDS(on) is given only at VGS = 10 / 5 / 4 V (0.022 / 0.025 / 0.035 Ohm); VGS(th) 1..2 V is no on-state "
    "guarantee, so 3.3 V drive at 10 A is not covered.",
)
add(
    "rq45-e02",
    "hard",
    "compatibility",
    "Will switching an SRD-05VDC-SL-C relay on the same board disturb a CC1101 receiving at 433 MHz?",
    ["CC1101", "SRD-05VDC-SL-C"],
    "insufficient_evidence",
    [],
    [],
    "Neither sheet states emissions of the relay coil/contacts or the CC1101's immunity to such transients.",
    wording="formal",
)
add(
    "rq45-e03",
    "medium",
    "compatibility",
    "inmp441 mic mounted right next to an l298n driving motors — will the recordings be ruined by noise?",
    ["INMP441", "L298N"],
    "insufficient_evidence",
    [],
    [],
    "No EMI / PSR figure covers motor-driver switching noise (INMP441 PSR is for a 217 Hz square wave on VDD).",
)
add(
    "rq45-e04",
    "medium",
    "compatibility",
    "can i pass the mq-2 analog output through a txs0108e channel to get it down to 3.3v for my adc?",
    ["MQ-2", "TXS0108E"],
    "insufficient_evidence",
    [],
    [],
    "The TXS0108E is specified for digital levels only; it gives no analog transfer characteristic, so the sheets do "
    "not support (or refute) scaling an analog voltage through it.",
)
add(
    "rq45-e05",
    "medium",
    "compatibility",
    "Will PWM switching noise from a DRV8833 affect HC-SR04 distance readings on the same 5 V supply?",
    ["DRV8833", "HC-SR04"],
    "insufficient_evidence",
    [],
    [],
    "The HC-SR04 sheet has no supply-noise sensitivity; the DRV8833 gives no conducted-noise figure.",
    wording="formal",
)
add(
    "rq45-e06",
    "hard",
    "compatibility",
    "mcp2515 can board on the 5v from an lm2596 buck (150 khz switching) — will the ripple cause can errors?",
    ["LM2596", "MCP2515"],
    "insufficient_evidence",
    [],
    [],
    "The MCP2515 gives VDD 2.7..5.5 V but no supply-ripple tolerance; the LM2596 ripple depends on the external "
    "inductor/capacitor. The supply level itself is fine; the asked effect is not in either sheet.",
)
add(
    "rq45-e07",
    "medium",
    "compatibility",
    "dht11 sitting 1 cm from an irlz44n that gets warm (~1 w). will the humidity readings still be right?",
    ["DHT11", "IRLZ44N"],
    "insufficient_evidence",
    [],
    [],
    "No sheet relates the MOSFET's heat to the DHT11 reading; the IRLZ44N thermal resistances do not give local air "
    "temperature.",
)


if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
