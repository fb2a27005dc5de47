"""Hold-out 8 datasheet: a Murata-style LoRa module specification (two regional
versions, a current-consumption table continued over a page break).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

CELS = "\u2103"
MU = "\u00b5"
PM = "\u00b1"


def mlr92s(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="MLR-92S Series  Product Specification",
        header_right="Minato Radio Devices Co., Ltd.",
        footer_left="Spec. No. MRD-LM-0192    Ver. 1.4    Issued 2023-10-02",
        footer_right="Page {page} / 4",
        rule_color=(90, 90, 90),
        table_fill=(232, 232, 232),
        accent=(20, 20, 110),
        grid=True,
    )
    s = Sheet(style, "MLR-92S Series LoRa Module Product Specification")
    s.add_page()
    s.title_block(
        "MLR-92S Series",
        "Sub-GHz LoRa\u00ae Module with Integrated Microcontroller (Type 92S)",
        "Product Specification  \u2014  Reference only unless a signed copy is returned",
    )
    s.table(
        [
            Col("Customer Part No.", 125),
            Col("MRD Part No.", 125),
            Col("Spec. No.", 125),
            Col("Approved", 124),
        ],
        [["\u2014", "MLR-92S-E / MLR-92S-U", "MRD-LM-0192", "T. Sakamoto"]],
        7.4,
    )
    s.heading("1. Scope", 9.5)
    s.para(
        "This specification applies to the MLR-92S series, a LoRa\u00ae/(G)FSK module that "
        "integrates a sub-GHz radio transceiver, an Arm\u00ae Cortex\u00ae-M4 microcontroller, a "
        "32 MHz TCXO, a 32.768 kHz crystal and the RF front end in a 10.0 x 12.0 x 1.6 mm "
        "shielded LGA package. The module is delivered with an AT-command firmware; the UART "
        "host interface and the free I/O pins (ADC, I2C, SPI, GPIO) are available to user "
        "applications.",
        7.6,
    )
    s.heading("2. Part Number", 9.5)
    s.table(
        [
            Col("Part Number", 100),
            Col("Region", 70, "C"),
            Col("Frequency Range", 110, "C"),
            Col("Max. TX Power", 80, "C"),
            Col("PA", 139, "C"),
        ],
        [
            ["MLR-92S-E", "EU868", "863 to 870 MHz", "+14 dBm", "Low-power PA (RFO_LP)"],
            ["MLR-92S-U", "US915 / AS923", "902 to 928 MHz", "+22 dBm", "High-power PA (RFO_HP)"],
        ],
        7.4,
    )

    def left() -> None:
        s.heading("3. Features", 9.5)
        s.bullets(
            [
                "LoRa and (G)FSK modulation, SF5 to SF12",
                "Link budget up to 159 dB (MLR-92S-U)",
                "Supply voltage: 2.0 V to 3.6 V",
                "Sleep current: 1.7 " + MU + "A (typ., RTC running)",
                "RX current: 5.5 mA (typ.)",
                "Integrated Cortex-M4, 256 KB flash, 64 KB RAM",
                "Interfaces: UART x2, I2C, SPI, 12-bit ADC, 10 GPIO",
                "AT-command firmware, LoRaWAN\u00ae 1.0.4 stack",
                "Operating temperature: -40 " + CELS + " to +85 " + CELS,
                "Dimensions: 10.0 x 12.0 x 1.6 mm (LGA 42 pads)",
                "RoHS compliant, MSL 3",
            ],
            7.4,
            "\u2022",
        )

    def right() -> None:
        s.heading("4. Applications", 9.5)
        s.bullets(
            [
                "Smart meters and utility networks",
                "Asset trackers",
                "Agricultural and environmental sensors",
                "Smart building and parking sensors",
            ],
            7.4,
            "\u2022",
        )
        s.heading("Block Diagram (outline)", 9.5)
        s.para(
            "VDD \u2192 LDO/DC-DC \u2192 MCU + radio;  32 MHz TCXO;  32.768 kHz XTAL;  RF switch "
            "\u2192 matching network \u2192 ANT pad (50 \u03a9).  Host UART (LPUART1) on pads 16/17, "
            "debug SWD on pads 20/21.",
            7.4,
        )

    s.side_by_side(left, right, 250, 14)
    s.heading("5. Pin Configuration", 9.5)
    s.table(
        [
            Col("Pad", 30, "C"),
            Col("Name", 60, "C"),
            Col("Type", 36, "C"),
            Col("Description", 124),
            Col("Pad", 30, "C"),
            Col("Name", 60, "C"),
            Col("Type", 36, "C"),
            Col("Description", 123),
        ],
        [
            ["1", "GND", "\u2014", "Ground", "12", "PA10", "I/O", "GPIO / I2C3_SDA"],
            ["2", "ANT", "RF", "Antenna (50 \u03a9)", "13", "PB13", "I/O", "GPIO / SPI2_SCK"],
            ["3", "GND", "\u2014", "Ground", "14", "PB14", "I/O", "GPIO / SPI2_MISO"],
            ["4", "PB3", "I/O", "GPIO", "15", "PB15", "I/O", "GPIO / SPI2_MOSI"],
            ["5", "PB4", "I/O", "GPIO", "16", "PA2", "O", "LPUART1_TX (AT host)"],
            ["6", "PB5", "I/O", "GPIO / LPTIM1_IN1", "17", "PA3", "I", "LPUART1_RX (AT host)"],
            ["7", "PA15", "I/O", "GPIO / I2C2_SDA", "18", "PB2", "AI", "ADC_IN4"],
            ["8", "PB6", "I/O", "GPIO / USART1_TX", "19", "PA11", "AI", "ADC_IN7"],
            ["9", "PB7", "I/O", "GPIO / USART1_RX", "20", "PA13", "I/O", "SWDIO"],
            ["10", "PB8", "I/O", "GPIO", "21", "PA14", "I", "SWCLK"],
            ["11", "PA9", "I/O", "GPIO / I2C3_SCL", "22", "NRST", "I", "Reset (active low)"],
        ],
        6.9,
    )
    s.para(
        "Pads 23 to 42: VDD (pads 30, 31), GND (all other pads). See the land pattern drawing.", 7
    )

    # ---- page 2
    s.add_page()
    s.heading("6. Absolute Maximum Ratings", 9.5)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Min.", 60, "C"),
            Col("Max.", 60, "C"),
            Col("Unit", 119, "C"),
        ],
        [
            ["Supply voltage", "VDD", "-0.3", "4.0", "V"],
            ["Voltage on any I/O pad", "VIO", "-0.3", "VDD+0.3 (4.0 max.)", "V"],
            ["Input RF level", "PRF", "\u2014", "+10", "dBm"],
            ["Storage temperature", "Tstg", "-40", "+105", CELS],
            ["ESD (HBM)", "\u2014", "\u2014", PM + "2000", "V"],
        ],
        7.4,
    )
    s.para(
        "Note: Stresses above these ratings may permanently damage the module. The I/O pads are "
        "3.3 V CMOS and are NOT 5 V tolerant. Exposure to the absolute maximum ratings for long "
        "periods may affect reliability.",
        7.2,
    )
    s.heading("7. Operating Conditions", 9.5)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Min.", 50, "C"),
            Col("Typ.", 50, "C"),
            Col("Max.", 50, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Supply voltage", "VDD", "2.0", "3.3", "3.6", "V"],
            ["Supply voltage ripple (<1 MHz)", "\u2014", "\u2014", "\u2014", "50", "mVp-p"],
            ["Operating temperature", "Topr", "-40", "+25", "+85", CELS],
        ],
        7.4,
    )
    s.para(
        "Power supply design: during transmission at maximum output power the module draws "
        "current pulses of up to 140 mA. Use a supply that can deliver at least 200 mA and place "
        "a 10 "
        + MU
        + "F capacitor close to the VDD pads. Below 2.0 V the internal brown-out reset "
        "holds the module in reset.",
        7.4,
    )
    s.heading("8. Electrical Characteristics", 9.5)
    s.para(
        "Unless otherwise specified: Ta = 25 " + CELS + ", VDD = 3.3 V, measured at the module "
        "pads on the MRD evaluation board (EVB-92S) with a 50 \u03a9 load.",
        7.4,
        bold=True,
    )
    s.heading("8.1 DC Characteristics (digital I/O)", 8.8)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 50, "C"),
            Col("Condition", 110),
            Col("Min.", 45, "C"),
            Col("Typ.", 40, "C"),
            Col("Max.", 55, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Input high voltage", "VIH", "\u2014", "0.7 x VDD", "\u2014", "VDD+0.3", "V"],
            ["Input low voltage", "VIL", "\u2014", "-0.3", "\u2014", "0.3 x VDD", "V"],
            ["Output high voltage", "VOH", "IOH = -8 mA", "VDD-0.4", "\u2014", "\u2014", "V"],
            ["Output low voltage", "VOL", "IOL = 8 mA", "\u2014", "\u2014", "0.4", "V"],
            ["Output current per I/O pad", "IIO", "sink or source", "\u2014", "\u2014", "8", "mA"],
            ["Total I/O current (all pads)", "\u03a3IIO", "\u2014", "\u2014", "\u2014", "60", "mA"],
            [
                "Input leakage current",
                "Ilkg",
                "0 V " + "\u2264" + " VIN " + "\u2264" + " VDD",
                "\u2014",
                "\u2014",
                PM + "0.1",
                MU + "A",
            ],
            ["Internal pull-up resistor", "RPU", "\u2014", "25", "40", "55", "k\u03a9"],
        ],
        7.2,
    )
    s.heading("8.2 Current Consumption", 8.8)
    cc = [
        Col("Mode", 86),
        Col("Condition", 200),
        Col("Part", 70, "C"),
        Col("Typ.", 45, "C"),
        Col("Max.", 45, "C"),
        Col("Unit", 53, "C"),
    ]
    s.caption("Table 8-2  Current consumption (Ta = 25 " + CELS + ", VDD = 3.3 V)")
    s.table(
        cc,
        [
            ["Shutdown", "All blocks off, wake-up by NRST", "both", "0.3", "1.0", MU + "A"],
            ["Sleep (Stop2)", "RTC running, RAM retained", "both", "1.7", "4.0", MU + "A"],
            ["Idle", "MCU running at 48 MHz, radio off", "both", "4.6", "\u2014", "mA"],
            ["RX", "LoRa, BW 125 kHz, boosted gain", "both", "5.5", "7.0", "mA"],
            [
                "TX",
                "+22 dBm, 915 MHz, RFO_HP\n+20 dBm, 915 MHz, RFO_HP",
                "MLR-92S-U\nMLR-92S-U",
                "118\n98",
                "140\n115",
                "mA\nmA",
            ],
        ],
        7.2,
    )
    s.para("(Table 8-2 continues on the next page)", 7)

    # ---- page 3
    s.add_page()
    s.caption("Table 8-2  Current consumption (continued)")
    s.table(
        cc,
        [
            [
                "TX",
                "+17 dBm, 915 MHz, RFO_HP\n+14 dBm, 915 MHz, RFO_HP",
                "MLR-92S-U\nMLR-92S-U",
                "84\n62",
                "100\n75",
                "mA\nmA",
            ],
            [
                "TX",
                "+14 dBm, 868 MHz, RFO_LP\n+10 dBm, 868 MHz, RFO_LP\n0 dBm, 868 MHz, RFO_LP",
                "MLR-92S-E\nMLR-92S-E\nMLR-92S-E",
                "27\n19\n11",
                "33\n24\n\u2014",
                "mA\nmA\nmA",
            ],
        ],
        7.2,
    )
    s.heading("8.3 RF Characteristics", 8.8)
    s.table(
        [
            Col("Parameter", 120),
            Col("Condition", 170),
            Col("Part", 70, "C"),
            Col("Min.", 35, "C"),
            Col("Typ.", 35, "C"),
            Col("Max.", 35, "C"),
            Col("Unit", 34, "C"),
        ],
        [
            [
                "Frequency range",
                "\u2014",
                "MLR-92S-E\nMLR-92S-U",
                "863\n902",
                "\u2014\n\u2014",
                "870\n928",
                "MHz\nMHz",
            ],
            [
                "Maximum output power",
                "Conducted, at ANT pad",
                "MLR-92S-E\nMLR-92S-U",
                "\u2014\n\u2014",
                "+14\n+22",
                "\u2014\n\u2014",
                "dBm\ndBm",
            ],
            [
                "Output power tolerance",
                "Max. power setting",
                "both",
                "-1.5",
                "\u2014",
                "+1.5",
                "dB",
            ],
            [
                "RX sensitivity",
                "LoRa SF12, BW 125 kHz\nLoRa SF7, BW 125 kHz\nLoRa SF7, BW 500 kHz\nGFSK 50 kbps",
                "both\nboth\nMLR-92S-U\nboth",
                "\u2014\n\u2014\n\u2014\n\u2014",
                "-137\n-124\n-117\n-104",
                "\u2014\n\u2014\n\u2014\n\u2014",
                "dBm\ndBm\ndBm\ndBm",
            ],
        ],
        7.2,
    )
    s.heading("8.4 Peripheral Characteristics", 8.8)
    s.table(
        [
            Col("Parameter", 150),
            Col("Condition", 150),
            Col("Min.", 45, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["ADC resolution", "ADC_IN4, ADC_IN7", "\u2014", "12", "\u2014", "bit"],
            ["ADC input voltage range", "VREF+ = VDD", "0", "\u2014", "VDD", "V"],
            ["ADC sampling rate", "12-bit", "\u2014", "\u2014", "2.5", "Msps"],
            ["ADC input impedance (sampling)", "\u2014", "\u2014", "\u2014", "50", "k\u03a9"],
            [
                "I2C clock frequency",
                "Standard-mode\nFast-mode\nFast-mode Plus",
                "\u2014\n\u2014\n\u2014",
                "\u2014\n\u2014\n\u2014",
                "100\n400\n1000",
                "kHz\nkHz\nkHz",
            ],
            ["SPI clock frequency", "SPI2, master mode", "\u2014", "\u2014", "16", "MHz"],
            ["UART baud rate", "LPUART1 (AT host), 8N1", "1200", "115200", "921600", "bps"],
        ],
        7.2,
    )
    s.para(
        "Note: the AT firmware starts LPUART1 at 115200 bps (default). The I2C pads have no "
        "internal pull-up in I2C mode; fit external pull-up resistors to VDD. For Fast-mode Plus "
        "the bus capacitance must be below 550 pF.",
        7.2,
    )
    s.heading("9. Register Summary of the AT Firmware (for reference)", 9.5)
    s.table(
        [
            Col("Address", 60, "C"),
            Col("Name", 90),
            Col("Width", 50, "C"),
            Col("Default", 70, "C"),
            Col("Description", 229),
        ],
        [
            ["0x00", "DEVEUI", "64 bit", "factory", "Device EUI (read-only)"],
            ["0x08", "TXPWR", "8 bit", "0x0E", "TX power setting in dBm (14)"],
            ["0x09", "DR", "8 bit", "0x05", "LoRaWAN data rate index"],
            ["0x0A", "BAUD", "32 bit", "0x0001C200", "Host UART baud rate (115200)"],
            ["0x0E", "SLEEPTO", "16 bit", "0x03E8", "Idle-to-sleep timeout in ms (1000)"],
            ["0x10", "ADCCFG", "8 bit", "0x00", "ADC channel mask (IN4 = bit 0, IN7 = bit 1)"],
        ],
        7.2,
    )

    # ---- page 4
    s.add_page()
    s.heading("10. Reliability and Environmental Tests", 9.5)
    s.table(
        [Col("No.", 30, "C"), Col("Item", 120), Col("Condition", 250), Col("Result", 99, "C")],
        [
            ["1", "High temperature storage", "+105 " + CELS + ", 500 h", "No abnormality"],
            ["2", "Low temperature storage", "-40 " + CELS + ", 500 h", "No abnormality"],
            ["3", "Humidity", "+85 " + CELS + ", 85 %RH, 500 h (non-operating)", "No abnormality"],
            [
                "4",
                "Temperature cycle",
                "-40 " + CELS + " / +105 " + CELS + ", 30 min each, 100 cycles",
                "No abnormality",
            ],
            ["5", "Vibration", "10 to 55 Hz, 1.5 mm, 2 h per axis", "No abnormality"],
        ],
        7.2,
    )
    s.heading("11. Cautions", 9.5)
    s.bullets(
        [
            "Supply: keep VDD between 2.0 V and 3.6 V at the module pads including ripple and "
            "load transients; a single Li-ion cell (up to 4.2 V) must not be connected directly.",
            "I/O levels: all I/O pads are referenced to VDD. Do not apply 5 V signals; use a level "
            "shifter for 5 V peripherals.",
            "Antenna: use a 50 \u03a9 antenna; operating without antenna at +22 dBm may damage the PA.",
            "Regulatory: the MLR-92S-E is set to +14 dBm maximum for EU868 duty-cycle rules; the "
            "user is responsible for compliance in the final product.",
            "Condensation: the module is not designed for use in dew-forming environments.",
            "Soldering: reflow twice at most, peak 260 " + CELS + " for 10 s max.",
        ],
        7.4,
        "\u2022",
    )
    s.heading("12. Packing", 9.5)
    s.para(
        "Tape and reel, 1000 pcs per reel (330 mm reel, 24 mm tape). Moisture barrier bag with "
        "desiccant and humidity indicator. Floor life after opening: 168 h at < 30 "
        + CELS
        + " / 60 %RH (MSL 3).",
        7.4,
    )
    s.heading("13. Revision History", 9.5)
    s.table(
        [Col("Ver.", 40, "C"), Col("Date", 80, "C"), Col("Contents", 379)],
        [
            ["1.0", "2022-04-11", "First issue"],
            ["1.2", "2023-02-20", "Added MLR-92S-U (+22 dBm); Table 8-2 extended"],
            ["1.4", "2023-10-02", "I2C Fast-mode Plus added; ADC impedance corrected"],
        ],
        7.2,
    )
    return save(s, out / "mlr92s.pdf")
