"""Hold-out 140 datasheets, part 1: a 4-20 mA current-loop receiver module, a 9-axis IMU
IC with on-chip sensor fusion, a 1 W isolated DC-DC converter module and a 16-channel
PWM LED controller IC.

A Lomé (Togo) maker-store product sheet ("❂" heads, FCFA prices incl. TVA, column groups per output version, a loop-current conversion table, terminal
table and FAQ), a Lausanne (Switzerland) MEMS fabless data sheet ("⬘ n" heads,
"Table n ⇢" captions above the tables, supply current stacked per fusion mode, a
sensor table with one column per sensor, register map and pin table as decoys), an
Aachen (Germany) power-module house series data sheet in English ("▒ n" heads, "Data
table n:" captions, a selection guide for the whole series, input values stacked per
input class, output voltage stacked per load, a derating curve) and a Mysuru (India)
LED-controller fabless data sheet ("⇒ n." upper-case heads, "Table n ↓" captions, sink
current and standby current stacked per VDD, an address table and register map as
decoys).
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
ARROW = "\u2192"
TIMES = "\u00d7"
CFA = "FCFA"


# ------------------------------------------------ 4-20 mA loop receiver module (Lomé)
def kqr420(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="B\u00c8 \u00c9LECTRONIQUE  \u00b7  Lom\u00e9",
        header_right="Product sheet  \u00b7  KQR-420 series  \u00b7  4" + NDASH + "20 mA receiver",
        footer_left="B\u00e8 \u00c9lectronique SARLU  \u00b7  Boulevard du 13 Janvier, Lom\u00e9, Togo  "
        "\u00b7  RCCM TG-LFW-01-2021-B13-00412  \u00b7  NIF 1001234567",
        footer_right="p.{page} / {nb}",
        rule_color=(0, 107, 63),
        table_fill=(250, 236, 190),
        accent=(0, 107, 63),
        grid=False,
    )
    s = Sheet(style, "KQR-420 4-20 mA current-loop receiver module")
    s.add_page()
    s.title_block(
        "KQR-420-33 / KQR-420-50",
        "4"
        + NDASH
        + "20 mA Current-Loop Receiver Module (to 0"
        + NDASH
        + "3.3 V or 0"
        + NDASH
        + "5 V)",
        "SKU BEL-0420-33 and BEL-0420-50  \u00b7  prix / prices in " + CFA + " incl. TVA 18 %  "
        "\u00b7  product sheet issue 2, March 2024",
        19,
    )

    def what() -> None:
        s.heading("\u2742 What it does", 10.5)
        s.para(
            "The KQR-420 turns a 4" + NDASH + "20 mA current loop into a voltage that a "
            "microcontroller's ADC can read. The loop current flows through a 100 "
            + OHM
            + " precision shunt; a rail-to-rail op-amp removes the 4 mA offset and scales the "
            "span, so 4 mA gives 0 V and 20 mA gives full scale.",
            8.0,
        )
        s.para(
            "Two versions: the KQR-420-33 gives 0" + NDASH + "3.3 V for ESP32, Raspberry Pi "
            "Pico and other 3.3 V boards; the KQR-420-50 gives 0" + NDASH + "5 V for 5 V "
            "Arduino boards and PLC analog inputs. ZERO and SPAN trimmers are set on our bench "
            "in Bè before the module is packed.",
            8.0,
        )

    def glance() -> None:
        s.heading("\u2742 At a glance", 10.5)
        s.table(
            [Col("", 70), Col("", 160)],
            [
                ["Input", "4" + NDASH + "20 mA, 2-wire or 4-wire transmitters"],
                ["Output", "0" + NDASH + "3.3 V (-33) / 0" + NDASH + "5 V (-50)"],
                ["Module supply", "3.6" + NDASH + "5.5 V (-33) / 7" + NDASH + "24 V (-50)"],
                ["Loop supply", "external, up to 30 V"],
                ["Isolation", "none (LOOP" + NDASH + " = GND)"],
                ["Board", "32 " + TIMES + " 22 mm, 2 " + TIMES + " M3 holes"],
                ["Price", CFA + " 5 900 (-33) / " + CFA + " 6 500 (-50)"],
            ],
            7.5,
            show_head=False,
        )

    s.side_by_side(what, glance, 250, 14)
    s.heading("\u2742 Specifications", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 104),
            Col("Conditions", 104),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Unit", 51, "C"),
        ],
        [
            ["Module supply voltage", "VCC to GND", "3.6", "5.0", "5.5", "7.0", "12", "24", "V"],
            [
                "Module supply current",
                "no output load",
                "",
                "2.8",
                "4.0",
                "",
                "3.5",
                "5.0",
                "mA",
            ],
            [
                "Loop current,\nmeasuring span",
                "ZERO / SPAN as shipped",
                "4",
                "",
                "20",
                "4",
                "",
                "20",
                "mA",
            ],
            [
                "Loop current,\nlinear range",
                "output not clipped",
                "3.8",
                "",
                "22.0",
                "3.8",
                "",
                "22.0",
                "mA",
            ],
            ["Shunt resistance", "0.1 %, 25 ppm/" + DEG, "", "100", "", "", "100", "", OHM],
            ["Loop voltage drop", "I_{IN} = 20 mA", "", "2.0", "2.4", "", "2.0", "2.4", "V"],
            [
                "External loop supply",
                "LOOP+ to GND, continuous",
                "",
                "",
                "30",
                "",
                "",
                "30",
                "V",
            ],
            [
                "Output voltage",
                "I_{IN} = 4 mA\nI_{IN} = 20 mA",
                "\n3.25",
                "0.00\n3.30",
                "0.03\n3.35",
                "\n4.95",
                "0.00\n5.00",
                "0.05\n5.05",
                "V",
            ],
            ["Output clamp", "I_{IN} > 22 mA", "", "3.45", "", "", "5.40", "", "V"],
            ["Output load", "VOUT to GND", "10", "", "", "10", "", "", "k" + OHM],
            [
                "Accuracy (after trim)",
                "4" + NDASH + "20 mA, 25 " + DEG,
                "",
                PM + "0.2",
                PM + "0.5",
                "",
                PM + "0.2",
                PM + "0.5",
                "% FS",
            ],
            ["Temperature drift", "", "", "100", "", "", "100", "", "ppm FS/" + DEG],
            [
                "Response time",
                "10 " + ARROW + " 90 %, 4 " + ARROW + " 20 mA",
                "",
                "1.5",
                "3",
                "",
                "1.5",
                "3",
                "ms",
            ],
            ["Operating temperature", "", "-10", "", "+60", "-10", "", "+60", DEG],
        ],
        7.5,
        head_rows=[
            [
                "",
                "",
                "KQR-420-33 (0" + NDASH + "3.3 V out)",
                "<",
                "<",
                "KQR-420-50 (0" + NDASH + "5 V out)",
                "<",
                "<",
                "",
            ]
        ],
    )
    s.para(
        "Set ZERO with exactly 4.00 mA flowing, then SPAN with 20.00 mA. The -33 output needs "
        "VCC " + GE + " 3.6 V: with 3.3 V on VCC the op-amp cannot reach the top of the span and "
        "the output stops near 3.1 V (about 19 mA).",
        8.0,
    )
    s.heading("\u2742 Terminals", 10.5, rule=True)
    s.table(
        [Col("Terminal", 60, "C"), Col("Name", 60, "C"), Col("What to connect", 379)],
        [
            [
                "J1-1",
                "LOOP+",
                "Loop current in (from the transmitter's "
                + NDASH
                + " terminal or a 4"
                + NDASH
                + "20 mA source output)",
            ],
            [
                "J1-2",
                "LOOP" + NDASH,
                "Loop current out; tied to GND through the 100 " + OHM + " shunt",
            ],
            [
                "J2-1",
                "VCC",
                "Module supply: 3.6" + NDASH + "5.5 V (-33) or 7" + NDASH + "24 V (-50)",
            ],
            ["J2-2", "GND", "Ground, common with LOOP" + NDASH],
            ["J2-3", "VOUT", "Output to the ADC input"],
            ["RV1 / RV2", "ZERO / SPAN", "25-turn trimmers, " + PM + "10 % FS each"],
        ],
        7.5,
    )

    s.add_page()
    s.heading("\u2742 Loop current " + ARROW + " output voltage", 10.5, rule=True)
    s.table(
        [
            Col("Loop current (mA)", 110, "C"),
            Col("% of span", 90, "C"),
            Col("KQR-420-33 output (V)", 150, "C"),
            Col("KQR-420-50 output (V)", 149, "C"),
        ],
        [
            ["4", "0", "0.000", "0.000"],
            ["8", "25", "0.825", "1.250"],
            ["12", "50", "1.650", "2.500"],
            ["16", "75", "2.475", "3.750"],
            ["20", "100", "3.300", "5.000"],
            ["22", "112.5", "3.450 (clamp)", "5.400 (clamp)"],
        ],
        7.5,
    )
    s.heading("\u2742 Absolute maximum ratings", 10.5, rule=True)
    s.table(
        [Col("Item", 250), Col("Rating", 249)],
        [
            ["VCC, KQR-420-33", "-0.3 " + ELL + " 6.0 V"],
            ["VCC, KQR-420-50", "-24 " + ELL + " 30 V (reverse-polarity protected)"],
            ["LOOP+ to GND", "-30 " + ELL + " 32 V"],
            ["Loop current", "50 mA (the PTC fuse opens above)"],
            ["VOUT", "short to GND: continuous"],
            ["Storage temperature", "-30 " + ELL + " +80 " + DEG],
        ],
        7.5,
    )
    s.heading("\u2742 Good to know", 10.5, rule=True)
    s.bullets(
        [
            "Not isolated. LOOP" + NDASH + " and GND are the same net. If the transmitter's loop "
            "supply is already earthed somewhere else, feed VCC from an isolated DC-DC module "
            "(5 V in, 5 V out) so that you do not build a ground loop.",
            "The module does not power the loop. A 2-wire transmitter needs its own 12"
            + NDASH
            + "30 V loop supply in series; a 4-wire transmitter drives the loop itself.",
            "Budget the loop: loop supply " + GE + " transmitter minimum voltage + 2.4 V (KQR-420 "
            "drop) + cable drop.",
            "A reading stuck at 0.00 V while the process runs usually means the loop is open "
            "(broken wire or blown PTC).",
            "The trimmers are sealed with lacquer after calibration. Re-trimming voids the "
            "calibration certificate but not the warranty.",
        ],
        8.0,
        "\u25b8",
    )
    s.heading("\u2742 FAQ", 10.5, rule=True)
    s.para(
        "Q: Can I plug the KQR-420-50 into my Arduino Uno?  A: Yes: VOUT to A0, GND to GND. "
        "Power VCC from the Uno's VIN pin or from your 12 V or 24 V loop supply "
        + DASH
        + " not from the 5 V pin, which is below the 7 V minimum.",
        8.0,
    )
    s.para(
        "Q: Which version for an ESP32?  A: The KQR-420-33, with VCC from the ESP32 board's "
        "5 V (USB) pin. Its 0" + NDASH + "3.3 V output suits the ESP32 ADC input directly.",
        8.0,
    )
    s.para(
        "Q: Can VCC come from the loop supply?  A: On the -50, yes (7" + NDASH + "24 V). On the "
        "-33, no: 3.6" + NDASH + "5.5 V only.",
        8.0,
    )
    s.heading("\u2742 Prix / Prices (TVA 18 % incluse)", 10.5, rule=True)
    s.table(
        [Col("SKU", 100), Col("Item", 300), Col(CFA, 99, "R")],
        [
            ["BEL-0420-33", "KQR-420-33 module", "5 900"],
            ["BEL-0420-50", "KQR-420-50 module", "6 500"],
            ["BEL-0420-KIT", "KQR-420-33 + 12 V 1 A adapter + 2 m screened cable", "11 000"],
            ["BEL-CAL-01", "Calibration certificate, 5 points", "3 500"],
        ],
        7.5,
    )
    return save(s, out / "kqr-420.pdf")


# ------------------------------------------------ 9-axis IMU with sensor fusion (Lausanne)
def sfx9320(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="L\u00c9MAN INERTIAL SYSTEMS",
        header_right="SFX9320  \u00b7  Data sheet  \u00b7  DS-SFX9320-A2",
        footer_left="L\u00e9man Inertial Systems SA  \u00b7  EPFL Innovation Park, B\u00e2timent C  "
        "\u00b7  1015 Lausanne, Switzerland  \u00b7  CHE-109.874.332",
        footer_right="{page} / {nb}",
        rule_color=(70, 40, 110),
        table_fill=(236, 230, 244),
        accent=(70, 40, 110),
        grid=True,
    )
    s = Sheet(style, "SFX9320 9-axis absolute orientation sensor")
    s.add_page()
    s.title_block(
        "SFX9320",
        "9-Axis Absolute Orientation Sensor with On-Chip Sensor Fusion",
        "Accelerometer + gyroscope + magnetometer + 32-bit fusion core  \u00b7  I\u00b2C / SPI  "
        "\u00b7  1.8 V core, 1.62" + NDASH + "3.6 V I/O  \u00b7  LGA-28",
        21,
    )

    def general() -> None:
        s.heading("\u2b18 1  General description", 10)
        s.para(
            "The SFX9320 is a system in package that combines a triaxial 14-bit accelerometer, "
            "a triaxial 16-bit gyroscope, a triaxial geomagnetic sensor and a 32-bit "
            "microcontroller running our sensor-fusion firmware. The host reads absolute "
            "orientation (quaternion or Euler angles), linear acceleration and gravity vectors "
            "over I\u00b2C or SPI instead of raw data, which removes the fusion load from the "
            "host.",
            7.8,
        )
        s.para(
            "Typical applications: drones and robots, AR / VR controllers, pedestrian "
            "navigation, wearables, platform stabilisation.",
            7.8,
        )

    def features() -> None:
        s.heading("Key features", 10)
        s.bullets(
            [
                "Accelerometer " + PM + "2 / " + PM + "4 / " + PM + "8 / " + PM + "16 g, 14 bit",
                "Gyroscope " + PM + "125 " + ELL + " " + PM + "2000 \u00b0/s, 16 bit",
                "Magnetometer " + PM + "1300 " + MU + "T (x, y), " + PM + "2500 " + MU + "T (z)",
                "Fusion outputs at 100 Hz: quaternion, Euler angles, linear acceleration, gravity",
                "Background calibration, status 0 " + ELL + " 3 per sensor",
                "VDD 1.8 V core; VDDIO 1.62 " + ELL + " 3.6 V",
                "12.3 mA in 9-axis fusion, 40 " + MU + "A in suspend",
                "LGA-28, 3.8 " + TIMES + " 5.2 " + TIMES + " 1.1 mm",
            ],
            7.5,
            "\u2013",
        )

    s.side_by_side(general, features, 262, 14)
    s.heading("\u2b18 2  Absolute maximum ratings", 10)
    s.caption("Table 1 \u21e2 Absolute maximum ratings", 8)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Min", 70, "C"),
            Col("Max", 90, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Core supply voltage", "V_{DD}", "-0.3", "2.4", "V"],
            ["I/O supply voltage", "V_{DDIO}", "-0.3", "4.0", "V"],
            ["Voltage on any digital pin", "V_{IN}", "-0.3", "V_{DDIO} + 0.3", "V"],
            ["Mechanical shock, 0.2 ms, any axis", "", "", "10 000", "g"],
            ["Storage temperature", "T_{STG}", "-50", "+150", DEG],
            ["ESD, human body model, any pin", "", "", PM + "2", "kV"],
        ],
        7.5,
    )
    s.heading("\u2b18 3  Recommended operating conditions", 10)
    s.caption("Table 2 \u21e2 Recommended operating conditions", 8)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Core supply voltage", "V_{DD}", "1.71", "1.80", "1.98", "V"],
            ["I/O supply voltage", "V_{DDIO}", "1.62", "1.80", "3.60", "V"],
            ["Supply rise time, V_{DD} and V_{DDIO}", "t_{R}", "0.05", "", "5", "ms"],
            ["Operating temperature", "T_{A}", "-40", "", "+85", DEG],
        ],
        7.5,
    )
    s.para(
        "VDD and VDDIO may be powered in any order. VDD must never exceed 1.98 V in operation: "
        "do not connect it to a 3.3 V rail. A 1.8 V LDO from the 3.3 V rail is the usual "
        "solution; VDDIO can stay at the host's 3.3 V.",
        7.8,
    )
    s.heading("\u2b18 4  Electrical characteristics", 10)
    s.caption(
        "Table 3 \u21e2 Electrical characteristics (VDD = VDDIO = 1.8 V, TA = 25 "
        + DEG
        + " unless noted)",
        8,
    )
    s.table(
        [
            Col("Parameter", 102),
            Col("Symbol", 46, "C"),
            Col("Conditions", 147),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 56, "C"),
        ],
        [
            [
                "Supply current,\nfusion modes",
                "I_{DD}",
                "NDOF (9-axis fusion)\nIMU (accel. + gyro)\nCOMPASS (accel. + mag.)",
                "",
                "12.3\n6.9\n7.6",
                "14.5\n8.2\n9.0",
                "mA",
            ],
            [
                "Supply current,\nsingle sensor",
                "I_{DD}",
                "accelerometer only, 100 Hz\nmagnetometer only, 10 Hz\ngyroscope only, 100 Hz",
                "",
                "0.35\n0.60\n5.1",
                "",
                "mA",
            ],
            [
                "Low-power mode\ncurrent",
                "I_{LP}",
                "accel. 25 Hz, wake on motion",
                "",
                "0.42",
                "0.60",
                "mA",
            ],
            ["Suspend current", "I_{SUS}", "all sensors off, MCU asleep", "", "40", "60", MU + "A"],
            [
                "Deep-suspend\ncurrent",
                "I_{DSUS}",
                "registers lost, wake by nRESET",
                "",
                "3.1",
                "6.0",
                MU + "A",
            ],
            ["Start-up time", "t_{SU}", "power-on to configuration mode", "", "400", "650", "ms"],
            [
                "Mode switch time",
                "t_{SW}",
                "configuration " + ARROW + " any fusion mode",
                "",
                "7",
                "",
                "ms",
            ],
            ["I\u00b2C clock frequency", "f_{SCL}", "standard / fast mode", "", "", "400", "kHz"],
            ["SPI clock frequency", "f_{SCK}", "mode 0 and mode 3", "", "", "10", "MHz"],
            ["Input high voltage", "V_{IH}", "", "0.7 V_{DDIO}", "", "", "V"],
            ["Input low voltage", "V_{IL}", "", "", "", "0.3 V_{DDIO}", "V"],
        ],
        7.3,
    )

    s.add_page()
    s.heading("\u2b18 5  Sensor characteristics", 10)
    s.caption("Table 4 \u21e2 Sensor characteristics (VDD = 1.8 V, TA = 25 " + DEG + ")", 8)
    s.table(
        [
            Col("Parameter", 110),
            Col("Accelerometer", 120, "C"),
            Col("Gyroscope", 140, "C"),
            Col("Magnetometer", 129, "C"),
        ],
        [
            [
                "Full-scale range",
                PM + "2 / " + PM + "4 / " + PM + "8 / " + PM + "16 g",
                PM
                + "125 / "
                + PM
                + "250 / "
                + PM
                + "500 /\n"
                + PM
                + "1000 / "
                + PM
                + "2000 \u00b0/s",
                PM + "1300 " + MU + "T (x, y)\n" + PM + "2500 " + MU + "T (z)",
            ],
            ["Resolution", "14 bit", "16 bit", "0.3 " + MU + "T"],
            [
                "Sensitivity",
                "1024 LSB/g at " + PM + "2 g",
                "16.4 LSB/(\u00b0/s) at " + PM + "2000 \u00b0/s",
                "16 LSB/" + MU + "T",
            ],
            [
                "Output data rate",
                "7.81 " + ELL + " 1000 Hz",
                "12 " + ELL + " 523 Hz",
                "2 " + ELL + " 30 Hz",
            ],
            ["Zero offset", PM + "80 mg", PM + "1 \u00b0/s", PM + "40 " + MU + "T"],
            [
                "Noise density",
                "150 " + MU + "g/\u221aHz",
                "0.014 \u00b0/s/\u221aHz",
                "0.5 " + MU + "T rms",
            ],
            ["Cross-axis sensitivity", PM + "1 %", PM + "1 %", PM + "2 %"],
        ],
        7.5,
    )
    s.caption("Table 5 \u21e2 Fusion modes (register OPR_MODE)", 8)
    s.table(
        [
            Col("Mode", 110),
            Col("OPR_MODE", 80, "C"),
            Col("Sensors used", 180),
            Col("Fusion output rate", 129, "C"),
        ],
        [
            ["CONFIG", "0x00", "none (registers writable)", DASH],
            ["IMU", "0x08", "accelerometer + gyroscope", "100 Hz"],
            ["COMPASS", "0x09", "accelerometer + magnetometer", "20 Hz"],
            ["M4G", "0x0A", "accelerometer + magnetometer", "50 Hz"],
            ["NDOF", "0x0C", "accelerometer + gyroscope + magnetometer", "100 Hz"],
        ],
        7.5,
    )
    s.para(
        "The quality of the orientation estimate is reported per sensor as a calibration "
        "status from 0 (uncalibrated) to 3 (fully calibrated) in CALIB_STAT. It depends on "
        "the magnetic surroundings of the end product and is therefore not specified as an "
        "angle.",
        7.8,
    )
    s.heading("\u2b18 6  Digital interface", 10)
    s.para(
        "PS1 and PS0 select the host interface at power-up: both low = I\u00b2C, PS1 high and "
        "PS0 low = SPI. In I\u00b2C mode the 7-bit slave address is 0x28 with COM3/ADR tied to "
        "GND and 0x29 with COM3/ADR tied to VDDIO; written as 8-bit write addresses these are "
        "0x50 and 0x52. The SFX9320 may stretch SCL for up to 1 ms while the fusion core is "
        "busy, so the host must support clock stretching.",
        7.8,
    )
    s.caption("Table 6 \u21e2 Register map, page 0 (excerpt)", 8)
    s.table(
        [
            Col("Address", 60, "C"),
            Col("Name", 120),
            Col("Reset", 60, "C"),
            Col("Description", 259),
        ],
        [
            ["0x00", "CHIP_ID", "0xA0", "Chip identification, read only"],
            ["0x07", "PAGE_ID", "0x00", "Register page select (0 or 1)"],
            ["0x08", "ACC_DATA_X_LSB", "0x00", "Acceleration x, low byte (1 LSB = 1 mg)"],
            ["0x1A", "EUL_HEADING_LSB", "0x00", "Heading, 1 LSB = 1/16 \u00b0"],
            ["0x35", "CALIB_STAT", "0x00", "System, gyro, accel, mag status, 2 bits each"],
            ["0x3D", "OPR_MODE", "0x00", "Operating mode, see Table 5"],
            ["0x3E", "PWR_MODE", "0x00", "0x00 normal, 0x01 low power, 0x02 suspend"],
            ["0x3F", "SYS_TRIGGER", "0x00", "Bit 5 reset, bit 0 self-test"],
        ],
        7.3,
    )
    s.caption("Table 7 \u21e2 Pin description (excerpt)", 8)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 90), Col("Function", 359)],
        [
            ["3", "VDD", "Core supply, 1.8 V"],
            ["28", "VDDIO", "I/O supply, 1.62 " + ELL + " 3.6 V"],
            ["5 / 6", "PS1 / PS0", "Interface select, read at power-up"],
            ["17", "COM3/ADR", "I\u00b2C address select (GND: 0x28, VDDIO: 0x29)"],
            ["19 / 20", "SCL / SDA", "I\u00b2C clock and data (SCK / MOSI in SPI mode)"],
            ["14", "INT", "Interrupt output, push-pull, active high"],
            ["11", "nRESET", "Reset input, active low, internal pull-up"],
        ],
        7.3,
    )
    s.heading("\u2b18 7  Ordering information and revision history", 10)
    s.para(
        "Ordering information: SFX9320-LG (tray, 490 pcs), SFX9320-LGR (tape and reel, 5000 pcs).",
        7.8,
    )
    revision_table(
        s,
        [
            ["2023-06-02", "A1", "First release"],
            ["2024-01-22", "A2", "Suspend current max 60 " + MU + "A; Table 5 output rates added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "sfx9320.pdf")


# ------------------------------------------------ 1 W isolated DC-DC module (Aachen)
def nrb1(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="WURMTAL POWER MODULES",
        header_right="NRB1 series  \u00b7  1 W DC/DC  \u00b7  Datasheet NRB1-DS-E rev. 4",
        footer_left="Wurmtal Power Modules GmbH  \u00b7  J\u00fclicher Stra\u00dfe 210  \u00b7  "
        "52070 Aachen, Germany  \u00b7  HRB 23417 Amtsgericht Aachen",
        footer_right="page {page} of {nb}",
        rule_color=(0, 85, 95),
        table_fill=None,
        accent=(0, 85, 95),
        grid=False,
    )
    s = Sheet(style, "NRB1 series 1 W isolated DC/DC converters")
    s.add_page()
    s.title_block(
        "NRB1 Series",
        "1 W, Fixed Input, Isolated & Unregulated Single Output DC/DC Converters in SIP-4",
        "NRB1-0303S \u00b7 NRB1-0305S \u00b7 NRB1-0505S \u00b7 NRB1-0512S \u00b7 NRB1-1205S "
        "\u00b7 NRB1-2405S  |  suffix H: 3000 VDC isolation",
        21,
    )

    def features() -> None:
        s.heading("\u2592 1  Features", 10.5)
        s.bullets(
            [
                "1 W output power in a SIP-4 case",
                "I/O isolation 1000 VDC (S types) or 3000 VDC (SH types)",
                "Efficiency up to 78 %",
                "Operating temperature -40 " + DEG + " to +85 " + DEG + " without derating",
                "No heatsink, no external components required",
                "UL 94 V-0 case material, RoHS",
            ],
            8.0,
            "\u2013",
        )

    def applications() -> None:
        s.heading("Typical applications", 10.5)
        s.para(
            "Ground-loop breaking on RS-485, CAN and 4" + NDASH + "20 mA interfaces, isolated "
            "supplies for sensor front-ends and gate drivers, noise separation between digital "
            "and analog circuits. The NRB1 is unregulated: its output follows the input and "
            "rises at light load (see Data table 4).",
            8.0,
        )

    s.side_by_side(features, applications, 250, 16)
    s.heading("\u2592 2  Selection guide", 10.5, rule=True)
    s.caption("Data table 1:  Models (TA = 25 " + DEG + ", nominal input, full load)", 8)
    s.table(
        [
            Col("Model", 80),
            Col("Input voltage\nnominal (range) V", 96, "C"),
            Col("Output\nvoltage V", 58, "C"),
            Col("Output current\nmax / min mA", 82, "C"),
            Col("Efficiency\n%", 58, "C"),
            Col("Max. capacitive\nload " + MU + "F", 70, "C"),
            Col("Isolation\nVDC", 55, "C"),
        ],
        [
            ["NRB1-0303S", "3.3 (2.97" + NDASH + "3.63)", "3.3", "303 / 30", "70", "220", "1000"],
            ["NRB1-0305S", "3.3 (2.97" + NDASH + "3.63)", "5", "200 / 20", "72", "220", "1000"],
            ["NRB1-0505S", "5 (4.5" + NDASH + "5.5)", "5", "200 / 20", "75", "220", "1000"],
            ["NRB1-0505SH", "5 (4.5" + NDASH + "5.5)", "5", "200 / 20", "74", "220", "3000"],
            ["NRB1-0512S", "5 (4.5" + NDASH + "5.5)", "12", "84 / 9", "78", "100", "1000"],
            ["NRB1-1205S", "12 (10.8" + NDASH + "13.2)", "5", "200 / 20", "76", "220", "1000"],
            ["NRB1-2405S", "24 (21.6" + NDASH + "26.4)", "5", "200 / 20", "74", "220", "1000"],
        ],
        7.5,
    )
    s.heading("\u2592 3  Input specifications", 10.5, rule=True)
    s.caption("Data table 2:  Input (TA = 25 " + DEG + " unless noted)", 8)
    s.table(
        [
            Col("Parameter", 110),
            Col("Conditions", 150),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            [
                "Input voltage range",
                "3.3 V input types\n5 V input types\n12 V input types\n24 V input types",
                "2.97\n4.5\n10.8\n21.6",
                "3.3\n5.0\n12\n24",
                "3.63\n5.5\n13.2\n26.4",
                "V",
            ],
            [
                "No-load input\ncurrent",
                "3.3 V input types\n5 V input types\n12 V / 24 V input types",
                "",
                "30\n22\n10",
                "45\n35\n18",
                "mA",
            ],
            ["Input current, full load", "NRB1-0505S(H)", "", "267", "", "mA"],
            ["Reflected ripple current", "20 MHz bandwidth", "", "15", "", "mA p-p"],
            ["Input filter", "", "", "capacitor", "", ""],
        ],
        7.5,
    )
    s.heading("\u2592 4  Output specifications", 10.5, rule=True)
    s.caption("Data table 3:  Output (TA = 25 " + DEG + ", nominal input)", 8)
    s.table(
        [
            Col("Parameter", 110),
            Col("Conditions", 150),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Output power", "", "0.1", "", "1", "W"],
            ["Line regulation", "input " + PM + "1 %", "", "", PM + "1.2", "%"],
            [
                "Load regulation",
                "10 % " + ARROW + " 100 % load, 3.3 V out\n5 V out\n12 V out",
                "",
                "",
                "20\n15\n10",
                "%",
            ],
            ["Ripple and noise", "20 MHz bandwidth, full load", "", "75", "100", "mV p-p"],
            ["Temperature coefficient", "", "", PM + "0.03", "", "%/" + DEG],
            ["Switching frequency", "full load, nominal input", "", "100", "", "kHz"],
            ["Short-circuit protection", "", "", "1", "", "s"],
        ],
        7.5,
    )
    s.caption("Data table 4:  Output voltage vs. load, 5 V output types (NRB1-xx05S, -xx05SH)", 8)
    s.table(
        [
            Col("Parameter", 110),
            Col("Load", 150),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            [
                "Output voltage",
                "100 % load (200 mA)\n10 % load (20 mA)\nno load",
                "4.85\n\n",
                "5.00\n5.45\n5.90",
                "5.15\n5.90\n6.40",
                "V",
            ],
        ],
        7.5,
    )

    s.add_page()
    s.heading("\u2592 5  General specifications", 10.5, rule=True)
    s.caption("Data table 5:  Isolation and general data", 8)
    s.table(
        [
            Col("Parameter", 150),
            Col("Conditions", 150),
            Col("S types", 70, "C"),
            Col("SH types", 70, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Isolation test voltage", "input to output, 1 s", "1000", "3000", "VDC"],
            ["Isolation resistance", "at 500 VDC", "1", "10", "G" + OHM],
            ["Isolation capacitance", "100 kHz, 0.1 V", "20", "30", "pF"],
            ["Case material", "", "UL 94 V-0", "UL 94 V-0", ""],
            ["Weight", "", "1.6", "1.8", "g"],
        ],
        7.5,
    )
    s.para(
        "The isolation voltage is a production test rating (1 s, leakage " + LE + " 1 mA). It is "
        "not a continuous working voltage.",
        8.0,
    )
    s.heading("\u2592 6  Environmental specifications", 10.5, rule=True)
    s.caption("Data table 6:  Environment", 8)
    s.table(
        [
            Col("Parameter", 150),
            Col("Conditions", 160),
            Col("Min", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Operating temperature", "full power, no derating", "-40", "+85", DEG],
            ["", "derated linearly to 0 W", "+85", "+105", DEG],
            ["Storage temperature", "", "-55", "+125", DEG],
            ["Case temperature rise", "full load, free air", "", "15", "K"],
            ["Relative humidity", "non-condensing", "5", "95", "%RH"],
            ["Lead soldering", "1.5 mm from case, 3 s", "", "300", DEG],
        ],
        7.5,
    )
    s.figure(
        "Figure 1:  Temperature derating (all models)",
        "Ambient temperature (" + DEG + ")",
        "Output power (%)",
        ["-40", "-20", "0", "20", "40", "60", "85", "105"],
        ["0", "25", "50", "75", "100", "125"],
        [("NRB1, free air", [(0.0, 0.8), (0.857, 0.8), (1.0, 0.0)])],
        notes=["safe operating area", "below the curve"],
        height=90,
        width=250,
    )
    s.heading("\u2592 7  Application notes", 10.5, rule=True)
    s.bullets(
        [
            "Minimum load: the NRB1 is unregulated. Below 10 % load the output rises (Data table "
            "4); with no load a 5 V output can reach 6.4 V. Keep at least 20 mA on 5 V outputs, "
            "or follow the converter with a linear regulator or a zener clamp when the load "
            "cannot stand the light-load voltage.",
            "Input: place 4.7 " + MU + "F close to the input pins when the converter is fed from "
            "a long cable or a USB port.",
            "Do not connect the outputs of two converters in parallel to obtain more power.",
            "Capacitive load above the value in Data table 1 can prevent start-up.",
        ],
        8.0,
        "\u2013",
    )
    s.heading("\u2592 8  Pin-out and dimensions", 10.5, rule=True)
    s.table(
        [Col("Pin", 60, "C"), Col("Function", 120), Col("Case", 319)],
        [
            ["1", "-Vin", "SIP-4, 11.6 " + TIMES + " 6.0 " + TIMES + " 10.2 mm, pitch 2.54 mm"],
            ["2", "+Vin", "Pin diameter 0.5 mm, length 3.5 mm"],
            ["4", "-Vout", "Tolerance " + PM + "0.25 mm unless noted"],
            ["6", "+Vout", "Packing: tube of 25 pcs"],
        ],
        7.5,
    )
    return save(s, out / "nrb1-0505s.pdf")


# ------------------------------------------------ 16-channel PWM LED controller (Mysuru)
def vrl2616(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="CHAMUNDI MICROSYSTEMS",
        header_right="VRL2616 " + DASH + " 16-channel 12-bit PWM LED controller",
        footer_left="Chamundi Microsystems Pvt. Ltd.  \u00b7  Hebbal Industrial Area, Mysuru 570016  "
        "\u00b7  CIN U32109KA2015PTC081244",
        footer_right="Rev. B \u00b7 {page} of {nb}",
        rule_color=(0, 105, 140),
        table_fill=(214, 236, 242),
        accent=(0, 105, 140),
        grid=True,
    )
    s = Sheet(style, "VRL2616 16-channel 12-bit PWM LED controller")
    s.add_page()
    s.title_block(
        "VRL2616",
        "16-Channel, 12-Bit PWM LED Controller with I\u00b2C-bus Interface",
        "Fm+ 1 MHz  \u00b7  64 addresses  \u00b7  5.5 V-tolerant inputs  \u00b7  25 mA open-drain "
        "or push-pull outputs  \u00b7  TSSOP-28 / HVQFN-28",
        21,
    )

    def features() -> None:
        s.heading("\u21d2 1. FEATURES", 9.5)
        s.bullets(
            [
                "16 LED outputs, each with its own 12-bit (4096-step) PWM duty cycle and phase",
                "PWM frequency 26 Hz to 1.65 kHz from the internal 27 MHz oscillator",
                "Outputs sink 25 mA at VDD = 5 V; open-drain or push-pull",
                "Six address pins: 64 addresses, 0x40 to 0x7F",
                "VDD 2.3 V to 5.5 V; SCL, SDA, A0" + NDASH + "A5 and OE are 5.5 V tolerant",
                "Fast-mode Plus I\u00b2C, up to 1 MHz",
                "Sleep current 1.8 " + MU + "A typical at 3.3 V",
            ],
            7.5,
            "\u25aa",
        )

    def description() -> None:
        s.heading("\u21d2 2. APPLICATIONS", 9.5)
        s.para("RGB and RGBW lighting, LCD back-lights, status panels, servo and fan PWM.", 7.5)
        s.heading("\u21d2 3. DESCRIPTION", 9.5)
        s.para(
            "The VRL2616 is an I\u00b2C-bus controlled 16-channel LED controller. Each output has "
            "a 12-bit ON and a 12-bit OFF register, so duty cycle and phase are set per "
            "channel. All outputs share one PWM frequency. An OE input forces all outputs off "
            "at once. The outputs are not current-regulated: set the LED current with a series "
            "resistor.",
            7.5,
        )

    s.side_by_side(features, description, 250, 14)
    s.heading("\u21d2 4. ABSOLUTE MAXIMUM RATINGS", 9.5, rule=True)
    s.caption("Table 1 \u2193 Absolute maximum ratings (over operating free-air temperature)", 8)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Min", 70, "C"),
            Col("Max", 80, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "-0.5", "6.0", "V"],
            ["Input voltage, SCL, SDA, A0" + NDASH + "A5, OE", "V_{I}", "-0.5", "6.0", "V"],
            ["LED output voltage, output off", "V_{O}", "-0.5", "6.0", "V"],
            ["LED output current, per pin", "I_{O}", "", "30", "mA"],
            ["Ground current, total", "I_{SS}", "", "400", "mA"],
            ["Junction temperature", "T_{J}", "", "125", DEG],
            ["Storage temperature", "T_{STG}", "-65", "150", DEG],
        ],
        7.5,
    )
    s.heading("\u21d2 5. RECOMMENDED OPERATING CONDITIONS", 9.5, rule=True)
    s.caption("Table 2 \u2193 Recommended operating conditions", 8)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 55, "C"),
            Col("Conditions", 100),
            Col("Min", 40, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "", "2.3", "5.5", "V"],
            ["Input voltage, logic pins", "V_{I}", "any V_{DD}", "0", "5.5", "V"],
            ["LED output voltage, off", "V_{O}", "open-drain mode", "0", "5.5", "V"],
            ["LED output current, per pin", "I_{OL}", "V_{DD} " + GE + " 4.5 V", "", "25", "mA"],
            ["", "", "V_{DD} < 4.5 V", "", "see Table 3", ""],
            ["Ground current, total", "I_{SS}", "", "", "400", "mA"],
            ["Operating temperature", "T_{A}", "", "-40", "+85", DEG],
        ],
        7.5,
    )
    s.heading("\u21d2 6. STATIC CHARACTERISTICS", 9.5, rule=True)
    s.caption(
        "Table 3 \u2193 Static characteristics (TA = -40 "
        + DEG
        + " to +85 "
        + DEG
        + "; typical at 25 "
        + DEG
        + ")",
        8,
    )
    s.table(
        [
            Col("Parameter", 110),
            Col("Symbol", 44, "C"),
            Col("Conditions", 150),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 60, "C"),
        ],
        [
            [
                "Operating supply\ncurrent",
                "I_{DD}",
                "oscillator on, outputs off, no load,\nf_{SCL} = 1 MHz, V_{DD} = 5.5 V",
                "",
                "6",
                "10",
                "mA",
            ],
            [
                "Standby current",
                "I_{STB}",
                "SLEEP = 1, no load, f_{SCL} = 0\nV_{DD} = 3.3 V\nV_{DD} = 5.5 V",
                "",
                "\n1.8\n2.2",
                "\n10\n15",
                MU + "A",
            ],
            ["Power-on reset voltage", "V_{POR}", "V_{DD} rising", "", "1.7", "2.0", "V"],
            [
                "LED output low\n(sink) current",
                "I_{OL}",
                "V_{OL} = 0.5 V\nV_{DD} = 2.3 V\nV_{DD} = 3.3 V\nV_{DD} = 5.0 V",
                "\n12\n18\n25",
                "\n17\n24\n31",
                "",
                "mA",
            ],
            [
                "LED output high\n(source) current",
                "I_{OH}",
                "push-pull, V_{OH} = V_{DD} - 0.5 V\nV_{DD} = 5.0 V",
                "",
                "\n-10",
                "",
                "mA",
            ],
            ["Input high voltage", "V_{IH}", "SCL, SDA", "0.7 V_{DD}", "", "5.5", "V"],
            ["Input low voltage", "V_{IL}", "SCL, SDA", "-0.5", "", "0.3 V_{DD}", "V"],
            ["Input leakage", "I_{L}", "V_{I} = V_{DD} or GND", "-1", "", "1", MU + "A"],
        ],
        7.2,
    )

    s.add_page()
    s.heading("\u21d2 7. DYNAMIC CHARACTERISTICS", 9.5, rule=True)
    s.caption("Table 4 \u2193 Dynamic characteristics", 8)
    s.table(
        [
            Col("Parameter", 140),
            Col("Symbol", 55, "C"),
            Col("Conditions", 120),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["SCL clock frequency", "f_{SCL}", "Fast-mode Plus", "0", "", "1000", "kHz"],
            ["Internal oscillator", "f_{OSC}", "V_{DD} = 3.3 V", "25.65", "27", "28.35", "MHz"],
            ["External clock input", "f_{EXTCLK}", "pin EXTCLK", "", "", "50", "MHz"],
            ["PWM frequency", "f_{PWM}", "PRE_SCALE 255 " + ARROW + " 3", "26", "", "1650", "Hz"],
            ["Oscillator start-up", "t_{OSC}", "SLEEP 1 " + ARROW + " 0", "", "", "500", MU + "s"],
            ["Output rise / fall time", "t_{r}, t_{f}", "push-pull, 50 pF", "", "10", "", "ns"],
        ],
        7.5,
    )
    s.heading("\u21d2 8. SLAVE ADDRESS", 9.5, rule=True)
    s.para(
        "The 7-bit slave address is 1 A5 A4 A3 A2 A1 A0, i.e. 0x40 with all address pins low up "
        "to 0x7F with all high. At power-up the LED All Call address 0x70 is also enabled "
        "(ALLCALL = 1) and the sub-addresses 0x71, 0x72 and 0x74 are stored but disabled. Do "
        "not strap a VRL2616 to 0x70 while ALLCALL is set. The General Call address 0x00 "
        "performs a software reset.",
        7.8,
    )
    s.caption("Table 5 \u2193 Address examples", 8)
    s.table(
        [
            Col("A5 A4 A3 A2 A1 A0", 150, "C"),
            Col("7-bit address", 110, "C"),
            Col("8-bit write byte", 120, "C"),
            Col("8-bit read byte", 119, "C"),
        ],
        [
            ["0 0 0 0 0 0", "0x40", "0x80", "0x81"],
            ["0 0 0 0 0 1", "0x41", "0x82", "0x83"],
            ["0 0 1 0 0 0", "0x48", "0x90", "0x91"],
            ["1 1 0 0 0 0", "0x70 (All Call!)", "0xE0", "0xE1"],
            ["1 1 1 1 1 1", "0x7F", "0xFE", "0xFF"],
        ],
        7.5,
    )
    s.heading("\u21d2 9. REGISTER MAP (EXCERPT)", 9.5, rule=True)
    s.caption("Table 6 \u2193 Registers", 8)
    s.table(
        [Col("Address", 60, "C"), Col("Name", 110), Col("Reset", 60, "C"), Col("Function", 269)],
        [
            ["0x00", "MODE1", "0x11", "Bit 4 SLEEP = 1 after power-up, bit 0 ALLCALL = 1"],
            ["0x01", "MODE2", "0x04", "Bit 2 OUTDRV: 1 = push-pull, 0 = open-drain"],
            [
                "0x06" + NDASH + "0x09",
                "LED0_ON_L " + ELL + " LED0_OFF_H",
                "0x00 / 0x10",
                "Channel 0 ON and OFF counts (12 bit each)",
            ],
            ["0xFA" + NDASH + "0xFD", "ALL_LED_ON/OFF", "0x00 / 0x10", "All channels at once"],
            [
                "0xFE",
                "PRE_SCALE",
                "0x1F",
                "PWM frequency = 27 MHz / (4096 " + TIMES + " (PRE_SCALE + 1)), 206 Hz at reset",
            ],
        ],
        7.3,
    )
    s.heading("\u21d2 10. APPLICATION INFORMATION", 9.5, rule=True)
    s.bullets(
        [
            "5 V LEDs from a 3.3 V controller: supply VDD from 3.3 V and set OUTDRV = 0 "
            "(open-drain). Off outputs tolerate 5.5 V, so the LED anodes may go to a 5 V "
            "rail. Keep each output within the sink current of Table 3 at the VDD used.",
            "Loads above 25 mA or LED supplies above 5.5 V: drive an external N-MOSFET or NPN "
            "from the output in push-pull mode.",
            "The part wakes up in SLEEP with the oscillator off: clear SLEEP in MODE1, wait "
            "500 " + MU + "s, then write the PWM registers.",
            "Servos: PRE_SCALE = 0x83 gives 50 Hz.",
        ],
        7.8,
        "\u25aa",
    )
    s.heading("\u21d2 11. ORDERING INFORMATION", 9.5, rule=True)
    s.table(
        [Col("Order code", 120), Col("Package", 160), Col("Packing", 219)],
        [
            ["VRL2616PW", "TSSOP-28, 9.7 " + TIMES + " 4.4 mm", "tube, 50 pcs"],
            ["VRL2616PW-R", "TSSOP-28, 9.7 " + TIMES + " 4.4 mm", "reel, 2500 pcs"],
            ["VRL2616HQ-R", "HVQFN-28, 6 " + TIMES + " 6 mm", "reel, 4000 pcs"],
        ],
        7.5,
    )
    return save(s, out / "vrl2616.pdf")
