"""realq61: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: radio, display and interface builds (UART/SPI/I2C levels and speeds, current peaks of radios and
displays against regulator limits, 5 V against 3.3 V hosts, level translation, and figures the sheets do
not state).

python build_questions.py rewrites questions.jsonl next to this file.
"""

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


# ---------- factual, answerable (rq61-fNN)
add(
    "rq61-f01",
    "medium",
    "simple",
    "nrf24 remote: to save battery I write RF_PWR = 01 in RF_SETUP. what output power does that give me?",
    ["nRF24L01+"],
    None,
    [
        it(
            "nRF24L01+",
            "tx_power",
            "dBm",
            value=-12,
            cond="RF_PWR = 01 in RF_SETUP (Table 17), VDD 3.0 V, 27 C",
        )
    ],
    [ev("nrf24l01p.pdf", 26, "01 -12dBm 7.5mA")],
    "RF_PWR 01 -> -12 dBm (Table 17); look-alikes: 11 -> 0 dBm, 10 -> -6 dBm, 00 -> -18 dBm, the DC current column "
    "(7.5 mA for 01), PRF maximum output power +4 dBm.",
)
add(
    "rq61-f02",
    "hard",
    "simple",
    "Running two nrf24l01+ at 250kbps for range, auto-ack on, ack without payload. whats the shortest auto "
    "retransmit delay (ARD) im allowed to set in that mode?",
    ["nRF24L01+"],
    None,
    [
        it(
            "nRF24L01+",
            "response_time",
            "us",
            mn=500,
            cond="ARD auto retransmit delay, 250 kbps mode (note a, Table 28)",
        )
    ],
    [
        ev(
            "nrf24l01p.pdf",
            63,
            "In 250kbps mode (even when the payload is not in ACK) the ARD must be 500µS or more.",
        )
    ],
    "ARD >= 500 us at 250 kbps even without ACK payload; look-alikes: ARD reset value / step 250 us, 250 us wait for "
    "address match at 1/2 Mbps (500 us at 250 kbps), 130 us settling, 10 us CE pulse.",
)
add(
    "rq61-f03",
    "medium",
    "simple",
    "sizing the i2c pull-ups for an mpu6050 on a longish bus (fast mode). whats the max allowed SDA/SCL rise time?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "response_time",
            "ns",
            mx=300,
            cond="tr SDA and SCL rise time, I2C fast mode, Cb 10..400 pF (min 20 + 0.1 Cb)",
        )
    ],
    [
        ev(
            "mpu-6050.pdf",
            18,
            "tr, SDA and SCL Rise Time Cb bus cap. from 10 to 400pF 20+0.1Cb 300 ns",
        )
    ],
    "300 ns max; look-alikes: tf also 300 ns, tSU.DAT 100 ns, tVD.DAT 0.9 us, Cb < 400 pF, fSCL 400 kHz.",
)
add(
    "rq61-f04",
    "hard",
    "simple",
    "What is the maximum SDO output disable time of the MPU-6000 SPI interface, i.e. how quickly does it release "
    "MISO for the next device on a shared bus?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "response_time",
            "ns",
            mx=10,
            cond="tDIS.SDO SDO output disable time, MPU-6000 SPI timing",
        )
    ],
    [ev("mpu-6050.pdf", 19, "tDIS.SDO, SDO Output Disable Time 10 ns")],
    "10 ns max (SPI table, MPU-6000 only); look-alikes: tVD.SDO 100 ns at 20 pF, tHD.SDO 4 ns, tSU.CS 8 ns, "
    "tHD.CS 500 ns.",
    wording="formal",
)
add(
    "rq61-f05",
    "medium",
    "simple",
    "ads1115 in continuous mode with ALERT/RDY set as conversion-ready: how long is the pulse it gives after each "
    "conversion? want to catch it with an interrupt",
    ["ADS1115"],
    None,
    [
        it(
            "ADS1115",
            "response_time",
            "us",
            typ=8,
            cond="ALERT/RDY conversion-ready pulse width, continuous conversion mode ('~8 us')",
        )
    ],
    [ev("ads1115.pdf", 15, "(~8µs) pulse on the ALERT/RDY pin at the end of")],
    "About 8 us; look-alikes: single-shot mode asserts low until read, conversion time 1/DR (1.2 ms at 860 SPS), "
    "25 ms I2C timeout.",
)
add(
    "rq61-f06",
    "hard",
    "simple",
    "For second-accurate time setting, the PCF8563 STOP bit is released at the top of a second. After the STOP "
    "release, when does the first increment of the time circuits occur?",
    ["PCF8563"],
    None,
    [
        it(
            "PCF8563",
            "response_time",
            "s",
            mn=0.507813,
            mx=0.507935,
            cond="first increment of the time circuits after STOP is released",
        )
    ],
    [
        ev(
            "pcf8563.pdf",
            19,
            "The first increment of the time circuits is between 0.507813 s and 0.507935 s after STOP",
        )
    ],
    "0.507813..0.507935 s; look-alikes: CLKOUT 32.768 kHz keeps running while stopped, 8.192 kHz cycle uncertainty, "
    "timer source clocks.",
    wording="formal",
)
add(
    "rq61-f07",
    "hard",
    "simple",
    "J'ai des W25Q64FV en version IQ pour un enregistreur. Quel est le temps typique d'effacement d'un secteur de "
    "4 Ko pour cette version ?",
    ["W25Q64FV"],
    None,
    [
        it(
            "W25Q64FV",
            "response_time",
            "ms",
            typ=45,
            cond="tSE sector erase (4 KB), W25Q64FVxxIQ and W25Q64FVxxIF, typical",
        )
    ],
    [ev("w25q64.pdf", 77, "W25Q64FVxxIQ & W25Q64FVxxIF 45")],
    "French. 45 ms typ for IQ / IF; look-alikes: 60 ms typ for W25Q64FVxxIG, 400 ms max (all), 32 KB block erase "
    "120 ms typ, page program 0.45 ms.",
    wording="formal",
    lang="fr",
)
add(
    "rq61-f08",
    "hard",
    "structured",
    "bitbanging i2c to an mcp4725 at plain standard mode (100k) from a slow mcu. what minimum SCL high time and "
    "minimum SCL low time does it need?",
    ["MCP4725"],
    None,
    [
        it("MCP4725", "response_time", "ns", mn=4000, cond="THIGH clock high time, standard mode"),
        it("MCP4725", "response_time", "ns", mn=4700, cond="TLOW clock low time, standard mode"),
    ],
    [
        ev("mcp4725.pdf", 30, "Clock high time THIGH 4000 — — ns"),
        ev("mcp4725.pdf", 30, "Clock low time TLOW 4700 — — ns"),
    ],
    "THIGH 4000 ns, TLOW 4700 ns; look-alikes: fast mode 600 / 1300 ns, HS mode 60-120 / 160-320 ns, THD:DAT "
    "3450 ns max, TAA 3750 ns max (standard-mode rows asked before).",
)
add(
    "rq61-f09",
    "hard",
    "simple",
    "MCP4725 in I2C high-speed mode with a heavy bus (Cb = 400 pF, fSCL = 1.7 MHz): what is the maximum SDA fall "
    "time?",
    ["MCP4725"],
    None,
    [
        it(
            "MCP4725",
            "response_time",
            "ns",
            mx=160,
            cond="TF:DAT SDA fall time, HS mode, Cb = 400 pF, fSCL = 1.7 MHz",
        )
    ],
    [
        ev("mcp4725.pdf", 31, "SDA fall time TF: DAT — — 80 ns From VIH to VIL,"),
        ev("mcp4725.pdf", 31, "— — 160 ns From VIH to VIL,"),
    ],
    "160 ns at 400 pF; look-alikes: 80 ns at 100 pF / 3.4 MHz, SCL fall 40 / 80 ns, SDA rise 80 / 160 ns (asked before), "
    "fast-mode tf 300 ns.",
    wording="formal",
)
add(
    "rq61-f10",
    "hard",
    "simple",
    "74hct595 at 5v used as a 3.3->5v shifter for a led matrix, box sits outside (-40..+85). min SHCP pulse width "
    "(high or low) i can clock it with over that range?",
    ["74HC595"],
    None,
    [
        it(
            "74HC595",
            "response_time",
            "ns",
            mn=20,
            cond="74HCT595 tW SHCP HIGH or LOW pulse width, VCC 4.5..5.5 V, -40..+85 C (25 C: 16; -40..+125 C: 24)",
        )
    ],
    [ev("74hc595.pdf", 11, "tW pulse width SHCP HIGH or LOW; 16 6 - 20 - 24 - ns")],
    "74HCT595 20 ns min over -40..+85 C; look-alikes: 16 ns at 25 C, 24 ns to +125 C, 74HC595 rows at 2 / 4.5 / 6 V "
    "(19 ns at 4.5 V, -40..+85 C), STCP 16/20/24.",
)
add(
    "rq61-f11",
    "hard",
    "simple",
    "What is the maximum OE-to-output disable time (tdis) of the 74HCT595 over the full -40 °C to +125 °C range?",
    ["74HC595"],
    None,
    [
        it(
            "74HC595",
            "response_time",
            "ns",
            mx=45,
            cond="74HCT595 tdis OE to Qn, VCC 4.5..5.5 V, -40..+125 C (25 C: 18 typ / 30 max; -40..+85 C: 38)",
        )
    ],
    [ev("74hc595.pdf", 11, "tdis disable time OE to Qn; see Figure 13 [5] - 18 30 - 38 - 45 ns")],
    "45 ns max to +125 C; look-alikes: 30 ns at 25 C, 38 ns to +85 C, 74HCT595 ten 35/44/53, 74HC595 tdis rows.",
    wording="formal",
)
add(
    "rq61-f12",
    "medium",
    "simple",
    "si7021 on a noisy i2c line: what spike / glitch width does its input filter suppress?",
    ["Si7021"],
    None,
    [
        it(
            "Si7021",
            "response_time",
            "ns",
            mn=50,
            cond="suppressed pulse width (table symbol tSPS, Min column; note 3: pulses up to and including 50 ns)",
        )
    ],
    [ev("si7021.pdf", 6, "Suppressed Pulse Width3 tSPS 50 — — ns")],
    "50 ns (listed under Min; note 3 says pulses up to and including 50 ns are suppressed); look-alikes: stop setup "
    "time (also labelled tSPS) 0.6 us, clock stretching < 50 us at 400 kHz, tVD;DAT 0.9 us.",
)
add(
    "rq61-f13",
    "medium",
    "simple",
    "vl53l0x i2c timing: max allowed SCL/SDA fall time?",
    ["VL53L0X"],
    None,
    [it("VL53L0X", "response_time", "ns", mx=120, cond="tF SCL/SDA fall time, Table 3")],
    [ev("vl53l0x.pdf", 20, "tF SCL/SDA fall time - - 120 ns")],
    "120 ns; look-alikes: tR also 120 ns (asked before), tSP 50 ns, tSU.DAT 50 ns, CL 400 pF.",
)
add(
    "rq61-f14",
    "hard",
    "simple",
    "i power-cycle a bh1750 from a gpio-switched rail when it hangs. after switching VCC off (it drops to ~0 V), how "
    "long do I have to wait before turning it back on?",
    ["BH1750"],
    None,
    [
        it(
            "BH1750",
            "response_time",
            "ms",
            mn=25,
            cond="time to power-supply reclosing after VCC turn-off (VCC <= 0.05 V)",
        )
    ],
    [
        ev(
            "bh1750.pdf",
            9,
            "②Please wait 25ms or more after VCC turn off ( VCC <= 0.05V ), because it is necessary to secure reset section",
        )
    ],
    "25 ms or more; look-alikes: VCC rise time 0 -> 2.4 V <= 100 us, reset section 1 us, DVI low >= 1 us, H-res "
    "measurement 120 / 180 ms.",
)
add(
    "rq61-f15",
    "medium",
    "simple",
    "If the I2C bus is left idle in the middle of a transaction, after how long does the ADS1115 time out?",
    ["ADS1115"],
    None,
    [it("ADS1115", "response_time", "ms", value=25, cond="I2C bus held idle: bus time-out")],
    [ev("ads1115.pdf", 16, "is held idle for more than 25ms, the bus times out.")],
    "25 ms; look-alikes: INA219 / INA3221 SMBus timeout 28 ms, ~8 us ALERT/RDY pulse, tBUF 600 ns.",
    wording="formal",
)
add(
    "rq61-f16",
    "hard",
    "simple",
    "ds18b20s on parasite power, my reset pulse code is sloppy. past what reset-low time can the sensor do a "
    "power-on reset?",
    ["DS18B20"],
    None,
    [
        it(
            "DS18B20",
            "response_time",
            "us",
            mx=960,
            cond="tRSTL under parasite power; above 960 us a power-on reset can occur (Note 13)",
        )
    ],
    [
        ev(
            "ds18b20.pdf",
            3,
            "Note 13: Under parasite power, if tRSTL > 960µs, a power-on reset can occur.",
        )
    ],
    "960 us; look-alikes: tRSTL min 480 us (asked before), tPDLOW 60..240 us, tSLOT 60..120 us.",
)

# ---------- factual, insufficient evidence (rq61-uNN)
add(
    "rq61-u01",
    "hard",
    "simple",
    "typical 4KB sector erase time of the W25Q64JV? the newer JV part, not the FV",
    ["W25Q64FV"],
    "insufficient_evidence",
    [],
    [],
    "Another version: the corpus sheet is the W25Q64FV (45 ms typ IQ/IF, 60 ms IG, 400 ms max); nothing for the JV.",
)
add(
    "rq61-u02",
    "hard",
    "simple",
    "mpu6050 at the end of a long cable, bus capacitance around 550 pF. what SDA/SCL rise time does the sheet allow "
    "at that load?",
    ["MPU-6050"],
    "insufficient_evidence",
    [],
    [],
    "tr/tf 300 ns max are specified for Cb 10..400 pF only and Cb < 400 pF; nothing at 550 pF. Near miss: the 300 ns row.",
)
add(
    "rq61-u03",
    "hard",
    "simple",
    "What maximum CLK frequency does the MAX7219 guarantee when it runs from V+ = 4.2 V (a single charged Li-ion "
    "cell)?",
    ["MAX7219"],
    "insufficient_evidence",
    [],
    [],
    "Timing (tCP 100 ns, 10 MHz) is characterised at V+ = 5 V +-10 % (4.5..5.5 V) only, although V+ may be 4.0..5.5 V; "
    "no value at 4.2 V.",
    wording="formal",
)
add(
    "rq61-u04",
    "hard",
    "simple",
    "bh1750 power cycling again: my switched rail only decays to about 0.3 V when off (leakage). how long must it stay "
    "off then before I power it up again?",
    ["BH1750"],
    "insufficient_evidence",
    [],
    [],
    "The 25 ms reclosing time is given for VCC <= 0.05 V only; nothing for a rail that stops at 0.3 V. Near miss: 25 ms.",
)
add(
    "rq61-u05",
    "medium",
    "simple",
    "What is the guaranteed minimum resistance of the ESP32-WROOM-32 internal pull-up resistor?",
    ["ESP32-WROOM-32"],
    "insufficient_evidence",
    [],
    [],
    "Only a typical 45 kOhm (RPU, p16) is given; no min or max. Near miss: 45 kOhm typ.",
    wording="formal",
)
add(
    "rq61-u06",
    "medium",
    "simple",
    "hc-sr04 current peak during the 40 kHz burst? sizing the cap on my 5v rail",
    ["HC-SR04"],
    "insufficient_evidence",
    [],
    [],
    "Only 'Working Current 15mA' is stated; no peak / burst current. Near miss: 15 mA.",
)
add(
    "rq61-u07",
    "medium",
    "simple",
    "mcp4725 in hs mode on a bus with about 200 pF, max SDA fall time?",
    ["MCP4725"],
    "insufficient_evidence",
    [],
    [],
    "HS-mode rows exist for Cb = 100 pF (80 ns) and 400 pF (160 ns) only; 200 pF is not given (interpolation is not a "
    "stated value).",
)
add(
    "rq61-u08",
    "medium",
    "simple",
    "What normal-mode supply current does the INMP441 draw at VDD = 2.5 V?",
    ["INMP441"],
    "insufficient_evidence",
    [],
    [],
    "Supply current is tabulated at VDD = 1.8 V (1.4 / 1.6 mA) and 3.3 V (2.2 / 2.5 mA) only.",
    wording="formal",
)
add(
    "rq61-u09",
    "hard",
    "simple",
    "tm1637 4-digit display run at 3.3 V - whats the max clock frequency at that supply?",
    ["TM1637"],
    "insufficient_evidence",
    [],
    [],
    "Fmax 500 kHz is given with VDD = 4.5..5.5 V; nothing at 3.3 V (the normal range only gives VDD typ 5 V).",
)

# ---------- compatibility: compatible (rq61-cNN)
add(
    "rq61-c01",
    "medium",
    "compatibility",
    "remote sensor: 5v usb -> xc6206 3.3v ldo (the 3.3 V XC6206P332) -> nrf24l01+ (mostly listening at 2 Mbps) and a "
    "max44009 light sensor. can the little ldo handle it, voltages ok?",
    ["XC6206", "nRF24L01+", "MAX44009"],
    "compatible",
    [
        it("XC6206", "supply_voltage", "V", mn=1.8, mx=6.0, cond="VIN"),
        it("XC6206", "output_current", "mA", mn=200, cond="IOUTMAX, VOUT(T) 3.0..3.9 V group"),
        it("nRF24L01+", "supply_voltage", "V", mn=1.9, typ=3.0, mx=3.6, cond="VDD"),
        it("nRF24L01+", "supply_current", "mA", typ=13.5, cond="RX at 2 Mbps"),
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC"),
    ],
    [
        ev("xc6206.pdf", 4, "Input Voltage VIN 1.8 - 6.0 V"),
        ev("xc6206.pdf", 5, "75 350 250 680 200"),
        ev("nrf24l01p.pdf", 13, "VDD Supply voltage 1.9 3.0 3.6 V"),
        ev("nrf24l01p.pdf", 14, "IVDD_2M Supply current 2Mbps 13.5 mA"),
        ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V"),
    ],
    "5 V inside 1.8..6.0 V; ~14 mA (RX 13.5 mA, TX 11.3 mA, MAX44009 < 1 uA) far below 200 mA; 3.3 V inside "
    "1.9..3.6 and 1.7..3.6 V.",
)
add(
    "rq61-c02",
    "medium",
    "compatibility",
    "A 3.3 V I2C bus at 400 kHz carries an ADS1115 (ADDR to ground), an HMC5883L compass and an Si7021 humidity "
    "sensor, all powered from the same 3.3 V rail. Is there any address conflict, and are supply and clock within all "
    "three ratings?",
    ["ADS1115", "HMC5883L", "Si7021"],
    "compatible",
    [
        it("ADS1115", "i2c_address", values=["0x48"], cond="ADDR to ground: 1001000"),
        it("HMC5883L", "i2c_address", values=["0x1E"], cond="7-bit address"),
        it("Si7021", "i2c_address", values=["0x40"], cond="7-bit address"),
        it("ADS1115", "supply_voltage", "V", mn=2, mx=5.5, cond="power-supply voltage"),
        it("HMC5883L", "supply_voltage", "V", mn=2.16, typ=2.5, mx=3.6, cond="VDD"),
        it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="VDD"),
        it("HMC5883L", "i2c_clock_frequency", "kHz", mx=400, cond="I2C rate"),
        it("Si7021", "i2c_clock_frequency", "kHz", mx=400, cond="fSCL"),
    ],
    [
        ev("ads1115.pdf", 17, "Ground 1001000"),
        ev("ads1115.pdf", 17, "400kHz; and high-speed mode (also called Hs mode)"),
        ev("hmc5883l.pdf", 11, "7-bit address (0x1E)"),
        ev("si7021.pdf", 18, "The 7-bit base slave address is 0x40"),
        ev("ads1115.pdf", 4, "Power-supply voltage 2 5.5 V"),
        ev("hmc5883l.pdf", 2, "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6 Volts"),
        ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V"),
        ev("hmc5883l.pdf", 2, "I C Rate Controlled by I C Master 400 kHz"),
        ev("si7021.pdf", 5, "SCLK Frequency2 fSCL — — 400 kHz"),
    ],
    "0x48, 0x1E and 0x40 differ; 3.3 V inside all three ranges; 400 kHz is within each limit (ADS1115 fast mode "
    "up to 400 kHz, Hs mode beyond).",
    wording="formal",
)
add(
    "rq61-c03",
    "hard",
    "compatibility",
    "12 V shed display: lm2596-adj module set to 5.0 V with 1% resistors, feeding a tm1637 4-digit display and a "
    "ds18b20. is the regulator's output tolerance tight enough for both?",
    ["LM2596", "TM1637", "DS18B20"],
    "compatible",
    [
        it(
            "LM2596",
            "output_voltage",
            "V",
            mn=1.193,
            mx=1.267,
            cond="feedback voltage VFB, 8.5..40 V in, 0.5..3 A, Vout = 5 V, 25 C (nominal 1.23 V)",
        ),
        it(
            "TM1637",
            "supply_voltage",
            "V",
            mn=4.5,
            mx=5.5,
            cond="VDD range of the electrical characteristics",
        ),
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD, local power"),
    ],
    [
        ev(
            "lm2596.pdf",
            4,
            "Feedback Voltage (8.5 V ≤ Vin ≤ 40 V, 0.5 A ≤ ILoad ≤ 3.0 A, Vout = 5.0 V) VFB 1.193 1.267 V",
        ),
        ev("tm1637.pdf", 9, "Electrical character (Ta = -40 - +85℃, VDD = 4.5 - 5.5 V, Vss = 0 V)"),
        ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V"),
    ],
    "VFB -3 / +3 % around 1.23 V gives about 4.85..5.15 V (about 4.75..5.25 V with 1 % resistors, computed), inside "
    "4.5..5.5 V and 3.0..5.5 V. The VFB row is specified from 0.5 A load; at lighter load the tolerance is not stated "
    "(doubt in README).",
)
add(
    "rq61-c04",
    "medium",
    "compatibility",
    "ams1117-3.3 board from 5v usb, powering an mcp3008 adc and an si7021. output within both chips' supply range "
    "over temperature?",
    ["AMS1117", "MCP3008", "Si7021"],
    "compatible",
    [
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=3.235,
            typ=3.3,
            mx=3.365,
            cond="AMS1117-3.3, 0..1 A, 4.75 V <= VIN <= 12 V, full temperature range",
        ),
        it("MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="VDD"),
    ],
    [
        ev(
            "ams1117.pdf",
            2,
            "AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333 V 3.235 3.300 3.365 V",
        ),
        ev("mcp3008.pdf", 5, "Operating Voltage VDD 2.7 — 5.5 V"),
        ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V"),
    ],
    "5 V >= 4.75 V; 3.235..3.365 V inside 2.7..5.5 V and 1.9..3.6 V.",
)
add(
    "rq61-c05",
    "medium",
    "compatibility",
    "one i2c bus at 3.3v: ds3231 rtc, a pcf8563 as backup rtc, and an mpu6050 with AD0 tied high. any address clash? "
    "supply ok for all?",
    ["DS3231", "PCF8563", "MPU-6050"],
    "compatible",
    [
        it("DS3231", "i2c_address", values=["0x68"], cond="1101000"),
        it("PCF8563", "i2c_address", values=["0x51"], cond="write A2h / read A3h"),
        it("MPU-6050", "i2c_address", values=["0x69"], cond="AD0 = 1: 1101001"),
        it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.3, mx=5.5, cond="VCC"),
        it("PCF8563", "supply_voltage", "V", mn=1.8, mx=5.5, cond="interface active"),
        it("MPU-6050", "supply_voltage", "V", mn=2.375, mx=3.46, cond="VDD"),
    ],
    [
        ev("ds3231.pdf", 16, "S 1101000 0 A"),
        ev("pcf8563.pdf", 1, "I2C-bus slave address: read A3h and write A2h"),
        ev("mpu-6050.pdf", 15, "AD0 = 1 1101001"),
        ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5 V"),
        ev("pcf8563.pdf", 28, "interface active; 1.8 - 5.5 V"),
        ev("mpu-6050.pdf", 14, "Operating Voltages 2.375 3.46 V"),
    ],
    "0x68, 0x51, 0x69 differ (AD0 high moves the MPU-6050 off the DS3231's 0x68); 3.3 V inside all ranges.",
)
add(
    "rq61-c06",
    "hard",
    "compatibility",
    "Power monitor: an INA219 with A1 = A0 = VS+, an INA3221 with A0 = GND and a MAX44009 with A0 = VCC share one "
    "I2C bus. Do the three 7-bit addresses differ?",
    ["INA219", "INA3221", "MAX44009"],
    "compatible",
    [
        it("INA219", "i2c_address", values=["0x45"], cond="A1 = VS+, A0 = VS+: 1000101"),
        it("INA3221", "i2c_address", values=["0x40"], cond="A0 = GND: 1000000"),
        it("MAX44009", "i2c_address", values=["0x4B"], cond="A0 high: 1001 011x"),
    ],
    [
        ev("ina219.pdf", 14, "VS+ VS+ 1000101"),
        ev("ina3221.pdf", 20, "GND 1000000"),
        ev(
            "max44009.pdf",
            5,
            "Pull high to select address 1001 011x or low to select address 1001 010x",
        ),
    ],
    "0x45, 0x40 and 0x4B differ. (The INA219 range 0x40..0x4F contains both other addresses, so the pin choice matters.)",
    wording="formal",
)
add(
    "rq61-c07",
    "hard",
    "compatibility",
    "esp32 (3.3v) -> 74hct595 running at 5v -> max7219 din/clk/load at 5v. using the hct595 as the level shifter. "
    "are the logic levels guaranteed on both hops?",
    ["ESP32-WROOM-32", "74HC595", "MAX7219"],
    "compatible",
    [
        it(
            "ESP32-WROOM-32",
            "output_high_voltage",
            "V",
            mn=2.64,
            cond="VOH at VDD = 3.3 V (0.8 x VDD)",
        ),
        it("74HC595", "input_high_voltage", "V", mn=2.0, cond="74HCT595 VIH, VCC 4.5..5.5 V"),
        it(
            "74HC595",
            "output_high_voltage",
            "V",
            mn=4.4,
            cond="74HCT595 VOH, VCC = 4.5 V, IO = -20 uA",
        ),
        it("MAX7219", "input_high_voltage", "V", mn=3.5, cond="VIH, V+ = 5 V +-10 %"),
    ],
    [
        ev("esp32-wroom-32.pdf", 15, "VDD = 3.3 V, VOH >= 2.64 V"),
        ev("74hc595.pdf", 8, "VIH HIGH-level VCC = 4.5 V to 5.5 V 2.0 1.6 - 2.0 - V"),
        ev("74hc595.pdf", 8, "IO = 20 A 4.4 4.5 - 4.4 - V"),
        ev("max7219.pdf", 3, "Logic High Input Voltage VIH 3.5 V"),
    ],
    "2.64 V > 2.0 V (HCT input); HCT595 output >= 4.4 V at 20 uA (MAX7219 inputs draw +-1 uA) > 3.5 V.",
)
add(
    "rq61-c08",
    "medium",
    "compatibility",
    "one spi bus at 3.3v, sck 4 mhz: max31855 thermocouple, max31865 rtd and a w25q64 flash (plain 03h reads), each "
    "with its own cs. clock and supply ok for all three?",
    ["MAX31855", "MAX31865", "W25Q64FV"],
    "compatible",
    [
        it("MAX31855", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC"),
        it("MAX31855", "spi_clock_frequency", "MHz", mx=5, cond="fSCL serial clock"),
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD"),
        it("MAX31865", "spi_clock_frequency", "MHz", mx=5.0, cond="SCLK frequency"),
        it("W25Q64FV", "supply_voltage", "V", mn=2.7, mx=3.6, cond="single supply"),
        it("W25Q64FV", "spi_clock_frequency", "MHz", mx=50, cond="fR, Read Data 03h, 3.0..3.6 V"),
    ],
    [
        ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V"),
        ev("max31855.pdf", 4, "Serial-Clock Frequency fSCL 5 MHz"),
        ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V"),
        ev("max31865.pdf", 4, "SCLK Frequency tCLK (Note 9) DC 5.0 MHz"),
        ev("w25q64.pdf", 5, "single 2.7V to 3.6V power supply"),
        ev("w25q64.pdf", 76, "fR fC2 D.C. 50 MHz"),
    ],
    "4 MHz below 5 / 5 / 50 MHz; 3.3 V inside all three ranges. (SPI modes not asked.)",
)
add(
    "rq61-c09",
    "medium",
    "compatibility",
    "Battery node: a single Li-ion cell (3.0–4.2 V) feeds a TPS63021, whose 3.3 V output supplies an INMP441 microphone "
    "and a MAX44009 light sensor. Are the converter's input range and the sensors' supply ranges compatible?",
    ["TPS63020", "INMP441", "MAX44009"],
    "compatible",
    [
        it("TPS63020", "supply_voltage", "V", mn=1.8, mx=5.5, cond="VIN, VINA"),
        it(
            "TPS63020",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="TPS63021 fixed output",
        ),
        it("INMP441", "supply_voltage", "V", mn=1.62, mx=3.63, cond="VDD"),
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC"),
    ],
    [
        ev("tps63020.pdf", 5, "Supply voltage at VIN, VINA 1.8 5.5 V"),
        ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V"),
        ev("inmp441.pdf", 4, "Supply Voltage (VDD) 1.62 3.63 V"),
        ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V"),
    ],
    "3.0..4.2 V inside 1.8..5.5 V; 3.267..3.333 V inside 1.62..3.63 V and 1.7..3.6 V.",
    wording="formal",
)
add(
    "rq61-c10",
    "medium",
    "compatibility",
    "can-bus logger: tps63021 3.3v rail runs an mcp2515 and a w25q64, both on the same spi at 8 mhz (flash only does "
    "fast read 0Bh). fine?",
    ["MCP2515", "TPS63020", "W25Q64FV"],
    "compatible",
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
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it("MCP2515", "spi_clock_frequency", "MHz", mx=10, cond="FCLK"),
        it("W25Q64FV", "supply_voltage", "V", mn=2.7, mx=3.6, cond="single supply"),
        it(
            "W25Q64FV",
            "spi_clock_frequency",
            "MHz",
            mx=104,
            cond="FR, all instructions except 03h, 3.0..3.6 V",
        ),
    ],
    [
        ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V"),
        ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V"),
        ev("mcp2515.pdf", 77, "FCLK Clock Frequency — 10 MHz"),
        ev("w25q64.pdf", 5, "single 2.7V to 3.6V power supply"),
        ev(
            "w25q64.pdf",
            76,
            "Clock frequency for all other instructions 3.0-3.6V, FR fC1 D.C. 104 MHz",
        ),
    ],
    "3.3 V inside 2.7..5.5 and 2.7..3.6 V; 8 MHz below 10 MHz and 104 MHz.",
)
add(
    "rq61-c11",
    "medium",
    "compatibility",
    "arduino uno project, everything on the 5V pin: dht22, a tm1637 clock display and an hc-sr04. supply-wise all ok?",
    ["DHT22", "TM1637", "HC-SR04"],
    "compatible",
    [
        it("DHT22", "supply_voltage", "V", mn=3.3, typ=5, mx=5.5, cond="power supply"),
        it(
            "TM1637",
            "supply_voltage",
            "V",
            mn=4.5,
            mx=5.5,
            cond="VDD range of the electrical characteristics",
        ),
        it("HC-SR04", "supply_voltage", "V", value=5, cond="working voltage DC 5 V"),
    ],
    [
        ev("dht22.pdf", 4, "Voltage 3.3 5 5.5 V"),
        ev("tm1637.pdf", 9, "Electrical character (Ta = -40 - +85℃, VDD = 4.5 - 5.5 V, Vss = 0 V)"),
        ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V"),
    ],
    "5 V inside 3.3..5.5 V and 4.5..5.5 V, and it is the HC-SR04's stated 5 V.",
)
add(
    "rq61-c12",
    "hard",
    "compatibility",
    "CAN weighing node: an LM2596 makes 5 V for an MCP2515 (16 MHz crystal) and an HX711. To save a crystal, the "
    "MCP2515 CLKOUT is set to System Clock/2 (8 MHz) and fed into the HX711 XI pin. Is that clock inside the HX711's "
    "external-clock range, and are both chips fine on 5 V?",
    ["HX711", "MCP2515", "LM2596"],
    "compatible",
    [
        it(
            "HX711",
            "data_rate",
            "MHz",
            mn=1,
            typ=11.0592,
            mx=20,
            cond="crystal or external clock frequency",
        ),
        it("HX711", "supply_voltage", "V", mn=2.6, mx=5.5, cond="DVDD"),
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
    ],
    [
        ev("hx711.pdf", 3, "frequency 1 11.0592 20 MHz"),
        ev("mcp2515.pdf", 60, "01 = FCLKOUT = System Clock/2"),
        ev("hx711.pdf", 3, "Power supply voltage DVDD 2.6 5.5 V"),
        ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V"),
    ],
    "16 MHz / 2 = 8 MHz inside 1..20 MHz (output rate scales, about 7.2 SPS at RATE = 0, computed); 5 V inside "
    "2.6..5.5 and 2.7..5.5 V.",
    wording="formal",
)

# ---------- compatibility: incompatible (rq61-iNN)
add(
    "rq61-i01",
    "hard",
    "compatibility",
    "nrf24l01+ with its VDD from an ams1117-3.3, but its CE/CSN/SCK/MOSI come straight from a 74hc595 running at 5 V "
    "(so 5 V highs). the sheet says 5 V inputs are ok if VDD is right - is it guaranteed here?",
    ["AMS1117", "nRF24L01+", "74HC595"],
    "incompatible",
    [
        it(
            "nRF24L01+",
            "supply_voltage",
            "V",
            mn=2.7,
            typ=3.0,
            mx=3.3,
            cond="VDD if input signals > 3.6 V",
        ),
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="AMS1117-3.3, 0..1 A, 4.75..12 V in, TJ = 25 C",
        ),
        it(
            "74HC595",
            "output_high_voltage",
            "V",
            mn=4.4,
            cond="74HC595 VOH, VCC = 4.5 V, IO = -20 uA",
        ),
    ],
    [
        ev("nrf24l01p.pdf", 13, "VDD Supply voltage if input signals >3.6V 2.7 3.0 3.3 V"),
        ev(
            "ams1117.pdf",
            2,
            "AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333 V",
        ),
        ev("74hc595.pdf", 7, "IO = 20 A; VCC = 4.5 V 4.4 4.5 - 4.4 - V"),
    ],
    "Inputs above 3.6 V need VDD 2.7..3.3 V; the AMS1117-3.3 may deliver up to 3.333 V at 25 C (3.365 V over "
    "temperature), above 3.3 V, so the 5 V drive is not guaranteed. Hinges on the regulator tolerance (README doubt).",
)
add(
    "rq61-i02",
    "hard",
    "compatibility",
    "desk clock: 4xAA (6 V fresh) -> xc6206 5.0 V version -> max7219 8-digit display, all segments on at 40 mA each, "
    "plus a ds3231. can the xc6206 deliver that?",
    ["XC6206", "MAX7219", "DS3231"],
    "incompatible",
    [
        it("XC6206", "output_current", "mA", mn=250, cond="IOUTMAX, VOUT(T) 4.5..5.0 V group"),
        it(
            "MAX7219",
            "supply_current",
            "mA",
            typ=330,
            cond="operating supply current, all segments and DP on, ISEG = -40 mA",
        ),
        it("XC6206", "supply_voltage", "V", mn=1.8, mx=6.0, cond="VIN"),
    ],
    [
        ev("xc6206.pdf", 5, "4.5 250"),
        ev("max7219.pdf", 2, "All segments and decimal point on, mA 330 ISEG_ = -40mA"),
        ev("xc6206.pdf", 4, "Input Voltage VIN 1.8 - 6.0 V"),
    ],
    "The MAX7219 draws 330 mA typ with all segments at 40 mA; the XC6206 guarantees only 250 mA (4.5..5.0 V types). "
    "Not guaranteed -> incompatible.",
)
add(
    "rq61-i03",
    "medium",
    "compatibility",
    "esp32 clock: tm1637 display powered from 5V (brighter), its CLK and DIO driven straight from esp32 gpios, ds3231 "
    "for time. will the tm1637 see the esp32 highs?",
    ["ESP32-WROOM-32", "TM1637", "DS3231"],
    "incompatible",
    [
        it("ESP32-WROOM-32", "output_high_voltage", "V", mn=2.64, cond="VOH at VDD = 3.3 V"),
        it(
            "TM1637",
            "supply_voltage",
            "V",
            mn=4.5,
            mx=5.5,
            cond="VDD range of the electrical characteristics",
        ),
    ],
    [
        ev("esp32-wroom-32.pdf", 15, "VDD = 3.3 V, VOH >= 2.64 V"),
        ev("tm1637.pdf", 9, "High-level input voltage VIH 0.7 VDD - VDD V"),
        ev("tm1637.pdf", 9, "Electrical character (Ta = -40 - +85℃, VDD = 4.5 - 5.5 V, Vss = 0 V)"),
    ],
    "TM1637 VIH = 0.7 x 5 V = 3.5 V (computed); the ESP32 guarantees 2.64 V and cannot exceed 3.3 V.",
)
add(
    "rq61-i04",
    "medium",
    "compatibility",
    "An XC6206 supplies 3.3 V to an MCP2515 CAN controller and a MAX31855 thermocouple converter that share one SPI "
    "bus. Can the bus run at 8 MHz for both devices?",
    ["MAX31855", "MCP2515", "XC6206"],
    "incompatible",
    [
        it("MAX31855", "spi_clock_frequency", "MHz", mx=5, cond="fSCL serial clock"),
        it("MCP2515", "spi_clock_frequency", "MHz", mx=10, cond="FCLK"),
    ],
    [
        ev("max31855.pdf", 4, "Serial-Clock Frequency fSCL 5 MHz"),
        ev("mcp2515.pdf", 77, "FCLK Clock Frequency — 10 MHz"),
    ],
    "8 MHz exceeds the MAX31855's 5 MHz (fine for the MCP2515's 10 MHz).",
    wording="formal",
)
add(
    "rq61-i05",
    "hard",
    "compatibility",
    "I2C bus: INA219 with A1 = SDA and A0 = SDA, a MAX44009 with A0 tied to GND and a DS3231. Can all three be "
    "addressed separately?",
    ["INA219", "MAX44009", "DS3231"],
    "incompatible",
    [
        it("INA219", "i2c_address", values=["0x4A"], cond="A1 = SDA, A0 = SDA: 1001010"),
        it("MAX44009", "i2c_address", values=["0x4A"], cond="A0 low: 1001 010x"),
        it("DS3231", "i2c_address", values=["0x68"], cond="1101000"),
    ],
    [
        ev("ina219.pdf", 14, "SDA SDA 1001010"),
        ev(
            "max44009.pdf",
            5,
            "Pull high to select address 1001 011x or low to select address 1001 010x",
        ),
        ev("ds3231.pdf", 16, "S 1101000 0 A"),
    ],
    "INA219 and MAX44009 both answer at 0x4A (1001010); the DS3231 at 0x68 is fine.",
    wording="formal",
)
add(
    "rq61-i06",
    "medium",
    "compatibility",
    "robot: lm2596 set to 5 V powers the l298n logic (VSS) and, to keep wiring simple, also the bare vl53l0x sensor "
    "AVDD. ok?",
    ["LM2596", "VL53L0X", "L298N"],
    "incompatible",
    [
        it("VL53L0X", "supply_voltage", "V", mn=2.6, typ=2.8, mx=3.5, cond="AVDD"),
        it("VL53L0X", "abs_max_supply_voltage", "V", mn=-0.5, mx=3.6, cond="AVDD"),
        it("L298N", "logic_supply_voltage", "V", mn=4.5, typ=5, mx=7, cond="VSS (pin 9)"),
    ],
    [
        ev("vl53l0x.pdf", 22, "Voltage (AVDD) 2.6 2.8 3.5 V"),
        ev("vl53l0x.pdf", 22, "AVDD -0.5 - 3.6 V"),
        ev("l298n.pdf", 3, "VSS Logic Supply Voltage (pin 9) 4.5 5 7 V"),
    ],
    "5 V is above the VL53L0X's 3.5 V operating and 3.6 V absolute maximum AVDD; the L298N logic is fine.",
)
add(
    "rq61-i07",
    "medium",
    "compatibility",
    "Can an XC6206 3.3 V LDO (the 200 mA part) power an ESP32-WROOM-32 module together with a MAX31865 RTD converter?",
    ["XC6206", "ESP32-WROOM-32", "MAX31865"],
    "incompatible",
    [
        it("XC6206", "output_current", "mA", mn=200, cond="IOUTMAX, VOUT(T) 3.0..3.9 V group"),
        it(
            "ESP32-WROOM-32",
            "supply_current",
            "A",
            mn=0.5,
            cond="current delivered by external power supply",
        ),
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD"),
    ],
    [
        ev("xc6206.pdf", 5, "75 350 250 680 200"),
        ev("esp32-wroom-32.pdf", 15, "IV DD Current delivered by external power supply 0.5 - - A"),
        ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V"),
    ],
    "The ESP32 module asks for a supply of at least 0.5 A; the XC6206 guarantees 200 mA. 3.3 V itself suits both.",
    wording="formal",
)
add(
    "rq61-i08",
    "medium",
    "compatibility",
    "rc crawler on a 3s lipo (12.6 V full): drv8833 driving the motors straight from the pack, an hc-sr04 and a "
    "vl53l0x up front on their own regulators. is the drv8833 ok on the pack?",
    ["DRV8833", "HC-SR04", "VL53L0X"],
    "incompatible",
    [it("DRV8833", "load_supply_voltage", "V", mn=2.7, mx=10.8, cond="VM motor power supply")],
    [ev("drv8833.pdf", 5, "VM Motor power supply voltage range (1) 2.7 10.8 V")],
    "12.6 V is above the DRV8833's 10.8 V VM maximum (11.8 V absolute maximum as well).",
)
add(
    "rq61-i09",
    "hard",
    "compatibility",
    "hack: i power a vl53l0x straight from an mcp4725 dac output set to 2.8 V so I can power-cycle it in software. "
    "bh1750 sits on the same board. can the dac output carry the vl53l0x?",
    ["MCP4725", "VL53L0X", "BH1750"],
    "incompatible",
    [
        it(
            "MCP4725",
            "output_current",
            "mA",
            mx=25,
            cond="maximum load current of the output amplifier",
        ),
        it("VL53L0X", "supply_current", "mA", mx=40, cond="peak current including VCSEL"),
        it("VL53L0X", "supply_voltage", "V", mn=2.6, typ=2.8, mx=3.5, cond="AVDD"),
    ],
    [
        ev("mcp4725.pdf", 19, "provide maximum load current as high as 25 mA which"),
        ev("vl53l0x.pdf", 23, "Peak current (including VCSEL) can reach 40mA."),
        ev("vl53l0x.pdf", 22, "Voltage (AVDD) 2.6 2.8 3.5 V"),
    ],
    "2.8 V is a valid AVDD, but ranging peaks reach 40 mA while the DAC output carries at most 25 mA (19 mA average "
    "would fit; the peaks do not).",
)
add(
    "rq61-i10",
    "medium",
    "compatibility",
    "voice-controlled robot: lm2596 5v rail runs a drv8833 logic side and i put the inmp441 mic breakout on that "
    "same 5v. mic ok?",
    ["INMP441", "LM2596", "DRV8833"],
    "incompatible",
    [
        it("INMP441", "supply_voltage", "V", mn=1.62, mx=3.63, cond="VDD"),
        it("INMP441", "abs_max_supply_voltage", "V", mn=-0.3, mx=3.63, cond="VDD"),
    ],
    [
        ev("inmp441.pdf", 4, "Supply Voltage (VDD) 1.62 3.63 V"),
        ev("inmp441.pdf", 6, "Supply Voltage (VDD) −0.3 V to +3.63 V"),
    ],
    "5 V exceeds the INMP441's 3.63 V operating and absolute maximum VDD.",
)
add(
    "rq61-i11",
    "hard",
    "compatibility",
    "Truck telemetry: an MCP2515 (3.3 V from an AMS1117) should join a CAN segment running at 2 Mbit/s; an ADS1115 reads "
    "two pressure sensors. Can the MCP2515 operate at that bit rate?",
    ["MCP2515", "AMS1117", "ADS1115"],
    "incompatible",
    [it("MCP2515", "baud_rate", "Mbps", mx=1, cond="CAN V2.0B bit rate")],
    [ev("mcp2515.pdf", 1, "Implements CAN V2.0B at 1 Mb/s:")],
    "The MCP2515 implements CAN 2.0B up to 1 Mb/s; 2 Mbit/s is above it.",
    wording="formal",
)
add(
    "rq61-i12",
    "medium",
    "compatibility",
    "humidity fan switch: tps63021 3.3 V rail powers an si7021, and I run the 5 V srd-05vdc-sl-c relay coil from the "
    "same 3.3 V through a transistor. will the relay pull in?",
    ["SRD-05VDC-SL-C", "TPS63020", "Si7021"],
    "incompatible",
    [
        it(
            "SRD-05VDC-SL-C",
            "coil_voltage",
            "V",
            value=5,
            cond="nominal coil voltage, standard 05 type",
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
    ],
    [
        ev("srd-05vdc-sl-c.pdf", 2, "(Standard) 05 05 89.3 55"),
        ev("srd-05vdc-sl-c.pdf", 2, "abt. 0.36W 75%Max. 10% Min. 120%"),
        ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V"),
    ],
    "Pull-in needs up to 75 % of 5 V = 3.75 V (computed); 3.3 V (less the transistor drop) is below it.",
)

# ---------- compatibility: insufficient evidence (rq61-eNN)
add(
    "rq61-e01",
    "hard",
    "compatibility",
    "hc-sr04 echo goes through a pc817 (10k pull-up to 3.3 V on the transistor side) so the 3.3 V mcu is isolated; a "
    "dht11 sits on the same board. will the pc817 keep the echo pulse width accurate to ~10 us?",
    ["PC817", "HC-SR04", "DHT11"],
    "insufficient_evidence",
    [],
    [],
    "PC817 rise / fall (4 / 3 typ, 18 us max) are given only at RL = 100 Ohm, IC = 2 mA; with a 10 kOhm pull-up the "
    "edges are not stated, and the HC-SR04 gives no echo drive current for the LED side.",
)
add(
    "rq61-e02",
    "hard",
    "compatibility",
    "Wohnzimmeranzeige: sechs kaskadierte MAX7219-Module an 1,5 m Flachbandkabel, dazu ein DHT11 und ein LM35. "
    "Kommt das DOUT-Signal bei 10 MHz sauber am letzten Modul an?",
    ["MAX7219", "DHT11", "LM35"],
    "insufficient_evidence",
    [],
    [],
    "German. tDO is 25 ns at CLOAD = 50 pF only; the cable capacitance / signal integrity over 1.5 m is not stated.",
    wording="formal",
    lang="de",
)
add(
    "rq61-e03",
    "hard",
    "compatibility",
    "battery pack guard: ina3221 critical-alert pin sinks a pc817 led at 5 mA to signal a tp4056 charger cut-off. "
    "alert pin ok with 5 mA and will the led get its current?",
    ["INA3221", "PC817", "TP4056"],
    "insufficient_evidence",
    [],
    [],
    "VOL of the alert outputs is given only at IOL = 3 mA (0.4 V max); at 5 mA the low level, and so the LED current, "
    "is not stated (5 mA is below the 10 mA absolute limit; the 20 mA case was asked before).",
)
add(
    "rq61-e04",
    "medium",
    "compatibility",
    "ccs811 on 3.3 V, an ina219 logs its current, lipo charged by an mcp73831. how much does the ccs811 pull while "
    "measuring at 3.3 V? my budget is 25 mA",
    ["CCS811", "INA219", "MCP73831"],
    "insufficient_evidence",
    [],
    [],
    "Measuring current is given at VDD = 1.8 V only (26 mA typ); nothing at 3.3 V. Near miss: the 1.8 V row.",
)
add(
    "rq61-e05",
    "hard",
    "compatibility",
    "portable gas sniffer: tp4056-charged li-ion -> tps63020 set to 5.0 V -> mq-2 heater (~950 mW). can the tps63020 "
    "deliver that in boost mode down to 3.0 V on the cell?",
    ["MQ-2", "TPS63020", "TP4056"],
    "insufficient_evidence",
    [],
    [],
    "Output current is stated for VOUT = 3.3 V (2 A for VIN > 2.5 V) and the switch current limit; no guaranteed output "
    "current for VOUT = 5 V at VIN = 3.0 V (curves only).",
)
add(
    "rq61-e06",
    "medium",
    "compatibility",
    "srd relay switched by an irlz44n, and I count its contact closures on an interrupt (ds18b20 thermostat). how long "
    "do the srd contacts bounce, so I can set my debounce?",
    ["SRD-05VDC-SL-C", "IRLZ44N", "DS18B20"],
    "insufficient_evidence",
    [],
    [],
    "The SRD sheet gives operate time 10 ms max and release time 5 ms max, but no contact bounce time.",
)
add(
    "rq61-e07",
    "hard",
    "compatibility",
    "Sous-vide controller: a PT100 on 30 m of 3-wire cable into a MAX31865, a DS18B20 as reference and an IRLZ44N "
    "switching the heater. What temperature accuracy will the MAX31865 achieve with that cable?",
    ["MAX31865", "DS18B20", "IRLZ44N"],
    "insufficient_evidence",
    [],
    [],
    "The MAX31865 gives ADC errors, but no system temperature accuracy for a 30 m 3-wire lead; it depends on lead "
    "resistance matching and the RTD, not stated.",
    wording="formal",
)
add(
    "rq61-e08",
    "medium",
    "compatibility",
    "tmp36 on about 10 m of cable back to an mcp3008, motor driver (drv8833) in the same box. will the tmp36 stay "
    "stable driving that cable?",
    ["TMP36", "MCP3008", "DRV8833"],
    "insufficient_evidence",
    [],
    [],
    "The TMP36 drives up to 10,000 pF without oscillation, but the cable's capacitance is not given.",
)
add(
    "rq61-e09",
    "hard",
    "compatibility",
    "breathalyser: mq-3 with RL = 200k into a 10-bit mcp3008 at 5 V, lm35 for temperature. what alcohol resolution in "
    "ppm will I get around 0.4 mg/L?",
    ["MQ-3", "MCP3008", "LM35"],
    "insufficient_evidence",
    [],
    [],
    "The MQ-3 sensitivity is given only as curves and a ratio; no ppm-per-volt figure to turn 10-bit steps into ppm.",
)
add(
    "rq61-e10",
    "medium",
    "compatibility",
    "In a weather station the PCF8563 RTC sits at the end of a 3 m ribbon cable (I2C at 100 kHz); a DHT22 and an "
    "HMC5883L are also on the board. Will the PCF8563 bus work reliably over that cable?",
    ["PCF8563", "DHT22", "HMC5883L"],
    "insufficient_evidence",
    [],
    [],
    "The PCF8563 allows Cb up to 400 pF, but the cable's capacitance is not given; no cable length limit is stated.",
    wording="formal",
)
add(
    "rq61-e11",
    "medium",
    "compatibility",
    "wearable: mcp73831 charging the lipo at 500 mA sits 1 cm from an hmc5883l compass, ina3221 watching the rails. will "
    "the charge current throw the heading off?",
    ["MCP73831", "HMC5883L", "INA3221"],
    "insufficient_evidence",
    [],
    [],
    "No sheet gives the magnetic field of the charge path or a compass error figure for it.",
)

if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
