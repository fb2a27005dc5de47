"""Hold-out 143 datasheets, part 1: a 16x2 character LCD module with an I2C backpack, a
2.5 V precision series voltage reference IC, a 2- to 4-cell smart battery monitor IC
with SMBus and a 24 GHz radar presence-sensor module.

An Osaka (Japan) LCD-module maker "SPECIFICATIONS FOR LCD MODULE" ("◫ n." heads,
operating temperature inside the absolute-maximum table, backlight data in column groups
per colour version, LCD drive voltage stacked per temperature, address-jumper,
expander-bit, instruction and ordering tables as decoys), a Leipzig (Germany) precision
analog house data sheet in English (drawn bar heads without numbers, "Tab. n" captions,
grade A / B column groups, dropout and quiescent current stacked per condition), an
Ankara (Turkey) battery-management IC house data sheet ("◖ n" heads, look-alike NORMAL /
SLEEP / SHUTDOWN currents, cell accuracy stacked per temperature range, SBS command table
as a decoy) and a Turin (Italy) radar start-up data sheet (numbers in filled boxes as
heads, "Table n ·" captions, detection data in column groups per antenna version, frame
format, command and pin tables as decoys).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"
DASH = "\u2014"
NDASH = "\u2013"
ELL = "\u2026"
SQ = "\u00b2"
ARROW = "\u2192"
TIMES = "\u00d7"
MINUS = "\u2212"


def bar_heading(s: Sheet, text: str, size: float = 10.5) -> None:
    """A head with a filled bar in the rule colour to its left (no section number)."""
    s._room(size + 12)
    s.gap(4)
    y = s.get_y()
    s.set_fill_color(*s.style.rule_color)
    s.rect(s._x0, y + 1.5, 3.5, size + 1.5, "F")
    s.set_font(s.family, "B", size)
    s.set_text_color(*s.style.accent)
    s.set_xy(s._x0 + 9, y)
    s.cell(s._w - 9, size + 4, text, new_x="LMARGIN", new_y="NEXT")
    s.set_text_color(0, 0, 0)
    s.gap(2)


def box_heading(s: Sheet, number: str, text: str, size: float = 10.0) -> None:
    """A head whose number sits white in a filled box, the title beside it."""
    s._room(size + 12)
    s.gap(4)
    y = s.get_y()
    s.set_fill_color(*s.style.rule_color)
    s.rect(s._x0, y, size + 6, size + 4, "F")
    s.set_font(s.family, "B", size)
    s.set_text_color(255, 255, 255)
    s.set_xy(s._x0, y)
    s.cell(size + 6, size + 4, number, align="C")
    s.set_text_color(*s.style.accent)
    s.set_xy(s._x0 + size + 11, y)
    s.cell(s._w - size - 11, size + 4, text, new_x="LMARGIN", new_y="NEXT")
    s.set_text_color(0, 0, 0)
    s.set_draw_color(*s.style.rule_color)
    s.line(s._x0, s.get_y() + 1, s._x0 + s._w, s.get_y() + 1)
    s.set_draw_color(0, 0, 0)
    s.gap(4)


# ------------------------------------------------ 16x2 LCD module with I2C backpack (Osaka)
def otb1602(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="OTEBASHI DISPLAY CO., LTD.",
        header_right="SPECIFICATIONS FOR LCD MODULE  \u25eb  OTB-1602 series",
        footer_left="Otebashi Display Co., Ltd.  \u00b7  Chuo-ku, Osaka 541-0041, Japan  \u00b7  "
        "Spec. No. OD-LCM-1602-E03",
        footer_right="p.{page} (total {nb})",
        rule_color=(63, 55, 140),
        table_fill=(232, 230, 248),
        accent=(63, 55, 140),
        grid=True,
    )
    s = Sheet(style, "OTB-1602 series LCD module with I2C interface board")
    s.add_page()
    s.title_block(
        "OTB-1602 series",
        "SPECIFICATIONS FOR LCD MODULE "
        + DASH
        + " 16 characters x 2 lines, with I"
        + SQ
        + "C interface board",
        "Models: OTB-1602-BW-I2C / OTB-1602-YG-I2C / OTB-1602-BW-I2CA / OTB-1602-YG-I2CA  |  "
        "Spec. No. OD-LCM-1602-E03  |  Issued 2024-03-08",
        20,
    )
    s.heading("\u25eb 1. General specifications", 10)
    s.table(
        [Col("Item", 150), Col("Standard value", 290), Col("Unit", 59, "C")],
        [
            ["Display format", "16 characters x 2 lines", DASH],
            ["Character format", "5 x 8 dots (with cursor)", DASH],
            ["Controller", "ST7066U-compatible, HD44780 instruction set", DASH],
            [
                "Interface",
                "I" + SQ + "C, through a PCF8574-type 8-bit I/O expander on the interface board",
                DASH,
            ],
            [
                "Module size (W x H x T)",
                "80.0 x 36.0 x 13.5 (20.5 with interface board)",
                "mm",
            ],
            ["Viewing area", "64.5 x 16.0", "mm"],
            ["Duty / bias", "1/16 duty, 1/5 bias", DASH],
        ],
        7.6,
    )
    s.heading("\u25eb 2. Versions", 10)
    s.table(
        [Col("Item", 150), Col("OTB-1602-BW", 175, "C"), Col("OTB-1602-YG", 174, "C")],
        [
            ["LCD mode", "STN negative, blue", "STN positive, yellow-green"],
            ["Character colour", "white", "dark (black)"],
            ["Backlight", "LED, white (edge lit)", "LED, yellow-green (array)"],
            ["Viewing direction", "6 o'clock", "6 o'clock"],
        ],
        7.6,
    )
    s.heading("\u25eb 3. Absolute maximum ratings", 10)
    s.table(
        [
            Col("Item", 200),
            Col("Symbol", 70, "C"),
            Col("Min.", 70, "C"),
            Col("Max.", 90, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Supply voltage for logic", "V_{DD}" + NDASH + "V_{SS}", "-0.3", "7.0", "V"],
            ["Input voltage (SDA, SCL)", "V_{I}", "-0.3", "V_{DD} + 0.3", "V"],
            ["Backlight forward current, BW / YG", "I_{F}", DASH, "40 / 160", "mA"],
            ["Operating temperature, standard", "T_{opr}", "0", "+50", DEG],
            ["Operating temperature, wide (suffix -W)", "T_{opr}", "-20", "+70", DEG],
            ["Storage temperature, standard", "T_{stg}", "-10", "+60", DEG],
            ["Storage temperature, wide (suffix -W)", "T_{stg}", "-30", "+80", DEG],
        ],
        7.6,
    )
    s.heading("\u25eb 4. Electrical characteristics (Ta = 25 " + DEG + ", VDD = 5.0 V)", 10)
    s.table(
        [
            Col("Item", 112),
            Col("Symbol", 50, "C"),
            Col("Condition", 112),
            Col("Min.", 45, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Unit", 90, "C"),
        ],
        [
            [
                "Supply voltage for logic",
                "V_{DD}" + NDASH + "V_{SS}",
                DASH,
                "4.5",
                "5.0",
                "5.5",
                "V",
            ],
            [
                "Supply voltage for LCD\n(contrast)",
                "V_{DD}" + NDASH + "V_{0}",
                "Ta = 0 " + DEG + "\nTa = 25 " + DEG + "\nTa = 50 " + DEG,
                DASH,
                "4.8\n4.5\n4.2",
                DASH,
                "V",
            ],
            ["Input high voltage", "V_{IH}", "SDA, SCL", "3.5", DASH, "V_{DD}", "V"],
            ["Input low voltage", "V_{IL}", "SDA, SCL", "0", DASH, "1.5", "V"],
            ["Output low voltage", "V_{OL}", "SDA, I_{OL} = 3 mA", DASH, DASH, "0.4", "V"],
            [
                "Supply current (logic)",
                "I_{DD}",
                "backlight off",
                DASH,
                "1.6",
                "2.5",
                "mA",
            ],
            ["SCL clock frequency", "f_{SCL}", "Standard mode", "0", DASH, "100", "kHz"],
            [
                "Controller oscillator\nfrequency",
                "f_{OSC}",
                "R_{f} = 91 k" + OHM,
                "190",
                "270",
                "350",
                "kHz",
            ],
        ],
        7.6,
    )
    s.heading("\u25eb 5. Backlight characteristics (Ta = 25 " + DEG + ")", 10)
    s.table(
        [
            Col("Item", 112),
            Col("Symbol", 40, "C"),
            Col("Condition", 117),
            Col("Typ.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Unit", 50, "C"),
        ],
        [
            ["Forward voltage", "V_{F}", "I_{F} = typ.", "3.1", "3.4", "4.1", "4.4", "V"],
            [
                "Forward current\n(from VDD via jumper)",
                "I_{F}",
                "VDD = 5.0 V, LED jumper fitted",
                "20",
                "30",
                "85",
                "120",
                "mA",
            ],
            ["Luminance (with LCD)", "L_{v}", "I_{F} = typ.", "100", DASH, "60", DASH, "cd/m" + SQ],
            [
                "LED life (50 % luminance)",
                DASH,
                "Ta = 25 " + DEG,
                "50 000",
                DASH,
                "50 000",
                DASH,
                "h",
            ],
        ],
        7.6,
        head_rows=[["", "", "", "OTB-1602-BW", "<", "OTB-1602-YG", "<", ""]],
    )
    s.para(
        "Note: the backlight is fed from VDD through the LED jumper on the interface board. Total "
        "current from the 5 V pin with the backlight on is typically 22 mA (BW) or 87 mA (YG). "
        "Remove the jumper to switch the backlight off for good; expander bit P3 switches it by "
        "software.",
        7.6,
    )

    s.add_page()
    s.heading("\u25eb 6. I" + SQ + "C interface board", 10)
    s.para(
        "The interface board carries a PCF8574-type remote 8-bit I/O expander (models ending in "
        "-I2C) or a PCF8574A-type expander (models ending in -I2CA), a 10 k" + OHM + " contrast "
        "trimmer VR1, the backlight jumper and 4.7 k" + OHM + " pull-up resistors (R5, R6) from "
        "SDA and SCL to VDD. The bus runs in Standard mode only.",
        7.8,
    )
    s.heading("(1) Address setting (solder pads A0, A1, A2; open = H)", 8.8)
    s.table(
        [
            Col("A2", 60, "C"),
            Col("A1", 60, "C"),
            Col("A0", 60, "C"),
            Col("-I2C models (7-bit)", 160, "C"),
            Col("-I2CA models (7-bit)", 159, "C"),
        ],
        [
            ["bridged", "bridged", "bridged", "0x20", "0x38"],
            ["bridged", "bridged", "open", "0x21", "0x39"],
            ["bridged", "open", "bridged", "0x22", "0x3A"],
            ["bridged", "open", "open", "0x23", "0x3B"],
            ["open", "bridged", "bridged", "0x24", "0x3C"],
            ["open", "bridged", "open", "0x25", "0x3D"],
            ["open", "open", "bridged", "0x26", "0x3E"],
            ["open", "open", "open", "0x27", "0x3F"],
        ],
        7.4,
    )
    s.para(
        "As shipped all three pads are open (A2 = A1 = A0 = H): the module answers at 0x27 "
        "(-I2C) or 0x3F (-I2CA). Addresses are 7-bit; libraries that ask for the 8-bit write "
        "address expect 4Eh or 7Eh.",
        7.8,
    )
    s.heading("(2) Expander port assignment (4-bit bus mode)", 8.8)
    s.table(
        [
            Col("P0", 62, "C"),
            Col("P1", 62, "C"),
            Col("P2", 62, "C"),
            Col("P3", 63, "C"),
            Col("P4", 62, "C"),
            Col("P5", 62, "C"),
            Col("P6", 63, "C"),
            Col("P7", 63, "C"),
        ],
        [["RS", "R/W", "E", "Backlight", "DB4", "DB5", "DB6", "DB7"]],
        7.4,
    )
    s.heading("(3) Connector CN1 (4-pin, 2.54 mm)", 8.8)
    s.table(
        [Col("Pin", 60, "C"), Col("Symbol", 90, "C"), Col("Function", 349)],
        [
            ["1", "GND", "Ground"],
            ["2", "VCC", "+5 V supply (logic and backlight)"],
            ["3", "SDA", "I" + SQ + "C data (4.7 k" + OHM + " pull-up to VCC on board)"],
            ["4", "SCL", "I" + SQ + "C clock (4.7 k" + OHM + " pull-up to VCC on board)"],
        ],
        7.4,
    )
    s.heading("\u25eb 7. Instruction set (excerpt)", 10)
    s.table(
        [
            Col("Instruction", 130),
            Col("RS", 35, "C"),
            Col("R/W", 35, "C"),
            Col("DB7 " + ELL + " DB0", 120, "C"),
            Col("Execution time (fOSC = 270 kHz)", 179, "C"),
        ],
        [
            ["Clear display", "0", "0", "0000 0001", "1.52 ms"],
            ["Return home", "0", "0", "0000 001x", "1.52 ms"],
            ["Entry mode set", "0", "0", "0000 01 I/D S", "37 " + MU + "s"],
            ["Display ON/OFF control", "0", "0", "0000 1 D C B", "37 " + MU + "s"],
            ["Function set", "0", "0", "001 DL N F xx", "37 " + MU + "s"],
            ["Set DDRAM address", "0", "0", "1 AAA AAAA", "37 " + MU + "s"],
            ["Write data to RAM", "1", "0", "DDDD DDDD", "37 " + MU + "s + 4 " + MU + "s"],
        ],
        7.4,
    )
    s.heading("\u25eb 8. Handling notes", 10)
    s.bullets(
        [
            "Operation from 3.3 V is not possible: below VDD = 4.5 V the LCD drive voltage is not "
            "reached and the display stays blank. With a 3.3 V host (ESP32, Raspberry Pi) power "
            "VCC from 5 V and put a bidirectional level shifter in SDA and SCL, because the "
            "on-board pull-ups take both lines to VDD.",
            "Standard-temperature modules must not be operated below 0 " + DEG + ": the liquid "
            "crystal becomes slow and the display darkens. For outdoor use order the "
            "wide-temperature version (suffix -W).",
            "Adjust VR1 after power-up. A row of solid blocks means the contrast is set too high "
            "or the controller is not initialised.",
        ],
        7.6,
        "\u25e6",
    )
    s.heading("\u25eb 9. Ordering information", 10)
    s.table(
        [
            Col("Model", 130),
            Col("LCD / backlight", 140, "C"),
            Col("Expander address", 110, "C"),
            Col("Operating temp.", 119, "C"),
        ],
        [
            ["OTB-1602-BW-I2C", "blue negative / white", "0x20 to 0x27", "0 to +50 " + DEG],
            ["OTB-1602-YG-I2C", "yellow-green / yellow-green", "0x20 to 0x27", "0 to +50 " + DEG],
            ["OTB-1602-BW-I2CA", "blue negative / white", "0x38 to 0x3F", "0 to +50 " + DEG],
            ["OTB-1602-YG-I2CA", "yellow-green / yellow-green", "0x38 to 0x3F", "0 to +50 " + DEG],
            [
                "... -W (e.g. OTB-1602-YG-I2CA-W)",
                "as base model",
                "as base model",
                "-20 to +70 " + DEG,
            ],
        ],
        7.4,
    )
    return save(s, out / "otb-1602.pdf")


# ------------------------------------------------ 2.5 V precision series reference (Leipzig)
def lvr4125(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="LINDENAU",
        header_right="LVR4125 " + DASH + " 2.5 V Precision Series Voltage Reference",
        footer_left="Lindenau Pr\u00e4zisionsanalog GmbH  \u00b7  Leipzig  \u00b7  Germany  \u00b7  "
        "Data Sheet LVR4125 Rev. C",
        footer_right="LVR4125 \u00b7 {page}",
        rule_color=(0, 95, 115),
        table_fill=(228, 240, 243),
        accent=(0, 70, 85),
        grid=False,
    )
    s = Sheet(style, "LVR4125 2.5 V precision series voltage reference")
    s.add_page()
    s.title_block(
        "LVR4125",
        "2.5 V, 3 ppm/" + DEG + ", Low-Power Precision Series Voltage Reference",
        "A and B grades  \u00b7  SOT-23-3 and MSOP-8  \u00b7  Data Sheet Rev. C, May 2024",
        22,
    )

    def features() -> None:
        bar_heading(s, "Features", 10.5)
        s.bullets(
            [
                "Initial accuracy: " + PM + "0.05 % (A grade), " + PM + "0.1 % (B grade)",
                "Temperature coefficient: 3 ppm/"
                + DEG
                + " max (A grade), 10 ppm/"
                + DEG
                + " max (B grade)",
                "Low quiescent current: 95 " + MU + "A typ",
                "Wide input range: VOUT + 0.2 V to 15 V",
                "Sources 10 mA, sinks 5 mA",
                "Low noise: 4.5 " + MU + "Vp-p (0.1 Hz to 10 Hz)",
                "Stable with 0.1 " + MU + "F to 10 " + MU + "F load capacitance",
                MINUS + "40 " + DEG + " to +125 " + DEG + " operation",
            ],
            8.0,
        )

    def description() -> None:
        bar_heading(s, "Applications", 10.5)
        s.para(
            "Precision ADC and DAC references  \u00b7  Portable and battery-powered instruments  "
            "\u00b7  Data loggers  \u00b7  Sensor excitation  \u00b7  Industrial process control",
            8.0,
        )
        bar_heading(s, "General Description", 10.5)
        s.para(
            "The LVR4125 is a low-power, three-terminal series bandgap reference with a "
            "curvature-corrected core and a laser-trimmed output of 2.5 V. Unlike a shunt "
            "reference it needs no series resistor and draws only its quiescent current from "
            "the supply. The output stage sources and sinks current, so the part can also "
            "serve as a low-noise 2.5 V rail for a small sensor.",
            8.0,
        )

    s.side_by_side(features, description, 235, 18)
    bar_heading(s, "Specifications", 10.5)
    s.caption(
        "Tab. 1  Electrical characteristics "
        + DASH
        + " VIN = 5 V, IL = 0 mA, CL = 1 "
        + MU
        + "F, TA = 25 "
        + DEG
        + " unless otherwise noted",
        8.0,
    )
    cols = [
        Col("Parameter", 96),
        Col("Symbol", 40, "C"),
        Col("Conditions", 112),
        Col("Min", 34, "C"),
        Col("Typ", 34, "C"),
        Col("Max", 34, "C"),
        Col("Min", 34, "C"),
        Col("Typ", 34, "C"),
        Col("Max", 34, "C"),
        Col("Unit", 47, "C"),
    ]
    s.table(
        cols,
        [
            [
                "Output voltage",
                "V_{OUT}",
                "",
                "2.49875",
                "2.5000",
                "2.50125",
                "2.4975",
                "2.5000",
                "2.5025",
                "V",
            ],
            ["Initial accuracy", "", "", "-0.05", "", "0.05", "-0.1", "", "0.1", "%"],
            [
                "Temperature\ncoefficient (box)",
                "TC_{VOUT}",
                MINUS
                + "40 "
                + DEG
                + " to +85 "
                + DEG
                + "\n"
                + MINUS
                + "40 "
                + DEG
                + " to +125 "
                + DEG,
                "",
                "1\n2",
                "3\n5",
                "",
                "4\n6",
                "10\n15",
                "ppm/" + DEG,
            ],
            [
                "Line regulation",
                "",
                "VIN = 2.7 V to 15 V",
                "",
                "5",
                "20",
                "",
                "5",
                "30",
                "ppm/V",
            ],
            [
                "Load regulation",
                "",
                "sourcing, 0 to 10 mA\nsinking, 0 to 5 mA",
                "",
                "15\n30",
                "40\n80",
                "",
                "15\n30",
                "60\n120",
                "ppm/mA",
            ],
            [
                "Dropout voltage\n(VIN " + MINUS + " VOUT)",
                "V_{DO}",
                "IL = 0 mA\nIL = 10 mA, sourcing",
                "",
                "50\n150",
                "100\n200",
                "",
                "50\n150",
                "100\n200",
                "mV",
            ],
            [
                "Output current",
                "I_{L}",
                "sourcing\nsinking",
                "",
                "",
                "10\n5",
                "",
                "",
                "10\n5",
                "mA",
            ],
            ["Short-circuit current", "I_{SC}", "VOUT to GND", "", "25", "", "", "25", "", "mA"],
            [
                "Quiescent current",
                "I_{Q}",
                "TA = 25 " + DEG + "\n" + MINUS + "40 " + DEG + " to +125 " + DEG,
                "",
                "95\n",
                "130\n160",
                "",
                "95\n",
                "130\n160",
                MU + "A",
            ],
            [
                "Output noise",
                "e_{N}",
                "0.1 Hz to 10 Hz\n10 Hz to 10 kHz",
                "",
                "4.5\n12",
                "",
                "",
                "4.5\n12",
                "",
                MU + "Vp-p\n" + MU + "Vrms",
            ],
            [
                "Turn-on settling time",
                "t_{ON}",
                "to 0.01 %, CL = 1 " + MU + "F",
                "",
                "150",
                "",
                "",
                "150",
                "",
                MU + "s",
            ],
            [
                "Long-term stability",
                "",
                "1000 h at 25 " + DEG,
                "",
                "40",
                "",
                "",
                "40",
                "",
                "ppm",
            ],
            [
                "Thermal hysteresis",
                "",
                "25 " + ARROW + " " + MINUS + "40 " + ARROW + " +125 " + ARROW + " 25 " + DEG,
                "",
                "60",
                "",
                "",
                "60",
                "",
                "ppm",
            ],
        ],
        7.2,
        head_rows=[["", "", "", "A grade", "<", "<", "B grade", "<", "<", ""]],
    )

    s.add_page()
    s.caption("Tab. 2  Recommended operating conditions", 8.0)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Min", 70, "C"),
            Col("Max", 70, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Input voltage", "V_{IN}", "2.7", "15", "V"],
            ["Load capacitance", "C_{L}", "0.1", "10", MU + "F"],
            ["Operating temperature", "T_{A}", MINUS + "40", "+125", DEG],
        ],
        7.6,
    )
    s.caption("Tab. 3  Absolute maximum ratings", 8.0)
    s.table(
        [Col("Parameter", 330), Col("Rating", 100, "C"), Col("Unit", 69, "C")],
        [
            ["Input voltage, VIN to GND", MINUS + "0.3 to 18", "V"],
            ["Output short-circuit duration", "indefinite", DASH],
            ["Storage temperature", MINUS + "65 to +150", DEG],
            ["Junction temperature", "+150", DEG],
            ["Lead temperature (soldering, 10 s)", "+260", DEG],
            ["ESD, human body model", "2000", "V"],
        ],
        7.6,
    )
    s.caption("Tab. 4  Pin configuration", 8.0)
    s.table(
        [
            Col("Name", 90, "C"),
            Col("SOT-23-3", 90, "C"),
            Col("MSOP-8", 90, "C"),
            Col("Function", 229),
        ],
        [
            ["VIN", "1", "2", "Supply input"],
            ["VOUT", "2", "6", "Reference output"],
            ["GND", "3", "4", "Ground"],
            ["DNC", DASH, "1, 3, 5, 7, 8", "Do not connect (factory trim)"],
        ],
        7.6,
    )
    bar_heading(s, "Applications Information", 10.5)
    s.para(
        "Input and output capacitors. Bypass VIN with 0.1 " + MU + "F close to the pin. VOUT "
        "needs between 0.1 " + MU + "F and 10 " + MU + "F to ground; larger capacitors, or none "
        "at all, make the output ring and can let it oscillate.",
        8.0,
    )
    s.para(
        "Supply range. The LVR4125 regulates with VIN as low as VOUT + 0.2 V, so it runs from a "
        "3.3 V or 5 V rail, from one Li-ion cell or from a 12 V supply without a pre-regulator. "
        "There is no enable or shutdown pin: the reference is on whenever VIN is present.",
        8.0,
    )
    s.para(
        "Driving an ADC reference input. Switched-capacitor REF inputs draw short current "
        "spikes. Keep the trace short and use a 1 " + MU + "F to 10 " + MU + "F ceramic "
        "capacitor at the ADC pin. The LVR4125 can source 10 mA, enough for the reference inputs "
        "of several converters and a bridge sensor of 1 k" + OHM + " or more.",
        8.0,
    )
    s.para(
        "Soldering. The output voltage is measured and trimmed before packaging; data for the "
        "shift caused by board assembly is not given here. Let the board rest 24 h after reflow "
        "before a calibration.",
        8.0,
    )
    bar_heading(s, "Ordering Guide", 10.5)
    s.table(
        [
            Col("Part number", 88),
            Col("Grade", 40, "C"),
            Col("Initial accuracy", 70, "C"),
            Col("TC max (" + MINUS + "40 to +85 " + DEG + ")", 96, "C"),
            Col("Package", 70, "C"),
            Col("Top mark", 55, "C"),
            Col("Packing", 80, "C"),
        ],
        [
            ["LVR4125AM3", "A", PM + "0.05 %", "3 ppm/" + DEG, "SOT-23-3", "R4A", "T&R, 3000"],
            ["LVR4125BM3", "B", PM + "0.1 %", "10 ppm/" + DEG, "SOT-23-3", "R4B", "T&R, 3000"],
            ["LVR4125AMS8", "A", PM + "0.05 %", "3 ppm/" + DEG, "MSOP-8", "4125A", "T&R, 2500"],
            ["LVR4125BMS8", "B", PM + "0.1 %", "10 ppm/" + DEG, "MSOP-8", "4125B", "T&R, 2500"],
        ],
        7.4,
    )
    bar_heading(s, "Revision History", 10.5)
    revision_table(
        s,
        [
            ["2023-02-20", "A", "Initial release"],
            ["2023-09-04", "B", "MSOP-8 added; load-capacitance range widened to 10 " + MU + "F"],
            ["2024-05-13", "C", "Dropout at 10 mA specified; applications information"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "lvr4125.pdf")


# ------------------------------------------------ 2-4 cell battery monitor with SMBus (Ankara)
def kpm7034(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="K\u0131z\u0131lay Power Microsystems",
        header_right="KPM7034  \u00b7  Data Sheet v1.3",
        footer_left="K\u0131z\u0131lay Power Microsystems A.\u015e.  \u00b7  \u00c7ankaya, Ankara, "
        "T\u00fcrkiye  \u00b7  KPM7034-DS-EN",
        footer_right="v1.3 | {page}/{nb}",
        rule_color=(150, 80, 35),
        table_fill=(250, 236, 222),
        accent=(130, 65, 25),
        grid=True,
    )
    s = Sheet(style, "KPM7034 2- to 4-cell Li-ion battery monitor with SMBus")
    s.add_page()
    s.title_block(
        "KPM7034",
        "2- to 4-Series-Cell Li-Ion Battery Monitor and Gas Gauge with SMBus Interface",
        "TSSOP-20  \u00b7  SBS 1.1-compatible command set  \u00b7  Data Sheet v1.3, 2024-06",
        20,
    )

    def features() -> None:
        s.heading("\u25d6 1 Features", 9.5)
        s.bullets(
            [
                "Monitors 2, 3 or 4 Li-ion / Li-polymer cells in series",
                "Runs from the pack: 4.0 V to 18.0 V on BAT",
                "16-bit cell-voltage ADC, " + PM + "5 mV at 25 " + DEG,
                "Coulomb counter with " + PM + "100 mV sense input",
                "SMBus slave at the Smart Battery address",
                "3.3 V regulator (REG33) for a display or host MCU",
                "Internal cell balancing",
                "150 " + MU + "A NORMAL, 35 " + MU + "A SLEEP, 0.4 " + MU + "A SHUTDOWN",
            ],
            7.4,
            "\u25b8",
        )

    def description() -> None:
        s.heading("\u25d6 2 Applications", 9.5)
        s.para(
            "Power tools and garden tools  \u00b7  Drones and RC packs  \u00b7  Portable "
            "medical carts  \u00b7  Test instruments  \u00b7  2S to 4S battery packs with a "
            "state-of-charge display",
            7.4,
        )
        s.heading("\u25d6 3 Description", 9.5)
        s.para(
            "The KPM7034 measures the voltage of each cell, the pack current through a "
            "low-side sense resistor and two temperatures, and integrates the current into "
            "remaining capacity. A host reads the results over SMBus with Smart Battery Data "
            "(SBS) commands. The device has no charge or discharge FETs of its own; it is a "
            "monitor, not a protector.",
            7.4,
        )

    s.side_by_side(features, description, 240, 16)
    s.heading("\u25d6 4 Absolute maximum ratings", 9.5)
    s.table(
        [
            Col("Parameter", 230),
            Col("Symbol", 70, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage, BAT to VSS", "V_{BAT}", "-0.3", "24", "V"],
            ["Cell input, VCn " + MINUS + " VC(n" + MINUS + "1)", "V_{CELL}", "-0.3", "6.0", "V"],
            ["Sense input, SRP and SRN to VSS", "V_{SR}", "-0.5", "0.5", "V"],
            ["SMBus pins, SMBC and SMBD", "V_{SMB}", "-0.3", "6.0", "V"],
            ["REG33 output current", "I_{REG}", "", "10", "mA"],
            ["Storage temperature", "T_{stg}", "-65", "150", DEG],
            ["Junction temperature", "T_{J}", "", "150", DEG],
        ],
        7.4,
    )
    s.heading("\u25d6 5 Recommended operating conditions", 9.5)
    s.table(
        [
            Col("Parameter", 230),
            Col("Symbol", 70, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage, BAT", "V_{BAT}", "4.0", "18.0", "V"],
            ["Cell input voltage, each cell", "V_{CELL}", "0", "5.0", "V"],
            ["Sense input, SRP " + MINUS + " SRN", "V_{SR}", "-100", "+100", "mV"],
            ["SMBus pin voltage", "V_{SMB}", "0", "5.5", "V"],
            ["Operating ambient temperature", "T_{A}", "-40", "+85", DEG],
        ],
        7.4,
    )
    s.heading("\u25d6 6 Cell configuration", 9.5)
    s.table(
        [Col("Cells", 60, "C"), Col("Typical pack range", 130, "C"), Col("Connections", 309)],
        [
            ["2S", "5.0 to 8.8 V", "VC3 and VC4 tied to VC2; CELLS pin to VSS"],
            ["3S", "7.5 to 13.2 V", "VC4 tied to VC3; CELLS pin open"],
            ["4S", "10.0 to 17.6 V", "all inputs used; CELLS pin to REG33"],
        ],
        7.4,
    )
    s.para(
        "Supported chemistries: Li-ion and Li-polymer cells with a charge voltage of 4.2 V to "
        "4.4 V. A single cell (1S) cannot be monitored: BAT needs at least 4.0 V and the cell "
        "inputs expect two cells or more.",
        7.4,
    )
    s.heading("\u25d6 7 SMBus interface", 9.5)
    s.para(
        "The KPM7034 is an SMBus slave at the 7-bit address 0x0B (write byte 0x16, read byte "
        "0x17), the standard Smart Battery address, which cannot be changed. SMBC and SMBD are "
        "open drain and tolerate 5.5 V, so 3.3 V and 5 V hosts both work with their own pull-up "
        "resistors. The clock must stay between 10 kHz and 100 kHz: 400 kHz Fast mode is not "
        "supported, and a master that holds SMBC low for longer than the bus timeout resets the "
        "interface.",
        7.4,
    )

    s.add_page()
    s.heading(
        "\u25d6 8 Electrical characteristics (TA = "
        + MINUS
        + "40 "
        + DEG
        + " to +85 "
        + DEG
        + ", VBAT = 14.4 V unless noted)",
        9.5,
    )
    s.table(
        [
            Col("Parameter", 122),
            Col("Symbol", 50, "C"),
            Col("Conditions", 142),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 65, "C"),
        ],
        [
            [
                "Supply current,\nNORMAL mode",
                "I_{CC}",
                "ADC and coulomb counter\nactive, REG33 no load",
                "",
                "150",
                "200",
                MU + "A",
            ],
            [
                "Supply current,\nSLEEP mode",
                "I_{SLP}",
                "coulomb counter sampled\nevery 1 s",
                "",
                "35",
                "50",
                MU + "A",
            ],
            [
                "Supply current,\nSHUTDOWN",
                "I_{SHDN}",
                "REG33 off, SMBus idle",
                "",
                "0.4",
                "1.0",
                MU + "A",
            ],
            [
                "REG33 output voltage",
                "V_{REG}",
                "I_{LOAD} = 0 to 5 mA",
                "3.23",
                "3.30",
                "3.37",
                "V",
            ],
            ["REG33 output current", "I_{REG}", "", "", "", "5", "mA"],
            [
                "Cell voltage measurement\naccuracy",
                "",
                "2.8 V "
                + LE
                + " VCELL "
                + LE
                + " 4.4 V, TA = 25 "
                + DEG
                + "\n2.8 V "
                + LE
                + " VCELL "
                + LE
                + " 4.4 V, TA = -20 to 60 "
                + DEG,
                "-5\n-12",
                "",
                "5\n12",
                "mV",
            ],
            ["Cell voltage ADC resolution", "", "", "", "16", "", "bit"],
            [
                "Current measurement\ngain error",
                "",
                "5 m" + OHM + " sense resistor,\n" + "-20 to 60 " + DEG,
                "",
                PM + "0.3",
                PM + "1.0",
                "%",
            ],
            [
                "Coulomb counter offset",
                "",
                "after offset calibration",
                "",
                PM + "2",
                PM + "5",
                MU + "V",
            ],
            [
                "Cell balancing current",
                "I_{BAL}",
                "internal bypass,\nVCELL = 3.6 V",
                "",
                "10",
                "",
                "mA",
            ],
            ["Internal temperature\nsensor accuracy", "", "-20 to 60 " + DEG, "-3", "", "3", DEG],
            [
                "Thermistor input (TS)\naccuracy",
                "",
                "10 k" + OHM + " NTC, B = 3435,\n" + "-20 to 60 " + DEG,
                "-2",
                "",
                "2",
                DEG,
            ],
            ["SMBus input high voltage", "V_{IH}", "SMBC, SMBD", "2.1", "", "5.5", "V"],
            ["SMBus input low voltage", "V_{IL}", "SMBC, SMBD", "-0.3", "", "0.8", "V"],
            ["SMBus output low voltage", "V_{OL}", "SMBD, I_{OL} = 4 mA", "", "", "0.4", "V"],
            ["SMBus clock frequency", "f_{SMB}", "", "10", "", "100", "kHz"],
            ["SMBus timeout", "t_{TIMEOUT}", "SMBC held low", "25", "", "35", "ms"],
        ],
        7.2,
    )
    s.heading("\u25d6 9 SBS commands (excerpt)", 9.5)
    s.table(
        [
            Col("Code", 60, "C"),
            Col("Name", 170),
            Col("Unit", 90, "C"),
            Col("Access", 80, "C"),
            Col("Default", 99, "C"),
        ],
        [
            ["0x08", "Temperature", "0.1 K", "read", DASH],
            ["0x09", "Voltage (pack)", "mV", "read", DASH],
            ["0x0A", "Current", "mA", "read", DASH],
            ["0x0D", "RelativeStateOfCharge", "%", "read", DASH],
            ["0x0F", "RemainingCapacity", "mAh", "read", DASH],
            ["0x10", "FullChargeCapacity", "mAh", "read", "4400"],
            ["0x17", "CycleCount", "cycles", "read", "0"],
            ["0x3C " + ELL + " 0x3F", "CellVoltage4 " + ELL + " CellVoltage1", "mV", "read", DASH],
        ],
        7.2,
    )
    s.heading("\u25d6 10 Ordering information", 9.5)
    s.table(
        [
            Col("Order code", 120),
            Col("Package", 120, "C"),
            Col("Temperature", 120, "C"),
            Col("Packing", 139, "C"),
        ],
        [
            ["KPM7034PW", "TSSOP-20", "-40 to +85 " + DEG, "tube, 75 pcs"],
            ["KPM7034PWR", "TSSOP-20", "-40 to +85 " + DEG, "reel, 2000 pcs"],
        ],
        7.2,
    )
    revision_table(
        s,
        [
            ["2023-07-11", "1.0", "First release"],
            ["2024-01-22", "1.2", "Thermistor accuracy added; SLEEP current 35 " + MU + "A typ"],
            ["2024-06-03", "1.3", "SMBus clock limits and cell configuration table"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "kpm7034.pdf")


# ------------------------------------------------ 24 GHz radar presence sensor module (Turin)
def rzv2410(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="RADIOMETRIA VALDOCCO",
        header_right="RZV-2410 / RZV-2410W  |  24 GHz radar presence sensor",
        footer_left="Radiometria Valdocco S.r.l.  \u00b7  10152 Torino (TO), Italia  \u00b7  "
        "DS-RZV2410 v1.2",
        footer_right="pag. {page}/{nb}",
        rule_color=(190, 30, 45),
        table_fill=None,
        accent=(45, 45, 45),
        grid=False,
    )
    s = Sheet(style, "RZV-2410 / RZV-2410W 24 GHz FMCW radar presence sensor module")
    s.add_page()
    s.title_block(
        "RZV-2410 / RZV-2410W",
        "24 GHz FMCW Radar Human-Presence Sensor Module " + NDASH + " UART and digital output",
        "Data sheet v1.2  \u00b7  April 2024  \u00b7  RZV-2410 (narrow beam) and RZV-2410W "
        "(wide beam)",
        21,
    )

    def description() -> None:
        box_heading(s, "1", "Description", 10)
        s.para(
            "The RZV-2410 detects people who walk, and people who sit or stand still, by "
            "their breathing and small movements. A 24 GHz FMCW front end with one transmit "
            "and one receive patch antenna measures distance in range gates; an on-board "
            "processor reports the target state on the OUT pin and, with distances and "
            "energies, on the UART.",
            8.0,
        )
        s.para(
            "Typical uses: lighting and HVAC control, smart toilets and bathrooms, occupancy "
            "counting of desks and meeting rooms, and wake-up of displays and kiosks.",
            8.0,
        )

    def key_data() -> None:
        s.table(
            [Col("", 92), Col("", 120)],
            [
                ["Frequency", "24.00 " + NDASH + " 24.25 GHz"],
                ["Supply", "5 V (4.5 " + NDASH + " 5.5 V)"],
                ["Average current", "72 mA"],
                ["Interfaces", "UART (3.3 V), OUT"],
                ["Range, moving", "8 m / 6 m (W)"],
                ["Size", "20 x 35 x 3.5 mm"],
            ],
            7.6,
            show_head=False,
        )

    s.side_by_side(description, key_data, 275, 12)
    box_heading(s, "2", "RF characteristics", 10)
    s.caption("Table 1 \u00b7 RF characteristics (VCC = 5.0 V, TA = 25 " + DEG + ")", 8.0)
    s.table(
        [
            Col("Parameter", 160),
            Col("Condition", 130),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["Operating frequency", "ISM band", "24.00", "", "24.25", "GHz"],
            ["Sweep bandwidth", "FMCW", "", "250", "", "MHz"],
            ["Transmit power (EIRP)", "", "", "11", "13", "dBm"],
            ["Antenna", "1 TX, 1 RX patch", "", "", "", DASH],
        ],
        7.6,
    )
    box_heading(s, "3", "Detection performance", 10)
    s.caption("Table 2 \u00b7 Detection performance (person, mounting height 1.5 m)", 8.0)
    s.table(
        [
            Col("Parameter", 150),
            Col("Condition", 140),
            Col("RZV-2410", 80, "C"),
            Col("RZV-2410W", 80, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Beam width, azimuth (" + MINUS + "3 dB)", "", PM + "35", PM + "60", "\u00b0"],
            ["Beam width, elevation (" + MINUS + "3 dB)", "", PM + "30", PM + "45", "\u00b0"],
            [
                "Detection range,\nmoving person",
                "walking, RCS about 1 m" + SQ,
                "0.75 " + ELL + " 8",
                "0.75 " + ELL + " 6",
                "m",
            ],
            [
                "Detection range,\nstatic person",
                "seated or standing still\n(breathing)",
                "0.75 " + ELL + " 5",
                "0.75 " + ELL + " 4",
                "m",
            ],
            [
                "Distance gate",
                "standard mode\nhigh-resolution mode",
                "0.75\n0.20",
                "0.75\n0.20",
                "m",
            ],
            ["Number of gates", "", "8", "8", DASH],
            [
                "Detection latency",
                "person enters the field",
                "0.1 " + ELL + " 0.5",
                "0.1 " + ELL + " 0.5",
                "s",
            ],
            ["Self-calibration time", "after power-on", "3", "3", "s"],
        ],
        7.6,
    )
    box_heading(s, "4", "Electrical characteristics", 10)
    s.caption("Table 3 \u00b7 Electrical characteristics (TA = 25 " + DEG + ")", 8.0)
    s.table(
        [
            Col("Parameter", 112),
            Col("Symbol", 44, "C"),
            Col("Condition", 150),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 67, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "", "4.5", "5.0", "5.5", "V"],
            [
                "Average supply\ncurrent",
                "I_{CC}",
                "continuous mode\nlow-power mode (1 s frame)",
                "",
                "72\n12",
                "90\n18",
                "mA",
            ],
            ["Peak supply current", "I_{PK}", "during chirp burst", "", "110", "140", "mA"],
            [
                "Output high voltage",
                "V_{OH}",
                "TX, OUT; I_{OH} = " + MINUS + "4 mA",
                "2.9",
                "3.3",
                "",
                "V",
            ],
            ["Output low voltage", "V_{OL}", "TX, OUT; I_{OL} = 4 mA", "", "", "0.4", "V"],
            ["Input high voltage", "V_{IH}", "RX", "2.3", "", "3.6", "V"],
            ["Input low voltage", "V_{IL}", "RX", MINUS + "0.3", "", "0.8", "V"],
        ],
        7.6,
    )

    s.add_page()
    box_heading(s, "5", "Ratings and environment", 10)
    s.caption("Table 4 \u00b7 Absolute maximum ratings", 8.0)
    s.table(
        [Col("Parameter", 290), Col("Min", 60, "C"), Col("Max", 60, "C"), Col("Unit", 89, "C")],
        [
            ["Supply voltage VCC", MINUS + "0.3", "6.0", "V"],
            ["Voltage on RX, TX and OUT", MINUS + "0.3", "3.6", "V"],
            ["Storage temperature", MINUS + "40", "+85", DEG],
            ["ESD (HBM), all pins", "", "2", "kV"],
        ],
        7.6,
    )
    s.caption("Table 5 \u00b7 Operating environment", 8.0)
    s.table(
        [Col("Parameter", 290), Col("Min", 60, "C"), Col("Max", 60, "C"), Col("Unit", 89, "C")],
        [
            ["Operating temperature", MINUS + "20", "+70", DEG],
            ["Operating humidity, non-condensing", "10", "90", "%RH"],
        ],
        7.6,
    )
    box_heading(s, "6", "Serial interface", 10)
    s.para(
        "UART, 8 data bits, no parity, 1 stop bit. The factory default is 256000 bps; command "
        "0x00A1 selects 9600, 19200, 38400, 57600, 115200, 230400, 256000 or 460800 bps, valid "
        "after a restart. The levels are 3.3 V: TX and OUT drive 3.3 V, and RX must never see "
        "more than 3.6 V. With a 5 V microcontroller put a divider (1 k"
        + OHM
        + " / 2 k"
        + OHM
        + ") in the line to RX.",
        8.0,
    )
    s.caption("Table 6 \u00b7 Report frame (sent every 100 ms in continuous mode)", 8.0)
    s.table(
        [Col("Field", 150), Col("Bytes", 60, "C"), Col("Content", 289)],
        [
            ["Header", "4", "F4 F3 F2 F1"],
            ["Length", "2", "0x000D (little endian)"],
            ["Target state", "1", "0x00 none, 0x01 moving, 0x02 static, 0x03 both"],
            ["Moving target distance", "2", "cm"],
            ["Moving target energy", "1", "0 " + ELL + " 100"],
            ["Static target distance", "2", "cm"],
            ["Static target energy", "1", "0 " + ELL + " 100"],
            ["Tail", "4", "F8 F7 F6 F5"],
        ],
        7.6,
    )
    s.caption("Table 7 \u00b7 Configuration commands (excerpt)", 8.0)
    s.table(
        [Col("Command word", 100, "C"), Col("Function", 220), Col("Parameter", 179)],
        [
            ["0x00FF", "Enable configuration", "0x0001"],
            ["0x00FE", "End configuration", DASH],
            [
                "0x0060",
                "Max. gate and no-one delay",
                "gate 2 " + ELL + " 8; delay 0 " + ELL + " 65535 s",
            ],
            ["0x00A1", "Set baud rate", "index 1 " + ELL + " 8 (default 7 = 256000 bps)"],
            ["0x00AA", "Distance gate size", "0 = 0.75 m, 1 = 0.20 m"],
            ["0x00A2", "Factory reset", DASH],
        ],
        7.6,
    )
    s.caption("Table 8 \u00b7 Pin assignment (5-pin header, 2.0 mm)", 8.0)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("Function", 379)],
        [
            ["1", "VCC", "Supply 5 V"],
            ["2", "GND", "Ground"],
            ["3", "TX", "UART data out (3.3 V)"],
            ["4", "RX", "UART data in (3.3 V, not 5 V tolerant)"],
            ["5", "OUT", "High (3.3 V) while a person is present"],
        ],
        7.6,
    )
    box_heading(s, "7", "Installation notes", 10)
    s.bullets(
        [
            "Mount 1.5 m to 2.0 m high, antenna side towards the area. The waves pass thin "
            "plastic (ABS or PC up to 3 mm) but not metal, metallised film or carbon-filled "
            "plastics.",
            "Supply: use a 5 V source rated for at least 150 mA. The module does not run from "
            "3.3 V.",
            "Fans, moving curtains and pets can cause detections; raise the gate energy "
            "thresholds for those gates.",
        ],
        7.8,
        "\u2013",
    )
    return save(s, out / "rzv-2410.pdf")
