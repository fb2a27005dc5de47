"""realq74: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: communication buses. I2C addresses and address pins, pull-up resistors and who provides them, bus speeds
against part limits, SPI modes and clock limits, UART pins and baud rates, sharing one bus between several dev and
dev2 parts, and bus questions the sheets cannot answer. Forum chat and formal wording mixed.

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


def addr(dev, values, cond):
    return it(dev, "i2c_address", values=values, cond=cond)


def i2cclk(dev, mx, unit="kHz", mn=None, cond=""):
    return it(dev, "i2c_clock_frequency", unit, mn=mn, mx=mx, cond=cond)


def spiclk(dev, mx, unit="MHz", mn=None, cond=""):
    return it(dev, "spi_clock_frequency", unit, mn=mn, mx=mx, cond=cond)


def supply(dev, mn, mx, typ=None, cond=""):
    return it(dev, "supply_voltage", "V", mn=mn, typ=typ, mx=mx, cond=cond)


def tmin(dev, x, unit, cond):
    return it(dev, "response_time", unit, mn=x, cond=cond)


def tmax(dev, x, unit, cond):
    return it(dev, "response_time", unit, mx=x, cond=cond)


# ---------- evidence used by the compatibility questions (earlier sets may quote the same lines)
ADS_VDD = ev("ads1115.pdf", 17, "VDD 1001001")
ADS_SCL = ev("ads1115.pdf", 17, "SCL 1001011")
ADS_FSCL = ev("ads1115.pdf", 5, "SCL operating frequency fSCL 0.01 0.4 0.01 3.4 MHz")
MAX44_GND = ev("max44009.pdf", 16, "GND 1001 0100 1001 0101")
MAX44_VCC = ev("max44009.pdf", 16, "VCC 1001 0110 1001 0111")
MAX44_FSCL = ev("max44009.pdf", 3, "Serial-Clock Frequency fSCL 400 kHz")
MCP47_CODE = ev("mcp4725.pdf", 27, "1 1 0 0 A2 A1 A0")
MCP47_A0OPT = ev("mcp4725.pdf", 47, "A0 * = 0 0 External")
MCP47_FAST = ev("mcp4725.pdf", 30, "Clock frequency TSCL 0 — 400 kHz")
MCP47_TR_STD = ev(
    "mcp4725.pdf", 30, "SDA and SCL rise time TR — — 1000 ns From VIL to VIH (Note 1)"
)
INA3221_ADDR = ev("ina3221.pdf", 20, "GND 1000000")
INA3221_FSCL = ev("ina3221.pdf", 23, "f(SCL) SCL operating frequency 0.001 0.4 0.001 2.44 MHz")
INA3221_VOL = ev("ina3221.pdf", 5, "SDA, critical, warning, PV VS > +2.7V, IOL = 3mA 0 0.4")
TMP36_VS = ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V")
M65_MODES = ev("max31865.pdf", 16, "The MAX31865 supports SPI modes 1 and 3.")
M65_CPHA = ev("max31865.pdf", 17, "Note: CPHA bit polarity must be set to 1.")
M65_SCLK = ev("max31865.pdf", 4, "SCLK Frequency tCLK (Note 9) DC 5.0 MHz")
MCP3008_MODES = ev("mcp3008.pdf", 1, "SPI serial interface (modes 0,0 and 1,1)")
MCP3008_5V = ev("mcp3008.pdf", 4, "Clock Frequency fCLK — — 3.6 MHz VDD = 5V (Note 3)")
MCP3008_27 = ev("mcp3008.pdf", 4, "1.35 MHz VDD = 2.7V (Note 3)")
W25_MODES = ev("w25q64.pdf", 13, "SPI bus operation Mode 0 (0,0) and 3 (1,1) are supported")
W25_FR = ev("w25q64.pdf", 76, "fR fC2 D.C. 50 MHz 3.0-3.6V")
VL_2V8 = ev("vl53l0x.pdf", 22, "2V8 mode(3)(4) 2.6 2.8 3.5 V")
VL_AVDD = ev("vl53l0x.pdf", 22, "Voltage (AVDD) 2.6 2.8 3.5 V")
VL_HIGH = ev(
    "vl53l0x.pdf",
    22,
    "3. SDA, SCL, XSHUT and GPIO1 high levels have to be equal to AVDD in 2V8 mode.",
)
VL_DEFAULT = ev("vl53l0x.pdf", 22, "4. The default API mode is 1V8.")
VL_1V8 = ev("vl53l0x.pdf", 22, "Standard mode 1.6 1.8 1.9 V")
VL_VIH = ev("vl53l0x.pdf", 24, "VIH High level input voltage 1.12 - IOVDD+0.5 V")
XC_33 = ev("xc6206.pdf", 19, "3 3 3.3 XC6206P33")
MPU_AD1 = ev("mpu-6050.pdf", 15, "AD0 = 1 1101001")
MPU_FAST = ev("mpu-6050.pdf", 15, "I2C Operating Frequency All registers, Fast-mode 400 kHz")
MPU_VIH = ev(
    "mpu-6050.pdf", 16, "VIH, HIGH-Level Input Voltage MPU-6050 0.7*VLOGIC to VLOGIC + 0.5V V"
)
MPU_VLOGIC = ev("mpu-6050.pdf", 15, "VLOGIC (MPU-6050 only) = 1.8V±5% or VDD")
DS3231_ADDR = ev("ds3231.pdf", 17, "address, which is 1101000")
DS3231_FAST = ev("ds3231.pdf", 1, "Fast (400kHz) I2C Interface")
DS3231_VCC = ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5 V")
SI_ADDR = ev("si7021.pdf", 18, "The 7-bit base slave address is 0x40")
SI_FSCL = ev("si7021.pdf", 5, "SCLK Frequency2 fSCL — — 400 kHz")
BH_L = ev("bh1750.pdf", 10, "ADDR = 'L' ( ADDR ≦ 0.3VCC ) → “0100011“")
BH_FSCL = ev("bh1750.pdf", 2, "I2C SCL Clock Frequency fSCL － － 400 kHz")
BH_VOL = ev("bh1750.pdf", 2, "I2C SDA Output ‘L’ Voltage VOL 0 － 0.4 V IOL = 3 mA")
HMC_ADDR = ev("hmc5883l.pdf", 11, "7-bit address (0x1E)")
HMC_RATE = ev("hmc5883l.pdf", 2, "I C Rate Controlled by I C Master 400 kHz")
HMC_NOHS = ev(
    "hmc5883l.pdf", 9, "and 400kHz, respectively, but does not support the high speed mode (Hs)."
)
AMS_33 = ev("ams1117.pdf", 2, "AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333 V")
MCP2515_SPI = ev("mcp2515.pdf", 77, "FCLK Clock Frequency — 10 MHz")
MCP2515_MODES = ev("mcp2515.pdf", 1, "SPI modes 0,0 and 1,1")
MCP2515_VAR = ev("mcp2515.pdf", 43, "of 1.7% is allowed.")
NRF_T25 = ev("nrf24l01p.pdf", 54, "Fsck SCK Frequency 0 4 MHz")
NRF_VDD = ev("nrf24l01p.pdf", 13, "VDD Supply voltage 1.9 3.0 3.6 V")
INMP_SCK = ev("inmp441.pdf", 5, "fSCK SCK frequency 0.5 3.2 MHz")
INMP_WS = ev("inmp441.pdf", 5, "fWS WS frequency 7.8 50 kHz")
INMP_VDD = ev("inmp441.pdf", 4, "Supply Voltage (VDD) 1.62 3.63 V")
INMP_VIH = ev("inmp441.pdf", 5, "Input Voltage High (VIH) L/R, WS, SCK 0.7 x VDD VDD V")
ESP_U2RX = ev("esp32-wroom-32.pdf", 9, "IO16 27 I/O GPIO16, HS1_DATA4, U2RXD, EMAC_CLK_OUT")
ESP_U2TX = ev("esp32-wroom-32.pdf", 9, "IO17 28 I/O GPIO17, HS1_DATA5, U2TXD, EMAC_CLK_OUT_180")
ESP_U1RX = ev("esp32-wroom-32.pdf", 9, "SHD/SD2* 17 I/O GPIO9, SD_DATA2, SPIHD, HS1_DATA2, U1RXD")
ESP_U1TX = ev("esp32-wroom-32.pdf", 9, "SWP/SD3* 18 I/O GPIO10, SD_DATA3, SPIWP, HS1_DATA3, U1TXD")
ESP_FLASH = ev(
    "esp32-wroom-32.pdf",
    10,
    "to the integrated SPI flash integrated on the module and are not recommended for other uses.",
)
ESP_VSPICLK = ev("esp32-wroom-32.pdf", 9, "IO18 30 I/O GPIO18, VSPICLK, HS1_DATA7")
ESP_VSPIQ = ev("esp32-wroom-32.pdf", 9, "IO19 31 I/O GPIO19, VSPIQ, U0CTS, EMAC_TXD0")
ESP_VSPID = ev("esp32-wroom-32.pdf", 9, "IO23 37 I/O GPIO23, VSPID, HS1_STROBE")
ESP_VSPICS = ev("esp32-wroom-32.pdf", 9, "IO5 29 I/O GPIO5, VSPICS0, HS1_DATA6, EMAC_RX_CLK")
ESP_IO21 = ev("esp32-wroom-32.pdf", 9, "IO21 33 I/O GPIO21, VSPIHD, EMAC_TX_EN")
ESP_IO22 = ev("esp32-wroom-32.pdf", 9, "IO22 36 I/O GPIO22, VSPIWP, U0RTS, EMAC_TXD1")
CCS_FI2C = ev("ccs811.pdf", 7, "fI²C Frequency of I²C bus supported 10 100 400 kHz")
CCS_VDD = ev("ccs811.pdf", 5, "VDD (1) Supply Voltage 1.8(2) 3.6 V")
M55_FSCL = ev("max31855.pdf", 4, "Serial-Clock Frequency fSCL 5 MHz")
M7219_DOUT = ev(
    "max7219.pdf", 5, "to daisy-chain several MAX7219/MAX7221’s and is never high-impedance."
)
M7219_CLK = ev("max7219.pdf", 5, "Serial-Clock Input. 10MHz maximum rate.")
PCF_ADDR = ev("pcf8563.pdf", 1, "I2C-bus slave address: read A3h and write A2h")
PCF_FSCL = ev("pcf8563.pdf", 30, "fSCL SCL clock frequency [5] - - 400 kHz")
PCF_1S = ev(
    "pcf8563.pdf",
    31,
    "I2C-bus access time between two STARTs or between a START and a STOP condition to this device must be less "
    "than one second.",
)
TM_NOADDR = ev(
    "tm1637.pdf",
    3,
    "communication method is not equal to 12C bus protocol totally because there is no slave address",
)
PC817_TR = ev("pc817.pdf", 4, "Rise time tr − 4 18 µs")
PC817_COND = ev("pc817.pdf", 4, "Response time VCE=2V, IC=2mA, RL=100Ω")
DS18_MULTI = ev("ds18b20.pdf", 5, "can be addressed on one bus is virtually unlimited")

# ---------- answerable factual (rq74-fNN)
add(
    "rq74-f01",
    "medium",
    "simple",
    "got a cheap ina219 breakout and bridged A1 to SCL and A0 to VS+ so it won't clash with the other boards on "
    "my bus. which 7-bit address does it come up on?",
    ["INA219"],
    None,
    [addr("INA219", ["0x4D"], "A1 = SCL, A0 = VS+ -> 1001101 (Table 1)")],
    [ev("ina219.pdf", 14, "SCL VS+ 1001101")],
    "Table 1 lists A1 first: A1 = SCL, A0 = VS+ -> 1001101 = 0x4D. Look-alike: the mirrored strap A1 = VS+, "
    "A0 = SCL gives 1000111 (0x47, asked in f02). Earlier sets asked 0x40, 0x42, 0x45, 0x48, 0x4A and 0x4E.",
)
add(
    "rq74-f02",
    "hard",
    "structured",
    "Two INA219 devices share one I2C bus. On the first, A1 is tied to VS+ and A0 to SDA; on the second, A1 is "
    "tied to VS+ and A0 to SCL. Which 7-bit slave address does each device respond to?",
    ["INA219"],
    None,
    [
        addr("INA219", ["0x46"], "A1 = VS+, A0 = SDA -> 1000110"),
        addr("INA219", ["0x47"], "A1 = VS+, A0 = SCL -> 1000111"),
    ],
    [ev("ina219.pdf", 14, "VS+ SDA 1000110"), ev("ina219.pdf", 14, "VS+ SCL 1000111")],
    "Rows A1 = VS+ of Table 1: A0 = SDA -> 0x46, A0 = SCL -> 0x47 (A0 = GND 0x44, A0 = VS+ 0x45). Look-alike: "
    "swapping the pin columns (A1 = SDA/SCL, A0 = VS+) gives 0x49 / 0x4D.",
    wording="formal",
)
add(
    "rq74-f03",
    "hard",
    "simple",
    "the mcp4725 boards i got have the MCP4725A2T-E/CH part on them, not the usual A0 version. which 7-bit i2c "
    "addresses can that one take (A0 pin low / high)? my scanner code assumes 0x60/0x61",
    ["MCP4725"],
    None,
    [
        addr(
            "MCP4725",
            ["0x64", "0x65"],
            "address option A2: A2 = 1, A1 = 0 (factory), A0 pin -> 110010x",
        )
    ],
    [ev("mcp4725.pdf", 47, "A2 = 1 0 External"), MCP47_CODE],
    "Device code 1100, then A2 A1 programmed at the factory (option A2 = '1 0'), then the A0 pin: 1100100 = 0x64 "
    "and 1100101 = 0x65. Look-alikes: default option A0 ('0 0') = 0x60/0x61, A1 = 0x62/0x63, A3 = 0x66/0x67. "
    "Earlier sets listed the whole 0x60..0x67 range (rq40-c01, rq56-c04), never one option.",
)
add(
    "rq74-f04",
    "medium",
    "structured",
    "bit-banging spi to an mpu-6000 (the spi flavour of the 6050). what minimum SCLK low period and SCLK high "
    "period does the spi timing table ask for?",
    ["MPU-6050"],
    None,
    [
        tmin("MPU-6050", 400, "ns", "tLOW, SCLK low period, MPU-6000 SPI"),
        tmin("MPU-6050", 400, "ns", "tHIGH, SCLK high period, MPU-6000 SPI"),
    ],
    [
        ev("mpu-6050.pdf", 19, "tLOW, SCLK Low Period 400 ns"),
        ev("mpu-6050.pdf", 19, "tHIGH, SCLK High Period 400 ns"),
    ],
    "SPI timing characterization (MPU-6000 only): tLOW and tHIGH min 400 ns each. Look-alikes in the same table: "
    "fSCLK 1 MHz, tSU.CS 8 ns, tHD.CS 500 ns (asked before); the I2C tLOW 1.3 us / tHIGH 0.6 us on p18.",
)
add(
    "rq74-f05",
    "hard",
    "simple",
    "According to the MPU-6050 I2C timing characterization (fast mode), what is the maximum data valid "
    "acknowledge time, tVD.ACK?",
    ["MPU-6050"],
    None,
    [tmax("MPU-6050", 0.9, "us", "tVD.ACK data valid acknowledge time, I2C fast mode")],
    [ev("mpu-6050.pdf", 18, "tVD.ACK, Data Valid Acknowledge Time 0.9 µs")],
    "tVD.ACK max 0.9 us. The row above, tVD.DAT (data valid time), has the same 0.9 us and was asked before, so "
    "this tests row choice only weakly. Look-alikes: tHD.DAT 0 us, tSU.DAT 100 ns.",
    wording="formal",
)
add(
    "rq74-f06",
    "hard",
    "simple",
    "pcf8563 rtc at the end of a 1 m ribbon cable, bus runs at 100 khz standard mode and i'd like to use big "
    "pull-ups to save current. how slow may the SDA/SCL rise time be per the pcf8563 sheet?",
    ["PCF8563"],
    None,
    [tmax("PCF8563", 1, "us", "tr rise time of SDA and SCL, standard-mode")],
    [ev("pcf8563.pdf", 30, "tr rise time of both SDA and SCL signals standard-mode - - 1")],
    "Table 30: tr max 1 us in standard-mode (0.3 us in fast-mode, asked in rq34-f10). The rise time is what limits "
    "the pull-up value for a given bus capacitance.",
)
add(
    "rq74-f07",
    "medium",
    "structured",
    "gy-49 (max44009) on a bit-banged i2c bus. what's the minimum setup time for a repeated START and the minimum "
    "setup time for the STOP condition?",
    ["MAX44009"],
    None,
    [
        tmin("MAX44009", 0.6, "us", "tSU,STA setup time for a repeated START"),
        tmin("MAX44009", 0.6, "us", "tSU,STO setup time for STOP"),
    ],
    [
        ev("max44009.pdf", 3, "tSU,STA 0.6 Fs"),
        ev("max44009.pdf", 3, "Setup Time for STOP Condition tSU,STO 0.6 Fs"),
    ],
    "Both 0.6 us (the sheet's 'Fs' is a lost 'us' glyph). Look-alikes: tBUF and tLOW 1.3 us; tHIGH and tHD,STA "
    "0.6 us were asked before for this device, so the numbers repeat, the rows are new.",
)
add(
    "rq74-f08",
    "hard",
    "structured",
    "The /HOLD pin of the W25Q64FV is used to pause a transfer while another device uses the shared SPI bus. "
    "What minimum /HOLD active setup time and /HOLD active hold time relative to CLK does the AC characteristics "
    "table specify?",
    ["W25Q64FV"],
    None,
    [
        tmin("W25Q64FV", 5, "ns", "tHLCH /HOLD active setup time relative to CLK"),
        tmin("W25Q64FV", 5, "ns", "tCHHH /HOLD active hold time relative to CLK"),
    ],
    [
        ev("w25q64.pdf", 76, "/HOLD Active Setup Time relative to CLK tHLCH 5 ns"),
        ev("w25q64.pdf", 76, "/HOLD Active Hold Time relative to CLK tCHHH 5 ns"),
    ],
    "tHLCH and tCHHH min 5 ns (the not-active pair tHHCH / tCHHL is also 5 ns). Look-alikes with the same number: "
    "/CS setup and hold tSLCH / tCHSH 5 ns, asked before.",
    wording="formal",
)
add(
    "rq74-f09",
    "medium",
    "structured",
    "nrf24l01+ question, my friend keeps mixing up the spi speed and the radio speed. what's the max data rate of "
    "the spi host interface, and which air data rates can the radio itself use?",
    ["nRF24L01+"],
    None,
    [
        spiclk("nRF24L01+", 10, "MHz", cond="4-wire SPI, 0-10 Mbps"),
        it(
            "nRF24L01+",
            "baud_rate",
            "kbps",
            mn=250,
            mx=2000,
            cond="air data rate 250 kbps, 1 Mbps, 2 Mbps",
        ),
    ],
    [
        ev("nrf24l01p.pdf", 50, "0-10Mbps 4-wire SPI"),
        ev("nrf24l01p.pdf", 8, "250kbps, 1 and 2Mbps air data rate"),
    ],
    "SPI up to 10 Mbps; air data rate 250 kbps, 1 Mbps or 2 Mbps (filed as baud_rate, as earlier sets did for "
    "radio data rates). Look-alikes: Fsck 8 / 5 / 4 MHz in the load-dependent SPI timing tables.",
)
add(
    "rq74-f10",
    "medium",
    "simple",
    "cheap mcp2515 can module, thinking about swapping the 8 mhz crystal for a ceramic resonator. up to what "
    "can bit rate does the mcp2515 sheet say a resonator is fine, as a rule of thumb?",
    ["MCP2515"],
    None,
    [it("MCP2515", "baud_rate", "kbps", mx=125, cond="ceramic resonator, rule of thumb")],
    [ev("mcp2515.pdf", 43, "to 125 kbit/sec as a rule of thumb")],
    "Section 5.6: resonators up to 125 kbit/s as a rule of thumb; the full CAN speed range needs a quartz. "
    "Look-alikes: the 1 Mb/s CAN maximum (asked), the 1.7 % node-to-node oscillator variation.",
)
add(
    "rq74-f11",
    "hard",
    "simple",
    "MCP2515 avec FOSC = 20 MHz : dans l'exemple de la fiche technique pour un débit CAN de 125 kHz, quelle "
    "durée de quantum de temps (TQ) obtient-on avec BRP[5:0] = 04h ?",
    ["MCP2515"],
    None,
    [
        it(
            "MCP2515",
            "response_time",
            "ns",
            value=500,
            cond="TQ, FOSC = 20 MHz, BRP = 04h, 125 kHz example",
        )
    ],
    [
        ev("mcp2515.pdf", 43, "TOSC = 50 ns, choose BRP[5:0] = 04h, then TQ = 500 ns."),
        ev("mcp2515.pdf", 43, "To obtain 125 kHz, the bit time must be 16 TQs."),
    ],
    "Section 5.5 example: TOSC = 50 ns, BRP = 04h -> TQ = 500 ns, 16 TQ per bit for 125 kHz. Look-alike: TOSC "
    "50 ns itself; the minimum TQ of 2 TOSC. Filed as response_time (a duration).",
    wording="formal",
    lang="fr",
)
add(
    "rq74-f12",
    "hard",
    "simple",
    "To switch the INA219 into high-speed I2C mode the master first sends the HS master code (00001XXX). At what "
    "maximum bit rate must that master code itself be transmitted?",
    ["INA219"],
    None,
    [
        i2cclk(
            "INA219",
            400,
            "kHz",
            cond="HS master code is sent in F/S mode, at no more than 400 kbps",
        )
    ],
    [
        ev(
            "ina219.pdf",
            17,
            "a start condition followed by a valid serial byte containing high-speed (HS) master code",
        ),
        ev(
            "ina219.pdf",
            17,
            "transmission is made in fast (400 kbps) or standard (100 kbps) (F/S) mode at no more than 400 kbps.",
        ),
    ],
    "The master code goes out in F/S mode at <= 400 kbps; only after it may the bus run up to 2.56 Mbps. "
    "Look-alike: the 2.56 MHz HS-mode maximum (asked many times). The number equals the fast-mode limit asked "
    "before, so an answer giving the fast-mode maximum scores as well.",
    wording="formal",
)
add(
    "rq74-f13",
    "medium",
    "structured",
    "gy-271 compass (hmc5883l). the i2c protocol section of the sheet names two bus rates it runs at - which are "
    "they? (max clock for standard and for fast mode)",
    ["HMC5883L"],
    None,
    [
        i2cclk("HMC5883L", 100, "kHz", cond="standard mode, 100 kbps"),
        i2cclk("HMC5883L", 400, "kHz", cond="fast mode, 400 kbps"),
    ],
    [
        ev(
            "hmc5883l.pdf",
            17,
            "mode 100kbps or 400kbps rates as defined in the I C Bus Specifications",
        )
    ],
    "I2C communication protocol section: 100 kbps or 400 kbps. The 400 kHz rate was asked before from the "
    "specification table and p9; this line was not quoted. Look-alike: the MR7 'High Speed I2C, 3400kHz' bit "
    "text on p14, which p9 contradicts (HS not supported).",
)
add(
    "rq74-f14",
    "medium",
    "structured",
    "For the PCF8563 I2C interface, what minimum hold time for a (repeated) START condition, tHD;STA, and what "
    "minimum set-up time for a repeated START, tSU;STA, are specified?",
    ["PCF8563"],
    None,
    [
        tmin("PCF8563", 0.6, "us", "tHD;STA hold time (repeated) START"),
        tmin("PCF8563", 0.6, "us", "tSU;STA set-up time for a repeated START"),
    ],
    [
        ev("pcf8563.pdf", 30, "tHD;STA hold time (repeated) START condition 0.6"),
        ev("pcf8563.pdf", 30, "tSU;STA set-up time for a repeated START condition 0.6"),
    ],
    "Both 0.6 us min. Look-alikes with the same number asked before: tHIGH and tSU;STO 0.6 us; tLOW / tBUF 1.3 us.",
    wording="formal",
)
add(
    "rq74-f15",
    "medium",
    "simple",
    "driving a 74hc595 from hardware spi at 5v (call it 4.5 V worst case), room temperature. what's the minimum "
    "SHCP (shift clock) high/low pulse width i have to respect?",
    ["74HC595"],
    None,
    [tmin("74HC595", 15, "ns", "tW SHCP HIGH or LOW, 74HC595, VCC = 4.5 V, 25 C")],
    [ev("74hc595.pdf", 10, "VCC = 4.5 V 15 6 - 19 - 22")],
    "Table 7, tW SHCP HIGH or LOW, VCC = 4.5 V: 15 ns min at 25 C (typ 6 ns; 19 ns over -40..+85 C, 22 ns to "
    "+125 C). Look-alikes: STCP pulse width (same 15 ns at 25 C, typ 4 ns) and the 2 V row 75 ns; SHCP at 2 V and "
    "STCP at 4.5 V / -40..+85 C were asked before; 15 ns also appears as tsu DS to SHCP (rq54-f06).",
)

# ---------- factual insufficient_evidence (rq74-uNN)
add(
    "rq74-u01",
    "medium",
    "simple",
    "using an esp32-wroom-32 as a usb-serial to rs485 bridge. what's the max uart baud rate the module "
    "datasheet gives?",
    ["ESP32-WROOM-32"],
    "insufficient_evidence",
    [],
    [ev("esp32-wroom-32.pdf", 6, "Ethernet, high-speed SPI, UART, I2S, and I2C.")],
    "The module datasheet only lists UART among the peripherals (and U0/U1/U2 pin functions); no baud rate. "
    "Near miss: 'a data rate of up to 150 Mbps' is Wi-Fi.",
)
add(
    "rq74-u02",
    "hard",
    "simple",
    "What minimum high-level input voltage (VIH) does the CCS811 data sheet specify for its SDA and SCL pins?",
    ["CCS811"],
    "insufficient_evidence",
    [],
    [
        ev(
            "ccs811.pdf",
            6,
            "5. For SDA and SCL timing refer NXP I²C – bus specification and user manual UM10204",
        )
    ],
    "The Logic High Input row (VDD - 0.6 V) covers nRESET, nWAKE and ADDR only; SDA/SCL are referred to the NXP "
    "I2C specification. Near miss: that neighbouring row.",
    wording="formal",
)
add(
    "rq74-u03",
    "hard",
    "simple",
    "vl53l0x left in the default 1V8 I/O mode, IOVDD = 1.8 V, bus at 400 khz. what pull-up resistor value does "
    "the sheet recommend for that case?",
    ["VL53L0X"],
    "insufficient_evidence",
    [],
    [
        ev(
            "vl53l0x.pdf",
            8,
            "Recommended values for pull-up resistors for an AVDD of 2.8V and 400KHz I2C clock",
        ),
        ev("vl53l0x.pdf", 8, "would be 1.5k to 2k Ohms."),
    ],
    "The recommendation (1.5 k to 2 k) is given for AVDD = 2.8 V at 400 kHz only; nothing for 1.8 V I/O. Near "
    "miss: the 2.8 V figure.",
)
add(
    "rq74-u04",
    "medium",
    "simple",
    "how many ds18b20s can i hang on one 1-wire line with a single 4.7k pull-up before it stops working? looking "
    "for the max count from the sheet",
    ["DS18B20"],
    "insufficient_evidence",
    [],
    [DS18_MULTI],
    "The sheet only says the number of devices that can be addressed is 'virtually unlimited' (64-bit ROM codes); "
    "no electrical maximum for a given pull-up or cable.",
)
add(
    "rq74-u05",
    "hard",
    "simple",
    "What maximum capacitive load per bus line (Cb) does the HMC5883L data sheet allow on SDA and SCL?",
    ["HMC5883L"],
    "insufficient_evidence",
    [],
    [ev("hmc5883l.pdf", 17, "Pull-up resistance values of about 2.2K to 10K ohms are")],
    "The sheet gives pull-up guidance (about 2.2 k to 10 k) and the 400 kHz rate, but no bus capacitance limit. "
    "Near miss: the pull-up range.",
    wording="formal",
)
add(
    "rq74-u06",
    "hard",
    "simple",
    "ina219 run in i2c high-speed mode at 2.56 mhz. which pull-up resistor value does the ina219 sheet tell me "
    "to use for HS mode?",
    ["INA219"],
    "insufficient_evidence",
    [],
    [
        ev(
            "ina219.pdf",
            25,
            "same lines elsewhere in the system. Resistor values shown are typical: consult either the I2C or SMBus",
        )
    ],
    "The application circuit shows typical pull-ups and sends the reader to the I2C/SMBus specification; no value "
    "for HS mode. Near miss: the typical schematic values.",
)
add(
    "rq74-u07",
    "medium",
    "simple",
    "max7219 matrix run straight off 3.3v (V+ = 3.3 V). what's the max CLK rate at that supply?",
    ["MAX7219"],
    "insufficient_evidence",
    [],
    [
        ev(
            "max7219.pdf",
            3,
            "(V+ = 5V ±10%, RSET = 9.53kΩ ±1%, TA = TMIN to TMAX, unless otherwise noted.)",
        )
    ],
    "All timing (10 MHz CLK, tCP 100 ns) is specified for V+ = 5 V +-10 % only. Near miss: the 10 MHz figure.",
)
add(
    "rq74-u08",
    "medium",
    "simple",
    "What maximum pull-up resistance does the MAX44009 data sheet allow on SDA and SCL for 400 kHz operation?",
    ["MAX44009"],
    "insufficient_evidence",
    [],
    [ev("max44009.pdf", 15, "A pullup resistor, typically greater than 500I, is required")],
    "Only a lower bound is given ('typically greater than 500 ohm', Ω shown as 'I'); no maximum. Near miss: that "
    "lower bound and the 1.8 k example in the power-saving note.",
    wording="formal",
)
add(
    "rq74-u09",
    "medium",
    "simple",
    "tm1637 display driven by bit-banging from a slow mcu that sometimes pauses in the middle of a byte (interrupts). "
    "is there a minimum clock rate or a bus timeout in the tm1637 sheet?",
    ["TM1637"],
    "insufficient_evidence",
    [],
    [
        ev(
            "tm1637.pdf",
            3,
            "Microprocessor data realize the communication with TM1637 by means of two–wire bus interface",
        )
    ],
    "The sheet gives only an upper clock limit (less than 250 kHz) and the start/stop/ACK rules; no minimum clock "
    "or timeout. Near miss: the 250 kHz maximum.",
)

# ---------- compatibility: compatible (rq74-cNN)
add(
    "rq74-c01",
    "medium",
    "compatibility",
    "one 400 khz i2c bus: ads1115 with ADDR tied to VDD, gy-49 max44009 with A0 to GND, and an mcp4725 (normal "
    "A0 version) with its A0 pin to GND. any address clash, and are all three ok at 400k?",
    ["ADS1115", "MAX44009", "MCP4725"],
    "compatible",
    [
        addr("ADS1115", ["0x49"], "ADDR = VDD"),
        addr("MAX44009", ["0x4A"], "A0 = GND"),
        addr("MCP4725", ["0x60"], "address option A0 (A2 A1 = 00), A0 pin low"),
        i2cclk("ADS1115", 0.4, "MHz", mn=0.01, cond="fast mode"),
        i2cclk("MAX44009", 400, cond="fSCL"),
        i2cclk("MCP4725", 400, cond="fast mode"),
    ],
    [ADS_VDD, MAX44_GND, MCP47_CODE, MCP47_A0OPT, ADS_FSCL, MAX44_FSCL, MCP47_FAST],
    "0x49, 0x4A and 0x60 are distinct; all three allow 400 kHz. Look-alike: ADS1115 ADDR = SDA gives 0x4A and "
    "would clash with the MAX44009.",
)
add(
    "rq74-c02",
    "hard",
    "compatibility",
    "A 3.3 V logger runs its I2C bus in high-speed mode at 2.4 MHz (the master sends the HS master code first). On "
    "the bus are an ADS1115, which digitises a TMP36 powered from the same 3.3 V, and an INA3221. Do the ADS1115 "
    "and INA3221 support 2.4 MHz, and is 3.3 V within the TMP36 supply range?",
    ["ADS1115", "INA3221", "TMP36"],
    "compatible",
    [
        i2cclk("ADS1115", 3.4, "MHz", mn=0.01, cond="high-speed mode"),
        i2cclk("INA3221", 2.44, "MHz", mn=0.001, cond="high-speed mode"),
        supply("TMP36", 2.7, 5.5, cond="+VS"),
    ],
    [ADS_FSCL, INA3221_FSCL, TMP36_VS],
    "2.4 MHz is below the ADS1115 3.4 MHz and the INA3221 2.44 MHz HS-mode limits (little margin on the INA3221); "
    "3.3 V is inside 2.7..5.5 V. Look-alike: the INA219's 2.56 MHz; a 2.5 MHz bus would exceed the INA3221.",
    wording="formal",
)
add(
    "rq74-c03",
    "hard",
    "compatibility",
    "my spi driver can only do one fixed mode for the whole bus, so i set mode 3 (CPOL=1, CPHA=1) at 1 mhz. on the "
    "bus: max31865, mcp3008 and a w25q64 flash, all on 3.3 V. does every chip accept mode 3 and that clock?",
    ["MAX31865", "MCP3008", "W25Q64FV"],
    "compatible",
    [
        spiclk("MAX31865", 5.0, cond="SCLK frequency, DC to 5 MHz"),
        spiclk("MCP3008", 1.35, cond="fCLK at VDD = 2.7 V (3.6 MHz at 5 V)"),
        spiclk("MCP3008", 3.6, cond="fCLK at VDD = 5 V"),
        spiclk("W25Q64FV", 50, cond="fR, Read Data 03h, 3.0..3.6 V"),
    ],
    [M65_MODES, M65_CPHA, M65_SCLK, MCP3008_MODES, MCP3008_5V, MCP3008_27, W25_MODES, W25_FR],
    "Mode 3 = (1,1): MAX31865 supports modes 1 and 3, MCP3008 modes 0,0 and 1,1, W25Q64FV modes 0 and 3. 1 MHz is "
    "below 5 MHz, below the MCP3008's 1.35 MHz even at 2.7 V, and far below the flash limits. In mode 0 the "
    "MAX31865 would fail (i06).",
)
add(
    "rq74-c04",
    "hard",
    "compatibility",
    "small robot: drv8833 for the motors, vl53l0x for obstacles. the vl53l0x gets AVDD = 3.3 V from an "
    "xc6206p332, i switch it to 2V8 I/O mode in the api at boot, and the i2c pull-ups go to that same 3.3 V. is "
    "the vl53l0x i/o within spec that way?",
    ["VL53L0X", "XC6206", "DRV8833"],
    "compatible",
    [
        supply("VL53L0X", 2.6, 3.5, typ=2.8, cond="AVDD"),
        it("VL53L0X", "io_supply_voltage", "V", mn=2.6, typ=2.8, mx=3.5, cond="IOVDD, 2V8 mode"),
        it("XC6206", "output_voltage", "V", value=3.3, cond="XC6206P33x"),
    ],
    [VL_AVDD, VL_2V8, VL_HIGH, XC_33],
    "In 2V8 mode the I/O range is 2.6..3.5 V and SDA/SCL high levels must equal AVDD; AVDD = pull-up voltage = "
    "3.3 V satisfies both. Look-alike: the default 1V8 mode (i10). The DRV8833 is not on the bus.",
)
add(
    "rq74-c05",
    "medium",
    "compatibility",
    "gy-521 (mpu-6050) with AD0 pulled high, a ds3231 rtc module and an si7021 on the same 400 khz bus. the ds3231 "
    "and mpu are both 0x68-ish right? does the AD0 strap sort it out?",
    ["MPU-6050", "DS3231", "Si7021"],
    "compatible",
    [
        addr("MPU-6050", ["0x69"], "AD0 = 1"),
        addr("DS3231", ["0x68"], "fixed 1101000"),
        addr("Si7021", ["0x40"], "7-bit base slave address"),
        i2cclk("MPU-6050", 400, cond="fast mode"),
        i2cclk("DS3231", 400, cond="fast mode"),
        i2cclk("Si7021", 400, cond="fSCL"),
    ],
    [MPU_AD1, DS3231_ADDR, SI_ADDR, MPU_FAST, DS3231_FAST, SI_FSCL],
    "AD0 = 1 moves the MPU-6050 to 0x69; the DS3231 stays at 0x68 and the Si7021 at 0x40. All three run at "
    "400 kHz. With AD0 low both would be 0x68.",
)
add(
    "rq74-c06",
    "medium",
    "compatibility",
    "A BH1750 (ADDR tied to GND) and an HMC5883L compass share one 400 kHz I2C bus, both powered at 3.3 V from an "
    "AMS1117-3.3. Are their 7-bit addresses distinct, and is 400 kHz within both devices' limits?",
    ["BH1750", "HMC5883L", "AMS1117"],
    "compatible",
    [
        addr("BH1750", ["0x23"], "ADDR = L"),
        addr("HMC5883L", ["0x1E"], "fixed 7-bit address"),
        i2cclk("BH1750", 400, cond="fSCL"),
        i2cclk("HMC5883L", 400, cond="I2C rate"),
        it("AMS1117", "output_voltage", "V", mn=3.267, typ=3.3, mx=3.333, cond="AMS1117-3.3"),
    ],
    [BH_L, HMC_ADDR, BH_FSCL, HMC_RATE, AMS_33],
    "0x23 and 0x1E are distinct; both allow 400 kHz. Look-alike: BH1750 ADDR high = 0x5C (also free).",
    wording="formal",
)
add(
    "rq74-c07",
    "hard",
    "compatibility",
    "Auf einem 3,3-V-SPI-Bus hängen ein MCP2515, ein W25Q64FV und ein nRF24L01+, jeder mit eigenem CS. Der Takt "
    "ist auf 2 MHz eingestellt, die Leitungen sind kurz, aber mit Pull-ups von 10 kΩ und rund 100 pF Last. "
    "Liegen 2 MHz bei allen drei im zulässigen Bereich?",
    ["MCP2515", "W25Q64FV", "nRF24L01+"],
    "compatible",
    [
        spiclk("MCP2515", 10, cond="FCLK"),
        spiclk("W25Q64FV", 50, cond="fR, Read Data 03h, 3.0..3.6 V"),
        spiclk("nRF24L01+", 4, mn=0, cond="Fsck, Rpull = 10 kOhm, Cload = 100 pF (table 25)"),
    ],
    [MCP2515_SPI, W25_FR, NRF_T25],
    "2 MHz is below the MCP2515's 10 MHz, the flash's 50 MHz (03h) and the nRF24L01+ 4 MHz limit for 10 kOhm / "
    "100 pF (8 MHz at 10 pF). Look-alike: 8 MHz would exceed the loaded nRF24L01+ table.",
    wording="formal",
    lang="de",
)
add(
    "rq74-c08",
    "medium",
    "compatibility",
    "battery sound logger: lipo charged by a tp4056, then 3.3 V for the mic and sensor. inmp441 at VDD = 3.3 V "
    "on i2s with WS = 48 khz and SCK = 64 x WS (3.072 mhz), plus an si7021 on i2c at 400k. is the mic happy with "
    "those clocks?",
    ["INMP441", "Si7021", "TP4056"],
    "compatible",
    [
        spiclk("INMP441", 3.2, mn=0.5, cond="fSCK, I2S SCK frequency"),
        it("INMP441", "data_rate", "kHz", mn=7.8, mx=50, cond="fWS, WS frequency"),
        supply("INMP441", 1.62, 3.63, cond="VDD"),
        i2cclk("Si7021", 400, cond="fSCL"),
    ],
    [INMP_SCK, INMP_WS, INMP_VDD, SI_FSCL],
    "3.072 MHz is inside 0.5..3.2 MHz, 48 kHz inside 7.8..50 kHz, 3.3 V inside 1.62..3.63 V; the Si7021 allows "
    "400 kHz. Look-alike: 96 kHz WS would break both limits. The TP4056 only charges the cell.",
)
add(
    "rq74-c09",
    "hard",
    "compatibility",
    "Several breakout boards on one 3.3 V I2C bus each bring their own pull-ups; in parallel they come to about "
    "1.1 kΩ, so a device pulling SDA low must sink about 3 mA. The bus carries an INA3221 (VS = 3.3 V) and a "
    "BH1750, in a solar charger monitor built around an MCP73831. Do both I2C devices specify a low-level output "
    "voltage of at most 0.4 V at that sink current?",
    ["INA3221", "BH1750", "MCP73831"],
    "compatible",
    [
        it("INA3221", "output_low_voltage", "V", mn=0, mx=0.4, cond="SDA, VS > 2.7 V, IOL = 3 mA"),
        it("BH1750", "output_low_voltage", "V", mn=0, mx=0.4, cond="SDA, IOL = 3 mA"),
    ],
    [INA3221_VOL, BH_VOL],
    "Both guarantee VOL <= 0.4 V at IOL = 3 mA (3.3 V / 1.1 k = 3 mA). Look-alike: a stiffer 600 ohm pull-up "
    "would push the sink current beyond the specified 3 mA.",
    wording="formal",
)
add(
    "rq74-c10",
    "hard",
    "compatibility",
    "esp32-wroom-32 gateway pin plan: gps on UART2 (IO16 = rx, IO17 = tx), nrf24l01+ on VSPI (IO18 sck, IO19 "
    "miso, IO23 mosi, IO5 csn), ds3231 on i2c using IO21/IO22. nothing on the flash pins. do those pins really "
    "carry those functions and stay clear of the module's flash?",
    ["ESP32-WROOM-32", "nRF24L01+", "DS3231"],
    "compatible",
    [
        supply("nRF24L01+", 1.9, 3.6, typ=3.0, cond="VDD"),
        supply("DS3231", 2.3, 5.5, typ=3.3, cond="VCC"),
    ],
    [
        ESP_U2RX,
        ESP_U2TX,
        ESP_VSPICLK,
        ESP_VSPIQ,
        ESP_VSPID,
        ESP_VSPICS,
        ESP_IO21,
        ESP_IO22,
        ESP_FLASH,
        NRF_VDD,
        DS3231_VCC,
    ],
    "IO16/IO17 carry U2RXD/U2TXD, IO18/19/23/5 carry VSPICLK/VSPIQ/VSPID/VSPICS0, IO21/IO22 are plain GPIOs; "
    "none is among GPIO6..GPIO11 (the flash). Both peripherals run at 3.3 V. IO5 is a strapping pin, but CSN is "
    "an input on the radio side, so it does not drive the strap. Look-alike: UART1's default pins GPIO9/GPIO10 are "
    "flash pins (i11).",
)
add(
    "rq74-c11",
    "medium",
    "compatibility",
    "An I2C bus running over a 4 m cable has been slowed to 50 kHz. It carries a CCS811 and an ADS1115, both "
    "powered at 3.3 V from an AMS1117-3.3. Is 50 kHz within the specified SCL range of both devices?",
    ["CCS811", "ADS1115", "AMS1117"],
    "compatible",
    [
        i2cclk("CCS811", 400, mn=10, cond="fI2C, 10..400 kHz"),
        i2cclk("ADS1115", 0.4, "MHz", mn=0.01, cond="fSCL min 10 kHz"),
        it("AMS1117", "output_voltage", "V", mn=3.267, typ=3.3, mx=3.333, cond="AMS1117-3.3"),
    ],
    [CCS_FI2C, ADS_FSCL, AMS_33],
    "Both have a 10 kHz minimum SCL; 50 kHz is above it and below 400 kHz. Look-alike: at 5 kHz both would be "
    "out of range (i05). The cable's capacitance itself is not asked.",
    wording="formal",
)
add(
    "rq74-c12",
    "medium",
    "compatibility",
    "kiln controller, everything on 3.3v: max31865 (pt100), max31855 (thermocouple) and mcp3008 share one spi "
    "bus with separate CS lines, sck at 1 mhz. clock ok for all three?",
    ["MAX31865", "MAX31855", "MCP3008"],
    "compatible",
    [
        spiclk("MAX31865", 5.0, cond="SCLK frequency"),
        spiclk("MAX31855", 5, cond="serial-clock frequency"),
        spiclk("MCP3008", 1.35, cond="fCLK at VDD = 2.7 V"),
    ],
    [M65_SCLK, M55_FSCL, MCP3008_27, MCP3008_5V],
    "1 MHz is below 5 MHz (both MAX parts) and below the MCP3008's 1.35 MHz at 2.7 V (so also at 3.3 V). The "
    "modes are not asked here. Look-alike: 4 MHz would exceed the MCP3008 even at 5 V (i08).",
)

# ---------- compatibility: incompatible (rq74-iNN)
add(
    "rq74-i01",
    "medium",
    "compatibility",
    "greenhouse board: si7021 and an ina3221 (A0 strapped to GND) on the same i2c bus, tm1637 display on two "
    "other pins. will the two i2c chips coexist?",
    ["Si7021", "INA3221", "TM1637"],
    "incompatible",
    [
        addr("Si7021", ["0x40"], "fixed base address"),
        addr("INA3221", ["0x40"], "A0 = GND -> 1000000"),
    ],
    [SI_ADDR, INA3221_ADDR],
    "Both answer at 0x40; the Si7021 address is fixed, so the INA3221 must move (A0 = VS/SDA/SCL -> 0x41..0x43). "
    "The TM1637 is not on the I2C bus.",
)
add(
    "rq74-i02",
    "medium",
    "compatibility",
    "An ADS1115 that digitises an LM35 has its ADDR pin tied to SCL; a MAX44009 on the same I2C bus has A0 tied "
    "to VCC. Can both devices be addressed individually?",
    ["ADS1115", "MAX44009", "LM35"],
    "incompatible",
    [
        addr("ADS1115", ["0x4B"], "ADDR = SCL"),
        addr("MAX44009", ["0x4B"], "A0 = VCC"),
    ],
    [ADS_SCL, MAX44_VCC],
    "ADDR = SCL gives 1001011 = 0x4B, the same as the MAX44009 with A0 high. Either strap change (ADDR to GND/VDD "
    "or A0 to GND) fixes it. The LM35 is analog.",
    wording="formal",
)
add(
    "rq74-i03",
    "hard",
    "compatibility",
    "3-channel lab supply: three lm2596-adj stages, each trimmed by its own mcp4725 (all the standard MCP4725A0 "
    "part), plus an ina3221 measuring the three outputs. everything on one i2c bus. can the three dacs be told "
    "apart?",
    ["MCP4725", "INA3221", "LM2596"],
    "incompatible",
    [addr("MCP4725", ["0x60", "0x61"], "address option A0: A2 A1 = 00, A0 pin -> 0x60 / 0x61")],
    [MCP47_CODE, MCP47_A0OPT],
    "With A2 A1 fixed at 00 only the A0 pin is free, so one part number gives two addresses; the third DAC would "
    "need another address option (A1/A2/A3 parts) or a second bus. The INA3221 (0x40..0x43) does not collide.",
)
add(
    "rq74-i04",
    "medium",
    "compatibility",
    "want to bump my i2c bus to 1 mhz fast-mode plus for quicker logging. on it: bh1750, pcf8563, hmc5883l. will "
    "they keep up?",
    ["BH1750", "PCF8563", "HMC5883L"],
    "incompatible",
    [
        i2cclk("BH1750", 400, cond="fSCL"),
        i2cclk("PCF8563", 400, cond="fSCL"),
        i2cclk("HMC5883L", 400, cond="I2C rate"),
    ],
    [BH_FSCL, PCF_FSCL, HMC_RATE, HMC_NOHS],
    "All three stop at 400 kHz; the HMC5883L text also says it does not support high-speed mode. 1 MHz is out of "
    "spec for every one of them.",
)
add(
    "rq74-i05",
    "hard",
    "compatibility",
    "Because of a very long cable an I2C bus is clocked at only 5 kHz. It carries a CCS811 and a BH1750; a DS18B20 "
    "uses a separate 1-Wire pin. Is 5 kHz within the clock range of both I2C devices?",
    ["CCS811", "BH1750", "DS18B20"],
    "incompatible",
    [
        i2cclk("CCS811", 400, mn=10, cond="fI2C supported, 10..400 kHz"),
        i2cclk("BH1750", 400, cond="fSCL"),
    ],
    [CCS_FI2C, BH_FSCL],
    "The CCS811 supports 10..400 kHz, so 5 kHz is below its minimum; the BH1750 gives only a maximum. Look-alike: "
    "50 kHz would be fine (c11).",
    wording="formal",
)
add(
    "rq74-i06",
    "hard",
    "compatibility",
    "stm32 spi peripheral is fixed to mode 0 (CPOL=0, CPHA=0) for the whole bus at 4 mhz, 3.3v. devices: max31865, "
    "mcp2515, and a 74hc595 for leds (own latch pin). all fine in mode 0?",
    ["MAX31865", "MCP2515", "74HC595"],
    "incompatible",
    [
        spiclk("MAX31865", 5.0, cond="SCLK frequency"),
        spiclk("MCP2515", 10, cond="FCLK"),
    ],
    [M65_MODES, M65_CPHA, M65_SCLK, MCP2515_MODES, MCP2515_SPI],
    "The MAX31865 supports SPI modes 1 and 3 only (CPHA must be 1), so a fixed mode 0 bus fails for it; the "
    "MCP2515 supports 0,0 and 1,1 and the 74HC595 shifts on the SHCP rising edge. The clock is fine for all.",
)
add(
    "rq74-i07",
    "medium",
    "compatibility",
    "to save wiring i connected the max7219 DOUT to the same MISO line as my mcp3008 and max31855, each chip has "
    "its own CS / LOAD. readbacks from the adc and the thermocouple ok?",
    ["MAX7219", "MCP3008", "MAX31855"],
    "incompatible",
    [],
    [M7219_DOUT, MCP3008_MODES, M55_FSCL],
    "MAX7219 DOUT 'is never high-impedance', so it fights the MCP3008 / MAX31855 outputs on the shared MISO. "
    "DOUT is meant for daisy-chaining only; leave it off MISO.",
)
add(
    "rq74-i08",
    "medium",
    "compatibility",
    "spi bus at 4 mhz, everything on 3.3v: max31855, mcp3008, w25q64. any of them too slow for 4 mhz?",
    ["MAX31855", "MCP3008", "W25Q64FV"],
    "incompatible",
    [
        spiclk("MAX31855", 5, cond="serial-clock frequency"),
        spiclk("MCP3008", 3.6, cond="fCLK at VDD = 5 V"),
        spiclk("MCP3008", 1.35, cond="fCLK at VDD = 2.7 V"),
        spiclk("W25Q64FV", 50, cond="fR, Read Data 03h, 3.0..3.6 V"),
    ],
    [M55_FSCL, MCP3008_5V, MCP3008_27, W25_FR],
    "The MCP3008 allows 3.6 MHz even at VDD = 5 V (1.35 MHz at 2.7 V), so 4 MHz at 3.3 V is out; the MAX31855 "
    "(5 MHz) and the flash are fine.",
)
add(
    "rq74-i09",
    "hard",
    "compatibility",
    "low-power voice trigger: inmp441 on its own 1.8 V rail from a tps63020 set to 1.8 V, while the mcu runs from "
    "an xc6206 at 3.3 V and drives SCK and WS at 3.3 V levels directly. ok for the mic inputs?",
    ["INMP441", "TPS63020", "XC6206"],
    "incompatible",
    [supply("INMP441", 1.62, 3.63, cond="VDD (here 1.8 V)")],
    [
        INMP_VIH,
        INMP_VDD,
        ev(
            "inmp441.pdf",
            6,
            "Digital Pin Input Voltage −0.3 V to VDD + 0.3 V or 3.63 V, whichever is less",
        ),
    ],
    "VIH on L/R, WS and SCK runs from 0.7 x VDD to VDD, i.e. at most 1.8 V here, and the absolute maximum on "
    "digital pins is VDD + 0.3 V = 2.1 V; 3.3 V clocks exceed both. Run the mic at 3.3 V or shift the levels. The "
    "regulators only set the rails.",
)
add(
    "rq74-i10",
    "hard",
    "compatibility",
    "robot: l298n motors, dht22 for temperature, and a vl53l0x module. i never touch the i/o mode in the api (so "
    "it stays default) and the i2c pull-ups go to 3.3 V. is that within the vl53l0x i/o spec?",
    ["VL53L0X", "DHT22", "L298N"],
    "incompatible",
    [
        it(
            "VL53L0X",
            "io_supply_voltage",
            "V",
            mn=1.6,
            typ=1.8,
            mx=1.9,
            cond="IOVDD, standard (1V8) mode",
        ),
    ],
    [VL_DEFAULT, VL_1V8, VL_VIH],
    "The default API mode is 1V8 (IOVDD 1.6..1.9 V, VIH up to IOVDD + 0.5 V = about 2.3-2.4 V); 3.3 V highs on "
    "SDA/SCL exceed that. Switching to 2V8 mode with AVDD = 3.3 V fixes it (c04). The DHT22 and L298N are not on "
    "the bus.",
)
add(
    "rq74-i11",
    "hard",
    "compatibility",
    "esp32-wroom-32 scale with an hx711 and an srd relay. I need a second uart for a display, so I use UART1 on "
    "its default pins (GPIO9 = rx, GPIO10 = tx). any problem on the module?",
    ["ESP32-WROOM-32", "HX711", "SRD-05VDC-SL-C"],
    "incompatible",
    [],
    [ESP_U1RX, ESP_U1TX, ESP_FLASH],
    "GPIO9 (SHD/SD2) and GPIO10 (SWP/SD3) carry U1RXD/U1TXD but are wired to the module's integrated SPI flash and "
    "'not recommended for other uses'. Remap UART1 or use UART2 on IO16/IO17 (c10).",
)
add(
    "rq74-i12",
    "hard",
    "compatibility",
    "bit-banged i2c on a tiny mcu: i send START + the pcf8563 write address, then read the dht22 (takes about "
    "2 s with its start signal and retries) before I send the register bytes and STOP. an irlz44n switches the "
    "heater meanwhile. does the pcf8563 tolerate that?",
    ["PCF8563", "DHT22", "IRLZ44N"],
    "incompatible",
    [],
    [PCF_1S, PCF_ADDR],
    "Note 5 of the dynamic characteristics: access time between two STARTs or a START and a STOP must be less than "
    "one second (the interface watchdog resets after 1..2 s). A 2 s gap breaks that.",
)
add(
    "rq74-i13",
    "hard",
    "compatibility",
    "To isolate a 100 kHz I2C link to an MCP4725 (on a board whose battery is charged by a TP4056), one PC817 is "
    "used per direction. Using the PC817 rise time from its own data sheet, can the optocoupler output meet the "
    "MCP4725's standard-mode SDA/SCL rise-time limit?",
    ["PC817", "MCP4725", "TP4056"],
    "incompatible",
    [tmax("MCP4725", 1000, "ns", "TR SDA and SCL rise time, standard mode")],
    [PC817_TR, PC817_COND, MCP47_TR_STD],
    "PC817 rise time is 4 us typ / 18 us max even at RL = 100 ohm; the MCP4725 allows at most 1000 ns in standard "
    "mode (and a 100 kHz bit lasts 10 us). The charger is irrelevant.",
    wording="formal",
)

# ---------- compatibility: insufficient_evidence (rq74-eNN)
add(
    "rq74-e01",
    "medium",
    "compatibility",
    "snow-depth mast: vl53l0x looks down at the snow, si7021 for air, ds18b20 in the ground. the two i2c sensors "
    "sit 3 m up the mast on an unshielded 4-core cable, 400 khz with 4.7k pull-ups. will the i2c bus work at that "
    "length?",
    ["Si7021", "DS18B20", "VL53L0X"],
    "insufficient_evidence",
    [],
    [SI_FSCL],
    "The answer needs the cable's capacitance (and the resulting rise time), which no sheet gives; the parts only "
    "state clock and timing limits.",
)
add(
    "rq74-e02",
    "medium",
    "compatibility",
    "esp32-wroom-32 streaming mq-2 samples to a raspberry pi at 921600 baud over 2 m of jumper wire, board fed "
    "by an lm2596 buck. can the esp32 uart do 921600 reliably over that?",
    ["ESP32-WROOM-32", "MQ-2", "LM2596"],
    "insufficient_evidence",
    [],
    [ev("esp32-wroom-32.pdf", 6, "Ethernet, high-speed SPI, UART, I2S, and I2C.")],
    "Neither the module's UART baud limits nor the cable behaviour are in any sheet.",
)
add(
    "rq74-e03",
    "hard",
    "compatibility",
    "pin-starved board: a dht11 and a dht22 share one data line with one pull-up, i start each read with the host "
    "start signal; a tm1637 shows the values. will both sensors answer without talking over each other?",
    ["DHT11", "DHT22", "TM1637"],
    "insufficient_evidence",
    [],
    [],
    "Neither single-bus sheet describes addressing or more than one sensor per line; both would answer the same "
    "start signal, but the sheets say nothing either way.",
)
add(
    "rq74-e04",
    "medium",
    "compatibility",
    "scrolling sign: 8 max7219 modules daisy-chained plus a 74hc595 for status leds on the same CLK/DIN, driven at "
    "10 mhz through a 1 m ribbon by a 5 V mcu (everything logic-side is 5 V; an xc6206 only makes 3.3 V for "
    "an sd card). will the chain clock reliably at 10 mhz over that ribbon?",
    ["MAX7219", "74HC595", "XC6206"],
    "insufficient_evidence",
    [],
    [M7219_CLK],
    "10 MHz is the MAX7219's limit at the pins, but reliability over 1 m with nine loads depends on cable and "
    "loading, which no sheet gives. The MCU is 5 V so the 3.5 V VIH is met.",
)
add(
    "rq74-e05",
    "medium",
    "compatibility",
    "Two INMP441 microphones (L/R pins set for left and right) share one SD line and sit 1.5 m from the host on a "
    "shielded cable; SCK is 3.072 MHz. A DS3231 timestamps recordings and an XC6206 powers the microphones. Will "
    "the I2S signals arrive with valid timing over that cable?",
    ["INMP441", "DS3231", "XC6206"],
    "insufficient_evidence",
    [],
    [INMP_SCK],
    "The INMP441 timing table holds at the chip pins; cable delay and capacitance over 1.5 m are not in any sheet.",
    wording="formal",
)
add(
    "rq74-e06",
    "hard",
    "compatibility",
    "A MAX31855 and a MAX31865 sit 50 cm from the microcontroller on a flat ribbon cable, with SPI clocked at "
    "5 MHz, next to an SRD relay that switches a kiln contactor. Do the data sheets show that the SPI transfers "
    "will stay reliable?",
    ["MAX31855", "MAX31865", "SRD-05VDC-SL-C"],
    "insufficient_evidence",
    [],
    [M55_FSCL, M65_SCLK],
    "5 MHz is each part's maximum at the pins; noise and ribbon loading from the relay are outside every sheet.",
    wording="formal",
)
add(
    "rq74-e07",
    "hard",
    "compatibility",
    "arduino out of pins: tm1637 CLK/DIO shared with the 74hc595 clock/data lines (separate latch for the 595), "
    "hc-sr04 on two other pins. will the tm1637 ignore the 595 traffic?",
    ["TM1637", "74HC595", "HC-SR04"],
    "insufficient_evidence",
    [],
    [TM_NOADDR],
    "The TM1637 has no slave address, so whether shift-register traffic is taken as TM1637 start/stop conditions "
    "depends on edge timing the sheets do not cover.",
)
add(
    "rq74-e08",
    "medium",
    "compatibility",
    "An HX711 load-cell amplifier is connected to the microcontroller over a 2 m cable carrying DOUT and PD_SCK; "
    "an MQ-3 sensor and an ACS712 sit next to the microcontroller. Do the data sheets establish that the HX711 "
    "serial read works over that cable?",
    ["HX711", "MQ-3", "ACS712"],
    "insufficient_evidence",
    [],
    [ev("hx711.pdf", 5, "T3 PD_SCK high time 0.2 1 50 µs")],
    "The HX711 gives PD_SCK timing at the pins only; cable effects are not covered.",
    wording="formal",
)
add(
    "rq74-e09",
    "hard",
    "compatibility",
    "dht11 data line between a 3.3 V mcu and the sensor at 5 V, level-shifted with an irlz44n in the usual "
    "bidirectional mosfet circuit (gate to 3.3 V, pull-ups on both sides); an acs712 monitors the fan. will the "
    "dht11 timing survive the mosfet?",
    ["DHT11", "IRLZ44N", "ACS712"],
    "insufficient_evidence",
    [],
    [ev("irlz44n.pdf", 2, "Ciss Input Capacitance ––– 1700 ––– VGS = 0V")],
    "The IRLZ44N's large capacitance slows the edges, but the DHT11 sheet gives no limit on line capacitance or "
    "edge rate, so the sheets cannot settle it.",
)
add(
    "rq74-e10",
    "medium",
    "compatibility",
    "greenhouse cable run: ds18b20 1-wire line and dht22 data line in the same 5 m cable as the max7219 CLK/DIN "
    "(clocked at 8 mhz). will the crosstalk upset the sensors?",
    ["DS18B20", "DHT22", "MAX7219"],
    "insufficient_evidence",
    [],
    [],
    "Crosstalk in a shared cable is not characterised in any of the three sheets.",
)
add(
    "rq74-e11",
    "hard",
    "compatibility",
    "5 V arduino nano, nrf24l01+ fed 3.3 V by an ams1117-3.3, spi lines wired straight (the radio's inputs are 5 V "
    "tolerant), hc-sr04 on two other pins. will the nano read the radio's 3.3 V MISO highs as logic 1?",
    ["nRF24L01+", "AMS1117", "HC-SR04"],
    "insufficient_evidence",
    [],
    [
        NRF_VDD,
        ev(
            "nrf24l01p.pdf",
            50,
            "interface consists of the following six 5Volt tolerant digital signals:",
        ),
    ],
    "The nRF24L01+ inputs are 5 V tolerant and its VOH follows its 3.3 V VDD, but the nano's (ATmega) VIH at 5 V "
    "is in no sheet here, so the read-back level cannot be judged.",
)


def main():
    order = {"f": 0, "u": 1, "c": 2, "i": 3, "e": 4}
    Q.sort(key=lambda q: (order[q["id"].split("-")[1][0]], q["id"]))
    out = Path(__file__).with_name("questions.jsonl")
    with out.open("w", encoding="utf-8") as fh:
        for q in Q:
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(f"{len(Q)} questions -> {out}")


if __name__ == "__main__":
    main()
