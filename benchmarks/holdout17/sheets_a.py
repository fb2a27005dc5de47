"""Hold-out 17 datasheets: lighting, audio and motor-control modules.

A Chinese addressable RGB LED IC sheet in translated English (one column per
package version, VIH per supply in unnamed rows, timing decoys), a Chinese
MP3 player module manual (key-value lines, command-frame decoys, answers only
in FAQ lines), a Chinese hobby brushless ESC leaflet (one column per current
version, BEC per version) and a TI-style haptic (ERM / LRA) driver (numbered
sections, EC table continued on page 2, register map decoys).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
CJK_DEG = "\u2103"
FC = "\uff1a"  # full-width colon
FT = "\uff5e"  # full-width tilde
EM = "\u2014"


# ------------------------------------------------ addressable RGB LED (Chinese IC vendor)
def kw2815(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="KW2815 Intelligent control LED integrated light source",
        header_right="Kewei Optoelectronic",
        footer_left="http://www.kewei-opto.example  V1.3",
        footer_right="Page {page}",
        rule_color=(0, 0, 0),
        table_fill=(235, 235, 235),
        accent=(200, 30, 30),
    )
    s = Sheet(style, "KW2815 intelligent control LED integrated light source")
    s.add_page()
    s.title_block(
        "KW2815",
        "Intelligent control LED integrated light source",
        "Versions: KW2815B (5050 package)  /  KW2815E (2020 package)",
    )
    s.heading("Features and Benefits", 10)
    s.bullets(
        [
            "Control circuit and RGB chip are integrated in one package, a complete "
            "externally controlled pixel point.",
            "Built-in signal reshaping circuit: the waveform is reshaped before it is sent "
            "to the next cascaded pixel, so distortion does not accumulate.",
            "Built-in electric reset circuit and power lost reset circuit.",
            "256 gray levels per colour, 16777216 colours full colour display.",
            "Cascading port transmits signal by single line; default data transmission "
            "speed 800Kbps.",
            "Any two points far less than 5m transmission signal without any increase circuit.",
            "When the refresh rate is 30fps, cascade number is not less than 1024 points.",
        ],
        8.5,
    )
    s.heading("Version Parameters", 10)
    s.table(
        [Col("Parameter", 190), Col("KW2815B", 155, "C"), Col("KW2815E", 154, "C")],
        [
            ["Package", "5050 (6 pin)", "2020 (4 pin)"],
            ["Supply voltage VDD", "3.7" + FT + "5.3V", "3.5" + FT + "5.5V"],
            ["Constant current per channel\n(R / G / B)", "12mA", "5mA"],
            ["Static current (LED off)", "0.6mA", "0.3mA"],
            ["Operating temperature", "-25" + FT + "+80" + CJK_DEG, "-40" + FT + "+85" + CJK_DEG],
            ["Packing", "1000pcs/reel", "4000pcs/reel"],
        ],
        8,
    )
    s.heading("Pin Function (KW2815B)", 10)
    s.table(
        [Col("No.", 40, "C"), Col("Symbol", 70, "C"), Col("Function description", 389)],
        [
            ["1", "VDD", "Power supply LED"],
            ["2", "DOUT", "Control data signal output"],
            ["3", "VSS", "Ground"],
            ["4", "DIN", "Control data signal input"],
            ["5", "NC", "No connection"],
            ["6", "VDD", "Power supply control circuit"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Absolute Maximum Ratings (Ta=25" + CJK_DEG + ", VSS=0V)", 10)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 70, "C"),
            Col("Ratings", 170, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Power supply voltage", "VDD", "-0.5" + FT + "+6.5", "V"],
            ["Logic input voltage", "VI", "-0.5" + FT + "VDD+0.5", "V"],
            ["Operating temperature", "Topt", "-40" + FT + "+85", CJK_DEG],
            ["Storage temperature", "Tstg", "-40" + FT + "+105", CJK_DEG],
            ["ESD pressure (HBM)", "VESD", "4K", "V"],
        ],
        8,
    )
    s.heading("Electrical Characteristics", 10)
    s.para("(Ta=25" + CJK_DEG + ", VDD=5V, VSS=0V unless otherwise noted)", 8)
    s.table(
        [
            Col("Parameter", 130),
            Col("Symbol", 50, "C"),
            Col("Condition", 110, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Input current", "II", "VI=VDD/VSS", EM, EM, PM + "1", MU + "A"],
            ["Input voltage level", "VIH", "VDD=5.0V", "3.5", EM, EM, "V"],
            ["", "VIH", "VDD=3.7V", "2.6", EM, EM, "V"],
            ["", "VIL", "VDD=5.0V", EM, EM, "1.5", "V"],
            ["Hysteresis voltage", "VH", "D_IN", EM, "0.35", EM, "V"],
            ["Output voltage DOUT", "VOH", "IOH=-5mA", "4.5", EM, EM, "V"],
            ["Data transmission\nfrequency", "fDIN", "", "400", "800", EM, "KHz"],
            ["Output current\n(per colour)", "IOUT", "KW2815B", EM, "12", EM, "mA"],
        ],
        7.5,
    )
    s.heading("Data Transfer Time (TH+TL=1.25" + MU + "s" + PM + "600ns)", 10)
    s.table(
        [Col("Symbol", 60, "C"), Col("Description", 230), Col("Value", 120, "C"), Col("", 89)],
        [
            ["T0H", "0 code, high voltage time", "0.3" + MU + "s", PM + "150ns"],
            ["T1H", "1 code, high voltage time", "0.6" + MU + "s", PM + "150ns"],
            ["T0L", "0 code, low voltage time", "0.9" + MU + "s", PM + "150ns"],
            ["T1L", "1 code, low voltage time", "0.6" + MU + "s", PM + "150ns"],
            ["RES", "Frame unit, low voltage time", ">280" + MU + "s", ""],
        ],
        7.5,
    )
    s.heading("Application Notes", 10)
    s.bullets(
        [
            "Composition of 24bit data: G7...G0 R7...R0 B7...B0, high bit sent first.",
            "A 100nF decoupling capacitor should be placed next to every pixel.",
            "When the controller runs from a lower supply than the LED, the first pixel's "
            "DIN must still reach VIH; use a level shifter or feed the first pixel from a "
            "lower VDD.",
            "The luminous intensity and the dominant wavelength of each colour are binned "
            "and are not listed in this document.",
        ],
        8,
    )
    revision_table(s, [["2023-05-10", "V1.3", "Added KW2815E 2020 version"]], (100, 60, 339))
    return save(s, out / "kw2815.pdf")


# ------------------------------------------------ MP3 player module (Chinese module manual)
def kmp3(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="KMP3-16P Mini MP3 Player  User Manual",
        header_right="Huaxin Audio Tech",
        footer_left="Huaxin Audio Tech Co., Ltd",
        footer_right="- {page} -",
        rule_color=(0, 110, 60),
        table_fill=(225, 240, 230),
        accent=(0, 110, 60),
    )
    s = Sheet(style, "KMP3-16P Mini MP3 Player user manual")
    s.add_page()
    s.title_block("KMP3-16P", "Mini MP3 Player Module  User Manual  V1.2")
    s.heading("1. Overview", 10)
    s.para(
        "The KMP3-16P is a small and low price MP3 module with a simplified output "
        "directly to the speaker. The module can be used as a stand alone module with an "
        "attached battery, speaker and push buttons, or used in combination with an "
        "Arduino UNO or any other microcontroller with RX/TX capabilities.",
        8.5,
    )
    s.heading("2. Specification", 10)
    s.lines(
        [
            "1. Supported sampling rates (KHz)" + FC + "8/11.025/12/16/22.05/24/32/44.1/48",
            "2. 24-bit DAC output, support for dynamic range 90dB, SNR support 85dB",
            "3. Fully supports FAT16, FAT32 file system, maximum support 32G TF card",
            "4. A variety of control modes, I/O control mode, serial mode, AD button mode",
            "5. Serial port" + FC + "standard UART, TTL level, baud rate 9600bps (default)",
            "6. Working voltage" + FC + "DC3.2" + FT + "5.0V, typical 4.2V",
            "7. Standby current" + FC + "20mA",
            "8. On-board amplifier" + FC + "3W mono, for a 4" + OHM + " / 8" + OHM + " speaker",
            "9. Operating temperature" + FC + "-40" + FT + "+70" + CJK_DEG,
            "10. Humidity" + FC + "5% " + FT + " 95%",
            "11. Size" + FC + "20mm x 20mm",
        ],
        8.5,
    )
    s.heading("3. Pin Description", 10)
    s.table(
        [Col("No", 35, "C"), Col("Pin", 60, "C"), Col("Description", 170), Col("Note", 234)],
        [
            ["1", "VCC", "Input Voltage", "DC3.2" + FT + "5.0V"],
            ["2", "RX", "UART serial input", ""],
            ["3", "TX", "UART serial output", ""],
            ["4", "DAC_R", "Audio output right channel", "Drive earphone and amplifier"],
            ["5", "DAC_L", "Audio output left channel", "Drive earphone and amplifier"],
            ["6", "SPK_1", "Speaker-", "Drive speaker less than 3W"],
            ["7", "GND", "Ground", "Power GND"],
            ["8", "SPK_2", "Speaker+", "Drive speaker less than 3W"],
            ["11", "IO_2", "Trigger port 2", "Short press to play next"],
            ["12", "ADKEY1", "AD Port 1", "Trigger play first segment"],
            ["16", "BUSY", "Playing Status", "Low means playing, high means no"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("4. Serial Communication Format", 10)
    s.table(
        [
            Col("Format", 120),
            Col("$S", 40, "C"),
            Col("VER", 40, "C"),
            Col("Len", 40, "C"),
            Col("CMD", 45, "C"),
            Col("Feedback", 60, "C"),
            Col("para1/para2", 85, "C"),
            Col("$O", 69, "C"),
        ],
        [["Byte", "0x7E", "0xFF", "0x06", "0x03", "0x00", "0x00 0x01", "0xEF"]],
        7.5,
    )
    s.heading("5. Serial Control Commands", 10)
    s.table(
        [Col("CMD", 60, "C"), Col("Function Description", 220), Col("Parameters (16 bit)", 219)],
        [
            ["0x01", "Next", ""],
            ["0x02", "Previous", ""],
            ["0x03", "Specify tracking (NUM)", "0-2999"],
            ["0x06", "Specify volume", "0-30"],
            ["0x07", "Specify EQ", "Normal/Pop/Rock/Jazz/Classic/Base"],
            ["0x0A", "Enter into standby " + EM + " low power loss", ""],
            ["0x0C", "Reset module", ""],
        ],
        7.5,
    )
    s.heading("6. FAQ", 10)
    s.lines(
        [
            "Q" + FC + "Can I connect RX directly to a 5V Arduino?",
            "A" + FC + "The serial port is 3.3V TTL level. With a 5V controller put a 1K "
            "resistor in series with RX.",
            "Q" + FC + "How much current does it draw when playing loud?",
            "A" + FC + "The playing current depends on the speaker and the volume; it is not "
            "specified. Use a supply that can give at least 500mA.",
            "Q" + FC + "Can the module run from 5V USB?",
            "A" + FC + "Yes, 5.0V is the maximum working voltage; do not go above it.",
            "Q" + FC + "Is the module waterproof?",
            "A" + FC + "No protection grade is given; keep it dry.",
        ],
        8.5,
    )
    return save(s, out / "kmp3-16p.pdf")


# ------------------------------------------------ brushless ESC (Chinese hobby leaflet)
def ksk_esc(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="SKYKITE  KSK Series Brushless ESC",
        header_right="User Manual",
        footer_left="Skykite Model Electronics",
        footer_right="{page}",
        rule_color=(230, 120, 0),
        table_fill=(255, 236, 210),
        accent=(230, 120, 0),
    )
    s = Sheet(style, "KSK series brushless ESC user manual")
    s.add_page()
    s.title_block(
        "KSK-20A / KSK-30A / KSK-40A",
        "Brushless Electronic Speed Controller (ESC) for aircraft",
        "Thank you for purchasing our product. Please read this manual carefully before use.",
    )
    s.heading("Features", 10)
    s.bullets(
        [
            "High quality MOSFETs, extremely low on-resistance.",
            "Throttle range can be calibrated to fit different transmitters.",
            "Smooth, linear and precise throttle response.",
            "Low-voltage cut-off, over-heat protection and throttle signal loss protection.",
            "Supports motor speed up to 210000 RPM (2 poles).",
        ],
        8.5,
    )
    s.heading("Specifications", 10)
    s.table(
        [
            Col("Model", 160),
            Col("KSK-20A", 113, "C"),
            Col("KSK-30A", 113, "C"),
            Col("KSK-40A", 113, "C"),
        ],
        [
            ["Cont. Current", "20A", "30A", "40A"],
            ["Burst Current (10s)", "25A", "40A", "55A"],
            ["Battery (LiPo)", "2-3S (7.4-11.1V)", "2-4S (7.4-14.8V)", "2-4S (7.4-14.8V)"],
            ["Battery (NiMH)", "5-9 cells", "5-12 cells", "5-12 cells"],
            ["BEC Mode", "Linear", "Switch", "Switch"],
            ["BEC Output", "5V / 2A", "5V / 3A", "5.5V / 4A"],
            ["Weight", "19g", "32g", "40g"],
            ["Size (L*W*H)", "42*25*8mm", "55*26*10mm", "68*25*8mm"],
        ],
        8,
    )
    s.para(
        "Note: the BEC output can power the receiver and servos. With a linear BEC the "
        "number of servos depends on the battery voltage.",
        7.5,
    )
    s.heading("Wiring", 10)
    s.table(
        [Col("Wire", 120), Col("Colour", 100, "C"), Col("Connect to", 279)],
        [
            ["Battery +", "Red (thick)", "Battery positive, XT60 connector"],
            ["Battery -", "Black (thick)", "Battery negative"],
            ["Motor A/B/C", "Black x3", "Any order; swap two wires to reverse"],
            ["Signal", "White", "Receiver throttle channel (CH3)"],
            ["BEC +5V", "Red", "Receiver power (servo connector centre pin)"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Throttle Signal", 10)
    s.para(
        "The ESC accepts a standard servo PWM signal with a refresh rate of 50Hz to 490Hz. "
        "The pulse width range is 1000" + MU + "s (stop) to 2000" + MU + "s (full throttle) "
        "after calibration. The signal input level is not specified by us; most receivers "
        "work.",
        8.5,
    )
    s.heading("Programmable Items (default marked *)", 10)
    s.table(
        [
            Col("Item", 120),
            Col("1", 95, "C"),
            Col("2", 95, "C"),
            Col("3", 95, "C"),
            Col("4", 94, "C"),
        ],
        [
            ["Brake", "Off*", "Soft", "Mid", "Hard"],
            ["Battery Type", "LiPo*", "NiMH", "", ""],
            ["Cutoff Voltage", "Low 2.8V/cell", "Mid 3.0V/cell*", "High 3.2V/cell", ""],
            ["Timing", "Low 7" + "\u00b0", "Mid 15" + "\u00b0*", "High 30" + "\u00b0", ""],
            ["Start Mode", "Normal*", "Soft", "Super soft", ""],
        ],
        7.5,
    )
    s.heading("Protection", 10)
    s.bullets(
        [
            "Low-voltage cut-off: when the cell voltage drops below the cutoff voltage the "
            "output power is reduced.",
            "Over-heat protection: output power is reduced when the ESC temperature goes "
            "above 110" + CJK_DEG + ".",
            "Throttle signal loss: power is cut when the signal is lost for 1 second.",
        ],
        8.5,
    )
    s.heading("Attention", 10)
    s.bullets(
        [
            "Operating environment: -10" + FT + "+50" + CJK_DEG + "; keep away from water, "
            "the ESC is not waterproof.",
            "Never use a battery with more cells than the rating of your model.",
            "The current ratings assume good airflow over the ESC.",
        ],
        8.5,
    )
    return save(s, out / "ksk-esc.pdf")


# ------------------------------------------------ haptic driver (TI-style, US analog)
def khd2605(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="KHD2605",
        header_right="SLHS417B \u2013 MARCH 2021 \u2013 REVISED JUNE 2023",
        footer_left="Copyright \u00a9 2023, Northgate Instruments Incorporated",
        footer_right="{page}",
        rule_color=(150, 0, 0),
        table_fill=(235, 235, 235),
        accent=(150, 0, 0),
    )
    s = Sheet(style, "KHD2605 haptic driver for ERM and LRA")
    s.add_page()
    s.title_block(
        "KHD2605",
        "2- to 5.2-V Haptic Driver for ERM and LRA with Built-In Effect Library",
    )

    def features() -> None:
        s.heading("1 Features", 10)
        s.bullets(
            [
                "Flexible haptic driver for ERM and LRA actuators",
                "I\u00b2C-controlled digital playback engine",
                "Smart-loop architecture with auto-resonance tracking",
                "Optional PWM input with 0% to 100% duty cycle",
                "Supply voltage range: 2 V to 5.2 V",
                "1.8-V compatible, VDD-tolerant digital pins",
                "Fast start-up time: 700 \u00b5s",
            ],
            8,
        )

    def description() -> None:
        s.heading("2 Applications", 10)
        s.bullets(["Mobile phones and tablets", "Wearables", "Touch-enabled devices"], 8)
        s.heading("3 Description", 10)
        s.para(
            "The KHD2605 device is a low-voltage haptic driver that provides closed-loop "
            "actuator control over an I\u00b2C bus or a PWM input signal. The device "
            "answers on the 7-bit I\u00b2C address 0x5A.",
            8,
        )

    s.side_by_side(features, description, 240)
    s.heading("6 Specifications", 11, rule=True)
    s.heading("6.1 Absolute Maximum Ratings", 9.5)
    s.para("over operating free-air temperature range (unless otherwise noted)", 7.5)
    s.table(
        [Col("", 260), Col("MIN", 70, "C"), Col("MAX", 70, "C"), Col("UNIT", 99, "C")],
        [
            ["Supply voltage, VDD", "\u20130.3", "5.95", "V"],
            ["Input voltage, EN, IN/TRIG, SDA, SCL", "\u20130.3", "VDD + 0.3", "V"],
            ["Operating free-air temperature, TA", "\u201340", "85", DEG],
            ["Operating junction temperature, TJ", "\u201340", "150", DEG],
            ["Storage temperature, Tstg", "\u201365", "150", DEG],
        ],
        7.5,
    )
    s.heading("6.3 Recommended Operating Conditions", 9.5)
    s.table(
        [
            Col("", 260),
            Col("MIN", 60, "C"),
            Col("NOM", 60, "C"),
            Col("MAX", 60, "C"),
            Col("UNIT", 59, "C"),
        ],
        [
            ["VDD   Supply voltage", "2", "", "5.2", "V"],
            ["ZL    Load impedance, LRA", "8", "", "", OHM],
            ["VIL   Digital low-level input voltage", "", "", "0.5", "V"],
            ["VIH   Digital high-level input voltage", "1.3", "", "", "V"],
            ["fPWM  PWM input frequency", "10", "", "250", "kHz"],
        ],
        7.5,
    )
    s.heading("6.5 Electrical Characteristics", 9.5)
    s.para(
        "TA = 25" + DEG + ", VDD = 3.6 V, RL = 20 " + OHM + ", fPWM = 20 kHz "
        "(unless otherwise noted)",
        7.5,
    )
    cols = [
        Col("PARAMETER", 130),
        Col("TEST CONDITIONS", 160),
        Col("MIN", 45, "C"),
        Col("TYP", 45, "C"),
        Col("MAX", 45, "C"),
        Col("UNIT", 74, "C"),
    ]
    s.table(
        cols,
        [
            ["VIL  Digital low-level\ninput voltage", "EN, IN/TRIG, SDA, SCL", "", "", "0.5", "V"],
            ["VIH  Digital high-level\ninput voltage", "EN, IN/TRIG, SDA, SCL", "1.3", "", "", "V"],
            ["VOL  Digital low-level\noutput voltage", "SDA, IOL = 4 mA", "", "", "0.4", "V"],
            ["ISD   Shutdown current", "VEN = 0 V", "", "1.7", "4", MU + "A"],
            ["ISTBY  Standby current", "VEN = 1.8 V, STANDBY = 1", "", "6", "15", MU + "A"],
            [
                "IQ   Quiescent current",
                "VEN = 1.8 V, STANDBY = 0,\nno signal",
                "",
                "0.5",
                "0.7",
                "mA",
            ],
        ],
        7.5,
    )
    s.add_page()
    s.heading("6.5 Electrical Characteristics (continued)", 9.5)
    s.para("TA = 25" + DEG + ", VDD = 3.6 V (unless otherwise noted)", 7.5)
    s.table(
        cols,
        [
            ["RDS(on)  Output on-resistance", "High side + low side", "", "0.8", "", OHM],
            ["ILIM  Output current limit", "", "", "625", "", "mA"],
            ["VOUT  Output voltage, LRA", "VDD = 5 V, full scale", "", "9.5", "", "Vpp"],
            ["tSTART  Start-up time", "EN high to ready", "", "700", "", MU + "s"],
        ],
        7.5,
    )
    s.heading("6.6 I\u00b2C Timing Requirements", 9.5)
    s.table(
        [
            Col("", 260),
            Col("MIN", 60, "C"),
            Col("NOM", 60, "C"),
            Col("MAX", 60, "C"),
            Col("UNIT", 59, "C"),
        ],
        [
            ["fSCL  Frequency, SCL", "", "", "400", "kHz"],
            ["tHD,STA  Hold time, repeated start", "0.6", "", "", MU + "s"],
            ["tLOW  SCL low time", "1.3", "", "", MU + "s"],
        ],
        7.5,
    )
    s.heading("8.6 Register Map", 10, rule=True)
    s.table(
        [Col("ADDR", 60, "C"), Col("NAME", 150), Col("DEFAULT", 70, "C"), Col("NOTE", 219)],
        [
            ["0x00", "STATUS", "0xE0", "DEVICE_ID[2:0] = 7"],
            ["0x01", "MODE", "0x40", "STANDBY = 1 after reset"],
            ["0x16", "RATED_VOLTAGE", "0x3E", "ERM: 1.3 V rms at 0x3E"],
            ["0x17", "OD_CLAMP", "0x8C", "overdrive clamp"],
            ["0x1A", "FEEDBACK", "0x36", "N_ERM_LRA bit 7"],
        ],
        7.5,
    )
    s.heading("9 Application Information", 10, rule=True)
    s.para(
        "The KHD2605 drives one actuator. Choose an ERM or LRA whose rated current is below "
        "the output current limit. The device has no thermal-resistance data in this "
        "revision; operation with actuators below 8 " + OHM + " is not supported.",
        8,
    )
    return save(s, out / "khd2605.pdf")
