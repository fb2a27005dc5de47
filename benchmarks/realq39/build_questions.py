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


# ---------- factual, answerable (dev sheets unless noted)
add(
    "rq39-f01",
    "hard",
    "simple",
    "What is the maximum channel-to-channel output skew tSK(O) of the TXS0108E with VCCA = 2.5 V and VCCB = 3.3 V (push-pull driving)?",
    ["TXS0108E"],
    None,
    [
        it(
            "TXS0108E",
            "response_time",
            "ns",
            mx=1.2,
            cond="tSK(O) channel-to-channel skew, VCCA = 2.5 V, VCCB = 3.3 V",
        )
    ],
    [ev("txs0108e.pdf", 11, "Skew (time), Channel-to- Push-pull 1 1.2 1")],
    "1.2 ns max in the VCCB = 3.3 V column of the VCCA = 2.5 V table; look-alikes 1 ns at VCCB = 2.5 V / 5 V, 1 ns in the VCCA = 1.8 V and 3.3 V tables, 1.1 ns at VCCA = 1.5 V / VCCB = 3.3 V.",
    wording="formal",
)
add(
    "rq39-f02",
    "hard",
    "simple",
    "txs0108e between 3.3v (A) and 5v (B), open drain stuff. how slow is the B-port rise time, min and max? in microseconds",
    ["TXS0108E"],
    None,
    [
        it(
            "TXS0108E",
            "response_time",
            "ns",
            mn=40,
            mx=290,
            cond="trB B-port rise time, open-drain driving, VCCA = 3.3 V, VCCB = 5 V",
        )
    ],
    [ev("txs0108e.pdf", 12, "Open-drain driving 72 427 40 290")],
    "40..290 ns = 0.04..0.29 us; look-alikes VCCB = 3.3 V column 72..427 ns, push-pull trB 1..3.6 ns, A-port trA open-drain 57..337 ns, tPLH open-drain 87..352 ns.",
)
add(
    "rq39-f03",
    "medium",
    "simple",
    "ina219 data setup time on i2c in high speed mode, min?",
    ["INA219"],
    None,
    [it("INA219", "response_time", "ns", mn=10, cond="t(SUDAT) data setup time, high-speed mode")],
    [ev("ina219.pdf", 6, "t(SUDAT) Data setup time 100 10 ns")],
    "10 ns min (HS); look-alikes fast-mode 100 ns, data hold 0..900 / 0..90 ns, t(HIGH) 60 ns HS.",
)
add(
    "rq39-f04",
    "medium",
    "simple",
    "whats the absolute max differential voltage between IN+ and IN- on the ina219? worried about a fault across the shunt",
    ["INA219"],
    None,
    [
        it(
            "INA219",
            "abs_max_input_voltage",
            "V",
            mn=-26,
            mx=26,
            cond="differential VIN+ - VIN-, absolute maximum",
        )
    ],
    [ev("ina219.pdf", 4, "Differential (VIN+ – VIN–) –26 26 V")],
    "-26..26 V; look-alikes common-mode -0.3..26 V, full-scale shunt range +-40..+-320 mV, VS abs max 6 V.",
)
add(
    "rq39-f05",
    "hard",
    "simple",
    "INA219 in fast mode (400 kHz): what is the maximum data hold time t(HDDAT)? Please state it in microseconds.",
    ["INA219"],
    None,
    [it("INA219", "response_time", "ns", mn=0, mx=900, cond="t(HDDAT) data hold time, fast mode")],
    [ev("ina219.pdf", 6, "t(HDDAT) Data hold time 0 900 0 90 ns")],
    "0..900 ns = 0.9 us max in fast mode; look-alike high-speed column 0..90 ns, data setup 100 / 10 ns. The min 0 is stated.",
    wording="formal",
)
add(
    "rq39-f06",
    "medium",
    "simple",
    "esp32-wroom-32 wifi rx sensitivity for 802.11g at the slowest rate (6 mbps)?",
    ["ESP32-WROOM-32"],
    None,
    [it("ESP32-WROOM-32", "rx_sensitivity", "dBm", typ=-92, cond="11g, 6 Mbps")],
    [ev("esp32-wroom-32.pdf", 16, "11g, 6 Mbps - –92 - dBm")],
    "-92 dBm typ; look-alikes 11g 54 Mbps -74, 11b 1 Mbps -98, 11n HT20 MCS0 -91, BLE -97 dBm, adjacent channel rejection 31 dB at 11g 6 Mbps.",
)
add(
    "rq39-f07",
    "hard",
    "simple",
    "74hct595 (the HCT part), shift clock SHCP to Q7S propagation delay - worst case max if the board runs from -40 to 125 C?",
    ["74HC595"],
    None,
    [
        it(
            "74HC595",
            "response_time",
            "ns",
            mx=63,
            cond="74HCT595 tpd SHCP to Q7S, VCC 4.5..5.5 V, -40..+125 C",
        )
    ],
    [ev("74hc595.pdf", 11, "tpd propagation SHCP to Q7S; see Figure 9 [2] - 25 42 - 53 - 63 ns")],
    "63 ns max (-40..125 C); look-alikes same row 42 ns at 25 C and 53 ns at -40..85 C, 74HC595 at 4.5 V 32/40/48 ns, STCP to Qn 40/50/60 ns.",
)
add(
    "rq39-f08",
    "hard",
    "simple",
    "What output-voltage tolerance does the AMS1117-2.5 guarantee over the full operating temperature range (0 to 1 A, 4.0 V to 12 V input)?",
    ["AMS1117"],
    None,
    [
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=2.46,
            typ=2.5,
            mx=2.56,
            cond="AMS1117-2.5, full temperature range (bold row)",
        )
    ],
    [
        ev("ams1117.pdf", 2, "2.460 2.500 2.560 V"),
        ev("ams1117.pdf", 2, "AMS1117-2.5 0 ≤ IOUT ≤ 1A , 4.0V≤ VIN ≤ 12V 2.475 2.500 2.525 V"),
    ],
    "2.460..2.560 V (full range, the second row of the -2.5 entry); look-alikes 25 C row 2.475..2.525 V, -2.85 rows, -1.5 full range 1.476..1.524 V. The sheet's asymmetric max (2.560) is printed as is.",
    wording="formal",
)
add(
    "rq39-f09",
    "medium",
    "simple",
    "max31855 how long do i have to hold CS after the last SCK edge (SCK to CS hold)?",
    ["MAX31855"],
    None,
    [it("MAX31855", "response_time", "ns", mn=100, cond="SCK to CS hold")],
    [ev("max31855.pdf", 4, "SCK to CS Hold 100 ns")],
    "100 ns min; look-alikes tCSS 100 ns, tCH / tCL 100 ns, tDV 100 ns max, tTR / tDO 40 ns, CS inactive 200 ns.",
)
add(
    "rq39-f10",
    "medium",
    "simple",
    "Quelle plage de tension peut-on appliquer à l'entrée de référence (VREF) du MCP3008 ?",
    ["MCP3008"],
    None,
    [
        it(
            "MCP3008",
            "analog_input_range",
            "V",
            mn=0.25,
            cond="reference input voltage range, 0.25 V to VDD",
        )
    ],
    [ev("mcp3008.pdf", 3, "Voltage Range 0.25 — VDD V Note 2")],
    "0.25 V to VDD (max relative, not a scored number); look-alikes reference current drain 100/150 uA, CH input range VSS..VREF, IN- range VSS +-100 mV. Filed as analog_input_range.",
    wording="formal",
    lang="fr",
)
add(
    "rq39-f11",
    "medium",
    "simple",
    "lm2596 ON/OFF pin: how negative / how high can i drive it (abs max)?",
    ["LM2596"],
    None,
    [
        it(
            "LM2596",
            "abs_max_input_voltage",
            "V",
            mn=-0.3,
            cond="ON/OFF pin input voltage, -0.3 V <= V <= +Vin",
        )
    ],
    [ev("lm2596.pdf", 2, "ON/OFF Pin Input Voltage − −0.3 V ≤ V ≤ +Vin V")],
    "-0.3 V to +Vin (upper bound relative); look-alikes ON/OFF VIH 2.2/2.4 V, VIL 1.0/0.8 V, threshold 1.6 V, output to ground -1.0 V, supply 45 V abs max.",
)
add(
    "rq39-f12",
    "medium",
    "simple",
    "mpu6050 gyro zero rate offset straight out of the box at 25c? (the initial tolerance, not the drift over temp)",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "accuracy",
            "°/s",
            mn=-20,
            mx=20,
            q="angular_rate",
            cond="initial ZRO tolerance, 25 C",
        )
    ],
    [ev("mpu-6050.pdf", 12, "Initial ZRO Tolerance 25°C ±20 º/s")],
    "+-20 deg/s; look-alike ZRO variation over -40..85 C also +-20 deg/s, ZRO settling +-1 deg/s, power-supply sensitivity 0.2 / 4 deg/s.",
)
add(
    "rq39-f13",
    "hard",
    "simple",
    "mpu-6050 accelerometer zero-g offset tolerance for the X and Y axes, in g (not mg)?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "accuracy",
            "g",
            mn=-0.05,
            mx=0.05,
            q="acceleration",
            cond="initial calibration tolerance (zero-g), X and Y axes",
        )
    ],
    [ev("mpu-6050.pdf", 13, "Initial Calibration Tolerance X and Y axes ±50 mg")],
    "+-50 mg = +-0.05 g; look-alikes Z axis +-80 mg, zero-g change over 0..70 C +-35 mg (X/Y) / +-60 mg (Z), sensitivity calibration +-3 %.",
)
add(
    "rq39-f14",
    "medium",
    "simple",
    "mcp3008 gain error worst case in lsb?",
    ["MCP3008"],
    None,
    [it("MCP3008", "accuracy", "LSB", mn=-1.0, mx=1.0, q="voltage", cond="gain error, VDD = 5 V")],
    [ev("mcp3008.pdf", 3, "Gain Error — — ±1.0 LSB")],
    "+-1.0 LSB max; look-alikes offset error +-1.5 LSB, INL +-0.5/+-1, DNL +-0.25/+-1 LSB.",
)
add(
    "rq39-f15",
    "hard",
    "simple",
    "my esp32-wroom-32 modules are still sealed in the moisture barrier bag. what storage temperature does espressif want for them?",
    ["ESP32-WROOM-32"],
    None,
    [
        it(
            "ESP32-WROOM-32",
            "storage_temperature",
            "°C",
            mx=40,
            cond="sealed in MBB, non-condensing, < 40 C and 90 %RH",
        )
    ],
    [ev("esp32-wroom-32.pdf", 22, "environment of < 40 °C and 90%RH")],
    "< 40 C (and 90 %RH), MSL 3; look-alike absolute-maximum Tstore -40..105 C, factory floor 25 +-5 C / 60 %RH for 168 h after unpacking.",
)
add(
    "rq39-f16",
    "medium",
    "simple",
    "hmc5883l biggest field it can measure at the least sensitive gain setting? in gauss",
    ["HMC5883L"],
    None,
    [
        it(
            "HMC5883L",
            "measurement_range",
            "gauss",
            mn=-8,
            mx=8,
            q="magnetic_field",
            cond="mag dynamic range, 3-bit gain control (largest)",
        )
    ],
    [ev("hmc5883l.pdf", 2, "Mag Dynamic Range 3-bit gain control ±1 ±8 gauss")],
    "dev2 sheet. +-8 gauss (range +-1..+-8 over the gain settings); look-alikes sensitivity 230..1370 LSb/gauss, self test +-1.16 / +-1.08 gauss, field range +-8 gauss in features.",
)
add(
    "rq39-f17",
    "hard",
    "simple",
    "TXS0108E at VCCA = 1.8 V and VCCB = 5 V, open-drain driving: what are the minimum and maximum B-to-A high-to-low propagation delays (tPHL)?",
    ["TXS0108E"],
    None,
    [
        it(
            "TXS0108E",
            "response_time",
            "ns",
            mn=2.1,
            mx=6.2,
            cond="tPHL B-to-A, open-drain driving, VCCA = 1.8 V, VCCB = 5 V",
        )
    ],
    [ev("txs0108e.pdf", 10, "Open-drain 3.4 12.1 2.8 8.5 2.5 7.3 2.1 6.2")],
    "2.1..6.2 ns (VCCB = 5 V column); look-alikes VCCB = 3.3 V 2.5..7.3, A-to-B open-drain 3.1..8.9 ns, B-to-A push-pull 7 ns, tPLH open-drain 93..323 ns.",
    wording="formal",
)
add(
    "rq39-f18",
    "hard",
    "simple",
    "ina219 at hs-mode i2c: max fall time allowed on the SDA (data) line? not the clock one",
    ["INA219"],
    None,
    [it("INA219", "response_time", "ns", mx=150, cond="tFDA data fall time, high-speed mode")],
    [ev("ina219.pdf", 6, "tF DA Data fall time 300 150 ns")],
    "150 ns max (HS); look-alikes fast-mode 300 ns, clock fall tFCL 40 ns HS / 300 ns, clock rise 40 / 300 / 1000 ns. Fall time filed as response_time.",
)
add(
    "rq39-f19",
    "medium",
    "simple",
    "How linear is the MPU-6050's built-in temperature sensor over -40 to +85 °C (best-fit straight line)?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "accuracy",
            "°C",
            mn=-1,
            mx=1,
            q="temperature",
            cond="temperature sensor linearity, best fit straight line, -40..+85 C",
        )
    ],
    [ev("mpu-6050.pdf", 14, "Linearity Best fit straight line (-40°C to ±1 °C")],
    "+-1 C; look-alikes sensitivity 340 LSB/C, offset -521 LSB at 35 C, range -40..85 C. Linearity filed as accuracy (no linearity field).",
    wording="formal",
)
add(
    "rq39-f20",
    "medium",
    "simple",
    "hx711 VBG pin (reference bypass), what voltage sits there?",
    ["HX711"],
    None,
    [it("HX711", "analog_output_voltage", "V", typ=1.25, cond="reference bypass VBG")],
    [ev("hx711.pdf", 3, "Reference bypass （VBG） 1.25 V")],
    "1.25 V typ; look-alikes common-mode input AGND + 1.2 V, input offset drift 0.2 / 0.4 mV, supply 2.6..5.5 V. Filed as analog_output_voltage.",
)
add(
    "rq39-f21",
    "hard",
    "simple",
    "txs0108e A=2.5v B=5v push-pull: max low-to-high propagation delay going B to A?",
    ["TXS0108E"],
    None,
    [
        it(
            "TXS0108E",
            "response_time",
            "ns",
            mx=3.5,
            cond="tPLH B-to-A, push-pull driving, VCCA = 2.5 V, VCCB = 5 V",
        )
    ],
    [ev("txs0108e.pdf", 11, "Push-pull 5.9 4.4 3.5")],
    "3.5 ns max (VCCB = 5 V column); look-alikes VCCB = 2.5 / 3.3 V 5.9 / 4.4 ns, B-to-A tPHL 4.2 ns, A-to-B tPLH 3.9 ns, open-drain 94..345 ns.",
)

# ---------- factual, not in the sheet
U = [
    (
        "rq39-u01",
        "medium",
        "bh1750 run at vcc 2.4v - how long does a one-time H-resolution measurement take there?",
        "BH1750 measurement times (tHR 120/180 ms, tLR 16/24 ms) are given only at VCC = 3.0 V; no figure at 2.4 V (the VCC minimum). Near miss: the 3.0 V row.",
        "casual",
    ),
    (
        "rq39-u02",
        "hard",
        "What is the accelerometer noise power spectral density of the MPU-6050 at the ±16 g full-scale setting (AFS_SEL = 3)?",
        "Noise PSD is given only at AFS_SEL = 0 (400 ug/sqrt(Hz) at 10 Hz, ODR 1 kHz); nothing for AFS_SEL = 3. Near miss: the AFS_SEL = 0 row.",
        "formal",
    ),
    (
        "rq39-u03",
        "hard",
        "drv8833 H-bridge on resistance (HS + LS) when VM is at 10.8 v?",
        "RDS(on) rows are at VM = 5 V and VM = 2.7 V only (HS 200/325, LS 160/275 mOhm at 5 V); nothing at 10.8 V. Near miss: the 5 V rows.",
        "casual",
    ),
    (
        "rq39-u04",
        "hard",
        "txs0108e A-port pins: what IEC 61000-4-2 contact discharge rating do they have?",
        "The IEC 61000-4-2 ratings (+-8000 V contact, +-6000 V air) are for the B port only; no IEC figure for the A port (only HBM +-2000 / CDM +-1000 / MM +-150 for all pins). Near miss: the B-port row.",
        "casual",
    ),
    (
        "rq39-u05",
        "hard",
        "esp32-wroom-32 wifi tx output power in 802.11g mode?",
        "Table 8 gives TX power for 11n MCS7 (12/13/14 dBm) and 11b (17.5/18.5/20 dBm) only; no 11g row. Near miss: the two given modes.",
        "casual",
    ),
    (
        "rq39-u06",
        "hard",
        "What is the INA219's maximum SDA low-level output voltage when sinking 6 mA?",
        "Logic 0 output level is given only at ISINK = 3 mA (0.15 typ / 0.4 max V); the abs max open-drain output current is 10 mA, but no VOL at 6 mA. Near miss: the 3 mA row.",
        "formal",
    ),
    (
        "rq39-u07",
        "medium",
        "hmc5883l operating humidity range? its going in a damp shed",
        "dev2 sheet. No humidity anywhere in the HMC5883L sheet (only MSL 3 reflow classification and temperature ranges).",
        "casual",
    ),
    (
        "rq39-u08",
        "hard",
        "MCP4725: what is the output voltage noise density of the DAC output (nV/sqrt(Hz))?",
        "dev2 sheet. No output noise spec; only glitch impulse 45 nV-s, digital feedthrough <10 nV-s and the words 'low noise' in the description. Near miss: the nV-s rows.",
        "formal",
    ),
    (
        "rq39-u09",
        "hard",
        "nrf24l01+ spi timing with a 20 pF load on the lines, whats the max sck frequency then?",
        "SPI timing tables are for Cload = 5 pF (10 MHz), 10 pF (8 MHz), Rpull 10 kOhm + 50 pF (5 MHz) and 100 pF (4 MHz); no 20 pF table. Near miss: the 10 pF and 50 pF tables.",
        "casual",
    ),
    (
        "rq39-u10",
        "hard",
        "74hct595 propagation delay SHCP to Q7S if i run it at vcc = 6 v?",
        "74HCT595 dynamic data are for VCC = 4.5..5.5 V only (recommended max 5.5 V); the 6 V rows belong to the 74HC595 (15/27/34/41 ns). Near miss: the HC 6 V row.",
        "casual",
    ),
]
for qid, diff, text, note, wording in U:
    dev = {
        "u01": "BH1750",
        "u02": "MPU-6050",
        "u03": "DRV8833",
        "u04": "TXS0108E",
        "u05": "ESP32-WROOM-32",
        "u06": "INA219",
        "u07": "HMC5883L",
        "u08": "MCP4725",
        "u09": "nRF24L01+",
        "u10": "74HC595",
    }[qid[-3:]]
    add(qid, diff, "simple", text, [dev], "insufficient_evidence", [], [], note, wording=wording)

# ---------- compatibility
E = {
    "mcp3008_vdd": ev("mcp3008.pdf", 5, "Operating Voltage VDD 2.7 — 5.5 V"),
    "ams33": ev("ams1117.pdf", 2, "3.235 3.300 3.365 V"),
    "bme_vdd": ev("bme280.pdf", 8, "Supply Voltage VDD ripple max. 50 mVpp 1.71 1.8 3.6 V"),
    "bme_vddio": ev("bme280.pdf", 8, "Supply Voltage VDDIO 1.2 1.8 3.6 V"),
    "bme_pin": ev("bme280.pdf", 13, "Voltage at any interface pin -0.3 VDDIO + 0.3 V"),
    "bme_spi": ev("bme280.pdf", 37, "SPI clock input frequency F_spi 0 10 MHz"),
    "ds18_vdd": ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V"),
    "dht22_vdd": ev("dht22.pdf", 4, "Voltage 3.3 5 5.5 V"),
    "hx_vdd": ev("hx711.pdf", 3, "Power supply voltage DVDD 2.6 5.5 V"),
    "m55_vcc": ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V"),
    "m55_sck": ev("max31855.pdf", 4, "Serial-Clock Frequency fSCL 5 MHz"),
    "ina_brng0": ev("ina219.pdf", 5, "BRNG = 0 0 16 0 16 V"),
    "ina_cm": ev("ina219.pdf", 4, "Common-mode(VIN+ + VIN–) / 2 -0.3 26 V"),
    "ina_scl": ev("ina219.pdf", 4, "SCL GND – 0.3 VS + 0.3 V"),
    "ina_vs": ev("ina219.pdf", 6, "Operating supply range 3 5.5 3 5.5 V"),
    "srd12": ev("srd-05vdc-sl-c.pdf", 2, "12 12 37.5 320"),
    "ads_vdd": ev("ads1115.pdf", 4, "Power-supply voltage 2 5.5 V"),
    "dht11_vdd": ev("dht11.pdf", 3, "Power supply: DC 3.5～5.5V"),
    "ccs_a": ev("ccs811.pdf", 4, "When ADDR is low the 7 bit I²C address is decimal 90 / hex 0x5A"),
    "ccs_b": ev(
        "ccs811.pdf", 4, "When ADDR is high the 7 bit I²C address is decimal 91 / hex 0x5B."
    ),
    "ccs_vdd": ev("ccs811.pdf", 6, "Supply Voltage (VDD) (1), (2) 1.8 3.3 V"),
    "ccs_abs": ev("ccs811.pdf", 5, "VDD (1) Supply Voltage 1.8(2) 3.6 V"),
    "mpu_a0": ev("mpu-6050.pdf", 15, "AD0 = 0 1101000"),
    "mpu_a1": ev("mpu-6050.pdf", 15, "AD0 = 1 1101001"),
    "mpu_vdd": ev("mpu-6050.pdf", 8, "VDD 2.375V-3.46V 2.375V-3.46V"),
    "ds3231_vcc": ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5 V"),
    "tp4056": ev("tp4056.pdf", 5, "IBAT=40mA 4.158 4.2 4.242 V"),
    "txs_vcca": ev("txs0108e.pdf", 6, "VCCA Supply voltage 1.4 3.6 V"),
    "txs_vccb": ev("txs0108e.pdf", 6, "VCCB Supply voltage (3) 1.65 5.5 V"),
    "txs_note": ev(
        "txs0108e.pdf",
        6,
        "VCCA must be less than or equal to VCCB, and VCCA must not exceed 3.6 V.",
    ),
    "nrf_vdd": ev("nrf24l01p.pdf", 13, "VDD Supply voltage 1.9 3.0 3.6 V"),
    "l298_vss": ev("l298n.pdf", 3, "VSS Logic Supply Voltage (pin 9) 4.5 5 7 V"),
    "hc595_voh": ev("74hc595.pdf", 7, "IO = 20 A; VCC = 4.5 V 4.4 4.5 - 4.4"),
    "acs_vcc": ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V"),
    "bh_vcc": ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V"),
    "mcp738": ev("mcp73831.pdf", 3, "Regulated Output Voltage VREG 4.168 4.20 4.232 V MCP7383X-2"),
}
ITEMS = {
    "mcp3008_vdd": it(
        "MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD operating voltage"
    ),
    "ams33": it(
        "AMS1117",
        "output_voltage",
        "V",
        mn=3.235,
        typ=3.3,
        mx=3.365,
        cond="AMS1117-3.3, full load/line/temperature",
    ),
    "bme_vdd": it("BME280", "supply_voltage", "V", mn=1.71, typ=1.8, mx=3.6, cond="VDD"),
    "bme_vddio": it("BME280", "io_supply_voltage", "V", mn=1.2, typ=1.8, mx=3.6, cond="VDDIO"),
    "bme_pin": it(
        "BME280",
        "abs_max_input_voltage",
        "V",
        mn=-0.3,
        cond="any interface pin, -0.3 V to VDDIO + 0.3 V",
    ),
    "bme_spi": it(
        "BME280", "spi_clock_frequency", "MHz", mn=0, mx=10, cond="SPI clock input frequency"
    ),
    "ds18_vdd": it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD local power"),
    "dht22_vdd": it("DHT22", "supply_voltage", "V", mn=3.3, typ=5, mx=5.5, cond="supply voltage"),
    "hx_vdd": it(
        "HX711", "supply_voltage", "V", mn=2.6, mx=5.5, cond="DVDD (AVDD, VSUP same range)"
    ),
    "m55_vcc": it("MAX31855", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC"),
    "m55_sck": it(
        "MAX31855", "spi_clock_frequency", "MHz", mx=5, cond="fSCL serial-clock frequency"
    ),
    "ina_brng0": it(
        "INA219",
        "measurement_range",
        "V",
        mn=0,
        mx=16,
        q="voltage",
        cond="bus voltage range, BRNG = 0",
    ),
    "ina_cm": it(
        "INA219",
        "abs_max_input_voltage",
        "V",
        mn=-0.3,
        mx=26,
        cond="IN+, IN- common mode, absolute maximum",
    ),
    "ina_scl": it(
        "INA219",
        "abs_max_input_voltage",
        "V",
        mn=-0.3,
        cond="SCL, GND - 0.3 V to VS + 0.3 V (3.6 V at VS = 3.3 V)",
    ),
    "ina_vs": it("INA219", "supply_voltage", "V", mn=3, mx=5.5, cond="operating supply range VS"),
    "srd12": it(
        "SRD-05VDC-SL-C",
        "coil_voltage",
        "V",
        value=12,
        cond="standard 12 VDC coil (37.5 mA, 320 Ohm)",
    ),
    "ads_vdd": it("ADS1115", "supply_voltage", "V", mn=2, mx=5.5, cond="power-supply voltage"),
    "dht11_vdd": it("DHT11", "supply_voltage", "V", mn=3.5, mx=5.5, cond="power supply DC"),
    "ccs_addr": it("CCS811", "i2c_address", values=["0x5A", "0x5B"], cond="ADDR low / high"),
    "ccs_vdd": it(
        "CCS811", "supply_voltage", "V", mn=1.8, mx=3.3, cond="VDD, electrical characteristics"
    ),
    "mpu_addr": it(
        "MPU-6050", "i2c_address", values=["0x68", "0x69"], cond="AD0 = 0 / 1 (1101000 / 1101001)"
    ),
    "mpu_vdd": it("MPU-6050", "supply_voltage", "V", mn=2.375, mx=3.46, cond="VDD operating range"),
    "ds3231_vcc": it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.3, mx=5.5, cond="VCC"),
    "tp4056": it(
        "TP4056",
        "output_voltage",
        "V",
        mn=4.158,
        typ=4.2,
        mx=4.242,
        cond="regulated charge voltage, IBAT = 40 mA",
    ),
    "txs_vcca": it(
        "TXS0108E", "io_supply_voltage", "V", mn=1.4, mx=3.6, cond="VCCA, and VCCA <= VCCB"
    ),
    "txs_vccb": it("TXS0108E", "io_supply_voltage", "V", mn=1.65, mx=5.5, cond="VCCB"),
    "nrf_vdd": it("nRF24L01+", "supply_voltage", "V", mn=1.9, typ=3.0, mx=3.6, cond="VDD"),
    "l298_vss": it(
        "L298N", "logic_supply_voltage", "V", mn=4.5, typ=5, mx=7, cond="VSS logic supply (pin 9)"
    ),
    "hc595_voh": it(
        "74HC595",
        "output_high_voltage",
        "V",
        mn=4.4,
        typ=4.5,
        cond="74HC595, IO = -20 uA, VCC = 4.5 V",
    ),
    "acs_vcc": it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
    "bh_vcc": it("BH1750", "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
    "mcp738": it(
        "MCP73831", "output_voltage", "V", mn=4.168, typ=4.2, mx=4.232, cond="VREG, MCP7383X-2"
    ),
}


def comp(qid, diff, text, devices, verdict, keys, note, wording="casual", evkeys=None):
    items = [ITEMS[k] for k in keys]
    evk = evkeys if evkeys is not None else keys
    evs = []
    for k in evk:
        if k == "ccs_addr":
            evs += [E["ccs_a"], E["ccs_b"]]
        elif k == "mpu_addr":
            evs += [E["mpu_a0"], E["mpu_a1"]]
        else:
            evs.append(E[k])
    add(qid, diff, "compatibility", text, devices, verdict, items, evs, note, wording=wording)


# compatible
comp(
    "rq39-c01",
    "medium",
    "mcp3008 powered from an ams1117-3.3 (vdd and vref both on it). in spec?",
    ["MCP3008", "AMS1117"],
    "compatible",
    ["mcp3008_vdd", "ams33"],
    "3.235..3.365 V inside 2.7..5.5 V; MCP3008 draws < 1 mA.",
)
comp(
    "rq39-c02",
    "medium",
    "Can a BME280 (VDD and VDDIO) and a DS18B20 (local power, not parasite) both be supplied from one 3.3 V rail?",
    ["BME280", "DS18B20"],
    "compatible",
    ["bme_vdd", "bme_vddio", "ds18_vdd"],
    "3.3 V is inside BME280 VDD 1.71..3.6 / VDDIO 1.2..3.6 and DS18B20 3.0..5.5 V.",
    wording="formal",
)
comp(
    "rq39-c03",
    "medium",
    "dht22 and an hx711 load cell amp both running off the same 5v. ok for both?",
    ["DHT22", "HX711"],
    "compatible",
    ["dht22_vdd", "hx_vdd"],
    "5 V inside DHT22 3.3..5.5 V and HX711 2.6..5.5 V.",
)
comp(
    "rq39-c04",
    "hard",
    "max31855 and a bme280 (spi mode) sharing one spi bus at 4 mhz, everything at 3.3v. fine?",
    ["MAX31855", "BME280"],
    "compatible",
    ["m55_sck", "bme_spi", "m55_vcc", "bme_vdd"],
    "4 MHz <= MAX31855 5 MHz and BME280 10 MHz; 3.3 V inside 3.0..3.6 and 1.71..3.6 V. Separate CS lines assumed.",
)
comp(
    "rq39-c05",
    "hard",
    "ina219 high side on the 12v line feeding a songle srd 12vdc relay coil (standard version), bus range set to 16v (BRNG=0). will it measure that ok and survive?",
    ["INA219", "SRD-05VDC-SL-C"],
    "compatible",
    ["ina_brng0", "ina_cm", "srd12"],
    "12 V bus inside the 0..16 V range and under the 26 V abs max; coil current 37.5 mA is small. (Coil turn-off kick assumed clamped by a flyback diode.)",
)
comp(
    "rq39-c06",
    "medium",
    "ADS1115 and a DHT11 on a common 5 V supply: is the supply within both parts' ratings?",
    ["ADS1115", "DHT11"],
    "compatible",
    ["ads_vdd", "dht11_vdd"],
    "5 V inside ADS1115 2..5.5 V and DHT11 3.5..5.5 V.",
    wording="formal",
)
comp(
    "rq39-c07",
    "medium",
    "ccs811 and mpu6050 on the same i2c bus, any address clash? (ccs addr pin low, mpu ad0 low)",
    ["CCS811", "MPU-6050"],
    "compatible",
    ["ccs_addr", "mpu_addr"],
    "0x5A (or 0x5B) vs 0x68 (or 0x69): no overlap in any strap setting.",
)
comp(
    "rq39-c08",
    "medium",
    "ds3231 rtc and hx711 both on the 5v rail of my scale project, ok?",
    ["DS3231", "HX711"],
    "compatible",
    ["ds3231_vcc", "hx_vdd"],
    "dev2 + dev. 5 V inside DS3231 2.3..5.5 V and HX711 2.6..5.5 V.",
)
comp(
    "rq39-c09",
    "medium",
    "Is an AMS1117-3.3 output an acceptable VDD for an ADS1115?",
    ["ADS1115", "AMS1117"],
    "compatible",
    ["ads_vdd", "ams33"],
    "3.235..3.365 V inside 2..5.5 V; ADS1115 current 150/200 uA.",
    wording="formal",
)
# incompatible
comp(
    "rq39-i01",
    "medium",
    "bme280 and dht11 both on the 3.3v pin, weather station. will both work?",
    ["BME280", "DHT11"],
    "incompatible",
    ["bme_vdd", "dht11_vdd"],
    "BME280 fine, but 3.3 V is below the DHT11 minimum 3.5 V.",
)
comp(
    "rq39-i02",
    "medium",
    "ccs811 vdd straight from a 1s li-ion cell that a tp4056 charges. no regulator. ok?",
    ["CCS811", "TP4056"],
    "incompatible",
    ["ccs_vdd", "tp4056"],
    "dev + dev2. A full cell 4.158..4.242 V exceeds CCS811 VDD max 3.3 V (and the 3.6 V abs max).",
    evkeys=["ccs_vdd", "ccs_abs", "tp4056"],
)
comp(
    "rq39-i03",
    "medium",
    "Can a DHT11 and a MAX31855 share a 5 V supply rail?",
    ["DHT11", "MAX31855"],
    "incompatible",
    ["dht11_vdd", "m55_vcc"],
    "DHT11 fine at 5 V, MAX31855 VCC max 3.6 V.",
    wording="formal",
)
comp(
    "rq39-i04",
    "hard",
    "txs0108e wired with the A side on my arduino's 5v and the B side on 3.3v for a bme280 (spi). that works as a level shifter right?",
    ["TXS0108E", "BME280"],
    "incompatible",
    ["txs_vcca", "txs_vccb", "bme_vddio"],
    "VCCA must be 1.4..3.6 V and <= VCCB; 5 V on VCCA with 3.3 V on VCCB breaks both. Swap the sides (A = 3.3 V, B = 5 V).",
    evkeys=["txs_vcca", "txs_vccb", "txs_note", "bme_vddio"],
)
comp(
    "rq39-i05",
    "medium",
    "powering an nrf24l01+ from the 5v logic rail (VSS) of my l298n board. ok?",
    ["nRF24L01+", "L298N"],
    "incompatible",
    ["nrf_vdd", "l298_vss"],
    "L298 VSS is 4.5..7 V (5 V typ); nRF24L01+ VDD max 3.6 V.",
)
comp(
    "rq39-i06",
    "hard",
    "INA219 powered at VS = 3.3 V, its SDA/SCL connected to the B port of a TXS0108E whose VCCB is 5 V. Within the INA219 ratings?",
    ["INA219", "TXS0108E"],
    "incompatible",
    ["ina_scl", "ina_vs", "txs_vccb"],
    "The B side drives up to VCCB = 5 V; INA219 SCL abs max is VS + 0.3 = 3.6 V (SDA may take 6 V). Run the INA219 at 5 V or put it on the A side.",
    wording="formal",
)
comp(
    "rq39-i07",
    "hard",
    "74hc595 on 5v, one of its Q outputs drives the CSB pin of a bme280 whose vddio is 3.3v. safe?",
    ["74HC595", "BME280"],
    "incompatible",
    ["hc595_voh", "bme_pin", "bme_vddio"],
    "A 5 V 74HC595 output high is ~VCC (>= 4.4 V at 4.5 V, 20 uA); BME280 interface pins abs max VDDIO + 0.3 = 3.6 V.",
)
comp(
    "rq39-i08",
    "medium",
    "mpu6050 and dht22 on the same 5v supply line?",
    ["MPU-6050", "DHT22"],
    "incompatible",
    ["mpu_vdd", "dht22_vdd"],
    "DHT22 fine at 5 V, MPU-6050 VDD max 3.46 V (bare chip; breakout LDOs aside).",
)
comp(
    "rq39-i09",
    "medium",
    "acs712 current sensor and bh1750 both on the 3v3 pin of my board. both good?",
    ["ACS712", "BH1750"],
    "incompatible",
    ["acs_vcc", "bh_vcc"],
    "BH1750 fine (2.4..3.6 V); ACS712 VCC min 4.5 V.",
)
comp(
    "rq39-i10",
    "medium",
    "Can a BME280's VDD be tied directly to a single Li-ion cell charged by an MCP73831-2 (4.20 V)?",
    ["BME280", "MCP73831"],
    "incompatible",
    ["bme_vdd", "mcp738"],
    "dev + dev2. 4.168..4.232 V exceeds BME280 VDD max 3.6 V.",
    wording="formal",
)
comp(
    "rq39-i11",
    "medium",
    "bh1750 + hx711 sharing the 5v rail?",
    ["BH1750", "HX711"],
    "incompatible",
    ["bh_vcc", "hx_vdd"],
    "HX711 fine; BH1750 VCC max 3.6 V (abs max 4.5 V).",
)
# insufficient_evidence
X = [
    (
        "rq39-e01",
        "hard",
        "74hc595 running at 3.3v, one Q output straight to the TRIG pin of an hc-sr04 (on 5v). will the sensor see the high?",
        ["74HC595", "HC-SR04"],
        "HC-SR04 gives no trigger input threshold (only '10uS TTL pulse'), and the 74HC595 VOH is given at VCC = 2, 4.5, 6 V, not 3.3 V.",
        "casual",
    ),
    (
        "rq39-e02",
        "hard",
        "hx711 load cell board mounted right next to an l298n driving a dc motor with pwm. will the pwm noise mess up my weight readings?",
        ["HX711", "L298N"],
        "Neither sheet gives radiated/conducted noise or susceptibility figures; HX711 PSRR 100 dB is for its supply only.",
        "casual",
    ),
    (
        "rq39-e03",
        "medium",
        "bh1750 mounted 1 cm above an mq-2 gas sensor (heater on). will the heat push the bh1750 out of its temperature range?",
        ["BH1750", "MQ-2"],
        "BH1750 operating range is given, but the MQ-2 sheet gives no surface / surrounding temperature of the heated sensor.",
        "casual",
    ),
    (
        "rq39-e04",
        "hard",
        "Will the multiplexing current of a MAX7219 (driving a full 8x8 matrix) on a shared 5 V rail appear as noise on an ACS712's output?",
        ["ACS712", "MAX7219"],
        "dev + dev2. The ACS712 sheet gives output noise for its own bandwidth settings but no supply rejection figure; the MAX7219 gives no supply ripple figure.",
        "formal",
    ),
    (
        "rq39-e05",
        "hard",
        "ads1115 measuring a sensor while an srd relay (5v coil, with flyback diode) on the same board clicks. will the coil switching corrupt the conversion?",
        ["ADS1115", "SRD-05VDC-SL-C"],
        "No interference / transient-immunity data in either sheet (ADS1115 gives CMRR and supply rejection at dc / 50-60 Hz only).",
        "casual",
    ),
    (
        "rq39-e06",
        "hard",
        "bme280 placed 5 mm from an mcp73831 charging at 500 ma. will the charger's heat throw off the bme280 temperature reading?",
        ["BME280", "MCP73831"],
        "dev + dev2. MCP73831 gives thermal resistances but no board temperature field; the answer depends on layout, which neither sheet covers.",
        "casual",
    ),
    (
        "rq39-e07",
        "medium",
        "ina219 measuring the heater current of an mq-2 at switch-on: is the inrush within the ina219's range with a 0.1 ohm shunt?",
        ["INA219", "MQ-2"],
        "MQ-2 gives heater resistance 30 +-3 Ohm at room temperature and heater power but no cold-start inrush current, so the peak shunt voltage cannot be checked.",
        "casual",
    ),
    (
        "rq39-e08",
        "hard",
        "Will the heat of a running CCS811 (constant-power mode 1) mounted beside a DHT22 bias the DHT22's humidity reading?",
        ["CCS811", "DHT22"],
        "CCS811 gives power consumption (46 mW in mode 1 at 1.8 V) but no temperature rise; DHT22 gives no thermal coupling data.",
        "formal",
    ),
    (
        "rq39-e09",
        "hard",
        "thermocouple leads of a max31855 run next to the motor wires of an l298n with pwm. will the readings stay within spec?",
        ["MAX31855", "L298N"],
        "MAX31855 gives accuracy and input bias current but no common-mode / EMI rejection figure; L298N gives no emission data.",
        "casual",
    ),
]
for qid, diff, text, devices, note, wording in X:
    add(
        qid,
        diff,
        "compatibility",
        text,
        devices,
        "insufficient_evidence",
        [],
        [],
        note,
        wording=wording,
    )


if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
