"""Hold-out 10 datasheets: a shop-style 5 V relay module leaflet (photo
placeholder, "Specifications" list, pin header table, sample sketch numbers as
decoys, a 1- and a 2-channel version), a Recom-style constant-current LED
driver family (one column per output-current version), a MaxBotix-style
ultrasonic range finder (values mostly in prose, pin numbers as decoys) and an
Adafruit-learning-guide-style 16-channel PWM / servo board printed to PDF.
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"


def _photo(s: Sheet, label: str, height: float = 90) -> None:
    y = s.get_y()
    s.set_fill_color(235, 235, 235)
    s.rect(s.l_margin, y, 170, height, "F")
    s.set_font(s.family, "", 7.5)
    s.set_xy(s.l_margin, y + height / 2 - 5)
    s.cell(170, 10, label, align="C")
    s.set_xy(s.l_margin, y + height + 4)


# ------------------------------------------------------ shop-style relay module
def bf_rel(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="BastelFuchs  |  www.bastelfuchs-shop.example",
        header_right="Produktdatenblatt / Product data sheet",
        footer_left="BastelFuchs Elektronik UG \u2013 all information without guarantee",
        footer_right="Seite {page} von {nb}",
        rule_color=(230, 120, 0),
        table_fill=(255, 235, 210),
        accent=(210, 100, 0),
        grid=True,
    )
    s = Sheet(style, "BF-REL 5V Relay Module 1 / 2 channel")
    s.add_page()
    s.title_block(
        "5V Relais-Modul / 5V Relay Module",
        "BF-REL1-5V (1 channel) and BF-REL2-5V (2 channel), low level trigger",
        "Artikel-Nr. / SKU: 40117 (1 ch), 40118 (2 ch)",
        size=17,
    )
    y0 = s.get_y()
    _photo(s, "[ Produktfoto / product photo ]", 100)
    s.set_y(y0)
    with s.column(s.l_margin + 185, 314):
        s.heading("Beschreibung / Description", 10)
        s.para(
            "This relay module lets your Arduino, ESP or Raspberry Pi switch mains appliances, "
            "lamps or pumps. Each channel has an optocoupler input, a status LED and a "
            "screw terminal with NO, COM and NC. The relay is switched on when the IN pin is "
            "pulled LOW (low level trigger). With the JD-VCC jumper removed, the relay coils "
            "can be supplied separately from the logic for full isolation.",
            7.8,
        )
    s.set_y(max(s.get_y(), y0 + 110))
    s.heading("Specifications", 11)
    s.bullets(
        [
            "Operating voltage (VCC / JD-VCC): 5 V DC",
            "Quiescent current: 2 mA (all relays off)",
            "Current with relay switched on: approx. 70 mA per channel",
            "Control signal: low level trigger, IN = 0 \u2013 1.5 V switches the relay ON",
            "Release level: IN must be pulled to 3.8 \u2013 5 V to switch the relay OFF",
            "Input current (IN low): approx. 2 mA per channel",
            "Relay: SRD-05VDC-SL-C type, coil 5 V",
            "Max. switching load: 10 A 250 V AC / 10 A 30 V DC (resistive load)",
            "Switching time: max. 10 ms",
            "Electrical life: 100,000 operations (at rated load)",
            "Dimensions: 50 x 26 x 18.5 mm (1 ch), 50 x 38 x 19 mm (2 ch)",
            "Weight: 15 g (1 ch), 28 g (2 ch)",
        ],
        8.0,
    )
    s.heading("Versions", 11)
    s.table(
        [Col("", 180), Col("BF-REL1-5V", 120, "C"), Col("BF-REL2-5V", 120, "C")],
        [
            ["Channels", "1", "2"],
            ["Supply current, all relays ON", "70 mA", "140 mA"],
            ["Control inputs", "IN", "IN1, IN2"],
            ["JD-VCC jumper", "no", "yes"],
        ],
        8.0,
    )

    # ---- page 2
    s.add_page()
    s.heading("Pinbelegung / Pin header", 11)
    s.table(
        [Col("Pin", 40, "C"), Col("Label", 70, "C"), Col("Function", 389)],
        [
            ["1", "GND", "Ground"],
            ["2", "IN1", "Control input channel 1 (LOW = relay ON)"],
            ["3", "IN2", "Control input channel 2 (BF-REL2-5V only)"],
            ["4", "VCC", "5 V supply for the optocoupler inputs"],
            ["5", "JD-VCC", "Relay coil supply 5 V (2-channel board, jumper to VCC)"],
        ],
        8.0,
    )
    s.heading("Anschluss an Arduino / Wiring example", 11)
    s.para(
        "Connect VCC to 5V, GND to GND and IN1 to digital pin 7 of the Arduino UNO. The sketch "
        "below switches the relay every second.",
        8.0,
    )
    s.lines(
        [
            "const int relayPin = 7;",
            "void setup() { pinMode(relayPin, OUTPUT); digitalWrite(relayPin, HIGH); }",
            "void loop() { digitalWrite(relayPin, LOW); delay(1000);",
            "              digitalWrite(relayPin, HIGH); delay(1000); }",
        ],
        8.0,
        3.0,
    )
    s.heading("Hinweise / Notes", 11)
    s.bullets(
        [
            "Because the input is pulled up to VCC through the optocoupler LED, a 3.3 V "
            "microcontroller pin cannot reliably switch the relay OFF (release level 3.8 V); "
            "use a transistor or a level shifter in that case.",
            "The load ratings apply to resistive loads. No rating is given for motors, "
            "transformers or other inductive loads.",
            "Working with 230 V mains is dangerous and must only be done by qualified persons.",
            "Operating temperature: not specified by the manufacturer of the module.",
        ],
        8.0,
    )
    s.heading("Lieferumfang / Package contents", 11)
    s.bullets(["1 x relay module", "3 x female-female jumper wire (20 cm)"], 8.0)
    return save(s, out / "bf-rel.pdf")


# --------------------------------------------------------- Recom-style LED driver
def kcd24(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="KCD-24 Series",
        header_right="KECOM  DC/DC LED Drivers",
        footer_left="www.kecom-power.example        KCD-24 Rev. 7/2023",
        footer_right="KCD-{page}",
        rule_color=(0, 90, 160),
        table_fill=(210, 228, 245),
        accent=(0, 90, 160),
        grid=True,
    )
    s = Sheet(style, "KCD-24 Series 4.5-36VDC buck constant current LED driver")
    s.add_page()
    s.title_block(
        "KCD-24",
        "Buck Constant Current LED Driver, 350mA to 1.2A, 4.5-36VDC Input",
        "Kecom Power GmbH",
        size=20,
    )

    def left() -> None:
        s.heading("Features", 10)
        s.bullets(
            [
                "Constant current output 350mA to 1200mA",
                "Wide input range 4.5-36VDC",
                "High efficiency up to 96%",
                "PWM and analog dimming",
                "Open and short circuit protected",
                "Small 22.1 x 12.6 x 8.5mm package",
                "3 year warranty",
            ],
            8.0,
        )
        _photo(s, "[ product image ]", 60)

    def right() -> None:
        s.heading("Selection Guide", 10)
        s.table(
            [
                Col("Part Number", 82),
                Col("Input Range\n(VDC)", 58, "C"),
                Col("Output\nCurrent", 52, "C"),
                Col("Output Voltage\nRange (1)", 64, "C"),
                Col("Efficiency\ntyp.", 44, "C"),
            ],
            [
                ["KCD-24-0.35", "4.5-36", "350mA", "2-35VDC", "95%"],
                ["KCD-24-0.50", "4.5-36", "500mA", "2-35VDC", "95%"],
                ["KCD-24-0.70", "4.5-36", "700mA", "2-35VDC", "96%"],
                ["KCD-24-1.00", "4.5-36", "1000mA", "2-34VDC", "95%"],
                ["KCD-24-1.20", "4.5-36", "1200mA", "2-33VDC", "94%"],
            ],
            7.4,
        )
        s.para(
            "(1) The output voltage is set by the LED string. The input voltage must be at "
            "least 1.5V higher than the total forward voltage of the LED string (2.5V for "
            "the -1.00 and -1.20 versions).",
            7.0,
        )

    s.side_by_side(left, right, 190, 10)
    s.heading(
        "Specifications (measured @ Ta = 25"
        + DEG
        + ", nom. Vin = 24VDC, full load, unless otherwise stated)",
        9.5,
    )
    cols = [
        Col("BASIC CHARACTERISTICS", 140),
        Col("Condition", 170),
        Col("Min.", 50, "C"),
        Col("Typ.", 50, "C"),
        Col("Max.", 89, "C"),
    ]
    s.table(
        cols,
        [
            ["Input Voltage Range", "", "4.5VDC", "", "36VDC"],
            ["Absolute Max. Input Voltage", "100ms max.", "", "", "40VDC"],
            [
                "Quiescent Current",
                "Vin = 24VDC, PWM/ON-OFF = low (off)\nVin = 24VDC, no load",
                "",
                "200" + MU + "A\n3mA",
                "400" + MU + "A\n5mA",
            ],
            ["Output Current Accuracy", "", "-3%", "", "+3%"],
            ["Output Ripple Current", "20MHz BW, 3 LEDs", "", "5%", "10%"],
            ["Switching Frequency", "", "", "300kHz", "800kHz"],
            ["Line Regulation", "low line to high line", "", "0.5%", "1%"],
        ],
        7.4,
    )
    s.heading("DIMMING / ON-OFF CONTROL", 9.5)
    s.table(
        cols,
        [
            ["PWM/ON-OFF input", "LED ON\nLED OFF", "2.6VDC or open\n0VDC", "", "6VDC\n0.6VDC"],
            ["PWM dimming frequency", "", "", "200Hz", "1kHz"],
            ["PWM dimming range", "at 200Hz", "0.5%", "", "100%"],
            [
                "Analog dimming range",
                "VDIM = 0.6VDC (0%) ... 2.6VDC (100%)",
                "0.6VDC",
                "",
                "2.6VDC",
            ],
            ["Input current of PWM pin", "Vpwm = 0V", "", "0.5mA", "1mA"],
        ],
        7.4,
    )

    # ---- page 2
    s.add_page()
    s.heading("Specifications (continued)", 10)
    s.heading("EFFICIENCY AND OUTPUT PER VERSION", 9.5)
    s.table(
        [
            Col("Parameter", 140),
            Col("Condition", 100),
            Col("-0.35", 50, "C"),
            Col("-0.50", 50, "C"),
            Col("-0.70", 50, "C"),
            Col("-1.00", 50, "C"),
            Col("-1.20", 59, "C"),
        ],
        [
            ["Output Current (nom.)", "", "350mA", "500mA", "700mA", "1000mA", "1200mA"],
            ["Max. Output Power", "Vin = 36VDC", "12.2W", "17.5W", "24.5W", "34W", "39.6W"],
            [
                "Efficiency (typ.)",
                "Vin = 24VDC, 6 LEDs\nVin = 12VDC, 3 LEDs",
                "95%\n93%",
                "95%\n93%",
                "96%\n94%",
                "95%\n92%",
                "94%\n91%",
            ],
            ["Short Circuit Current", "", "400mA", "570mA", "800mA", "1150mA", "1380mA"],
        ],
        7.4,
    )
    s.heading("PROTECTIONS", 9.5)
    s.table(
        cols,
        [
            ["Short Circuit Protection", "continuous, auto recovery", "", "", ""],
            ["Open Circuit Protection", "yes, output limited to Vin", "", "", ""],
            ["Over Temperature Protection", "case temperature", "", "110" + DEG, ""],
        ],
        7.4,
    )
    s.heading("ENVIRONMENTAL", 9.5)
    s.table(
        cols,
        [
            ["Operating Temperature Range", "with derating", "-40" + DEG, "", "+85" + DEG],
            ["Full-load operation", "without derating", "-40" + DEG, "", "+71" + DEG],
            ["Maximum Case Temperature", "", "", "", "+105" + DEG],
            ["Storage Temperature", "", "-55" + DEG, "", "+125" + DEG],
            ["MTBF", "+25" + DEG + ", MIL-HDBK-217F", "", "", "2000 x 10^3 h"],
        ],
        7.4,
    )
    s.heading("Application Notes", 9.5)
    s.para(
        "The KCD-24 is a constant current source: it regulates the current through the LED "
        "string, not the voltage. It must not be used as a voltage supply for other "
        "electronics, and the output must not be connected in parallel with another driver.",
        7.6,
    )
    s.para(
        "Do not hot-plug the LEDs while the driver is powered. If the PWM/ON-OFF pin is not "
        "used it can be left open. The driver conforms to EN 61347-2-13 when built into a "
        "luminaire; EMC compliance of the complete luminaire has to be verified by the user.",
        7.6,
    )
    return save(s, out / "kcd24.pdf")


# ---------------------------------------------------- MaxBotix-style ultrasonic
def ks10x0(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Maxwell Sonics, Inc.",
        header_right="KS1010 & KS1040 NanoSonar-EZ",
        footer_left="Maxwell Sonics, Inc.  Copyright 2022  Patent 7,881,160   Page {page}",
        footer_right="PD11832d",
        rule_color=(0, 0, 0),
        table_fill=(250, 240, 170),
        accent=(40, 40, 40),
        grid=True,
    )
    s = Sheet(style, "KS1010 & KS1040 NanoSonar-EZ ultrasonic range finder")
    s.add_page()
    s.title_block(
        "NanoSonar-EZ Series",
        "High Performance Sonar Range Finder  KS1010 (EZ0), KS1040 (EZ4)",
        "Maxwell Sonics, Inc.",
        size=18,
    )
    s.para(
        "With 2.5V - 5.5V power the NanoSonar-EZ provides very short to long-range detection "
        "and ranging in a very small package. It detects objects from 0-inches to 254-inches "
        "(6.45-meters) and provides sonar range information from 6-inches out to 254-inches "
        "with 1-inch resolution. Objects from 0-inches to 6-inches typically range as "
        "6-inches. The interface output formats included are pulse width output, analog "
        "voltage output, and serial digital output.",
        8.0,
    )

    def left() -> None:
        s.heading("Features", 10)
        s.bullets(
            [
                "Continuously variable gain for beam control and side lobe suppression",
                "Object detection to zero range objects",
                "2.5V to 5.5V supply with 2mA typical current draw",
                "Readings can occur up to every 50mS, (20-Hz rate)",
                "Free run operation can continually measure and output range information",
                "Triggered operation provides the range reading as desired",
                "Serial, 0 to Vcc, 9600 Baud, 81N",
                "Analog, (Vcc/512) / inch",
                "Pulse width, (147uS/inch)",
            ],
            7.6,
        )

    def right() -> None:
        s.heading("Benefits", 10)
        s.bullets(
            [
                "Very low cost ultrasonic rangefinder",
                "Reliable and stable range data",
                "Quality beam characteristics",
                "Mounting holes provided on the circuit board",
                "Very low power ranger, excellent for multiple sensor or battery-based systems",
                "Fast measurement cycles",
                "Sensor reports the range reading directly and frees up user processor",
            ],
            7.6,
        )
        s.heading("Versions", 10)
        s.table(
            [Col("Part", 60), Col("Beam", 90), Col("Use", 100)],
            [
                ["KS1010", "EZ0, widest", "people detection"],
                ["KS1040", "EZ4, narrowest", "large targets"],
            ],
            7.2,
        )

    s.side_by_side(left, right, 250, 14)
    s.heading("Pin Out Description", 10)
    s.table(
        [Col("Pin", 36, "C"), Col("Name", 40, "C"), Col("Description", 423)],
        [
            [
                "1",
                "BW",
                "Leave open (or hold low) for serial output on the TX output. Hold high for chaining.",
            ],
            ["2", "PW", "Pulse width representation of range. A scale factor of 147uS per inch."],
            [
                "3",
                "AN",
                "Analog voltage with a scaling factor of (Vcc/512) per inch; 5V yields ~9.8mV/in, 3.3V yields ~6.4mV/in.",
            ],
            [
                "4",
                "RX",
                "Internally pulled high; ranges continually when open or high. Hold low to stop ranging; high for 20uS or more to command a range reading.",
            ],
            [
                "5",
                "TX",
                "When BW is open or low, sends asynchronous serial data in an RS232 format, except voltages are 0-Vcc.",
            ],
            [
                "6",
                "+5",
                "Vcc \u2013 Operates on 2.5V - 5.5V. Recommended current capability of 3mA for 5V, and 2mA for 3V.",
            ],
            [
                "7",
                "GND",
                "Return for the DC power supply. GND (& Vcc) must be ripple and noise free for best operation.",
            ],
        ],
        7.2,
    )

    # ---- page 2
    s.add_page()
    s.heading("Serial Output Format", 10)
    s.para(
        'The output is an ASCII capital "R", followed by three ASCII character digits '
        "representing the range in inches up to a maximum of 254, followed by a carriage "
        "return (ASCII 13). The baud rate is 9600, 8 bits, no parity, with one stop bit. "
        "Although the voltage of 0-Vcc is outside the RS232 standard, most RS232 devices have "
        "sufficient margin to read 0-Vcc serial data. The data is inverted (RS232 polarity): "
        "to connect TX directly to a microcontroller UART receive pin, an inverter is "
        "required, or the UART must support inverted input.",
        7.8,
    )
    s.heading("Timing Description", 10)
    s.para(
        "250mS after power-up, the NanoSonar-EZ is ready to accept the RX command. If RX is "
        "left open or held high, the sensor first runs a calibration cycle (49mS) and then "
        "takes a range reading (49mS). Each 49mS period starts with RX being high or open, "
        "after which thirteen 42KHz waves are sent. The analog voltage is updated at the end "
        "of each cycle. The first reading after power-up may be inaccurate if an object is "
        "within 7 inches of the sensor during calibration.",
        7.8,
    )
    s.heading("Electrical Summary", 10)
    s.table(
        [Col("Parameter", 160), Col("Value", 200), Col("Notes", 139)],
        [
            ["Supply voltage", "2.5V to 5.5V", ""],
            ["Average current", "2.0mA typ. at 3.3V\n3.4mA typ. at 5V", "free-run"],
            ["Measurement range", "6 to 254 inches", "1-inch resolution"],
            ["Reading rate", "20Hz", "49mS cycle"],
            ["Acoustic frequency", "42kHz", ""],
            ["Operating temperature", "0" + DEG + " to +65" + DEG, "non-condensing"],
        ],
        7.4,
    )
    s.heading("Beam Characteristics", 10)
    s.figure(
        'Beam pattern, KS1010 vs KS1040, 3.3V, 3-1/4" dowel (grid spacing 30cm / 1 foot)',
        "range (ft)",
        "width (ft)",
        ["0", "5", "10", "15", "20"],
        ["0", "2", "4"],
        [
            ("KS1010 (EZ0)", [(0, 0.1), (0.25, 0.8), (0.5, 0.9), (0.8, 0.6), (1.0, 0.2)]),
            ("KS1040 (EZ4)", [(0, 0.05), (0.25, 0.2), (0.5, 0.25), (0.8, 0.2), (1.0, 0.1)]),
        ],
        height=90,
        width=250,
    )
    s.para(
        "Beam patterns are typical and depend on the target. People can normally be detected "
        "to about 10 feet (KS1010); larger targets such as walls to the full 254 inches. "
        "Operation through windows, in rain or outdoors in direct sunlight is not "
        "characterised.",
        7.6,
    )
    return save(s, out / "ks10x0.pdf")


# ------------------------------------------- Adafruit-guide-style servo board
def tf_pwm16(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Tinkerfox 16-Channel 12-bit PWM/Servo Driver - I2C interface",
        header_right="learn.tinkerfox.example",
        footer_left="\u00a9Tinkerfox Industries   https://learn.tinkerfox.example/16-channel-pwm-servo-driver",
        footer_right="Page {page} of {nb}",
        rule_color=(170, 170, 170),
        table_fill=(240, 240, 240),
        accent=(30, 30, 30),
        grid=False,
    )
    s = Sheet(style, "Tinkerfox 16-Channel 12-bit PWM/Servo Driver")
    s.add_page()
    s.title_block(
        "16-Channel 12-bit PWM/Servo Driver - I2C interface",
        "Created by Tinkerfox Industries   Last updated on 2023-11-02",
        "Product ID: 4815 (TF-PWM16)",
        size=15,
    )
    s.heading("Overview", 12)
    s.para(
        "You want to make a cool robot, maybe a hexapod walker, or maybe just a piece of art "
        "with a lot of moving parts. Or maybe you want to drive a lot of LEDs with precise "
        "PWM output. Then you realize that your microcontroller has a limited number of PWM "
        "outputs! This board drives up to 16 servos or LEDs over I2C with only two pins. The "
        "on-board TF9635 PWM controller drives all 16 channels simultaneously with no "
        "additional processing overhead.",
        8.2,
    )
    s.para(
        "It's an i2c-controlled PWM driver with a built in clock. Each output has 12-bit "
        "resolution (4096 steps) and the PWM frequency is adjustable from about 24Hz to "
        "1526Hz. All outputs are set to the same PWM frequency. That means you can drive up "
        "to 16 servos, or chain up to 62 boards for 992 outputs.",
        8.2,
    )
    _photo(s, "[ photo: board with 16 three-pin servo headers ]", 80)
    s.heading("Pinouts", 12)
    s.heading("Power Pins", 10)
    s.bullets(
        [
            "GND - This is the power and signal ground pin, must be connected",
            "VCC - This is the logic power pin, connect this to the logic level you want to "
            "use for the PCA output, should be 3 - 5V max! It's also used for the 10K pullups "
            "on SCL/SDA so unless you have your own pullups, have it match the "
            "microcontroller's logic level too!",
            "V+ - This is an optional power pin that will supply distributed power to the "
            "servos. If you are not using for servos you can leave disconnected. It is not "
            "used at all by the chip. You can also inject power from the 2-pin terminal block "
            "at the top of the board. You should provide 5-6VDC if you are using servos. If "
            "you have to, you can go higher to 12VDC, but if you mess up and connect VCC to V+ "
            "you could damage your board!",
        ],
        8.0,
    )
    s.heading("Control Pins", 10)
    s.bullets(
        [
            "SCL - I2C clock pin, connect to your microcontroller's I2C clock line. Can use 3V "
            "or 5V logic, and has a weak pullup to VCC",
            "SDA - I2C data pin, connect to your microcontroller's I2C data line. Can use 3V "
            "or 5V logic, and has a weak pullup to VCC",
            "OE - Output enable. Can be used to quickly disable all outputs. When this pin is "
            "low all pins are enabled. When the pin is high the outputs are disabled. Pulled "
            "low by default so it's an optional pin!",
        ],
        8.0,
    )

    # ---- page 2
    s.add_page()
    s.heading("Output Ports", 10)
    s.para(
        "There are 16 output ports. Each port has 3 pins: V+, GND and the PWM output. Each "
        "PWM runs completely independently but they must all have the same PWM frequency. "
        "That is, for LEDs you probably want 1.0 KHz but servos need 60 Hz - so you cannot "
        "use half for LEDs @ 1.0 KHz and half @ 60 Hz. They're set up for servos but you can "
        "use them for LEDs! Max current per pin is 25mA. There are 220 ohm resistors in "
        "series with all PWM pins and the output logic is the same as VCC so keep that in "
        "mind if using LEDs.",
        8.0,
    )
    s.heading("Chaining Drivers / I2C Address", 10)
    s.para(
        "Each board in the chain must be assigned a unique address. This is done with the "
        "address jumpers on the upper right edge of the board. The I2C base address for each "
        "board is 0x40. The binary address that you program with the address jumpers is "
        "added to the base I2C address. To program the address offset, use a drop of solder "
        "to bridge the corresponding address jumper for each binary '1' in the address.",
        8.0,
    )
    s.table(
        [Col("Board", 60, "C"), Col("Jumpers bridged", 150), Col("Address", 80, "C")],
        [
            ["0", "none", "0x40"],
            ["1", "A0", "0x41"],
            ["2", "A1", "0x42"],
            ["3", "A0 & A1", "0x43"],
            ["4", "A2", "0x44"],
            ["9", "A0 & A3", "0x49"],
        ],
        7.6,
    )
    s.para(
        "Address 0x70 is the 'All Call' address and is enabled by default on every board: all "
        "TF9635 boards respond to it, so no other device on the bus may use 0x70.",
        8.0,
    )
    s.heading("Technical Details", 10)
    s.bullets(
        [
            "Dimensions (no headers or terminal block) 62.5mm x 25.4mm x 3mm",
            "Weight (no headers or terminal block): 5.5grams",
            "Weight (with 3x4 headers & terminal block): 9grams",
            "I2C clock: up to 1MHz (Fast-mode Plus)",
            "Logic supply (VCC) current: 6mA typical with all outputs at 0%",
            "This board/chip uses I2C 7-bit address between 0x40-0x7F, selectable with jumpers",
            "Terminal block for servo power (V+) with reverse-polarity protection",
        ],
        8.0,
    )
    s.heading("Power for Servos", 10)
    s.para(
        "Most servos are designed to run on about 5 or 6V. Keep in mind that a lot of servos "
        "moving at the same time (particularly large powerful ones) will need a lot of "
        "current. Even micro servos will draw several hundred mA when moving. Some High-torque "
        "servos will draw more than 1A each under load. Good power choices are a 5V 2A "
        "switching power supply or a 4xAA battery holder (6V). The current rating of the "
        "terminal block and the board traces is not specified; for many large servos, run "
        "heavy wires directly to the servos.",
        8.0,
    )
    s.para(
        "The reverse polarity protection on V+ is a P-channel MOSFET; a 1000" + MU + "F "
        "capacitor position (C2) is provided for bulk capacitance, sized according to the "
        "number of servos.",
        8.0,
    )
    return save(s, out / "tf-pwm16.pdf")
