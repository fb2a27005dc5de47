"""realq62: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: mixed builds where one required figure is missing or stated only under another condition
(another supply voltage, temperature range, package or variant), and factual questions that name a
variant / grade / supply / setting and must get that row, not a sibling's.

python build_questions.py rewrites questions.jsonl next to this file.
"""

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
    id, diff, typ, question, devices, verdict, items, evidence, note, wording="casual", lang="en"
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


# ---------- factual, answerable (rq62-fNN)
add(
    "rq62-f01",
    "hard",
    "simple",
    "w25q64fv in QPI mode, I never send Set Read Parameters so it stays at the default dummy clocks. board runs "
    "the flash at 3.3V. whats the max clock I can use for Fast Read (0Bh) like that?",
    ["W25Q64FV"],
    None,
    [
        it(
            "W25Q64FV",
            "spi_clock_frequency",
            "MHz",
            mx=50,
            cond="QPI Fast Read 0Bh / Fast Read Quad I/O EBh, 2 dummy clocks (default, P5-P4 = 00), VCC 3.0..3.6 V",
        )
    ],
    [ev("w25q64.pdf", 67, "3.0V ~ 3.6V 50MHz 60MHz")],
    "Set Read Parameters table: default 2 dummy clocks, 3.0..3.6 V -> 50 MHz for 0Bh/EBh (60 MHz for 0Ch). "
    "Look-alikes: 2.7..3.0 V row 40 MHz, 4 dummy clocks 80 MHz (asked in rq57-f10), 104 MHz standard SPI. Same number "
    "as the 03h Read Data limit fR 50 MHz asked earlier (another row).",
)
add(
    "rq62-f02",
    "medium",
    "simple",
    "nrf24l01+ at 2Mbps air rate: after a packet is sent / received, how long until the IRQ pin actually goes "
    "low (TIRQ)? timing my ISR",
    ["nRF24L01+"],
    None,
    [
        it(
            "nRF24L01+",
            "response_time",
            "us",
            value=6.0,
            cond="TIRQ at 2 Mbps (Enhanced ShockBurst timing)",
        )
    ],
    [ev("nrf24l01p.pdf", 42, "TIRQ = 8.2µs @ 1Mbps, TIRQ = 6.0µs @ 2Mbps")],
    "TIRQ 6.0 us at 2 Mbps; look-alike: 8.2 us at 1 Mbps on the same line, Tstdby2a 130 us.",
)
add(
    "rq62-f03",
    "medium",
    "simple",
    "What is the longest time the nRF24L01+ may be kept continuously in TX mode?",
    ["nRF24L01+"],
    None,
    [it("nRF24L01+", "response_time", "ms", mx=4, cond="maximum time in TX mode at a time")],
    [
        ev(
            "nrf24l01p.pdf",
            23,
            "It is important never to keep the nRF24L01+ in TX mode for more than 4ms at a time.",
        )
    ],
    "4 ms; look-alikes: 130 us TX settling, 10 us CE pulse, 1.5 ms crystal start-up.",
    wording="formal",
)
add(
    "rq62-f04",
    "hard",
    "simple",
    "74hc595 (plain HC, not HCT) running at VCC = 6 V in a box rated -40 to +125 C. worst case propagation delay "
    "from the STCP latch clock to the Q outputs?",
    ["74HC595"],
    None,
    [it("74HC595", "response_time", "ns", mx=45, cond="tpd STCP to Qn, VCC = 6 V, -40..+125 C")],
    [ev("74hc595.pdf", 10, "VCC = 6 V - 16 30 - 37 - 45 ns")],
    "45 ns max over -40..+125 C; look-alikes: 30 ns at 25 C, 37 ns to +85 C, 4.5 V row 53 ns, MR to Q7S at 6 V "
    "has the same 30/37/45 limits (typ 14 vs 16).",
)
add(
    "rq62-f05",
    "hard",
    "simple",
    "For the 74HC595 operated at VCC = 2 V, what is the maximum propagation delay from MR (master reset) to Q7S "
    "over the -40 °C to +85 °C range?",
    ["74HC595"],
    None,
    [it("74HC595", "response_time", "ns", mx=220, cond="tpd MR to Q7S, VCC = 2 V, -40..+85 C")],
    [ev("74hc595.pdf", 10, "VCC = 2 V - 47 175 - 220 - 265 ns")],
    "220 ns; look-alikes: 175 ns at 25 C, 265 ns to +125 C, STCP to Qn at 2 V (same limits, typ 55), ten/tdis at "
    "2 V 190 ns.",
    wording="formal",
)
add(
    "rq62-f06",
    "hard",
    "simple",
    "using the 74HCT595 version at 5V, box can hit 125C. min set-up time from SHCP (shift clock) to STCP (latch) "
    "i need to keep?",
    ["74HC595"],
    None,
    [
        it(
            "74HC595",
            "response_time",
            "ns",
            mn=24,
            cond="74HCT595 tsu SHCP to STCP, VCC 4.5..5.5 V, -40..+125 C",
        )
    ],
    [ev("74hc595.pdf", 11, "SHCP to STCP; 16 8 - 20 - 24 - ns")],
    "74HCT595 tsu SHCP->STCP 24 ns to +125 C; look-alikes: 16 ns at 25 C, 20 ns to +85 C, 74HC595 rows at 2/4.5/6 V "
    "(22 ns at 4.5 V to +125 C), DS to SHCP set-up; the 74HCT595 tW rows have the same 16/20/24 ns (tW SHCP asked in "
    "rq61-f10 at +85 C).",
)
add(
    "rq62-f07",
    "medium",
    "simple",
    "old ESP32-WROOM-32 tutorials say the module runs from 2.7 V. the revision history of the current datasheet "
    "says that changed - what supply range does the current revision give?",
    ["ESP32-WROOM-32"],
    None,
    [
        it(
            "ESP32-WROOM-32",
            "supply_voltage",
            "V",
            mn=3.0,
            mx=3.6,
            cond="supply voltage range after the V3.0 change",
        )
    ],
    [
        ev(
            "esp32-wroom-32.pdf",
            25,
            "Changed the supply voltage range from 2.7 V ~ 3.6 V to 3.0 V ~ 3.6 V;",
        )
    ],
    "Another version: 2.7..3.6 V was the older range (V2.2 history entry), current revision 3.0..3.6 V. Same numbers "
    "as the recommended-operating VDD33 row asked many times; here the revision-history line is the quoted row.",
)
add(
    "rq62-f08",
    "medium",
    "simple",
    "got MAX7221EWG chips (the 7221, wide SO). what temp range are those rated for?",
    ["MAX7219"],
    None,
    [it("MAX7219", "operating_temperature", "°C", mn=-40, mx=85, cond="MAX7221EWG, 24 Wide SO")],
    [ev("max7219.pdf", 14, "MAX7221EWG -40°C to +85°C 24 Wide SO")],
    "MAX7221 ordering table (page 14); look-alikes: MAX7221CWG / CNG 0..+70 C, MAX7219 rows on page 1 (the MAX7219ENG "
    "has the same -40..+85 C, asked in rq20-c11).",
)
add(
    "rq62-f09",
    "medium",
    "simple",
    "ads1115 config register, I set DR[2:0] = 101. what data rate is that?",
    ["ADS1115"],
    None,
    [it("ADS1115", "data_rate", "SPS", value=250, cond="DR[2:0] = 101")],
    [ev("ads1115.pdf", 19, "001 : 16SPS 101 : 250SPS")],
    "101 -> 250 SPS; look-alikes: 100 = 128 SPS default, 110 = 475 SPS, 001 = 16 SPS.",
)
add(
    "rq62-f10",
    "medium",
    "simple",
    "What full-scale input range does the ADS1115 have with PGA[2:0] = 100?",
    ["ADS1115"],
    None,
    [it("ADS1115", "analog_input_range", "V", mn=-0.512, mx=0.512, cond="FS with PGA[2:0] = 100")],
    [ev("ads1115.pdf", 19, "000 : FS = ±6.144V (1) 100 : FS = ±0.512V")],
    "PGA 100 -> +-0.512 V; look-alikes: 000 = +-6.144 V on the same line, 101..111 = +-0.256 V, 011 = +-1.024 V.",
    wording="formal",
)
add(
    "rq62-f11",
    "medium",
    "simple",
    "doing a firmware update on a ccs811 through the bootloader. after I send the VERIFY command how long do I "
    "have to wait before talking to it on i2c again?",
    ["CCS811"],
    None,
    [
        it(
            "CCS811",
            "response_time",
            "ms",
            mn=70,
            cond="wait after VERIFY command before any I2C transaction",
        )
    ],
    [
        ev(
            "ccs811.pdf",
            15,
            "After issuing a VERIFY command the application software must wait 70ms before",
        )
    ],
    "70 ms after VERIFY; look-alikes: APP_ERASE takes a variable time (status bit), 1 ms APP_START, 20 ms reset.",
)
add(
    "rq62-f12",
    "medium",
    "simple",
    "What regulation voltage does the MCP73832-4ADI/MC charge to?",
    ["MCP73831"],
    None,
    [
        it(
            "MCP73831",
            "output_voltage",
            "V",
            value=4.40,
            cond="MCP73832-4ADI/MC (VREG code 4), 8LD DFN",
        )
    ],
    [ev("mcp73831.pdf", 25, "MCP73832-4ADI/MC: 4.40V VREG,")],
    "Code 4 -> 4.40 V; look-alikes: -2ACI 4.20 V, -3ACI 4.35 V, -5ACI 4.50 V (the only ordering-code question). The "
    "MCP7383X-4 VREG row (4.367/4.40/4.433 V) was asked in rq16-f21; a typ 4.40 answer from it also scores.",
    wording="formal",
)
add(
    "rq62-f13",
    "medium",
    "simple",
    "ina3221 with VBUSCT2-0 = 000 (fastest). whats the bus voltage conversion time?",
    ["INA3221"],
    None,
    [
        it(
            "INA3221",
            "response_time",
            "us",
            value=140,
            cond="bus-voltage conversion time, VBUSCT2-0 = 000",
        )
    ],
    [ev("ina3221.pdf", 26, "000 = 140μs")],
    "000 -> 140 us (register description); look-alikes: 001 = 204 us, 100 = 1.1 ms default; the electrical table "
    "adds a 154 us max for CT = 000.",
)
add(
    "rq62-f14",
    "hard",
    "simple",
    "mpu6050 with a magnetometer hanging off its AUX i2c bus (AUX_DA/AUX_CL) in fast mode. what min bus free time "
    "between STOP and START applies on that aux bus?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "response_time",
            "us",
            mn=1.3,
            cond="tBUF, I2C fast mode, primary and auxiliary bus",
        )
    ],
    [
        ev("mpu-6050.pdf", 18, "tBUF, Bus Free Time Between STOP and 1.3 µs"),
        ev(
            "mpu-6050.pdf",
            18,
            "Note: Timing Characteristics apply to both Primary and Auxiliary I C Bus",
        ),
    ],
    "tBUF 1.3 us, and the note says the table applies to the auxiliary bus too; look-alikes: tLOW 1.3 us, "
    "tSU.STO / tHD.STA 0.6 us. Same number as tLOW (asked in rq52-f13), another row.",
)

add(
    "rq62-f15",
    "hard",
    "simple",
    "l298n with sense resistors on SENSE A/B. the motor kicks the sense pin a bit negative. how far negative may it "
    "go continuously (steady state), not just in short spikes?",
    ["L298N"],
    None,
    [
        it(
            "L298N",
            "abs_max_input_voltage",
            "V",
            mn=-0.5,
            cond="Vsens, steady state (-1 V allowed for t <= 50 us)",
        )
    ],
    [ev("l298n.pdf", 4, "in steady state V sens min ≥ – 0.5 V.")],
    "Steady state -0.5 V (note 1 of the electrical table); look-alikes: -1 V for t <= 50 us on the same line, "
    "absolute maximum Vsens -1..2.3 V, VI/Ven -0.3..7 V.",
)
add(
    "rq62-f16",
    "medium",
    "simple",
    "What minimum repeated-START set-up time does the MPU-6050 require on its I2C bus in fast mode?",
    ["MPU-6050"],
    None,
    [it("MPU-6050", "response_time", "us", mn=0.6, cond="tSU.STA, I2C fast mode")],
    [ev("mpu-6050.pdf", 18, "tSU.STA, Repeated START Condition Setup 0.6 µs")],
    "0.6 us; look-alikes: tLOW 1.3 us, tBUF 1.3 us (f14), tSU.DAT 100 ns.",
    wording="formal",
)

# ---------- factual, insufficient evidence (rq62-uNN)
add(
    "rq62-u01",
    "medium",
    "simple",
    "nrf24l01+ running at 250kbps for range. how long is TIRQ (packet done -> IRQ low) in that mode?",
    ["nRF24L01+"],
    "insufficient_evidence",
    [],
    [],
    "TIRQ is given for 1 Mbps (8.2 us) and 2 Mbps (6.0 us) only; nothing for 250 kbps. Near miss: f02's line.",
)
add(
    "rq62-u02",
    "hard",
    "simple",
    "What TX supply current does the nRF24L01+ draw at -18 dBm output power when VDD is 1.9 V?",
    ["nRF24L01+"],
    "insufficient_evidence",
    [],
    [],
    "The power-consumption table (7.0 mA at -18 dBm) is for VDD = 3 V; no figure at 1.9 V although 1.9 V is the "
    "minimum supply.",
    wording="formal",
)
add(
    "rq62-u03",
    "hard",
    "simple",
    "lm35dz in a cold garage at -10 C. how accurate is the D version down there?",
    ["LM35"],
    "insufficient_evidence",
    [],
    [],
    "LM35D is specified 0..+100 C (TMIN = 0 C) with accuracy rows at 25 C, TMAX and TMIN only; the -10 C row "
    "exists for LM35/LM35C (and A/CA) but not for LM35D.",
)
add(
    "rq62-u04",
    "hard",
    "simple",
    "Quel taux de réjection d'ondulation (ripple rejection) l'AMS1117-5.0 offre-t-il à 1 kHz ?",
    ["AMS1117"],
    "insufficient_evidence",
    [],
    [],
    "Ripple rejection is specified at f = 120 Hz only (AMS1117-5.0: 60 dB min, 68 dB typ, VIN = 8 V); the "
    "typical curve is not a stated figure at 1 kHz.",
    wording="formal",
    lang="fr",
)
add(
    "rq62-u05",
    "medium",
    "simple",
    "What supply voltage range does the ESP32-WROOM-32E module require?",
    ["ESP32-WROOM-32"],
    "insufficient_evidence",
    [],
    [],
    "Another variant: the corpus sheet is the ESP32-WROOM-32 (3.0..3.6 V); the -32E module has its own datasheet "
    "and is not covered.",
    wording="formal",
)
add(
    "rq62-u06",
    "hard",
    "simple",
    "ads1115 at DR=250SPS on the +-0.512V range: whats the input referred noise in uV rms? need a number for my "
    "error budget",
    ["ADS1115"],
    "insufficient_evidence",
    [],
    [],
    "Output noise is 'See Typical Characteristics' (curves); no tabulated noise figure for 250 SPS / +-0.512 V.",
)
add(
    "rq62-u07",
    "medium",
    "simple",
    "ccs811 bootloader again: how long does APP_ERASE take? want a fixed delay instead of polling",
    ["CCS811"],
    "insufficient_evidence",
    [],
    [],
    "The sheet says APP_ERASE can take a variable amount of time and gives a status bit to poll; no duration. "
    "Near miss: the 70 ms VERIFY wait (f11).",
)
add(
    "rq62-u08",
    "hard",
    "simple",
    "What high-level output voltage does the STAT pin of the MCP73832 (not the MCP73831) give when sourcing 4 mA?",
    ["MCP73831"],
    "insufficient_evidence",
    [],
    [],
    "VOH (VDD - 0.4 typ, VDD - 1 V max, ISOURCE = 4 mA) is given for the MCP73831 only; nothing for the MCP73832.",
    wording="formal",
)
add(
    "rq62-u09",
    "hard",
    "simple",
    "drv8833 with VM = 10 V, what max on-resistance (HS + LS) do I get per bridge? 25C",
    ["DRV8833"],
    "insufficient_evidence",
    [],
    [],
    "RDS(ON) rows are at VM = 5 V and VM = 2.7 V (25 C / 85 C); nothing guaranteed at VM = 10 V.",
)

# ---------- compatibility: compatible (rq62-cNN)
add(
    "rq62-c01",
    "hard",
    "compatibility",
    "van project: 12V lead-acid (11.8-14.4V) -> lm2596 adjustable buck set to 5.0V. that 5V feeds a drv8833 (VM) "
    "for two small motors and a tm1637 4-digit display. voltages all ok?",
    ["LM2596", "DRV8833", "TM1637"],
    "compatible",
    [
        it("LM2596", "supply_voltage", "V", mx=40, cond="wide input voltage range up to 40 V"),
        it("DRV8833", "load_supply_voltage", "V", mn=2.7, mx=10.8, cond="VM"),
        it(
            "TM1637",
            "supply_voltage",
            "V",
            mn=4.5,
            mx=5.5,
            cond="VDD of the electrical characteristics",
        ),
    ],
    [
        ev(
            "lm2596.pdf",
            4,
            "Feedback Voltage (8.5 V ≤ Vin ≤ 40 V, 0.5 A ≤ ILoad ≤ 3.0 A, Vout = 5.0 V) VFB 1.193 1.267 V",
        ),
        ev("lm2596.pdf", 1, "Wide Input Voltage Range up to 40 V"),
        ev("drv8833.pdf", 5, "VM Motor power supply voltage range (1) 2.7 10.8 V"),
        ev("tm1637.pdf", 9, "Electrical character (Ta = -40 - +85℃, VDD = 4.5 - 5.5 V, Vss = 0 V)"),
    ],
    "Set to 5.0 V the ADJ output is 4.85..5.15 V at 25 C (VFB 1.193..1.267 V) and 4.80..5.20 V over temperature, "
    "inside 2.7..10.8 V and 4.5..5.5 V; the battery is inside 8.5..40 V. The sheet is the ADJ version only.",
)
add(
    "rq62-c02",
    "medium",
    "compatibility",
    "A single Li-ion cell is charged by an MCP73831-2ACI/OT and discharged down to 3.0 V. The cell feeds a TPS63021 "
    "whose output supplies a DS3231SN. Are all supply ranges respected over the whole charge and discharge range?",
    ["MCP73831", "TPS63020", "DS3231"],
    "compatible",
    [
        it(
            "MCP73831", "output_voltage", "V", mn=4.168, typ=4.20, mx=4.232, cond="VREG, MCP7383X-2"
        ),
        it("TPS63020", "supply_voltage", "V", mn=1.8, mx=5.5, cond="input voltage range"),
        it(
            "TPS63020",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="TPS63021 fixed output",
        ),
        it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.3, mx=5.5, cond="VCC"),
    ],
    [
        ev("mcp73831.pdf", 3, "4.168 4.20 4.232 V MCP7383X-2"),
        ev("tps63020.pdf", 1, "Input voltage range: 1.8 V to 5.5 V"),
        ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V"),
        ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5"),
    ],
    "3.0..4.232 V inside 1.8..5.5 V; 3.267..3.333 V inside 2.3..5.5 V.",
    wording="formal",
)
add(
    "rq62-c03",
    "hard",
    "compatibility",
    "chest freezer logger: lm35CAZ (wired as the full-range circuit with R1 to a negative rail) next to a ds18b20 as "
    "reference, both at -35C. +5V comes from an ams1117-5.0 fed by a 9V wall adapter. are the lm35CA, the ds18b20 "
    "and the regulator ok with that?",
    ["LM35", "DS18B20", "AMS1117"],
    "compatible",
    [
        it(
            "LM35",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=110,
            cond="LM35C, LM35CA specified range",
        ),
        it("LM35", "supply_voltage", "V", mn=4, mx=30, cond="operating supply"),
        it("DS18B20", "operating_temperature", "°C", mn=-55, mx=125, cond="operating range"),
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD local power"),
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=4.950,
            typ=5.000,
            mx=5.050,
            cond="AMS1117-5.0, 6.5 V <= VIN <= 12 V",
        ),
    ],
    [
        ev("lm35.pdf", 3, "LM35C, LM35CA –40 110 °C"),
        ev("lm35.pdf", 1, "Operates from 4 to 30 V"),
        ev(
            "ds18b20.pdf",
            2,
            "Operating Temperature Range.......................... -55°C to +125°C",
        ),
        ev("ds18b20.pdf", 2, "(-55°C to +125°C; VDD = 3.0V to 5.5V)"),
        ev("ams1117.pdf", 2, "AMS1117-5.0 0 ≤ IOUT ≤ 1A , 6.5V ≤ VIN ≤ 12V 4.950 5.000 5.050 V"),
    ],
    "The C/CA grade is specified -40..+110 C (the plain LM35D would not be: 0..100 C); 9 V is inside the 6.5..12 V "
    "regulation window; 4.95..5.05 V is inside 4..30 V and 3.0..5.5 V.",
)
add(
    "rq62-c04",
    "medium",
    "compatibility",
    "A 3.3 V CAN sensor node is mounted near an engine, ambient up to +110 °C. It uses an Si7021-A20-IM (I grade), "
    "an MCP2515 in the E temperature range and an INA219. Are the three parts rated for that ambient and supply?",
    ["Si7021", "MCP2515", "INA219"],
    "compatible",
    [
        it("Si7021", "operating_temperature", "°C", mn=-40, mx=125, cond="I and Y grade"),
        it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="VDD"),
        it("MCP2515", "operating_temperature", "°C", mn=-40, mx=125, cond="Extended (E)"),
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it("INA219", "operating_temperature", "°C", mn=-40, mx=125, cond="operating range"),
        it("INA219", "supply_voltage", "V", mn=3, mx=5.5, cond="VS operating supply range"),
    ],
    [
        ev("si7021.pdf", 4, "Operating Temperature TA I and Y grade –40 — +125 °C"),
        ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V"),
        ev("mcp2515.pdf", 1, "Extended (E): -40°C to +125°C"),
        ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V"),
        ev("ina219.pdf", 1, "The INA219 operates from –40°C to 125°C."),
        ev("ina219.pdf", 6, "Operating supply range 3 5.5 3 5.5 V"),
    ],
    "110 C inside -40..125 C for the I-grade Si7021, the E-grade MCP2515 and the INA219; 3.3 V inside all supply "
    "ranges. The G-grade Si7021 or the I-grade MCP2515 (-40..85 C) would not be.",
    wording="formal",
)
add(
    "rq62-c05",
    "hard",
    "compatibility",
    "outdoor clock sign: MAX7219ENG driving 8 digits + DS3231SN for time, all from an lm2596 set to 5V. winter "
    "goes down to -30C. rated for that?",
    ["MAX7219", "DS3231", "LM2596"],
    "compatible",
    [
        it("MAX7219", "operating_temperature", "°C", mn=-40, mx=85, cond="MAX7219ENG"),
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+ operating supply"),
        it("DS3231", "operating_temperature", "°C", mn=-40, mx=85, cond="DS3231SN"),
        it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.3, mx=5.5, cond="VCC"),
        it(
            "LM2596",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=125,
            cond="full operating (junction) range of the tables",
        ),
    ],
    [
        ev("max7219.pdf", 1, "MAX7219ENG -40°C to +85°C 24 Narrow Plastic DIP"),
        ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V"),
        ev(
            "ds3231.pdf",
            2,
            "DS3231SN....................................................... -40°C to +85°C",
        ),
        ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5"),
        ev("lm2596.pdf", 4, "over full Operating Temperature Range −40°C to +125°C"),
    ],
    "E-grade MAX7219 and SN DS3231 are rated -40..+85 C; 4.80..5.20 V from the ADJ buck is inside 4.0..5.5 V and "
    "2.3..5.5 V. Look-alikes: MAX7219CNG / DS3231S are 0..+70 C.",
)
add(
    "rq62-c06",
    "medium",
    "compatibility",
    "measuring one l298n motor channel (max 2A DC) with an acs712ELCTR-05B in series, acs output into an mcp3008 "
    "channel, mcp3008 at VDD = VREF = 5V, acs712 on the same 5V. does that range fit?",
    ["ACS712", "L298N", "MCP3008"],
    "compatible",
    [
        it(
            "ACS712",
            "measurement_range",
            "A",
            mn=-5,
            mx=5,
            q="current",
            cond="ACS712ELCTR-05B optimized range",
        ),
        it("ACS712", "sensitivity", "mV/A", typ=185, q="current", cond="x05B"),
        it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
        it(
            "L298N",
            "output_current",
            "A",
            mx=2,
            cond="peak output current each channel, DC operation",
        ),
        it("MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5, cond="single supply"),
    ],
    [
        ev("acs712.pdf", 2, "ACS712ELCTR-05B-T Tape and reel, 3000 pieces/reel –40 to 85 ±5 185"),
        ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V"),
        ev("l298n.pdf", 2, "–DC Operation 2 A"),
        ev("mcp3008.pdf", 1, "Single supply operation: 2.7V - 5.5V"),
    ],
    "+-2 A is inside the +-5 A range of the 05B; output 2.5 V +- 0.37 V (185 mV/A) stays inside 0..VREF = 5 V.",
)
add(
    "rq62-c07",
    "hard",
    "compatibility",
    "An outdoor node uses a TMP36GT9 read by an MCP3008 with VDD = VREF = 3.3 V, both powered from a TPS63021. "
    "The lowest expected temperature is -25 °C. Are the sensor range, its output voltage range and the supplies "
    "compatible?",
    ["TMP36", "MCP3008", "TPS63020"],
    "compatible",
    [
        it("TMP36", "operating_temperature", "°C", mn=-40, mx=125, cond="TMP36GT9"),
        it("TMP36", "analog_output_voltage", "mV", mn=100, mx=2000, cond="output voltage range"),
        it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="+VS"),
        it("MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5, cond="single supply"),
        it(
            "TPS63020",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="TPS63021 fixed output",
        ),
    ],
    [
        ev("tmp36.pdf", 3, "TMP36GT9 ± 3.0 –40°C to +125°C TO-92"),
        ev("tmp36.pdf", 2, "Output Voltage Range 100 2000 mV"),
        ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V"),
        ev("mcp3008.pdf", 1, "Single supply operation: 2.7V - 5.5V"),
        ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V"),
    ],
    "-25 C is inside -40..125 C (TMP35 would not be); output 0.25 V at -25 C, at most 2.0 V, inside 0..VREF = 3.3 V; "
    "3.267..3.333 V inside 2.7..5.5 V.",
    wording="formal",
)
add(
    "rq62-c08",
    "medium",
    "compatibility",
    "xc6206P332 (3.3V) ldo from a li-ion, powering a w25q64fv (reads at up to 50MHz) and a max44009. can the ldo "
    "supply that and are the voltages in range?",
    ["XC6206", "W25Q64FV", "MAX44009"],
    "compatible",
    [
        it("XC6206", "output_current", "mA", mn=200, cond="IOUTMAX, VOUT(T) 3.0..3.9 V group"),
        it(
            "XC6206",
            "accuracy",
            "%",
            mn=-2,
            mx=2,
            q="voltage",
            cond="standard output accuracy, VOUT(T) >= 1.5 V",
        ),
        it("W25Q64FV", "supply_current", "mA", mx=15, cond="ICC3 read data / dual / quad 50 MHz"),
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC"),
    ],
    [
        ev("xc6206.pdf", 5, "75 350 250 680 200"),
        ev("xc6206.pdf", 4, "(Standard):±2% (1.5V≦VOUT(T))"),
        ev("w25q64.pdf", 72, "FR = 104MHz, fR = 50MHz 3.0 3.6"),
        ev("w25q64.pdf", 74, "ICC3(2) 15 mA"),
        ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V"),
    ],
    "3.234..3.366 V inside the W25Q64FV 3.0..3.6 V row (FR 104 MHz / fR 50 MHz; 2.7..3.0 V for slower reads) and "
    "1.7..3.6 V; at most ~15 mA + < 2 uA against 200 mA.",
)
add(
    "rq62-c09",
    "hard",
    "compatibility",
    "relay board: srd-05vdc-sl-c coil low-side switched by an irlz44n, gate driven straight from a 5V arduino pin, "
    "coil on the 5V from an lm2596 (set to 5.0V). will the irlz44n switch the coil fully on?",
    ["SRD-05VDC-SL-C", "IRLZ44N", "LM2596"],
    "compatible",
    [
        it("SRD-05VDC-SL-C", "coil_voltage", "V", value=5, cond="nominal, coil code 05"),
        it("SRD-05VDC-SL-C", "coil_resistance", "Ohm", value=70, cond="coil code 05, +-10 %"),
        it("IRLZ44N", "gate_threshold_voltage", "V", mn=1.0, mx=2.0, cond="VDS = VGS, ID = 250 uA"),
        it("IRLZ44N", "on_resistance", "Ohm", mx=0.025, cond="VGS = 5.0 V, ID = 25 A"),
    ],
    [
        ev("srd-05vdc-sl-c.pdf", 2, "05 05 71.4 70"),
        ev("irlz44n.pdf", 2, "VGS(th) Gate Threshold Voltage 1.0 ––– 2.0 V"),
        ev(
            "irlz44n.pdf",
            2,
            "RDS(on) Static Drain-to-Source On-Resistance ––– ––– 0.025 Ω VGS = 5.0V, I D = 25A",
        ),
    ],
    "5 V gate is far above VGS(th) 1..2 V and RDS(on) is specified at VGS = 5 V (0.025 Ohm); coil current about "
    "71 mA, drop < 2 mV, so the coil sees ~5 V, above the 75 % pull-in.",
)
add(
    "rq62-c10",
    "hard",
    "compatibility",
    "A battery node uses an XC6206P282 (2.8 V version) LDO from a Li-ion cell to supply a VL53L0X module and a "
    "PCF8563 whose I2C interface runs at 400 kHz. Are the supply ranges met?",
    ["XC6206", "VL53L0X", "PCF8563"],
    "compatible",
    [
        it("XC6206", "supply_voltage", "V", mn=1.8, mx=6.0, cond="VIN"),
        it(
            "XC6206",
            "accuracy",
            "%",
            mn=-2,
            mx=2,
            q="voltage",
            cond="standard output accuracy, VOUT(T) >= 1.5 V",
        ),
        it("VL53L0X", "supply_voltage", "V", mn=2.6, mx=3.5, cond="operating voltage"),
        it(
            "PCF8563",
            "supply_voltage",
            "V",
            mn=1.8,
            mx=5.5,
            cond="interface active, fSCL = 400 kHz",
        ),
    ],
    [
        ev("xc6206.pdf", 4, "Input Voltage VIN 1.8 - 6.0 V"),
        ev("xc6206.pdf", 4, "(Standard):±2% (1.5V≦VOUT(T))"),
        ev("vl53l0x.pdf", 6, "Operating voltage 2.6 to 3.5 V"),
        ev("pcf8563.pdf", 28, "interface active; 1.8 - 5.5"),
    ],
    "2.744..2.856 V inside 2.6..3.5 V and 1.8..5.5 V; 3.0..4.2 V cell inside VIN 1.8..6.0 V.",
    wording="formal",
)
add(
    "rq62-c11",
    "medium",
    "compatibility",
    "hc-sr04 and an mq-2 gas sensor both running off one usb port (5V, 500mA max). enough current for both incl "
    "the mq2 heater?",
    ["HC-SR04", "MQ-2"],
    "compatible",
    [
        it("HC-SR04", "supply_voltage", "V", value=5, cond="working voltage DC 5 V"),
        it("HC-SR04", "supply_current", "mA", value=15, cond="working current"),
        it("MQ-2", "supply_voltage", "V", value=5.0, cond="heater voltage VH 5.0 V +- 0.1 V"),
        it("MQ-2", "power_consumption", "mW", mx=950, cond="heater consumption PH"),
    ],
    [
        ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V"),
        ev("hc-sr04.pdf", 1, "Working Current 15mA"),
        ev("mq-2.pdf", 3, "Heater Voltage VH 5.0V±0.1V AC or DC"),
        ev("mq-2.pdf", 3, "Heater consumption PH ≤950mW"),
    ],
    "Heater <= 950 mW -> <= 190 mA at 5 V, plus 15 mA: about 205 mA, under 500 mA.",
)
add(
    "rq62-c12",
    "medium",
    "compatibility",
    "A PT100 temperature controller uses a MAX31865 and an MCP4725 (setpoint output) on one 3.3 V +-5 % rail. Are "
    "both parts inside their supply ranges?",
    ["MAX31865", "MCP4725"],
    "compatible",
    [
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD"),
        it("MCP4725", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD operating voltage"),
    ],
    [
        ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V"),
        ev("mcp4725.pdf", 3, "Operating Voltage VDD 2.7 5.5 V"),
    ],
    "3.135..3.465 V inside 3.0..3.6 V and 2.7..5.5 V.",
    wording="formal",
)

# ---------- compatibility: incompatible (rq62-iNN)
add(
    "rq62-i01",
    "medium",
    "compatibility",
    "had an ams1117-2.5 module lying around, running it from 5V to power an mcp4725 dac and a hmc5883l compass. "
    "any problem?",
    ["AMS1117", "MCP4725", "HMC5883L"],
    "incompatible",
    [
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=2.475,
            typ=2.500,
            mx=2.525,
            cond="AMS1117-2.5, 4.0 V <= VIN <= 12 V",
        ),
        it("MCP4725", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD operating voltage"),
        it("HMC5883L", "supply_voltage", "V", mn=2.16, typ=2.5, mx=3.6, cond="VDD"),
    ],
    [
        ev("ams1117.pdf", 2, "AMS1117-2.5 0 ≤ IOUT ≤ 1A , 4.0V≤ VIN ≤ 12V 2.475 2.500 2.525 V"),
        ev("mcp4725.pdf", 3, "Operating Voltage VDD 2.7 5.5 V"),
        ev("hmc5883l.pdf", 2, "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6 Volts"),
    ],
    "2.475..2.525 V is below the MCP4725 2.7 V minimum (the HMC5883L alone would be fine). Near miss: the -3.3 "
    "version.",
)
add(
    "rq62-i02",
    "hard",
    "compatibility",
    "shed clock: DS3231S (the plain S, not SN) + tm1637 display, 5V from an lm2596. the shed isnt heated and gets "
    "to -15C in winter. problem?",
    ["DS3231", "TM1637", "LM2596"],
    "incompatible",
    [
        it("DS3231", "operating_temperature", "°C", mn=0, mx=70, cond="DS3231S (commercial)"),
        it("TM1637", "operating_temperature", "°C", mn=-40, mx=85, cond="work temperature Topt"),
    ],
    [
        ev(
            "ds3231.pdf",
            2,
            "DS3231S.............................................................0°C to +70°C",
        ),
        ev("tm1637.pdf", 9, "Work temperature Topt -40 ～ +85 ℃"),
    ],
    "-15 C is below the DS3231S 0 C limit (the SN is -40..+85 C); the TM1637 is fine.",
)
add(
    "rq62-i03",
    "medium",
    "compatibility",
    "An outdoor LED matrix sign uses a MAX7221CNG as display driver and an IRLZ44N to switch the sign's LED supply. "
    "The sign must work down to -20 °C. Are both parts rated for that?",
    ["MAX7219", "IRLZ44N"],
    "incompatible",
    [
        it("MAX7219", "operating_temperature", "°C", mn=0, mx=70, cond="MAX7221CNG"),
        it(
            "IRLZ44N",
            "operating_temperature",
            "°C",
            mn=-55,
            mx=175,
            cond="operating junction and storage",
        ),
    ],
    [
        ev("max7219.pdf", 14, "MAX7221CNG 0°C to +70°C 24 Narrow Plastic DIP"),
        ev("irlz44n.pdf", 1, "Operating Junction and -55 to + 175"),
    ],
    "MAX7221C grade is 0..+70 C; -20 C needs the E grade (-40..+85 C). The IRLZ44N is fine.",
    wording="formal",
)
add(
    "rq62-i04",
    "medium",
    "compatibility",
    "air quality box: lm35 on the 5V rail, and I wired the ccs811 breakout (bare chip, no regulator on it) to the "
    "same 5V. ok?",
    ["LM35", "CCS811"],
    "incompatible",
    [
        it("CCS811", "abs_max_supply_voltage", "V", mx=3.6, cond="VDD absolute maximum"),
        it("CCS811", "supply_voltage", "V", mn=1.8, mx=3.3, cond="VDD electrical characteristics"),
        it("LM35", "supply_voltage", "V", mn=4, mx=30, cond="operating supply"),
    ],
    [
        ev("ccs811.pdf", 5, "VDD (1) Supply Voltage 1.8(2) 3.6 V"),
        ev("ccs811.pdf", 6, "Supply Voltage (VDD) (1), (2) 1.8 3.3 V"),
        ev("lm35.pdf", 1, "Operates from 4 to 30 V"),
    ],
    "5 V exceeds the CCS811 absolute maximum 3.6 V; the LM35 itself needs >= 4 V, so the two cannot share one rail "
    "without a regulator.",
)
add(
    "rq62-i05",
    "hard",
    "compatibility",
    "weather station: tmp35 (TMP35GT9, the 10mV/C one without offset) for air temp, bh1750 for light, pcf8563 rtc. "
    "winters here go to -10C. does the tmp35 cover that?",
    ["TMP36", "BH1750", "PCF8563"],
    "incompatible",
    [
        it(
            "TMP36",
            "operating_temperature",
            "°C",
            mn=10,
            mx=125,
            cond="TMP35GT9 linear operating range",
        ),
        it("BH1750", "operating_temperature", "°C", mn=-40, mx=85, cond="Topr"),
    ],
    [
        ev("tmp36.pdf", 3, "TMP35GT9 ± 3.0 10°C to 125°C TO-92"),
        ev("bh1750.pdf", 1, "Operating Temperature Topr -40～85 ℃"),
    ],
    "TMP35 is specified 10..125 C (its output has no offset, 0 mV at 0 C); -10 C needs the TMP36. The BH1750 is fine. "
    "Device TMP36 = the TMP35/36/37 sheet.",
)
add(
    "rq62-i06",
    "medium",
    "compatibility",
    "A drying kiln logger places an Si7021-A20-GM (G grade), a W25Q64FV (industrial grade) and an MCP2515 (E grade) "
    "inside the kiln at +95 °C. Is every part rated for that temperature?",
    ["Si7021", "W25Q64FV", "MCP2515"],
    "incompatible",
    [
        it("Si7021", "operating_temperature", "°C", mn=-40, mx=85, cond="G grade"),
        it("W25Q64FV", "operating_temperature", "°C", mn=-40, mx=85, cond="industrial"),
        it("MCP2515", "operating_temperature", "°C", mn=-40, mx=125, cond="Extended (E)"),
    ],
    [
        ev("si7021.pdf", 4, "Operating Temperature TA G grade –40 — +85 °C"),
        ev("w25q64.pdf", 72, "TA Industrial –40 +85 °C"),
        ev("mcp2515.pdf", 1, "Extended (E): -40°C to +125°C"),
    ],
    "+95 C is above +85 C for the G-grade Si7021 and the industrial W25Q64FV; the E-grade MCP2515 would be fine.",
    wording="formal",
)
add(
    "rq62-i07",
    "hard",
    "compatibility",
    "got a reel of MCP73831-5ACI/OT cheap, using them to charge normal 4.2V li-ion cells (18650, 4.20V max). ina3221 "
    "logs charge current and a ds18b20 sits on the cell. fine?",
    ["MCP73831", "INA3221", "DS18B20"],
    "incompatible",
    [
        it(
            "MCP73831", "output_voltage", "V", mn=4.466, typ=4.50, mx=4.534, cond="VREG, MCP7383X-5"
        ),
        it("INA3221", "analog_input_range", "V", mn=0, mx=26, cond="VBUS bus voltage input"),
    ],
    [
        ev("mcp73831.pdf", 3, "4.466 4.50 4.534 V MCP7383X-5"),
        ev("ina3221.pdf", 5, "VBUS Bus voltage input 0 26 V"),
    ],
    "The -5 option regulates to 4.466..4.534 V, above the 4.20 V cell limit stated in the question (the -2 option is "
    "4.20 V). INA3221 and DS18B20 are context.",
)
add(
    "rq62-i08",
    "medium",
    "compatibility",
    "esp32 board has a xc6206 3.3v ldo. hanging a 74HCT595 chain and a dht11 off that 3.3v rail. good?",
    ["74HC595", "XC6206", "DHT11"],
    "incompatible",
    [
        it("74HC595", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="74HCT595 VCC"),
        it("DHT11", "supply_voltage", "V", mn=3.5, mx=5.5, cond="power supply"),
        it(
            "XC6206",
            "accuracy",
            "%",
            mn=-2,
            mx=2,
            q="voltage",
            cond="standard output accuracy, VOUT(T) >= 1.5 V",
        ),
    ],
    [
        ev("74hc595.pdf", 7, "VCC supply voltage 2.0 5.0 6.0 4.5 5.0 5.5"),
        ev("dht11.pdf", 3, "Power supply: DC 3.5～5.5V"),
        ev("xc6206.pdf", 4, "(Standard):±2% (1.5V≦VOUT(T))"),
    ],
    "3.234..3.366 V is below the 74HCT595 4.5 V minimum (the 74HC595 would be 2.0..6.0 V) and below the DHT11 3.5 V "
    "minimum.",
)
add(
    "rq62-i09",
    "medium",
    "compatibility",
    "A handheld range finder charges its Li-ion cell with a TP4056 and uses a TPS63021 (fixed-output version) to "
    "power an HC-SR04. Is the HC-SR04 supplied correctly?",
    ["TPS63020", "HC-SR04", "TP4056"],
    "incompatible",
    [
        it(
            "TPS63020",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="TPS63021 fixed output",
        ),
        it("HC-SR04", "supply_voltage", "V", value=5, cond="working voltage DC 5 V"),
    ],
    [
        ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V"),
        ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V"),
    ],
    "The TPS63021 is fixed at 3.3 V; the HC-SR04 is a 5 V module (the adjustable TPS63020 could be set to 5 V).",
    wording="formal",
)
add(
    "rq62-i10",
    "hard",
    "compatibility",
    "lazy idea: power the mq-2 heater straight from an mcp4725 output (VDD 5V, code 4095 so ~5V out) so I can "
    "dim the heater. works?",
    ["MQ-2", "MCP4725"],
    "incompatible",
    [
        it("MQ-2", "supply_voltage", "V", value=5.0, cond="heater voltage VH 5.0 V +- 0.1 V"),
        it("MQ-2", "power_consumption", "mW", mx=950, cond="heater consumption PH"),
        it(
            "MCP4725",
            "output_current",
            "mA",
            typ=15,
            mx=24,
            cond="short-circuit current, VDD = 5 V",
        ),
    ],
    [
        ev("mq-2.pdf", 3, "Heater Voltage VH 5.0V±0.1V AC or DC"),
        ev("mq-2.pdf", 3, "Heater Resistance RH 30Ω±3Ω"),
        ev("mq-2.pdf", 3, "Heater consumption PH ≤950mW"),
        ev("mcp4725.pdf", 3, "Short Circuit Current ISC — 15 24 mA VDD = 5V, VOUT = Grounded"),
    ],
    "Heater 30 Ohm +- 3 at 5 V needs ~150..185 mA; the DAC output short-circuit current is 15 typ / 24 mA max.",
)
add(
    "rq62-i11",
    "medium",
    "compatibility",
    "isolated switch for an mq-3 heater: pc817 output transistor in series with the heater from 5V, led driven from "
    "my mcu. ok?",
    ["MQ-3", "PC817"],
    "incompatible",
    [
        it("PC817", "output_current", "mA", mx=50, cond="collector current IC, absolute maximum"),
        it("MQ-3", "supply_voltage", "V", value=5, cond="heating voltage VH 5 V +- 0.1"),
        it("MQ-3", "power_consumption", "mW", mx=750, cond="heating consumption"),
    ],
    [
        ev("pc817.pdf", 4, "Collector current IC 50 mA"),
        ev("mq-3.pdf", 1, "VH Heating voltage 5V±0.1"),
        ev("mq-3.pdf", 1, "RH Heater resistance 33Ω±5%"),
        ev("mq-3.pdf", 1, "PH Heating consumption less than 750mw"),
    ],
    "33 Ohm at 5 V is ~150 mA (up to 750 mW), three times the PC817 50 mA collector limit.",
)
add(
    "rq62-i12",
    "medium",
    "compatibility",
    "A MAX31865 RTD converter and a VL53L0X share a 2.8 V rail. Are both inside their supply ranges?",
    ["MAX31865", "VL53L0X"],
    "incompatible",
    [
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD"),
        it("VL53L0X", "supply_voltage", "V", mn=2.6, mx=3.5, cond="operating voltage"),
    ],
    [
        ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V"),
        ev("vl53l0x.pdf", 6, "Operating voltage 2.6 to 3.5 V"),
    ],
    "2.8 V suits the VL53L0X but is below the MAX31865 3.0 V minimum.",
    wording="formal",
)

# ---------- compatibility: insufficient evidence (rq62-eNN)
add(
    "rq62-e01",
    "hard",
    "compatibility",
    "balancing robot: drv8833 in the small WQFN (RTY) package, 1.2A per bridge continuous at VM=5V, the motor box "
    "gets to 85C ambient. mpu6050 on an xc6206 3.3v. is 1.2A still within the drv8833 rating at 85C?",
    ["DRV8833", "MPU-6050", "XC6206"],
    "insufficient_evidence",
    [],
    [
        ev(
            "drv8833.pdf",
            5,
            "IOUT RTY package continuous RMS or DC output current per bridge (2) 1.5 A",
        ),
        ev(
            "drv8833.pdf", 5, "(2) VM = 5 V, power dissipation and thermal limits must be observed."
        ),
    ],
    "The 1.5 A rating sits in a table at TA = 25 C with 'thermal limits must be observed'; no derating or rating at "
    "85 C, and the thermal metrics depend on the board. MPU-6050 / XC6206 are context.",
)
add(
    "rq62-e02",
    "hard",
    "compatibility",
    "An MCP3008 must sample an ACS712 output at 150 ksps. The MCP3008 runs with VDD = VREF = 3.3 V from an "
    "AMS1117-3.3 fed by 5 V. Is 150 ksps within the MCP3008 specification at that supply?",
    ["MCP3008", "AMS1117", "ACS712"],
    "insufficient_evidence",
    [],
    [
        ev("mcp3008.pdf", 3, "Throughput Rate fSAMPLE — — 200 ksps VDD = VREF = 5V"),
        ev("mcp3008.pdf", 3, "75 ksps VDD = VREF = 2.7V"),
    ],
    "Throughput is stated at 5 V (200 ksps) and 2.7 V (75 ksps) only; 3.3 V lies between, with no stated figure.",
    wording="formal",
)
add(
    "rq62-e03",
    "hard",
    "compatibility",
    "esp32 + bh1750 on 2x AA through a tps63021. near the end the cells sag to about 2.0V total. can the tps63021 "
    "still give the 500mA the esp32 wants at that input?",
    ["TPS63020", "ESP32-WROOM-32", "BH1750"],
    "insufficient_evidence",
    [],
    [
        ev("tps63020.pdf", 1, "Output current for VIN > 2.5 V, VOUT = 3.3 V: 2 A"),
        ev("esp32-wroom-32.pdf", 15, "Current delivered by external power supply 0.5"),
    ],
    "The 2 A output current is stated for VIN > 2.5 V; below that only a typical curve, no stated figure at 2.0 V.",
)
add(
    "rq62-e04",
    "hard",
    "compatibility",
    "outdoor logger on a cr2032: pcf8563 keeps time, ds18b20 + max44009 wake up now and then. at -30C in winter will "
    "the pcf8563 keep counting until the coin cell is down at about 1.1V?",
    ["PCF8563", "DS18B20", "MAX44009"],
    "insufficient_evidence",
    [],
    [
        ev("pcf8563.pdf", 1, "Clock operating voltage: 1.0 V to 5.5 V at room temperature"),
    ],
    "The 1.0 V clock minimum is stated at room temperature (Tamb = 25 C); nothing at -30 C.",
)
add(
    "rq62-e05",
    "medium",
    "compatibility",
    "A TP4056 with RPROG = 1.1 kOhm charges a cell from a 4.5 V source while an INA219 measures the charge current; "
    "an HX711 scale runs from the same cell. Will the TP4056 still deliver its programmed 1 A charge current at "
    "VCC = 4.5 V?",
    ["TP4056", "INA219", "HX711"],
    "insufficient_evidence",
    [],
    [
        ev("tp4056.pdf", 5, "specifications are at TA=25℃，VCC =5V, unless otherwise noted."),
        ev("tp4056.pdf", 5, "RPROG=1.1K, Current Mode ● 850 1000 1150 mA"),
    ],
    "The 850..1150 mA row is specified at VCC = 5 V; VCC may be 4.0..8.0 V but no charge current or dropout figure "
    "at 4.5 V.",
    wording="formal",
)
add(
    "rq62-e06",
    "hard",
    "compatibility",
    "coin cell sensor at 3.0V: max44009 + pcf8563 + si7021 (idle between readings). need total sleep current under "
    "2uA. does the datasheet math work out?",
    ["MAX44009", "PCF8563", "Si7021"],
    "insufficient_evidence",
    [],
    [
        ev(
            "max44009.pdf",
            2,
            "(VCC = 1.8V, TMIN to TMAX = -40NC to +85NC, unless otherwise noted.)",
        ),
        ev("pcf8563.pdf", 1, "Low backup current; typical 0.25 A at VDD = 3.0 V and Tamb = 25 C"),
        ev("si7021.pdf", 4, "Standby, –40 to +85 °C2 — 0.06 0.62 μA"),
    ],
    "MAX44009 ICC (0.65 typ / 1.2 uA max) is specified at VCC = 1.8 V, not 3.0 V, and the PCF8563 figure is "
    "typical; no guaranteed total at 3.0 V.",
)
add(
    "rq62-e07",
    "hard",
    "compatibility",
    "greenhouse fan relay: srd-05vdc-sl-c coil fed 4.5V (usb bank through an irlz44n), dht22 measures inside. the "
    "enclosure hits 60C in summer. will the relay still pull in reliably at 4.5V that hot?",
    ["SRD-05VDC-SL-C", "DHT22", "IRLZ44N"],
    "insufficient_evidence",
    [],
    [
        ev("srd-05vdc-sl-c.pdf", 2, "COIL DATA CHART (AT20 C)"),
        ev("srd-05vdc-sl-c.pdf", 2, "03 03 120 25 abt. 0.36W 75%Max. 10% Min. 120%"),
    ],
    "Pull-in 75 % max (3.75 V) is in the coil chart 'AT 20 C'; coil resistance rises with temperature and no pull-in "
    "figure is given at 60 C (ambient rating -25..+70 C only).",
)
add(
    "rq62-e08",
    "hard",
    "compatibility",
    "pc817 to read a relay contact into an esp32 gpio: led current only 0.8mA (weak source), transistor side 10k "
    "pullup to 3.3V. will the output pull low enough for the esp32 to read 0?",
    ["PC817", "ESP32-WROOM-32", "SRD-05VDC-SL-C"],
    "insufficient_evidence",
    [],
    [
        ev("pc817.pdf", 1, "Current transfer ratio (CTR : MIN. 50% at IF=5 mA,"),
        ev("pc817.pdf", 9, "While operating at IF<1.0mA, CTR variation may increase."),
    ],
    "CTR is specified at IF = 5 mA only and the sheet warns that CTR varies more below 1 mA; no figure at 0.8 mA "
    "(needs IC of roughly 0.25 mA to reach VIL 0.25 x VDD).",
)
add(
    "rq62-e09",
    "medium",
    "compatibility",
    "kitchen scale on 3.3V: hx711 + tm1637 4 digit display, weights logged to a w25q64. is the tm1637 specified at "
    "3.3V?",
    ["HX711", "TM1637", "W25Q64FV"],
    "insufficient_evidence",
    [],
    [
        ev("tm1637.pdf", 9, "Electrical character (Ta = -40 - +85℃, VDD = 4.5 - 5.5 V, Vss = 0 V)"),
        ev("hx711.pdf", 1, "Operation supply voltage range: 2.6 ~ 5.5V"),
    ],
    "The TM1637 normal working range gives only VDD typ 5 V and all characteristics are at 4.5..5.5 V; nothing at "
    "3.3 V. HX711 (2.6..5.5 V) and W25Q64FV are fine.",
)
add(
    "rq62-e10",
    "hard",
    "compatibility",
    "An ACS712ELCTR-30A carries a continuous 25 A on a 1 oz, two-layer PCB inside a 70 °C battery box; an MCP2515 "
    "sends the readings over CAN. Does the ACS712 stay within its junction temperature limit?",
    ["ACS712", "MCP2515"],
    "insufficient_evidence",
    [],
    [
        ev(
            "acs712.pdf",
            4,
            "Mounted on the Allegro 85-0322 evaluation board, includes the power con-",
        ),
        ev("acs712.pdf", 2, "Maximum Junction TJ(max) 165 ºC"),
    ],
    "RthJA (23 C/W) and RthJL are given only for Allegro evaluation boards with 1500 mm2 of 2 oz copper; no figure "
    "for this board, so TJ cannot be checked.",
    wording="formal",
)
add(
    "rq62-e11",
    "medium",
    "compatibility",
    "Ein Solarknoten mit 5 V: INA3221 (VS = 5 V) im Power-down und ein DHT22 im Ruhezustand. Bleibt der gemeinsame "
    "Ruhestrom laut Datenblättern sicher unter 20 µA?",
    ["INA3221", "DHT22"],
    "insufficient_evidence",
    [],
    [
        ev("ina3221.pdf", 6, "at TA = 25°C, VS = 3.3V, VIN+ = 12V"),
        ev("ina3221.pdf", 6, "Power-down mode 0.5 2"),
        ev("dht22.pdf", 4, "Dormancy 10 15 µA"),
    ],
    "INA3221 power-down current (0.5 typ / 2 uA max) is specified at VS = 3.3 V, not 5 V; the DHT22 dormancy current "
    "has min/typ (10 / 15 uA) but no max. No guaranteed total.",
    wording="formal",
    lang="de",
)


def main():
    out = Path(__file__).with_name("questions.jsonl")
    with out.open("w", encoding="utf-8") as fh:
        for q in Q:
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(f"{out}: {len(Q)} questions")


if __name__ == "__main__":
    main()
