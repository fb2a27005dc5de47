"""realq85: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: people in the middle of a build who describe their wiring in long casual messages (several
parts, partial part numbers, a symptom) and hide one precise spec question or one yes/no
compatibility question in the story; plus a few questions about parts or figures the sheets do not
cover (the LM385 of an LM35 application figure, the AD654 of a TMP36 figure, module parts such as the
DW01A protection IC of TP4056 boards or the regulator of GY-521 boards). About two thirds casual, one
third formal; one question in French, one in German.

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


# ================================================================ answerable factual (14)
fact(
    "rq85-f01",
    "medium",
    "two nrf24l01+ modules on my desk about 30 cm apart (cheap green ones, arduino nano clones, an "
    "ams 3v3 reg on each), and the receiver drops most packets. someone on discord said the rx is "
    "just getting blasted and i should turn the tx down. RF_SETUP is 0x0F right now. if i set the "
    "RF_PWR bits to 00, what output power is that according to the nordic sheet?",
    ["nRF24L01+"],
    [it("nRF24L01+", "tx_power", "dBm", value=-18, cond="RF_PWR = 00 in RF_SETUP (Table 17)")],
    [
        ev("nrf24l01p.pdf", 26, "00 -18dBm 7.0mA"),
        ev("nrf24l01p.pdf", 59, "'00' – -18dBm"),
    ],
    "Table 17 row RF_PWR = 00: -18 dBm (and 7.0 mA). Look-alikes: the 7.0 mA current of the same row "
    "(asked as a current in rq35-f03), 01 = -12 dBm (asked earlier), 11 = 0 dBm default.",
)
fact(
    "rq85-f02",
    "hard",
    "greenhouse node: si7021 breakout, a ds3231 for time and a 595 driving status leds, the whole "
    "thing logs every 2 s and the conversions were eating my loop time. so in User Register 1 i set "
    "RES1 = 1 and RES0 = 0 (rest untouched). what resolution do i get now for humidity, and what for "
    "temperature?",
    ["Si7021"],
    [
        it(
            "Si7021",
            "resolution",
            "bit",
            value=10,
            q="relative_humidity",
            cond="RES[1:0] = 10, RH",
        ),
        it("Si7021", "resolution", "bit", value=13, q="temperature", cond="RES[1:0] = 10, temp"),
    ],
    [ev("si7021.pdf", 26, "10: 10 bit 13 bit")],
    "User Register 1 RES[1:0] = 10: RH 10 bit, temperature 13 bit. Look-alikes: 00 = 12/14 bit "
    "(default), 01 = 8/12 bit and 11 = 11/11 bit (asked earlier); the 13-bit conversion time was asked "
    "in rq21-f12.",
    typ="structured",
)
fact(
    "rq85-f03",
    "medium",
    "gy-49 (max44009) on the same i2c as a bh1750 because i'm comparing the two, plus an oled. "
    "readings in my dim hallway were jumping around, so i switched the max44009 to manual mode and "
    "set TIM = 001. how long is the integration time with that setting?",
    ["MAX44009"],
    [it("MAX44009", "response_time", "ms", value=400, cond="integration time, TIM[2:0] = 001")],
    [ev("max44009.pdf", 9, "001 400 —")],
    "Table 7 row TIM = 001: 400 ms. Look-alikes: 000 = 800 ms (asked), 010 = 200 ms (named inside the "
    "rq66-f13 question), 110 = 12.5 ms and 111 = 6.25 ms (asked).",
)
fact(
    "rq85-f04",
    "medium",
    "An ADS1115 digitises the burden-resistor voltage of a clip-on current transformer on a 50 Hz "
    "mains feeder; the firmware writes DR[2:0] = 110 into the Config register to get enough samples "
    "per cycle. Which data rate does that code select?",
    ["ADS1115"],
    [it("ADS1115", "data_rate", "SPS", value=475, cond="DR[2:0] = 110")],
    [ev("ads1115.pdf", 19, "010 : 32SPS 110 : 475SPS")],
    "Config register DR = 110: 475 SPS. Look-alikes on the same lines: 010 = 32 SPS, 111 = 860 SPS "
    "(asked), 100 = 128 SPS default, 101 = 250 SPS (asked).",
    wording="formal",
)
fact(
    "rq85-f05",
    "medium",
    "Ma minuterie d'arrosage : un PCF8563 (petit module avec pile CR1220) doit donner un top par "
    "seconde à un ATtiny, il y a aussi un DS18B20 et un relais sur la carte. Si j'écris FD[1:0] = 11 "
    "dans le registre CLKOUT_control, quelle fréquence sort sur la broche CLKOUT ?",
    ["PCF8563"],
    [it("PCF8563", "data_rate", "Hz", value=1, cond="CLKOUT frequency, FD[1:0] = 11")],
    [
        ev("pcf8563.pdf", 15, "11 1 Hz"),
        ev("pcf8563.pdf", 15, "Frequencies of 32.768 kHz (default), 1.024 kHz, 32 Hz, and 1 Hz"),
    ],
    "Table 22 FD[1:0] = 11: 1 Hz. Look-alikes: 00 = 32.768 kHz, 01 = 1.024 kHz, 10 = 32 Hz (asked); "
    "timer source TD = 10 is also 1 Hz (another register).",
    lang="fr",
)
fact(
    "rq85-f06",
    "medium",
    "The INT/SQW output of a DS3231 is to provide a one-second tick to a microcontroller interrupt "
    "(INTCN = 0, pull-up to 3.3 V). Which square-wave frequency is selected when RS2 = 0 and RS1 = 0?",
    ["DS3231"],
    [it("DS3231", "data_rate", "Hz", value=1, cond="square-wave output, RS2 = 0, RS1 = 0")],
    [ev("ds3231.pdf", 13, "0 0 1Hz")],
    "RS table: 00 = 1 Hz. Look-alikes: 01 = 1.024 kHz (rq75-f04), 10 = 4.096 kHz (rq57-f15), 11 = "
    "8.192 kHz (power-up default); 32.768 kHz is the separate 32kHz pin.",
    wording="formal",
)
fact(
    "rq85-f07",
    "hard",
    "rover compass: hmc5883l on a gy-271, mpu6050 on the same bus, l298 for the motors. close to the "
    "motors the x axis kept reading -4096 (overflow) at the default gain, so i changed CRB to GN = "
    "100. what field range and what gain in LSb per gauss is that setting?",
    ["HMC5883L"],
    [
        it(
            "HMC5883L",
            "measurement_range",
            "gauss",
            mn=-4.0,
            mx=4.0,
            q="magnetic_field",
            cond="recommended sensor field range, GN = 100",
        ),
        it(
            "HMC5883L",
            "sensitivity",
            "LSb/gauss",
            value=440,
            q="magnetic_field",
            cond="gain, GN = 100",
        ),
    ],
    [ev("hmc5883l.pdf", 13, "1 0 0 ± 4.0 Ga 440 2.27")],
    "Table 9 GN = 100: +-4.0 Ga, 440 LSb/Ga (2.27 mG/LSb). Look-alikes: GN = 011 +-2.5 Ga / 660, GN = "
    "101 +-4.7 Ga / 390 (asked), default 001 +-1.3 Ga / 1090.",
    typ="structured",
)
fact(
    "rq85-f08",
    "hard",
    "lm35 at the far end of about 15 m of twisted pair out in the greenhouse, wired two-wire like "
    "TI's remote sensor drawing (the one with the two 200 ohm 1% resistors and the 6.8k 5% to 5 V). "
    "everything reads fine in summer but in winter the low readings look off. what temperature range "
    "is that two-wire circuit drawn for?",
    ["LM35"],
    [
        it(
            "LM35",
            "measurement_range",
            "°C",
            mn=2,
            mx=40,
            q="temperature",
            cond="two-wire remote temperature sensor, Figures 16/17",
        )
    ],
    [
        ev("lm35.pdf", 10, "FROM + 2 °C TO + 40 °C"),
        ev("lm35.pdf", 10, "Figure 16. Two-Wire Remote Temperature Sensor"),
    ],
    "Figures 16/17: VOUT = 10 mV/C from +2 C to +40 C. Look-alikes: basic circuit +2 .. +150 C (asked), "
    "Figure 18 -55 .. +150 C, Figure 19 (2k variant) 5 .. 40 C.",
)
fact(
    "rq85-f09",
    "hard",
    "The Fahrenheit thermometer application circuit in the LM35 data sheet (Figure 21, LM385-1.2 "
    "reference, output +1 mV/°F) is to be supplied from a regulated rail of an instrument. Which "
    "range of supply voltage +VS does that figure state?",
    ["LM35"],
    [
        it(
            "LM35",
            "supply_voltage",
            "V",
            mn=6,
            mx=20,
            cond="+VS of the Figure 21 Fahrenheit thermometer",
        )
    ],
    [
        ev("lm35.pdf", 13, "(6 V to 20 V)"),
        ev("lm35.pdf", 13, "Figure 21. Fahrenheit Thermometer"),
    ],
    "Figure 21: +VS (6 V to 20 V). Look-alikes: LM35 4 .. 30 V, Figure 1 basic circuit 4 .. 20 V "
    "(asked), Figure 20 current source 5 .. 30 V.",
    wording="formal",
)
fact(
    "rq85-f10",
    "hard",
    "outdoor tmp36 at the end of 20 m of shielded twisted pair, i built the 'remote 2-wire boosted "
    "output current' circuit from the analog devices sheet (2n2907 and the 887 ohm resistors for the "
    "tmp36). works great on the bench at 5 V but the rest of the box (esp, sd card) is 3.3 V and i'd "
    "love to drop the 5 V rail. what's the minimum recommended supply for that circuit?",
    ["TMP36"],
    [it("TMP36", "supply_voltage", "V", mn=5, cond="Figure 9 boosted-output 2-wire circuit")],
    [
        ev("tmp36.pdf", 11, "tor, the minimum recommended operating voltage for this"),
        ev("tmp36.pdf", 11, "circuit is 5 V. Note, to minimize the effects of EMI (or RFI),"),
    ],
    "Figure 9 text: because of the external transistor the minimum recommended operating voltage for "
    "this circuit is 5 V. Look-alikes: TMP36 itself 2.7 .. 5.5 V; full-scale output current 2 mA.",
)
fact(
    "rq85-f11",
    "hard",
    "copying the temperature-to-frequency converter out of the tmp36 sheet (the AD654 one, RT = "
    "16.2k + 500, CT = 1.8 nF for the tmp36), an attiny counts the pulses and an hc-12 radio sends "
    "them. to convert back i need the scale: what output transfer characteristic in Hz per °C was "
    "the circuit set to?",
    ["TMP36"],
    [
        it(
            "TMP36",
            "sensitivity",
            "Hz/°C",
            value=50,
            q="temperature",
            cond="Figure 11 temperature-to-frequency converter",
        )
    ],
    [ev("tmp36.pdf", 12, "characteristic of the circuit was set at 50 Hz/°C.")],
    "Figure 11 text: output frequency transfer characteristic 50 Hz/C. Look-alikes: TMP36 scale factor "
    "10 mV/C, 100 mV offset needed for 0 Hz.",
)
fact(
    "rq85-f12",
    "medium",
    "nrf24l01+ hanging off a pi pico on 25 cm dupont wires, works at 1 mhz spi but flaky at 8. my "
    "cheap scope shows SCK edges of roughly 60 ns. what maximum SCK rise/fall time does the nrf spi "
    "timing table allow?",
    ["nRF24L01+"],
    [it("nRF24L01+", "response_time", "ns", mx=100, cond="Tr, Tf SCK rise and fall, Table 22")],
    [ev("nrf24l01p.pdf", 53, "Tr,Tf SCK Rise and Fall 100 ns")],
    "Tr,Tf 100 ns max (same value in all load tables). Look-alikes: Tch/Tcl 40 ns min and Fsck 10 / 8 MHz "
    "(asked), Tdc/Tdh 2 ns.",
)
fact(
    "rq85-f13",
    "medium",
    "In the parallel-mode brushed-DC typical application of the DRV8833 data sheet (Table 5, design "
    "parameters), which motor RMS current is the example designed for?",
    ["DRV8833"],
    [
        it(
            "DRV8833",
            "output_current",
            "A",
            value=0.8,
            cond="design example, motor RMS current IRMS",
        )
    ],
    [ev("drv8833.pdf", 12, "Motor RMS current IRMS 0.8 A")],
    "Table 5: IRMS 0.8 A. Look-alikes in the same table: start-up current 2 A (asked in rq69-f09), trip "
    "point 2.5 A, VM 10 V; 1.5 A per H-bridge rating.",
    wording="formal",
)
fact(
    "rq85-f14",
    "hard",
    "esp32-wroom-32 board: i put a ds18b20 data line on GPIO12 with a 4.7k pull-up to 3.3 V and now "
    "it boot-loops with flash read errors unless i unplug the sensor. someone said that pin is a "
    "strapping pin that sets the flash voltage. if MTDI is high at reset, what voltage does the "
    "internal LDO (VDD_SDIO) select?",
    ["ESP32-WROOM-32"],
    [
        it(
            "ESP32-WROOM-32",
            "output_voltage",
            "V",
            value=1.8,
            cond="VDD_SDIO with MTDI = 1 at reset",
        )
    ],
    [
        ev("esp32-wroom-32.pdf", 10, "Voltage of Internal LDO (VDD_SDIO)"),
        ev("esp32-wroom-32.pdf", 10, "Pin Default 3.3 V 1.8 V"),
    ],
    "Table 3: MTDI 0 -> 3.3 V (default pull-down), MTDI 1 -> 1.8 V. Look-alike: the 3.3 V default; "
    "the GPIO12 strap was the subject of the compatibility question rq64-i02.",
)

# ================================================================ factual insufficient_evidence (10)
trap(
    "rq85-u01",
    "medium",
    "hmc5883l in continuous mode on a bike computer, i want the fastest built-in output rate without "
    "polling DRDY. 75 Hz is DO = 110, so what rate do i get with DO = 111?",
    ["HMC5883L"],
    [ev("hmc5883l.pdf", 12, "1 1 1 Reserved")],
    "Table 5: DO = 111 is 'Reserved'; no rate. Neighbours: 110 = 75 Hz, 101 = 30 Hz; 160 Hz only via "
    "single-measurement mode.",
)
trap(
    "rq85-u02",
    "hard",
    "battery node with an nrf24l01+ straight on 2 x AA (no regulator), near end of life the cells sit "
    "around 1.9 to 2.0 V. at RF_PWR = 00 (-18 dBm), how much current does it draw while transmitting "
    "at that low supply?",
    ["nRF24L01+"],
    [
        ev("nrf24l01p.pdf", 26, "00 -18dBm 7.0mA"),
        ev("nrf24l01p.pdf", 26, "Table 17. RF output power setting for the nRF24L01+"),
    ],
    "Table 17 gives 7.0 mA at VDD = 3.0 V, 27 C only; no value at 1.9 .. 2.0 V.",
)
trap(
    "rq85-u03",
    "hard",
    "coin-cell light logger: gy-49 (max44009), an attiny85 and a cr2032. i put the max44009 in manual "
    "mode with TIM = 111 (6.25 ms) hoping a short integration saves power. how much supply current "
    "does it draw at that setting?",
    ["MAX44009"],
    [ev("max44009.pdf", 9, "Table 7. Integration Time")],
    "Table 7 lists integration times only; the supply current is one figure for the default settings, "
    "not per TIM setting.",
)
trap(
    "rq85-u04",
    "medium",
    "What maximum (guaranteed) RMS output noise does the ADS1115 data sheet specify for a data rate "
    "of 475 SPS on the ±2.048 V range?",
    ["ADS1115"],
    [ev("ads1115.pdf", 3, "Output noise See Typical Characteristics")],
    "Output noise points to typical curves only (8 / 128 / 860 SPS); nothing guaranteed, nothing at "
    "475 SPS.",
    wording="formal",
)
trap(
    "rq85-u05",
    "hard",
    "A DS3231 is kept running from a CR2032 during mains outages with BBSQW = 1, so that the 1 Hz "
    "square wave continues to clock an external counter. What timekeeping battery current does the "
    "data sheet specify with the square wave enabled on battery?",
    ["DS3231"],
    [ev("ds3231.pdf", 3, "Timekeeping Battery Current IBATT")],
    "IBATT / IBATA rows are given for EOSC = 0, BBSQW = 0 only; no figure with BBSQW = 1.",
    wording="formal",
)
trap(
    "rq85-u06",
    "hard",
    "building the fahrenheit thermometer from the lm35 sheet (figure 21) on perfboard. i don't have "
    "an LM385-1.2, only some random 1.2 V references. what reference tolerance and minimum operating "
    "current does the LM385-1.2 in that figure need?",
    ["LM35"],
    [
        ev("lm35.pdf", 13, "LM385-1.2"),
        ev("lm35.pdf", 13, "Figure 21. Fahrenheit Thermometer"),
    ],
    "Part not covered: the LM35 sheet only draws the LM385-1.2 in Figure 21; no tolerance or current.",
)
trap(
    "rq85-u07",
    "hard",
    "for the tmp36 -> AD654 voltage-to-frequency circuit (figure 11), by my math the output is around "
    "8 kHz at 125 C. what full-scale frequency and nonlinearity does the AD654 have, is 8 kHz ok for "
    "it?",
    ["TMP36"],
    [ev("tmp36.pdf", 12, "For complete information on the AD650 and AD654, please")],
    "Part not covered: the TMP36 sheet refers to the AD654 data sheet; no AD654 specifications.",
)
trap(
    "rq85-u08",
    "hard",
    "since the esp32-wroom-32's VDD_SDIO can be 1.8 V, could i tap that pin to power a small 1.8 V "
    "sensor (a few mA)? how much current can the VDD_SDIO LDO deliver on the module?",
    ["ESP32-WROOM-32"],
    [ev("esp32-wroom-32.pdf", 10, "Voltage of Internal LDO (VDD_SDIO)")],
    "The module sheet names the VDD_SDIO LDO voltage (strapping) but no current capability; the 20 mA "
    "source current of VDD_SDIO-domain GPIOs (rq28-f24) is a different thing.",
)
trap(
    "rq85-u09",
    "medium",
    "An MCP2515 CAN controller is to be clocked by a 16 MHz quartz crystal. Which load capacitor "
    "values does the data sheet's crystal-oscillator capacitor selection table give for 16 MHz?",
    ["MCP2515"],
    [
        ev("mcp2515.pdf", 56, "Crystals Used:(3)"),
        ev("mcp2515.pdf", 56, "16.0 MHz 22 pF 22 pF"),
    ],
    "Table 8-2 (crystals) lists 4, 8 and 20 MHz only; 16 MHz with 22 pF appears only in Table 8-1 for "
    "ceramic resonators.",
    wording="formal",
)
trap(
    "rq85-u10",
    "medium",
    "inmp441 + esp32 logging the low rumble of a small wind turbine, a ds3231 timestamps the files. "
    "how much lower is the mic's sensitivity at 20 hz compared to 1 khz, per the sheet?",
    ["INMP441"],
    [ev("inmp441.pdf", 1, "Flat Frequency Response from 60 Hz to 15 kHz")],
    "Only the -3 dB points (60 Hz .. 15 kHz) and a typical response curve; no figure at 20 Hz. The "
    "digital high-pass (-3 dB at 3.7 Hz) is a look-alike.",
)

# ---------------------------------------------------------------- evidence for compatibility questions
# (earlier sets may quote the same lines; only the factual questions must use unmarked lines)
LM35_F20V = ev("lm35.pdf", 12, "+ 5 V TO + 30 V")
LM35_F20 = ev("lm35.pdf", 12, "Figure 20. 4-To-20 mA Current Source")
M44_VCC = ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V")
SI_VDD = ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V")
ESP_VDD = ev("esp32-wroom-32.pdf", 15, "VDD33 Power supply voltage 3.0 3.3 3.6 V")
DS_VBAT = ev("ds3231.pdf", 2, "VBAT 2.3 3.0 5.5 V")
MCP25_VDD = ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V")
DS18_VDD = ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V")
TPS21_OUT = ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V")
TPS_VIN = ev("tps63020.pdf", 6, "Input voltage 1.8 5.5 V")
IRLZ_RDS5 = ev("irlz44n.pdf", 2, "0.025 Ω VGS = 5.0V, I D = 25A")
NRF_VDD = ev("nrf24l01p.pdf", 11, "Power Supply (+1.9V - +3.6V DC)")
DRV_VM = ev("drv8833.pdf", 5, "VM Motor power supply voltage range (1) 2.7 10.8 V")
MCP73_VDD = ev("mcp73831.pdf", 3, "Supply Voltage VDD 3.75 — 6 V")
SRD_FORMC = ev("srd-05vdc-sl-c.pdf", 1, "C:1 form C")
SRD_IND = ev("srd-05vdc-sl-c.pdf", 2, "Inductive Load 3A 120VAC 5A 120VAC")
SRD_ITEM = ev("srd-05vdc-sl-c.pdf", 2, "Item FORM C FORM A")
SRD_240 = ev("srd-05vdc-sl-c.pdf", 2, "7A 240VAC")
SRD_CAP = ev("srd-05vdc-sl-c.pdf", 2, "Contact Capacity 10A 28VDC")
W25_FR = ev("w25q64.pdf", 76, "Clock frequency for SPI Read data instructions(03h)")
W25_FR50 = ev("w25q64.pdf", 76, "fR fC2 D.C. 50 MHz")
W25_VCC = ev("w25q64.pdf", 72, "FR = 104MHz, fR = 50MHz 3.0 3.6")
M55_VCC = ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V")
INA3_BUS = ev("ina3221.pdf", 5, "VBUS Bus voltage input 0 26 V")
INMP_WS = ev("inmp441.pdf", 5, "fWS WS frequency 7.8 50 kHz")
TMP_LOOP = ev("tmp36.pdf", 12, "input voltage to the REF193 and is from 9 V to 18 V.")
TMP_LOOP2 = ev("tmp36.pdf", 12, "9V TO 18V")
TMP_LOOPC = ev("tmp36.pdf", 12, "compliance of the circuit is limited by the maximum applied")
MAX72_VIH = ev("max7219.pdf", 3, "Logic High Input Voltage VIH 3.5 V")
MAX72_VP = ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V")
XC_VIN = ev("xc6206.pdf", 4, "Input Voltage VIN 1.8 - 6.0 V")
XC_MAX = ev("xc6206.pdf", 1, "Maximum Operating Voltage : 6.0V")
AMS33 = ev("ams1117.pdf", 2, "AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333 V")
AMS_DO = ev(
    "ams1117.pdf",
    1,
    "down to 1V input-to-output differential. The dropout voltage of the device is guaranteed maximum 1.3V at maximum output",
)
TP_FLOAT = ev("tp4056.pdf", 5, "VFLOAT 0℃≤TA≤85℃，IBAT=40mA 4.158 4.2 4.242 V")
TP_42 = ev("tp4056.pdf", 2, "charge voltage is fixed at 4.2V")
CCS_VDD = ev("ccs811.pdf", 5, "VDD (1) Supply Voltage 1.8(2) 3.6 V")
CCS_VDD6 = ev("ccs811.pdf", 6, "Supply Voltage (VDD) (1), (2) 1.8 3.3 V")
L298_VSS = ev("l298n.pdf", 3, "VSS Logic Supply Voltage (pin 9) 4.5 5 7 V")
INA2_B0 = ev("ina219.pdf", 5, "BRNG = 0 0 16 0 16 V")
INA2_B1 = ev("ina219.pdf", 5, "BRNG = 1 0 32 0 32 V")
DS18_PAR1 = ev("ds18b20.pdf", 7, "The use of parasite power is not recommended for tem-")
DS18_PAR2 = ev("ds18b20.pdf", 7, "peratures above +100°C since the DS18B20 may not be")
ACS_VCC = ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V")
HC_V = ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V")
MPU_VDD = ev("mpu-6050.pdf", 14, "Operating Voltages 2.375 3.46 V")
AMS_THETA = ev("ams1117.pdf", 2, "46°C/W to >90°C/W depending on mounting technique and")
AMS_THETA2 = ev("ams1117.pdf", 2, "SOT-223 package ϕ JA= 90°C/W*")
PC817_CTR = ev("pc817.pdf", 1, "4. Current transfer ratio (CTR : MIN. 50% at IF=5 mA,")
MQ3_RS = ev("mq-3.pdf", 1, "Rs Sensing Resistance 1MΩ- 8 MΩ")
MQ3_SCOPE = ev("mq-3.pdf", 1, "0.05mg/L—10mg/L")
HMC_HEAD = ev("hmc5883l.pdf", 1, "Enables 1° to 2° Degree Compass Heading Accuracy")
INA2_ERR = ev("ina219.pdf", 5, "Current measurement error ±0.2% ±0.5% ±0.2%")
CCS_RANGE = ev("ccs811.pdf", 9, "400ppm to 64000ppm.")
M55_CJ = ev("max31855.pdf", 4, "Internal Cold-Junction TA = -20NC to +85NC (Note 3) -2 +2")
M55_CJ2 = ev("max31855.pdf", 4, "Temperature Error TA = -40NC to +125NC (Note 3) -3 +3")
MCP47_VDD = ev("mcp4725.pdf", 3, "Operating Voltage VDD 2.7 5.5 V")
MCP47_END = ev("mcp4725.pdf", 4, "Endurance 1 — — Million At +25°C, (Note 2)")
BH_VCC = ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V")

# ================================================================ compatibility: compatible (12)
compat(
    "rq85-c01",
    "hard",
    "greenhouse heater loop: i built the lm35 '4-to-20 mA current source' from figure 20 of the TI "
    "sheet (LM317, the 402 ohm and 62.5 ohm resistors, 0-100 C), loop powered from the 24 V din-rail "
    "psu, at the far end 250 ohm into an ads1115, and a pc817 isolates the pump alarm. the reading "
    "sits about 2 % high which i'll trim, but first: is 24 V of loop supply ok for that circuit?",
    ["LM35", "ADS1115", "PC817"],
    "compatible",
    [
        it(
            "LM35",
            "supply_voltage",
            "V",
            mn=5,
            mx=30,
            cond="Figure 20 4-to-20 mA current source supply",
        )
    ],
    [LM35_F20V, LM35_F20],
    "Figure 20 shows the current source supplied from +5 V to +30 V; 24 V is inside.",
)
compat(
    "rq85-c02",
    "medium",
    "esp32 devkit, one i2c bus at 3.3 V with a si7021 and a gy-49 (max44009, I removed the board's "
    "regulator so the chip sits on 3.3 V directly). the max44009 sometimes reads 0 lux right after "
    "boot, then fine. before i chase the firmware: is 3.3 V actually allowed for the max44009 chip, "
    "or does it want 1.8 V?",
    ["ESP32-WROOM-32", "MAX44009", "Si7021"],
    "compatible",
    [it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC, guaranteed by TE test")],
    [M44_VCC, SI_VDD, ESP_VDD],
    "MAX44009 VCC 1.7 .. 3.6 V; 3.3 V is inside (the 1.8 V in the tables is only the test condition).",
)
compat(
    "rq85-c03",
    "medium",
    "A data logger keeps its real-time clock in a DS3231 backed by a fresh CR2032 (3.0 V nominal); "
    "VCC is 3.3 V, a W25Q64FV stores the records and an MCP3008 samples the sensors. After a power "
    "cut the clock occasionally restarts at 01/01/00. Is a 3.0 V coin cell within the DS3231's "
    "specified VBAT range?",
    ["DS3231", "W25Q64FV", "MCP3008"],
    "compatible",
    [it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.0, mx=5.5, cond="VBAT")],
    [DS_VBAT],
    "VBAT 2.3 .. 5.5 V (typ 3.0 V); the cell is in range, so the symptom has another cause.",
    wording="formal",
)
compat(
    "rq85-c04",
    "hard",
    "A boat monitor runs entirely from the 3.3 V output of a TPS63021 (fixed-output version); on that "
    "rail an MCP2515 talks CAN and a DS18B20 (external VDD, not parasite) measures the bilge "
    "temperature. Are the MCP2515 and the DS18B20 both within their supply ranges on that rail?",
    ["MCP2515", "DS18B20", "TPS63020"],
    "compatible",
    [
        it("TPS63020", "output_voltage", "V", mn=3.267, typ=3.3, mx=3.333, cond="TPS63021"),
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5),
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD, local power"),
    ],
    [TPS21_OUT, MCP25_VDD, DS18_VDD],
    "3.267 .. 3.333 V lies inside 2.7 .. 5.5 V (MCP2515) and 3.0 .. 5.5 V (DS18B20).",
    wording="formal",
)
compat(
    "rq85-c05",
    "medium",
    "12 V led strip (about 4 A) under the shelf, lm2596 module making 5 V for the nano, a dht22 for "
    "the room. the strip is switched by an irlz44n with the gate straight from a nano pin (5 V high) "
    "through 100 ohm. the fet gets warm-ish and the strip flickers a bit at low pwm. is the irlz44n's "
    "on-resistance actually specified at a 5 V gate, or do i need a driver?",
    ["IRLZ44N", "LM2596", "DHT22"],
    "compatible",
    [it("IRLZ44N", "on_resistance", "Ohm", mx=0.025, cond="RDS(on), VGS = 5.0 V, ID = 25 A")],
    [IRLZ_RDS5],
    "RDS(on) <= 0.025 Ohm is specified at VGS = 5.0 V, ID = 25 A; 4 A is well below.",
)
compat(
    "rq85-c06",
    "medium",
    "weather node on 2 x AA: the cells go into a tps63021 (the fixed 3.3 V one), that feeds an "
    "nrf24l01+ and an mcp3008 reading the wind vane pot. the cells start at ~3.2 V and i'd like to "
    "run them down to about 2.0 V. can the tps63021 take that input range, and is its 3.3 V fine for "
    "the nrf?",
    ["TPS63020", "nRF24L01+", "MCP3008"],
    "compatible",
    [
        it("TPS63020", "supply_voltage", "V", mn=1.8, mx=5.5, cond="input voltage"),
        it("nRF24L01+", "supply_voltage", "V", mn=1.9, mx=3.6),
    ],
    [TPS_VIN, TPS21_OUT, NRF_VDD],
    "TPS6302x input 1.8 .. 5.5 V covers 3.2 .. 2.0 V (start-up needs at most 1.9 V at 0 .. 85 C, 2.0 V "
    "over the full range); 3.3 V output within nRF24L01+ 1.9 .. 3.6 V.",
)
compat(
    "rq85-c07",
    "medium",
    "balancing robot: two n20 motors on a drv8833, mpu6050 for the tilt, an hc-sr04 on the front "
    "powered from a separate 5 V buck. the motor supply is a 2S lipo straight into VM, so 8.4 V fully "
    "charged down to about 6.4 V. the robot twitches at full charge but i think that's my pid. is "
    "8.4 V on VM within what the drv8833 allows?",
    ["DRV8833", "MPU-6050", "HC-SR04"],
    "compatible",
    [it("DRV8833", "load_supply_voltage", "V", mn=2.7, mx=10.8, cond="VM motor supply range")],
    [DRV_VM],
    "VM 2.7 .. 10.8 V; a 2S pack (6.4 .. 8.4 V) is inside.",
)
compat(
    "rq85-c08",
    "medium",
    "A single-cell handheld uses an MCP73831 charger supplied from a USB port (4.75 V to 5.25 V); the "
    "cell feeds an XC6206P332 that powers a VL53L0X. Is the USB voltage within the MCP73831's "
    "supply range?",
    ["MCP73831", "XC6206", "VL53L0X"],
    "compatible",
    [it("MCP73831", "supply_voltage", "V", mn=3.75, mx=6, cond="VDD")],
    [MCP73_VDD],
    "VDD 3.75 .. 6 V covers 4.75 .. 5.25 V.",
    wording="formal",
)
compat(
    "rq85-c09",
    "hard",
    "attic fan controller: a bh1750 decides when it's sunny, a pc817 isolates the mcu from the relay "
    "board, and the relay (srd-05vdc-sl-c) switches a 120 VAC shaded-pole fan that draws about 2 A. "
    "the relay buzzes a little when it pulls in but works. is a 2 A inductive load at 120 VAC within "
    "the relay's contact rating?",
    ["SRD-05VDC-SL-C", "PC817", "BH1750"],
    "compatible",
    [
        it(
            "SRD-05VDC-SL-C",
            "contact_current",
            "A",
            mx=3,
            cond="form C, inductive load (cos phi = 0.4), 120 VAC",
        )
    ],
    [SRD_FORMC, SRD_ITEM, SRD_IND],
    "SRD-05VDC-SL-C is form C; inductive rating 3 A 120 VAC (form A would be 5 A). 2 A is inside.",
)
compat(
    "rq85-c10",
    "hard",
    "A kiln logger reads a MAX31855 and stores records in a W25Q64FV; both sit on a 3.3 V rail "
    "(3.25 V to 3.35 V measured) and share an SPI bus (the MAX31855 is accessed at 4 MHz); a TM1637 "
    "display runs from 5 V. The firmware reads the flash with the plain Read Data (03h) instruction "
    "at 40 MHz. Is that clock within the "
    "W25Q64FV specification at this supply?",
    ["W25Q64FV", "MAX31855", "TM1637"],
    "compatible",
    [it("W25Q64FV", "spi_clock_frequency", "MHz", mx=50, cond="fR, Read Data (03h), 3.0-3.6 V")],
    [W25_FR, W25_FR50, W25_VCC],
    "fR for 03h is 50 MHz at 3.0 .. 3.6 V (33 MHz at 2.7 .. 3.0 V); 40 MHz is inside.",
    wording="formal",
)
compat(
    "rq85-c11",
    "medium",
    "A winch uses an L298N on a 12 V lead-acid battery that reaches 14.4 V while charging; channel 1 "
    "of an INA3221 monitors that battery rail (IN- side) and an HX711 measures rope tension. Is "
    "14.4 V within the INA3221 bus-voltage input range?",
    ["INA3221", "L298N", "HX711"],
    "compatible",
    [it("INA3221", "analog_input_range", "V", mn=0, mx=26, cond="VBUS bus voltage input")],
    [INA3_BUS],
    "Bus voltage input 0 .. 26 V; 14.4 V is inside.",
    wording="formal",
)
compat(
    "rq85-c12",
    "medium",
    "bird-song recorder: inmp441 on an esp32-wroom-32 i2s port, pcf8563 for the timestamps. i record "
    "at 44.1 kHz (so WS is 44.1 kHz, SCK 64x that). sometimes the first second of a file is silent "
    "but otherwise fine. is 44.1 kHz word select within what the inmp441 supports?",
    ["INMP441", "ESP32-WROOM-32", "PCF8563"],
    "compatible",
    [it("INMP441", "data_rate", "kHz", mn=7.8, mx=50, cond="fWS, WS frequency")],
    [INMP_WS],
    "fWS 7.8 .. 50 kHz; 44.1 kHz is inside (the silent start is the mic start-up, not asked).",
)

# ================================================================ compatibility: incompatible (12)
compat(
    "rq85-i01",
    "hard",
    "tank temperature to the plc: i built the tmp36 '4-20 mA loop transmitter' from the analog "
    "devices sheet (REF193, OP193, the 2N1711, R values from table II for the tmp36). the plc's loop "
    "supply is 24 V, the bench test with an ads1115 across 250 ohm looked fine at 12 V, and an srd "
    "relay switches the tank heater. can i put it on the 24 V loop as is?",
    ["TMP36", "ADS1115", "SRD-05VDC-SL-C"],
    "incompatible",
    [it("TMP36", "supply_voltage", "V", mn=9, mx=18, cond="loop supply compliance, Figure 10")],
    [TMP_LOOP, TMP_LOOP2, TMP_LOOPC],
    "Loop supply compliance of Figure 10 is 9 V to 18 V (limited by the REF193 input); 24 V is above.",
)
compat(
    "rq85-i02",
    "medium",
    "clock/thermo display: 3.3 V pro mini (runs off an xc6206), dht22, and a max7219 8-digit module "
    "on the usb 5 V because the leds need it. DIN/CLK/LOAD go straight from the 3.3 V pins. most "
    "of the time it works but sometimes random segments light up. is a 3.3 V high enough for the "
    "max7219 inputs at 5 V?",
    ["MAX7219", "DHT22", "XC6206"],
    "incompatible",
    [it("MAX7219", "input_high_voltage", "V", mn=3.5, cond="VIH, V+ = 5 V +-10 %")],
    [MAX72_VIH, MAX72_VP],
    "VIH min 3.5 V; a 3.3 V high is below it.",
)
compat(
    "rq85-i03",
    "medium",
    "A portable signal source uses an MCP4725 DAC and a DHT11, both powered by an XC6206P332 "
    "regulator fed directly from a 9 V PP3 battery (9.6 V fresh). Is the battery voltage within the "
    "XC6206 input range?",
    ["XC6206", "DHT11", "MCP4725"],
    "incompatible",
    [it("XC6206", "supply_voltage", "V", mn=1.8, mx=6.0, cond="VIN")],
    [XC_VIN, XC_MAX],
    "VIN 1.8 .. 6.0 V (absolute maximum 7 V); 9.6 V is far above.",
    wording="formal",
)
compat(
    "rq85-i04",
    "hard",
    "porch sensor: 1S lipo charged by a tp4056 module, an ams1117-3.3 from the cell makes 3.3 V for "
    "a dht11 and the mcu (about 60 mA). at full charge it's fine, but once the cell is around 3.7 V "
    "the 3.3 V rail droops to ~2.9 V and the dht11 stops answering. is the ams1117-3.3 even meant to "
    "regulate from a lipo?",
    ["AMS1117", "TP4056", "DHT11"],
    "incompatible",
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
        it("TP4056", "output_voltage", "V", mn=4.158, typ=4.2, mx=4.242, cond="VFLOAT"),
    ],
    [AMS33, AMS_DO, TP_FLOAT],
    "Output regulation is specified for 4.75 V <= VIN <= 12 V (dropout up to 1.3 V); a cell of 3.0 .. "
    "4.2 V never reaches 4.75 V.",
)
compat(
    "rq85-i05",
    "hard",
    "tank level to plc: hc-sr04 looks down into the tank, the mcu turns the level into 0-5 V with an "
    "mcp4725 (on 5 V), a max7219 shows the percentage. so the plc gets the last level back after a "
    "power cut i write the dac value WITH the eeprom option every minute, day and night, and the box "
    "should last 5 years (indoors, ~25 C). the dac still works after 2 months. will the mcp4725 "
    "eeprom be good for that many writes?",
    ["MCP4725", "HC-SR04", "MAX7219"],
    "incompatible",
    [],
    [MCP47_END],
    "One write per minute for 5 years is about 2.6 million EEPROM writes; the sheet guarantees 1 "
    "million cycles minimum at +25 C (no field for endurance, so no item).",
)
compat(
    "rq85-i06",
    "hard",
    "breathalyzer gadget: mq-3 + tm1637 display, powered from a LiFePO4 18650 (3.65 V max charge per "
    "its spec sheet), charged with a tp4056 module through usb. after charging the cell measures "
    "4.1 V and gets warm. is the tp4056 suitable for that cell chemistry?",
    ["TP4056", "MQ-3", "TM1637"],
    "incompatible",
    [
        it(
            "TP4056",
            "output_voltage",
            "V",
            mn=4.158,
            typ=4.2,
            mx=4.242,
            cond="VFLOAT regulated charge voltage",
        )
    ],
    [TP_FLOAT, TP_42],
    "Charge voltage fixed at 4.2 V (4.158 .. 4.242 V); a LiFePO4 cell limited to 3.65 V is overcharged.",
)
compat(
    "rq85-i07",
    "medium",
    "maze robot: l298n motor board, hmc5883l for heading, vl53l0x looking ahead. everything logic is "
    "3.3 V so i fed the l298n's logic supply pin (VSS, pin 9) from the 3.3 V rail too and removed the "
    "5 V jumper. motors only twitch now. is 3.3 V enough for the l298 logic supply?",
    ["L298N", "HMC5883L", "VL53L0X"],
    "incompatible",
    [it("L298N", "logic_supply_voltage", "V", mn=4.5, typ=5, mx=7, cond="VSS, pin 9")],
    [L298_VSS],
    "VSS 4.5 .. 7 V; 3.3 V is below the minimum.",
)
compat(
    "rq85-i08",
    "medium",
    "24 V conveyor: l298n driving a 24 V gear motor, ina219 high side on the 24 V feed, pcf8563 for "
    "shift timestamps. i set BRNG = 0 in the config because the 16 V range gives finer steps, and the "
    "bus voltage reads 15.9x V flat. is the 16 V range ok for a 24 V bus?",
    ["INA219", "L298N", "PCF8563"],
    "incompatible",
    [it("INA219", "analog_input_range", "V", mn=0, mx=16, cond="bus voltage range, BRNG = 0")],
    [INA2_B0, INA2_B1],
    "BRNG = 0 gives a 0 .. 16 V bus range; 24 V needs BRNG = 1 (32 V FSR).",
)
compat(
    "rq85-i09",
    "hard",
    "A smoker controller measures the pit with a MAX31855 thermocouple interface and the meat with a "
    "stainless-probe DS18B20 wired in parasite-power mode (DQ and GND only, strong pull-up during "
    "conversions); an HX711 weighs the pellet hopper. The meat probe sits at up to 110 °C for hours. "
    "Is parasite power appropriate for the DS18B20 at that temperature?",
    ["DS18B20", "MAX31855", "HX711"],
    "incompatible",
    [],
    [DS18_PAR1, DS18_PAR2],
    "The sheet does not recommend parasite power above +100 C (leakage may stop communication); "
    "external VDD is required.",
    wording="formal",
)
compat(
    "rq85-i10",
    "medium",
    "hiking tracker: 4 x AA (fresh alkalines ~6.4 V) into a tps63021 for 3.3 V, mpu6050 for steps, "
    "bh1750 for daylight. it worked with 3 cells, with 4 cells it got hot once and now the output is "
    "dead. is 4 x AA within the tps63021 input range?",
    ["TPS63020", "MPU-6050", "BH1750"],
    "incompatible",
    [it("TPS63020", "supply_voltage", "V", mn=1.8, mx=5.5, cond="input voltage")],
    [TPS_VIN],
    "Input 1.8 .. 5.5 V; 6.4 V exceeds it.",
)
compat(
    "rq85-i11",
    "hard",
    "Ein Backofen-Regler: MAX31865 mit PT100, Anzeige über ein TM1637, und ein SRD-05VDC-SL-C-Relais "
    "schaltet direkt das 230-V-Heizelement (ohmsche Last, 8 A). Liegt diese Last innerhalb der "
    "Kontaktbelastbarkeit des Relais?",
    ["SRD-05VDC-SL-C", "MAX31865", "TM1637"],
    "incompatible",
    [
        it(
            "SRD-05VDC-SL-C",
            "contact_current",
            "A",
            mx=7,
            cond="form C, resistive load, 240 VAC",
        )
    ],
    [SRD_FORMC, SRD_ITEM, SRD_240],
    "Form C resistive rating at 240 VAC is 7 A (10 A only for form A); 8 A exceeds it.",
    wording="formal",
    lang="de",
)
compat(
    "rq85-i12",
    "hard",
    "A thermocouple logger places its MAX31855 breakout inside a sealed box that reaches 95 °C; an "
    "MCP2515 reports over CAN and a DHT22 monitors the room. The requirement is an internal "
    "cold-junction temperature error of ±2 °C or better at 95 °C. Does the MAX31855 data sheet "
    "guarantee this?",
    ["MAX31855", "MCP2515", "DHT22"],
    "incompatible",
    [
        it(
            "MAX31855",
            "accuracy",
            "°C",
            mn=-3,
            mx=3,
            q="temperature",
            cond="internal cold-junction temperature error, TA = -40 .. +125 C",
        )
    ],
    [M55_CJ, M55_CJ2],
    "+-2 C applies only for TA = -20 .. +85 C; at 95 C only +-3 C is guaranteed.",
    wording="formal",
)

# ================================================================ compatibility: insufficient_evidence (12)
compat(
    "rq85-e01",
    "hard",
    "self-balancing thing with a 'gy-521' from a marketplace, a bh1750 and a vl53l0x on the same "
    "bus. the mpu answers on 0x68 but WHO_AM_I returns 0x70, and under the magnifier the chip is "
    "marked MP65, so it's probably an mpu-6500. can i keep using the mpu-6050 sheet for its "
    "accelerometer ranges and supply limits?",
    ["MPU-6050", "BH1750", "VL53L0X"],
    "insufficient_evidence",
    [],
    [MPU_VDD],
    "Part not covered: the sheet covers MPU-6000/MPU-6050 only; MPU-6500 limits are in no sheet.",
)
compat(
    "rq85-e02",
    "medium",
    "my 'w25q64' flash module for the can logger (mcp2515 + dht11) turned out to carry a W25Q128JV "
    "(128 Mbit) when i read the JEDEC id. the code uses the 4 KB sector erase and i budget the "
    "w25q64's erase time for it. what's the sector erase time of the W25Q128JV, is my timeout ok?",
    ["W25Q64FV", "MCP2515", "DHT11"],
    "insufficient_evidence",
    [],
    [W25_FR],
    "Part not covered: only the W25Q64FV is specified; the W25Q128JV timings are in no sheet.",
)
compat(
    "rq85-e03",
    "medium",
    "rain-tank monitor: i swapped the hc-sr04 for a waterproof JSN-SR04T (people say it's hc-sr04 "
    "compatible), a dht11 corrects the speed of sound and an ina3221 watches the solar panel and "
    "battery. now nothing under ~25 cm reads. what's the JSN-SR04T's minimum range, can it do 2 cm "
    "like the hc-sr04?",
    ["HC-SR04", "DHT11", "INA3221"],
    "insufficient_evidence",
    [],
    [HC_V],
    "Part not covered: the HC-SR04 sheet (2 cm .. 4 m) does not cover the JSN-SR04T.",
)
compat(
    "rq85-e04",
    "hard",
    "Bench heater controller: the thermocouple board that arrived carries a MAX31856 instead of the "
    "MAX31855 in the design; an HX711 weighs the sample and a 74HC595 drives indicator LEDs. Does "
    "the MAX31855 data sheet establish that the MAX31856 supports a type T thermocouple with 0.0078 "
    "°C resolution?",
    ["MAX31855", "HX711", "74HC595"],
    "insufficient_evidence",
    [],
    [M55_VCC],
    "Part not covered: the MAX31856 is a different device; nothing about it in the MAX31855 sheet.",
    wording="formal",
)
compat(
    "rq85-e05",
    "hard",
    "An AMS1117-5.0 in SOT-223 on a small perfboard (no copper pour) drops a 12 V input to 5 V for "
    "an MQ-2 heater plus logic, about 120 mA in total; an IRLZ44N switches the heater. Ambient inside "
    "the box is 45 °C. Can it be confirmed from the data sheet that the junction stays below 125 °C?",
    ["AMS1117", "IRLZ44N", "MQ-2"],
    "insufficient_evidence",
    [],
    [AMS_THETA2, AMS_THETA],
    "0.84 W dissipated; theta-JA 90 C/W is given with the package soldered to copper (footnote: 46 to "
    ">90 C/W depending on mounting); for a board without copper no value is given, so the junction "
    "temperature cannot be confirmed.",
    wording="formal",
)
compat(
    "rq85-e06",
    "medium",
    "the 'pc817' opto board i bought for isolating the l298n enable from the mcu (ds3231 sets the "
    "schedule) actually has EL817 parts on it. is the EL817 CTR the same as the pc817's, at least "
    "50 % at 5 mA?",
    ["PC817", "DS3231", "L298N"],
    "insufficient_evidence",
    [],
    [PC817_CTR],
    "Part not covered: only the Sharp PC817X is specified (CTR min 50 % at IF = 5 mA); the Everlight "
    "EL817 is in no sheet.",
)
compat(
    "rq85-e07",
    "hard",
    "valve positioner: an mcp4725 (on 5 V) drives an XTR115 to make 4-20 mA for the valve, a 74hc595 "
    "lights status leds and a ccs811 triggers the ventilation. the loop current won't go below "
    "~4.4 mA. can the mcp4725 output drive the XTR115 input directly, what input current does the "
    "XTR115 need?",
    ["MCP4725", "74HC595", "CCS811"],
    "insufficient_evidence",
    [],
    [MCP47_VDD],
    "Part not covered: the XTR115 is in none of the sheets.",
)
compat(
    "rq85-e08",
    "medium",
    "found a bag of mq-3 sensors that sat in a drawer (unpowered) for about 2 years. they go into a "
    "breathalyzer with an mcp3008 and a 74hc595 led bar. the mq-2 sheet has a table of aging times "
    "after long storage. how long do the mq-3s need to burn in after 2 years on the shelf?",
    ["MQ-3", "MCP3008", "74HC595"],
    "insufficient_evidence",
    [],
    [ev("mq-3.pdf", 1, "Preheat time Over 24 hour")],
    "The MQ-3 sheet gives only 'preheat time over 24 hour'; the storage-dependent aging table exists in "
    "the MQ-2 sheet, not for the MQ-3.",
)
compat(
    "rq85-e09",
    "hard",
    "A handheld compass uses a GY-271 board, a PCF8563 for the log and a 74HC595 driving a ring of "
    "direction LEDs. The GY-271 answers at address 0x0D instead of 0x1E; its chip is marked as a "
    "QMC5883L. Can the HMC5883L register map and gain table be used for this chip?",
    ["HMC5883L", "PCF8563", "74HC595"],
    "insufficient_evidence",
    [],
    [HMC_HEAD],
    "Part not covered: the QMC5883L (a different maker's chip on many GY-271 boards) is in no sheet.",
    wording="formal",
)
compat(
    "rq85-e10",
    "hard",
    "battery test rig: the purple ina219 module (the one with the R100 shunt on it), a tm1637 showing "
    "amps and an mq-2 as the load under test. i need +-1 % current accuracy overall including the "
    "shunt. is that guaranteed with this module?",
    ["INA219", "TM1637", "MQ-2"],
    "insufficient_evidence",
    [],
    [INA2_ERR],
    "The INA219 current error (+-0.5 % max at 25 C) excludes the shunt; the module's R100 tolerance is "
    "in no sheet.",
)
compat(
    "rq85-e11",
    "medium",
    "sous-vide-ish water bath: ds18b20 in the usual stainless waterproof probe with the grey pvc "
    "cable, an lm2596 module makes the 5 V and a ccs811 watches the kitchen air. the bath runs at "
    "90 C for hours and the cable near the probe got soft. is the probe assembly rated for 90 C?",
    ["DS18B20", "LM2596", "CCS811"],
    "insufficient_evidence",
    [],
    [ev("ds18b20.pdf", 1, "(-67°F to +257°F)")],
    "The DS18B20 chip is rated -55 .. +125 C; the probe housing and PVC cable are in no sheet.",
)
compat(
    "rq85-e12",
    "medium",
    "fridge door alarm: gy-302 board (bh1750) inside the fridge, an irlz44n switches a buzzer and a "
    "max7219 shows how long the door was open. everything else is 5 V. the gy-302 has a little "
    "regulator and a couple of transistors on it, so can i feed the board from 5 V and use 5 V "
    "i2c pull-ups?",
    ["BH1750", "IRLZ44N", "MAX7219"],
    "insufficient_evidence",
    [],
    [BH_VCC],
    "Part not covered: the BH1750 chip is 2.4 .. 3.6 V (4.5 V absolute maximum); the GY-302 board "
    "regulator and level shifting are in no sheet.",
)

if __name__ == "__main__":
    out = Path(__file__).with_name("questions.jsonl")
    out.write_text("".join(json.dumps(q, ensure_ascii=False) + "\n" for q in Q), encoding="utf-8")
    print(f"{len(Q)} questions -> {out}")
