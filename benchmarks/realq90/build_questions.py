"""realq90: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: buses and addresses. I2C addresses and address pins, SPI modes and chip-select behaviour,
serial frame formats (single-bus, 1-Wire, UART boot output), bus pull-ups and bus capacitance, and
several parts sharing one bus: address clashes, logic levels of shared lines, which part limits the
bus speed. About two thirds casual, one third formal; one question in French, one in German.

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


def addr(dev, values, cond):
    return it(dev, "i2c_address", values=values, cond=cond)


# Evidence used by several compatibility questions (compatibility evidence may sit on lines that
# earlier sets quoted; only the factual questions must use unmarked lines).
INA219_HS = ev(
    "ina219.pdf",
    14,
    "transmission protocol for fast (1- to 400-kHz) and high-speed (1-kHz to 2.56-MHz) modes",
)
INA3221_HS = ev(
    "ina3221.pdf",
    20,
    "The INA3221 supports a transmission protocol for Fast (1kHz to 400kHz) and High-speed "
    "(1kHz to 2.44MHz)",
)
INA3221_GND = ev("ina3221.pdf", 20, "GND 1000000")
INA3221_VS = ev("ina3221.pdf", 20, "VS 1000001")
INA3221_SCL = ev("ina3221.pdf", 20, "SCL 1000011")
SI_ADDR = ev("si7021.pdf", 18, "The 7-bit base slave address is 0x40.")
HMC_ADDR = ev(
    "hmc5883l.pdf",
    11,
    "slave device and succeed the 7-bit address (0x1E) plus 1 bit read/write identifier",
)
HMC_FS = ev(
    "hmc5883l.pdf",
    9,
    "This device supports standard and fast modes, 100kHz and 400kHz, respectively, but does not "
    "support the high speed mode (Hs).",
)
CCS_LOW = ev("ccs811.pdf", 4, "When ADDR is low the 7 bit I²C address is decimal 90 / hex 0x5A")
CCS_HIGH = ev("ccs811.pdf", 4, "When ADDR is high the 7 bit I²C address is decimal 91 / hex 0x5B.")
CCS_FSCL = ev("ccs811.pdf", 7, "fI²C Frequency of I²C bus supported 10 100 400 kHz")
CCS_STRETCH = ev("ccs811.pdf", 12, "CCS811 requires the host processor supports clock stretching.")
MAX44009_GND = ev("max44009.pdf", 16, "GND 1001 0100 1001 0101")
MAX44009_VCC = ev("max44009.pdf", 16, "VCC 1001 0110 1001 0111")
MAX44009_FSCL = ev("max44009.pdf", 3, "Serial-Clock Frequency fSCL 400 kHz")
VL_ADDR = ev(
    "vl53l0x.pdf",
    18,
    "The I2C bus on the VL53L0X has a maximum speed of 400 kbits/s and uses a device address of "
    "0x52.",
)
VL_CL = ev("vl53l0x.pdf", 20, "CL Load capacitance - 125 400 pF")
DS3231_CB = ev("ds3231.pdf", 4, "CB (Note 11) 400 pF")
PCF_CB = ev("pcf8563.pdf", 31, "Cb capacitive load for each bus line - - 400 pF")
MPU_VLOGIC = ev("mpu-6050.pdf", 33, "VLOGIC must be ≤ VDD at all times.")
MCP3008_MODES = ev("mcp3008.pdf", 1, "SPI serial interface (modes 0,0 and 1,1)")
MCP3008_CLK27 = ev("mcp3008.pdf", 4, "1.35 MHz VDD = 2.7V")
MCP2515_SPI = ev("mcp2515.pdf", 1, "High-Speed SPI Interface (10 MHz):")
W25_MODES = ev("w25q64.pdf", 13, "SPI bus operation Mode 0 (0,0) and 3 (1,1) are supported.")
W25_FR = ev("w25q64.pdf", 76, "fR fC2 D.C. 50 MHz")
MAX31865_CPHA = ev("max31865.pdf", 17, "Note: CPHA bit polarity must be set to 1.")
MCP2515_TQMIN = ev("mcp2515.pdf", 43, "with the minimum TQ length being")
MCP2515_TQMIN2 = ev("mcp2515.pdf", 43, "2 TOSC (when BRP[5:0] = b000000).")
MCP2515_SYNC = ev("mcp2515.pdf", 39, "This segment is fixed at 1 TQ.")
MCP2515_PS = ev("mcp2515.pdf", 40, "PS1 is programmable from 1-8 TQs and PS2 is")
MCP2515_PS2 = ev("mcp2515.pdf", 40, "programmable from 2-8 TQs.")
MCP2515_PROP = ev("mcp2515.pdf", 40, "programmable from 1-8 TQs.")
MCP2515_1M = ev("mcp2515.pdf", 1, "Implements CAN V2.0B at 1 Mb/s:")
DHT22_HUM = ev("dht22.pdf", 6, "Humidity resolution of 16Bit, the previous high")
DHT22_TEMP = ev("dht22.pdf", 6, "Temperature resolution of 16Bit, the previous high")
ESP_U0TXD = ev(
    "esp32-wroom-32.pdf", 10, "Enabling/Disabling Debugging Log Print over U0TXD During Booting"
)
ESP_MTDO = ev("esp32-wroom-32.pdf", 10, "MTDO Pull-up 1 0")
PCF_1S = ev(
    "pcf8563.pdf",
    31,
    "I2C-bus access time between two STARTs or between a START and a STOP condition to this "
    "device must be less than one second.",
)
PCF_SCL_IN = ev(
    "pcf8563.pdf", 23, "is only an input signal, but the data signal SDA is a bidirectional line."
)
BH_ADDR_H = ev("bh1750.pdf", 13, "ADDR = ‘H’ ( ADDR ≧ 0.7VCC ) “1011100“")
BH_3STATE = ev("bh1750.pdf", 13, "ADDR Terminal is designed as 3 state buffer")
ADS_GC = ev("ads1115.pdf", 17, "00000110 (06h), the ADS1113/4/5 reset the internal")
ADS_GC2 = ev("ads1115.pdf", 17, "registers and enter power-down mode.")
MCP4725_GC = ev("mcp4725.pdf", 28, "The MCP4725 device acknowledges the general call")
MAX7219_DIN = ev(
    "max7219.pdf",
    5,
    "Serial-Data Input. Data is loaded into the internal 16-bit shift register on CLK’s rising edge.",
)
MAX7219_LOAD = ev(
    "max7219.pdf",
    5,
    "Load-Data Input. The last 16 bits of serial data are latched on LOAD’s rising edge.",
)
HC595_SHCP = ev(
    "74hc595.pdf",
    1,
    "Data is shifted on the positive-going transitions of the shift register clock input (SHCP).",
)
HC595_Q7S = ev(
    "74hc595.pdf",
    1,
    "The shift register has a serial input (DS) and a serial standard output (Q7S) for cascading.",
)

# ---------------------------------------------------------------------------------------------
# Answerable factual questions
# ---------------------------------------------------------------------------------------------

fact(
    "rq90-f01",
    "medium",
    "got a cheap ina219 breakout where the previous owner bridged A0 over to VS+ and left A1 on "
    "gnd. what address do i put in the sketch?",
    ["INA219"],
    [addr("INA219", ["0x41"], "A1 = GND, A0 = VS+ (Table 1: 1000001)")],
    [ev("ina219.pdf", 14, "GND VS+ 1000001")],
    "Table 1 row A1 = GND, A0 = VS+ -> 1000001 = 0x41. Look-alikes: A1 = VS+, A0 = GND gives 0x44; "
    "A0 = A1 = GND is the 0x40 default.",
)

fact(
    "rq90-f02",
    "hard",
    "Two INA219 current monitors share one I2C bus. On the first, A1 is tied to SCL and A0 to GND; "
    "on the second, both A1 and A0 are tied to SCL. Which 7-bit slave address does each device "
    "respond to?",
    ["INA219"],
    [
        addr("INA219", ["0x4C"], "A1 = SCL, A0 = GND (1001100)"),
        addr("INA219", ["0x4F"], "A1 = SCL, A0 = SCL (1001111)"),
    ],
    [ev("ina219.pdf", 14, "SCL GND 1001100"), ev("ina219.pdf", 14, "SCL SCL 1001111")],
    "Table 1 rows: SCL/GND -> 1001100 = 0x4C, SCL/SCL -> 1001111 = 0x4F. Look-alikes: A1 = SDA rows "
    "give 0x48 .. 0x4B; SCL/VS+ gives 0x4D.",
    typ="structured",
    wording="formal",
)

fact(
    "rq90-f03",
    "medium",
    "gy-302 (bh1750) with the ADDR pad pulled up to vcc so it doesnt collide with my other light "
    "sensor. what 7 bit address does it answer on then?",
    ["BH1750"],
    [addr("BH1750", ["0x5C"], "ADDR = 'H' (ADDR >= 0.7 VCC): 1011100")],
    [ev("bh1750.pdf", 13, "I2C Slave-address Terminal ADDR = ‘H’ ( ADDR ≧ 0.7VCC ) “1011100“")],
    "Terminal description: ADDR = 'H' (>= 0.7 VCC) -> 1011100 = 0x5C; ADDR = 'L' (<= 0.3 VCC) -> "
    "0100011 = 0x23 (the usual module default).",
)

fact(
    "rq90-f04",
    "medium",
    "If the I2C bus of an MCP4725 is operated in Standard Mode only, what is the maximum bit rate "
    "the MCP4725 data sheet gives for that mode?",
    ["MCP4725"],
    [it("MCP4725", "i2c_clock_frequency", "kHz", mx=100, cond="Standard Mode")],
    [ev("mcp4725.pdf", 27, "Standard Mode: bit rates up to 100 kbit/s")],
    "Section 7.1: Standard Mode up to 100 kbit/s; Fast Mode 400 kbit/s and HS mode 3.4 Mbit/s are "
    "the look-alikes on the following lines.",
    wording="formal",
)

fact(
    "rq90-f05",
    "hard",
    "writing my own am2302 decoder instead of a library. in the 40 bit frame, how many bits are "
    "the humidity value and the temperature value each?",
    ["DHT22"],
    [
        it(
            "DHT22",
            "resolution",
            "bit",
            value=16,
            q="relative_humidity",
            cond="frame field, MSB first",
        ),
        it(
            "DHT22",
            "resolution",
            "bit",
            value=16,
            q="temperature",
            cond="frame field, bit 15 = sign",
        ),
    ],
    [DHT22_HUM, DHT22_TEMP],
    "Table 5: humidity 16 bit and temperature 16 bit (value x10, temperature bit 15 is the sign), "
    "then 8 bit parity. Look-alikes: 40 bits per frame; the DHT11 splits each into 8-bit integer "
    "and 8-bit decimal bytes; 0.1 %RH / 0.1 C display resolution.",
    typ="structured",
)

fact(
    "rq90-f06",
    "medium",
    "Le DHT22 (AM2302) communique avec le microcontrôleur par quel type d'interface ? I2C, SPI ou "
    "autre chose ?",
    ["DHT22"],
    [it("DHT22", "interface", values=["single-bus"], cond="3-lead single-bus")],
    [ev("dht22.pdf", 2, "Standard single-bus interface, system integration quick and easy.")],
    "Product overview: standard single-bus interface (one data line, SDA in the timing tables, but "
    "not I2C).",
    lang="fr",
)

fact(
    "rq90-f07",
    "hard",
    "vl53l0x datasheet keeps saying the address is 0x52 but my i2c scanner finds the board at "
    "something else. what 7-bit address should i actually use?",
    ["VL53L0X"],
    [addr("VL53L0X", ["0x29"], "0x52 / 0x53 are the 8-bit write / read bytes; bits 0101001")],
    [
        ev("vl53l0x.pdf", 18, "The first byte contains the device address (0x52) and also"),
        ev("vl53l0x.pdf", 18, "0 1 0 1 0 0 1 R/W"),
    ],
    "Figure 14: the seven address bits 0101001 = 0x29 followed by R/W; 0x52 (write) and 0x53 (read) "
    "are the 8-bit address bytes.",
)

fact(
    "rq90-f08",
    "hard",
    "flashing new firmware into a ccs811 through its bootloader. does the i2c address change while "
    "it's in boot mode, or which address do i talk to?",
    ["CCS811"],
    [addr("CCS811", ["0x5A", "0x5B"], "bootloader mode; 0x5A with ADDR low, 0x5B with ADDR high")],
    [
        ev(
            "ccs811.pdf",
            23,
            "All I²C transactions must use the (7bits) slave address 0x5A or 0x5B depending on "
            "status of ADDR pin",
        )
    ],
    "Bootloader register overview (page 23): the same 0x5A / 0x5B, chosen by the ADDR pin, as in "
    "application mode.",
)

fact(
    "rq90-f09",
    "medium",
    "Over which kind of bus does the DS18B20 communicate with its master?",
    ["DS18B20"],
    [it("DS18B20", "interface", values=["1-Wire"], cond="single data line, open drain")],
    [ev("ds18b20.pdf", 10, "The 1-Wire bus system uses a single bus master to con-")],
    "1-Wire bus section: one master, DS18B20 always a slave.",
    wording="formal",
)

fact(
    "rq90-f10",
    "hard",
    "ads1115 with ALERT/RDY on a shared smbus alert line (other chips pull it too). to find out who "
    "pulled it i'm supposed to read the alert response address. which address is that?",
    ["ADS1115"],
    [addr("ADS1115", ["0x0C"], "SMBus alert response address 0001100")],
    [
        ev("ads1115.pdf", 22, "Frame 1 SMBus ALERT Response Address Byte"),
        ev("ads1115.pdf", 22, "0 0 0 1 1 0 0 R/W 1 0 0 1 A1 A0"),
    ],
    "Figure 32: the alert response address byte is 0001100 = 0x0C; the ADS1115 then answers with "
    "its own address (1001 A1 A0). Look-alike: the device addresses 0x48 .. 0x4B.",
)

fact(
    "rq90-f11",
    "medium",
    "mpu6050 I2C: what does the digital-interface section give as the max bus speed? and the "
    "pull-ups go to which rail?",
    ["MPU-6050"],
    [it("MPU-6050", "i2c_clock_frequency", "kHz", mx=400, cond="section 9.2, maximum bus speed")],
    [
        ev(
            "mpu-6050.pdf",
            33,
            "SDA and SCL lines typically need pull-up resistors to VDD. The maximum bus speed is 400 kHz.",
        )
    ],
    "Section 9.2 prose: pull-ups to VDD, maximum bus speed 400 kHz. Look-alike: SPI at 1 MHz / 20 MHz "
    "is MPU-6000 only.",
)

fact(
    "rq90-f12",
    "medium",
    "Im PCF8563-Datenblatt stehen als Slave-Adressen A2h (Schreiben) und A3h (Lesen). Welche 7-Bit-"
    "Adresse muss ich in einer Bibliothek eintragen, die 7-Bit-Adressen erwartet?",
    ["PCF8563"],
    [addr("PCF8563", ["0x51"], "read A3h = 10100011, write A2h; 7-bit 1010001")],
    [
        ev("pcf8563.pdf", 23, "Two slave addresses are reserved for the PCF8563:"),
        ev("pcf8563.pdf", 23, "Read: A3h (10100011)"),
    ],
    "Section 9.5.1: read A3h (10100011); the upper seven bits 1010001 = 0x51. Look-alikes: A2h / A3h "
    "themselves (8-bit bytes).",
    wording="formal",
    lang="de",
)

fact(
    "rq90-f13",
    "medium",
    "hmc5883l (gy-271) - is that one i2c or spi? want to know before i plan the wiring",
    ["HMC5883L"],
    [it("HMC5883L", "interface", values=["I2C"], cond="two-wire bus, slave device")],
    [
        ev(
            "hmc5883l.pdf",
            17,
            "The HMC5883L communicates via a two-wire I C bus system as a slave device.",
        )
    ],
    "I2C communication protocol section: two-wire I2C bus, slave only; no SPI.",
)

fact(
    "rq90-f14",
    "medium",
    "nrf24l01+ module: what bus do i talk to the chip itself over, i2c or spi? (not the radio side)",
    ["nRF24L01+"],
    [it("nRF24L01+", "interface", values=["SPI"], cond="data and control interface")],
    [
        ev(
            "nrf24l01p.pdf",
            50,
            "Using 1 byte SPI commands, you can activate the nRF24L01+ data FIFOs or the register map",
        )
    ],
    "Chapter 8, data and control interface: 1-byte SPI commands (CSN, SCK, MOSI, MISO).",
)

fact(
    "rq90-f15",
    "medium",
    "In Figure 4 (data read, slave transmitter mode) of the DS3231 data sheet, which 7-bit slave "
    "address does the master send?",
    ["DS3231"],
    [addr("DS3231", ["0x68"], "Figure 4: S 1101000 1 A")],
    [
        ev("ds3231.pdf", 16, "S 1101000 1 A XXXXXXXX A XXXXXXXX"),
        ev("ds3231.pdf", 16, "Figure 4. Data Read—Slave Transmitter Mode"),
    ],
    "Figure 4: S, 1101000, R/W = 1 -> 7-bit 0x68 (read byte 0xD1). The same address is in Figure 3 "
    "(write), a marked line.",
    wording="formal",
)

fact(
    "rq90-f16",
    "medium",
    "Which digital audio interface does the INMP441 microphone use for its SCK, WS and SD pins?",
    ["INMP441"],
    [it("INMP441", "interface", values=["I2S"], cond="SCK, WS, SD pins")],
    [
        ev("inmp441.pdf", 8, "SCK Serial-Data Clock for I²S Interface"),
        ev("inmp441.pdf", 8, "WS Serial Data-Word Select for I²S Interface"),
    ],
    "Pin function table: SCK and WS are the I2S clock and word select.",
    wording="formal",
)

# ---------------------------------------------------------------------------------------------
# Factual questions the sheets do not answer
# ---------------------------------------------------------------------------------------------

trap(
    "rq90-u01",
    "hard",
    "the ads1115 datasheet has a picture with a tmp421 on the same bus as the adcs. which "
    "addresses can a tmp421 be strapped to? want to check it against my ads1115s",
    ["ADS1115"],
    [
        ev("ads1115.pdf", 24, "In the example, the TMP421 has the address"),
        ev("ads1115.pdf", 24, "Consult the DAC8574 and TMP421 data"),
    ],
    "The ADS1115 sheet gives only the example address 0101010 of the TMP421 in Figure 36 and "
    "refers to the TMP421 data sheet; the TMP421 is not covered.",
)

trap(
    "rq90-u02",
    "medium",
    "What minimum and maximum SDA/SCL pull-up resistance does the Si7021 data sheet guarantee "
    "for operation at VDD = 1.9 V to 3.6 V?",
    ["Si7021"],
    [
        ev("si7021.pdf", 11, "10k 10k"),
        ev(
            "si7021.pdf",
            11,
            "Figure 4. Typical Application Circuit for Relative Humidity and Temperature Measurement",
        ),
    ],
    "Only the typical application circuit shows 10 k pull-ups; no pull-up range is specified.",
    wording="formal",
)

trap(
    "rq90-u03",
    "hard",
    "mcp4725 on a hs-mode bus (3.4 mhz), roughly 250 pF of wiring. exactly what pull-up value does "
    "microchip specify for that?",
    ["MCP4725"],
    [
        ev(
            "mcp4725.pdf",
            33,
            "The pull-up resistor is typically chosen between 1 kΩ and 10 kΩ ranges for standard and "
            "fast modes, and less than 1 kΩ for high speed mode.",
        )
    ],
    "Section 8.1 gives only guidance (typically 1 .. 10 k for standard / fast, less than 1 k for "
    "HS mode); no value for a given bus capacitance.",
)

trap(
    "rq90-u04",
    "medium",
    "What maximum 1-Wire pull-up resistance does the DS18B20 data sheet allow when the bus is "
    "pulled up to 3.3 V?",
    ["DS18B20"],
    [
        ev("ds18b20.pdf", 10, "The 1-Wire bus requires an external pullup resistor of"),
        ev("ds18b20.pdf", 10, "approximately 5kΩ; thus, the idle state for the 1-Wire"),
    ],
    "The sheet asks for approximately 5 kOhm (figures show 4.7 kOhm); no maximum value is given.",
    wording="formal",
)

trap(
    "rq90-u05",
    "medium",
    "Two MCP2515-based CAN nodes communicate at 500 kbit/s over about 300 m of cable. What "
    "maximum bus length does the MCP2515 data sheet specify for that bit rate?",
    ["MCP2515"],
    [
        ev("mcp2515.pdf", 3, "The CAN module handles all functions for receiving and"),
        ev("mcp2515.pdf", 3, "transmitting messages on the CAN bus. Messages are"),
    ],
    "The MCP2515 is the protocol controller; cable length depends on the transceiver and the bit "
    "timing, and the sheet gives no length.",
    wording="formal",
)

trap(
    "rq90-u06",
    "medium",
    "gy-49 (max44009) where the A0 pin is just floating, no jumper. which i2c address does it "
    "come up on?",
    ["MAX44009"],
    [
        ev("max44009.pdf", 16, "The slave address is controlled by the A0 pin. Connect"),
        ev("max44009.pdf", 16, "A0 to either ground or VCC to set the address. Table 10"),
    ],
    "Table 10 lists A0 = GND and A0 = VCC only; a floating A0 is not covered.",
)

trap(
    "rq90-u07",
    "medium",
    "esp32-wroom-32 as i2c master: whats the max SCL frequency according to the module datasheet?",
    ["ESP32-WROOM-32"],
    [ev("esp32-wroom-32.pdf", 7, "SD card, UART, SPI, SDIO, I2C, LED PWM, Motor PWM,")],
    "The module sheet lists I2C among the peripherals but gives no I2C clock limit (that is in the "
    "chip documentation).",
)

trap(
    "rq90-u08",
    "hard",
    "how many max7219 8x8 modules can i daisy-chain on one DIN/CLK/LOAD at 10 mhz before it stops "
    "working? does the sheet give a max count?",
    ["MAX7219"],
    [
        ev(
            "max7219.pdf",
            5,
            "Serial-Data Output. The data into DIN is valid at DOUT 16.5 clock cycles later.",
        )
    ],
    "DOUT is for cascading (data valid 16.5 clocks later); no maximum number of cascaded devices "
    "is stated.",
)

trap(
    "rq90-u09",
    "hard",
    "ccs811 holds SCL low (clock stretching) - whats the longest it can stretch? my i2c master "
    "gives up after 1 ms",
    ["CCS811"],
    [
        ev(
            "ccs811.pdf",
            4,
            "SCL pin is used for I²C clock. Should be pulled up to VDD with a resistor.",
        )
    ],
    "The sheet says the host must support clock stretching but gives no maximum stretch time.",
)

# ---------------------------------------------------------------------------------------------
# Compatibility: compatible
# ---------------------------------------------------------------------------------------------

compat(
    "rq90-c01",
    "medium",
    "air quality box on one 400 khz i2c bus: cjmcu-811 (ccs811) with ADDR tied high, an si7021 and "
    "a gy-271 that really is an hmc5883l. my master does clock stretching fine. any address clash?",
    ["CCS811", "Si7021", "HMC5883L"],
    "compatible",
    [
        addr("CCS811", ["0x5B"], "ADDR high"),
        addr("Si7021", ["0x40"], "fixed"),
        addr("HMC5883L", ["0x1E"], "fixed"),
    ],
    [CCS_HIGH, CCS_STRETCH, SI_ADDR, HMC_ADDR, HMC_FS],
    "0x5B, 0x40 and 0x1E are distinct; all three support 400 kHz and the CCS811 needs clock "
    "stretching, which the master supports.",
)

compat(
    "rq90-c02",
    "hard",
    "A 3.3 V board has one SPI bus whose driver uses a single fixed mode for every device: mode 0 "
    "(CPOL = 0, CPHA = 0) at 1 MHz. On the bus, each with its own select line, are an MCP3008, a "
    "W25Q64FV (plain Read Data, 03h) and a 74HC595 whose STCP is driven by a spare GPIO. Do all "
    "three accept mode 0 at that clock?",
    ["MCP3008", "W25Q64FV", "74HC595"],
    "compatible",
    [
        it("MCP3008", "spi_clock_frequency", "MHz", mx=1.35, cond="VDD = 2.7 V row"),
        it("W25Q64FV", "spi_clock_frequency", "MHz", mx=50, cond="Read Data 03h, 3.0 .. 3.6 V"),
    ],
    [
        MCP3008_MODES,
        MCP3008_CLK27,
        W25_MODES,
        W25_FR,
        HC595_SHCP,
    ],
    "MCP3008 modes 0,0 and 1,1 (1.35 MHz even at 2.7 V); W25Q64FV modes 0 and 3, 50 MHz for 03h; the "
    "74HC595 shifts on the rising SHCP edge, which mode 0 provides.",
    wording="formal",
)

compat(
    "rq90-c03",
    "medium",
    "A VL53L0X (default address), a CCS811 with ADDR low and a MAX44009 with A0 tied to VCC share "
    "one 400 kHz I2C bus; the master supports clock stretching. Are the three 7-bit addresses "
    "distinct, and do all three support the clock?",
    ["VL53L0X", "CCS811", "MAX44009"],
    "compatible",
    [
        addr("VL53L0X", ["0x29"], "0x52 write byte"),
        addr("CCS811", ["0x5A"], "ADDR low"),
        addr("MAX44009", ["0x4B"], "A0 = VCC"),
        it("MAX44009", "i2c_clock_frequency", "kHz", mx=400),
    ],
    [VL_ADDR, CCS_LOW, CCS_STRETCH, CCS_FSCL, MAX44009_VCC, MAX44009_FSCL],
    "0x29 (8-bit 0x52), 0x5A and 0x4B are distinct; all three support 400 kHz (VL53L0X 400 kbit/s, "
    "CCS811 10 .. 400 kHz, MAX44009 400 kHz).",
    wording="formal",
)

compat(
    "rq90-c04",
    "medium",
    "solar monitor: ina3221 with A0 strapped to SCL, an si7021 for the box humidity and an "
    "hmc5883l for panel heading, same i2c bus. i know the ina3221 default collides with the si7021 - "
    "is it fine with A0 on SCL?",
    ["INA3221", "Si7021", "HMC5883L"],
    "compatible",
    [
        addr("INA3221", ["0x43"], "A0 = SCL"),
        addr("Si7021", ["0x40"], "fixed"),
        addr("HMC5883L", ["0x1E"], "fixed"),
    ],
    [INA3221_SCL, INA3221_GND, SI_ADDR, HMC_ADDR],
    "A0 = SCL gives 1000011 = 0x43; only A0 = GND (0x40) would collide with the Si7021.",
)

compat(
    "rq90-c05",
    "hard",
    "An INA3221 (A0 tied to VS) and an INA219 (A1 tied to VS+, A0 to GND) share one I2C bus that "
    "the master switches into high-speed mode at 2.4 MHz after the Hs master code; the bus "
    "capacitance is about 80 pF. An ACS712 on the same board is read by an ADC, not over I2C. Do "
    "both I2C devices support that clock, and are their addresses distinct?",
    ["INA3221", "INA219", "ACS712"],
    "compatible",
    [
        it("INA3221", "i2c_clock_frequency", "MHz", mx=2.44, cond="high-speed mode"),
        it("INA219", "i2c_clock_frequency", "MHz", mx=2.56, cond="high-speed mode"),
        addr("INA3221", ["0x41"], "A0 = VS"),
        addr("INA219", ["0x44"], "A1 = VS+, A0 = GND"),
    ],
    [INA3221_HS, INA219_HS, INA3221_VS, ev("ina219.pdf", 14, "VS+ GND 1000100")],
    "2.4 MHz is below both high-speed limits (2.44 and 2.56 MHz); 0x41 and 0x44 differ. The INA3221 "
    "limit is the tighter one.",
    wording="formal",
)

compat(
    "rq90-c06",
    "hard",
    "A DS3231, a PCF8563 and a VL53L0X share one I2C bus clocked at 100 kHz; the estimated "
    "capacitance of each bus line is about 300 pF. Is that load within the bus capacitance each "
    "of the three devices allows?",
    ["DS3231", "PCF8563", "VL53L0X"],
    "compatible",
    [],
    [DS3231_CB, PCF_CB, VL_CL],
    "Maximum bus capacitance: DS3231 CB 400 pF, PCF8563 Cb 400 pF, VL53L0X CL 400 pF (125 pF typical); "
    "300 pF is within all three.",
    wording="formal",
)

compat(
    "rq90-c07",
    "hard",
    "cheap mcp2515 can module with the 8 mhz crystal, talking to an esp32 over spi, an lm35 on an "
    "analog pin. can the mcp2515 be set up for 500 kbit/s can with that crystal, given its bit "
    "timing rules?",
    ["MCP2515", "ESP32-WROOM-32", "LM35"],
    "compatible",
    [],
    [MCP2515_TQMIN, MCP2515_TQMIN2, MCP2515_SYNC, MCP2515_PROP, MCP2515_PS, MCP2515_PS2],
    "TQ min = 2 x TOSC = 250 ns at 8 MHz; 500 kbit/s = 2 us = 8 TQ (SyncSeg 1 + PropSeg 2 + PS1 3 + "
    "PS2 2), inside the segment ranges.",
)

compat(
    "rq90-c08",
    "medium",
    "dht22 + max7219 matrix on 5 V, an irlz44n switches the fan. my decoder takes the first two bytes of the "
    "40 bit frame as one 16 bit humidity number and divides by 10, the next two bytes the same for "
    "temperature (top bit = minus). is that the right frame format?",
    ["DHT22", "MAX7219", "IRLZ44N"],
    "compatible",
    [
        it("DHT22", "resolution", "bit", value=16, q="relative_humidity"),
        it("DHT22", "resolution", "bit", value=16, q="temperature"),
    ],
    [
        DHT22_HUM,
        DHT22_TEMP,
        ev(
            "dht22.pdf",
            6,
            "The temperature is the highest bit (Bit15) is equal to 1 indicates a negative temperature",
        ),
    ],
    "Table 5: 16-bit humidity and 16-bit temperature, each 10 x the value, bit 15 of the temperature "
    "is the sign.",
)

compat(
    "rq90-c09",
    "hard",
    "bare mpu-6050 on my pcb: VDD = 3.3 V, VLOGIC = 1.8 V from a separate xc6206 (1.8 V version) "
    "that only starts after VDD is already up, and the i2c pull-ups go to that 1.8 V. a tmp36 sits "
    "on the same board. is that power-up order and logic level allowed?",
    ["MPU-6050", "XC6206", "TMP36"],
    "compatible",
    [it("MPU-6050", "io_supply_voltage", "V", mn=1.71, cond="VLOGIC, must be <= VDD")],
    [
        ev("mpu-6050.pdf", 14, "Voltage Range VLOGIC must be ≤VDD at all times 1.71 VDD V"),
        ev("mpu-6050.pdf", 23, "7. TVLG-VDD is ≥0"),
    ],
    "VLOGIC range 1.71 V .. VDD; the power-on procedure needs TVLG-VDD >= 0 (VLOGIC starting at or "
    "after VDD), so 1.8 V after 3.3 V is allowed.",
)

compat(
    "rq90-c10",
    "hard",
    "A temperature logger on 3.3 V shares one SPI bus at 4 MHz between a W25Q64FV (Read Data, 03h), "
    "a 74HC595 driving status LEDs (own latch line) and a MAX31865. The driver reconfigures the SPI "
    "mode for each transfer: mode 0 for the flash and the 74HC595, mode 3 (CPOL = 1, CPHA = 1) for "
    "the MAX31865. Is each device addressed in a mode and at a clock it supports?",
    ["W25Q64FV", "74HC595", "MAX31865"],
    "compatible",
    [
        it("W25Q64FV", "spi_clock_frequency", "MHz", mx=50, cond="Read Data 03h, 3.0 .. 3.6 V"),
        it("MAX31865", "spi_clock_frequency", "MHz", mx=5.0),
    ],
    [
        W25_MODES,
        W25_FR,
        HC595_SHCP,
        ev("74hc595.pdf", 11, "VCC = 2 V 9 30 - 4.8 - 4 - MHz"),
        MAX31865_CPHA,
        ev("max31865.pdf", 4, "SCLK Frequency tCLK (Note 9) DC 5.0 MHz"),
    ],
    "W25Q64FV modes 0 and 3, 50 MHz for 03h; the 74HC595 shifts on the rising SHCP edge (mode 0) "
    "and its fmax is at least 4.8 MHz even at VCC = 2 V (-40 .. +85 C); the MAX31865 needs CPHA = 1 "
    "(mode 1 or 3) up to 5 MHz. 4 MHz is within all three.",
    wording="formal",
)

compat(
    "rq90-c11",
    "hard",
    "5v arduino: max7219 matrix, a 74hc595 for leds and an mcp3008 all share CLK and the data-out "
    "line (DIN / DS / DIN), each has its own LOAD / STCP / CS. when i talk to the mcp3008 or the 595 "
    "the max7219 shifts that junk in too. will the display show garbage?",
    ["MAX7219", "74HC595", "MCP3008"],
    "compatible",
    [],
    [
        MAX7219_DIN,
        MAX7219_LOAD,
        ev("74hc595.pdf", 1, "transition of the storage register clock input (STCP)."),
    ],
    "The MAX7219 shift register takes every clock, but only the last 16 bits are latched on LOAD's "
    "rising edge; the 595 likewise latches on STCP. Junk in the shift registers never reaches the "
    "outputs as long as each latch line is pulsed only after its own data.",
)

compat(
    "rq90-c12",
    "hard",
    "bit-banged i2c, out of pull-up resistors: SDA has a pull-up but SCL is driven push-pull "
    "(high and low) by the mcu. only an ads1115 and a pcf8563 on the bus, an acs712 feeds the adc. "
    "can either of them need to pull SCL low?",
    ["ADS1115", "PCF8563", "ACS712"],
    "compatible",
    [],
    [
        ev("ads1115.pdf", 23, "perform clock-stretching (that is, they never pull the"),
        ev("ads1115.pdf", 24, "Note that no pull-up resistor is shown on the SCL"),
        PCF_SCL_IN,
    ],
    "The ADS1115 never drives SCL (no clock stretching; Figure 34 runs SCL without a pull-up); the "
    "PCF8563 SCL is only an input. A push-pull SCL is safe with these two.",
)

# ---------------------------------------------------------------------------------------------
# Compatibility: incompatible
# ---------------------------------------------------------------------------------------------

compat(
    "rq90-i01",
    "medium",
    "greenhouse light map: three gy-49 (max44009) boards on one i2c bus, one A0 to gnd, one A0 to "
    "vcc, the third A0 to vcc as well but on a longer cable. tp4056 charges the cell, an mq-2 "
    "sniffs for smoke. can i read all three separately?",
    ["MAX44009", "TP4056", "MQ-2"],
    "incompatible",
    [addr("MAX44009", ["0x4A", "0x4B"], "A0 = GND / A0 = VCC; the only two addresses")],
    [
        MAX44009_GND,
        MAX44009_VCC,
        ev("max44009.pdf", 16, "shows the two possible addresses for the IC."),
    ],
    "Table 10 gives only two addresses (A0 = GND: 0x4A, A0 = VCC: 0x4B); two of the three boards "
    "share 0x4B.",
)

compat(
    "rq90-i02",
    "hard",
    "porting an hx711 reader to a hardware spi peripheral that only does whole bytes: 3 bytes = 24 "
    "clocks on PD_SCK per reading, exactly one per data bit, nothing after. lm2596 supply, an "
    "irlz44n switches a heater. is 24 clocks per conversion allowed?",
    ["HX711", "LM2596", "IRLZ44N"],
    "incompatible",
    [],
    [
        ev("hx711.pdf", 4, "PD_SCK clock pulses should not be less than 25"),
        ev("hx711.pdf", 4, "or more than 27 within one conversion period, to"),
        ev("hx711.pdf", 4, "The 25th pulse at PD_SCK input will"),
    ],
    "The HX711 needs 25 to 27 PD_SCK pulses per conversion period (the 25th pulls DOUT high again "
    "and the count selects channel and gain); 24 pulses are below the minimum.",
)

compat(
    "rq90-i03",
    "hard",
    "relay board: a chain of 74hc595s, and to check what i shifted i loop the last Q7S back into "
    "MISO while shifting. that MISO line is shared with a w25q64 (own /CS). a drv8833 runs the pump. "
    "does the 595 get off MISO when i read the flash?",
    ["74HC595", "W25Q64FV", "DRV8833"],
    "incompatible",
    [],
    [
        HC595_Q7S,
        ev("74hc595.pdf", 1, "storage register has 8 parallel 3-state bus driver outputs."),
        ev(
            "w25q64.pdf",
            11,
            "deselected and the Serial Data Output (DO, or IO0, IO1, IO2, IO3) pins are at high "
            "impedance.",
        ),
    ],
    "Q7S is a standard (not 3-state) output: only Q0 .. Q7 are 3-state. The flash releases DO when "
    "deselected, but the 595 keeps driving MISO, so the two outputs fight during flash reads.",
)

compat(
    "rq90-i04",
    "hard",
    "A PCF8563 is read by a slow interpreted microcontroller that bit-bangs I2C; one burst read "
    "of all 16 registers takes about 1.5 s from START to STOP. An MQ-2 and an SRD-05VDC-SL-C "
    "relay share the board. Does the PCF8563 data sheet permit a transaction of that length?",
    ["PCF8563", "MQ-2", "SRD-05VDC-SL-C"],
    "incompatible",
    [],
    [PCF_1S],
    "Table 30 note 5: the access time between two STARTs or between START and STOP must be less "
    "than one second; 1.5 s breaks it (the watchdog resets the interface).",
    wording="formal",
)

compat(
    "rq90-i05",
    "hard",
    "can bus node: mcp2515 board with its 8 mhz crystal, dht11 for temperature, tps63021 making "
    "3.3 v. the rest of the car network runs at 1 mbit/s. can the mcp2515 do 1 mbit/s on that "
    "crystal?",
    ["MCP2515", "DHT11", "TPS63020"],
    "incompatible",
    [],
    [
        MCP2515_1M,
        MCP2515_TQMIN,
        MCP2515_TQMIN2,
        MCP2515_SYNC,
        MCP2515_PROP,
        MCP2515_PS,
        MCP2515_PS2,
    ],
    "At 8 MHz the shortest TQ is 250 ns; a bit needs at least SyncSeg 1 + PropSeg 1 + PS1 1 + PS2 2 = "
    "5 TQ = 1.25 us, so 1 Mbit/s (1 us) is out of reach (max 800 kbit/s). 1 Mb/s needs a faster "
    "oscillator.",
)

compat(
    "rq90-i06",
    "medium",
    "An MPU-6050 runs from VDD = 2.5 V (an XC6206 2.5 V regulator) while its VLOGIC pin is tied to "
    "the 3.3 V rail so that the I2C lines match a 3.3 V host; an LM35 shares the board. Is this "
    "supply arrangement permitted?",
    ["MPU-6050", "XC6206", "LM35"],
    "incompatible",
    [],
    [MPU_VLOGIC, ev("mpu-6050.pdf", 23, "1. VLOGIC amplitude must always be ≤VDD")],
    "VLOGIC must be <= VDD at all times; 3.3 V on VLOGIC with VDD = 2.5 V violates it.",
    wording="formal",
)

compat(
    "rq90-i07",
    "medium",
    "ds3231 module running at 3.3v on the same i2c as an ina3221 that sits on 5v, pull-ups go to 5v "
    "because of the ina. ams1117 makes the 3.3. ok for the ds3231 inputs?",
    ["DS3231", "INA3221", "AMS1117"],
    "incompatible",
    [],
    [
        ev("ds3231.pdf", 2, "0.7 x VCC + Logic 1 Input SDA, SCL VIH V VCC 0.3"),
        ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5 V"),
    ],
    "DS3231 VIH for SDA/SCL is 0.7 x VCC .. VCC + 0.3 V, i.e. at most 3.6 V at VCC = 3.3 V; a 5 V "
    "high is outside the recommended input range (the 6 V absolute maximum is not an operating "
    "condition).",
)

compat(
    "rq90-i08",
    "medium",
    "A 3.3 V logger shares one SPI bus between an MCP2515 and a W25Q64FV; to speed up flash reads "
    "with Read Data (03h) the bus clock is set to 20 MHz for every transfer, including those to the "
    "MCP2515. An ACS712 is read by the ADC. Is 20 MHz within both devices' SPI limits?",
    ["MCP2515", "W25Q64FV", "ACS712"],
    "incompatible",
    [
        it("MCP2515", "spi_clock_frequency", "MHz", mx=10),
        it("W25Q64FV", "spi_clock_frequency", "MHz", mx=50, cond="Read Data 03h, 3.0 .. 3.6 V"),
    ],
    [MCP2515_SPI, W25_FR],
    "The flash takes 50 MHz for 03h, but the MCP2515 SPI interface is rated 10 MHz; the MCP2515 "
    "limits the shared clock.",
    wording="formal",
)

compat(
    "rq90-i09",
    "medium",
    "garden sensor mast: vl53l0x, a max44009 and an si7021 on one i2c bus, 400 khz. long cable "
    "plus modules, i measured roughly 450 pF on SDA. is the vl53l0x ok with that?",
    ["VL53L0X", "MAX44009", "Si7021"],
    "incompatible",
    [],
    [
        VL_CL,
        ev(
            "vl53l0x.pdf",
            20,
            "The maximum bus speed is also limited by the combination of 400pF load capacitance and pull-up resistor.",
        ),
    ],
    "VL53L0X load capacitance CL is 400 pF maximum; 450 pF exceeds it.",
)

compat(
    "rq90-i10",
    "medium",
    "bare esp32-wroom-32: a little uart display listens on TXD0 at 115200 and goes nuts if it gets "
    "junk. IO15 (MTDO) is not connected to anything. will TXD0 stay silent while the esp32 boots? "
    "(srd relay and an mq-3 on other pins)",
    ["ESP32-WROOM-32", "SRD-05VDC-SL-C", "MQ-3"],
    "incompatible",
    [],
    [ESP_U0TXD, ESP_MTDO],
    "MTDO has a default pull-up; MTDO = 1 means the debugging log is printed on U0TXD during "
    "booting. Only MTDO = 0 makes U0TXD silent.",
)

compat(
    "rq90-i11",
    "hard",
    "smoker controller: max31855 is the only thing on that spi bus, so i tied its CS permanently to "
    "gnd and just clock out 32 bits once a second. an l298n runs the fan, a tp4056 charges the "
    "battery. will the temperature keep updating?",
    ["MAX31855", "L298N", "TP4056"],
    "incompatible",
    [],
    [
        ev("max31855.pdf", 9, "background. The fault and temperature data are only be"),
        ev("max31855.pdf", 9, "updated when CS is high."),
    ],
    "Conversions run in the background but the output data are only updated while CS is high; with "
    "CS held low the reading never changes.",
)

compat(
    "rq90-i12",
    "hard",
    "ads1115 in continuous mode reading an mq-2, and an mcp4725 on the same i2c. to reset just the "
    "dac i send a general call reset (00h then 06h). the ads1115 keeps converting in the background "
    "after that, right?",
    ["ADS1115", "MCP4725", "MQ-2"],
    "incompatible",
    [],
    [ADS_GC, ADS_GC2, MCP4725_GC],
    "The ADS1115 also responds to the general call: second byte 06h resets its registers and puts it "
    "into power-down, so continuous conversion stops; the MCP4725 resets as intended.",
)

compat(
    "rq90-i13",
    "hard",
    "Two MCP4725 DACs of the same address option share one I2C bus. A0 of the first is tied to "
    "VSS; on the second, because no VDD trace is nearby, the designer ties A0 to the SDA line "
    "instead of VDD. A TMP36 and an XC6206 are on the same board. Will the second DAC then answer "
    "only at the address with A0 = 1, without clashing with the first?",
    ["MCP4725", "TMP36", "XC6206"],
    "incompatible",
    [],
    [
        ev(
            "mcp4725.pdf",
            13,
            "I2C Address Bit Selection pin (A0 bit). This pin can be tied to VSS or VDD, or can be",
        ),
        ev("mcp4725.pdf", 27, "A0 bit is determined by the logic state of A0 pin."),
        ev("mcp4725.pdf", 27, "The logic state of the A0 pin needs to be set prior to the"),
        ev("mcp4725.pdf", 27, "interface communication."),
    ],
    "A0 is compared with the received A0 bit, and its logic state must be set before the "
    "interface communication (tied to VSS / VDD or driven by logic). Tied to SDA it changes with "
    "every bit of the transfer, which the sheet does not allow; the second DAC is not reliably at "
    "0x61 only.",
    wording="formal",
)

# ---------------------------------------------------------------------------------------------
# Compatibility: insufficient evidence
# ---------------------------------------------------------------------------------------------

compat(
    "rq90-e01",
    "medium",
    "two nrf24l01+ radios on one board, i want to wire both IRQ pins together into a single mcu "
    "interrupt pin (wired-or). mcp73831 charger and an hc-sr04 on the board too. is the IRQ output "
    "open drain so that's safe?",
    ["nRF24L01+", "MCP73831", "HC-SR04"],
    "insufficient_evidence",
    [],
    [ev("nrf24l01p.pdf", 11, "IRQ Digital Output Maskable interrupt pin. Active low")],
    "The pin table calls IRQ an active-low digital output; whether it is open drain (safe to tie "
    "together) is not stated.",
)

compat(
    "rq90-e02",
    "hard",
    "four bh1750s on one bus, trick: their ADDR pins go to gpios, i pull one ADDR high (0x5C) to "
    "talk to it and keep the rest low (0x23, never addressed). xc6206 3.3 v rail, lm35 too. does "
    "the bh1750 pick up an ADDR change while running?",
    ["BH1750", "XC6206", "LM35"],
    "insufficient_evidence",
    [],
    [BH_ADDR_H, BH_3STATE],
    "The terminal description gives the two ADDR levels and warns that ADDR is a 3-state buffer for "
    "internal test; when the level is sampled (once or continuously) is not stated.",
)

compat(
    "rq90-e03",
    "medium",
    "spi bus with an nrf24l01+ and a max31865, shared MISO. the max31865 goes high-z when CS is "
    "high, fine. does the nrf release MISO when CSN is high? (lm2596 supply)",
    ["nRF24L01+", "MAX31865", "LM2596"],
    "insufficient_evidence",
    [],
    [
        ev("nrf24l01p.pdf", 11, "MISO Digital Output SPI Slave Data Output, with tri-state option"),
        ev("max31865.pdf", 17, "Disable Reset High Input disabled Input disabled High impedance"),
    ],
    "The nRF24L01+ pin table says only 'with tri-state option'; the sheet does not state that MISO "
    "is tri-stated whenever CSN is high.",
)

compat(
    "rq90-e04",
    "hard",
    "esp32-wroom-32 with an ina3221 (mq-3 on the adc). i want the i2c in high-speed mode at 2 mhz: "
    "the ina3221 needs the Hs master code first. can the esp32's i2c send that and run 2 mhz?",
    ["ESP32-WROOM-32", "INA3221", "MQ-3"],
    "insufficient_evidence",
    [],
    [INA3221_HS, ev("esp32-wroom-32.pdf", 7, "SD card, UART, SPI, SDIO, I2C, LED PWM, Motor PWM,")],
    "The INA3221 supports 2.44 MHz high-speed mode, but the ESP32-WROOM-32 module sheet says nothing "
    "about its I2C speed modes or Hs master code.",
)

compat(
    "rq90-e05",
    "medium",
    "stereo pair: two inmp441 on one SD line (L/R one low, one high), a tps63021 makes the 3.3 V, "
    "an hc-sr04 on other pins. the sheet wants a 100k pulldown on SD but i only have 10k. is 10k ok "
    "on the shared SD line?",
    ["INMP441", "TPS63020", "HC-SR04"],
    "insufficient_evidence",
    [],
    [
        ev(
            "inmp441.pdf",
            8,
            "appropriate output channel. The SD trace should have a 100 kΩ pulldown resistor to",
        ),
        ev(
            "inmp441.pdf",
            8,
            "discharge the line during the time that all microphones on the bus have tri-stated their",
        ),
    ],
    "The pin table recommends 100 kOhm to discharge the tri-stated SD line; the SD output drive "
    "into a 10 kOhm load is not specified.",
)

compat(
    "rq90-e06",
    "medium",
    "To save pins, the DOUT of an HX711 (clocked on its own PD_SCK line) and the DOUT of an "
    "MCP3008 are joined on one MISO line; an SRD-05VDC-SL-C relay is also on the board. Does the "
    "HX711 data sheet state that its DOUT goes high-impedance so that the MCP3008 can drive the "
    "line?",
    ["HX711", "MCP3008", "SRD-05VDC-SL-C"],
    "insufficient_evidence",
    [],
    [ev("hx711.pdf", 2, "DOUT Digital Output Serial data output")],
    "DOUT is a plain digital output in the pin table; the sheet does not say it is ever high "
    "impedance.",
    wording="formal",
)

compat(
    "rq90-e07",
    "medium",
    "bare mpu-6050 on my pcb (not a gy-521), AD0 pin left floating because i forgot the resistor. "
    "which address will it be on? acs712 and l298n elsewhere on the board.",
    ["MPU-6050", "ACS712", "L298N"],
    "insufficient_evidence",
    [],
    [
        ev(
            "mpu-6050.pdf",
            33,
            "determined by the logic level on pin AD0. This allows two MPU-60X0s to be connected to the same I C bus.",
        )
    ],
    "The address LSB follows the logic level on AD0; a floating AD0 (and any internal pull) is not "
    "described.",
)

compat(
    "rq90-e08",
    "medium",
    "A MAX31865 and a MAX31855 sit at the end of a 1 m ribbon cable and share an SPI bus clocked "
    "at 5 MHz, the maximum of both; an L298N is mounted next to the cable. Do the data sheets "
    "support reliable operation over that cable?",
    ["MAX31865", "MAX31855", "L298N"],
    "insufficient_evidence",
    [],
    [
        ev("max31865.pdf", 4, "SCLK Frequency tCLK (Note 9) DC 5.0 MHz"),
        ev("max31855.pdf", 4, "Serial-Clock Frequency fSCL 5 MHz"),
    ],
    "Both allow 5 MHz, but neither sheet specifies cable length, line capacitance or noise "
    "immunity for a 1 m ribbon.",
    wording="formal",
)

compat(
    "rq90-e09",
    "hard",
    "one gpio, one 4.7k pull-up: a dht11 and a ds18b20 on the same data wire. i do the dht11 start "
    "signal when i want humidity and 1-wire resets when i want the ds18b20. a pc817 is elsewhere. "
    "will they leave each other alone?",
    ["DHT11", "DS18B20", "PC817"],
    "insufficient_evidence",
    [],
    [
        ev("ds18b20.pdf", 10, "The 1-Wire bus has by definition only a single data line."),
        ev(
            "dht11.pdf",
            4,
            "while other devices use the bus; single bus usually require an external one about 5.1kΩ pull-up resistor,",
        ),
    ],
    "Neither sheet covers a mixed single-bus / 1-Wire line: whether the DHT11 start signal or the "
    "1-Wire slots upset the other device is not stated.",
)

compat(
    "rq90-e10",
    "hard",
    "no level shifter board at hand, so i built the usual 2-mosfet i2c level shifter (3.3 v <-> "
    "5 v) from two irlz44n i had around. 5 v ds3231 module on the far side, tp4056 on the board. "
    "will that work at 400 khz?",
    ["IRLZ44N", "DS3231", "TP4056"],
    "insufficient_evidence",
    [],
    [ev("irlz44n.pdf", 2, "Ciss Input Capacitance ––– 1700 –––"), DS3231_CB],
    "The IRLZ44N sheet has no rating for this use (a 1700 pF input capacitance and a large Coss "
    "load the bus, DS3231 CB max 400 pF), but no sheet covers the level-shifter circuit itself.",
)

if __name__ == "__main__":
    out = Path(__file__).with_name("questions.jsonl")
    out.write_text("".join(json.dumps(q, ensure_ascii=False) + "\n" for q in Q), encoding="utf-8")
    print(f"{len(Q)} questions -> {out}")
