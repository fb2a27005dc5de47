"""Hold-out 60 datasheets, part 1: four swimming pool heat pump controllers.

A German controller board sheet (one column per version, wrapped relay rows, table
continued on page 2, abs max vs operating rows of the same names), a Japanese
inverter controller specification (typ.-only table, full-width brackets, condition
sentence), a Chinese wired controller manual in translated English (key / value
spec list, values in notes) and a US 24 V AC control board (Note n marks, degrees
Fahrenheit beside Celsius, terminal table as decoy).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
DEGF = "\u00b0F"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
FWL = "\uff08"
FWR = "\uff09"
LE = "\u2264"


# ------------------------------------------------ HPC 310 controller board (German)
def hpc310(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="VELLMAR THERMOTRONIK GMBH",
        header_right="HPC 310  -  Technisches Datenblatt / Data sheet",
        footer_left="Vellmar Thermotronik GmbH, Kassel  -  Ausgabe / Issue 03.2024",
        footer_right="Seite {page}/{nb}",
        table_fill=(230, 230, 230),
        accent=(150, 20, 20),
        grid=False,
    )
    s = Sheet(style, "HPC 310 pool heat pump controller")
    s.add_page()
    s.title_block(
        "HPC 310",
        "Regler für Schwimmbad-Wärmepumpen / Pool heat pump controller",
        "Versionen / versions: HPC 310-S (Standard) and HPC 310-W (with Wi-Fi 2.4 GHz)",
        20,
    )
    s.heading("Beschreibung / Description", 10.5, rule=True)
    s.para(
        "The HPC 310 is the main control board of single-phase air-to-water pool heat "
        "pumps up to 17 kW heating capacity. It drives the compressor, the fan, the "
        "four-way valve for defrosting and the filter pump, reads four NTC 10 kOhm "
        "sensors and talks to the wired panel over RS-485 (Modbus RTU, 9600 bit/s, 8N1). "
        "The water set point can be adjusted from 15 to 40 " + DEG + " in 1 K steps.",
        8.5,
    )
    s.heading("Technische Daten / Technical data", 10.5, rule=True)
    s.para(
        "Umgebungstemperatur / ambient 25 "
        + DEG
        + ", Netz / mains 230 V AC 50 Hz, sofern nicht anders angegeben.",
        7.5,
    )
    s.table(
        [
            Col("Kenngröße / Parameter", 200),
            Col("HPC 310-S", 95, "C"),
            Col("HPC 310-W", 95, "C"),
            Col("Einheit / Unit", 109, "C"),
        ],
        [
            ["Versorgung / Supply"],
            [
                "Netzspannung / Mains voltage",
                "230 " + PM + " 10 %",
                "230 " + PM + " 10 %",
                "V AC, 50/60 Hz",
            ],
            ["Leistungsaufnahme, Relais aus /\nPower consumption, relays off", "1.8", "2.6", "W"],
            ["Leistungsaufnahme, max. /\nPower consumption, max.", "4.5", "5.8", "W"],
            ["Ausgänge / Outputs"],
            [
                "Verdichter-Relais K1 / Compressor\nrelay K1 (resistive)",
                "16",
                "16",
                "A at 250 V AC",
            ],
            ["Lüfter-Relais K2 / Fan relay K2", "5", "5", "A at 250 V AC"],
            ["Vierwegeventil K3 / Four-way\nvalve relay K3", "3", "3", "A at 250 V AC"],
            ["Filterpumpe K4 / Filter pump K4", "8 (1)", "8 (1)", "A at 250 V AC"],
            ["Eingänge / Inputs"],
            ["Temperaturfühler / Sensor inputs", "4 x NTC 10 k", "4 x NTC 10 k", "B25/50 = 3950"],
            ["Messbereich / Measuring range", "-30 ... +90", "-30 ... +90", DEG],
            ["Messgenauigkeit / Accuracy\n(-10 ... +50 " + DEG + ")", PM + "0.5", PM + "0.5", "K"],
        ],
        7.5,
    )
    s.para(
        "(1) Pumps with a start-up current above 25 A need an external contactor. "
        "Inductive loads on K2 and K3 must have an RC snubber.",
        7,
    )
    s.heading("Grenzwerte / Absolute maximum ratings", 10.5, rule=True)
    s.table(
        [
            Col("Kenngröße / Parameter", 260),
            Col("Wert / Value", 140, "C"),
            Col("Einheit / Unit", 99, "C"),
        ],
        [
            ["Netzspannung / Mains voltage", "265", "V AC"],
            ["Umgebungstemperatur / Ambient temperature", "-25 ... +70", DEG],
            ["Lagertemperatur / Storage temperature", "-30 ... +80", DEG],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Technische Daten (Fortsetzung) / Technical data (continued)", 10.5, rule=True)
    s.table(
        [
            Col("Kenngröße / Parameter", 200),
            Col("HPC 310-S", 95, "C"),
            Col("HPC 310-W", 95, "C"),
            Col("Einheit / Unit", 109, "C"),
        ],
        [
            ["Kommunikation / Communication"],
            ["RS-485, Baudrate / baud rate", "9600", "9600", "bit/s"],
            ["WLAN / Wi-Fi", "-", "IEEE 802.11 b/g/n", ""],
            ["Sendeleistung / Tx power", "-", "18", "dBm"],
            ["Umgebung / Environment"],
            ["Betriebstemperatur / Operating\ntemperature", "-20 ... +60", "-20 ... +55", DEG],
            [
                "Relative Feuchte / Relative humidity\n(nicht kondensierend / non-condensing)",
                "5 ... 95",
                "5 ... 95",
                "%",
            ],
            ["Schutzart / Protection", "IP20", "IP20", "(in housing)"],
        ],
        7.5,
    )
    s.heading("Klemmenbelegung / Terminals", 10.5, rule=True)
    s.table(
        [
            Col("Klemme / Terminal", 100, "C"),
            Col("Funktion / Function", 250),
            Col("Leiter / Wire", 149, "C"),
        ],
        [
            ["L, N", "Netz / mains 230 V AC", "2.5 mm2"],
            ["K1", "Verdichter / compressor", "2.5 mm2"],
            ["K2", "Lüfter / fan", "1.5 mm2"],
            ["K3", "Vierwegeventil / four-way valve", "1.5 mm2"],
            ["K4", "Filterpumpe / filter pump", "1.5 mm2"],
            ["T1 ... T4", "NTC: water in, water out, coil, ambient", "0.5 mm2"],
            ["A, B, 12V, GND", "RS-485 panel (12 V, max. 150 mA for the panel)", "0.5 mm2"],
        ],
        7.5,
    )
    s.heading("Hinweise / Notes", 10.5, rule=True)
    s.bullets(
        [
            "The board has no flow switch input of its own; use T1/T2 difference or an external flow switch in series with K1.",
            "Compressor restart delay 3 min (fixed). Defrost starts at coil temperature below -3 "
            + DEG
            + " (default).",
            "The HPC 310 is not intended for three-phase compressors.",
        ],
        8,
    )
    revision_table(
        s,
        [["2023-06-12", "02", "Wi-Fi version added"], ["2024-03-04", "03", "Filter pump note (1)"]],
        (100, 70, 329),
    )
    return save(s, out / "hpc310.pdf")


# ------------------------------------------------ KPH-20 inverter controller (Japanese)
def kph20(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="SAKURAGI NETSU KIKI CO., LTD.",
        header_right="KPH-20 Specification  No. SNK-2211",
        footer_left="Sakuragi Netsu Kiki Co., Ltd.",
        footer_right="{page} / {nb}",
        table_fill=None,
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "KPH-20 inverter pool heat pump controller")
    s.add_page()
    s.title_block(
        "KPH-20",
        "Inverter Controller for Swimming Pool Heat Pumps",
        "DC inverter compressor drive + EC fan drive, single-phase 200-240 V",
        19,
    )
    s.heading("■ Outline", 10)
    s.para(
        "KPH-20 combines the heat pump logic and the inverter for a DC twin-rotary "
        "compressor of up to 2.2 kW input. The compressor speed range is 20 to 120 rps. "
        "A brushless DC fan with 0-10 V or PWM speed input is driven from the on-board "
        "310 V DC link via terminal CN-FAN.",
        8.5,
    )
    s.heading("■ Electrical Characteristics", 10)
    s.para(FWL + "Ta = 25 " + FW_C + ", input 230 V AC, unless otherwise specified" + FWR, 7.5)
    s.table(
        [
            Col("Item", 190),
            Col("Symbol", 60, "C"),
            Col("Min.", 55, "C"),
            Col("Typ.", 55, "C"),
            Col("Max.", 55, "C"),
            Col("Unit", 84, "C"),
        ],
        [
            ["Input voltage", "VIN", "198", "230", "264", "V AC"],
            ["Input current", "IIN", "", "", "10.5", "A rms"],
            ["Standby power\n(compressor stopped)", "PSTBY", "", "3.2", "5", "W"],
            ["Compressor output current", "IOUT", "", "", "9.0", "A rms"],
            ["Compressor output frequency", "fOUT", "20", "", "120", "Hz"],
            ["Fan output voltage", "", "", "310", "", "V DC"],
            ["Fan speed signal", "", "0", "", "10", "V"],
            ["", "", "", "", "5", "mA"],
        ],
        7.5,
    )
    s.heading("■ Absolute Maximum Ratings", 10)
    s.table(
        [Col("Item", 190), Col("Symbol", 60, "C"), Col("Rating", 120, "C"), Col("Unit", 129, "C")],
        [
            ["Input voltage", "VIN", "280", "V AC"],
            ["Storage temperature", "Tstg", "-30" + FWT + "+85", FW_C],
            ["Operating temperature", "Topr", "-25" + FWT + "+60", FW_C],
        ],
        7.5,
    )
    s.heading("■ Recommended Operating Conditions", 10)
    s.table(
        [Col("Item", 190), Col("Symbol", 60, "C"), Col("Range", 120, "C"), Col("Unit", 129, "C")],
        [
            ["Input voltage", "VIN", "198" + FWT + "264", "V AC"],
            ["Operating temperature", "Topr", "-15" + FWT + "+50", FW_C],
            ["Humidity", "", "10" + FWT + "90 (no dew)", "%RH"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("■ Typical Characteristics (reference values, typ.)", 10)
    s.table(
        [
            Col("Mode", 130),
            Col("Silent", 90, "C"),
            Col("Smart", 90, "C"),
            Col("Boost", 90, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Compressor speed", "30", "60", "110", "rps"],
            ["Input power", "0.45", "1.05", "2.15", "kW"],
            ["Fan speed", "450", "620", "850", "min-1"],
        ],
        7.5,
    )
    s.heading("■ Sensor Inputs", 10)
    s.table(
        [Col("Input", 130), Col("Sensor", 150), Col("Range", 120, "C"), Col("Accuracy", 99, "C")],
        [
            ["TH1 water inlet", "NTC 5 k" + OHM, "0" + FWT + "+60 " + FW_C, PM + "1 K"],
            ["TH2 outdoor air", "NTC 5 k" + OHM, "-30" + FWT + "+60 " + FW_C, PM + "1 K"],
            ["TH3 discharge", "NTC 50 k" + OHM, "0" + FWT + "+130 " + FW_C, PM + "3 K"],
            ["LP / HP", "pressure switch", "contact", "-"],
        ],
        7.5,
    )
    s.heading("■ Communication", 10)
    s.para(
        "CN-COM: RS-485, Modbus RTU, 4800 bps fixed (address 1). The wired panel is "
        "powered from CN-COM with 12 V DC, 100 mA max. No wireless function is provided.",
        8.5,
    )
    s.heading("■ Protection Functions", 10)
    s.table(
        [Col("Function", 200), Col("Set value", 150, "C"), Col("Reset", 149, "C")],
        [
            ["Discharge temperature", "115 " + FW_C, "auto, 90 " + FW_C],
            ["Water flow (flow switch)", "open > 5 s", "auto"],
            ["DC link overvoltage", "420 V", "manual"],
            ["Compressor overcurrent", "12 A peak", "manual, 3 times"],
        ],
        7.5,
    )
    s.heading("■ Precautions", 10)
    s.bullets(
        [
            "Install in the outdoor unit's electrical box; the board itself is not waterproof.",
            "Do not use with three-phase 400 V supply.",
            "The board is not approved as a stand-alone product; compliance is that of the final heat pump.",
        ],
        8,
        "・",
    )
    return save(s, out / "kph-20.pdf")


# ------------------------------------------------ XR-PHC8 wired controller (Chinese)
def phc8(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Ningbo Xinrui Thermal Control Co., Ltd.",
        header_right="XR-PHC8 User Manual V1.3",
        footer_left="www.xinrui-thermal.example",
        footer_right="- {page} -",
        table_fill=(235, 245, 235),
        accent=(0, 100, 60),
        grid=True,
    )
    s = Sheet(style, "XR-PHC8 pool heat pump wired controller")
    s.add_page()
    s.title_block(
        "XR-PHC8",
        "Swimming Pool Heat Pump Wired Controller (Touch Panel)",
        "Models"
        + FWC
        + "XR-PHC8 (RS-485)"
        + FWC.replace(FWC, " / ")
        + "XR-PHC8-WF (RS-485 + WiFi)",
        19,
    )
    s.heading("1、Product Introduction", 10.5)
    s.para(
        "XR-PHC8 is the 86 type touch panel for pool heat pump, it shows water temperature, "
        "set temperature, mode (heating / cooling / auto) and the error code. It connect "
        "to the main board by 4 wire (12V, GND, A, B). Panel do not have relay, all load is "
        "switch by main board.",
        8.5,
    )
    s.heading("2、Technical Parameter", 10.5)
    s.lines(
        [
            "Working voltage" + FWC + "DC 12V" + PM + "10%",
            "Working current"
            + FWC
            + LE
            + "60mA (backlight on)"
            + FWC.replace(FWC, ", ")
            + LE
            + "25mA (backlight off)",
            "WiFi version working current" + FWC + LE + "180mA (peak 350mA when connecting)",
            "Communication"
            + FWC
            + "RS-485, Modbus RTU, 9600bps (default)"
            + FWC.replace(FWC, " / ")
            + "19200bps",
            "Temperature display range" + FWC + "-9" + FWT + "99" + FW_C,
            "Temperature setting range"
            + FWC
            + "Heating 15"
            + FWT
            + "40"
            + FW_C
            + "，Cooling 8"
            + FWT
            + "28"
            + FW_C,
            "Display resolution" + FWC + "0.5" + FW_C,
            "Working temperature" + FWC + "-10" + FWT + "+50" + FW_C,
            "Storage temperature" + FWC + "-20" + FWT + "+70" + FW_C,
            "Working humidity" + FWC + LE + "90%RH (no condensation)",
            "Protection grade" + FWC + "IP54 (front side only, after installation)",
            "WiFi" + FWC + "2.4GHz 802.11b/g/n, APP" + FWC + "Smart Pool Life",
        ],
        8.5,
        3.5,
    )
    s.heading("3、Dimension", 10.5)
    s.lines(["86 x 86 x 16 mm, screw hole distance 60 mm, cable 4 x 0.5 mm2, length 5m"], 8.5)
    s.heading("4、Wiring", 10.5)
    s.table(
        [Col("Terminal", 100, "C"), Col("Color", 100, "C"), Col("Function", 299)],
        [
            ["1", "Red", "+12V from main board"],
            ["2", "Black", "GND"],
            ["3", "Yellow", "RS-485 A"],
            ["4", "White", "RS-485 B"],
        ],
        8,
    )
    s.add_page()
    s.heading("5、Error Code", 10.5)
    s.table(
        [Col("Code", 70, "C"), Col("Meaning", 280), Col("Check", 149)],
        [
            ["E01", "High pressure protection", "water flow, fan"],
            ["E02", "Low pressure protection", "refrigerant leak"],
            ["E03", "Water flow switch open", "filter pump"],
            ["E09", "Communication fail > 60 s", "wire A/B"],
            ["P01", "Water inlet sensor fault", "T1"],
            ["P05", "Coil sensor fault", "T3"],
        ],
        8,
    )
    s.heading("6、Notice", 10.5)
    s.bullets(
        [
            "Communication cable longest 30m, use twisted pair. Over 30m please add repeater.",
            "Do not connect 24V or 220V to the panel, it will burn.",
            "Panel can work with main boards which follow Xinrui protocol only, other brand board is not guaranteed.",
            "Do not install in direct sunshine, LCD maybe turn black above 60" + FW_C + ".",
        ],
        8.5,
    )
    s.heading("7、FAQ", 10.5)
    s.para(
        "Q" + FWC + "Can the panel be powered by 5V USB? A" + FWC + "No. Below 9V the panel "
        "will restart again and again, please use 12V.",
        8.5,
    )
    s.para(
        "Q" + FWC + "WiFi can connect 5GHz router? A" + FWC + "Only 2.4GHz is supported.",
        8.5,
    )
    return save(s, out / "xr-phc8.pdf")


# ------------------------------------------------ PHT-24 control board (US)
def pht24(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="CALDER CONTROLS, INC.",
        header_right="PHT-24 Pool Heat Pump Control Board",
        footer_left="Calder Controls, Inc.  |  Rev. C  |  Specifications subject to change",
        footer_right="{page}",
        table_fill=(215, 225, 240),
        accent=(20, 40, 110),
        grid=True,
    )
    s = Sheet(style, "PHT-24 pool heat pump control board")
    s.add_page()
    s.title_block(
        "PHT-24",
        "24 VAC Pool & Spa Heat Pump Control Board",
        "PHT-24 (pool only) and PHT-24D (dual pool/spa thermostat)",
        20,
    )

    def left() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "24 VAC Class 2 control circuit",
                "Water temperature set point 50 " + DEGF + " to 104 " + DEGF,
                "Compressor contactor output with 5-minute anti-short-cycle",
                "Remote spa-side input (PHT-24D)",
                "Pressure and flow switch safety chain",
            ],
            8,
        )

    def right() -> None:
        s.heading("APPLICATIONS", 9.5)
        s.bullets(
            [
                "Residential pool heat pumps",
                "Spa and hot-tub heaters",
                "Retrofit of mechanical thermostats",
            ],
            8,
        )

    s.side_by_side(left, right, 300)
    s.heading("ELECTRICAL SPECIFICATIONS", 10)
    s.para(
        "TA = 77 " + DEGF + " (25 " + DEG + "), supply 24 VAC 60 Hz unless otherwise noted.", 7.5
    )
    s.table(
        [
            Col("Parameter", 175),
            Col("Conditions", 130),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Units", 59, "C"),
        ],
        [
            ["Supply Voltage", "R to C", "20", "24", "30^{1}", "VAC"],
            ["Supply Current", "all outputs off", "", "65", "90", "mA"],
            ["", "all outputs on", "", "210", "280^{2}", "mA"],
            ["Contactor Output (Y)", "24 VAC coil", "", "", "1.0", "A"],
            ["Reversing Valve Output (O)", "24 VAC coil", "", "", "0.5", "A"],
            ["Fan Relay Contacts", "240 VAC, FLA", "", "", "3^{3}", "A"],
            ["Water Sensor Range", "10 kOhm NTC", "32", "", "122", DEGF],
            ["Water Temperature\nAccuracy", "50 " + DEGF + " to 104 " + DEGF, "-1", "", "+1", DEGF],
            ["Display Resolution", "", "", "1", "", DEGF],
        ],
        7.5,
    )
    s.para(
        "Note 1: 30 VAC is the highest continuous supply; see Absolute Maximum Ratings. "
        "Note 2: includes the contactor and reversing valve coil currents at the maximum "
        "output ratings. Note 3: 1.5 A for PHT-24 boards with date code before 2219.",
        7,
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS", 10)
    s.leaders(
        [
            ("Supply Voltage (R to C)", "36 VAC"),
            ("Fan Relay Contact Voltage", "277 VAC"),
            (
                "Operating Temperature",
                "-40 " + DEGF + " to 158 " + DEGF + " (-40 " + DEG + " to 70 " + DEG + ")",
            ),
            ("Storage Temperature", "-40 " + DEGF + " to 185 " + DEGF),
        ],
        8,
    )
    s.add_page()
    s.heading("OPERATING ENVIRONMENT", 10)
    s.table(
        [Col("Parameter", 200), Col("PHT-24", 150, "C"), Col("PHT-24D", 149, "C")],
        [
            [
                "Ambient Temperature",
                "-4 " + DEGF + " to 140 " + DEGF + "\n(-20 " + DEG + " to 60 " + DEG + ")",
                "32 " + DEGF + " to 122 " + DEGF + "\n(0 " + DEG + " to 50 " + DEG + ")",
            ],
            ["Relative Humidity", "5 % to 95 %, non-condensing", "5 % to 95 %, non-condensing"],
            ["Spa Set Point", "-", "80 " + DEGF + " to 104 " + DEGF],
        ],
        7.5,
    )
    s.heading("TERMINAL DESIGNATIONS", 10)
    s.table(
        [Col("Terminal", 80, "C"), Col("Function", 260), Col("Wire", 159, "C")],
        [
            ["R", "24 VAC hot", "18 AWG"],
            ["C", "24 VAC common", "18 AWG"],
            ["Y", "Compressor contactor", "18 AWG"],
            ["O", "Reversing valve (energized in cooling)", "18 AWG"],
            ["G", "Fan (pilot duty)", "18 AWG"],
            ["PS1, PS2", "High/low pressure switch loop", "22 AWG"],
            ["FS", "Water flow switch", "22 AWG"],
        ],
        7.5,
    )
    s.heading("APPLICATION INFORMATION", 10)
    s.para(
        "The PHT-24 must be supplied from a Class 2 transformer of at least 40 VA. The Y "
        "output switches the compressor contactor coil only; it must never switch the "
        "compressor directly. The board does not provide a communication port; remote "
        "monitoring requires the optional PHT-LINK adapter (separate data sheet).",
        8,
    )
    s.para(
        "Water temperature accuracy outside 50 " + DEGF + " to 104 " + DEGF + " is not specified.",
        8,
    )
    revision_table(
        s,
        [["03/2022", "B", "PHT-24D added"], ["01/2024", "C", "Fan relay 3 A (Note 3)"]],
        (90, 60, 349),
    )
    return save(s, out / "pht-24.pdf")
