"""realq86: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: wiring a part's pins to a host. Logic levels (VIH / VIL / VOH / VOL), open-drain and
three-state outputs and their pull-ups, 5 V tolerance, enable / reset / interrupt / strapping pins,
pin current and leakage limits, and the maker's everyday question whether a pin may be tied to a
rail, left floating or driven from another part. Plus questions about parts the sheets do not
cover (an ESP8266 host, a BSS138 level-shifter board, a PCF8574 backpack, a 74AHCT125 buffer, an
ESP32-S3, a PA+LNA radio module, a TJA1050 transceiver, an ATmega328P host). About two thirds
casual, one third formal; one question in German, one in French.

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


# ---------------------------------------------------------------- evidence used more than once
NRF_VDDPA = ev(
    "nrf24l01p.pdf", 11, "VDD_PA Power Output Power Supply Output (+1.8V) for the internal"
)
NRF_PA_ANT = ev("nrf24l01p.pdf", 11, "nRF24L01+ Power Amplifier. Must be connected")
INA219_HDR = ev("ina219.pdf", 14, "A1 A0 SLAVE ADDRESS")
DS_RST = ev(
    "ds3231.pdf",
    9,
    "50kΩ nominal value pullup resistor to VCC. No external pullup resistors should be connected.",
)
DS_NC = ev("ds3231.pdf", 9, "5–12 N.C. No Connection. Must be connected to ground.")
BH_SEQ = ev(
    "bh1750.pdf",
    6,
    "DVI is I2C bus reference voltage terminal. And it is also asynchronous reset terminal. "
    "It is necessary to set to 'L' after VCC is",
)
BH_ADDR = ev(
    "bh1750.pdf",
    6,
    "In this case, please connect the resisters ( approximately 100kOhm ) to ADDR without directly",
)
W25_WARN = ev(
    "w25q64.pdf",
    18,
    "WARNING: If the /WP or /HOLD pins are tied directly to the power supply or ground during "
    "standard SPI or Dual SPI operation, the QE bit should never be set to a 1.",
)
DRV_RPD = ev("drv8833.pdf", 6, "RPD Input pulldown resistance")
DRV_RPD_ALL = ev("drv8833.pdf", 6, "All except nSLEEP 150")
INA3221_UNUSED = ev(
    "ina3221.pdf",
    13,
    "If all three channels are not used, connect the unused- channel IN– pin externally to one of "
    "the used channels to use the power-valid alert function.",
)

# ================================================================ answerable factual (13)
fact(
    "rq86-f01",
    "medium",
    "winbond w25q64fv on my logger, the spi lines run through 30 cm of ribbon and on the scope CLK "
    "rings a bit below gnd on every falling edge. what's the lowest voltage the DC characteristics "
    "table still counts as a valid input low (VIL min)? i mean the operating table, not the abs max",
    ["W25Q64FV"],
    [
        it(
            "W25Q64FV",
            "input_low_voltage",
            "V",
            mn=-0.5,
            cond="VIL, DC characteristics (max VCC x 0.3)",
        )
    ],
    [ev("w25q64.pdf", 74, "Input Low Voltage VIL –0.5 VCC x 0.3 V")],
    "DC Electrical Characteristics VIL -0.5 V .. VCC x 0.3. Look-alikes: absolute maximum VIO -0.6 V "
    "(rq35-i04) and the <20 ns transient -2.0 V (rq29-f03); the upper bound is relative to VCC.",
)
fact(
    "rq86-f02",
    "medium",
    "What lower limit does the MAX31865 data sheet specify for the logic-0 input voltage (VIL) on "
    "the CS, SDI and SCLK pins?",
    ["MAX31865"],
    [
        it(
            "MAX31865",
            "input_low_voltage",
            "V",
            mn=-0.3,
            cond="VIL, CS, SDI, SCLK (max 0.3 x VDVDD)",
        )
    ],
    [ev("max31865.pdf", 2, "Input Logic 0 VIL CS, SDI, SCLK -0.3")],
    "Recommended DC Operating Conditions: Input Logic 0 -0.3 V .. 0.3 x VDVDD. Look-alike: the "
    "absolute maximum of all digital pins, -0.3 V to VDVDD + 0.3 V (same lower number, other row).",
    wording="formal",
)
fact(
    "rq86-f03",
    "hard",
    "bare mpu-6050 on my own board, VLOGIC at 1.8 v, and the i2c runs over a flat cable so SCL "
    "undershoots a little below ground. for the primary i2c pins of the mpu-6050 (not the 6000 "
    "row), how far below 0 v does the spec table let the low-level input voltage go?",
    ["MPU-6050"],
    [
        it(
            "MPU-6050",
            "input_low_voltage",
            "V",
            mn=-0.5,
            cond="VIL, primary I2C (SCL, SDA), MPU-6050, -0.5 V to 0.3*VLOGIC",
        )
    ],
    [
        ev("mpu-6050.pdf", 16, "Primary I2C I/O (SCL, SDA)"),
        ev("mpu-6050.pdf", 16, "VIL, LOW Level Input Voltage MPU-6050 -0.5V to 0.3*VLOGIC"),
    ],
    "Section 6.5 primary I2C: VIL -0.5 V to 0.3*VLOGIC for the MPU-6050. Look-alikes: the MPU-6000 "
    "row (-0.5 to 0.3*VDD), the auxiliary I2C row (same numbers), the absolute maximum input level "
    "-0.5 V to VDD + 0.5 V.",
)
fact(
    "rq86-f04",
    "medium",
    "mcp73831 charger board, i want to read its STAT pin with an mcu that sits on a different rail. "
    "what range does the abs max table allow on the chip's inputs and outputs relative to VSS?",
    ["MCP73831"],
    [
        it(
            "MCP73831",
            "abs_max_input_voltage",
            "V",
            mn=-0.3,
            cond="all inputs and outputs w.r.t. VSS, -0.3 V to VDD + 0.3 V",
        )
    ],
    [ev("mcp73831.pdf", 3, "All Inputs and Outputs w.r.t. VSS ............... -0.3 to (VDD+0.3)V")],
    "Absolute Maximum Ratings: all inputs and outputs -0.3 V to VDD + 0.3 V (upper bound relative). "
    "Look-alike: VDD 7.0 V on the line above.",
)
fact(
    "rq86-f05",
    "medium",
    "74hc595 question: can the eight Q outputs be put into a floating / hi-z state so another chip "
    "can drive the same 8 lines, or are they always driven high or low? what kind of outputs are "
    "they?",
    ["74HC595"],
    [
        it(
            "74HC595",
            "output_signal_type",
            values=["tri-state"],
            cond="Qn outputs of the storage register",
        )
    ],
    [
        ev("74hc595.pdf", 1, "3-state outputs. The registers have separate clocks."),
        ev("74hc595.pdf", 1, "Storage register with 3-state outputs"),
    ],
    "General description and features: storage register with 3-state outputs (OE high = "
    "high-impedance). Look-alike: Q7S, the serial output, is a standard output.",
)
fact(
    "rq86-f06",
    "medium",
    "fourth ina219 breakout on my esp32 bus and i'm running out of solder-jumper combos. this one "
    "gets A1 bridged to SDA and A0 bridged to SCL. which 7-bit address does it answer on?",
    ["INA219"],
    [it("INA219", "i2c_address", values=["0x4B"], cond="A1 = SDA, A0 = SCL")],
    [INA219_HDR, ev("ina219.pdf", 14, "SDA SCL 1001011")],
    "Table 1: A1 = SDA, A0 = SCL -> 1001011 = 0x4B. Look-alikes: A1 = SCL, A0 = SDA -> 0x4E (rq58-f09), "
    "A1 = SDA, A0 = SDA -> 0x4A.",
)
fact(
    "rq86-f07",
    "hard",
    "bare nrf24l01+ on my own pcb. pin 11 is labelled VDD_PA. is that something i feed from my "
    "3.3 v rail, or does the chip put a voltage out on it, and if so how much?",
    ["nRF24L01+"],
    [
        it(
            "nRF24L01+",
            "output_voltage",
            "V",
            value=1.8,
            cond="VDD_PA (pin 11), power supply output for the PA",
        )
    ],
    [NRF_VDDPA, NRF_PA_ANT],
    "Pin table: VDD_PA is a power output (+1.8 V) for the internal PA, to be connected to ANT1 and "
    "ANT2. Look-alikes: VDD 1.9 .. 3.6 V on pins 7/15/18, DVDD (pin 19) a decoupling output.",
)
fact(
    "rq86-f08",
    "hard",
    "For the MPU-6050, what absolute maximum voltage range is specified for the REGOUT pin (the "
    "regulator filter capacitor connection)?",
    ["MPU-6050"],
    [it("MPU-6050", "abs_max_input_voltage", "V", mn=-0.5, mx=2, cond="REGOUT, absolute maximum")],
    [ev("mpu-6050.pdf", 20, "REGOUT -0.5V to 2V")],
    "Absolute Maximum Ratings: REGOUT -0.5 V to 2 V. Look-alikes: VDD -0.5 .. +6 V, VLOGIC and the "
    "signal inputs -0.5 V to VDD + 0.5 V, CPOUT -0.5 .. 30 V (rq70-f01).",
    wording="formal",
)
fact(
    "rq86-f09",
    "hard",
    "74hct595 at vcc 4.5 v and its Q outputs only go into cmos inputs, so basically no load "
    "(~20 uA). what VOL does the HCT part of the table give for that, typ and max? the HC rows are "
    "a different table",
    ["74HCT595"],
    [
        it(
            "74HCT595",
            "output_low_voltage",
            "V",
            typ=0,
            mx=0.1,
            cond="74HCT595 VOL, all outputs, IO = 20 uA, VCC = 4.5 V, -40..+85 C",
        )
    ],
    [
        ev("74hc595.pdf", 8, "VOL LOW-level VI = VIH or VIL; VCC = 4.5 V"),
        ev("74hc595.pdf", 8, "IO = 20 \uf06dA - 0 0.1 - 0.1 V"),
    ],
    "Table 6, 74HCT595 block: VOL all outputs, IO = 20 uA: typ 0 V, max 0.1 V (0.1 V also -40..+125 C). "
    "Look-alikes: the 4 mA / 6 mA rows 0.15 / 0.33 V; the HC rows at 20 uA give the same 0.1 V.",
)
fact(
    "rq86-f10",
    "medium",
    "Bei einem INA219 liegt der Adresspin A1 an VS+ und der Adresspin A0 an GND. Unter welcher "
    "7-Bit-I2C-Adresse antwortet der Baustein?",
    ["INA219"],
    [it("INA219", "i2c_address", values=["0x44"], cond="A1 = VS+, A0 = GND")],
    [INA219_HDR, ev("ina219.pdf", 14, "VS+ GND 1000100")],
    "Table 1: A1 = VS+, A0 = GND -> 1000100 = 0x44. Look-alike: A1 = GND, A0 = VS+ -> 0x41 (pins "
    "swapped), A1 = A0 = VS+ -> 0x45.",
    wording="formal",
    lang="de",
)
fact(
    "rq86-f11",
    "hard",
    "xc6206 3.3v ldo feeds my sensors, but when usb is plugged in the same 3.3 v rail is also driven "
    "by the usb-serial chip's own regulator while the xc6206 input sits at 0 v. what does the abs "
    "max table allow on the xc6206 VOUT pin?",
    ["XC6206"],
    [
        it(
            "XC6206",
            "abs_max_input_voltage",
            "V",
            mn=-0.3,
            cond="VOUT pin, absolute maximum, -0.3 V to VIN + 0.3 V",
        )
    ],
    [ev("xc6206.pdf", 3, "Output Voltage VOUT -0.3 ~ VIN + 0.3 V")],
    "Absolute Maximum Ratings: VOUT -0.3 V to VIN + 0.3 V, so with VIN = 0 V the pin may only see "
    "0.3 V. Look-alike: VIN -0.3 .. +7.0 V on the line above (rq52-c01).",
)
fact(
    "rq86-f12",
    "medium",
    "tm1637 display, clk and dio come from a long-ish cable. most chips i use let a logic low go a "
    "bit negative (-0.3 or -0.5 v). what lowest low-level input voltage does the tm1637 normal "
    "working range table give?",
    ["TM1637"],
    [it("TM1637", "input_low_voltage", "V", mn=0, cond="VIL, normal working range (max 0.3 VDD)")],
    [ev("tm1637.pdf", 9, "Low-level input voltage VIL 0 - 0.3 VDD V")],
    "Normal working range: VIL 0 .. 0.3 VDD. Look-alike: the limit parameter logic input voltage "
    "-0.5 V .. VDD + 0.5 V (rq70-f07).",
)
fact(
    "rq86-f13",
    "medium",
    "What kind of output stage does the INA3221 have on its SDA pin (pin 7)?",
    ["INA3221"],
    [it("INA3221", "output_signal_type", values=["open-drain"], cond="SDA, pin 7")],
    [ev("ina3221.pdf", 3, "SDA 7 Digital I/O Serial bus data line; open-drain input/output.")],
    "Pin functions: SDA, digital I/O, open-drain input/output. Look-alikes: the alert pins "
    "(Critical, Warning, PV, TC) are open-drain outputs too (rq79-f12); SCL is an open-drain input.",
    wording="formal",
)

# ================================================================ factual insufficient_evidence (10)
trap(
    "rq86-u01",
    "medium",
    "ds3231 on my pcb, RST goes to my reset button and the mcu reset line. the pin has an internal "
    "pull-up to vcc. what's its guaranteed min and max resistance? i need it for the rc timing",
    ["DS3231"],
    [DS_RST],
    "Only a 50 kOhm nominal value; no minimum or maximum is stated (the RST leakage row does not "
    "give a resistance).",
)
trap(
    "rq86-u02",
    "hard",
    "What minimum input hysteresis does the MAX7219 data sheet guarantee on its DIN, CLK and LOAD "
    "inputs?",
    ["MAX7219"],
    [ev("max7219.pdf", 3, "Hysteresis Voltage ΔVI DIN, CLK, LOAD, CS 1 V")],
    "Hysteresis voltage is given as a typical 1 V only; no guaranteed minimum. Look-alikes: VIH "
    "3.5 V and VIL 0.8 V (guaranteed limits of other rows).",
    wording="formal",
)
trap(
    "rq86-u03",
    "hard",
    "mpu6050 INT set to open drain (INT_OPEN = 1), wired-or with two other open-drain irqs on one "
    "10k pull-up. whats the guaranteed max leakage of the mpu's INT when it's off? need it for a "
    "worst-case sum",
    ["MPU-6050"],
    [ev("mpu-6050.pdf", 15, "Output Leakage Current OPEN=1 100 nA")],
    "The output leakage with OPEN = 1 is 100 nA in a table whose only value column is typical; no "
    "guaranteed maximum. Look-alike: VOL.INT1 0.1 V at 0.3 mA.",
)
trap(
    "rq86-u04",
    "hard",
    "gy-49 (max44009) in a car dashboard, the box gets to +85 c in summer. INT is open drain on a "
    "100k pull-up. what's the max INT leakage current at +85 c?",
    ["MAX44009"],
    [ev("max44009.pdf", 2, "INT Leakage Current TA = +25NC 0.01 20 nA")],
    "INT leakage is specified at TA = +25 C only (0.01 typ, 20 nA max); no value at +85 C.",
)
trap(
    "rq86-u05",
    "hard",
    "bh1750 DVI pin: the sheet says the chip pulls DVI down internally while it's low. what's the "
    "guaranteed minimum value of that pull-down? my reset source is weak and i want to be sure "
    "it wins",
    ["BH1750"],
    [
        ev("bh1750.pdf", 13, "150kΩ Reset for internal registers.So that please set"),
        ev("bh1750.pdf", 13, "※These values are design-value, not guaranteed."),
    ],
    "Terminal description: 150 kOhm pull-down while DVI = 'L', marked as a design value, not "
    "guaranteed.",
)
trap(
    "rq86-u06",
    "hard",
    "What maximum OFF-state output current (IOZ) does the 74HC595 data sheet specify at VCC = 3.3 V?",
    ["74HC595"],
    [
        ev("74hc595.pdf", 8, "IOZ OFF-state VI = VIH or VIL; VCC = 6.0 V; - - 5.0 - 10"),
        ev("74hc595.pdf", 9, "IOZ OFF-state VI = VIH or VIL; VCC = 5.5 V;"),
    ],
    "IOZ is given at VCC = 6.0 V (74HC595) and 5.5 V (74HCT595), 5.0 / 10 uA; no row at 3.3 V.",
    wording="formal",
)
trap(
    "rq86-u07",
    "hard",
    "What guaranteed minimum input pull-down resistance does the DRV8833 specify on its AIN1, AIN2, "
    "BIN1 and BIN2 inputs?",
    ["DRV8833"],
    [DRV_RPD, DRV_RPD_ALL],
    "RPD is given as a typical 150 kOhm (500 kOhm on nSLEEP); no minimum. Look-alike: IIH 16.5 typ / "
    "33 uA max at 3.3 V, from which a minimum could only be guessed.",
    wording="formal",
)
trap(
    "rq86-u08",
    "medium",
    "switching my weather node from the esp32 devkit to an esp-12f (esp8266) module. are the esp8266 "
    "gpios 5 v tolerant, or what's their max VIH?",
    ["ESP32-WROOM-32"],
    [ev("esp32-wroom-32.pdf", 16, "VDD is the I/O voltage for a particular power")],
    "Part not covered: the ESP8266 / ESP-12F has no sheet here; the ESP32-WROOM-32 levels (VIH up to "
    "VDD + 0.3 V) are a look-alike of another chip.",
)
trap(
    "rq86-u09",
    "hard",
    "mcp73831 in a sealed box on a hot roof, up to 105 c ambient. STAT is hi-z when charging is "
    "done and i read it with a 1M pull-up. what's the STAT leakage in hi-z at 105 c?",
    ["MCP73831"],
    [
        ev("mcp73831.pdf", 4, "Input Leakage Current ILK — 0.03 1 µA High-Impedance"),
        ev(
            "mcp73831.pdf",
            4,
            "all limits apply for VDD= [VREG(typical) + 0.3V] to 6V, TA = -40°C to +85°C.",
        ),
    ],
    "STAT leakage in high-impedance is 1 uA max over -40 .. +85 C; nothing at 105 C.",
)
trap(
    "rq86-u10",
    "medium",
    "mcp2515 TX0RTS..TX2RTS have internal pull-ups. what min and max resistance does the sheet "
    "guarantee for them? i want to drive them through a series resistor",
    ["MCP2515"],
    [
        ev("mcp2515.pdf", 16, "The TXnRTS pins have internal pull-up resistors of"),
        ev("mcp2515.pdf", 16, "100 k (nominal)."),
    ],
    "Only a 100 kOhm nominal value; no limits. Neighbour of rq79-u03 (RESET pull-up not stated), "
    "other pin.",
)

# ================================================================ compatibility (37)
# ---- compatible (12)
compat(
    "rq86-c01",
    "medium",
    "An INA3221 in the QFN package monitors three rails on a board that also carries a DHT22 and an "
    "AMS1117-3.3. To keep the layout simple the thermal pad of the INA3221 is not soldered to any "
    "net. Is leaving the thermal pad floating permitted by the INA3221 data sheet?",
    ["INA3221", "DHT22", "AMS1117"],
    "compatible",
    [],
    [ev("ina3221.pdf", 3, "Thermal - - This pad must be connected to ground or left floating.")],
    "Pin functions: the thermal pad must be connected to ground or left floating.",
    wording="formal",
)
compat(
    "rq86-c02",
    "medium",
    "own pcb with the w25q64fv in the wson 6x5 package, next to a bh1750 on i2c and an hx711. "
    "i didn't put vias or a gnd connection under the flash's center pad, it just sits on an "
    "isolated copper square. is that allowed?",
    ["W25Q64FV", "BH1750", "HX711"],
    "compatible",
    [],
    [
        ev(
            "w25q64.pdf",
            82,
            "The metal pad area on the bottom center of the package is not connected to any internal "
            "electrical signals. It can be left floating or connected to the device ground (GND pin).",
        )
    ],
    "Package note: the WSON centre pad is not connected internally and can be left floating.",
)
compat(
    "rq86-c03",
    "medium",
    "cheap adc board turned out to have an ADS1113 on it (the one without alert and without "
    "ain2/ain3). i only read one TMP36 on AIN0/AIN1, everything runs from an lm2596 set to 3.3v. pins "
    "2, 6 and 7 are just floating on the board. ok?",
    ["ADS1113", "TMP36", "LM2596"],
    "compatible",
    [],
    [
        ev("ads1115.pdf", 4, "2 NC (1) ALERT/RDY ALERT/RDY Digital Output"),
        ev("ads1115.pdf", 4, "(1) NC pins may be left floating or tied to ground."),
    ],
    "On the ADS1113, pins 2, 6 and 7 are NC, and NC pins may be left floating or tied to ground.",
)
compat(
    "rq86-c04",
    "hard",
    "bare esp32-wroom-32 on my board. a max31855 breakout's CS line ended up on IO15 (MTDO) and the "
    "breakout has a pull-down there, so MTDO is low while the chip comes out of reset. an srd relay "
    "(via transistor) is on another pin. does MTDO low at reset mess with the boot mode, or is it "
    "harmless?",
    ["ESP32-WROOM-32", "MAX31855", "SRD-05VDC-SL-C"],
    "compatible",
    [],
    [
        ev(
            "esp32-wroom-32.pdf",
            10,
            "Enabling/Disabling Debugging Log Print over U0TXD During Booting",
        ),
        ev("esp32-wroom-32.pdf", 10, "Pin Default U0TXD Active U0TXD Silent MTDO Pull-up 1 0"),
        ev("esp32-wroom-32.pdf", 10, "Pin Default SPI Boot Download Boot GPIO0 Pull-up 1 0"),
    ],
    "Strapping table: MTDO = 0 only silences the U0TXD boot log (and sets SDIO slave timing); the "
    "boot mode is set by GPIO0 / GPIO2. Harmless for a normal SPI boot.",
)
compat(
    "rq86-c05",
    "medium",
    "Two MCP4725 DACs (both the standard A0 address option) share one I2C bus and set the output "
    "voltage of two LM2596 stages; a PC817 isolates the enable signal. Instead of tying each A0 "
    "pin to a rail, each A0 is driven by its own push-pull microcontroller output on the same "
    "supply, and the firmware raises one A0 at a time to address that DAC. Does the MCP4725 data "
    "sheet allow its A0 pin to be driven dynamically in this way?",
    ["MCP4725", "LM2596", "PC817"],
    "compatible",
    [],
    [
        ev(
            "mcp4725.pdf",
            13,
            "A0 I2C Address Bit Selection pin (A0 bit). This pin can be tied to VSS or VDD, or can be "
            "actively driven by the digital logic levels.",
        )
    ],
    "Pin description: A0 can be tied to VSS or VDD or actively driven by digital logic levels.",
    wording="formal",
)
compat(
    "rq86-c06",
    "hard",
    "desk clock: ds3231 runs on 3.3 v, but the alarm on INT/SQW goes to the interrupt pin of a 5 v "
    "mcu, so i pulled INT/SQW up to 5 v with 10k. max7219 display and an hc-sr04 on the 5 v side. "
    "is the 5 v pull-up ok for the ds3231 when its own vcc is only 3.3 v?",
    ["DS3231", "MAX7219", "HC-SR04"],
    "compatible",
    [
        it(
            "DS3231",
            "abs_max_input_voltage",
            "V",
            mn=-0.3,
            mx=6.0,
            cond="voltage range on any pin relative to ground",
        )
    ],
    [
        ev(
            "ds3231.pdf",
            9,
            "The pullup voltage can be up to 5.5V, regardless of the voltage on VCC.",
        ),
        ev("ds3231.pdf", 2, "Voltage Range on Any Pin Relative to Ground.....-0.3V to +6.0V"),
    ],
    "INT/SQW is open-drain and its pull-up may go to 5.5 V regardless of VCC; any pin -0.3 .. +6.0 V. "
    "Neighbour of rq46-c05 (the 32kHz pin), other pin.",
)
compat(
    "rq86-c07",
    "medium",
    "A DS18B20 in the 8-pin SO package shares a board with an MCP73831 charger and a VL53L0X. Only "
    "GND, DQ and VDD of the DS18B20 are routed; the remaining five pins are left unconnected. Is "
    "that consistent with the DS18B20 pin description?",
    ["DS18B20", "MCP73831", "VL53L0X"],
    "compatible",
    [],
    [ev("ds18b20.pdf", 4, "— N.C. No Connection")],
    "Pin description: the other pins of the SO / uSOP packages are N.C. (no connection).",
    wording="formal",
)
compat(
    "rq86-c08",
    "hard",
    "can node: mcp2515 plus a dht11 and an irlz44n for a fan. i poll the mcp2515 over spi and use "
    "only INT, so RX0BF and RX1BF aren't wired at all, and i never touch BFPCTRL. can those two "
    "pins just float like that?",
    ["MCP2515", "DHT11", "IRLZ44N"],
    "compatible",
    [],
    [
        ev("mcp2515.pdf", 29, "0 = Pin function is disabled, pin goes to a high-impedance state"),
        ev("mcp2515.pdf", 25, "0 X X Disabled, high-impedance"),
    ],
    "BFPCTRL resets to 0 (R/W-0): with BnBFE = 0 the RXnBF pin function is disabled and the pin is "
    "high-impedance, an output with nothing to drive.",
)
compat(
    "rq86-c09",
    "medium",
    "Enregistreur audio : un INMP441, un PCF8563 pour l'horodatage et un TP4056 qui charge la "
    "batterie. Je n'ai pas besoin d'éteindre le micro, donc j'ai relié la broche CHIPEN directement "
    "à VDD. Est-ce correct pour que le micro fonctionne en permanence ?",
    ["INMP441", "PCF8563", "TP4056"],
    "compatible",
    [],
    [ev("inmp441.pdf", 8, "When set high (VDD), the microphone is enabled.")],
    "Pin description: CHIPEN high (VDD) enables the microphone; low puts it in power-down.",
    lang="fr",
)
compat(
    "rq86-c10",
    "hard",
    "A BH1750 (VCC = 3.0 V) has its ADDR pin tied directly to GND. Its DVI pin is driven by a "
    "GPIO of a microcontroller on the same 3.0 V rail, held at 0 V for 10 ms after VCC has come up "
    "and then set high; "
    "an MQ-3 and an MCP3008 are on the same board. Does this wiring meet the BH1750 reset and ADDR "
    "requirements?",
    ["BH1750", "MQ-3", "MCP3008"],
    "compatible",
    [it("BH1750", "input_low_voltage", "V", mx=0.4, cond="DVI 'L' for the reset (at least 1 us)")],
    [
        BH_SEQ,
        ev("bh1750.pdf", 13, "to 'L' ( at least 1µs, DVI <= 0.4V ) after VCC"),
        ev(
            "bh1750.pdf",
            6,
            "ADDR, SDA, SCL is not stable if DVI 'L' term ( 1us ) is not given by systems.",
        ),
    ],
    "DVI is held low (<= 0.4 V) for more than 1 us after VCC (recommended timing chart 1); the "
    "~100 kOhm ADDR advice applies only when that reset term is not given.",
    wording="formal",
)
compat(
    "rq86-c11",
    "medium",
    "compass + display: hmc5883l on i2c, tm1637 showing the heading, an mcp4725 makes a 0-3 v "
    "heading output. i read the hmc5883l status register instead of using DRDY, so pin 15 isn't "
    "connected to anything. fine?",
    ["HMC5883L", "TM1637", "MCP4725"],
    "compatible",
    [],
    [
        ev(
            "hmc5883l.pdf",
            3,
            "Data Ready, Interrupt Pin. Internally pulled high. Optional connection.",
        )
    ],
    "Pin 15 DRDY: internally pulled high, optional connection.",
)
compat(
    "rq86-c12",
    "hard",
    "drv8833 runs only one motor on bridge B, nSLEEP is driven high by the mcu. AIN1 and AIN2 "
    "aren't connected to anything (no resistors). a pcf8563 and an si7021 sit on the same board. will bridge A just stay off (outputs "
    "not driven), or do the floating inputs need pulling down myself?",
    ["DRV8833", "PCF8563", "Si7021"],
    "compatible",
    [],
    [
        DRV_RPD,
        DRV_RPD_ALL,
        ev("drv8833.pdf", 9, "xIN1 xIN2 xOUT1 xOUT2 FUNCTION Coast/fast 0 0 Z Z"),
    ],
    "The logic inputs have internal pull-downs (150 kOhm typ, all except nSLEEP), and xIN1 = xIN2 = 0 "
    "is coast: both outputs Z.",
)

# ---- incompatible (13)
compat(
    "rq86-i01",
    "hard",
    "smoker thermometer: max31855 board, tm1637 display, everything from an ams1117 3.3v. to kill "
    "noise i connected the thermocouple's T- terminal to the board ground (the probe sheath is "
    "grounded anyway). ok for the max31855?",
    ["MAX31855", "TM1637", "AMS1117"],
    "incompatible",
    [],
    [
        ev("max31855.pdf", 7, "Thermocouple Input. See Table 1. Do"),
        ev("max31855.pdf", 7, "not connect to GND."),
    ],
    "Pin description: T- thermocouple input, do not connect to GND.",
)
compat(
    "rq86-i02",
    "medium",
    "On a custom board a VL53L0X shares the supply with a TP4056-charged cell and a 74HC595. The "
    "layout connects pin 8 (DNC) of the VL53L0X to the ground plane for better heat spreading. Is "
    "this permitted by the VL53L0X pin description?",
    ["VL53L0X", "TP4056", "74HC595"],
    "incompatible",
    [],
    [ev("vl53l0x.pdf", 7, "8 DNC Digital input Do Not Connect, must be left floating.")],
    "Pin 8 DNC must be left floating.",
    wording="formal",
)
compat(
    "rq86-i03",
    "medium",
    "bare hmc5883l on my pcb, vdd and vddio both 3.0 v from an xc6206, plus a dht11. pin 4 (S1) i "
    "tied to gnd because i thought it's a spare ground. problem?",
    ["HMC5883L", "XC6206", "DHT11"],
    "incompatible",
    [],
    [ev("hmc5883l.pdf", 3, "4 S1 Tie to VDDIO")],
    "Pin configuration: S1 must be tied to VDDIO, not ground.",
)
compat(
    "rq86-i04",
    "medium",
    "air box on my own pcb: ccs811, an ads1115 for two pots, an lm2596 makes 5 v then an ldo. on "
    "the ccs811 footprint i left pins 4 (PWM) and 5 (Sense) unconnected because i don't need pwm. "
    "will the ccs811 work?",
    ["CCS811", "ADS1115", "LM2596"],
    "incompatible",
    [],
    [
        ev(
            "ccs811.pdf",
            4,
            "4 PWM Heater driver PWM output. Pins 4 and 5 must be connected together.",
        ),
        ev(
            "ccs811.pdf",
            11,
            "1. The PWM (Pin 4) and Sense (Pin 5) signals on CCS811 must be connected together.",
        ),
    ],
    "Pins 4 (PWM, heater driver) and 5 (Sense) must be connected together.",
)
compat(
    "rq86-i05",
    "medium",
    "A DS3231 in the 16-pin SO package is placed on a board with an nRF24L01+ and an INA219. Pins 5 "
    "to 12 of the DS3231 are left unconnected (no pads routed). Is this consistent with the DS3231 "
    "pin description?",
    ["DS3231", "nRF24L01+", "INA219"],
    "incompatible",
    [],
    [DS_NC],
    "Pins 5-12 are N.C. but must be connected to ground.",
    wording="formal",
)
compat(
    "rq86-i06",
    "hard",
    "logger on an esp32-ish mcu: w25q64fv flash, an ina3221 and a tmp36. on my pcb /HOLD and /WP "
    "of the flash are tied straight to 3.3 v. now i want faster reads, so the firmware sets the QE "
    "bit and uses fast read quad i/o (EBh). safe with that wiring?",
    ["W25Q64FV", "INA3221", "TMP36"],
    "incompatible",
    [],
    [
        W25_WARN,
        ev("w25q64.pdf", 11, "When QE=1, the /WP pin becomes IO2 and /HOLD pin becomes IO3."),
    ],
    "With /WP or /HOLD tied directly to a supply, QE must never be set: in quad mode they become IO2 "
    "/ IO3 and would fight the rail.",
)
compat(
    "rq86-i07",
    "hard",
    "tps63021 (fixed 3.3 v) on my pcb feeding a ds18b20 and a max44009. i left the FB pin "
    "unconnected because the fixed version has its divider inside, so feedback shouldn't matter. ok?",
    ["TPS63020", "DS18B20", "MAX44009"],
    "incompatible",
    [],
    [
        ev(
            "tps63020.pdf",
            4,
            "FB 3 I Voltage feedback of adjustable versions, must be connected to VOUT on fixed "
            "output voltage",
        )
    ],
    "Pin functions: on the fixed-output version FB must be connected to VOUT.",
)
compat(
    "rq86-i08",
    "medium",
    "max7219 7-seg is too dim in daylight so i swapped the RSET from 10k to 6.8k between V+ and "
    "ISET. si7021 on the same board, irlz44n switches a buzzer. is 6.8k ok for the max7219?",
    ["MAX7219", "Si7021", "IRLZ44N"],
    "incompatible",
    [],
    [ev("max7219.pdf", 8, "minimum value should be 9.53kΩ, which typically sets the")],
    "RSET minimum value should be 9.53 kOhm (about 40 mA segment current); 6.8 kOhm is below it.",
)
compat(
    "rq86-i09",
    "medium",
    "On a custom board a bare MPU-6050 shares the 3.3 V rail with an MCP3008 and drives an "
    "SRD-05VDC-SL-C relay through a transistor. Pins 19, 21 and 22 (RESV) of the MPU-6050 are "
    "connected to the ground pour. Is that permitted by the MPU-6050 pin description?",
    ["MPU-6050", "MCP3008", "SRD-05VDC-SL-C"],
    "incompatible",
    [],
    [
        ev("mpu-6050.pdf", 21, "19, 21 Y Y RESV Reserved. Do not connect."),
        ev("mpu-6050.pdf", 21, "22 Y Y RESV Reserved. Do not connect."),
    ],
    "RESV pins 19, 21 and 22: reserved, do not connect.",
    wording="formal",
)
compat(
    "rq86-i10",
    "hard",
    "bare bh1750 on my board, vcc 3.3 v. to save parts i tied DVI straight to vcc (so it comes up "
    "together with vcc) and ADDR straight to gnd. an inmp441 and an l298n are on the same board. "
    "does the bh1750 sheet allow that?",
    ["BH1750", "INMP441", "L298N"],
    "incompatible",
    [],
    [
        BH_SEQ,
        ev(
            "bh1750.pdf",
            6,
            "ADDR, SDA, SCL is not stable if DVI 'L' term ( 1us ) is not given by systems.",
        ),
        BH_ADDR,
    ],
    "DVI must be set low after VCC (reset term > 1 us); without it ADDR must go through ~100 kOhm, "
    "not directly to VCC or GND. Both conditions are violated.",
)
compat(
    "rq86-i11",
    "hard",
    "An INA3221 monitors two rails on channels 1 and 2; channel 3 is unused and both its IN+ and IN- "
    "pins are tied to GND. The power-valid (PV) output, pulled up to VPU, is meant to signal that "
    "all monitored rails are up; an MCP4725 and an HC-SR04 share the board. Is this handling of the "
    "unused channel compatible with the power-valid function?",
    ["INA3221", "MCP4725", "HC-SR04"],
    "incompatible",
    [],
    [
        INA3221_UNUSED,
        ev("ina3221.pdf", 13, "the power-valid level. Float the unused channel IN+ pin."),
    ],
    "For the PV function the unused channel's IN- must be connected to one of the used channels and "
    "its IN+ floated; with the channel grounded PV cannot detect all three channels at the "
    "power-valid level.",
    wording="formal",
)
compat(
    "rq86-i12",
    "medium",
    "mq-2 bare sensor (the 6-pin one, no module) on my perfboard with a dht22 and a pcf8563. i put "
    "the 5 v heater supply on pins 1 and 3 and took the signal from 2 and 5. will it work?",
    ["MQ-2", "DHT22", "PCF8563"],
    "incompatible",
    [],
    [
        ev(
            "mq-2.pdf",
            6,
            "For 6 pins sensor, Pin 2&5 is heating electrodes, Pin (1,3)/(4,6) are testing electrodes",
        ),
        ev(
            "mq-2.pdf",
            6,
            "apply voltage on Pin 1&3 or 4&6, it will make lead broken; and no signal",
        ),
    ],
    "Pins 2 and 5 are the heater; voltage on 1&3 or 4&6 breaks the lead and gives no signal.",
)
compat(
    "rq86-i13",
    "medium",
    "drv8833 for two small motors, no current limit needed so the AISEN and BISEN pads are just left "
    "open. a pc817 isolates the stop button, a ds3231 logs the runs. ok for the drv8833?",
    ["DRV8833", "PC817", "DS3231"],
    "incompatible",
    [],
    [
        ev(
            "drv8833.pdf",
            10,
            "If current control is not needed, the xISEN pins should be connected directly to ground.",
        )
    ],
    "Without current control the xISEN pins should be connected directly to ground; left open the "
    "low-side current has no return path.",
)

# ---- insufficient_evidence (12)
compat(
    "rq86-e01",
    "hard",
    "bare nrf24l01+ on my pcb and a bare max44009 that wants 1.7-3.6 v. the nrf already makes 1.8 v "
    "on its VDD_PA pin, a tp4056 charges the cell. can i run the max44009 from VDD_PA and skip a "
    "regulator?",
    ["nRF24L01+", "MAX44009", "TP4056"],
    "insufficient_evidence",
    [],
    [NRF_VDDPA, NRF_PA_ANT],
    "VDD_PA is a 1.8 V output for the internal PA and must go to ANT1/ANT2; no current capability or "
    "external load is specified.",
)
compat(
    "rq86-e02",
    "medium",
    "hc-sr04 on 5 v, its echo goes through one of those 4-channel bss138 level-shifter boards to an "
    "esp32 pin, acs712 on the same 5 v. does the echo pulse come out clean and at the right level on "
    "the 3.3 v side?",
    ["HC-SR04", "ESP32-WROOM-32", "ACS712"],
    "insufficient_evidence",
    [],
    [ev("hc-sr04.pdf", 1, "Echo Output Signal Input TTL lever signal and the range in")],
    "Part not covered: the BSS138 level-shifter board has no sheet; the HC-SR04 only says TTL.",
)
compat(
    "rq86-e03",
    "medium",
    "i2c bus pulled up to 3.3 v with an si7021 and a ccs811 on it, and i added a 1602 lcd with the "
    "usual pcf8574 backpack running on 5 v. an lm35 is read by the adc. will the pcf8574 read the "
    "3.3 v highs as high?",
    ["Si7021", "CCS811", "LM35"],
    "insufficient_evidence",
    [],
    [ev("si7021.pdf", 4, "Input Voltage High VIH SCL, SDA pins 0.7xVDD")],
    "Part not covered: the PCF8574 backpack has no sheet; the Si7021 thresholds are of another part.",
)
compat(
    "rq86-e04",
    "hard",
    "A 3.3 V microcontroller drives the DIN, CLK and LOAD inputs of a MAX7219 (V+ = 5 V) through a "
    "74AHCT125 buffer powered from 5 V; an AMS1117 supplies the logic and a DHT22 shares the board. "
    "Does the buffer output meet the MAX7219 logic-high input requirement?",
    ["MAX7219", "AMS1117", "DHT22"],
    "insufficient_evidence",
    [],
    [ev("max7219.pdf", 3, "Logic High Input Voltage VIH 3.5 V")],
    "Part not covered: the 74AHCT125 output levels are in no sheet; only the MAX7219 VIH 3.5 V is.",
    wording="formal",
)
compat(
    "rq86-e05",
    "hard",
    "w25q64fv on a small board with a drv8833 and an mq-2. to save routing i left /WP and /HOLD of "
    "the flash floating (no pull-ups). only standard spi, QE never set. will the flash behave?",
    ["W25Q64FV", "DRV8833", "MQ-2"],
    "insufficient_evidence",
    [],
    [
        ev("w25q64.pdf", 11, "hardware protected. The /WP pin is active low."),
        W25_WARN,
    ],
    "The sheet describes /WP and /HOLD as active-low inputs but states no internal pull-ups and "
    "nothing about leaving them open.",
)
compat(
    "rq86-e06",
    "hard",
    "An HMC5883L runs with VDD = 3.0 V and VDDIO = 1.8 V, but its SDA and SCL lines are on a bus "
    "pulled up to 3.3 V, shared with a VL53L0X and supplied through an AMS1117. Does the HMC5883L "
    "data sheet permit 3.3 V on its SDA and SCL pins with VDDIO at 1.8 V?",
    ["HMC5883L", "AMS1117", "VL53L0X"],
    "insufficient_evidence",
    [],
    [
        ev("hmc5883l.pdf", 3, "13 VDDIO IO Power Supply (1.71V to VDD)"),
        ev("hmc5883l.pdf", 3, "Supply Voltage VDDIO -0.3 4.8 Volts"),
    ],
    "The HMC5883L sheet gives supply ratings and Schmitt-trigger hysteresis but no VIH maximum or "
    "absolute maximum for SDA / SCL.",
    wording="formal",
)
compat(
    "rq86-e07",
    "medium",
    "max31865 board on 3.3 v, its DRDY goes straight to INT0 of an arduino nano (5 v). lm2596 makes "
    "the 5 v, an irlz44n switches the heater. will the nano read DRDY high reliably?",
    ["MAX31865", "LM2596", "IRLZ44N"],
    "insufficient_evidence",
    [],
    [
        ev("max31865.pdf", 8, "Active-Low, Push-Pull, Data-Ready Output."),
        ev("max31865.pdf", 3, "Output High Voltage VOH IOUT = -1.6mA"),
    ],
    "Part not covered: the ATmega328P input threshold is in no sheet; DRDY is push-pull with VOH "
    ">= VDVDD - 0.4 V.",
)
compat(
    "rq86-e08",
    "hard",
    "moving a design from the esp32-wroom-32 to an esp32-s3-wroom-1. a ds18b20 pull-up and a ccs811 "
    "interrupt both sit on strapping-looking pins. will GPIO12 being pulled high at boot switch the "
    "flash voltage to 1.8 v on the s3 like it does on the wroom-32?",
    ["ESP32-WROOM-32", "DS18B20", "CCS811"],
    "insufficient_evidence",
    [],
    [
        ev("esp32-wroom-32.pdf", 10, "MTDI Pull-down 0 1"),
        ev(
            "esp32-wroom-32.pdf",
            11,
            "The module integrates a 3.3 V SPI flash, so the pin MTDI cannot be set to 1",
        ),
    ],
    "Part not covered: the ESP32-S3 strapping pins are not in the ESP32-WROOM-32 sheet.",
)
compat(
    "rq86-e09",
    "hard",
    "An MCP3008 runs at VDD = VREF = 3.3 V and shares MISO with a MAX31865; an ACS712 output is one "
    "of the channels. The host reads MISO with an input threshold of 2.3 V. Does the MCP3008 data "
    "sheet guarantee a DOUT high level above 2.3 V at VDD = 3.3 V and 1 mA load?",
    ["MCP3008", "MAX31865", "ACS712"],
    "insufficient_evidence",
    [],
    [ev("mcp3008.pdf", 4, "High Level Output Voltage VOH 4.1 — — V IOH = -1 mA, VDD = 4.5V")],
    "VOH is specified only at VDD = 4.5 V (4.1 V at -1 mA); nothing at 3.3 V.",
    wording="formal",
)
compat(
    "rq86-e10",
    "medium",
    "tp4056 charger and i want to set the charge current from my mcu: an hx711 scale and a dht22 on "
    "the same cell. plan is to drive the PROG pin with a dac voltage instead of a resistor to gnd. "
    "does the tp4056 sheet support that?",
    ["TP4056", "HX711", "DHT22"],
    "insufficient_evidence",
    [],
    [
        ev("tp4056.pdf", 7, "Charge current is programmed by"),
        ev("tp4056.pdf", 7, "connecting a resistor RISET from this pin to"),
    ],
    "The sheet programs the current with a resistor from PROG to GND and uses the PROG voltage to "
    "monitor the current; driving PROG from a voltage source is not described.",
)
compat(
    "rq86-e11",
    "medium",
    "nrf24l01+ pa+lna module (the one with the sma antenna) wired straight to a 5 v arduino, no "
    "level shifting, max31855 and an lm35 on the same board. the bare chip has 5 v tolerant inputs, "
    "so is the pa+lna module ok with 5 v logic too?",
    ["nRF24L01+", "MAX31855", "LM35"],
    "insufficient_evidence",
    [],
    [ev("nrf24l01p.pdf", 8, "X 5V tolerant inputs")],
    "Part not covered: the PA+LNA module adds an amplifier and its own board; only the bare chip's "
    "5 V tolerant inputs are in the sheet.",
)
compat(
    "rq86-e12",
    "hard",
    "An MCP2515 at VDD = 3.3 V drives a TJA1050 CAN transceiver that runs from 5 V (TXCAN to TXD, "
    "RXD to RXCAN); a TPS63020 supplies the 3.3 V and an MQ-3 is read on the same node. Is the "
    "MCP2515 TXCAN high level sufficient for the TJA1050 TXD input?",
    ["MCP2515", "TPS63020", "MQ-3"],
    "insufficient_evidence",
    [],
    [ev("mcp2515.pdf", 74, "VOH TXCAN, RXnBF Pins VDD – 0.7 — V IOH = -3.0 mA, VDD = 4.5V")],
    "Part not covered: the TJA1050 input thresholds are in no sheet (and the MCP2515 VOH is given at "
    "VDD = 4.5 V only).",
    wording="formal",
)

if __name__ == "__main__":
    out = Path(__file__).with_name("questions.jsonl")
    out.write_text("".join(json.dumps(q, ensure_ascii=False) + "\n" for q in Q), encoding="utf-8")
    print(f"{len(Q)} questions -> {out}")
