"""realq66: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: figures that only hold under a condition the user states (supply voltage, temperature, data rate, output
load, configuration mode or part version), and builds that are only safe in one of the modes, versions or
supplies a part offers.

python build_questions.py rewrites questions.jsonl next to this file.
"""

import json
import os

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


# ---------- factual, answerable (rq66-fNN)
add(
    "rq66-f01",
    "medium",
    "simple",
    "mpu6050 on a skateboard logger, I set AFS_SEL to 2 because the default clips on every landing. what full "
    "scale does that give me on the accel?",
    ["MPU-6050"],
    None,
    [it("MPU-6050", "measurement_range", "g", mn=-8, mx=8, q="acceleration", cond="AFS_SEL = 2")],
    [ev("mpu-6050.pdf", 13, "AFS_SEL=2 ±8 g")],
    "+-8 g at AFS_SEL = 2. Look-alikes: AFS_SEL = 0 +-2 g (mpu-6050-m1), AFS_SEL = 1 +-4 g, AFS_SEL = 3 +-16 g, "
    "sensitivity 4,096 LSB/g at AFS_SEL = 2; gyro FS_SEL = 2 +-1000 dps (rq17-f10).",
)
add(
    "rq66-f02",
    "hard",
    "simple",
    "The MPU-6050 is clocked from its internal oscillator (CLK_SEL = 0). By how much may the clock frequency "
    "vary over temperature according to the data sheet?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "accuracy",
            "%",
            mn=-15,
            mx=10,
            cond="frequency variation over temperature, CLK_SEL = 0",
        )
    ],
    [ev("mpu-6050.pdf", 17, "Frequency Variation over Temperature CLK_SEL=0 -15 to +10 %")],
    "-15 % to +10 % over temperature for the internal oscillator. Look-alikes: initial tolerance CLK_SEL = 0 "
    "+-5 % at 25 C (rq42-f07), CLK_SEL = 1..3 (gyro PLL) +-1 % initial and +-1 % over temperature, PLL settling "
    "1 / 10 ms (rq42-f06).",
    wording="formal",
)
add(
    "rq66-f03",
    "medium",
    "simple",
    "mcp4725 breakout powered from the arduino's 5v, so full scale = 5v. how big is one lsb step in mV?",
    ["MCP4725"],
    None,
    [
        it(
            "MCP4725",
            "resolution",
            "mV",
            value=1.22,
            q="voltage",
            cond="LSB size, full scale = VDD = 5.0 V (5 V / 4096)",
        )
    ],
    [ev("mcp4725.pdf", 19, "5.0V 1.22 mV 5V / 4096")],
    "1.22 mV at VDD = 5.0 V (Table 5-1). Look-alike: 0.73 mV at 3.0 V (rq54-f11); 12-bit resolution "
    "(mcp4725-e2).",
)
add(
    "rq66-f04",
    "hard",
    "simple",
    "bit-banged i2c to an mcp4725 at 400 kHz (fast mode). between a STOP and the next START, how long does the bus "
    "have to stay free at minimum? in us",
    ["MCP4725"],
    None,
    [it("MCP4725", "response_time", "ns", mn=1300, cond="TBUF bus free time, fast mode")],
    [ev("mcp4725.pdf", 30, "Bus free time TBUF 1300 — — ns Time between START and STOP")],
    "TBUF 1300 ns (1.3 us) in fast mode. Look-alikes: standard mode TBUF 4700 ns, fast-mode TLOW also 1300 ns, "
    "fast-mode THD:STA / TSU:STA / TSU:STO 600 ns; no TBUF row for high-speed mode (u01).",
)
add(
    "rq66-f05",
    "medium",
    "simple",
    "What typical 4 KB sector erase time does the W25Q64FV data sheet give for the W25Q64FVxxIG parts?",
    ["W25Q64FV"],
    None,
    [
        it(
            "W25Q64FV",
            "response_time",
            "ms",
            typ=60,
            cond="tSE sector erase (4 KB), W25Q64FVxxIG, typical",
        )
    ],
    [ev("w25q64.pdf", 77, "W25Q64FVxxIG 60")],
    "60 ms typical for the xxIG parts. Look-alikes: 45 ms for W25Q64FVxxIQ / xxIF (rq61-f07), 400 ms maximum for "
    "all (rq38-f13), 32 KB block 120 ms, 64 KB block 150 ms.",
    wording="formal",
)
add(
    "rq66-f06",
    "hard",
    "simple",
    "w25q64 in qpi mode on a 3.3V rail, I used Set Read Parameters to go to 6 dummy clocks. whats the max clock "
    "for Fast Read (0Bh) now?",
    ["W25Q64FV"],
    None,
    [
        it(
            "W25Q64FV",
            "spi_clock_frequency",
            "MHz",
            mx=104,
            cond="QPI, P5-P4 = 10 (6 dummy clocks), VCC 3.0..3.6 V, Fast Read 0Bh / EBh",
        )
    ],
    [ev("w25q64.pdf", 67, "1 0 6 1 0 32-byte 3.0V ~ 3.6V 104MHz 104MHz")],
    "104 MHz with 6 dummy clocks at 3.0..3.6 V. Look-alikes: 6 dummies at 2.7..3.0 V 80 MHz, 4 dummies at "
    "3.0..3.6 V 80 MHz (rq57-f10), 2 dummies 50 MHz (rq62-f01), plain Read Data 03h 50 MHz.",
)
add(
    "rq66-f07",
    "medium",
    "simple",
    "si7021 in a battery thing, I dropped RH to 8-bit resolution to make conversions faster. how noisy is the "
    "humidity reading then (repeatability)?",
    ["Si7021"],
    None,
    [
        it(
            "Si7021",
            "resolution",
            "%RH",
            typ=0.2,
            q="relative_humidity",
            cond="RH repeatability/noise, 8-bit, RMS",
        )
    ],
    [ev("si7021.pdf", 7, "8-bit resolution — 0.2 —")],
    "0.2 %RH RMS at 8-bit. Look-alikes: 12-bit 0.025 (rq60-f07), 11-bit 0.05, 10-bit 0.1 (rq44-f15); temperature "
    "rows 0.01..0.08 C.",
)
add(
    "rq66-f08",
    "medium",
    "simple",
    "si7021 temperature set to 12 bit instead of 14 - what rms noise/repeatability does the sheet list for that?",
    ["Si7021"],
    None,
    [
        it(
            "Si7021",
            "resolution",
            "°C",
            typ=0.04,
            q="temperature",
            cond="temperature repeatability/noise, 12-bit, RMS",
        )
    ],
    [ev("si7021.pdf", 9, "12-bit resolution — 0.04 —")],
    "0.04 C RMS at 12-bit. Look-alikes: 14-bit 0.01 (rq60-f07), 13-bit 0.02 (rq44-f16), 11-bit 0.08; RH 12-bit "
    "0.025 %RH.",
)
add(
    "rq66-f09",
    "medium",
    "simple",
    "The TMP35/TMP36/TMP37 data sheet covers three versions. What output voltage does the TMP37 give at 25 °C?",
    ["TMP36"],
    None,
    [
        it(
            "TMP36",
            "analog_output_voltage",
            "mV",
            typ=500,
            cond="TMP37 output voltage at 25 C (Table I)",
        )
    ],
    [ev("tmp36.pdf", 3, "TMP37 0 20 500")],
    "500 mV for the TMP37. Look-alikes: TMP36 750 mV (tmp36-e5), TMP35 250 mV (rq26-f13), TMP36 offset 0.5 V; "
    "TMP37 scale 20 mV/C (rq33-f01). The item names TMP36 (the sheet's device) with the TMP37 in the condition.",
    wording="formal",
)
add(
    "rq66-f10",
    "hard",
    "simple",
    "¿Cuál es la corriente de reposo máxima en modo standby (pin ON/OFF a 5 V) que garantiza el LM2596 en todo el "
    "rango de temperatura de funcionamiento, no solo a 25 °C?",
    ["LM2596"],
    None,
    [
        it(
            "LM2596",
            "standby_current",
            "uA",
            mx=250,
            cond="Istby, ON/OFF pin = 5.0 V (OFF), Vin = 40 V, full operating temperature range (boldface)",
        )
    ],
    [ev("lm2596.pdf", 4, "(Note 6) 250")],
    "250 uA over -40..+125 C (boldface limit; the sheet's font prints the micro sign as m). Look-alike: 80 typ / "
    "200 max at TJ = 25 C (rq21-f16); quiescent current 5 / 10 mA.",
    wording="formal",
    lang="es",
)
add(
    "rq66-f11",
    "hard",
    "simple",
    "acs712 app note section in the datasheet has an op-amp circuit (application 3) that boosts the output. what "
    "sensitivity does that config give, mV per amp?",
    ["ACS712"],
    None,
    [
        it(
            "ACS712",
            "sensitivity",
            "mV/A",
            typ=610,
            q="current",
            cond="Application 3 gain circuit, tested with ACS712ELC-05A",
        )
    ],
    [ev("acs712.pdf", 10, "Application 3. This configuration increases gain to 610 mV/A")],
    "610 mV/A with the Application 3 circuit (tested on the 05A part). Look-alikes: plain 05A 185 mV/A, 20A "
    "100 mV/A, 30A 66 mV/A (rq18-f03); same figure for the 20A part is not given (u03).",
)
add(
    "rq66-f12",
    "medium",
    "structured",
    "hmc5883l with the gain bits GN2..GN0 = 010: what's the gain in LSb per gauss and what field range is "
    "recommended for that setting?",
    ["HMC5883L"],
    None,
    [
        it(
            "HMC5883L",
            "sensitivity",
            "LSb/gauss",
            typ=820,
            q="magnetic_field",
            cond="gain, GN = 010",
        ),
        it(
            "HMC5883L",
            "measurement_range",
            "gauss",
            mn=-1.9,
            mx=1.9,
            q="magnetic_field",
            cond="recommended sensor field range, GN = 010",
        ),
    ],
    [ev("hmc5883l.pdf", 13, "0 1 0 ± 1.9 Ga 820 1.22")],
    "820 LSb/Ga and +-1.9 Ga at GN = 010. Look-alikes: default GN = 001 1090 / +-1.3 Ga (hmc5883l-m3), GN = 011 "
    "660 / +-2.5 Ga (rq60-f08), GN = 101 390 (rq14-f25); digital resolution 1.22 mG/LSb.",
)
add(
    "rq66-f13",
    "hard",
    "structured",
    "In manual mode with TIM = 010 (200 ms integration time) and CDR = 0, what lux resolution (lux per LSB) and "
    "what highest measurable lux value does the MAX44009 data sheet give?",
    ["MAX44009"],
    None,
    [
        it(
            "MAX44009",
            "resolution",
            "lx",
            typ=0.18,
            q="illuminance",
            cond="manual mode, TIM = 010, CDR = 0, lux LSB (min)",
        ),
        it(
            "MAX44009",
            "measurement_range",
            "lx",
            mx=11750,
            q="illuminance",
            cond="manual mode, TIM = 010, CDR = 0",
        ),
    ],
    [ev("max44009.pdf", 13, "0.18 11,750 46.08 200 010 0 0010 1010")],
    "0.18 lux/LSB and 11,750 lux max. Look-alikes: 800 ms row 0.045 / 2,938, 100 ms (TIM = 011, CDR = 0) "
    "0.36 / 23,501, automatic-mode 188,000 lux full scale; 46.08 is the 'LUX LSB (MAX)' column.",
    wording="formal",
)
add(
    "rq66-f14",
    "hard",
    "simple",
    "gy-49 (max44009) left in automatic mode, the room reads around 300 lux. at that light level what's one count "
    "worth in lux?",
    ["MAX44009"],
    None,
    [
        it(
            "MAX44009",
            "resolution",
            "lx",
            typ=1.44,
            q="illuminance",
            cond="automatic mode, 184.3..368.6 lux band",
        )
    ],
    [ev("max44009.pdf", 12, "184.3 368.6 1.44 4096 8192")],
    "1.44 lux per LSB in the 184.3..368.6 lux band (Table 8). Look-alikes: 0.045 lux below 11.5 lux, 0.72 lux for "
    "92.2..184.3 lux, 2.88 lux for 368.6..737.3 lux.",
)
add(
    "rq66-f15",
    "medium",
    "simple",
    "With FD[1:0] = 01 written to the PCF8563 CLKOUT_control register (0Dh) and FE = 1, what frequency does the "
    "CLKOUT pin deliver?",
    ["PCF8563"],
    None,
    [it("PCF8563", "data_rate", "kHz", value=1.024, cond="CLKOUT, FD[1:0] = 01")],
    [ev("pcf8563.pdf", 15, "01 1.024 kHz")],
    "1.024 kHz. Look-alikes: FD = 00 32.768 kHz (default), 10 32 Hz (rq57-f14), 11 1 Hz; timer source TD = 01 "
    "64 Hz.",
    wording="formal",
)
add(
    "rq66-f16",
    "medium",
    "simple",
    "ina219 on an i2c bus running above 1 MHz (hs mode). I write the config register and then read it straight "
    "back without touching the pointer - how long do I have to wait between the write and the read?",
    ["INA219"],
    None,
    [
        it(
            "INA219",
            "response_time",
            "us",
            mn=4,
            cond="delay between a register write and its read-back, SCL > 1 MHz",
        )
    ],
    [
        ev(
            "ina219.pdf",
            18,
            "Register contents are updated 4 μs after completion of the write command. Therefore, a 4-μs delay is required",
        )
    ],
    "4 us, required when SCL is above 1 MHz. Look-alikes: minimum convert input low time 4 us (rq31-f23, another "
    "row with the same number), SMBus timeout 28 / 35 ms (rq29-f21), conversion times 84 us .. 68.10 ms.",
)

# ---------- factual, insufficient evidence (rq66-uNN)
add(
    "rq66-u01",
    "hard",
    "simple",
    "What minimum bus free time (TBUF) between a STOP and a START condition does the MCP4725 specify for I2C "
    "high-speed mode (3.4 MHz)?",
    ["MCP4725"],
    "insufficient_evidence",
    [],
    [ev("mcp4725.pdf", 31, "STOP condition setup time TSU:STO 160 — — ns")],
    "TBUF is listed for standard mode (4700 ns) and fast mode (1300 ns) only; the high-speed block ends with "
    "TSU:STO 160 ns and has no TBUF row.",
    wording="formal",
)
add(
    "rq66-u02",
    "hard",
    "simple",
    "mpu6050 clocked from an external 32.768 kHz watch crystal (CLK_SEL=4). how much does the sample clock drift "
    "over temperature then? the table only seems to talk about the other clock sources",
    ["MPU-6050"],
    "insufficient_evidence",
    [],
    [ev("mpu-6050.pdf", 17, "CLK_SEL=1,2,3 ±1 %")],
    "Frequency variation over temperature is given for CLK_SEL = 0 (-15..+10 %) and CLK_SEL = 1..3 (+-1 %) only; "
    "for CLK_SEL = 4 only the allowed jitter (1 to 2 us) and 32.768 kHz are given - the drift is the external "
    "crystal's.",
)
add(
    "rq66-u03",
    "medium",
    "simple",
    "if I build the acs712 gain circuit from the datasheet's application 3 around the 20A version "
    "(ACS712ELCTR-20A), what sensitivity does the sheet say I get?",
    ["ACS712"],
    "insufficient_evidence",
    [],
    [ev("acs712.pdf", 10, "(tested using the ACS712ELC-05A).")],
    "The 610 mV/A figure is stated for the circuit tested with the 05A part only; nothing for the 20A version "
    "(its own sensitivity is 100 mV/A, and scaling by hand is not what the sheet states).",
)
add(
    "rq66-u04",
    "medium",
    "simple",
    "What maximum Fast Read (0Bh) clock does the W25Q64FV data sheet give in QPI mode with 6 dummy clocks when the "
    "supply is 2.5 V?",
    ["W25Q64FV"],
    "insufficient_evidence",
    [],
    [ev("w25q64.pdf", 67, "1 0 6 1 0 32-byte 3.0V ~ 3.6V 104MHz 104MHz")],
    "The Set Read Parameters table has only 2.7..3.0 V and 3.0..3.6 V rows; 2.5 V is below the 2.7 V operating "
    "minimum, so no figure exists.",
    wording="formal",
)
add(
    "rq66-u05",
    "hard",
    "simple",
    "hmc5883l noise floor with gain set to GN=010 (not the default). how many milligauss of noise should I "
    "expect?",
    ["HMC5883L"],
    "insufficient_evidence",
    [],
    [ev("hmc5883l.pdf", 2, "(Field Resolution) average, Standard Deviation 100 samples")],
    "The noise floor (field resolution) is specified at GN = 0 only (2 mG, rq29-f23); Table 9 gives only the "
    "digital resolution per gain (1.22 mG/LSb at GN = 010), not the noise at that gain.",
)
add(
    "rq66-u06",
    "hard",
    "simple",
    "With the VL53L0X mounted behind a clear protective cover glass and the long-range API profile, what maximum "
    "ranging distance does the data sheet give for a white target indoors?",
    ["VL53L0X"],
    "insufficient_evidence",
    [],
    [
        ev(
            "vl53l0x.pdf",
            26,
            "Table 11 presents the ranging specification for VL53L0X bare module, without cover glass,",
        )
    ],
    "Table 11 (200 cm+ with the long-range profile) is for the bare module without cover glass; no figures with a "
    "cover glass.",
    wording="formal",
)
add(
    "rq66-u07",
    "medium",
    "simple",
    "si7021 humidity response time (tau 63%) in a duct with about 3 m/s airflow, cover removed?",
    ["Si7021"],
    "insufficient_evidence",
    [],
    [ev("si7021.pdf", 7, "Response Time4 τ63% S")],
    "Table 4 gives tau63 at 1 m/s airflow only (18 s with cover, 17 s without); nothing at 3 m/s.",
)
add(
    "rq66-u08",
    "hard",
    "simple",
    "si7021 soldered on my own little 1.6mm fr4 board (not the eval board). temp response time tau63 for that "
    "mounting?",
    ["Si7021"],
    "insufficient_evidence",
    [],
    [],
    "Temperature tau63 is given for the unmounted device (0.7 s) and the Si7021-EB board (5.1 s); note 2 says "
    "actual response varies with thermal mass and airflow. No figure for another board.",
)
add(
    "rq66-u09",
    "medium",
    "simple",
    "irlz44n with the case running at about 60 C. what continuous drain current is it rated for at that case temp? "
    "the sheet has 25 and 100",
    ["IRLZ44N"],
    "insufficient_evidence",
    [],
    [],
    "ID is rated at TC = 25 C (47 A) and TC = 100 C (33 A) only; 60 C is only on the derating curve (Fig. 9), not a "
    "stated rating.",
)

# ---------- compatibility: compatible (rq66-cNN)
add(
    "rq66-c01",
    "hard",
    "compatibility",
    "greenhouse logger: gy-49 (max44009) in manual mode with TIM = 011 (100 ms) and CDR = 0, read by an esp32 "
    "that a ds3231 alarm wakes every 10 min. midday light in there peaks at about 20,000 lux. will the max44009 "
    "cover that without overload in that setting?",
    ["MAX44009", "ESP32-WROOM-32", "DS3231"],
    "compatible",
    [
        it(
            "MAX44009",
            "measurement_range",
            "lx",
            mx=23501,
            q="illuminance",
            cond="manual mode, TIM = 011 (100 ms), CDR = 0",
        )
    ],
    [ev("max44009.pdf", 13, "0.36 23,501 92.16"), ev("max44009.pdf", 13, "100 011 0")],
    "Table 9: TIM = 011 / CDR = 0 reaches 23,501 lux (0.36 lux LSB) > 20,000 lux. The same build with TIM = 000 "
    "(800 ms) would overload at 2,938 lux (i12 uses that).",
)
add(
    "rq66-c02",
    "medium",
    "compatibility",
    "coffee scale: hx711 with RATE tied to DVDD, only channel A (gain 128), I need at least 50 readings per second "
    "for the pour-over timer. hx711 + a max7219 7-segment driver run off an ams1117-5.0 fed from a 9 V adapter. "
    "does the hx711 rate work, and is the regulator output inside both chips' supply ranges?",
    ["HX711", "MAX7219", "AMS1117"],
    "compatible",
    [
        it("HX711", "data_rate", "Hz", typ=80, cond="internal oscillator, RATE = DVDD"),
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=4.9,
            typ=5.0,
            mx=5.1,
            cond="AMS1117-5.0, 6.5 V <= VIN <= 12 V, full temperature",
        ),
        it("HX711", "supply_voltage", "V", mn=2.6, mx=5.5, cond="AVDD, VSUP"),
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+"),
    ],
    [
        ev("hx711.pdf", 3, "Internal Oscillator, RATE = DVDD 80"),
        ev(
            "ams1117.pdf",
            2,
            "AMS1117-5.0 0 ≤ IOUT ≤ 1A , 6.5V ≤ VIN ≤ 12V 4.950 5.000 5.050 V 4.900 5.000 5.100 V",
        ),
        ev("hx711.pdf", 3, "AVDD，VSUP 2.6 5.5"),
        ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5"),
    ],
    "80 Hz with RATE high (10 Hz with RATE low would fail); no channel switching, so the 50 ms settling after a "
    "channel change does not matter. 9 V is inside the 6.5..12 V window; 4.9..5.1 V suits HX711 (2.6..5.5 V) and "
    "MAX7219 (4.0..5.5 V).",
)
add(
    "rq66-c03",
    "hard",
    "compatibility",
    "robot: l298n VS on a 12 V pack, lm2596 (adj, set to 5 V) makes the l298n logic supply. ina219 high-side on "
    "the 12 V motor line with a 0.1 ohm shunt, PGA set to /4 and BRNG = 0. the motors pull at most 1.4 A. will "
    "the ina219 read it without clipping, and are the l298n supplies fine?",
    ["INA219", "L298N", "LM2596"],
    "compatible",
    [
        it(
            "INA219",
            "measurement_range",
            "mV",
            mn=-160,
            mx=160,
            q="voltage",
            cond="shunt full scale, PGA = /4",
        ),
        it("INA219", "measurement_range", "V", mx=16, q="voltage", cond="bus full scale, BRNG = 0"),
        it("L298N", "logic_supply_voltage", "V", mn=4.5, typ=5, mx=7, cond="VSS"),
        it("L298N", "load_supply_voltage", "V", mx=46, cond="VS, min VIH + 2.5 V"),
    ],
    [
        ev("ina219.pdf", 21, "At PGA = /4, full-scale range = ±160 mV"),
        ev("ina219.pdf", 23, "At full-scale range = 16 V"),
        ev("l298n.pdf", 3, "VSS Logic Supply Voltage (pin 9) 4.5 5 7 V"),
        ev("l298n.pdf", 3, "VS Supply Voltage (pin 4) Operative Condition VIH +2.5 46 V"),
    ],
    "1.4 A x 0.1 ohm = 140 mV < 160 mV at PGA /4 (PGA /1 or /2 would clip); 12 V < 16 V bus range. 5 V is inside "
    "VSS 4.5..7 V, 12 V inside VS.",
)
add(
    "rq66-c04",
    "hard",
    "compatibility",
    "mcp3008 on 3.3 V (vdd = vref, from an xc6206-3.3 fed by 5 V) sampling a tmp36 (also 3.3 V) in bursts at "
    "50 ksps, so fCLK = 18 x 50k = 900 kHz. the sheet gives 200 ksps only at 5 V - is 50 ksps ok at 3.3 V?",
    ["MCP3008", "TMP36", "XC6206"],
    "compatible",
    [
        it("MCP3008", "data_rate", "ksps", mx=75, cond="throughput, VDD = VREF = 2.7 V"),
        it("MCP3008", "spi_clock_frequency", "MHz", mx=1.35, cond="fCLK, VDD = 2.7 V"),
        it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="+VS"),
    ],
    [
        ev("mcp3008.pdf", 3, "75 ksps VDD = VREF = 2.7V"),
        ev("mcp3008.pdf", 4, "1.35 MHz VDD = 2.7V (Note 3)"),
        ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5"),
    ],
    "Even the 2.7 V limits (75 ksps, fCLK 1.35 MHz) exceed 50 ksps / 900 kHz, and 3.3 V lies between the 2.7 V "
    "and 5 V rows. XC6206 3.3 V output (+-2 %) suits both parts.",
)
add(
    "rq66-c05",
    "hard",
    "compatibility",
    "A data logger reads a W25Q64FV in QPI mode with Fast Read (0Bh) at an 80 MHz clock, after setting 4 dummy "
    "clocks with Set Read Parameters (C0h). The flash and a MAX31865 RTD converter are powered from a TPS63021 "
    "(fixed 3.3 V). Is the 80 MHz clock within the flash specification at that supply, and is the supply within "
    "the MAX31865's range?",
    ["W25Q64FV", "TPS63020", "MAX31865"],
    "compatible",
    [
        it(
            "W25Q64FV",
            "spi_clock_frequency",
            "MHz",
            mx=80,
            cond="QPI, 4 dummy clocks, 3.0..3.6 V, 0Bh / EBh",
        ),
        it(
            "TPS63020",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="TPS63021 fixed output",
        ),
        it("MAX31865", "supply_voltage", "V", mn=3.0, mx=3.6, cond="VDD"),
    ],
    [
        ev("w25q64.pdf", 67, "3.0V ~ 3.6V 80MHz 104MHz"),
        ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V"),
        ev("max31865.pdf", 3, "3.0V P VDD P 3.6V"),
    ],
    "The TPS63021 keeps VCC in the 3.0..3.6 V band, where 4 dummies allow 80 MHz for 0Bh (at 2.7..3.0 V it would "
    "be 60 MHz). 3.267..3.333 V is inside the MAX31865's 3.0..3.6 V.",
    wording="formal",
)
add(
    "rq66-c06",
    "medium",
    "compatibility",
    "esp32 triggers a bh1750 one-time L-resolution measurement and a vl53l0x single ranging (default 33 ms timing "
    "budget) at the same moment, and reads both 40 ms later. will both results be ready by then?",
    ["BH1750", "VL53L0X", "ESP32-WROOM-32"],
    "compatible",
    [
        it(
            "BH1750",
            "response_time",
            "ms",
            typ=16,
            mx=24,
            cond="L-resolution mode measurement time tLR",
        ),
        it("VL53L0X", "response_time", "ms", value=33, cond="default ranging timing budget"),
    ],
    [ev("bh1750.pdf", 2, "tLR － 16 24 ms"), ev("vl53l0x.pdf", 17, "Default value is 33ms.")],
    "BH1750 L-res <= 24 ms and VL53L0X 33 ms budget both finish within 40 ms. In H-resolution mode (up to 180 ms) "
    "the BH1750 would not.",
)
add(
    "rq66-c07",
    "hard",
    "compatibility",
    "clock board: pcf8563 CLKOUT left at the default 32.768 kHz and used as the low-power timer clock of my mcu. "
    "while I set the time I write STOP = 1 for a moment. does the 32 kHz keep running during that? a bh1750 and "
    "the pcf8563 are both on an ams1117-3.3 rail",
    ["PCF8563", "BH1750", "AMS1117"],
    "compatible",
    [
        it("PCF8563", "data_rate", "kHz", value=32.768, cond="CLKOUT default, FD = 00"),
        it("AMS1117", "output_voltage", "V", mn=3.267, typ=3.3, mx=3.333, cond="AMS1117-3.3, 25 C"),
        it("BH1750", "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
    ],
    [
        ev(
            "pcf8563.pdf",
            18,
            "The STOP bit function will not affect the output of 32.768 kHz on CLKOUT, but will stop",
        ),
        ev("ams1117.pdf", 2, "AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333 V"),
        ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V"),
    ],
    "STOP freezes the prescaler but not the 32.768 kHz CLKOUT (it does stop 1.024 kHz, 32 Hz and 1 Hz, see i11). "
    "3.267..3.333 V (25 C; 3.235..3.365 V over temperature) suits the BH1750 (2.4..3.6 V) and the PCF8563 "
    "(1.8..5.5 V with the interface active).",
)
add(
    "rq66-c08",
    "hard",
    "compatibility",
    "A sealed enclosure reaches +85 °C ambient. Inside, an XC6206P332 in the SOT-89 package (board-mounted as in "
    "the data sheet's power-dissipation test) drops 5.0 V to 3.3 V for an nRF24L01+ and a DS18B20 (external "
    "power), 150 mA in total. Is the regulator within its power-dissipation rating, and can both loads run from "
    "its output?",
    ["XC6206", "nRF24L01+", "DS18B20"],
    "compatible",
    [
        it("XC6206", "output_current", "mA", mn=200, cond="IOUTMAX, 3.0..3.6 V types"),
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="local power"),
    ],
    [
        ev("xc6206.pdf", 16, "85 400"),
        ev("xc6206.pdf", 5, "75 350 250 680 200"),
        ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5"),
    ],
    "Dissipation (5.0 - 3.3) x 0.15 = 255 mW < 400 mW for SOT-89 at 85 C (the SOT-23 allows only 200 mW there, "
    "i03). 150 mA < 200 mA IOUTMAX. 3.3 V suits the nRF24L01+ (1.9..3.6 V) and DS18B20 (3.0..5.5 V).",
    wording="formal",
)
add(
    "rq66-c09",
    "medium",
    "compatibility",
    "tmp36 at the end of ~3 m of shielded cable (about 300 pF total) going into an ads1115 ain0, both on 5 V, a "
    "ds3231 timestamps the readings. will the tmp36 drive that cable capacitance without oscillating?",
    ["TMP36", "ADS1115", "DS3231"],
    "compatible",
    [it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="+VS")],
    [
        ev("tmp36.pdf", 2, "Capacitive Load Driving CL No Oscillations2 1000 10000 pF"),
        ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5"),
    ],
    "Capacitive load driving: 1000 pF minimum (10000 pF typical) with no oscillations; 300 pF is inside the "
    "guaranteed value (5 nF would not be guaranteed, e02). No field for capacitive load, so the verdict rests on "
    "evidence.",
)
add(
    "rq66-c10",
    "medium",
    "compatibility",
    "robot in a dark warehouse aisle: vl53l0x with the long-range api profile looking at a white wall 1.8 m away, "
    "drv8833 drives the wheels, mcp73831 charges the cell. can the vl53l0x reach 1.8 m in that mode?",
    ["VL53L0X", "DRV8833", "MCP73831"],
    "compatible",
    [
        it(
            "VL53L0X",
            "measurement_range",
            "cm",
            mx=200,
            q="distance",
            cond="long range profile, white target, indoor (typical 200 cm+)",
        )
    ],
    [
        ev("vl53l0x.pdf", 26, "Typical 200cm+ (1) 80cm"),
        ev("vl53l0x.pdf", 26, "Note (1): using long range API profile"),
        ev("vl53l0x.pdf", 28, "Long ranging, only for"),
    ],
    "Long-range profile: 2 m (typ 200 cm+ white indoors), only for dark conditions - met here. The default profile "
    "(1.2 m, minimum 120 cm white) would not reach 1.8 m.",
)
add(
    "rq66-c11",
    "hard",
    "compatibility",
    "fan switch: srd-05vdc-sl-c in the high-sensitivity version (0.36 W coil) on a relay board with a pc817 on the "
    "input, the coil rail comes from an lm2596 set to 5.8 V. is 5.8 V on that coil still allowed?",
    ["SRD-05VDC-SL-C", "LM2596", "PC817"],
    "compatible",
    [it("SRD-05VDC-SL-C", "coil_voltage", "V", value=5, cond="nominal coil voltage, 05 coil code")],
    [
        ev("srd-05vdc-sl-c.pdf", 2, "03 03 120 25 abt. 0.36W 75%Max. 10% Min. 120%"),
        ev("srd-05vdc-sl-c.pdf", 2, "03 03 150 20 abt. 0.45W 75% Max. 10% Min. 110%"),
        ev("srd-05vdc-sl-c.pdf", 2, "05 05 71.4 70"),
    ],
    "High-sensitivity coils allow 120 % of nominal = 6.0 V, so 5.8 V is fine; the standard (0.45 W) version allows "
    "only 110 % = 5.5 V and would be over. The percentage has no field, so the verdict rests on evidence.",
)
add(
    "rq66-c12",
    "hard",
    "compatibility",
    "An MCP2515 CAN controller runs from a 5.0 V rail (±5 %) with a 40 MHz crystal; its SPI is driven by a 5 V "
    "microcontroller, and an LM35 on the same rail is read through an MCP3008. Is the 40 MHz "
    "oscillator frequency allowed for the MCP2515 at that supply?",
    ["MCP2515", "LM35", "MCP3008"],
    "compatible",
    [
        it(
            "MCP2515",
            "data_rate",
            "MHz",
            mn=1,
            mx=40,
            cond="FOSC clock-in frequency, VDD = 4.5..5.5 V",
        ),
        it(
            "MCP2515",
            "data_rate",
            "MHz",
            mn=1,
            mx=25,
            cond="FOSC clock-in frequency, VDD = 2.7..5.5 V",
        ),
    ],
    [
        ev("mcp2515.pdf", 75, "FOSC Clock In Frequency 1 40 MHz VDD = 4.5V to 5.5V"),
        ev("mcp2515.pdf", 75, "1 25 MHz VDD = 2.7V to 5.5V"),
    ],
    "4.75..5.25 V lies inside 4.5..5.5 V, where FOSC may be up to 40 MHz; below 4.5 V the limit would be 25 MHz. "
    "LM35 and MCP3008 are only bystanders on the rail.",
    wording="formal",
)

# ---------- compatibility: incompatible (rq66-iNN)
add(
    "rq66-i01",
    "hard",
    "compatibility",
    "kitchen scale + battery monitor: hx711 RATE high (80 Hz). I alternate every conversion between channel A "
    "gain 128 (load cell) and channel B gain 32 (battery divider) and want 40 valid readings per second on each. "
    "max7219 shows the weight, a dht11 logs room temp. will the hx711 give valid data like that?",
    ["HX711", "MAX7219", "DHT11"],
    "incompatible",
    [
        it("HX711", "data_rate", "Hz", typ=80, cond="internal oscillator, RATE = DVDD"),
        it(
            "HX711",
            "warm_up_time",
            "ms",
            typ=50,
            cond="output settling time after channel / gain change, RATE = DVDD",
        ),
    ],
    [
        ev("hx711.pdf", 3, "Output settling time (1) RATE = DVDD 50"),
        ev(
            "hx711.pdf",
            3,
            "Settling time refers to the time from power up, reset, input channel change and gain change",
        ),
        ev("hx711.pdf", 3, "Internal Oscillator, RATE = DVDD 80"),
    ],
    "Each channel or gain change needs 50 ms of settling at RATE = DVDD, while one conversion lasts 12.5 ms; "
    "switching every conversion never gives settled data, let alone 40 per second per channel.",
)
add(
    "rq66-i02",
    "medium",
    "compatibility",
    "The charger is an MCP73831-5ACI/OT (the 4.50 V option) and the cell is a standard LiPo whose maximum charge "
    "voltage is 4.20 V; an INA219 logs the charge current and a DS3231 timestamps it. Is the charger's regulation "
    "voltage suitable for this cell?",
    ["MCP73831", "INA219", "DS3231"],
    "incompatible",
    [it("MCP73831", "output_voltage", "V", mn=4.466, typ=4.50, mx=4.534, cond="VREG, MCP7383X-5")],
    [
        ev("mcp73831.pdf", 3, "4.466 4.50 4.534 V MCP7383X-5"),
        ev("mcp73831.pdf", 3, "4.168 4.20 4.232 V MCP7383X-2"),
    ],
    "The -5 option regulates to 4.466..4.534 V, above the cell's 4.20 V; the -2 option (4.168..4.232 V) would be "
    "the right version.",
    wording="formal",
)
add(
    "rq66-i03",
    "hard",
    "compatibility",
    "A CAN sensor node in an enclosure at +85 °C ambient uses an XC6206P332MR (SOT-23, board-mounted) to drop "
    "5.0 V to 3.3 V for an MCP2515 and an HMC5883L; the total load is 150 mA. Is the regulator within its "
    "power-dissipation rating at that temperature?",
    ["XC6206", "MCP2515", "HMC5883L"],
    "incompatible",
    [],
    [ev("xc6206.pdf", 15, "85 200"), ev("xc6206.pdf", 15, "25 500")],
    "(5.0 - 3.3) x 0.15 = 255 mW > 200 mW allowed for SOT-23 at 85 C (500 mW at 25 C; the SOT-89 gives 400 mW at "
    "85 C, c08). No field for power dissipation, so the verdict rests on evidence.",
    wording="formal",
)
add(
    "rq66-i04",
    "hard",
    "compatibility",
    "reflow oven controller in europe: max31865 with the 50 Hz notch, I trigger a one-shot conversion every 60 ms "
    "and read it right before the next trigger. max7219 display, srd relay for the heater. is 60 ms enough for "
    "the conversion?",
    ["MAX31865", "MAX7219", "SRD-05VDC-SL-C"],
    "incompatible",
    [it("MAX31865", "response_time", "ms", typ=62.5, mx=66, cond="single conversion, 50 Hz notch")],
    [
        ev("max31865.pdf", 3, "Single conversion (50Hz notch) 62.5 66"),
        ev("max31865.pdf", 3, "Single conversion (60Hz notch) 52 55"),
    ],
    "One-shot with the 50 Hz notch takes 62.5 typ / 66 ms max > 60 ms. With the 60 Hz notch (52 / 55 ms) it would "
    "fit, but that filter does not suit 50 Hz mains.",
)
add(
    "rq66-i05",
    "medium",
    "compatibility",
    "greenhouse pump: 12 V DC pump (it's a motor, ~4 A) switched by the srd-05vdc-sl-c on a cheap relay module "
    "(pc817 on the input), using the COM/NO of the form C contacts. dht22 decides when to water. is the relay "
    "rated for that?",
    ["SRD-05VDC-SL-C", "PC817", "DHT22"],
    "incompatible",
    [
        it(
            "SRD-05VDC-SL-C",
            "contact_current",
            "A",
            mx=3,
            cond="form C, inductive load (cos phi 0.4, L/R 7 ms), 28 VDC",
        )
    ],
    [ev("srd-05vdc-sl-c.pdf", 2, "(cosΦ=0.4 L/R=7msec) 3A 28VDC 5A 28VDC")],
    "A DC motor is an inductive load: form C is rated 3 A at 28 VDC inductive (form A 5 A). 4 A exceeds the form C "
    "rating; the 7 A 28 VDC figure is for resistive loads.",
)
add(
    "rq66-i06",
    "hard",
    "compatibility",
    "DS18B20 en mode parasite (seulement DQ et GND) collé sur le four de mon fumoir qui monte à 110 °C, à côté "
    "d'un thermocouple lu par un MAX31855, avec un afficheur TM1637. Est-ce que le mode parasite est recommandé à "
    "cette température ?",
    ["DS18B20", "MAX31855", "TM1637"],
    "incompatible",
    [
        it(
            "DS18B20",
            "operating_temperature",
            "°C",
            mn=-55,
            mx=125,
            cond="temperature range of the device",
        )
    ],
    [
        ev("ds18b20.pdf", 7, "The use of parasite power is not recommended for tem-"),
        ev("ds18b20.pdf", 7, "peratures above +100°C since the DS18B20 may not be"),
        ev(
            "ds18b20.pdf",
            2,
            "Operating Temperature Range.......................... -55°C to +125°C",
        ),
    ],
    "Parasite power is not recommended above +100 C (leakage); the part itself is rated to +125 C, so with an "
    "external VDD it would be fine at 110 C.",
    lang="fr",
)
add(
    "rq66-i07",
    "medium",
    "compatibility",
    "e-bike compass: hmc5883l left at the most sensitive gain (GN = 000), mounted close to the hub motor where the "
    "field at the chip reaches about 1.6 gauss. bh1750 for auto lights, tp4056 charges the cell. will the hmc5883l "
    "read that field at that gain without going out of range?",
    ["HMC5883L", "BH1750", "TP4056"],
    "incompatible",
    [
        it(
            "HMC5883L",
            "measurement_range",
            "gauss",
            mn=-0.88,
            mx=0.88,
            q="magnetic_field",
            cond="recommended sensor field range, GN = 000",
        )
    ],
    [
        ev("hmc5883l.pdf", 13, "0 0 0 ± 0.88 Ga 1370 0.73"),
        ev("hmc5883l.pdf", 13, "(-2048–2047 )"),
    ],
    "GN = 000 is for +-0.88 Ga (1370 LSb/Ga); 1.6 Ga x 1370 = 2192 counts is even beyond the 2047-count output "
    "range. GN = 010 (+-1.9 Ga) or a lower gain is needed.",
)
add(
    "rq66-i08",
    "medium",
    "compatibility",
    "drop-test logger: mpu6050 accel set to AFS_SEL = 1, the impacts I want to capture peak around 6 g. nrf24l01+ "
    "sends the data, mcp73831 charges the lipo. does the accel range cover the peaks?",
    ["MPU-6050", "nRF24L01+", "MCP73831"],
    "incompatible",
    [it("MPU-6050", "measurement_range", "g", mn=-4, mx=4, q="acceleration", cond="AFS_SEL = 1")],
    [ev("mpu-6050.pdf", 13, "AFS_SEL=1 ±4 g")],
    "AFS_SEL = 1 is +-4 g; 6 g peaks need AFS_SEL = 2 (+-8 g) or 3 (+-16 g).",
)
add(
    "rq66-i09",
    "hard",
    "compatibility",
    "A 74HC595 in an outdoor sign runs directly from two AA cells (3.2 V fresh, 2.0 V at end of life) and is "
    "shifted at an 8 MHz SHCP clock; winter nights reach -20 °C. A DHT11 and a PCF8563 share the board. Is the "
    "8 MHz clock within the 74HC595's specified maximum frequency down to the end-of-life voltage?",
    ["74HC595", "DHT11", "PCF8563"],
    "incompatible",
    [
        it(
            "74HC595",
            "spi_clock_frequency",
            "MHz",
            mn=4.8,
            cond="fmax SHCP/STCP, VCC = 2 V, -40..+85 C (minimum guaranteed)",
        )
    ],
    [ev("74hc595.pdf", 11, "VCC = 2 V 9 30 - 4.8 - 4 - MHz")],
    "At VCC = 2 V the guaranteed fmax is only 9 MHz at 25 C and 4.8 MHz over -40..+85 C; 8 MHz is not guaranteed at "
    "-20 C. (The DHT11 would also be below its 3.5 V minimum; the verdict does not rest on it.)",
    wording="formal",
)
add(
    "rq66-i10",
    "hard",
    "compatibility",
    "night light timer: pcf8563 CLKOUT set to 1 Hz feeds a counter pin on my mcu, that's my seconds tick. when I "
    "set the clock I write STOP=1, set the registers and clear it again. does the 1 Hz keep coming during that? an "
    "lm35 read by an mcp3008 is on the same board",
    ["PCF8563", "LM35", "MCP3008"],
    "incompatible",
    [],
    [
        ev(
            "pcf8563.pdf",
            18,
            "The STOP bit function will not affect the output of 32.768 kHz on CLKOUT, but will stop",
        ),
        ev("pcf8563.pdf", 18, "the generation of 1.024 kHz, 32 Hz, and 1 Hz."),
    ],
    "With STOP = 1 the 1 Hz (and 1.024 kHz, 32 Hz) CLKOUT stops; only 32.768 kHz keeps running (c07). The counter "
    "misses ticks while STOP is set.",
)
add(
    "rq66-i11",
    "medium",
    "compatibility",
    "solar panel monitor: max44009 in manual mode with TIM = 000 (800 ms) and CDR = 0 for best resolution, "
    "pointed at the sky next to the panel (direct sun, tens of thousands of lux). ads1115 reads the panel "
    "voltage, tps63021 powers it all. will the max44009 read full sun in that setting?",
    ["MAX44009", "ADS1115", "TPS63020"],
    "incompatible",
    [
        it(
            "MAX44009",
            "measurement_range",
            "lx",
            mx=2938,
            q="illuminance",
            cond="manual mode, TIM = 000 (800 ms), CDR = 0",
        )
    ],
    [ev("max44009.pdf", 13, "0.045 2938 11.52 800 000 0 0000 1000")],
    "800 ms / CDR = 0 overloads above 2,938 lux; direct sun needs a short integration time with CDR = 1 or "
    "automatic mode (up to 188,000 lux).",
)
add(
    "rq66-i12",
    "hard",
    "compatibility",
    "esp32 recording an inmp441 at 96 kHz sample rate (WS = 96 kHz, SCK = 64 x WS), mic on 3.3 V from an "
    "xc6206. is that inside the inmp441 timing spec?",
    ["INMP441", "ESP32-WROOM-32", "XC6206"],
    "incompatible",
    [
        it("INMP441", "data_rate", "kHz", mn=7.8, mx=50, cond="fWS word select frequency"),
        it("INMP441", "spi_clock_frequency", "MHz", mn=0.5, mx=3.2, cond="fSCK"),
    ],
    [
        ev("inmp441.pdf", 5, "fWS WS frequency 7.8 50 kHz"),
        ev("inmp441.pdf", 5, "fSCK SCK frequency 0.5 3.2 MHz"),
    ],
    "WS 96 kHz > 50 kHz and SCK 6.144 MHz > 3.2 MHz. At 48 kHz (SCK 3.072 MHz) both would fit.",
)

# ---------- compatibility: insufficient evidence (rq66-eNN)
add(
    "rq66-e01",
    "hard",
    "compatibility",
    "small robot: drv8833 VM straight from a 1s li-ion (about 3.7 V, tp4056 charges it), each motor channel needs "
    "1.3 A RMS continuously, vl53l0x for obstacle detection. can the drv8833 deliver 1.3 A per bridge at that VM?",
    ["DRV8833", "TP4056", "VL53L0X"],
    "insufficient_evidence",
    [],
    [
        ev(
            "drv8833.pdf",
            5,
            "RDS(ON) increases and maximum output current is reduced at VM supply voltages below 5 V.",
        )
    ],
    "The 1.5 A RMS rating is given at VM = 5 V; below 5 V the sheet only says the maximum current is reduced, "
    "without a figure at 3.7 V.",
)
add(
    "rq66-e02",
    "hard",
    "compatibility",
    "A TMP36 drives 50 m of shielded cable (about 5 nF) to a CAN node built around an MCP2515; an MQ-2 sits next "
    "to the TMP36. Will the TMP36 output remain free of oscillation with that capacitive load?",
    ["TMP36", "MQ-2", "MCP2515"],
    "insufficient_evidence",
    [],
    [ev("tmp36.pdf", 2, "Capacitive Load Driving CL No Oscillations2 1000 10000 pF")],
    "1000 pF is the guaranteed minimum and 10000 pF only typical; 5 nF falls between, so no guarantee either way "
    "(300 pF in c09 is guaranteed).",
    wording="formal",
)
add(
    "rq66-e03",
    "medium",
    "compatibility",
    "isolated uart at 9600 baud from a remote lm35 board into an esp32: pc817 led driven at ~10 mA, output "
    "transistor with a 4.7k pull-up to 3.3 V. is the pc817 fast enough with that pull-up?",
    ["PC817", "ESP32-WROOM-32", "LM35"],
    "insufficient_evidence",
    [],
    [ev("pc817.pdf", 4, "Response time VCE=2V, IC=2mA, RL=100Ω")],
    "Rise / fall times (4 / 3 us typ, 18 us max) are specified at RL = 100 ohm only; with a 4.7 kohm pull-up they "
    "are longer by an amount the sheet does not give (a bit is 104 us).",
)
add(
    "rq66-e04",
    "medium",
    "compatibility",
    "A garden sensor node transmits with an nRF24L01+ at 250 kbps and 0 dBm; a DHT22 provides the readings and a "
    "TPS63021 supplies the node. Do the data sheets establish that the link reaches a receiver 300 m away in line "
    "of sight?",
    ["nRF24L01+", "DHT22", "TPS63020"],
    "insufficient_evidence",
    [],
    [ev("nrf24l01p.pdf", 16, "Sensitivity (0.1%BER) @250kbps -94 dBm")],
    "Sensitivity (-94 dBm at 250 kbps) and output power are given, but no range: it depends on antennas and path "
    "loss the sheet does not cover.",
    wording="formal",
)
add(
    "rq66-e05",
    "medium",
    "compatibility",
    "An LM2596 (adjustable, set to 3.3 V) with standard aluminium electrolytic output capacitors powers a DS18B20 "
    "and a MAX31855 outdoors down to -40 °C. Will the output ripple stay below 50 mV at that temperature?",
    ["LM2596", "DS18B20", "MAX31855"],
    "insufficient_evidence",
    [],
    [ev("lm2596.pdf", 14, "d + on + out as much as 10 times at −40°C. Solid tantalum capacitors")],
    "The sheet warns that electrolytic ESR rises about 10x at -40 C and recommends low-ESR / tantalum parts, but "
    "gives no ripple figure for this case. 3.3 V and -40 C are inside the DS18B20 and MAX31855 ranges.",
    wording="formal",
)
add(
    "rq66-e06",
    "medium",
    "compatibility",
    "ina3221 channel 1 on the drv8833 VM line, motors pwm'd at 20 kHz so the current is a chopped square wave. "
    "max7219 shows the value. will the ina3221 reading (averaging 16) equal the true average current within 1 %?",
    ["INA3221", "DRV8833", "MAX7219"],
    "insufficient_evidence",
    [],
    [],
    "The INA3221 sheet gives DC accuracy, conversion times and averaging, but nothing about the error on a 20 kHz "
    "chopped current (aliasing / filtering); the 1 % question cannot be answered from it.",
)
add(
    "rq66-e07",
    "medium",
    "compatibility",
    "outdoor robot in winter (-20 C): hc-sr04 measures distance, l298n drives the motors, a ds18b20 logs the air "
    "temperature. will the hc-sr04 still be accurate to ~1 cm at 2 m in that cold?",
    ["HC-SR04", "L298N", "DS18B20"],
    "insufficient_evidence",
    [],
    [ev("hc-sr04.pdf", 2, "range = high level time * velocity (340M/S) / 2")],
    "The HC-SR04 sheet gives no operating temperature or accuracy versus temperature; its formula assumes 340 m/s, "
    "which changes in the cold.",
)
add(
    "rq66-e08",
    "medium",
    "compatibility",
    "breathalyzer: mq-3 (heater and Vc 5 V from an ams1117-5.0), ads1115 reads the load resistor. I need a result "
    "within 10 s of someone blowing on it. is the mq-3 that fast?",
    ["MQ-3", "ADS1115", "AMS1117"],
    "insufficient_evidence",
    [],
    [ev("mq-3.pdf", 1, "Fast response and High sensitivity")],
    "Only the qualitative 'fast response'; no response or recovery time figure.",
)
add(
    "rq66-e09",
    "hard",
    "compatibility",
    "An MCP2515 node should run CAN at 1 Mbit/s over a 40 m bus; a DS3231 timestamps messages and an INA219 "
    "monitors the node's supply. Do the data sheets confirm that 1 Mbit/s works over 40 m?",
    ["MCP2515", "DS3231", "INA219"],
    "insufficient_evidence",
    [],
    [ev("mcp2515.pdf", 1, "Implements CAN V2.0B at 1 Mb/s")],
    "The MCP2515 supports 1 Mb/s, but bus length depends on the transceiver, cable and bit timing; none of the "
    "sheets gives a length limit.",
    wording="formal",
)
add(
    "rq66-e10",
    "medium",
    "compatibility",
    "An AMS1117-3.3 supplies a MAX31855 and the driver transistor of an SRD-05VDC-SL-C; to save space it has only "
    "a 10 µF ceramic capacitor on the output. Does the AMS1117 data sheet confirm stable operation with that "
    "output capacitor?",
    ["AMS1117", "MAX31855", "SRD-05VDC-SL-C"],
    "insufficient_evidence",
    [],
    [ev("ams1117.pdf", 4, "The addition of 22µF solid tantalum on the output will ensure")],
    "Stability is assured with 22 uF solid tantalum; nothing is said about a 10 uF ceramic (low ESR).",
    wording="formal",
)
add(
    "rq66-e11",
    "medium",
    "compatibility",
    "mcp4725 on 5 V driving a 1 kohm load at full scale (~5 mA), ads1115 reads it back, irlz44n elsewhere on the "
    "board. will the dac output stay within 1 % of 5 V with that load?",
    ["MCP4725", "ADS1115", "IRLZ44N"],
    "insufficient_evidence",
    [],
    [ev("mcp4725.pdf", 3, "RL = 5 kΩ from VOUT to VSS, CL = 100 pF, TA = -40°C to +125°C.")],
    "All output specifications are at RL = 5 kohm; the text only says VOUT drops slowly below about 3.5 kohm "
    "(typical curve). No figure at 1 kohm.",
)


def main():
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "questions.jsonl")
    with open(path, "w", encoding="utf-8") as fh:
        for q in Q:
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(f"{len(Q)} questions -> {path}")


if __name__ == "__main__":
    main()
