"""realq94: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: figures that depend on a condition the question states. Two modes or states compared
('X vs Y'), clock-dependent supply ranges and currents, temperature-dependent limits,
load-dependent voltages, and compatibility questions that state a clock frequency, mode or
temperature so that only one row of the sheet applies (and near misses where the stated
condition has no row). About two thirds casual, one third formal; one question in French,
one in German.

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


def fact(id, diff, question, devices, items, evidence, note, typ="simple", **kw):
    add(id, diff, typ, question, devices, None, items, evidence, note, **kw)


def trap(id, diff, question, devices, evidence, note, **kw):
    add(id, diff, "simple", question, devices, "insufficient_evidence", [], evidence, note, **kw)


def compat(id, diff, question, devices, verdict, items, evidence, note, **kw):
    if verdict == "insufficient_evidence":
        items = []
    add(id, diff, "compatibility", question, devices, verdict, items, evidence, note, **kw)


# ---------------------------------------------------------------------------------------------
# Answerable factual questions (evidence on page lines no earlier set quoted)
# ---------------------------------------------------------------------------------------------

fact(
    "rq94-f01",
    "hard",
    "nrf24l01+ link with ack payloads (anything up to 32 bytes), 5 byte address. whats the "
    "shortest auto retransmit delay the sheet calls long enough for ANY ack payload size at "
    "2 mbps? and if i drop the air rate to 250 kbps for range, what ARD do i need then?",
    ["nRF24L01+"],
    [
        it(
            "nRF24L01+",
            "response_time",
            unit="us",
            mn=500,
            cond="ARD long enough for any ACK payload length, 1 or 2 Mbps",
        ),
        it(
            "nRF24L01+",
            "response_time",
            unit="us",
            mn=1500,
            cond="ARD for all ACK payload sizes, 250 kbps, 5-byte address (Table 18)",
        ),
    ],
    [
        ev(
            "nrf24l01p.pdf",
            34,
            "ARD=500µs is long enough for any ACK payload length in 1 or 2Mbps mode.",
        ),
        ev("nrf24l01p.pdf", 34, "1500µs All ACK payload sizes"),
    ],
    "ARD must cover start-up plus the ACK's time on air. At 1 or 2 Mbps 500 us is enough for "
    "any ACK payload; at 250 kbps Table 18 needs 1500 us for all payload sizes. Look-alikes: "
    "250 us reset value (15 bytes at 2 Mbps, 5 bytes at 1 Mbps); Table 18 rows 1250 us (< 24 "
    "bytes), 1000 us (< 16), 750 us (< 8), 500 us (empty ACK); the 250/500 us address-match "
    "wait.",
    typ="structured",
)

fact(
    "rq94-f02",
    "medium",
    "In the nRF24L01+ RF_SETUP register, which RF output power does RF_PWR = '10' select in "
    "TX mode, and which does RF_PWR = '01' select?",
    ["nRF24L01+"],
    [
        it("nRF24L01+", "tx_power", unit="dBm", value=-6, cond="RF_PWR = '10'"),
        it("nRF24L01+", "tx_power", unit="dBm", value=-12, cond="RF_PWR = '01'"),
    ],
    [
        ev("nrf24l01p.pdf", 59, "'10' – -6dBm"),
        ev("nrf24l01p.pdf", 59, "'01' – -12dBm"),
    ],
    "Register map RF_SETUP bits 2:1. Look-alikes: '00' = -18 dBm, '11' = 0 dBm (reset value); "
    "the Table 17 supply currents at the same settings (9.0 mA at -6 dBm, 7.5 mA at -12 dBm).",
    typ="structured",
    wording="formal",
)

fact(
    "rq94-f03",
    "hard",
    "gy-271 that really has an hmc5883l on it. continuous measurement mode, i set the DO bits in "
    "config reg A to 010. what output rate is that? and the table tops out at 75 hz - whats the "
    "max rate the sheet says i can get if i use single measurement mode and watch DRDY instead?",
    ["HMC5883L"],
    [
        it("HMC5883L", "data_rate", unit="Hz", value=3, cond="continuous mode, DO2..DO0 = 010"),
        it(
            "HMC5883L",
            "data_rate",
            unit="Hz",
            mx=160,
            cond="single measurement mode, monitoring DRDY",
        ),
    ],
    [
        ev("hmc5883l.pdf", 12, "0 0 1 1.5 0 1 0 3"),
        ev(
            "hmc5883l.pdf",
            12,
            "Other output rates with maximum rate of 160 Hz can be achieved by monitoring",
        ),
    ],
    "Table 5: DO = 010 -> 3 Hz (typical data output rate). Look-alikes: 000 = 0.75 Hz, 001 = "
    "1.5 Hz (quoted line above), 011 = 7.5 Hz, 100 = 15 Hz default, 110 = 75 Hz, 111 reserved; "
    "single-measurement ceiling 160 Hz.",
    typ="structured",
)

fact(
    "rq94-f04",
    "medium",
    "tps63020 (adjustable one) on my board. TI's resistor table: what output voltage goes with "
    "R1 = 1.1 Mohm / R2 = 180k, and what with R1 = 1.43 Mohm / R2 = 180k?",
    ["TPS63020"],
    [
        it("TPS63020", "output_voltage", unit="V", value=3.6, cond="R1 = 1.1 MOhm, R2 = 180 kOhm"),
        it(
            "TPS63020",
            "output_voltage",
            unit="V",
            value=4.5,
            cond="R1 = 1.43 MOhm, R2 = 180 kOhm",
        ),
    ],
    [
        ev("tps63020.pdf", 15, "3.6 V 1.1 MΩ 180 kΩ"),
        ev("tps63020.pdf", 16, "4.5 V 1.43 MΩ 180 kΩ"),
    ],
    "Table 3 (resistor selection for typical output voltages) continues onto page 16. "
    "Look-alikes: 2.5 V (750 kOhm), 3.3 V (1 MOhm), 5 V (1.6 MOhm); VFB = 500 mV; the TPS63021 "
    "fixed 3.3 V.",
    typ="structured",
)

fact(
    "rq94-f05",
    "hard",
    "A MAX44009 driver reads only the Lux High-Byte register (0x03) and never reads register "
    "0x04. What illuminance does one mantissa count represent at exponent 0 in that case, and "
    "what is the smallest step when registers 0x03 and 0x04 are combined?",
    ["MAX44009"],
    [
        it(
            "MAX44009",
            "resolution",
            unit="lx",
            value=0.72,
            q="illuminance",
            cond="Lux High-Byte register only, code 0000 0001",
        ),
        it(
            "MAX44009",
            "resolution",
            unit="lx",
            value=0.045,
            q="illuminance",
            cond="registers 0x03 and 0x04 combined, code 0000 0000 0001",
        ),
    ],
    [
        ev("max44009.pdf", 9, "A code of 0000 0001 calculates to be 0.72 lux."),
        ev("max44009.pdf", 10, "A code of 0000 0000 0001 calculates to be 0.045 lux."),
    ],
    "High byte alone: Lux = 2^E x mantissa x 0.72; combined 12-bit mantissa: x 0.045. "
    "Look-alikes: the full-scale codes 176,947 lux (high byte) and 188,006 lux (combined); the "
    "0.045 lux sensitivity of the feature list.",
    typ="structured",
    wording="formal",
)

fact(
    "rq94-f06",
    "medium",
    "ina219, i'm comparing two PGA settings for the shunt. PG1 PG0 = 00 vs PG1 PG0 = 01 - what "
    "shunt voltage range does each one give?",
    ["INA219"],
    [
        it("INA219", "analog_input_range", unit="mV", mn=-40, mx=40, cond="PG = 00, gain 1"),
        it("INA219", "analog_input_range", unit="mV", mn=-80, mx=80, cond="PG = 01, gain /2"),
    ],
    [
        ev("ina219.pdf", 19, "0 0 1 ±40 mV"),
        ev("ina219.pdf", 19, "0 1 /2 ±80 mV"),
    ],
    "Table 4 PG bit settings. Look-alikes: 10 = /4 +-160 mV, 11 = /8 +-320 mV (default); BRNG "
    "16 V / 32 V bus ranges.",
    typ="structured",
)

fact(
    "rq94-f07",
    "hard",
    "lm35 bar-graph thermometer from the datasheet (figure 26, the dot-mode LM3914 one). you "
    "trim RA so the voltage VA follows the temperature - what slope does VA have per degree, and "
    "what VA does the example give at 22 C?",
    ["LM35"],
    [
        it(
            "LM35",
            "sensitivity",
            unit="mV/°C",
            value=100,
            q="temperature",
            cond="Figure 26 bar-graph display, node VA (0.075 V + 100 mV/C x Tambient)",
        ),
        it(
            "LM35",
            "analog_output_voltage",
            unit="V",
            value=2.275,
            cond="Figure 26, VA at 22 C (example)",
        ),
    ],
    [
        ev("lm35.pdf", 16, "Trim RA for VA = 0.075 V + 100 mV/°C ×Tambient"),
        ev("lm35.pdf", 16, "Example, VA = 2.275 V at 22°C"),
    ],
    "Figure 26 scales the sensor output to 100 mV/C at VA (offset 0.075 V). Look-alikes: the "
    "LM35's own 10 mV/C, the trim targets VB = 3.075 V and VC = 1.955 V, the 7 V supply.",
    typ="structured",
)

fact(
    "rq94-f08",
    "medium",
    "Beim INA3221 stelle ich die Bus-Wandlungszeit (VBUSCT2-0) einmal auf 101 und einmal auf "
    "110. Welche Wandlungszeit ergibt sich jeweils laut Configuration-Register?",
    ["INA3221"],
    [
        it("INA3221", "response_time", unit="ms", value=2.116, cond="VBUSCT2-0 = 101"),
        it("INA3221", "response_time", unit="ms", value=4.156, cond="VBUSCT2-0 = 110"),
    ],
    [
        ev("ina3221.pdf", 26, "101 = 2.116ms"),
        ev("ina3221.pdf", 26, "110 = 4.156ms"),
    ],
    "Table 7-6 field descriptions. Look-alikes: the averaging codes 101 = 256 and 110 = 512 on "
    "the same page; 100 = 1.1 ms default; the electrical-table maxima 2.328 / 4.572 ms.",
    typ="structured",
    wording="formal",
    lang="de",
)

fact(
    "rq94-f09",
    "medium",
    "bh1750 : je compare le mode H-Resolution et le mode L-Resolution. quelle résolution en lux "
    "et quel temps de mesure typique pour chacun des deux ?",
    ["BH1750"],
    [
        it("BH1750", "resolution", unit="lx", typ=1, q="illuminance", cond="H-Resolution Mode"),
        it("BH1750", "resolution", unit="lx", typ=4, q="illuminance", cond="L-Resolution Mode"),
        it("BH1750", "response_time", unit="ms", typ=120, cond="H-Resolution Mode, typical"),
        it("BH1750", "response_time", unit="ms", typ=16, cond="L-Resolution Mode, typical"),
    ],
    [
        ev("bh1750.pdf", 5, "H-Resolution Mode Typ. 120ms. 1 lx."),
        ev("bh1750.pdf", 5, "L-Resolution Mode Typ. 16ms. 4 lx."),
    ],
    "Measurement-mode explanation table. Look-alikes: H-Resolution Mode2 (0.5 lx, 120 ms); the "
    "electrical-table maxima 180 ms / 24 ms.",
    typ="structured",
    lang="fr",
)

fact(
    "rq94-f10",
    "medium",
    "xc6206 in the 1.2 v version (the low voltage ones). how far off can the output be at 30 ma "
    "load? is it still a percent spec down there?",
    ["XC6206"],
    [
        it(
            "XC6206",
            "accuracy",
            unit="V",
            mn=-0.03,
            mx=0.03,
            q="voltage",
            cond="output voltage, VOUT(T) < 1.5 V, IOUT = 30 mA",
        )
    ],
    [ev("xc6206.pdf", 4, "Output Voltage VOUT(T)<1.5V -0.03 +0.03")],
    "Below 1.5 V the tolerance is absolute (+-0.03 V, i.e. +-2.5 % at 1.2 V). Look-alikes: x0.98 "
    "/ x1.02 for VOUT(T) >= 1.5 V, high-accuracy x0.99 / x1.01 for VOUT(T) >= 2.0 V.",
)

fact(
    "rq94-f11",
    "medium",
    "ds18b20, i set R1 R0 = 1 0 in the config register. what resolution is that and how long do "
    "i have to wait at most for a conversion?",
    ["DS18B20"],
    [
        it("DS18B20", "resolution", unit="bit", value=11, q="temperature", cond="R1 R0 = 10"),
        it("DS18B20", "response_time", unit="ms", mx=375, cond="tCONV/2, R1 R0 = 10"),
    ],
    [ev("ds18b20.pdf", 9, "1 0 11 375ms (tCONV/2)")],
    "Table 2 thermometer resolution configuration. Look-alikes: 00 = 9 bit 93.75 ms, 01 = 10 "
    "bit 187.5 ms, 11 = 12 bit 750 ms (power-up default).",
    typ="structured",
)

fact(
    "rq94-f12",
    "medium",
    "ccs811: how often does it measure in mode 2 (pulse heating) compared with mode 4 (the raw "
    "data mode)?",
    ["CCS811"],
    [
        it("CCS811", "response_time", unit="s", value=10, cond="Mode 2, pulse heating"),
        it("CCS811", "response_time", unit="ms", value=250, cond="Mode 4, constant power, raw"),
    ],
    [
        ev("ccs811.pdf", 8, "Mode 2: Pulse heating mode IAQ measurement every 10"),
        ev("ccs811.pdf", 8, "Mode 4: Constant power mode, sensor measurement every 250ms"),
    ],
    "Modes of operation list. Look-alikes: Mode 1 every second, Mode 3 every 60 s, Mode 0 idle; "
    "the 10-minute idle rule when changing to a slower mode.",
    typ="structured",
)

fact(
    "rq94-f13",
    "medium",
    "hx711 with no crystal (XI tied low) and RATE tied low, like the weigh scale example. what "
    "output data rate do i get?",
    ["HX711"],
    [it("HX711", "data_rate", unit="Hz", value=10, cond="on-chip oscillator (XI = 0), RATE = 0")],
    [ev("hx711.pdf", 5, "It uses on-chip oscillator (XI=0), 10Hz")],
    "Application example text. Look-alikes: RATE = DVDD 80 Hz; with a crystal fclk/1,105,920; "
    "the 400 ms settling time at RATE = 0.",
)

fact(
    "rq94-f14",
    "medium",
    "What maximum supply current does the TMP35/TMP36/TMP37 feature list give for the device "
    "in shutdown?",
    ["TMP36"],
    [it("TMP36", "standby_current", unit="uA", mx=0.5, cond="shutdown (feature list)")],
    [ev("tmp36.pdf", 1, "Shutdown Current 0.5 ␮A Max")],
    "Feature list, first page. Look-alikes: less than 50 uA quiescent current when running; the "
    "table's shutdown row 0.01 typ / 0.5 max.",
    wording="formal",
)

fact(
    "rq94-f15",
    "medium",
    "nrf24l01+ current: transmitting at 0 dbm vs receiving at 2 mbps, which one pulls more and "
    "how much is each (the headline numbers)?",
    ["nRF24L01+"],
    [
        it("nRF24L01+", "supply_current", unit="mA", typ=11.3, cond="TX at 0 dBm output power"),
        it("nRF24L01+", "supply_current", unit="mA", typ=13.5, cond="RX at 2 Mbps"),
    ],
    [
        ev("nrf24l01p.pdf", 8, "11.3mA at 0dBm output power"),
        ev("nrf24l01p.pdf", 8, "13.5mA at 2Mbps"),
    ],
    "Feature list: receiving at 2 Mbps (13.5 mA) draws more than transmitting at 0 dBm "
    "(11.3 mA). Look-alikes: Table 17/18 rows (12.6 mA at 250 kbps, 13.1 mA at 1 Mbps, 9.0 / 7.5 "
    "/ 7.0 mA at lower TX power), 26 uA standby-I, 900 nA power down.",
    typ="structured",
)

fact(
    "rq94-f16",
    "hard",
    "For a 74HC595 at VCC = 6 V operating over -40 °C to +125 °C, what minimum recovery time "
    "from MR to SHCP must be allowed?",
    ["74HC595"],
    [
        it(
            "74HC595",
            "response_time",
            unit="ns",
            mn=13,
            cond="trec MR to SHCP, VCC = 6 V, -40 to +125 C",
        )
    ],
    [
        ev("74hc595.pdf", 11, "time VCC = 2 V 50 19 - 65 - 75 - ns"),
        ev("74hc595.pdf", 11, "VCC = 6 V 9 6 - 11 - 13 - ns"),
    ],
    "Table 7 trec rows (the 'recovery' label sits on an already quoted line; the block is the "
    "2 V / 4.5 V / 6 V rows below it). At 6 V: 9 ns at 25 C, 11 ns over -40..+85 C, 13 ns over "
    "-40..+125 C. Look-alikes: tsu DS to SHCP at 6 V (9 / 11 / 13 ns with typ 3), the 4.5 V row "
    "(10 / 13 / 15 ns).",
    wording="formal",
)

# ---------------------------------------------------------------------------------------------
# Factual insufficient_evidence (near misses on unmarked lines)
# ---------------------------------------------------------------------------------------------

trap(
    "rq94-u01",
    "hard",
    "What output voltage tolerance does the XC6206 data sheet specify for the high-accuracy "
    "grade of a 1.8 V part?",
    ["XC6206"],
    [ev("xc6206.pdf", 4, "IOUT=30mA VOUT(T)≧2.0V ×0.99 ×1.01")],
    "The high-accuracy (+-1 %) row applies only to VOUT(T) >= 2.0 V; for 1.8 V only the "
    "standard +-2 % grade is specified. A reader applying +-1 % to 1.8 V answers a row that "
    "does not exist.",
    wording="formal",
)

trap(
    "rq94-u02",
    "medium",
    "w25q64 on a slow mcu, plain reads at 33 mhz. how much current does it typically draw while "
    "reading at that clock (typical, not the worst case)?",
    ["W25Q64FV"],
    [ev("w25q64.pdf", 74, "Dual /Quad 50MHz DO = Open")],
    "ICC3 is given only as a maximum and only at 50, 80 and 104 MHz; no typical read current "
    "and no 33 MHz row. Look-alike: the 4 mA 'active current' of the feature list is not tied "
    "to a clock.",
)

trap(
    "rq94-u03",
    "medium",
    "got an MCP73831-6ACI/OT from a bin, what regulation (float) voltage does the -6 version "
    "charge to?",
    ["MCP73831"],
    [
        ev("mcp73831.pdf", 25, "Regulation Code VREG"),
        ev("mcp73831.pdf", 25, "5 = 4.50V"),
    ],
    "The product identification system lists VREG codes 2, 3, 4, 5 only (4.20 / 4.35 / 4.40 / "
    "4.50 V); code 6 is not covered.",
)

trap(
    "rq94-u04",
    "hard",
    "nrf24l01+ RPD (received power detector) threshold in my shed at about 0 C - what level in "
    "dBm does it switch at there?",
    ["nRF24L01+"],
    [
        ev(
            "nrf24l01p.pdf",
            25,
            "The RPD threshold value is reduced by - 5dB at T = -40°C and increased by + 5dB at "
            "85°C.",
        )
    ],
    "The threshold (-64 dBm nominal) is only given with its shift at -40 C and +85 C; nothing "
    "at 0 C, and interpolating is not a datasheet value.",
)

trap(
    "rq94-u05",
    "medium",
    "What relative-humidity accuracy does the Si7021-A20 data sheet guarantee at an ambient "
    "temperature of 60 °C for 20 to 80 %RH?",
    ["Si7021"],
    [ev("si7021.pdf", 8, "Figure 2. RH Accuracy at 30 °C")],
    "The humidity table and Figure 2 are at TA = 30 C; the only temperature term is a typical "
    "drift (0.05 %RH/C). No guaranteed accuracy at 60 C.",
    wording="formal",
)

trap(
    "rq94-u06",
    "medium",
    "esp32-wroom-32 with wifi and bt off, just crunching numbers. how much current at 80 mhz cpu "
    "clock vs at 240 mhz according to the module datasheet?",
    ["ESP32-WROOM-32"],
    [
        ev(
            "esp32-wroom-32.pdf",
            6,
            "from 80 MHz to 240 MHz. The chip also has a low-power coprocessor that can be used "
            "instead of the CPU to",
        )
    ],
    "The module sheet states the CPU clock range and refers power modes to the ESP32 chip "
    "datasheet; no current per CPU clock.",
)

trap(
    "rq94-u07",
    "hard",
    "An MCP3008 is to run with VDD = VREF = 2.5 V. What maximum clock frequency does its data "
    "sheet guarantee at that supply?",
    ["MCP3008"],
    [ev("mcp3008.pdf", 12, "at VREF = VDD = 2.5 V, fCLK = 1.35 MHz")],
    "The specified supply range starts at 2.7 V (1.35 MHz at 2.7 V, 3.6 MHz at 5 V). 2.5 V "
    "appears only in a typical IDD-vs-VDD graph note, which is no guarantee.",
    wording="formal",
)

trap(
    "rq94-u08",
    "hard",
    "tps63020 boosting from 2 v (two tired nimh) up to 4.5 v out. whats the guaranteed max "
    "output current at that input?",
    ["TPS63020"],
    [
        ev("tps63020.pdf", 7, "Figure 1. Maximum Output Current Versus Input Voltage,"),
        ev("tps63020.pdf", 7, "TPS63020, VOUT = 2.5 V/4.5 V"),
    ],
    "Only a typical-characteristics curve (Figure 1) relates output current to input voltage "
    "for 4.5 V out; the one stated current (2 A) is for VIN > 2.5 V and VOUT = 3.3 V.",
)

trap(
    "rq94-u09",
    "medium",
    "For a PC817 of CTR rank C at IF = 5 mA and VCE = 5 V, what minimum collector current does "
    "the data sheet guarantee at an ambient temperature of 85 °C?",
    ["PC817"],
    [ev("pc817.pdf", 7, "Fig.9 Relative Current Transfer Ratio vs.")],
    "The rank table (IC ranges) is at Ta = 25 C; the temperature dependence is only a typical "
    "curve (Fig. 9), so no guaranteed minimum at 85 C.",
    wording="formal",
)

# ---------------------------------------------------------------------------------------------
# Compatibility: compatible
# ---------------------------------------------------------------------------------------------

W25_CLK = [
    it(
        "W25Q64FV",
        "spi_clock_frequency",
        unit="MHz",
        mx=104,
        cond="all instructions except Read Data 03h, VCC 3.0-3.6 V",
    ),
    it(
        "W25Q64FV",
        "spi_clock_frequency",
        unit="MHz",
        mx=80,
        cond="all instructions except Read Data 03h, VCC 2.7-3.0 V",
    ),
    it("W25Q64FV", "spi_clock_frequency", unit="MHz", mx=50, cond="Read Data 03h, VCC 3.0-3.6 V"),
    it("W25Q64FV", "spi_clock_frequency", unit="MHz", mx=33, cond="Read Data 03h, VCC 2.7-3.0 V"),
]
W25_EV = [
    ev(
        "w25q64.pdf",
        76,
        "Clock frequency for all other instructions 3.0-3.6V, FR fC1 D.C. 104 MHz",
    ),
    ev(
        "w25q64.pdf",
        76,
        "Clock frequency for all other instructions 2.7-3.0V, FR fC1 D.C. 80 MHz",
    ),
    ev("w25q64.pdf", 76, "fR fC2 D.C. 50 MHz 3.0-3.6V"),
    ev("w25q64.pdf", 76, "fR fC2 D.C. 33 MHz 2.7-3.0V"),
]

compat(
    "rq94-c01",
    "medium",
    "li-ion logger, everything on a 2.8 v ldo rail. w25q64 read with fast read (0Bh) at 70 mhz. "
    "an mcp4725 sets a bias and a tp4056 charges the cell. is 70 mhz ok for the flash at 2.8 v?",
    ["W25Q64FV", "MCP4725", "TP4056"],
    "compatible",
    W25_CLK,
    W25_EV,
    "At 2.7-3.0 V all instructions except 03h may run at up to 80 MHz; 70 MHz fits. Look-alike: "
    "104 MHz needs 3.0-3.6 V; plain 03h reads would be limited to 33 MHz at this voltage.",
)

MAX31865_CONV = [
    it("MAX31865", "response_time", unit="ms", typ=16.7, mx=17.6, cond="continuous, 60 Hz notch"),
    it("MAX31865", "response_time", unit="ms", typ=52, mx=55, cond="single, 60 Hz notch"),
    it("MAX31865", "response_time", unit="ms", typ=62.5, mx=66, cond="single, 50 Hz notch"),
    it("MAX31865", "response_time", unit="ms", typ=20, mx=21, cond="continuous, 50 Hz notch"),
]
MAX31865_EV = [
    ev("max31865.pdf", 3, "Continuous conversion (60Hz notch) 16.7 17.6"),
    ev("max31865.pdf", 3, "Single conversion (60Hz notch) 52 55"),
    ev("max31865.pdf", 3, "Single conversion (50Hz notch) 62.5 66"),
    ev("max31865.pdf", 3, "Continuous conversion (50Hz notch) 20 21"),
]

compat(
    "rq94-c02",
    "medium",
    "max31865 in continuous conversion mode with the 50 hz filter (we're in europe). my loop "
    "reads the rtd register every 25 ms. is there always a new conversion in between? a pc817 "
    "isolates the alarm output and a tm1637 shows the temperature.",
    ["MAX31865", "PC817", "TM1637"],
    "compatible",
    MAX31865_CONV,
    MAX31865_EV,
    "Continuous conversion with the 50 Hz notch takes 20 ms typ / 21 ms max, shorter than the "
    "25 ms read period. Look-alikes: single conversions 62.5 / 66 ms (50 Hz) and 52 / 55 ms "
    "(60 Hz); the first continuous conversion takes the single-conversion time (note 5).",
)

HC595_FMAX = [
    it(
        "74HC595",
        "spi_clock_frequency",
        unit="MHz",
        mn=30,
        cond="fmax SHCP/STCP, VCC = 4.5 V, 25 C (guaranteed minimum)",
    ),
    it(
        "74HC595",
        "spi_clock_frequency",
        unit="MHz",
        mn=24,
        cond="fmax SHCP/STCP, VCC = 4.5 V, -40..+85 C (guaranteed minimum)",
    ),
    it(
        "74HC595",
        "spi_clock_frequency",
        unit="MHz",
        mn=20,
        cond="fmax SHCP/STCP, VCC = 4.5 V, -40..+125 C (guaranteed minimum)",
    ),
]

compat(
    "rq94-c03",
    "hard",
    "street cabinet controller: a 74hc595 on a regulated 4.5 v rail, shift clock (SHCP) at "
    "16 mhz. inside the cabinet it gets up to +105 C in summer. an lm2596 makes the rail and a "
    "dht11 checks humidity. is 16 mhz still guaranteed for the 595 at that temperature?",
    ["74HC595", "LM2596", "DHT11"],
    "compatible",
    HC595_FMAX,
    [ev("74hc595.pdf", 11, "VCC = 4.5 V 30 91 - 24 - 20 - MHz")],
    "fmax at VCC = 4.5 V: 30 MHz (25 C), 24 MHz (-40..+85 C), 20 MHz (-40..+125 C) guaranteed "
    "minimum; 105 C falls in the 125 C column, 16 MHz < 20 MHz. Look-alike: VCC = 2 V (4 MHz at "
    "125 C).",
)

DS3231_STAB = [
    it(
        "DS3231",
        "accuracy",
        unit="ppm",
        mn=-2,
        mx=2,
        cond="frequency stability, 0 to +40 C, VCC or VBAT = 3.3 V, aging offset 00h",
    ),
    it(
        "DS3231",
        "accuracy",
        unit="ppm",
        mn=-3.5,
        mx=3.5,
        cond="industrial: -40 to <0 C and >40 to +85 C; commercial: >40 to +70 C",
    ),
]
DS3231_EV = [
    ev("ds3231.pdf", 3, "VCC = 3.3V or -40°C to <0°C ±3.5"),
    ev("ds3231.pdf", 3, "VBAT = 3.3V, 0°C to +40°C ±2 ppm"),
    ev("ds3231.pdf", 3, "aging offset = 00h >40°C to +85°C ±3.5"),
]

compat(
    "rq94-c04",
    "medium",
    "A DS3231SN (industrial grade) runs at VCC = 3.3 V in an unheated outdoor enclosure that "
    "sees -30 °C to 0 °C in winter; the aging register is left at 00h. The requirement is a "
    "frequency error within ±4 ppm in that range. A DHT22 and an LM2596 share the enclosure. "
    "Does the DS3231 meet it?",
    ["DS3231", "DHT22", "LM2596"],
    "compatible",
    DS3231_STAB,
    DS3231_EV,
    "Industrial frequency stability: +-3.5 ppm from -40 C to < 0 C (+-2 ppm only from 0 to "
    "+40 C); +-3.5 ppm is inside +-4 ppm.",
    wording="formal",
)

compat(
    "rq94-c05",
    "medium",
    "l298n running a 9 v gear motor from a 12 v pack, one bridge, motor draws 1 a steady. the "
    "motor needs at least 8.5 v across it to reach speed. worst case after the l298n's "
    "transistors, do i still get that? acs712 measures the current, an mq-3 is on the same "
    "robot.",
    ["L298N", "ACS712", "MQ-3"],
    "compatible",
    [],
    [
        ev("l298n.pdf", 3, "VCEsat Total Drop IL = 1A (5) 1.80 3.2 V"),
        ev("l298n.pdf", 3, "IL = 2A (5) 4.9 V"),
    ],
    "Total drop (upper + lower transistor) at IL = 1 A is 3.2 V max: 12 - 3.2 = 8.8 V >= 8.5 V. "
    "Look-alike: 4.9 V at 2 A. No field for saturation voltage, so no items.",
)

PCF_VDD = [
    it(
        "PCF8563",
        "supply_voltage",
        unit="V",
        mn=1.0,
        mx=5.5,
        cond="interface inactive, fSCL = 0 Hz, Tamb = 25 C",
    ),
    it(
        "PCF8563",
        "supply_voltage",
        unit="V",
        mn=1.8,
        mx=5.5,
        cond="interface active, fSCL = 400 kHz",
    ),
]
PCF_EV = [
    ev("pcf8563.pdf", 28, "VDD supply voltage interface inactive; [1] 1.0 - 5.5 V"),
    ev("pcf8563.pdf", 28, "interface active; 1.8 - 5.5 V fSCL = 400 kHz"),
]

SI_CONV = [
    it("Si7021", "response_time", unit="ms", typ=10, mx=12, cond="12-bit RH"),
    it("Si7021", "response_time", unit="ms", typ=5.8, mx=7, cond="11-bit RH"),
    it("Si7021", "response_time", unit="ms", typ=3.7, mx=4.5, cond="10-bit RH"),
    it("Si7021", "response_time", unit="ms", typ=2.6, mx=3.1, cond="8-bit RH"),
    it("Si7021", "response_time", unit="ms", typ=7, mx=10.8, cond="14-bit temperature"),
    it("Si7021", "response_time", unit="ms", typ=4, mx=6.2, cond="13-bit temperature"),
    it("Si7021", "response_time", unit="ms", typ=2.4, mx=3.8, cond="12-bit temperature"),
    it("Si7021", "response_time", unit="ms", typ=1.5, mx=2.4, cond="11-bit temperature"),
]

compat(
    "rq94-c06",
    "hard",
    "si7021 with the user register RES bits set to 11 (11 bit RH, 11 bit temp) to speed it up. "
    "i send 'measure RH, no hold master' and read the result 10 ms later - is the measurement "
    "always finished by then, including the temperature it does along with the RH? an mq-3 and "
    "a tp4056 are on the board.",
    ["Si7021", "MQ-3", "TP4056"],
    "compatible",
    SI_CONV,
    [
        ev("si7021.pdf", 26, "11: 11 bit 11 bit"),
        ev("si7021.pdf", 5, "12-bit RH — 10 12"),
        ev("si7021.pdf", 5, "11-bit RH — 5.8 7"),
        ev("si7021.pdf", 5, "10-bit RH — 3.7 4.5"),
        ev("si7021.pdf", 5, "8-bit RH — 2.6 3.1"),
        ev("si7021.pdf", 5, "14-bit temperature — 7 10.8"),
        ev("si7021.pdf", 5, "13-bit temperature — 4 6.2"),
        ev("si7021.pdf", 5, "12-bit temperature — 2.4 3.8"),
        ev("si7021.pdf", 5, "11-bit temperature — 1.5 2.4"),
        ev("si7021.pdf", 5, "The total conversion time will be tCONV(RH) + tCONV(T)."),
    ],
    "RES = 11: 11-bit RH (7 ms max) plus the automatic 11-bit temperature conversion (2.4 ms max) "
    "= 9.4 ms <= 10 ms. Look-alike: the default 12-bit RH / 14-bit temperature would need up to "
    "22.8 ms.",
)

compat(
    "rq94-c07",
    "medium",
    "A MAX31865 (PT100) is used in one-shot mode with the 60 Hz notch filter selected (US mains). "
    "The firmware triggers a conversion and reads the RTD register 60 ms later. A MAX31855 and "
    "a DRV8833 are on the same board. Is the conversion guaranteed to be complete?",
    ["MAX31865", "MAX31855", "DRV8833"],
    "compatible",
    MAX31865_CONV,
    MAX31865_EV,
    "Single conversion with the 60 Hz notch: 52 ms typ, 55 ms max < 60 ms. Look-alike: with the "
    "50 Hz notch it would be 66 ms max (rq94-i02).",
    wording="formal",
)

MPU_RATE = [
    it("MPU-6050", "data_rate", unit="kHz", typ=8, cond="gyroscope, DLPFCFG = 0, internal clock"),
    it("MPU-6050", "data_rate", unit="kHz", typ=1, cond="gyroscope, DLPFCFG = 1..6; accelerometer"),
]
MPU_EV = [
    ev("mpu-6050.pdf", 17, "Gyroscope Sample Rate, Fast DLPFCFG=0 8 kHz"),
    ev("mpu-6050.pdf", 17, "Gyroscope Sample Rate, Slow DLPFCFG=1,2,3,4,5, or 6 1 kHz"),
    ev("mpu-6050.pdf", 17, "Accelerometer Sample Rate 1 kHz"),
]

compat(
    "rq94-c08",
    "hard",
    "vibration logger: mpu6050 on its internal clock / gyro PLL, DLPF_CFG = 0 (filter off) and "
    "SMPLRT_DIV = 0. i only need the gyro, at least 4000 samples per second. a drv8833 runs the "
    "test motor and a vl53l0x measures the distance. does the gyro sample that fast?",
    ["MPU-6050", "DRV8833", "VL53L0X"],
    "compatible",
    MPU_RATE,
    MPU_EV,
    "With DLPFCFG = 0 the gyroscope sample rate is 8 kHz (1 kHz for DLPFCFG 1-6). Look-alike: "
    "the accelerometer samples at 1 kHz only (rq94-i07).",
)

HMC_RATE = [
    it("HMC5883L", "data_rate", unit="Hz", mn=0.75, mx=75, cond="continuous measurement mode"),
    it("HMC5883L", "data_rate", unit="Hz", mx=160, cond="single measurement mode"),
]
HMC_EV = [
    ev("hmc5883l.pdf", 2, "Output Rate (ODR) Continuous Measurment Mode 0.75 75 Hz"),
    ev("hmc5883l.pdf", 2, "Single Measurement Mode 160 Hz"),
]

compat(
    "rq94-c09",
    "hard",
    "hmc5883l for a fast spinning thing: i trigger single measurement mode every 8 ms (about "
    "120 hz) and read when DRDY goes low. an ams1117 feeds the board and an inmp441 records "
    "sound. is 120 hz within what the hmc can do that way?",
    ["HMC5883L", "AMS1117", "INMP441"],
    "compatible",
    HMC_RATE,
    HMC_EV,
    "Single measurement mode allows up to 160 Hz (continuous mode tops out at 75 Hz). "
    "Look-alike: the 6 ms measurement period (typ).",
)

CCS_MODES = [
    it("CCS811", "response_time", unit="s", value=1, cond="Mode 1, IAQ measurement every second"),
    it("CCS811", "response_time", unit="s", value=10, cond="Mode 2, pulse heating"),
    it("CCS811", "response_time", unit="s", value=60, cond="Mode 3, low power pulse heating"),
    it("CCS811", "response_time", unit="ms", value=250, cond="Mode 4, raw data only"),
]
CCS_EV = [
    ev("ccs811.pdf", 16, "001: Mode 1 – Constant power mode, IAQ measurement every second"),
    ev("ccs811.pdf", 16, "010: Mode 2 – Pulse heating mode IAQ measurement every 10 seconds"),
    ev("ccs811.pdf", 16, "011: Mode 3 – Low power pulse heating mode IAQ measurement every 60"),
    ev("ccs811.pdf", 16, "100: Mode 4 – Constant power mode, sensor measurement every 250ms"),
]

compat(
    "rq94-c10",
    "medium",
    "bathroom fan controller: ccs811 in mode 2 (pulse heating) to save power, the fan logic "
    "needs a fresh eCO2 value at least every 15 s. a dht22 does humidity, a tp4056 charges the "
    "backup cell. does mode 2 deliver often enough?",
    ["CCS811", "DHT22", "TP4056"],
    "compatible",
    CCS_MODES,
    CCS_EV,
    "Mode 2 measures IAQ every 10 seconds (eCO2 and TVOC are calculated in modes 1-3). "
    "Look-alikes: Mode 3 every 60 s would not; Mode 4 updates raw data only.",
)

compat(
    "rq94-c11",
    "hard",
    "bh1750 with VCC = 3.0 v but DVI (the i2c reference) at 1.7 v from a separate ldo, bus "
    "pulled up to 1.7 v. my mcu drives SCL high to at least 1.4 v and low to at most 0.3 v. a "
    "max44009 and an irlz44n are on the board too. are those levels ok for the bh1750 inputs?",
    ["BH1750", "MAX44009", "IRLZ44N"],
    "compatible",
    [
        it("BH1750", "input_high_voltage", unit="V", mn=1.26, cond="1.65 V <= DVI < 1.8 V"),
    ],
    [
        ev("bh1750.pdf", 2, "SCL, SDA Input ‘H’ Voltage 2 VIH2 1.26 － － V 1.65V ≦ DVI ＜1.8V"),
        ev(
            "bh1750.pdf",
            2,
            "SCL, SDA Input ‘L’ Voltage 2 VIL2 － － DVI – 1.26 V 1.65V ≦ DVI ＜ 1.8V",
        ),
    ],
    "For 1.65 V <= DVI < 1.8 V: VIH2 >= 1.26 V (1.4 V ok) and VIL2 <= DVI - 1.26 = 0.44 V (0.3 V "
    "ok). Look-alike: 0.7 x DVI / 0.3 x DVI for DVI >= 1.8 V.",
)

compat(
    "rq94-c12",
    "medium",
    "A PCF8563 keeps time on a supercapacitor during mains outages; the board stays at room "
    "temperature (about 25 °C) and the microcontroller does not access the I2C bus while on "
    "backup. The supercapacitor may discharge to 1.2 V before mains returns. A TMP36 and an "
    "MCP4725 are on the same board. Is 1.2 V within the PCF8563 supply specification for that "
    "situation?",
    ["PCF8563", "TMP36", "MCP4725"],
    "compatible",
    PCF_VDD,
    PCF_EV,
    "Interface inactive (fSCL = 0 Hz) at Tamb = 25 C: VDD 1.0 to 5.5 V, so 1.2 V is allowed. "
    "Look-alikes: 1.8 V minimum with the interface active at 400 kHz; the 1.3 V recommendation "
    "concerns oscillator start-up at power-on, not a running clock.",
    wording="formal",
)

compat(
    "rq94-c13",
    "hard",
    "An INA219 monitors a 12 V lead-acid battery high-side; while charging, the battery rises to "
    "14.4 V. BRNG is set to 0 (16 V range) for the finer bus-voltage steps. A TMP36 measures "
    "the battery temperature and an MQ-2 is part of the same system. Does the selected "
    "bus-voltage range cover the battery voltage?",
    ["INA219", "TMP36", "MQ-2"],
    "compatible",
    [
        it("INA219", "analog_input_range", unit="V", mn=0, mx=26, cond="bus voltage sensed"),
        it("INA219", "analog_input_range", unit="V", mx=16, cond="BRNG = 0, bus FSR"),
        it("INA219", "analog_input_range", unit="V", mx=32, cond="BRNG = 1, bus FSR (default)"),
    ],
    [
        ev("ina219.pdf", 1, "Senses Bus Voltages from 0 to 26 V"),
        ev("ina219.pdf", 19, "Bit 13 0 = 16V FSR"),
        ev("ina219.pdf", 19, "1 = 32V FSR (default value)"),
    ],
    "BRNG = 0 gives a 16 V bus full-scale range; 14.4 V fits (and stays within the 0-26 V "
    "input range). Look-alike: rq85-i08, where BRNG = 0 on a 24 V bus saturates.",
    wording="formal",
)

# ---------------------------------------------------------------------------------------------
# Compatibility: incompatible
# ---------------------------------------------------------------------------------------------

compat(
    "rq94-i01",
    "medium",
    "A logger runs a W25Q64FV from a 2.8 V LDO and reads it with Fast Read (0Bh) at 104 MHz. An "
    "ADS1115 and an MCP2515 share the board. Is 104 MHz within the flash specification at this "
    "supply?",
    ["W25Q64FV", "ADS1115", "MCP2515"],
    "incompatible",
    W25_CLK,
    W25_EV,
    "104 MHz is specified for 3.0-3.6 V only; at 2.7-3.0 V the limit for instructions other "
    "than 03h is 80 MHz.",
    wording="formal",
)

compat(
    "rq94-i02",
    "medium",
    "max31865 pt100 in one-shot mode, 50 hz notch because europe. i trigger, wait 60 ms, then "
    "read. an mcp2515 sends the value over can, an ams1117 makes 3.3 v. is 60 ms always enough?",
    ["MAX31865", "MCP2515", "AMS1117"],
    "incompatible",
    MAX31865_CONV,
    MAX31865_EV,
    "Single conversion with the 50 Hz notch: 62.5 ms typ, 66 ms max > 60 ms. Look-alike: 60 Hz "
    "notch 52 / 55 ms would fit (rq94-c07).",
)

compat(
    "rq94-i03",
    "medium",
    "ds3231sn inside a closed box that sits at about 60 C all summer (vcc 3.3 v, aging reg "
    "00h). i was promised +-2 ppm. an mq-2 and an ina219 are in the box too. does the ds3231 "
    "hold +-2 ppm at 60 C?",
    ["DS3231", "MQ-2", "INA219"],
    "incompatible",
    DS3231_STAB,
    DS3231_EV,
    "+-2 ppm applies only from 0 to +40 C; above +40 C the limit is +-3.5 ppm.",
)

compat(
    "rq94-i04",
    "medium",
    "same l298n setup but a bigger motor: 12 v pack, one bridge, 2 a steady, motor needs at "
    "least 8 v across it. worst case, enough left after the bridge? an ina3221 logs the current "
    "and a ds18b20 watches the motor temperature.",
    ["L298N", "INA3221", "DS18B20"],
    "incompatible",
    [],
    [
        ev("l298n.pdf", 3, "VCEsat Total Drop IL = 1A (5) 1.80 3.2 V"),
        ev("l298n.pdf", 3, "IL = 2A (5) 4.9 V"),
    ],
    "Total drop at IL = 2 A is up to 4.9 V: 12 - 4.9 = 7.1 V < 8 V. Look-alike: 3.2 V at 1 A "
    "(rq94-c05).",
)

compat(
    "rq94-i05",
    "hard",
    "A PCF8563 is backed by a supercapacitor that has sagged to 1.6 V, and the microcontroller "
    "keeps polling it over I2C at 400 kHz. A DHT11 and an IRLZ44N share the board. Is that "
    "supply within the PCF8563 specification while the bus is active?",
    ["PCF8563", "DHT11", "IRLZ44N"],
    "incompatible",
    PCF_VDD,
    PCF_EV,
    "With the interface active at 400 kHz VDD must be at least 1.8 V. Look-alike: 1.0 V is "
    "allowed only with the interface inactive.",
    wording="formal",
)

compat(
    "rq94-i06",
    "medium",
    "An HMC5883L is to deliver magnetometer data at 100 Hz in continuous measurement mode. A "
    "TPS63020 supplies the board and a MAX7219 drives the display. Can continuous mode deliver "
    "100 Hz?",
    ["HMC5883L", "TPS63020", "MAX7219"],
    "incompatible",
    HMC_RATE,
    HMC_EV,
    "Continuous measurement mode: 0.75 to 75 Hz. Rates up to 160 Hz need single measurement "
    "mode with DRDY polling.",
    wording="formal",
)

compat(
    "rq94-i07",
    "medium",
    "gy-49 (max44009) for a night sky logger. my arduino library only ever reads register 0x03 "
    "(the lux high byte) and skips 0x04. i need to resolve 0.1 lux steps around 1 lux. an "
    "mcp3008 reads a rain sensor and a pc817 isolates the output. good enough with that "
    "library?",
    ["MAX44009", "MCP3008", "PC817"],
    "incompatible",
    [
        it(
            "MAX44009",
            "resolution",
            unit="lx",
            value=0.72,
            q="illuminance",
            cond="Lux High-Byte register only (exponent 0)",
        ),
        it(
            "MAX44009",
            "resolution",
            unit="lx",
            value=0.045,
            q="illuminance",
            cond="registers 0x03 and 0x04 combined",
        ),
    ],
    [
        ev("max44009.pdf", 9, "Lux = 2(exponent) x mantissa x 0.72"),
        ev("max44009.pdf", 10, "Lux = 2(exponent) x mantissa x 0.045"),
    ],
    "With the high byte alone one count is 0.72 lux at exponent 0 (coarser at higher "
    "exponents); 0.1 lux steps need the combined 12-bit mantissa (0.045 lux). Look-alike: the "
    "0.045 lux headline sensitivity.",
)

compat(
    "rq94-i08",
    "medium",
    "ccs811 put in mode 4 because it updates every 250 ms. my display shows eCO2 from "
    "ALG_RESULT_DATA four times a second. an srd relay runs the fan, an mcp4725 sets its speed. "
    "will i get fresh eCO2 values that way?",
    ["CCS811", "SRD-05VDC-SL-C", "MCP4725"],
    "incompatible",
    CCS_MODES,
    [*CCS_EV, ev("ccs811.pdf", 16, "In mode 4, the ALG_RESULT_DATA is not updated, only RAW_DATA")],
    "In Mode 4 ALG_RESULT_DATA (eCO2/TVOC) is not updated, only RAW_DATA; eCO2 needs Mode 1-3 "
    "(fastest: Mode 1, every second).",
)

compat(
    "rq94-i09",
    "medium",
    "fpga core wants 1.2 v within +-1 %. i picked an xc6206 1.2 v version (XC6206P122). a drv8833 "
    "and an ams1117 are elsewhere on the board. is the ldo's output tolerance good enough?",
    ["XC6206", "DRV8833", "AMS1117"],
    "incompatible",
    [
        it(
            "XC6206",
            "accuracy",
            unit="V",
            mn=-0.03,
            mx=0.03,
            q="voltage",
            cond="standard, VOUT(T) < 1.5 V",
        ),
        it("XC6206", "accuracy", unit="%", mn=-2, mx=2, q="voltage", cond="standard, >= 1.5 V"),
        it("XC6206", "accuracy", unit="%", mn=-1, mx=1, q="voltage", cond="high accuracy, >= 2 V"),
    ],
    [
        ev("xc6206.pdf", 4, "*2: (Standard):±2% (1.5V≦VOUT(T)) , ±0.03V (1.5V>VOUT(T))"),
        ev("xc6206.pdf", 4, "(High Accuracy):±1% (2.0V≦VOUT(T))"),
    ],
    "Below 1.5 V the tolerance is +-0.03 V = +-2.5 % of 1.2 V; +-1 % exists only for VOUT >= "
    "2.0 V.",
)

compat(
    "rq94-i10",
    "hard",
    "A 74HC595 at VCC = 6.0 V is latched by an FPGA with STCP pulses 15 ns wide; the equipment "
    "must work from -40 °C to +125 °C. A MAX7219 and an IRLZ44N are on the same board. Is the "
    "pulse width sufficient?",
    ["74HC595", "MAX7219", "IRLZ44N"],
    "incompatible",
    [
        it("74HC595", "response_time", unit="ns", mn=13, cond="tW STCP, VCC = 6 V, 25 C"),
        it("74HC595", "response_time", unit="ns", mn=16, cond="tW STCP, VCC = 6 V, -40..+85 C"),
        it("74HC595", "response_time", unit="ns", mn=19, cond="tW STCP, VCC = 6 V, -40..+125 C"),
    ],
    [
        ev("74hc595.pdf", 10, "STCP HIGH or LOW;"),
        ev("74hc595.pdf", 10, "VCC = 6 V 13 3 - 16 - 19 - ns"),
    ],
    "STCP pulse width at 6 V: 13 ns (25 C), 16 ns (-40..+85 C), 19 ns (-40..+125 C). 15 ns is "
    "only enough at 25 C.",
    wording="formal",
)

compat(
    "rq94-i11",
    "medium",
    "w25q64 on 3.3 v, my spi driver only knows the plain read data command (03h) and i cranked "
    "the clock to 60 mhz. an hx711 and an acs712 are on the board. ok for the flash?",
    ["W25Q64FV", "HX711", "ACS712"],
    "incompatible",
    W25_CLK,
    W25_EV,
    "Read Data (03h) is limited to 50 MHz at 3.0-3.6 V (33 MHz at 2.7-3.0 V); 104 MHz is for the "
    "other instructions.",
)

compat(
    "rq94-i12",
    "medium",
    "ds18b20 set to 11 bit (R1 R0 = 10), externally powered. after Convert T my code waits "
    "300 ms and then reads the scratchpad. an esp32 runs the show, an hx711 weighs the tank. "
    "is 300 ms enough?",
    ["DS18B20", "ESP32-WROOM-32", "HX711"],
    "incompatible",
    [
        it("DS18B20", "response_time", unit="ms", mx=93.75, cond="9-bit"),
        it("DS18B20", "response_time", unit="ms", mx=187.5, cond="10-bit"),
        it("DS18B20", "response_time", unit="ms", mx=375, cond="11-bit"),
        it("DS18B20", "response_time", unit="ms", mx=750, cond="12-bit"),
    ],
    [
        ev("ds18b20.pdf", 9, "0 0 9 93.75ms (tCONV/8)"),
        ev("ds18b20.pdf", 9, "0 1 10 187.5ms (tCONV/4)"),
        ev("ds18b20.pdf", 9, "1 0 11 375ms (tCONV/2)"),
        ev("ds18b20.pdf", 9, "1 1 12 750ms (tCONV)"),
    ],
    "11-bit maximum conversion time is 375 ms > 300 ms. Look-alike: 10 bit (187.5 ms) would fit.",
)

compat(
    "rq94-i13",
    "hard",
    "kiln at 1200 C, k-type into a max31855k. the converter board sits in a hot box next to the "
    "kiln, ambient there up to 100 C. i need the thermocouple reading within +-5 C. an srd relay "
    "and an lm2596 are in the same box. does the max31855 spec cover that?",
    ["MAX31855", "ACS712", "LM2596"],
    "incompatible",
    [
        it(
            "MAX31855",
            "accuracy",
            unit="°C",
            mn=-2,
            mx=2,
            q="temperature",
            cond="K, -200..+700 C, TA -20..+85 C",
        ),
        it(
            "MAX31855",
            "accuracy",
            unit="°C",
            mn=-4,
            mx=4,
            q="temperature",
            cond="K, +700..+1350 C, TA -20..+85 C",
        ),
        it(
            "MAX31855",
            "accuracy",
            unit="°C",
            mn=-6,
            mx=6,
            q="temperature",
            cond="K, -270..+1372 C, TA -40..+125 C",
        ),
    ],
    [
        ev("max31855.pdf", 3, "TTHERMOCOUPLE = -200NC to +700NC, -2 +2"),
        ev("max31855.pdf", 3, "TTHERMOCOUPLE = +700NC to +1350NC, -4 +4 NC"),
        ev("max31855.pdf", 3, "TTHERMOCOUPLE = -270NC to +1372NC, -6 +6"),
    ],
    "With the board at 100 C only the TA = -40..+125 C row applies: +-6 C for K type. The +-4 C "
    "row (700..1350 C) needs TA within -20..+85 C.",
)

# ---------------------------------------------------------------------------------------------
# Compatibility: insufficient_evidence (the stated condition has no row)
# ---------------------------------------------------------------------------------------------

compat(
    "rq94-e01",
    "hard",
    "pcf8563 on a supercap that can sag to 1.6 v, and the mcu keeps reading it at 100 khz i2c "
    "(not 400). an si7021 and an ads1115 share the board. is the rtc's supply ok for bus access "
    "at 100 khz?",
    ["PCF8563", "Si7021", "ADS1115"],
    "insufficient_evidence",
    [],
    PCF_EV,
    "The supply range with the interface active is given only for fSCL = 400 kHz (1.8-5.5 V); "
    "with the interface inactive 1.0 V suffices. No minimum VDD is stated for an active bus at "
    "100 kHz (the 100 kHz row exists only for IDD).",
)

compat(
    "rq94-e02",
    "hard",
    "tiny 40 mah lipo, so MCP73831-2ACI with PROG = 67k (about 15 ma charge). the AC option has "
    "a 7.5 % termination ratio; i need termination guaranteed between 5.6 and 9.4 % of the "
    "charge current so the cell isnt cut off early. an si7021 and a vl53l0x run from the cell. "
    "does the sheet guarantee that at this PROG value?",
    ["MCP73831", "Si7021", "VL53L0X"],
    "insufficient_evidence",
    [],
    [
        ev("mcp73831.pdf", 3, "12.5 14.5 16.5 mA PROG = 67 k"),
        ev("mcp73831.pdf", 4, "5.6 7.5 9.4 % PROG = 2.0 kto 10 k"),
    ],
    "The termination-current ratios are specified for PROG = 2.0 k to 10 k only; at 67 k only "
    "the fast-charge current (12.5-16.5 mA) is given.",
)

compat(
    "rq94-e03",
    "hard",
    "A DS3231 is powered from VCC = 5.0 V (no battery fitted) at room temperature, aging "
    "register 00h. The application needs the ±2 ppm frequency stability of the 0 to +40 °C row. "
    "An MCP3008 and an HC-SR04 share the 5 V rail. Does the data sheet guarantee ±2 ppm at "
    "VCC = 5.0 V?",
    ["DS3231", "MCP3008", "HC-SR04"],
    "insufficient_evidence",
    [],
    [
        ev("ds3231.pdf", 3, "VBAT = 3.3V, 0°C to +40°C ±2 ppm"),
        ev("ds3231.pdf", 3, "Frequency Stability vs. Voltage Δf/V 1 ppm/V"),
    ],
    "The frequency-stability rows are specified at VCC = 3.3 V or VBAT = 3.3 V; the voltage "
    "dependence is only a typical 1 ppm/V, so no guarantee at 5.0 V.",
    wording="formal",
)

compat(
    "rq94-e04",
    "hard",
    "l298n driving a 24 v actuator from a 24 v supply at 2.5 a, 80 % on / 20 % off with 10 ms "
    "on-time (the repetitive rating). the actuator needs at least 18 v. worst-case drop across "
    "the bridge at 2.5 a? an ina3221 logs the current, a tm1637 shows it.",
    ["L298N", "INA3221", "TM1637"],
    "insufficient_evidence",
    [],
    [
        ev("l298n.pdf", 2, "Repetitive (80% on –20% off; ton = 10ms) 2.5 A"),
        ev("l298n.pdf", 3, "IL = 2A (5) 4.9 V"),
    ],
    "The total drop is specified at 1 A (3.2 V) and 2 A (4.9 V) only; 2.5 A is an allowed "
    "repetitive current but has no drop row (24 - 4.9 = 19.1 V at 2 A says nothing about 2.5 A).",
)

compat(
    "rq94-e05",
    "medium",
    "built the lm35 bar graph display from the datasheet (figure 26, two LM3914 in dot mode) "
    "but i only have 5 v, not the 7 v in the drawing. same resistors. will the display still "
    "read right? an ads1115 logs the lm35 too and an mpu6050 is on the board.",
    ["LM35", "ADS1115", "MPU-6050"],
    "insufficient_evidence",
    [],
    [
        ev("lm35.pdf", 16, "Trim RB for VB = 3.075 V"),
        ev("lm35.pdf", 16, "Trim RA for VA = 0.075 V + 100 mV/°C ×Tambient"),
    ],
    "Figure 26 is drawn for 7 V with trimmed reference nodes; the LM3914 is not covered and "
    "nothing is said about a 5 V supply.",
)

compat(
    "rq94-e06",
    "medium",
    "bh1750 (gy-302) under the glass roof of a greenhouse, gets to 70 C on sunny days. i need "
    "sensor out / actual lux between 0.9 and 1.5 there. a dht11 and an mq-3 are in the same "
    "box. does the bh1750 sheet guarantee that at 70 C?",
    ["BH1750", "DHT11", "MQ-3"],
    "insufficient_evidence",
    [],
    [
        ev("bh1750.pdf", 2, "Electrical Characteristics ( VCC = 3.0V, DVI = 3.0V, Ta = 25℃"),
        ev("bh1750.pdf", 2, "Measurement Accuracy S/A 0.96 1.2 1.44 times"),
    ],
    "The measurement accuracy (0.96-1.44) is specified at Ta = 25 C (and EV = 1000 lx); nothing "
    "at 70 C.",
)

compat(
    "rq94-e07",
    "medium",
    "lm35 output goes straight into a bargraph driver input that pulls about 2 ma from it. "
    "at 60 C do i still get the lm35's rated accuracy? a max7219 and a drv8833 are on the same "
    "board.",
    ["LM35", "MAX7219", "DRV8833"],
    "insufficient_evidence",
    [],
    [
        ev("lm35.pdf", 3, "0 ≤ IL ≤ 1 mA TMIN ≤ TA ≤ TMAX ±0.5 ±3"),
        ev("lm35.pdf", 3, "VS = 5 Vdc and ILOAD = 50 μA"),
    ],
    "Accuracy is specified at ILOAD = 50 uA and load regulation only for 0 to 1 mA; 2 mA is "
    "below the 10 mA absolute maximum but outside every specified condition.",
)

compat(
    "rq94-e08",
    "medium",
    "74hc595 on 4.5 v, each Qn drives an led at 10 ma (sourcing). i need the output high to stay "
    "above 3.8 v so the led current stays right. an hc-sr04 and a tp4056 are on the board. does "
    "the 595 guarantee that at 10 ma?",
    ["74HC595", "HC-SR04", "TP4056"],
    "insufficient_evidence",
    [],
    [ev("74hc595.pdf", 7, "IO = 6 mA; VCC = 4.5 V 3.84 4.32 - 3.7")],
    "VOH of the Qn outputs is specified at IO = 6 mA (4.5 V) and 7.8 mA (6 V); no row at 10 mA.",
)

compat(
    "rq94-e09",
    "medium",
    "vl53l0x (gy-530) switched to the high speed profile, 20 ms timing budget. white target at "
    "1.2 m indoors, i need the ranging standard deviation under 5 %. an lm2596 and an inmp441 "
    "share the board. does the datasheet give that?",
    ["VL53L0X", "LM2596", "INMP441"],
    "insufficient_evidence",
    [],
    [ev("vl53l0x.pdf", 27, "White Target (88%) At 120 cm 4% 3% At 60 cm 7% 6%")],
    "Table 12 gives the standard deviation only for 33 ms and 66 ms timing budgets; no row for "
    "20 ms.",
)

if __name__ == "__main__":
    out = Path(__file__).with_name("questions.jsonl")
    out.write_text("".join(json.dumps(q, ensure_ascii=False) + "\n" for q in Q), encoding="utf-8")
    print(f"{len(Q)} questions -> {out}")
