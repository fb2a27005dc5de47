"""realq57: 60 blind questions on the real dev and dev2 datasheets (see README.md).

python build_questions.py rewrites questions.jsonl next to this file.
"""

import json

Q = []


def it(dev, field, unit=None, mn=None, typ=None, mx=None, value=None, values=None, q=None, cond=""):
    return {
        "device": dev,
        "field": field,
        "quantity": q,
        "min": mn,
        "typ": typ,
        "max": mx,
        "value": value,
        "values": values,
        "unit": unit,
        "condition": cond,
    }


def ev(doc, page, quote):
    return {"doc": doc, "page": page, "quote": quote}


def add(
    id,
    diff,
    typ,
    question,
    devices,
    verdict,
    items,
    evidence,
    note,
    wording="casual",
    lang="en",
    concern=None,
):
    d = {
        "id": id,
        "difficulty": diff,
        "type": typ,
        "question": question,
        "devices": devices,
        "answer": {"verdict": verdict, "items": items},
        "evidence": evidence,
        "note": note,
        "wording": wording,
        "language": lang,
    }
    if concern:
        d["concern"] = concern
    Q.append(d)


# ---------- factual, answerable (rq57-fNN, rq57-kNN)
add(
    "rq57-f01",
    "medium",
    "simple",
    "Greenhouse logger, three am2302 / dht22s on long leads to a nano, each with its own pull-up. "
    "The table lists an 'output current' for turn on and for turn off. What is the turn-off one?",
    ["DHT22"],
    None,
    [
        it(
            "DHT22",
            "output_current",
            "uA",
            mn=10,
            typ=20,
            cond="output current, turn off (VDD = 5 V)",
        )
    ],
    [ev("dht22.pdf", 4, "turn off 10 20 µA")],
    "min 10 / typ 20 uA; look-alikes: turn on 8 mA, dormancy 10/15 uA, Rpu 30/45/60 kOhm, average 300 uA.",
)
add(
    "rq57-f02",
    "medium",
    "simple",
    "I'm bit-banging I2C on an attiny85 to read a couple of bh1750 boards under my grow lights, "
    "and my SCL low phase is pretty short. Whats the minimum SCL low period the BH1750 wants?",
    ["BH1750"],
    None,
    [it("BH1750", "response_time", "us", mn=1.3, cond="tLOW, I2C 'L' period of the SCL clock")],
    [ev("bh1750.pdf", 2, "I2C ‘L’ Period of the SCL Clock tLOW 1.3")],
    "1.3 us min; look-alikes tHIGH 0.6 us, tBUF 1.3 us, tHDSTA/tSUSTA 0.6 us, tHDDAT max 0.9 us, fSCL 400 kHz.",
)
add(
    "rq57-f03",
    "hard",
    "simple",
    "For the ADS1115 in I2C fast mode, what is the minimum hold time after a repeated START "
    "condition (tHDSTA)? Give the value in microseconds.",
    ["ADS1115"],
    None,
    [
        it(
            "ADS1115",
            "response_time",
            "ns",
            mn=600,
            cond="tHDSTA hold time after repeated START, fast mode",
        )
    ],
    [ev("ads1115.pdf", 5, "tHDSTA 600 160 ns")],
    "600 ns = 0.6 us (fast mode); look-alikes high-speed mode 160 ns, tBUF 600/160 ns, tLOW 1300/160 ns.",
    wording="formal",
)
add(
    "rq57-f04",
    "hard",
    "simple",
    "What current does the MCP3008 draw through its VREF input while the device is in standby "
    "(CS = VDD = 5 V)?",
    ["MCP3008"],
    None,
    [
        it(
            "MCP3008",
            "standby_current",
            "uA",
            typ=0.001,
            mx=3,
            cond="reference input current drain, CS = VDD = 5 V",
        )
    ],
    [ev("mcp3008.pdf", 3, "0.001 3 µA CS = VDD = 5V")],
    "0.001 typ / 3 uA max; look-alikes: VREF current drain while converting 100/150 uA, VDD standby IDDS 0.005/2 uA, "
    "VDD operating current.",
    wording="formal",
)
add(
    "rq57-f05",
    "hard",
    "simple",
    "led sign running off 3 AA cells (so about 4.5 V on the 74hc595s) and it sits in a shed that swings "
    "-20 to +40 C. whats the min pulse width on the STCP latch clock I have to give it, for that whole "
    "temperature range?",
    ["74HC595"],
    None,
    [
        it(
            "74HC595",
            "response_time",
            "ns",
            mn=19,
            cond="tW STCP HIGH or LOW pulse width, VCC = 4.5 V, -40..+85 C",
        )
    ],
    [ev("74hc595.pdf", 10, "VCC = 4.5 V 15 4 - 19 - 22 - ns")],
    "19 ns min at -40..+85 C; look-alikes 15 ns at 25 C, 22 ns at -40..+125 C, VCC 2 V 75/95/110 ns, "
    "6 V 13/16/19 ns; SHCP and MR pulse widths have the same limits.",
)
add(
    "rq57-f06",
    "medium",
    "simple",
    "Capteur CO2 à piles dans la chambre : je mets mon CCS811 en Mode 3 (chauffage pulsé basse "
    "consommation) pour économiser. Il fait une mesure tous les combien ?",
    ["CCS811"],
    None,
    [
        it(
            "CCS811",
            "response_time",
            "s",
            value=60,
            cond="Mode 3 low power pulse heating, IAQ measurement interval",
        )
    ],
    [ev("ccs811.pdf", 8, "Mode 3: Low power pulse heating mode IAQ measurement every 60 seconds")],
    "60 s; look-alikes Mode 1 every second, Mode 2 every 10 s, Mode 4 every 250 ms.",
    lang="fr",
)
add(
    "rq57-f07",
    "hard",
    "simple",
    "my ccs811 runs in mode 1 while the usb cable is in, and when it goes to battery I want to drop it "
    "to mode 3 to save power. do I have to park it in idle for a while before switching down, and if so how long?",
    ["CCS811"],
    None,
    [
        it(
            "CCS811",
            "warm_up_time",
            "min",
            mn=10,
            cond="idle (Mode 0) before changing to a mode with a lower sample rate",
        )
    ],
    [ev("ccs811.pdf", 8, "placed in Mode 0 (Idle) for at least 10 minutes")],
    "At least 10 minutes in Mode 0 when moving to a lower sample rate; look-alikes: no wait when moving to a higher rate, "
    "20 min conditioning period, 48 h burn-in.",
)
add(
    "rq57-f08",
    "medium",
    "simple",
    "What minimum STOP condition set-up time (tSU.STO) does the VL53L0X specify on its I2C interface?",
    ["VL53L0X"],
    None,
    [it("VL53L0X", "response_time", "us", mn=0.6, cond="tSU.STO stop set-up time")],
    [ev("vl53l0x.pdf", 20, "tSU.STO Stop set-up time 0.6")],
    "0.6 us min; look-alikes tSU.STA / tHD.STA 0.26 us, tHIGH 0.6 us, tLOW 1.3 us, tBUF 1.3 (printed ms).",
    wording="formal",
)
add(
    "rq57-f09",
    "hard",
    "simple",
    "robot with two vl53l0x tof boards on a 30 cm ribbon next to the motor wires, I2C gets glitchy. "
    "how wide a spike does the vl53l0x input filter suppress? answer in microseconds pls",
    ["VL53L0X"],
    None,
    [
        it(
            "VL53L0X",
            "response_time",
            "ns",
            mx=50,
            cond="tSP pulse width of spikes suppressed by the input filter",
        )
    ],
    [ev("vl53l0x.pdf", 20, "tSP - - 50 ns")],
    "50 ns = 0.05 us max; look-alikes tR / tF 120 ns, tSU.DAT 50 ns, Ci/o 10 pF.",
)
add(
    "rq57-f10",
    "hard",
    "simple",
    "In QPI mode with the read parameters set to 4 dummy clocks, what is the maximum clock frequency "
    "for Fast Read (0Bh) / Fast Read Quad I/O (EBh) of the W25Q64FV at VCC = 3.0 V to 3.6 V?",
    ["W25Q64FV"],
    None,
    [
        it(
            "W25Q64FV",
            "spi_clock_frequency",
            "MHz",
            mx=80,
            cond="QPI, P5-P4 = 01 (4 dummy clocks), 0Bh/EBh, VCC 3.0..3.6 V",
        )
    ],
    [ev("w25q64.pdf", 67, "3.0V ~ 3.6V 80MHz 104MHz")],
    "80 MHz; look-alikes 60 MHz at 2.7..3.0 V, 104 MHz for Burst Read with Wrap (0Ch), 50 MHz with 2 dummy clocks, "
    "104 MHz with 6/8 dummy clocks.",
    wording="formal",
)
add(
    "rq57-f11",
    "medium",
    "simple",
    "solar garden light rebuild, an mcp73831 charges the lipo from a 6 V panel via a regulator. "
    "the charge comparator has a filter time - how long is it (min/typ/max)?",
    ["MCP73831"],
    None,
    [
        it(
            "MCP73831",
            "response_time",
            "ms",
            mn=0.4,
            typ=1.3,
            mx=3.2,
            cond="tCHARGE charge comparator filter, average VBAT",
        )
    ],
    [ev("mcp73831.pdf", 5, "Charge Comparator Filter tCHARGE 0.4 1.3 3.2 ms")],
    "0.4/1.3/3.2 ms; look-alikes termination comparator filter tTERM (same numbers, other row), tSTART 5 ms, "
    "tDELAY 1 ms, tON status output 200 us.",
)
add(
    "rq57-f12",
    "medium",
    "simple",
    "¿Qué tiempo mínimo de retardo de reloj (TCLD) exige la interfaz SPI del MCP2515?",
    ["MCP2515"],
    None,
    [
        it(
            "MCP2515",
            "response_time",
            "ns",
            mn=50,
            cond="TCLD clock delay time, SPI interface AC characteristics",
        )
    ],
    [ev("mcp2515.pdf", 77, "TCLD Clock Delay Time 50")],
    "50 ns min; look-alikes TCSH CS hold 50 ns, TCSS CS setup 50 ns, TCSD CS disable 50 ns, THD data hold 10 ns, THO 0 ns.",
    wording="formal",
    lang="es",
)
add(
    "rq57-f13",
    "hard",
    "simple",
    "CAN logger for my camper, the mcp2515 hangs off a 3.3 V pro mini that I bit-bang SPI on. "
    "how long does SI have to stay valid after the clock edge (data hold time)?",
    ["MCP2515"],
    None,
    [it("MCP2515", "response_time", "ns", mn=10, cond="THD data hold time, SPI interface")],
    [ev("mcp2515.pdf", 77, "THD Data Hold Time 10")],
    "10 ns min; look-alikes TSU data setup 10 ns, TCSH 50 ns, TCLD 50 ns, THO output hold 0 ns.",
)
add(
    "rq57-f14",
    "hard",
    "structured",
    "pcf8563 on a coin cell as the wake-up source for my trail camera. I want the CLKOUT pin with FD[1:0] = 10, "
    "and the countdown timer clocked from TD[1:0] = 01. which frequencies do I get on each?",
    ["PCF8563"],
    None,
    [
        it("PCF8563", "data_rate", "Hz", value=32, cond="CLKOUT frequency, FD[1:0] = 10"),
        it("PCF8563", "data_rate", "Hz", value=64, cond="timer source clock, TD[1:0] = 01"),
    ],
    [ev("pcf8563.pdf", 15, "10 32 Hz"), ev("pcf8563.pdf", 16, "01 64 Hz")],
    "CLKOUT 32 Hz, timer 64 Hz; look-alikes CLKOUT 32.768 kHz (00), 1.024 kHz (01), 1 Hz (11); timer 4.096 kHz (00), "
    "1 Hz (10), 1/60 Hz (11).",
)
add(
    "rq57-f15",
    "medium",
    "simple",
    "ds3231 sqw pin feeding an interrupt on my solar weather station. "
    "if I set RS2 = 1 and RS1 = 0 in the control register, what frequency comes out?",
    ["DS3231"],
    None,
    [it("DS3231", "data_rate", "kHz", value=4.096, cond="square-wave output, RS2 = 1, RS1 = 0")],
    [ev("ds3231.pdf", 13, "1 0 4.096kHz")],
    "4.096 kHz; look-alikes 1 Hz (00), 1.024 kHz (01), 8.192 kHz (11, power-up default), 32kHz pin 32.768 kHz.",
)
add(
    "rq57-f16",
    "hard",
    "simple",
    "The Si7021 draws a peak supply current during I2C commands such as reset or user-register reads. "
    "How long does that peak last when the I2C clock is above 100 kHz?",
    ["Si7021"],
    None,
    [
        it(
            "Si7021",
            "response_time",
            "us",
            mx=100,
            cond="duration of peak IDD during I2C register / ID commands, SCL > 100 kHz",
        )
    ],
    [ev("si7021.pdf", 5, "<100 µs when I2C clock speed is >100 kHz")],
    "< 100 us (SCL > 100 kHz; > 200 kHz for 2-byte commands); look-alikes power-up peak < 5 ms, clock stretching "
    "< 50 us at 400 kHz, peak current 3.5/4.0 mA.",
    wording="formal",
)
add(
    "rq57-f17",
    "medium",
    "simple",
    "two si7021s on a soft-I2C bus from an esp8266, trying to tune the delays. whats the minimum SCL high time?",
    ["Si7021"],
    None,
    [it("Si7021", "response_time", "us", mn=0.6, cond="tSKH SCL high time")],
    [ev("si7021.pdf", 5, "SCL High Time tSKH 0.6")],
    "0.6 us min; look-alikes tSKL SCL low 1.3 us, tSTH / tSTS 0.6 us, fSCL 400 kHz, suppressed pulse 50 ns.",
)
add(
    "rq57-k01",
    "hard",
    "comparison",
    "Data logger: an MCP2515 and a W25Q64 share one SPI bus with separate chip selects. "
    "Which one needs the longer CS hold time after the last clock edge, and what are the two minimums?",
    ["MCP2515", "W25Q64FV"],
    None,
    [
        it("MCP2515", "response_time", "ns", mn=50, cond="TCSH CS hold time"),
        it(
            "W25Q64FV",
            "response_time",
            "ns",
            mn=5,
            cond="tCHSH /CS active hold time relative to CLK",
        ),
    ],
    [
        ev("mcp2515.pdf", 77, "TCSH CS Hold Time 50"),
        ev("w25q64.pdf", 76, "/CS Active Hold Time relative to CLK tCHSH 5"),
    ],
    "MCP2515 50 ns > W25Q64FV 5 ns; look-alikes W25Q64 tSLCH /CS setup 5 ns, /HOLD timings 5 ns, MCP2515 TCSS / TCSD / TCLD 50 ns.",
)

# ---------- factual, not in the sheet (rq57-uNN)
add(
    "rq57-u01",
    "hard",
    "simple",
    "my 74hc595 chain runs straight from a 3.3 V esp32 rail. what min STCP latch pulse width do I need at 3.3 V?",
    ["74HC595"],
    "insufficient_evidence",
    [],
    [],
    "Dynamic characteristics are given only at VCC = 2 V, 4.5 V and 6 V (STCP tW 75/15/13 ns at 25 C); no 3.3 V row.",
)
add(
    "rq57-u02",
    "hard",
    "simple",
    "What standby current does the MCP3008 draw through VREF when VDD = VREF = 2.7 V?",
    ["MCP3008"],
    "insufficient_evidence",
    [],
    [],
    "The VREF standby current row (0.001 / 3 uA) is given only for CS = VDD = 5 V; no 2.7 V value.",
    wording="formal",
)
add(
    "rq57-u03",
    "medium",
    "simple",
    "What efficiency does the LM2596 reach when converting 24 V to 5 V at 3 A?",
    ["LM2596"],
    "insufficient_evidence",
    [],
    [],
    "Only one efficiency figure in text: 73 % at Vin = 12 V, ILoad = 3 A, Vout = 5 V; other inputs only as curves.",
    wording="formal",
)
add(
    "rq57-u04",
    "medium",
    "simple",
    "dht22 powered from 3.3 V on my esp32 board, skipping the external resistor. "
    "how strong is the sensor's own pull-up (Rpu) at 3.3 V?",
    ["DHT22"],
    "insufficient_evidence",
    [],
    [],
    "Rpu 30/45/60 kOhm is given with the condition VDD = 5 V; no value at 3.3 V.",
)
add(
    "rq57-u05",
    "medium",
    "simple",
    "What duty cycle does the DS3231 square-wave output (INT/SQW) have at 1 Hz?",
    ["DS3231"],
    "insufficient_evidence",
    [],
    [],
    "The sheet lists the selectable SQW frequencies (1 Hz, 1.024, 4.096, 8.192 kHz) but no duty cycle.",
    wording="formal",
)
add(
    "rq57-u06",
    "hard",
    "simple",
    "my i2c master hates clock stretching and I run the bus at 100 kHz. how long does the si7021 "
    "stretch SCL at 100 kHz on a user-register read?",
    ["Si7021"],
    "insufficient_evidence",
    [],
    [],
    "Only the 400 kHz case is given (stretching < 50 us); nothing for 100 kHz. Peak-current duration < 100 us is another "
    "row.",
)
add(
    "rq57-u07",
    "medium",
    "simple",
    "What is the XC6206's supply (quiescent) current at +85 °C ambient?",
    ["XC6206"],
    "insufficient_evidence",
    [],
    [],
    "IDD 1.0 / 3.0 uA is given at Ta = 25 C only; temperature dependence only as graphs.",
    wording="formal",
)
add(
    "rq57-u08",
    "medium",
    "simple",
    "pcf8563 on a CR2032, I need the 1.024 kHz CLKOUT running all the time. how much current does it draw like that?",
    ["PCF8563"],
    "insufficient_evidence",
    [],
    [],
    "IDD rows are for CLKOUT disabled or CLKOUT = 32 kHz (interface inactive); nothing for 1.024 kHz.",
)
add(
    "rq57-u09",
    "hard",
    "simple",
    "What maximum Fast Read (0Bh) frequency does the W25Q64FV allow in QPI mode with 4 dummy clocks "
    "when VCC = 2.5 V?",
    ["W25Q64FV"],
    "insufficient_evidence",
    [],
    [],
    "The Set Read Parameters table has rows for 2.7-3.0 V (60 MHz) and 3.0-3.6 V (80 MHz) only; the part is "
    "specified from 2.7 V.",
    wording="formal",
)

# ---------- compatibility, compatible (rq57-cNN)
add(
    "rq57-c01",
    "medium",
    "compatibility",
    "Making a tiny desk clock, the pcf8563 runs straight off a CR2032 (3.0 V new, I'll call it dead at 2.0 V). "
    "The mcu reads it over I2C once a minute. Is the rtc fine on the coin cell over its whole life, I2C included?",
    ["PCF8563"],
    "compatible",
    [
        it(
            "PCF8563",
            "supply_voltage",
            "V",
            mn=1.8,
            mx=5.5,
            cond="VDD, interface active, fSCL = 400 kHz",
        ),
        it("PCF8563", "supply_voltage", "V", mn=1.0, mx=5.5, cond="VDD, interface inactive"),
    ],
    [
        ev("pcf8563.pdf", 28, "interface active; 1.8 - 5.5"),
        ev("pcf8563.pdf", 28, "interface inactive; [1] 1.0 - 5.5"),
    ],
    "2.0..3.0 V lies inside 1.8..5.5 V (I2C active) and 1.0..5.5 V (timekeeping).",
)
add(
    "rq57-c02",
    "medium",
    "compatibility",
    "light logger on a keychain: max44009 straight on a CR2032, no regulator. cell goes from 3.0 V down to "
    "about 2.0 V before I swap it. will the max44009 stay in spec the whole way?",
    ["MAX44009"],
    "compatible",
    [it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC, guaranteed by TE test")],
    [ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V")],
    "2.0..3.0 V within 1.7..3.6 V.",
)
add(
    "rq57-c03",
    "medium",
    "compatibility",
    "blinky badge: two 74hc595s driving leds, running straight on a CR2032. I swap the cell when it reads 2.2 V, "
    "fresh it's about 3.0 V. is the 595 happy on that whole range? (leds dim, I know)",
    ["74HC595"],
    "compatible",
    [
        it(
            "74HC595",
            "supply_voltage",
            "V",
            mn=2.0,
            typ=5.0,
            mx=6.0,
            cond="VCC, 74HC595, recommended operating conditions",
        )
    ],
    [ev("74hc595.pdf", 7, "VCC supply voltage 2.0 5.0 6.0 4.5 5.0 5.5 V")],
    "2.2..3.0 V within the 74HC595's 2.0..6.0 V (the 74HCT595 would need 4.5..5.5 V).",
)
add(
    "rq57-c04",
    "medium",
    "compatibility",
    "Trail-bike CAN sniffer, mcp2515 module running directly off 3 AA alkalines (4.8 V fresh, ~3.0 V when flat). "
    "Is the mcp2515 supply range ok for that whole discharge?",
    ["MCP2515"],
    "compatible",
    [it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD, DC characteristics")],
    [ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V")],
    "3.0..4.8 V within 2.7..5.5 V.",
)
add(
    "rq57-c05",
    "medium",
    "compatibility",
    "audio tone generator for a kids' toy: mcp4725 dac breakout wired straight to a 3xAA holder (4.8 V fresh "
    "down to 3.0 V), no regulator. stays inside the dac's VDD range the whole time?",
    ["MCP4725"],
    "compatible",
    [it("MCP4725", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD operating voltage")],
    [ev("mcp4725.pdf", 3, "Operating Voltage VDD 2.7 5.5 V")],
    "3.0..4.8 V within 2.7..5.5 V (the output scales with VDD, not a limit).",
)
add(
    "rq57-c06",
    "hard",
    "compatibility",
    "A solar-charged 12 V lead-acid battery (about 11.8 V discharged, up to 14.4 V while the controller is "
    "absorbing) feeds the motor supply VS of an L298 bridge directly; the L298 logic supply comes from a "
    "separate 5 V regulator. Is VS within limits over that whole range?",
    ["L298N"],
    "compatible",
    [
        it(
            "L298N",
            "load_supply_voltage",
            "V",
            mx=46,
            cond="VS (pin 4), operative condition (min VIH + 2.5 V)",
        ),
        it("L298N", "abs_max_supply_voltage", "V", mx=50, cond="VS power supply, absolute maximum"),
    ],
    [
        ev("l298n.pdf", 3, "Supply Voltage (pin 4) Operative Condition VIH +2.5 46 V"),
        ev("l298n.pdf", 2, "VS Power Supply 50 V"),
    ],
    "11.8..14.4 V is far below 46 V and above VIH + 2.5 V (7.5 V with 5 V logic levels).",
    wording="formal",
)
add(
    "rq57-c07",
    "medium",
    "compatibility",
    "camping lamp: 5 V usb solar panel (it has a little regulator, usb output stays at 5 V) plugged into "
    "a tp4056 board to charge an 18650. is 5 V in range for the tp4056 input?",
    ["TP4056"],
    "compatible",
    [it("TP4056", "supply_voltage", "V", mn=4.0, typ=5, mx=8.0, cond="VCC input supply voltage")],
    [ev("tp4056.pdf", 5, "VCC Input Supply Voltage ● 4.0 5 8.0 V")],
    "5 V within 4.0..8.0 V (5 V is the typical value).",
)
add(
    "rq57-c08",
    "medium",
    "compatibility",
    "Plant sensor with a 1S lipo, charged by an mcp73831 whose VDD is fed from a 5 V usb solar panel "
    "(regulated usb output). Is 5 V inside the charger's VDD range?",
    ["MCP73831"],
    "compatible",
    [
        it(
            "MCP73831",
            "supply_voltage",
            "V",
            mn=3.75,
            mx=6,
            cond="VDD supply voltage, DC characteristics",
        )
    ],
    [ev("mcp73831.pdf", 3, "Supply Voltage VDD 3.75 — 6 V")],
    "5 V within 3.75..6 V (and above VREG + 0.3 V for the 4.2 V option).",
)
add(
    "rq57-c09",
    "hard",
    "compatibility",
    "A probe thermometer runs from two AA cells (3.2 V fresh, about 2.0 V at end of life) through a "
    "TPS63021 fixed 3.3 V buck-boost, whose output supplies a DS18B20 (local power, not parasite). Does the "
    "chain stay within both parts' supply ranges over the whole battery discharge?",
    ["TPS63021", "DS18B20"],
    "compatible",
    [
        it(
            "TPS63020",
            "supply_voltage",
            "V",
            mn=1.8,
            mx=5.5,
            cond="VIN, VINA, recommended operating conditions",
        ),
        it(
            "TPS63021",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="TPS63021 fixed output",
        ),
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD, local power"),
    ],
    [
        ev("tps63020.pdf", 5, "Supply voltage at VIN, VINA 1.8 5.5 V"),
        ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V"),
        ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V"),
    ],
    "2.0..3.2 V within the TPS63021's 1.8..5.5 V input; 3.267..3.333 V within the DS18B20's 3.0..5.5 V (the cells "
    "alone would fall below 3.0 V).",
    wording="formal",
)
add(
    "rq57-c10",
    "medium",
    "compatibility",
    "baby monitor prototype, inmp441 i2s mic straight on 2 AA (3.2 V fresh, I stop at 2.0 V). "
    "no regulator. is the mic ok over that range?",
    ["INMP441"],
    "compatible",
    [it("INMP441", "supply_voltage", "V", mn=1.62, mx=3.63, cond="VDD, Table 1")],
    [ev("inmp441.pdf", 4, "Supply Voltage (VDD) 1.62 3.63 V")],
    "2.0..3.2 V within 1.62..3.63 V.",
)
add(
    "rq57-c11",
    "hard",
    "compatibility",
    "ice-fishing hut: a 12 V heater pad (resistive, ~5 A) on a 12 V lead-acid battery, switched by the NO contact "
    "of an srd-05vdc-sl-c relay module. battery is up to ~12.8 V. can the relay contacts take that?",
    ["SRD-05VDC-SL-C"],
    "compatible",
    [
        it("SRD-05VDC-SL-C", "contact_current", "A", mx=7, cond="form C, resistive load, 28 VDC"),
        it("SRD-05VDC-SL-C", "contact_voltage", "V", mx=28, cond="form C, resistive load DC"),
    ],
    [ev("srd-05vdc-sl-c.pdf", 2, "7A 28VDC")],
    "5 A resistive at <= 12.8 V is within the form C 7 A / 28 VDC rating (form A 10 A; inductive only 3 A).",
)
add(
    "rq57-c12",
    "hard",
    "compatibility",
    "breathalyzer for the campsite: mq-3 heater on a solar usb power bank output that I measured at 5.02-5.06 V. "
    "is that close enough to what the heater wants?",
    ["MQ-3"],
    "compatible",
    [it("MQ-3", "supply_voltage", "V", value=5, cond="VH heating voltage 5 V +-0.1 V, AC or DC")],
    [ev("mq-3.pdf", 1, "VH Heating voltage 5V±0.1")],
    "5.02..5.06 V is within 5 V +- 0.1 V.",
)

# ---------- compatibility, incompatible (rq57-iNN)
add(
    "rq57-i01",
    "hard",
    "compatibility",
    "ds3231 backup on a CR2032 as usual, but this logger sits unpowered for years, so the coin cell will run all the "
    "way down to ~2.0 V. is VBAT still in its operating range at the end?",
    ["DS3231"],
    "incompatible",
    [
        it(
            "DS3231",
            "supply_voltage",
            "V",
            mn=2.3,
            typ=3.0,
            mx=5.5,
            cond="VBAT, recommended operating conditions",
        )
    ],
    [ev("ds3231.pdf", 2, "VBAT 2.3 3.0 5.5 V")],
    "VBAT min 2.3 V; a coin cell at 2.0..2.3 V is below it (fresh 3.0 V is fine).",
)
add(
    "rq57-i02",
    "medium",
    "compatibility",
    "bh1750 on a CR2032 for a window light logger, no regulator, cell used from 3.0 V down to 2.0 V. ok?",
    ["BH1750"],
    "incompatible",
    [
        it(
            "BH1750",
            "supply_voltage",
            "V",
            mn=2.4,
            typ=3.0,
            mx=3.6,
            cond="VCC, recommended operating conditions",
        )
    ],
    [ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V")],
    "VCC min 2.4 V; the last part of the discharge (2.0..2.4 V) is out of range.",
)
add(
    "rq57-i03",
    "medium",
    "compatibility",
    "gps track logger writing to a w25q64 flash, all straight on 2 AA cells (3.2 V fresh, 2.0 V when I stop). "
    "can the flash run on that the whole time?",
    ["W25Q64FV"],
    "incompatible",
    [
        it(
            "W25Q64FV", "supply_voltage", "V", mn=3.0, mx=3.6, cond="VCC, FR = 104 MHz, fR = 50 MHz"
        ),
        it("W25Q64FV", "supply_voltage", "V", mn=2.7, mx=3.0, cond="VCC, FR = 80 MHz, fR = 33 MHz"),
    ],
    [
        ev("w25q64.pdf", 72, "FR = 104MHz, fR = 50MHz 3.0 3.6"),
        ev("w25q64.pdf", 72, "FR = 80MHz, fR = 33MHz 2.7 3.0"),
    ],
    "VCC 2.7..3.6 V; cells below 2.7 V leave the range.",
)
add(
    "rq57-i04",
    "medium",
    "compatibility",
    "scoreboard with a max7219 8x8 matrix, running off 3 AA alkalines (4.8 V fresh, 3.0 V at the end), "
    "no boost. will the max7219 stay in spec?",
    ["MAX7219"],
    "incompatible",
    [it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+ operating supply voltage")],
    [ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V")],
    "V+ min 4.0 V; fine when fresh, out of range once the pack falls below 4.0 V.",
)
add(
    "rq57-i05",
    "hard",
    "compatibility",
    "cat feeder: srd-05vdc-sl-c (standard coil) powered straight from 3 AA (4.8 V new, 3.0 V flat), switched by "
    "a transistor. will it still pull in reliably near the end of the batteries?",
    ["SRD-05VDC-SL-C"],
    "incompatible",
    [
        it(
            "SRD-05VDC-SL-C",
            "coil_voltage",
            "V",
            value=5,
            cond="standard coil code 05, nominal 5 VDC",
        )
    ],
    [
        ev("srd-05vdc-sl-c.pdf", 2, "(Standard) 05 05 89.3 55"),
        ev("srd-05vdc-sl-c.pdf", 2, "abt. 0.45W 75% Max. 10% Min. 110%"),
    ],
    "Pull-in voltage is 75 % max of 5 V = 3.75 V; a pack at 3.0..3.75 V may not pull the relay in.",
)
add(
    "rq57-i06",
    "medium",
    "compatibility",
    "pocket breathalyzer: mq-3 heater fed straight from 3 AA cells (4.8 V fresh, less later). "
    "does the heater get what it needs?",
    ["MQ-3"],
    "incompatible",
    [it("MQ-3", "supply_voltage", "V", value=5, cond="VH heating voltage 5 V +-0.1 V, AC or DC")],
    [ev("mq-3.pdf", 1, "VH Heating voltage 5V±0.1")],
    "VH must be 5 +- 0.1 V; 3 AA give 4.8 V at best and fall to ~3 V.",
)
add(
    "rq57-i07",
    "medium",
    "compatibility",
    "tracking solar panel current on three channels with an ina3221 board, whole thing on 2 AA "
    "(3.2 V fresh -> 2.0 V). is the ina3221 ok on that supply?",
    ["INA3221"],
    "incompatible",
    [it("INA3221", "supply_voltage", "V", mn=2.7, mx=5.5, cond="operating supply voltage VS")],
    [ev("ina3221.pdf", 4, "Operating supply voltage 2.7 5.5 V")],
    "VS min 2.7 V; two AA cells fall below 2.7 V well before 2.0 V.",
)
add(
    "rq57-i08",
    "hard",
    "compatibility",
    "An XC6206P332MR 3.3 V LDO is to take its input directly from a 12 V lead-acid battery (12.7 V full, "
    "up to 14.4 V on charge) to run a small sensor node. Is that input voltage acceptable?",
    ["XC6206"],
    "incompatible",
    [
        it("XC6206", "supply_voltage", "V", mn=1.8, mx=6.0, cond="VIN input voltage"),
        it("XC6206", "abs_max_supply_voltage", "V", mn=-0.3, mx=7.0, cond="VIN absolute maximum"),
    ],
    [
        ev("xc6206.pdf", 4, "Input Voltage VIN 1.8 - 6.0 V"),
        ev("xc6206.pdf", 3, "Input Voltage VIN -0.3～+7.0 V"),
    ],
    "12.7..14.4 V exceeds VIN max 6.0 V and the 7.0 V absolute maximum.",
    wording="formal",
)
add(
    "rq57-i09",
    "hard",
    "compatibility",
    "boat project: I want the mcp73831 to charge a small lipo straight from the 12 V lead-acid house battery "
    "(12-14.4 V), no buck in between. will that work?",
    ["MCP73831"],
    "incompatible",
    [
        it("MCP73831", "supply_voltage", "V", mn=3.75, mx=6, cond="VDD supply voltage"),
        it("MCP73831", "abs_max_supply_voltage", "V", mx=7.0, cond="VDD absolute maximum"),
    ],
    [
        ev("mcp73831.pdf", 3, "Supply Voltage VDD 3.75 — 6 V"),
        ev(
            "mcp73831.pdf",
            3,
            "VDD...................................................................................7.0V",
        ),
    ],
    "12..14.4 V exceeds VDD max 6 V and the 7.0 V absolute maximum.",
)
add(
    "rq57-i10",
    "medium",
    "compatibility",
    "robot on a 9 V battery: I feed both the L298N motor supply and the logic supply pin straight from the "
    "9 V block (9.6 V new) and removed the 5 V jumper. is the logic pin ok with that?",
    ["L298N"],
    "incompatible",
    [
        it(
            "L298N",
            "logic_supply_voltage",
            "V",
            mn=4.5,
            typ=5,
            mx=7,
            cond="VSS logic supply (pin 9)",
        )
    ],
    [ev("l298n.pdf", 3, "Logic Supply Voltage (pin 9) 4.5 5 7 V")],
    "VSS max 7 V; 9..9.6 V is above it (VS would be fine).",
)
add(
    "rq57-i11",
    "hard",
    "compatibility",
    "Can a TPS63020 buck-boost take its input (VIN, VINA) directly from a 9 V alkaline battery "
    "(about 9.6 V fresh, 6 V at end of life) to make 3.3 V?",
    ["TPS63020"],
    "incompatible",
    [
        it(
            "TPS63020",
            "supply_voltage",
            "V",
            mn=1.8,
            mx=5.5,
            cond="VIN, VINA, recommended operating conditions",
        ),
        it(
            "TPS63020",
            "abs_max_supply_voltage",
            "V",
            mn=-0.3,
            mx=7,
            cond="VIN, VINA, absolute maximum",
        ),
    ],
    [
        ev("tps63020.pdf", 5, "Supply voltage at VIN, VINA 1.8 5.5 V"),
        ev("tps63020.pdf", 5, "VIN, VINA, VOUT, PS/SYNC, EN, FB, PG –0.3 7 V"),
    ],
    "6..9.6 V exceeds the 5.5 V operating maximum and, when fresh, the 7 V absolute maximum.",
    wording="formal",
)
add(
    "rq57-i12",
    "hard",
    "compatibility",
    "An AMS1117-5.0 takes its input from a 9 V battery that is used from 9.6 V down to 6.0 V. "
    "Is the regulated 5.0 V output guaranteed over the whole discharge?",
    ["AMS1117-5.0"],
    "incompatible",
    [
        it(
            "AMS1117-5.0",
            "output_voltage",
            "V",
            mn=4.95,
            typ=5.0,
            mx=5.05,
            cond="0 <= IOUT <= 1 A, 6.5 V <= VIN <= 12 V",
        ),
        it("AMS1117", "dropout_voltage", "V", typ=1.1, mx=1.3, cond="dVOUT = 1 %, IOUT = 1 A"),
    ],
    [
        ev("ams1117.pdf", 2, "AMS1117-5.0 0 ≤ IOUT ≤ 1A , 6.5V ≤ VIN ≤ 12V 4.950 5.000 5.050 V"),
        ev("ams1117.pdf", 3, "∆VOUT , ∆VREF = 1%, IOUT = 1A (Note 4) 1.1 1.3 V"),
    ],
    "Regulation is specified for VIN >= 6.5 V (5.0 V + up to 1.3 V dropout); 6.0..6.5 V at the end is outside.",
    wording="formal",
)

# ---------- compatibility, insufficient evidence (rq57-eNN)
add(
    "rq57-e01",
    "hard",
    "compatibility",
    "door sensor: nrf24l01+ straight on a CR2032, sends a packet when the door opens. voltage is in range I think, "
    "but can the coin cell actually deliver the TX current bursts without browning out?",
    ["nRF24L01+"],
    "insufficient_evidence",
    [],
    [],
    "VDD 1.9..3.6 V covers a coin cell, but the sheet has nothing on a coin cell's pulse capability / internal resistance.",
)
add(
    "rq57-e02",
    "medium",
    "compatibility",
    "parking sensor for the garage, hc-sr04 running straight off 3 AA (4.8 V new, ~4.0 V after a while). "
    "will it still range properly at 4 V?",
    ["HC-SR04"],
    "insufficient_evidence",
    [],
    [],
    "The sheet gives only 'Working Voltage DC 5 V', no range or behaviour below 5 V.",
)
add(
    "rq57-e03",
    "hard",
    "compatibility",
    "remote weather mast on a 12 V 7 Ah lead-acid, an lm2596 makes 5 V for a board that pulls ~30 mA. "
    "how efficient is the lm2596 at that light load, i.e. will the battery last a month?",
    ["LM2596"],
    "insufficient_evidence",
    [],
    [],
    "Efficiency is stated only at 3 A (73 %, Vin 12 V); light-load efficiency and battery life are not derivable.",
)
add(
    "rq57-e04",
    "medium",
    "compatibility",
    "A sensor node draws about 20 mA at 3.3 V from a TPS63021 running on two AA cells (about 2.0-3.2 V). "
    "Will the pair of AA cells last one month?",
    ["TPS63021"],
    "insufficient_evidence",
    [],
    [],
    "Efficiency at this operating point is only shown in curves and the sheet has no cell capacity; runtime not derivable.",
    wording="formal",
)
add(
    "rq57-e05",
    "hard",
    "compatibility",
    "tp4056 set to 1 A charging from a small 5 V solar panel that only gives ~300 mA in cloudy weather. "
    "will the tp4056 throttle down to what the panel can give, or does it pull the panel voltage down and keep "
    "restarting?",
    ["TP4056"],
    "insufficient_evidence",
    [],
    [],
    "The sheet has no input current limiting / input-voltage regulation behaviour for a weak source; only UVLO and "
    "supply range.",
)
add(
    "rq57-e06",
    "medium",
    "compatibility",
    "si7021 humidity logger straight on a CR2032, reading every 10 min. will one coin cell last a year?",
    ["Si7021"],
    "insufficient_evidence",
    [],
    [],
    "The sheet gives currents, not a coin cell's capacity; lifetime cannot be derived from it.",
)
add(
    "rq57-e07",
    "hard",
    "compatibility",
    "dht22 at the end of 15 m of cable in the garden, powered from 3 AA (about 4.5 V) with a 5.1k pull-up. "
    "is that cable length ok at 4.5 V?",
    ["DHT22"],
    "insufficient_evidence",
    [],
    [],
    "Cable guidance: 30 m with a 5.1 k pull-up (sheet default supply 5 V) and <= 100 cm at 3.3 V; nothing for 4.5 V.",
)
add(
    "rq57-e08",
    "hard",
    "compatibility",
    "The MCP73831 in an outdoor solar node charges a 1S LiPo from a 5 V USB solar input; in winter the cell "
    "sits at about -5 °C. Is it acceptable to let the MCP73831 charge the cell at that temperature?",
    ["MCP73831"],
    "insufficient_evidence",
    [],
    [],
    "The MCP73831 has no cell-temperature input and the sheet gives no cell charging-temperature limits.",
    wording="formal",
)
add(
    "rq57-e09",
    "hard",
    "compatibility",
    "ccs811 air sensor straight on a CR2032 (voltage is inside its range I think). can a coin cell supply the "
    "current peaks while it's measuring, or will it brown out?",
    ["CCS811"],
    "insufficient_evidence",
    [],
    [],
    "The sheet gives 26 mA while measuring at 1.8 V but nothing on coin cell pulse capability; also only 1.8 V typicals.",
)

if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
