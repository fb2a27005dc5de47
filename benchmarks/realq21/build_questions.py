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
add("rq21-f01", "medium", "simple",
    "esp32 wroom wifi rx sensitivity on 11n HT40 at MCS7? just the typical dBm",
    ["ESP32-WROOM-32"], None,
    [it("ESP32-WROOM-32", "rx_sensitivity", "dBm", typ=-69, cond="Wi-Fi 11n, HT40, MCS7")],
    [ev("esp32-wroom-32.pdf", 16, "11n, HT40, MCS7 - –69 - dBm")],
    "HT40 MCS7 -69 dBm typ, beside HT20 MCS7 -71, HT40 MCS0 -89, 11g 54 Mbps -74.")
add("rq21-f02", "medium", "simple",
    "What Wi-Fi TX power (min/typ/max) does the ESP32-WROOM-32 specify in 802.11b mode?",
    ["ESP32-WROOM-32"], None,
    [it("ESP32-WROOM-32", "tx_power", "dBm", mn=17.5, typ=18.5, mx=20, cond="Wi-Fi 11b mode")],
    [ev("esp32-wroom-32.pdf", 16, "11b mode 17.5 18.5 20 dBm")],
    "11b row beside the 11n MCS7 row (12/13/14 dBm).", "formal")
add("rq21-f03", "medium", "simple",
    "Quelle est la plage de température de stockage du module ESP32-WROOM-32 ?",
    ["ESP32-WROOM-32"], None,
    [it("ESP32-WROOM-32", "storage_temperature", "°C", mn=-40, mx=105, cond="Tstore, absolute maximum ratings")],
    [ev("esp32-wroom-32.pdf", 15, "Tstore Storage temperature –40 105 °C")],
    "Storage -40..105 C, beside the operating ambient -40..85 C row.", "formal", "fr")
add("rq21-f04", "hard", "simple",
    "cc1101 in the 915 mhz band cranked to +11 dbm, how much current does it pull?",
    ["CC1101"], None,
    [it("CC1101", "supply_current", "mA", typ=33.4, cond="TX mode, +11 dBm, 915 MHz, 3.0 V, 25 C")],
    [ev("cc1101.pdf", 10, "33.4 mA Transmit mode, +11 dBm output power, 915 MHz")],
    "915 MHz +11 dBm row (33.4 mA), beside 868 MHz +12 dBm 34.2 mA and 915 MHz +10 dBm 30.7 mA.")
add("rq21-f05", "hard", "simple",
    "What is the CC1101's typical current in SLEEP state with the low-power RC oscillator running (wake-on-radio enabled)? Give it in nA.",
    ["CC1101"], None,
    [it("CC1101", "standby_current", "uA", typ=0.5, cond="SLEEP state with WOR enabled, RC oscillator running, 3.0 V, 25 C")],
    [ev("cc1101.pdf", 9, "0.5 PA Voltage regulator to digital part off, register values retained, low-")],
    "0.5 uA = 500 nA; beside plain SLEEP 0.2/1 uA, XOSC running 100 uA, XOFF 165 uA. 'PA' is pdftotext's rendering of uA.", "formal")
add("rq21-f06", "medium", "simple",
    "cc1101 storage temp range?",
    ["CC1101"], None,
    [it("CC1101", "storage_temperature", "°C", mn=-50, mx=150, cond="absolute maximum ratings")],
    [ev("cc1101.pdf", 8, "Storage temperature range –50 150 qC")],
    "'qC' is pdftotext's rendering of degC; beside operating -40..85 C.")
add("rq21-f07", "hard", "simple",
    "DS3231 on VCC at 3.63 V with the I2C bus idle: worst-case supply current while a temperature conversion runs? in mA please",
    ["DS3231"], None,
    [it("DS3231", "supply_current", "uA", mx=575, cond="ICCSCONV, VCC = 3.63 V, I2C inactive, 32kHz on, SQW off")],
    [ev("ds3231.pdf", 2, "I2C bus inactive, 32kHz VCC = 3.63V 575")],
    "575 uA = 0.575 mA at 3.63 V; beside 650 uA at 5.5 V (asked in rq19) and the standby rows 110/170 uA.")
add("rq21-f08", "medium", "simple",
    "¿Cuál es el rango de temperatura de almacenamiento del DS3231?",
    ["DS3231"], None,
    [it("DS3231", "storage_temperature", "°C", mn=-40, mx=85, cond="absolute maximum ratings")],
    [ev("ds3231.pdf", 2, "Storage Temperature Range............................... -40°C to +85°C")],
    "Storage -40..+85 C, on the same lines as the DS3231S 0..70 C / DS3231SN -40..85 C operating rows.", "formal", "es")
add("rq21-f09", "medium", "simple",
    "What is the maximum LOW output voltage of the DS3231's RST pin, and at what sink current is it specified?",
    ["DS3231"], None,
    [it("DS3231", "output_low_voltage", "V", mx=0.4, cond="RST pin, IOL = 1 mA")],
    [ev("ds3231.pdf", 2, "Logic 0 Output, RST VOL IOL = 1mA 0.4 V")],
    "RST row at IOL = 1 mA, beside the 32kHz/INT/SQW/SDA row at IOL = 3 mA (same 0.4 V).", "formal")
add("rq21-f10", "hard", "simple",
    "pcf8563 on 5v at room temp, i2c idle but CLKOUT on at 32k - typ and max current in uA?",
    ["PCF8563"], None,
    [it("PCF8563", "supply_current", "nA", typ=825, mx=1600, cond="interface inactive, CLKOUT enabled 32 kHz, Tamb = 25 C, VDD = 5.0 V")],
    [ev("pcf8563.pdf", 28, "VDD = 5.0 V - 825 1600 nA")],
    "0.825 / 1.6 uA; beside 3.0 V (550/1000) and 2.0 V rows and the full-range 5.0 V row (950/1700).")
add("rq21-f11", "hard", "simple",
    "si7021 set to 10-bit humidity, how long does one RH conversion take (typ/max)? in microseconds",
    ["Si7021"], None,
    [it("Si7021", "response_time", "ms", typ=3.7, mx=4.5, cond="conversion time, 10-bit RH")],
    [ev("si7021.pdf", 5, "10-bit RH — 3.7 4.5")],
    "3700 / 4500 us; beside 12-bit 10/12, 11-bit 5.8/7, 8-bit 2.6/3.1 ms.")
add("rq21-f12", "medium", "simple",
    "What is the typical and maximum conversion time of the Si7021 for a 13-bit temperature measurement?",
    ["Si7021"], None,
    [it("Si7021", "response_time", "ms", typ=4, mx=6.2, cond="conversion time, 13-bit temperature")],
    [ev("si7021.pdf", 5, "13-bit temperature — 4 6.2")],
    "13-bit row, beside 14-bit 7/10.8 and 12-bit 2.4/3.8 ms.", "formal")
add("rq21-f13", "medium", "simple",
    "tcs34725 storage temp range?",
    ["TCS34725"], None,
    [it("TCS34725", "storage_temperature", "°C", mn=-40, mx=85, cond="Tstg, absolute maximum ratings")],
    [ev("tcs34725.pdf", 3, "Storage temperature range, Tstg . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . −40°C to 85°C")],
    "Storage -40..85 C beside operating -30..70 C.")


if __name__ == "__main__":
    with open("questions.jsonl", "w") as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
