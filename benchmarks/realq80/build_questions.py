"""realq80: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: power-up and power-down behaviour and supply quality. Power-on reset, write-inhibit, voltage-low and
undervoltage-lockout thresholds; supply ramp and start-up requirements; what a part does when its supply dips
or when an I/O supply or logic signals are present before the core supply; power-up default states; and the
decoupling / bypass capacitors the sheets ask for. About two thirds casual, one third formal; one question in
French, one in German.

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


# ---------------------------------------------------------------- shared evidence
INA3221_POR = ev("ina3221.pdf", 6, "Power-on reset threshold 2 V")
MCP4725_POR = ev("mcp4725.pdf", 3, "Power-On-Reset VPOR — 2 — V")
MCP4725_POR2 = ev("mcp4725.pdf", 19, "old (VPOR = 2V, typical), all circuits are disabled and")
MCP4725_RAMP = ev("mcp4725.pdf", 4, "Supply Voltage Power-up VDD_RAMP 1 — — V/ms")
MCP4725_SLOW = ev("mcp4725.pdf", 20, "VDD ramp rate is too slow ( <1 V/ms), the device may")
MCP4725_LOAD = ev("mcp4725.pdf", 20, "not be able to load the EEPROM data to the DAC")
W25_VWI = ev("w25q64.pdf", 73, "Write Inhibit Threshold Voltage VWI 1.0 2.0 V")
W25_VWI_TXT = ev(
    "w25q64.pdf",
    15,
    "threshold value of VWI, (See Power-up Timing and Voltage Levels and Figure 43). While reset, all",
)
W25_CS_TRACK = ev(
    "w25q64.pdf",
    11,
    "input must track the VCC supply level at power-up and power-down (see “Write Protection” and figure 43).",
)
W25_CS_PU = ev(
    "w25q64.pdf", 11, "If needed a pull-up resister on /CS can be used to accomplish this."
)
M65_POR = ev("max31865.pdf", 3, "Power-On Reset Voltage 2 2.27 V Threshold")
M65_HYS = ev("max31865.pdf", 3, "Power-On Reset Voltage 120 mV Hysteresis")
PCF_VLOW = ev("pcf8563.pdf", 29, "sets bit VL; see Figure 6 - 0.9 1.0 V")
PCF_VLOW_TXT = ev(
    "pcf8563.pdf",
    10,
    "The PCF8563 has an on-chip voltage-low detector (see Figure 6). When VDD drops below",
)
PCF_VDD = ev("pcf8563.pdf", 28, "clock data integrity; Vlow - 5.5 V")
PCF_VDD_INACTIVE = ev("pcf8563.pdf", 28, "VDD supply voltage interface inactive; [1] 1.0 - 5.5 V")
DS3231_2S = ev("ds3231.pdf", 10, "Approximately 2 seconds after VCC is applied,")
DS3231_TVCCR = ev("ds3231.pdf", 4, "tVCCR 0 µs")
DS3231_TVCCR_ROW = ev("ds3231.pdf", 4, "VCC Rise Time; VPF(MIN) to")
DS3231_TBL = ev("ds3231.pdf", 10, "VCC > VPF, VCC < VBAT VCC")
DS3231_VBAT = ev("ds3231.pdf", 2, "VBAT 2.3 3.0 5.5")
DS3231_FIRST = ev("ds3231.pdf", 10, "To preserve the battery, the first time VBAT is applied")
DS3231_FIRST2 = ev("ds3231.pdf", 10, "to the device, the oscillator will not start up until VCC")
DS3231_FIRST3 = ev("ds3231.pdf", 10, "exceeds VPF, or until a valid I2C address is written to")
LM2596_VTH = ev("lm2596.pdf", 20, "Vth ≈ 13 V")
LM2596_UVLO = ev("lm2596.pdf", 20, "shows an undervoltage lockout circuit applied to a buck")
LM2596_UVLO2 = ev("lm2596.pdf", 20, "high and keeps the regulator off until the input voltage")
LM2596_DELAY = ev("lm2596.pdf", 20, "on the ON/OFF pin falls below the threshold value 1.3 V, the")
DS18_COPY = ev("ds18b20.pdf", 12, "at least 10ms as described in the Powering the DS18B20")
DS18_COPY0 = ev("ds18b20.pdf", 12, "mode, within 10µs (max) after this command is issued the")
DS18_RES = ev("ds18b20.pdf", 5, "power-up is 12-bit.")
DS18_RES2 = ev("ds18b20.pdf", 9, "1 (12-bit resolution).")
DS18_85 = ev("ds18b20.pdf", 6, "*The power-on reset value of the temperature register is +85°C.")
BH_DVI_LATE = ev(
    "bh1750.pdf",
    8,
    "Power supply of DVI must stand up later than power supply of VCC stand up, because it is necessary "
    "to secure reset section ( 1µs or more ).",
)
BH_EX3 = ev("bh1750.pdf", 8, "ex 3) A different power supply is used.")
BH_CHART2 = ev("bh1750.pdf", 6, "( If DVI rises within 1µs after VCC supply )")
BH_NOTSTABLE = ev(
    "bh1750.pdf", 6, "ADDR, SDA, SCL is not stable if DVI 'L' term ( 1us ) is not given by systems."
)
BH_100K = ev(
    "bh1750.pdf",
    6,
    "In this case, please connect the resisters ( approximately 100kOhm ) to ADDR without directly",
)
TPS_OVP = ev("tps63020.pdf", 6, "Output overvoltage protection 5.5 7 V")
TPS_VINA = ev(
    "tps63020.pdf",
    15,
    "be connected between VINA and GND. Using a ceramic capacitor with a value of 0.1 µF is recommended. The",
)
TPS_VINA_MAX = ev("tps63020.pdf", 15, "value of this capacitor must not be higher than 0.22 µF.")
NRF_POR = ev(
    "nrf24l01p.pdf",
    21,
    "When the VDD reaches 1.9V or higher nRF24L01+ enters the Power on reset state where it remains in",
)
NRF_XTAL = ev(
    "nrf24l01p.pdf",
    19,
    "1.5 ms, is set using a crystal with equivalent serial inductance of maximum 30mH.",
)
NRF_XTAL2 = ev("nrf24l01p.pdf", 19, "Tpd2stby= Ls/30mH *1.5ms if Ls exceeds 30mH.")
ESP_BOR = ev(
    "esp32-wroom-32.pdf",
    10,
    "During the chip’s system reset release (power-on-reset, RTC watchdog reset and brownout reset), the latches of",
)
ESP_RC = ev(
    "esp32-wroom-32.pdf",
    19,
    "To ensure the power supply to the ESP32 chip during power-up, it is advised to add an RC delay circuit at the EN pin.",
)
ESP_RC2 = ev(
    "esp32-wroom-32.pdf",
    19,
    "The recommended setting for the RC delay circuit is usually R = 10 kΩ and C = 1 µF. However, specific parameters",
)
ESP_RC3 = ev(
    "esp32-wroom-32.pdf",
    19,
    "should be adjusted based on the power-up timing of the module and the power-up and reset sequence",
)
DRV_HYS = ev("drv8833.pdf", 6, "VHYS 90 mV hysteresis")
DRV_SEQ = ev(
    "drv8833.pdf",
    14,
    "There is no specific sequence for powering up the DRV8833. The presence of digital input signals is acceptable",
)
MCP738_HYS = ev("mcp73831.pdf", 3, "UVLO Hysteresis VHYS — 70 — mV")
MCP738_HYS2 = ev("mcp73831.pdf", 13, "circuitry has a built in hysteresis of 100 mV.")
MPU_RAMP = ev("mpu-6050.pdf", 14, "Power Supply Ramp Rate Monotonic ramp. Ramp rate is 10%")
MPU_RAMP100 = ev("mpu-6050.pdf", 14, "Ramp rate is 10% 100 ms to 90% of the final value")
INA_PV10 = ev(
    "ina3221.pdf",
    13,
    "at power-up, and detects when each channel exceeds a 10V threshold. This 10V level is the default value",
)
INA_PV_HIGH = ev(
    "ina3221.pdf",
    13,
    "powered up to a valid supply-voltage level of at least 2.7V. When all three bus-voltage measurements reach",
)
INA_PV_LOW = ev(
    "ina3221.pdf",
    13,
    "PV powers up in a low state, and does not pull high until the power-valid conditions are met, indicating all",
)
INA_TC = ev(
    "ina3221.pdf",
    14,
    "comparing the channel-1 bus voltage to determine when a 1.2V level is reached. This comparison is made each",
)
INA_TC2 = ev(
    "ina3221.pdf",
    14,
    "shown in Figure 7-3, this sequence allows for approximately 28.6ms from the time 1.2V is detected on channel 1",
)
HMC_VDDIO = ev("hmc5883l.pdf", 2, "VDDIO Referenced to DGND 1.71 1.8 VDD+0.1 Volts")
HMC_VDD = ev("hmc5883l.pdf", 2, "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6 Volts")
HMC_DUAL = ev("hmc5883l.pdf", 2, "VDD = 2.5V, VDDIO = 1.8V (Dual Supply)")
INMP_CLK = ev(
    "inmp441.pdf",
    10,
    "It is not recommended to supply active clocks (WS and SCK) to the INMP441 while there is no power supplied to VDD.",
)
L298_TURN = ev("l298n.pdf", 7, "Turn-On and Turn-Off : Before to Turn-ON the Sup-")
L298_TURN2 = ev("l298n.pdf", 7, "ply Voltageand beforeto Turnit OFF, the Enablein-")
L298_TURN3 = ev("l298n.pdf", 7, "put must be driven to the Low state.")
L298_CAP = ev("l298n.pdf", 7, "A non inductive capacitor, usually of 100 nF, must")
L298_CAP2 = ev("l298n.pdf", 7, "be foreseen between both Vs and Vss, to ground,")
TP_VASD = ev("tp4056.pdf", 5, "VCC-VBAT lockout VCC from low to high 60 100 140 mV")
TP_VCC = ev("tp4056.pdf", 5, "VCC Input Supply Voltage ● 4.0 5 8.0 V")
MCP2515_OST = ev("mcp2515.pdf", 55, "in a Reset state for 128 OSC1 clock cycles after the")
MCP2515_OST2 = ev("mcp2515.pdf", 55, "Sleep mode. It should be noted that no SPI protocol")
MCP2515_OST3 = ev("mcp2515.pdf", 55, "operations should be attempted until after the OST has")
MCP2515_VDD = ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V")
MAX7219_BYP = ev("max7219.pdf", 10, "driver currents, connect a 10μF electrolytic and a 0.1μF")
MAX7219_BYP2 = ev("max7219.pdf", 10, "ceramic capacitor between V+ and GND as close to the")
MAX7219_GND = ev("max7219.pdf", 10, "Also, both GND pins must be connected to ground.")
CCS_RAMP = ev("ccs811.pdf", 6, "The maximum VDD ramp time for Power On is 3ms")
MCP3008_CS = ev("mcp3008.pdf", 19, "device was powered up with the CS pin low, it must be")
MCP3008_CS2 = ev("mcp3008.pdf", 19, "brought high and back low to initiate communication.")
XC_CAP = ev(
    "xc6206.pdf", 4, "The low ESR capacitors use that is more than 1.0μF as CL is possible."
)
XC_FOLD = ev(
    "xc6206.pdf",
    1,
    "The series is compatible with low ESR ceramic capacitors. The currrent limiter's foldback circuit operates as a short circuit",
)
SRD_COIL = ev("srd-05vdc-sl-c.pdf", 2, "Code (VDC) (mA) (Ω) ±10% (W) (VDC) (VDC) (VDC)")
SRD_PULL = ev("srd-05vdc-sl-c.pdf", 2, "abt. 0.45W 75% Max. 10% Min.")
TM_POR = ev("tm1637.pdf", 1, "Built-in power-on reset circuit")
ADS_PU = ev("ads1115.pdf", 14, "When the ADS1113/4/5 powers up, a reset is")
ADS_PU2 = ev("ads1115.pdf", 18, "Following reset or power-up, the Conversion register")
TMP36_TPC9 = ev("tmp36.pdf", 5, "TPC 9. VOUT Response Time for V+ Power-Up/Power-")
HC_POWER = ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V")

# ================================================================ answerable factual (14)
fact(
    "rq80-f01",
    "medium",
    "my ina3221 shares a 3.3 V rail with a motor driver and the rail sags when the motors start. at "
    "what supply voltage does the ina3221's power-on reset trip? typical is fine",
    ["INA3221"],
    [it("INA3221", "supply_voltage", "V", typ=2, cond="power-on reset threshold")],
    [INA3221_POR],
    "Electrical characteristics (p6, last row): power-on reset threshold typ 2 V (no min / max). "
    "Look-alikes: VS 2.7..5.5 V; the power-valid limits can be reprogrammed only at VS >= 2.7 V (p13); the "
    "INA219 has the same 2 V row (quoted before, rq75-u01 asked its maximum).",
)
fact(
    "rq80-f02",
    "medium",
    "An MCP4725 DAC is powered from a battery that discharges slowly. Below which VDD does its "
    "power-on reset disable all circuits, so that there is no DAC output (typical POR threshold)?",
    ["MCP4725"],
    [it("MCP4725", "supply_voltage", "V", typ=2, cond="power-on-reset threshold VPOR")],
    [MCP4725_POR, MCP4725_POR2],
    "DC table (p3): Power-On-Reset Threshold Voltage VPOR typ 2 V; section 5.4.1 (p19): below VPOR "
    "(2 V typical) all circuits are disabled. Look-alikes: operating VDD 2.7..5.5 V; VDD_RAMP >= 1 V/ms (p4).",
    wording="formal",
)
fact(
    "rq80-f03",
    "hard",
    "w25q64fv flash on a slowly ramping 3.3 V rail. below which VCC does the chip hold itself in reset "
    "and ignore every instruction? want the min/max of that write inhibit threshold",
    ["W25Q64FV"],
    [it("W25Q64FV", "supply_voltage", "V", mn=1.0, mx=2.0, cond="write inhibit threshold VWI")],
    [W25_VWI, W25_VWI_TXT],
    "Power-up / power-down table (p73): VWI 1.0 min, 2.0 max (characterized only); p15: reset while VCC < "
    "VWI. Look-alikes: tVSL 20 us and tPUW 5 ms on the rows above (asked in rq35-f15 / rq26-f14); VCC "
    "2.7..3.6 V.",
)
fact(
    "rq80-f04",
    "hard",
    "What power-on reset voltage threshold does the MAX31865 data sheet specify (minimum and typical)?",
    ["MAX31865"],
    [
        it(
            "MAX31865",
            "supply_voltage",
            "V",
            mn=2,
            typ=2.27,
            cond="power-on reset voltage threshold",
        )
    ],
    [M65_POR],
    "Electrical characteristics (p3): Power-On Reset Voltage Threshold 2 (MIN column) and 2.27 (TYP "
    "column), no maximum; hysteresis 120 mV on the next row. Look-alikes: VDD 3.0..3.6 V; the MAX31855 "
    "VPOR 2 / 2.5 V typ / max (asked in rq63-f03).",
    wording="formal",
)
fact(
    "rq80-f05",
    "medium",
    "Sur un PCF8563 alimenté par pile, à partir de quelle tension VDD le détecteur de tension basse "
    "met-il le bit VL à 1 ? Valeur typique et maximale, svp.",
    ["PCF8563"],
    [it("PCF8563", "supply_voltage", "V", typ=0.9, mx=1.0, cond="Vlow, sets bit VL, Tamb = 25 C")],
    [PCF_VLOW, PCF_VLOW_TXT],
    "Static characteristics (p29), voltage detector: Vlow typ 0.9 V, max 1.0 V at Tamb = 25 C. "
    "Look-alikes: VDD min 1.0 V with the interface inactive (asked in pcf8563-m3), 1.3 V for a reliable "
    "oscillator start (rq48-f04), 1.8 V with I2C active.",
    lang="fr",
)
fact(
    "rq80-f06",
    "hard",
    "ds3231 question: after VCC comes up, roughly how long until it does its first temperature "
    "measurement and applies the correction to the oscillator?",
    ["DS3231"],
    [
        it(
            "DS3231",
            "warm_up_time",
            "s",
            typ=2,
            cond="approximately, from VCC applied (or valid I2C address)",
        )
    ],
    [DS3231_2S],
    "Power control section (p10): 'Approximately 2 seconds after VCC is applied, or a valid I2C address is "
    "written, the device makes a temperature measurement'. Look-alikes: typical oscillator start-up < 1 s, "
    "tREC 250 / 300 ms, compensation every 64 s (asked in rq65-f02), tCONV 125 / 200 ms.",
)
fact(
    "rq80-f07",
    "hard",
    "What minimum VCC rise time, from VPF(MIN) to VPF(MAX), does the DS3231 power-switch specification "
    "require?",
    ["DS3231"],
    [it("DS3231", "response_time", "us", mn=0, cond="tVCCR, VCC rise time VPF(MIN) to VPF(MAX)")],
    [DS3231_TVCCR_ROW, DS3231_TVCCR],
    "Power-switch characteristics (p4): tVCCR min 0 us (i.e. no limit on how fast VCC may rise). "
    "Look-alike: the fall time tVCCF min 300 us on the row above (asked in rq37-f25); tREC 250 / 300 ms.",
    wording="formal",
)
fact(
    "rq80-f08",
    "medium",
    "lm2596 sheet shows an undervoltage lockout add-on (1N5242B zener + 2N3904 on the ON/OFF pin). built "
    "exactly like the figure, at about what input voltage does the regulator start?",
    ["LM2596"],
    [
        it(
            "LM2596",
            "supply_voltage",
            "V",
            typ=13,
            cond="Vth of the Figure 28 / 29 undervoltage lockout circuit",
        )
    ],
    [LM2596_VTH, LM2596_UVLO, LM2596_UVLO2],
    "Undervoltage lockout section (p20): Figures 28 and 29 are marked 'Vth ≈ 13 V'. Look-alikes: Vin "
    "4.5..40 V; ON/OFF threshold 1.6 V typ (p4); the delayed-startup text's 1.3 V (f09).",
)
fact(
    "rq80-f09",
    "hard",
    "In the LM2596 delayed-startup description, below what voltage must the ON/OFF pin fall for the "
    "regulator to start up?",
    ["LM2596"],
    [
        it(
            "LM2596",
            "input_low_voltage",
            "V",
            value=1.3,
            cond="ON/OFF pin, delayed startup circuit text",
        )
    ],
    [LM2596_DELAY],
    "Delayed startup (p20): 'When the voltage on the ON/OFF pin falls below the threshold value 1.3 V, the "
    "regulator starts up.' Near miss: the electrical table's ON/OFF threshold 1.6 V typical (p4, asked in "
    "rq64-f14 as input_high_voltage).",
    wording="formal",
)
fact(
    "rq80-f10",
    "medium",
    "ds18b20s on parasite power. after i send Copy Scratchpad (saving TH/TL/config to eeprom), how long "
    "at least must the strong pull-up stay on?",
    ["DS18B20"],
    [
        it(
            "DS18B20",
            "response_time",
            "ms",
            mn=10,
            cond="strong pull-up after Copy Scratchpad, parasite power",
        )
    ],
    [DS18_COPY, DS18_COPY0],
    "Copy Scratchpad [48h] (p12): within 10 us (max) after the command the master must enable a strong "
    "pull-up for at least 10 ms. Look-alikes: the 10 us switch-on limit (asked for Convert T in rq36-f04); "
    "EEPROM write cycle tWR 2 / 10 ms (asked in rq29-f14).",
)
fact(
    "rq80-f11",
    "medium",
    "ds18b20 fresh out of the bag, my code never writes the config register. what resolution does it "
    "power up in?",
    ["DS18B20"],
    [
        it(
            "DS18B20",
            "resolution",
            "bit",
            value=12,
            q="temperature",
            cond="default at power-up (R1 = R0 = 1)",
        )
    ],
    [DS18_RES, DS18_RES2],
    "Memory / configuration description (p5, p9): the default resolution at power-up is 12-bit (R0 = R1 = 1); "
    "the power-up state depends on the EEPROM contents. Look-alikes: 9..12 bit programmable, 0.0625 C per LSB "
    "at 12 bit, 750 ms conversion.",
)
fact(
    "rq80-f12",
    "medium",
    "bh1750 with DVI on its own rail. how much later than VCC must DVI come up (the reset section)?",
    ["BH1750"],
    [it("BH1750", "response_time", "us", mn=1, cond="DVI rises after VCC, reset section")],
    [BH_DVI_LATE],
    "Application circuit ex 3 (p8): DVI must stand up later than VCC to secure the reset section (1 us or "
    "more). The same 1 us was asked from the DVI pin description (p13, rq48-f18); this line was not quoted. "
    "Look-alikes: VCC rise 0 -> 2.4 V within 100 us, 25 ms off time (rq63-f07 / rq61-f14).",
)
fact(
    "rq80-f13",
    "hard",
    "If the feedback of a TPS63021 is lost, to what output voltage range does its output overvoltage "
    "protection limit the output?",
    ["TPS63021"],
    [
        it(
            "TPS63021",
            "output_voltage",
            "V",
            mn=5.5,
            mx=7,
            cond="output overvoltage protection threshold",
        )
    ],
    [TPS_OVP],
    "Electrical characteristics (p6): output overvoltage protection 5.5 min, 7 max V (section 7.3.5: the "
    "amplifier regulates the output to this value). Look-alikes: VOUT 3.267 / 3.3 / 3.333 V; TPS63020 "
    "VOUT up to 5.5 V; UVLO 1.4 / 1.5 / 1.6 V.",
    wording="formal",
)
fact(
    "rq80-f14",
    "medium",
    "nrf24l01+ on a supercap that creeps up slowly. at what VDD does the chip enter its power on reset "
    "state?",
    ["nRF24L01+"],
    [
        it(
            "nRF24L01+",
            "supply_voltage",
            "V",
            value=1.9,
            cond="VDD at which the power on reset state is entered",
        )
    ],
    [NRF_POR],
    "Radio control (p21): 'When the VDD reaches 1.9V or higher nRF24L01+ enters the Power on reset state "
    "where it remains in reset until entering the Power Down mode.' Look-alikes: TPUP 100 ms from 0 to 1.9 V "
    "and TPOR 1..100 ms (asked in rq67-f01 / rq38-f07); VDD 1.9..3.6 V (same number, other row).",
)

# ================================================================ factual insufficient_evidence (9)
trap(
    "rq80-u01",
    "medium",
    "What is the typical write inhibit threshold voltage (VWI) of the W25Q64FV?",
    ["W25Q64FV"],
    [W25_VWI, W25_VWI_TXT],
    "Only min 1.0 V and max 2.0 V are given (characterized only); no typical value.",
    wording="formal",
)
trap(
    "rq80-u02",
    "hard",
    "ina3221 brown-out planning: what's the guaranteed maximum power-on reset threshold, so I know it "
    "never resets above that?",
    ["INA3221"],
    [INA3221_POR],
    "The INA3221 power-on reset threshold is given as typical 2 V only; no minimum or maximum.",
)
trap(
    "rq80-u03",
    "hard",
    "pcf8563 on a coin cell outdoors at -30 C. at what VDD does the VL (voltage low) bit get set at that "
    "temperature?",
    ["PCF8563"],
    [PCF_VLOW, PCF_VLOW_TXT],
    "Vlow (0.9 typ / 1.0 max V) is specified at Tamb = 25 C only.",
)
trap(
    "rq80-u04",
    "hard",
    "What is the maximum power-on reset voltage threshold of the MAX31865?",
    ["MAX31865"],
    [M65_POR],
    "The threshold is given with a minimum (2 V) and a typical (2.27 V) value only; no maximum.",
    wording="formal",
)
trap(
    "rq80-u05",
    "medium",
    "esp32-wroom-32 on a weak battery. at what supply voltage does its brownout reset trigger?",
    ["ESP32-WROOM-32"],
    [ESP_BOR],
    "The module sheet mentions brownout reset only as a reset source that latches the strapping pins (p10); "
    "no threshold voltage is given (VDD33 3.0..3.6 V).",
)
trap(
    "rq80-u06",
    "medium",
    "What maximum VM undervoltage lockout hysteresis does the DRV8833 data sheet guarantee?",
    ["DRV8833"],
    [DRV_HYS],
    "VM undervoltage lockout hysteresis is given as 90 mV typical only (p6).",
    wording="formal",
)
trap(
    "rq80-u07",
    "medium",
    "ds18b20: at what VDD does its power-on reset happen when the supply dips?",
    ["DS18B20"],
    [DS18_85],
    "The sheet gives the power-on reset value of the temperature register (+85 C) and the parasite-mode "
    "reset-pulse note, but no power-on reset threshold voltage.",
)
trap(
    "rq80-u08",
    "hard",
    "What is the maximum UVLO hysteresis of the MCP73831?",
    ["MCP73831"],
    [MCP738_HYS, MCP738_HYS2],
    "The table gives VHYS 70 mV typical only (the device overview text says 100 mV); no maximum.",
    wording="formal",
)
trap(
    "rq80-u09",
    "hard",
    "mpu6050 on a slowly ramping supply: at what VDD does its power-on reset release the chip?",
    ["MPU-6050"],
    [MPU_RAMP],
    "The sheet gives ramp-time limits (TVDDR <= 100 ms, TVLGR <= 3 ms, monotonic) and VDD 2.375..3.46 V, "
    "but no power-on reset threshold.",
)

# ================================================================ compatibility: incompatible (13)
compat(
    "rq80-i01",
    "hard",
    "ina3221 on a 12 V boat panel, ch1 = 12 V battery, ch2 = 5 V rail for an mcp2515 can node, ch3 = "
    "3.3 V from an ams1117. i want the PV pin to go high once all three rails are up. i left every "
    "register at its power-up default. will PV go high?",
    ["INA3221", "MCP2515", "AMS1117"],
    "incompatible",
    [],
    [INA_PV10, INA_PV_HIGH, INA_PV_LOW],
    "Power-valid alert (p13): PV powers up low and pulls high only when all three bus voltages reach the "
    "Power-Valid Upper-Limit, default 10 V; the 5 V and 3.3 V channels never reach it unless the limit is "
    "reprogrammed.",
)
compat(
    "rq80-i02",
    "hard",
    "my mcp4725 stores its start-up output in eeprom. the 3.3 V rail comes from an xc6206 behind a "
    "supercap, so VDD takes about 15 ms to ramp from 0 to 3.3 V. an ina219 shares the rail. i don't send "
    "any general call reset after power-up. will the dac come up with its eeprom value?",
    ["MCP4725", "XC6206", "INA219"],
    "incompatible",
    [],
    [MCP4725_RAMP, MCP4725_SLOW, MCP4725_LOAD],
    "VDD_RAMP >= 1 V/ms for EEPROM loading (p4); 3.3 V in 15 ms is about 0.22 V/ms, and section 5.4.2 says "
    "the device may then not load the EEPROM data and recommends a General Call Reset after power-up.",
)
compat(
    "rq80-i03",
    "medium",
    "gy-87 style board on a lipo (mcp73831 charger). the 3.3 V rail for the mpu6050 and an hmc5883l comes "
    "through a soft-start load switch and i measured VDD going 10 % -> 90 % in about 150 ms. ok for the "
    "mpu6050?",
    ["MPU-6050", "HMC5883L", "MCP73831"],
    "incompatible",
    [
        it(
            "MPU-6050",
            "response_time",
            "ms",
            mx=100,
            cond="VDD power supply ramp, 10 % to 90 %, monotonic",
        )
    ],
    [MPU_RAMP100],
    "VDD power supply ramp rate (p14; TVDDR in 7.4): monotonic, 10 % to 90 % within 100 ms max; 150 ms "
    "exceeds it.",
)
compat(
    "rq80-i04",
    "hard",
    "To save power an HMC5883L has its VDD switched off by a load switch between readings, while its VDDIO "
    "stays on the always-on 3.3 V rail (an XC6206) that also supplies a MAX44009 and the I2C pull-ups. Is "
    "that supply arrangement within the HMC5883L specification?",
    ["HMC5883L", "MAX44009", "XC6206"],
    "incompatible",
    [],
    [HMC_VDDIO, HMC_VDD],
    "VDDIO max is VDD + 0.1 V (p2); with VDD off and VDDIO at 3.3 V the limit is exceeded.",
    wording="formal",
)
compat(
    "rq80-i05",
    "hard",
    "bare bh1750 on my board next to an si7021, both on an ams1117-3.3. to keep it simple DVI is tied "
    "straight to VCC (they come up together) and ADDR goes straight to GND. fine?",
    ["BH1750", "Si7021", "AMS1117"],
    "incompatible",
    [],
    [BH_CHART2, BH_NOTSTABLE, BH_100K],
    "Timing chart 2 (p6): if DVI rises within 1 us of VCC (no DVI 'L' term), ADDR / SDA / SCL are not "
    "stable and ADDR must be connected through about 100 kOhm, not directly to VCC or GND.",
)
compat(
    "rq80-i06",
    "hard",
    "battery recorder: esp32 + inmp441, tp4056 charges the cell. between recordings i cut the mic's VDD "
    "with a mosfet but leave the i2s peripheral running (SCK and WS keep toggling). any problem for the "
    "mic?",
    ["INMP441", "ESP32-WROOM-32", "TP4056"],
    "incompatible",
    [],
    [INMP_CLK],
    "Power management (p10): active WS / SCK clocks while VDD is unpowered are not recommended (ESD diodes "
    "turn on, long-term reliability).",
)
compat(
    "rq80-i07",
    "medium",
    "l298n module with the ENA/ENB jumpers left on (enables always high). i switch the 12 V motor "
    "battery on and off with a toggle switch while the arduino keeps running; an hc-sr04 and an srd relay "
    "sit on the 5 V. is that how the l298 wants to be powered up and down?",
    ["L298N", "HC-SR04", "SRD-05VDC-SL-C"],
    "incompatible",
    [],
    [L298_TURN, L298_TURN2, L298_TURN3],
    "Application information (p7): before turning the supply on and before turning it off, the Enable "
    "input must be driven low; jumpered-high enables violate this.",
)
compat(
    "rq80-i08",
    "medium",
    "In a TPS63021 layout the VINA pin is bypassed to GND with a 1 µF ceramic capacitor; the 3.3 V output "
    "supplies a VL53L0X and a PCF8563. Is that VINA capacitor acceptable?",
    ["TPS63021", "VL53L0X", "PCF8563"],
    "incompatible",
    [],
    [TPS_VINA, TPS_VINA_MAX],
    "Bypass capacitor (p15): 0.1 uF ceramic recommended between VINA and GND; the value must not be "
    "higher than 0.22 uF.",
    wording="formal",
)
compat(
    "rq80-i09",
    "medium",
    "greenhouse heater: ds18b20 + tm1637 display, irlz44n switches the heater. to be quick at boot my "
    "code reads the ds18b20 scratchpad right after power-up, before any Convert T, and uses that value "
    "for the first heater decision. ok?",
    ["DS18B20", "TM1637", "IRLZ44N"],
    "incompatible",
    [],
    [DS18_85],
    "The power-on reset value of the temperature register is +85 C (p6); without a Convert T the first "
    "reading is that reset value, not a measurement.",
)
compat(
    "rq80-i10",
    "hard",
    "tp4056 fed from a cheap boost module whose output sags to 4.10 V under load; the cell is sitting at "
    "4.05 V. a tmp36 and a max44009 run from the cell. will the tp4056 leave its lockout and charge?",
    ["TP4056", "TMP36", "MAX44009"],
    "incompatible",
    [],
    [TP_VASD, TP_VCC],
    "Electrical characteristics (p5): VCC - VBAT lockout threshold, VCC rising, 60 / 100 / 140 mV; 4.10 - "
    "4.05 = 50 mV is below the minimum, so the charger stays locked out even though VCC is inside 4.0..8.0 V.",
)
compat(
    "rq80-i11",
    "hard",
    "mcp2515 with an 8 MHz crystal. after the SPI RESET instruction my driver sends the next SPI command "
    "10 µs later. an ads1115 and an lm35 are on the same board. is 10 µs long enough?",
    ["MCP2515", "ADS1115", "LM35"],
    "incompatible",
    [],
    [MCP2515_OST, MCP2515_OST2, MCP2515_OST3],
    "Oscillator start-up timer (p55): reset held for 128 OSC1 cycles after POR, SPI reset, RESET pin or "
    "wake-up, and no SPI operation before the OST expires; 128 / 8 MHz = 16 us > 10 us.",
)
compat(
    "rq80-i12",
    "hard",
    "We assemble DS3231 boards with the CR2032 already inserted but never apply VCC or touch the I2C bus "
    "in production; the boards are stored for three months before installation. Will the clock have "
    "been counting during storage? (a TM1637 display and a 74HC595 are on the same board)",
    ["DS3231", "TM1637", "74HC595"],
    "incompatible",
    [],
    [DS3231_FIRST, DS3231_FIRST2, DS3231_FIRST3],
    "Power control (p10): the first time VBAT is applied, the oscillator does not start until VCC exceeds "
    "VPF or a valid I2C address is written, to preserve the battery.",
    wording="formal",
)
compat(
    "rq80-i13",
    "hard",
    "cabin: 12 V lead-acid (rests 12.2-12.8 V, no charger most of the time) -> lm2596 with the datasheet's "
    "undervoltage lockout circuit built exactly as drawn (1N5242B, 2N3904, same resistors) -> 5 V for an "
    "mq-3 heater and an acs712. will the 5 V come up?",
    ["LM2596", "MQ-3", "ACS712"],
    "incompatible",
    [],
    [LM2596_VTH, LM2596_UVLO, LM2596_UVLO2],
    "Undervoltage lockout (p20): the drawn circuit keeps the regulator off until Vin reaches Vth ≈ 13 V; a "
    "resting battery at 12.2..12.8 V stays below it.",
)

# ================================================================ compatibility: compatible (13)
compat(
    "rq80-c01",
    "hard",
    "ina3221 default settings watching rail sequencing: ch1 = 3.3 V from a tps63021, ch2 = a rail that "
    "a max31865 board sits on, enabled 10 ms after ch1 passes 1.2 V and up within 1 ms. will the TC "
    "pin stay high (no sequencing fault)?",
    ["INA3221", "TPS63021", "MAX31865"],
    "compatible",
    [],
    [INA_TC, INA_TC2],
    "Timing-control alert (p14): after 1.2 V is detected on channel 1, TC pulls low only if channel 2 has "
    "not shown 1.2 V after about 28.6 ms (four cycles at default settings); 10 ms is inside that window.",
)
compat(
    "rq80-c02",
    "medium",
    "A DS3231 runs from VCC = 3.3 V and has a 3.6 V lithium cell on VBAT, so VBAT is above VCC while main "
    "power is present. Will the DS3231 keep drawing its supply from VCC (not from the cell) in that "
    "state? The same 3.3 V feeds an Si7021 and a MAX7219.",
    ["DS3231", "Si7021", "MAX7219"],
    "compatible",
    [],
    [DS3231_TBL, DS3231_VBAT],
    "Table 1 (p10): VCC > VPF with VCC < VBAT -> active supply VCC; VBAT 3.6 V lies within 2.3..5.5 V (p2).",
    wording="formal",
)
compat(
    "rq80-c03",
    "medium",
    "In a small robot an ESP32-WROOM-32 drives the DRV8833 AIN/BIN and nSLEEP inputs as soon as it boots, "
    "while VM is applied only later through a battery switch (the cell is charged by a TP4056). Is it "
    "acceptable for the logic inputs to be driven before VM is present?",
    ["DRV8833", "ESP32-WROOM-32", "TP4056"],
    "compatible",
    [],
    [DRV_SEQ],
    "Power supply and logic sequencing (p14): no specific power-up sequence; digital inputs may be present "
    "before VM is applied.",
    wording="formal",
)
compat(
    "rq80-c04",
    "medium",
    "w25q64fv on a rail my mcu switches on only for logging (inmp441 recorder, a ccs811 on the same board). i put a "
    "10k pull-up from /CS to the flash's own VCC so /CS follows VCC up and down. does that meet the "
    "flash's power-up/down requirement for /CS?",
    ["W25Q64FV", "INMP441", "CCS811"],
    "compatible",
    [],
    [W25_CS_TRACK, W25_CS_PU],
    "Pin description (p11) and write protection (p15): /CS must track VCC at power-up and power-down; a "
    "pull-up on /CS can be used to accomplish this.",
)
compat(
    "rq80-c05",
    "hard",
    "bh1750: VCC = 3.0 V from one ldo, DVI = 1.8 V from a second ldo that my mcu enables about 5 ms after "
    "VCC is up. an mcp4725 and an hmc5883l share the bus. is that power-up order right for the bh1750?",
    ["BH1750", "MCP4725", "HMC5883L"],
    "compatible",
    [],
    [BH_DVI_LATE, BH_EX3],
    "Application example ex 3 (p8): with a separate DVI supply, DVI must rise later than VCC so the reset "
    "section (>= 1 us) is secured; 5 ms later satisfies it (DVI 1.8 V is within 1.65 V..VCC).",
)
compat(
    "rq80-c06",
    "medium",
    "Ein MAX7219 treibt eine 8x8-Matrix an 5 V; direkt am Baustein sitzen ein 10-µF-Elko und ein "
    "100-nF-Keramikkondensator zwischen V+ und GND, beide GND-Pins sind angeschlossen. Auf derselben "
    "Platine: ein LM35 und ein AMS1117-3.3. Entspricht die Abblockung der Empfehlung des Datenblatts?",
    ["MAX7219", "LM35", "AMS1117"],
    "compatible",
    [],
    [MAX7219_BYP, MAX7219_BYP2, MAX7219_GND],
    "Supply bypassing and wiring (p10): a 10 uF electrolytic and a 0.1 uF ceramic between V+ and GND close "
    "to the device; both GND pins connected.",
    wording="formal",
    lang="de",
)
compat(
    "rq80-c07",
    "hard",
    "l298n bare chip on my board (acs712 on the motor line, dht11 for the enclosure). the mcu holds ENA "
    "and ENB low, then a relay switches VS on; before VS is switched off again the mcu pulls the enables "
    "low first. 100 nF ceramics sit from VS and from VSS to gnd right at the chip. does that follow the "
    "sheet?",
    ["L298N", "ACS712", "DHT11"],
    "compatible",
    [],
    [L298_TURN, L298_TURN2, L298_TURN3, L298_CAP, L298_CAP2],
    "Application information (p7): enables low before supply turn-on and turn-off; a non-inductive "
    "capacitor, usually 100 nF, between Vs and Vss and ground near the GND pin.",
)
compat(
    "rq80-c08",
    "hard",
    "pcf8563 backed by a supercap when the main supply is off (i2c idle then). at room temp (25 C) the "
    "cap runs down to 1.2 V before power comes back. will the time still be flagged as valid (VL not "
    "set)? a max44009 and an hx711 are on the board too",
    ["PCF8563", "MAX44009", "HX711"],
    "compatible",
    [],
    [PCF_VLOW, PCF_VDD, PCF_VDD_INACTIVE],
    "Vlow is 0.9 typ / 1.0 max V at 25 C (p29) and clock data integrity needs VDD >= Vlow (p28); with the "
    "interface inactive VDD may go down to 1.0 V. 1.2 V stays above both.",
)
compat(
    "rq80-c09",
    "medium",
    "nrf24l01+ clone with a crystal whose datasheet says Ls = 20 mH. my code waits 2 ms after setting "
    "PWR_UP before it raises CE. a dht22 and an mq-2 are on the same arduino. long enough?",
    ["nRF24L01+", "DHT22", "MQ-2"],
    "compatible",
    [it("nRF24L01+", "warm_up_time", "ms", mx=1.5, cond="Tpd2stby, crystal Ls <= 30 mH")],
    [NRF_XTAL, NRF_XTAL2],
    "Crystal specification (p19): Tpd2stby max 1.5 ms with Ls up to 30 mH (longer only if Ls exceeds "
    "30 mH); 2 ms covers it.",
)
compat(
    "rq80-c10",
    "medium",
    "A CCS811 is supplied from a 3.3 V AMS1117 rail that also powers a DHT22. Measured at power-on, the "
    "rail rises from 0 to 3.3 V in about 1 ms. Does this meet the CCS811 power-on requirement?",
    ["CCS811", "DHT22", "AMS1117"],
    "compatible",
    [it("CCS811", "response_time", "ms", mx=3, cond="maximum VDD ramp time for power on")],
    [CCS_RAMP],
    "DC table note 2 (p6): maximum VDD ramp time for power on 3 ms; a measured 1 ms ramp is within it "
    "(rq58-e10 asked the same part without a measured ramp).",
    wording="formal",
)
compat(
    "rq80-c11",
    "hard",
    "mcp3008 reading a tmp36 and an mq-2. my board powers up with CS held low by the mcu, so the first "
    "thing the firmware does is raise CS and pull it low again before the first conversion. will the "
    "mcp3008 talk?",
    ["MCP3008", "TMP36", "MQ-2"],
    "compatible",
    [],
    [MCP3008_CS, MCP3008_CS2],
    "Serial communication (p19): if the device was powered up with CS low, CS must be brought high and "
    "back low to initiate communication, which the firmware does.",
)
compat(
    "rq80-c12",
    "medium",
    "Custom board: an HMC5883L runs with VDD = 3.3 V and VDDIO = 1.8 V; the 1.8 V comes from a small LDO "
    "fed from that same 3.3 V rail, so VDDIO can never be present without VDD. An MPU-6050 and a "
    "CCS811 are on the 3.3 V rail as well. Is the HMC5883L supply arrangement within its "
    "specification?",
    ["HMC5883L", "MPU-6050", "CCS811"],
    "compatible",
    [],
    [HMC_VDD, HMC_VDDIO, HMC_DUAL],
    "HMC5883L (p2): VDD 2.16..3.6 V, VDDIO 1.71..VDD + 0.1 V, dual-supply operation listed; a VDDIO derived "
    "from VDD stays below VDD + 0.1 V during ramps.",
    wording="formal",
)
compat(
    "rq80-c13",
    "medium",
    "mcp4725 on usb 5 V; the rail goes 0 -> 5 V in about 2 ms at plug-in. i rely on the eeprom power-up "
    "value without a general call reset. a dht22 and an ina219 share the 5 V. ok?",
    ["MCP4725", "DHT22", "INA219"],
    "compatible",
    [],
    [MCP4725_RAMP, MCP4725_SLOW],
    "VDD_RAMP >= 1 V/ms for EEPROM loading (p4, section 5.4.2); 5 V in 2 ms is 2.5 V/ms.",
)

# ================================================================ compatibility: insufficient_evidence (11)
compat(
    "rq80-e01",
    "hard",
    "kiln controller: max31865 pt100 board, irlz44n switches the element, tm1637 shows the temp. when "
    "the element switches, the 3.3 V rail dips to about 2.4 V for a few ms. i know that is out of spec; i "
    "only need to know: will the max31865 go through a power-on reset (so i must rewrite its config)?",
    ["MAX31865", "IRLZ44N", "TM1637"],
    "insufficient_evidence",
    [],
    [M65_POR, M65_HYS],
    "The POR threshold is 2 V min / 2.27 V typ with 120 mV hysteresis, no maximum; whether a dip to 2.4 V "
    "resets the part cannot be decided from the sheet.",
)
compat(
    "rq80-e02",
    "hard",
    "scale logger: hx711 + lm35, readings go to a w25q64fv. if the battery browns out in the middle of a "
    "page program, will the other pages of that sector survive?",
    ["W25Q64FV", "HX711", "LM35"],
    "insufficient_evidence",
    [],
    [W25_VWI_TXT, W25_VWI],
    "The sheet describes write inhibit below VWI and the power-up / power-down timing, but nothing about "
    "data integrity after a program interrupted by power loss.",
)
compat(
    "rq80-e03",
    "hard",
    "esp32-wroom-32 board: my 3.3 V regulator takes about 60 ms to ramp. i used the 10k / 1 µF RC on EN "
    "like the module sheet recommends. is that delay enough for this ramp? a dht11 and an ina219 are on "
    "the rail.",
    ["ESP32-WROOM-32", "DHT11", "INA219"],
    "insufficient_evidence",
    [],
    [ESP_RC, ESP_RC2, ESP_RC3],
    "Peripheral schematics note (p19): R = 10 kOhm, C = 1 uF is 'usually' used, but parameters must be "
    "adjusted to the power-up timing and reset sequence given in the ESP32 chip datasheet, which is not "
    "part of this sheet.",
)
compat(
    "rq80-e04",
    "hard",
    "srd-05vdc-sl-c (standard coil) is already pulled in on 5 V. when the drv8833 motors start the 5 V "
    "sags to 3.0 V for ~100 ms. will the contacts stay closed through the sag? an hc-sr04 is on the "
    "same 5 V.",
    ["SRD-05VDC-SL-C", "DRV8833", "HC-SR04"],
    "insufficient_evidence",
    [],
    [SRD_COIL, SRD_PULL],
    "Coil data (p2): pull-in 75 % max, drop-out 10 % min of nominal; no must-hold voltage is given, so a "
    "60 % sag is neither guaranteed to hold nor to release.",
)
compat(
    "rq80-e05",
    "medium",
    "An XC6206 (3.3 V) supplies a VL53L0X and an Si7021 and has 470 µF on its output as a reservoir. "
    "Will the regulator, with its foldback current limiter, start up reliably into that "
    "capacitance?",
    ["XC6206", "VL53L0X", "Si7021"],
    "insufficient_evidence",
    [],
    [XC_FOLD, XC_CAP],
    "The sheet describes a foldback current limiter and allows low-ESR CL of 1.0 uF or more, but gives no "
    "start-up behaviour or maximum load capacitance.",
    wording="formal",
)
compat(
    "rq80-e06",
    "medium",
    "tm1637 display on a 5 V rail that ramps really slowly (~200 ms, big input cap). does its built-in "
    "power-on reset work with a ramp that slow? a dht11 and an acs712 are on the same rail.",
    ["TM1637", "DHT11", "ACS712"],
    "insufficient_evidence",
    [],
    [TM_POR],
    "The TM1637 sheet only lists a built-in power-on reset circuit; no ramp requirement or threshold.",
)
compat(
    "rq80-e07",
    "hard",
    "An MCP2515 (VDD = 5 V) shares its supply with the solenoid drivers; on each solenoid switch-on VDD "
    "dips to about 2.2 V for 2 ms. Accepting that this is outside the operating range: will the "
    "MCP2515 then go through a power-on reset (so that the firmware must reconfigure it)? An MCP3008 "
    "and an IRLZ44N are on the same board.",
    ["MCP2515", "MCP3008", "IRLZ44N"],
    "insufficient_evidence",
    [],
    [MCP2515_VDD, MCP2515_OST],
    "VDD 2.7..5.5 V; the sheet names a power-on reset but gives no POR / brown-out threshold.",
    wording="formal",
)
compat(
    "rq80-e08",
    "medium",
    "An ADS1115 digitises an MQ-3 sensor signal; a PC817 isolates a control line on the same board. How "
    "long after power-up must the host wait before it may start the first single-shot conversion?",
    ["ADS1115", "MQ-3", "PC817"],
    "insufficient_evidence",
    [],
    [ADS_PU, ADS_PU2],
    "The sheet says a reset is performed at power-up and the conversion register is 0 until the first "
    "conversion, but gives no power-up time.",
    wording="formal",
)
compat(
    "rq80-e09",
    "medium",
    "74hc595 outputs drive pc817 leds, the pc817s switch srd relay drivers. OE tied to gnd, MR to VCC. right "
    "at power-up, before my code shifts anything in, are the Q outputs guaranteed low so no relay "
    "clicks?",
    ["74HC595", "PC817", "SRD-05VDC-SL-C"],
    "insufficient_evidence",
    [],
    [ev("74hc595.pdf", 5, "OE 13 output enable input (active LOW)")],
    "The sheet gives no power-up state of the shift or storage register; with OE low the outputs show "
    "whatever the storage register holds.",
)
compat(
    "rq80-e10",
    "medium",
    "hc-sr04 switched on by a mosfet only when i need a distance. how long after power-on can i send the "
    "first trigger? dht22 and a pc817 on the same board.",
    ["HC-SR04", "DHT22", "PC817"],
    "insufficient_evidence",
    [],
    [HC_POWER],
    "The HC-SR04 sheet gives the supply, current, trigger and echo timing, but no start-up time after "
    "power-on.",
)
compat(
    "rq80-e11",
    "medium",
    "tmp36 into an mcp3008, ina219 on the same 3.3 V. if the rail drops out for ~50 µs, how long after it "
    "returns is the tmp36 output valid again?",
    ["TMP36", "MCP3008", "INA219"],
    "insufficient_evidence",
    [],
    [TMP36_TPC9],
    "Only a typical plot (TPC 9, VOUT response for V+ power-up / power-down) and the turn-on time from a "
    "cold start; nothing for a short dropout.",
)

if __name__ == "__main__":
    out = Path(__file__).with_name("questions.jsonl")
    out.write_text("".join(json.dumps(q, ensure_ascii=False) + "\n" for q in Q), encoding="utf-8")
    print(f"{len(Q)} questions -> {out}")
