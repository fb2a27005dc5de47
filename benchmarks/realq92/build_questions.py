"""realq92: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: control pins and pin states. Enable, shutdown, reset, mode and select pins: what each must be
tied to, what happens when it is left open, internal pull-ups and pull-downs, default states at
power-up (register reset values that decide what a pin does), active-high or active-low inputs, and
pins that must not be left floating. About two thirds casual, one third formal; one question in
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


# ---------------------------------------------------------------------------------------------
# Answerable factual questions (evidence on page lines no earlier set quoted)
# ---------------------------------------------------------------------------------------------

fact(
    "rq92-f01",
    "hard",
    "two ina219 breakouts with the address jumpers scratched and rewired by hand. on the first "
    "one A1 goes to gnd and A0 goes to SCL, on the second A1 goes to SDA and A0 goes to VS+. "
    "what 7 bit address does each one answer on?",
    ["INA219"],
    [
        it("INA219", "i2c_address", values=["0x43"], cond="A1 = GND, A0 = SCL (1000011)"),
        it("INA219", "i2c_address", values=["0x49"], cond="A1 = SDA, A0 = VS+ (1001001)"),
    ],
    [ev("ina219.pdf", 14, "GND SCL 1000011"), ev("ina219.pdf", 14, "SDA VS+ 1001001")],
    "Table 1 rows: A1 = GND, A0 = SCL -> 1000011 = 0x43; A1 = SDA, A0 = VS+ -> 1001001 = 0x49. "
    "Look-alikes: the swapped straps A1 = SCL / A0 = GND (0x4C) and A1 = VS+ / A0 = SDA (0x46); "
    "GND/SDA 0x42.",
    typ="structured",
)

fact(
    "rq92-f02",
    "hard",
    "An Si7021 is used without ever writing User Register 1; the firmware only issues measure "
    "commands after power-up. With the register at its reset value, at which resolution are "
    "relative humidity and temperature measured?",
    ["Si7021"],
    [
        it(
            "Si7021",
            "resolution",
            unit="bit",
            value=12,
            q="relative_humidity",
            cond="User Register 1 reset 0011_1010 -> RES1 = 0, RES0 = 0",
        ),
        it(
            "Si7021",
            "resolution",
            unit="bit",
            value=14,
            q="temperature",
            cond="User Register 1 reset 0011_1010 -> RES1 = 0, RES0 = 0",
        ),
    ],
    [
        ev("si7021.pdf", 26, "Reset Settings = 0011_1010"),
        ev("si7021.pdf", 26, "00: 12 bit 14 bit"),
    ],
    "RES1 is D7 and RES0 is D0 of the reset value 0011_1010, both 0 -> RES = 00 -> RH 12 bit, "
    "temperature 14 bit. Look-alikes: 01 = 8 / 12 bit, 10 = 10 / 13 bit, 11 = 11 / 11 bit; the "
    "heater register reset value 0000_0000 on the next page.",
    typ="structured",
    wording="formal",
)

fact(
    "rq92-f03",
    "medium",
    "pcf8563 tout juste alimenté, je n'ai encore rien écrit dans ses registres. la broche "
    "CLKOUT sort déjà un signal ? à quelle fréquence, et c'est quel type de sortie (il me faut "
    "une pull-up ?)",
    ["PCF8563"],
    [
        it("PCF8563", "data_rate", unit="kHz", value=32.768, cond="CLKOUT default frequency"),
        it(
            "PCF8563",
            "output_signal_type",
            values=["open-drain"],
            cond="CLKOUT, enabled at power-on",
        ),
    ],
    [
        ev(
            "pcf8563.pdf",
            6,
            "the register CLKOUT_control at address 0Dh. Frequencies of 32.768 kHz (default),",
        ),
        ev("pcf8563.pdf", 6, "CLKOUT is an open-drain"),
        ev(
            "pcf8563.pdf",
            6,
            "output and enabled at power-on. If disabled it becomes high-impedance.",
        ),
    ],
    "Section 8.1: CLKOUT is enabled at power-on, 32.768 kHz is the default, open-drain (needs a "
    "pull-up). Look-alikes: 1.024 kHz / 32 Hz / 1 Hz settings; INT is also open-drain. Same values "
    "as rq84-f11 (frequency) and rq79-f02 (output type), asked there from other lines.",
    typ="structured",
    lang="fr",
)

fact(
    "rq92-f04",
    "medium",
    "nrf24l01+ sending one packet at a time: i load the payload then give CE a short high pulse "
    "from the mcu. whats the minimum time CE has to stay high?",
    ["nRF24L01+"],
    [it("nRF24L01+", "response_time", unit="us", mn=10, cond="Thce, minimum CE high")],
    [ev("nrf24l01p.pdf", 24, "Thce Minimum CE high 10µs")],
    "Table 16 row Thce = 10 us minimum. Look-alikes: Tstby2a 130 us (standby to TX/RX), "
    "Tpece2csn 4 us, Tpd2stby 1.5 ms. Same 10 us as rq48-f15, read there from the note under "
    "Table 15.",
)

fact(
    "rq92-f05",
    "medium",
    "In a VL53L0X design the XSHUT pin is not connected to the host; it is tied to AVDD through a"
    " pull-up resistor. After the supply comes up, how long may the firmware boot take before the"
    " device can be addressed?",
    ["VL53L0X"],
    [
        it(
            "VL53L0X",
            "warm_up_time",
            unit="ms",
            mx=1.2,
            cond="tBOOT, power-up with XSHUT not controlled (Figure 11)",
        )
    ],
    [ev("vl53l0x.pdf", 17, "tBOOT is 1.2ms max.")],
    "Figure 11 (XSHUT tied to AVDD through a pull-up): tBOOT 1.2 ms max, then SW standby without "
    "HW standby. Same 1.2 ms as the XSHUT-controlled case (page 16, rq23-f25); timing budget 33 ms "
    "is a look-alike on the same page.",
    wording="formal",
)

fact(
    "rq92-f06",
    "medium",
    "The 32kHz output of a DS3231 is to clock a low-power timer. If the firmware never writes the "
    "status register, is the 32kHz pin active after power is applied, and at what frequency?",
    ["DS3231"],
    [it("DS3231", "data_rate", unit="kHz", typ=32.768, cond="32kHz pin, EN32kHz = 1 at power-up")],
    [
        ev("ds3231.pdf", 14, "high-impedance state. The initial power-up state of this bit"),
        ev("ds3231.pdf", 14, "is logic 1, and a 32.768kHz square-wave signal appears"),
    ],
    "Status register bit 3 EN32kHz powers up as 1: 32.768 kHz appears on the 32kHz pin (if the "
    "oscillator runs); logic 0 makes the pin high impedance. Look-alike: INT/SQW RS bits power up "
    "at 8.192 kHz but INTCN = 1 keeps the square wave off. Same 32.768 kHz as rq46-f16 (fOUT row).",
    wording="formal",
)

fact(
    "rq92-f07",
    "hard",
    "bh1750 wired like the sheet's example with the RC on DVI (1k from VCC, 1uF to gnd) so i "
    "don't need a gpio for the reset. what does that example demand from my supply: how fast "
    "must VCC rise, and how long must it stay off before i power it up again?",
    ["BH1750"],
    [
        it(
            "BH1750", "response_time", unit="us", mx=100, cond="VCC rise time 0 -> 2.4 V, RC on DVI"
        ),
        it(
            "BH1750",
            "response_time",
            unit="ms",
            mn=25,
            cond="time to power-supply reclosing after VCC off (VCC <= 0.05 V), RC on DVI",
        ),
    ],
    [
        ev(
            "bh1750.pdf",
            9,
            "Rise time of power supply : 100us or less Time to power supply reclosing : 25ms or more",
        )
    ],
    "Page 9 example (R = 1 kOhm, C = 1 uF between VCC and DVI, VCC = 2.8 V): rise time 100 us or "
    "less, reclosing time 25 ms or more; reset section 1 us. Both numbers were asked before from "
    "the numbered lines of the same page (rq63-f07, rq61-f14); this is the summary line.",
    typ="structured",
)

fact(
    "rq92-f08",
    "medium",
    "hx711 scale on battery. to save power i want to put it to sleep with the PD_SCK pin. how "
    "long does PD_SCK have to sit high before it actually powers down?",
    ["HX711"],
    [it("HX711", "response_time", unit="us", mn=60, cond="PD_SCK high for longer than 60 us")],
    [
        ev("hx711.pdf", 5, "When PD_SCK pin changes from low to high"),
        ev("hx711.pdf", 5, "60µ s Power down Normal"),
    ],
    "Fig. 3 power-down control: PD_SCK high for more than 60 us -> power down; low again -> reset "
    "and normal mode (channel A, gain 128). Look-alike: PD_SCK high time during readout T3 max "
    "50 us. 60 us asked before (rq37-f01) from the marked text line.",
)

fact(
    "rq92-f09",
    "medium",
    "For a TPS63021 design, the PG pin is not needed. What type of output is PG, and may it be "
    "left unconnected?",
    ["TPS63020"],
    [it("TPS63020", "output_signal_type", values=["open-drain"], cond="PG power-good output")],
    [
        ev(
            "tps63020.pdf",
            10,
            "open-drain and can be left open if not needed. By connecting a pullup resistor to the "
            "supply voltage of the",
        )
    ],
    "Section 7.3.4: PG is open-drain and can be left open. Contrast: EN and PS/SYNC must not be "
    "left open. Same open-drain value as rq64-f05 (pin table).",
    wording="formal",
)

fact(
    "rq92-f10",
    "hard",
    "According to the Manual Shutdown paragraph of the TP4056 data sheet, to what do the battery "
    "drain current and the supply current fall when charging is stopped by pulling CE to GND "
    "while the input supply stays connected?",
    ["TP4056"],
    [
        it("TP4056", "standby_current", unit="uA", mx=2, cond="battery drain, manual shutdown"),
        it("TP4056", "standby_current", unit="uA", mx=55, cond="supply current, manual shutdown"),
    ],
    [
        ev("tp4056.pdf", 11, "can be put into shutdown mode by pulling"),
        ev("tp4056.pdf", 11, "pin is float). This reduces the battery drain"),
        ev("tp4056.pdf", 11, "current to less than 2μA and the supply"),
        ev("tp4056.pdf", 11, "current to less than 55μA."),
    ],
    "Manual Shutdown (page 11): battery drain < 2 uA, supply current < 55 uA. Look-alike: the "
    "electrical table gives ICC in shutdown mode 55 uA typ / 100 uA max (tp4056-m2); the question "
    "asks for the paragraph's bound. 2 uA was asked from the pin description (rq76-f14).",
    typ="structured",
    wording="formal",
)

fact(
    "rq92-f11",
    "medium",
    "max44009 (gy-49) frisch eingeschaltet, ich habe das Konfigurationsregister nicht angefasst. "
    "welche Integrationszeit nennt das Datenblatt als Voreinstellung des ADC?",
    ["MAX44009"],
    [it("MAX44009", "response_time", unit="ms", typ=100, cond="default ADC integration time")],
    [ev("max44009.pdf", 6, "The default integration time of the ADC is 100ms, giving")],
    "Detailed description: default integration time 100 ms (configuration register POR 0x03 = "
    "TIM 011). Look-alikes: 800 ms measurement cycle of the default mode (rq65-f08), 6.25 ms in "
    "manual mode. 100 ms asked before from the register tables (rq34-f09, rq19-f06).",
    lang="de",
)

fact(
    "rq92-f12",
    "medium",
    "hc-sr04 trig pin driven from a gpio. how long does the trigger pulse need to be to start a "
    "measurement?",
    ["HC-SR04"],
    [it("HC-SR04", "response_time", unit="us", mn=10, cond="trigger pulse width")],
    [
        ev(
            "hc-sr04.pdf",
            2,
            "The Timing diagram is shown below. You only need to supply a short 10uS",
        ),
        ev("hc-sr04.pdf", 2, "pulse to the trigger input to start the ranging"),
    ],
    "Timing diagram text: a short 10 us pulse on Trig starts the ranging (8 x 40 kHz burst). "
    "Look-alike: 60 ms measurement cycle. 10 us asked before (rq33-f12) from another line.",
)

fact(
    "rq92-f13",
    "hard",
    "mcp4725 breakout (the normal A0 part, A2 A1 at factory default). i bridged the A0 pad to "
    "vcc so it doesn't clash with a second dac. what 7 bit address is it on now?",
    ["MCP4725"],
    [
        it(
            "MCP4725",
            "i2c_address",
            values=["0x61"],
            cond="device code 1100, A2 = A1 = 0 (default), A0 pin high",
        )
    ],
    [
        ev("mcp4725.pdf", 27, "The A2 and A1 are programmed to ‘00’ (default),"),
        ev("mcp4725.pdf", 23, "code) and three address bits (A2, A1, A0). The A2 and"),
        ev("mcp4725.pdf", 23, "A1 bits are hard-wired during manufacturing, and A0 bit"),
        ev("mcp4725.pdf", 23, "is determined by the logic state of A0 pin. The A0 pin"),
    ],
    "Device code 1100, A2 A1 = 00 by default, A0 = 1 -> 1100001 = 0x61. Look-alike: A0 low "
    "0x60; other A2/A1 options (0x62 .. 0x67) need another part number.",
)

# ---------------------------------------------------------------------------------------------
# Factual questions the sheets cannot answer (near misses on unmarked lines, parts not covered)
# ---------------------------------------------------------------------------------------------

trap(
    "rq92-u01",
    "hard",
    "max7219 clock: at night i put it in shutdown and drop V+ as low as i can to save power, but "
    "i want the digit registers to keep their data so i don't have to resend. what's the "
    "guaranteed minimum V+ that still keeps the register contents?",
    ["MAX7219"],
    [ev("max7219.pdf", 6, "as V+ typically exceeds 2V. The control registers consist")],
    "Only 'retain data as long as V+ typically exceeds 2V'; no guaranteed retention voltage. "
    "Near miss: 2 V typical; the operating V+ is 4.0 .. 5.5 V.",
)

trap(
    "rq92-u02",
    "medium",
    "lm2596 on 12 V. i tied the ON/OFF pin straight to VIN (12 V) to keep it off. how much "
    "current flows into the ON/OFF pin at 12 V?",
    ["LM2596"],
    [
        ev("lm2596.pdf", 4, "ON/OFF Pin Input Current"),
        ev("lm2596.pdf", 4, "ON/OFF Pin = 0 V (regulator ON) IIL"),
    ],
    "Input current rows exist only for ON/OFF = 5.0 V (IIH 15 / 30) and 0 V (IIL 0.01 / 5.0); "
    "nothing at 12 V (pin allowed up to +Vin).",
)

trap(
    "rq92-u03",
    "hard",
    "A push button on the DS3231 RST pin is used as a manual reset input. What minimum time does "
    "the data sheet guarantee for the pushbutton debounce (PBDB), i.e. how long must the button "
    "be held at least before the DS3231 accepts the press?",
    ["DS3231"],
    [
        ev("ds3231.pdf", 10, "Pushbutton Reset Function"),
        ev("ds3231.pdf", 10, "After the internal timer has expired (PBDB), the DS3231"),
    ],
    "PBDB is given only as 250 ms typical in the AC table (no minimum or maximum); the text only "
    "names the internal timer. Look-alike: tRST 250 ms typical.",
    wording="formal",
)

trap(
    "rq92-u04",
    "medium",
    "tp4056 bare chip on my board, CE goes to an mcu pin that is high-z while the mcu boots. does "
    "CE have an internal pull-up or pull-down, i.e. does the charger run or stop while CE floats?",
    ["TP4056"],
    [
        ev("tp4056.pdf", 7, "on CE pin will put the device in normal"),
        ev("tp4056.pdf", 7, "operation mode. Pulling the CE pin to low"),
    ],
    "Pin description: high = normal operation, low = shutdown, TTL/CMOS levels; no internal pull "
    "and no floating state are described.",
)

trap(
    "rq92-u05",
    "medium",
    "nrf24l01+ CE pin: is there an internal pull-down (and how strong), so the radio stays off "
    "while my mcu pin is still floating at boot?",
    ["nRF24L01+"],
    [
        ev(
            "nrf24l01p.pdf",
            50,
            "CE (this signal is active high and used to activate the chip in RX or TX mode)",
        )
    ],
    "CE is described as active high, used to activate RX or TX mode; no internal pull-up or "
    "pull-down is specified anywhere.",
)

trap(
    "rq92-u06",
    "medium",
    "Does the MCP3008 have an internal pull-up on CS/SHDN that keeps it in standby while the "
    "host's pins are still high-impedance during boot, and if so, what is its value?",
    ["MCP3008"],
    [
        ev("mcp3008.pdf", 15, "The CS/SHDN pin is used to initiate communication"),
        ev("mcp3008.pdf", 15, "standby. The CS/SHDN pin must be pulled high"),
    ],
    "The pin description says high = standby and CS/SHDN must be pulled high between "
    "conversions; no internal pull-up is specified.",
    wording="formal",
)

trap(
    "rq92-u07",
    "medium",
    "inmp441 module with the CHIPEN pad not connected to anything. is there an internal pull-up "
    "on CHIPEN that keeps the mic enabled, and what value?",
    ["INMP441"],
    [
        ev(
            "inmp441.pdf",
            10,
            "controls the power modes. The part is in normal operation mode when SCK is active "
            "and the CHIPEN pin is high.",
        )
    ],
    "CHIPEN high = enabled, low = power-down; no internal pull or floating behaviour is given.",
)

trap(
    "rq92-u08",
    "medium",
    "ams1117-3.3 on my board: which voltage on its EN pin shuts it off, and how much does it draw "
    "when shut down?",
    ["AMS1117"],
    [
        ev("ams1117.pdf", 1, "3 PIN FIXED/ADJUSTABLE"),
        ev("ams1117.pdf", 1, "1- Ground/Adjust"),
        ev("ams1117.pdf", 1, "3- VIN"),
    ],
    "The AMS1117 is a three-terminal regulator (GND/ADJ, VOUT, VIN): no enable pin, no shutdown "
    "threshold or shutdown current.",
)

trap(
    "rq92-u09",
    "medium",
    "max31855 breakout, CS goes to an esp32 pin that floats during boot. does the max31855 pull "
    "CS up internally, and with what resistance?",
    ["MAX31855"],
    [ev("max31855.pdf", 7, "Active-Low Chip Select. Set CS low to")],
    "Pin description: active-low chip select only; no internal pull-up is specified.",
)

trap(
    "rq92-u10",
    "hard",
    "ina3221 TC alert for my power sequencing: ch2 (3.3 V) must come up after ch1 (5 V). what's "
    "the guaranteed minimum time ch2 gets after ch1 reaches 1.2 V before TC goes low? i need to "
    "know the worst case for my slow ldo",
    ["INA3221"],
    [
        ev("ina3221.pdf", 14, "Output 28.6ms"),
        ev("ina3221.pdf", 14, "1.2V on Channel 2 Not Detected"),
    ],
    "The window is only 'approximately 28.6 ms' (four cycles of all three channels at the default "
    "conversion times, Figures 7-3 / 7-4); no guaranteed minimum. Look-alike: 2.2 ms per channel "
    "pair in the diagram.",
)

# ---------------------------------------------------------------------------------------------
# Compatibility questions (three devices each; evidence may sit on lines earlier sets quoted)
# ---------------------------------------------------------------------------------------------

# compatible -----------------------------------------------------------------------------------

compat(
    "rq92-c01",
    "hard",
    "short on adc pins: two tmp36 in soic (the ones with the SHUTDOWN pin) share one mcp3008 "
    "channel, outputs tied together. i keep one of them in shutdown at any time and only read "
    "the enabled one. a dht11 is on the same 3.3 V. does the tmp36 sheet allow tying the outputs "
    "like that?",
    ["TMP36", "MCP3008", "DHT11"],
    "compatible",
    [],
    [
        ev("tmp36.pdf", 7, "temperature sensors becomes a high impedance state where the"),
        ev("tmp36.pdf", 7, "potential of the output pin would then be determined by external"),
    ],
    "During shutdown the TMP36 output is high impedance and its potential is set by the external "
    "circuit, so the enabled sensor drives the shared node. SHUTDOWN exists on SOIC-8 / SOT-23 only.",
)

compat(
    "rq92-c02",
    "hard",
    "bare esp32-wroom-32: i used GPIO5 to drive the nSLEEP of a drv8833 and put a 100k "
    "pull-down on it so the motors stay asleep while the esp32 boots. an mq-2 module is on the "
    "board too. will GPIO5 being low at reset mess up how the esp32 boots?",
    ["ESP32-WROOM-32", "DRV8833", "MQ-2"],
    "compatible",
    [],
    [
        ev("esp32-wroom-32.pdf", 10, "Timing of SDIO Slave"),
        ev("esp32-wroom-32.pdf", 10, "GPIO5 Pull-up 0 1 0 1"),
        ev("drv8833.pdf", 3, "enter low-power sleep mode and reset all"),
    ],
    "GPIO5 is a strapping pin, but Table 3 uses it only for the SDIO slave timing (with MTDO); "
    "boot mode is set by GPIO0 / GPIO2 and VDD_SDIO by MTDI. The DRV8833 nSLEEP low = sleep.",
)

compat(
    "rq92-c03",
    "medium",
    "l298n module, ENA/ENB jumpers left on (enables tied high). to brake the motor hard i set "
    "IN1 and IN2 both high. acs712 on the motor line, a ds18b20 on the heatsink. is that a "
    "proper fast stop according to the l298 sheet?",
    ["L298N", "ACS712", "DS18B20"],
    "compatible",
    [],
    [
        ev("l298n.pdf", 6, "C=D Fast Motor Stop"),
        ev("l298n.pdf", 6, "Ven = H C=H;D=L Forward"),
    ],
    "Figure 6 function table: Ven = H with C = D -> fast motor stop (brake); Ven = L -> free "
    "running stop.",
)

compat(
    "rq92-c04",
    "hard",
    "shared interrupt line: the INT of a pcf8563 and the INT of a max44009 are tied together to "
    "one mcu pin with a 10k pull-up (wired-or). at power-up i don't touch the pcf8563 control "
    "registers for a while. will the pcf8563 hold the line low before i configure it? an acs712 "
    "sits on the same board.",
    ["PCF8563", "MAX44009", "ACS712"],
    "compatible",
    [it("PCF8563", "output_signal_type", values=["open-drain"], cond="INT")],
    [
        ev(
            "pcf8563.pdf",
            8,
            "When bits TIE and AIE are disabled, pin INT will remain high-impedance.",
        ),
        ev("pcf8563.pdf", 20, "01h Control_status_2 0 0 0 0 0 0 0 0"),
        ev("pcf8563.pdf", 5, "interrupt output (open-drain; active LOW)"),
        ev("max44009.pdf", 12, "INT, an open-drain output, pulls low"),
    ],
    "After reset TIE = AIE = 0 (Control_status_2 reset value 0), so the PCF8563 INT stays high "
    "impedance; both INT pins are open-drain and can share one pull-up.",
)

compat(
    "rq92-c05",
    "hard",
    "Two VL53L0X sensors share one I2C bus and both start at the same default address. The "
    "firmware holds XSHUT of sensor B low, changes the address of sensor A, and then releases B; "
    "an INA3221 and an LM35 are on the same board. While XSHUT of sensor B is low, does sensor B "
    "stay off the I2C bus?",
    ["VL53L0X", "INA3221", "LM35"],
    "compatible",
    [],
    [
        ev("vl53l0x.pdf", 8, "XSHUT is needed to use HW standby mode (no I2C comm)."),
        ev(
            "vl53l0x.pdf",
            16,
            "HW Standby mode is defined as the period when AVDD is present and XSHUT is low.",
        ),
    ],
    "XSHUT low = HW standby with no I2C communication, so sensor B does not answer while A is "
    "re-addressed. XSHUT must always be driven (here it is).",
    wording="formal",
)

compat(
    "rq92-c06",
    "hard",
    "can + scale node: mcp2515 with a 16 MHz crystal, i use its CLKOUT (never configured, so "
    "whatever it does after reset) as the clock for an hx711 XI pin, RATE tied high. tm1637 "
    "shows the weight. i need at least 10 readings per second. ok?",
    ["MCP2515", "HX711", "TM1637"],
    "compatible",
    [],
    [
        ev("mcp2515.pdf", 55, "The CLKOUT pin will be active upon system Reset and"),
        ev("mcp2515.pdf", 55, "default to the slowest speed (divide-by-8) so that it can"),
        ev("hx711.pdf", 3, "frequency 1 11.0592 20 MHz"),
        ev("hx711.pdf", 3, "RATE = DVDD fclk/138,240"),
    ],
    "CLKOUT defaults to FOSC/8 = 2 MHz, inside the HX711's 1 .. 20 MHz clock range; with RATE "
    "high the data rate is 2 MHz / 138,240 = 14.5 SPS >= 10.",
)

compat(
    "rq92-c07",
    "medium",
    "A W25Q64FV is used in standard single SPI only; the QE bit is never set. /WP and /HOLD are "
    "tied directly to the 3.3 V supply. A MAX31865 shares the SPI bus and an HC-SR04 is also on "
    "the board. Is tying /WP and /HOLD high correct for this use?",
    ["W25Q64FV", "MAX31865", "HC-SR04"],
    "compatible",
    [],
    [
        ev(
            "w25q64.pdf",
            11,
            "The /HOLD pin allows the device to be paused while it is actively selected. When /HOLD is brought low,",
        ),
        ev(
            "w25q64.pdf",
            11,
            "(don’t care). When /HOLD is brought high, device operation can resume. The /HOLD function can be",
        ),
        ev(
            "w25q64.pdf",
            11,
            "The Write Protect (/WP) pin can be used to prevent the Status Registers from being written. Used in",
        ),
    ],
    "With QE = 0 the pins keep their /WP and /HOLD functions; /HOLD high = not paused, /WP high = "
    "status register writes not blocked by the pin. Tying both high is the normal standard-SPI use.",
    wording="formal",
)

compat(
    "rq92-c08",
    "medium",
    "lm2596 module on 24 V. i pulled its ON/OFF pin up to the 24 V input through 47k so it is "
    "off by default, and a pc817 transistor pulls ON/OFF to gnd to switch it on. a max31855 "
    "runs from the output. is 24 V on ON/OFF allowed, and does the logic work that way round?",
    ["LM2596", "PC817", "MAX31855"],
    "compatible",
    [],
    [
        ev("lm2596.pdf", 2, "ON/OFF Pin Input Voltage − −0.3 V ≤ V ≤ +Vin V"),
        ev(
            "lm2596.pdf",
            3,
            "+Vin) shuts the regulator off. If the voltage applied to this pin is lower than 1.6 V or if this pin is left open, the regulator",
        ),
    ],
    "ON/OFF may go up to +Vin; above the 1.6 V threshold the regulator is off, below it (opto "
    "pulling to ground) it runs.",
)

compat(
    "rq92-c09",
    "hard",
    "ads1115 in continuous mode reading an mq-3 (an irlz44n switches its heater). i want "
    "ALERT/RDY as a data-ready interrupt: Hi_thresh = 0x8000, Lo_thresh = 0x0000, COMP_QUE = 00, "
    "10k pull-up to 3.3 V. will ALERT/RDY pulse at each conversion?",
    ["ADS1115", "MQ-3", "IRLZ44N"],
    "compatible",
    [],
    [
        ev("ads1115.pdf", 20, "Hi_thresh register MSB to '1' and the Lo_thresh"),
        ev("ads1115.pdf", 15, "realized if the MSB of the high threshold register is"),
        ev("ads1115.pdf", 15, "and the COMP_QUE bits can disable the pin;"),
        ev("ads1115.pdf", 15, "require a pull-up resistor. When in continuous"),
    ],
    "Conversion-ready mode: Hi_thresh MSB = 1, Lo_thresh MSB = 0, COMP_QUE not 11, pull-up fitted; "
    "in continuous mode the pin pulses (~8 us) after each conversion.",
)

compat(
    "rq92-c10",
    "hard",
    "nrf24l01+ as a pure receiver (PRX), PWR_UP = 1 and PRIM_RX = 1 set once at startup. to save "
    "a gpio i tied CE permanently to 3.3 V. the 3.3 V comes from an ams1117, a dht22 is the only "
    "other part. will it sit in rx mode like that?",
    ["nRF24L01+", "AMS1117", "DHT22"],
    "compatible",
    [],
    [
        ev("nrf24l01p.pdf", 24, "RX mode 1 1 1 -"),
        ev(
            "nrf24l01p.pdf",
            23,
            "nRF24L01+ must have the PWR_UP bit, PRIM_RX bit and the CE pin set high.",
        ),
    ],
    "Table 15: RX mode = PWR_UP 1, PRIM_RX 1, CE 1. The CE pulse requirement applies to TX; a "
    "receiver may keep CE high. Power-down to standby needs Tpd2stby before RX starts.",
)

compat(
    "rq92-c11",
    "hard",
    "ds3231 alarm as wake-up: i set alarm 1 and A1IE = 1 but never touch INTCN or the rest of "
    "the control register. INT/SQW with a pull-up goes to my mcu, an srd relay and a bh1750 are "
    "on the board. will INT/SQW go low on the alarm, or do i have to change INTCN first?",
    ["DS3231", "SRD-05VDC-SL-C", "BH1750"],
    "compatible",
    [],
    [
        ev("ds3231.pdf", 13, "POR: 0 0 0 1 1 1 0 0"),
        ev("ds3231.pdf", 13, "keeping registers and either of the alarm registers acti-"),
        ev("ds3231.pdf", 13, "vates the INT/SQW output (if the alarm is also enabled)."),
    ],
    "INTCN powers up as 1 (control register POR 0001 1100), so an enabled alarm match drives "
    "INT/SQW low; no INTCN write is needed.",
)

compat(
    "rq92-c12",
    "hard",
    "An MCP4725 drives the gate of an IRLZ44N in an LED dimmer; an Si7021 shares the I2C bus. "
    "When the DAC is put into power-down with PD1 = 0 and PD0 = 1, is the MOSFET gate held low "
    "enough for the IRLZ44N to stay off?",
    ["MCP4725", "IRLZ44N", "Si7021"],
    "compatible",
    [
        it(
            "IRLZ44N",
            "gate_threshold_voltage",
            unit="V",
            mn=1.0,
            mx=2.0,
            cond="VGS(th), ID = 250 uA",
        )
    ],
    [
        ev("mcp4725.pdf", 20, "0 1 1 kΩ resistor to ground (1)"),
        ev("irlz44n.pdf", 2, "VGS(th) Gate Threshold Voltage 1.0 ––– 2.0 V VDS = VGS , ID = 250µA"),
    ],
    "PD = 01 switches VOUT to a 1 kOhm resistor to ground; the gate sits at 0 V, below the "
    "1.0 V minimum threshold, so the FET is off.",
    wording="formal",
)

# incompatible ---------------------------------------------------------------------------------

compat(
    "rq92-i01",
    "medium",
    "voice logger with an inmp441, a w25q64 for storage and a dht22 for the room climate. to "
    "save the most power between recordings i first stop SCK (standby) and a moment later pull "
    "CHIPEN low. is that sequence ok for the mic?",
    ["INMP441", "W25Q64FV", "DHT22"],
    "incompatible",
    [],
    [
        ev(
            "inmp441.pdf",
            10,
            "The INMP441 should not be transitioned from standby to power-down mode, or vice versa. Standby mode is only intended to be",
        ),
        ev("inmp441.pdf", 10, "entered from the normal operation state."),
    ],
    "The sheet forbids going from standby to power-down; CHIPEN should be pulled low from normal "
    "operation (SCK running).",
)

compat(
    "rq92-i02",
    "medium",
    "greenhouse cart: l298n module, hc-sr04 up front, si7021 on top. when the sonar sees a wall i "
    "pull "
    "ENA low to brake the motor hard. is that a brake, per the l298 sheet?",
    ["L298N", "HC-SR04", "Si7021"],
    "incompatible",
    [],
    [
        ev("l298n.pdf", 6, "Ven = L C=X;D=X Free Running"),
        ev("l298n.pdf", 6, "Motor Stop"),
    ],
    "Ven = L gives a free-running (coasting) stop; a fast stop needs Ven = H with C = D.",
)

compat(
    "rq92-i03",
    "hard",
    "gy-271 (hmc5883l) compass on an xc6206 3.3 V, heading shown on a tm1637. my code only sets "
    "CRA/CRB and then reads the data registers every 100 ms, i never write the mode register. "
    "will i get fresh readings every time?",
    ["HMC5883L", "TM1637", "XC6206"],
    "incompatible",
    [],
    [
        ev(
            "hmc5883l.pdf",
            10,
            "This is the default power-up mode. During single-measurement mode, the device makes a single measurement and",
        ),
        ev(
            "hmc5883l.pdf",
            10,
            "updated, the device is placed in idle mode, and the Mode Register is changed to idle mode by setting MD[n] bits. Settings",
        ),
    ],
    "Power-up default is single-measurement mode: one measurement, then idle. Without writing the "
    "mode register (continuous, or a new single measurement each time) the data stay stale.",
)

compat(
    "rq92-i04",
    "hard",
    "air box: ccs811 (cjmcu board) on a tps63021 3.3 V rail with a dht22 for compensation. after "
    "power-up my code writes MEAS_MODE = 0x10 and then reads ALG_RESULT_DATA every second. i never "
    "send anything to 0xF4. will i get eCO2 readings?",
    ["CCS811", "DHT22", "TPS63020"],
    "incompatible",
    [],
    [
        ev("ccs811.pdf", 22, "As an alternative to Power-On reset or Hardware Reset a"),
        ev("ccs811.pdf", 22, "Asserting the SW_RESET will restart the CCS811 in Boot mode"),
        ev("ccs811.pdf", 24, "To change the mode of the CCS811 from Boot mode to running"),
        ev("ccs811.pdf", 24, "the application, a single byte write of 0xF4 is required."),
    ],
    "After a reset the CCS811 is in boot mode; the application (and measurements) only run after "
    "the APP_START write to 0xF4.",
)

compat(
    "rq92-i05",
    "hard",
    "bare esp32-wroom-32 board: a pc817 output pulls GPIO0 low whenever its input is active, and "
    "the input is active at power-on. an ina219 is on i2c. will the esp32 still boot my firmware "
    "from flash when it powers up with GPIO0 held low?",
    ["ESP32-WROOM-32", "PC817", "INA219"],
    "incompatible",
    [],
    [
        ev("esp32-wroom-32.pdf", 10, "GPIO0 Pull-up 1 0"),
        ev("esp32-wroom-32.pdf", 10, "Pin Default SPI Boot Download Boot"),
    ],
    "GPIO0 is a strapping pin: 1 = SPI boot, 0 = download boot (with GPIO2 low or floating, "
    "default pull-down). Held low at reset the module enters download mode.",
)

compat(
    "rq92-i06",
    "medium",
    "A logger has a single SPI device, a W25Q64FV, so its /CS pin is tied permanently to ground "
    "to save a GPIO. An ADS1115 on I2C reads an MQ-2. Will the flash accept instructions with /CS"
    " wired this way?",
    ["W25Q64FV", "ADS1115", "MQ-2"],
    "incompatible",
    [],
    [
        ev(
            "w25q64.pdf",
            11,
            "After power-up, /CS must transition from high to low before a new instruction will be accepted. The /CS",
        ),
        ev(
            "w25q64.pdf",
            11,
            "input must track the VCC supply level at power-up and power-down (see “Write Protection” and figure 43).",
        ),
    ],
    "/CS must go from high to low before each new instruction (and track VCC at power-up); a "
    "permanently grounded /CS never gives that edge.",
    wording="formal",
)

compat(
    "rq92-i07",
    "medium",
    "A 74HC595 drives eight LEDs; a BH1750 and a TP4056 share the board. To save a wire, MR (pin "
    "10) is tied to GND, while DS, SHCP and STCP come from the microcontroller and OE is held "
    "low. Will the LEDs show the data shifted in?",
    ["74HC595", "BH1750", "TP4056"],
    "incompatible",
    [],
    [
        ev("74hc595.pdf", 5, "MR 10 master reset (active LOW)"),
        ev("74hc595.pdf", 5, "X X L L X L NC a LOW-level on MR only affects the shift registers"),
        ev("74hc595.pdf", 5, "X L L X L L empty shift register loaded into storage register"),
    ],
    "MR is active LOW: tied to GND it holds the shift register cleared, so every STCP edge loads "
    "an empty register into the outputs. MR must sit HIGH for normal operation.",
    wording="formal",
)

compat(
    "rq92-i08",
    "medium",
    "mcp3008 reading an acs712 as fast as i can: i pull CS low once and keep clocking, hoping it "
    "keeps converting. an mpu-6050 is on the same board. will each new block of clocks give me "
    "a fresh conversion?",
    ["MCP3008", "ACS712", "MPU-6050"],
    "incompatible",
    [],
    [
        ev("mcp3008.pdf", 15, "standby. The CS/SHDN pin must be pulled high"),
        ev("mcp3008.pdf", 15, "between conversions."),
        ev(
            "mcp3008.pdf",
            20,
            "* After completing the data transfer, if further clocks are applied with CS low, the A/D converter will output LSB",
        ),
    ],
    "CS/SHDN must be pulled high between conversions; extra clocks with CS low only give the LSB-"
    "first copy and then zeros.",
)

compat(
    "rq92-i09",
    "medium",
    "bare mpu-6050 on my pcb, only i2c used. i left FSYNC (pin 11) and CLKIN (pin 1) "
    "unconnected since i don't need frame sync or an external clock. an hc-sr04 and an mcp73831 "
    "charger share the board. is leaving those two pins open ok?",
    ["MPU-6050", "HC-SR04", "MCP73831"],
    "incompatible",
    [],
    [
        ev(
            "mpu-6050.pdf",
            21,
            "FSYNC Frame synchronization digital input. Connect to GND if unused.",
        ),
        ev(
            "mpu-6050.pdf",
            21,
            "CLKIN Optional external reference clock input. Connect to GND if unused.",
        ),
    ],
    "Pin table: FSYNC and CLKIN must be connected to GND if unused; leaving them open is against "
    "the sheet.",
)

compat(
    "rq92-i10",
    "hard",
    "A TPS63020 is to be synchronised through PS/SYNC from the CLKOUT pin of an MCP2515 that runs "
    "from a 16 MHz crystal; the MCP2515 CLKOUT prescaler is left at its reset setting. A MAX7219 is "
    "supplied from the converter. Is the CLKOUT frequency inside the synchronisation range of the "
    "TPS63020?",
    ["TPS63020", "MCP2515", "MAX7219"],
    "incompatible",
    [
        it(
            "TPS63020",
            "data_rate",
            unit="kHz",
            mn=2200,
            typ=2400,
            mx=2600,
            cond="frequency range for synchronization",
        ),
    ],
    [
        ev("mcp2515.pdf", 55, "default to the slowest speed (divide-by-8) so that it can"),
        ev("tps63020.pdf", 6, "Frequency range for synchronization 2200 2400 2600 kHz"),
    ],
    "CLKOUT after reset = FOSC/8 = 2 MHz, below the 2.2 .. 2.6 MHz synchronisation range.",
    wording="formal",
)

compat(
    "rq92-i11",
    "hard",
    "ads1115 continuous mode, i only changed COMP_QUE to 00 and left Hi_thresh and Lo_thresh at "
    "their power-up values. ALERT/RDY with a pull-up goes to an interrupt pin, should fire once "
    "per conversion as data ready. an mcp4725 and a drv8833 share the board. will it?",
    ["ADS1115", "MCP4725", "DRV8833"],
    "incompatible",
    [],
    [
        ev("ads1115.pdf", 20, "Lo_thresh default = 8000h."),
        ev("ads1115.pdf", 20, "Hi_thresh default = 7FFFh."),
        ev("ads1115.pdf", 20, "Hi_thresh register MSB to '1' and the Lo_thresh"),
    ],
    "Defaults are Hi = 7FFFh (MSB 0) and Lo = 8000h (MSB 1): the pin works as a comparator, not "
    "as conversion ready; RDY mode needs Hi MSB = 1 and Lo MSB = 0.",
)

compat(
    "rq92-i12",
    "hard",
    "An INA3221 uses its timing-control (TC) alert to check that the 3.3 V rail on channel 2 "
    "rises after the 5 V rail on channel 1. Immediately after power-up the firmware writes the "
    "Configuration register (averaging 16) and then waits for TC; a TPS63021 makes the 3.3 V and "
    "an LM35 sits on the channel-3 board. Will the TC check still take place?",
    ["INA3221", "TPS63020", "LM35"],
    "incompatible",
    [],
    [
        ev(
            "ina3221.pdf",
            15,
            "default device settings at power-up. Writing to the Configuration register before the timing control alert function",
        ),
        ev(
            "ina3221.pdf",
            15,
            "completes the full sequence results in disabling the timing control alert until power is cycled or a software reset is",
        ),
    ],
    "Writing the Configuration register before the TC sequence completes disables the timing "
    "control alert until a power cycle or software reset.",
    wording="formal",
)

compat(
    "rq92-i13",
    "hard",
    "gy-49 (max44009) as a dusk switch: i wrote the upper and lower threshold bytes and the "
    "threshold timer, INT has a pull-up and goes to an mcu pin that switches an l298n lamp "
    "driver, a pcf8563 logs the times. i didn't touch any other register. will INT go low when "
    "it gets dark?",
    ["MAX44009", "L298N", "PCF8563"],
    "incompatible",
    [],
    [
        ev("max44009.pdf", 7, "Interrupt Enable — — — — — — — INTE 0x01 0x00 R/W"),
        ev(
            "max44009.pdf",
            8,
            "0 The INT pin and the INTS bit are not asserted even if an interrupt event has occurred.",
        ),
    ],
    "INTE powers up as 0, and with INTE = 0 the INT pin is not asserted even on an interrupt event.",
)

# insufficient_evidence -------------------------------------------------------------------------

compat(
    "rq92-e01",
    "hard",
    "hx711 scale: i switch RATE between 10 and 80 sps at run time (gpio on RATE). how long after "
    "switching is the output valid again? a max7219 shows the weight, an ina219 monitors the "
    "battery. i assume 400 ms is always enough, ok?",
    ["HX711", "MAX7219", "INA219"],
    "insufficient_evidence",
    [],
    [
        ev(
            "hx711.pdf",
            3,
            "（1）Settling time refers to the time from power up, reset, input channel change and gain change",
        ),
    ],
    "Settling time is defined for power-up, reset, channel change and gain change only; a RATE "
    "change at run time is not covered.",
)

compat(
    "rq92-e02",
    "medium",
    "An MCP2515 CAN node has nothing connected to the RESET pin (no RC network, no pull-up); the "
    "firmware issues the SPI Reset instruction at start-up. A DS18B20 and a PC817 are on the same"
    " board. Does the data sheet allow RESET to be left unconnected?",
    ["MCP2515", "DS18B20", "PC817"],
    "insufficient_evidence",
    [],
    [
        ev("mcp2515.pdf", 4, "RESET 17 19 17 I Active-low device Reset input —"),
        ev("mcp2515.pdf", 57, "1. Hardware Reset – Low on RESET pin."),
    ],
    "RESET is an active-low input; the sheet shows an RC on it but states no internal pull-up and "
    "nothing about leaving it open.",
    wording="formal",
)

compat(
    "rq92-e03",
    "medium",
    "ccs811 on a 3.3 V board with a max31865 and an lm35. i ran out of gpios so nWAKE is just "
    "floating, not tied to anything. will the ccs811 still answer on i2c?",
    ["CCS811", "MAX31865", "LM35"],
    "insufficient_evidence",
    [],
    [
        ev(
            "ccs811.pdf",
            4,
            "nWAKE is an active low input and should be asserted by the host prior to an I²C",
        ),
        ev("ccs811.pdf", 4, "transaction and held low throughout."),
    ],
    "nWAKE must be low for I2C; no internal pull is stated, so a floating nWAKE has undefined level.",
)

compat(
    "rq92-e04",
    "medium",
    "A four-digit TM1637 clock also carries a DS18B20 and an AMS1117. Immediately after power-up,"
    " before the firmware sends the display control command, is the display guaranteed to be "
    "dark, or can it show random segments?",
    ["TM1637", "DS18B20", "AMS1117"],
    "insufficient_evidence",
    [],
    [
        ev(
            "tm1637.pdf",
            5,
            "ignored until effective address is set. Once electrified, the default address is C0H.",
        ),
    ],
    "Only the default address (C0H) after power-on is stated; the display on/off state and SRAM "
    "content at power-up are not.",
    wording="formal",
)

compat(
    "rq92-e05",
    "hard",
    "I want the DS3231 RST output (open drain, internal pull-up) to reset an ESP32-WROOM-32 "
    "through its EN pin after each power failure; the ESP32 needs EN held low for at least "
    "200 ms. An L298N shares the 5 V supply. Does the DS3231 guarantee that its RST pulse lasts "
    "at least 200 ms?",
    ["DS3231", "ESP32-WROOM-32", "L298N"],
    "insufficient_evidence",
    [],
    [
        ev("ds3231.pdf", 4, "Reset Active Time tRST 250 ms"),
    ],
    "tRST is given as a single 250 ms typical value; no minimum. (The 200 ms EN requirement is the "
    "user's.)",
    wording="formal",
)

compat(
    "rq92-e06",
    "medium",
    "my 'drv8833' module turned out to have an HR8833 chip on it. nSLEEP is left open on the "
    "board, a tp4056 charges the cell and an mq-3 sits on the same board. will the HR8833 stay "
    "asleep with nSLEEP open like the drv8833 does?",
    ["DRV8833", "TP4056", "MQ-3"],
    "insufficient_evidence",
    [],
    [
        ev(
            "drv8833.pdf",
            11,
            "pulled up to the supply (VM). TI recommends using a pullup resistor when this is done. This resistor limits the",
        ),
    ],
    "The HR8833 is another part; the DRV8833 sheet (nSLEEP internal pulldown 500 kOhm) does not "
    "cover it.",
)

compat(
    "rq92-e07",
    "medium",
    "cjmcu-811 board (ccs811): the seller says WAK is pulled to gnd on the board so i can leave "
    "it open. hmc5883l and an acs712 on the same bus/board. can i rely on that?",
    ["CCS811", "HMC5883L", "ACS712"],
    "insufficient_evidence",
    [],
    [
        ev(
            "ccs811.pdf",
            4,
            "nWAKE is an active low input and should be asserted by the host prior to an I²C",
        ),
    ],
    "The board's resistors are not in the CCS811 sheet; only the chip's nWAKE requirement is.",
)

compat(
    "rq92-e08",
    "hard",
    "The PROG pin of an MCP73831 (VDD = 5 V from USB) is switched by a 3.3 V microcontroller: a "
    "push-pull output drives PROG to 3.3 V to stop charging and releases it to the RPROG "
    "resistor to charge. A VL53L0X and an MCP3008 run from the cell. Is 3.3 V on PROG guaranteed "
    "to be a logic high that disables the charger?",
    ["MCP73831", "VL53L0X", "MCP3008"],
    "insufficient_evidence",
    [],
    [
        ev("mcp73831.pdf", 15, "float or by applying a logic-high input signal, disables"),
    ],
    "A logic-high on PROG disables the charger, but no PROG threshold (VIH) is given, so 3.3 V at "
    "VDD = 5 V cannot be checked.",
    wording="formal",
)

compat(
    "rq92-e09",
    "medium",
    "two inmp441 on one esp32, i want to swap left/right on the fly by toggling the L/R pin of "
    "each mic from a gpio while recording. a pcf8563 and a dht11 are on the board. will the "
    "mic switch channel cleanly on the next frame?",
    ["INMP441", "PCF8563", "DHT11"],
    "insufficient_evidence",
    [],
    [
        ev(
            "inmp441.pdf",
            8,
            "Left/Right Channel Select. When set low, the microphone outputs its signal in the left channel",
        ),
    ],
    "L/R selects the channel, but changing it during operation (timing, glitches) is not described.",
)

compat(
    "rq92-e10",
    "medium",
    "bare esp32-wroom-32: i left EN unconnected (no rc, no pull-up) because i read the chip has an "
    "internal pull-up. hmc5883l and an mq-3 on the board. will it start reliably?",
    ["ESP32-WROOM-32", "HMC5883L", "MQ-3"],
    "insufficient_evidence",
    [],
    [
        ev("esp32-wroom-32.pdf", 8, "EN 3 I Module-enable signal. Active high."),
    ],
    "The module sheet only says EN is active high and recommends an RC delay; no internal pull-up "
    "on EN is stated.",
)

compat(
    "rq92-e11",
    "medium",
    "cheap 1 channel relay module with an srd-05vdc-sl-c and a jumper marked H/L for the "
    "trigger. a pc817 is on the module too, an hx711 scale decides when to switch. with the "
    "jumper on L, does "
    "a low on IN turn the relay on?",
    ["SRD-05VDC-SL-C", "PC817", "HX711"],
    "insufficient_evidence",
    [],
    [
        ev(
            "srd-05vdc-sl-c.pdf",
            1,
            "Model of relay Nominal coil voltage Structure Coil sensitivity Contact form",
        ),
    ],
    "The module's trigger circuit and jumper are not covered; the SRD sheet covers only the relay "
    "and the PC817 sheet only the coupler.",
)

compat(
    "rq92-e12",
    "medium",
    "An INA3221 monitors three rails, but its power-valid (PV) function is not used. May the VPU "
    "pin be left unconnected? An MCP4725 and a TM1637 share the board.",
    ["INA3221", "MCP4725", "TM1637"],
    "insufficient_evidence",
    [],
    [
        ev(
            "ina3221.pdf",
            3,
            "VPU 16 Analog input Pull-up supply voltage used to bias power valid output circuitry.",
        ),
    ],
    "VPU biases the PV circuitry, but the sheet does not say whether it may float when PV is unused.",
    wording="formal",
)

if __name__ == "__main__":
    out = Path(__file__).with_name("questions.jsonl")
    out.write_text("".join(json.dumps(q, ensure_ascii=False) + "\n" for q in Q), encoding="utf-8")
    print(f"{len(Q)} questions -> {out}")
