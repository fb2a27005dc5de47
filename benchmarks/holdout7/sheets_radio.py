"""Hold-out 7 datasheet: a Semtech-style sub-GHz long-range transceiver family."""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
MU = "\u00b5"
OHM = "\u03a9"


# ----------------------------------------------- Semtech-style LRSS transceiver
def klr6271(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="KLR6271/72/73",
        header_right="WIRELESS & SENSING PRODUCTS",
        footer_left="Rev. 5 \u2013 August 2023   \u00a9 2023 Sirelon Semiconductor Corp.",
        footer_right="Page {page}",
        rule_color=(0, 70, 140),
        table_fill=(214, 228, 242),
        accent=(0, 70, 140),
        grid=True,
    )
    s = Sheet(style, "KLR6271/72/73 Long Range Low Power Transceiver")
    s.add_page()
    s.title_block(
        "KLR6271/72/73",
        "137 MHz to 1020 MHz Low Power Long Range Transceiver",
        "DATASHEET  \u2013  LRSS\u2122 spread-spectrum and (G)FSK/OOK modem, SPI host interface",
    )

    def left() -> None:
        s.heading("GENERAL DESCRIPTION", 9.5)
        s.para(
            "The KLR6271/72/73 transceivers feature the LRSS long range spread-spectrum modem "
            "which provides ultra-long range communication and high interference immunity whilst "
            "minimising current consumption. Using the patented modulation technique the "
            "KLR6271/72/73 can achieve a sensitivity of over -148 dBm using a low-cost crystal "
            "and bill of materials. The high sensitivity combined with the integrated +20 dBm "
            "power amplifier yields industry leading link budget, making it optimal for any "
            "application requiring range or robustness.",
            7.8,
        )
        s.para(
            "The devices also support high performance (G)FSK modes for systems including WMBus "
            "and IEEE 802.15.4g. The KLR6271 offers bandwidth options ranging from 7.8 kHz to "
            "500 kHz with spreading factors ranging from 6 to 12, and covering all available "
            "frequency bands. The KLR6272 and KLR6273 are pin-to-pin compatible derivatives "
            "with reduced bandwidth, spreading factor or frequency coverage.",
            7.8,
        )
        s.heading("APPLICATIONS", 9.5)
        s.bullets(
            [
                "Automated meter reading",
                "Home and building automation",
                "Wireless alarm and security systems",
                "Industrial monitoring and control",
                "Long range irrigation systems",
            ],
            7.8,
        )

    def right() -> None:
        s.heading("KEY PRODUCT FEATURES", 9.5)
        s.bullets(
            [
                "LRSS modem",
                "  168 dB maximum link budget",
                "+20 dBm - 100 mW constant RF output vs. V supply",
                "+14 dBm high efficiency PA",
                "Programmable bit rate up to 300 kbps",
                "High sensitivity: down to -148 dBm",
                "Bullet-proof front end: IIP3 = -11 dBm",
                "Excellent blocking immunity",
                "Low RX current of 10.8 mA, 200 nA register retention",
                "Fully integrated synthesizer with a resolution of 61 Hz",
                "FSK, GFSK, MSK, GMSK, LRSS and OOK modulation",
                "Built-in bit synchronizer for clock recovery",
                "Preamble detection",
                "127 dB dynamic range RSSI",
                "Automatic RF sense and CAD with ultra-fast AFC",
                "Packet engine up to 256 bytes with CRC",
                "Built-in temperature sensor and low battery indicator",
            ],
            7.8,
        )

    s.side_by_side(left, right, 245, 14)
    s.heading("ORDERING INFORMATION", 9.5)
    s.table(
        [
            Col("Part Number", 72),
            Col("Frequency\nRange", 78, "C"),
            Col("Spreading\nFactor", 58, "C"),
            Col("Bandwidth", 74, "C"),
            Col("Effective\nBitrate", 80, "C"),
            Col("Est. Sensitivity", 137, "C"),
        ],
        [
            [
                "KLR6271",
                "137 - 1020 MHz",
                "6 - 12",
                "7.8 - 500 kHz",
                ".018 - 37.5 kbps",
                "-111 to -148 dBm",
            ],
            [
                "KLR6272",
                "862 - 1020 MHz",
                "6 - 12",
                "125 - 500 kHz",
                ".24 - 37.5 kbps",
                "-111 to -137 dBm",
            ],
            [
                "KLR6273",
                "862 - 1020 MHz",
                "6 - 9",
                "125 - 500 kHz",
                "1.76 - 37.5 kbps",
                "-111 to -129 dBm",
            ],
        ],
        7.6,
    )
    s.para(
        "Devices are delivered in a 6 x 6 mm QFN-28 package, tape & reel of 3000 pieces "
        "(suffix TR). All devices are RoHS compliant and halogen free.",
        7.5,
    )

    # ---- page 2
    s.add_page()
    s.heading("2. Electrical Characteristics", 11, rule=True)
    s.heading("2.1. Absolute Maximum Ratings", 9.5)
    s.para(
        "Stresses above the values listed below may cause permanent damage to the device. "
        "Exposure to absolute maximum ratings for extended periods may affect device reliability.",
        7.8,
    )
    cols_mm = [
        Col("Symbol", 62),
        Col("Description", 201),
        Col("Min", 62, "C"),
        Col("Max", 62, "C"),
        Col("Unit", 112, "C"),
    ]
    s.caption("Table 1  Absolute Maximum Ratings")
    s.table(
        cols_mm,
        [
            ["VDD_{mr}", "Supply voltage", "-0.5", "3.9", "V"],
            ["V_{dig}", "Voltage on any digital pin", "-0.5", "VDD + 0.3", "V"],
            ["T_{mr}", "Temperature", "-55", "+115", DEG],
            ["T_{j}", "Junction temperature", "-", "+125", DEG],
            ["P_{mr}", "RF input level", "-", "+10", "dBm"],
        ],
        7.8,
    )
    s.heading("2.2. Operating Range", 9.5)
    s.caption("Table 2  Operating Range")
    s.table(
        cols_mm,
        [
            ["VDD_{op}", "Supply voltage", "1.8", "3.7", "V"],
            ["T_{op}", "Operational temperature range", "-40", "+85", DEG],
            ["CL_{op}", "Load capacitance on digital ports", "-", "25", "pF"],
            ["ML", "RF input level", "-", "+10", "dBm"],
        ],
        7.8,
    )
    s.heading("2.3. Chip Specification", 9.5)
    s.para(
        "The tables below give the electrical specifications of the transceiver under the following "
        "conditions: Supply voltage VBAT1 = VBAT2 = VDD = 3.3 V, temperature = 25 " + DEG + ", "
        "FXOSC = 32 MHz, FRF = 915 MHz, Pout = +13 dBm, 2.5 kHz frequency deviation for FSK and "
        "125 kHz bandwidth for LRSS, unless otherwise specified.",
        7.8,
    )
    spec_cols = [
        Col("Symbol", 50),
        Col("Description", 112),
        Col("Conditions", 157),
        Col("Min", 40, "C"),
        Col("Typ", 40, "C"),
        Col("Max", 40, "C"),
        Col("Unit", 60, "C"),
    ]
    s.caption("Table 3  Power Consumption Specification")
    s.table(
        spec_cols,
        [
            ["IDDSL", "Supply current in\nSleep mode", "", "-", "0.2", "1", MU + "A"],
            [
                "IDDIDLE",
                "Supply current in\nIdle mode",
                "RC oscillator enabled",
                "-",
                "1.5",
                "-",
                MU + "A",
            ],
            [
                "IDDST",
                "Supply current in\nStandby mode",
                "Crystal oscillator enabled",
                "-",
                "1.6",
                "1.8",
                "mA",
            ],
            [
                "IDDFS",
                "Supply current in\nSynthesizer mode",
                "FSRx",
                "-",
                "5.8",
                "-",
                "mA",
            ],
            [
                "IDDR",
                "Supply current in\nReceive mode",
                "LnaBoost Off, band 1\nLnaBoost On, band 1\nBands 2 & 3",
                "-\n-\n-",
                "10.8\n11.5\n12.1",
                "-\n-\n-",
                "mA\nmA\nmA",
            ],
            [
                "IDDT",
                "Supply current in\nTransmit mode with\nimpedance matching",
                "RFOP = +20 dBm, on PA_BOOST\nRFOP = +17 dBm, on PA_BOOST\n"
                "RFOP = +13 dBm, on RFO_HF pin\nRFOP = +7 dBm, on RFO_HF pin",
                "-\n-\n-\n-",
                "120\n87\n29\n20",
                "-\n-\n-\n-",
                "mA\nmA\nmA\nmA",
            ],
        ],
        7.4,
    )
    s.caption("Table 4  General Specification")
    s.table(
        spec_cols,
        [
            [
                "FR",
                "Synthesizer frequency\nrange",
                "Band 1 (HF)\nBand 2 (LF)\nBand 3 (LF)",
                "862\n410\n137",
                "-\n-\n-",
                "1020\n525\n175",
                "MHz\nMHz\nMHz",
            ],
            ["FXOSC", "Crystal oscillator\nfrequency", "", "-", "32", "-", "MHz"],
            ["FSTEP", "Frequency synthesizer\nstep", "FSTEP = FXOSC/2^19", "-", "61.0", "-", "Hz"],
            ["TS_OSC", "Crystal oscillator\nwake-up time", "", "-", "250", "-", MU + "s"],
            [
                "TS_FS",
                "Frequency synthesizer\nwake-up time to PllLock",
                "from Standby mode",
                "-",
                "60",
                "-",
                MU + "s",
            ],
        ],
        7.4,
    )

    # ---- page 3
    s.add_page()
    s.caption("Table 4  General Specification (continued)")
    s.table(
        spec_cols,
        [
            ["BR_F", "Bit rate, FSK", "Programmable", "1.2", "-", "300", "kbps"],
            [
                "BR_L",
                "Bit rate, LRSS",
                "min for SF = 12, BW = 7.8 kHz\nmax for SF = 6, BW = 500 kHz",
                "0.018\n-",
                "-\n-",
                "-\n37.5",
                "kbps\nkbps",
            ],
            [
                "RFS_F",
                "RF sensitivity, FSK",
                "FDA = 5 kHz, BR = 1.2 kb/s\nFDA = 50 kHz, BR = 38.4 kb/s",
                "-\n-",
                "-125\n-111",
                "-\n-",
                "dBm\ndBm",
            ],
            [
                "RFS_L125",
                "RF sensitivity, LRSS\nBW = 125 kHz",
                "SF = 7\nSF = 9\nSF = 12",
                "-\n-\n-",
                "-123\n-129\n-137",
                "-\n-\n-",
                "dBm\ndBm\ndBm",
            ],
            [
                "RFS_L7.8",
                "RF sensitivity, LRSS\nBW = 7.8 kHz (1)",
                "SF = 12",
                "-",
                "-148",
                "-",
                "dBm",
            ],
            [
                "RFOP",
                "RF output power in\n50 " + OHM + " on RFO_HF pin",
                "Programmable with steps",
                "-4",
                "-",
                "+14",
                "dBm",
            ],
            [
                "RFOP_B",
                "RF output power in\n50 " + OHM + " on PA_BOOST pin",
                "Programmable with steps",
                "+2",
                "-",
                "+20",
                "dBm",
            ],
            [
                "ToffTX",
                "Transmitter ramp time",
                "PaRamp = 40 " + MU + "s",
                "-",
                "40",
                "-",
                MU + "s",
            ],
        ],
        7.4,
    )
    s.para(
        "(1) Bandwidths below 62.5 kHz are available on the KLR6271 only; they require a TCXO "
        "as frequency reference.",
        7.2,
    )
    s.caption("Table 5  Digital Specification")
    s.para(
        "Conditions: Temp = 25 "
        + DEG
        + ", VDD = 3.3 V, FXOSC = 32 MHz, unless otherwise specified.",
        7.6,
    )
    s.table(
        spec_cols,
        [
            ["V_{IH}", "Digital input level high", "", "0.8", "-", "-", "VDD"],
            ["V_{IL}", "Digital input level low", "", "-", "-", "0.2", "VDD"],
            ["V_{OH}", "Digital output level high", "I_{max} = 1 mA", "0.9", "-", "-", "VDD"],
            ["V_{OL}", "Digital output level low", "I_{max} = -1 mA", "-", "-", "0.1", "VDD"],
            ["F_{SCK}", "SCK frequency", "", "-", "-", "10", "MHz"],
            ["t_{ch}", "SCK high time", "", "50", "-", "-", "ns"],
            ["t_{cl}", "SCK low time", "", "50", "-", "-", "ns"],
            [
                "t_{setup}",
                "MOSI setup time",
                "from MOSI change to SCK\nrising edge",
                "30",
                "-",
                "-",
                "ns",
            ],
            [
                "t_{nsetup}",
                "NSS setup time",
                "from NSS falling edge to\nSCK rising edge",
                "30",
                "-",
                "-",
                "ns",
            ],
        ],
        7.4,
    )
    s.heading("2.4. Over Current Protection", 9.5)
    s.para(
        "An over current protection block is built into the power amplifier. By default the "
        "protection trims the PA current to 100 mA, which is sufficient for +17 dBm on PA_BOOST. "
        "For the +20 dBm mode the host must raise the limit through RegOcp (up to 240 mA). The "
        "supply must be able to source the full transmit current: a battery or regulator that "
        "cannot deliver it will pull VDD below 1.8 V and reset the device.",
        7.8,
    )

    # ---- page 4
    s.add_page()
    s.heading("3. Pin Description and Register Map", 11, rule=True)
    s.caption("Table 6  Pin Description (QFN-28)")
    s.table(
        [Col("Number", 50, "C"), Col("Name", 70), Col("Type", 40, "C"), Col("Description", 339)],
        [
            ["0", "GROUND", "-", "Exposed ground pad"],
            ["1", "VBAT_ANA", "-", "Supply for analog circuits"],
            ["3", "VR_PA", "-", "Regulated supply for the PA"],
            ["6", "RFI_HF", "I", "RF input for bands 2 and 3"],
            ["7", "RFO_HF", "O", "RF output for bands 2 and 3"],
            ["8", "PA_BOOST", "O", "Optional high-power PA output, all frequency bands"],
            ["16", "SCK", "I", "SPI clock input"],
            ["17", "MISO", "O", "SPI data output"],
            ["18", "MOSI", "I", "SPI data input"],
            ["19", "NSS", "I", "SPI chip select input"],
            ["24", "VBAT_DIG", "-", "Supply for digital circuits"],
            ["27", "DIO0", "I/O", "Digital I/O, software configured"],
        ],
        7.6,
    )
    s.caption("Table 7  Register Map (excerpt)")
    s.table(
        [
            Col("Address", 50, "C"),
            Col("Register Name", 90),
            Col("Reset\n(built-in)", 58, "C"),
            Col("Default\n(recommended)", 70, "C"),
            Col("Description", 231),
        ],
        [
            ["0x00", "RegFifo", "0x00", "-", "FIFO read/write access"],
            ["0x01", "RegOpMode", "0x01", "-", "Operating mode and LRSS / FSK selection"],
            ["0x06", "RegFrfMsb", "0x6C", "-", "RF carrier frequency, most significant bits"],
            ["0x09", "RegPaConfig", "0x4F", "-", "PA selection and output power control"],
            ["0x0A", "RegPaRamp", "0x09", "-", "Control of the PA ramp time, low phase noise PLL"],
            ["0x0B", "RegOcp", "0x2B", "-", "Over current protection control"],
            ["0x0C", "RegLna", "0x20", "0x23", "LNA settings"],
            ["0x1D", "RegModemConfig1", "0x72", "-", "Bandwidth and coding rate (LRSS)"],
            ["0x1E", "RegModemConfig2", "0x70", "-", "Spreading factor (LRSS)"],
            [
                "0x42",
                "RegVersion",
                "0x22",
                "-",
                "Semiconductor revision; 0x22 for the current mask",
            ],
        ],
        7.6,
    )
    s.heading("4. Revision History", 9.5)
    revision_table(
        s,
        [
            ["Mar 2021", "4", "Added KLR6273; updated ordering information"],
            ["Aug 2023", "5", "IDDR LnaBoost Off typical changed from 10.3 mA to 10.8 mA"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "klr6271.pdf")
