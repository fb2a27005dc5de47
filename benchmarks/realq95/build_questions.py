"""realq95: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: logic levels between parts. A part's input thresholds (VIH / VIL) against the output levels
(VOH / VOL) and rail of the part that drives it, inputs that are or are not 5 V tolerant, open-drain
outputs and the rail their pull-ups go to, and what a 3.3 V (or 1.8 V) host can read from or drive
into a 5 V part and the other way round. Factual questions read pin descriptions and the less used
rows of the I/O tables; compatibility questions chain two covered parts (one part's output into the
other's input) or state the host's levels. About two thirds casual, one third formal; one question
in French, one in German.

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


OD = ["open-drain"]

# ---------------------------------------------------------------------------------------------
# Answerable factual questions (evidence on page lines no earlier set quoted)
# ---------------------------------------------------------------------------------------------

fact(
    "rq95-f01",
    "medium",
    "mcp2515 can board, the spi lines (SCK, CS, SI) come from a cheap level shifter and i want to "
    "know how low a 'low' has to be. what low-level input voltage range does the dc table give "
    "for SCK, CS and SI? (not the RXCAN / TXnRTS row)",
    ["MCP2515"],
    [
        it(
            "MCP2515",
            "input_low_voltage",
            unit="V",
            mn=-0.3,
            cond="VIL of SCK, CS, SI; maximum 0.4 x VDD",
        )
    ],
    [ev("mcp2515.pdf", 74, "SCK, CS, SI Pins -0.3 0.4 * VDD V")],
    "Table 13-1 VIL row for SCK, CS, SI: -0.3 V to 0.4 x VDD (2.0 V at 5 V). Look-alikes on the "
    "same table: RXCAN / TXnRTS -0.3 V to 0.15 x VDD, OSC1 and RESET VSS to 0.3 / 0.15 x VDD; "
    "VIH of the same pins 0.7 x VDD. Only the -0.3 V bound is a number; the ratio is in the "
    "condition.",
)

fact(
    "rq95-f02",
    "hard",
    "According to the MAX31865 data sheet, to what supply voltage should the DVDD pin be "
    "connected, and what absolute maximum voltage range is allowed on the digital pins relative "
    "to DGND?",
    ["MAX31865"],
    [
        it(
            "MAX31865",
            "io_supply_voltage",
            unit="V",
            value=3.3,
            cond="DVDD, digital supply voltage input (pin description)",
        ),
        it(
            "MAX31865",
            "abs_max_input_voltage",
            unit="V",
            mn=-0.3,
            cond="all digital pins relative to DGND; maximum VDVDD + 0.3 V",
        ),
    ],
    [
        ev(
            "max31865.pdf",
            8,
            "Digital Supply Voltage Input. Connect to a 3.3V power supply. Bypass to DGND with a "
            "0.1µF",
        ),
        ev(
            "max31865.pdf",
            2,
            "Relative to DGND.............................. -0.3V to (VDVDD + 0.3V)",
        ),
    ],
    "Pin description: DVDD 'Connect to a 3.3V power supply'; absolute maximum: all digital pins "
    "-0.3 V to (VDVDD + 0.3 V). Look-alikes: DVDD itself -0.3 V to +4.0 V, VDD -0.3 V to +4.0 V, "
    "BIAS / REFIN pins -0.3 V to VDD + 0.3 V, FORCE / RTDIN pins +-50 V; recommended DVDD "
    "3.0 .. 3.6 V. So a 5 V SPI master is out of range on the digital pins.",
    typ="structured",
    wording="formal",
)

fact(
    "rq95-f03",
    "medium",
    "mcp4725 dac breakout: are SDA and SCL on this chip push-pull or open drain, i.e. do i need "
    "pull-ups and to which line? and what VDD range is the part specified for?",
    ["MCP4725"],
    [
        it("MCP4725", "output_signal_type", values=OD, cond="SCL and SDA pins"),
        it(
            "MCP4725",
            "supply_voltage",
            unit="V",
            mn=2.7,
            mx=5.5,
            cond="VDD for specified operation",
        ),
    ],
    [
        ev("mcp4725.pdf", 33, "The SCL and SDA pins of the MCP4725 are open-drain"),
        ev("mcp4725.pdf", 13, "needs a pull-up resistor from the VDD line to the SCL"),
        ev("mcp4725.pdf", 13, "maintained in the 2.7V to 5.5V range for specified"),
    ],
    "Section 3.3 / 3.4 and 8.1: SDA and SCL are open-drain (N-channel) and need pull-ups from the "
    "VDD line; VDD must be kept within 2.7 V .. 5.5 V for specified operation. Look-alikes: "
    "A0 can be tied to VSS / VDD or driven by logic (its own 0.8 / 0.2 x VDD thresholds); pull-up "
    "values 1 .. 10 kOhm.",
    typ="structured",
)

fact(
    "rq95-f04",
    "medium",
    "the charger on my board turned out to be an mcp73832, not the 31. i want its STAT pin on an "
    "mcu input. on the 32, what kind of output is STAT - the same tri-state push-pull thing as "
    "the 31?",
    ["MCP73832"],
    [it("MCP73832", "output_signal_type", values=OD, cond="STAT pin, MCP73832 (L or High Z)")],
    [
        ev("mcp73831.pdf", 11, "an open-drain output on the MCP73832."),
        ev("mcp73831.pdf", 15, "MCP73832 is open-drain. It has two different states:"),
    ],
    "STAT is a tri-state logic output on the MCP73831 and an open-drain output on the MCP73832 "
    "(states L and High Z; Table 5-1: charge complete = H on the MCP73831, High Z on the "
    "MCP73832). An answer of tri-state / push-pull is the MCP73831 look-alike.",
)

fact(
    "rq95-f05",
    "medium",
    "What output structure do the INA219's SCL and SDA connections have, according to the serial "
    "interface description of its data sheet?",
    ["INA219"],
    [it("INA219", "output_signal_type", values=OD, cond="SCL and SDA bus connections")],
    [
        ev("ina219.pdf", 13, "the INA219 to the bus. Both SCL and SDA are open-drain connections."),
        ev("ina219.pdf", 14, "through the open-drain I/O lines SDA and SCL."),
    ],
    "Both SCL and SDA are open-drain connections (I2C / SMBus). Look-alikes: the SDA open-drain "
    "output row (0.4 V at 3 mA); the SCL absolute maximum VS + 0.3 V versus 6 V on SDA.",
    wording="formal",
)

fact(
    "rq95-f06",
    "hard",
    "w25q64 shares MISO with another spi chip. if i pause the flash with /HOLD pulled low while "
    "its /CS is still low, what does its DO pin do then - keep driving the line or let go? what "
    "kind of output state is that?",
    ["W25Q64FV"],
    [
        it(
            "W25Q64FV",
            "output_signal_type",
            values=["tri-state"],
            cond="DO while /HOLD low and /CS low",
        )
    ],
    [
        ev(
            "w25q64.pdf",
            11,
            "while /CS is low, the DO pin will be at high impedance and signals on the DI and CLK "
            "pins will be ignored",
        )
    ],
    "Section 4.4: with /HOLD low while /CS is low, DO goes to high impedance and DI / CLK are "
    "ignored, so another device can drive the shared line. Look-alike: DO is also high impedance "
    "when /CS is high (section 4.1); /HOLD is not available when QE = 1.",
)

fact(
    "rq95-f07",
    "medium",
    "DRV8833 : la sortie nFAULT, c'est du push-pull ou du drain ouvert ? je veux la brancher sur "
    "une entrée de mon micro en 3,3 V.",
    ["DRV8833"],
    [it("DRV8833", "output_signal_type", values=OD, cond="nFAULT pin (I/O type OD)")],
    [
        ev("drv8833.pdf", 4, "nFAULT 6 8 OD Fault output"),
        ev(
            "drv8833.pdf",
            3,
            "(1) I = Input, O = Output, OZ = Tri-state output, OD = Open-drain output, IO = "
            "Input/output",
        ),
    ],
    "Pin table: nFAULT type OD = open-drain output (needs a pull-up to the MCU rail). "
    "Look-alikes: OZ (tri-state) in the same legend; the bridge outputs are type O.",
    lang="fr",
)

fact(
    "rq95-f08",
    "medium",
    "Welche Ausgangsstufe hat der SDA-Anschluss des MAX44009 laut Datenblatt, und arbeitet SCL "
    "beim MAX44009 auch als Ausgang?",
    ["MAX44009"],
    [it("MAX44009", "output_signal_type", values=OD, cond="SDA (input and open-drain output)")],
    [
        ev("max44009.pdf", 15, "SDA operates as both an input and an open-drain"),
        ev("max44009.pdf", 15, "required on the SDA bus. SCL operates as only an input."),
    ],
    "I2C section: SDA is both an input and an open-drain output; SCL operates only as an input "
    "(a pull-up on SCL is needed only with several masters or an open-drain master). Look-alike: "
    "INT is also open-drain but has the VCC + 0.3 V absolute maximum.",
    wording="formal",
    lang="de",
)

fact(
    "rq95-f09",
    "medium",
    "ads1115 on a 3.3v pico i2c bus. does the ads1115 sheet say i need pull-ups on both sda and "
    "scl? what type of drivers does it say the bus has?",
    ["ADS1115"],
    [it("ADS1115", "output_signal_type", values=OD, cond="I2C bus drivers (SDA, SCL)")],
    [
        ev("ads1115.pdf", 23, "Pull-up resistors are required on both the SDA and"),
        ev("ads1115.pdf", 23, "SCL lines because I2C bus drivers are open-drain."),
    ],
    "Basic connections: pull-ups are required on SDA and SCL because I2C bus drivers are "
    "open-drain (1 .. 10 kOhm typical in Figure 33). Look-alike: the GPIO bit-bang example drops "
    "the SCL pull-up because the ADS111x never drives SCL low.",
)

fact(
    "rq95-f10",
    "hard",
    "When the DS3231 is in battery-backed mode, how far below ground may a negative undershoot on "
    "its pins go before timekeeping data may be lost, according to the warning under the timing "
    "diagram?",
    ["DS3231"],
    [
        it(
            "DS3231",
            "abs_max_input_voltage",
            unit="V",
            mn=-0.3,
            cond="negative undershoot limit in battery-backed mode",
        )
    ],
    [
        ev(
            "ds3231.pdf",
            6,
            "WARNING: Negative undershoots below -0.3V while the part is in battery-backed mode may "
            "cause loss of data.",
        )
    ],
    "Timing-diagram warning: undershoots below -0.3 V in battery-backed mode may cause loss of "
    "data. Look-alikes: any pin -0.3 V .. +6.0 V absolute maximum; VIL of SDA / SCL -0.3 V "
    "minimum; pull-ups on SDA / INT/SQW up to 5.5 V regardless of VCC.",
    wording="formal",
)

fact(
    "rq95-f11",
    "hard",
    "mpu-6000 (the spi version) but i use it on i2c. in the typical operating circuit table, what "
    "low-level input voltage does the MPU-6000 row give for the primary SCL / SDA?",
    ["MPU-6000"],
    [
        it(
            "MPU-6000",
            "input_low_voltage",
            unit="V",
            mn=-0.5,
            cond="primary I2C I/O, MPU-6000 row; maximum 0.3 x VDD",
        )
    ],
    [ev("mpu-6050.pdf", 16, "VIL, LOW-Level Input Voltage MPU-6000 -0.5 to 0.3*VDD V")],
    "Section 6.5 primary I2C I/O: MPU-6000 VIL -0.5 V to 0.3 x VDD (referenced to VDD, the "
    "MPU-6050 row to VLOGIC). Look-alikes: VIH 0.7 x VDD to VDD + 0.5 V, hysteresis 0.1 x VDD; "
    "the section 6.4 digital input rows without the -0.5 V bound.",
)

fact(
    "rq95-f12",
    "medium",
    "daisy chaining max7219s. what kind of logic output does the sheet call DOUT (ttl? cmos? open "
    "drain?)",
    ["MAX7219"],
    [it("MAX7219", "output_signal_type", values=["CMOS"], cond="DOUT")],
    [ev("max7219.pdf", 10, "DOUT is a CMOS logic-level output that easily drives")],
    "Applications section: DOUT is a CMOS logic-level output (VOH V+ - 1 V at -1 mA, VOL 0.4 V "
    "at 1.6 mA in the table). Look-alikes: the digit drivers of the MAX7221 are high-impedance "
    "when off; the MAX7219 digit outputs are pulled to V+.",
)

fact(
    "rq95-f13",
    "medium",
    "am2302 / dht22, table 4 dc characteristics: what does the 'low input voltage' row give, from "
    "what to what?",
    ["DHT22"],
    [it("DHT22", "input_low_voltage", unit="V", mn=0, cond="falling edge; maximum 30 % of VDD")],
    [ev("dht22.pdf", 4, "Low input voltage Decline 0 30% VDD")],
    "Table 4: low input voltage 0 .. 30 % VDD (decline). Look-alikes: input high 70 .. 100 % VDD "
    "(rise), high output 90 .. 100 % VDD with Rp < 25 kOhm, low output 0 .. 300 mV; the table is "
    "at VDD = 5 V unless stated.",
)

fact(
    "rq95-f14",
    "medium",
    "bh1750 feature list: what logic input interface voltage does it advertise?",
    ["BH1750"],
    [
        it(
            "BH1750",
            "io_supply_voltage",
            unit="V",
            value=1.8,
            cond="feature 7, logic input interface",
        )
    ],
    [ev("bh1750.pdf", 1, "7) 1.8V Logic input interface")],
    "Feature 7: '1.8V Logic input interface'. Look-alikes: DVI may go down to 1.65 V (VIH2 = "
    "1.26 V for 1.65 V <= DVI < 1.8 V), VCC 2.4 .. 3.6 V; the ADDR pin is referenced to VCC, "
    "not DVI.",
)

fact(
    "rq95-f15",
    "medium",
    "Over what VDD range does the MAX31865 data sheet guarantee the SPI interface timing "
    "parameters of its AC electrical characteristics?",
    ["MAX31865"],
    [
        it(
            "MAX31865",
            "supply_voltage",
            unit="V",
            mn=3.0,
            mx=3.6,
            cond="conditions of the AC electrical characteristics (SPI interface)",
        )
    ],
    [
        ev(
            "max31865.pdf",
            4,
            "(3.0V P VDD P 3.6V, TA = -40NC to +125NC, unless otherwise noted. Typical values are "
            "TA= +25NC, VDD = VDVDD = 3.3V.)",
        )
    ],
    "AC characteristics (SPI): 3.0 V <= VDD <= 3.6 V, -40 .. +125 C, typical at VDD = VDVDD = "
    "3.3 V; timings measured at VIH = 0.7 x VDVDD / VIL = 0.3 x VDVDD (Note 8). Look-alike: "
    "absolute maximum VDD / DVDD 4.0 V.",
    wording="formal",
)

# ---------------------------------------------------------------------------------------------
# Factual questions the sheets do not answer (near misses on unmarked lines)
# ---------------------------------------------------------------------------------------------

trap(
    "rq95-u01",
    "medium",
    "drv8833 inputs driven over a long ribbon cable, so i care about noise margin. what MINIMUM "
    "input hysteresis does the sheet guarantee on the logic inputs?",
    ["DRV8833"],
    [ev("drv8833.pdf", 6, "VHYS Input hysteresis 0.4 V")],
    "Input hysteresis is given only as a typical 0.4 V; no minimum. Look-alikes: VM UVLO "
    "hysteresis 90 mV typical; VIL / VIH limits 0.7 / 2 V (nSLEEP 0.5 / 2.5 V).",
)

trap(
    "rq95-u02",
    "hard",
    "ina219 runs at VS = 3.3 V but the i2c pull-ups go to 5 V. with SDA released and pulled to "
    "5 V, what high-level output leakage current does the sheet give for that case?",
    ["INA219"],
    [ev("ina219.pdf", 6, "High-level output leakage current VOUT = VS 0.1 1 0.1 1 μA")],
    "The SDA high-level leakage row is specified at VOUT = VS only (0.1 / 1 uA); no value with "
    "the pin above VS. SDA may go to 6 V absolute maximum, SCL only to VS + 0.3 V.",
)

trap(
    "rq95-u03",
    "medium",
    "tm1637 running on 3.3 V (no 5 V on my board). what minimum high-level input voltage does the "
    "sheet guarantee for CLK and DIN at that supply?",
    ["TM1637"],
    [
        ev("tm1637.pdf", 10, "High-level input voltage VIH - V CLK，DIN"),
        ev("tm1637.pdf", 10, "Low-level input voltage VIL - - V CLK，DIN"),
    ],
    "The electrical characteristics with VIH = 0.7 VDD are stated for VDD = 4.5 .. 5.5 V; the "
    "normal working range lists VDD 5 V. Nothing is specified at 3.3 V, so 0.7 x 3.3 V is an "
    "extrapolation.",
)

trap(
    "rq95-u04",
    "hard",
    "mpu-6000 on spi: its SDO low-level output voltage when it sinks 2 mA (long wires, a led on "
    "the line...)?",
    ["MPU-6000"],
    [ev("mpu-6050.pdf", 15, "VOL1, LOW-Level Output Voltage RLOAD=1MΩ; MPU-6000 0.1*VDD V")],
    "The SDO / INT VOL row is given at RLOAD = 1 MOhm (0.1 x VDD); the INT open-drain row at "
    "0.3 mA; the I2C VOL rows (3 mA) are for SDA. No SDO value at 2 mA.",
)

trap(
    "rq95-u05",
    "medium",
    "What absolute maximum input voltage (in volts) does the 74HC595 limiting-values table give "
    "for its data and clock inputs?",
    ["74HC595"],
    [
        ev(
            "74hc595.pdf",
            6,
            "IIK input clamping current VI < 0.5 V or VI > VCC + 0.5 V - 20 mA",
        )
    ],
    "Table 4 (limiting values) limits only the input clamping current (20 mA when VI < -0.5 V or "
    "VI > VCC + 0.5 V) and VCC (-0.5 .. +7 V); it has no VI voltage row. The 0 .. VCC input range "
    "is a recommended operating condition, not a limiting value.",
    wording="formal",
)

trap(
    "rq95-u06",
    "medium",
    "What typical or maximum input hysteresis does the Si7021 data sheet specify for the SCL "
    "and SDA inputs of its I2C interface?",
    ["Si7021"],
    [ev("si7021.pdf", 5, "Hysteresis VHYS High-to-low versus low-to- 0.05 x VDD — — V")],
    "Table 3 gives the hysteresis only as a minimum (0.05 x VDD); no typical or maximum.",
    wording="formal",
)

trap(
    "rq95-u07",
    "hard",
    "hx711 clocked from an external clock on XI instead of a crystal. the sheet says the clock "
    "can be pretty small - but what is the MAXIMUM amplitude (or dc level) allowed on XI?",
    ["HX711"],
    [
        ev("hx711.pdf", 4, "through a 20pF ac coupled capacitor. This"),
        ev("hx711.pdf", 4, "the MCU chip, with amplitude as low as 150 mV."),
    ],
    "The external clock is AC-coupled through 20 pF and may be as low as 150 mV; no maximum "
    "amplitude or DC level for XI is given (1 .. 20 MHz frequency range only).",
)

trap(
    "rq95-u08",
    "medium",
    "ads1115 on a long-ish bus, about 200 pF. what's the largest pull-up resistor the sheet "
    "allows at 400 khz?",
    ["ADS1115"],
    [
        ev("ads1115.pdf", 23, "The size of these resistors depends on the bus"),
        ev("ads1115.pdf", 23, "operating speed and capacitance of the bus lines."),
    ],
    "The sheet only says the pull-up size depends on speed and bus capacitance and shows "
    "1 kOhm .. 10 kOhm (typ) in Figure 33; no maximum for a given capacitance.",
)

trap(
    "rq95-u09",
    "medium",
    "A MAX31865 is operated with DVDD = 2.8 V. Which VIH and VIL apply to its CS, SCLK and "
    "SDI inputs at that supply voltage?",
    ["MAX31865"],
    [
        ev("max31865.pdf", 2, "Input Logic 1 VIH CS, SDI, SCLK V"),
        ev(
            "max31865.pdf",
            4,
            "(3.0V P VDD P 3.6V, TA = -40NC to +125NC, unless otherwise noted. Typical values are "
            "TA= +25NC, VDD = VDVDD = 3.3V.)",
        ),
    ],
    "The logic thresholds (0.7 / 0.3 x VDVDD) belong to the recommended DC operating conditions "
    "with DVDD 3.0 .. 3.6 V; below 3.0 V nothing is specified.",
    wording="formal",
)

trap(
    "rq95-u10",
    "medium",
    "vl53l0x XSHUT from a gpio: what VIL / VIH does the sheet give for the XSHUT pin?",
    ["VL53L0X"],
    [
        ev("vl53l0x.pdf", 24, "Interrupt pin (GPIO1)"),
        ev("vl53l0x.pdf", 24, "I2C interface (SDA/SCL)"),
    ],
    "Table 10 gives digital I/O levels only for GPIO1 (0.3 / 0.7 IOVDD) and SDA / SCL (0.6 V / "
    "1.12 V); XSHUT has only its absolute maximum (3.6 V) and the note that it should be high "
    "only while AVDD is on.",
)

# ---------------------------------------------------------------------------------------------
# Compatibility: compatible
# ---------------------------------------------------------------------------------------------

compat(
    "rq95-c01",
    "hard",
    "rover: ina3221 on 3.3 v watching the motor rail. its Critical alert (open drain) has a 10k "
    "pull-up to 3.3 v and goes straight to nSLEEP of the drv8833, so an overcurrent puts the "
    "bridge to sleep. an hc-sr04 sits on the 5 v side. are the levels right for nSLEEP both ways "
    "and is the alert pin ok?",
    ["INA3221", "DRV8833", "HC-SR04"],
    "compatible",
    [
        it("INA3221", "output_low_voltage", unit="V", mn=0, mx=0.4, cond="Critical, IOL = 3 mA"),
        it("INA3221", "abs_max_input_voltage", unit="V", mx=6, cond="Critical, Warning, PV pins"),
        it("DRV8833", "input_low_voltage", unit="V", mx=0.5, cond="nSLEEP"),
        it("DRV8833", "input_high_voltage", unit="V", mn=2.5, cond="nSLEEP"),
        it("DRV8833", "input_low_voltage", unit="V", mx=0.7, cond="all other pins"),
        it("DRV8833", "input_high_voltage", unit="V", mn=2, cond="all other pins"),
    ],
    [
        ev("ina3221.pdf", 5, "SDA, critical, warning, PV VS > +2.7V, IOL = 3mA 0 0.4"),
        ev("ina3221.pdf", 4, "Critical, warning, power valid 6"),
        ev("drv8833.pdf", 6, "nSLEEP 0.5"),
        ev("drv8833.pdf", 6, "nSLEEP 2.5"),
        ev("drv8833.pdf", 6, "All other pins 0.7"),
        ev("drv8833.pdf", 6, "All other pins 2"),
    ],
    "Alert low <= 0.4 V (0.33 mA through 10 k) < nSLEEP VIL 0.5 V; released, 10 k against the "
    "500 k nSLEEP pull-down gives about 3.2 V > VIH 2.5 V; 3.3 V is within the 6 V rating of "
    "the alert pin. The HC-SR04 is a bystander.",
)

compat(
    "rq95-c02",
    "medium",
    "An MCP2515 runs at VDD = 5 V (supplied by an LM2596 that also feeds an MQ-3 heater), "
    "while its CAN transceiver is a 3.3 V SN65HVD230 whose RXD output is connected directly "
    "to RXCAN. The transceiver guarantees RXD high >= 2.4 V and low <= 0.4 V. Does RXCAN "
    "interpret these levels correctly at VDD = 5 V?",
    ["MCP2515", "LM2596", "MQ-3"],
    "compatible",
    [
        it("MCP2515", "input_high_voltage", unit="V", mn=2, cond="RXCAN; maximum VDD + 1 V"),
        it(
            "MCP2515",
            "input_low_voltage",
            unit="V",
            mn=-0.3,
            cond="RXCAN / TXnRTS; maximum 0.15 x VDD",
        ),
        it("MCP2515", "supply_voltage", unit="V", mn=2.7, mx=5.5),
    ],
    [
        ev("mcp2515.pdf", 74, "VIH RXCAN Pin 2 VDD + 1 V"),
        ev("mcp2515.pdf", 74, "VIL RXCAN, TXnRTS Pins -0.3 0.15 * VDD V"),
        ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V"),
    ],
    "RXCAN has its own TTL-like threshold: VIH 2 V fixed (<= 2.4 V), VIL 0.15 x 5 V = 0.75 V "
    "(>= 0.4 V). The SPI pins (0.7 x VDD) would not accept 3.3 V levels, RXCAN does. The "
    "transceiver's D input (5 V from TXCAN) is not asked.",
    wording="formal",
)

compat(
    "rq95-c03",
    "hard",
    "low-power node: an xc6206p222 (2.2 V) feeds an ads1115 and a max44009; the mcu is on its own "
    "3.3 v rail and the i2c pull-ups go to 3.3 v (mcu output low <= 0.4 v). are the 3.3 v highs "
    "and the 2.2 v supply ok for both sensors?",
    ["XC6206", "ADS1115", "MAX44009"],
    "compatible",
    [
        it(
            "ADS1115",
            "input_high_voltage",
            unit="V",
            mx=5.5,
            cond="digital inputs; minimum 0.7 x VDD",
        ),
        it(
            "ADS1115",
            "abs_max_input_voltage",
            unit="V",
            mn=-0.5,
            mx=5.5,
            cond="SDA, SCL, ADDR, ALERT/RDY",
        ),
        it("ADS1115", "supply_voltage", unit="V", mn=2, mx=5.5),
        it(
            "MAX44009", "abs_max_input_voltage", unit="V", mn=-0.3, mx=4, cond="all pins except INT"
        ),
        it("MAX44009", "supply_voltage", unit="V", mn=1.7, mx=3.6),
    ],
    [
        ev("ads1115.pdf", 3, "VIH 0.7VDD 5.5 V"),
        ev("ads1115.pdf", 2, "SDA, SCL, ADDR, ALERT/RDY voltage to GND –0.5 to +5.5 V"),
        ev("ads1115.pdf", 4, "Power-supply voltage 2 5.5 V"),
        ev(
            "max44009.pdf",
            2,
            "All Other Pins to GND..............................................-0.3V to +4V",
        ),
        ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V"),
        ev("xc6206.pdf", 4, "*2: (Standard):±2% (1.5V≦VOUT(T)) , ±0.03V (1.5V>VOUT(T))"),
    ],
    "2.2 V +-2 % = 2.156 .. 2.244 V is inside ADS1115 2.0 .. 5.5 V and MAX44009 1.7 .. 3.6 V. "
    "Inputs: ADS1115 VIH max 5.5 V and pins to 5.5 V; MAX44009 SDA / SCL to 4 V absolute; both "
    "VIH 0.7 x 2.2 = 1.54 V <= 3.3 V; VIL 0.3 x 2.156 = 0.65 V >= 0.4 V.",
)

compat(
    "rq95-c04",
    "medium",
    "ds18b20 (normal power, VDD = 5 V) on a 5 V display board with a max7219 and a tm1637, but "
    "the DQ pull-up (4.7k) goes to 3.3 V because the mcu that reads it is a 3.3 V part (output "
    "low <= 0.4 V, input low up to 0.99 V). are the DQ levels fine for the ds18b20?",
    ["DS18B20", "MAX7219", "TM1637"],
    "compatible",
    [
        it("DS18B20", "input_high_voltage", unit="V", mn=2.2, cond="local power"),
        it("DS18B20", "input_high_voltage", unit="V", mn=3.0, cond="parasite power"),
        it("DS18B20", "input_low_voltage", unit="V", mn=-0.3, mx=0.8),
        it("DS18B20", "supply_voltage", unit="V", mn=3.0, mx=5.5, cond="local power"),
    ],
    [
        ev("ds18b20.pdf", 2, "Local power +2.2 The lower"),
        ev("ds18b20.pdf", 2, "Parasite power +3.0 VDD + 0.3"),
        ev("ds18b20.pdf", 2, "Input Logic-Low VIL (Notes 1, 4, 5) -0.3 +0.8 V"),
        ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V"),
    ],
    "Local power: VIH 2.2 V <= 3.3 V and the high must stay below the lower of 5.5 V or VDD + "
    "0.3 V (fine); VIL 0.8 V >= 0.4 V; the sensor sinks 4 mA at 0.4 V, far above the 0.7 mA of "
    "the 4.7 k pull-up. The 3.0 V parasite-power VIH does not apply.",
)

compat(
    "rq95-c05",
    "medium",
    "A DS3231 runs at VCC = 5 V with its 32kHz output enabled. The output is pulled up "
    "through 10 kOhm to 3.3 V and drives the counter input of a 3.3 V microcontroller (input "
    "low up to 0.99 V, not 5 V tolerant); an INMP441 and a W25Q64FV are on the 3.3 V side. Is "
    "this connection within the ratings of the DS3231 pin and does it give the "
    "microcontroller valid levels?",
    ["DS3231", "INMP441", "W25Q64FV"],
    "compatible",
    [
        it("DS3231", "output_signal_type", values=OD, cond="32kHz pin"),
        it("DS3231", "output_low_voltage", unit="V", mx=0.4, cond="32kHz, INT/SQW, SDA at 3 mA"),
        it("DS3231", "abs_max_input_voltage", unit="V", mn=-0.3, mx=6.0, cond="any pin"),
    ],
    [
        ev(
            "ds3231.pdf",
            9,
            "32kHz Output. This open-drain pin requires an external pullup resistor. When enabled, "
            "the output operates on",
        ),
        ev("ds3231.pdf", 2, "Logic 0 Output, 32kHz, INT/SQW, VOL IOL = 3mA 0.4 V"),
        ev("ds3231.pdf", 2, "Voltage Range on Any Pin Relative to Ground.....-0.3V to +6.0V"),
    ],
    "The 32kHz pin is open-drain, so its high is set by the 3.3 V pull-up, not by VCC = 5 V; low "
    "<= 0.4 V at 3 mA (0.33 mA here) < 0.99 V; the pin rating is -0.3 .. +6 V.",
    wording="formal",
)

compat(
    "rq95-c06",
    "hard",
    "mcp4725 on the same 3.3 V rail as an esp32-wroom-32, and I drive the dac's A0 pin from an "
    "esp32 gpio to switch between two addresses at run time. bh1750 on the same bus. is the esp32 "
    "output high guaranteed to count as a high on A0?",
    ["MCP4725", "ESP32-WROOM-32", "BH1750"],
    "compatible",
    [
        it("ESP32-WROOM-32", "output_high_voltage", unit="V", mn=2.64, cond="VDD = 3.3 V"),
        it("MCP4725", "supply_voltage", unit="V", mn=2.7, mx=5.5),
    ],
    [
        ev("mcp4725.pdf", 4, "Input High Voltage VA0-Hi 0.8VDD — — Note 4"),
        ev("mcp4725.pdf", 4, "Input Low Voltage VA0-IL — — 0.2VDD Note 4"),
        ev("esp32-wroom-32.pdf", 15, "VOH High-level output voltage 0.8×VDD1 - - V"),
        ev("esp32-wroom-32.pdf", 15, "(VDD = 3.3 V, VOH >= 2.64 V,"),
        ev("esp32-wroom-32.pdf", 15, "VOL Low-level output voltage - - 0.1×VDD1 V"),
        ev("mcp4725.pdf", 13, "maintained in the 2.7V to 5.5V range for specified"),
    ],
    "A0 needs 0.8 x VDD = 2.64 V (not the 0.7 x VDD of SDA / SCL); the ESP32 guarantees VOH >= "
    "0.8 x VDD = 2.64 V on the same rail: exactly met. Low: 0.1 x 3.3 = 0.33 V <= 0.2 x 3.3 = "
    "0.66 V.",
)

compat(
    "rq95-c07",
    "hard",
    "24 v battery box: lm2596 for the 12 v stuff. at night i want it OFF, so ON/OFF gets a 47k "
    "pull-up to VIN (24 v) and a small n-mosfet (vds rated 60 v, on = < 0.1 v) pulls it to gnd in "
    "the daytime to switch it on. an l298n (inputs from a 74hc595) is on the 12 v side. is 24 v allowed "
    "on ON/OFF and do both states work?",
    ["LM2596", "L298N", "74HC595"],
    "compatible",
    [
        it("LM2596", "abs_max_input_voltage", unit="V", mn=-0.3, cond="ON/OFF pin; maximum +Vin"),
        it("LM2596", "input_high_voltage", unit="V", mn=2.2, cond="ON/OFF, regulator off, 25 C"),
        it("LM2596", "input_high_voltage", unit="V", mn=2.4, cond="ON/OFF, full temperature"),
        it("LM2596", "input_low_voltage", unit="V", mx=1.0, cond="ON/OFF, regulator on, 25 C"),
        it("LM2596", "input_low_voltage", unit="V", mx=0.8, cond="ON/OFF, full temperature"),
    ],
    [
        ev("lm2596.pdf", 2, "ON/OFF Pin Input Voltage − −0.3 V ≤ V ≤ +Vin V"),
        ev("lm2596.pdf", 4, "Vout = 0 V (Regulator OFF) VIH 2.2 V 2.4"),
        ev("lm2596.pdf", 4, "Vout = Nominal Output Voltage (Regulator ON) VIL 1.0 V 0.8"),
    ],
    "ON/OFF may go up to +Vin (-0.3 V <= V <= +Vin), so a pull-up to 24 V is legal; high >= "
    "2.4 V turns it off, < 0.1 V < 0.8 V turns it on. Contrast: tying ON/OFF to VIN to 'enable' "
    "the regulator switches it off.",
)

compat(
    "rq95-c08",
    "medium",
    "wearable: inmp441 on a 1.8 V rail (xc6206p182) with a 1.8 V mcu doing the i2s (its outputs "
    "high >= 1.6 V, low <= 0.2 V, inputs high above 1.17 V). the max44009 shares the 1.8 V rail. "
    "levels between mic and mcu ok, and is 1.8 V fine for both parts?",
    ["INMP441", "XC6206", "MAX44009"],
    "compatible",
    [
        it("INMP441", "supply_voltage", unit="V", mn=1.62, mx=3.63),
        it("MAX44009", "supply_voltage", unit="V", mn=1.7, mx=3.6),
    ],
    [
        ev("inmp441.pdf", 5, "Input Voltage High (VIH) L/R, WS, SCK 0.7 x VDD VDD V 1"),
        ev("inmp441.pdf", 5, "Input Voltage Low (VIL) L/R, WS, SCK 0 0.25 x VDD V 1"),
        ev(
            "inmp441.pdf", 5, "Voltage Output High (VOH) VDD = 1.8 V, ISINK = 0.25 mA 0.9 × VDD V 1"
        ),
        ev("inmp441.pdf", 4, "Supply Voltage (VDD) 1.62 3.63 V"),
        ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V"),
        ev("xc6206.pdf", 4, "*2: (Standard):±2% (1.5V≦VOUT(T)) , ±0.03V (1.5V>VOUT(T))"),
    ],
    "1.8 V +-2 % = 1.764 .. 1.836 V is inside both supply ranges. SCK / WS: VIH 0.7 x 1.8 = "
    "1.26 V <= 1.6 V and <= VDD; VIL 0.25 x 1.8 = 0.45 V >= 0.2 V. SD: VOH 0.9 x 1.8 = 1.62 V "
    "at 0.25 mA >= 1.17 V.",
)

compat(
    "rq95-c09",
    "hard",
    "On a custom IMU board an MPU-6050 has VDD = 3.3 V and VLOGIC = 1.8 V from an XC6206P182. "
    "An HMC5883L (VDD = 3.3 V, VDDIO = 1.8 V from the same regulator) is connected to the "
    "MPU-6050 auxiliary I2C bus, AUX_VDDIO is left at its reset value and the auxiliary "
    "pull-ups go to 1.8 V; a TM1637 display runs from 5 V elsewhere. Are the I/O supply rails "
    "consistent for both sensors?",
    ["MPU-6050", "HMC5883L", "XC6206", "TM1637"],
    "compatible",
    [
        it("MPU-6050", "io_supply_voltage", unit="V", mn=1.71, cond="VLOGIC; maximum VDD"),
        it(
            "HMC5883L",
            "io_supply_voltage",
            unit="V",
            mn=1.71,
            typ=1.8,
            cond="VDDIO; maximum VDD + 0.1 V",
        ),
    ],
    [
        ev("mpu-6050.pdf", 14, "Voltage Range VLOGIC must be ≤VDD at all times 1.71 VDD V"),
        ev(
            "mpu-6050.pdf",
            38,
            "When AUX_VDDIO is set to 0 (its power-on-reset value), VLOGIC is the power supply "
            "voltage for both the",
        ),
        ev("hmc5883l.pdf", 2, "VDDIO Referenced to DGND 1.71 1.8 VDD+0.1 Volts"),
        ev("xc6206.pdf", 4, "*2: (Standard):±2% (1.5V≦VOUT(T)) , ±0.03V (1.5V>VOUT(T))"),
    ],
    "With AUX_VDDIO = 0 the auxiliary bus runs at VLOGIC; 1.764 .. 1.836 V is inside VLOGIC "
    "1.71 V .. VDD and HMC5883L VDDIO 1.71 V .. VDD + 0.1 V, so both ends of the aux bus and the "
    "pull-ups share one 1.8 V rail.",
    wording="formal",
)

compat(
    "rq95-c10",
    "medium",
    "bh1750: VCC 3.3 V from a tps63021, DVI tied to the 1.8 V rail of my mcu, i2c pull-ups to "
    "1.8 V, ADDR to gnd. the mcu's i2c pins: output low <= 0.3 V, input low up to 0.54 V. an "
    "inmp441 shares the 1.8 V rail. do the bh1750 i2c levels work?",
    ["BH1750", "TPS63020", "INMP441"],
    "compatible",
    [
        it("BH1750", "input_high_voltage", unit="V", mn=1.26, cond="VIH2, 1.65 V <= DVI < 1.8 V"),
        it("BH1750", "output_low_voltage", unit="V", mn=0, mx=0.4, cond="SDA, IOL = 3 mA"),
    ],
    [
        ev("bh1750.pdf", 2, "SCL, SDA Input ‘H’ Voltage 1 VIH1 0.7 * DVI － － V DVI ≧ 1.8V"),
        ev("bh1750.pdf", 2, "SCL, SDA Input ‘H’ Voltage 2 VIH2 1.26 － － V 1.65V ≦ DVI ＜1.8V"),
        ev("bh1750.pdf", 2, "I2C SDA Output ‘L’ Voltage VOL 0 － 0.4 V IOL = 3 mA"),
    ],
    "SDA / SCL thresholds follow DVI: VIH 0.7 x 1.8 = 1.26 V (1.26 V fixed just below 1.8 V), "
    "VIL 0.3 x DVI = 0.54 V (or DVI - 1.26 V) >= 0.3 V; BH1750 low <= 0.4 V <= 0.54 V. ADDR to "
    "GND needs no high. Contrast rq95-i01 (ADDR to DVI).",
)

compat(
    "rq95-c11",
    "hard",
    "A W25Q64FV is supplied from a 3.0 V rail to save power, while a 3.3 V microcontroller "
    "(input high threshold 2.31 V) drives /CS, CLK and DI and reads DO; only Read Data (03h) "
    "at 25 MHz is used. A PCF8563 and an HX711 are on the same board. Are the 3.3 V input "
    "highs acceptable for the flash at VCC = 3.0 V, and is its output high sufficient for the "
    "microcontroller?",
    ["W25Q64FV", "PCF8563", "HX711"],
    "compatible",
    [
        it(
            "W25Q64FV",
            "abs_max_input_voltage",
            unit="V",
            mn=-0.6,
            cond="any pin; maximum VCC + 0.4 V",
        ),
        it("W25Q64FV", "input_low_voltage", unit="V", mn=-0.5, cond="maximum VCC x 0.3"),
        it("W25Q64FV", "supply_voltage", unit="V", mn=2.7, mx=3.0, cond="FR = 80 MHz, fR = 33 MHz"),
        it(
            "W25Q64FV", "supply_voltage", unit="V", mn=3.0, mx=3.6, cond="FR = 104 MHz, fR = 50 MHz"
        ),
    ],
    [
        ev("w25q64.pdf", 74, "Input High Voltage VIH VCC x 0.7 VCC + 0.4 V"),
        ev("w25q64.pdf", 74, "Input Low Voltage VIL –0.5 VCC x 0.3 V"),
        ev("w25q64.pdf", 74, "Output High Voltage VOH IOH = –100 µA VCC – 0.2 V"),
        ev("w25q64.pdf", 72, "Voltage Applied to Any Pin VIO Relative to Ground –0.6 to VCC+0.4 V"),
        ev("w25q64.pdf", 72, "FR = 80MHz, fR = 33MHz 2.7 3.0"),
        ev("w25q64.pdf", 72, "FR = 104MHz, fR = 50MHz 3.0 3.6"),
    ],
    "VIH max and the pin rating are VCC + 0.4 V = 3.4 V >= 3.3 V; VIH 0.7 x 3.0 = 2.1 V; DO high "
    ">= VCC - 0.2 = 2.8 V >= 2.31 V; 25 MHz read is inside the 33 MHz limit of the 2.7 .. 3.0 V "
    "band. With the flash at 2.8 V instead, 3.3 V would exceed VCC + 0.4 V.",
    wording="formal",
)

compat(
    "rq95-c12",
    "medium",
    "A PCF8563 is supplied from a 2.5 V backup rail, but its I2C pull-up resistors go to the "
    "3.3 V supply of the microcontroller (output low <= 0.4 V). A VL53L0X and a TM1637 are "
    "elsewhere on the board. May the PCF8563 be connected to this bus?",
    ["PCF8563", "VL53L0X", "TM1637"],
    "compatible",
    [
        it("PCF8563", "input_high_voltage", unit="V", mx=5.5, cond="minimum 0.7 VDD"),
        it("PCF8563", "abs_max_input_voltage", unit="V", mn=-0.5, mx=6.5, cond="SCL, SDA, OSCI"),
        it("PCF8563", "supply_voltage", unit="V", mn=1.8, mx=5.5, cond="interface active"),
    ],
    [
        ev("pcf8563.pdf", 28, "VIH HIGH-level 0.7VDD - 5.5 V"),
        ev("pcf8563.pdf", 28, "VIL LOW-level input 0.5 - +0.3VDD V"),
        ev("pcf8563.pdf", 28, "interface active; 1.8 - 5.5 V"),
        ev("pcf8563.pdf", 27, "VI input voltage on pins SCL, SDA, 0.5 +6.5 V"),
    ],
    "PCF8563 inputs accept up to 5.5 V whatever VDD is (VIH max 5.5 V, limiting value 6.5 V); "
    "VIH 0.7 x 2.5 = 1.75 V <= 3.3 V; VIL 0.3 x 2.5 = 0.75 V >= 0.4 V; 2.5 V is inside 1.8 .. "
    "5.5 V with the interface active.",
    wording="formal",
)

compat(
    "rq95-c13",
    "hard",
    "gas sniffer: a tps63020 boosts the cell to 5 V for an mq-3 heater. when it gets dark i want "
    "the boost off, so the max44009 INT (VCC 3.3 V, 100k pull-up to the same 3.3 V) drives the "
    "tps63020 EN directly. does INT pull EN low enough, and is the released level a valid high?",
    ["MAX44009", "TPS63020", "MQ-3"],
    "compatible",
    [
        it("MAX44009", "output_low_voltage", unit="V", typ=0.06, mx=0.4, cond="SDA, INT at 6 mA"),
        it("MAX44009", "abs_max_input_voltage", unit="V", mn=-0.3, cond="INT; maximum VCC + 0.3 V"),
        it("TPS63020", "input_low_voltage", unit="V", mx=0.4, cond="EN, PS/SYNC"),
        it("TPS63020", "input_high_voltage", unit="V", mn=1.2, cond="EN, PS/SYNC"),
    ],
    [
        ev("max44009.pdf", 2, "Output Low Voltage SDA, INT VOL ISINK = 6mA 0.06 0.4 V"),
        ev(
            "max44009.pdf",
            2,
            "INT to GND................................................ -0.3V to (VCC + 0.3V)",
        ),
        ev("tps63020.pdf", 6, "VIL EN, PS/SYNC input low voltage 0.4 V"),
        ev("tps63020.pdf", 6, "VIH EN, PS/SYNC input high voltage 1.2 V"),
    ],
    "INT low <= 0.4 V at 6 mA (33 uA here) meets EN VIL 0.4 V exactly; released, 3.3 V >= VIH "
    "1.2 V; 3.3 V on INT is within VCC + 0.3 V because the pull-up goes to the MAX44009's own "
    "rail.",
)

# ---------------------------------------------------------------------------------------------
# Compatibility: incompatible
# ---------------------------------------------------------------------------------------------

compat(
    "rq95-i01",
    "hard",
    "bh1750 with VCC = 3.3 V and DVI on the 1.8 V i/o rail. I need the 0x5C address, so I tied "
    "ADDR to DVI (1.8 V) because that is the i2c reference. an hmc5883l and an mcp73831 charger "
    "are also on the board. is ADDR guaranteed to read high?",
    ["BH1750", "HMC5883L", "MCP73831"],
    "incompatible",
    [],
    [
        ev("bh1750.pdf", 2, "ADDR Input ‘H’ Voltage VAH 0.7 * VCC － － V"),
        ev("bh1750.pdf", 2, "SCL, SDA Input ‘H’ Voltage 1 VIH1 0.7 * DVI － － V DVI ≧ 1.8V"),
    ],
    "ADDR is referenced to VCC, not DVI: VAH = 0.7 x 3.3 = 2.31 V > 1.8 V, so a high is not "
    "guaranteed. Only SDA / SCL follow DVI. Tie ADDR to VCC instead.",
)

compat(
    "rq95-i02",
    "medium",
    "An MCP4725 is supplied at VDD = 5 V to obtain a 0 V to 5 V output. Its A0 pin is driven "
    "by a push-pull GPIO of a 3.3 V microcontroller (high level 3.3 V) to select the address "
    "at run time; an ACS712 and an L298N are on the same board. Does A0 receive a valid logic "
    "high?",
    ["MCP4725", "ACS712", "L298N"],
    "incompatible",
    [it("MCP4725", "supply_voltage", unit="V", mn=2.7, mx=5.5)],
    [
        ev("mcp4725.pdf", 4, "Input High Voltage VA0-Hi 0.8VDD — — Note 4"),
        ev("mcp4725.pdf", 13, "maintained in the 2.7V to 5.5V range for specified"),
    ],
    "A0 needs VA0-Hi = 0.8 x 5 V = 4.0 V; 3.3 V is between VA0-IL (1.0 V) and VA0-Hi, so the "
    "address bit is undefined.",
    wording="formal",
)

compat(
    "rq95-i03",
    "medium",
    "inmp441 powered from a 1.8 V ldo (lower noise, they say), wired straight to an esp32-wroom-32: "
    "SCK and WS from esp32 gpios, SD into an esp32 gpio. a dht11 sits on another pin. are the "
    "i2s levels ok both ways?",
    ["INMP441", "ESP32-WROOM-32", "DHT11"],
    "incompatible",
    [],
    [
        ev("inmp441.pdf", 5, "Input Voltage High (VIH) L/R, WS, SCK 0.7 x VDD VDD V 1"),
        ev(
            "inmp441.pdf", 5, "Voltage Output High (VOH) VDD = 1.8 V, ISINK = 0.25 mA 0.9 × VDD V 1"
        ),
        ev("esp32-wroom-32.pdf", 15, "VIH High-level input voltage 0.75×VDD - VDD +0.3 V"),
    ],
    "SCK / WS VIH max is VDD = 1.8 V, the ESP32 drives 3.3 V; SD high is at most 1.8 V (0.9 x "
    "VDD = 1.62 V guaranteed) < ESP32 VIH 0.75 x 3.3 = 2.475 V. Both directions fail.",
)

compat(
    "rq95-i04",
    "hard",
    "can logger: to skip a regulator the mcp2515 runs straight from the 1s li-ion (3.6-4.2 V) "
    "that a tp4056 charges; SCK/SI/CS come from an esp32-wroom-32 on its own 3.3 V, SO goes back "
    "to the esp32. levels ok?",
    ["MCP2515", "TP4056", "ESP32-WROOM-32"],
    "incompatible",
    [
        it("ESP32-WROOM-32", "output_high_voltage", unit="V", mn=2.64, cond="VDD = 3.3 V"),
        it("MCP2515", "supply_voltage", unit="V", mn=2.7, mx=5.5),
    ],
    [
        ev("mcp2515.pdf", 74, "SCK, CS, SI, TXnRTS Pins 0.7 VDD VDD + 1 V"),
        ev("esp32-wroom-32.pdf", 15, "(VDD = 3.3 V, VOH >= 2.64 V,"),
        ev("esp32-wroom-32.pdf", 15, "VIH High-level input voltage 0.75×VDD - VDD +0.3 V"),
        ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V"),
    ],
    "At 4.2 V the SPI inputs need 0.7 x 4.2 = 2.94 V > 2.64 V guaranteed ESP32 high; SO swings "
    "to about VDD = 4.2 V > ESP32 VIH max 3.6 V. The supply itself (2.7 .. 5.5 V) is fine.",
)

compat(
    "rq95-i05",
    "medium",
    "to save power the vl53l0x AVDD comes from a tps63021 that i disable between readings, but "
    "the mcu keeps XSHUT driven high (3.3 V gpio) all the time so it boots as soon as power comes "
    "back. an mcp4725 shares the i2c bus. is that allowed for the vl53l0x?",
    ["VL53L0X", "TPS63020", "MCP4725"],
    "incompatible",
    [
        it(
            "VL53L0X",
            "abs_max_input_voltage",
            unit="V",
            mn=-0.5,
            mx=3.6,
            cond="SCL, SDA, XSHUT, GPIO1",
        )
    ],
    [
        ev("vl53l0x.pdf", 22, "2. XSHUT should be high level only when AVDD is on."),
        ev("vl53l0x.pdf", 22, "SCL, SDA, XSHUT and GPIO1 -0.5 - 3.6 V"),
    ],
    "Table 7 note 2: XSHUT should be high only while AVDD is on; holding it high with AVDD off "
    "breaks that rule (the 3.6 V rating is not the issue). Holding XSHUT low while AVDD is off is "
    "the allowed way.",
)

compat(
    "rq95-i06",
    "medium",
    "A CCS811 runs at VDD = 3.3 V on a bus with a 1.8 V host (I2C through a level "
    "translator), but its ADDR pin is driven directly by a 1.8 V host GPIO to select address "
    "0x5B. An Si7021 shares the bus and a TMP36 is read by an ADC channel. Is ADDR guaranteed "
    "to be read as high?",
    ["CCS811", "Si7021", "TMP36"],
    "incompatible",
    [
        it("CCS811", "input_low_voltage", unit="V", mn=0, mx=0.6, cond="nRESET, nWAKE, ADDR"),
        it("CCS811", "supply_voltage", unit="V", mn=1.8, mx=3.3),
    ],
    [
        ev("ccs811.pdf", 6, "Logic High Input (5) nRESET, nWAKE, ADDR VDD V"),
        ev("ccs811.pdf", 6, "Logic Low Input (5) nRESET, nWAKE, ADDR 0 0.6 V"),
        ev("ccs811.pdf", 6, "Supply Voltage (VDD) (1), (2) 1.8 3.3 V"),
    ],
    "Logic high on ADDR needs VDD - 0.6 V = 2.7 V at VDD = 3.3 V; 1.8 V is above the 0.6 V low "
    "limit and below the high limit, so the address is undefined.",
    wording="formal",
)

compat(
    "rq95-i07",
    "medium",
    "dht22 powered at 5 V (from an lm2596) for the longer cable, data pull-up 4.7k to 3.3 V because "
    "the mcu is 3.3 V only. a max31855 is also on the 3.3 V side. will the dht22 see the bus "
    "released / the host's start signal ending as a valid high?",
    ["DHT22", "LM2596", "MAX31855"],
    "incompatible",
    [it("DHT22", "supply_voltage", unit="V", mn=3.3, typ=5, mx=5.5)],
    [
        ev("dht22.pdf", 4, "Rise 70% 100% VDD"),
        ev("dht22.pdf", 4, "Voltage 3.3 5 5.5 V"),
    ],
    "DHT22 input high needs 70 % of VDD = 3.5 V at 5 V; the 3.3 V pull-up never reaches it. "
    "Pull-up rail and sensor supply must match (or use 3.3 V for both).",
)

compat(
    "rq95-i08",
    "medium",
    "tiny robot with a 1.8 V mcu (outputs high = 1.8 V) driving AIN1/AIN2/BIN1/BIN2 of a drv8833 "
    "directly, VM = 6 V, nSLEEP tied to VINT... er, pulled up separately. an ina219 and a tmp36 "
    "are on the board. are 1.8 V highs ok for the drv8833 inputs?",
    ["DRV8833", "INA219", "TMP36"],
    "incompatible",
    [
        it("DRV8833", "input_high_voltage", unit="V", mn=2, cond="all pins except nSLEEP"),
        it("DRV8833", "input_high_voltage", unit="V", mn=2.5, cond="nSLEEP"),
        it("DRV8833", "input_low_voltage", unit="V", mx=0.7, cond="all pins except nSLEEP"),
        it("DRV8833", "input_low_voltage", unit="V", mx=0.5, cond="nSLEEP"),
    ],
    [
        ev("drv8833.pdf", 6, "All other pins 2"),
        ev("drv8833.pdf", 6, "nSLEEP 2.5"),
        ev("drv8833.pdf", 6, "All other pins 0.7"),
        ev("drv8833.pdf", 6, "nSLEEP 0.5"),
    ],
    "xIN1 / xIN2 need VIH >= 2 V; a 1.8 V high is below it (and above VIL 0.7 V), so the input "
    "state is undefined.",
)

compat(
    "rq95-i09",
    "hard",
    "In a node supplied by two AA cells (2.2 V to 3.2 V), an Si7021 is connected directly to "
    "the cells for the lowest current, while the microcontroller and an MCP3008 run from a "
    "TPS63021 at 3.3 V and the I2C pull-ups go to that 3.3 V rail. Are the Si7021 SCL and SDA "
    "pins within their specified input range?",
    ["Si7021", "TPS63020", "MCP3008"],
    "incompatible",
    [it("Si7021", "supply_voltage", unit="V", mn=1.9, mx=3.6)],
    [
        ev(
            "si7021.pdf", 4, "Input Voltage Range VIN SCL, SDA pins with respect to GND 0.0 — VDD V"
        ),
        ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V"),
    ],
    "SCL / SDA input range is 0 .. VDD; with the cells at 2.2 .. 3.2 V the 3.3 V pull-ups exceed "
    "VDD. The supply itself is inside 1.9 .. 3.6 V.",
    wording="formal",
)

compat(
    "rq95-i10",
    "medium",
    "An LM2596 module runs from 12 V and supplies an MQ-2 heater and an ACS712 at 5 V. A 1.8 "
    "V microcontroller output (high level 1.8 V) is connected to the ON/OFF pin to switch the "
    "regulator off at night. Does a 1.8 V high turn the LM2596 off?",
    ["LM2596", "MQ-2", "ACS712"],
    "incompatible",
    [
        it("LM2596", "input_high_voltage", unit="V", mn=2.2, cond="ON/OFF, regulator off, 25 C"),
        it("LM2596", "input_high_voltage", unit="V", mn=2.4, cond="ON/OFF, full temperature"),
        it("LM2596", "input_low_voltage", unit="V", mx=1.0, cond="ON/OFF, regulator on, 25 C"),
        it("LM2596", "input_low_voltage", unit="V", mx=0.8, cond="ON/OFF, full temperature"),
    ],
    [
        ev("lm2596.pdf", 4, "Vout = 0 V (Regulator OFF) VIH 2.2 V 2.4"),
        ev("lm2596.pdf", 4, "Vout = Nominal Output Voltage (Regulator ON) VIL 1.0 V 0.8"),
    ],
    "The off threshold VIH is 2.2 V (2.4 V over temperature); 1.8 V is only above the 1.6 V "
    "typical threshold, not the guaranteed one.",
    wording="formal",
)

compat(
    "rq95-i11",
    "medium",
    "nrf24l01+ on its own 3.0 V regulator, IRQ wired to INT0 of a 5 V arduino uno (atmega input "
    "high needs 0.6 x 5 V = 3.0 V). a dht11 and a max7219 hang off the uno too. will INT0 see the "
    "IRQ high reliably?",
    ["nRF24L01+", "DHT11", "MAX7219"],
    "incompatible",
    [],
    [ev("nrf24l01p.pdf", 20, "VOH HIGH level output voltage (IOH=-0.25mA) VDD -0.3 VDD V")],
    "IRQ high is only guaranteed to VDD - 0.3 V = 2.7 V at 3.0 V < 3.0 V needed. The 5 V "
    "tolerance of the nRF inputs (VDD 2.7 .. 3.3 V) does not help the output direction.",
)

compat(
    "rq95-i12",
    "hard",
    "A DS3231 runs at 3.3 V and an MCP2515 at 5 V. To reset the CAN controller after a "
    "brown-out, the DS3231 RST pin is connected directly to the MCP2515 RESET pin, relying on "
    "the DS3231 internal pull-up (no external resistor); an HC-SR04 is on the 5 V rail. Does "
    "RESET see a valid high when RST is released?",
    ["DS3231", "MCP2515", "HC-SR04"],
    "incompatible",
    [it("MCP2515", "supply_voltage", unit="V", mn=2.7, mx=5.5)],
    [
        ev("mcp2515.pdf", 74, "RESET Pin 0.85 VDD VDD V"),
        ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V"),
        ev(
            "ds3231.pdf",
            9,
            "50kΩ nominal value pullup resistor to VCC. No external pullup resistors should be "
            "connected.",
        ),
    ],
    "RST is pulled up internally to the DS3231 VCC (3.3 V) and the sheet forbids an external "
    "pull-up; MCP2515 RESET needs 0.85 x 5 V = 4.25 V. The MCP2515 stays in reset or is "
    "undefined.",
    wording="formal",
)

compat(
    "rq95-i13",
    "hard",
    "lipo gadget: mcp73832 charger from usb, STAT (open drain) with a 100k pull-up to the 3.3 V "
    "rail of the mcu. the mcu rail comes from the battery through an ams1117, so it stays up when "
    "usb is unplugged. a ds18b20 is on the 3.3 V. is STAT ok when the usb is unplugged?",
    ["MCP73832", "AMS1117", "DS18B20"],
    "incompatible",
    [],
    [
        ev(
            "mcp73831.pdf",
            3,
            "All Inputs and Outputs w.r.t. VSS ............... -0.3 to (VDD+0.3)V",
        ),
        ev("mcp73831.pdf", 11, "an open-drain output on the MCP73832."),
    ],
    "All inputs and outputs are rated -0.3 V to VDD + 0.3 V; with USB unplugged VDD is 0 V while "
    "the pull-up holds STAT at 3.3 V. Pull STAT up from the charger's VDD side (with a divider) "
    "or isolate it.",
)

# ---------------------------------------------------------------------------------------------
# Compatibility: insufficient evidence
# ---------------------------------------------------------------------------------------------

compat(
    "rq95-e01",
    "medium",
    "gy-521 board (mpu6050 with the little 3.3 V regulator and the pull-ups on the board) on a "
    "5 V arduino uno, VCC pin to 5 V. the uno's i2c needs 3.5 V for a high. a max7219 and an hx711 "
    "are on the uno too. to which rail are the board's SDA/SCL pull-ups, and will the uno read "
    "the highs?",
    ["MPU-6050", "MAX7219", "HX711"],
    "insufficient_evidence",
    [],
    [ev("mpu-6050.pdf", 33, "SDA and SCL lines typically need pull-up resistors to VDD.")],
    "The MPU-6050 sheet covers the chip only; the GY-521 board's regulator, pull-up values and "
    "the rail they go to are not in any sheet.",
)

compat(
    "rq95-e02",
    "hard",
    "clock board: no 32.768 khz crystal on the pcf8563, instead i feed OSCI with the 32kHz output "
    "of a ds3231 (open drain, 10k pull-up to the 3.3 V that both chips run on), OSCO left open. a "
    "dht11 is on the board too. are that square-wave level and this way of clocking the pcf8563 "
    "covered by its data sheet?",
    ["PCF8563", "DS3231", "DHT11"],
    "insufficient_evidence",
    [],
    [
        ev("pcf8563.pdf", 30, "Quartz crystal parameters (f = 32.768 kHz)"),
        ev("pcf8563.pdf", 30, "Ctrim trimmer capacitance external; 5 - 25 pF"),
        ev("pcf8563.pdf", 27, "VI input voltage on pins SCL, SDA, 0.5 +6.5 V"),
    ],
    "The PCF8563 sheet specifies OSCI / OSCO only for a quartz crystal (Rs, CL, trimmer on "
    "OSCI); OSCI appears in the limiting values (-0.5 .. 6.5 V) but no external-clock input "
    "level, duty cycle or drive is given. The DS3231 side (open-drain 32kHz, pull-up to 3.3 V) "
    "is fine.",
)

compat(
    "rq95-e03",
    "medium",
    "A breakout sold as an Si7021 board carries an HTU21D. It is to share an I2C bus whose "
    "pull-ups go to 5 V with an ADS1115 (an LM35 on one of its inputs). Are the HTU21D I2C "
    "pins specified for 5 V?",
    ["Si7021", "ADS1115", "LM35"],
    "insufficient_evidence",
    [],
    [ev("si7021.pdf", 4, "Input Voltage Range VIN SCL, SDA pins with respect to GND 0.0 — VDD V")],
    "The HTU21D is a different part that no sheet covers; the Si7021 input range (0 .. VDD) does "
    "not apply to it.",
    wording="formal",
)

compat(
    "rq95-e04",
    "hard",
    "ds18b20 probes in parasite mode, strong pull-up during conversions through a p-mosfet from "
    "the 3.3 V rail (the mosfet's on-state drop at the conversion current isn't in my notes). a "
    "tp4056 and an l298n share the board. is the dq high during conversion guaranteed to meet the "
    "ds18b20's parasite-power requirement?",
    ["DS18B20", "TP4056", "L298N"],
    "insufficient_evidence",
    [],
    [
        ev(
            "ds18b20.pdf",
            2,
            "tor must include margin for the voltage drop across the transistor when it is turned "
            "on; thus: VPU_ACTUAL = VPU_IDEAL +",
        ),
        ev("ds18b20.pdf", 2, "Parasite power +3.0 +5.5"),
    ],
    "Parasite power needs VPU / VIH >= 3.0 V and Note 2 adds the transistor drop: VPU_ACTUAL = "
    "VPU_IDEAL + VTRANSISTOR. With 3.3 V and an unknown drop the margin (0.3 V) cannot be checked.",
)

compat(
    "rq95-e05",
    "medium",
    "A CCS811 is powered at VDD = 3.3 V on a bus with a 1.8 V host; SDA and SCL are pulled up "
    "to 1.8 V without a level translator. A VL53L0X and a PCF8563 share the bus. Does the "
    "CCS811 data sheet guarantee that it reads 1.8 V highs on SDA and SCL?",
    ["CCS811", "VL53L0X", "PCF8563"],
    "insufficient_evidence",
    [],
    [
        ev("ccs811.pdf", 6, "Logic High Input (5) nRESET, nWAKE, ADDR VDD V"),
        ev(
            "ccs811.pdf",
            6,
            "5. For SDA and SCL timing refer NXP I²C – bus specification and user manual UM10204",
        ),
    ],
    "The CCS811 logic-level rows cover nRESET, nWAKE and ADDR only; for SDA / SCL the sheet "
    "points to the NXP I2C specification for timing and gives no input thresholds.",
    wording="formal",
)

compat(
    "rq95-e06",
    "medium",
    "ina219 on VS = 3.3 V, and to get a free address I tied A1 to the 5 V rail (A0 to GND). an "
    "mq-2 and a ccs811 are on the board. is A1 at 5 V read as the VS+ setting and is the pin "
    "ok with 5 V?",
    ["INA219", "MQ-2", "CCS811"],
    "insufficient_evidence",
    [],
    [
        ev(
            "ina219.pdf",
            14,
            "The INA219 has two address pins, A0 and A1. Table 1 describes the pin logic levels "
            "for each of the 16 possible",
        ),
        ev("ina219.pdf", 14, "VS+ VS+ 1000101"),
        ev("ina219.pdf", 4, "SCL GND – 0.3 VS + 0.3 V"),
    ],
    "Table 1 defines A0 / A1 only as GND, VS+, SDA or SCL; a level above VS+ is not listed, and "
    "the absolute maximum table has rows for SDA and SCL but none for A0 / A1.",
)

compat(
    "rq95-e07",
    "medium",
    "dht22 at 5 V with a 47k pull-up to 5 V (saving current on a solar node). the mcu needs 3.5 V "
    "for a high. an irlz44n and a pc817 are on the board. is the dht22 output high guaranteed "
    "with that weak pull-up?",
    ["DHT22", "IRLZ44N", "PC817"],
    "insufficient_evidence",
    [],
    [ev("dht22.pdf", 4, "Rp<25 kΩ 90% 100% VDD")],
    "The high output row (90 .. 100 % VDD) is stated for Rp < 25 kOhm; nothing for 47 kOhm.",
)

compat(
    "rq95-e08",
    "hard",
    "An INA3221 uses VPU = 12 V for its power-valid output, but PV is connected to a 3.3 V "
    "microcontroller input, so a 10 kOhm resistor from PV to ground is added to divide the "
    "high level down, as the data sheet suggests. An MCP3008 and an LM35 are on the board. "
    "Will the PV high level stay below 3.3 V?",
    ["INA3221", "MCP3008", "LM35"],
    "insufficient_evidence",
    [],
    [
        ev(
            "ina3221.pdf",
            14,
            "high power-valid pull-up voltage by adding a resistor to ground at the PV output is "
            "also possible, thus allowing",
        ),
        ev("ina3221.pdf", 14, "A. RDIV can be used to level-shift the PV output high."),
    ],
    "The divider is formed by the internal pull-up RPU (VPU to PV) and RDIV; the sheet does not "
    "give RPU, so the divided high cannot be computed.",
    wording="formal",
)

compat(
    "rq95-e09",
    "medium",
    "i bought a max31855 'breakout with level shifting and a 3.3 V regulator on board' and wired "
    "it straight to a 5 V uno (VIN = 5 V, SCK/CS at 5 V). the heater is switched by an irlz44n, "
    "an srd relay as backup. are the 5 V spi levels ok for that board?",
    ["MAX31855", "IRLZ44N", "SRD-05VDC-SL-C"],
    "insufficient_evidence",
    [],
    [
        ev(
            "max31855.pdf",
            2,
            "All Other Pins............................................. -0.3V to (VCC + 0.3V)",
        )
    ],
    "The MAX31855 alone allows only VCC + 0.3 V on its pins; whether the board's level shifter "
    "and regulator protect it is outside every sheet.",
)

if __name__ == "__main__":
    out = Path(__file__).with_name("questions.jsonl")
    out.write_text("".join(json.dumps(q, ensure_ascii=False) + "\n" for q in Q), encoding="utf-8")
    print(f"{len(Q)} questions -> {out}")
