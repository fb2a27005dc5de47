"""Hold-out 47 datasheets, part 2: a router, two door contacts and an e-stop block.

A Chinese BACnet MS/TP router user manual (full-width key-value lines, FAQ), a
British magnetic door contact leaflet (one column per version, values only in
prose), a Swedish recessed door contact sheet (typ.-only table, gap table per
mounting surface) and a Japanese emergency-stop button catalogue page (contact
ratings per utilization category and rated voltage, LED version).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
MU = "\u00b5"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
LE = "\u2264"
GE = "\u2265"
OHM = "\u03a9"


# ------------------------------------------------ BACnet MS/TP router (CN manual)
def bmr(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Hangzhou Qiantang Building Automation Co., Ltd.",
        header_right="BMR-200 User Manual V2.1",
        footer_left="www.qiantang-ba.example",
        footer_right="- {page} -",
        table_fill=(235, 235, 235),
        accent=(20, 60, 150),
    )
    s = Sheet(style, "BMR-200 BACnet MS/TP router")
    s.add_page()
    s.title_block("BMR-200 / BMR-200P", "BACnet/IP to BACnet MS/TP router user manual", "", 20)
    s.heading("1. Overview", 10.5)
    s.para(
        "BMR-200 routes between one BACnet/IP network (Ethernet) and one BACnet MS/TP "
        "network (RS-485). BMR-200P has a second MS/TP port and a PoE input. Both are "
        "DIN-rail mounted and configured through a web page.",
        8.5,
    )
    s.heading("2. Main parameters", 10.5)
    s.lines(
        [
            "Ethernet" + FWC + "10/100 Mbit/s, RJ45",
            "MS/TP baud rate" + FWC + "9600 / 19200 / 38400 / 76800 bps",
            "RS-485 load" + FWC + "1/8 unit load, up to 128 MS/TP devices per port",
            "MAC address range" + FWC + "0" + FWT + "127 (master)",
            "Operating temperature" + FWC + "-10" + FWT + "55" + FW_C,
            "Operating humidity" + FWC + "10" + FWT + "90% RH, no condensation",
            "Dimensions" + FWC + "90 x 36 x 58 mm",
        ],
        8.8,
        3.5,
    )
    s.heading("3. Power supply", 10.5)
    s.table(
        [Col("Item", 170), Col("BMR-200", 110, "C"), Col("BMR-200P", 110, "C"), Col("Remark", 109)],
        [
            ["DC supply voltage", "12" + FWT + "24V", "12" + FWT + "24V", PM_NOTE],
            ["AC supply voltage", "24VAC " + "\u00b1" + "10%", "-", "50/60Hz"],
            ["PoE input", "-", "IEEE 802.3af", "class 1"],
            ["Power consumption", LE + "1.8W", LE + "2.6W", "both ports active"],
            ["Supply current\n(at 24V DC)", "60mA", "95mA", "typ."],
        ],
        8,
    )
    s.heading("4. Terminal definition", 10.5)
    s.table(
        [Col("No.", 40, "C"), Col("Name", 70), Col("Description", 389)],
        [
            ["1", "V+", "12" + FWT + "24V DC or 24VAC"],
            ["2", "V-", "supply 0V"],
            ["3", "A1", "MS/TP port 1 RS-485 A (+)"],
            ["4", "B1", "MS/TP port 1 RS-485 B (-)"],
            ["5", "SC", "signal common"],
            ["6/7", "A2/B2", "MS/TP port 2 (BMR-200P only)"],
        ],
        8,
    )
    s.add_page()
    s.heading("5. Default settings", 10.5)
    s.table(
        [Col("Parameter", 200), Col("Default", 299)],
        [
            ["IP address", "192.168.1.200"],
            ["UDP port", "47808 (0xBAC0)"],
            ["MS/TP MAC address", "1"],
            ["Max master", "127"],
            ["Network number (MS/TP)", "2001"],
        ],
        8,
    )
    s.heading("6. FAQ", 10.5)
    s.para(
        "Q" + FWC + "Can I power the router from a 5V USB adapter?\n"
        "A" + FWC + "No. The minimum DC supply voltage is 12V.",
        8.5,
    )
    s.para(
        "Q" + FWC + "Does the router support BACnet Ethernet (ISO 8802-3) or BACnet/SC?\n"
        "A" + FWC + "No, only BACnet/IP and MS/TP.",
        8.5,
    )
    s.para(
        "Q" + FWC + "Is the RS-485 port isolated?\n"
        "A" + FWC + "Yes, 1500V DC isolation between RS-485 and power supply.",
        8.5,
    )
    s.para(
        "Q" + FWC + "What is the maximum MS/TP cable length?\n"
        "A"
        + FWC
        + "1200m at 38400 bps with shielded twisted pair. Bias and 120"
        + OHM
        + " termination are selected by DIP switch.",
        8.5,
    )
    s.heading("7. Revision history", 10.5)
    revision_table(
        s,
        [["2022-08-01", "V1.0", "first release"], ["2024-03-12", "V2.1", "BMR-200P added"]],
        (90, 60, 349),
    )
    return save(s, out / "bmr-200.pdf")


PM_NOTE = "DC, reverse protected"


# ------------------------------------------------ magnetic door contact (UK leaflet)
def mdc(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Ashcombe Security Products Ltd",
        header_right="MC-31 Series Technical Leaflet",
        footer_left="Ashcombe Security Products Ltd, Unit 4, Brindley Park, Stafford ST16 3XX",
        footer_right="Issue 3   page {page}",
        table_fill=None,
        accent=(90, 0, 90),
    )
    s = Sheet(style, "MC-31 magnetic door contact")
    s.add_page()
    s.title_block("MC-31 Series", "Surface-mount magnetic door contacts, Grade 2", "", 20)
    s.para(
        "The MC-31 series are surface-mount reed contacts for doors and windows in "
        "intruder alarm systems to EN 50131-2-6 Grade 2, environmental class II. The "
        "ABS housing carries a hermetically sealed reed switch; the magnet is supplied in a "
        "matching housing. A 4-core cable of 2 m is fitted. The contacts need no power "
        "supply.",
        8.5,
    )
    s.heading("Versions", 11)
    s.table(
        [Col("Version", 90), Col("Contact", 120), Col("Tamper loop", 100), Col("Use", 189)],
        [
            ["MC-31", "NC (closed with magnet)", "yes", "standard alarm loop"],
            ["MC-31T", "NC + 24 k" + OHM + " EOL", "yes", "panels with EOL zones"],
            ["MC-31C", "changeover (C/O)", "no", "signalling, door status"],
        ],
        9,
    )
    s.heading("Specification", 11)
    s.table(
        [Col("", 190), Col("MC-31", 100, "C"), Col("MC-31T", 100, "C"), Col("MC-31C", 109, "C")],
        [
            ["Switching voltage\n(max.)", "100 V DC", "100 V DC", "30 V DC"],
            ["Switching current\n(max.)", "0.5 A", "0.5 A", "0.25 A"],
            ["Switching power", "10 W", "10 W", "3 W"],
            ["Contact resistance", "0.2 " + OHM, "24 k" + OHM + " + 0.2 " + OHM, "0.2 " + OHM],
            ["Operate gap (make)", "15 mm", "15 mm", "12 mm"],
            ["Release gap (break)", "25 mm", "25 mm", "22 mm"],
        ],
        9,
    )
    s.para(
        "Gaps measured on a non-ferrous surface. On steel doors the gaps are reduced by up "
        "to 50 %; use the MC-31 steel-door spacer.",
        8.5,
    )
    s.heading("Environment", 11)
    s.para(
        "The contacts work from -25 °C to +70 °C and are sealed to IP67. Storage: -40 °C "
        "to +80 °C. Cable: 4 x 7/0.2 mm, white PVC.",
        8.5,
    )
    s.add_page()
    s.heading("Wiring", 11)
    s.table(
        [Col("Core colour", 120), Col("MC-31 / MC-31T", 190), Col("MC-31C", 189)],
        [
            ["Red", "alarm", "common"],
            ["Black", "alarm", "normally open"],
            ["Yellow", "tamper", "normally closed"],
            ["Blue", "tamper", "not used"],
        ],
        9,
    )
    s.heading("Installation notes", 11)
    s.bullets(
        [
            "Fit the contact on the frame and the magnet on the moving leaf.",
            "Align the marks on contact and magnet; keep the gap below the operate gap.",
            "Do not use the contact to switch mains voltage or inductive loads.",
            "Switching life: 10 million operations at 5 V / 10 mA.",
        ],
        9,
    )
    s.para(
        "Wireless transmitters are not part of this series. The contacts carry no "
        "approval for fire doors; no fire resistance rating is given.",
        8.5,
    )
    revision_table(
        s,
        [
            ["06/2021", "1", "First issue"],
            ["11/2022", "2", "MC-31C added"],
            ["04/2024", "3", "IP67 confirmed"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "mc-31.pdf")


# ------------------------------------------------ recessed door contact (SE sheet)
def ndk(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="NORDVAKT AB",
        header_right="Produktblad RK-8 / Product sheet RK-8",
        footer_left="Nordvakt AB · Industrigatan 12 · SE-602 23 Norrköping",
        footer_right="{page} ({nb})",
        table_fill=(240, 240, 200),
        accent=(0, 60, 110),
    )
    s = Sheet(style, "RK-8 recessed magnetic door contact")
    s.add_page()
    s.title_block("RK-8", "Infälld magnetkontakt / Recessed magnetic door contact", "", 20)
    s.para(
        "RK-8 is an 8 mm recessed reed contact for wooden and aluminium doors. It is "
        "drilled into the frame and is invisible when the door is closed. Two wires, "
        "normally open with the magnet removed, closed with the magnet present. "
        "Suitable for alarm panels, access control and smart-home inputs (3.3 V or 5 V "
        "GPIO with pull-up).",
        8.5,
    )
    s.heading("Tekniska data / Technical data", 10.5)
    s.table(
        [Col("Parameter", 220), Col("Värde / Value", 180, "C"), Col("Enhet", 99, "C")],
        [
            ["Contact form", "Form A (SPST)", ""],
            ["Max. switching voltage", "48", "V DC"],
            ["Max. switching current", "0.1", "A"],
            ["Max. switching power", "3", "W"],
            ["Max. carry current", "0.5", "A"],
            ["Operating temperature", "-20 ... +60", DEG],
            ["Degree of protection", "IP54", ""],
        ],
        8.5,
    )
    s.heading("Typiska värden / Typical values (typ.)", 10.5)
    s.table(
        [Col("Parameter", 220), Col("typ.", 180, "C"), Col("Enhet", 99, "C")],
        [
            ["Contact resistance", "150", "m" + OHM],
            ["Operate time", "0.5", "ms"],
            ["Bounce time", "0.3", "ms"],
        ],
        8.5,
    )
    s.heading("Avstånd / Gaps per mounting surface", 10.5)
    s.table(
        [Col("Mounting", 220), Col("Make (mm)", 140, "C"), Col("Break (mm)", 139, "C")],
        [
            ["Wood", "10", "18"],
            ["Aluminium", "9", "16"],
            ["Steel", "4", "8"],
        ],
        8.5,
    )
    s.add_page()
    s.heading("Beställning / Ordering", 10.5)
    s.table(
        [Col("Art.nr", 100), Col("Type", 110), Col("Cable", 289)],
        [
            ["40-0801", "RK-8", "2 x 0.22 mm², 3 m"],
            ["40-0806", "RK-8/6", "2 x 0.22 mm², 6 m"],
            ["40-0810", "RK-8M", "magnet only"],
        ],
        8.5,
    )
    s.heading("Anmärkningar / Notes", 10.5)
    s.para(
        "Drill 8 mm, depth 32 mm. Do not mount the magnet closer than 50 mm to another "
        "RK-8 contact. Certification to EN 50131 grade is not claimed. The RK-8 is a "
        "passive component; it contains no electronics and needs no supply. "
        "Salt-spray resistance is not tested.",
        8.5,
    )
    revision_table(
        s,
        [["2023-01", "1.0", "Första utgåva"], ["2024-05", "1.1", "Steel gaps added"]],
        (90, 60, 349),
    )
    return save(s, out / "rk-8.pdf")


# ------------------------------------------------ emergency-stop button block (JP catalogue)
def esb(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Tsukuba Seiki Co., Ltd.",
        header_right="Control Units Catalogue  ES22 Series",
        footer_left="Specifications are subject to change without notice.",
        footer_right="{page}",
        table_fill=(255, 236, 200),
        accent=(200, 80, 0),
    )
    s = Sheet(style, "ES22 emergency-stop pushbutton")
    s.add_page()
    s.title_block("ES22 Series", "φ22 Emergency Stop Switches (push-lock, turn-reset)", "", 20)
    s.para(
        "ES22 emergency stop switches with direct opening action (IEC 60947-5-1 Annex K) "
        "and safety lock mechanism (IEC 60947-5-5). Contact blocks are mounted behind the "
        "40 mm mushroom head. ES22-L has an LED-illuminated head.",
        8.5,
    )
    s.heading("■ Part numbers", 10.5)
    s.table(
        [Col("Part No.", 130), Col("Contacts", 120), Col("Head", 120), Col("Illumination", 129)],
        [
            ["ES22-01", "1NC", "φ40 red", "-"],
            ["ES22-02", "2NC", "φ40 red", "-"],
            ["ES22-11", "1NO-1NC", "φ40 red", "-"],
            ["ES22-L02", "2NC", "φ40 red", "LED 24V DC"],
        ],
        8,
    )
    s.heading("■ Specifications", 10.5)
    s.table(
        [Col("Item", 200), Col("Specification", 299)],
        [
            ["Rated insulation voltage (Ui)", "250V"],
            ["Rated thermal current (Ith)", "5A"],
            ["Impulse withstand voltage", "2.5kV"],
            ["Contact resistance", "50m" + OHM + " max. (initial)"],
            ["Operating temperature", "-25～+55" + FW_C + " (no freezing)"],
            ["Storage temperature", "-40～+80" + FW_C],
            ["Degree of protection", "IP65 (front of panel)"],
            ["Mechanical durability", "250,000 operations min."],
            ["Operating force", "10.5N (push), 0.15N·m (reset)"],
        ],
        8,
    )
    s.heading("■ Contact ratings", 10.5)
    s.table(
        [
            Col("Rated operational\ncurrent (Ie)", 150),
            Col("Category", 70, "C"),
            Col("30V", 55, "C"),
            Col("125V", 55, "C"),
            Col("250V", 55, "C"),
            Col("Note", 114),
        ],
        [
            ["AC 50/60Hz", "AC-12", "-", "5A", "3A", "resistive"],
            ["", "AC-15", "-", "3A", "1.5A", "inductive"],
            ["DC", "DC-12", "2A", "0.4A", "0.2A", "resistive"],
            ["", "DC-13", "1A", "0.22A", "0.1A", "inductive"],
        ],
        8,
    )
    s.para("Minimum applicable load (reference value): 5V DC, 1mA", 8)
    s.add_page()
    s.heading("■ Illumination (ES22-L only)", 10.5)
    s.table(
        [
            Col("Item", 200),
            Col("Min.", 70, "C"),
            Col("Typ.", 70, "C"),
            Col("Max.", 70, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["LED rated voltage", "21.6", "24", "26.4", "V DC"],
            ["LED current", "", "10", "14", "mA"],
        ],
        8,
    )
    s.para("※ The LED unit has no built-in protection against reverse polarity.", 8)
    s.heading("■ Terminal arrangement", 10.5)
    s.table(
        [Col("Terminal No.", 120, "C"), Col("Contact", 379)],
        [
            ["11-12", "NC contact 1"],
            ["21-22", "NC contact 2"],
            ["13-14", "NO contact (ES22-11)"],
            ["X1 / X2", "LED + / LED - (ES22-L02)"],
        ],
        8,
    )
    s.heading("■ Notes on use", 10.5)
    s.para(
        "※ Use the NC contacts in the safety circuit; the NO contact is for signalling only. "
        "※ B10d value: 100,000 (not a PL or SIL certificate of the machine). "
        "※ Panel cut-out φ22.3 mm, panel thickness 0.8～6 mm. "
        "※ Suitability for use in explosive atmospheres is not specified.",
        8.5,
    )
    revision_table(
        s,
        [["2023.04", "1", "First edition"], ["2024.01", "2", "ES22-L02 added"]],
        (90, 60, 349),
    )
    return save(s, out / "es22.pdf")
