"""realq87: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: timing and speed. Bus clock limits (I2C / SPI / I2S / UART and radio air rates), conversion and
measurement times, start-up, boot and settling times, sample and output data rates, timeouts, retransmit
delays and minimum pulse widths: makers asking whether a part is fast enough or how long to wait. About
two thirds casual, one third formal; one question in French, one in German.

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


# Shared evidence of the compatibility questions (these may sit on lines earlier sets quoted).
ADS_RANGE = ev("ads1115.pdf", 1, "8SPS to 860SPS")
ADS_250 = ev("ads1115.pdf", 19, "001 : 16SPS 101 : 250SPS")
INA3_140 = ev("ina3221.pdf", 26, "000 = 140μs")
INA3_2MS = ev(
    "ina3221.pdf",
    18,
    "if a system requires data to be read every 2ms with all three channels monitored",
)
MAX7219_CLK = ev("max7219.pdf", 3, "CLK Clock Period tCP 100 ns")
MAX7219_10M = ev("max7219.pdf", 1, "10MHz Serial Interface")
W25_TPP = ev("w25q64.pdf", 77, "Page Program Time tPP(6) 0.45 3 ms")
W25_TSE = ev("w25q64.pdf", 77, "Sector Erase Time (4KB) tSE(6) 400 ms")
SI_RH12 = ev("si7021.pdf", 5, "12-bit RH — 10 12")
SI_T14 = ev("si7021.pdf", 5, "14-bit temperature — 7 10.8")
SI_SUM = ev("si7021.pdf", 5, "The total conversion time will be tCONV(RH) + tCONV(T).")
M55_CONV = ev("max31855.pdf", 4, "tCONV (Note 5) 70 100 ms")
HX_EXT = ev("hx711.pdf", 3, "RATE = DVDD fclk/138,240")
HX_XTAL = ev("hx711.pdf", 3, "frequency 1 11.0592 20 MHz")
HX_80 = ev("hx711.pdf", 3, "DVDD 80")
BH_TLR = ev("bh1750.pdf", 2, "tLR － 16 24 ms")
BH_THR = ev("bh1750.pdf", 2, "tHR － 120 180 ms")
MIC_SCK = ev("inmp441.pdf", 5, "fSCK SCK frequency 0.5 3.2 MHz")
MIC_WS = ev("inmp441.pdf", 5, "fWS WS frequency 7.8 50 kHz")
MIC_64 = ev("inmp441.pdf", 11, "There must be 64 SCK cycles in each WS stereo frame")
DHT22_SP = ev("dht22.pdf", 4, "Sampling period 2 S")
M65_CONT50 = ev("max31865.pdf", 3, "Continuous conversion (50Hz notch) 20 21")
MPU_I2C = ev("mpu-6050.pdf", 15, "I2C Operating Frequency All registers, Fast-mode 400 kHz")
MPU_ODR = ev("mpu-6050.pdf", 13, "Programmable Range 4 1,000 Hz")
MPU_EXT = ev("mpu-6050.pdf", 17, "External Clock Allowable Jitter Cycle-to-cycle rms 1 to 2 µs")
NRF_SB = ev("nrf24l01p.pdf", 49, "the nRF24L01+ air data rate must be set to 1Mbps or 250kbps")
INA2_128 = ev("ina219.pdf", 20, "1 1 1 1 128 68.10 ms")
DS_TCONV = ev("ds3231.pdf", 4, "Temperature Conversion Time tCONV 125 200 ms")
DS_ORDER = ev("ds3231.pdf", 18, "DS3231SN# -40°C to +85°C 16 SO")
DS_FAST = ev("ds3231.pdf", 1, "Fast (400kHz) I2C Interface")
PC_TR = ev("pc817.pdf", 4, "Rise time tr − 4 18 µs")
MCP_5V = ev("mcp3008.pdf", 3, "Throughput Rate fSAMPLE — — 200 ksps VDD = VREF = 5V")
MCP_FCLK5 = ev("mcp3008.pdf", 4, "Clock Frequency fCLK — — 3.6 MHz VDD = 5V")
SRD_OP = ev("srd-05vdc-sl-c.pdf", 2, "Operation Time 10msec Max.")
SRD_REL = ev("srd-05vdc-sl-c.pdf", 2, "Release Time 5msec Max.")
MCP4725_TS = ev("mcp4725.pdf", 3, "Output Voltage Settling TS — 6 — µs")
LM35_SU = ev("lm35.pdf", 7, "START-UP RESPONSE")

# ================================================================ answerable factual (16)
fact(
    "rq87-f01",
    "medium",
    "ads1115 on a breakout reading a slow pressure transducer. i want something between 32 and 128 "
    "sps so i wrote DR[2:0] = 011 into the config register. what data rate did i actually pick?",
    ["ADS1115"],
    [it("ADS1115", "data_rate", "SPS", value=64, cond="DR[2:0] = 011")],
    [ev("ads1115.pdf", 19, "011 : 64SPS")],
    "Config register DR[2:0] = 011: 64 SPS (new number for the device). Look-alikes on the same table "
    "line: 111 = 860 SPS; 010 = 32 SPS, 100 = 128 SPS default, 101 = 250 SPS, 110 = 475 SPS (asked earlier).",
)
fact(
    "rq87-f02",
    "medium",
    "nrf24l01+ link with ack payloads, i bumped the auto retransmit delay because acks were getting "
    "lost. SETUP_RETR now has ARD = 0010 in the upper nibble. how long does the ptx wait before it "
    "retransmits with that setting?",
    ["nRF24L01+"],
    [it("nRF24L01+", "response_time", "us", value=750, cond="ARD = 0010 (SETUP_RETR[7:4])")],
    [ev("nrf24l01p.pdf", 58, "‘0010’ – Wait 750µS")],
    "SETUP_RETR ARD = 0010: wait 750 us (new number). Look-alikes: 0000 = 250 us reset value, 0001 = "
    "500 us, 1111 = 4000 us (asked earlier); the 250 kbps Table 18 row 750 us < 8 byte ACK payload.",
)
fact(
    "rq87-f03",
    "medium",
    "In the RF_SETUP register of the nRF24L01+, which air data rate is selected when RF_DR_LOW = 0 and "
    "RF_DR_HIGH = 0?",
    ["nRF24L01+"],
    [it("nRF24L01+", "baud_rate", "Mbps", value=1, cond="[RF_DR_LOW, RF_DR_HIGH] = 00")],
    [ev("nrf24l01p.pdf", 58, "‘00’ – 1Mbps")],
    "RF_SETUP encoding [RF_DR_LOW, RF_DR_HIGH] = 00: 1 Mbps (filed as baud_rate like rq84-f07). "
    "Look-alikes: 01 = 2 Mbps (reset value, asked in rq84), 10 = 250 kbps, 11 reserved.",
    wording="formal",
)
fact(
    "rq87-f04",
    "hard",
    "When the MAX44009 runs in its default automatic mode (CDR and TIM generated internally), over "
    "which range of integration times does the autoranging circuit step?",
    ["MAX44009"],
    [
        it(
            "MAX44009",
            "response_time",
            "ms",
            mn=100,
            cond="integration time, automatic mode, shortest",
        ),
        it(
            "MAX44009",
            "response_time",
            "ms",
            mx=800,
            cond="integration time, automatic mode, longest",
        ),
    ],
    [
        ev("max44009.pdf", 11, "the integration time from 100ms to 200ms to 400ms, or"),
        ev("max44009.pdf", 11, "to 800ms. The combination of the current divider and the"),
    ],
    "Applications information, auto mode: 100 -> 200 -> 400 -> 800 ms (the range is split into two "
    "items because the two bounds sit on separate lines). Look-alikes: manual mode "
    "6.25 .. 800 ms (rq75-f11), default CONT = 0 measurement every 800 ms, threshold timer x 100 ms.",
    typ="structured",
    wording="formal",
)
fact(
    "rq87-f05",
    "hard",
    "ina3221 on my solar tracker, bus voltages barely move so i want the fast bus conversion and a "
    "long shunt one. the datasheet has a worked example of mixed conversion times (shunt 4.156 ms, "
    "bus 588 us). what update time does that example end up with?",
    ["INA3221"],
    [
        it(
            "INA3221",
            "response_time",
            "ms",
            value=5,
            cond="update time, shunt CT 4.156 ms + bus CT 588 us (example)",
        )
    ],
    [ev("ina3221.pdf", 18, "conversion time set to 588μs for a 5ms update time.")],
    "Section 7.4.2.2 example: 4.156 ms shunt + 588 us bus = 5 ms update (new number). Look-alikes: the "
    "2 ms three-channel example with 332 us (rq69-f08), CT table 140 us .. 8.244 ms, 28.6 ms timing "
    "control window.",
)
fact(
    "rq87-f06",
    "hard",
    "computing power from an ina219 (current * bus voltage) on a motor that changes load fast. i run "
    "12-bit with 128-sample averaging. how far apart in time can the current and the bus voltage "
    "samples be with those settings?",
    ["INA219"],
    [
        it(
            "INA219",
            "response_time",
            "ms",
            mx=68,
            cond="time between sampling current and bus voltage, 12-bit, 128 averages",
        )
    ],
    [
        ev(
            "ina219.pdf",
            10,
            "when configured for 12-bit and 128 sample averaging, up to 68 ms in time between",
        )
    ],
    "Power measurement section: up to 68 ms between the two samplings. Look-alikes: 68.10 ms conversion "
    "time with 128 averages (Table 5, asked rq47-f21), 532 us 12-bit conversion, 28 ms SMBus timeout.",
)
fact(
    "rq87-f07",
    "medium",
    "What filter time does the MCP73831 apply to its charge-termination comparator to keep transient "
    "loads from ending the charge cycle early?",
    ["MCP73831"],
    [it("MCP73831", "response_time", "ms", value=1, cond="termination comparator filter (text)")],
    [ev("mcp73831.pdf", 14, "A 1 ms filter time on the termination")],
    "Section 4 text: 1 ms filter. Look-alikes: tTERM 0.4 / 1.3 / 3.2 ms and tCHARGE in the AC table "
    "(asked), tSTART 5 ms, tDELAY / tRISE 1 ms, thermal shutdown 150 C.",
    wording="formal",
)
fact(
    "rq87-f08",
    "hard",
    "Note 10 of the DS3231 AC characteristics discusses a fast-mode device in a standard-mode I2C "
    "system that stretches the SCL low period. How long before SCL is released must such a device "
    "output the next data bit on SDA?",
    ["DS3231"],
    [
        it(
            "DS3231",
            "response_time",
            "ns",
            value=1250,
            cond="tR(MAX) + tSU:DAT, fast-mode device in a standard-mode system (note 10)",
        )
    ],
    [ev("ds3231.pdf", 6, "tR(MAX) + tSU:DAT = 1000 + 250 = 1250ns")],
    "Note 10: 1000 + 250 = 1250 ns (new number). Look-alikes in the same note: tSU:DAT 250 ns, tR 1000 "
    "ns (asked), note 8 300 ns internal hold, tSP 30 ns.",
    wording="formal",
)
fact(
    "rq87-f09",
    "medium",
    "Horloge PCF8563 sur mon ESP32 : je veux un réveil par le compte à rebours toutes les quelques "
    "secondes, donc je mets TD[1:0] = 10 dans le registre Timer_control. Quelle est alors la "
    "fréquence de l'horloge source du timer ?",
    ["PCF8563"],
    [it("PCF8563", "data_rate", "Hz", value=1, cond="timer source clock, TD[1:0] = 10")],
    [ev("pcf8563.pdf", 16, "10 1 Hz")],
    "Table 23 TD[1:0] = 10: 1 Hz. Look-alikes: 00 = 4.096 kHz and 01 = 64 Hz (asked), 11 = 1/60 Hz; the "
    "CLKOUT FD = 11 is also 1 Hz (rq84, rq85), another register.",
    lang="fr",
)
fact(
    "rq87-f10",
    "medium",
    "max31865 pt100 board, i do 1-shot conversions to save power and the filter bit is set for 60 hz "
    "(we're in the us). roughly how long does one 1-shot conversion take according to the "
    "configuration register description?",
    ["MAX31865"],
    [
        it(
            "MAX31865",
            "response_time",
            "ms",
            value=52,
            cond="single (1-shot) conversion, 60 Hz filter",
        )
    ],
    [ev("max31865.pdf", 13, "conversion requires approximately 52ms in 60Hz filter")],
    "Register text: approximately 52 ms in 60 Hz mode (62.5 ms in 50 Hz mode, rq69-f16). The number is "
    "the typical of the tCONV row (52 / 55 ms, rq26-f02), here from the register description line. "
    "Look-alikes: continuous 16.7 ms, VBIAS wait 10.5 time constants + 1 ms.",
)
fact(
    "rq87-f11",
    "medium",
    "max31865 board with an rc filter on the rtd inputs. i use the automatic fault detection (write "
    "100X010Xb to config). how long a delay does the chip insert before it checks for faults, so the "
    "filter can settle?",
    ["MAX31865"],
    [
        it(
            "MAX31865",
            "response_time",
            "us",
            value=100,
            cond="automatic fault detection cycle, delay before checking for faults",
        )
    ],
    [ev("max31865.pdf", 14, "cycle inserts 100Fs delays before checking for faults,")],
    "Configuration register text (p14, 'Fs' is the sheet's rendering of us): 100 us delays (new number). "
    "Look-alikes: the whole automatic cycle 550 / 600 us (rq30-f12), manual mode when the input time "
    "constant exceeds 100 us (same number, other statement), VBIAS wait 10.5 time constants + 1 ms.",
)
fact(
    "rq87-f12",
    "hard",
    "bh1750 in continuous mode on a plant light logger. how often does the data register get a new "
    "result in continuous H-resolution mode, and how often in continuous L-resolution mode "
    "(typical)?",
    ["BH1750"],
    [
        it("BH1750", "response_time", "ms", typ=120, cond="continuous H-resolution mode, update"),
        it("BH1750", "response_time", "ms", typ=16, cond="continuous L-resolution mode, update"),
    ],
    [
        ev(
            "bh1750.pdf",
            7,
            "The result of continuously measurement mode is updated.( 120ms.typ at H-resolution "
            "mode, 16ms.typ at L-resolution",
        )
    ],
    "Measurement sequence example ex1: 120 ms typ (H) and 16 ms typ (L). Old numbers (tHR / tLR rows "
    "asked); the update line was not quoted. Look-alikes: max 180 ms / 24 ms, first H measurement 180 "
    "ms, 240 ms with MTreg doubled, reset section 1 us.",
    typ="structured",
)
fact(
    "rq87-f13",
    "medium",
    "The HX711 is clocked from an 11.0592 MHz crystal instead of its on-chip oscillator. Which output "
    "data rates does the datasheet state for RATE = 0 and for RATE = 1 in that case?",
    ["HX711"],
    [
        it("HX711", "data_rate", "SPS", value=10, cond="11.0592 MHz crystal, RATE = 0"),
        it("HX711", "data_rate", "SPS", value=80, cond="11.0592 MHz crystal, RATE = 1"),
    ],
    [
        ev("hx711.pdf", 4, "crystal results in an accurate 10 (RTE=0) or"),
        ev("hx711.pdf", 4, "80SPS (RATE=1) output data rate."),
    ],
    "Output data rate and format section: an accurate 10 / 80 SPS with 11.0592 MHz. Old numbers (the "
    "internal-oscillator typicals were asked); here the crystal condition. Look-alikes: formulas "
    "fclk/1,105,920 and fclk/138,240, settling 400 / 50 ms.",
    typ="structured",
    wording="formal",
)
fact(
    "rq87-f14",
    "hard",
    "bit-banging a 74hc595 (plain hc) from a fast mcu, the whole board runs on 6v from 4 aa cells. "
    "enclosure outdoors so -40 to 85 c. what's the minimum shcp high/low pulse width i have to keep?",
    ["74HC595"],
    [
        it(
            "74HC595",
            "response_time",
            "ns",
            mn=16,
            cond="tW SHCP HIGH or LOW, VCC = 6 V, -40..+85 C",
        )
    ],
    [ev("74hc595.pdf", 10, "VCC = 6 V 13 5 - 16 - 19 - ns")],
    "Table 7 tW SHCP at 6 V: 13 ns (25 C), 16 ns (-40..+85 C), 19 ns (to +125 C); new numbers for this "
    "row. Look-alikes: 4.5 V row 15 / 19 / 22 ns (asked), 2 V 75 / 95 / 110 ns, STCP and MR rows at 6 V "
    "have the same 13 / 16 / 19 ns, 74HCT595 16 / 20 / 24 ns.",
)
fact(
    "rq87-f15",
    "hard",
    "For a 74HC595 supplied at VCC = 6 V, what minimum set-up time from DS to SHCP does the dynamic "
    "characteristics table guarantee over -40 °C to +125 °C?",
    ["74HC595"],
    [it("74HC595", "response_time", "ns", mn=13, cond="tsu DS to SHCP, VCC = 6 V, -40..+125 C")],
    [ev("74hc595.pdf", 11, "VCC = 6 V 9 3 - 11 - 13 - ns")],
    "Table 7 tsu DS to SHCP at 6 V: 9 (25 C) / 11 (-40..+85 C) / 13 ns (-40..+125 C); new numbers. "
    "Look-alikes: trec MR to SHCP at 6 V 9 / 11 / 13 ns (same numbers, other row), SHCP to STCP 13 / 16 / "
    "19 ns, 4.5 V tsu 10 / 13 / 15 ns (asked).",
    wording="formal",
)
fact(
    "rq87-f16",
    "medium",
    "inmp441 datasheet, the high-pass filter table (-3 dB at 3.7 hz and so on). what sample rate are "
    "those numbers given for? mine runs at a different fs and the text says it scales",
    ["INMP441"],
    [
        it(
            "INMP441",
            "data_rate",
            "kHz",
            value=48,
            cond="nominal sampling rate of Table 7 (high-pass filter)",
        )
    ],
    [ev("inmp441.pdf", 13, "characteristics for a nominal sampling rate of 48 kHz.")],
    "High-pass filter section: characteristics for a nominal 48 kHz (new number for the device). "
    "Look-alikes: fWS 7.8 .. 50 kHz (asked often), pass band 20.3 kHz and 24 kHz corner at 48 kHz, "
    "cut-off 3.7 Hz.",
)

# ================================================================ factual insufficient_evidence (9)
trap(
    "rq87-u01",
    "hard",
    "max44009 left in auto mode on a window sill. at what lux level does the autoranging switch the "
    "integration time down from 800 ms to 400 ms?",
    ["MAX44009"],
    [ev("max44009.pdf", 11, "light intensities greater than 700 lux, a current divider")],
    "Auto mode steps 100 / 200 / 400 / 800 ms, but the lux thresholds of the steps are not given. Near "
    "miss: 700 lux is the threshold of the current divider (factor 8), not of an integration-time step; "
    "Table 9 (lux max per integration time, e.g. 2938 lux at 800 ms) is for manual mode.",
)
trap(
    "rq87-u02",
    "medium",
    "my 'ds18b20' probes turned out to be old DS18S20s (the fixed 9-bit part) from a drawer. what's "
    "the max conversion time of a DS18S20?",
    ["DS18B20"],
    [ev("ds18b20.pdf", 9, "0 0 9 93.75ms (tCONV/8)")],
    "Part not covered: the sheet is the DS18B20 (9-bit setting 93.75 ms max); the DS18S20 is another "
    "device and is not described.",
)
trap(
    "rq87-u03",
    "medium",
    "cheap pressure sensor module with an HX710B on it (looks like a hx711 sibling). what output data "
    "rates can the HX710B do?",
    ["HX711"],
    [ev("hx711.pdf", 4, "rate when using the internal oscillator is 10")],
    "Part not covered: only the HX711 sheet (10 / 80 SPS) is present; the HX710B is another device.",
)
trap(
    "rq87-u04",
    "medium",
    "The RTC module fitted in our design carries a PCF85063A rather than a PCF8563. Which source "
    "clock frequencies does the PCF85063A offer for its countdown timer?",
    ["PCF8563"],
    [
        ev(
            "pcf8563.pdf",
            16,
            "The 8-bit countdown timer at address 0Fh is controlled by the Timer_control register at",
        )
    ],
    "Part not covered: the sheet is the PCF8563 (timer 4096 / 64 / 1 / 1/60 Hz); nothing on the "
    "PCF85063A.",
    wording="formal",
)
trap(
    "rq87-u05",
    "hard",
    "mcp4725 making a staircase waveform. i need a guaranteed number: what's the maximum output "
    "settling time in normal (active) mode for a code step, not waking up from power-down?",
    ["MCP4725"],
    [ev("mcp4725.pdf", 20, "Active mode settling time (6 µs, typical).")],
    "Only a typical settling time (6 us, TS row and text) is given. Near miss: 'less than 10 us' is "
    "stated for the change from power-down to normal mode (rq48-f12), not for a code step in active "
    "mode.",
)
trap(
    "rq87-u06",
    "hard",
    "mpu6050 with the dlpf set to the 5 hz setting (DLPFCFG=6) because of motor vibration. how long "
    "after power-on until the gyro zero-rate output has settled?",
    ["MPU-6050"],
    [ev("mpu-6050.pdf", 12, "GYROSCOPE START-UP TIME DLPFCFG=0")],
    "The gyro start-up time (ZRO settling 30 ms) is given only for DLPFCFG = 0; no row for DLPFCFG = 6. "
    "Earlier sets asked the DLPFCFG = 0 value (rq28-f26) and the missing accelerometer start-up (rq29-u01).",
)
trap(
    "rq87-u07",
    "medium",
    "A design is to move from the MCP3008 to the 12-bit MCP3208 in the same socket. What "
    "maximum sample rate does the MCP3208 reach at 5 V?",
    ["MCP3008"],
    [
        ev(
            "mcp3008.pdf",
            3,
            "TA = -40°C to +85°C, fSAMPLE = 200 ksps and fCLK = 18*fSAMPLE",
        )
    ],
    "Part not covered: the sheet covers MCP3004 / MCP3008 (200 ksps at 5 V); the MCP3208 is not in it.",
    wording="formal",
)
trap(
    "rq87-u08",
    "medium",
    "my current sensor board says INA226 on the chip, not ina219. what conversion times can the "
    "INA226 be set to?",
    ["INA219"],
    [ev("ina219.pdf", 20, "0 X 0 1 10 bit 148 μs")],
    "Part not covered: only the INA219 sheet (84 us .. 68.10 ms) is present; the INA226 is another device.",
)
trap(
    "rq87-u09",
    "medium",
    "A DS18B20 is powered from a GPIO so it can be switched off between readings. After "
    "switching the supply on, how many milliseconds must the master wait before issuing the "
    "reset pulse and the first command?",
    ["DS18B20"],
    [ev("ds18b20.pdf", 12, "recall operation happens automatically at power-up, so")],
    "No power-up time in ms is given: the sheet only says the EEPROM recall happens automatically at "
    "power-up and the data is valid 'as soon as power is applied'. Near misses: tRSTL 480 us, tCONV.",
    wording="formal",
)

# ================================================================ compatibility: compatible (12)
compat(
    "rq87-c01",
    "hard",
    "ads1115 sampling an acs712 for a motor current log, one channel only, continuous mode. i need at "
    "least 200 samples per second and set DR to 250 sps. an l298n drives the motor. does the adc keep "
    "up even with its data rate tolerance?",
    ["ADS1115", "ACS712", "L298N"],
    "compatible",
    [it("ADS1115", "data_rate", "SPS", value=250, cond="DR[2:0] = 101")],
    [ADS_250, ev("ads1115.pdf", 3, "Data rate variation All data rates –10 10 %")],
    "250 SPS with the +-10 % data rate variation is at least 225 SPS > 200 SPS.",
)
compat(
    "rq87-c02",
    "hard",
    "battery monitor: ina3221 watching three rails in continuous shunt+bus mode, no averaging, both "
    "conversion times set to 140 us. i want a complete new set of all six readings at least every "
    "1 ms. a tp4056 charges the pack and an irlz44n switches the load. fast enough?",
    ["INA3221", "TP4056", "IRLZ44N"],
    "compatible",
    [it("INA3221", "response_time", "us", value=140, cond="VBUSCT / VSHCT = 000")],
    [INA3_140, INA3_2MS],
    "3 channels x (shunt + bus) x 140 us = 0.84 ms < 1 ms (the sheet's own example: 6 x 332 us for 2 ms).",
)
compat(
    "rq87-c03",
    "medium",
    "nano (5 V) driving a max7219 8x8 matrix with hardware spi at 8 mhz, a dht11 and an mq-3 on the "
    "same board. is 8 mhz within what the max7219 takes?",
    ["MAX7219", "DHT11", "MQ-3"],
    "compatible",
    [it("MAX7219", "spi_clock_frequency", "MHz", mx=10, cond="serial interface")],
    [MAX7219_10M, MAX7219_CLK],
    "tCP 100 ns min = 10 MHz; 8 MHz (125 ns period) is inside.",
)
compat(
    "rq87-c04",
    "medium",
    "Data logger: every 5 ms the firmware writes one 256-byte page to a W25Q64FV (page already "
    "erased, Write Enable issued each time). A CCS811 and an ACS712 provide the data. Does a page "
    "program always finish within the 5 ms slot?",
    ["W25Q64FV", "CCS811", "ACS712"],
    "compatible",
    [it("W25Q64FV", "response_time", "ms", typ=0.45, mx=3, cond="tPP page program time")],
    [W25_TPP],
    "tPP 3 ms max < 5 ms.",
    wording="formal",
)
compat(
    "rq87-c05",
    "hard",
    "si7021 at default resolution (12-bit rh, 14-bit temp) polled from a 25 ms control loop: start an "
    "rh measurement, then read rh and the temperature from that same measurement. an hmc5883l and a "
    "74hc595 for status leds are on the board. does one rh+temp measurement fit in 25 ms worst case?",
    ["Si7021", "HMC5883L", "74HC595"],
    "compatible",
    [
        it("Si7021", "response_time", "ms", typ=10, mx=12, cond="tCONV 12-bit RH"),
        it("Si7021", "response_time", "ms", typ=7, mx=10.8, cond="tCONV 14-bit temperature"),
    ],
    [SI_RH12, SI_T14, SI_SUM],
    "An RH measurement includes a temperature measurement: 12 + 10.8 = 22.8 ms max < 25 ms; the "
    "temperature of that measurement is read without a new conversion.",
)
compat(
    "rq87-c06",
    "medium",
    "A MAX31855 (K-type thermocouple on a smoker) is read every 200 ms; an L298N drives the "
    "fan and an XC6206 supplies 3.3 V. Does every read return the result of a fresh "
    "conversion?",
    ["MAX31855", "L298N", "XC6206"],
    "compatible",
    [it("MAX31855", "response_time", "ms", typ=70, mx=100, cond="tCONV")],
    [M55_CONV],
    "tCONV 100 ms max < 200 ms between reads.",
    wording="formal",
)
compat(
    "rq87-c07",
    "hard",
    "hx711 on a fast check-weigher: RATE pin high and XI fed from a 20 mhz clock oscillator (no "
    "crystal). i need at least 120 samples per second. a tm1637 shows the weight and an irlz44n fires "
    "the reject flap. does the hx711 get there?",
    ["HX711", "TM1637", "IRLZ44N"],
    "compatible",
    [],
    [HX_EXT, HX_XTAL],
    "With an external clock the rate is fclk/138,240 (RATE = DVDD): 20 MHz / 138,240 = 144.7 SPS > 120; "
    "20 MHz is the maximum of the 1 .. 20 MHz clock range. No field for the formula, so no items.",
)
compat(
    "rq87-c08",
    "medium",
    "On a line-following robot (DRV8833 motor driver, HC-SR04 in front), a BH1750 runs in "
    "continuous L-resolution mode and is read every 50 ms. Is a new result guaranteed to be "
    "available at every read?",
    ["BH1750", "DRV8833", "HC-SR04"],
    "compatible",
    [it("BH1750", "response_time", "ms", typ=16, mx=24, cond="tLR, L-resolution mode")],
    [BH_TLR],
    "tLR 24 ms max < 50 ms.",
    wording="formal",
)
compat(
    "rq87-c09",
    "hard",
    "inmp441 for a voice command thing on an esp32 at 8 khz sample rate, 64 bit clocks per ws frame "
    "so sck = 512 khz. everything runs from an lm2596 buck. is that clocking inside the mic's limits?",
    ["INMP441", "ESP32-WROOM-32", "LM2596"],
    "compatible",
    [
        it("INMP441", "data_rate", "kHz", mn=7.8, mx=50, cond="fWS WS frequency"),
        it("INMP441", "spi_clock_frequency", "MHz", mn=0.5, mx=3.2, cond="fSCK SCK frequency"),
    ],
    [MIC_WS, MIC_SCK, MIC_64],
    "8 kHz is inside 7.8 .. 50 kHz and 64 x 8 kHz = 512 kHz is inside 0.5 .. 3.2 MHz; 64 SCK per frame "
    "is what the part requires.",
)
compat(
    "rq87-c10",
    "medium",
    "greenhouse display: dht22 read every 2.5 s, a tm1637 shows it and an mq-3 is on the same 5 v. "
    "ok for the dht22?",
    ["DHT22", "TM1637", "MQ-3"],
    "compatible",
    [it("DHT22", "response_time", "s", mn=2, cond="sampling period")],
    [DHT22_SP],
    "Sampling period 2 s; 2.5 s is longer.",
)
compat(
    "rq87-c11",
    "medium",
    "A MAX31865 runs in automatic (continuous) conversion mode with the 50 Hz filter selected, and "
    "the controller reads the RTD register every 25 ms; an SRD-05VDC-SL-C relay switches the heater "
    "and a DHT11 measures the room. Is a new conversion result available for every read?",
    ["MAX31865", "SRD-05VDC-SL-C", "DHT11"],
    "compatible",
    [
        it(
            "MAX31865",
            "response_time",
            "ms",
            typ=20,
            mx=21,
            cond="continuous conversion, 50 Hz notch",
        )
    ],
    [M65_CONT50],
    "Continuous 50 Hz: 21 ms max < 25 ms.",
    wording="formal",
)
compat(
    "rq87-c12",
    "hard",
    "mpu6050 accel at its max output rate (1 khz), and every 1 ms i burst-read the 14 bytes "
    "(accel, temp, gyro) over i2c at 400 khz. hmc5883l and esp32 on the same bus. can the bus and the "
    "sensor keep up?",
    ["MPU-6050", "HMC5883L", "ESP32-WROOM-32"],
    "compatible",
    [
        it("MPU-6050", "data_rate", "Hz", mn=4, mx=1000, cond="accelerometer output data rate"),
        it("MPU-6050", "i2c_clock_frequency", "kHz", mx=400, cond="fast mode, all registers"),
    ],
    [MPU_ODR, MPU_I2C],
    "Accel ODR up to 1 kHz; one burst read is about 17 bytes x 9 bits = 153 bit times = 0.38 ms at "
    "400 kHz < 1 ms (computed).",
)

# ================================================================ compatibility: incompatible (12)
compat(
    "rq87-i01",
    "medium",
    "A vibration logger needs 1000 samples per second from a single ADS1115 channel; a "
    "TMP36 will use another channel later and a TPS63021 supplies the board. Can the "
    "ADS1115 deliver 1 kSPS?",
    ["ADS1115", "TMP36", "TPS63020"],
    "incompatible",
    [it("ADS1115", "data_rate", "SPS", mn=8, mx=860, cond="programmable data rate")],
    [ADS_RANGE],
    "Maximum data rate 860 SPS < 1000.",
    wording="formal",
)
compat(
    "rq87-i02",
    "medium",
    "hx711 with the on-chip oscillator (XI to ground), RATE pin high. conveyor scale needs 100 "
    "readings per second. l298n runs the belt, hc-sr04 detects the box. enough?",
    ["HX711", "L298N", "HC-SR04"],
    "incompatible",
    [it("HX711", "data_rate", "Hz", typ=80, cond="internal oscillator, RATE = DVDD")],
    [HX_80],
    "Internal oscillator: 80 SPS (typ) at RATE = 1 < 100.",
)
compat(
    "rq87-i03",
    "hard",
    "old nRF2401A transmitters in the field, new receiver with an nrf24l01+. i disabled enhanced "
    "shockburst (EN_AA = 0, ARC = 0) but kept the default 2 mbps air rate. a tmp36 and an xc6206 are "
    "on the receiver. will it hear the old ones?",
    ["nRF24L01+", "TMP36", "XC6206"],
    "incompatible",
    [
        it(
            "nRF24L01+",
            "baud_rate",
            "kbps",
            mn=250,
            mx=1000,
            cond="ShockBurst compatibility: 1 Mbps or 250 kbps",
        )
    ],
    [NRF_SB],
    "For nRF2401A compatibility the air data rate must be 1 Mbps or 250 kbps; 2 Mbps is not allowed.",
)
compat(
    "rq87-i04",
    "medium",
    "pid loop for a kiln at 20 hz: i read the max31855 every 50 ms and expect a fresh thermocouple "
    "value each time. irlz44n drives the ssr, mcp2515 sends data out. will that work?",
    ["MAX31855", "IRLZ44N", "MCP2515"],
    "incompatible",
    [it("MAX31855", "response_time", "ms", typ=70, mx=100, cond="tCONV")],
    [M55_CONV],
    "tCONV 70 typ / 100 max ms > 50 ms: no fresh conversion for every read.",
)
compat(
    "rq87-i05",
    "medium",
    "A solar lamp controller sends a BH1750 the One Time H-Resolution Mode command and "
    "reads the result 100 ms later in every cycle; a CCS811 and a TP4056 share the board. "
    "Is 100 ms always sufficient?",
    ["BH1750", "CCS811", "TP4056"],
    "incompatible",
    [it("BH1750", "response_time", "ms", typ=120, mx=180, cond="tHR, H-resolution mode")],
    [BH_THR],
    "tHR 120 typ / 180 max ms > 100 ms.",
    wording="formal",
)
compat(
    "rq87-i06",
    "hard",
    "ina219 on a drv8833 motor rail, 12-bit with 128 sample averaging for clean numbers, and the "
    "control loop wants a new current reading every 50 ms. an mcp4725 sets the speed reference. does it keep up?",
    ["INA219", "DRV8833", "MCP4725"],
    "incompatible",
    [it("INA219", "response_time", "ms", typ=68.1, cond="128 samples averaged, 12-bit")],
    [INA2_128],
    "128 averages take 68.10 ms > 50 ms.",
)
compat(
    "rq87-i07",
    "hard",
    "Weather station: the firmware sets the CONV bit of a DS3231 ten times per second and reads the "
    "temperature registers 100 ms after each request, expecting a new conversion every time. A CCS811 "
    "and a TPS63021 are on the board. Is that feasible?",
    ["DS3231", "CCS811", "TPS63020"],
    "incompatible",
    [it("DS3231", "response_time", "ms", typ=125, mx=200, cond="tCONV temperature conversion")],
    [DS_TCONV],
    "tCONV 125 typ / 200 max ms > 100 ms.",
    wording="formal",
)
compat(
    "rq87-i08",
    "hard",
    "isolating a 460800 baud uart between two esp32 boards with a pc817, with only a 100 ohm load on "
    "the transistor. an lm2596 supplies the far side. is the pc817 fast enough for that bit rate?",
    ["PC817", "ESP32-WROOM-32", "LM2596"],
    "incompatible",
    [
        it(
            "PC817",
            "response_time",
            "us",
            typ=4,
            mx=18,
            cond="tr, VCE = 2 V, IC = 2 mA, RL = 100 Ohm",
        )
    ],
    [PC_TR],
    "One bit is 2.2 us at 460800 baud; the rise time is already 4 us typ (18 us max) at RL = 100 Ohm, "
    "the fastest condition the sheet gives (cut-off 80 kHz typ).",
)
compat(
    "rq87-i09",
    "hard",
    "inmp441 at 8 khz on a small mcu whose i2s only does 16-bit stereo frames, so 32 bit clocks per "
    "ws frame (sck = 256 khz). max7219 shows a level meter, tps63021 supply. will the mic work like that?",
    ["INMP441", "MAX7219", "TPS63020"],
    "incompatible",
    [it("INMP441", "spi_clock_frequency", "MHz", mn=0.5, mx=3.2, cond="fSCK SCK frequency")],
    [MIC_64, MIC_SCK],
    "The INMP441 needs 64 SCK cycles per WS frame, and 256 kHz is below the 0.5 MHz SCK minimum.",
)
compat(
    "rq87-i10",
    "medium",
    "my control loop has a 100 ms deadline and inside it i erase one 4 KB sector of a w25q64fv before "
    "logging. mcp2515 and hmc5883l on the same spi / i2c. does the erase always fit?",
    ["W25Q64FV", "MCP2515", "HMC5883L"],
    "incompatible",
    [it("W25Q64FV", "response_time", "ms", mx=400, cond="tSE sector erase 4 KB")],
    [W25_TSE],
    "tSE up to 400 ms > 100 ms (typical 45 / 60 ms would fit, the maximum does not).",
)
compat(
    "rq87-i11",
    "medium",
    "An MCP3008 powered at 5 V must digitise an ultrasonic envelope at 250 ksps on one "
    "channel; an MQ-2 and an AMS1117 are also on the board. Can the MCP3008 sample that "
    "fast?",
    ["MCP3008", "MQ-2", "AMS1117"],
    "incompatible",
    [it("MCP3008", "data_rate", "ksps", mx=200, cond="fSAMPLE, VDD = VREF = 5 V")],
    [MCP_5V],
    "200 ksps max at 5 V < 250 ksps.",
    wording="formal",
)
compat(
    "rq87-i12",
    "medium",
    "Ich will mit einem Songle SRD-05VDC-SL-C die Lüfterdrehzahl per PWM regeln: 100 Hz, 50 % "
    "Tastverhältnis, also 5 ms Spule an. Ein LM35 misst die Temperatur, ein PC817 trennt die "
    "Ansteuerung der Spule. Schafft das Relais das?",
    ["SRD-05VDC-SL-C", "LM35", "PC817"],
    "incompatible",
    [it("SRD-05VDC-SL-C", "response_time", "ms", mx=10, cond="operation time")],
    [SRD_OP],
    "Operation time up to 10 ms > 5 ms on-time per PWM period.",
    lang="de",
)

# ================================================================ compatibility: insufficient_evidence (11)
compat(
    "rq87-e01",
    "hard",
    "An MCP3008 runs at VDD = VREF = 3.3 V from the same rail as the host, with a 2 MHz SPI "
    "clock; a TMP36 is on CH0 and a MAX31855 shares the SPI bus. Is a 2 MHz clock within "
    "the MCP3008 specification at 3.3 V?",
    ["MCP3008", "TMP36", "MAX31855"],
    "insufficient_evidence",
    [],
    [MCP_FCLK5, ev("mcp3008.pdf", 4, "1.35 MHz VDD = 2.7V")],
    "fCLK is given at VDD = 5 V (3.6 MHz) and 2.7 V (1.35 MHz) only; 2 MHz at 3.3 V is not settled.",
    wording="formal",
)
compat(
    "rq87-e02",
    "medium",
    "An RTC module bought for DS3231 firmware turns out to carry a DS1307. The I2C bus runs "
    "at 400 kHz together with an MQ-2 ADC and a TM1637. Does the DS1307 support a 400 kHz "
    "bus?",
    ["DS3231", "MQ-2", "TM1637"],
    "insufficient_evidence",
    [],
    [DS_FAST],
    "Part not covered: the DS3231 supports 400 kHz; the DS1307 is not in the corpus.",
    wording="formal",
)
compat(
    "rq87-e03",
    "medium",
    "zs-042 ds3231 board, i also log to the little AT24C32 eeprom on it: one 32-byte page every 5 ms. "
    "an mcp73831 charger and an xc6206 regulator on the same board. does the eeprom finish its write cycle in time?",
    ["DS3231", "MCP73831", "XC6206"],
    "insufficient_evidence",
    [],
    [DS_ORDER],
    "Part not covered: the AT24C32 of the ZS-042 module has no sheet here; the DS3231 sheet covers the "
    "RTC only.",
)
compat(
    "rq87-e04",
    "hard",
    "mcp4725 as a cheap audio dac: i2c high-speed mode at 3.4 mhz, 40 ksps updates, each update a "
    "small code step. max7219 and a dht22 on the same board. is the dac output guaranteed to settle "
    "between updates (25 us)?",
    ["MCP4725", "MAX7219", "DHT22"],
    "insufficient_evidence",
    [],
    [MCP4725_TS],
    "Only a typical settling time (6 us) is given; no maximum, so a guaranteed settling in 25 us is not "
    "settled (the bus itself would allow about 9 us per fast-write at 3.4 MHz).",
)
compat(
    "rq87-e05",
    "hard",
    "lm35 powered from an arduino pin (5 v) so it only draws current when i read it. i switch it on "
    "and read the output with the adc 1 ms later. acs712 and l298n on the same board. is the lm35 "
    "output settled by then?",
    ["LM35", "ACS712", "L298N"],
    "insufficient_evidence",
    [],
    [LM35_SU],
    "Only a typical start-up response curve (Figure 13) is given; no specified turn-on / settling time.",
)
compat(
    "rq87-e06",
    "medium",
    "usb 5 v -> ams1117-3.3 -> a ccs811 and a gy-49 max44009. the ccs811 wants its vdd ramp to be done in 3 ms. "
    "does the ams1117 output rise that fast?",
    ["AMS1117", "CCS811", "MAX44009"],
    "insufficient_evidence",
    [],
    [ev("ccs811.pdf", 6, "The maximum VDD ramp time for Power On is 3ms")],
    "The CCS811 needs a 3 ms VDD ramp; the AMS1117 sheet gives no start-up / rise time.",
)
compat(
    "rq87-e07",
    "medium",
    "The nRF24L01+ modules of a sensor network turn out to carry Si24R1 clone chips. The "
    "link is to run at 250 kbps with ARD = 750 us and an 8-byte ACK payload; a DHT11 and an "
    "LM2596 sit on each node. Will the Si24R1 handle this timing?",
    ["nRF24L01+", "DHT11", "LM2596"],
    "insufficient_evidence",
    [],
    [ev("nrf24l01p.pdf", 34, "750µs <8")],
    "Part not covered: Si24R1 is not in the corpus (the nRF24L01+ Table 18 would need ARD >= 1000 us "
    "for an 8-byte ACK payload at 250 kbps).",
    wording="formal",
)
compat(
    "rq87-e08",
    "medium",
    "the 'vl53l0x' board i got has a VL53L1X on it. i want 50 hz ranging with a drv8833 robot that also "
    "sniffs for gas with an mq-2. can the VL53L1X range at 50 hz?",
    ["VL53L0X", "DRV8833", "MQ-2"],
    "insufficient_evidence",
    [],
    [ev("vl53l0x.pdf", 17, "Default value is 33ms.")],
    "Part not covered: the sheet is the VL53L0X (33 ms default budget); the VL53L1X is another device.",
)
compat(
    "rq87-e09",
    "hard",
    "pcf8563 clkout (32.768 khz, with a pull-up) wired into the mpu6050 CLKIN, CLK_SEL = 4. a "
    "dht22 is on the same board. is the pcf8563 clock clean enough for the mpu's 1-2 us jitter limit?",
    ["PCF8563", "MPU-6050", "DHT22"],
    "insufficient_evidence",
    [],
    [MPU_EXT, ev("pcf8563.pdf", 1, "32.768 kHz quartz crystal")],
    "The MPU-6050 allows 1 to 2 us cycle-to-cycle rms jitter on an external clock; the PCF8563 gives "
    "no CLKOUT jitter.",
)
compat(
    "rq87-e10",
    "medium",
    "mic board sold as 'inmp441' but the chip is an ICS-43434 (the newer one). i run 44.1 khz with "
    "64 bit clocks per frame. mcp73831 charger and an ams1117 on the board. is that ok for the ics-43434?",
    ["INMP441", "MCP73831", "AMS1117"],
    "insufficient_evidence",
    [],
    [MIC_WS],
    "Part not covered: the INMP441 accepts 7.8 .. 50 kHz; the ICS-43434 has no sheet here.",
)
compat(
    "rq87-e11",
    "hard",
    "srd-05vdc relay with a 1n4007 flyback diode across the coil, switched off by a pc817. my safety "
    "logic needs the contacts open within 5 ms of the coil switching off. acs712 on the load. is the "
    "5 ms release time still guaranteed with the diode?",
    ["SRD-05VDC-SL-C", "PC817", "ACS712"],
    "insufficient_evidence",
    [],
    [SRD_REL],
    "Release time 5 ms max is given without a test circuit; a plain diode across the coil slows "
    "release and the sheet does not say what applies with one.",
)

if __name__ == "__main__":
    out = Path(__file__).with_name("questions.jsonl")
    out.write_text("".join(json.dumps(q, ensure_ascii=False) + "\n" for q in Q), encoding="utf-8")
    print(f"{len(Q)} questions -> {out}")
