"""Hold-out 92 datasheets, part 2: an optical dust sensor, a dual H-bridge motor driver
board, a 3-axis magnetometer breakout and a 12 V normally-closed solenoid valve.

An Irish / English dust-sensor data sheet (bilingual names wrapped over two lines, LED
pulse timing in a table and in a figure-like list, output voltage at no dust vs the
output swing, limits beside recommended rows), a Minnesota robotics-shop user's
guide (Helvetica, numbered steps, current per ambient temperature, symbol-only input
levels, a current-sense row for one version, a truth table), a Tbilisi maker-store
product sheet in English (lari prices, a column per range version, the address only
in a wiring tip, a register table) and a Wenzhou valve-factory catalogue in
translated English (full-width punctuation, a column per port size, coil data,
pressure in bar and MPa, response time only in the notes).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
FWL = "\uff08"
FWR = "\uff09"
LE = "\u2264"
GE = "\u2265"
DASH = "\u2013"


# ----------------------------------------------------- optical dust sensor (Irish)
def bae_ds12(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Brath Aeir Teoranta  -  Gaillimh / Galway",
        header_right="BAE-DS12  Bileog sonraí / Data sheet",
        footer_left="BAE-DS12 eisiúint 4 / issue 4",
        footer_right="Leathanach {page} de {nb}",
        rule_color=(0, 90, 70),
        table_fill=(220, 236, 230),
        accent=(0, 90, 70),
        grid=True,
    )
    s = Sheet(style, "BAE-DS12 optical dust sensor")
    s.add_page()
    s.title_block(
        "BAE-DS12",
        "Braiteoir deannaigh optúil / Optical dust sensor",
        "Infridhearg LED + fótaidhé, aschur analógach / IR LED + photodiode, analogue output",
        20,
    )
    s.heading("1  Cur síos / Description", 10.5)
    s.para(
        "Tomhaiseann an BAE-DS12 an solas a scaipeann deannach san aer. The BAE-DS12 "
        "detects light scattered by airborne dust. An infrared LED and a photodiode face a "
        "small air chamber; the host pulses the LED and samples the analogue output while "
        "the LED is on. The output voltage rises with dust density. The sensor does not "
        "tell particle sizes apart: it gives neither a PM2.5 nor a PM10 figure.",
        8.5,
    )
    s.heading("2  Rátálacha uasta / Absolute maximum ratings", 10.5)
    s.table(
        [
            Col("Paraiméadar / Parameter", 230),
            Col("Siombail", 70, "C"),
            Col("Rátáil / Rating", 120, "C"),
            Col("Aonad", 79, "C"),
        ],
        [
            ["Voltas soláthair / Supply voltage", "VCC", "-0.3 to +7", "V"],
            ["Voltas ionchuir LED /\nLED input terminal voltage", "V-LED", "-0.3 to VCC", "V"],
            ["Sruth LED / LED forward current", "IF", "50", "mA"],
            ["Teocht stórála / Storage temperature", "Tstg", "-20 to +80", DEG],
        ],
        8,
    )
    s.heading("3  Coinníollacha oibriúcháin / Recommended operating conditions", 10.5)
    s.table(
        [
            Col("Paraiméadar / Parameter", 190),
            Col("Siombail", 60, "C"),
            Col("Íos. / Min.", 60, "C"),
            Col("Gnáth / Typ.", 60, "C"),
            Col("Uas. / Max.", 60, "C"),
            Col("Aonad", 69, "C"),
        ],
        [
            ["Voltas soláthair / Supply voltage", "VCC", "4.5", "5.0", "5.5", "V"],
            ["Teocht oibriúcháin /\nOperating temperature", "Topr", "-10", "", "+65", DEG],
            ["Tréimhse bhíge LED /\nLED pulse cycle", "T", "9", "10", "11", "ms"],
            ["Leithead bíge LED /\nLED pulse width", "PW", "0.30", "0.32", "0.34", "ms"],
        ],
        8,
    )
    s.heading("4  Tréithe leictreacha / Electrical and optical characteristics", 10.5)
    s.para("VCC = 5 V, Ta = 25 " + DEG + ", LED pulsed as in section 3.", 8)
    s.table(
        [
            Col("Paraiméadar / Parameter", 160),
            Col("Coinníoll / Condition", 120),
            Col("Íos.", 45, "C"),
            Col("Gnáth", 45, "C"),
            Col("Uas.", 45, "C"),
            Col("Aonad", 84, "C"),
        ],
        [
            [
                "Voltas aschuir gan deannach /\nOutput voltage at no dust",
                "0 mg/m3",
                "0.6",
                "0.9",
                "1.5",
                "V",
            ],
            ["Íogaireacht / Sensitivity", "per 0.1 mg/m3", "0.35", "0.5", "0.65", "V"],
            ["Réimse aschuir /\nOutput voltage swing", "saturated", "3.4", "", "", "V"],
            ["Sruth soláthair / Supply current", "", "", "11", "20", "mA"],
            ["Sruth bíge LED / LED pulse current", "150 " + OHM + " series", "", "", "20", "mA"],
        ],
        8,
    )
    s.add_page()
    s.heading("5  Amú / Timing", 10.5)
    s.para(
        "Tarraing an teirminéal LED íseal chun an LED a lasadh. Drive the LED terminal LOW "
        "to switch the LED on (an on-board transistor is not fitted; the LED cathode goes to "
        "the pin through the 150 " + OHM + " resistor and the 220 " + MU + "F capacitor you "
        "add, see section 6). Read the output 0.28 ms after the LED is switched on, then "
        "switch it off at 0.32 ms. Repeat every 10 ms.",
        8.5,
    )
    s.table(
        [Col("Céim / Step", 80, "C"), Col("Am / Time", 120, "C"), Col("Gníomh / Action", 299)],
        [
            ["1", "t = 0", "LED terminal LOW (LED on)"],
            ["2", "t = 0.28 ms", "start ADC sample of Vo"],
            ["3", "t = 0.32 ms", "LED terminal HIGH (LED off)"],
            ["4", "t = 10 ms", "next cycle"],
        ],
        8,
    )
    s.heading("6  Ciorcad / Wiring", 10.5)
    s.table(
        [
            Col("Bioráin / Pin", 60, "C"),
            Col("Ainm / Name", 80, "C"),
            Col("Ceangal / Connection", 359),
        ],
        [
            ["1", "V-LED", "via 150 " + OHM + " to VCC, 220 " + MU + "F to GND"],
            ["2", "LED-GND", "GND"],
            ["3", "LED", "host output pin (active low)"],
            ["4", "S-GND", "GND"],
            ["5", "Vo", "analogue output to ADC"],
            ["6", "VCC", "5 V"],
        ],
        8,
    )
    s.heading("7  Ceisteanna / FAQ", 10.5)
    s.para(
        "Can the BAE-DS12 run from 3.3 V? No. Below 4.5 V the LED current and the output "
        "offset are not guaranteed. The output can rise to 3.4 V and above, so a 3.3 V ADC "
        "may clip at high dust levels; use a divider.",
        8.5,
    )
    s.para(
        "Does it need a warm-up? Readings settle after the first few cycles; no warm-up time "
        "is specified. Does it need a fan? No - air moves through the hole by convection, so "
        "mount the sensor upright.",
        8.5,
    )
    s.para(
        "Is there a digital output? No. Vo is analogue only; there is no UART, I2C or PWM.",
        8.5,
    )
    s.heading("8  Toisí / Dimensions", 10.5)
    s.para("46.0 x 30.0 x 17.6 mm, 16 g, JST 6-pin 1.5 mm connector.", 8.5)
    revision_table(
        s,
        [
            ["2022-04-11", "3", "Tábla amú / timing table"],
            ["2023-10-02", "4", "FAQ added; supply current max 20 mA"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "bae-ds12.pdf")


# --------------------------------------- dual H-bridge board (Minnesota robotics shop)
def lr_dmd2(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="LAKEHEAD ROBOTICS  -  Duluth, Minnesota",
        header_right="LR-DMD2 User's Guide  Rev 1.3",
        footer_left="LR-DMD2 / LR-DMD2-C",
        footer_right="{page}",
        rule_color=(30, 30, 30),
        table_fill=(235, 235, 235),
        accent=(0, 70, 140),
        grid=False,
    )
    s = Sheet(style, "LR-DMD2 dual motor driver board")
    s.add_page()
    s.title_block(
        "LR-DMD2 Dual Motor Driver",
        "Two brushed DC motors, 2 A per channel, 4.5 V to 13.5 V",
        "LR-DMD2 (standard)   -   LR-DMD2-C (with current-sense outputs)",
        20,
    )
    s.heading("1. Overview", 11)
    s.para(
        "The LR-DMD2 is a small carrier for a dual MOSFET H-bridge. Each of the two "
        "channels drives one brushed DC motor forward, reverse, coast or brake from two "
        "logic inputs, with PWM on either input for speed control. The two channels can be "
        "paralleled to drive one larger motor. The -C version adds one current-sense output "
        "per channel. There is no reverse-battery protection on VM: a backwards battery "
        "destroys the board.",
        8.5,
    )
    s.heading("2. Specifications", 11)
    s.table(
        [Col("", 220), Col("LR-DMD2", 140, "C"), Col("LR-DMD2-C", 139, "C")],
        [
            ["Motor supply VM (operating)", "4.5 V to 13.5 V", "4.5 V to 13.5 V"],
            ["Motor supply VM, absolute max", "16 V", "16 V"],
            ["Logic supply VCC", "2.7 V to 5.5 V", "2.7 V to 5.5 V"],
            ["Logic supply current", "1.2 mA", "2.0 mA"],
            ["Continuous current per channel (1)", "2.0 A", "2.0 A"],
            ["Peak current per channel, 100 ms", "3.2 A", "3.2 A"],
            ["Paralleled channels, continuous", "4.0 A", "4.0 A"],
            ["MOSFET on-resistance (high + low side)", "0.36 ohm typ", "0.36 ohm typ"],
            ["PWM frequency", "up to 50 kHz", "up to 50 kHz"],
            ["Current-sense output", "-", "500 mV/A"],
            ["Sleep current (nSLEEP low)", "1.5 " + MU + "A", "1.5 " + MU + "A"],
            ["Size", "20.3 x 25.4 mm", "20.3 x 25.4 mm"],
        ],
        8,
    )
    s.para("(1) 25 " + DEG + " ambient, no heat sink, both channels running. See section 4.", 7.5)
    s.heading("3. Logic inputs", 11)
    s.table(
        [
            Col("", 90, "C"),
            Col("Min", 80, "C"),
            Col("Max", 80, "C"),
            Col("Unit", 60, "C"),
            Col("Applies to", 189),
        ],
        [
            ["V_{IH}", "2.0", "", "V", "AIN1, AIN2, BIN1, BIN2, nSLEEP"],
            ["V_{IL}", "", "0.8", "V", "AIN1, AIN2, BIN1, BIN2, nSLEEP"],
            ["Input pull-down", "", "100 kohm", "", "all inputs"],
        ],
        8,
    )
    s.para(
        "Inputs work with 1.8 V to 5 V logic regardless of VCC, and are 5.5 V tolerant. "
        "nSLEEP is pulled LOW on the board: drive it HIGH (or bridge the SLP jumper) to "
        "wake the driver.",
        8.5,
    )
    s.table(
        [
            Col("xIN1", 70, "C"),
            Col("xIN2", 70, "C"),
            Col("xOUT1", 70, "C"),
            Col("xOUT2", 70, "C"),
            Col("Function", 219),
        ],
        [
            ["0", "0", "Z", "Z", "coast"],
            ["1", "0", "H", "L", "forward"],
            ["0", "1", "L", "H", "reverse"],
            ["1", "1", "L", "L", "brake"],
        ],
        8,
    )
    s.add_page()
    s.heading("4. How much current can I really get?", 11)
    s.para(
        "The 2 A rating assumes room temperature. In a warm enclosure the driver heats up "
        "faster and its thermal protection (shutdown at 150 " + DEG + " junction, automatic "
        "restart) kicks in earlier. Continuous current per channel, both channels loaded, "
        "no heat sink:",
        8.5,
    )
    s.table(
        [
            Col("Ambient", 160, "C"),
            Col("25 " + DEG, 110, "C"),
            Col("50 " + DEG, 110, "C"),
            Col("70 " + DEG, 119, "C"),
        ],
        [["Continuous per channel", "2.0 A", "1.6 A", "1.1 A"]],
        8,
    )
    s.para(
        "The board is rated for an ambient range of -20 " + DEG + " to +85 " + DEG + ". "
        "Undervoltage lockout: the outputs turn off when VM falls below 4.1 V.",
        8.5,
    )
    s.heading("5. Getting started", 11)
    s.bullets(
        [
            "Step 1 - Solder the headers. Connect GND and VCC to your microcontroller's GND "
            "and 3.3 V or 5 V.",
            "Step 2 - Connect the motor battery to VM and GND. Add a 100 " + MU + "F "
            "capacitor if the leads are longer than 15 cm.",
            "Step 3 - Tie nSLEEP HIGH. Drive AIN1 / AIN2 from two GPIO pins, PWM on one.",
            "Step 4 - Check that your motor's stall current is below 3.2 A; a motor that "
            "stalls at more will trip the over-current protection repeatedly.",
        ],
        8.5,
    )
    s.heading("6. Pinout", 11)
    s.table(
        [Col("Pin", 80, "C"), Col("Description", 419)],
        [
            ["VM", "motor supply, 4.5 V to 13.5 V"],
            ["VCC", "logic supply, 2.7 V to 5.5 V"],
            ["AIN1, AIN2", "channel A inputs"],
            ["BIN1, BIN2", "channel B inputs"],
            ["AISEN, BISEN", "-C only: current-sense outputs, 500 mV/A, 0 V to 2.5 V"],
            ["nSLEEP", "sleep input, active low"],
            ["AOUT1/2, BOUT1/2", "motor outputs"],
        ],
        8,
    )
    s.heading("7. FAQ", 11)
    s.para(
        "Can I drive a stepper motor? Yes, one bipolar stepper with up to 2 A per coil, "
        "using the two channels as the two coils. Can I run it from a 3S LiPo? Yes, 12.6 V "
        "fully charged is within the VM range. A 4S pack is not.",
        8.5,
    )
    revision_table(
        s,
        [["2023-02-14", "1.2", "Added -C version"], ["2024-03-01", "1.3", "Derating table"]],
        (90, 60, 349),
    )
    return save(s, out / "lr-dmd2.pdf")


# ------------------------------------------- magnetometer breakout (Tbilisi shop)
def mms_mag3(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Mtkvari Maker Store  -  Tbilisi",
        header_right="MMS-MAG3 product sheet",
        footer_left="Prices in GEL, incl. VAT. Ships from Tbilisi.",
        footer_right="page {page} / {nb}",
        rule_color=(110, 110, 40),
        table_fill=(240, 240, 215),
        accent=(90, 90, 20),
        grid=False,
    )
    s = Sheet(style, "MMS-MAG3 3-axis magnetometer breakout")
    s.add_page()
    s.title_block(
        "MMS-MAG3  |  MMS-MAG3H",
        "3-axis magnetometer breakout, I2C, 3.3 V or 5 V",
        "MMS-MAG3: 18.00 GEL  |  MMS-MAG3H (high field): 21.00 GEL",
        19,
    )
    s.heading("About", 11)
    s.para(
        "A compass and magnetic-field breakout for robots, drones and hobby "
        "experiments. Both boards carry a 3.3 V regulator and I2C level shifting, so they "
        "plug into 3.3 V or 5 V boards without extra parts. The MMS-MAG3 has the finer "
        "resolution for compass headings; the MMS-MAG3H tolerates strong fields near "
        "motors and magnets.",
        8.5,
    )
    s.heading("Specifications", 11)
    s.table(
        [Col("", 200), Col("MMS-MAG3", 150, "C"), Col("MMS-MAG3H", 149, "C")],
        [
            ["Board supply (VIN)", "3.3 - 5.0 V", "3.3 - 5.0 V"],
            ["Field range (full scale)", PM + "8 gauss", PM + "30 gauss"],
            ["Sensitivity", "3000 LSB/gauss", "1000 LSB/gauss"],
            ["Output", "16 bit per axis", "16 bit per axis"],
            ["Noise (RMS, 50 Hz ODR)", "2 mG", "6 mG"],
            ["Output data rate", "10 / 50 / 100 / 200 Hz", "10 / 50 / 100 / 200 Hz"],
            ["I2C clock", "up to 400 kHz", "up to 400 kHz"],
            ["Current, continuous 200 Hz", "2.6 mA", "2.6 mA"],
            ["Current, standby", "3 " + MU + "A", "3 " + MU + "A"],
        ],
        8,
    )
    s.para(
        "Current figures are for the whole board including the regulator, but with the "
        "power LED cut off (LED jumper open). The LED adds about 1 mA.",
        8,
    )
    s.heading("Limits", 11)
    s.lines(
        [
            "Never more than 6 V on VIN.",
            "SDA / SCL accept 0 - 5.5 V.",
            "Working temperature -40 to +85 " + DEG + ".",
            "Keep away from fields above 100 gauss; they can magnetise the sensor.",
        ],
        8.5,
        3.5,
    )
    s.heading("Wiring tip", 11)
    s.para(
        "VIN to 3.3 V or 5 V, GND to GND, SDA to SDA, SCL to SCL. Both boards answer on "
        "7-bit address 0x0D and the address cannot be changed, so use an I2C "
        "multiplexer if you need two on one bus. 10 k" + OHM + " pull-ups to 3.3 V are on "
        "the board.",
        8.5,
    )
    s.add_page()
    s.heading("Registers you will use", 11)
    s.table(
        [Col("Reg", 60, "C"), Col("Name", 110), Col("Default", 70, "C"), Col("What", 259)],
        [
            ["0x00-0x05", "X/Y/Z LSB, MSB", "-", "field data, two's complement"],
            ["0x06", "STATUS", "0x00", "bit 0 = data ready"],
            ["0x09", "CONTROL1", "0x00", "mode, ODR, range (MAG3H: range bit ignored)"],
            ["0x0A", "CONTROL2", "0x00", "soft reset, interrupt enable"],
            ["0x0B", "SET/RESET", "0x00", "write 0x01 before first use"],
            ["0x0D", "CHIP ID", "0xFF", "reads 0xFF (not the bus address)"],
        ],
        8,
    )
    s.heading("CONTROL1 settings", 11)
    s.table(
        [Col("Bits", 80, "C"), Col("Field", 110), Col("Values", 309)],
        [
            ["1:0", "MODE", "00 standby, 01 continuous"],
            ["3:2", "ODR", "00 10 Hz, 01 50 Hz, 10 100 Hz, 11 200 Hz"],
            ["5:4", "RNG", "MMS-MAG3: 00 " + PM + "2 gauss, 01 " + PM + "8 gauss"],
            ["7:6", "OSR", "over-sampling 512 / 256 / 128 / 64"],
        ],
        8,
    )
    s.heading("Calibration", 11)
    s.para(
        "Any magnetometer reads hard-iron offsets from nearby steel, magnets and currents. "
        "Rotate the finished robot through all directions, record min and max per axis and "
        "subtract the centre. We do not give a heading accuracy figure: it depends on your "
        "calibration, on tilt and on what is mounted near the sensor.",
        8.5,
    )
    s.heading("Pins", 11)
    s.table(
        [Col("Pin", 80, "C"), Col("Function", 419)],
        [
            ["VIN", "3.3 V to 5 V in"],
            ["3V3", "regulator output, 3.3 V, up to 100 mA spare"],
            ["GND", "ground"],
            ["SCL, SDA", "I2C"],
            ["DRDY", "data-ready interrupt, 3.3 V push-pull"],
        ],
        8,
    )
    s.heading("In the bag", 11)
    s.bullets(["board", "6-pin straight header", "we do not include a cable"], 8.5)
    return save(s, out / "mms-mag3.pdf")


# ------------------------------------------------ solenoid valve (Wenzhou factory)
def ktv_12nc(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="WENZHOU OUHAI KAITE FLUID CONTROL CO., LTD.",
        header_right="PRODUCT CATALOGUE  KTV series",
        footer_left="Tel: +86-577-0000-0000   Add: Ouhai Economic Development Zone, Wenzhou",
        footer_right="- {page} -",
        rule_color=(0, 60, 130),
        table_fill=(210, 225, 245),
        accent=(0, 60, 130),
        grid=True,
    )
    s = Sheet(style, "KTV-12NC solenoid valve")
    s.add_page()
    s.title_block(
        "KTV-12NC Solenoid Valve",
        "2/2 way, normally closed, 12V DC coil, for water, air, light oil",
        "Models: KTV-12NC-G14 (direct acting) and KTV-12NC-G12 (pilot operated)",
        18,
    )
    s.heading("1) Product Introduction", 10.5)
    s.para(
        "KTV-12NC is normally closed valve: when coil has no power, the valve is "
        "closed; when coil is powered, the valve open. G14 is direct acting type, it can "
        "work from zero pressure. G12 is pilot operated (diaphragm) type and need minimum "
        "pressure difference to open. Body is brass, seal is NBR.",
        8.5,
    )
    s.heading("2) Technical Parameters", 10.5)
    s.table(
        [Col("Item", 170), Col("KTV-12NC-G14", 165, "C"), Col("KTV-12NC-G12", 164, "C")],
        [
            ["Port size", "G1/4", "G1/2"],
            ["Orifice", FWL + "Φ" + FWR + "2.5mm", FWL + "Φ" + FWR + "12mm"],
            [
                "Working pressure",
                "0 " + FWT + " 8 bar" + FWL + "0 " + FWT + " 0.8MPa" + FWR,
                "0.2 " + FWT + " 10 bar" + FWL + "0.02 " + FWT + " 1.0MPa" + FWR,
            ],
            ["Rated voltage", "DC12V " + PM + "10%", "DC12V " + PM + "10%"],
            ["Coil power", "4.8W", "8W"],
            ["Coil current", "0.4A", "0.67A"],
            ["Coil resistance" + FWL + "20" + FW_C + FWR, "30" + OHM, "18" + OHM],
            ["Fluid temperature", "0 " + FWT + " +60" + FW_C, "0 " + FWT + " +80" + FW_C],
            ["Ambient temperature", "-5 " + FWT + " +50" + FW_C, "-5 " + FWT + " +50" + FW_C],
            ["Duty", "100% ED" + FWL + "continuous" + FWR, "100% ED" + FWL + "continuous" + FWR],
            [
                "Protection",
                "IP65" + FWL + "with connector" + FWR,
                "IP65" + FWL + "with connector" + FWR,
            ],
            ["Weight", "110g", "360g"],
        ],
        8,
    )
    s.para(
        "Remark" + FWC + "The valve must not be used for gas fuel, steam or liquid with "
        "particle. Install filter before the valve. Coil can not be used without the "
        "valve body (it will burn).",
        8,
    )
    s.heading("3) Electrical Connection", 10.5)
    s.table(
        [Col("Terminal", 120, "C"), Col("Connect", 379)],
        [
            ["1", "+12V"],
            ["2", "0V"],
            ["PE", "earth" + FWL + "not used for DC" + FWR],
        ],
        8,
    )
    s.para(
        "Please connect a flyback diode" + FWL + "1N4007" + FWR + " across the coil when "
        "driving by transistor or MOSFET. The coil has no polarity but the DIN connector "
        "with LED has polarity.",
        8,
    )
    s.add_page()
    s.heading("4) Flow Data", 10.5)
    s.table(
        [
            Col("Model", 150),
            Col("Kv" + FWL + "m3/h" + FWR, 110, "C"),
            Col("Flow at 3 bar water" + FWL + "L/min" + FWR, 239, "C"),
        ],
        [["KTV-12NC-G14", "0.18", "5.2"], ["KTV-12NC-G12", "3.6", "104"]],
        8,
    )
    s.heading("5) Dimension" + FWL + "mm" + FWR, 10.5)
    s.table(
        [
            Col("Model", 150),
            Col("A", 85, "C"),
            Col("B", 85, "C"),
            Col("C", 85, "C"),
            Col("Thread", 94, "C"),
        ],
        [["KTV-12NC-G14", "46", "28", "62", "G1/4"], ["KTV-12NC-G12", "63", "44", "81", "G1/2"]],
        8,
    )
    s.heading("6) Ordering Code", 10.5)
    s.table(
        [Col("Position", 90, "C"), Col("Code", 90, "C"), Col("Meaning", 319)],
        [
            ["1", "KTV", "series"],
            ["2", "12", "coil voltage 12V DC"],
            ["3", "NC", "normally closed"],
            ["4", "G14 / G12", "port thread"],
            ["5", "-D", "option: DIN connector with LED"],
        ],
        8,
    )
    s.heading("7) Notes", 10.5)
    s.bullets(
        [
            "Response time" + FWC + "G14 open " + LE + " 20ms, close " + LE + " 30ms. "
            "G12 open " + LE + " 50ms, close " + LE + " 150ms.",
            "G12 can not open when the pressure is lower than 0.2 bar. For rain barrel or "
            "gravity water, please choose G14.",
            "When the coil is powered long time, its surface is hot"
            + FWL
            + "about 70"
            + FW_C
            + FWR
            + ", this is normal.",
            "Life" + FWC + "the valve is tested for switching, but we do not give a cycle life "
            "number in this catalogue; please ask sales.",
        ],
        8,
    )
    s.heading("8) Packing", 10.5)
    s.para("G14" + FWC + "100pcs / carton, 12kg.  G12" + FWC + "40pcs / carton, 15kg.", 8)
    revision_table(
        s,
        [["2023-08-20", "V1.1", "Add G12 model"]],
        (90, 60, 349),
    )
    return save(s, out / "ktv-12nc.pdf")
