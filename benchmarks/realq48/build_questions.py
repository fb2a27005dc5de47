"""Build realq48/questions.jsonl: 60 blind questions on the real dev and dev2 datasheets."""

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


IE = "insufficient_evidence"

# ---------- answerable factual
add(
    "rq48-f01",
    "hard",
    "simple",
    "hx711 application example (fig 1, on-chip oscillator, 10Hz) - what single supply range does it say comes straight from the mcu?",
    ["HX711"],
    None,
    [
        it(
            "HX711",
            "supply_voltage",
            "V",
            mn=2.7,
            mx=5.5,
            cond="single power supply of the application example (Fig. 1), taken from the MCU supply",
        )
    ],
    [ev("hx711.pdf", 5, "supply （2.7～5.5V） comes directly from MCU")],
    "2.7..5.5 V in the application example; look-alikes DVDD / AVDD 2.6..5.5 V in Table 2 (asked many times), "
    "VSUP regulator supply 2.7..5.5 V (pin table).",
)
add(
    "rq48-f02",
    "hard",
    "simple",
    "During soft start of the TPS63020, from what initial value does the average current limit ramp up?",
    ["TPS63020"],
    None,
    [
        it(
            "TPS63020",
            "peak_output_current",
            "mA",
            value=400,
            cond="initial average current limit at start-up, ramps to nominal at VOUT about 1.2 V",
        )
    ],
    [
        ev(
            "tps63020.pdf",
            10,
            "The average current limit ramps up from an initial 400 mA",
        )
    ],
    "400 mA initial; look-alikes nominal switch current limit ISW 3.5..4.5 A (asked before), "
    "power-save threshold about 100 mA (p12), 1.2 V output level where the limit reaches nominal.",
    wording="formal",
)
add(
    "rq48-f03",
    "hard",
    "simple",
    "hx711 using the onboard regulator w/ an external pnp. how much headroom below VSUP should i leave when setting AVDD with R1/R2?",
    ["HX711"],
    None,
    [
        it(
            "HX711",
            "dropout_voltage",
            "mV",
            mn=100,
            cond="AVDD = VBG*(R1+R2)/R1 designed at least 100 mV below VSUP (internal regulator)",
        )
    ],
    [ev("hx711.pdf", 4, "100mV below VSUP voltage.")],
    "Minimum 100 mV below VSUP (application text; dropout 'depends on the external transistor'); "
    "look-alikes VBG 1.25 V, VSUP 2.7..5.5 V, AVDD 2.6..5.5 V.",
)
add(
    "rq48-f04",
    "medium",
    "simple",
    "pcf8563 on a coin cell - what VDD do i need for the oscillator to start up reliably at power on?",
    ["PCF8563"],
    None,
    [
        it(
            "PCF8563",
            "supply_voltage",
            "V",
            mn=1.3,
            cond="VDD for reliable oscillator start-up at power on (table note 1)",
        )
    ],
    [
        ev(
            "pcf8563.pdf",
            29,
            "For reliable oscillator start-up at power on use VDD greater than 1.3 V",
        )
    ],
    "Greater than 1.3 V (footnote [1]); look-alikes VDD min 1.0 V clock operating (asked many times), "
    "1.8 V interface active, Vlow 0.9 / 1.0 V voltage-low detector on the same page.",
)
add(
    "rq48-f05",
    "hard",
    "simple",
    "What is the operating junction temperature range of the AMS1117 power transistor (as opposed to the control section)?",
    ["AMS1117"],
    None,
    [
        it(
            "AMS1117",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=150,
            cond="operating junction temperature range, power transistor",
        )
    ],
    [ev("ams1117.pdf", 2, "Power Transistor -40°C to 150°C")],
    "-40..150 C; look-alikes control section -40..125 C (asked), storage -65..150 C, thermal shutdown 165 C.",
    wording="formal",
)
add(
    "rq48-f06",
    "medium",
    "simple",
    "drv8833 with a 1 ohm resistor on AISEN - what current will it chop at?",
    ["DRV8833"],
    None,
    [
        it(
            "DRV8833",
            "output_current",
            "mA",
            value=200,
            cond="chopping current with a 1 Ohm xISEN sense resistor (200 mV / 1 Ohm)",
        )
    ],
    [
        ev(
            "drv8833.pdf",
            10,
            "Example: If a 1-Ω sense resistor is used, the chopping current will be 200 mV/1 Ω = 200 mA.",
        )
    ],
    "200 mA (application example); look-alikes 0.2 Ohm -> 1 A example (p13), VTRIP 160..240 mV, 1.5 A RMS per bridge.",
)
add(
    "rq48-f07",
    "medium",
    "structured",
    "what packages can i get the ds18b20 in?",
    ["DS18B20"],
    None,
    [
        it(
            "DS18B20",
            "package",
            values=["SO-8", "µSOP-8", "TO-92"],
            cond="8-pin SO (150 mils), 8-pin uSOP, 3-pin TO-92",
        )
    ],
    [
        ev("ds18b20.pdf", 1, "Available in 8-Pin SO (150 mils), 8-Pin µSOP, and"),
        ev("ds18b20.pdf", 1, "3-Pin TO-92 Packages"),
    ],
    "SO-8, uSOP-8, TO-92 (feature list; ordering table calls the uSOP '8 FSOP'); look-alike: waterproof probes are not a package of the sheet.",
)
add(
    "rq48-f08",
    "hard",
    "structured",
    "For the CCS811 RAW_DATA register, what range of sensor current does the 6-bit current field report, "
    "and what voltage corresponds to the ADC full-scale code 1023?",
    ["CCS811"],
    None,
    [
        it(
            "CCS811",
            "measurement_range",
            "uA",
            mn=0,
            mx=63,
            q="current",
            cond="RAW_DATA byte 0 upper 6 bits: current through the sensor",
        ),
        it(
            "CCS811",
            "analog_input_range",
            "V",
            mx=1.65,
            cond="RAW_DATA lower 10 bits: voltage across the sensor, 1023 = 1.65 V",
        ),
    ],
    [
        ev("ccs811.pdf", 17, "current through the sensor (0μA to 63μA)."),
        ev("ccs811.pdf", 17, "current (1023 = 1.65V)"),
    ],
    "0..63 uA and 1.65 V full scale (register description); look-alikes eCO2 400..64000 ppm / TVOC 0..64000 ppb ranges "
    "(asked), supply 1.8..3.3 V.",
    wording="formal",
)
add(
    "rq48-f09",
    "medium",
    "simple",
    "vl53l0x - whats the typical timing budget for one range (init+ranging+housekeeping)?",
    ["VL53L0X"],
    None,
    [
        it(
            "VL53L0X",
            "response_time",
            "ms",
            typ=33,
            cond="typical timing budget for a range (init / ranging / housekeeping)",
        )
    ],
    [ev("vl53l0x.pdf", 15, "The typical timing budget for a range is 33ms")],
    "33 ms; look-alikes actual range measurement 23 ms and minimum range period 8 ms (same paragraph), "
    "default profile 30 ms and high-speed 20 ms (asked before).",
)
add(
    "rq48-f10",
    "hard",
    "simple",
    "vl53l0x fastest i can range back to back - whats the minimum range measurement period?",
    ["VL53L0X"],
    None,
    [
        it(
            "VL53L0X",
            "response_time",
            "ms",
            mn=8,
            cond="minimum range measurement period",
        )
    ],
    [ev("vl53l0x.pdf", 15, "measurement period is 8ms.")],
    "8 ms min; look-alikes 33 ms typical budget, 23 ms actual measurement, 20 ms high-speed profile.",
)
add(
    "rq48-f11",
    "hard",
    "simple",
    "How long does the MAX7219 typically take to leave shutdown mode?",
    ["MAX7219"],
    None,
    [
        it(
            "MAX7219",
            "response_time",
            "us",
            mx=250,
            cond="time to leave shutdown mode, typical statement ('typically less than 250 us')",
        )
    ],
    [ev("max7219.pdf", 6, "Typically, it takes less than 250μs for the MAX7219/")],
    "Less than 250 us (typical, text); look-alikes shutdown current 150 uA, tDSPD 2.25 ms, scan rate 800 Hz.",
    wording="formal",
)
add(
    "rq48-f12",
    "hard",
    "simple",
    "mcp4725 coming out of power-down into normal mode, how long does the output take to settle?",
    ["MCP4725"],
    None,
    [
        it(
            "MCP4725",
            "response_time",
            "us",
            mx=10,
            cond="output settling time when changing from power-down to normal mode",
        )
    ],
    [ev("mcp4725.pdf", 20, "takes less than 10 µs, but greater than the standard")],
    "Less than 10 us; look-alikes active-mode settling 6 us typ, TPU 2.5 us (5 V) / 5 us (3 V) in the EC table.",
)
add(
    "rq48-f13",
    "hard",
    "simple",
    "how much load current can the mcp4725 output amplifier drive according to its description?",
    ["MCP4725"],
    None,
    [
        it(
            "MCP4725",
            "output_current",
            "mA",
            mx=25,
            cond="maximum load current of the output amplifier (section 4 text)",
        )
    ],
    [ev("mcp4725.pdf", 19, "provide maximum load current as high as 25 mA which")],
    "As high as 25 mA (description); look-alikes ISC 15 typ / 24 max mA, abs max output pin current +-25 mA (same number, other row).",
)
add(
    "rq48-f14",
    "medium",
    "simple",
    "nrf24l01+ RPD bit - how long does the signal have to be there before RPD goes high?",
    ["nRF24L01+"],
    None,
    [
        it(
            "nRF24L01+",
            "response_time",
            "us",
            mn=40,
            cond="RF signal above -64 dBm present before RPD is set high",
        )
    ],
    [ev("nrf24l01p.pdf", 23, "The RF signal must be present for at least 40µs")],
    "At least 40 us; look-alikes RPD threshold -64 dBm, CE pulse 10 us, Tpece2csn 4 us, 130 us settling.",
)
add(
    "rq48-f15",
    "medium",
    "simple",
    "nrf24l01+ sending one packet at a time by pulsing CE - how long does the CE pulse need to be?",
    ["nRF24L01+"],
    None,
    [
        it(
            "nRF24L01+",
            "response_time",
            "us",
            mn=10,
            cond="CE high pulse to transmit one packet (normal operating mode)",
        )
    ],
    [ev("nrf24l01p.pdf", 24, "This operating mode pulses the CE high for at least 10µs.")],
    "At least 10 us; look-alikes RPD 40 us, Tpece2csn 4 us, TX mode max 4 ms.",
)
add(
    "rq48-f16",
    "hard",
    "simple",
    "cc1101 frequency hopping with stored calibration values - roughly how long is the PLL turn-on time / blanking per hop?",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "response_time",
            "us",
            typ=75,
            cond="PLL turn-on time, frequency hopping with calibration data written per frequency",
        )
    ],
    [
        ev("cc1101.pdf", 64, "PLL turn on time is approximately 75 µs (Table"),
        ev("cc1101.pdf", 64, "frequency hop is then approximately 75 µs."),
    ],
    "About 75 us; look-alikes PLL calibration 685/712/724 us (asked), reduced calibration 145/157 us and 220/232 us "
    "blanking with calibration on the fly (p65).",
)
add(
    "rq48-f17",
    "hard",
    "simple",
    "When the CC1101 is clocked from an external sine-wave reference on XOSC_Q1 instead of a crystal, "
    "what is the maximum allowed amplitude?",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "analog_input_range",
            "V",
            mx=1,
            cond="external clock on XOSC_Q1, sine wave, peak-peak amplitude",
        )
    ],
    [ev("cc1101.pdf", 23, "wave of maximum 1 V peak-peak amplitude.")],
    "1 V peak-peak max (a full-swing 0..VDD digital clock is also allowed); look-alikes crystal 26..27 MHz, VDD 1.8..3.6 V. "
    "Filed as analog_input_range.",
    wording="formal",
)
add(
    "rq48-f18",
    "medium",
    "simple",
    "bh1750 DVI reset pin: how long does it need to be held low after power up?",
    ["BH1750"],
    None,
    [
        it(
            "BH1750",
            "response_time",
            "us",
            mn=1,
            cond="DVI low (<= 0.4 V) after VCC is supplied, asynchronous reset",
        )
    ],
    [ev("bh1750.pdf", 13, "to 'L' ( at least 1µs, DVI <= 0.4V ) after VCC")],
    "At least 1 us; look-alikes DVI pull-down 150 kOhm, tBUF 1.3 us, L-res 16 ms.",
)
add(
    "rq48-f19",
    "medium",
    "simple",
    "After switching the HMC5883L to continuous-measurement mode at the default 15 Hz rate, how long should the I2C master wait before reading the data registers?",
    ["HMC5883L"],
    None,
    [
        it(
            "HMC5883L",
            "response_time",
            "ms",
            typ=67,
            cond="continuous measurement at the default 15 Hz data output rate",
        )
    ],
    [ev("hmc5883l.pdf", 18, "a 67 milli-second typical delay should be allowed by the")],
    "67 ms typical (application example); look-alikes 6 ms single-measurement wait, 50 ms / 200 us turn-on.",
    wording="formal",
)
add(
    "rq48-f20",
    "hard",
    "simple",
    "l298n: if I switch the sink side ON through the ENABLE pin (not the input pin), what's the typical turn-on delay? give it in ns",
    ["L298N"],
    None,
    [
        it(
            "L298N",
            "response_time",
            "us",
            typ=0.25,
            cond="T7 (Ven) sink current turn-on delay, 0.5 Ven to 0.9 IL",
        )
    ],
    [ev("l298n.pdf", 4, "T7 (Ven) Sink Current Turn-on Delay 0.5 V en to 0.9 IL (3); (4) 0.25 µs")],
    "0.25 us = 250 ns; look-alikes T7 (Vi) 1.6 us (asked), T6 (Vi) fall 0.25 us (same number), T8 (Ven) 0.1 us.",
)
add(
    "rq48-f21",
    "hard",
    "simple",
    "mcp3008: what is the lowest effective SPI clock i can use before the sample cap droops and hurts linearity?",
    ["MCP3008"],
    None,
    [
        it(
            "MCP3008",
            "spi_clock_frequency",
            "kHz",
            mn=10,
            cond="effective clock frequency lower limit (sample cap holds charge 1.2 ms at 85 C)",
        )
    ],
    [
        ev("mcp3008.pdf", 22, "clocked out must not exceed 1.2 ms (effective clock"),
        ev("mcp3008.pdf", 22, "frequency of 10 kHz). Failure to meet this criterion may"),
    ],
    "10 kHz min (application text, also note 3 of the EC tables); look-alikes max fCLK 3.6 MHz at 5 V / 1.35 MHz at 2.7 V (asked).",
)
add(
    "rq48-f22",
    "hard",
    "simple",
    "For the MCP3008, what is the maximum time allowed between the end of the sample period and the last data bit "
    "being clocked out, at worst case 85 °C?",
    ["MCP3008"],
    None,
    [
        it(
            "MCP3008",
            "response_time",
            "ms",
            mx=1.2,
            cond="end of sample period to all 10 data bits clocked out, 85 C worst case",
        )
    ],
    [ev("mcp3008.pdf", 22, "clocked out must not exceed 1.2 ms (effective clock")],
    "1.2 ms max; look-alikes tSAMPLE 1.5 clocks, tCONV 10 clocks, 10 kHz effective clock.",
    wording="formal",
)
add(
    "rq48-f23",
    "hard",
    "simple",
    "ina3221 power-valid / timing control: once ch1 sees 1.2V, how long does it give ch2 to come up before TC goes low?",
    ["INA3221"],
    None,
    [
        it(
            "INA3221",
            "response_time",
            "ms",
            typ=28.6,
            cond="timing-control window from 1.2 V on channel 1 to valid voltage on channel 2 (four cycles)",
        )
    ],
    [
        ev(
            "ina3221.pdf",
            14,
            "this sequence allows for approximately 28.6ms from the time 1.2V is detected on channel 1",
        )
    ],
    "About 28.6 ms; look-alikes SMBus timeout 28..35 ms (asked), 2.2 ms cycle in Figure 7-3, conversion times.",
)
add(
    "rq48-f24",
    "medium",
    "simple",
    "For approximately how long do the TXS0108E edge-rate accelerator one-shots stay on?",
    ["TXS0108E"],
    None,
    [
        it(
            "TXS0108E",
            "response_time",
            "ns",
            typ=30,
            cond="one-shot duration of the edge accelerators",
        )
    ],
    [ev("txs0108e.pdf", 18, "stay on for approximately 30 ns.")],
    "About 30 ns; look-alikes tw 20 ns min pulse, tdis 9.8..19.6 ns, data rate 60 Mbps push-pull.",
    wording="formal",
)
add(
    "rq48-f25",
    "medium",
    "simple",
    "ads1115 single shot at 860SPS, how long does the conversion take roughly?",
    ["ADS1115"],
    None,
    [
        it(
            "ADS1115",
            "response_time",
            "ms",
            typ=1.2,
            cond="one conversion at 860 SPS (duty-cycling example)",
        )
    ],
    [ev("ads1115.pdf", 14, "requires about 1.2ms, the ADS1113/4/5 enter")],
    "About 1.2 ms; look-alikes remaining 123.8 ms power-down in the 8 SPS duty-cycle example, 125 ms period.",
)
add(
    "rq48-k01",
    "hard",
    "comparison",
    "L298: Welcher Weg schaltet den Senkenstrom schneller ab, über den Eingang (Vi) oder über Enable (Ven)? Typische Verzögerungen bitte.",
    ["L298N"],
    None,
    [
        it(
            "L298N",
            "response_time",
            "us",
            typ=0.7,
            cond="T5 (Vi) sink current turn-off delay, 0.5 Vi to 0.9 IL",
        ),
        it(
            "L298N",
            "response_time",
            "us",
            typ=2.2,
            cond="T5 (Ven) sink current turn-off delay, 0.5 Ven to 0.9 IL",
        ),
    ],
    [
        ev(
            "l298n.pdf", 4, "T5 (Vi) Sink Current Turn-off Delay 0.5 V i to 0.9 I L (3); (4) 0.7 µs"
        ),
        ev(
            "l298n.pdf",
            4,
            "T5 (Ven) Sink Current Turn-off Delay 0.5 V en to 0.9 IL (3); (4) 2.2 µs",
        ),
    ],
    "Input: 0.7 us, enable: 2.2 us (input is faster); T5 (Ven) was asked before (rq41-f10), T5 (Vi) is new; "
    "look-alike T4 (Vi) rise 0.7 us (same number).",
    wording="formal",
    lang="de",
)
add(
    "rq48-k02",
    "hard",
    "comparison",
    "tps63020 app examples: fig 7 vs fig 28 (the one with the 4.7pF + 68k) - how much load is each drawn for?",
    ["TPS63020"],
    None,
    [
        it(
            "TPS63020",
            "output_current",
            "A",
            value=1.5,
            cond="Figure 7 typical application, 3.3 V output",
        ),
        it(
            "TPS63020",
            "output_current",
            "A",
            value=2,
            cond="Figure 28 improved transient response example, 3.3 V output",
        ),
    ],
    [
        ev("tps63020.pdf", 13, "3.3 V at 1.5 A"),
        ev("tps63020.pdf", 21, "3.3 V at 2 A"),
    ],
    "Figure 7: 1.5 A, Figure 28: 2 A. Look-alikes 4 A buck-mode text, 4 A switch limit.",
)
add(
    "rq48-f26",
    "hard",
    "simple",
    "ds3231: I set CONV to force a temp conversion, but BSY doesn't go high right away. for roughly how long is BSY not affected?",
    ["DS3231"],
    None,
    [
        it(
            "DS3231",
            "response_time",
            "ms",
            typ=2,
            cond="user-initiated conversion (CONV = 1) does not affect BSY for about 2 ms",
        )
    ],
    [ev("ds3231.pdf", 13, "the BSY bit for approximately 2ms. The CONV bit remains")],
    "About 2 ms; look-alikes tCONV 125 typ / 200 max ms (asked), automatic conversion every 64 s, tREC 250 ms.",
)

# ---------- factual, not in the sheet
add(
    "rq48-u01",
    "hard",
    "simple",
    "hmc5883l continuous mode at 30 Hz output rate - how long should I wait after switching modes before the first read?",
    ["HMC5883L"],
    IE,
    [],
    [],
    "Only the default 15 Hz case is given (67 ms typical delay); no figure for 30 Hz. Trap: 67 ms / 6 ms.",
)
add(
    "rq48-u02",
    "medium",
    "simple",
    "What is the guaranteed maximum time for the MAX7219 to leave shutdown mode?",
    ["MAX7219"],
    IE,
    [],
    [],
    "The sheet says only 'typically ... less than 250 us'; no guaranteed limit in the EC table. Trap: 250 us.",
    wording="formal",
)
add(
    "rq48-u03",
    "hard",
    "simple",
    "mcp3008 at room temp (25C) how long does the sample cap hold its charge? want to clock it slowly",
    ["MCP3008"],
    IE,
    [],
    [],
    "Only the 85 C worst case is stated (at least 1.2 ms, 10 kHz effective clock); no 25 C figure. Trap: 1.2 ms.",
)
add(
    "rq48-u04",
    "hard",
    "simple",
    "l298n worst-case (max) sink current turn-on delay when switching via ENABLE? need the guaranteed number not typ",
    ["L298N"],
    IE,
    [],
    [],
    "T7 (Ven) has only a typical value (0.25 us); no min/max column entry. Trap: 0.25 us.",
)
add(
    "rq48-u05",
    "medium",
    "simple",
    "ds18b20 TO-92 thermal time constant in still air? i want to know how fast it follows air temp",
    ["DS18B20"],
    IE,
    [],
    [],
    "No thermal time constant / response to air temperature is given; trap: tCONV 750 ms at 12 bit.",
)
add(
    "rq48-u06",
    "hard",
    "simple",
    "What dropout voltage does the HX711 analog supply regulator have with the S8550 transistor of Fig. 1?",
    ["HX711"],
    IE,
    [],
    [],
    "The sheet says the dropout 'depends on the external transistor used' and asks for 100 mV headroom; no dropout "
    "figure for the S8550. Trap: 100 mV.",
    wording="formal",
)
add(
    "rq48-u07",
    "medium",
    "simple",
    "how accurate is the ccs811 eCO2 reading, like +-how many ppm?",
    ["CCS811"],
    IE,
    [],
    [],
    "No eCO2 / TVOC accuracy is stated (only ranges 400..64000 ppm and 0..64000 ppb, 20 min conditioning, 48 h burn-in).",
)
add(
    "rq48-u08",
    "hard",
    "simple",
    "PCF8563: ¿cuánto tarda en arrancar el oscilador si VDD vale 1,3 V al encender?",
    ["PCF8563"],
    IE,
    [],
    [],
    "Only 'use VDD greater than 1.3 V ... speedy oscillator start-up'; no start-up time in ms. Trap: 1.3 V, 8 ms in the POR override figure.",
    wording="formal",
    lang="es",
)

# ---------- compatibility
# quotes used more than once
MCP3008_VDD = ev("mcp3008.pdf", 5, "Operating Voltage VDD 2.7 — 5.5 V")
DHT22_VDD = ev("dht22.pdf", 4, "Voltage 3.3 5 5.5 V")
DHT11_VDD = ev("dht11.pdf", 3, "Power supply: DC 3.5～5.5V")
HX711_DVDD = ev("hx711.pdf", 3, "Power supply voltage DVDD 2.6 5.5 V")
PCF8563_VDD = ev("pcf8563.pdf", 1, "400 kHz two-wire I2C-bus interface (at VDD = 1.8 V to 5.5 V)")
TMP36_VS = ev("tmp36.pdf", 1, "Low Voltage Operation (2.7 V to 5.5 V)")
LM35_VS = ev("lm35.pdf", 1, "Operates from 4 to 30 V")
DRV_VM = ev("drv8833.pdf", 5, "VM Motor power supply voltage range (1) 2.7 10.8 V")


def hx711_vdd():
    return it("HX711", "supply_voltage", "V", mn=2.6, mx=5.5, cond="DVDD (AVDD, VSUP same row)")


def dht22_vdd():
    return it("DHT22", "supply_voltage", "V", mn=3.3, typ=5, mx=5.5, cond="VDD, Table 4")


def dht11_vdd():
    return it("DHT11", "supply_voltage", "V", mn=3.5, mx=5.5, cond="power supply, DC")


def pcf_vdd():
    return it(
        "PCF8563", "supply_voltage", "V", mn=1.8, mx=5.5, cond="VDD with the I2C interface active"
    )


def tmp36_vs():
    return it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="+VS operating range")


def lm35_vs():
    return it("LM35", "supply_voltage", "V", mn=4, mx=30, cond="operating supply")


add(
    "rq48-c01",
    "medium",
    "compatibility",
    "can i run an mcp3008 straight off a 1-cell lipo charged by an mcp73831-2 (4.2V version), no regulator?",
    ["MCP73831", "MCP3008"],
    "compatible",
    [
        it("MCP73831", "output_voltage", "V", mn=4.168, typ=4.2, mx=4.232, cond="VREG, MCP7383X-2"),
        it("MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD operating voltage"),
    ],
    [
        ev("mcp73831.pdf", 3, "Regulated Output Voltage VREG 4.168 4.20 4.232 V MCP7383X-2"),
        MCP3008_VDD,
    ],
    "Cell at most 4.232 V, discharged cell ~3.0 V: both inside 2.7..5.5 V. VREF must follow the cell (ratiometric).",
)
add(
    "rq48-c02",
    "medium",
    "compatibility",
    "dht22 and an mcp4725 dac both on my arduino's 5v pin, any supply problem?",
    ["DHT22", "MCP4725"],
    "compatible",
    [
        dht22_vdd(),
        it("MCP4725", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD operating voltage"),
    ],
    [DHT22_VDD, ev("mcp4725.pdf", 3, "Operating Voltage VDD 2.7 5.5 V")],
    "5 V is inside DHT22 3.3..5.5 V and MCP4725 2.7..5.5 V.",
)
add(
    "rq48-c03",
    "medium",
    "compatibility",
    "Can a DS18B20 (external power, not parasite) and a PCF8563 share a single 3.3 V rail?",
    ["DS18B20", "PCF8563"],
    "compatible",
    [
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD, local power"),
        pcf_vdd(),
    ],
    [ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V"), PCF8563_VDD],
    "3.3 V inside DS18B20 3.0..5.5 V (local power) and PCF8563 1.8..5.5 V. Margin to the DS18B20 minimum is 0.3 V.",
    wording="formal",
)
add(
    "rq48-c04",
    "medium",
    "compatibility",
    "hx711 load cell amp and an ina3221 on the same 3.3v ldo - ok?",
    ["HX711", "INA3221"],
    "compatible",
    [
        hx711_vdd(),
        it("INA3221", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VS operating supply"),
    ],
    [HX711_DVDD, ev("ina3221.pdf", 4, "Operating supply voltage 2.7 5.5 V")],
    "3.3 V inside 2.6..5.5 V and 2.7..5.5 V. (HX711 full-scale shrinks with AVDD; not asked.)",
)
add(
    "rq48-c05",
    "medium",
    "compatibility",
    "tmp36 and a max31855 thermocouple board both fed from 3.3v, fine?",
    ["TMP36", "MAX31855"],
    "compatible",
    [
        tmp36_vs(),
        it("MAX31855", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC recommended"),
    ],
    [TMP36_VS, ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V")],
    "3.3 V inside TMP36 2.7..5.5 V and MAX31855 3.0..3.6 V.",
)
add(
    "rq48-c06",
    "hard",
    "compatibility",
    "Is it acceptable to drive the DRV8833 AIN1/AIN2 inputs from the B side of a TXS0108E whose VCCB is 5 V?",
    ["TXS0108E", "DRV8833"],
    "compatible",
    [
        it("TXS0108E", "io_supply_voltage", "V", mn=1.65, mx=5.5, cond="VCCB B-port supply"),
        it(
            "DRV8833",
            "analog_input_range",
            "V",
            mn=-0.3,
            mx=5.75,
            cond="VDIGIN digital input pin voltage range",
        ),
    ],
    [
        ev("txs0108e.pdf", 6, "VCCB Supply voltage (3) 1.65 5.5 V"),
        ev("drv8833.pdf", 5, "VDIGIN Digital input pin voltage range –0.3 5.75 V"),
    ],
    "B-port swings to VCCB <= 5.5 V, inside the DRV8833 recommended digital input range (-0.3..5.75 V; abs max 7 V). "
    "VIH 2 V is met.",
    wording="formal",
)
add(
    "rq48-c07",
    "medium",
    "compatibility",
    "Are an LM35 and the VM supply of a DRV8833 compatible when both are fed from one 5 V supply?",
    ["LM35", "DRV8833"],
    "compatible",
    [
        lm35_vs(),
        it(
            "DRV8833",
            "load_supply_voltage",
            "V",
            mn=2.7,
            mx=10.8,
            cond="VM motor supply, recommended",
        ),
    ],
    [LM35_VS, DRV_VM],
    "5 V inside LM35 4..30 V and DRV8833 VM 2.7..10.8 V. Motor noise on the LM35 reading is not asked.",
    wording="formal",
)
add(
    "rq48-c08",
    "medium",
    "compatibility",
    "max44009 light sensor + hx711 on a shared 3.3v rail?",
    ["MAX44009", "HX711"],
    "compatible",
    [
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC power-supply voltage"),
        hx711_vdd(),
    ],
    [ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V"), HX711_DVDD],
    "3.3 V inside 1.7..3.6 V and 2.6..5.5 V.",
)
add(
    "rq48-i01",
    "medium",
    "compatibility",
    "si7021 breakout (no regulator on it) powered from the same 5v as my 74hc595 shift registers, ok?",
    ["Si7021", "74HC595"],
    "incompatible",
    [
        it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="VDD power supply"),
        it("74HC595", "supply_voltage", "V", mn=2.0, typ=5.0, mx=6.0, cond="74HC595 VCC"),
    ],
    [
        ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V"),
        ev("74hc595.pdf", 7, "VCC supply voltage 2.0 5.0 6.0 4.5 5.0 5.5 V"),
    ],
    "5 V exceeds the Si7021 VDD max 3.6 V; the 74HC595 is fine at 5 V.",
)
add(
    "rq48-i02",
    "medium",
    "compatibility",
    "Can a bare CCS811 share the 5 V supply of a DS3231 RTC?",
    ["CCS811", "DS3231"],
    "incompatible",
    [
        it("CCS811", "abs_max_supply_voltage", "V", mx=3.6, cond="VDD absolute maximum"),
        it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.3, mx=5.5, cond="VCC"),
    ],
    [
        ev("ccs811.pdf", 5, "VDD (1) Supply Voltage 1.8(2) 3.6 V"),
        ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5 V"),
    ],
    "5 V exceeds the CCS811 absolute maximum 3.6 V (recommended 1.8..3.3 V); DS3231 is fine.",
    wording="formal",
)
add(
    "rq48-i03",
    "hard",
    "compatibility",
    "hmc5883l chip (bare, no regulator board) on the hc-sr04's 5v rail - abs max is 4.8 so 5v is close enough right?",
    ["HMC5883L", "HC-SR04"],
    "incompatible",
    [
        it("HMC5883L", "supply_voltage", "V", mn=2.16, typ=2.5, mx=3.6, cond="VDD recommended"),
        it("HMC5883L", "abs_max_supply_voltage", "V", mn=-0.3, mx=4.8, cond="VDD absolute maximum"),
        it("HC-SR04", "supply_voltage", "V", value=5, cond="working voltage DC"),
    ],
    [
        ev("hmc5883l.pdf", 2, "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6 Volts"),
        ev("hmc5883l.pdf", 3, "Supply Voltage VDD -0.3 4.8 Volts"),
        ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V"),
    ],
    "5 V is above both the recommended 3.6 V max and the 4.8 V absolute maximum.",
)
add(
    "rq48-i04",
    "medium",
    "compatibility",
    "lm35 + bme280 both on a 3.3v rail?",
    ["LM35", "BME280"],
    "incompatible",
    [
        lm35_vs(),
        it("BME280", "supply_voltage", "V", mn=1.71, typ=1.8, mx=3.6, cond="VDD"),
    ],
    [LM35_VS, ev("bme280.pdf", 8, "Supply Voltage VDD ripple max. 50 mVpp 1.71 1.8 3.6 V")],
    "3.3 V is below the LM35 minimum 4 V; a rail high enough for the LM35 (>= 4 V) exceeds the BME280 3.6 V max.",
)
add(
    "rq48-i05",
    "medium",
    "compatibility",
    "w25q64 flash and a dht22 on 5v together (no level shifting/regulator for the flash)?",
    ["W25Q64FV", "DHT22"],
    "incompatible",
    [
        it("W25Q64FV", "supply_voltage", "V", mn=2.7, mx=3.6, cond="single supply"),
        dht22_vdd(),
    ],
    [ev("w25q64.pdf", 5, "Single 2.7 to 3.6V supply"), DHT22_VDD],
    "5 V exceeds the W25Q64FV 3.6 V maximum; DHT22 is fine at 5 V.",
)
add(
    "rq48-i06",
    "medium",
    "compatibility",
    "acs712 current sensor and a tmp36 on my esp's 3.3v pin, both ok?",
    ["ACS712", "TMP36"],
    "incompatible",
    [
        it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
        tmp36_vs(),
    ],
    [ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V"), TMP36_VS],
    "3.3 V is below the ACS712 minimum 4.5 V; the TMP36 alone would be fine.",
)
add(
    "rq48-i07",
    "medium",
    "compatibility",
    "Can a MAX31865 RTD converter be powered from the same 5 V rail as a DHT11?",
    ["MAX31865", "DHT11"],
    "incompatible",
    [
        it(
            "MAX31865",
            "abs_max_supply_voltage",
            "V",
            mn=-0.3,
            mx=4.0,
            cond="VDD relative to GND1, absolute maximum",
        ),
        dht11_vdd(),
    ],
    [
        ev("max31865.pdf", 2, "Voltage Range on VDD Relative to GND1.............-0.3V to +4.0V"),
        DHT11_VDD,
    ],
    "5 V exceeds the MAX31865 absolute maximum 4.0 V (recommended 3.0..3.6 V).",
    wording="formal",
)
add(
    "rq48-i08",
    "hard",
    "compatibility",
    "dht11 and pcf8563 rtc both from a 3.3v regulator, will the dht11 be happy?",
    ["DHT11", "PCF8563"],
    "incompatible",
    [dht11_vdd(), pcf_vdd()],
    [DHT11_VDD, PCF8563_VDD],
    "3.3 V is below the DHT11 minimum 3.5 V (parameter list and pin table); PCF8563 fine. The application notes "
    "mention a 3.5 V supply with short cables as the low end.",
)
add(
    "rq48-i09",
    "hard",
    "compatibility",
    "tcs34725 on the 5v rail of an mcp2515 can board (bare sensor, no ldo)?",
    ["TCS34725", "MCP2515"],
    "incompatible",
    [
        it(
            "TCS34725",
            "supply_voltage",
            "V",
            mn=2.7,
            typ=3,
            mx=3.6,
            cond="VDD, TCS34721 & TCS34725",
        ),
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
    ],
    [
        ev(
            "tcs34725.pdf",
            3,
            "Supply voltage, VDD (TCS34721 & TCS34725) (I2C Vbus = VDD) 2.7 3 3.6 V",
        ),
        ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V"),
    ],
    "5 V exceeds the TCS34725 VDD max 3.6 V; MCP2515 is fine at 5 V.",
)
add(
    "rq48-e01",
    "medium",
    "compatibility",
    "hc-sr04 pinging every 60ms on the same 5v line as my hx711 scale - will the ultrasonic bursts mess up the weight readings?",
    ["HC-SR04", "HX711"],
    IE,
    [],
    [],
    "HC-SR04 gives no supply-current profile of its burst; HX711 gives PSRR 100 dB only at gain 128 / RATE 0 and "
    "no ripple figure. Not decidable.",
)
add(
    "rq48-e02",
    "hard",
    "compatibility",
    "tcs34725 mounted right next to an mq-2 (heater on) - will the glowing heater / heat throw off the color readings?",
    ["TCS34725", "MQ-2"],
    IE,
    [],
    [],
    "MQ-2 gives heater power but no emitted light / IR spectrum or surface temperature; TCS34725 has an IR-blocking "
    "filter but no heat-source figure. Not decidable.",
)
add(
    "rq48-e03",
    "hard",
    "compatibility",
    "ds18b20 1-wire line in the same ribbon cable as a w25q64 spi bus clocked at 50mhz - crosstalk problem?",
    ["DS18B20", "W25Q64FV"],
    IE,
    [],
    [],
    "Neither sheet gives crosstalk or noise immunity for cabling; DS18B20 gives 1-Wire timing only.",
)
add(
    "rq48-e04",
    "medium",
    "compatibility",
    "Will the warm air from an MQ-3 heater next to a VL53L0X affect its ranging accuracy?",
    ["MQ-3", "VL53L0X"],
    IE,
    [],
    [],
    "MQ-3 gives heater consumption (< 750 mW) but no surface temperature; VL53L0X gives operating range but no "
    "ranging drift vs local heating. Not decidable.",
    wording="formal",
)
add(
    "rq48-e05",
    "medium",
    "compatibility",
    "pcf8563 crystal placed near a drv8833 driving pwm motors - will the rtc drift or glitch?",
    ["PCF8563", "DRV8833"],
    IE,
    [],
    [],
    "No EMI susceptibility for the PCF8563 oscillator and no radiated-emission figure for the DRV8833.",
)
add(
    "rq48-e06",
    "hard",
    "compatibility",
    "cc1101 at +10dBm with its antenna 2cm from an acs712 - will the RF bias the hall output?",
    ["CC1101", "ACS712"],
    IE,
    [],
    [],
    "ACS712 gives magnetic-field sensitivity and noise but no RF immunity; CC1101 gives output power only.",
)
add(
    "rq48-e07",
    "medium",
    "compatibility",
    "Will PWM motor leads from an L298N running alongside the RTD cable of a MAX31865 degrade the temperature reading?",
    ["L298N", "MAX31865"],
    IE,
    [],
    [],
    "MAX31865 states 50/60 Hz rejection (82 dB) only, no figure for PWM-frequency interference; L298N gives no "
    "emission data. Not decidable.",
    wording="formal",
)

if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
