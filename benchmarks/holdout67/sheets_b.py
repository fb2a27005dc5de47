"""Hold-out 67 datasheets, part 2: a USB-C power delivery trigger board, a rotary
encoder module with push button, an NTC thermistor probe and a 4-digit 7-segment
LED display module.

A Czech maker-shop product card (bilingual Czech / English rows, a switch-setting
table whose numbers are selections, not limits), a Japanese component sheet (■
heads, ratings and characteristics in one list with a "Rating" column), a French
probe sheet (one column per cable / ordering code, an R-T table as decoy) and an
Indian maker-shop display module page ("Quick facts" prose, a current table whose
columns are brightness levels).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FWL = "\uff08"
FWR = "\uff09"


# ------------------------------------------------ USB-C PD trigger (Czech maker shop)
def pd20(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="VLTAVA LABS s.r.o.",
        header_right="PDT-20 | produktový list / product card",
        footer_left="Vltava Labs, Brno  |  PDT-20-CZEN-03",
        footer_right="{page}",
        table_fill=(255, 235, 205),
        accent=(200, 90, 0),
    )
    s = Sheet(style, "PDT-20 USB-C PD trigger")
    s.add_page()
    s.title_block(
        "PDT-20 / PDT-20X",
        "USB-C Power Delivery spouštěč / USB-C PD trigger board",
        "Fixed-voltage output from any USB PD 2.0 / 3.0 charger; PDT-20X with 5 A cable check",
        18,
    )
    s.heading("Popis / Description", 10.5)
    s.para(
        "The PDT-20 asks a USB Power Delivery charger for one fixed voltage and switches it to "
        "the screw terminal only after the charger has accepted the contract. Without a PD "
        "charger (plain 5 V USB port) the output stays off. Set the voltage with the DIP switch "
        "before you plug in.",
        8.5,
    )
    s.heading("Parametry / Parameters", 10.5)
    s.table(
        [Col("Parametr / Parameter", 250), Col("PDT-20", 125, "C"), Col("PDT-20X", 124, "C")],
        [
            ["Výstupní napětí / Output voltage", "5, 9, 12, 15, 20 V", "5, 9, 12, 15, 20 V"],
            ["Proud, kterým lze zatížit\nCurrent you may draw", "max. 3 A", "max. 5 A *"],
            ["Výkon / Power", "max. 60 W", "max. 100 W"],
            ["Vlastní spotřeba / Own consumption", "6 mA", "7 mA"],
            ["Pracovní teplota / Working temperature", "0 až 50 " + DEG, "0 až 50 " + DEG],
            ["Rozměry / Size", "28 x 15 mm", "32 x 15 mm"],
        ],
        8,
    )
    s.para(
        "* 5 A only with an e-marked 5 A USB-C cable and a 100 W charger; with any other cable "
        "the PDT-20X limits the request to 3 A.",
        7.5,
    )
    s.heading("Nastavení napětí / Voltage setting (DIP switch)", 10.5)
    s.table(
        [
            Col("SW1", 70, "C"),
            Col("SW2", 70, "C"),
            Col("SW3", 70, "C"),
            Col("Request", 289, "C"),
        ],
        [
            ["ON", "OFF", "OFF", "5 V"],
            ["OFF", "ON", "OFF", "9 V"],
            ["ON", "ON", "OFF", "12 V"],
            ["OFF", "OFF", "ON", "15 V"],
            ["ON", "OFF", "ON", "20 V"],
        ],
        8,
    )
    s.add_page()
    s.heading("Upozornění / Warnings", 10.5)
    s.bullets(
        [
            "The output is not regulated by the board: it is the charger's voltage. PD chargers "
            "hold it within " + PM + "5 %.",
            "No 3.3 V setting and no PPS: for voltages between the fixed steps use a buck "
            "converter after the board.",
            "There is no reverse-current protection: do not connect a battery or another supply "
            "to the output terminal.",
            "The green LED lights when the output is switched on.",
        ],
        8.5,
    )
    s.heading("Časté dotazy / FAQ", 10.5)
    s.lines(
        [
            "Q: My charger is a 45 W model. Can I get 20 V?  A: Only if the charger offers 20 V "
            "(most 45 W chargers do, at 2.25 A).",
            "Q: Does it work with a power bank?  A: Yes, if the power bank has USB-C PD output.",
        ],
        8,
    )
    revision_table(
        s,
        [["2023-05-02", "01", "První vydání"], ["2024-02-19", "03", "PDT-20X added"]],
        (100, 60, 339),
    )
    return save(s, out / "pdt-20.pdf")


# ------------------------------------------------ rotary encoder module (Japanese)
def ec12(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="TOKIWA DENSHI KOGYO",
        header_right="EC12R-M SPECIFICATION",
        footer_left="TDK-EC12RM-S  2024.04",
        footer_right="{page}/{nb}",
        table_fill=(230, 230, 230),
        accent=(0, 0, 0),
        grid=False,
    )
    s = Sheet(style, "EC12R-M rotary encoder module")
    s.add_page()
    s.title_block(
        "EC12R-M",
        "Incremental rotary encoder module with push switch",
        "Encoder EC12R mounted on carrier board with pull-up resistors and 5-pin header",
        18,
    )
    s.heading("■ Ordering code", 10)
    s.table(
        [
            Col("Ordering code", 140),
            Col("Pulses / 360" + "\u00b0", 110, "C"),
            Col("Detents", 90, "C"),
            Col("Shaft", 159, "C"),
        ],
        [
            ["EC12R-M15", "15", "30", "D-cut, 20 mm"],
            ["EC12R-M20", "20", "20", "D-cut, 20 mm"],
            ["EC12R-M24", "24", "24", "knurled, 15 mm"],
        ],
        8,
    )
    s.heading("■ Ratings and characteristics", 10)
    s.para("（Ta = 25 ℃, unless otherwise specified）", 7.5)
    s.table(
        [
            Col("No.", 30, "C"),
            Col("Item", 170),
            Col("Rating / characteristic", 200),
            Col("Remarks", 99),
        ],
        [
            ["1", "Board supply voltage (+)", "DC 3.0 V ～ 5.5 V", ""],
            ["2", "Rating of encoder contacts", "DC 5 V, 1 mA", "resistive"],
            ["3", "Rating of push switch", "DC 12 V, 50 mA", "resistive"],
            ["4", "Pull-up resistors\n(CLK, DT, SW)", "10 k" + OHM + " to (+)", ""],
            ["5", "Chattering", "max. 3 ms", "at 60 r/min"],
            ["6", "Operating force of\npush switch", "5 N " + PM + " 2 N", ""],
            ["7", "Rotational life", "30,000 cycles min.", ""],
            ["8", "Push switch life", "20,000 operations min.", ""],
            ["9", "Operating temperature\nrange", "-10 ℃ ～ +70 ℃", "no condensation"],
            ["10", "Storage temperature\nrange", "-40 ℃ ～ +85 ℃", ""],
            ["11", "Max. rotation speed", "60 r/min", "for signal output"],
        ],
        8,
    )
    s.add_page()
    s.heading("■ Pin arrangement", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 90, "C"), Col("Function", 349)],
        [
            ["1", "GND", "Ground"],
            ["2", "+", "Supply"],
            ["3", "SW", "Push switch, low when pressed"],
            ["4", "DT", "Phase B"],
            ["5", "CLK", "Phase A"],
        ],
        8,
    )
    s.heading("■ Output signal", 10)
    s.para(
        "CLK and DT are mechanical contacts to GND with the on-board pull-up resistors; the "
        "high level equals the board supply (+). With (+) = 3.3 V the outputs can be connected "
        "directly to 3.3 V microcontroller inputs. The phase difference of A and B is 90" + "\u00b0"
        " nominal. A debounce capacitor is not mounted; use software debounce or 10 nF to GND.",
        8.5,
    )
    s.heading("■ Precautions", 10)
    s.bullets(
        [
            "Do not apply a torque above 0.3 N·m to the shaft when fixing the knob.",
            "The module is not dust-proof and not water-proof.",
            "Soldering of the encoder terminals: 350 ℃, 3 s max.",
        ],
        8.5,
    )
    return save(s, out / "ec12r-m.pdf")


# ------------------------------------------------ NTC thermistor probe (French)
def tsn10(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="SONDELEC S.A.S.",
        header_right="TSN-10K  Fiche technique",
        footer_left="Sondelec, Villeurbanne  |  FT-TSN10K-B",
        footer_right="page {page}/{nb}",
        table_fill=(220, 230, 245),
        accent=(0, 50, 110),
    )
    s = Sheet(style, "TSN-10K NTC probe")
    s.add_page()
    s.title_block(
        "TSN-10K",
        "Sonde de température CTN / NTC thermistor probe, 10 k" + OHM,
        "Stainless steel sleeve 5 x 25 mm, 2-wire cable, 1 m or 3 m",
        19,
    )
    s.heading("Caractéristiques / Characteristics", 10.5, rule=True)
    s.table(
        [
            Col("Désignation / Item", 200),
            Col("TSN-10K-P1", 100, "C"),
            Col("TSN-10K-S1", 100, "C"),
            Col("TSN-10K-S3", 99, "C"),
        ],
        [
            ["Câble / Cable", "PVC, 1 m", "silicone, 1 m", "silicone, 3 m"],
            [
                "Résistance à 25 " + DEG + "\nResistance R25",
                "10 k" + OHM + " " + PM + "1 %",
                "10 k" + OHM + " " + PM + "1 %",
                "10 k" + OHM + " " + PM + "1 %",
            ],
            ["B25/85", "3435 K " + PM + "1 %", "3435 K " + PM + "1 %", "3435 K " + PM + "1 %"],
            [
                "Plage d'utilisation\nUsable range",
                "-30 ... +105 " + DEG,
                "-50 ... +200 " + DEG,
                "-50 ... +200 " + DEG,
            ],
            ["Étanchéité / Sealing", "IP67", "IP68", "IP68"],
        ],
        8,
    )
    s.heading("Données thermiques / Thermal data", 10.5, rule=True)
    s.table(
        [Col("Item", 220), Col("Value", 120, "C"), Col("Condition", 159)],
        [
            ["Dissipation constant", "2.0 mW/" + DEG, "still water"],
            ["Thermal time constant (63 %)", "6 s", "25 -> 85 " + DEG + " water"],
            ["Max. power", "10 mW", "at 25 " + DEG],
            ["Accuracy", PM + "0.5 " + DEG, "0 ... 70 " + DEG],
            ["", PM + "1.5 " + DEG, "outside 0 ... 70 " + DEG],
        ],
        8,
    )
    s.para(
        "Measuring current: keep the current through the thermistor below 100 " + MU + "A to "
        "limit self-heating to less than 0.05 K. A 10 k" + OHM + " divider from 3.3 V "
        "respects this limit.",
        8.5,
    )
    s.add_page()
    s.heading("Table R-T (extrait / excerpt)", 10.5, rule=True)
    s.table(
        [
            Col("T (" + DEG + ")", 120, "C"),
            Col("Rmin (k" + OHM + ")", 125, "C"),
            Col("Rnom (k" + OHM + ")", 127, "C"),
            Col("Rmax (k" + OHM + ")", 127, "C"),
        ],
        [
            ["-20", "66.82", "68.43", "70.06"],
            ["0", "26.92", "27.42", "27.93"],
            ["25", "9.900", "10.000", "10.100"],
            ["50", "4.108", "4.169", "4.231"],
            ["85", "1.427", "1.458", "1.490"],
            ["100", "0.9651", "0.9877", "1.0107"],
        ],
        8,
    )
    s.heading("Remarques / Remarks", 10.5, rule=True)
    s.bullets(
        [
            "The TSN-10K-P1 (PVC cable) must not be used in food contact or above 105 " + DEG + ".",
            "The probe is not insulated for mains voltage; insulation test 500 V DC only.",
            "Both wires are equivalent (no polarity).",
        ],
        8.5,
    )
    revision_table(
        s,
        [["12/03/2022", "A", "Création"], ["04/09/2024", "B", "Version S3 ajoutée"]],
        (100, 60, 339),
    )
    return save(s, out / "tsn-10k.pdf")


# ------------------------------------------------ 4-digit 7-segment module (Indian shop)
def dm4(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="KESARI ELECTRONICS, PUNE",
        header_right="DM4-56 Display Module",
        footer_left="kesari-electronics.example  |  SKU KE-DM4-56R / KE-DM4-56G",
        footer_right="Page {page}",
        table_fill=(250, 220, 220),
        accent=(160, 0, 40),
    )
    s = Sheet(style, "DM4-56 4-digit display module")
    s.add_page()
    s.title_block(
        "DM4-56R / DM4-56G",
        "0.56 inch 4-digit 7-segment LED display module, 2-wire serial",
        "Red (R) or green (G) digits, colon between digit 2 and 3, on-board driver",
        18,
    )
    s.heading("Quick facts", 10.5)
    s.para(
        "Works on 3.3 V and 5 V boards: the recommended VCC is 3.3 V to 5.0 V, and the "
        "absolute limit is 5.5 V. Two signal pins CLK and DIO (not I2C: no address, use the "
        "library). Clock up to 250 kHz. Eight brightness levels. Operating temperature "
        "-10 to +60 deg C. Board 42 x 24 mm.",
        9,
    )
    s.heading("Typical current drawn from VCC (all segments and colon lit, '88:88')", 10.5)
    s.table(
        [
            Col("Version / VCC", 139),
            Col("Level 1", 90, "C"),
            Col("Level 4", 90, "C"),
            Col("Level 8 (max)", 90, "C"),
            Col("Display off", 90, "C"),
        ],
        [
            ["DM4-56R, 5.0 V", "18 mA", "52 mA", "80 mA", "2 mA"],
            ["DM4-56R, 3.3 V", "11 mA", "33 mA", "48 mA", "1.5 mA"],
            ["DM4-56G, 5.0 V", "15 mA", "44 mA", "66 mA", "2 mA"],
            ["DM4-56G, 3.3 V", "6 mA", "15 mA", "21 mA", "1.5 mA"],
        ],
        8.5,
    )
    s.para(
        "Green digits need more forward voltage, so at 3.3 V the DM4-56G is visibly dimmer. "
        "For daylight use of the green version, run it from 5 V.",
        8.5,
    )
    s.heading("Pins", 10.5)
    s.table(
        [Col("Pin", 60, "C"), Col("Label", 80, "C"), Col("Use", 359)],
        [
            ["1", "CLK", "Clock input, 10 k" + OHM + " pull-up to VCC on board"],
            ["2", "DIO", "Data in/out, 10 k" + OHM + " pull-up to VCC on board"],
            ["3", "VCC", "3.3 - 5.0 V"],
            ["4", "GND", "Ground"],
        ],
        8.5,
    )
    s.add_page()
    s.heading("Segment map (decoder byte)", 10.5)
    s.table(
        [Col("Digit", 80, "C"), Col("Byte", 80, "C"), Col("Digit", 80, "C"), Col("Byte", 259, "C")],
        [
            ["0", "0x3F", "5", "0x6D"],
            ["1", "0x06", "6", "0x7D"],
            ["2", "0x5B", "7", "0x07"],
            ["3", "0x4F", "8", "0x7F"],
            ["4", "0x66", "9", "0x6F"],
        ],
        8.5,
    )
    s.heading("Good to know", 10.5)
    s.bullets(
        [
            "The pull-ups go to VCC, so with VCC = 5 V the CLK and DIO lines sit at 5 V. For a "
            "3.3 V board that is not 5 V tolerant, power the module from 3.3 V.",
            "Long wires (more than 30 cm) need a lower clock; the library default is 100 kHz.",
            "The module is not sunlight readable at level 1.",
        ],
        8.5,
    )
    return save(s, out / "dm4-56.pdf")
