"""Hold-out 159 datasheets, part 1: a humidity and temperature sensor IC with I2C, a 4-channel
optocoupled relay module, a stepper motor driver carrier and a 12-bit I2C DAC with EEPROM.

A Gustavia (Saint-Barthélemy) sensor-IC house data sheet ("℮ n" heads, "Tabula n:" captions,
accuracy in typ. / max. column groups per grade, supply currents under two-line names stacked per
mode and temperature, heater power per supply, the I2C address only in prose, a periodic-mode
command table and an ordering table as decoys), a Pointe-Noire (Republic of the Congo) maker-store
sheet in English and French ("⚜ n · Title / Titre" heads, "Grille n · Grid n" captions, two-line
bilingual row names in column groups per coil version, currents stacked per number of relays and
input levels per logic supply, the terminal current limit only in a note, XAF prices), a Roseau
(Dominica) maker-store carrier sheet ("⚲ n" heads, "Folio n ⁖" captions, column groups per
version with the phase current stacked per cooling, supply currents with a unit per line,
microstep and pin tables as decoys, EC$ prices) and a Burnt Pine (Norfolk Island) analog IC house
data sheet ("⊝ n." heads, "Extract n ⟠" captions, section rows, supply current stacked per VDD,
a grade table, addresses per ordering code and A0 pin, a command table as decoy).
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
MID = "\u00b7"
TAU = "\u03c4"
EST = "\u212e"  # estimated sign, RHX3152 heads
FLEUR = "\u269c"  # fleur-de-lis, LRM-4C heads
SEMI = "\u26b2"  # neuter sign, DVS-82 heads
FOUR = "\u2056"  # three-dot punctuation, DVS-82 captions
CMINUS = "\u229d"  # circled dash, ABD4712 heads
LOZ = "\u27e0"  # lozenge divided by a rule, ABD4712 captions
TIMES = "\u00d7"


# ------------------------------------------------ humidity / temperature sensor IC (Gustavia)
def rhx3152(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="COLOMBIER CAPTEURS",
        header_right="RHX3152 / RHX3152A  " + MID + "  Datasheet DS-RHX3152, r\u00e9v. C",
        footer_left="Colombier Capteurs SAS  " + MID + "  Rue du G\u00e9n\u00e9ral de Gaulle, "
        "97133 Gustavia, Saint-Barth\u00e9lemy  " + MID + "  DS-RHX3152 rev. C, May 2024",
        footer_right="{page} / {nb}",
        rule_color=(226, 98, 74),
        table_fill=(253, 234, 228),
        accent=(176, 58, 40),
        grid=False,
    )
    s = Sheet(style, "RHX3152 / RHX3152A humidity and temperature sensor IC")
    s.add_page()
    s.title_block(
        "RHX3152 / RHX3152A",
        "Humidity and Temperature Sensor IC with I" + SQ + "C Interface",
        "2.15 V to 5.5 V supply  |  DFN-8, 2.5 x 2.5 x 0.9 mm  |  standard grade RHX3152, "
        "accuracy grade RHX3152A  |  alert output, reset input, address pin",
        21,
    )

    def features() -> None:
        s.heading(EST + " 1  Features", 10)
        s.bullets(
            [
                "RH accuracy " + PM + "1.5 %RH typ. (RHX3152A), " + PM + "2.0 %RH typ. (RHX3152)",
                "T accuracy "
                + PM
                + "0.2 "
                + DEG
                + " typ. (RHX3152A), "
                + PM
                + "0.3 "
                + DEG
                + " typ. (RHX3152)",
                "Runs from 2.15 V to 5.5 V: 3.3 V and 5 V systems",
                "Single-shot and periodic measurement modes",
                "I" + SQ + "C up to 1 MHz, two selectable addresses",
                "Programmable ALERT output, on-chip heater",
            ],
            7.8,
        )

    def description() -> None:
        s.heading(EST + " 2  Description", 10)
        s.para(
            "The RHX3152 measures relative humidity with a capacitive polymer sensor and "
            "temperature with a band-gap sensor. A 16-bit converter, factory calibration, "
            "linearisation and temperature compensation are on the chip; the host reads "
            "finished values with a CRC byte over I" + SQ + "C.",
            7.8,
        )
        s.para(
            "The RHX3152A is selected in final test for tighter accuracy. Both grades share "
            "the package, pinout, addresses and commands.",
            7.8,
        )

    s.side_by_side(features, description, 250, 16)
    s.heading(EST + " 3  Humidity", 10, rule=True)
    s.caption("Tabula 3: Relative humidity (VDD = 3.3 V, T = 25 " + DEG + ")")
    rh_cols = [
        Col("Parameter", 88),
        Col("Conditions", 128),
        Col("Typ.", 50, "C"),
        Col("Max.", 50, "C"),
        Col("Typ.", 50, "C"),
        Col("Max.", 50, "C"),
        Col("Unit", 83, "C"),
    ]
    s.table(
        rh_cols,
        [
            [
                "RH accuracy\ntolerance",
                "10 " + ELL + " 90 %RH\n0 " + ELL + " 10 and 90 " + ELL + " 100 %RH",
                PM + "2.0\n" + PM + "3.0",
                PM + "3.0\n" + PM + "4.5",
                PM + "1.5\n" + PM + "2.0",
                PM + "2.5\n" + PM + "3.5",
                "%RH",
            ],
            [
                "Repeatability",
                "high repeatability\nmedium repeatability\nlow repeatability",
                "0.10\n0.15\n0.21",
                "",
                "0.10\n0.15\n0.21",
                "",
                "%RH",
            ],
            ["Resolution", "high repeatability", "0.01", "", "0.01", "", "%RH"],
            ["Hysteresis", "at 25 " + DEG, PM + "0.8", "", PM + "0.8", "", "%RH"],
            [
                "Specified range",
                "non-condensing",
                "0 " + ELL + " 100",
                "",
                "0 " + ELL + " 100",
                "",
                "%RH",
            ],
            ["Response time", TAU + " 63 %, 1 m/s air flow", "8", "", "8", "", "s"],
            ["Long-term drift", "normal conditions", "< 0.25", "", "< 0.25", "", "%RH/year"],
        ],
        7.3,
        head_rows=[["", "", "RHX3152", "<", "RHX3152A", "<", ""]],
    )
    s.heading(EST + " 4  Temperature", 10, rule=True)
    s.caption("Tabula 4: Temperature (VDD = 3.3 V)")
    s.table(
        rh_cols,
        [
            [
                "T accuracy\ntolerance",
                "0 " + ELL + " +65 " + DEG + "\n-40 " + ELL + " 0 and +65 " + ELL + " +125 " + DEG,
                PM + "0.3\n" + PM + "0.6",
                PM + "0.4\n" + PM + "0.9",
                PM + "0.2\n" + PM + "0.4",
                PM + "0.3\n" + PM + "0.7",
                DEG,
            ],
            [
                "Repeatability",
                "high repeatability\nmedium repeatability\nlow repeatability",
                "0.04\n0.08\n0.15",
                "",
                "0.04\n0.08\n0.15",
                "",
                DEG,
            ],
            ["Resolution", "high repeatability", "0.015", "", "0.015", "", DEG],
            ["Specified range", "", "-40 " + ELL + " +125", "", "-40 " + ELL + " +125", "", DEG],
            ["Response time", TAU + " 63 %", "2", "", "2", "", "s"],
            ["Long-term drift", "", "< 0.03", "", "< 0.03", "", DEG + "/year"],
        ],
        7.3,
        head_rows=[["", "", "RHX3152", "<", "RHX3152A", "<", ""]],
    )
    s.para(
        "The humidity figures assume that the sensor is at the temperature of the air it "
        "measures. A sensor placed next to a voltage regulator or a Wi-Fi module reads low: "
        "1 " + DEG + " of self-heating costs about 3 %RH at 50 %RH and 25 " + DEG + ". Keep "
        "copper away from the sensor and cut slots in the board around it.",
        7.4,
    )
    s.heading(EST + " 5  Absolute maximum ratings", 10, rule=True)
    s.caption("Tabula 5: Absolute maximum ratings (stresses only; not operating conditions)")
    s.table(
        [Col("Parameter", 259), Col("Min.", 70, "C"), Col("Max.", 80, "C"), Col("Unit", 90, "C")],
        [
            ["Supply voltage VDD", "-0.3", "6.0", "V"],
            ["Voltage on SDA, SCL, ADDR, ALERT, nRESET", "-0.3", "VDD + 0.3", "V"],
            ["Operating temperature range", "-40", "+125", DEG],
            ["Storage temperature range", "-40", "+150", DEG],
            ["ESD, human body model (HBM)", "", PM + "4", "kV"],
            ["ESD, charged device model (CDM)", "", PM + "750", "V"],
        ],
        7.3,
    )

    s.add_page()
    s.heading(EST + " 6  Electrical characteristics", 10, rule=True)
    s.caption("Tabula 6: Electrical characteristics (T = 25 " + DEG + ", VDD = 3.3 V unless noted)")
    s.table(
        [
            Col("Parameter", 92),
            Col("Symbol", 50, "C"),
            Col("Conditions", 140),
            Col("Min.", 50, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 55, "C"),
            Col("Unit", 67, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "", "2.15", "3.3", "5.5", "V"],
            ["Power-up/down\nlevel", "V_{POR}", "static", "1.80", "2.05", "2.15", "V"],
            [
                "Idle current\n(single shot)",
                "I_{DD,idle}",
                "T = 25 " + DEG + "\nT = 125 " + DEG,
                "",
                "0.2\n",
                "2.0\n6.0",
                MU + "A",
            ],
            [
                "Idle current\n(periodic mode)",
                "I_{DD,per}",
                "between measurements",
                "",
                "45",
                "70",
                MU + "A",
            ],
            [
                "Measuring\ncurrent",
                "I_{DD,meas}",
                "while a measurement runs",
                "",
                "600",
                "1500",
                MU + "A",
            ],
            [
                "Average current\nat 1 meas./s",
                "I_{DD,avg}",
                "high repeatability\nmedium repeatability\nlow repeatability",
                "",
                "1.9\n1.1\n0.7",
                "",
                MU + "A",
            ],
            [
                "Heater power",
                "P_{heat}",
                "VDD = 2.4 V\nVDD = 3.3 V\nVDD = 5.5 V",
                "",
                "4.1\n7.8\n21.6",
                "5.0\n9.4\n33",
                "mW",
            ],
            ["Input low level", "V_{IL}", "SDA, SCL, ADDR", "-0.5", "", "0.3 x VDD", "V"],
            ["Input high level", "V_{IH}", "SDA, SCL, ADDR", "0.7 x VDD", "", "VDD", "V"],
            [
                "Output low level",
                "V_{OL}",
                "SDA, 3 mA sink, VDD = 2.4 " + ELL + " 5.5 V",
                "",
                "",
                "0.4",
                "V",
            ],
            ["SCL clock\nfrequency", "f_{SCL}", "", "0", "", "1000", "kHz"],
        ],
        7.3,
    )
    s.heading(EST + " 7  Timing", 10, rule=True)
    s.caption(
        "Tabula 7: Timing (T = -40 " + ELL + " +125 " + DEG + ", VDD = 2.15 " + ELL + " 5.5 V)"
    )
    s.table(
        [
            Col("Parameter", 120),
            Col("Conditions", 170),
            Col("Min.", 50, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 55, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Power-up time", "after VDD " + GE + " VPOR", "", "0.5", "1.0", "ms"],
            ["Soft reset time", "after the soft-reset command", "", "0.5", "1.5", "ms"],
            [
                "Measurement\nduration",
                "high repeatability\nmedium repeatability\nlow repeatability",
                "",
                "10.2\n4.6\n2.3",
                "12.8\n6.1\n3.4",
                "ms",
            ],
            ["nRESET low pulse", "", "1", "", "", MU + "s"],
        ],
        7.3,
    )
    s.heading(EST + " 8  Interface", 10, rule=True)
    s.para(
        "The RHX3152 is an I" + SQ + "C slave. It answers at 0x46 when ADDR is tied to VSS and "
        "at 0x47 when ADDR is tied to VDD; ADDR must not be left open. SDA and SCL are open "
        "drain and need pull-up resistors to VDD. Because the chip runs from 5 V, a 5 V board can "
        "keep its whole bus at 5 V with the RHX3152 powered from 5 V; never pull the lines above "
        "VDD. ALERT is a push-pull output referred to VDD.",
        7.4,
    )
    s.caption("Tabula 8: Periodic mode commands (16-bit, MSB first)")
    s.table(
        [
            Col("Measurements per second", 150, "C"),
            Col("High repeatability", 116, "C"),
            Col("Medium repeatability", 116, "C"),
            Col("Low repeatability", 117, "C"),
        ],
        [
            ["0.5", "0x2032", "0x2024", "0x202F"],
            ["1", "0x2130", "0x2126", "0x212D"],
            ["2", "0x2236", "0x2220", "0x222B"],
            ["4", "0x2334", "0x2322", "0x2329"],
            ["10", "0x2737", "0x2721", "0x272A"],
        ],
        7.2,
    )
    s.para(
        "At 10 measurements per second with high repeatability the chip warms itself by up to "
        "0.3 " + DEG + "; use 1 measurement per second or less for room climate.",
        7.4,
    )
    s.heading(EST + " 9  Ordering information", 10, rule=True)
    s.caption("Tabula 9: Ordering codes")
    s.table(
        [
            Col("Ordering code", 110),
            Col("Grade", 80, "C"),
            Col("Cover", 150, "C"),
            Col("Packing", 159, "C"),
        ],
        [
            ["RHX3152-DR", "RHX3152", "none", "reel, 2500 pcs"],
            ["RHX3152-DT", "RHX3152", "none", "tape, 100 pcs"],
            ["RHX3152A-DR", "RHX3152A", "none", "reel, 2500 pcs"],
            ["RHX3152A-DF", "RHX3152A", "PTFE filter cap", "reel, 1000 pcs"],
        ],
        7.2,
    )
    return save(s, out / "rhx3152.pdf")


# ------------------------------------------------ 4-channel relay module (Pointe-Noire)
def lrm4c(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="LOANGO RELAIS & MODULES  " + FLEUR,
        header_right="LRM-4C05 / LRM-4C12  " + MID + "  Fiche produit / Product sheet",
        footer_left="Loango Relais & Modules SARL  " + MID + "  Avenue Moe Vangoula, "
        "Pointe-Noire, R\u00e9publique du Congo  " + MID + "  prix en XAF TTC / prices in XAF "
        "incl. tax",
        footer_right="folio {page}/{nb}",
        rule_color=(20, 110, 70),
        table_fill=(228, 244, 232),
        accent=(14, 86, 54),
        grid=True,
    )
    s = Sheet(style, "LRM-4C05 / LRM-4C12 4-channel opto-isolated relay module")
    s.add_page()
    s.title_block(
        "LRM-4C05 / LRM-4C12",
        "4-channel opto-isolated relay module / Module 4 relais \u00e0 optocoupleurs",
        "5 V coil (LRM-4C05) or 12 V coil (LRM-4C12) / bobine 5 V ou 12 V  |  active-low inputs "
        "/ entr\u00e9es actives \u00e0 l'\u00e9tat bas  |  LRM-4C05: 3 900 XAF  |  LRM-4C12: "
        "4 400 XAF",
        19,
    )

    def about() -> None:
        s.heading(FLEUR + " 1 " + MID + " Description", 10)
        s.para(
            "Four 10 A relays, each switched through an optocoupler and a transistor. The "
            "relay coils run from JD-VCC; the optocoupler inputs run from VCC. With the JD-VCC "
            "link fitted both come from one supply; with the link removed the two sides can be "
            "fed separately and stay isolated.",
            7.8,
        )
        s.para(
            "Quatre relais 10 A, chacun command\u00e9 par un optocoupleur et un transistor. "
            "Les bobines sont aliment\u00e9es par JD-VCC, les entr\u00e9es par VCC.",
            7.8,
        )

    def keys() -> None:
        s.heading(FLEUR + " 2 " + MID + " Key points / Points cl\u00e9s", 10)
        s.bullets(
            [
                "Inputs IN1 " + ELL + " IN4 active low (LOW = relay on)",
                "One red LED per channel, green power LED",
                "Flyback diode across every coil",
                "Contacts NO / COM / NC on 5.0 mm screw terminals",
                "Optocoupler isolation 5000 Vrms",
                "75 x 55 x 19 mm, four M3 holes",
            ],
            7.8,
        )

    s.side_by_side(about, keys, 268, 16)
    s.heading(FLEUR + " 3 " + MID + " Characteristics / Caract\u00e9ristiques", 10.5, rule=True)
    s.caption(
        "Grille 1 " + MID + " Grid 1  Electrical data by version / Donn\u00e9es "
        "\u00e9lectriques par version (TA = 25 " + DEG + ")"
    )
    s.table(
        [
            Col("Parameter / Param\u00e8tre", 112),
            Col("Conditions", 86),
            Col("Min", 37, "C"),
            Col("Typ", 37, "C"),
            Col("Max", 37, "C"),
            Col("Min", 37, "C"),
            Col("Typ", 37, "C"),
            Col("Max", 37, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            [
                "Coil supply JD-VCC\nTension bobines JD-VCC",
                "",
                "4.75",
                "5.0",
                "5.25",
                "11.4",
                "12.0",
                "12.6",
                "V",
            ],
            [
                "Input supply VCC\nTension d'entr\u00e9e VCC",
                "JD-VCC link\nremoved",
                "3.0",
                "",
                "5.5",
                "3.0",
                "",
                "5.5",
                "V",
            ],
            [
                "Coil resistance\nR\u00e9sistance bobine",
                "at 20 " + DEG,
                "63",
                "70",
                "77",
                "360",
                "400",
                "440",
                OHM,
            ],
            ["Coil current per relay\nCourant par bobine", "", "", "71", "", "", "30", "", "mA"],
            [
                "JD-VCC current\nCourant JD-VCC",
                "1 relay on\n2 relays on\n4 relays on",
                "",
                "76\n150\n300",
                "",
                "",
                "34\n66\n132",
                "",
                "mA",
            ],
            [
                "IN current per channel\nCourant IN par voie",
                "VCC = 3.3 V\nVCC = 5.0 V",
                "",
                "1.1\n1.9",
                "1.5\n2.5",
                "",
                "1.1\n1.9",
                "1.5\n2.5",
                "mA",
            ],
            [
                "IN low level (relay on)\nNiveau bas IN (relais on)",
                "VCC = 3.3 V\nVCC = 5.0 V",
                "",
                "",
                "0.8\n1.5",
                "",
                "",
                "0.8\n1.5",
                "V",
            ],
            [
                "IN high level (relay off)\nNiveau haut IN (relais off)",
                "VCC = 3.3 V\nVCC = 5.0 V",
                "2.3\n4.0",
                "",
                "",
                "2.3\n4.0",
                "",
                "",
                "V",
            ],
            ["Operate time\nTemps de collage", "", "", "", "10", "", "", "10", "ms"],
            ["Release time\nTemps de retomb\u00e9e", "", "", "", "5", "", "", "5", "ms"],
            [
                "Operating temperature\nTemp\u00e9rature d'utilisation",
                "",
                "-25",
                "",
                "+70",
                "-25",
                "",
                "+60",
                DEG,
            ],
        ],
        7.1,
        head_rows=[["", "", "LRM-4C05", "<", "<", "LRM-4C12", "<", "<", ""]],
    )
    s.para(
        "Note: the JD-VCC current includes the channel LED. The LRM-4C12 is shipped without the "
        "JD-VCC link and must never get one: with the link fitted, 12 V would reach VCC and the "
        "input pins. / Le LRM-4C12 est livr\u00e9 sans cavalier JD-VCC ; ne jamais le poser.",
        7.3,
    )
    s.heading(FLEUR + " 4 " + MID + " Contacts", 10.5, rule=True)
    s.caption(
        "Grille 2 " + MID + " Grid 2  Contact ratings, resistive load / Pouvoir de "
        "coupure, charge r\u00e9sistive"
    )
    s.table(
        [
            Col("Item / Grandeur", 199),
            Col("NO contact", 100, "C"),
            Col("NC contact", 100, "C"),
            Col("Unit", 100, "C"),
        ],
        [
            ["Rated current at 250 V AC", "10", "5", "A"],
            ["Rated current at 30 V DC", "10", "5", "A"],
            ["Max. switching voltage", "250 V AC / 30 V DC", "250 V AC / 30 V DC", ""],
            ["Max. switching power", "2500 VA / 300 W", "1250 VA / 150 W", ""],
            ["Contact resistance", "100", "100", "m" + OHM + " max."],
            ["Electrical life at rated load", "100 000", "100 000", "operations"],
        ],
        7.2,
    )
    s.para(
        "The screw terminals and the PCB tracks limit the continuous current to 7 A per channel, "
        "whatever the relay rating says. / Le bornier et les pistes limitent le courant permanent "
        "\u00e0 7 A par voie.",
        7.3,
    )

    s.add_page()
    s.heading(FLEUR + " 5 " + MID + " Absolute maximum / Valeurs limites", 10.5, rule=True)
    s.caption(
        "Grille 3 " + MID + " Grid 3  Limits, not operating values / Limites, pas des "
        "valeurs d'utilisation"
    )
    s.table(
        [
            Col("Item", 199),
            Col("LRM-4C05", 100, "C"),
            Col("LRM-4C12", 100, "C"),
            Col("Unit", 100, "C"),
        ],
        [
            ["JD-VCC to GND", "6.0", "15", "V"],
            ["VCC to GND", "6.0", "6.0", "V"],
            [
                "IN1 " + ELL + " IN4 to GND",
                "-0.3 " + ELL + " VCC + 0.3",
                "-0.3 " + ELL + " VCC + 0.3",
                "V",
            ],
            ["Isolation, input to coil side (optocoupler)", "5000", "5000", "Vrms"],
            ["Isolation, coil to contacts (relay)", "1500", "1500", "V AC, 1 min"],
            ["Storage temperature", "-40 " + ELL + " +85", "-40 " + ELL + " +85", DEG],
        ],
        7.2,
    )
    s.heading(FLEUR + " 6 " + MID + " Connections / Raccordement", 10.5, rule=True)
    s.caption("Grille 4 " + MID + " Grid 4  Header and terminals / Connecteurs")
    s.table(
        [Col("Pin / Borne", 90, "C"), Col("Name", 70, "C"), Col("Function / Fonction", 339)],
        [
            ["J1-1", "GND", "Input ground (common with JD-GND only when the link is fitted)"],
            [
                "J1-2 " + ELL + " J1-5",
                "IN1 " + ELL + " IN4",
                "Channel inputs, LOW = relay on, 10 k" + OHM + " pull-up to VCC",
            ],
            ["J1-6", "VCC", "Input supply (optocoupler LEDs)"],
            ["J2-1", "JD-VCC", "Coil supply"],
            ["J2-2", "VCC", "Link to J2-1 fitted at delivery (LRM-4C05 only)"],
            ["J2-3", "JD-GND", "Coil ground"],
            [
                "K1 " + ELL + " K4",
                "NO / COM / NC",
                "Relay contacts, 5.0 mm screw terminals, 0.5 " + ELL + " 2.5 mm" + SQ + " wire",
            ],
        ],
        7.2,
    )
    s.heading(
        FLEUR + " 7 " + MID + " Recommended hook-up / Raccordement conseill\u00e9", 10.5, rule=True
    )
    s.bullets(
        [
            "5 V boards (Arduino Uno, Nano): keep the link, feed VCC with 5 V, drive IN directly.",
            "3.3 V boards (ESP32, Raspberry Pi): remove the link, feed VCC from the 3.3 V pin and "
            "JD-VCC from a separate 5 V supply. With the link fitted and VCC = 5 V a 3.3 V high "
            "level is below the 4.0 V off level and the relay stays on.",
            "Ratings are for resistive loads. We give no rating for motors, transformers or "
            "lamps; add a snubber across inductive AC loads.",
            "Les entr\u00e9es sont actives \u00e0 l'\u00e9tat bas : au d\u00e9marrage, une broche "
            "flottante laisse le relais au repos gr\u00e2ce au rappel de 10 k" + OHM + ".",
        ],
        7.6,
    )
    s.heading(FLEUR + " 8 " + MID + " FAQ", 10.5, rule=True)
    faq = [
        (
            "Can a USB port power all four relays? / Un port USB suffit-il ?",
            "The LRM-4C05 draws 300 mA with all four relays on. A USB 2.0 port gives 500 mA, so "
            "yes, as long as the board you are powering needs less than the rest.",
        ),
        (
            "Can it switch 230 V mains? / Peut-il commuter le 230 V ?",
            "The relays are rated 250 V AC. Mains wiring must be done by a qualified person and "
            "the module must sit in a closed, insulated box.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 7.6, bold=True)
        s.para(answer, 7.6)
    s.heading(FLEUR + " 9 " + MID + " Prices / Tarifs", 10.5, rule=True)
    s.caption("Grille 5 " + MID + " Grid 5  Price list (XAF incl. tax) / Tarifs (XAF TTC)")
    s.table(
        [
            Col("Article", 120),
            Col("Version", 110),
            Col("Pack", 100, "C"),
            Col("Price / Prix", 169, "C"),
        ],
        [
            ["LRM-4C05", "5 V coil", "1", "3 900"],
            ["LRM-4C05-X5", "5 V coil", "5", "17 500"],
            ["LRM-4C12", "12 V coil", "1", "4 400"],
            ["LRM-4C12-X5", "12 V coil", "5", "19 800"],
        ],
        7.2,
    )
    return save(s, out / "lrm-4c.pdf")


# ------------------------------------------------ stepper motor driver carrier (Roseau)
def dvs82(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="DIABLOTIN ROBOTICS  " + SEMI + "  motion",
        header_right="DVS-82 / DVS-82H  " + MID + "  driver carrier sheet",
        footer_left="Diablotin Robotics Ltd  " + MID + "  27 Great Marlborough Street, Roseau, "
        "Commonwealth of Dominica  " + MID + "  prices in EC$ incl. 15 % VAT",
        footer_right="sheet {page}/{nb}",
        rule_color=(70, 64, 160),
        table_fill=(234, 232, 250),
        accent=(52, 46, 130),
        grid=False,
    )
    s = Sheet(style, "DVS-82 / DVS-82H stepper motor driver carrier")
    s.add_page()
    s.title_block(
        "DVS-82 / DVS-82H",
        "Stepper Motor Driver Carrier " + NDASH + " bipolar microstepping driver board",
        "DVS-82: 8 " + NDASH + " 35 V, up to 1/16 step  " + MID + "  EC$ 14.00    |    DVS-82H: "
        "8.2 " + NDASH + " 45 V, up to 1/32 step  " + MID + "  EC$ 21.00",
        20,
    )

    def about() -> None:
        s.heading(SEMI + " 1  About", 10)
        s.para(
            "A carrier board for one bipolar stepper motor: STEP and DIR in, two full bridges "
            "out. The chopper limits the phase current to the value set with the trimmer, so a "
            "low-voltage motor can run from a higher supply for more speed. Pin-compatible with "
            "the usual 16-pin carrier footprint.",
            7.8,
        )
        s.para(
            "The DVS-82H uses a larger driver IC with lower on-resistance and its own logic "
            "regulator: it has no VDD pin and a FAULT output in its place.",
            7.8,
        )

    def highlights() -> None:
        s.heading(SEMI + " 2  Carrier summary", 10)
        s.bullets(
            [
                "Motor supply 8 " + NDASH + " 35 V (DVS-82), 8.2 " + NDASH + " 45 V (DVS-82H)",
                "1.0 A per phase without heatsink (DVS-82)",
                "Full, 1/2, 1/4, 1/8, 1/16 (and 1/32 on the H) step",
                "Over-temperature, under-voltage and short-circuit shutdown",
                "3.3 V and 5 V logic",
                "Heatsink included",
            ],
            7.8,
        )

    s.side_by_side(about, highlights, 270, 16)
    s.heading(SEMI + " 3  Electrical specifications", 10.5, rule=True)
    s.caption("Folio 1 " + FOUR + " Specifications by version (TA = 25 " + DEG + ", VMOT = 24 V)")
    s.table(
        [
            Col("Parameter", 90),
            Col("Conditions", 112),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Unit", 81, "C"),
        ],
        [
            ["Motor supply\nvoltage VMOT", "", "8", "", "35", "8.2", "", "45", "V"],
            ["Logic supply\nvoltage VDD", "", "3.0", "", "5.5", MDASH, MDASH, MDASH, "V"],
            [
                "Current per phase,\ncontinuous",
                "no heatsink, still air\nwith heatsink\nheatsink + fan",
                "",
                "",
                "1.0\n1.5\n2.0",
                "",
                "",
                "1.5\n2.2\n2.5",
                "A",
            ],
            ["Peak current\nper phase", "", "", "", "2.0", "", "", "2.5", "A"],
            [
                "Output on-resistance\n(sink + source)",
                "TJ = 25 " + DEG + "\nTJ = 85 " + DEG,
                "",
                "0.64\n0.82",
                "0.86\n1.10",
                "",
                "0.47\n0.60",
                "0.62\n0.78",
                OHM,
            ],
            [
                "VMOT supply\ncurrent",
                "outputs enabled, no step\nsleep, nSLEEP low",
                "",
                "4\n2",
                "8\n10",
                "",
                "5\n5",
                "8\n20",
                "mA\n" + MU + "A",
            ],
            [
                "VDD supply\ncurrent",
                "operating\nsleep, nSLEEP low",
                "",
                "",
                "8\n10",
                MDASH,
                MDASH,
                MDASH,
                "mA\n" + MU + "A",
            ],
            [
                "Logic input high\nvoltage",
                "STEP, DIR, MSx, EN,\nnRESET, nSLEEP",
                "0.7 x VDD",
                "",
                "5.5",
                "2.2",
                "",
                "5.25",
                "V",
            ],
            ["Logic input low\nvoltage", "", "-0.3", "", "0.3 x VDD", "-0.3", "", "0.8", "V"],
            ["STEP frequency", "", "", "", "500", "", "", "250", "kHz"],
            ["STEP high time", "", "1.0", "", "", "1.9", "", "", MU + "s"],
            ["Operating ambient", "", "-20", "", "+85", "-20", "", "+85", DEG],
        ],
        7.2,
        head_rows=[["", "", "DVS-82", "<", "<", "DVS-82H", "<", "<", ""]],
    )
    s.para(
        "The continuous phase currents were measured on our bench in still air at room "
        "temperature (25 " + DEG + ") with the board lying flat. The driver shuts down at about "
        "165 " + DEG + " junction temperature and restarts when it has cooled.",
        7.5,
    )
    s.heading(SEMI + " 4  Absolute maximum ratings", 10.5, rule=True)
    s.caption("Folio 2 " + FOUR + " Do not exceed, not even briefly")
    s.table(
        [Col("Item", 230), Col("DVS-82", 90, "C"), Col("DVS-82H", 90, "C"), Col("Unit", 89, "C")],
        [
            ["Motor supply VMOT", "35", "47", "V"],
            ["Logic supply VDD", "-0.3 " + ELL + " 5.5", MDASH, "V"],
            ["Logic inputs", "-0.3 " + ELL + " 5.5", "-0.5 " + ELL + " 7.0", "V"],
            ["Output current, peak", PM + "2.0", PM + "2.5", "A"],
            ["Junction temperature", "+150", "+150", DEG],
            ["Storage temperature", "-55 " + ELL + " +150", "-55 " + ELL + " +150", DEG],
        ],
        7.2,
    )

    s.add_page()
    s.heading(SEMI + " 5  Pins", 10.5, rule=True)
    s.caption("Folio 3 " + FOUR + " Pin functions (2 x 8 header, 2.54 mm)")
    s.table(
        [
            Col("Pin", 40, "C"),
            Col("DVS-82", 80, "C"),
            Col("DVS-82H", 80, "C"),
            Col("Function", 299),
        ],
        [
            ["1", "EN", "nENBL", "Outputs off when high; pulled low on the board"],
            [
                "2 " + ELL + " 4",
                "MS1 " + ELL + " MS3",
                "M0 " + ELL + " M2",
                "Microstep selection (Folio 4), pulled down",
            ],
            ["5", "nRESET", "nRESET", "Floating on the DVS-82; pulled up on the DVS-82H"],
            ["6", "nSLEEP", "nSLEEP", "Floating on the DVS-82; pulled up on the DVS-82H"],
            ["7", "STEP", "STEP", "One microstep per rising edge"],
            ["8", "DIR", "DIR", "Direction"],
            ["9 / 16", "GND", "GND", "Ground (logic and motor)"],
            ["10", "VDD", "FAULT", "DVS-82: logic supply.  DVS-82H: open-drain fault output"],
            ["11 " + ELL + " 14", "1A, 1B, 2A, 2B", "1A, 1B, 2A, 2B", "Motor coils"],
            ["15", "VMOT", "VMOT", "Motor supply"],
        ],
        7.2,
    )
    s.heading(SEMI + " 6  Microstepping", 10.5, rule=True)
    s.caption("Folio 4 " + FOUR + " Step mode selection (L = low, H = high)")
    s.table(
        [
            Col("MS1 / M0", 80, "C"),
            Col("MS2 / M1", 80, "C"),
            Col("MS3 / M2", 80, "C"),
            Col("DVS-82", 130, "C"),
            Col("DVS-82H", 129, "C"),
        ],
        [
            ["L", "L", "L", "full step", "full step"],
            ["H", "L", "L", "1/2", "1/2"],
            ["L", "H", "L", "1/4", "1/4"],
            ["H", "H", "L", "1/8", "1/8"],
            ["H", "H", "H", "1/16", "1/32"],
        ],
        7.2,
    )
    s.heading(SEMI + " 7  Current limit with the trimmer", 10.5, rule=True)
    s.para(
        "Turn the trimmer and measure VREF between its wiper and GND. DVS-82: ITRIP = VREF x 1.84 "
        "(sense resistors 0.068 " + OHM + "). DVS-82H: ITRIP = VREF x 2 (sense resistors "
        "0.100 " + OHM + "). Set the limit to the motor's rated phase current or below; in full "
        "step mode the coil current is 71 % of ITRIP.",
        7.5,
    )
    s.heading(SEMI + " 8  Before power-up", 10.5, rule=True)
    s.bullets(
        [
            "Put a 100 " + MU + "F electrolytic capacitor across VMOT and GND right at the board. "
            "Without it, plugging in a 24 V supply can ring above 35 V and kill the DVS-82.",
            "Plug and unplug the motor only with VMOT switched off.",
            "DVS-82: nRESET and nSLEEP are floating. Tie them together or the driver will not run.",
            "DVS-82H: there is no VDD pin and no logic supply to connect; its inputs accept 3.3 V "
            "and 5 V logic. FAULT needs an external pull-up.",
        ],
        7.6,
    )
    s.heading(SEMI + " 9  FAQ", 10.5, rule=True)
    faq = [
        (
            "Will it run a NEMA 17 rated 1.7 A per phase?",
            "Use the DVS-82H with its heatsink (2.2 A) or the DVS-82 with heatsink and fan "
            "(2.0 A). Without a heatsink the DVS-82 goes into thermal shutdown at about 1 A.",
        ),
        (
            "Can I drive the motor from the 5 V USB supply?",
            "No. VMOT must be at least 8 V (8.2 V for the H); the under-voltage lockout keeps the "
            "bridges off below that.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 7.6, bold=True)
        s.para(answer, 7.6)
    s.heading(SEMI + " 10  Price list", 10.5, rule=True)
    s.caption("Folio 5 " + FOUR + " Prices in EC$ incl. 15 % VAT")
    s.table(
        [Col("Item", 140), Col("Contents", 200), Col("Price", 159, "C")],
        [
            ["DVS-82", "carrier, heatsink, 2 headers", "14.00"],
            ["DVS-82-5P", "5 x DVS-82", "62.00"],
            ["DVS-82H", "carrier, heatsink, 2 headers", "21.00"],
            ["DVS-82H-5P", "5 x DVS-82H", "95.00"],
        ],
        7.2,
    )
    return save(s, out / "dvs-82.pdf")


# ------------------------------------------------ 12-bit I2C DAC with EEPROM (Burnt Pine)
def abd4712(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="ANSON BAY DEVICES",
        header_right="ABD4712 / ABD4712A  " + MID + "  Data sheet, issue 4",
        footer_left="Anson Bay Devices Ltd  " + MID + "  Taylors Road, Burnt Pine, Norfolk Island "
        "2899  " + MID + "  ABD4712 issue 4, 2024",
        footer_right="{page} (of {nb})",
        rule_color=(24, 84, 110),
        table_fill=(226, 238, 244),
        accent=(20, 70, 96),
        grid=True,
    )
    s = Sheet(style, "ABD4712 / ABD4712A 12-bit DAC with I2C and EEPROM")
    s.add_page()
    s.title_block(
        "ABD4712 / ABD4712A",
        "12-Bit Voltage-Output DAC with I" + SQ + "C Interface and EEPROM",
        "SOT-23-6  |  2.7 V to 5.5 V  |  ABD4712: industrial grade  |  ABD4712A: automotive "
        "grade, -40 " + DEG + " to +125 " + DEG,
        20,
    )

    def features() -> None:
        s.heading(CMINUS + " 1. Features", 10)
        s.bullets(
            [
                "12-bit resolution, rail-to-rail output",
                "On-board EEPROM keeps the code and power-down mode",
                "Supply 2.7 V to 5.5 V; VDD is the reference",
                "Normal-mode current 210 " + MU + "A typ. at 5.5 V",
                "I" + SQ + "C standard, fast and high-speed mode",
                "Three address options plus the A0 pin",
            ],
            7.6,
        )

    def description() -> None:
        s.heading(CMINUS + " 2. Description", 10)
        s.para(
            "The ABD4712 is a single-channel 12-bit DAC with a buffered output. The code written "
            "over I" + SQ + "C can be stored in EEPROM; at power-up the DAC loads it and drives "
            "the output without any bus traffic. In power-down the output is tied to ground "
            "through 1 k" + OHM + ", 100 k" + OHM + " or 500 k" + OHM + ".",
            7.6,
        )

    s.side_by_side(features, description, 240, 16)
    s.heading(CMINUS + " 3. Electrical characteristics", 10, rule=True)
    s.caption(
        "Extract 1 " + LOZ + " VDD = 2.7 " + ELL + " 5.5 V, RL = 5 k" + OHM + ", "
        "TA = -40 " + ELL + " +85 " + DEG + "; typ. at VDD = 5 V, 25 " + DEG
    )
    s.table(
        [
            Col("Parameter", 104),
            Col("Symbol", 44, "C"),
            Col("Conditions", 135),
            Col("Min", 50, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 58, "C"),
            Col("Unit", 68, "C"),
        ],
        [
            ["Power"],
            ["Supply voltage", "V_{DD}", "", "2.7", "", "5.5", "V"],
            [
                "Supply current,\nnormal mode^{1)}",
                "I_{DD}",
                "VDD = 5.5 V, no load\nVDD = 2.7 V, no load",
                "",
                "210\n190",
                "400\n360",
                MU + "A",
            ],
            [
                "Power-down\ncurrent",
                "I_{DDP}",
                "PD1, PD0 " + "\u2260" + " 00, VDD = 5.5 V",
                "",
                "0.06",
                "2.0",
                MU + "A",
            ],
            ["EEPROM write\ncurrent", "I_{DDW}", "during a write cycle", "", "1.3", "2.0", "mA"],
            ["Power-on reset\nthreshold", "V_{POR}", "", "", "2.0", "", "V"],
            ["DC accuracy"],
            ["Resolution", "n", "", "12", "", "", "bits"],
            ["Integral nonlinearity", "INL", "", "", "see Extract 2", "", "LSB"],
            [
                "Differential\nnonlinearity",
                "DNL",
                "monotonic by design",
                "",
                PM + "0.2",
                PM + "0.75",
                "LSB",
            ],
            ["Offset error", "V_{OS}", "code 0x000", "", "0.02", "0.75", "% FSR"],
            ["Gain error", "E_{G}", "code 0xFFF", "", "-0.1", PM + "2.0", "% FSR"],
            ["Output amplifier"],
            ["Output swing", "V_{OUT}", "RL = 5 k" + OHM, "0.01", "", "VDD - 0.04", "V"],
            [
                "Settling time",
                "t_{S}",
                "1/4 to 3/4 scale, " + PM + "0.5 LSB",
                "",
                "6",
                "",
                MU + "s",
            ],
            ["Slew rate", "SR", "", "", "0.55", "", "V/" + MU + "s"],
            [
                "Short-circuit\ncurrent",
                "I_{SC}",
                "VOUT shorted to GND or VDD",
                "",
                "15",
                "24",
                "mA",
            ],
            ["Load resistance", "R_{L}", "for the specified swing", "2", "", "", "k" + OHM],
        ],
        7.1,
    )
    s.para("1) Without EEPROM writes; see IDDW for the write cycle.", 7.2)
    s.heading(CMINUS + " 4. Grades", 10, rule=True)
    s.caption("Extract 2 " + LOZ + " Grade differences (all other figures are common)")
    s.table(
        [
            Col("Grade", 70, "C"),
            Col("INL typ.", 60, "C"),
            Col("INL max.", 60, "C"),
            Col("Ambient range", 110, "C"),
            Col("Qualification", 110, "C"),
            Col("Package", 89, "C"),
        ],
        [
            [
                "ABD4712",
                PM + "2 LSB",
                PM + "12 LSB",
                "-40 " + ELL + " +85 " + DEG,
                MDASH,
                "SOT-23-6",
            ],
            [
                "ABD4712A",
                PM + "0.5 LSB",
                PM + "4 LSB",
                "-40 " + ELL + " +125 " + DEG,
                "AEC-Q100 Grade 1",
                "SOT-23-6",
            ],
        ],
        7.1,
    )
    s.heading(CMINUS + " 5. Absolute maximum ratings", 10, rule=True)
    s.caption("Extract 3 " + LOZ + " Absolute maximum ratings")
    s.table(
        [Col("Parameter", 260), Col("Rating", 150, "C"), Col("Unit", 89, "C")],
        [
            ["VDD to VSS", "-0.3 " + ELL + " 6.5", "V"],
            ["SDA, SCL, A0, VOUT to VSS", "-0.3 " + ELL + " VDD + 0.3", "V"],
            ["Storage temperature", "-65 " + ELL + " +150", DEG],
            ["ESD, human body model", PM + "4", "kV"],
        ],
        7.1,
    )

    s.add_page()
    s.heading(CMINUS + " 6. Digital interface", 10, rule=True)
    s.caption("Extract 4 " + LOZ + " I" + SQ + "C characteristics (VDD = 2.7 " + ELL + " 5.5 V)")
    s.table(
        [
            Col("Parameter", 110),
            Col("Symbol", 50, "C"),
            Col("Conditions", 130),
            Col("Min", 50, "C"),
            Col("Max", 70, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Input high level", "V_{IH}", "SDA, SCL", "0.7 x VDD", "VDD + 0.3", "V"],
            ["Input low level", "V_{IL}", "SDA, SCL", "-0.3", "0.3 x VDD", "V"],
            ["Output low level", "V_{OL}", "IOL = 3 mA", "", "0.4", "V"],
            [
                "SCL clock\nfrequency",
                "f_{SCL}",
                "standard mode\nfast mode\nhigh-speed mode",
                "0\n0\n0",
                "100\n400\n3400",
                "kHz",
            ],
            ["EEPROM write\ntime", "t_{WRITE}", "", "", "50", "ms"],
            ["EEPROM\nendurance", "", "TA = 25 " + DEG, "1 000 000", "", "cycles"],
            ["Data retention", "", "", "200", "", "years"],
        ],
        7.1,
    )
    s.heading(CMINUS + " 7. Device address", 10, rule=True)
    s.para(
        "The 7-bit address is 1100 A2 A1 A0. A2 and A1 are set at the factory by the ordering "
        "code; A0 follows the A0 pin. Two devices with the same ordering code can therefore share "
        "a bus, one with A0 low and one with A0 high.",
        7.5,
    )
    s.caption("Extract 5 " + LOZ + " Addresses by ordering code and A0 pin")
    s.table(
        [
            Col("Ordering code", 110),
            Col("A2 A1", 60, "C"),
            Col("A0 = VSS", 80, "C"),
            Col("A0 = VDD", 80, "C"),
            Col("Write byte (A0 = VSS)", 169, "C"),
        ],
        [
            ["ABD4712-A0T", "0 0", "0x60", "0x61", "0xC0"],
            ["ABD4712-A1T", "0 1", "0x62", "0x63", "0xC4"],
            ["ABD4712-A2T", "1 0", "0x64", "0x65", "0xC8"],
            ["ABD4712A-A0T", "0 0", "0x60", "0x61", "0xC0"],
        ],
        7.1,
    )
    s.heading(CMINUS + " 8. Write commands", 10, rule=True)
    s.caption("Extract 6 " + LOZ + " First byte after the address (C2 C1 C0 and PD bits)")
    s.table(
        [
            Col("C2 C1 C0", 70, "C"),
            Col("Command", 200),
            Col("PD1 PD0", 70, "C"),
            Col("Output in power-down", 159),
        ],
        [
            ["0 0 x", "Fast write of the DAC register", "0 0", "normal operation"],
            ["0 1 0", "Write the DAC register", "0 1", "1 k" + OHM + " to GND"],
            ["0 1 1", "Write DAC register and EEPROM", "1 0", "100 k" + OHM + " to GND"],
            ["1 x x", "reserved", "1 1", "500 k" + OHM + " to GND"],
        ],
        7.1,
    )
    s.para(
        "General call: 0x06 resets the device and reloads the EEPROM; 0x09 wakes it from "
        "power-down.",
        7.4,
    )
    s.heading(CMINUS + " 9. Application notes", 10, rule=True)
    s.bullets(
        [
            "VDD is the reference. Noise and drift on VDD appear at VOUT; with VDD = 3.3 V the "
            "output cannot exceed about 3.26 V.",
            "SDA and SCL must stay below VDD + 0.3 V. With VDD = 3.3 V do not pull the bus up "
            "to 5 V.",
            "Writing the EEPROM takes up to 50 ms; the device ignores further commands until it "
            "is done.",
            "Loads below 2 k" + OHM + " pull the output away from the rails; buffer them with an "
            "op-amp.",
        ],
        7.4,
    )
    s.heading(CMINUS + " 10. Ordering information", 10, rule=True)
    s.caption("Extract 7 " + LOZ + " Ordering codes")
    s.table(
        [
            Col("Ordering code", 120),
            Col("Grade", 90, "C"),
            Col("Address", 110, "C"),
            Col("Packing", 179, "C"),
        ],
        [
            ["ABD4712-A0T", "ABD4712", "0x60 / 0x61", "tape and reel, 3000"],
            ["ABD4712-A1T", "ABD4712", "0x62 / 0x63", "tape and reel, 3000"],
            ["ABD4712-A2T", "ABD4712", "0x64 / 0x65", "tape and reel, 3000"],
            ["ABD4712A-A0T", "ABD4712A", "0x60 / 0x61", "tape and reel, 3000"],
        ],
        7.1,
    )
    return save(s, out / "abd4712.pdf")
