"""Hold-out 94 datasheets, part 2: an 8-channel optocoupler-isolated input board, a
2.9 inch e-paper display module, a 100 kg S-type load cell with its amplifier
transmitter and a 24 V DC panel-mount fan with tach output.

A Macedonian / English board sheet in Cyrillic (bilingual parameter names wrapped
over two lines, one column per input-voltage version, the output side in a
min/typ/max table, notes holding the VCC advice), a Halifax maker company's product
notes (a "Quick facts" table with one column per version, SPI timing, a command
decoy, "Gotchas"), a Galician / English weighing sheet (load-cell table and
transmitter table with version columns, compensated vs operating temperature, a
wiring decoy) and a Korean fan maker's English catalogue page (one column per speed
model, tach output data below, ordering-code decoy).
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


# ------------------------------------------------------------ opto input board (Skopje)
def vaop8(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="\u0412\u0430\u0440\u0434\u0430\u0440 \u0410\u0432\u0442\u043e\u043c\u0430"
        "\u0442\u0438\u043a\u0430 \u00b7 Vardar Avtomatika",
        header_right="VA-OP8  \u0422\u0435\u0445\u043d\u0438\u0447\u043a\u0438 \u043b\u0438"
        "\u0441\u0442 / Technical sheet",
        footer_left="\u0412\u0430\u0440\u0434\u0430\u0440 \u0410\u0432\u0442\u043e\u043c\u0430"
        "\u0442\u0438\u043a\u0430 \u0414\u041e\u041e\u0415\u041b \u0421\u043a\u043e\u043f"
        "\u0458\u0435  \u00b7  TL-VA-OP8 \u0438\u0437\u0434. 2",
        footer_right="\u0421\u0442\u0440\u0430\u043d\u0430 {page} \u043e\u0434 {nb} / Page "
        "{page} of {nb}",
        table_fill=(248, 228, 210),
        accent=(150, 60, 0),
        rule_color=(150, 60, 0),
        grid=False,
    )
    s = Sheet(style, "VA-OP8 8-channel optocoupler-isolated input board")
    s.add_page()
    s.title_block(
        "VA-OP8",
        "\u041c\u043e\u0434\u0443\u043b \u0441\u043e 8 \u043e\u043f\u0442\u043e\u0438\u0437"
        "\u043e\u043b\u0438\u0440\u0430\u043d\u0438 \u0432\u043b\u0435\u0437\u043e\u0432"
        "\u0438 / 8-channel optocoupler-isolated input board",
        "24 V PLC \u0441\u0438\u0433\u043d\u0430\u043b\u0438 \u2192 3,3 V / 5 V "
        "\u043b\u043e\u0433\u0438\u043a\u0430  \u00b7  24 V PLC signals to 3.3 V / 5 V logic",
        20,
    )
    s.heading("1  \u041e\u043f\u0438\u0441 / Description", 10.5)
    s.para(
        "\u041c\u043e\u0434\u0443\u043b\u043e\u0442 \u0433\u0438 \u043f\u0440\u0435\u0442"
        "\u0432\u043e\u0440\u0430 \u0438\u043d\u0434\u0443\u0441\u0442\u0440\u0438\u0441"
        "\u043a\u0438\u0442\u0435 \u0441\u0438\u0433\u043d\u0430\u043b\u0438 \u0432\u043e "
        "\u043b\u043e\u0433\u0438\u0447\u043a\u0438 \u043d\u0438\u0432\u043e\u0430. "
        "The board converts eight industrial PNP (sourcing) signals - sensors, limit "
        "switches, PLC outputs - into logic levels for a microcontroller. Each channel has "
        "its own optocoupler and LED; the field side and the logic side share no ground. "
        "Two versions are built: VA-OP8-24 for 24 V signals and VA-OP8-12 for 12 V "
        "signals.",
        8.3,
    )
    s.heading(
        "2  \u0412\u043b\u0435\u0437\u043d\u0430 \u0441\u0442\u0440\u0430\u043d\u0430 / "
        "Input (field) side",
        10.5,
    )
    s.table(
        [
            Col("\u041f\u0430\u0440\u0430\u043c\u0435\u0442\u0430\u0440 / Parameter", 215),
            Col("VA-OP8-24", 85, "C"),
            Col("VA-OP8-12", 85, "C"),
            Col("\u0415\u0434. / Unit", 114, "C"),
        ],
        [
            [
                "\u041d\u043e\u043c\u0438\u043d\u0430\u043b\u0435\u043d \u0432\u043b\u0435"
                "\u0437\u0435\u043d \u043d\u0430\u043f\u043e\u043d /\nRated input voltage",
                "24",
                "12",
                "V DC",
            ],
            [
                "\u041f\u0440\u0430\u0433 \u0437\u0430 \u0432\u043a\u043b\u0443\u0447"
                "\u0443\u0432\u0430\u045a\u0435 /\nON threshold (input seen as 1)",
                GE + " 15",
                GE + " 8",
                "V",
            ],
            [
                "\u041f\u0440\u0430\u0433 \u0437\u0430 \u0438\u0441\u043a\u043b\u0443\u0447"
                "\u0443\u0432\u0430\u045a\u0435 /\nOFF threshold (input seen as 0)",
                LE + " 5",
                LE + " 3",
                "V",
            ],
            [
                "\u0412\u043b\u0435\u0437\u043d\u0430 \u0441\u0442\u0440\u0443\u0458\u0430 /"
                "\nInput current at rated voltage",
                "5.0",
                "5.5",
                "mA",
            ],
            [
                "\u041c\u0430\u043a\u0441. \u0432\u043b\u0435\u0437\u0435\u043d \u043d\u0430"
                "\u043f\u043e\u043d /\nMaximum input voltage",
                "30",
                "15",
                "V DC",
            ],
        ],
        7.8,
    )
    s.heading(
        "3  \u0418\u0437\u043b\u0435\u0437\u043d\u0430 \u0441\u0442\u0440\u0430\u043d\u0430 / "
        "Output (logic) side, both versions",
        10.5,
    )
    s.table(
        [
            Col("\u041f\u0430\u0440\u0430\u043c\u0435\u0442\u0430\u0440 / Parameter", 195),
            Col("\u0423\u0441\u043b\u043e\u0432 / Condition", 95, "C"),
            Col("\u043c\u0438\u043d.", 45, "C"),
            Col("\u0442\u0438\u043f.", 45, "C"),
            Col("\u043c\u0430\u043a\u0441.", 45, "C"),
            Col("\u0415\u0434.", 74, "C"),
        ],
        [
            [
                "\u041d\u0430\u043f\u043e\u0458\u0443\u0432\u0430\u045a\u0435 /\nLogic supply VCC",
                "",
                "3.0",
                "",
                "5.5",
                "V",
            ],
            [
                "\u0421\u0442\u0440\u0443\u0458\u0430 \u043d\u0430 \u043d\u0430\u043f\u043e"
                "\u0458\u0443\u0432\u0430\u045a\u0435 /\nSupply current",
                "all inputs ON",
                "",
                "12",
                "16",
                "mA",
            ],
            [
                "\u0418\u0437\u043b\u0435\u0437\u0435\u043d \u043d\u0438\u0437\u043e\u043a "
                "\u043d\u0430\u043f\u043e\u043d /\nOutput low voltage",
                "I_{OL} = 2 mA",
                "",
                "",
                "0.4",
                "V",
            ],
            [
                "\u0412\u0440\u0435\u043c\u0435 \u043d\u0430 \u0432\u043a\u043b\u0443\u0447"
                "\u0443\u0432\u0430\u045a\u0435 /\nTurn-on delay",
                "24 V, VCC 5 V",
                "",
                "10",
                "20",
                MU + "s",
            ],
            [
                "\u0412\u0440\u0435\u043c\u0435 \u043d\u0430 \u0438\u0441\u043a\u043b\u0443\u0447"
                "\u0443\u0432\u0430\u045a\u0435 /\nTurn-off delay",
                "24 V, VCC 5 V",
                "",
                "40",
                "80",
                MU + "s",
            ],
            [
                "\u041c\u0430\u043a\u0441. \u0432\u043b\u0435\u0437\u043d\u0430 \u0444\u0440"
                "\u0435\u043a\u0432\u0435\u043d\u0446\u0438\u0458\u0430 /\nMax. input frequency",
                "duty 50 %",
                "",
                "",
                "5",
                "kHz",
            ],
        ],
        7.8,
    )
    s.add_page()
    s.heading(
        "4  \u0413\u0440\u0430\u043d\u0438\u0447\u043d\u0438 \u0432\u0440\u0435\u0434"
        "\u043d\u043e\u0441\u0442\u0438 / Limiting values",
        10.5,
    )
    s.table(
        [
            Col("\u041f\u0430\u0440\u0430\u043c\u0435\u0442\u0430\u0440 / Parameter", 300),
            Col("\u0412\u0440\u0435\u0434\u043d\u043e\u0441\u0442 / Value", 199, "C"),
        ],
        [
            ["VCC, \u0430\u043f\u0441\u043e\u043b\u0443\u0442\u043d\u043e / absolute", "6.0 V"],
            [
                "\u0418\u0437\u043e\u043b\u0430\u0446\u0438\u0458\u0430 / Isolation, "
                "field to logic, 1 min",
                "2500 Vrms",
            ],
            [
                "\u0420\u0430\u0431\u043e\u0442\u043d\u0430 \u0442\u0435\u043c\u043f\u0435"
                "\u0440\u0430\u0442\u0443\u0440\u0430 / Operating temperature",
                "-25 ... +70 " + DEG,
            ],
            [
                "\u0422\u0435\u043c\u043f. \u043d\u0430 \u0441\u043a\u043b\u0430\u0434\u0438"
                "\u0440\u0430\u045a\u0435 / Storage temperature",
                "-40 ... +85 " + DEG,
            ],
        ],
        7.8,
    )
    s.heading("5  \u041f\u0440\u0438\u043a\u043b\u0443\u0447\u043e\u0446\u0438 / Terminals", 10.5)
    s.table(
        [
            Col("\u0411\u043b\u043e\u043a / Block", 80, "C"),
            Col("\u041f\u0438\u043d\u043e\u0432\u0438 / Pins", 419),
        ],
        [
            ["X1 (5.08)", "IN1 ... IN8, COM- (field 0 V)"],
            ["X2 (2.54)", "VCC, GND, OUT1 ... OUT8"],
            ["LED", "one green LED per input, lit when the input is ON"],
        ],
        7.8,
    )
    s.heading("6  \u041d\u0430\u043f\u043e\u043c\u0435\u043d\u0438 / Notes", 10.5)
    s.bullets(
        [
            "\u0418\u0437\u043b\u0435\u0437\u0438\u0442\u0435 \u0441\u0435 \u0430\u043a"
            "\u0442\u0438\u0432\u043d\u0438 \u043d\u0438\u0441\u043a\u043e. Outputs are "
            "active LOW: when an input is ON, OUTn is pulled to GND.",
            "Each output has a 10 k" + OHM + " pull-up to the VCC pin, so the high level "
            "follows VCC. Supply the logic side from 3.3 V for an ESP32 or a Raspberry Pi, "
            "from 5 V for a 5 V Arduino.",
            "The VA-OP8-24 does not switch reliably on 12 V signals; order the VA-OP8-12 "
            "for 12 V systems.",
            "NPN (sinking) sensors need the VA-OP8-..N version, built to order.",
            "Do not join COM- and GND if you want to keep the isolation.",
        ],
        8.3,
    )
    revision_table(
        s,
        [
            [
                "2022-11",
                "1",
                "\u043f\u0440\u0432\u043e \u0438\u0437\u0434\u0430\u043d\u0438\u0435 / first issue",
            ],
            ["2024-02", "2", "VA-OP8-12 / 12 V version"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "va-op8.pdf")


# ------------------------------------------------------------ e-paper module (Halifax)
def sde290(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="SALTWATER DIGITAL  \u00b7  Halifax, Nova Scotia",
        header_right="SDE-290B family  -  product notes",
        footer_left="saltwaterdigital.ca  \u00b7  product notes rev. 5",
        footer_right="notes p{page} of {nb}",
        table_fill=(250, 232, 214),
        accent=(180, 85, 15),
        rule_color=(180, 85, 15),
        grid=False,
    )
    s = Sheet(style, "SDE-290B 2.9 inch e-paper display module")
    s.add_page()
    s.title_block(
        "SDE-290B",
        "2.9 inch e-paper display module, 296 x 128, SPI with BUSY line",
        "Two builds: SDE-290B (bare, 3.3 V) and SDE-290B-5V (regulator + level shifter)",
        21,
    )
    s.para(
        "A black / white e-paper panel on a small carrier board with an 8-pin header. The "
        "picture stays on the glass with the power removed, so the board suits shelf "
        "labels, weather stations and name badges that update now and then. Talk to it "
        "over 4-wire SPI (write only in normal use) and watch the BUSY line.",
        8.5,
    )
    s.heading("Quick facts", 11)
    s.table(
        [Col("", 180), Col("SDE-290B (bare)", 160, "C"), Col("SDE-290B-5V", 159, "C")],
        [
            ["Supply on the VCC pin", "2.3 - 3.6 V", "3.3 - 5.5 V"],
            ["Logic level, SPI and control pins", "same as VCC", "3.3 V or 5 V"],
            ["Current while refreshing, typ.", "8 mA", "9 mA"],
            ["Deep-sleep current, typ.", "1 " + MU + "A", "45 " + MU + "A"],
            ["Full refresh time, typ.", "3 s", "3 s"],
            ["Partial refresh time, typ.", "0.3 s", "0.3 s"],
            ["Board size", "79 x 36.7 mm", "89.5 x 38 mm"],
        ],
        8,
    )
    s.para(
        "The 45 " + MU + "A of the -5V build is the regulator's own quiescent current; it "
        "flows whenever VCC is applied.",
        8,
    )
    s.heading("Display", 11)
    s.table(
        [Col("", 180), Col("", 319)],
        [
            ["Active area", "66.9 x 29.1 mm"],
            ["Resolution", "296 x 128 pixels, 112 dpi"],
            ["Colours", "black, white (1 bit per pixel)"],
            ["Viewing angle", "> 170\u00b0"],
        ],
        8,
        show_head=False,
    )
    s.heading("SPI timing (both builds)", 11)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["SCLK frequency, write", "f_{SCL}", "", "", "20", "MHz"],
            ["SCLK frequency, read", "f_{SCL,R}", "", "", "2.5", "MHz"],
            ["CS setup time", "t_{CSS}", "60", "", "", "ns"],
            ["CS hold time", "t_{CSH}", "65", "", "", "ns"],
        ],
        8,
    )
    s.add_page()
    s.heading("Pins", 11)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60, "C"), Col("What it does", 399)],
        [
            ["1", "VCC", "supply, see Quick facts"],
            ["2", "GND", "ground"],
            ["3", "DIN", "SPI MOSI"],
            ["4", "CLK", "SPI SCLK"],
            ["5", "CS", "chip select, active low"],
            ["6", "DC", "data (high) / command (low)"],
            ["7", "RST", "reset, active low, min. 10 ms"],
            ["8", "BUSY", "output, HIGH while the controller is busy"],
        ],
        8,
    )
    s.heading("The BUSY line", 11)
    s.para(
        "BUSY goes HIGH as soon as a refresh starts and stays HIGH until the panel is done. "
        "Don't send commands while it is HIGH - they are ignored. After a full refresh "
        "expect about 3 s, after a partial refresh about 0.3 s. Poll it or use it as an "
        "interrupt (falling edge).",
        8.5,
    )
    s.heading("Commands you will use (excerpt)", 11)
    s.table(
        [Col("Code", 50, "C"), Col("Command", 160), Col("Data", 289)],
        [
            ["0x01", "Driver output control", "0x27 0x01 0x00 (296 gate lines)"],
            ["0x10", "Deep sleep mode", "0x01"],
            ["0x11", "Data entry mode", "0x03"],
            ["0x22", "Display update control 2", "0xF7 full / 0xFF partial"],
            ["0x24", "Write RAM (black / white)", "296 x 128 / 8 = 4736 bytes"],
        ],
        8,
    )
    s.heading("Environment", 11)
    s.para(
        "Operating 0 to 50 " + DEG + " and 35 to 65 %RH. Refreshing below 0 " + DEG + " gives "
        "ghosting and is not supported. Storage -25 to 70 " + DEG + ". Keep it out of "
        "direct sun for long periods - the UV slowly fades the panel.",
        8.5,
    )
    s.heading("Gotchas", 11)
    s.bullets(
        [
            "The bare SDE-290B is not 5 V tolerant: wiring it to a 5 V Arduino's pins "
            "damages the controller. Use the SDE-290B-5V there.",
            "Send deep sleep (0x10) after each update; leaving the panel in the high-voltage "
            "state for hours shortens its life.",
            "Do a full refresh at least after every 5 partial ones, or ghosts build up.",
            "Full refreshes: no more often than once every 180 s in continuous use.",
        ],
        8.5,
    )
    return save(s, out / "sde-290b.pdf")


# ------------------------------------------------------------ load cell + transmitter (Vigo)
def pas100(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Pesaxes do Atl\u00e1ntico S.L.  \u00b7  Vigo",
        header_right="PAS-100T  Folla t\u00e9cnica / Technical sheet",
        footer_left="FT-PAS100T gl/en, rev. D",
        footer_right="P\u00e1xina {page} de {nb} / Page {page} of {nb}",
        table_fill=(210, 232, 222),
        accent=(0, 80, 60),
        rule_color=(0, 80, 60),
        grid=True,
    )
    s = Sheet(style, "PAS-100T 100 kg S-type load cell with transmitter")
    s.add_page()
    s.title_block(
        "PAS-100T",
        "C\u00e9lula de carga tipo S de 100 kg con transmisor / "
        "100 kg S-type load cell with amplifier transmitter",
        "Sa\u00edda 0-10 V (PAS-100T-V) ou 4-20 mA (PAS-100T-A) / Output 0-10 V or 4-20 mA",
        20,
    )
    s.heading("1  Descrici\u00f3n / Description", 10.5)
    s.para(
        "Conxunto formado por unha c\u00e9lula de carga de aceiro inoxidable tipo S e un "
        "transmisor en carril DIN. The set consists of a stainless-steel S-type load cell "
        "for tension and compression and a DIN-rail transmitter that excites the bridge "
        "and turns its millivolt signal into 0-10 V (PAS-100T-V) or 4-20 mA (PAS-100T-A). "
        "Typical uses: hopper and tank weighing, hanging scales, test benches.",
        8.5,
    )
    s.heading("2  C\u00e9lula de carga / Load cell", 10.5)
    s.table(
        [
            Col("Par\u00e1metro / Parameter", 245),
            Col("Valor / Value", 140, "C"),
            Col("Unidade / Unit", 114, "C"),
        ],
        [
            ["Capacidade nominal /\nRated capacity", "100", "kg"],
            ["Sensibilidade /\nRated output", "2.0 " + PM + " 0.1", "mV/V"],
            ["Erro combinado /\nCombined error", PM + " 0.03", "% F.S."],
            ["Sobrecarga segura /\nSafe overload", "150", "% F.S."],
            ["Sobrecarga de rotura /\nUltimate overload", "300", "% F.S."],
            ["Excitaci\u00f3n recomendada /\nRecommended excitation", "5 ... 12", "V DC"],
            ["Excitaci\u00f3n m\u00e1xima /\nMaximum excitation", "15", "V DC"],
            ["Resistencia de entrada /\nInput resistance", "400 " + PM + " 20", OHM],
            ["Resistencia de sa\u00edda /\nOutput resistance", "350 " + PM + " 3", OHM],
            [
                "Rango de temperatura compensado /\nCompensated temperature range",
                "-10 ... +40",
                DEG,
            ],
            ["Temperatura de funcionamento /\nOperating temperature range", "-30 ... +70", DEG],
            ["Grao de protecci\u00f3n /\nProtection class", "IP67", "-"],
        ],
        7.8,
    )
    s.add_page()
    s.heading("3  Transmisor / Transmitter", 10.5)
    s.table(
        [
            Col("Par\u00e1metro / Parameter", 205),
            Col("PAS-100T-V", 105, "C"),
            Col("PAS-100T-A", 105, "C"),
            Col("Unidade / Unit", 84, "C"),
        ],
        [
            ["Alimentaci\u00f3n /\nSupply voltage", "18 ... 30 (24)", "18 ... 30 (24)", "V DC"],
            ["Consumo m\u00e1ximo /\nCurrent consumption, max.", "30", "45", "mA"],
            ["Sinal de sa\u00edda /\nOutput signal", "0 ... 10 V", "4 ... 20 mA", "-"],
            ["Carga admisible /\nPermissible load", GE + " 2 k" + OHM, LE + " 500 " + OHM, "-"],
            ["Excitaci\u00f3n da ponte /\nBridge excitation (supplied)", "10", "10", "V DC"],
            ["Tempo de resposta /\nResponse time (10-90 %)", "10", "10", "ms"],
            [
                "Temperatura de funcionamento /\nOperating temperature",
                "-20 ... +60",
                "-20 ... +60",
                DEG,
            ],
        ],
        7.8,
    )
    s.heading("4  Conexi\u00f3ns / Wiring", 10.5)
    s.table(
        [
            Col("Borne / Terminal", 110, "C"),
            Col("C\u00e9lula / Cell wire", 150, "C"),
            Col("Funci\u00f3n / Function", 239),
        ],
        [
            ["1", "vermello / red", "EXC+ (excitation +)"],
            ["2", "negro / black", "EXC- (excitation -)"],
            ["3", "verde / green", "SIG+ (signal +)"],
            ["4", "branco / white", "SIG- (signal -)"],
            ["5", "-", "+24 V supply"],
            ["6", "-", "0 V supply / output common"],
            ["7", "-", "OUT (0-10 V or 4-20 mA)"],
        ],
        7.8,
    )
    s.heading("5  Axuste / Adjustment", 10.5)
    s.para(
        "Dous potenci\u00f3metros, ZERO e SPAN. Two multi-turn potentiometers: ZERO "
        "(offset " + PM + " 10 % F.S.) and SPAN (" + PM + " 20 %). Factory setting: 0 kg "
        "= 0 V / 4 mA and 100 kg = 10 V / 20 mA.",
        8.5,
    )
    s.heading("6  Notas / Notes", 10.5)
    s.bullets(
        [
            "A sa\u00edda 4-20 mA \u00e9 de tres fíos. The 4-20 mA output is 3-wire (current "
            "referred to terminal 6); it cannot be powered from the loop.",
            "Neither version works from a 12 V supply: both need at least 18 V.",
            "Above full scale the output keeps rising up to about 11 V / 22 mA, then limits.",
            "Load the S-cell in its axis only; side loads above 10 % of the capacity spoil "
            "the combined error.",
        ],
        8.5,
    )
    revision_table(
        s,
        [
            ["2021-09", "B", "primeira edici\u00f3n bilingue / first bilingual edition"],
            ["2023-10", "D", "PAS-100T-A engadido / added"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "pas-100t.pdf")


# ------------------------------------------------------------ 24 V fan (Korea)
def gc9225(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="GEUMGANG COOLING  DC AXIAL FANS",
        header_right="CAT. No. GC-DCF-2024E",
        footer_left="Specifications are subject to change without notice for improvement.",
        footer_right="GC-{page}",
        table_fill=(230, 230, 230),
        accent=(0, 0, 0),
        rule_color=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "GC9225 series 24 V DC axial fan")
    s.add_page()
    s.title_block(
        "GC9225 Series",
        "92 x 92 x 25 mm DC axial fan, 24 V, with tachometer (FG) output",
        "Panel mount with finger guard  -  ball bearing  -  Geumgang Cooling Co., Ltd.",
        21,
    )
    s.bullets(
        [
            "Brushless DC motor, 4-pole, ball bearing",
            "Tachometer output (FG), 2 pulses per revolution, open collector",
            "Locked-rotor protection with automatic restart",
            "Reverse polarity protection (fan does not run, is not damaged)",
            "UL / CE / RoHS",
        ],
        8.5,
    )
    s.heading("SPECIFICATIONS", 10.5)
    s.table(
        [
            Col("Model", 195),
            Col("GC9225-24L", 100, "C"),
            Col("GC9225-24M", 100, "C"),
            Col("GC9225-24H", 104, "C"),
        ],
        [
            ["Rated voltage (V DC)", "24", "24", "24"],
            ["Operating voltage range (V DC)", "14.0 ~ 27.6", "14.0 ~ 27.6", "16.0 ~ 27.6"],
            ["Starting voltage (V DC, 25 " + DEG + ")", "12.0", "12.0", "14.0"],
            ["Rated current (A)", "0.05", "0.08", "0.15"],
            ["Rated input power (W)", "1.20", "1.92", "3.60"],
            ["Rated speed (rpm " + PM + "10 %)", "2000", "2600", "3400"],
            ["Max. airflow (m^{3}/min)", "0.95", "1.25", "1.62"],
            ["Max. static pressure (Pa)", "30", "50", "85"],
            ["Noise (dB(A))", "26", "32", "41"],
            ["Mass (g)", "95", "95", "100"],
        ],
        8,
    )
    s.para(
        "Rated values at rated voltage, 25 " + DEG + ", 65 %RH, free air, after 3 min of "
        "running. Noise measured 1 m from the intake.",
        7.5,
    )
    s.heading("COMMON SPECIFICATIONS", 10.5)
    s.leaders(
        [
            ("Operating temperature ", " -10 ~ +70 " + DEG),
            ("Storage temperature ", " -40 ~ +75 " + DEG),
            ("Operating humidity ", " 5 ~ 90 %RH (non-condensing)"),
            ("Life expectancy (L10, 40 " + DEG + ") ", " 70,000 h"),
            ("Insulation resistance ", " 10 M ohm min. at 500 V DC"),
            ("Dielectric strength ", " 500 V AC, 1 min"),
            ("Frame / impeller ", " PBT, UL94V-0"),
            ("Lead wires ", " UL1007 AWG26, 300 mm"),
        ],
        8.5,
    )
    s.add_page()
    s.heading("TACHOMETER (FG) OUTPUT", 10.5)
    s.para(
        "The FG wire is an open-collector output that switches to 0 V twice per revolution. "
        "Add an external pull-up resistor to any supply from 3.3 V to 24 V; the frequency "
        "is f (Hz) = speed (rpm) x 2 / 60.",
        8.5,
    )
    s.table(
        [
            Col("Item", 200),
            Col("Condition", 130, "C"),
            Col("Value", 100, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Output type", "", "open collector", "-"],
            ["Pulses per revolution", "", "2", "-"],
            ["Max. sink current", "", "10", "mA"],
            ["Max. voltage on FG", "pull-up supply", "30", "V"],
            ["Output low voltage", "I_{sink} = 10 mA", "0.5 max.", "V"],
        ],
        8,
    )
    s.heading("LEAD WIRES", 10.5)
    s.table(
        [Col("Color", 100, "C"), Col("Function", 399)],
        [
            ["Red", "+24 V DC"],
            ["Black", "GND (-)"],
            ["Yellow", "FG (tachometer output)"],
        ],
        8,
    )
    s.heading("ORDERING CODE", 10.5)
    s.table(
        [Col("Code", 130, "C"), Col("Meaning", 369)],
        [
            ["GC9225-24H-F", "H speed, FG output (standard)"],
            ["GC9225-24H-R", "H speed, rotation detector (lock alarm) instead of FG, on request"],
            ["GC9225-24H-FG", "H speed, FG output, with metal finger guard"],
        ],
        8,
    )
    s.heading("NOTES", 10.5)
    s.bullets(
        [
            "These fans have no PWM speed-control wire. Speed can be changed only by the "
            "supply voltage, within the operating voltage range.",
            "Do not connect FG directly to a supply without a pull-up resistor.",
            "Mount with screws M4 through the 82.5 mm hole pattern; panel cutout 89 mm.",
        ],
        8.5,
    )
    revision_table(
        s,
        [["2023.04", "A", "New issue"], ["2024.02", "B", "H model data revised"]],
        (80, 60, 359),
    )
    return save(s, out / "gc9225.pdf")
