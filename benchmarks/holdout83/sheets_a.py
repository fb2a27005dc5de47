"""Hold-out 83 datasheets, part 1: a 12 V LED-strip MOSFET driver board, a 16-channel
I2C PWM servo driver board, an I2S MEMS microphone breakout and a 3.3 V RS-485
transceiver module.

A US LED-lighting accessory brand's spec sheet (overview beside an "at a glance"
list, one column per cooling version with a wrapped derating row, terminal table,
FAQ), a Colombian robotics store's technical sheet in English (section rows per
board version inside one electrical table, address jumper and register tables),
a Catalan / English microphone breakout data sheet (wrapped bilingual names, one
current column per version, symbol-only digital rows, FAQ) and a Hangzhou
industrial-communication module user manual in English (model selection table,
remark column, baud rate per model, cable-length table).
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
TILDE = " ~ "


# --------------------------------------------------- LED strip MOSFET driver (US)
def lsl_md5(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="LAKESHORE STRIP LIGHTING CO.   |   SPEC SHEET",
        header_right="LSL-MD5 / LSL-MD5H",
        footer_left="LSL-MD5 Spec Sheet  |  Rev 2  |  Lakeshore Strip Lighting Co., Chicago IL",
        footer_right="{page}/{nb}",
        rule_color=(200, 120, 0),
        table_fill=(252, 236, 205),
        accent=(170, 95, 0),
        grid=False,
    )
    s = Sheet(style, "LSL-MD5 MOSFET dimmer board for 12 V LED strip")
    s.add_page()
    s.title_block(
        "LSL-MD5 / LSL-MD5H",
        "Single-Channel MOSFET Dimmer Board for 12 V LED Strip",
        "Low-side N-channel switch  -  PWM input from any 3.3 V or 5 V controller  -  "
        "screw terminals",
        20,
    )

    def left() -> None:
        s.heading("PRODUCT OVERVIEW", 9.5)
        s.para(
            "Dim a run of 12 V LED strip from a microcontroller pin. The LSL-MD5 switches "
            "the strip's negative lead with a logic-level N-channel MOSFET driven through a "
            "small gate buffer, so the fast edges keep the FET cool at PWM rates up to 20 kHz. "
            "A 10 k pull-down keeps the strip dark while your controller boots.",
            8,
        )
        s.para(
            "The LSL-MD5H is the same board on 2 oz copper with a clip-on aluminium heat sink "
            "for longer runs. Both boards carry a small 5 V regulator (5V OUT) that can feed "
            "a controller board from the strip supply.",
            8,
        )

    def right() -> None:
        s.heading("AT A GLANCE", 9.5)
        s.bullets(
            [
                "Strip supply 12 V DC nominal, 24 V strips also OK",
                "Up to 5 A continuous (LSL-MD5), 8 A with heat sink (LSL-MD5H)",
                "PWM input works with 3.3 V and 5 V logic",
                "PWM from DC up to 20 kHz",
                "Screw terminals for 16-24 AWG wire",
                "Board 32 x 22 mm (LSL-MD5H 32 x 30 mm incl. heat sink)",
            ],
            8,
        )

    s.side_by_side(left, right, 265, box=True)
    s.heading("SPECIFICATIONS", 10, rule=True)
    s.table(
        [
            Col("Parameter", 150),
            Col("LSL-MD5 (bare board)", 110, "C"),
            Col("LSL-MD5H (with heat sink)", 120, "C"),
            Col("Notes", 119),
        ],
        [
            ["Strip supply voltage (V+)", "5 - 24 V DC", "5 - 24 V DC", "12 V nominal"],
            ["Absolute max. V+", "30 V", "30 V", "never exceed"],
            ["Continuous load current", "5 A", "8 A", "Ta = 25 " + DEG + ", still air"],
            ["Continuous load current\nat Ta = 50 " + DEG, "3.5 A", "6 A", "derated"],
            ["Peak current (10 ms)", "20 A", "20 A", "strip inrush"],
            ["Max. strip power at 12 V", "60 W", "96 W", ""],
            ["MOSFET on-resistance", "9 m" + OHM, "9 m" + OHM, "typ., VGS = 4.5 V"],
            ["Board idle current", "3 mA", "3 mA", "from V+, PWM low"],
            ["5V OUT (aux output)", "50 mA", "50 mA", "needs V+ " + GE + " 7 V"],
        ],
        8,
    )
    s.heading("CONTROL INPUT (PWM terminal)", 10, rule=True)
    s.para("V+ = 12 V, Ta = 25 " + DEG + " unless noted.", 7.5)
    s.table(
        [
            Col("Symbol", 50, "C"),
            Col("Parameter", 150),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 40, "C"),
            Col("Conditions", 109),
        ],
        [
            ["V_{IH}", "PWM input high", "2.0", "", "", "V", "strip ON"],
            ["V_{IL}", "PWM input low", "", "", "0.8", "V", "strip OFF"],
            ["V_{PWM}", "PWM pin voltage", "0", "", "5.5", "V", "operating"],
            ["I_{PWM}", "PWM input current", "", "0.5", "", "mA", "VPWM = 5 V"],
            ["f_{PWM}", "PWM frequency", "DC", "1", "20", "kHz", ""],
            ["t_{on}", "Turn-on delay", "", "0.3", "", MU + "s", "to 90 % of load current"],
        ],
        8,
    )
    s.para(
        "The PWM terminal survives up to 6 V (absolute maximum). There is no level shifting "
        "needed: a 3.3 V GPIO high is well above VIH.",
        7.5,
    )
    s.add_page()
    s.heading("OPERATING ENVIRONMENT", 10, rule=True)
    s.para(
        "Rated for -20 " + DEG + " to +60 " + DEG + " ambient. Above 25 " + DEG + " use the "
        "derated currents from the Specifications table; above +50 " + DEG + " keep the load "
        "under 3 A on either board. Storage -40 " + DEG + " to +85 " + DEG + ".",
        8,
    )
    s.heading("TERMINALS", 10, rule=True)
    s.table(
        [Col("Terminal", 70, "C"), Col("Label", 70, "C"), Col("Connect to", 359)],
        [
            ["J1-1", "V+", "Strip supply positive (5 - 24 V DC)"],
            ["J1-2", "GND", "Strip supply negative"],
            ["J2-1", "LED+", "Strip positive (tied to V+ on the board)"],
            ["J2-2", "LED-", "Strip negative (switched by the MOSFET)"],
            ["J3-1", "PWM", "Controller GPIO / PWM pin"],
            ["J3-2", "GND", "Controller ground (common with J1-2)"],
            ["J3-3", "5V OUT", "Aux 5 V for a small controller (see Specifications)"],
        ],
        8,
    )
    s.heading("INSTALLATION NOTES", 10, rule=True)
    s.bullets(
        [
            "Feed long strip runs from both ends; the board does not limit current.",
            "Keep the wires between board and strip short and at least 18 AWG at 5 A.",
            "The grounds of controller and strip supply must be connected.",
            "The 5V OUT regulator is linear: at V+ = 24 V keep its load under 20 mA.",
        ],
        8,
    )
    s.heading("FAQ", 10, rule=True)
    s.para("Q: Can I use it with a 24 V strip?", 8, bold=True)
    s.para("A: Yes. V+ may be anything from 5 V to 24 V; the current limits stay the same.", 8)
    s.para("Q: Will it run an RGB strip?", 8, bold=True)
    s.para("A: One board switches one channel. Use three boards (common-anode strips only).", 8)
    s.para("Q: Can it switch a motor or a solenoid?", 8, bold=True)
    s.para("A: Only with an external flyback diode across the load - the board has none.", 8)
    s.para("Q: Is it waterproof?", 8, bold=True)
    s.para("A: No. Mount it in a dry enclosure; no IP rating is claimed.", 8)
    s.para("Q: My strip flickers on camera.", 8, bold=True)
    s.para("A: Raise the PWM frequency to 2 kHz or more; 20 kHz is the ceiling.", 8)
    revision_table(
        s,
        [
            ["2022-05-10", "1", "First release"],
            ["2023-09-02", "2", "Added LSL-MD5H, derating row, 5V OUT"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "lsl-md5.pdf")


# ------------------------------------------- 16-channel PWM servo board (Colombia)
def arb_pwm16(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Andes Robótica S.A.S.  -  Technical Datasheet",
        header_right="ARB-PWM16 / ARB-PWM16-HV",
        footer_left="Andes Robótica S.A.S. - Medellín, Colombia - doc. AR-DS-016 v1.3",
        footer_right="Hoja {page} de {nb}",
        rule_color=(30, 110, 60),
        table_fill=(214, 236, 220),
        accent=(20, 95, 50),
        grid=True,
    )
    s = Sheet(style, "ARB-PWM16 16-channel 12-bit PWM / servo driver board")
    s.add_page()
    s.title_block(
        "ARB-PWM16",
        "16-Channel 12-bit PWM / Servo Driver Board, I2C",
        "Versions: ARB-PWM16 (standard servos) and ARB-PWM16-HV (high-voltage servos)",
        19,
    )
    s.heading("1. General description", 10)
    s.para(
        "The ARB-PWM16 is built around a 12-bit, 16-channel LED / servo PWM controller with "
        "an internal 25 MHz oscillator. It generates all sixteen servo pulses by itself, so "
        "the host only writes new positions over I2C. Logic (VCC) and servo power (V+) are "
        "separate: V+ reaches only the red pins of the servo headers and the large capacitor, "
        "never the controller.",
        8,
    )
    s.para(
        "The I2C address is set by six solder jumpers A0 ... A5. With all jumpers open the "
        "board answers at 0x40; closing jumpers adds their weight up to 0x7F. Address 0x70 is "
        "the controller's All-Call address and should not be given to a board. On-board "
        "10 kOhm pull-ups tie SDA and SCL to VCC.",
        8,
    )
    s.heading("2. Electrical characteristics", 10)
    s.para("Ta = 25 " + DEG + ", VCC = 5.0 V unless otherwise specified.", 7.5)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 45, "C"),
            Col("Condition", 110),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["Logic side (VCC)"],
            ["Logic supply voltage", "VCC", "", "3.0", "", "5.5", "V"],
            ["Logic supply current", "ICC", "outputs off", "", "6", "10", "mA"],
            ["Sleep current", "ISLP", "SLEEP bit set", "", "2", "", MU + "A"],
            ["SCL clock frequency", "fSCL", "Fast-mode Plus", "", "", "1000", "kHz"],
            ["SDA / SCL input high", "VIH", "", "0.7 VCC", "", "", "V"],
            ["SDA / SCL input low", "VIL", "", "", "", "0.3 VCC", "V"],
            ["PWM output frequency", "fPWM", "prescaler", "24", "", "1526", "Hz"],
            ["PWM resolution", "", "", "", "12", "", "bit"],
            ["Channel sink current", "IOL", "per output, LED mode", "", "", "25", "mA"],
            ["Channel source current", "IOH", "per output", "", "", "10", "mA"],
            ["Servo side (V+) - ARB-PWM16"],
            ["Servo supply voltage", "V+", "", "4.8", "5.0", "6.0", "V"],
            ["Servo side (V+) - ARB-PWM16-HV"],
            ["Servo supply voltage", "V+", "", "4.8", "7.4", "8.4", "V"],
            ["Both versions"],
            ["Total servo current", "I(V+)", "terminal + traces", "", "", "8", "A"],
            ["Reverse-polarity protection", "", "on V+", "", "", "", "yes"],
        ],
        7.5,
    )
    s.para(
        "The signal pin of each servo header is driven from VCC, so the pulse high level "
        "equals the logic supply (3.3 V or 5 V).",
        7.5,
    )
    s.add_page()
    s.heading("3. Absolute maximum ratings", 10)
    s.table(
        [Col("Item", 230), Col("Rating", 150, "C"), Col("Unit", 119, "C")],
        [
            ["VCC", "-0.5 to 6.0", "V"],
            ["V+ (ARB-PWM16)", "6.5", "V"],
            ["V+ (ARB-PWM16-HV)", "10", "V"],
            ["SDA, SCL, OE", "-0.5 to 5.5", "V"],
            ["Storage temperature", "-40 to +85", DEG],
        ],
        8,
    )
    s.heading("4. Environment", 10)
    s.lines(
        [
            "Operating temperature:  -20 " + DEG + " to +70 " + DEG,
            "Humidity:  10 % to 85 % RH, non-condensing",
            "Board size:  62 x 25 mm, 4 mounting holes M2.5",
        ],
        8.5,
    )
    s.heading("5. Address jumpers (examples)", 10)
    s.table(
        [
            Col("A5", 50, "C"),
            Col("A4", 50, "C"),
            Col("A3", 50, "C"),
            Col("A2", 50, "C"),
            Col("A1", 50, "C"),
            Col("A0", 50, "C"),
            Col("7-bit address", 199, "C"),
        ],
        [
            ["open", "open", "open", "open", "open", "open", "0x40"],
            ["open", "open", "open", "open", "open", "closed", "0x41"],
            ["open", "open", "open", "closed", "open", "open", "0x44"],
            ["closed", "open", "open", "open", "open", "open", "0x60"],
            ["closed", "closed", "closed", "closed", "closed", "closed", "0x7F"],
        ],
        7.5,
    )
    s.heading("6. Register summary", 10)
    s.table(
        [Col("Register", 90), Col("Address", 70, "C"), Col("Default", 70, "C"), Col("Use", 269)],
        [
            ["MODE1", "0x00", "0x11", "sleep, auto-increment, restart"],
            ["MODE2", "0x01", "0x04", "output drive (totem pole / open drain)"],
            ["LED0_ON_L", "0x06", "0x00", "channel 0 on-time, low byte"],
            ["ALL_LED_OFF_H", "0xFD", "0x10", "all channels full off"],
            ["PRE_SCALE", "0xFE", "0x1E", "PWM frequency (0x1E = 200 Hz)"],
        ],
        7.5,
    )
    s.heading("7. Notes", 10)
    s.bullets(
        [
            "Do not power servos from an Arduino's 5 V pin. Feed V+ from its own supply, "
            "e.g. 5 V 4 A for up to eight micro servos.",
            "Up to 62 boards can share one bus (0x70 reserved, 0x40 ... 0x7F otherwise).",
            "Pulling OE high disables all outputs at once.",
            "The ARB-PWM16 standard board is meant for 4.8 - 6 V servos; use the "
            "ARB-PWM16-HV for 2S LiPo powered high-voltage servos.",
        ],
        8,
    )
    revision_table(
        s,
        [
            ["2023-02-14", "1.2", "Added HV version"],
            ["2024-01-08", "1.3", "Reverse-polarity MOSFET on V+"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "arb-pwm16.pdf")


# ------------------------------------------- I2S MEMS microphone (Catalan / English)
def snt_mi2s(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Sons del Montseny S.L.  ·  Full de dades / Data sheet",
        header_right="SNT-MI2S-A / SNT-MI2S-H",
        footer_left="SNT-MI2S  ·  ed. 3  ·  Sons del Montseny S.L., Granollers (Barcelona)",
        footer_right="Pàgina {page} de {nb}",
        rule_color=(170, 30, 40),
        table_fill=(245, 222, 224),
        accent=(150, 25, 35),
        grid=False,
    )
    s = Sheet(style, "SNT-MI2S I2S MEMS microphone breakout")
    s.add_page()
    s.title_block(
        "SNT-MI2S",
        "Placa de micròfon MEMS digital I2S / I2S digital MEMS microphone breakout",
        "SNT-MI2S-A: estàndard / standard   ·   SNT-MI2S-H: alt nivell acústic / "
        "high acoustic overload",
        19,
    )
    s.heading("1  Descripció / Description", 10)
    s.para(
        "La SNT-MI2S és una placa amb un micròfon MEMS de port inferior i sortida I2S de 24 "
        "bits. / The SNT-MI2S carries a bottom-port MEMS microphone with a 24-bit I2S "
        "output. There is no voltage regulator on the board: VDD goes straight to the "
        "microphone. The L/R pin selects the slot: L/R to GND puts the data in the left "
        "channel (WS low), L/R to VDD in the right channel, so two boards can share one SD "
        "line for stereo.",
        8,
    )
    s.heading("2  Condicions de funcionament / Operating conditions", 10)
    cols = [
        Col("Paràmetre / Parameter", 185),
        Col("Símbol", 50, "C"),
        Col("Mín.", 50, "C"),
        Col("Típ.", 50, "C"),
        Col("Màx.", 50, "C"),
        Col("Unitat", 50, "C"),
        Col("Notes", 64, "C"),
    ]
    s.table(
        cols,
        [
            ["Tensió d'alimentació /\nSupply voltage", "VDD", "1.62", "3.3", "3.6", "V", ""],
            [
                "Freqüència de rellotge /\nSCK clock frequency",
                "fSCK",
                "1.024",
                "3.072",
                "4.096",
                "MHz",
                "normal",
            ],
            ["", "fSCK", "0.35", "0.768", "0.8", "MHz", "baix consum"],
            ["Freqüència de mostreig /\nSample rate", "fWS", "16", "48", "64", "kHz", ""],
            ["Temperatura de treball /\nOperating temperature", "TA", "-40", "", "+85", DEG, ""],
        ],
        7.5,
    )
    s.heading("3  Consum / Current consumption", 10)
    s.para("VDD = 3.3 V, TA = 25 " + DEG + ", valors típics / typical values.", 7.5)
    s.table(
        [
            Col("Mode", 230),
            Col("SNT-MI2S-A", 90, "C"),
            Col("SNT-MI2S-H", 90, "C"),
            Col("Unitat", 89, "C"),
        ],
        [
            ["Normal (fSCK = 3.072 MHz)", "650", "820", MU + "A"],
            ["Baix consum / Low-power (fSCK = 0.768 MHz)", "185", "240", MU + "A"],
            ["Repòs / Sleep (SCK aturat / stopped)", "12", "12", MU + "A"],
        ],
        7.5,
    )
    s.heading("4  Característiques acústiques / Acoustic characteristics", 10)
    s.table(
        [
            Col("Paràmetre / Parameter", 230),
            Col("SNT-MI2S-A", 90, "C"),
            Col("SNT-MI2S-H", 90, "C"),
            Col("Unitat", 89, "C"),
        ],
        [
            ["Sensibilitat / Sensitivity (94 dB SPL, 1 kHz)", "-26", "-36", "dBFS"],
            ["Relació senyal-soroll / SNR (A-weighted)", "65", "62", "dB(A)"],
            ["Sobrecàrrega acústica / Acoustic overload point", "120", "130", "dB SPL"],
            ["Resposta en freqüència / Frequency response", "50 - 15 000", "50 - 15 000", "Hz"],
            ["Resolució / Word length", "24", "24", "bit"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5  Característiques digitals / Digital characteristics", 10)
    s.table(
        cols,
        [
            ["", "VIH", "0.65 x VDD", "", "", "V", "SCK, WS, L/R"],
            ["", "VIL", "", "", "0.35 x VDD", "V", "SCK, WS, L/R"],
            ["", "VOL", "", "", "0.45", "V", "IOL = 2 mA"],
            ["Temps d'arrencada /\nStart-up time", "tSTART", "", "", "50", "ms", "SCK actiu"],
        ],
        7.5,
    )
    s.heading("6  Valors màxims absoluts / Absolute maximum ratings", 10)
    s.table(
        [Col("Paràmetre / Parameter", 250), Col("Valor / Value", 150, "C"), Col("Unitat", 99, "C")],
        [
            ["Tensió d'alimentació / Supply voltage VDD", "-0.3 ... 4.0", "V"],
            ["Entrades digitals / Digital inputs", "-0.3 ... VDD + 0.3", "V"],
            ["Pressió acústica / Sound pressure", "160", "dB SPL"],
            ["Temperatura d'emmagatzematge / Storage temperature", "-40 ... +100", DEG],
        ],
        7.5,
    )
    s.heading("7  Connexions / Pin-out", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Nom / Name", 90, "C"), Col("Funció / Function", 349)],
        [
            ["1", "VDD", "Alimentació 1.62 ... 3.6 V / supply"],
            ["2", "GND", "Massa / ground"],
            ["3", "SCK", "Rellotge de bit / bit clock (BCLK)"],
            ["4", "WS", "Selecció de paraula / word select (LRCLK)"],
            ["5", "SD", "Dades / serial data out (tri-state when not in its slot)"],
            ["6", "L/R", "Canal / channel select"],
        ],
        7.5,
    )
    s.heading("8  Preguntes freqüents / FAQ", 10)
    s.para(
        "Puc connectar-la a un Arduino Uno de 5 V? / Can I use it with a 5 V Arduino Uno?", 8, True
    )
    s.para(
        "No. L'Uno no té I2S i 5 V a VDD supera el límit. / No: the Uno has no I2S port, and "
        "5 V on VDD is above the 3.6 V limit.",
        8,
    )
    s.para("ESP32 o Raspberry Pi?", 8, True)
    s.para(
        "Sí. Alimenteu VDD des del pin de 3.3 V. / Yes: power VDD from the 3.3 V pin and wire "
        "SCK, WS and SD to the I2S pins.",
        8,
    )
    s.para("Necessito resistències? / Do I need resistors?", 8, True)
    s.para(
        "Només una de 100 kOhm de SD a GND quan hi ha dues plaques. / Only a 100 kOhm "
        "pull-down on SD when two boards share the line.",
        8,
    )
    revision_table(
        s,
        [
            ["2023-04-03", "2", "Versió H / H version added"],
            ["2024-02-19", "3", "Consum baix consum corregit / low-power current corrected"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "snt-mi2s.pdf")


# ------------------------------------------- 3.3 V RS-485 module (Hangzhou manual)
def rsm3485(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Hangzhou Weilian Industrial Communication Co., Ltd.",
        header_right="RSM-3485 Series User Manual  V2.1",
        footer_left="Weilian  |  Industrial serial communication modules",
        footer_right="[ {page} ]",
        rule_color=(60, 90, 130),
        table_fill=(218, 228, 240),
        accent=(40, 70, 115),
        grid=True,
    )
    s = Sheet(style, "RSM-3485 3.3 V RS-485 transceiver module")
    s.add_page()
    s.title_block(
        "RSM-3485 / RSM-3485A",
        "3.3 V Half-Duplex RS-485 Transceiver Module - User Manual",
        "",
        19,
    )
    s.heading("\u258c 1 Product Overview", 10.5)
    s.para(
        "The RSM-3485 series converts a 3.3 V UART (TTL) port to a half-duplex RS-485 bus. "
        "RSM-3485 exposes the DE and /RE pins so the host switches direction itself; "
        "RSM-3485A adds automatic direction control, so any UART can talk RS-485 with only "
        "TXD and RXD. Both have a 120 Ohm terminating resistor selected by a jumper, "
        "bias resistors and TVS protection on A / B.",
        8,
    )
    s.heading("\u258c 2 Model Selection", 10.5)
    s.table(
        [
            Col("Model", 80),
            Col("Direction control", 110, "C"),
            Col("Baud rate", 110, "C"),
            Col("Termination", 90, "C"),
            Col("Nodes per bus", 109, "C"),
        ],
        [
            ["RSM-3485", "DE / /RE pins", "up to 10 Mbps", "120 Ohm jumper", "256"],
            ["RSM-3485A", "automatic", "1200 - 115200 bps", "120 Ohm jumper", "256"],
        ],
        8,
    )
    s.heading("\u258c 3 Electrical Parameters", 10.5)
    s.table(
        [
            Col("Parameter", 150),
            Col("Min", 45, "C"),
            Col("Typical", 50, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 40, "C"),
            Col("Remark", 169),
        ],
        [
            ["Supply voltage (VCC)", "3.0", "3.3", "3.6", "V", "5 V will damage the module"],
            ["Supply current, idle", "", "0.6", "1.0", "mA", "no load, receiving"],
            ["Supply current, transmitting", "", "55", "70", "mA", "RL = 54 Ohm, 1 Mbps"],
            ["Logic input high (TXD, DE, /RE)", "2.0", "", "", "V", "5 V tolerant inputs"],
            ["Logic input low (TXD, DE, /RE)", "", "", "0.8", "V", ""],
            ["RXD output high", "VCC - 0.4", "", "", "V", "IOH = -4 mA"],
            ["Differential output", "1.5", "2.3", "", "V", "RL = 54 Ohm"],
            ["Receiver threshold", "-200", "", "+200", "mV", "VCM = -7 ... +12 V"],
            ["Bus common-mode range", "-7", "", "+12", "V", "A, B to GND"],
            ["ESD on A / B", "", PM + "15", "", "kV", "human body model"],
            ["Operating temperature", "-40", "", "+85", DEG, "industrial grade"],
        ],
        7.5,
    )
    s.para(
        "Logic inputs (TXD, DE, /RE) are 5 V tolerant; RXD drives 3.3 V levels, which 5 V AVR "
        "boards read as a valid high. Power the module from 3.3 V only.",
        8,
    )
    s.heading("\u258c 4 Absolute Maximum Ratings", 10.5)
    s.table(
        [Col("Item", 200), Col("Range", 150, "C"), Col("Unit", 149, "C")],
        [
            ["VCC to GND", "-0.3 ~ +4.0", "V"],
            ["TXD, DE, /RE to GND", "-0.3 ~ +6.0", "V"],
            ["A, B to GND", "-8 ~ +13", "V"],
            ["Storage temperature", "-55 ~ +125", DEG],
        ],
        7.5,
    )
    s.add_page()
    s.heading("\u258c 5 Interface Description", 10.5)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("Description", 379)],
        [
            ["1", "VCC", "3.3 V power input"],
            ["2", "TXD", "UART data from host (DI)"],
            ["3", "RXD", "UART data to host (RO)"],
            ["4", "DE", "Driver enable, high = transmit (RSM-3485 only)"],
            ["5", "/RE", "Receiver enable, low = receive (RSM-3485 only)"],
            ["6", "GND", "Ground"],
            ["7 / 8", "A+ / B-", "RS-485 bus (screw terminal)"],
        ],
        8,
    )
    s.heading("\u258c 6 Baud Rate and Cable Length (reference)", 10.5)
    s.table(
        [Col("Baud rate", 160, "C"), Col("Max. cable length (24 AWG twisted pair)", 339, "C")],
        [
            ["9600 bps", "1200 m"],
            ["115200 bps", "300 m"],
            ["1 Mbps", "50 m"],
            ["10 Mbps", "10 m"],
        ],
        8,
    )
    s.heading("\u258c 7 Application Notes", 10.5)
    s.bullets(
        [
            "Fit the 120 Ohm jumper only on the two modules at the ends of the bus.",
            "Up to 256 modules per bus (1/8 unit load receivers).",
            "Connect the GND of distant nodes through a third wire or the cable shield.",
            "The RSM-3485A switches to transmit on the first start bit and back after "
            "one character time at the detected speed.",
        ],
        8,
    )
    s.heading("\u258c 8 FAQ", 10.5)
    s.para("Q1: Is the bus side isolated from the logic side?", 8, True)
    s.para(
        "A1: No. The RSM-3485 series is not isolated. For links between buildings use an "
        "isolated transceiver module.",
        8,
    )
    s.para("Q2: Can I run Modbus RTU with the RSM-3485A?", 8, True)
    s.para("A2: Yes, at any standard rate from 1200 to 115200 bps.", 8)
    s.para("Q3: Can I power the module from 5 V?", 8, True)
    s.para("A3: No. Use a 3.3 V supply; the logic inputs tolerate 5 V signals.", 8)
    revision_table(
        s,
        [
            ["2022-11-01", "V2.0", "RSM-3485A added"],
            ["2023-12-12", "V2.1", "Cable length table, FAQ"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "rsm-3485.pdf")
