"""Hold-out 88 datasheets, part 2: a TTL to RS-232 converter module, a 3 W class-D audio
amplifier module, a Hall-effect gear-tooth speed sensor and a 12 V electromagnetic lock.

A Lima maker-store product sheet in English (SKU and soles prices, a headless "Quick
facts" card, a chip table with RS-232-side thresholds beside TTL-side levels, a FAQ), a
Brisbane electronics-retailer module sheet (catalogue number, an output-power table
with one column per supply voltage and rows per load and distortion, the USB current
only in "Hooking it up"), a Taichung industrial-sensor catalogue page in English (model
columns for open-collector vs pull-up output, air gap and IP rating in the housing
block, a wiring and speed-calculation example as decoys) and a US access-control
installation and specification sheet (Helvetica, holding force per model, a
"Specifications" table with model columns and notes, door-status contact rating as a
decoy).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

DEG = "°C"
PM = "±"
MU = "µ"
OHM = "Ω"
LE = "≤"
GE = "≥"


# ----------------------------------------------- TTL to RS-232 module (Lima maker store)
def lmkt232(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="LIMAKER  ·  electrónica para makers  ·  Lima, Perú",
        header_right="Product sheet  LMK-T232",
        footer_left="limaker.pe  ·  SKU LMK-0232  ·  S/ 12.90 (IGV incl.)",
        footer_right="page {page}/{nb}",
        table_fill=(210, 236, 236),
        accent=(0, 110, 110),
        grid=False,
    )
    s = Sheet(style, "LMK-T232 TTL to RS-232 converter module")
    s.add_page()
    s.title_block(
        "LMK-T232",
        "TTL <-> RS-232 converter module with DB9 (female)",
        "Turns the 3.3 V or 5 V UART of your Arduino, ESP32 or Raspberry Pi into a real "
        "RS-232 port for old PCs, PLCs, scales and lab instruments.",
        20,
    )
    s.heading("Quick facts", 10.5)
    s.table(
        [Col("", 190), Col("", 309)],
        [
            ["Transceiver chip", "x232 type, 2 drivers + 2 receivers (1 pair wired)"],
            ["Module supply (VCC)", "3.0 V to 5.5 V"],
            ["TTL side logic level", "same as VCC (3.3 V with 3.3 V, 5 V with 5 V)"],
            ["Speed", "up to 250 kbps (we test every board at 115200 bps)"],
            ["Module current", "about 4 mA (power LED 2.5 mA included)"],
            ["Connector", "DB9 female (DCE pinout), 4-pin 2.54 mm header"],
            ["Handshake lines", "not wired (no RTS / CTS / DTR)"],
            ["Board size", "30 x 33 mm"],
        ],
        8,
        show_head=False,
    )
    s.heading("Chip data (from the transceiver maker, TA = 0 to 70 °C)", 10.5)
    s.table(
        [
            Col("Parameter", 170),
            Col("Conditions", 130),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Supply voltage VCC", "", "3.0", "3.3 / 5.0", "5.5", "V"],
            ["Supply current, chip only", "no load", "", "0.3", "1", "mA"],
            ["Driver output swing", "3 k" + OHM + " load", PM + "5.0", PM + "5.4", "", "V"],
            ["RS-232 input voltage range", "", "-25", "", "+25", "V"],
            ["RS-232 input threshold low", "", "0.6", "1.2", "", "V"],
            ["RS-232 input threshold high", "", "", "1.5", "2.4", "V"],
            ["TTL input (TXD) high", "VCC = 3.3 V", "2.0", "", "", "V"],
            ["", "VCC = 5.0 V", "2.4", "", "", "V"],
            ["TTL input (TXD) low", "", "", "", "0.8", "V"],
            ["TTL output (RXD) low", "IOUT = 1.6 mA", "", "", "0.4", "V"],
            ["TTL output (RXD) high", "IOUT = -1 mA", "VCC - 0.6", "", "", "V"],
            ["Data rate", "RL = 3 k" + OHM + ", CL = 1000 pF", "", "", "250", "kbps"],
            ["VCC absolute maximum", "", "", "", "6", "V"],
        ],
        7.6,
    )
    s.para(
        "The transceiver is the commercial grade part, so the module is specified from 0 to "
        "70 " + DEG + ". Keep it indoors.",
        8,
    )
    s.heading("Pinout", 10.5)
    s.table(
        [Col("Header pin", 90, "C"), Col("Name", 90, "C"), Col("Connect to", 319)],
        [
            ["1", "VCC", "3.3 V or 5 V of the microcontroller"],
            ["2", "TXD", "microcontroller TX (data into the module)"],
            ["3", "RXD", "microcontroller RX (data out of the module)"],
            ["4", "GND", "ground"],
        ],
        7.6,
    )
    s.add_page()
    s.table(
        [Col("DB9 pin", 90, "C"), Col("Signal", 90, "C"), Col("Direction", 319)],
        [
            ["2", "TxD", "RS-232 out of the module (to the PC's RxD)"],
            ["3", "RxD", "RS-232 into the module (from the PC's TxD)"],
            ["5", "GND", "signal ground"],
        ],
        7.6,
    )
    s.heading("FAQ", 10.5)
    s.bullets(
        [
            "Can I plug it straight into my laptop's USB port? - No. This is an RS-232 level "
            "shifter, not a USB adapter. For USB you need a USB-serial cable.",
            "Is it RS-485 / RS-422? - No. RS-485 needs a different transceiver (see our LMK-T485).",
            "My old PC port swings " + PM + "12 V, is that a problem? - No, the receiver inputs "
            "take up to " + PM + "25 V.",
            "How long can the RS-232 cable be? - About 15 m at 19200 bps with normal cable; "
            "shorter at higher speeds.",
            "Can I feed the TXD pin from a 5 V board while VCC is 3.3 V? - Yes, TXD accepts 5 V "
            "logic even at 3.3 V supply, but RXD then outputs 3.3 V levels.",
        ],
        8.3,
    )
    s.heading("In the box / prices", 10.5)
    s.table(
        [Col("SKU", 90), Col("Item", 250), Col("Price", 159, "R")],
        [
            ["LMK-0232", "LMK-T232 module, header soldered", "S/ 12.90"],
            ["LMK-0232-C", "LMK-T232 + 1.5 m DB9 cable", "S/ 24.50"],
            ["LMK-0485", "LMK-T485 (RS-485 version)", "S/ 14.90"],
        ],
        7.6,
    )
    s.para("Versión en español disponible en limaker.pe/docs. Last update: 2024-01-08.", 7.5)
    return save(s, out / "lmk-t232.pdf")


# --------------------------------------- 3 W class-D amplifier (Brisbane retailer sheet)
def xa3w(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="CORAL SEA ELECTRONICS",
        header_right="MODULE DATA  ·  Cat. ZP-2217 / ZP-2218",
        footer_left="Coral Sea Electronics Pty Ltd  ·  Brisbane QLD  ·  ABN 00 000 000 000",
        footer_right="{page} of {nb}",
        table_fill=(252, 224, 196),
        accent=(200, 90, 0),
        grid=True,
    )
    s = Sheet(style, "XA-3W2 / XA-3W1 class-D amplifier modules")
    s.add_page()
    s.title_block(
        "XA-3W2 Stereo / XA-3W1 Mono",
        "3 W Class-D Audio Amplifier Module, 5 V",
        "Cat. ZP-2217 (XA-3W2, 2 x 3 W, no volume control)   ·   Cat. ZP-2218 (XA-3W1, 1 x 3 W, "
        "with volume pot and SD pin)",
        20,
    )
    s.heading("WHAT IT IS", 10)
    s.para(
        "A tiny filterless class-D amplifier built around a PAM-style 3 W bridge-tied-load (BTL) "
        "amplifier chip. Feed it line-level audio from a DAC, MP3 module or microcontroller "
        "and connect small speakers directly; no output capacitors or filters are needed.",
        8.5,
    )
    s.heading("SPECIFICATIONS", 10)
    s.table(
        [Col("Parameter", 160), Col("Value", 140, "C"), Col("Notes", 199)],
        [
            ["Supply voltage", "2.5 - 5.5 V DC", "5 V recommended for full power"],
            ["Absolute maximum supply", "6.0 V", "above this the chip is destroyed"],
            ["Quiescent current", "10 mA", "typ., no signal, XA-3W2 (both channels)"],
            ["", "6 mA", "typ., no signal, XA-3W1"],
            ["Shutdown current", "< 1 " + MU + "A", "XA-3W1 only, SD pin low"],
            ["Speaker impedance", "4 - 8 " + OHM, "do not use below 4 " + OHM],
            ["Voltage gain", "24 dB", "fixed"],
            ["Efficiency", "88 %", "8 " + OHM + ", 1.4 W"],
            ["Signal-to-noise ratio", "80 dB", "A-weighted"],
            ["Input level for full power", "0.9 Vrms", "absolute max input 1.5 Vrms"],
            ["Operating temperature", "-20 to +70 " + DEG, "module"],
            ["PWM switching frequency", "250 kHz", "keep speaker leads < 20 cm"],
        ],
        7.8,
    )
    s.heading("OUTPUT POWER PER CHANNEL (typical)", 10)
    s.table(
        [
            Col("Load", 110, "C"),
            Col("Distortion (THD+N)", 130, "C"),
            Col("VDD = 3.6 V", 130, "C"),
            Col("VDD = 5.0 V", 129, "C"),
        ],
        [
            ["4 " + OHM, "10 %", "1.5 W", "3.0 W"],
            ["", "1 %", "1.2 W", "2.4 W"],
            ["8 " + OHM, "10 %", "0.85 W", "1.8 W"],
            ["", "1 %", "0.7 W", "1.4 W"],
        ],
        7.8,
    )
    s.add_page()
    s.heading("HOOKING IT UP", 10)
    s.bullets(
        [
            "Power: from a 5 V USB supply, a single Li-ion cell (3.0 - 4.2 V) or 3 x AA. With "
            "both channels at full 3 W into 4 " + OHM + " the board draws up to 1.5 A peaks "
            "from 5 V, so a 500 mA computer USB port will brown out; use a 2 A supply.",
            "Outputs are bridge-tied: L+ / L- and R+ / R- are both driven. Never connect an "
            "output to ground, never join L- and R-, and do not feed the outputs into another "
            "amplifier or a headphone jack.",
            "Input: IN-L, IN-R and GND from a line-level source. A 3.3 V microcontroller DAC or "
            "PWM pin works through a 10 k" + OHM + " resistor and 1 " + MU + "F capacitor.",
            "XA-3W1: pull SD low (< 0.4 V) to mute and shut down; leave open for normal use "
            "(internal pull-up).",
        ],
        8.5,
    )
    s.heading("PINS", 10)
    s.table(
        [Col("Pin", 90, "C"), Col("XA-3W2", 200), Col("XA-3W1", 209)],
        [
            ["1", "+5V", "+5V"],
            ["2", "GND", "GND"],
            ["3", "IN-L", "IN"],
            ["4", "IN-R", "SD (shutdown, active low)"],
            ["5 / 6", "L+ / L-", "OUT+ / OUT-"],
            ["7 / 8", "R+ / R-", "-"],
        ],
        7.8,
    )
    s.heading("ORDERING", 10)
    s.table(
        [Col("Cat. No.", 90), Col("Description", 280), Col("Price (AUD)", 129, "R")],
        [
            ["ZP-2217", "XA-3W2 stereo 2 x 3 W amplifier module", "$4.95"],
            ["ZP-2218", "XA-3W1 mono 3 W amplifier module with volume", "$5.45"],
            ["AS-3040", "40 mm 4 " + OHM + " 3 W speaker", "$3.95"],
        ],
        7.8,
    )
    s.para(
        "Specifications are typical and measured on our bench; they may change without notice.",
        7.5,
    )
    return save(s, out / "xa-3w.pdf")


# ------------------------------------- Hall gear-tooth speed sensor (Taichung catalogue)
def tgs12(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="TAI-GUANG SENSOR INDUSTRIAL CO., LTD.",
        header_right="SPEED SENSORS  |  Hall Effect Gear Tooth  TGS-12 Series",
        footer_left="Specifications are subject to change without notice for improvement.",
        footer_right="S-{page}",
        table_fill=(200, 200, 200),
        accent=(30, 30, 30),
        grid=True,
    )
    s = Sheet(style, "TGS-12 Hall effect gear tooth speed sensor")
    s.add_page()
    s.title_block(
        "TGS-12 Series",
        "Hall Effect Gear Tooth Speed Sensor, M12, NPN Output",
        "Zero-speed capable  ·  Reverse polarity protection  ·  IP67 housing",
        18,
    )
    s.heading("■ Features", 10)
    s.bullets(
        [
            "Detects ferrous gear teeth, module 1 and larger, down to zero speed",
            "Wide supply 4.5 ~ 24 VDC, reverse polarity protected",
            "TGS-12A: NPN open collector; TGS-12B: NPN with internal 10 k" + OHM + " pull-up",
            "Max. switching frequency 20 kHz",
            "Nickel-plated brass M12x1 housing, 2 m PVC cable",
        ],
        8.3,
    )
    s.heading("■ Specifications", 10)
    s.table(
        [Col("Model", 180), Col("TGS-12A", 160, "C"), Col("TGS-12B", 159, "C")],
        [
            ["Output type", "NPN open collector", "NPN, 10 k" + OHM + " pull-up to V+"],
            ["Supply voltage", "4.5 ~ 24 VDC", "4.5 ~ 24 VDC"],
            ["Current consumption", LE + " 8 mA", LE + " 10 mA"],
            ["Output sink current", "max. 20 mA", "max. 20 mA"],
            ["Output pull-up voltage", "max. 30 VDC (external)", "= V+ (internal)"],
            ["Output saturation voltage", LE + " 0.4 V (20 mA)", LE + " 0.4 V (20 mA)"],
            ["Switching frequency", "0 ~ 20 kHz", "0 ~ 20 kHz"],
            ["Air gap (module 2 gear)", "0.5 ~ 2.0 mm", "0.5 ~ 2.0 mm"],
            ["Target", "ferrous gear, module " + GE + " 1", "ferrous gear, module " + GE + " 1"],
            [
                "Rise / fall time",
                "< 2 " + MU + "s / < 1 " + MU + "s",
                "< 15 " + MU + "s / < 1 " + MU + "s",
            ],
        ],
        7.8,
    )
    s.heading("■ Environment and housing", 10)
    s.table(
        [Col("Item", 180), Col("Both models", 319, "C")],
        [
            ["Operating temperature", "-40 ~ +105 " + DEG],
            ["Storage temperature", "-40 ~ +125 " + DEG],
            ["Protection degree", "IP67 (IEC 60529)"],
            ["Vibration", "10 ~ 2000 Hz, 20 g"],
            ["Housing / tightening torque", "M12x1 brass, max. 15 N·m"],
            ["Cable", "3 x 0.25 mm², PVC, 2 m"],
        ],
        7.8,
    )
    s.add_page()
    s.heading("■ Wiring", 10)
    s.table(
        [Col("Wire colour", 120, "C"), Col("Signal", 120, "C"), Col("Connection", 259)],
        [
            ["Brown", "V+", "4.5 ~ 24 VDC"],
            ["Blue", "0 V", "ground"],
            ["Black", "OUT", "to counter / PLC / MCU input"],
        ],
        7.8,
    )
    s.para(
        "TGS-12A: the open-collector output needs a pull-up resistor (1 ~ 10 k" + OHM + ") to "
        "the input voltage of the receiving device, which may be lower than V+ (for example "
        "3.3 V or 5 V logic). TGS-12B: the output is pulled up to V+ inside the sensor, so the "
        "high level equals the supply voltage; use it only when the input accepts V+.",
        8.3,
    )
    s.heading("■ Speed calculation example", 10)
    s.table(
        [
            Col("Teeth per rev", 120, "C"),
            Col("Output frequency", 140, "C"),
            Col("Shaft speed", 239, "C"),
        ],
        [
            ["60", "1000 Hz", "1000 rpm  (rpm = f x 60 / teeth)"],
            ["30", "500 Hz", "1000 rpm"],
            ["12", "20 kHz (limit)", "100 000 rpm"],
        ],
        7.8,
    )
    s.heading("■ Ordering code", 10)
    s.table(
        [Col("Code", 140), Col("Output", 150), Col("Cable", 209)],
        [
            ["TGS-12A-2M", "NPN open collector", "2 m PVC"],
            ["TGS-12A-5M", "NPN open collector", "5 m PVC"],
            ["TGS-12B-2M", "NPN + pull-up", "2 m PVC"],
            ["TGS-12A-M12C", "NPN open collector", "M12 4-pin connector"],
        ],
        7.8,
    )
    s.heading("■ Installation notes", 10)
    s.bullets(
        [
            "Align the flat of the sensor face with the direction of gear travel.",
            "Air gap larger than 2.0 mm may cause missing pulses.",
            "Keep the cable away from motor power lines; use shielded cable beyond 5 m.",
        ],
        8.3,
    )
    return save(s, out / "tgs-12.pdf")


# ------------------------------------------------- 12 V electromagnetic lock (US, Helvetica)
def mlk(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="GRANITE STATE ACCESS CONTROLS",
        header_right="MLK SERIES ELECTROMAGNETIC LOCKS",
        footer_left="P/N 80-0412 Rev. B   Installation & Specification Sheet",
        footer_right="Page {page} of {nb}",
        table_fill=(235, 235, 235),
        accent=(170, 0, 0),
        grid=False,
    )
    s = Sheet(style, "MLK-280 / MLK-600 12 VDC electromagnetic locks")
    s.add_page()
    s.title_block(
        "MLK-280 / MLK-600 / MLK-600S",
        "12 VDC Electromagnetic Door Locks (Fail-Safe)",
        "Surface-mount maglocks for single inward- or outward-swinging doors",
        20,
    )
    s.heading("DESCRIPTION", 10)
    s.para(
        "MLK series locks hold a door closed magnetically for as long as power is applied and "
        "release it instantly when power is removed (fail-safe). There are no moving parts. "
        "A built-in MOV suppresses the back-EMF when the lock is switched off, so no external "
        "diode is needed. The MLK-600S adds a door status sensor (DSS) and a bi-color LED.",
        8.5,
    )
    s.heading("SPECIFICATIONS", 10)
    s.table(
        [
            Col("", 170),
            Col("MLK-280", 110, "C"),
            Col("MLK-600", 110, "C"),
            Col("MLK-600S", 109, "C"),
        ],
        [
            ["Holding force", "280 lbs (127 kg)", "600 lbs (272 kg)", "600 lbs (272 kg)"],
            [
                "Operating voltage",
                "12 VDC " + PM + "10%",
                "12 VDC " + PM + "10%",
                "12 VDC " + PM + "10%",
            ],
            ["", "(10.8 - 13.2 VDC)", "(10.8 - 13.2 VDC)", "(10.8 - 13.2 VDC)"],
            ["Current draw (locked)", "300 mA", "500 mA", "530 mA (1)"],
            ["Release time", "< 0.3 s", "< 0.5 s", "< 0.5 s"],
            ["Residual magnetism", "none", "none", "none"],
            ["Door status sensor", "-", "-", "SPDT reed (2)"],
            ["Magnet size (in.)", "7.9 x 1.6 x 1.0", "9.8 x 2.9 x 1.6", "9.8 x 2.9 x 1.6"],
            ["Weight", "1.4 kg", "2.7 kg", "2.8 kg"],
        ],
        8,
    )
    s.para(
        "(1) Includes the LED.   (2) DSS contact rating: 100 mA at 24 VDC max., resistive. "
        "The DSS is a signal contact; do not switch the lock current through it.",
        7.5,
    )
    s.heading("ENVIRONMENTAL", 10)
    s.leaders(
        [
            ("Operating temperature", "14 °F to 131 °F (-10 °C to +55 °C)"),
            ("Relative humidity", "0 to 95 %, non-condensing"),
            ("Use", "indoor only"),
        ],
        8.5,
    )
    s.heading("POWER SUPPLY REQUIREMENTS", 10)
    s.para(
        "Use a regulated, filtered 12 VDC supply rated at least 25 % above the total current "
        "of all locks it feeds. Unregulated transformers and 12 VAC supplies must not be used. "
        "The lock must be wired so that a fire alarm relay or a request-to-exit device can "
        "interrupt its power; follow local life-safety codes.",
        8.5,
    )
    s.add_page()
    s.heading("INSTALLATION", 10)
    s.bullets(
        [
            "1. Fold the paper template along the door and frame and mark the holes.",
            "2. Mount the lock body to the underside of the frame header with the supplied "
            "L-bracket, using the four 1/4-20 screws.",
            "3. Mount the armature plate to the door with the sex nut and the two rubber "
            "washers so that it can rock slightly and align flat with the magnet.",
            "4. Run the cable through the frame and connect red (+12 VDC) and black (0 V).",
            "5. Energize and check that the armature pulls flat over its full face.",
        ],
        8.5,
        mark="",
    )
    s.heading("WIRE COLORS", 10)
    s.table(
        [Col("Wire", 110), Col("Function", 389)],
        [
            ["Red", "+12 VDC"],
            ["Black", "0 V (common)"],
            ["White / Green / Yellow", "DSS common / N.C. / N.O. (MLK-600S only)"],
            ["Blue", "LED control (MLK-600S; pull to 0 V for green)"],
        ],
        8,
    )
    s.heading("TROUBLESHOOTING", 10)
    s.table(
        [Col("Symptom", 170), Col("Check", 329)],
        [
            ["Weak holding", "Armature not flat; dirt on faces; voltage at lock below 10.8 V"],
            ["Door will not release", "Power not interrupted; controller relay welded"],
            ["Buzzing noise", "AC or unfiltered supply used; use a regulated DC supply"],
        ],
        8,
    )
    s.heading("WARRANTY", 10)
    s.para(
        "Granite State Access Controls warrants MLK series locks against defects in material "
        "and workmanship for five years from date of shipment. Damage from improper voltage, "
        "installation or misuse is not covered.",
        8.5,
    )
    return save(s, out / "mlk.pdf")
