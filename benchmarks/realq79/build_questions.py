"""realq79: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: pin functions and wiring details. Which pin is the enable, chip select, interrupt or reset, its
active level and default state; whether an input has an internal pull-up or pull-down (and how strong);
what to do with unused, NC, DNC and reserved pins; output stages of status and interrupt pins; and
whether an input tolerates a higher voltage than the part's own supply. About two thirds casual, one
third formal; one question in French, one in German.

python build_questions.py rewrites questions.jsonl next to this file.
"""

import json
from pathlib import Path

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
    id, diff, typ, question, devices, verdict, items, evidence, note, wording="casual", lang="en"
):
    Q.append(
        {
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
    )


def fact(id, diff, question, devices, items, evidence, note, typ="simple", **kw):
    add(id, diff, typ, question, devices, None, items, evidence, note, **kw)


def trap(id, diff, question, devices, evidence, note, **kw):
    add(id, diff, "simple", question, devices, "insufficient_evidence", [], evidence, note, **kw)


def compat(id, diff, question, devices, verdict, items, evidence, note, **kw):
    if verdict == "insufficient_evidence":
        items = []
    add(id, diff, "compatibility", question, devices, verdict, items, evidence, note, **kw)


# ---------------------------------------------------------------- evidence for compatibility questions
# (earlier sets may quote the same lines; only the factual questions must use unmarked lines)
LM2596_OPEN = ev("lm2596.pdf", 3, "or if this pin is left open, the regulator will be in the")
LM2596_ABOVE = ev("lm2596.pdf", 3, "Applying a voltage above this value (up to")
LM2596_OFF = ev("lm2596.pdf", 3, "+Vin) shuts the regulator off.")
LM2596_VIN = ev("lm2596.pdf", 3, "Supply Voltage Vin 4.5 to 40 V")
DRV_PD = ev("drv8833.pdf", 3, "Logic input controls state of BOUT1.")
DRV_PD2 = ev("drv8833.pdf", 3, "Internal pulldown.")
DRV_COAST = ev("drv8833.pdf", 9, "xIN1 xIN2 xOUT1 xOUT2 FUNCTION")
DRV_SLEEP = ev("drv8833.pdf", 3, "Logic high to enable device, logic low to")
DRV_SLEEP_PD = ev("drv8833.pdf", 11, "Internally, the nSLEEP pin has a 500-kΩ resistor to GND.")
DRV_VM = ev("drv8833.pdf", 5, "VM Motor power supply voltage range (1) 2.7 10.8 V")
DS3231_VBAT = ev("ds3231.pdf", 9, "If VBAT is not used, connect to ground.")
DS3231_32K = ev("ds3231.pdf", 9, "It may be left open if not used.")
DS3231_INT = ev("ds3231.pdf", 9, "If not used, this pin can be left unconnected.")
DS3231_VCC = ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5 V")
MCP2515_RTS = ev(
    "mcp2515.pdf", 4, "Transmit buffer TXB0 Request-to-Send; General purpose digital input,"
)
MCP2515_PU = ev("mcp2515.pdf", 4, "100 kinternal pull-up to VDD")
MCP2515_VDD = ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V")
MCP2515_RESET_VIH = ev("mcp2515.pdf", 74, "RESET Pin 0.85 VDD VDD V")
M65_VDD = ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V")
M65_FORCE2 = ev(
    "max31865.pdf", 8, "When in the 2-wire or 4-wire connection configuration, connect to ground."
)
TMP36_OD = ev("tmp36.pdf", 7, "be driven from an open-collector/drain driver.")
TMP36_PU = ev("tmp36.pdf", 7, "Internal to the TMP3x at the SHUTDOWN pin, a pull-up current")
TMP36_VS = ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V")
INA3221_WARN = ev("ina3221.pdf", 3, "Averaged measurement warning alert; open-drain output.")
CCS_WAKE = ev(
    "ccs811.pdf",
    11,
    "If power is not an issue, nWake can be connected to ground if a spare GPIO is not available",
)
CCS_RESET = ev("ccs811.pdf", 4, "nRESET is an active low input and is pulled up to VDD by default.")
CCS_ADDR = ev(
    "ccs811.pdf", 11, "ADDR must be connected to either VDD (logic 1) or ground (logic 0)"
)
CCS_VDD = ev("ccs811.pdf", 5, "VDD (1) Supply Voltage 1.8(2) 3.6 V")
VL_OPT2 = ev(
    "vl53l0x.pdf",
    16,
    "Option 2: XSHUT pin not controlled by host, and tied to AVDD through pull-up resistor.",
)
VL_GPIO1 = ev("vl53l0x.pdf", 8, "GPIO1 to be left unconnected if not used")
VL_XSHUT = ev(
    "vl53l0x.pdf", 8, "XSHUT pin must always be driven to avoid leakage current. Pull-up is needed"
)
VL_AVDD = ev("vl53l0x.pdf", 22, "Voltage (AVDD) 2.6 2.8 3.5 V")
MPU_CLKIN = ev(
    "mpu-6050.pdf", 21, "Optional external reference clock input. Connect to GND if unused."
)
MPU_FSYNC = ev("mpu-6050.pdf", 21, "Frame synchronization digital input. Connect to GND if unused.")
MPU_NC = ev("mpu-6050.pdf", 21, "Not internally connected. May be used for PCB trace routing.")
MPU_VDD = ev("mpu-6050.pdf", 14, "VDD POWER SUPPLY Operating Voltages 2.375 3.46 V")
MPU_AD0 = ev("mpu-6050.pdf", 21, "AD0 I2C Slave Address LSB (AD0)")
TPS_EN = ev("tps63020.pdf", 4, "Enable input (1 enabled, 0 disabled), must not be left open")
TPS_PS = ev(
    "tps63020.pdf",
    4,
    "Enable / disable power save mode (1 disabled, 0 enabled, clock signal for synchronization), must",
)
TPS_PG = ev(
    "tps63020.pdf", 4, "Output power good (1 good, 0 failure; open-drain), can be left open"
)
TPS_VIN = ev("tps63020.pdf", 5, "Supply voltage at VIN, VINA 1.8 5.5 V")
HX_VFB = ev("hx711.pdf", 2, "VFB Analog Input Regulator control input")
HX_VFB2 = ev("hx711.pdf", 2, "connect to AGND when not used")
HX_BASE = ev("hx711.pdf", 2, "BASE Analog Output Regulator control output")
HX_XI = ev("hx711.pdf", 2, "Crystal I/O or external clock input, 0: use on-chip oscillator")
HX_RATE = ev("hx711.pdf", 2, "RATE Digital Input Output data rate control, 0: 10Hz; 1: 80Hz")
HX_DVDD = ev("hx711.pdf", 3, "Power supply voltage DVDD 2.6 5.5 V")
SI_DNC = ev("si7021.pdf", 28, "electrically floating or tied to VDD (do not tie to GND).")
SI_PAD = ev("si7021.pdf", 28, "The paddle should be soldered to a floating pad.")
TP_TEMP = ev("tp4056.pdf", 7, "sense function can be disabled by grounding")
TP_TEMP2 = ev("tp4056.pdf", 7, "TEMP pin’s voltage is below 45% or above")
TP_CE = ev("tp4056.pdf", 7, "CE (Pin8): Chip Enable Input. A logic high")
TP_CE2 = ev("tp4056.pdf", 7, "will put the TP4056 into shutdown mode.")
TP_VCC = ev("tp4056.pdf", 5, "VCC Input Supply Voltage ● 4.0 5 8.0 V")
DS18_PAR = ev("ds18b20.pdf", 7, "VDD pin must be connected to ground.")
DS18_PAR0 = ev("ds18b20.pdf", 7, "When the DS18B20 is used in parasite power mode, the")
ESP_GPIO2 = ev("esp32-wroom-32.pdf", 10, "GPIO2 Pull-down Don’t-care 0")
ESP_BOOT = ev("esp32-wroom-32.pdf", 10, "Pin Default SPI Boot Download Boot")
ESP_IO34 = ev("esp32-wroom-32.pdf", 9, "IO34 6 I GPIO34, ADC1_CH6, RTC_GPIO4")
NRF_CE = ev("nrf24l01p.pdf", 11, "CE Digital Input Chip Enable Activates RX or TX mode")
NRF_5V = ev(
    "nrf24l01p.pdf",
    20,
    "If the input signal >3.6V, the VDD of the nRF24L01+ must be between 2.7V and 3.3V",
)
NRF_VIH = ev("nrf24l01p.pdf", 20, "VIH HIGH level input voltage 0.7VDD 5.25a V")
M7219_GND = ev("max7219.pdf", 5, "Ground. Both GND pins must be connected.")
HC595_OE = ev("74hc595.pdf", 5, "OE 13 output enable input (active LOW)")
INMP_LR = ev(
    "inmp441.pdf",
    8,
    "Left/Right Channel Select. When set low, the microphone outputs its signal in the left channel",
)
M44_A0 = ev(
    "max44009.pdf",
    5,
    "Address Select. Pull high to select address 1001 011x or low to select address 1001 010x.",
)
HMC_DRDY = ev("hmc5883l.pdf", 3, "Data Ready, Interrupt Pin. Internally pulled high.")
M44_INT = ev("max44009.pdf", 5, "Interrupt Output. Use an external pullup resistor.")
ADS_ADDR = ev("ads1115.pdf", 17, "The ADS1113/4/5 have one address pin, ADDR, that")
ADS_ADDR2 = ev("ads1115.pdf", 17, "continuously.")
BH_ADDR = ev("bh1750.pdf", 13, "ADDR Terminal is designed as 3 state buffer")
BH_ADDR2 = ev("bh1750.pdf", 10, "Slave Address is 2 types, it is determined by ADDR Terminal")
IRLZ_VTH = ev("irlz44n.pdf", 2, "VGS(th) Gate Threshold Voltage 1.0 ––– 2.0 V")
L298_EN = ev("l298n.pdf", 3, "TTL Compatible Enable Input: the L state disables the bridge A")
L298_IEN = ev("l298n.pdf", 3, "Ien = L Low Voltage Enable Current Ven = L –10 µA")
ACS_FILTER = ev("acs712.pdf", 3, "FILTER Terminal for external capacitor that sets bandwidth")
ACS_CF = ev("acs712.pdf", 1, "is recommended for noise management, with values that")
ACS_CF1N = ev("acs712.pdf", 4, "CF = 1 nF, and VCC = 5 V, unless otherwise specified")
MQ2_RL = ev("mq-2.pdf", 3, "Load Resistance RL Adjustable")
MQ2_CIRCUIT = ev("mq-2.pdf", 4, "The above fig is the basic test circuit of MQ-2.")

# ================================================================ answerable factual (14)
fact(
    "rq79-f01",
    "hard",
    "ds3231 on my own pcb. i want its RST pin on my mcu reset line and on a push button too. "
    "does RST drive high by itself (push-pull) or is it an open-drain pin?",
    ["DS3231"],
    [it("DS3231", "output_signal_type", values=["open-drain"], cond="RST pin (active-low reset)")],
    [ev("ds3231.pdf", 9, "Active-Low Reset. This pin is an open-drain input/output.")],
    "Pin description (p9): RST is an active-low, open-drain input/output with an internal 50 kOhm "
    "pull-up to VCC. Look-alikes: INT/SQW and 32kHz are also open-drain (asked in rq64-f01 / rq64-f03); "
    "their lines are quoted, the RST line was not.",
)
fact(
    "rq79-f02",
    "medium",
    "Je veux utiliser la sortie CLKOUT du PCF8563 (32,768 kHz) comme horloge d'un compteur. "
    "CLKOUT est-elle une sortie push-pull ou à drain ouvert ?",
    ["PCF8563"],
    [it("PCF8563", "output_signal_type", values=["open-drain"], cond="CLKOUT pin")],
    [ev("pcf8563.pdf", 5, "CLKOUT 7 8 clock output, open-drain")],
    "Pin description table (p5): CLKOUT 'clock output, open-drain' (also p6: enabled at power-on, "
    "high-impedance when disabled). Look-alike: the INT pin row 'open-drain; active LOW' (asked in "
    "rq58-f16). rq58-e04 only mentioned CLKOUT as open-drain in its question.",
    lang="fr",
)
fact(
    "rq79-f03",
    "medium",
    "A Li-ion charger's status output must be wire-ORed with other open-drain fault lines. Which "
    "device of the MCP73831/MCP73832 family has an open-drain STAT output?",
    ["MCP73831"],
    [it("MCP73831", "part_numbers", values=["MCP73832"], cond="open-drain STAT output")],
    [ev("mcp73831.pdf", 1, "Open-Drain Output - MCP73832")],
    "Front page feature list (p1): 'Tri-State Output - MCP73831', 'Open-Drain Output - MCP73832'. "
    "Look-alike: the MCP73831 tri-state STAT (asked in rq58-f15).",
    wording="formal",
)
fact(
    "rq79-f04",
    "medium",
    "tmp36 question: i want to kill its supply current between readings using the shutdown pin. "
    "which tmp36 packages actually have that pin? mine are the to-92 ones",
    ["TMP36"],
    [it("TMP36", "package", values=["SOIC-8", "SOT-23"], cond="packages with the SHUTDOWN pin")],
    [ev("tmp36.pdf", 7, "available only in the SOIC-8 and the SOT-23 packages")],
    "Shutdown operation (p7): the feature is 'available only in the SOIC-8 and the SOT-23 packages'; "
    "the pin-assignment table gives TO-92 SHDN = NA. Look-alike: the shutdown current (0.5 uA, asked "
    "in rq68-f16 / rq76-f08). The pin table calls the small package SOT-23-5.",
)
fact(
    "rq79-f05",
    "hard",
    "nrf24l01+ sharing MISO with an sd card, short traces so about 5 pF on the lines. after i raise "
    "CSN, how long max until the nrf lets go of MISO (output high-Z)?",
    ["nRF24L01+"],
    [
        it(
            "nRF24L01+",
            "response_time",
            "ns",
            mx=38,
            cond="Tcdz, CSN to output high Z, Cload = 5 pF (Table 22)",
        )
    ],
    [ev("nrf24l01p.pdf", 53, "Tcdz CSN to Output High Z 38 ns")],
    "Table 22 (Cload = 5 pF, p53): Tcdz max 38 ns. Look-alikes: Tcsd CSN to data valid has the same "
    "38 ns in that table; Tcdz at 10 pF is 42 ns (asked in rq52-f03 / rq53-f02), 75 / 116 ns with "
    "pull-ups and 50 / 100 pF.",
)
fact(
    "rq79-f06",
    "hard",
    "For the SPI interface of the MPU-6000, what minimum chip-select setup time (CS low to the first "
    "SCLK edge) does the data sheet specify?",
    ["MPU-6050"],
    [it("MPU-6050", "response_time", "ns", mn=8, cond="MPU-6000 SPI, tSU.CS")],
    [ev("mpu-6050.pdf", 19, "tSU.CS, CS Setup Time 8 ns")],
    "SPI timing table (MPU-6000 only, p19): tSU.CS min 8 ns. Look-alikes: tHD.CS 500 ns (asked in "
    "rq53-f07), tSU.SDI 11 ns, tHD.SDI 7 ns.",
    wording="formal",
)
fact(
    "rq79-f07",
    "medium",
    "l298n front page says something about the logical 0 input voltage. up to what voltage does an "
    "input or enable pin still count as low?",
    ["L298N"],
    [it("L298N", "input_low_voltage", "V", mx=1.5, cond="logical 0 input voltage (front page)")],
    [ev("l298n.pdf", 1, "INPUT VOLTAGE UP TO 1.5 V")],
    "Front-page feature list (p1): 'LOGICAL 0 INPUT VOLTAGE UP TO 1.5 V'. The number equals the "
    "electrical-table VIL / Ven = L maximum (asked in rq20-f09); the feature line was not quoted "
    "before. Look-alike: Ven = H min 2.3 V.",
)
fact(
    "rq79-f08",
    "hard",
    "mcp2515 board with no spare gpio for reset, so i'll put an RC on the RESET pin like the reset "
    "chapter shows. how long must the RC hold the chip in reset after VDD has come up?",
    ["MCP2515"],
    [
        it(
            "MCP2515",
            "response_time",
            "us",
            mn=2,
            cond="RESET held low after VDD reaches the operating voltage (RC reset, tRL)",
        )
    ],
    [ev("mcp2515.pdf", 57, "held in Reset for a minimum of 2 μs after VDD reaches")],
    "Reset chapter (p57): 'held in Reset for a minimum of 2 us after VDD reaches the operating voltage "
    "... (tRL)'. The same number is the tRL row of the AC table (p75, quoted before); the reset-chapter "
    "line was not (tRL itself was asked in rq31-f16). Look-alike: the OST of 128 OSC1 cycles "
    "after RESET.",
)
fact(
    "rq79-f09",
    "medium",
    "Which device of the ADS1113 / ADS1114 / ADS1115 family has no ALERT/RDY pin (pin 2 not "
    "connected)?",
    ["ADS1115"],
    [it("ADS1115", "part_numbers", values=["ADS1113"], cond="pin 2 is NC instead of ALERT/RDY")],
    [ev("ads1115.pdf", 4, "Digital comparator output or conversion ready (NC for ADS1113)")],
    "Pin descriptions (p4): pin 2 is ALERT/RDY on the ADS1114/5 and NC on the ADS1113 (NC pins may "
    "be left floating or tied to ground). Look-alike: AIN2/AIN3 are NC on both ADS1113 and ADS1114.",
    wording="formal",
)
fact(
    "rq79-f10",
    "hard",
    "When the /HOLD pin of a W25Q64FV is released (taken back high) to resume a paused transfer, "
    "what minimum setup time and hold time relative to CLK does the data sheet require for that "
    "not-active edge?",
    ["W25Q64FV"],
    [
        it("W25Q64FV", "response_time", "ns", mn=5, cond="/HOLD not active setup time, tHHCH"),
        it("W25Q64FV", "response_time", "ns", mn=5, cond="/HOLD not active hold time, tCHHL"),
    ],
    [
        ev("w25q64.pdf", 76, "/HOLD Not Active Setup Time relative to CLK tHHCH 5 ns"),
        ev("w25q64.pdf", 77, "/HOLD Not Active Hold Time relative to CLK tCHHL 5 ns"),
    ],
    "AC table (p76-77): tHHCH 5 ns, tCHHL 5 ns. Look-alikes: the /HOLD active setup / hold (tHLCH / "
    "tCHHH, also 5 ns, asked in rq74-f08 / rq75-f05), /HOLD to output high-Z 12 ns; so this tests "
    "row choice only weakly.",
    typ="structured",
    wording="formal",
)
fact(
    "rq79-f11",
    "hard",
    "pcf8563 pin table lists n.c. pins 3 and 10 with 'do not connect and do not use as feed "
    "through'. which package is that for? i have the so8",
    ["PCF8563"],
    [it("PCF8563", "package", values=["HVSON10"], cond="package with n.c. pins 3 and 10")],
    [
        ev("pcf8563.pdf", 5, "SO8, TSSOP8 HVSON10"),
        ev("pcf8563.pdf", 5, "3, 10 not connected; do not connect and do not"),
    ],
    "Pin description (p5): the n.c. row has '-' in the SO8/TSSOP8 column and '3, 10' in the HVSON10 "
    "column. Look-alike: the HVSON10 die paddle note (connected to VSS through high-ohmic attach). "
    "rq56-f11 named HVSON10 as the package of the ordering code PCF8563BS/4.",
)
fact(
    "rq79-f12",
    "medium",
    "Which output stage do the Critical, Warning, PV and TC alert pins of the INA3221 have? They are "
    "to be wire-ORed with other alert lines on one pull-up resistor.",
    ["INA3221"],
    [
        it(
            "INA3221",
            "output_signal_type",
            values=["open-drain"],
            cond="Critical, Warning, PV and TC alert pins",
        )
    ],
    [ev("ina3221.pdf", 12, "These alert pins are open-drain connections.")],
    "Alert monitoring section (p12): 'Critical, Warning, PV (power valid), and TC (timing control). "
    "These alert pins are open-drain connections.' The same fact is in the pin table (p3, quoted "
    "before); PV pulls up through the VPU pin.",
    wording="formal",
)
fact(
    "rq79-f13",
    "medium",
    "max31865: the pin list says the exposed pad goes to GND1. which package does that apply to?",
    ["MAX31865"],
    [it("MAX31865", "package", values=["TQFN"], cond="exposed pad, connect to GND1")],
    [ev("max31865.pdf", 8, "Connect to GND1. Applies to TQFN package only.")],
    "Pin description (p8): 'EP Exposed Pad ... Connect to GND1. Applies to TQFN package only.' "
    "Look-alike: the SSOP pin numbers in the same table; N.C. pin 17 (TQFN) / 20 (SSOP) 'Do Not "
    "Connect'.",
)
fact(
    "rq79-f14",
    "medium",
    "mpu6000 (the spi version of the 6050): pin 8 is /CS. if i hold that pin low, which interface "
    "does the chip use?",
    ["MPU-6050"],
    [it("MPU-6050", "interface", values=["SPI"], cond="MPU-6000 pin 8 /CS = 0")],
    [ev("mpu-6050.pdf", 21, "SPI chip select (0=SPI mode)")],
    "Pin out (p21): pin 8 on the MPU-6000 is /CS 'SPI chip select (0=SPI mode)'; on the MPU-6050 the "
    "same pin is VLOGIC. Look-alike: pin 9 AD0/SDO.",
)

# ================================================================ factual insufficient_evidence (9)
trap(
    "rq79-u01",
    "medium",
    "74hc595: how strong is the internal pull-up on the OE pin (kOhm)? my mcu pin is high-z during "
    "boot and i want the outputs to stay off",
    ["74HC595"],
    [ev("74hc595.pdf", 5, "OE 13 output enable input (active LOW)")],
    "The pin description gives OE as 'output enable input (active LOW)' and MR likewise; no internal "
    "pull-up or pull-down is specified (only input leakage). Near miss: the function table (OE = H -> "
    "outputs high-impedance).",
)
trap(
    "rq79-u02",
    "medium",
    "ccs811 nRESET: what value is the internal pull-up to VDD, in kOhm?",
    ["CCS811"],
    [ev("ccs811.pdf", 4, "nRESET is an active low input and is pulled up to VDD by default.")],
    "The pin table says nRESET is 'pulled up to VDD by default' and suggests an optional external "
    "4.7 kOhm pull-up; no internal resistance is given. Near miss: the 4.7 kOhm external value.",
)
trap(
    "rq79-u03",
    "hard",
    "mcp2515: i read the TXnRTS pins have 100k internal pull-ups. how big is the internal pull-up on "
    "the RESET pin then?",
    ["MCP2515"],
    [
        ev("mcp2515.pdf", 4, "RESET 17 19 17 I Active-low device Reset input"),
        ev("mcp2515.pdf", 4, "100 kinternal pull-up to VDD"),
    ],
    "Only TX0RTS / TX1RTS / TX2RTS have '100 k internal pull-up to VDD'; the RESET row gives no pull-up "
    "(the reset chapter shows an external RC). Near miss: the neighbouring TXnRTS rows.",
)
trap(
    "rq79-u04",
    "hard",
    "tm1637 display module: what value are the internal pull-ups on CLK and DIO? trying to decide if "
    "i need external ones",
    ["TM1637"],
    [ev("tm1637.pdf", 9, "Output pull down resistor RL 10 KΩ K1~K2")],
    "The only resistor in the electrical table is the 10 kOhm output pull-down on the key-scan inputs "
    "K1~K2; nothing is given for CLK / DIO. Near miss: that K1~K2 row.",
)
trap(
    "rq79-u05",
    "hard",
    "What is the guaranteed minimum resistance of the DS3231's internal pull-up on the RST pin?",
    ["DS3231"],
    [
        ev(
            "ds3231.pdf",
            6,
            "Note 6: The RST pin has an internal 50kΩ (nominal) pullup resistor to VCC.",
        )
    ],
    "Only a nominal 50 kOhm is given (note 6, pin description); no minimum or maximum. Near miss: the "
    "RST pin I/O leakage row (-200 / +10 uA).",
    wording="formal",
)
trap(
    "rq79-u06",
    "medium",
    "vl53l0x XSHUT: what's the internal pull-up resistance on that pin?",
    ["VL53L0X"],
    [
        ev(
            "vl53l0x.pdf",
            8,
            "XSHUT pin must always be driven to avoid leakage current. Pull-up is needed if the host",
        )
    ],
    "No internal pull-up is specified; the application notes ask for the pin to be driven or pulled "
    "up externally (10 kOhm recommended for XSHUT and GPIO1). Near miss: the recommended external "
    "10 kOhm.",
)
trap(
    "rq79-u07",
    "hard",
    "What minimum voltage on the EN (CHIP_PU) pin of the ESP32-WROOM-32 is guaranteed to be read as "
    "high, i.e. to enable the module?",
    ["ESP32-WROOM-32"],
    [ev("esp32-wroom-32.pdf", 8, "EN 3 I Module-enable signal. Active high.")],
    "EN is 'Module-enable signal. Active high.'; the DC table gives only VIL_nRST (max 0.6 V to shut "
    "the chip down, asked in rq24-f10) and a VIH for GPIOs (0.75 x VDD). Near miss: VIL_nRST.",
    wording="formal",
)
trap(
    "rq79-u08",
    "hard",
    "inmp441 at 1.8 V: what's the minimum VIH of the CHIPEN pin? want to drive it from a 1.8 V gpio",
    ["INMP441"],
    [
        ev(
            "inmp441.pdf",
            8,
            "Microphone Enable. When set low (ground), the microphone is disabled and put in power-",
        )
    ],
    "The digital input table lists VIH / VIL only for L/R, WS and SCK (0.7 x VDD); CHIPEN is described "
    "only as low (ground) = power-down, high (VDD) = enabled. Near miss: the L/R, WS, SCK row.",
)
trap(
    "rq79-u09",
    "medium",
    "tmp36 in the to-92 package: how low does the supply current drop when i pull SHUTDOWN low?",
    ["TMP36"],
    [ev("tmp36.pdf", 7, "TO-92 1 3 2 NA")],
    "The TO-92 package has no SHUTDOWN pin (pin assignment SHDN = NA; shutdown is only in SOIC-8 and "
    "SOT-23). Near miss: the shutdown current of the other packages (0.5 uA max).",
)

# ================================================================ compatibility: compatible (13)
compat(
    "rq79-c01",
    "medium",
    "gas alarm box: 12 v wall wart -> lm2596 buck module set to 5.0 v, feeding an mq-2 heater and "
    "the coil of an srd-05vdc relay. the ON/OFF pin (pin 5) on my module isn't connected to "
    "anything. will the regulator run like that?",
    ["LM2596", "MQ-2", "SRD-05VDC-SL-C"],
    "compatible",
    [it("LM2596", "supply_voltage", "V", mn=4.5, mx=40, cond="operating rating")],
    [LM2596_OPEN, LM2596_VIN],
    "ON/OFF left open (or below 1.6 V) means the regulator is on (pin description p3); 12 V is inside "
    "4.5..40 V.",
)
compat(
    "rq79-c02",
    "hard",
    "light-seeking robot: one dc motor on bridge A of a drv8833. bridge B isn't used, so BIN1 and "
    "BIN2 aren't connected to anything. VM comes straight from the 1s li-ion cell (3.0-4.2 v) that a "
    "tp4056 charges, and a max44009 reads the light. ok to leave BIN1/BIN2 open?",
    ["DRV8833", "TP4056", "MAX44009"],
    "compatible",
    [it("DRV8833", "supply_voltage", "V", mn=2.7, mx=10.8, cond="VM")],
    [DRV_PD, DRV_PD2, DRV_COAST, DRV_VM],
    "AIN/BIN inputs have internal pulldowns (p3); xIN1 = xIN2 = 0 gives Z / coast (table 1, p9), so "
    "bridge B stays off. VM 3.0..4.2 V is inside 2.7..10.8 V.",
)
compat(
    "rq79-c03",
    "medium",
    "A mains-powered clock uses an AMS1117-5.0 (from a 9 V adapter) to supply a DS3231 and a TM1637 "
    "display at 5 V. No backup cell is fitted, so VBAT is tied to ground; the 32kHz and INT/SQW pins "
    "are not used and are left unconnected. Is this pin treatment consistent with the DS3231 data "
    "sheet?",
    ["DS3231", "TM1637", "AMS1117"],
    "compatible",
    [it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.3, mx=5.5, cond="VCC")],
    [DS3231_VBAT, DS3231_32K, DS3231_INT, DS3231_VCC],
    "Pin description (p9): VBAT 'If VBAT is not used, connect to ground'; 32kHz 'may be left open if "
    "not used'; INT/SQW 'can be left unconnected'. 5 V is inside VCC 2.3..5.5 V.",
    wording="formal",
)
compat(
    "rq79-c04",
    "hard",
    "can node reading a pt100: mcp2515 and max31865 both on 3.3 v from an xc6206. i only send frames "
    "over spi, so the mcp2515 TX0RTS / TX1RTS / TX2RTS pins aren't wired at all. problem?",
    ["MCP2515", "MAX31865", "XC6206"],
    "compatible",
    [
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD"),
    ],
    [MCP2515_RTS, MCP2515_PU, MCP2515_VDD, M65_VDD],
    "The TXnRTS inputs have 100 kOhm internal pull-ups to VDD (pinout table p4), so open pins sit at "
    "the inactive high level. 3.3 V suits both parts.",
)
compat(
    "rq79-c05",
    "hard",
    "A TMP36 in SOIC-8 (VS = 3.3 V) is read by an MCP3008. Its SHUTDOWN pin is driven directly by the "
    "Warning output of an INA3221 (VS = 3.3 V) with no external pull-up resistor, so the sensor is "
    "shut down while the Warning alert is asserted. Does the TMP36 data sheet allow driving SHUTDOWN "
    "this way?",
    ["TMP36", "INA3221", "MCP3008"],
    "compatible",
    [
        it("INA3221", "output_signal_type", values=["open-drain"], cond="Warning pin"),
        it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="+VS"),
    ],
    [TMP36_PU, TMP36_OD, INA3221_WARN, TMP36_VS],
    "Shutdown operation (p7): a pull-up current source to VIN sits on SHUTDOWN, which 'permits the "
    "SHUTDOWN pin to be driven from an open-collector/drain driver'. The INA3221 Warning is open-drain "
    "(p3).",
    wording="formal",
)
compat(
    "rq79-c06",
    "hard",
    "ccs811 + si7021 air box on an ams1117-3.3. no spare gpios left, so the ccs811 nWAKE is soldered "
    "straight to GND, nRESET is left unconnected and ADDR goes to GND. it's mains powered so current "
    "doesn't matter. legit?",
    ["CCS811", "Si7021", "AMS1117"],
    "compatible",
    [it("CCS811", "supply_voltage", "V", mn=1.8, mx=3.6, cond="VDD")],
    [CCS_WAKE, CCS_RESET, CCS_ADDR, CCS_VDD],
    "Application notes (p11): nWAKE may be tied to ground if power is not an issue; ADDR must go to "
    "VDD or ground (here ground). nRESET is optional and pulled up to VDD by default (p4).",
)
compat(
    "rq79-c07",
    "medium",
    "vl53l0x and a bh1750 on a tps63021 3.3 v rail. i don't use the vl53l0x interrupt or shutdown: "
    "XSHUT goes to AVDD through 10k and GPIO1 is not connected. fine?",
    ["VL53L0X", "TPS63020", "BH1750"],
    "compatible",
    [it("VL53L0X", "supply_voltage", "V", mn=2.6, typ=2.8, mx=3.5, cond="AVDD")],
    [VL_OPT2, VL_GPIO1, VL_AVDD],
    "Power-up option 2 (p16): XSHUT tied to AVDD through a pull-up; 'GPIO1 to be left unconnected if "
    "not used' (p8). 3.3 V is inside AVDD 2.6..3.5 V.",
)
compat(
    "rq79-c08",
    "hard",
    "On a custom board a bare MPU-6050 (VDD = VLOGIC = 3.3 V from an XC6206) shares the rail with a "
    "W25Q64FV. The unused CLKIN and FSYNC pins are tied to ground, and two of the MPU-6050's NC pins "
    "are used to route the flash's traces under the package. Is this allowed by the MPU-6050 pin "
    "description?",
    ["MPU-6050", "W25Q64FV", "XC6206"],
    "compatible",
    [it("MPU-6050", "supply_voltage", "V", mn=2.375, mx=3.46, cond="VDD")],
    [MPU_CLKIN, MPU_FSYNC, MPU_NC, MPU_VDD],
    "Pin out (p21): CLKIN and FSYNC 'Connect to GND if unused'; NC pins 'Not internally connected. May "
    "be used for PCB trace routing.' (unlike the RESV pins, 'Do not connect').",
    wording="formal",
)
compat(
    "rq79-c09",
    "medium",
    "A TPS63021 runs from two fresh AA cells and supplies an INMP441 and a DS18B20 at 3.3 V. EN is "
    "tied to VIN, PS/SYNC is tied to GND (power-save mode enabled) and PG is left unconnected. Are "
    "these pin connections permitted by the TPS63021 data sheet?",
    ["TPS63020", "INMP441", "DS18B20"],
    "compatible",
    [it("TPS63020", "supply_voltage", "V", mn=1.8, mx=5.5, cond="VIN, VINA")],
    [TPS_EN, TPS_PS, TPS_PG, TPS_VIN],
    "Pin functions (p4): EN and PS/SYNC must not be left open (both are tied here: EN = 1 enabled, "
    "PS/SYNC = 0 power save); PG is open-drain and 'can be left open'.",
    wording="formal",
)
compat(
    "rq79-c10",
    "hard",
    "kitchen scale: hx711 with AVDD, DVDD and VSUP all on 5 v from an lm2596, so the hx711's own "
    "regulator isn't used, internal oscillator, tm1637 display. pins: VFB to AGND, BASE and XO left "
    "unconnected, XI to GND, RATE to GND. all by the book?",
    ["HX711", "TM1637", "LM2596"],
    "compatible",
    [it("HX711", "supply_voltage", "V", mn=2.6, mx=5.5, cond="DVDD")],
    [HX_VFB, HX_VFB2, HX_BASE, HX_XI, HX_RATE, HX_DVDD],
    "Pin description (p2): VFB 'connect to AGND when not used', BASE and XO 'NC when not used', XI = 0 "
    "uses the on-chip oscillator, RATE = 0 gives 10 Hz. 5 V is inside 2.6..5.5 V.",
)
compat(
    "rq79-c11",
    "medium",
    "bare si7021 on my own pcb next to an lm35 and an ina219: the two DNC pins are tied to VDD and "
    "the thermal paddle sits on a copper pad that isn't connected to anything. ok per the datasheet?",
    ["Si7021", "LM35", "INA219"],
    "compatible",
    [],
    [SI_DNC, SI_PAD],
    "Pin descriptions (p28): DNC pins 'can be electrically floating or tied to VDD (do not tie to "
    "GND)'; the paddle 'should be soldered to a floating pad'.",
)
compat(
    "rq79-c12",
    "medium",
    "tp4056 charger for a pack without NTC: TEMP pin tied to GND, CE tied to VCC, 5 v usb in. the "
    "cell then feeds an xc6206 3.3 v for a dht22. ok for the tp4056 pins?",
    ["TP4056", "XC6206", "DHT22"],
    "compatible",
    [it("TP4056", "supply_voltage", "V", mn=4.0, typ=5, mx=8.0, cond="VCC")],
    [TP_TEMP, TP_CE, TP_VCC],
    "Pin functions (p7): 'The temperature sense function can be disabled by grounding the TEMP pin'; "
    "a logic high on CE selects normal operation. 5 V is inside VCC 4.0..8.0 V.",
)
compat(
    "rq79-c13",
    "hard",
    "A freezer thermometer runs a DS18B20 in parasite-power mode over a two-wire cable (DQ and GND) "
    "with a strong pull-up during conversions; at the probe the sensor's VDD pin is tied to GND. A "
    "MAX7219 display is powered from an AMS1117-5.0. Is the DS18B20 VDD connection correct?",
    ["DS18B20", "MAX7219", "AMS1117"],
    "compatible",
    [],
    [DS18_PAR0, DS18_PAR],
    "Powering the DS18B20 (p7): 'When the DS18B20 is used in parasite power mode, the VDD pin must be "
    "connected to ground.'",
    wording="formal",
)

# ================================================================ compatibility: incompatible (12)
compat(
    "rq79-i01",
    "medium",
    "robot: drv8833 on 5 v from an lm2596, hc-sr04 up front. i only wired AIN1/AIN2/BIN1/BIN2 to the "
    "mcu; nSLEEP isn't connected because i never want sleep mode. is that ok?",
    ["DRV8833", "HC-SR04", "LM2596"],
    "incompatible",
    [],
    [DRV_SLEEP, DRV_PD2, DRV_SLEEP_PD],
    "nSLEEP: logic high enables the device, logic low = sleep, internal pulldown (p3; 500 kOhm to GND, "
    "p11). Left open it reads low, so the bridges stay disabled.",
)
compat(
    "rq79-i02",
    "medium",
    "tps63021 buck-boost on my pcb powering a max44009 and an mcp3008. i left the EN pin floating "
    "because i assumed it defaults to on. ok?",
    ["TPS63020", "MAX44009", "MCP3008"],
    "incompatible",
    [],
    [TPS_EN],
    "Pin functions (p4): EN 'Enable input (1 enabled, 0 disabled), must not be left open'.",
)
compat(
    "rq79-i03",
    "hard",
    "esp32 robot with a drv8833 and a vl53l0x. to save a gpio the vl53l0x XSHUT pin is simply not "
    "connected, no pull-up either. datasheet ok with that?",
    ["VL53L0X", "ESP32-WROOM-32", "DRV8833"],
    "incompatible",
    [],
    [VL_XSHUT, VL_OPT2],
    "Application schematic notes (p8): 'XSHUT pin must always be driven to avoid leakage current. "
    "Pull-up is needed if the host state is not known.' Option 2 ties it to AVDD through a pull-up.",
)
compat(
    "rq79-i04",
    "hard",
    "In a greenhouse node a DS18B20 is run in parasite-power mode (DQ and GND to the probe); its VDD "
    "pin is cut off and left unconnected at the probe. An HMC5883L wind-vane compass and an nRF24L01+ "
    "sit on the main board. Does the DS18B20 wiring follow the data sheet?",
    ["DS18B20", "HMC5883L", "nRF24L01+"],
    "incompatible",
    [],
    [DS18_PAR0, DS18_PAR],
    "p7: in parasite power mode 'the VDD pin must be connected to ground'; a floating VDD is not the "
    "documented connection (the read-power-supply command also relies on it).",
    wording="formal",
)
compat(
    "rq79-i05",
    "medium",
    "On a custom board the two DNC pins (3 and 4) of an Si7021 are soldered to the ground pour for "
    "mechanical strength; an MCP4725 and a BH1750 share its I2C bus. Is this connection permitted "
    "by the Si7021 data sheet?",
    ["Si7021", "MCP4725", "BH1750"],
    "incompatible",
    [],
    [SI_DNC],
    "Pin descriptions (p28): DNC pins 'can be electrically floating or tied to VDD (do not tie to "
    "GND)'.",
    wording="formal",
)
compat(
    "rq79-i06",
    "hard",
    "A MAX31865 reads a 2-wire PT100 (FORCE+ joined to RTDIN+, RTDIN- joined to FORCE-). The FORCE2 pin "
    "is left open. A TM1637 shows the temperature and an MCP73831 charges the backup cell. Is the "
    "FORCE2 connection correct?",
    ["MAX31865", "TM1637", "MCP73831"],
    "incompatible",
    [],
    [M65_FORCE2],
    "Pin description (p8): FORCE2 'When in the 2-wire or 4-wire connection configuration, connect to "
    "ground.' (it joins FORCE+ only in 3-wire mode).",
    wording="formal",
)
compat(
    "rq79-i07",
    "hard",
    "bare esp32-wroom-32 on my pcb, flashed over uart with a usb-serial adapter (i pull GPIO0 low "
    "by hand). i put a ds18b20 on GPIO2 with a 4.7k pull-up to 3.3 v and an ads1115 on i2c. will "
    "the chip still go into download boot for flashing?",
    ["ESP32-WROOM-32", "DS18B20", "ADS1115"],
    "incompatible",
    [],
    [ESP_BOOT, ESP_GPIO2],
    "Strapping pins (p10): download boot needs GPIO0 = 0 and GPIO2 = 0 (GPIO2 has a weak default "
    "pull-down). The 4.7 kOhm pull-up holds GPIO2 high, so download boot cannot be selected (SPI boot "
    "is unaffected: GPIO2 don't-care).",
)
compat(
    "rq79-i08",
    "hard",
    "An MCP2515 runs at VDD = 5 V from an AMS1117-5.0 (a DHT22 shares that rail). Its RESET pin is "
    "pulled up with 10 kOhm to the board's 3.3 V rail instead of VDD. Is the RESET high level "
    "sufficient for the MCP2515 to leave reset reliably?",
    ["MCP2515", "AMS1117", "DHT22"],
    "incompatible",
    [],
    [MCP2515_RESET_VIH, MCP2515_VDD],
    "DC table (p74): RESET VIH min 0.85 x VDD = 4.25 V at 5 V; 3.3 V is below it (the SCK/CS/SI "
    "threshold 0.7 x VDD would also fail).",
    wording="formal",
)
compat(
    "rq79-i09",
    "hard",
    "esp32 is running out of pins, so the nrf24l01+ CE goes on GPIO34 and CSN on GPIO5. a bh1750 is "
    "on i2c. will that CE wiring work?",
    ["ESP32-WROOM-32", "nRF24L01+", "BH1750"],
    "incompatible",
    [],
    [ESP_IO34, NRF_CE],
    "Pin definitions (p9): IO34 is type I (input only), so it cannot drive the nRF24L01+ CE input "
    "(p11).",
)
compat(
    "rq79-i10",
    "medium",
    "max7219 dip on perfboard driving an 8x8 matrix from a 5 v usb supply, with a dht11 and an "
    "hc-sr04 on the same arduino. i only wired pin 4 to ground and left pin 9 open since both are "
    "GND anyway. ok?",
    ["MAX7219", "DHT11", "HC-SR04"],
    "incompatible",
    [],
    [M7219_GND],
    "Pin description (p5): pins 4 and 9 are GND, 'Both GND pins must be connected.'",
)
compat(
    "rq79-i11",
    "medium",
    "lm2596 buck making 5 v for the logic side of an l298n and an mq-3 heater. i tied the ON/OFF pin "
    "to VIN because i thought it's an enable like on other regulators. is that right?",
    ["LM2596", "L298N", "MQ-3"],
    "incompatible",
    [],
    [LM2596_ABOVE, LM2596_OFF],
    "Pin description (p3): a voltage above the 1.6 V threshold (up to +Vin) shuts the regulator off; "
    "tying ON/OFF to VIN keeps it off.",
)
compat(
    "rq79-i12",
    "hard",
    "An nRF24L01+ is supplied at 3.6 V from an adjustable TPS63020 (set to 3.6 V). Its CE, CSN, SCK "
    "and MOSI inputs are driven by a 74HC595 and a microcontroller that both run at 5 V. Is this "
    "within the nRF24L01+ data sheet?",
    ["nRF24L01+", "TPS63020", "74HC595"],
    "incompatible",
    [],
    [NRF_5V, NRF_VIH],
    "DC characteristics (p20): VIH max 5.25 V, but note a: 'If the input signal >3.6V, the VDD of the "
    "nRF24L01+ must be between 2.7V and 3.3V'; 3.6 V is outside that window.",
    wording="formal",
)

# ================================================================ compatibility: insufficient_evidence (12)
compat(
    "rq79-e01",
    "hard",
    "tp4056 board, my cell has no NTC and i just left the TEMP pin floating (not grounded). will it "
    "still charge normally? an ads1115 monitors the cell and an srd relay cuts the load.",
    ["TP4056", "ADS1115", "SRD-05VDC-SL-C"],
    "insufficient_evidence",
    [],
    [TP_TEMP2, TP_TEMP],
    "The sheet says charging is suspended outside 45..80 % of VIN on TEMP and that grounding TEMP "
    "disables the function; the level of a floating TEMP pin is not given.",
)
compat(
    "rq79-e02",
    "medium",
    "74hc595 driving 8 leds, a dht22 and an mcp3008 on the same 5 v. i never wired OE (pin 13), it's "
    "just floating. will the outputs be enabled?",
    ["74HC595", "DHT22", "MCP3008"],
    "insufficient_evidence",
    [],
    [HC595_OE],
    "OE is an active-low CMOS input; no internal pull-up or pull-down and no floating behaviour are "
    "given.",
)
compat(
    "rq79-e03",
    "medium",
    "hx711 breakout, RATE pin just floating (not soldered to anything). will it run at 10 or 80 "
    "samples/s? a max7219 display and an srd relay are also on the board.",
    ["HX711", "MAX7219", "SRD-05VDC-SL-C"],
    "insufficient_evidence",
    [],
    [HX_RATE],
    "RATE: 0 -> 10 Hz, 1 -> 80 Hz (p2); no internal pull and no default for an open pin are given.",
)
compat(
    "rq79-e04",
    "hard",
    "voice logger: inmp441 and a w25q64 for storage, li-ion cell charged by a tp4056 and a 3.3 v ldo. "
    "the mic's L/R pin is floating (module pad not bridged). which i2s channel will it talk on?",
    ["INMP441", "W25Q64FV", "TP4056"],
    "insufficient_evidence",
    [],
    [INMP_LR],
    "L/R: low -> left channel, high -> right channel (p8); no internal pull and no behaviour for an "
    "open pin are given.",
)
compat(
    "rq79-e05",
    "medium",
    "bare max44009 on my pcb, A0 left floating, next to a ccs811 on the same i2c; an irlz44n switches "
    "the led strip. which address does the max44009 take?",
    ["MAX44009", "CCS811", "IRLZ44N"],
    "insufficient_evidence",
    [],
    [M44_A0],
    "A0: pull high for 1001 011x, low for 1001 010x (p5); a floating A0 is not covered.",
)
compat(
    "rq79-e06",
    "hard",
    "Ein ADS1115 misst zwei Spannungen, daneben sitzt ein INA3221 am selben I2C-Bus, und ein MCP73831 "
    "lädt den Akku. "
    "Der ADDR-Pin des ADS1115 ist offen (nicht beschaltet). Unter welcher Adresse meldet sich der "
    "ADS1115, und gibt es damit einen Konflikt?",
    ["ADS1115", "INA3221", "MCP73831"],
    "insufficient_evidence",
    [],
    [ADS_ADDR, ADS_ADDR2],
    "ADDR can be connected to ground, VDD, SDA or SCL (table 5, p17) and is sampled continuously; an "
    "open ADDR pin is not covered, so the address (and any clash) is unknown.",
    wording="formal",
    lang="de",
)
compat(
    "rq79-e07",
    "hard",
    "The DRDY pin of an HMC5883L and the INT pin of a MAX44009 are tied together onto one "
    "microcontroller input with a single 10 kOhm pull-up to 3.3 V, forming a shared active-low "
    "interrupt line; an MCP3008 is also on the board. Does the HMC5883L data sheet confirm that its "
    "DRDY output can be wire-ORed with an open-drain output in this way?",
    ["HMC5883L", "MAX44009", "MCP3008"],
    "insufficient_evidence",
    [],
    [HMC_DRDY, M44_INT],
    "The MAX44009 INT is open-drain with an external pull-up (p5); the HMC5883L sheet says only that "
    "DRDY is 'Internally pulled high' and goes low for 250 us, without stating the output stage, so a "
    "wired-OR cannot be confirmed.",
    wording="formal",
)
compat(
    "rq79-e08",
    "medium",
    "bare bh1750 on my pcb with ADDR left floating (i don't care which address), plus a pcf8563 and "
    "an mcp4725 on the bus. which address will it use?",
    ["BH1750", "PCF8563", "MCP4725"],
    "insufficient_evidence",
    [],
    [BH_ADDR2, BH_ADDR],
    "ADDR 'H' (>= 0.7 VCC) -> 1011100, 'L' (<= 0.3 VCC) -> 0100011; the pin is a 3-state buffer for "
    "internal test (p13). A floating ADDR is not covered.",
)
compat(
    "rq79-e09",
    "hard",
    "An IRLZ44N low-side switch for a 12 V pump is driven directly from a microcontroller pin. During "
    "the microcontroller's reset the pin is high-impedance and there is no gate pull-down resistor. An "
    "MQ-3 and an LM35 are also on the board. Will the MOSFET stay off during reset?",
    ["IRLZ44N", "MQ-3", "LM35"],
    "insufficient_evidence",
    [],
    [IRLZ_VTH],
    "The IRLZ44N sheet gives VGS(th) 1.0..2.0 V but nothing on a floating gate; the gate voltage during "
    "reset depends on leakage and coupling not covered by the sheet.",
    wording="formal",
)
compat(
    "rq79-e10",
    "medium",
    "l298n bare chip, i left ENABLE A (pin 6) unconnected thinking it's enabled by default. bridge A "
    "on? a pc817 isolates the inputs and an acs712 measures current.",
    ["L298N", "PC817", "ACS712"],
    "insufficient_evidence",
    [],
    [L298_EN, L298_IEN],
    "Enable A is a TTL input where L disables the bridge; an enable current is given for L and H, but "
    "the level of an open pin is not.",
)
compat(
    "rq79-e11",
    "medium",
    "acs712 breakout with the FILTER pin left open (no cap at all). do the datasheet noise and "
    "bandwidth numbers still hold like that? a drv8833 and an mcp4725 share the board.",
    ["ACS712", "DRV8833", "MCP4725"],
    "insufficient_evidence",
    [],
    [ACS_FILTER, ACS_CF, ACS_CF1N],
    "FILTER is the 'Terminal for external capacitor that sets bandwidth' (p3), CF 'is recommended for "
    "noise management' (p1), and the characteristics are stated for CF = 1 nF (or 4.7 / 47 nF); "
    "nothing is given for an open FILTER pin.",
)
compat(
    "rq79-e12",
    "medium",
    "mq-2 module with the blue pot: i'm wiring its D0 pin straight into an interrupt input that "
    "expects an active-low signal when gas is detected. does the mq-2 datasheet back that up? an "
    "mpu-6050 and a dht11 sit on the same arduino.",
    ["MQ-2", "MPU-6050", "DHT11"],
    "insufficient_evidence",
    [],
    [MQ2_CIRCUIT, MQ2_RL],
    "The MQ-2 sheet describes only the bare sensor and its test circuit (VC, VH, RL adjustable); the "
    "module's comparator output D0 is not in it.",
)

if __name__ == "__main__":
    out = Path(__file__).with_name("questions.jsonl")
    out.write_text("".join(json.dumps(q, ensure_ascii=False) + "\n" for q in Q), encoding="utf-8")
    print(f"{len(Q)} questions -> {out}")
