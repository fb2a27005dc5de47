"""realq91: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: versions, grades and packages. Each question names one part-number variant (a voltage
version, an accuracy or temperature grade, a package or ordering code, a top marking, a module
versus the bare chip) so that only that variant's row fits; some name variants the sheets do not
list (LM35DP, MCP3008 in TSSOP, ESP32-WROOM-32U / WROVER, AM2320, HMC5883 without L, LM2596HV,
MAX6675, MCP4728, MQ-135, TM1638, TB6612FNG, DS1822, GY-53, US-100, PC847) or casual module names
built on the covered chips. About two thirds casual, one third formal; one question in French, one
in German.

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


# ================================================================ answerable factual (16)
fact(
    "rq91-f01",
    "hard",
    "the camera module on my board wants 2.8 v so i fitted the xc6206p282 (2.8 v version, sot-23). "
    "how much output current is that particular version guaranteed to deliver? the front page only "
    "talks about the 3.0 v type",
    ["XC6206"],
    [
        it(
            "XC6206",
            "output_current",
            "mA",
            mn=150,
            cond="IOUTMAX (E-4), VOUT(T) 2.5 .. 2.9 V group, VOUT >= VOUT(E) x 0.9",
        )
    ],
    [
        ev("xc6206.pdf", 5, "2.7 55 150"),
        ev("xc6206.pdf", 5, "⊿VOUT (mV) Vdif1 (mV) Vdif2 (mV) IOUTMAX (mA) ISHORT (mA)"),
        ev("xc6206.pdf", 2, "e.g. VOUT: 3.0V→①=3, ②=0"),
    ],
    "Electrical Characteristics Chart column E-4: the 2.5 .. 2.9 V rows share one cell, IOUTMAX min "
    "150 mA (the value is printed on the 2.7 V row of the text layer). Look-alikes: 200 mA for "
    "3.0 .. 3.9 V (front page 'Maximum Output Current 200mA (3.0V type)'), 120 mA for 2.0 .. 2.4 V, "
    "250 mA for 4.0 .. 5.0 V, 500 mA absolute maximum. Part number digits 28 = 2.8 V.",
)
fact(
    "rq91-f02",
    "hard",
    "bought MCP2515-E/SO chips (extended temp) for a can node. an old forum thread says the E-grade "
    "needs 4.5 V minimum so it won't run from my 3.3 V rail. what supply range does the current "
    "microchip sheet give for the E temperature version?",
    ["MCP2515"],
    [
        it(
            "MCP2515",
            "supply_voltage",
            "V",
            mn=2.7,
            mx=5.5,
            cond="E temperature device (-40 .. +125 C), per revision H of the data sheet",
        )
    ],
    [
        ev("mcp2515.pdf", 89, "1. Updated the voltage range, which was widened"),
        ev("mcp2515.pdf", 89, "to 2.7V to 5.5V for the E temperature device."),
    ],
    "Revision H (November 2016) widened the E-grade supply range to 2.7 .. 5.5 V; only IDDS and FOSC "
    "differ between the I and E devices. Look-alikes: the older narrower E range the user quotes, "
    "the E range -40 .. +125 C, the I range -40 .. +85 C.",
)
fact(
    "rq91-f03",
    "medium",
    "salvaged an 8-pin winbond flash from an old board, top marking reads 25Q64FVAIG. which package "
    "is that per the W25Q64FV part-number table?",
    ["W25Q64FV"],
    [
        it(
            "W25Q64FV",
            "package",
            values=["PDIP-8"],
            cond="W25Q64FVDAIG, top side marking 25Q64FVAIG, PDIP-8 300 mil",
        )
    ],
    [
        ev("w25q64.pdf", 90, "W25Q64FVDAIG 25Q64FVAIG"),
        ev("w25q64.pdf", 90, "PDIP-8 300mil"),
    ],
    "Valid part numbers table: package type DA = PDIP-8 300 mil, product W25Q64FVDAIG, top side "
    "marking 25Q64FVAIG. Look-alikes: 25Q64FVSIG = SOIC-8 208 mil (asked in rq77-f12), 25Q64FVTIG = "
    "VSOP-8, 25Q64FVFIG = SOIC-16 300 mil, 25Q64FVIG = WSON (ZP or ZE).",
)
fact(
    "rq91-f04",
    "medium",
    "gy-530 board = vl53l0x on a carrier. i want to put the bare sensor on my own pcb. what package "
    "does ST sell it in (sales type VL53L0CXV0DH/1)?",
    ["VL53L0X"],
    [it("VL53L0X", "package", values=["LGA-12"], cond="VL53L0CXV0DH/1, optical LGA12 with liner")],
    [ev("vl53l0x.pdf", 37, "VL53L0CXV0DH/1 Optical LGA12 with liner Tape and reel")],
    "Table 17 ordering information: one sales type, optical LGA12 with liner, tape and reel. The "
    "GY-530 carrier adds a regulator and level shifting that the ST sheet does not describe.",
)
fact(
    "rq91-f05",
    "medium",
    "Sur mon module GY-302 le capteur est marqué BH1750FVI. Dans la référence de commande "
    "BH1750FVI-TR, à quel boîtier correspond le suffixe « FVI » ?",
    ["BH1750"],
    [it("BH1750", "package", values=["WSOF6I"], cond="ordering part number BH1750FVI-TR, FVI")],
    [ev("bh1750.pdf", 17, "FVI: WSOF6I TR: Embossed tape and reel")],
    "Ordering part number page: FVI = package WSOF6I, TR = embossed tape and reel (3000 pcs). The "
    "GY-302 module itself is not described by ROHM.",
    lang="fr",
    wording="formal",
)
fact(
    "rq91-f06",
    "medium",
    "the gy-49 light sensor board uses a max44009. what package is the bare max44009 chip in, and "
    "how big is it? want to know if i can hand solder it",
    ["MAX44009"],
    [
        it(
            "MAX44009",
            "package",
            values=["UTDFN-Opto"],
            cond="6-pin UTDFN-Opto, 2 mm x 2 mm x 0.6 mm",
        )
    ],
    [
        ev("max44009.pdf", 1, "S Small, 2mm x 2mm x 0.6mm UTDFN-Opto"),
        ev("max44009.pdf", 1, "operation. It is available in a small, 2mm x 2mm x 0.6mm"),
    ],
    "Front page: 2 mm x 2 mm x 0.6 mm UTDFN-Opto (ordering table: MAX44009EDT+, 6 UTDFN-Opto-EP). "
    "No earlier item asked the MAX44009 package.",
)
fact(
    "rq91-f07",
    "medium",
    "Besides the Multiwatt15 L298N, the L298 is offered in other packages. Which ordering number "
    "designates the surface-mount PowerSO20 version?",
    ["L298N"],
    [it("L298N", "part_numbers", values=["L298P"], cond="PowerSO20 package")],
    [ev("l298n.pdf", 1, "L298P (PowerSO20)"), ev("l298n.pdf", 1, "L298HN (Multiwatt Horiz.)")],
    "Ordering numbers: L298N (Multiwatt vertical), L298HN (Multiwatt horizontal), L298P "
    "(PowerSO20). Look-alike: L298HN is a through-hole Multiwatt with bent leads.",
    wording="formal",
)
fact(
    "rq91-f08",
    "medium",
    "What package and pin count does TI's package option addendum give for the INA3221AIRGVR?",
    ["INA3221"],
    [it("INA3221", "package", values=["VQFN-16"], cond="INA3221AIRGVR, RGV drawing, 16 pins")],
    [ev("ina3221.pdf", 42, "INA3221AIRGVR Active Production VQFN (RGV) | 16")],
    "Addendum: VQFN (RGV), 16 pins, 2500 per large reel; INA3221AIRGVT is a 250-piece reel marked "
    "last time buy. No earlier item asked the INA3221 package.",
    wording="formal",
)
fact(
    "rq91-f09",
    "medium",
    "the cheap green nrf24l01+ modules - what package is the actual nordic chip on them, per the "
    "ordering info (nRF24L01P-R / -T)?",
    ["nRF24L01+"],
    [it("nRF24L01+", "package", values=["QFN-20"], cond="4 x 4 mm 20-pin QFN, lead free")],
    [ev("nrf24l01p.pdf", 73, "nRF24L01P-R 4x4mm 20-pin QFN, lead free Tape and reel 4000")],
    "Table 30 RF silicon options: every ordering code (-SAMPLE, -T, -R, -R7) is the 4x4 mm 20-pin "
    "QFN; they differ in container and MOQ only.",
)
fact(
    "rq91-f10",
    "medium",
    "which ESP32 chip is actually inside the esp32-wroom-32 module (exact part number)?",
    ["ESP32-WROOM-32"],
    [
        it(
            "ESP32-WROOM-32",
            "part_numbers",
            values=["ESP32-D0WDQ6"],
            cond="chip embedded in the module",
        )
    ],
    [ev("esp32-wroom-32.pdf", 6, "At the core of this module is the ESP32-D0WDQ6 chip*.")],
    "Overview: the module is built around the ESP32-D0WDQ6; the footnote refers to the ESP32 "
    "datasheet for the other chip part numbers, which this sheet does not cover.",
)
fact(
    "rq91-f11",
    "medium",
    "ordered 74HC595BQ by mistake instead of the DIP. what package did i get?",
    ["74HC595"],
    [it("74HC595", "package", values=["DHVQFN16"], cond="74HC595BQ, SOT763-1")],
    [
        ev(
            "74hc595.pdf",
            2,
            "74HC595BQ 40 C to +125 C DHVQFN16 plastic dual in-line compatible thermal enhanced",
        ),
        ev("74hc595.pdf", 2, "74HCT595BQ very thin quad flat package; no leads; 16 terminals;"),
    ],
    "Table 1: BQ = DHVQFN16 (SOT763-1, leadless, 2.5 x 3.5 x 0.85 mm). Look-alikes: N = DIP16, D = "
    "SO16, DB = SSOP16, PW = TSSOP16.",
)
fact(
    "rq91-f12",
    "hard",
    "buck-boost board, the tiny ic is marked PS63021. which package is that part in according to "
    "the TI addendum, and how many pins?",
    ["TPS63020"],
    [
        it(
            "TPS63020",
            "package",
            values=["VSON-14"],
            cond="TPS63021DSJR / DSJT, DSJ drawing, 14 pins",
        )
    ],
    [
        ev(
            "tps63020.pdf",
            27,
            "TPS63021DSJR ACTIVE VSON DSJ 14 3000 RoHS & Green NIPDAU Level-1-260C-UNLIM -40 to 125 "
            "PS63021",
        )
    ],
    "Package option addendum: device marking PS63021 = TPS63021 (fixed 3.3 V), VSON (DSJ), 14 pins; "
    "PS63020 is the adjustable TPS63020 in the same package.",
)
fact(
    "rq91-f13",
    "hard",
    "10-pin msop adc on a cheap board is marked BRNI, not BOGI like on my other ads1115 boards. "
    "which member of the ads111x family is it?",
    ["ADS1115"],
    [it("ADS1115", "part_numbers", values=["ADS1114"], cond="MSOP designator BRNI (QFN: N5J)")],
    [ev("ads1115.pdf", 2, "ADS1114 BRNI/N5J 16 860 Yes Yes 1/1")],
    "Product family table: BRNI (MSOP) / N5J (QFN) = ADS1114, 16 bit, 860 SPS, comparator and PGA, "
    "1 differential / 1 single-ended input. Look-alikes: BROI = ADS1113 (no comparator, no PGA), "
    "BOGI = ADS1115 (2/4 inputs), BRPI = ADS1015 (12 bit, 3300 SPS).",
)
fact(
    "rq91-f14",
    "medium",
    "the rtc on my clock board is an 8-pin chip marked P8563. which exact PCF8563 type number has "
    "that marking?",
    ["PCF8563"],
    [it("PCF8563", "part_numbers", values=["PCF8563TS/5"], cond="marking code P8563")],
    [ev("pcf8563.pdf", 2, "Table 2. Marking codes"), ev("pcf8563.pdf", 2, "PCF8563TS/5 P8563")],
    "Table 2: PCF8563TS/5 = P8563 (TSSOP8). Look-alikes: PCF8563TS/4 = 8563 (not recommended for "
    "new designs), PCF8563T/5 = PCF8563, PCF8563T/F4 = 8563T, PCF8563BS/4 = 8563S.",
)
fact(
    "rq91-f15",
    "hard",
    "A DAC breakout carries an MCP4725A3T-E/CH (address option A3). Which 7-bit I2C addresses can "
    "this part answer on, with its A0 pin low and high?",
    ["MCP4725"],
    [
        it(
            "MCP4725",
            "i2c_address",
            values=["0x66", "0x67"],
            cond="address option A3: A2 = 1, A1 = 1 (factory), A0 from the pin; device code 1100",
        )
    ],
    [
        ev("mcp4725.pdf", 47, "A3 = 1 1 External"),
        ev("mcp4725.pdf", 47, "d) MCP4725A3T-E/CH: Tape and Reel,"),
        ev("mcp4725.pdf", 27, "of the address byte consists of a 4-bit device code"),
    ],
    "1100 A2 A1 A0 with A2 = A1 = 1 gives 1100110 = 0x66 (A0 low) and 1100111 = 0x67 (A0 high); "
    "computed. Look-alikes: A0 option 0x60/0x61 (default), A1 0x62/0x63 (rq77-f02), A2 0x64/0x65 "
    "(rq74-f03).",
    wording="formal",
)
fact(
    "rq91-f16",
    "medium",
    "gy-271 compass board with a genuine honeywell HMC5883L (not the qmc clone). what package is the "
    "hmc5883l itself in?",
    ["HMC5883L"],
    [it("HMC5883L", "package", values=["LPCC-16"], cond="16-pin LPCC, 3 x 3 x 0.9 mm")],
    [ev("hmc5883l.pdf", 4, "PACKAGE DRAWING HMC5883L (16-PIN LPCC, dimensions in millimeters)")],
    "Package outline page: 16-pin LPCC. The GY-271 carrier (and its QMC5883L variants) is not "
    "covered by the Honeywell sheet.",
)

# ================================================================ factual insufficient_evidence (9)
trap(
    "rq91-u01",
    "hard",
    "my flash chip says 25Q64FVIG on top. is it the 6x5 mm or the 8x6 mm wson? need to pick the "
    "footprint for the replacement board",
    ["W25Q64FV"],
    [
        ev(
            "w25q64.pdf",
            90,
            "1. For WSON packages, the package type ZP and ZE is not used in the top side marking.",
        ),
        ev("w25q64.pdf", 90, "WSON-8 6x5mm"),
        ev("w25q64.pdf", 90, "WSON-8 8x6mm"),
    ],
    "W25Q64FVZPIG (WSON 6x5) and W25Q64FVZEIG (WSON 8x6) share the top marking 25Q64FVIG; the sheet "
    "says ZP and ZE are not used in the marking, so the size cannot be read from it.",
)
trap(
    "rq91-u02",
    "medium",
    "want the mcp3008 in tssop to save board space (MCP3008-I/ST). which pin is CH7 on that one?",
    ["MCP3008"],
    [
        ev("mcp3008.pdf", 37, "ST = Plastic TSSOP (4.4mm), 14-lead"),
        ev("mcp3008.pdf", 1, "TSSOP packages, while the MCP3008 is offered in 16-"),
    ],
    "The TSSOP option (ST) is 14-lead only and belongs to the MCP3004; the MCP3008 comes in 16-pin "
    "PDIP and SOIC. There is no MCP3008-I/ST pinout to give.",
)
trap(
    "rq91-u03",
    "medium",
    "found old LM35DP sensors in a drawer (to-220 plastic). which leg is vout, same as the lm35dt?",
    ["LM35"],
    [
        ev("lm35.pdf", 2, "NOTE: The LM35DT pinout is different than"),
        ev("lm35.pdf", 2, "the discontinued LM35DP"),
    ],
    "The sheet only says the LM35DT pinout differs from the discontinued LM35DP; the LM35DP pinout is "
    "not given.",
)
trap(
    "rq91-u04",
    "hard",
    "esp32-wroom-32U (the one with the u.fl connector instead of the pcb antenna): what's the max "
    "gain of the external antenna i'm allowed to use with it?",
    ["ESP32-WROOM-32"],
    [
        ev(
            "esp32-wroom-32.pdf",
            16,
            "2. For the modules that use external antennas, the output impedance is 50 Ω.",
        ),
        ev("esp32-wroom-32.pdf", 6, "At the core of this module is the ESP32-D0WDQ6 chip*."),
    ],
    "The sheet covers the ESP32-WROOM-32 with PCB antenna; it mentions modules with external "
    "antennas only for the 50 Ohm output impedance. No antenna gain limit and no WROOM-32U data.",
)
trap(
    "rq91-u05",
    "medium",
    "the AM2320 looks like a small dht22/am2302 but talks i2c. what i2c address does it use?",
    ["DHT22"],
    [ev("dht22.pdf", 1, "AM2302 Product Manual")],
    "The sheet is the AM2302 (DHT22) manual: single-bus interface, no I2C and no AM2320 data.",
)
trap(
    "rq91-u06",
    "medium",
    "An old compass board carries an HMC5883 (without the L suffix, the earlier Honeywell part). "
    "What maximum output data rate does the data sheet give for that part?",
    ["HMC5883L"],
    [ev("hmc5883l.pdf", 20, "HMC5883L-TR Tape and Reel 4k pieces/reel")],
    "Only the HMC5883L is covered (ordering numbers HMC5883L-T / -TR); the older HMC5883 is not "
    "described, so its rates cannot be taken from this sheet.",
    wording="formal",
)
trap(
    "rq91-u07",
    "medium",
    "the blue LM2596HV buck modules claim 60 V input. what max input voltage does the datasheet give "
    "for the HV version?",
    ["LM2596"],
    [
        ev("lm2596.pdf", 23, "LM2596TADJG TO−220 50 Units / Tube"),
        ev("lm2596.pdf", 23, "LM2596TVADJG TO−220 (F) 50 Units / Tube"),
    ],
    "The onsemi sheet orders only the adjustable LM2596 (T, TV, DS suffixes); there is no HV version "
    "and no 60 V rating (the covered part is rated up to 40 V).",
)
trap(
    "rq91-u08",
    "hard",
    "For the 1.2 V version of the XC6206 (XC6206P122), what minimum short-circuit current does the "
    "data sheet guarantee?",
    ["XC6206"],
    [
        ev("xc6206.pdf", 5, "⊿VOUT (mV) Vdif1 (mV) Vdif2 (mV) IOUTMAX (mA) ISHORT (mA)"),
        ev("xc6206.pdf", 5, "VOUT(T) MAX. TYP. MAX. TYP. MAX. MIN. TYP."),
        ev("xc6206.pdf", 5, "1.3 40 400 650 180"),
    ],
    "Column E-5 ISHORT gives only a typical value (180 mA for 1.2 .. 1.5 V); no minimum. Look-alike: "
    "IOUTMAX, which is a minimum (60 mA for that group).",
    wording="formal",
)
trap(
    "rq91-u09",
    "hard",
    "two of my nrf24l01+ chips have an X in the first marking line (nRF X). the sheet says X grade "
    "= engineering samples. do those still meet the -94 dBm sensitivity and 0 dBm output?",
    ["nRF24L01+"],
    [ev("nrf24l01p.pdf", 73, 'X “X" grade, that is, Engineering Samples (optional)')],
    "The marking legend names the X grade as engineering samples; the sheet gives no specification "
    "for engineering samples, so whether they meet the production limits is not stated.",
)

# ================================================================ compatibility (35)
# Compatibility evidence may sit on lines that earlier sets quoted; only the factual questions
# must use unmarked lines.
XC_150 = ev("xc6206.pdf", 5, "2.7 55 150")
XC_STD = ev("xc6206.pdf", 4, "(Standard)(*2) VOUT(T)≧1.5V ×0.98 ×1.02")
MAX44009_VCC = ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V")
SI_VDD = ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V")
TPS_VIN = ev("tps63020.pdf", 6, "Input voltage 1.8 5.5 V")
TPS21_OUT = ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V")
TPS20_OUT = ev("tps63020.pdf", 6, "TPS63020 output voltage 1.2 5.5 V")
VL_VDD = ev("vl53l0x.pdf", 6, "Operating voltage 2.6 to 3.5 V")
AMS285 = ev("ams1117.pdf", 2, "2.79 2.850 2.91 V")
AMS285_IN = ev("ams1117.pdf", 2, "AMS1117-2.85 0 ≤ IOUT ≤ 1A , 4.35V≤ VIN ≤ 12V 2.82 2.850 2.88 V")
SRD_STD = ev("srd-05vdc-sl-c.pdf", 2, "SRD 03 03 150 20 abt. 0.45W 75% Max. 10% Min. 110%")
SRD_HS = ev("srd-05vdc-sl-c.pdf", 2, "SRD 03 03 120 25 abt. 0.36W 75%Max. 10% Min. 120%")
SRD_12 = ev("srd-05vdc-sl-c.pdf", 2, "12 12 37.5 320")
SRD_CODE = ev("srd-05vdc-sl-c.pdf", 1, "F:Flux free type D:0.45W C:1 form C")
MCP3008_TA = ev("mcp3008.pdf", 37, "Temperature Range I = -40°C to +85°C (Industrial)")
NRF_TA = ev("nrf24l01p.pdf", 12, "Operating Temperature -40 +85 °C")
TM_TA = ev("tm1637.pdf", 9, "Work temperature Topt -40 ～ +85 ℃")
BH_TA = ev("bh1750.pdf", 1, "Operating Temperature Topr -40～85 ℃")
MAX7219_V = ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V")
HX_V = ev("hx711.pdf", 1, "Operation supply voltage range: 2.6 ~ 5.5V")
PCF_I2C = ev("pcf8563.pdf", 1, "400 kHz two-wire I2C-bus interface (at VDD = 1.8 V to 5.5 V)")
W25_V = ev("w25q64.pdf", 89, "V = 2.7V to 3.6V")
ESP_V = ev("esp32-wroom-32.pdf", 7, "Operating voltage/Power supply 3.0 V ~ 3.6 V")

compat(
    "rq91-c01",
    "hard",
    "1s lihv pouch cell (label: charge to 4.40 v, never above 4.45 v). charger is an "
    "MCP73831-4ADI/OT, then a tps63021 makes 3.3 v for a gy-530 (vl53l0x). right charger version "
    "for this cell, and are the rails ok for the tps and the sensor?",
    ["MCP73831", "TPS63020", "VL53L0X"],
    "compatible",
    [
        it(
            "MCP73831",
            "output_voltage",
            "V",
            4.367,
            4.40,
            4.433,
            cond="VREG, MCP7383X-4 (4.40 V option)",
        ),
        it("TPS63020", "supply_voltage", "V", 1.8, None, 5.5, cond="input voltage, TPS6302x"),
        it("TPS63020", "output_voltage", "V", 3.267, 3.3, 3.333, cond="TPS63021 fixed output"),
        it("VL53L0X", "supply_voltage", "V", 2.6, None, 3.5, cond="operating voltage"),
    ],
    [
        ev("mcp73831.pdf", 3, "4.367 4.40 4.433 V MCP7383X-4"),
        ev("mcp73831.pdf", 25, "a) MCP73831-4ADI/OT: 4.40V VREG,"),
        TPS_VIN,
        TPS21_OUT,
        VL_VDD,
    ],
    "VREG code 4 = 4.40 V (4.367 .. 4.433 V) fits a 4.40 V LiHV cell below its 4.45 V limit; the cell "
    "range (about 3.0 .. 4.43 V) is inside the TPS63021 input 1.8 .. 5.5 V; 3.267 .. 3.333 V is inside "
    "2.6 .. 3.5 V. Look-alikes: -2 = 4.20 V (undercharges), -5 = 4.50 V (overcharges).",
)
compat(
    "rq91-c02",
    "medium",
    "A sensor node uses an XC6206P282 (2.8 V version) LDO to supply a bare MAX44009 and an "
    "Si7021-A20 at about 1 mA in total. Do the regulator's guaranteed output current and its output "
    "voltage suit both sensors' supply ranges?",
    ["XC6206", "MAX44009", "Si7021"],
    "compatible",
    [
        it("XC6206", "output_current", "mA", mn=150, cond="IOUTMAX, VOUT(T) 2.5 .. 2.9 V group"),
        it("MAX44009", "supply_voltage", "V", 1.7, None, 3.6, cond="VCC"),
        it("Si7021", "supply_voltage", "V", 1.9, None, 3.6, cond="VDD"),
    ],
    [XC_150, XC_STD, MAX44009_VCC, SI_VDD],
    "2.8 V +-2 % = 2.744 .. 2.856 V (computed) is inside 1.7 .. 3.6 V and 1.9 .. 3.6 V; IOUTMAX "
    "min 150 mA for the 2.5 .. 2.9 V versions covers 1 mA.",
    wording="formal",
)
compat(
    "rq91-c03",
    "medium",
    "heat treat furnace, N-type probe, runs at 1250 C. reader is a MAX31855NASA+ (the N version), an "
    "srd relay switches the burner contactor and an ina3221 watches the 12/5/3.3 v rails. can the "
    "N version measure 1250 C?",
    ["MAX31855", "SRD-05VDC-SL-C", "INA3221"],
    "compatible",
    [
        it(
            "MAX31855",
            "measurement_range",
            "°C",
            -200,
            None,
            1300,
            q="temperature",
            cond="MAX31855NASA+, N-type, measured temperature range",
        )
    ],
    [ev("max31855.pdf", 12, "MAX31855NASA+ N -200NC to + 1300NC 8 SO")],
    "Ordering information: N version -200 .. +1300 C, so 1250 C is inside. Look-alikes: K to "
    "+1350 C, J to +750 C, E to +900 C, T to +400 C.",
)
compat(
    "rq91-c04",
    "medium",
    "space heater draws 15 A max. measuring it with the ACS712ELCTR-20A module, output into an "
    "mcp3008 channel; a dht22 logs the room. is the 20A version rated for 15 A?",
    ["ACS712", "MCP3008", "DHT22"],
    "compatible",
    [
        it(
            "ACS712",
            "measurement_range",
            "A",
            -20,
            None,
            20,
            q="current",
            cond="ACS712ELCTR-20A optimized range IP",
        )
    ],
    [ev("acs712.pdf", 2, "ACS712ELCTR-20A-T Tape and reel, 3000 pieces/reel –40 to 85 ±20 100")],
    "Selection guide: -20A version +-20 A, 100 mV/A; 15 A is inside. Look-alikes: 05B +-5 A, 30A "
    "+-30 A.",
)
compat(
    "rq91-c05",
    "hard",
    "A logger board takes 4.75 .. 5.25 V from USB into an AMS1117-2.85 (the only LDO on the BOM). "
    "The 2.85 V rail supplies a W25Q64FV (SPI at 20 MHz) and a PCF8563. Is the regulator's input "
    "inside its specified window, and is its output inside both parts' supply ranges over the full "
    "temperature range?",
    ["AMS1117", "W25Q64FV", "PCF8563"],
    "compatible",
    [
        it(
            "AMS1117",
            "output_voltage",
            "V",
            2.79,
            2.85,
            2.91,
            cond="AMS1117-2.85, full temperature, 4.35 V <= VIN <= 12 V",
        ),
        it("W25Q64FV", "supply_voltage", "V", 2.7, None, 3.6, cond="V = 2.7 V to 3.6 V"),
        it("PCF8563", "supply_voltage", "V", 1.8, None, 5.5, cond="I2C-bus interface active"),
    ],
    [AMS285, AMS285_IN, W25_V, PCF_I2C],
    "VIN 4.75 V >= 4.35 V; 2.79 .. 2.91 V is inside 2.7 .. 3.6 V (at 2.7 .. 3.0 V the W25Q64FV allows "
    "FR up to 80 MHz, so 20 MHz is fine) and inside the PCF8563 1.8 .. 5.5 V I2C range.",
    wording="formal",
)
compat(
    "rq91-c06",
    "medium",
    "living room clock: zs-042 rtc board but the chip on it says DS3231S# (no N), a tm1637 display "
    "and a gy-302 for auto brightness. room is 15 to 30 c all year. is the non-N ds3231 ok for "
    "that, and the other two?",
    ["DS3231", "TM1637", "BH1750"],
    "compatible",
    [
        it("DS3231", "operating_temperature", "°C", 0, None, 70, cond="DS3231S# (commercial)"),
        it("TM1637", "operating_temperature", "°C", -40, None, 85, cond="Topt"),
        it("BH1750", "operating_temperature", "°C", -40, None, 85, cond="Topr"),
    ],
    [ev("ds3231.pdf", 18, "DS3231S# 0°C to +70°C 16 SO"), TM_TA, BH_TA],
    "The S grade is 0 .. +70 C (SN -40 .. +85 C); 15 .. 30 C is inside all three ranges. Earlier "
    "sets asked the S grade only where it fails (outdoors, freezer).",
)
compat(
    "rq91-c07",
    "hard",
    "An isolated input uses a PC817X4 (rank D). Its LED is driven at IF = 5 mA and the "
    "phototransistor must sink 12 mA (status LED plus the pull-up on an L298N enable line) with "
    "VCE around 5 V; an HX711 shares the board. Does the rank-D collector current cover 12 mA?",
    ["PC817", "HX711", "L298N"],
    "compatible",
    [],
    [ev("pc817.pdf", 5, "PC817X4 PC817XF4 PC817XI4 PC817XP4 − D 15.0 to 30.0")],
    "Model line-up: rank D gives IC 15.0 .. 30.0 mA at IF = 5 mA, VCE = 5 V, 25 C, so 12 mA is covered. "
    "Look-alikes: rank A 4.0 .. 8.0, B 6.5 .. 13.0 (not guaranteed above 6.5), C 10.0 .. 20.0, no rank "
    "2.5 .. 30.0 mA. No item: collector current has no field.",
    wording="formal",
)
compat(
    "rq91-c08",
    "hard",
    "An intake-air sensor sits at up to 120 °C: an Si7021-A20-YM0 (automotive grade, no cover), an "
    "MCP2515-E/SO CAN controller and an MCP4725 (E temperature code) on the same board. Are all three "
    "specified for 120 °C?",
    ["Si7021", "MCP2515", "MCP4725"],
    "compatible",
    [
        it("Si7021", "operating_temperature", "°C", -40, None, 125, cond="Si7021-A20-YM0"),
        it("MCP2515", "operating_temperature", "°C", -40, None, 125, cond="E (extended)"),
        it("MCP4725", "operating_temperature", "°C", -40, None, 125, cond="E"),
    ],
    [
        ev(
            "si7021.pdf",
            29,
            "Si7021-A20-YM0 Digital temperature/ humidity sensor – ±0.4 °C ± 3% DFN 6 –40 to +125 °C",
        ),
        ev("mcp2515.pdf", 91, "E = -40C to +125C (Extended)"),
        ev("mcp4725.pdf", 47, "Temperature Range: E = -40°C to +125°C"),
    ],
    "Y (automotive) and I grades of the Si7021 run to +125 C, the G grade only to +85 C; MCP2515-E and "
    "MCP4725 (E) run to +125 C.",
    wording="formal",
)
compat(
    "rq91-c09",
    "medium",
    "freezer logger at -35 c: TMP36GS (the soic one, i use its shutdown pin between readings), read "
    "by an mcp3008, sent with an nrf24l01+. all three rated for -35 c?",
    ["TMP36", "MCP3008", "nRF24L01+"],
    "compatible",
    [
        it("TMP36", "operating_temperature", "°C", -40, None, 125, cond="TMP36GS (SOIC, RN-8)"),
        it("MCP3008", "operating_temperature", "°C", -40, None, 85, cond="I (industrial)"),
        it("nRF24L01+", "operating_temperature", "°C", -40, None, 85, cond="operating temperature"),
    ],
    [
        ev("tmp36.pdf", 3, "TMP36GS ± 3.0 –40°C to +125°C RN-8"),
        ev("tmp36.pdf", 1, "GND 4 5 SHUTDOWN"),
        MCP3008_TA,
        NRF_TA,
    ],
    "TMP36GS: -40 .. +125 C, SOIC-8 with SHUTDOWN on pin 5; MCP3008 and nRF24L01+ -40 .. +85 C.",
)
compat(
    "rq91-c10",
    "hard",
    "one li-ion cell (3.0-4.2 v) into a tps63020 (the adjustable one) set to 5.0 v, feeding a "
    "max7219 that lights one 8-led row (~60 ma) and an hx711 scale. is 5.0 v a setting the tps63020 "
    "can make and ok for both chips?",
    ["TPS63020", "MAX7219", "HX711"],
    "compatible",
    [
        it(
            "TPS63020",
            "output_voltage",
            "V",
            1.2,
            None,
            5.5,
            cond="TPS63020 adjustable output range",
        ),
        it("TPS63020", "supply_voltage", "V", 1.8, None, 5.5, cond="input voltage"),
        it("MAX7219", "supply_voltage", "V", 4.0, None, 5.5, cond="V+"),
        it("HX711", "supply_voltage", "V", 2.6, None, 5.5, cond="operation supply voltage"),
    ],
    [TPS20_OUT, TPS_VIN, MAX7219_V, HX_V],
    "5.0 V is inside the TPS63020 1.2 .. 5.5 V range (the TPS63021 would be fixed 3.3 V); 3.0 .. 4.2 V "
    "input inside 1.8 .. 5.5 V; 5.0 V inside MAX7219 4.0 .. 5.5 V and HX711 2.6 .. 5.5 V.",
)
compat(
    "rq91-c11",
    "medium",
    "one i2c bus: two mcp4725 boards, one with the A0-option chip and one with the A1-option chip "
    "(both A0 pins tied low), an ads1115 with ADDR to gnd and a gy-271 (hmc5883l). any address clash?",
    ["MCP4725", "ADS1115", "HMC5883L"],
    "compatible",
    [
        it("MCP4725", "i2c_address", values=["0x60"], cond="MCP4725A0, A0 pin low"),
        it("MCP4725", "i2c_address", values=["0x62"], cond="MCP4725A1, A0 pin low"),
        it("ADS1115", "i2c_address", values=["0x48"], cond="ADDR to GND"),
        it("HMC5883L", "i2c_address", values=["0x1E"], cond="fixed 7-bit address"),
    ],
    [
        ev("mcp4725.pdf", 47, "A0 * = 0 0 External"),
        ev("mcp4725.pdf", 47, "A1 = 0 1 External"),
        ev("ads1115.pdf", 11, "with an I2C address of 1001000; a microcontroller"),
        ev("hmc5883l.pdf", 11, "slave device and succeed the 7-bit address (0x1E)"),
    ],
    "1100 000 = 0x60 and 1100 010 = 0x62 (computed), 1001000 = 0x48, 0x1E: four different "
    "addresses.",
)
compat(
    "rq91-c12",
    "medium",
    "A refrigerator monitor uses an LM35DM (the SOIC-8 part) in the basic single-supply circuit at "
    "+4 °C, a DS18B20 as a reference probe and a PCF8563 for time stamps, all inside the fridge. Are "
    "the three parts rated for +4 °C?",
    ["LM35", "DS18B20", "PCF8563"],
    "compatible",
    [
        it(
            "LM35",
            "operating_temperature",
            "°C",
            0,
            None,
            100,
            cond="LM35DM/NOPB, addendum Op Temp",
        ),
        it("DS18B20", "operating_temperature", "°C", -55, None, 125, cond="ordering information"),
        it(
            "PCF8563",
            "operating_temperature",
            "°C",
            -40,
            None,
            85,
            cond="Tamb of the characteristics",
        ),
    ],
    [
        ev(
            "lm35.pdf",
            20,
            "LM35DM/NOPB ACTIVE SOIC D 8 95 Green (RoHS CU SN Level-1-260C-UNLIM 0 to 100",
        ),
        ev("lm35.pdf", 1, "(+2°C to +150°C)"),
        ev("ds18b20.pdf", 19, "DS18B20 -55°C to +125°C 3 TO-92 18B20"),
        ev("pcf8563.pdf", 28, "VDD = 1.8 V to 5.5 V; VSS = 0 V; Tamb = 40 C to +85 C"),
    ],
    "The SOIC part is the D grade, 0 .. +100 C; +4 C is also above the +2 C floor of the basic circuit "
    "(Figure 1). DS18B20 -55 .. +125 C, PCF8563 -40 .. +85 C (the minus sign is lost in the text "
    "layer).",
    wording="formal",
)

compat(
    "rq91-i01",
    "hard",
    "1.8 v rail from an xc6206p182 (1.8 v version): inmp441 mic, the VLOGIC of a gy-521, and a small "
    "1.8 v oled that pulls about 90 ma with all pixels on. is the 1.8 v version good for ~95 ma total?",
    ["XC6206", "INMP441", "MPU-6050"],
    "incompatible",
    [
        it("XC6206", "output_current", "mA", mn=80, cond="IOUTMAX, VOUT(T) 1.6 .. 1.9 V group"),
        it("INMP441", "supply_voltage", "V", 1.62, None, 3.63, cond="VDD"),
        it("MPU-6050", "io_supply_voltage", "V", mn=1.71, cond="VLOGIC, up to VDD"),
    ],
    [
        ev("xc6206.pdf", 5, "1.7 45 200 410 80"),
        ev("inmp441.pdf", 4, "Supply Voltage (VDD) 1.62 3.63 V"),
        ev("mpu-6050.pdf", 14, "Voltage Range VLOGIC must be ≤VDD at all times 1.71 VDD V"),
    ],
    "Chart column E-4: the 1.6 .. 1.9 V versions guarantee IOUTMAX min 80 mA only; 95 mA is beyond the "
    "guarantee (the 200 mA of the front page is the 3.0 V type). 1.8 V itself suits the INMP441 "
    "(1.62 .. 3.63 V) and VLOGIC (1.71 V .. VDD).",
)
compat(
    "rq91-i02",
    "hard",
    "Im Auto soll ein Songle SRD-12VDC-SD-C (Standardausführung 0,45 W, Form C) direkt am Bordnetz "
    "hängen, das beim Laden bis 14,4 V erreicht. Ein LM2596 erzeugt 5 V für die Logik, ein DS3231 "
    "liefert die Uhrzeit. Ist 14,4 V an der Spule dieses Relais zulässig?",
    ["SRD-05VDC-SL-C", "LM2596", "DS3231"],
    "incompatible",
    [
        it(
            "SRD-05VDC-SL-C",
            "coil_voltage",
            "V",
            value=12,
            cond="SRD standard (0.45 W), coil code 12",
        ),
        it(
            "SRD-05VDC-SL-C",
            "coil_resistance",
            "Ohm",
            value=320,
            cond="standard 12 VDC coil, +-10 %",
        ),
    ],
    [SRD_CODE, SRD_STD, SRD_12, SRD_HS],
    "Coil sensitivity D = 0.45 W = the standard table: maximum allowable voltage 110 % = 13.2 V "
    "(computed), below 14.4 V. The high-sensitivity L (0.36 W) version allows 120 % = 14.4 V.",
    wording="formal",
    lang="de",
)
compat(
    "rq91-i03",
    "medium",
    "blacksmith forge, j-type probe because i had one, reader is the MAX31855JASA+ (J version). "
    "forge runs around 900 c. tm1637 shows the temp, irlz44n runs the blower. will the J chip read "
    "900 c?",
    ["MAX31855", "TM1637", "IRLZ44N"],
    "incompatible",
    [
        it(
            "MAX31855",
            "measurement_range",
            "°C",
            -40,
            None,
            750,
            q="temperature",
            cond="MAX31855JASA+, J-type, measured temperature range",
        )
    ],
    [ev("max31855.pdf", 12, "MAX31855JASA+ J -40NC to +750NC 8 SO")],
    "Ordering information: J version -40 .. +750 C; 900 C is outside. The K version would reach "
    "+1350 C with a K probe.",
)
compat(
    "rq91-i04",
    "medium",
    "six pots on a mixer box, the adc i grabbed is an MCP3004 (same sheet as the mcp3008). max7219 "
    "for the level meters, ds18b20 for temp. can the 3004 read all six pots?",
    ["MCP3008", "MAX7219", "DS18B20"],
    "incompatible",
    [],
    [ev("mcp3008.pdf", 37, "MCP3004: 4-Channel 10-Bit Serial A/D Converter")],
    "The MCP3004 has 4 channels (the MCP3008 8); six single-ended inputs do not fit. No item: channel "
    "count has no field.",
)
compat(
    "rq91-i05",
    "hard",
    "A gas alarm digitises an MQ-2 output with an ADS1113 and relies on the ADC's ALERT/RDY "
    "window comparator to pull an SRD relay driver when the reading crosses a threshold, without "
    "firmware polling. Does the ADS1113 provide that comparator?",
    ["ADS1115", "MQ-2", "SRD-05VDC-SL-C"],
    "incompatible",
    [],
    [ev("ads1115.pdf", 2, "ADS1113 BROI/N6J 16 860 No No 1/1")],
    "Product family table: ADS1113 has no comparator and no PGA (ADS1114 / ADS1115 have both). No "
    "item: comparator presence has no field.",
    wording="formal",
)
compat(
    "rq91-i06",
    "hard",
    "bolted an LM35DT (to-220) to the l298n heatsink to watch it, heatsink gets to 120 c when the "
    "motors stall, irlz44n cuts the motor supply at a threshold. is the to-220 lm35 rated for 120 c?",
    ["LM35", "L298N", "IRLZ44N"],
    "incompatible",
    [it("LM35", "operating_temperature", "°C", 0, None, 100, cond="LM35DT/NOPB, addendum Op Temp")],
    [
        ev(
            "lm35.pdf",
            21,
            "LM35DT/NOPB ACTIVE TO-220 NEB 3 45 Green (RoHS CU SN Level-1-NA-UNLIM 0 to 100 LM35DT",
        )
    ],
    "The TO-220 part exists only as the D grade, rated 0 .. +100 C; 120 C is outside. The LM35 / "
    "LM35A grades (to +150 C) come in the TO-46 can only.",
)
compat(
    "rq91-i07",
    "hard",
    "A battery tester uses an INA219 in SOIC-8 marked I219A (INA219AID), next to a DRV8833 load "
    "driver and a TP4056 charger. The specification asks for a current measurement error within "
    "±0.5 % over -25 .. 85 °C. Does the fitted grade meet that?",
    ["INA219", "DRV8833", "TP4056"],
    "incompatible",
    [
        it(
            "INA219",
            "accuracy",
            "%",
            -1,
            None,
            1,
            q="current",
            cond="INA219A current measurement error over temperature, TA = -25 .. 85 C",
        )
    ],
    [
        ev(
            "ina219.pdf",
            29,
            "INA219AID ACTIVE SOIC D 8 75 RoHS & Green NIPDAU Level-1-260C-UNLIM -40 to 125 I219A",
        ),
        ev("ina219.pdf", 5, "Current measurement error ±0.2% ±0.5% ±0.2%"),
        ev("ina219.pdf", 5, "over Temperature TA = –25°C to 85°C ±1%"),
    ],
    "Marking I219A = INA219A; its current measurement error over -25 .. 85 C is +-1 % max; the B grade "
    "gives +-0.5 % over temperature.",
    wording="formal",
)
compat(
    "rq91-i08",
    "medium",
    "12 v inverter pulls up to 40 a, i put the ACS712ELCTR-30A board in the cable. max7219 shows "
    "amps, dht11 for box temp. is the 30A version good for 40 a?",
    ["ACS712", "MAX7219", "DHT11"],
    "incompatible",
    [
        it(
            "ACS712",
            "measurement_range",
            "A",
            -30,
            None,
            30,
            q="current",
            cond="ACS712ELCTR-30A optimized range IP",
        )
    ],
    [ev("acs712.pdf", 2, "ACS712ELCTR-30A-T Tape and reel, 3000 pieces/reel –40 to 85 ±30 66")],
    "Selection guide: the 30A version is optimized for +-30 A (66 mV/A); 40 A is outside. No larger "
    "version is listed.",
)
compat(
    "rq91-i09",
    "medium",
    "hx711 green board, the RATE pin is tied to gnd on the pcb (no jumper). i need 50 readings per "
    "second for a force plate; a pcf8563 timestamps, an mq-3 is on the same box for fun. will the "
    "board give 50/s?",
    ["HX711", "PCF8563", "MQ-3"],
    "incompatible",
    [it("HX711", "data_rate", "Hz", value=10, cond="internal oscillator, RATE = 0")],
    [
        ev("hx711.pdf", 3, "Internal Oscillator, RATE = 0 10 Hz"),
        ev("hx711.pdf", 2, "15 RATE Digital Input Output data rate control, 0: 10Hz; 1: 80Hz"),
    ],
    "RATE low selects 10 Hz (80 Hz needs RATE high); 50 per second is not reachable without changing "
    "the strap.",
)
compat(
    "rq91-i10",
    "medium",
    "A W25Q64FVSSIG is to be placed on an existing PCB footprint for a 150-mil SOIC-8 (3.9 mm body); "
    "a MAX31865 and a CCS811 share the board. Does the ordered flash fit that footprint?",
    ["W25Q64FV", "MAX31865", "CCS811"],
    "incompatible",
    [it("W25Q64FV", "package", values=["SOIC-8 208-mil"], cond="package code SS")],
    [ev("w25q64.pdf", 89, "SS = 8-pin SOIC 208-mil")],
    "Package code SS = 8-pin SOIC 208 mil (5.3 mm body); no 150-mil SOIC-8 is offered for the "
    "W25Q64FV (SF is a 300-mil SOIC-16).",
    wording="formal",
)
compat(
    "rq91-i11",
    "medium",
    "only had an ams1117-2.85 in the drawer so my esp32-wroom-32 runs off that (from usb 5v). gy-302 "
    "on the same rail. is 2.85 v ok for the esp32 module?",
    ["ESP32-WROOM-32", "AMS1117", "BH1750"],
    "incompatible",
    [
        it("ESP32-WROOM-32", "supply_voltage", "V", 3.0, None, 3.6, cond="operating voltage"),
        it(
            "AMS1117",
            "output_voltage",
            "V",
            2.79,
            2.85,
            2.91,
            cond="AMS1117-2.85, full temperature",
        ),
    ],
    [ESP_V, AMS285],
    "2.79 .. 2.91 V is below the module's 3.0 V minimum (an older revision of the sheet had 2.7 V; the "
    "current one says 3.0 .. 3.6 V). The BH1750 (2.4 .. 3.6 V) would be fine.",
)
compat(
    "rq91-i12",
    "medium",
    "designing my own pcb with the bare HMC5883L chip instead of the gy-271 board. everything else "
    "on it runs from usb 5 v (a ds3231 and a dht11), so i want to feed the chip straight from 5 v "
    "like the module. ok?",
    ["HMC5883L", "DS3231", "DHT11"],
    "incompatible",
    [it("HMC5883L", "supply_voltage", "V", 2.16, 2.5, 3.6, cond="VDD")],
    [ev("hmc5883l.pdf", 2, "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6 Volts")],
    "The bare chip takes VDD 2.16 .. 3.6 V; 5 V modules carry their own regulator. 5 V is outside.",
)

compat(
    "rq91-e01",
    "medium",
    "got a max6675 module instead of the max31855 one (seller swapped it). k probe to 1000 c, "
    "max7219 display, pc817 to an ssr. will the max6675 read 1000 c at 3.3 v?",
    ["MAX31855", "MAX7219", "PC817"],
    "insufficient_evidence",
    [],
    [ev("max31855.pdf", 1, "S Versions Available for K-, J-, N-, T-, S-, R-, and")],
    "Only the MAX31855 (its thermocouple-type versions) is covered; the MAX6675 is a different part.",
)
compat(
    "rq91-e02",
    "hard",
    "A design replaces four MCP4725 boards with one MCP4728 quad-DAC board to set four DRV8833 "
    "current limits; an INA3221 monitors the rails. Are the MCP4728's output range and I2C addressing "
    "compatible with the existing wiring?",
    ["MCP4725", "INA3221", "DRV8833"],
    "insufficient_evidence",
    [],
    [ev("mcp4725.pdf", 1, "12-Bit Digital-to-Analog Converter with EEPROM Memory")],
    "The MCP4725 sheet covers the single-channel part only; the MCP4728 is not described.",
    wording="formal",
)
compat(
    "rq91-e03",
    "medium",
    "air quality box: mq-2 and mq-3 boards already in, now adding an MQ-135 board for co2/ammonia "
    "plus a ccs811. can the mq-135 heater share the same 5 v, 150 ma supply as the other two?",
    ["MQ-2", "MQ-3", "CCS811"],
    "insufficient_evidence",
    [],
    [
        ev("mq-2.pdf", 3, "Heater Voltage VH 5.0V±0.1V AC or DC"),
        ev("mq-3.pdf", 1, "VH Heating voltage 5V±0.1 ACOR DC"),
    ],
    "Heater data exist for MQ-2 and MQ-3 only; no MQ-135 sheet, so its heater current is unknown.",
)
compat(
    "rq91-e04",
    "medium",
    "swapping my tm1637 4-digit for a TM1638 'led&key' board (8 digits + buttons). same 5 v, same "
    "two wires? a 74hc595 and a ds18b20 are on the board too",
    ["TM1637", "74HC595", "DS18B20"],
    "insufficient_evidence",
    [],
    [
        ev(
            "tm1637.pdf",
            1,
            "TM1637 is a kind of LED (light-emitting diode display) drive control special circuit with keyboard",
        )
    ],
    "Only the TM1637 is covered; the TM1638 interface and supply are not in any sheet.",
)
compat(
    "rq91-e05",
    "hard",
    "A robot replaces its DRV8833 / L298N drivers with a TB6612FNG board for two 1.2 A motors at "
    "9 V; an HC-SR04 stays on the 5 V rail. Is the TB6612FNG rated for 1.2 A continuous per channel "
    "at 9 V?",
    ["DRV8833", "L298N", "HC-SR04"],
    "insufficient_evidence",
    [],
    [
        ev("drv8833.pdf", 1, "DRV8833 Dual H-Bridge Motor Driver"),
        ev("l298n.pdf", 2, "–DC Operation 2 A"),
    ],
    "Ratings exist for the DRV8833 and L298N only; the TB6612FNG is not covered.",
    wording="formal",
)
compat(
    "rq91-e07",
    "hard",
    "moved from esp32-wroom-32 to an ESP32-WROVER board for more ram. can i keep gpio16/17 as the i2c "
    "pins for the gy-49 and the gy-521 like on the wroom?",
    ["ESP32-WROOM-32", "MAX44009", "MPU-6050"],
    "insufficient_evidence",
    [],
    [ev("esp32-wroom-32.pdf", 9, "IO16 27 I/O GPIO16, HS1_DATA4, U2RXD, EMAC_CLK_OUT")],
    "On the WROOM-32 GPIO16/17 are free module pins; the WROVER (PSRAM) is not covered by this "
    "sheet, so whether those pins stay free there is not stated.",
)
compat(
    "rq91-e08",
    "medium",
    "bag of 'ds18b20' turned out to be DS1822 (same to-92, cheaper). need +-0.5 c between 0 and 40 c "
    "for a brewing tank. ccs811 and a 74hc595 on the same board. good enough?",
    ["DS18B20", "CCS811", "74HC595"],
    "insufficient_evidence",
    [],
    [ev("ds18b20.pdf", 1, "±0.5°C Accuracy from -10°C to +85°C")],
    "+-0.5 C from -10 to +85 C is the DS18B20's; the DS1822 is a different part not covered here.",
)
compat(
    "rq91-e09",
    "hard",
    "bought a GY-53 (vl53l0x plus an stm32 that outputs uart/pwm) and want to read it at 9600 baud "
    "from 5 v, next to an hc-sr04 and a gy-49. works like that?",
    ["VL53L0X", "HC-SR04", "MAX44009"],
    "insufficient_evidence",
    [],
    [ev("vl53l0x.pdf", 1, "– I2C interface for device control and data")],
    "The ST sheet covers the bare VL53L0X (I2C, 2.6 .. 3.5 V); the GY-53 microcontroller, its UART "
    "and its 5 V input are not described.",
)
compat(
    "rq91-e10",
    "medium",
    "On a battery robot whose cell is charged by a TP4056, an HC-SR04 is to be replaced by a US-100 "
    "module in UART mode at 3.3 V; an MPU-6050 shares the board. Is the US-100 specified for 3.3 V "
    "operation?",
    ["HC-SR04", "TP4056", "MPU-6050"],
    "insufficient_evidence",
    [],
    [ev("hc-sr04.pdf", 1, "Ultrasonic Ranging Module HC - SR04")],
    "Only the HC-SR04 ('Working Voltage DC 5 V') is covered; the US-100 is not.",
    wording="formal",
)
compat(
    "rq91-e12",
    "hard",
    "The PC817 data sheet mentions a 4-channel version. A design uses that PC847 to drive four SRD "
    "relay transistor stages and a TM1637 alarm display. Is the PC847's collector current at "
    "IF = 5 mA the same as the PC817's?",
    ["PC817", "SRD-05VDC-SL-C", "TM1637"],
    "insufficient_evidence",
    [],
    [
        ev("pc817.pdf", 1, "4-channel package type is also available."),
        ev("pc817.pdf", 1, "(model No. PC847X Series)"),
    ],
    "The sheet names the PC847X series but gives no data for it; all tables are for the PC817X.",
    wording="formal",
)
compat(
    "rq91-e13",
    "hard",
    "TMP37GT9 (the 20 mv/c one) in a curing oven at 130 c, running from 5 v, read by an ads1115; "
    "irlz44n switches the heater. i need +-3 c at 130. ok?",
    ["TMP36", "ADS1115", "IRLZ44N"],
    "insufficient_evidence",
    [],
    [
        ev("tmp36.pdf", 3, "TMP37GT9 ± 3.0 5°C to 100°C TO-92"),
        ev("tmp36.pdf", 1, "at 25°C. Operation extends to 150°C with reduced accuracy for all"),
    ],
    "The TMP37 is specified 5 .. 100 C; operation to 150 C from 5 V is allowed 'with reduced "
    "accuracy', which is not quantified, so +-3 C at 130 C is neither confirmed nor ruled out.",
)

if __name__ == "__main__":
    out = Path(__file__).with_name("questions.jsonl")
    out.write_text("".join(json.dumps(q, ensure_ascii=False) + "\n" for q in Q), encoding="utf-8")
    print(f"{len(Q)} questions -> {out}")
