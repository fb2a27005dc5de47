#!/usr/bin/env python3
"""Write questions.jsonl: casual and multilingual rewordings of dev questions.

    python3 make_questions.py DEV_BENCH_DIR

Each rewording names the dev question it rewords (`formal_id`); its reference
(`difficulty`, `type`, `devices`, `answer`, `evidence`, `note`) is copied
unchanged from that dev question, so only the wording differs. The wordings
below were written by hand before any engine change for them and without
running the engine (see README.md).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

STYLES = (
    "casual",
    "typo",
    "terse",
    "maker-verbs",
    "abbreviations",
    "german",
    "french",
    "spanish",
    "chinese",
)
COPIED = ("difficulty", "type", "devices", "answer", "evidence", "note")

# (formal_id, style, question)
PARAPHRASES: list[tuple[str, str, str]] = [
    # --- English: ESP32-WROOM-32 ---
    (
        "esp32-wroom-32-e3",
        "maker-verbs",
        "how much current does an esp32 wroom 32 pull on average when its running?",
    ),
    (
        "esp32-wroom-32-e6",
        "typo",
        "whats the typical BLE reciever sensitivity of the esp32 wrom 32 (at 30.8% PER)?",
    ),
    (
        "esp32-wroom-32-m1",
        "casual",
        "driving stuff straight off an esp32 wroom 32 gpio at 3.3v with drive strength maxed out - typically how "
        "much can a pin source (VDD3P3_CPU domain, VOH >= 2.64 V) and how much can it sink (VOL = 0.495 V)?",
    ),
    ("esp32-wroom-32-m4", "casual", "how many bits is the adc on the esp32 wroom 32 module?"),
    # --- English: HC-SR04 ---
    (
        "hc-sr04-e5",
        "typo",
        "how long should i wait betwen two measurments on the hc-sro4? the minimum cycle the datasheet recomends",
    ),
    (
        "hc-sr04-m1",
        "casual",
        "I'm doing a power + timing budget for an hcsr04: what's its working voltage, working current and the "
        "min measurement cycle it recommends?",
    ),
    (
        "hc-sr04-m2",
        "maker-verbs",
        "can i run an hc-sr04 and a dht22 off one supply? what voltage does each one want (hcsr04 working "
        "voltage, dht22 vdd range)",
    ),
    ("hc-sr04-m4", "abbreviations", "hc-sr04 op temp range?"),
    # --- English: SRD-05VDC-SL-C relay ---
    (
        "srd-05vdc-sl-c-e2",
        "abbreviations",
        "coil res of the songle srd 05vdc (05 vdc coil, L type 0.36w)?",
    ),
    ("srd-05vdc-sl-c-e5", "typo", "maximum operate time of the srd-5vdc-sl-c realy?"),
    (
        "srd-05vdc-sl-c-m3",
        "maker-verbs",
        "how many amps can the srd-05vdc-sl-c form c contacts switch with an inductive load (cos phi 0.4, L/R 7ms) "
        "at 120vac?",
    ),
    # --- English: AMS1117 ---
    (
        "ams1117-e1",
        "abbreviations",
        "ams1117-3.3 vout min/typ/max @ tj 25c, iout 0-1a, vin 4.75-12v?",
    ),
    ("ams1117-e4", "typo", "whats the quiesent current of the fixed ams117 versions (vin <= 12v)?"),
    (
        "ams1117-m4",
        "maker-verbs",
        "what's the max esr output cap an ams1117 can take and still be stable?",
    ),
    # --- English: DHT22 ---
    ("dht22-e5", "typo", "how fast does the dht22 respnd to humidty changes? (1/e, 63%)"),
    ("dht22-m2", "casual", "how accurate is the humidity reading on a dht22 at 25°C?"),
    (
        "dht22-m3",
        "abbreviations",
        "supply v ranges (min/typ/max) of the dht22 and the esp32 wroom 32?",
    ),
    ("dht22-m4", "casual", "planning to mount a dht22 outside - what IP rating does it have?"),
    # --- English: ESP32 / AMS1117 / HC-SR04 / DHT22 compatibility ---
    (
        "d1-h2",
        "maker-verbs",
        "can an ams1117-5.0 running off a 9v dc wall adapter juice an hc-sr04 (only thing on that rail)? is its "
        "output ok for the hcsr04's working voltage and current?",
    ),
    (
        "d1-h4",
        "maker-verbs",
        "using an ams1117-5.0 fed from 7.5v dc to power the coil of an srd-05vdc-sl-c relay (nothing else on it). "
        "is the output within what the coil needs and can it deliver the coil current?",
    ),
    ("d1-h5", "terse", "hc-sr04 vcc at 3.3v off the esp32-wroom-32's 3.3v rail - ok?"),
    (
        "d1-h8",
        "abbreviations",
        "dht22 @ 5v w/ its 5.1k data pullup to 5v, data line straight into a gpio of an esp32-wroom-32 running at "
        "3.3v. are the data line levels within the esp32 gpio input limits?",
    ),
    (
        "d1-h9",
        "maker-verbs",
        "hcsr04 on 5v with the echo pin hooked up straight to a gpio of an esp32 wroom 32 running at 3.3v. is the "
        "echo high level within the esp32's gpio input limits?",
    ),
    # --- English: ADS1115 ---
    (
        "ads1115-e4",
        "maker-verbs",
        "how much current does the ads1115 draw while operating at 25c, typ and max?",
    ),
    (
        "ads1115-m1",
        "casual",
        "hooking the ads1115 digital pins up to a bus with pullups: what's its VOL at IOL = 3 mA, and what's the "
        "abs max voltage on sda, scl, addr and alert/rdy to gnd?",
    ),
    ("ads1115-m3", "abbreviations", "ads1115 max i2c scl freq in fast mode and hs mode?"),
    # --- English: ACS712 ---
    (
        "acs712-e5",
        "typo",
        "typcial power on time of the acs712? (time untill the output reaches 90% of its steady state level after "
        "powerup)",
    ),
    (
        "acs712-m3",
        "casual",
        "what voltage does the acs712 output at zero current when it's powered from 5v?",
    ),
    (
        "acs712-m4",
        "casual",
        "what continuous working voltage (basic isolation, not the 1 minute dielectric test voltage) is the acs712 "
        "good for between the current conductor (pins 1-4) and the signal pins (5-8)?",
    ),
    # --- English: MCP3008 ---
    ("mcp3008-e4", "abbreviations", "mcp3008 standby current w/ cs = vdd = 5v, typ/max?"),
    (
        "mcp3008-e6",
        "maker-verbs",
        "what's the most voltage the mcp3008's vdd can survive (abs max)?",
    ),
    (
        "mcp3008-m3",
        "casual",
        "which adc samples faster, the mcp3008 (vdd = vref = 5v) or the ads1115? what's the max rate of each?",
    ),
    # --- English: MQ-2 ---
    ("mq-2-e1", "terse", "mq2 detection range for flammable gas?"),
    (
        "mq-2-m3",
        "maker-verbs",
        "gonna run an mq-2 heater and an acs712 off one rail - what voltage does each want (mq2 heater VH, acs712 "
        "vcc range)?",
    ),
    ("mq-2-m4", "typo", "what ambiant temperature range can the mq-2 gas sensor opperate in?"),
    # --- English: LM2596 ---
    ("lm2596-e5", "typo", "absolute max input voltge of the ln2596?"),
    (
        "lm2596-m1",
        "casual",
        "lm2596 on/off pin at tj 25c: what's the min high voltage that turns it off and the max low voltage that "
        "keeps it on?",
    ),
    ("lm2596-m4", "terse", "lm2596 thermal shutdown temp?"),
    # --- English: ADC / regulator compatibility ---
    (
        "d2-h1",
        "casual",
        "acs712elctr-05b on 5v with viout wired straight into ain0 of an ads1115 powered at 3.3v (single ended). "
        "will that work for the acs712's full ±5a range?",
    ),
    (
        "d2-h3",
        "maker-verbs",
        "acs712elctr-20a on 5v feeding ch0 of an mcp3008 in single-ended mode, mcp3008 on vdd = vref = 5v from the "
        "same rail. can the mcp3008 input handle the acs712 output over ±20a?",
    ),
    (
        "d2-h5",
        "maker-verbs",
        "adjustable lm2596 running off 12v in, set to 5.0v out like the typical application - can it power an "
        "ads1115's vdd, voltage and current wise?",
    ),
    (
        "d2-h8",
        "abbreviations",
        "ads1115 @ vdd 5v, open-drain alert/rdy pulled up to 5v via 10k, that node drives the on/off pin of an "
        "lm2596 running from 12v in: alert low = regulator on, released high = off. logic levels compatible?",
    ),
    # --- English: BME280 ---
    ("bme280-e3", "terse", "bme280 i2c addr?"),
    ("bme280-e5", "typo", "how acurate is the humdity reading on the bne280 (20-80 %RH, 25°C)?"),
    (
        "bme280-m1",
        "casual",
        "wiring up a bme280's digital interface: what's the recommended vddio range, the max i2c clock and the max "
        "spi clock?",
    ),
    (
        "bme280-m3",
        "maker-verbs",
        "which sips less in its lowest power state, a bme280 in sleep mode or a bh1750 in power down? typ and max "
        "for both",
    ),
    # --- English: BH1750 ---
    (
        "bh1750-e2",
        "maker-verbs",
        "how much current does a bh1750 pull while measuring (Icc1, 100 lx)?",
    ),
    ("bh1750-e4", "typo", "what i2c adresses can the bj1750 be set to?"),
    ("bh1750-m4", "terse", "bh1750 esd rating, human body model?"),
    # --- English: INA219 ---
    ("ina219-e2", "maker-verbs", "how much does the ina219 draw in power-down mode?"),
    (
        "ina219-m3",
        "typo",
        "maximum current measurment error of the ina219b (b grade) from -25 to 85 °C?",
    ),
    (
        "ina219-m4",
        "casual",
        "how much bus capacitance can i put on the ina219's sda/scl lines at most?",
    ),
    # --- English: CCS811 ---
    ("ccs811-e1", "typo", "what supply volage does the css811 need (vdd range)?"),
    ("ccs811-e4", "maker-verbs", "how much current does the ccs811 draw asleep (vdd 1.8v)?"),
    ("ccs811-m3", "casual", "how long after power on before the ccs811 will take i2c commands?"),
    # --- English: MAX31855 ---
    ("max31855-e2", "maker-verbs", "how much supply current does the max31855 draw?"),
    ("max31855-e3", "typo", "max sck frequncy for the mac31855 spi interface?"),
    (
        "max31855-m2",
        "abbreviations",
        "max31855k tc gain+offset error for tc temps of 700-1350°C (ta -20 to 85°C)?",
    ),
    ("max31855-m4", "maker-verbs", "how little does the max31855 draw in shutdown or standby?"),
    # --- English: DS18B20 ---
    ("ds18b20-e3", "typo", "standby curent of the ds18v20 (IDDS)?"),
    ("ds18b20-e5", "maker-verbs", "how much current does a ds18b20 pull while converting at 5v?"),
    (
        "ds18b20-m1",
        "abbreviations",
        "ds18b20 dq input logic lvls: vil range and min vih (local pwr)?",
    ),
    # --- English: I2C sensor compatibility ---
    (
        "d3-h1",
        "casual",
        "putting a bme280 (sdo tied to vddio) and a ccs811 (addr tied high) on the same i2c bus - are their i2c "
        "addresses ok together, no collision?",
    ),
    (
        "d3-h7",
        "abbreviations",
        "ina219 @ vs = 5v + bh1750 @ vcc = dvi = 3.3v on 1 i2c bus, sda/scl pullups to 3.3v. bus logic levels ok "
        "for the ina219 input thresholds?",
    ),
    (
        "d3-h8",
        "casual",
        "want to watch the max31855's supply current with an ina219: 10 ohm shunt in the max31855's 3.3v vcc line, "
        "ina219 at pga /1. does the max31855's max specified supply current keep the shunt voltage inside the "
        "ina219's full scale shunt range?",
    ),
    (
        "d3-h9",
        "casual",
        "greenhouse node with a bme280 and a bh1750 in a box where humidity gets to 90% rh (non condensing). are "
        "both rated to operate at that humidity?",
    ),
    (
        "d3-h10",
        "typo",
        "bathroom air quality monitor w/ a ccs811 and a ds18b20, humidty up to 90 %RH (non-condensing). are both "
        "parts rated to opperate at that humidty?",
    ),
    # --- English: MPU-6050 ---
    ("mpu-6050-e1", "terse", "mpu6050 vdd range?"),
    ("mpu-6050-e2", "typo", "which i2c adresses can the mpu6o50 respond on?"),
    (
        "mpu-6050-m1",
        "casual",
        "mpu6050 accel: what's the full scale range and sensitivity at AFS_SEL=0, and the range of programmable "
        "accel output data rates?",
    ),
    (
        "mpu-6050-m3",
        "casual",
        "how long after powerup before i can read/write the mpu6050's registers?",
    ),
    # --- English: DHT11 ---
    ("dht11-e2", "casual", "what kind of comms does the dht11 use on its data pin?"),
    (
        "dht11-e4",
        "maker-verbs",
        "how long should i wait after powering up a dht11 before sending it anything?",
    ),
    (
        "dht11-m1",
        "casual",
        "dht11 humidity: how accurate is it at 25°C and what's the response time (1/e, 63%) at 25°C?",
    ),
    (
        "dht11-m4",
        "casual",
        "which idles lower: a dht11 in standby or an hx711 in power down (counting its on-chip analog regulator)? "
        "both values pls",
    ),
    # --- English: HX711 ---
    (
        "hx711-m1",
        "casual",
        "typical supply current of the hx711, analog (incl regulator) and digital, each in normal operation and "
        "in power down?",
    ),
    (
        "hx711-m3",
        "typo",
        "what min high level input voltage does the hx711 pd_sck pin need to see a logic hihg?",
    ),
    (
        "hx711-m4",
        "abbreviations",
        "hx711 ch b full-scale diff input range @ avdd 5v (fixed gain 32)?",
    ),
    # --- English: nRF24L01+ ---
    ("nrf24l01p-e1", "typo", "recomended vdd range for the nrf24lo1+?"),
    ("nrf24l01p-e4", "abbreviations", "nrf24l01p rx sensitivity @ 2mbps air data rate (0.1% ber)?"),
    (
        "nrf24l01p-m1",
        "casual",
        "typical current of the nrf24l01+ when (a) transmitting at 0 dBm, (b) receiving at 2 Mbps and (c) in "
        "standby-I?",
    ),
    (
        "nrf24l01p-m2",
        "casual",
        "if i drive the nrf24l01's inputs with 5v logic (anything above 3.6v), what range does its vdd have to "
        "stay in?",
    ),
    # --- English: MPU-6050 / nRF24L01+ / DHT11 / HX711 compatibility ---
    (
        "d4-h5",
        "casual",
        "5v arduino reading an hx711 on the 5v rail (dvdd = avdd = 5v), and also controlling an nrf24l01+ powered "
        "from its own 3.0v regulator. the nrf24l01+'s ce, csn, sck and mosi get driven straight with 5v logic, no "
        "level shifter. going only by the hx711 and nrf24l01+ datasheets, is each one within its supply and input "
        "voltage limits?",
    ),
    (
        "d4-h6",
        "abbreviations",
        "5v arduino talking to an nrf24l01+ and an mpu-6050, both on a 3.0v reg (mpu vlogic tied to its vdd). "
        "nrf24l01+ ce/csn/sck/mosi driven w/ 5v logic, mpu-6050 sda/scl pulled up to 5v. within both datasheets' "
        "input voltage limits?",
    ),
    (
        "d4-h7",
        "casual",
        "can i put a dht11 on the same i2c bus (sda/scl) as my mpu6050 and have the micro read it as another i2c "
        "slave?",
    ),
    (
        "d4-h9",
        "maker-verbs",
        "outdoor beehive scale with an hx711 and a dht11 that have to run at ambient temps down to -20°C. are both "
        "rated to operate at -20°C per their datasheets?",
    ),
    (
        "d4-h10",
        "casual",
        "mpu-6050 (gyro, accel and dmp all running) and nrf24l01+ (receiving at 2mbps) share a 3.3v branch that "
        "can give 20ma max. do the datasheets guarantee their combined worst case max supply current stays within "
        "20ma?",
    ),
    # --- English: L298N ---
    (
        "l298n-e1",
        "abbreviations",
        "l298n logic supply vss (pin 9) range per the elec characteristics?",
    ),
    (
        "l298n-e2",
        "typo",
        "maximun operating supply VS (pin 4, the power output stages) of the l298m?",
    ),
    (
        "l298n-m2",
        "maker-verbs",
        "how much quiescent current does the l298n pull from vs (pin 4) with the bridge enabled (ven = H), no load "
        "(IL = 0) and the inputs high (vi = H)?",
    ),
    ("l298n-m4", "terse", "l298n esd hbm rating?"),
    # --- English: DRV8833 ---
    ("drv8833-e4", "typo", "absolut max vm rating of the drb8833?"),
    (
        "drv8833-e6",
        "casual",
        "after i drive nsleep high, how long can it take till the drv8833's h-bridges actually turn on (twake)?",
    ),
    (
        "drv8833-m1",
        "abbreviations",
        "drv8833 ain1/ain2/bin1/bin2 (not nsleep): max vil, min vih, and abs max digital input pin voltage range?",
    ),
    (
        "drv8833-m3",
        "casual",
        "if i parallel both h-bridges of a drv8833 (pwp or rty package), what rms and peak current does the "
        "datasheet give?",
    ),
    # --- English: 74HC595 ---
    ("74hc595-e4", "typo", "storage temperture range of the 74gc595?"),
    (
        "74hc595-e6",
        "casual",
        "what's the max static supply current (icc) of a 74hc595 at vcc = 6.0v over -40 to +85°C?",
    ),
    ("74hc595-m4", "casual", "what cdm (charged device model) esd rating does the 74hc595 have?"),
    # --- English: TXS0108E ---
    ("txs0108e-e3", "typo", "operating free air temprature range of the txs108e?"),
    ("txs0108e-e6", "casual", "what VIL range do the txs0108e's b-port i/os need?"),
    (
        "txs0108e-m4",
        "maker-verbs",
        "how much capacitive load can the txs0108e outputs drive at most?",
    ),
    # --- English: logic / motor driver compatibility ---
    (
        "d5-h2",
        "casual",
        "to skip level shifting from my 3.3v micro i want to run a 74hc595 and the l298n's logic supply (vss, pin "
        "9) from the same 3.3v rail, with the l298n's vs at 12v for the motors. is 3.3v inside the supply range of "
        "both?",
    ),
    (
        "d5-h4",
        "casual",
        "putting a txs0108e between a 74hc595 on 5v and a 3.3v micro: 74hc595 side on the a port with vcca = 5v, "
        "micro on the b port with vccb = 3.3v. do the datasheets allow that supply setup?",
    ),
    (
        "d5-h6",
        "abbreviations",
        "3.3v mcu clocking a 74hc595 through a txs0108e (vcca = 3.3v, vccb = 5v, push-pull) w/ an 8mhz shift clk "
        "on shcp, 74hc595 on the 5v rail. speed limits only - txs0108e max push-pull data rate for this supply "
        "pair, and 74hc595 guaranteed fmax taking the vcc = 4.5v, -40 to +85°C value as worst case - is 8mhz "
        "within both?",
    ),
    (
        "d5-h7",
        "maker-verbs",
        "swapping the l298n on my robot for a drv8833 (htssop/pwp package, vm = 5v, ~25°C, one motor per "
        "h-bridge, powerpad soldered to the ground plane). two 5v gear motors, each pulling 1.0a continuous and "
        "up to 1.8a in short startup peaks. is the drv8833 rated for those currents?",
    ),
    (
        "d5-h9",
        "casual",
        "at power up the 74hc595's OE pin is held high so its Qn outputs (wired to the l298n's in1-in4, ena and "
        "enb) are hi-z. will the l298n inputs then default low (e.g. internal pull-downs) and keep both bridges "
        "off until OE is pulled low?",
    ),
    # --- English: terse fragments ---
    ("esp32-wroom-32-e1", "terse", "esp32 wroom 32 supply v range, min/typ/max?"),
    ("hc-sr04-e4", "terse", "hc-sr04 ranging accuracy?"),
    ("dht22-e4", "terse", "dht-22 rh resolution?"),
    ("ads1115-e3", "terse", "ads1115 data rate range (sps)?"),
    ("mq-2-e5", "terse", "mq2 loop voltage vc?"),
    ("lm2596-e4", "terse", "lm2596 quiescent current typ/max?"),
    ("ccs811-m1", "terse", "ccs811 eco2 and tvoc output ranges?"),
    ("l298n-e3", "terse", "l298 abs max supply voltage vs?"),
    # --- German ---
    ("bme280-e3", "german", "Welche I2C-Adressen kann der BME280 haben?"),
    ("dht22-e1", "german", "Mit welcher Versorgungsspannung läuft der DHT22? (VDD min/typ/max)"),
    (
        "hc-sr04-e3",
        "german",
        "Welchen Messbereich hat der HC-SR04, also minimale und maximale Entfernung?",
    ),
    ("ams1117-e3", "german", "Wie viel Strom kann ein AMS1117 liefern?"),
    (
        "esp32-wroom-32-e2",
        "german",
        "In welchem Umgebungstemperaturbereich darf man das ESP32-WROOM-32 betreiben?",
    ),
    (
        "ds18b20-e6",
        "german",
        "Wie lange braucht der DS18B20 maximal für eine Temperaturwandlung bei 12 Bit Auflösung?",
    ),
    (
        "mcp3008-e3",
        "german",
        "Über welche Schnittstelle redet der MCP3008 mit dem Mikrocontroller?",
    ),
    ("srd-05vdc-sl-c-e1", "german", "Welche Nennspannung hat die Spule vom SRD-05VDC-SL-C Relais?"),
    (
        "drv8833-e1",
        "german",
        "Welchen Bereich für die Motorspannung VM empfiehlt das Datenblatt beim DRV8833?",
    ),
    ("ina219-e4", "german", "Welche Busspannungen kann der INA219 messen?"),
    (
        "mpu-6050-m4",
        "german",
        "Wie viel Strom zieht der MPU6050 im Low-Power-Modus des Beschleunigungssensors mit 5 Hz Update-Rate?",
    ),
    (
        "hx711-m2",
        "german",
        "Welchen differenziellen Eingangsspannungsbereich (Vollausschlag) hat Kanal A vom HX711 bei Verstärkung 128 "
        "und 5 V an AVDD?",
    ),
    (
        "74hc595-m1",
        "german",
        "74HC595 bei VCC = 4,5 V, -40 bis +85 °C: wie groß sind VIH, VIL und die High-/Low-Ausgangsspannungen der "
        "Qn-Ausgänge bei |IO| = 6 mA?",
    ),
    (
        "nrf24l01p-m3",
        "german",
        "Welche Reichweite hat das nRF24L01+ maximal (Sichtverbindung, in Metern)?",
    ),
    (
        "d1-h5",
        "german",
        "Kann ich einen HC-SR04 an der 3,3-V-Schiene meines ESP32-WROOM-32 betreiben, also mit VCC = 3,3 V?",
    ),
    (
        "d4-h4",
        "german",
        "Am 5-V-Arduino: darf ich HX711 (DVDD/AVDD) und nRF24L01+ (VDD) beide direkt an die 5-V-Schiene hängen?",
    ),
    (
        "d5-h3",
        "german",
        "Mein Roboter-L298N bekommt VS von einer geregelten 12-V-Schiene. Für zwei weitere kleine Motoren will ich "
        "einen DRV8833 dazunehmen, VM an denselben 12 V. Liegen 12 V im empfohlenen Motorspannungsbereich von "
        "L298N und DRV8833?",
    ),
    (
        "d3-h3",
        "german",
        "Können BH1750 (VCC) und CCS811 (VDD) zusammen an einer geregelten 3,3-V-Versorgung hängen?",
    ),
    (
        "d2-h9",
        "german",
        "MQ-2 und ACS712 sitzen zusammen in einem unbeheizten Gehäuse draußen, wo es bis -30 °C kalt werden kann. "
        "Dürfen laut Datenblättern beide bei -30 °C betrieben werden?",
    ),
    # --- French ---
    (
        "bme280-e1",
        "french",
        "Quelle est la plage de tension d'alimentation recommandée pour le VDD du BME280 ?",
    ),
    ("dht11-e1", "french", "Le DHT11 s'alimente sous quelle plage de tension ?"),
    (
        "esp32-wroom-32-e3",
        "french",
        "Quel courant moyen l'ESP32-WROOM-32 consomme-t-il en fonctionnement ?",
    ),
    (
        "mq-2-e3",
        "french",
        "Combien de temps faut-il préchauffer le MQ-2 avant de faire un test dans les conditions standard ?",
    ),
    ("ads1115-e6", "french", "L'ADS1115 a une résolution de combien de bits ?"),
    ("bh1750-e4", "french", "Quelles adresses I2C (7 bits) peut-on configurer sur le BH1750 ?"),
    (
        "lm2596-e3",
        "french",
        "Sur quelle plage peut-on régler la tension de sortie du LM2596 ajustable ?",
    ),
    ("max31855-e3", "french", "Quelle est la fréquence max de l'horloge SCK du MAX31855 en SPI ?"),
    (
        "txs0108e-e2",
        "french",
        "Quelle plage de tension est recommandée pour VCCB (port B) du TXS0108E ?",
    ),
    (
        "acs712-m1",
        "french",
        "Pour la version ACS712ELCTR-20A, quelle est la plage de courant optimisée et la sensibilité typique à 25 °C ?",
    ),
    (
        "ccs811-e6",
        "french",
        "Une fois le CCS811 passé en mode de mesure (1 à 4), combien de temps doit-il tourner avant de donner des "
        "mesures précises ?",
    ),
    (
        "srd-05vdc-sl-c-m1",
        "french",
        "Pour les contacts (forme C) du relais SRD-05VDC-SL-C : tension max admissible en alternatif et en continu, "
        "et courant max en charge résistive sous 125 VAC ?",
    ),
    (
        "dht22-m1",
        "french",
        "Combien consomme le DHT22 pendant une mesure et en moyenne (VDD = 5 V, 25 °C, une lecture toutes les 2 s) ? "
        "Valeurs typiques.",
    ),
    ("ds18b20-m4", "french", "Quelle longueur maximale de câble 1-Wire le DS18B20 supporte-t-il ?"),
    (
        "d1-h1",
        "french",
        "J'alimente un ESP32-WROOM-32 avec un AMS1117-3.3 dont l'entrée est un 5 V régulé, la sortie va directement "
        "sur la broche 3V3 du module. La tension et le courant de sortie de l'AMS1117-3.3 respectent-ils les "
        "conditions de fonctionnement recommandées de l'ESP32-WROOM-32 ?",
    ),
    (
        "d3-h5",
        "french",
        "Mon bus est uniquement en I2C (SDA/SCL) avec un BH1750 dessus. Je peux brancher un MAX31855 sur le même bus "
        "et le lire en I2C ?",
    ),
    (
        "d2-h6",
        "french",
        "Est-ce qu'un LM2596 peut tourner directement sur une seule cellule Li-ion (3,7 V nominal) pour fournir un "
        "rail 3,3 V à un MCP3008 ?",
    ),
    (
        "d5-h8",
        "french",
        "Une carte de commande moteur avec un L298N et un DRV8833 doit tourner dans un boîtier à 85 °C ambiant. "
        "Les deux composants sont-ils spécifiés pour fonctionner à 85 °C de température ambiante ?",
    ),
    (
        "d2-h1",
        "french",
        "Un ACS712ELCTR-05B alimenté en 5 V, sa sortie VIOUT branchée directement sur AIN0 d'un ADS1115 alimenté en "
        "3,3 V (mesure asymétrique). Est-ce que ça marche pour mesurer tout le calibre ±5 A de l'ACS712 ?",
    ),
    # --- Spanish ---
    ("mpu-6050-e2", "spanish", "¿Qué direcciones I2C puede tener el MPU6050?"),
    ("hc-sr04-e2", "spanish", "¿Cuánta corriente consume el HC-SR04 funcionando?"),
    ("dht22-e3", "spanish", "¿Cuál es el rango de medición de temperatura del DHT22?"),
    ("acs712-e1", "spanish", "¿Con qué voltaje se alimenta el ACS712? (rango de VCC)"),
    (
        "ams1117-e2",
        "spanish",
        "¿Cuál es la tensión de caída (dropout) de las versiones fijas del AMS1117 con 1 A de salida?",
    ),
    (
        "nrf24l01p-e1",
        "spanish",
        "¿Cuál es el rango de voltaje de alimentación (VDD) recomendado del nRF24L01+?",
    ),
    ("ina219-e1", "spanish", "¿Qué rango de voltaje de alimentación (VS) acepta el INA219?"),
    ("drv8833-e2", "spanish", "¿Cuánto consume el DRV8833 de VM en modo sleep con VM = 5 V?"),
    ("74hc595-e1", "spanish", "¿Cuál es el rango de VCC recomendado para el 74HC595?"),
    ("ccs811-e2", "spanish", "¿Qué direcciones I2C usa el CCS811?"),
    (
        "mcp3008-m1",
        "spanish",
        "¿Cuál es la frecuencia máxima de reloj SPI (fCLK) del MCP3008 con VDD = 5 V y con VDD = 2,7 V?",
    ),
    (
        "bme280-m2",
        "spanish",
        "¿Qué precisión de presión absoluta tiene el BME280 entre 300 y 1100 hPa cuando la temperatura está entre "
        "-20 °C y 0 °C?",
    ),
    (
        "l298n-m1",
        "spanish",
        "Para las entradas lógicas IN1-IN4 del L298N (pines 5, 7, 10 y 12), ¿cuál es el rango de tensión de "
        "entrada baja (VIL) y la tensión mínima de entrada alta (VIH)?",
    ),
    ("esp32-wroom-32-m4", "spanish", "¿De cuántos bits es el ADC del módulo ESP32-WROOM-32?"),
    (
        "d2-h7",
        "spanish",
        "Mi microcontrolador solo tiene un bus SPI (SCLK, MOSI, MISO y chip selects separados) y nada de I2C. "
        "¿Puedo conectar un ADS1115 y un MCP3008 como esclavos a ese bus SPI?",
    ),
    (
        "d4-h7",
        "spanish",
        "¿Se puede conectar un DHT11 al mismo bus I2C (SDA/SCL) que un MPU-6050 y leerlo como otro esclavo I2C?",
    ),
    (
        "d1-h2",
        "spanish",
        "Un AMS1117-5.0 alimentado con un adaptador de 9 V DC alimenta el VCC de un HC-SR04 (es la única carga en "
        "esa línea). ¿La salida del regulador sirve para el voltaje y la corriente de trabajo del HC-SR04?",
    ),
    (
        "d4-h8",
        "spanish",
        "Un nodo de sensores para exterior con un MPU-6050 y un nRF24L01+ tiene que funcionar con temperaturas "
        "ambiente de -30 °C a +70 °C. ¿Está ese rango dentro de la temperatura de funcionamiento de los dos?",
    ),
    (
        "lm2596-e6",
        "spanish",
        "¿Cuál es el rango de temperatura de unión de funcionamiento del LM2596?",
    ),
    # --- Chinese ---
    ("bme280-e4", "chinese", "BME280 支持哪些数字接口？"),
    ("dht22-e2", "chinese", "DHT22 的相对湿度测量范围是多少？"),
    ("hc-sr04-e6", "chinese", "HC-SR04 的 Echo 引脚输出的是什么信号？（电平类型和信号形式）"),
    (
        "esp32-wroom-32-e1",
        "chinese",
        "ESP32-WROOM-32 推荐的供电电压范围是多少（VDD33，最小/典型/最大）？",
    ),
    ("mq-2-e2", "chinese", "MQ-2 加热器的最大功耗是多少？"),
    ("hx711-e4", "chinese", "HX711 的 ADC 是多少位的？"),
    ("ds18b20-e2", "chinese", "DS18B20 能测的温度范围是多少？"),
    ("max31855-e1", "chinese", "MAX31855 推荐的电源电压（VCC）范围是多少？"),
    ("srd-05vdc-sl-c-e3", "chinese", "SRD-05VDC-SL-C 继电器的线圈功耗是多少？"),
    ("lm2596-e1", "chinese", "LM2596 推荐的输入电压范围是多少？"),
    (
        "txs0108e-m1",
        "chinese",
        "TXS0108E 在 VCCA = 3.3 V ± 0.3 V、VCCB = 5 V ± 0.5 V 时，推挽信号和开漏信号的最大数据速率分别是多少？",
    ),
    (
        "drv8833-m2",
        "chinese",
        "DRV8833 PW（TSSOP）封装每个 H 桥的 RMS 输出电流和峰值输出电流是多少？（VM = 5 V，25 °C）",
    ),
    ("ina219-m2", "chinese", "INA219 在 12 位分辨率下 ADC 转换一次要多长时间？"),
    ("mpu-6050-e6", "chinese", "MPU6050 陀螺仪、加速度计和 DMP 全部打开时，典型电流是多少？"),
    ("ccs811-m4", "chinese", "CCS811 的 eCO2 测量精度是多少（ppm 或 %）？"),
    (
        "d3-h1",
        "chinese",
        "BME280（SDO 接 VDDIO）和 CCS811（ADDR 接高电平）挂在同一条 I2C 总线上，它们的 I2C 地址能共存、不冲突吗？",
    ),
    (
        "d1-h9",
        "chinese",
        "HC-SR04 用 5 V 供电，Echo 引脚直接接到 3.3 V 供电的 ESP32-WROOM-32 的 GPIO 上，Echo 输出的高电平在 ESP32 "
        "GPIO 的输入范围内吗？",
    ),
    (
        "d4-h1",
        "chinese",
        "MPU-6050（VLOGIC 接 VDD）和 nRF24L01+ 的 VDD 都接同一路稳压 3.3 V 电源，3.3 V 在两个芯片推荐的工作电压范围内吗？",
    ),
    (
        "d5-h4",
        "chinese",
        "我想在 5 V 供电的 74HC595 和 3.3 V 单片机之间加一个 TXS0108E：74HC595 接 A 口，VCCA = 5 V；单片机接 B 口，"
        "VCCB = 3.3 V。数据手册允许这样供电吗？",
    ),
]


def build(dev_questions: Path) -> list[dict]:
    formal = {}
    for line in dev_questions.read_text(encoding="utf-8").splitlines():
        if line.strip():
            q = json.loads(line)
            formal[q["id"]] = q
    out = []
    for n, (formal_id, style, text) in enumerate(PARAPHRASES, 1):
        if style not in STYLES:
            raise ValueError(f"unknown style {style!r} for {formal_id}")
        src = formal[formal_id]
        q = {"id": f"para-{n}", "formal_id": formal_id, "style": style, "question": text}
        q.update({k: src[k] for k in COPIED if k in src})
        out.append(q)
    return out


def main() -> None:
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    questions = build(Path(sys.argv[1]) / "questions.jsonl")
    target = Path(__file__).resolve().parent / "questions.jsonl"
    target.write_text(
        "".join(json.dumps(q, ensure_ascii=False) + "\n" for q in questions), encoding="utf-8"
    )
    print(f"{target.name}: {len(questions)} questions")


if __name__ == "__main__":
    main()
