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


# ---------- batch 1
add(
    "rq21-f01",
    "medium",
    "simple",
    "esp32 wroom wifi rx sensitivity on 11n HT40 at MCS7? just the typical dBm",
    ["ESP32-WROOM-32"],
    None,
    [it("ESP32-WROOM-32", "rx_sensitivity", "dBm", typ=-69, cond="Wi-Fi 11n, HT40, MCS7")],
    [ev("esp32-wroom-32.pdf", 16, "11n, HT40, MCS7 - –69 - dBm")],
    "HT40 MCS7 -69 dBm typ, beside HT20 MCS7 -71, HT40 MCS0 -89, 11g 54 Mbps -74.",
)
add(
    "rq21-f02",
    "medium",
    "simple",
    "What Wi-Fi TX power (min/typ/max) does the ESP32-WROOM-32 specify in 802.11b mode?",
    ["ESP32-WROOM-32"],
    None,
    [it("ESP32-WROOM-32", "tx_power", "dBm", mn=17.5, typ=18.5, mx=20, cond="Wi-Fi 11b mode")],
    [ev("esp32-wroom-32.pdf", 16, "11b mode 17.5 18.5 20 dBm")],
    "11b row beside the 11n MCS7 row (12/13/14 dBm).",
    "formal",
)
add(
    "rq21-f03",
    "medium",
    "simple",
    "Quelle est la plage de température de stockage du module ESP32-WROOM-32 ?",
    ["ESP32-WROOM-32"],
    None,
    [
        it(
            "ESP32-WROOM-32",
            "storage_temperature",
            "°C",
            mn=-40,
            mx=105,
            cond="Tstore, absolute maximum ratings",
        )
    ],
    [ev("esp32-wroom-32.pdf", 15, "Tstore Storage temperature –40 105 °C")],
    "Storage -40..105 C, beside the operating ambient -40..85 C row.",
    "formal",
    "fr",
)
add(
    "rq21-f04",
    "hard",
    "simple",
    "cc1101 in the 915 mhz band cranked to +11 dbm, how much current does it pull?",
    ["CC1101"],
    None,
    [it("CC1101", "supply_current", "mA", typ=33.4, cond="TX mode, +11 dBm, 915 MHz, 3.0 V, 25 C")],
    [ev("cc1101.pdf", 10, "33.4 mA Transmit mode, +11 dBm output power, 915 MHz")],
    "915 MHz +11 dBm row (33.4 mA), beside 868 MHz +12 dBm 34.2 mA and 915 MHz +10 dBm 30.7 mA.",
)
add(
    "rq21-f05",
    "hard",
    "simple",
    "What is the CC1101's typical current in SLEEP state with the low-power RC oscillator running (wake-on-radio enabled)? Give it in nA.",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "standby_current",
            "uA",
            typ=0.5,
            cond="SLEEP state with WOR enabled, RC oscillator running, 3.0 V, 25 C",
        )
    ],
    [
        ev(
            "cc1101.pdf",
            9,
            "0.5 PA Voltage regulator to digital part off, register values retained, low-",
        )
    ],
    "0.5 uA = 500 nA; beside plain SLEEP 0.2/1 uA, XOSC running 100 uA, XOFF 165 uA. 'PA' is pdftotext's rendering of uA.",
    "formal",
)
add(
    "rq21-f06",
    "medium",
    "simple",
    "cc1101 storage temp range?",
    ["CC1101"],
    None,
    [it("CC1101", "storage_temperature", "°C", mn=-50, mx=150, cond="absolute maximum ratings")],
    [ev("cc1101.pdf", 8, "Storage temperature range –50 150 qC")],
    "'qC' is pdftotext's rendering of degC; beside operating -40..85 C.",
)
add(
    "rq21-f07",
    "hard",
    "simple",
    "DS3231 on VCC at 3.63 V with the I2C bus idle: worst-case supply current while a temperature conversion runs? in mA please",
    ["DS3231"],
    None,
    [
        it(
            "DS3231",
            "supply_current",
            "uA",
            mx=575,
            cond="ICCSCONV, VCC = 3.63 V, I2C inactive, 32kHz on, SQW off",
        )
    ],
    [ev("ds3231.pdf", 2, "I2C bus inactive, 32kHz VCC = 3.63V 575")],
    "575 uA = 0.575 mA at 3.63 V; beside 650 uA at 5.5 V (asked in rq19) and the standby rows 110/170 uA.",
)
add(
    "rq21-f08",
    "medium",
    "simple",
    "¿Cuál es el rango de temperatura de almacenamiento del DS3231?",
    ["DS3231"],
    None,
    [it("DS3231", "storage_temperature", "°C", mn=-40, mx=85, cond="absolute maximum ratings")],
    [
        ev(
            "ds3231.pdf",
            2,
            "Storage Temperature Range............................... -40°C to +85°C",
        )
    ],
    "Storage -40..+85 C, on the same lines as the DS3231S 0..70 C / DS3231SN -40..85 C operating rows.",
    "formal",
    "es",
)
add(
    "rq21-f09",
    "medium",
    "simple",
    "What is the maximum LOW output voltage of the DS3231's RST pin, and at what sink current is it specified?",
    ["DS3231"],
    None,
    [it("DS3231", "output_low_voltage", "V", mx=0.4, cond="RST pin, IOL = 1 mA")],
    [ev("ds3231.pdf", 2, "Logic 0 Output, RST VOL IOL = 1mA 0.4 V")],
    "RST row at IOL = 1 mA, beside the 32kHz/INT/SQW/SDA row at IOL = 3 mA (same 0.4 V).",
    "formal",
)
add(
    "rq21-f10",
    "hard",
    "simple",
    "pcf8563 on 5v at room temp, i2c idle but CLKOUT on at 32k - typ and max current in uA?",
    ["PCF8563"],
    None,
    [
        it(
            "PCF8563",
            "supply_current",
            "nA",
            typ=825,
            mx=1600,
            cond="interface inactive, CLKOUT enabled 32 kHz, Tamb = 25 C, VDD = 5.0 V",
        )
    ],
    [ev("pcf8563.pdf", 28, "VDD = 5.0 V - 825 1600 nA")],
    "0.825 / 1.6 uA; beside 3.0 V (550/1000) and 2.0 V rows and the full-range 5.0 V row (950/1700).",
)
add(
    "rq21-f11",
    "hard",
    "simple",
    "si7021 set to 10-bit humidity, how long does one RH conversion take (typ/max)? in microseconds",
    ["Si7021"],
    None,
    [it("Si7021", "response_time", "ms", typ=3.7, mx=4.5, cond="conversion time, 10-bit RH")],
    [ev("si7021.pdf", 5, "10-bit RH — 3.7 4.5")],
    "3700 / 4500 us; beside 12-bit 10/12, 11-bit 5.8/7, 8-bit 2.6/3.1 ms.",
)
add(
    "rq21-f12",
    "medium",
    "simple",
    "What is the typical and maximum conversion time of the Si7021 for a 13-bit temperature measurement?",
    ["Si7021"],
    None,
    [
        it(
            "Si7021",
            "response_time",
            "ms",
            typ=4,
            mx=6.2,
            cond="conversion time, 13-bit temperature",
        )
    ],
    [ev("si7021.pdf", 5, "13-bit temperature — 4 6.2")],
    "13-bit row, beside 14-bit 7/10.8 and 12-bit 2.4/3.8 ms.",
    "formal",
)
add(
    "rq21-f13",
    "medium",
    "simple",
    "tcs34725 storage temp range?",
    ["TCS34725"],
    None,
    [
        it(
            "TCS34725",
            "storage_temperature",
            "°C",
            mn=-40,
            mx=85,
            cond="Tstg, absolute maximum ratings",
        )
    ],
    [
        ev(
            "tcs34725.pdf",
            3,
            "Storage temperature range, Tstg . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . −40°C to 85°C",
        )
    ],
    "Storage -40..85 C beside operating -30..70 C.",
)


# ---------- batch 2
W = ("w25q64.pdf", 5, "single 2.7V to 3.6V power supply")
add(
    "rq21-f14",
    "hard",
    "simple",
    "ina3221 with the CT bits at 010, how long is one conversion (typ/max)? in ms",
    ["INA3221"],
    None,
    [
        it(
            "INA3221",
            "response_time",
            "us",
            typ=332,
            mx=365,
            cond="ADC conversion time, CT bit = 010",
        )
    ],
    [ev("ina3221.pdf", 5, "CT bit = 010 332 365")],
    "0.332 / 0.365 ms; beside CT 000 (140/154), 011 (588/646) and 100 (1.1/1.21 ms).",
)
add(
    "rq21-f15",
    "hard",
    "simple",
    "What ADC conversion time (typical and maximum) does the INA3221 specify with CT bits = 101? Give it in microseconds.",
    ["INA3221"],
    None,
    [
        it(
            "INA3221",
            "response_time",
            "ms",
            typ=2.116,
            mx=2.328,
            cond="ADC conversion time, CT bit = 101",
        )
    ],
    [ev("ina3221.pdf", 5, "CT bit = 101 2.116 2.328")],
    "2116 / 2328 us; beside CT 110 (4.156/4.572 ms) and CT 111 (8.244/9.068 ms).",
    "formal",
)
add(
    "rq21-f16",
    "hard",
    "simple",
    "lm2596 switched off through ON/OFF (pin at 5v), how much does it still draw at 25C? typ and max in mA",
    ["LM2596"],
    None,
    [
        it(
            "LM2596",
            "standby_current",
            "uA",
            typ=80,
            mx=200,
            cond="Istby, ON/OFF pin = 5.0 V (OFF), Vin = 40 V, TJ = 25 C",
        )
    ],
    [ev("lm2596.pdf", 4, "Standby Quiescent Current (ON/OFF Pin = 5.0 V (“OFF”)) Istby 80 200 mA")],
    "80 / 200 uA = 0.08 / 0.2 mA at 25 C (250 uA max over the full range, bold row). pdftotext renders the uA unit as 'mA' (symbol font); the PDF unit is uA (5 mA quiescent row above is the ON current).",
)
add(
    "rq21-u01",
    "medium",
    "simple",
    "What operating relative humidity range is the W25Q64FV rated for?",
    ["W25Q64"],
    "insufficient_evidence",
    [],
    [],
    "Operating ranges (p72) give only VCC and ambient temperature; no humidity anywhere in the sheet.",
    "formal",
)
add(
    "rq21-u02",
    "medium",
    "simple",
    "cc1101 ip rating?",
    ["CC1101"],
    "insufficient_evidence",
    [],
    [],
    "Bare RF IC; the sheet gives no IP / ingress rating.",
)
add(
    "rq21-u03",
    "hard",
    "simple",
    "¿Cuál es la frecuencia máxima de reloj SPI del TCS34725?",
    ["TCS34725"],
    "insufficient_evidence",
    [],
    [],
    "The TCS3472 is I2C-only (f(SCL) 0..400 kHz); the sheet has no SPI clock.",
    "formal",
    "es",
)

# compatibility
add(
    "rq21-c01",
    "medium",
    "compatibility",
    "w25q64 flash powered from a tps63021 (fixed 3.3v) running off a li-ion cell - volts and current ok for page programming?",
    ["W25Q64", "TPS63021"],
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
        it("W25Q64", "supply_voltage", "V", mn=2.7, mx=3.6, cond="single supply"),
        it("TPS63021", "output_current", "A", value=2, cond="VIN > 2.5 V, VOUT = 3.3 V"),
        it("W25Q64", "supply_current", "mA", typ=20, mx=25, cond="ICC5 page program"),
    ],
    [
        ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V"),
        ev(*W),
        ev("tps63020.pdf", 1, "Output current for VIN > 2.5 V, VOUT = 3.3 V: 2 A"),
        ev("w25q64.pdf", 74, "Current Page Program ICC5 /CS = VCC 20 25 mA"),
    ],
    "3.267..3.333 V inside 2.7..3.6 V; 25 mA max program current far below 2 A.",
    concern="voltage",
)
add(
    "rq21-c02",
    "medium",
    "compatibility",
    "A CC1101 and a DS3231S (commercial grade, not SN) sit in an outdoor node that sees -30 °C in winter. Are both rated for that?",
    ["CC1101", "DS3231"],
    "incompatible",
    [
        it("CC1101", "operating_temperature", "°C", mn=-40, mx=85),
        it("DS3231", "operating_temperature", "°C", mn=0, mx=70, cond="DS3231S"),
    ],
    [
        ev("cc1101.pdf", 8, "Operating temperature -40 85 qC"),
        ev(
            "ds3231.pdf",
            2,
            "DS3231S.............................................................0°C to +70°C",
        ),
    ],
    "CC1101 fine at -30 C; DS3231S only 0..70 C.",
    "formal",
    concern="environment",
)
add(
    "rq21-c03",
    "hard",
    "compatibility",
    "cc1101 + ds3231sn rtc in a box outside, gets down to -35c. both ok?",
    ["CC1101", "DS3231"],
    "compatible",
    [
        it("CC1101", "operating_temperature", "°C", mn=-40, mx=85),
        it("DS3231", "operating_temperature", "°C", mn=-40, mx=85, cond="DS3231SN"),
    ],
    [
        ev("cc1101.pdf", 8, "Operating temperature -40 85 qC"),
        ev(
            "ds3231.pdf",
            2,
            "DS3231SN....................................................... -40°C to +85°C",
        ),
    ],
    "Both -40..85 C; the SN grade (industrial) is named. Risky-looking (cold) but compatible.",
    concern="environment",
)
add(
    "rq21-c04",
    "medium",
    "compatibility",
    "si7021 powered by an ams1117-3.3 fed from usb 5v, voltage ok?",
    ["Si7021", "AMS1117"],
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
        it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6),
    ],
    [
        ev("ams1117.pdf", 2, "AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333 V"),
        ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V"),
    ],
    "3.267..3.333 V (3.235..3.365 over temperature) inside 1.9..3.6 V.",
    concern="voltage",
)
add(
    "rq21-c05",
    "medium",
    "compatibility",
    "Can an Si7021 be powered from the output of an AMS1117-5.0 (input 7 V)?",
    ["Si7021", "AMS1117"],
    "incompatible",
    [
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=4.95,
            typ=5.0,
            mx=5.05,
            cond="AMS1117-5.0, 6.5 V <= VIN <= 12 V",
        ),
        it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6),
    ],
    [
        ev("ams1117.pdf", 2, "AMS1117-5.0 0 ≤ IOUT ≤ 1A , 6.5V ≤ VIN ≤ 12V 4.950 5.000 5.050 V"),
        ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V"),
    ],
    "5 V above the Si7021's 3.6 V maximum.",
    "formal",
    concern="voltage",
)
add(
    "rq21-c06",
    "hard",
    "compatibility",
    "tcs34725 wired straight to the li-ion cell that a tp4056 charges (no regulator), fine when the cell is full?",
    ["TCS34725", "TP4056"],
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
        ),
        it(
            "TCS34725",
            "supply_voltage",
            "V",
            mn=2.7,
            typ=3,
            mx=3.6,
            cond="TCS34721 & TCS34725, I2C Vbus = VDD",
        ),
    ],
    [
        ev("tp4056.pdf", 5, "VFLOAT 0℃≤TA≤85℃，IBAT=40mA 4.158 4.2 4.242 V"),
        ev(
            "tcs34725.pdf",
            3,
            "Supply voltage, VDD (TCS34721 & TCS34725) (I2C Vbus = VDD) 2.7 3 3.6 V",
        ),
    ],
    "A full cell at 4.2 V exceeds 3.6 V (and the 3.8 V absolute maximum).",
    concern="voltage",
)
add(
    "rq21-c07",
    "medium",
    "compatibility",
    "Un TCS34725 et un DS3231SN dans un enregistreur extérieur qui descend à -35 °C : les deux sont-ils spécifiés pour cette température ?",
    ["TCS34725", "DS3231"],
    "incompatible",
    [
        it("TCS34725", "operating_temperature", "°C", mn=-30, mx=70),
        it("DS3231", "operating_temperature", "°C", mn=-40, mx=85, cond="DS3231SN"),
    ],
    [
        ev("tcs34725.pdf", 3, "Operating free-air temperature, TA −30 70 °C"),
        ev(
            "ds3231.pdf",
            2,
            "DS3231SN....................................................... -40°C to +85°C",
        ),
    ],
    "DS3231SN fine; TCS34725 only down to -30 C.",
    "formal",
    "fr",
    concern="environment",
)
add(
    "rq21-c08",
    "medium",
    "compatibility",
    "hc-sr04 + ds3231sn on a weather station, winter down to -20c. both rated?",
    ["HC-SR04", "DS3231"],
    "insufficient_evidence",
    [],
    [],
    "DS3231SN is -40..85 C, but the HC-SR04 sheet states no operating temperature range.",
    concern="environment",
)
add(
    "rq21-c09",
    "hard",
    "compatibility",
    "Are a CC1101 and a W25Q64FV both specified for operation at 95 % relative humidity (non-condensing)?",
    ["CC1101", "W25Q64"],
    "insufficient_evidence",
    [],
    [],
    "Neither sheet gives an operating humidity (CC1101 -40..85 C, W25Q64 -40..85 C only).",
    "formal",
    concern="environment",
)
add(
    "rq21-c10",
    "medium",
    "compatibility",
    "tcs34725 and an hc-sr04 in an attic that reaches 65c in summer, ok for both?",
    ["TCS34725", "HC-SR04"],
    "insufficient_evidence",
    [],
    [],
    "TCS34725 -30..70 C covers 65 C; the HC-SR04 sheet has no temperature range, so one check has no evidence.",
    concern="environment",
)
add(
    "rq21-c11",
    "hard",
    "compatibility",
    "w25q64fv logging next to a cc1101 in a freezer-test box at -40 °C, are both specced for it?",
    ["W25Q64", "CC1101"],
    "compatible",
    [
        it("W25Q64", "operating_temperature", "°C", mn=-40, mx=85, cond="industrial"),
        it("CC1101", "operating_temperature", "°C", mn=-40, mx=85),
    ],
    [
        ev("w25q64.pdf", 72, "TA Industrial –40 +85 °C"),
        ev("cc1101.pdf", 8, "Operating temperature -40 85 qC"),
    ],
    "Exactly at the -40 C limit of both: compatible (risky-looking).",
    concern="environment",
)


# at most 5 questions per sheet: these four put CC1101 / DS3231 over the limit
DROP = {"rq21-f06", "rq21-f09", "rq21-u02", "rq21-c03"}
Q[:] = [q for q in Q if q["id"] not in DROP]

if __name__ == "__main__":
    with open("questions.jsonl", "w") as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
