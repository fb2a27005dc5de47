"""Build realq54/questions.jsonl (run: python build_questions.py)."""

import json
from pathlib import Path

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
    id, diff, typ, question, devices, verdict, items, evidence, note, wording="formal", lang="en"
):
    Q.append(
        {
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
    )


RT = "response_time"

# ---------------------------------------------------------------- answerable factual
add(
    "rq54-f01",
    "medium",
    "simple",
    "am2302 / dht22 bit timing: how long is the low part that starts every data bit (both 0 and 1)? min typ max pls",
    ["DHT22"],
    None,
    [it("DHT22", RT, "us", mn=48, typ=50, mx=55, cond="TLOW, signal '0' / '1' low time")],
    [ev("dht22.pdf", 7, 'TLOW Signal "0", "1" low time 48 50 55 µS')],
    "48 / 50 / 55 us; look-alikes TH0 22-30 us, TH1 68-75 us, Ten 45-55 us, Trel / Treh 75-85 us.",
    wording="casual",
)
add(
    "rq54-f02",
    "medium",
    "simple",
    "For an INA219 on an I2C bus run in high-speed mode, what minimum STOP-condition setup time t(SUSTO) must the "
    "master provide?",
    ["INA219"],
    None,
    [it("INA219", RT, "ns", mn=160, cond="t(SUSTO) STOP condition setup time, high-speed mode")],
    [ev("ina219.pdf", 6, "t(SUSTO) STOP condition setup time 600 160 ns")],
    "160 ns in high-speed mode; look-alikes 600 ns in fast mode, t(SUSTA) row (same numbers), t(SUDAT) 100 / 10 ns.",
)
add(
    "rq54-f03",
    "hard",
    "structured",
    "mpu-6000 on spi: what SDI setup and SDI hold time does it need (min)? writing a bitbang driver",
    ["MPU-6050"],
    None,
    [
        it("MPU-6050", RT, "ns", mn=11, cond="MPU-6000 SPI tSU.SDI, SDI setup time"),
        it("MPU-6050", RT, "ns", mn=7, cond="MPU-6000 SPI tHD.SDI, SDI hold time"),
    ],
    [
        ev("mpu-6050.pdf", 19, "tSU.SDI, SDI Setup Time 11 ns"),
        ev("mpu-6050.pdf", 19, "tHD.SDI, SDI Hold Time 7 ns"),
    ],
    "11 ns / 7 ns; look-alikes tSU.CS 8 ns, tHD.CS 500 ns, tHD.SDO 4 ns, SCLK low/high 400 ns. Device MPU-6050 "
    "(MPU-6000 alias of the same sheet).",
    wording="casual",
)
add(
    "rq54-f04",
    "medium",
    "simple",
    "mpu6000 over spi - if i only burst-read the sensor + interrupt registers, how fast can SCLK go?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "spi_clock_frequency",
            "MHz",
            typ=20,
            cond="MPU-6000 only, sensor and interrupt registers read only, ±10%",
        )
    ],
    [
        ev(
            "mpu-6050.pdf",
            15,
            "SPI Operating Frequency, Sensor MPU-6000 only 20 ±10% MHz and Interrupt Registers Read Only",
        )
    ],
    "20 MHz +-10%; look-alikes 1 MHz +-10% (all registers, high-speed characterization), 100 kHz (low speed), "
    "fSCLK 1 MHz in the SPI timing table, I2C 400 kHz.",
    wording="casual",
)
add(
    "rq54-f05",
    "medium",
    "simple",
    "MPU-6000 SPI read: with 20 pF on SDO, how long after the clock edge can SDO take to become valid (max)?",
    ["MPU-6050"],
    None,
    [it("MPU-6050", RT, "ns", mx=100, cond="tVD.SDO SDO valid time, Cload = 20 pF")],
    [ev("mpu-6050.pdf", 19, "tVD.SDO, SDO Valid Time Cload = 20pF 100 ns")],
    "100 ns max at 20 pF; look-alikes tHD.SDO 4 ns min (same load), tDIS.SDO 10 ns, I2C data valid rows.",
)
add(
    "rq54-f06",
    "hard",
    "simple",
    "74hc595 at vcc 4.5v, board rated -40..+125C: min DS to SHCP setup time i have to guarantee over that whole range?",
    ["74HC595"],
    None,
    [
        it(
            "74HC595",
            RT,
            "ns",
            mn=15,
            cond="tsu DS to SHCP, VCC = 4.5 V, -40..+125 C (25 C: 10, -40..+85 C: 13)",
        )
    ],
    [
        ev(
            "74hc595.pdf",
            11,
            "tsu set-up time DS to SHCP; see Figure 10 VCC = 2 V 50 11 - 65 - 75 - ns VCC = 4.5 V 10 4 - 13 - 15 - ns",
        )
    ],
    "15 ns; look-alikes 10 ns (25 C), 13 ns (-40..85 C), 2 V / 6 V rows, SHCP to STCP set-up 15/19/22 ns, 74HCT595 16/20/24.",
    wording="casual",
)
add(
    "rq54-f07",
    "hard",
    "simple",
    "74hc595 at only 2v: after releasing MR, how long before the first SHCP edge (recovery time)? worst case over -40..85C",
    ["74HC595"],
    None,
    [
        it(
            "74HC595",
            RT,
            "ns",
            mn=65,
            cond="trec MR to SHCP, VCC = 2 V, -40..+85 C (25 C: 50 min, 19 typ)",
        )
    ],
    [
        ev(
            "74hc595.pdf",
            11,
            "trec recovery MR to SHCP; see Figure 12 time VCC = 2 V 50 19 - 65 - 75 - ns",
        )
    ],
    "65 ns; look-alikes 50 ns at 25 C, 75 ns at 125 C, 4.5 V row 10/13/15, DS set-up at 2 V (50/65/75, same numbers).",
    wording="casual",
)
add(
    "rq54-f08",
    "medium",
    "simple",
    "What minimum STCP (latch clock) HIGH or LOW pulse width does the 74HCT595 need over -40 to +85 °C?",
    ["74HC595"],
    None,
    [
        it(
            "74HC595",
            RT,
            "ns",
            mn=20,
            cond="74HCT595 tW STCP HIGH or LOW, VCC = 4.5..5.5 V, -40..+85 C",
        )
    ],
    [ev("74hc595.pdf", 11, "STCP HIGH or LOW; 16 5 - 20 - 24 - ns")],
    "20 ns (16 ns at 25 C, 24 ns at 125 C); look-alikes 74HC595 STCP rows per VCC (e.g. 19 ns at 4.5 V), HCT MR LOW 20/25/30.",
)
add(
    "rq54-f09",
    "hard",
    "simple",
    "ams1117 adj: whats the reference voltage spread over the full load (10mA-1A) and 1.5-12V headroom, not just the 10mA number?",
    ["AMS1117"],
    None,
    [
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=1.225,
            typ=1.25,
            mx=1.27,
            cond="reference voltage VREF, 10 mA <= IOUT <= 1 A, 1.5 V <= VIN - VOUT <= 12 V",
        )
    ],
    [ev("ams1117.pdf", 2, "10mA ≤ IOUT ≤ 1A, 1.5V≤ (VIN - VOUT) ≤ 12V 1.225 1.250 1.270 V")],
    "1.225 / 1.250 / 1.270 V; look-alike 1.238 / 1.262 V at IOUT = 10 mA (rq37-f02), fixed versions' output rows.",
    wording="casual",
)
add(
    "rq54-f10",
    "medium",
    "structured",
    "ina219 with averaging turned on: how long does a conversion take at 4 samples and at 8 samples?",
    ["INA219"],
    None,
    [
        it("INA219", RT, "ms", typ=2.13, cond="ADC conversion time, 4 samples averaged"),
        it("INA219", RT, "ms", typ=4.26, cond="ADC conversion time, 8 samples averaged"),
    ],
    [ev("ina219.pdf", 20, "1 0 1 0 4 2.13 ms"), ev("ina219.pdf", 20, "1 0 1 1 8 4.26 ms")],
    "2.13 ms / 4.26 ms; look-alikes 2 samples 1.06 ms, 16 samples 8.51 ms, 12-bit 532 us, 9-bit 84 us.",
    wording="casual",
)
add(
    "rq54-f11",
    "medium",
    "simple",
    "mcp4725 running off 3.0v - how many mV is one LSB?",
    ["MCP4725"],
    None,
    [
        it(
            "MCP4725",
            "resolution",
            "mV",
            value=0.73,
            q="voltage",
            cond="LSB size, full scale = VDD = 3.0 V (3 V / 4096)",
        )
    ],
    [ev("mcp4725.pdf", 19, "3.0V 0.73 mV 3V / 4096")],
    "0.73 mV; look-alike 1.22 mV at VDD = 5.0 V (same table), 12-bit resolution.",
    wording="casual",
)
add(
    "rq54-f12",
    "hard",
    "comparison",
    "Compare the minimum SPI clock low time of the W25Q64FV (instructions other than Read Data 03h) with that of "
    "the MCP2515.",
    ["W25Q64", "MCP2515"],
    None,
    [
        it(
            "W25Q64",
            RT,
            "ns",
            mn=4,
            cond="tCLH / tCLL clock high, low time, all instructions except Read Data (03h)",
        ),
        it("MCP2515", RT, "ns", mn=45, cond="TLO clock low time, SPI interface AC characteristics"),
    ],
    [
        ev(
            "w25q64.pdf",
            76,
            "Clock High, Low Time tCLH, 4 ns for all instructions except for Read Data (03h) tCLL(1)",
        ),
        ev("mcp2515.pdf", 77, "9 TLO Clock Low Time 45 — ns"),
    ],
    "W25Q64FV 4 ns, MCP2515 45 ns (MCP2515 needs the longer low time); look-alikes W25Q64 6 ns for Read Data 03h, "
    "MCP2515 THI 45 ns, TV 45 ns.",
)
add(
    "rq54-f13",
    "hard",
    "simple",
    "ina3221 on a plain 100 kHz i2c bus with long wires: what's the max allowed SCL rise time? answer in microseconds",
    ["INA3221"],
    None,
    [it("INA3221", RT, "ns", mx=1000, cond="tr clock rise time for SCLK <= 100 kHz")],
    [ev("ina3221.pdf", 23, "Clock rise time for SCLK ≤ 100kHz 1000 ns")],
    "1000 ns = 1 us; look-alikes 300 ns (fast mode) and 40 ns (high-speed) clock rise time, fall times.",
    wording="casual",
)
add(
    "rq54-f14",
    "hard",
    "simple",
    "What dropout voltage (typical and maximum) does the XC6206 specify for its 1.5 V output version at IOUT = 30 mA "
    "(Vdif1)?",
    ["XC6206"],
    None,
    [
        it(
            "XC6206",
            "dropout_voltage",
            "mV",
            typ=300,
            mx=510,
            cond="Vdif1, VOUT(T) = 1.5 V, IOUT = 30 mA",
        )
    ],
    [
        ev("xc6206.pdf", 5, "1.5 300 510"),
        ev("xc6206.pdf", 4, "Dropout Voltage 1 Vdif1(*6) IOUT=30mA"),
    ],
    "300 mV typ / 510 mV max; look-alikes 1.4 V version 350/590, 1.6 V 250/450, Vdif2 at 60 mA 580/860 (1.4-1.5 V).",
)
add(
    "rq54-f15",
    "medium",
    "simple",
    "mcp2515 spi: how long does CS have to stay high between two transactions (CS disable time)?",
    ["MCP2515"],
    None,
    [it("MCP2515", RT, "ns", mn=50, cond="TCSD CS disable time")],
    [ev("mcp2515.pdf", 77, "3 TCSD CS Disable Time 50 — ns")],
    "50 ns; look-alikes TCSS 50 ns (setup), TCSH 50 ns (hold), TDIS 100 ns output disable.",
    wording="casual",
)
add(
    "rq54-f16",
    "medium",
    "simple",
    "hmc5883l continuous mode with DO2..DO0 = 011 - what output rate is that?",
    ["HMC5883L"],
    None,
    [it("HMC5883L", "data_rate", "Hz", value=7.5, cond="typical data output rate, DO2-DO0 = 011")],
    [
        ev("hmc5883l.pdf", 12, "DO2 DO1 DO0 Typical Data Output Rate (Hz)"),
        ev("hmc5883l.pdf", 12, "0 1 1 7.5"),
    ],
    "7.5 Hz; look-alikes 001 = 1.5 Hz, 100 = 15 Hz default, 110 = 75 Hz, 160 Hz single-measurement max.",
    wording="casual",
)
add(
    "rq54-f17",
    "medium",
    "simple",
    "si7021 i2c SDA hold time (tDH), minimum?",
    ["Si7021"],
    None,
    [it("Si7021", RT, "ns", mn=100, cond="tDH SDA hold time")],
    [ev("si7021.pdf", 6, "SDA Hold Time tDH 100 — — ns")],
    "100 ns; look-alikes tDS SDA setup 100 ns (rq45-f05), stop setup 0.6 us, suppressed pulse width 50 ns.",
    wording="casual",
)
add(
    "rq54-f18",
    "medium",
    "simple",
    "Si7021 i2c: minimum stop setup time? in us",
    ["Si7021"],
    None,
    [it("Si7021", RT, "us", mn=0.6, cond="tSPS stop setup time")],
    [ev("si7021.pdf", 6, "Stop Setup Time tSPS 0.6 — — µs")],
    "0.6 us; look-alikes start setup / hold 0.6 us, bus free time, suppressed pulse (also labelled tSPS) 50 ns.",
    wording="casual",
)
add(
    "rq54-f19",
    "hard",
    "simple",
    "bme280 normal mode, t_sb = 110 - how long does it sit in standby between measurements?",
    ["BME280"],
    None,
    [it("BME280", RT, "ms", value=10, cond="tstandby, t_sb[2:0] = 110, normal mode")],
    [ev("bme280.pdf", 30, "t_sb[2:0] tstandby [ms]"), ev("bme280.pdf", 30, "110 10")],
    "10 ms; look-alikes 101 = 1000 ms, 111 = 20 ms, 000 = 0.5 ms, filter coefficient table below it.",
    wording="casual",
)
add(
    "rq54-f20",
    "medium",
    "simple",
    "ads1115 in high-speed i2c: min setup time for a repeated START?",
    ["ADS1115"],
    None,
    [it("ADS1115", RT, "ns", mn=160, cond="tSUSTA repeated START setup time, high-speed mode")],
    [ev("ads1115.pdf", 5, "Repeated START condition setup time tSUSTA 600 160 ns")],
    "160 ns; look-alikes 600 ns fast mode, tHDSTA 600 / 160 ns, tSUSTO (rq45-f17) 160 ns.",
    wording="casual",
)
add(
    "rq54-f21",
    "medium",
    "simple",
    "w25q64 /CS not-active hold time vs CLK (tCHSL), min?",
    ["W25Q64"],
    None,
    [it("W25Q64", RT, "ns", mn=5, cond="tCHSL /CS not active hold time relative to CLK")],
    [ev("w25q64.pdf", 76, "/CS Not Active Hold Time relative to CLK tCHSL 5 ns")],
    "5 ns; look-alikes tSLCH /CS active setup 5 ns, tSHSL1 deselect 10 ns, tSHSL2 50 ns, data in hold 3 ns.",
    wording="casual",
)
add(
    "rq54-f22",
    "hard",
    "simple",
    "74HC595 en VCC = 6 V: ¿cuál es el tiempo máximo de habilitación OE→Qn (ten) en todo el rango -40 a +125 °C?",
    ["74HC595"],
    None,
    [
        it(
            "74HC595",
            RT,
            "ns",
            mx=38,
            cond="ten OE to Qn, VCC = 6 V, -40..+125 C (25 C: 26, -40..+85 C: 33)",
        )
    ],
    [
        ev(
            "74hc595.pdf",
            10,
            "ten enable time OE to Qn; see Figure 13 [4] VCC = 2 V - 47 150 - 190 - 225 ns VCC = 4.5 V - 17 30 - 38 - 45 "
            "ns VCC = 6 V - 14 26 - 33 - 38 ns",
        )
    ],
    "38 ns; look-alikes 4.5 V row 30/38/45 (rq40-f20), tdis at 6 V 27/34/41, MR to Q7S at 6 V 30/37/45.",
    lang="es",
)

# ---------------------------------------------------------------- unanswerable factual
U = "insufficient_evidence"
add(
    "rq54-u01",
    "hard",
    "simple",
    "ina219 averaging 256 samples - conversion time?",
    ["INA219"],
    U,
    [],
    [],
    "The INA219 ADC table stops at 128 samples (68.10 ms); 256 is not a setting. Near miss: 128 samples.",
    wording="casual",
)
add(
    "rq54-u02",
    "medium",
    "simple",
    "hmc5883l DO bits = 111 in continuous mode, what rate do i get?",
    ["HMC5883L"],
    U,
    [],
    [],
    "DO = 111 is 'Reserved' in Table 5; rates exist for 000..110 (0.75..75 Hz). Near miss: 75 Hz at 110.",
    wording="casual",
)
add(
    "rq54-u03",
    "hard",
    "simple",
    "74hc595 on 3.3v: min data setup time DS to SHCP at 25C?",
    ["74HC595"],
    U,
    [],
    [],
    "The 74HC595 dynamic table is given at VCC = 2, 4.5 and 6 V only (tsu 50 / 10 / 9 ns at 25 C); no 3.3 V row.",
    wording="casual",
)
add(
    "rq54-u04",
    "hard",
    "simple",
    "mpu6000 spi with ~50pF on SDO (long cable): max SDO valid time?",
    ["MPU-6050"],
    U,
    [],
    [],
    "tVD.SDO is given only at Cload = 20 pF (100 ns max). Near miss: 20 pF row.",
    wording="casual",
)
add(
    "rq54-u05",
    "hard",
    "simple",
    "xc6206 1.5v version, dropout at 100mA?",
    ["XC6206"],
    U,
    [],
    [],
    "For VOUT(T) <= 1.8 V, Vdif2 is specified at IOUT = 60 mA (580-700 / 860-960 mV); the 100 mA condition applies "
    "only to versions above 1.8 V. Near miss: Vdif2 at 60 mA.",
    wording="casual",
)
add(
    "rq54-u06",
    "medium",
    "simple",
    "ina3221 on a 1MHz fast-mode-plus bus, max SCL rise time allowed?",
    ["INA3221"],
    U,
    [],
    [],
    "INA3221 bus timing has fast-mode (300 ns), high-speed (40 ns) and SCLK <= 100 kHz (1000 ns) rise times; no "
    "Fast-mode Plus column.",
    wording="casual",
)
add(
    "rq54-u07",
    "hard",
    "simple",
    "si7021 in i2c high speed mode (3.4MHz), whats the SDA hold time?",
    ["Si7021"],
    U,
    [],
    [],
    "Si7021 I2C timing is for up to 400 kHz only (tDH 100 ns); no high-speed mode.",
    wording="casual",
)
add(
    "rq54-u08",
    "hard",
    "simple",
    "What minimum STCP pulse width does the 74HCT595 need at -55 °C?",
    ["74HC595"],
    U,
    [],
    [],
    "Columns are 25 C, -40..+85 C and -40..+125 C; -55 C is outside every column. Near miss: -40..+85 C 20 ns.",
)
add(
    "rq54-u09",
    "medium",
    "simple",
    "bme280: which t_sb code gives 5 ms standby in normal mode?",
    ["BME280"],
    U,
    [],
    [],
    "t_sb settings are 0.5, 62.5, 125, 250, 500, 1000, 10, 20 ms; no 5 ms setting. Near miss: 110 = 10 ms.",
    wording="casual",
)
add(
    "rq54-u10",
    "hard",
    "simple",
    "What is the AMS1117 reference voltage at a junction temperature of 150 °C?",
    ["AMS1117"],
    U,
    [],
    [],
    "The reference limits are for TJ = 25 C and the control section's -40..125 C range; 150 C is only the power "
    "transistor's junction range. Near miss: 1.225..1.270 V row.",
)

# ---------------------------------------------------------------- compatibility
C, INC = "compatible", "incompatible"
SV = "supply_voltage"
add(
    "rq54-c01",
    "hard",
    "compatibility",
    "An LM2596 (VIN = 12 V) has its ON/OFF pin pulled up to 5 V through 10 kOhm; the collector of a PC817 (emitter to "
    "GND, LED driven at IF = 20 mA) pulls ON/OFF low to enable the regulator. Over -40 to +125 °C, does the PC817 "
    "saturation voltage guarantee the ON state, and does the 5 V pull-up guarantee OFF?",
    ["LM2596", "PC817"],
    C,
    [
        it(
            "PC817",
            "output_low_voltage",
            "V",
            typ=0.1,
            mx=0.2,
            cond="VCE(sat), IF = 20 mA, IC = 1 mA",
        ),
        it(
            "LM2596",
            "input_low_voltage",
            "V",
            mx=0.8,
            cond="ON/OFF VIL (regulator ON), full temperature range (1.0 V at 25 C)",
        ),
        it(
            "LM2596",
            "input_high_voltage",
            "V",
            mn=2.4,
            cond="ON/OFF VIH (regulator OFF), full temperature range (2.2 V at 25 C)",
        ),
    ],
    [
        ev(
            "pc817.pdf",
            4,
            "Collector-emitter saturation voltage VCE (sat) IF=20mA, IC=1mA − 0.1 0.2 V",
        ),
        ev("lm2596.pdf", 4, "Vout = Nominal Output Voltage (Regulator ON) VIL 1.0 V 0.8"),
        ev("lm2596.pdf", 4, "Vout = 0 V (Regulator OFF) VIH 2.2 V 2.4"),
        ev("lm2596.pdf", 2, "ON/OFF Pin Input Voltage − −0.3 V ≤ V ≤ +Vin"),
    ],
    "0.2 V max < 0.8 V VIL; 5 V > 2.4 V VIH; 5 V < VIN = 12 V abs max. IC = 5 V / 10 k = 0.5 mA < 1 mA test current. "
    "Pair LM2596 + PC817 unused before.",
)
add(
    "rq54-c02",
    "hard",
    "compatibility",
    "The STAT output of an MCP73831 (VDD = 5.0 V) drives the gate of an IRLZ44N directly (gate draws no DC current) to "
    "switch a 5 A load. When STAT is high, is the gate drive enough for the IRLZ44N's 35 mOhm-class on-resistance?",
    ["MCP73831", "IRLZ44N"],
    C,
    [
        it("IRLZ44N", "on_resistance", "Ohm", mx=0.035, cond="RDS(on), VGS = 4.0 V, ID = 21 A"),
        it(
            "IRLZ44N",
            "gate_threshold_voltage",
            "V",
            mn=1.0,
            mx=2.0,
            cond="VGS(th), VDS = VGS, ID = 250 uA",
        ),
    ],
    [
        ev(
            "mcp73831.pdf",
            4,
            "High Output Voltage VOH — VDD-0.4 VDD - 1 V ISOURCE = 4 mA (MCP73831)",
        ),
        ev("irlz44n.pdf", 2, "0.035 VGS = 4.0V, I D = 21A"),
        ev("irlz44n.pdf", 2, "VGS(th) Gate Threshold Voltage 1.0 ––– 2.0 V VDS = VGS , ID = 250µA"),
    ],
    "STAT VOH is VDD - 1 V or better at 4 mA source, i.e. >= 4.0 V at VDD = 5 V, so VGS >= 4.0 V and RDS(on) <= "
    "0.035 Ohm at 21 A (5 A is well inside). STAT VOH is relative to VDD, so no item for it.",
)
add(
    "rq54-c03",
    "medium",
    "compatibility",
    "A CCS811 (ADDR low) and a VL53L0X (2V8 I/O mode) share one I2C bus; both are powered from the same 3.3 V rail. "
    "Do the supply ranges and 7-bit addresses allow this?",
    ["CCS811", "VL53L0X"],
    C,
    [
        it("CCS811", SV, "V", mn=1.8, mx=3.3, cond="VDD"),
        it("VL53L0X", SV, "V", mn=2.6, typ=2.8, mx=3.5, cond="AVDD, recommended"),
        it("CCS811", "i2c_address", values=["0x5A"], cond="ADDR low"),
        it(
            "VL53L0X",
            "i2c_address",
            values=["0x29"],
            cond="default, 7-bit (0x52 is the 8-bit write byte)",
        ),
    ],
    [
        ev("ccs811.pdf", 6, "Supply Voltage (VDD) (1), (2) 1.8 3.3 V"),
        ev("vl53l0x.pdf", 22, "Voltage (AVDD) 2.6 2.8 3.5 V"),
        ev("ccs811.pdf", 14, "All I²C transactions must use the (7 bits) slave address 0x5A or"),
        ev("vl53l0x.pdf", 18, "and uses a device address of 0x52."),
    ],
    "3.3 V is the CCS811 maximum (edge, inside); addresses differ. VL53L0X I/O high = AVDD in 2V8 mode. Pair unused.",
)
add(
    "rq54-c04",
    "medium",
    "compatibility",
    "An HMC5883L and an MCP4725 share a 3.3 V I2C bus clocked at 400 kHz. Check supply range, bus speed and addresses.",
    ["HMC5883L", "MCP4725"],
    C,
    [
        it("HMC5883L", SV, "V", mn=2.16, typ=2.5, mx=3.6, cond="VDD"),
        it("MCP4725", SV, "V", mn=2.7, mx=5.5, cond="VDD operating"),
        it("HMC5883L", "i2c_clock_frequency", "kHz", mx=400, cond="I2C rate"),
        it("MCP4725", "i2c_clock_frequency", "kHz", mn=0, mx=400, cond="fast mode"),
        it("HMC5883L", "i2c_address", values=["0x1E"], cond="7-bit"),
    ],
    [
        ev("hmc5883l.pdf", 2, "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6 Volts"),
        ev("mcp4725.pdf", 3, "Operating Voltage VDD 2.7 5.5 V"),
        ev("hmc5883l.pdf", 2, "I C Rate Controlled by I C Master 400 kHz"),
        ev("mcp4725.pdf", 30, "Clock frequency TSCL 0 — 400 kHz"),
        ev("hmc5883l.pdf", 11, "slave device and succeed the 7-bit address (0x1E)"),
        ev("mcp4725.pdf", 23, "device address contains four fixed bits ( 1100 = device"),
    ],
    "0x1E vs 0x60..0x67 (1100 A2 A1 A0); 3.3 V inside both ranges; 400 kHz within both. Pair unused.",
)
add(
    "rq54-c05",
    "hard",
    "compatibility",
    "A BME280 (VDD = VDDIO = 3.3 V) and a MAX31865 (VDD = DVDD = 3.3 V) share one SPI bus with separate chip selects, "
    "SPI mode 3 (CPOL = CPHA = 1), SCLK = 4 MHz. Compatible?",
    ["BME280", "MAX31865"],
    C,
    [
        it("BME280", "spi_clock_frequency", "MHz", mn=0, mx=10, cond="F_spi"),
        it("MAX31865", "spi_clock_frequency", "MHz", mx=5.0, cond="SCLK frequency"),
        it("BME280", SV, "V", mn=1.71, typ=1.8, mx=3.6, cond="VDD"),
        it("MAX31865", SV, "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD"),
    ],
    [
        ev("bme280.pdf", 37, "SPI clock input frequency F_spi 0 10 MHz"),
        ev("max31865.pdf", 4, "SCLK Frequency tCLK (Note 9) DC 5.0 MHz"),
        ev(
            "bme280.pdf",
            34,
            "The SPI interface is compatible with SPI mode ‘00’ (CPOL = CPHA = ‘0’) and mode ‘11’ (CPOL =",
        ),
        ev("max31865.pdf", 16, "The MAX31865 supports SPI modes 1 and 3."),
        ev("bme280.pdf", 8, "Supply Voltage VDD ripple max. 50 mVpp 1.71 1.8 3.6 V"),
        ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V"),
    ],
    "Mode 3 is the common mode (BME280 00/11, MAX31865 1/3); 4 MHz < 5 MHz < 10 MHz. Pair unused.",
)
add(
    "rq54-c06",
    "medium",
    "compatibility",
    "An ACS712ELCTR-05B-T (VCC = 5 V) is placed in series with the heater of an MQ-3 running from 5 V DC. Is the "
    "heater current inside the sensor's optimized accuracy range?",
    ["ACS712", "MQ-3"],
    C,
    [
        it(
            "ACS712",
            "measurement_range",
            "A",
            mn=-5,
            mx=5,
            q="current",
            cond="x05B optimized accuracy range IP",
        ),
        it("MQ-3", "supply_voltage", "V", value=5, cond="heater voltage VH 5 V +-0.1"),
        it("MQ-3", "power_consumption", "mW", mx=750, cond="heater consumption PH"),
    ],
    [
        ev("acs712.pdf", 5, "Optimized Accuracy Range IP –5 – 5 A"),
        ev("mq-3.pdf", 1, "VH Heating voltage 5V±0.1"),
        ev("mq-3.pdf", 1, "RH Heater resistance 33Ω±5%"),
        ev("mq-3.pdf", 1, "PH Heating consumption less than 750mw"),
    ],
    "5 V / 33 Ohm = ~0.15 A (<= 750 mW -> <= 0.15 A), far inside +-5 A (resolution is another matter). The ACS712 "
    "conductor resistance drop is negligible. Pair unused.",
)
add(
    "rq54-c07",
    "medium",
    "compatibility",
    "A TMP36 and an MPU-6050 are both powered from a single 3.3 V rail. Are both supply ranges met?",
    ["TMP36", "MPU-6050"],
    C,
    [
        it("TMP36", SV, "V", mn=2.7, mx=5.5, cond="+VS"),
        it("MPU-6050", SV, "V", mn=2.375, mx=3.46, cond="VDD"),
    ],
    [
        ev("tmp36.pdf", 1, "Low Voltage Operation (2.7 V to 5.5 V)"),
        ev("mpu-6050.pdf", 10, "VDD supply voltage range of 2.375V-3.46V"),
    ],
    "3.3 V inside both. Pair unused.",
)
add(
    "rq54-c08",
    "medium",
    "compatibility",
    "A PCF8563 (I2C interface active, 400 kHz) and an nRF24L01+ are both powered from one 3.3 V rail. Are both supply "
    "ranges met?",
    ["PCF8563", "nRF24L01+"],
    C,
    [
        it("PCF8563", SV, "V", mn=1.8, mx=5.5, cond="VDD, interface active, fSCL = 400 kHz"),
        it("nRF24L01+", SV, "V", mn=1.9, typ=3.0, mx=3.6, cond="VDD"),
    ],
    [
        ev("pcf8563.pdf", 28, "interface active; 1.8 - 5.5 V fSCL = 400 kHz"),
        ev("nrf24l01p.pdf", 13, "VDD Supply voltage 1.9 3.0 3.6 V"),
    ],
    "3.3 V inside both; the nRF 2.7-3.3 V row applies only to input signals above 3.6 V. Pair unused.",
)
add(
    "rq54-c09",
    "hard",
    "compatibility",
    "An INA219 (PGA = /1) measures the VCC current of a W25Q64FV through a 0.1 Ohm shunt while the flash runs "
    "Dual/Quad reads at 80 MHz. Does the maximum read current stay inside the INA219 shunt-voltage range?",
    ["INA219", "W25Q64"],
    C,
    [
        it("INA219", "analog_input_range", "mV", mn=-40, mx=40, cond="shunt full-scale, PGA = /1"),
        it("W25Q64", "supply_current", "mA", mx=18, cond="ICC3 read data Dual/Quad 80 MHz"),
    ],
    [
        ev("ina219.pdf", 21, "At PGA = /1, full-scale range = ±40 mV"),
        ev(
            "w25q64.pdf",
            74,
            "Current Read Data / C = 0.1 VCC / 0.9 VCC ICC3(2) 18 mA Dual /Quad 80MHz",
        ),
    ],
    "18 mA x 0.1 Ohm = 1.8 mV << 40 mV. Pair unused.",
)
add(
    "rq54-c10",
    "medium",
    "compatibility",
    "An Si7021 and a MAX31855 are both powered from one 3.3 V rail. Are both supply ranges met?",
    ["Si7021", "MAX31855"],
    C,
    [
        it("Si7021", SV, "V", mn=1.9, mx=3.6, cond="VDD"),
        it("MAX31855", SV, "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC"),
    ],
    [
        ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V"),
        ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V"),
    ],
    "3.3 V inside both. Pair unused.",
)
add(
    "rq54-i01",
    "hard",
    "compatibility",
    "A 74HCT595 at VCC = 4.5 V drives the A0 address pin of an MCP4725 powered at VDD = 3.3 V directly from a Qn "
    "output (load only the A0 input). Is that within the MCP4725 ratings?",
    ["74HC595", "MCP4725"],
    INC,
    [
        it(
            "74HC595",
            "output_high_voltage",
            "V",
            mn=4.4,
            typ=4.5,
            cond="74HCT595 VOH all outputs, IO = -20 uA, VCC = 4.5 V",
        ),
        it(
            "MCP4725",
            "abs_max_input_voltage",
            "V",
            mn=-0.3,
            cond="all inputs and outputs w.r.t. VSS, max VDD + 0.3 V",
        ),
    ],
    [
        ev("74hc595.pdf", 8, "IO = 20 A 4.4 4.5 - 4.4 - V"),
        ev("mcp4725.pdf", 3, "All inputs and outputs w.r.t VSS .................–0.3V to VDD+0.3V"),
    ],
    "VOH >= 4.4 V > VDD + 0.3 = 3.6 V on A0. Pair 74HC595 + MCP4725 unused.",
)
add(
    "rq54-i02",
    "hard",
    "compatibility",
    "An MCP4725 and an INA3221 share an I2C bus that the master runs in high-speed mode at 3.4 MHz. Can both "
    "devices operate at that clock?",
    ["MCP4725", "INA3221"],
    INC,
    [
        it(
            "INA3221",
            "i2c_clock_frequency",
            "MHz",
            mn=0.001,
            mx=2.44,
            cond="f(SCL), high-speed mode",
        ),
        it("MCP4725", "i2c_clock_frequency", "MHz", mx=3.4, cond="high-speed mode"),
    ],
    [
        ev("ina3221.pdf", 23, "f(SCL) SCL operating frequency 0.001 0.4 0.001 2.44 MHz"),
        ev("mcp4725.pdf", 1, "speed (3.4 MHz) mode."),
    ],
    "INA3221 high-speed maximum 2.44 MHz < 3.4 MHz. Pair unused.",
)
add(
    "rq54-i03",
    "medium",
    "compatibility",
    "A BH1750 and a DHT11 are both powered from the same 5 V rail. Are both supply ranges met?",
    ["BH1750", "DHT11"],
    INC,
    [
        it("BH1750", SV, "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
        it("DHT11", SV, "V", mn=3.5, mx=5.5, cond="power supply DC"),
    ],
    [
        ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V"),
        ev("dht11.pdf", 3, "Power supply: DC 3.5～5.5V"),
    ],
    "5 V > BH1750 3.6 V max (DHT11 fine). Pair unused.",
)
add(
    "rq54-i04",
    "medium",
    "compatibility",
    "An INMP441 and a TMP36 share a 5 V supply rail. Are both supply ranges met?",
    ["INMP441", "TMP36"],
    INC,
    [
        it("INMP441", SV, "V", mn=1.62, mx=3.63, cond="VDD"),
        it("TMP36", SV, "V", mn=2.7, mx=5.5, cond="+VS"),
    ],
    [
        ev("inmp441.pdf", 4, "Supply Voltage (VDD) 1.62 3.63 V"),
        ev("tmp36.pdf", 1, "Low Voltage Operation (2.7 V to 5.5 V)"),
    ],
    "5 V > INMP441 3.63 V max (also its abs max). Pair unused.",
)
add(
    "rq54-i05",
    "medium",
    "compatibility",
    "An LM35 and an nRF24L01+ are both powered from a 3.3 V rail. Are both supply ranges met?",
    ["LM35", "nRF24L01+"],
    INC,
    [
        it("LM35", SV, "V", mn=4, mx=30, cond="operating supply"),
        it("nRF24L01+", SV, "V", mn=1.9, typ=3.0, mx=3.6, cond="VDD"),
    ],
    [
        ev("lm35.pdf", 1, "Operates from 4 to 30 V"),
        ev("nrf24l01p.pdf", 13, "VDD Supply voltage 1.9 3.0 3.6 V"),
    ],
    "3.3 V < LM35 4 V minimum. Pair unused.",
)
add(
    "rq54-i06",
    "medium",
    "compatibility",
    "A TMP36 and an INA219 are both powered from a 2.8 V LDO rail. Are both supply ranges met?",
    ["TMP36", "INA219"],
    INC,
    [
        it("TMP36", SV, "V", mn=2.7, mx=5.5, cond="+VS"),
        it("INA219", SV, "V", mn=3, mx=5.5, cond="operating supply range VS"),
    ],
    [
        ev("tmp36.pdf", 1, "Low Voltage Operation (2.7 V to 5.5 V)"),
        ev("ina219.pdf", 6, "Operating supply range 3 5.5 3 5.5 V"),
    ],
    "2.8 V is fine for the TMP36 but below the INA219 3 V minimum. Pair unused.",
)
add(
    "rq54-i07",
    "medium",
    "compatibility",
    "An HX711 and an HMC5883L are both powered from a 5 V rail (HX711 AVDD and DVDD, HMC5883L VDD). Are both supply "
    "ranges met?",
    ["HX711", "HMC5883L"],
    INC,
    [
        it("HX711", SV, "V", mn=2.6, mx=5.5, cond="operation supply voltage range"),
        it("HMC5883L", SV, "V", mn=2.16, typ=2.5, mx=3.6, cond="VDD"),
    ],
    [
        ev("hx711.pdf", 1, "Operation supply voltage range: 2.6 ~ 5.5V"),
        ev("hmc5883l.pdf", 2, "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6 Volts"),
    ],
    "5 V > HMC5883L 3.6 V max (abs max 4.8 V also exceeded). Pair unused.",
)
add(
    "rq54-i08",
    "medium",
    "compatibility",
    "A DHT22 (AM2302) and an HMC5883L are both powered from a 3.0 V rail. Are both supply ranges met?",
    ["DHT22", "HMC5883L"],
    INC,
    [
        it("DHT22", SV, "V", mn=3.3, mx=5.5, cond="VDD power"),
        it("HMC5883L", SV, "V", mn=2.16, typ=2.5, mx=3.6, cond="VDD"),
    ],
    [
        ev("dht22.pdf", 3, "VDD Power (3.3V-5.5V)"),
        ev("hmc5883l.pdf", 2, "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6 Volts"),
    ],
    "3.0 V < DHT22 3.3 V minimum (HMC5883L fine). Pair unused.",
)
add(
    "rq54-i09",
    "hard",
    "compatibility",
    "A CCS811 and an INA3221 are both powered from a 3.6 V LDO rail. Are both supply ranges met?",
    ["CCS811", "INA3221"],
    INC,
    [
        it("CCS811", SV, "V", mn=1.8, mx=3.3, cond="VDD"),
        it("INA3221", SV, "V", mn=2.7, mx=5.5, cond="power-supply operation"),
    ],
    [
        ev("ccs811.pdf", 6, "Supply Voltage (VDD) (1), (2) 1.8 3.3 V"),
        ev("ina3221.pdf", 1, "Power-supply operation: 2.7V to 5.5V"),
    ],
    "3.6 V > CCS811 3.3 V maximum (INA3221 fine). Pair unused.",
)
add(
    "rq54-e01",
    "hard",
    "compatibility",
    "One L298N output (OUT1 sourcing, OUT2 sinking, VS = 5.0 V) feeds the heater of an MQ-2 (about 5 V / 30 Ohm). Is "
    "the heater kept within its rated heater voltage?",
    ["L298N", "MQ-2"],
    U,
    [],
    [
        ev("mq-2.pdf", 3, "Heater Voltage VH 5.0V±0.1V AC or DC"),
        ev("l298n.pdf", 3, "VCEsat Total Drop IL = 1A (5) 1.80 3.2 V"),
    ],
    "The L298N saturation voltages are given only at IL = 1 A and 2 A; the drop at ~0.17 A is not specified, so the "
    "heater voltage cannot be computed from the sheets (it is very likely low, but that is not stated).",
)
add(
    "rq54-e02",
    "hard",
    "compatibility",
    "The DRDY output of a MAX31865 (DVDD = 3.3 V) drives an IRLZ44N gate directly to switch a 10 A heater. What "
    "RDS(on) applies at that gate drive?",
    ["MAX31865", "IRLZ44N"],
    U,
    [],
    [ev("irlz44n.pdf", 2, "0.035 VGS = 4.0V, I D = 21A")],
    "IRLZ44N RDS(on) is given at VGS = 10, 5 and 4 V only; no row at 3.3 V, and DRDY's VOH under load is a relative "
    "limit. Near miss: 0.035 Ohm at 4.0 V.",
)
add(
    "rq54-e03",
    "hard",
    "compatibility",
    "The DRDY pin of an HMC5883L (VDDIO = 3.3 V) drives a PC817 LED directly through a resistor for IF = 5 mA. Can "
    "DRDY supply that current?",
    ["HMC5883L", "PC817"],
    U,
    [],
    [],
    "The HMC5883L sheet gives no DRDY output current or VOH at load; PC817 CTR is given at IF = 5 mA but the drive "
    "side is unknown. Pair unused.",
)
add(
    "rq54-e04",
    "hard",
    "compatibility",
    "The nINT output of a CCS811 (VDD = 3.3 V) sinks the LED current of a PC817 (IF = 10 mA, LED anode to 3.3 V via "
    "a resistor). Is nINT rated for that sink current?",
    ["CCS811", "PC817"],
    U,
    [],
    [],
    "The CCS811 sheet specifies no output low voltage or sink current for nINT. Pair unused.",
)
add(
    "rq54-e05",
    "medium",
    "compatibility",
    "The normally-open contact of an SRD-05VDC-SL-C relay switches the 3.3 V VCC of a W25Q64FV. Will the contact "
    "bounce during closure respect the W25Q64FV power-up requirements?",
    ["SRD-05VDC-SL-C", "W25Q64"],
    U,
    [],
    [ev("srd-05vdc-sl-c.pdf", 2, "Operation Time 10msec Max.")],
    "The SRD sheet gives operate / release time but no bounce time or contact waveform; nothing to check the flash's "
    "VCC ramp against. Pair unused.",
)
add(
    "rq54-e06",
    "hard",
    "compatibility",
    "A VL53L0X and an HX711 (gain 128) share a 3.3 V rail and ground on one board. Will the VL53L0X's ranging current "
    "pulses disturb the HX711 reading?",
    ["VL53L0X", "HX711"],
    U,
    [],
    [],
    "Supplies are compatible (2.6-3.5 / 2.6-5.5 V) but neither sheet quantifies VCSEL pulse current coupling or the "
    "HX711 supply rejection. Pair unused.",
)
add(
    "rq54-e07",
    "medium",
    "compatibility",
    "An nRF24L01+ transmitting at 0 dBm sits 2 cm from an MCP4725 whose output sets a reference voltage. How much "
    "error will the RF add to the MCP4725 output?",
    ["nRF24L01+", "MCP4725"],
    U,
    [],
    [],
    "No RF susceptibility data in the MCP4725 sheet; no radiated field data in the nRF sheet. Pair unused.",
)
add(
    "rq54-e08",
    "hard",
    "compatibility",
    "An MQ-2 with its heater on and a MAX44009 sit in the same small enclosure. Will the hot heater's infrared "
    "emission raise the MAX44009 lux reading?",
    ["MQ-2", "MAX44009"],
    U,
    [],
    [ev("max44009.pdf", 2, "Infrared Transmittance at 940nm IRR TA = +25NC (Note 3) 0 0.5 %")],
    "MAX44009 gives IR transmittance at 940 nm only; the MQ-2 sheet gives no emission spectrum or surface "
    "temperature. Pair unused.",
)
add(
    "rq54-e09",
    "hard",
    "compatibility",
    "A DRV8833 driving a brushed motor with PWM on the same board as a MAX31865 (PT100, 4-wire). Will the motor PWM "
    "noise exceed the MAX31865 50/60 Hz rejection and corrupt the reading?",
    ["DRV8833", "MAX31865"],
    U,
    [],
    [],
    "The MAX31865 gives 50/60 Hz rejection only; no rejection at the DRV8833 PWM frequency or any coupling data. "
    "Pair unused.",
)


def main():
    out = Path(__file__).with_name("questions.jsonl")
    with out.open("w", encoding="utf-8") as fh:
        for q in Q:
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(f"{len(Q)} questions -> {out}")


if __name__ == "__main__":
    main()
