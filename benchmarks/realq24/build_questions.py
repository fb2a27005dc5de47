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
add("rq24-f01", "hard", "simple",
    "74hc595 on a 6v rail, whats the fastest shift clock it's guaranteed to take if the board can hit 125c? answer in khz",
    ["74HC595"], None,
    [it("74HC595", "spi_clock_frequency", "MHz", mx=24, cond="fmax SHCP/STCP, VCC = 6 V, -40..+125 C (guaranteed minimum of fmax)")],
    [ev("74hc595.pdf", 11, "VCC = 6 V 35 108 - 28 - 24 - MHz")],
    "fmax row at VCC = 6 V: 35 (25 C), 28 (-40..85 C), 24 MHz (-40..125 C); asked in kHz (24000). Look-alike rows at 2 V / 4.5 V and the HCT row (20 MHz at 125 C).")
add("rq24-f02", "hard", "simple",
    "What minimum HIGH-level output voltage does the 74HC595 guarantee on its Q7S serial output sourcing 4 mA at VCC = 4.5 V over the full -40 °C to +125 °C range?",
    ["74HC595"], None,
    [it("74HC595", "output_high_voltage", "V", mn=3.7, cond="Q7S, IO = -4 mA, VCC = 4.5 V, -40..+125 C")],
    [ev("74hc595.pdf", 7, "4 mA; VCC = 4.5 V 3.84 4.32 - 3.7")],
    "Q7S row: 3.84 min at -40..85 C, 3.7 min at -40..125 C; the reference is the 125 C column.", wording="formal")
add("rq24-f03", "hard", "structured",
    "74hc595 qn outputs sinking 7.8ma at vcc 6v, how low is the output low level? (worst case)",
    ["74HC595"], None,
    [it("74HC595", "output_low_voltage", "V", typ=0.16, mx=0.33, cond="Qn, IO = 7.8 mA, VCC = 6.0 V, -40..+85 C"),
     it("74HC595", "output_low_voltage", "V", mx=0.4, cond="Qn, IO = 7.8 mA, VCC = 6.0 V, -40..+125 C")],
    [ev("74hc595.pdf", 8, "IO = 7.8 mA; VCC = 6.0 V - 0.16 0.33 - 0.4 V")],
    "The question does not choose a temperature range: 0.33 V max (-40..85 C) and 0.4 V max (-40..125 C).")
add("rq24-f04", "medium", "simple",
    "txs0108e vccb absolute max? my 5v rail spikes to 6v sometimes",
    ["TXS0108E"], None,
    [it("TXS0108E", "abs_max_supply_voltage", "V", mn=-0.5, mx=6.5, cond="VCCB supply, absolute maximum")],
    [ev("txs0108e.pdf", 5, "Supply voltage, VCCB –0.5 6.5 V")],
    "Abs-max VCCB -0.5..6.5 V, directly under the VCCA row (-0.5..4.6 V) and distinct from the 1.65..5.5 V recommended VCCB.")
add("rq24-f05", "hard", "simple",
    "txs0108e B port output low level with vccb at 2.3v sinking 300ua? in mV",
    ["TXS0108E"], None,
    [it("TXS0108E", "output_low_voltage", "V", mx=0.4, cond="VOLB, IOL = 300 uA, VCCA = 1.4..3.6 V, VCCB = 2.3 V, -40..85 C")],
    [ev("txs0108e.pdf", 7, "IOL = 300 μA, VIA ≤ 0.15 V 1.4 to 3.6 2.3 0.4")],
    "VOLB row for VCCB = 2.3 V: 0.4 V max (400 mV); look-alike rows 220 uA/1.65 V (0.4), 400 uA/3 V (0.55), 620 uA/4.5 V (0.55) and the A-port VOLA rows.")
add("rq24-f06", "medium", "simple",
    "si7021 set to full 14 bit temperature resolution, how long does one temp conversion take? in microseconds",
    ["Si7021"], None,
    [it("Si7021", "response_time", "ms", typ=7, mx=10.8, cond="tCONV, 14-bit temperature")],
    [ev("si7021.pdf", 5, "14-bit temperature — 7 10.8")],
    "14-bit temperature: 7 typ / 10.8 max ms (7000 / 10800 us); look-alike 13/12/11-bit rows and the 12-bit RH row (10/12 ms).")
add("rq24-f07", "hard", "structured",
    "What relative-humidity operating range does the Si7021 datasheet give for the humidity sensor?",
    ["Si7021"], None,
    [it("Si7021", "operating_humidity", "%RH", mn=0, mx=100, cond="operating range, non-condensing"),
     it("Si7021", "operating_humidity", "%RH", mn=20, mx=80, cond="recommended operating range, non-condensing, over -10..60 C")],
    [ev("si7021.pdf", 7, "Operating Range1 Non-condensing 0 — 100 %RH"),
     ev("si7021.pdf", 7, "Recommended humidity operating range is 20% to 80% RH")],
    "Two statements: table operating range 0..100 %RH (non-condensing) and footnote 1 recommended range 20..80 %RH over -10..60 C. The question does not choose.", wording="formal")
add("rq24-f08", "medium", "simple",
    "esp32 wroom wifi rx sensitivity on 802.11g at 54 mbps?",
    ["ESP32-WROOM-32"], None,
    [it("ESP32-WROOM-32", "rx_sensitivity", "dBm", typ=-74, cond="Wi-Fi 11g, 54 Mbps, typical")],
    [ev("esp32-wroom-32.pdf", 16, "11g, 54 Mbps - –74 - dBm")],
    "11g 54 Mbps row (-74 dBm); look-alike 11g 6 Mbps (-92), 11b rows and the adjacent-channel-rejection row for 11g 54 Mbps (14 dB).")
add("rq24-f09", "hard", "simple",
    "Over what range can the Bluetooth LE transmit power of the ESP32-WROOM-32 be controlled?",
    ["ESP32-WROOM-32"], None,
    [it("ESP32-WROOM-32", "tx_power", "dBm", mn=-12, mx=9, cond="Bluetooth LE RF power control range")],
    [ev("esp32-wroom-32.pdf", 17, "RF power control range - –12 - +9 dBm")],
    "BLE transmitter table: control range -12..+9 dBm, beside the 0 dBm typical RF transmit power row and the Wi-Fi TX power rows.", wording="formal")
add("rq24-f10", "medium", "simple",
    "how low do i have to pull the esp32 EN (chip_pu) pin to actually shut it down?",
    ["ESP32-WROOM-32"], None,
    [it("ESP32-WROOM-32", "input_low_voltage", "V", mx=0.6, cond="VIL_nRST, CHIP_PU low level to shut down the chip")],
    [ev("esp32-wroom-32.pdf", 16, "VIL_nRST Low-level input voltage of CHIP_PU to shut down the chip - - 0.6 V")],
    "VIL_nRST max 0.6 V; look-alike general GPIO VIL (0.25 x VDD).")
add("rq24-f11", "hard", "simple",
    "The TMP36 absolute maximum ratings list an operating temperature range. What is it?",
    ["TMP36"], None,
    [it("TMP36", "operating_temperature", "°C", mn=-55, mx=150, cond="listed under absolute maximum ratings")],
    [ev("tmp36.pdf", 3, "Operating Temperature Range . . . . . . . . . . –55°C to +150°C")],
    "Abs-max list: -55..+150 C; the ordering guide gives -40..+125 C for TMP36 (the specified range). The question asks for the abs-max list entry.", wording="formal")
add("rq24-f12", "medium", "simple",
    "tp4056 with the usb unplugged, how much does it leak out of the battery? in nA",
    ["TP4056"], None,
    [it("TP4056", "standby_current", "uA", mx=2, cond="battery drain current with input power removed")],
    [ev("tp4056.pdf", 2, "drain current less than 2uA")],
    "Description: battery drain < 2 uA with input removed (table: sleep mode VCC = 0 V, -1 typ / -2 max uA). 2000 nA. Look-alike: 55 uA shutdown/standby supply current.")
add("rq24-f13", "hard", "structured",
    "xc6206 5.0v version, dropout at 30ma and at 100ma? typ and worst case",
    ["XC6206"], None,
    [it("XC6206", "dropout_voltage", "mV", typ=50, mx=290, cond="VOUT(T) = 5.0 V, Vdif1, IOUT = 30 mA"),
     it("XC6206", "dropout_voltage", "mV", typ=175, mx=600, cond="VOUT(T) = 5.0 V, Vdif2, IOUT = 100 mA")],
    [ev("xc6206.pdf", 5, "5.0 80 50 290 175 600")],
    "Electrical characteristics chart, 5.0 V row: E-1 load regulation 80, E-2 Vdif1 (30 mA) 50/290, E-3 Vdif2 (100 mA) 175/600 mV. The 3.3 V row (250/680 at 100 mA) is the trap.")
add("rq24-f14", "hard", "structured",
    "Quelle est l'erreur de gain et d'offset du thermocouple pour le MAX31855E (type E) ? Donnez toutes les plages indiquées.",
    ["MAX31855"], None,
    [it("MAX31855", "accuracy", "°C", mn=-2, mx=2, q="temperature", cond="MAX31855E, thermocouple -200..+700 C, TA -20..+85 C"),
     it("MAX31855", "accuracy", "°C", mn=-3, mx=3, q="temperature", cond="MAX31855E, thermocouple +700..+1000 C, TA -20..+85 C"),
     it("MAX31855", "accuracy", "°C", mn=-5, mx=5, q="temperature", cond="MAX31855E, thermocouple -270..+1000 C, TA -40..+125 C")],
    [ev("max31855.pdf", 3, "-2 +2"),
     ev("max31855.pdf", 3, "-3 +3 NC"),
     ev("max31855.pdf", 3, "TTHERMOCOUPLE = -270NC to +1000NC, -5 +5")],
    "E-type block: +-2 / +-3 / +-5 C. The +-2 quote also occurs in the other types' blocks (same page). Look-alike K/J/N/T/R/S blocks.", wording="formal", lang="fr")
add("rq24-f15", "medium", "simple",
    "cc1101 in sleep but with the crystal forced on (OSC_FORCE_ON), current draw? in mA",
    ["CC1101"], None,
    [it("CC1101", "standby_current", "uA", typ=100, cond="SLEEP state with MCSM0.OSC_FORCE_ON set, XOSC running")],
    [ev("cc1101.pdf", 9, "100 PA Voltage regulator to digital part off, register values retained,")],
    "100 uA typ (0.1 mA); look-alike SLEEP rows 0.2/1 uA and 0.5 uA (RC oscillator / WOR). 'PA' is how pdftotext renders the micro sign.")
add("rq24-f16", "hard", "simple",
    "What typical TX current does the CC1101 draw at 868 MHz, +12 dBm (PATABLE = 0xC0), with VDD = 1.8 V at -40 °C?",
    ["CC1101"], None,
    [it("CC1101", "supply_current", "mA", typ=32.7, cond="TX, 868 MHz, +12 dBm, VDD = 1.8 V, -40 C")],
    [ev("cc1101.pdf", 11, "32.7 31.5 30.5 35.3 34.2 33.3 35.5 34.4 33.5")],
    "Table 5 row +12 dBm: 32.7 (1.8 V, -40 C); the 34.2 mA of the 3.0 V/25 C column (Table 4) is the trap.", wording="formal")
add("rq24-f17", "medium", "simple",
    "bme280 fastest pressure sampling rate you can get (lowest oversampling)?",
    ["BME280"], None,
    [it("BME280", "data_rate", "Hz", mn=157, typ=182, cond="fsample_P, lowest oversampling")],
    [ev("bme280.pdf", 11, "Possible sampling rate fsample_P Lowest oversampling, 157 182 Hz")],
    "157 min / 182 typ Hz.")
add("rq24-f18", "hard", "simple",
    "bme280 absolute pressure accuracy over 300-1100 hPa when it stays between 0 and 65 c? in Pa",
    ["BME280"], None,
    [it("BME280", "accuracy", "hPa", mn=-1.0, mx=1.0, q="pressure", cond="AP,full, 300..1100 hPa, 0..65 C")],
    [ev("bme280.pdf", 11, "AP,full 300 . . . 1100 hPa ±1.0 hPa")],
    "+-1.0 hPa = +-100 Pa; look-alike rows +-1.7 hPa (-20..0 C), +-1.5 hPa (1100..1250 hPa) and relative +-0.12 hPa.")
add("rq24-f19", "hard", "structured",
    "l298n peak current per channel, not the dc rating? like for motor stall spikes",
    ["L298N"], None,
    [it("L298N", "peak_output_current", "A", mx=3, cond="IO peak, non-repetitive, t = 100 us"),
     it("L298N", "peak_output_current", "A", mx=2.5, cond="IO peak, repetitive (80 % on / 20 % off, ton = 10 ms)")],
    [ev("l298n.pdf", 2, "– Non Repetitive (t = 100µs) 3 A"),
     ev("l298n.pdf", 2, "–Repetitive (80% on –20% off; ton = 10ms) 2.5 A")],
    "Two peak rows (3 A non-repetitive, 2.5 A repetitive) beside the 2 A DC row; the question does not choose.")
add("rq24-f20", "medium", "simple",
    "mpu6050 current with gyro + accel running but the dmp turned off?",
    ["MPU-6050"], None,
    [it("MPU-6050", "supply_current", "mA", typ=3.8, cond="normal operating current, gyro + accel, DMP disabled")],
    [ev("mpu-6050.pdf", 14, "(DMP disabled) 3.8 mA")],
    "3.8 mA; look-alike rows 3.9 (all on), 3.7 (accel disabled), 3.6 (gyro only), 500 uA (accel only).")
add("rq24-f21", "medium", "simple",
    "¿Cuál es el factor de escala de sensibilidad del giroscopio del MPU-6050 con FS_SEL = 2 (±1000 °/s)?",
    ["MPU-6050"], None,
    [it("MPU-6050", "sensitivity", "LSB/dps", typ=32.8, q="angular_rate", cond="FS_SEL = 2, +-1000 deg/s")],
    [ev("mpu-6050.pdf", 12, "FS_SEL=2 32.8 LSB/(º/s)")],
    "32.8 LSB/(deg/s); look-alike 131 / 65.5 / 16.4 rows.", wording="formal", lang="es")
add("rq24-f22", "medium", "simple",
    "ads1115 storage temp range?",
    ["ADS1115"], None,
    [it("ADS1115", "storage_temperature", "°C", mn=-60, mx=150, cond="storage temperature")],
    [ev("ads1115.pdf", 4, "Storage temperature –60 +150 °C")],
    "-60..+150 C, directly above the -40..+125 C specified-temperature row.")

# ---- END
if __name__ == "__main__":
    with open("questions.jsonl", "w") as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
