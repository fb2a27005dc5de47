"""Hold-out 148 datasheets, part 1: a 1-cell / 2-cell Li-ion fuel-gauge IC with I2C, a bipolar
stepper-motor driver carrier board, a 3.3 V half-duplex RS-485 transceiver and a barometric
pressure and temperature sensor IC.

A Lublin (Poland) IC house data sheet ("⊢ n." heads, "◨ Table n" captions, electrical table in
min / typ / max column groups per version with supply current stacked per temperature, a
register map and an ordering table as decoys), a Battambang (Cambodia) maker-store sheet
("➧" upper-case heads, "☐ Box n —" captions, column groups per carrier, current per phase
stacked per cooling, logic thresholds stacked per VDD, USD and KHR prices), a Byblos
(Lebanon) semiconductor data sheet ("⌠n⌡" heads, "Table n ·" captions, supply current and
switching in section rows per version, temperature range only in the ordering table) and a
Karakol (Kyrgyzstan) sensor data sheet ("⏣ n" heads, "Tab. n ⋮" captions, accuracy in typ /
max groups per grade stacked per temperature band, a dot-leader range list).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"
NDASH = "\u2013"
MDASH = "\u2014"
ELL = "\u2026"
SQ = "\u00b2"
TIMES = "\u00d7"
DELTA = "\u0394"
MINUS = "-"
TURN = "\u22a2"  # ⊢
HALF = "\u25e8"  # ◨
ARROW = "\u27a7"  # ➧
BOX = "\u2610"  # ☐
ILEFT = "\u2320"  # ⌠
IRIGHT = "\u2321"  # ⌡
BENZ = "\u23e3"  # ⏣
VDOTS = "\u22ee"  # ⋮


# ------------------------------------------------ fuel gauge IC (Lublin)
def bys3170(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="BYSTRZYCA MIKROSYSTEMY",
        header_right="BYS3170 / BYS3171  data sheet  DS-3170 rev. 4",
        footer_left="Bystrzyca Mikrosystemy Sp. z o.o.  \u00b7  ul. Zemborzycka 47, 20-445 Lublin, "
        "Poland  \u00b7  DS-3170 rev. 4, February 2024",
        footer_right="arkusz {page}/{nb}",
        rule_color=(120, 40, 90),
        table_fill=(246, 233, 241),
        accent=(120, 40, 90),
        grid=False,
    )
    s = Sheet(style, "BYS3170 / BYS3171 Li-ion fuel gauge")
    s.add_page()
    s.title_block(
        "BYS3170 / BYS3171",
        "1-Cell and 2-Cell Li-ion / LiPo Fuel Gauges with I" + SQ + "C Interface",
        "Voltage-based state-of-charge estimation  \u00b7  no sense resistor  \u00b7  TDFN-8 "
        "(2 mm x 2 mm) and WLP-9",
        20,
    )

    def features() -> None:
        s.heading(TURN + " 1. Features", 10)
        s.bullets(
            [
                "Reports state of charge (SOC) and cell voltage without a sense resistor",
                "BYS3170: one cell  \u00b7  BYS3171: two cells in series",
                "Operating current 21 " + MU + "A typical (BYS3170, track mode)",
                "Off-state current below 1 " + MU + "A",
                "Cell models for 4.20 V and 4.35 V chemistries",
                "I" + SQ + "C up to 400 kHz",
                "Low-SOC and voltage alert output ALRT",
            ],
            7.8,
        )

    def description() -> None:
        s.heading(TURN + " 2. Description", 10)
        s.para(
            "The BYS3170 and BYS3171 estimate the state of charge of a lithium-ion or lithium-"
            "polymer battery from its voltage alone. An internal cell model follows the open-"
            "circuit voltage through the charge and discharge cycle, so no current-sense "
            "resistor and no learning cycle are needed.",
            7.8,
        )
        s.para(
            "The BYS3170 is powered from and measures a single cell. The BYS3171 measures a "
            "two-cell stack on its CELL pin and takes its own supply from a regulator.",
            7.8,
        )

    s.side_by_side(features, description, 250, 16)
    s.heading(TURN + " 3. Absolute maximum ratings", 10, rule=True)
    s.caption(HALF + " Table 1  Absolute maximum ratings")
    s.table(
        [
            Col("Parameter", 200),
            Col("BYS3170", 110, "C"),
            Col("BYS3171", 110, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["VDD to GND", "-0.3 " + ELL + " +6.0", "-0.3 " + ELL + " +6.0", "V"],
            ["CELL to GND", "-0.3 " + ELL + " +6.0", "-0.3 " + ELL + " +12.0", "V"],
            ["SDA, SCL, ALRT, QSTRT to GND", "-0.3 " + ELL + " +6.0", "-0.3 " + ELL + " +6.0", "V"],
            ["Operating temperature", "-40 " + ELL + " +85", "-40 " + ELL + " +85", DEG],
            ["Junction temperature", "+150", "+150", DEG],
            ["Storage temperature", "-55 " + ELL + " +125", "-55 " + ELL + " +125", DEG],
        ],
        7.4,
    )
    s.heading(TURN + " 4. Electrical characteristics", 10, rule=True)
    s.caption(
        HALF + " Table 2  TA = -20 " + DEG + " to +70 " + DEG + ", VDD = 2.5 V to 4.5 V unless "
        "noted; typical values at TA = 25 " + DEG + ", VDD = 3.7 V"
    )
    s.table(
        [
            Col("Parameter", 90),
            Col("Symbol", 36, "C"),
            Col("Conditions", 108),
            Col("Min", 35, "C"),
            Col("Typ", 35, "C"),
            Col("Max", 35, "C"),
            Col("Min", 35, "C"),
            Col("Typ", 35, "C"),
            Col("Max", 35, "C"),
            Col("Unit", 55, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "", "2.5", "", "4.5", "2.5", "", "4.5", "V"],
            [
                "Cell input range",
                "V_{CELL}",
                "measured, see note 1",
                "2.5",
                "",
                "4.5",
                "5.0",
                "",
                "9.0",
                "V",
            ],
            [
                "Supply current,\ntrack mode",
                "I_{DD0}",
                "TA = 25 " + DEG + "\nTA = -20 " + ELL + " +70 " + DEG,
                "",
                "21\n",
                "30\n35",
                "",
                "26\n",
                "38\n45",
                MU + "A",
            ],
            [
                "Supply current,\ndoze mode",
                "I_{DD1}",
                "cell sampled every 45 s",
                "",
                "3.5",
                "5.5",
                "",
                "4.2",
                "6.5",
                MU + "A",
            ],
            [
                "Off-state current",
                "I_{OFF}",
                "OFF bit = 1\nVDD < 2.3 V (UVLO)",
                "",
                "0.3\n0.2",
                "1.0\n0.8",
                "",
                "0.4\n0.3",
                "1.4\n1.0",
                MU + "A",
            ],
            [
                "Cell voltage\nerror",
                "V_{ERR}",
                "TA = 0 " + ELL + " +50 " + DEG + "\nTA = -20 " + ELL + " +70 " + DEG,
                "-10\n-25",
                "",
                "+10\n+25",
                "-20\n-45",
                "",
                "+20\n+45",
                "mV",
            ],
            ["ADC resolution", "V_{LSB}", "", "", "1.25", "", "", "2.50", "", "mV/LSB"],
            ["SOC resolution", "", "register 0x04", "", "1/256", "", "", "1/256", "", "%"],
            ["Time-base error", "t_{ERR}", "", "-2", "", "+2", "-2", "", "+2", "%"],
            [
                "Sample period",
                "t_{S}",
                "track mode\ndoze mode",
                "",
                "250\n45",
                "",
                "",
                "250\n45",
                "",
                "ms\ns",
            ],
            ["ALRT output low", "V_{OL}", "I_{OL} = 4 mA", "", "", "0.4", "", "", "0.4", "V"],
            ["SDA, SCL input high", "V_{IH}", "", "1.4", "", "", "1.4", "", "", "V"],
            ["SDA, SCL input low", "V_{IL}", "", "", "", "0.5", "", "", "0.5", "V"],
            ["SCL clock frequency", "f_{SCL}", "", "0", "", "400", "0", "", "400", "kHz"],
            [
                "Operating temperature",
                "T_{A}",
                "specified performance",
                "-20",
                "",
                "+70",
                "-20",
                "",
                "+70",
                DEG,
            ],
        ],
        7.2,
        head_rows=[["", "", "", "BYS3170", "<", "<", "BYS3171", "<", "<", ""]],
    )
    s.para(
        "Note 1: the BYS3171 CELL pin reads the whole two-cell stack. VDD of the BYS3171 must "
        "still come from a 2.5 " + ELL + " 4.5 V regulator; never connect VDD to the stack. The "
        "BYS3170 takes VDD and CELL from the same cell.",
        7.4,
    )

    s.add_page()
    s.heading(TURN + " 5. Pin description", 10, rule=True)
    s.caption(HALF + " Table 3  TDFN-8 pin functions (WLP-9: see package drawing)")
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60, "C"), Col("Function", 399)],
        [
            ["1", "CTG", "Connect to GND"],
            ["2", "CELL", "Cell voltage sense input (BYS3171: top of the two-cell stack)"],
            ["3", "VDD", "Supply input; bypass with 0.1 " + MU + "F to GND"],
            ["4", "GND", "Ground"],
            ["5", "ALRT", "Alert output, open drain, active low"],
            [
                "6",
                "QSTRT",
                "Quick-start input, rising edge restarts the estimate; tie to GND if unused",
            ],
            ["7", "SCL", "I" + SQ + "C clock input, open drain"],
            ["8", "SDA", "I" + SQ + "C data input / output, open drain"],
            ["EP", "", "Exposed pad; connect to GND"],
        ],
        7.3,
    )
    s.heading(TURN + " 6. I" + SQ + "C interface", 10, rule=True)
    s.para(
        "Both parts answer at the 7-bit address 0x32 only; the address cannot be changed. "
        "Some host libraries expect the 8-bit form: 0x64 to write and 0x65 to read. SDA and SCL "
        "are open drain and may be pulled up to any voltage up to 5.5 V, independent of VDD, so "
        "the gauge can sit on a 5 V bus while VDD comes from the cell. If SDA and SCL are both "
        "low for longer than 2.5 s, the gauge enters the off state to save the battery.",
        7.8,
    )
    s.heading(TURN + " 7. Register map", 10, rule=True)
    s.caption(HALF + " Table 4  Registers (16 bit, MSB first)")
    s.table(
        [
            Col("Address", 52, "C"),
            Col("Name", 62, "C"),
            Col("Access", 44, "C"),
            Col("Default", 58, "C"),
            Col("Description", 283),
        ],
        [
            ["0x02", "VCELL", "R", MDASH, "Cell voltage, 1.25 mV/LSB (BYS3171: 2.50 mV/LSB)"],
            ["0x04", "SOC", "R", MDASH, "State of charge, 1/256 % per LSB"],
            ["0x06", "MODE", "W", "0x0000", "0x4000 = quick start, 0x2000 = enable doze"],
            ["0x08", "VERSION", "R", "0x3170", "Reads 0x3170 (BYS3170) or 0x3171 (BYS3171)"],
            ["0x0A", "DOZE", "R/W", "0x9A00", "Doze entry threshold and sample period"],
            [
                "0x0C",
                "CONFIG",
                "R/W",
                "0x871C",
                "Bit 7 OFF; bit 6 model 4.20 / 4.35 V; bits 4:0 low-SOC alert, default 4 %",
            ],
            ["0x14", "VALRT", "R/W", "0x00FF", "Voltage alert window, 20 mV/LSB"],
            ["0x1A", "STATUS", "R/W", "0x0100", "Alert flags"],
            ["0xFE", "CMD", "W", MDASH, "0x5400 = power-on reset"],
        ],
        7.2,
    )
    s.heading(TURN + " 8. Application notes", 10, rule=True)
    s.bullets(
        [
            "Cell models are stored for 4.20 V and 4.35 V Li-ion / LiPo cells (bit 6 of CONFIG). "
            "LiFePO4 cells are not supported: their flat discharge curve cannot be gauged from "
            "the voltage.",
            "The gauge does not measure current. It cannot report remaining capacity in mAh or a "
            "time to empty.",
            "Connect CELL on the battery side of the protection circuit, with less than 10 mV of "
            "drop between the cell and the pin.",
            "After a battery swap, a quick start (MODE = 0x4000 or a rising edge on QSTRT) "
            "restarts the estimate.",
            "In doze mode the cell is sampled every 45 s, so SOC follows load steps slowly.",
            "Below VDD = 2.3 V the gauge enters undervoltage lockout and keeps its registers.",
        ],
        7.8,
    )
    s.heading(TURN + " 9. Ordering information", 10, rule=True)
    s.caption(HALF + " Table 5  Ordering codes")
    s.table(
        [
            Col("Part number", 100),
            Col("Cells", 45, "C"),
            Col("Package", 130, "C"),
            Col("Temperature", 90, "C"),
            Col("Marking", 60, "C"),
            Col("Packing", 74, "C"),
        ],
        [
            [
                "BYS3170-TD8",
                "1",
                "TDFN-8, 2 x 2 mm",
                "-20 " + ELL + " +70 " + DEG,
                "3170",
                "reel 3000",
            ],
            [
                "BYS3170-WL9",
                "1",
                "WLP-9, 1.5 x 1.5 mm",
                "-20 " + ELL + " +70 " + DEG,
                "70A",
                "reel 5000",
            ],
            [
                "BYS3171-TD8",
                "2",
                "TDFN-8, 2 x 2 mm",
                "-20 " + ELL + " +70 " + DEG,
                "3171",
                "reel 3000",
            ],
        ],
        7.3,
    )
    return save(s, out / "bys3170.pdf")


# ------------------------------------------------ stepper-motor driver carrier (Battambang)
def sng16(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="SANGKER ROBOTICS SUPPLY  " + ARROW + "  motion",
        header_right="SNG-16 / SNG-32  stepper driver carriers",
        footer_left="Sangker Robotics Supply  \u00b7  #118 Street 3, Svay Por, Battambang, Cambodia  "
        "\u00b7  prices in USD and KHR",
        footer_right=MDASH + " {page} " + MDASH,
        rule_color=(0, 125, 95),
        table_fill=(222, 244, 235),
        accent=(0, 105, 80),
        grid=True,
    )
    s = Sheet(style, "SNG-16 / SNG-32 stepper motor driver carriers")
    s.add_page()
    s.title_block(
        "SNG-16 / SNG-32",
        "Bipolar Stepper Motor Driver Carriers " + MDASH + " 1/16 and 1/32 microstep",
        "SKU SR-SNG16  USD 2.90 (KHR 11 900)   \u00b7   SKU SR-SNG32  USD 3.80 (KHR 15 600)   "
        "\u00b7   15.2 x 20.3 mm, 16 pins",
        20,
    )

    def which() -> None:
        s.heading(ARROW + " WHICH ONE?", 10)
        s.para(
            "Both carriers drive one bipolar stepper motor (4 wires) from STEP and DIR pulses, "
            "with a current limit set by the small trimmer. The SNG-16 has a separate logic "
            "supply pin VDD and microsteps down to 1/16. The SNG-32 makes its own logic supply "
            "from VMOT, runs to 45 V and microsteps down to 1/32; where the SNG-16 has VDD, the "
            "SNG-32 has its FAULT output.",
            7.8,
        )

    def facts() -> None:
        s.heading(ARROW + " QUICK FACTS", 10)
        s.bullets(
            [
                "Motor supply 8 to 35 V (SNG-16) or 8.2 to 45 V (SNG-32)",
                "Up to 2 A per phase with heat sink and fan",
                "Fits the 16-pin driver sockets of most 3D-printer and CNC boards",
                "Over-current, over-temperature and undervoltage shutdown",
                "STEP and DIR from 3.3 V or 5 V logic (see VIH)",
            ],
            7.8,
        )

    s.side_by_side(which, facts, 262, 16)
    s.heading(ARROW + " SPECIFICATIONS", 10.5, rule=True)
    s.caption(BOX + " Box 1 " + MDASH + " Electrical data per carrier (TA = 25 " + DEG + ")")
    s.table(
        [
            Col("Item", 98),
            Col("Condition", 120),
            Col("Min", 37, "C"),
            Col("Typ", 37, "C"),
            Col("Max", 37, "C"),
            Col("Min", 37, "C"),
            Col("Typ", 37, "C"),
            Col("Max", 37, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Motor supply\nvoltage (VMOT)", "operating", "8", "", "35", "8.2", "", "45", "V"],
            [
                "Logic supply\nvoltage (VDD)",
                "SNG-16 only",
                "3.0",
                "",
                "5.5",
                "",
                "internal",
                "",
                "V",
            ],
            [
                "Current per phase,\ncontinuous",
                "no heat sink, still air\nheat sink, still air\nheat sink + fan",
                "",
                "",
                "1.0\n1.4\n2.0",
                "",
                "",
                "1.5\n1.8\n2.2",
                "A",
            ],
            ["Peak current\nper phase", "t < 1 s", "", "", "2.0", "", "", "2.5", "A"],
            [
                "ON resistance,\nhigh + low side",
                "TJ = 25 " + DEG + "\nTJ = 85 " + DEG,
                "",
                "0.75\n1.05",
                "0.95\n1.30",
                "",
                "0.40\n0.56",
                "0.52\n0.70",
                OHM,
            ],
            ["Sense resistor", "on board, 1 %", "", "0.082", "", "", "0.150", "", OHM],
            [
                "VMOT supply\ncurrent",
                "enabled, not stepping\nSLP low (sleep)",
                "",
                "4\n10",
                "7\n20",
                "",
                "5\n12",
                "8\n25",
                "mA\n" + MU + "A",
            ],
            [
                "VDD supply\ncurrent",
                "stepping\nSLP low (sleep)",
                "",
                "5\n0.1",
                "8\n10",
                "",
                "",
                "",
                "mA\n" + MU + "A",
            ],
            [
                "Logic input high\n(VIH)",
                "VDD = 3.3 V\nVDD = 5.0 V",
                "2.25\n3.40",
                "",
                "",
                "2.0",
                "",
                "",
                "V",
            ],
            [
                "Logic input low\n(VIL)",
                "VDD = 3.3 V\nVDD = 5.0 V",
                "",
                "",
                "0.92\n1.40",
                "",
                "",
                "0.8",
                "V",
            ],
            ["Microstep resolution", "finest setting", "", "1/16", "", "", "1/32", "", "step"],
            ["STEP frequency", "", "", "", "500", "", "", "250", "kHz"],
            ["STEP pulse width", "high and low", "1.0", "", "", "1.9", "", "", MU + "s"],
            ["Operating ambient", "", "-20", "", "+85", "-20", "", "+85", DEG],
        ],
        7.3,
        head_rows=[["", "", "SNG-16", "<", "<", "SNG-32", "<", "<", ""]],
    )
    s.para(
        "Current ratings are per phase (per coil) at TA = 25 " + DEG + ". The SNG-32 logic "
        "thresholds are fixed because its logic runs from an internal 3.3 V regulator; the "
        "SNG-16 thresholds follow VDD.",
        7.5,
    )
    s.heading(ARROW + " NEVER EXCEED", 10.5, rule=True)
    s.caption(BOX + " Box 2 " + MDASH + " Absolute limits")
    s.table(
        [Col("Item", 200), Col("SNG-16", 110, "C"), Col("SNG-32", 110, "C"), Col("Unit", 79, "C")],
        [
            ["VMOT to GND", "38", "47", "V"],
            ["VDD to GND", "-0.3 " + ELL + " 6.0", MDASH, "V"],
            ["STEP, DIR, EN, MSx, SLP, RST", "-0.3 " + ELL + " 6.0", "-0.5 " + ELL + " 7.0", "V"],
            ["Junction temperature", "150", "150", DEG],
            ["Storage temperature", "-40 " + ELL + " +125", "-55 " + ELL + " +150", DEG],
        ],
        7.3,
    )

    s.add_page()
    s.heading(ARROW + " SETTING THE CURRENT LIMIT", 10.5, rule=True)
    s.para(
        "Turn the trimmer while measuring VREF between the trimmer wiper and GND. SNG-16: I = "
        "VREF / (8 x 0.082 " + OHM + "). SNG-32: I = VREF / (5 x 0.150 " + OHM + "). Set the limit "
        "to the motor's rated phase current or lower.",
        7.8,
    )
    s.caption(BOX + " Box 3 " + MDASH + " VREF for a wanted current limit")
    s.table(
        [
            Col("Current limit per phase", 180),
            Col("VREF, SNG-16", 160, "C"),
            Col("VREF, SNG-32", 159, "C"),
        ],
        [
            ["0.5 A", "0.33 V", "0.38 V"],
            ["1.0 A", "0.66 V", "0.75 V"],
            ["1.5 A", "0.98 V", "1.13 V"],
            ["2.0 A", "1.31 V", "1.50 V"],
        ],
        7.3,
    )
    s.heading(ARROW + " MICROSTEP SELECTION", 10.5, rule=True)
    s.caption(BOX + " Box 4 " + MDASH + " MS1 / MS2 / MS3 (SNG-16) and M0 / M1 / M2 (SNG-32)")
    s.table(
        [
            Col("MS1 / M0", 80, "C"),
            Col("MS2 / M1", 80, "C"),
            Col("MS3 / M2", 80, "C"),
            Col("SNG-16", 130, "C"),
            Col("SNG-32", 129, "C"),
        ],
        [
            ["L", "L", "L", "full step", "full step"],
            ["H", "L", "L", "1/2", "1/2"],
            ["L", "H", "L", "1/4", "1/4"],
            ["H", "H", "L", "1/8", "1/8"],
            ["H", "H", "H", "1/16", "1/32"],
        ],
        7.3,
    )
    s.heading(ARROW + " PINS", 10.5, rule=True)
    s.caption(BOX + " Box 5 " + MDASH + " Pin names (left row top to bottom, then right row)")
    s.table(
        [Col("Pin", 40, "C"), Col("SNG-16", 80, "C"), Col("SNG-32", 80, "C"), Col("Function", 299)],
        [
            ["1", "EN", "EN", "Outputs off when high"],
            ["2-4", "MS1-MS3", "M0-M2", "Microstep select, pulled down on board"],
            ["5", "RST", "RST", "Reset, active low (SNG-32: pulled up)"],
            ["6", "SLP", "SLP", "Sleep, active low (SNG-32: pulled up)"],
            ["7", "STEP", "STEP", "One microstep per rising edge"],
            ["8", "DIR", "DIR", "Direction"],
            [
                "9-10",
                "GND / VDD",
                "GND / FAULT",
                "Logic ground; VDD (SNG-16) or FAULT output (SNG-32)",
            ],
            ["11-14", "1B 1A 2A 2B", "1B 1A 2A 2B", "Motor coils"],
            ["15-16", "GND / VMOT", "GND / VMOT", "Motor supply"],
        ],
        7.2,
    )
    s.heading(ARROW + " GOOD TO KNOW", 10.5, rule=True)
    s.bullets(
        [
            "Put a 100 " + MU + "F / 63 V electrolytic capacitor across VMOT and GND close to the "
            "carrier. Without it, supply spikes can exceed the limits and destroy the driver.",
            "Never connect or disconnect the motor while VMOT is on.",
            "On the SNG-16, SLP and RST are not pulled up: tie them together for normal use.",
            "The heat sink is not included (SKU SR-HS9).",
        ],
        7.8,
    )
    s.heading(ARROW + " FAQ", 10.5, rule=True)
    faq = [
        (
            "Which one for a 36 V or 42 V power supply?",
            "Only the SNG-32. The SNG-16 is rated to 35 V on VMOT.",
        ),
        (
            "Can the SNG-16 take STEP from a 3.3 V board?",
            "Yes, if VDD is also 3.3 V. With VDD at 5 V the inputs need at least 3.40 V, which a "
            "3.3 V pin does not reach.",
        ),
        (
            "How big a power supply do I need?",
            "Less than you think: the driver chops the coil current, so for one motor at 1 A per "
            "phase a 12 V supply of 1 A is enough in most cases.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 7.8, bold=True)
        s.para(answer, 7.8)
    s.caption(BOX + " Box 6 " + MDASH + " Prices")
    s.table(
        [Col("SKU", 110), Col("Item", 189), Col("USD", 100, "C"), Col("KHR", 100, "C")],
        [
            ["SR-SNG16", "SNG-16 carrier", "2.90", "11 900"],
            ["SR-SNG16-5", "SNG-16 carrier, 5 pcs", "13.00", "53 300"],
            ["SR-SNG32", "SNG-32 carrier", "3.80", "15 600"],
            ["SR-SNG32-5", "SNG-32 carrier, 5 pcs", "17.50", "71 800"],
            ["SR-HS9", "Heat sink 9 x 9 mm with pad", "0.40", "1 600"],
        ],
        7.2,
    )
    return save(s, out / "sng-16.pdf")


# ------------------------------------------------ RS-485 transceiver (Byblos)
def jbt2481(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="JBEIL SEMICONDUCTOR",
        header_right="JBT2481 / JBT2481F    DS-2481-C",
        footer_left="Jbeil Semiconductor s.a.l.  \u00b7  Rue du Port, Byblos (Jbeil), Lebanon  "
        "\u00b7  DS-2481-C, June 2024",
        footer_right="{page} \u00b7 {nb}",
        rule_color=(110, 110, 25),
        table_fill=(241, 241, 218),
        accent=(90, 90, 15),
        grid=True,
    )
    s = Sheet(style, "JBT2481 / JBT2481F 3.3 V RS-485 transceivers")
    s.add_page()
    s.title_block(
        "JBT2481 / JBT2481F",
        "3.3 V Half-Duplex RS-485 / RS-422 Transceivers",
        "250 kbps slew-rate limited (JBT2481)  \u00b7  12 Mbps (JBT2481F)  \u00b7  1/8 unit load  "
        "\u00b7  SO-8",
        21,
    )

    def features() -> None:
        s.heading(ILEFT + "1" + IRIGHT + " Features", 10.5)
        s.bullets(
            [
                "Single 3.3 V supply",
                "JBT2481: slew-rate limited to 250 kbps for low EMI",
                "JBT2481F: data rates up to 12 Mbps",
                "1/8 unit-load receiver input",
                "DI, DE and /RE accept 5 V logic",
                "True fail-safe receiver",
                PM + "15 kV HBM on A and B (JBT2481)",
                "Shutdown current 1 " + MU + "A max.",
            ],
            8.0,
        )

    def description() -> None:
        s.heading(ILEFT + "2" + IRIGHT + " Description", 10.5)
        s.para(
            "The JBT2481 and JBT2481F are half-duplex transceivers for RS-485 and RS-422 "
            "links, each with one driver and one receiver on the same bus pins A and B. DE "
            "enables the driver and /RE enables the receiver; with DE low and /RE high the part "
            "shuts down. The JBT2481 limits its output edges, which lowers EMI and reflections on "
            "unterminated stubs. The JBT2481F has fast edges for data rates up to 12 Mbps.",
            8.0,
        )

    s.side_by_side(features, description, 220, 16)
    s.heading(ILEFT + "3" + IRIGHT + " Absolute maximum ratings", 10.5, rule=True)
    s.caption("Table 1 \u00b7 Absolute maximum ratings")
    s.table(
        [Col("Parameter", 250), Col("Value", 170, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage VCC", "-0.3 to +7.0", "V"],
            ["DI, DE, /RE", "-0.3 to +7.0", "V"],
            ["A, B", "-9 to +14", "V"],
            ["RO", "-0.3 to VCC + 0.3", "V"],
            ["ESD on A and B, HBM", PM + "15 (JBT2481), " + PM + "12 (JBT2481F)", "kV"],
            ["Junction temperature", "+150", DEG],
            ["Storage temperature", "-65 to +150", DEG],
        ],
        7.8,
    )
    s.heading(ILEFT + "4" + IRIGHT + " Recommended operating conditions", 10.5, rule=True)
    s.caption("Table 2 \u00b7 Recommended operating conditions")
    s.table(
        [
            Col("Parameter", 180),
            Col("Symbol", 60, "C"),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 94, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "3.0", "3.3", "3.6", "V"],
            ["Input high voltage, DE, DI, /RE", "V_{IH}", "2.0", "", "5.5", "V"],
            ["Input low voltage, DE, DI, /RE", "V_{IL}", "0", "", "0.8", "V"],
            ["Bus common-mode voltage", "V_{CM}", "-7", "", "+12", "V"],
            ["Operating temperature", "T_{A}", "", "", "", "see Table 6"],
        ],
        7.8,
    )
    s.heading(ILEFT + "5" + IRIGHT + " DC characteristics", 10.5, rule=True)
    s.caption("Table 3 \u00b7 DC characteristics (VCC = 3.0 V to 3.6 V, both versions)")
    s.table(
        [
            Col("Parameter", 110),
            Col("Symbol", 50, "C"),
            Col("Conditions", 139),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 65, "C"),
        ],
        [
            [
                "Driver differential\noutput voltage",
                "|V_{OD}|",
                "R_{L} = 100 " + OHM + "\nR_{L} = 54 " + OHM,
                "2.0\n1.5",
                "2.6\n2.1",
                "",
                "V",
            ],
            [
                "Driver common-mode\noutput voltage",
                "V_{OC}",
                "R_{L} = 54 " + OHM,
                "",
                "1.6",
                "3.0",
                "V",
            ],
            [
                "Driver short-circuit\noutput current",
                "I_{OSD}",
                "-7 V " + LE + " V_{O} " + LE + " +12 V",
                "",
                "",
                PM + "250",
                "mA",
            ],
            [
                "Receiver threshold",
                "V_{TH}",
                "-7 V " + LE + " V_{CM} " + LE + " +12 V",
                "-200",
                "-125",
                "-50",
                "mV",
            ],
            ["Receiver hysteresis", DELTA + "V_{TH}", "", "", "25", "", "mV"],
            ["RO output high", "V_{OH}", "I_{O} = -2 mA, VCC = 3.0 V", "2.6", "", "", "V"],
            ["RO output low", "V_{OL}", "I_{O} = +2 mA", "", "", "0.4", "V"],
            [
                "Receiver input\nresistance",
                "R_{IN}",
                "-7 V " + LE + " V_{CM} " + LE + " +12 V",
                "96",
                "",
                "",
                "k" + OHM,
            ],
            [
                "Bus input current",
                "I_{IN}",
                "V_{IN} = +12 V\nV_{IN} = -7 V",
                "\n-100",
                "",
                "125\n",
                MU + "A",
            ],
        ],
        7.6,
    )

    s.add_page()
    s.heading(ILEFT + "6" + IRIGHT + " Supply current and switching, per version", 10.5, rule=True)
    s.caption("Table 4 \u00b7 VCC = 3.3 V, TA = 25 " + DEG + ", RL = 54 " + OHM + ", CL = 50 pF")
    s.table(
        [
            Col("Parameter", 120),
            Col("Conditions", 179),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 65, "C"),
        ],
        [
            ["JBT2481 " + MDASH + " slew-rate limited"],
            ["Data rate", "", "", "", "250", "kbps"],
            [
                "Supply current",
                "DE = VCC, /RE = 0, no load\nDE = 0, /RE = 0\nDE = 0, /RE = VCC (shutdown)",
                "",
                "0.9\n0.6\n0.05",
                "1.5\n1.0\n1",
                "mA\nmA\n" + MU + "A",
            ],
            ["Driver propagation\ndelay", "", "0.3", "0.9", "1.5", MU + "s"],
            ["Driver rise / fall time", "", "0.25", "0.7", "1.3", MU + "s"],
            ["Enable from shutdown", "", "", "", "2.5", MU + "s"],
            ["JBT2481F " + MDASH + " high speed"],
            ["Data rate", "", "", "", "12", "Mbps"],
            [
                "Supply current",
                "DE = VCC, /RE = 0, no load\nDE = 0, /RE = 0\nDE = 0, /RE = VCC (shutdown)",
                "",
                "1.1\n0.7\n0.05",
                "2.0\n1.2\n1",
                "mA\nmA\n" + MU + "A",
            ],
            ["Driver propagation\ndelay", "", "", "22", "40", "ns"],
            ["Driver rise / fall time", "", "3", "9", "15", "ns"],
            ["Enable from shutdown", "", "", "", "2.5", MU + "s"],
        ],
        7.6,
    )
    s.heading(ILEFT + "7" + IRIGHT + " Pin configuration", 10.5, rule=True)
    s.caption("Table 5 \u00b7 SO-8 pins")
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60, "C"), Col("Function", 399)],
        [
            ["1", "RO", "Receiver output"],
            ["2", "/RE", "Receiver enable, active low"],
            ["3", "DE", "Driver enable, active high"],
            ["4", "DI", "Driver input"],
            ["5", "GND", "Ground"],
            ["6", "A", "Non-inverting bus pin"],
            ["7", "B", "Inverting bus pin"],
            ["8", "VCC", "3.3 V supply; bypass with 0.1 " + MU + "F"],
        ],
        7.6,
    )
    s.heading(ILEFT + "8" + IRIGHT + " Application information", 10.5, rule=True)
    s.para(
        "Each receiver presents 1/8 of a standard unit load (RIN of at least 96 k" + OHM + "), so "
        "up to 256 JBT2481 or JBT2481F transceivers can share one bus. A standard 12 k"
        + OHM
        + " receiver on the same bus counts as eight of them.",
        8.0,
    )
    s.para(
        "Terminate both ends of the bus with 120 " + OHM + ". With both terminations the driver "
        "sees 54 " + OHM + " and delivers at least 1.5 V differential.",
        8.0,
    )
    s.para(
        "DI, DE and /RE accept up to 5.5 V at any VCC in the operating range, so a 5 V "
        "microcontroller can drive them directly. RO swings between GND and VCC; a 5 V "
        "controller reading RO must accept the 3.3 V high level.",
        8.0,
    )
    s.para(
        "Fail-safe: RO is high when A and B are open, shorted together or idle on a terminated "
        "bus. Both versions work for Modbus RTU at 9600 to 115200 bit/s; the JBT2481 radiates "
        "less.",
        8.0,
    )
    s.heading(ILEFT + "9" + IRIGHT + " Ordering information", 10.5, rule=True)
    s.caption("Table 6 \u00b7 Ordering information (add -T for tape and reel, 2500 pcs)")
    s.table(
        [
            Col("Part number", 110),
            Col("Data rate", 90, "C"),
            Col("Temperature range", 150, "C"),
            Col("Package", 70, "C"),
            Col("Top mark", 79, "C"),
        ],
        [
            ["JBT2481CSA", "250 kbps", "0 " + DEG + " to +70 " + DEG, "SO-8", "2481C"],
            ["JBT2481ESA", "250 kbps", "-40 " + DEG + " to +85 " + DEG, "SO-8", "2481E"],
            ["JBT2481FCSA", "12 Mbps", "0 " + DEG + " to +70 " + DEG, "SO-8", "2481FC"],
            ["JBT2481FESA", "12 Mbps", "-40 " + DEG + " to +85 " + DEG, "SO-8", "2481FE"],
        ],
        7.6,
    )
    return save(s, out / "jbt2481.pdf")


# ------------------------------------------------ barometric pressure sensor (Karakol)
def ksb270(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="ISSYK-KUL SENSORIKA",
        header_right="KSB-270 / KSB-270P  \u00b7  technical data  \u00b7  TD-270/2",
        footer_left="Issyk-Kul Sensorika LLC  \u00b7  Toktogul St. 112, Karakol 722200, Kyrgyzstan  "
        "\u00b7  TD-270/2, April 2024",
        footer_right="lp. {page} ({nb})",
        rule_color=(55, 60, 140),
        table_fill=None,
        accent=(45, 50, 125),
        grid=False,
    )
    s = Sheet(style, "KSB-270 / KSB-270P barometric pressure sensor")
    s.add_page()
    s.title_block(
        "KSB-270 / KSB-270P",
        "Digital Barometric Pressure and Temperature Sensor",
        "300 "
        + ELL
        + " 1250 hPa  \u00b7  I"
        + SQ
        + "C and SPI  \u00b7  LGA-10, 2.0 x 2.0 x 0.75 mm  "
        "\u00b7  standard grade KSB-270, precision grade KSB-270P",
        21,
    )

    def features() -> None:
        s.heading(BENZ + " 1  Key features", 10)
        s.bullets(
            [
                "Absolute accuracy " + PM + "0.40 hPa (KSB-270P, 0 " + ELL + " 65 " + DEG + ")",
                "Relative accuracy " + PM + "0.06 hPa",
                "VDD 1.65 " + ELL + " 3.6 V, separate VDDIO from 1.2 V",
                "I" + SQ + "C up to 3.4 MHz, SPI up to 10 MHz",
                "Output data rate up to 200 Hz",
                "3.1 " + MU + "A at 1 Hz in low-power mode",
            ],
            7.8,
        )

    def applications() -> None:
        s.heading(BENZ + " 2  Applications", 10)
        s.para(
            "Altitude tracking in wearables and drones, floor detection for indoor navigation, "
            "weather stations and filter monitoring in ventilation systems. The KSB-270P adds a "
            "tighter absolute calibration for weather and altimeter use; both grades share "
            "package, pinout and registers.",
            7.8,
        )

    s.side_by_side(features, applications, 250, 16)
    s.heading(BENZ + " 3  Sensor performance", 10, rule=True)
    s.caption("Tab. 1 " + VDOTS + " Pressure and temperature per grade (VDD = 1.8 V)")
    s.table(
        [
            Col("Parameter", 104),
            Col("Conditions", 140),
            Col("typ", 46, "C"),
            Col("max", 46, "C"),
            Col("typ", 46, "C"),
            Col("max", 46, "C"),
            Col("Unit", 71, "C"),
        ],
        [
            [
                "Absolute pressure\naccuracy",
                "0 "
                + ELL
                + " +65 "
                + DEG
                + "\n-20 "
                + ELL
                + " 0 "
                + DEG
                + "\n-40 "
                + ELL
                + " +85 "
                + DEG,
                PM + "0.30\n" + PM + "0.45\n" + PM + "0.80",
                PM + "0.60\n" + PM + "0.90\n" + PM + "1.50",
                PM + "0.20\n" + PM + "0.30\n" + PM + "0.50",
                PM + "0.40\n" + PM + "0.60\n" + PM + "1.00",
                "hPa",
            ],
            [
                "Relative accuracy",
                "700 " + ELL + " 1100 hPa, +25 " + ELL + " +40 " + DEG,
                PM + "0.03",
                PM + "0.06",
                PM + "0.03",
                PM + "0.06",
                "hPa",
            ],
            [
                "Offset temperature\ncoefficient",
                "+25 " + ELL + " +40 " + DEG + ", 900 hPa",
                PM + "0.6",
                "",
                PM + "0.4",
                "",
                "Pa/K",
            ],
            ["Long-term stability", "12 months", PM + "0.35", "", PM + "0.25", "", "hPa"],
            ["Solder drift", "one reflow, 245 " + DEG, PM + "0.5", "", PM + "0.5", "", "hPa"],
            [
                "Pressure noise (RMS)",
                "x1 (no oversampling)\nx32",
                "2.6\n0.25",
                "",
                "2.6\n0.25",
                "",
                "Pa",
            ],
            [
                "Temperature\naccuracy",
                "0 " + ELL + " +65 " + DEG + "\n-40 " + ELL + " +85 " + DEG,
                PM + "0.3\n" + PM + "0.6",
                PM + "0.5\n" + PM + "1.0",
                PM + "0.2\n" + PM + "0.4",
                PM + "0.3\n" + PM + "0.8",
                DEG,
            ],
        ],
        7.3,
        head_rows=[["", "", "KSB-270", "<", "KSB-270P", "<", ""]],
    )
    s.leaders(
        [
            ("Operating pressure range ", " 300 " + ELL + " 1250 hPa"),
            ("Full-accuracy pressure range ", " 300 " + ELL + " 1100 hPa"),
            ("Operating temperature range ", " -40 " + ELL + " +85 " + DEG),
            ("Full-accuracy temperature range ", " 0 " + ELL + " +65 " + DEG),
        ],
        7.8,
    )
    s.heading(BENZ + " 4  Electrical characteristics", 10, rule=True)
    s.caption(
        "Tab. 2 " + VDOTS + " T = 25 " + DEG + ", VDD = VDDIO = 1.8 V unless noted (both grades)"
    )
    s.table(
        [
            Col("Parameter", 100),
            Col("Symbol", 46, "C"),
            Col("Conditions", 140),
            Col("Min", 48, "C"),
            Col("Typ", 48, "C"),
            Col("Max", 48, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "", "1.65", "1.8", "3.6", "V"],
            ["Interface supply", "V_{DDIO}", "", "1.2", "1.8", "3.6", "V"],
            [
                "Supply current\nat 1 Hz ODR",
                "I_{DD}",
                "low power (x1)\nstandard (x8)\nhigh resolution (x32)",
                "",
                "3.1\n11.5\n38",
                "",
                MU + "A",
            ],
            ["Peak current", "I_{PEAK}", "during conversion", "", "620", "780", MU + "A"],
            [
                "Sleep current",
                "I_{SLP}",
                "T = 25 " + DEG + "\nT = 85 " + DEG,
                "",
                "0.8\n2.2",
                "2.0\n5.0",
                MU + "A",
            ],
            ["Output data rate", "ODR", "x1\nx32", "", "", "200\n25", "Hz"],
            ["Conversion time", "t_{CONV}", "x1\nx32", "", "3.3\n38", "4.1\n45", "ms"],
            [
                "Start-up time",
                "t_{START}",
                "VDD " + GE + " 1.65 V to first command",
                "",
                "",
                "2",
                "ms",
            ],
            ["Input high level", "V_{IH}", "SDI, SCK, CSB", "0.7 x VDDIO", "", "", "V"],
            ["Input low level", "V_{IL}", "SDI, SCK, CSB", "", "", "0.2 x VDDIO", "V"],
            ["I" + SQ + "C clock", "f_{SCL}", "high-speed mode", "", "", "3400", "kHz"],
            ["SPI clock", "f_{SCK}", "4-wire and 3-wire", "", "", "10", "MHz"],
        ],
        7.3,
    )
    s.add_page()
    s.heading(BENZ + " 5  Absolute maximum ratings", 10, rule=True)
    s.caption("Tab. 3 " + VDOTS + " Stresses above these values may damage the device")
    s.table(
        [Col("Parameter", 250), Col("Min", 70, "C"), Col("Max", 100, "C"), Col("Unit", 79, "C")],
        [
            ["VDD, VDDIO", "-0.3", "4.0", "V"],
            ["Any interface pin", "-0.3", "VDDIO + 0.3", "V"],
            ["Overpressure", "", "20 000", "hPa"],
            ["Storage temperature", "-45", "+85", DEG],
            ["ESD, human body model", "", PM + "2", "kV"],
        ],
        7.3,
    )
    s.heading(BENZ + " 6  Interface", 10, rule=True)
    s.para(
        "The KSB-270 talks I"
        + SQ
        + "C or SPI; CSB tied to VDDIO selects I"
        + SQ
        + "C at power-up. "
        "The 7-bit I" + SQ + "C address is 0x76 with SDO at GND and 0x77 with SDO at VDDIO. SDO "
        "must not be left floating. All interface pins are referenced to VDDIO and are not 5 V "
        "tolerant.",
        7.8,
    )
    s.heading(BENZ + " 7  Register overview", 10, rule=True)
    s.caption("Tab. 4 " + VDOTS + " Main registers")
    s.table(
        [Col("Address", 60, "C"), Col("Name", 90, "C"), Col("Reset", 60, "C"), Col("Content", 289)],
        [
            ["0x00", "CHIP_ID", "0x27", "Chip identification"],
            ["0x01", "REV_ID", "0x01", "Revision"],
            ["0x04 " + NDASH + " 0x06", "PRESS_DATA", "0x800000", "Pressure, 24 bit"],
            ["0x07 " + NDASH + " 0x09", "TEMP_DATA", "0x800000", "Temperature, 24 bit"],
            ["0x1B", "PWR_CTRL", "0x00", "Sleep / forced / normal mode"],
            ["0x1C", "OSR", "0x02", "Oversampling, pressure and temperature"],
            ["0x1D", "ODR", "0x00", "Output data rate in normal mode (0x00 = 200 Hz)"],
            ["0x7E", "CMD", "0x00", "0xB6 = soft reset"],
        ],
        7.3,
    )
    s.heading(BENZ + " 8  Oversampling settings", 10, rule=True)
    s.caption("Tab. 5 " + VDOTS + " Recommended settings")
    s.table(
        [
            Col("Mode", 110),
            Col("Pressure OSR", 75, "C"),
            Col("Temp. OSR", 70, "C"),
            Col("Noise (RMS)", 80, "C"),
            Col("IDD at 1 Hz", 80, "C"),
            Col("Max. ODR", 84, "C"),
        ],
        [
            ["Low power", "x1", "x1", "2.6 Pa", "3.1 " + MU + "A", "200 Hz"],
            ["Standard", "x8", "x1", "0.65 Pa", "11.5 " + MU + "A", "80 Hz"],
            ["High resolution", "x32", "x2", "0.25 Pa", "38 " + MU + "A", "25 Hz"],
        ],
        7.3,
    )
    s.heading(BENZ + " 9  Handling and environment", 10, rule=True)
    s.bullets(
        [
            "The sensor is not waterproof. The vent hole must stay dry: liquid water, "
            "condensation and dust in the port change the reading or destroy the membrane.",
            "Keep the pressure at or below 1250 hPa during operation. The overpressure rating of "
            "20 000 hPa only means that the membrane survives.",
            "Light falling on the vent hole can shift the reading by up to 0.2 hPa; shade the "
            "port in housings with windows.",
            "Reflow: one pass, peak 245 " + DEG + "; allow 48 h for the solder drift to settle.",
        ],
        7.8,
    )
    s.heading(BENZ + " 10  Ordering", 10, rule=True)
    s.caption("Tab. 6 " + VDOTS + " Ordering codes")
    s.table(
        [
            Col("Code", 110),
            Col("Grade", 110, "C"),
            Col("Package", 130, "C"),
            Col("Packing", 149, "C"),
        ],
        [
            ["KSB-270", "standard", "LGA-10", "tape and reel, 5000"],
            ["KSB-270P", "precision", "LGA-10", "tape and reel, 5000"],
            ["KSB-270-EV", "standard", "evaluation board", "1 pc"],
        ],
        7.3,
    )
    return save(s, out / "ksb-270.pdf")
