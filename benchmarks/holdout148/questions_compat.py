"""Compatibility questions of the hundred-and-forty-eighth hold-out set (28: 9 compatible, 10
incompatible, 9 insufficient_evidence, each of those with one required check the sheets do
not support)."""

from __future__ import annotations

import facts as F
from qkit import BY, JB, KS, LC, SN, TA, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q("c", next(N), diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (9)
cq(
    E,
    OK,
    "Can a BYS3170 and a KSB-270 with SDO tied to GND share an ESP32's 3.3 V I²C bus at 400 kHz, "
    "both powered from 3.3 V?",
    [BY, KS],
    F.BY_VDD,
    F.BY_ADDR,
    F.BY_FSCL,
    F.KS_VDD,
    F.KS_VDDIO,
    F.KS_ADDR,
    F.KS_FSCL,
    note="0x32 vs 0x76; 3.3 V within 2.5-4.5 V, 1.65-3.6 V and VDDIO 1.2-3.6 V; 400 kHz within "
    "both fSCL limits",
)
cq(
    M,
    OK,
    "My BYS3170 takes VDD straight from a 1S LiPo (3.0 to 4.2 V), and its SDA / SCL sit on a 5 V "
    "Arduino Uno's I²C bus with the pull-ups to 5 V. Is that allowed?",
    [BY],
    F.BY_VDD,
    F.BY_5V,
    F.BY_ADDR,
    note="3.0-4.2 V within VDD 2.5-4.5 V; the sheet allows pull-ups up to 5.5 V independent of VDD",
)
cq(
    E,
    OK,
    "sng-32 on a 36v psu driving a nema 17 at 1.5 a per phase, heatsink + fan fitted - ok?",
    ["SNG-32"],
    F.SN_VMOT_32,
    F.SN_I32_FAN,
    F.SN_FAQ36,
    note="36 V within 8.2-45 V (the FAQ names the SNG-32 for 36 V); 1.5 A under 2.2 A with heat "
    "sink + fan at 25 degC",
)
cq(
    M,
    OK,
    "I'm driving an SNG-16 from a Raspberry Pi Pico: VDD from the Pico's 3.3 V pin, STEP and DIR "
    "from its 3.3 V GPIOs, VMOT from a 12 V supply. Will the carrier see clean logic highs and run?",
    [SN],
    F.SN_VMOT_16,
    F.SN_VDD,
    F.SN_VIH33,
    note="12 V within 8-35 V; 3.3 V within VDD 3.0-5.5 V; at VDD = 3.3 V the inputs need 2.25 V",
)
cq(
    H,
    OK,
    "ok so i've got a 5v arduino nano talking modbus to a solar charge controller at 9600 baud. the "
    "transceiver is a jbt2481 because thats what was in the drawer: vcc from the nano's 3.3v pin, "
    "di / de / re straight from the nano's 5v pins, and ro goes through a 74hct125 buffer (vih 2.0 "
    "v) into rx. will this actually work or am i cooking something?",
    [JB],
    F.JB_VCC,
    F.JB_VIH,
    F.JB_5V,
    F.JB_VOH,
    F.JB_RATE,
    note="3.3 V within 3.0-3.6 V; 5 V logic within VIH 2.0-5.5 V (prose: 5 V microcontrollers may "
    "drive them); RO VOH >= 2.6 V above the stated 2.0 V; 9600 baud under 250 kbps",
)
cq(
    E,
    OK,
    "wvr-926h on eu868 (863-870 mhz), powered and driven from an esp32 at 3.3v - fine?",
    ["WVR-926H"],
    F.WV_BAND_H,
    F.WV_VCC,
    note="863-870 MHz within 850-930 MHz; 3.3 V within 1.8-3.7 V and the I/O follow VCC",
)
cq(
    M,
    OK,
    "A TAM1612 at VDD = 3.3 V on an ESP32 drives 12 hobby servos at 50 Hz. The servos run from "
    "their own 5 V / 5 A supply, only their signal wires go to the outputs, and they accept 3.3 V "
    "pulses. A BYS3170 (VDD from the robot's 1S LiPo, 3.0 to 4.2 V) sits on the same I²C bus, "
    "and the TAM1612 address pins are all tied low. Does this setup work?",
    [TA, BY],
    F.TA_VDD,
    F.TA_PWM,
    F.TA_50HZ,
    F.TA_SERVO,
    F.TA_ADDR_ALL,
    F.BY_VDD,
    F.BY_ADDR,
    note="3.3 V within 2.3-5.5 V; 50 Hz within 25-1600 Hz (PRE_SCALE 0x7E); servo power from a "
    "separate supply as the sheet asks; 0x40 (and All Call 0x70) vs 0x32; 3.0-4.2 V within VDD "
    "2.5-4.5 V",
)
cq(
    E,
    OK,
    "lcs-08 powered from 5v with aout going into an esp32 adc pin (max 3.3v) - safe?",
    [LC],
    F.LC_VCC,
    F.LC_RANGE,
    F.LC_AIR5,
    note="5 V within 3.3-5.5 V; the regulated output stays within 1.1-2.7 V (2.63 V in air at 5 V)",
)
cq(
    M,
    OK,
    "Can an ABY-S201H switch a 300 W, 230 V AC heater from an ESP32 GPIO, with DC+ from a 5 V USB "
    "supply, in a room at about 25 °C?",
    ["ABY-S201H"],
    F.AB_VCC,
    F.AB_VON_H,
    F.AB_H33,
    F.AB_VLOAD,
    F.AB_I25,
    note="5 V within 4.5-5.5 V; 3.3 V within the ON window 2.5-5.5 V; 230 V within 100-240 VAC; "
    "about 1.3 A under 2.0 A at 25 degC; a heater is a resistive load",
)
# ---------------------------------------------------------------- incompatible (10)
cq(
    H,
    NO,
    "I have a TAM1612 with A5, A4, A2 and A1 tied high and A3, A0 tied low, and a KSB-270 with SDO "
    "grounded. Can they share one I²C bus?",
    [TA, KS],
    F.TA_ADDR_ALL,
    F.TA_ADDR_76,
    F.KS_ADDR,
    note="the strapping gives 0x76 (address example table), the KSB-270 with SDO at GND is also "
    "0x76",
)
cq(
    E,
    NO,
    "can i run the sng-16 off a 36v supply?",
    [SN],
    F.SN_VMOT_16,
    F.SN_FAQ36,
    note="36 V above the 35 V operating maximum; the FAQ sends 36 V users to the SNG-32",
)
cq(
    H,
    NO,
    "building a little pen plotter. the cnc shield feeds the sng-16's vdd from the arduino's 5v "
    "rail, but i moved step / dir over to an esp32 (3.3v gpio) so i get wifi. vmot is 12v, motor "
    "0.8a. is the step / dir side going to work like that?",
    [SN],
    F.SN_VDD,
    F.SN_VIH5,
    F.SN_FAQ33,
    note="with VDD = 5 V the inputs need at least 3.40 V; a 3.3 V GPIO does not reach it (FAQ)",
)
cq(
    E,
    NO,
    "Can I use a WVR-926L for a LoRa link in the EU868 band?",
    ["WVR-926L"],
    F.WV_BAND_L,
    F.WV_LNOT,
    note="868 MHz is outside 410-510 MHz; the design notes say an L module does not work at 868 MHz",
)
cq(
    M,
    NO,
    "wvr-926h wired straight to an arduino uno's 5v spi pins, vcc from the uno's 3.3v pin. no "
    "level shifter. ok?",
    ["WVR-926H"],
    F.WV_VCC,
    F.WV_5V,
    F.WV_IOABS,
    note="VCC 3.3 V is fine, but the I/O are not 5 V tolerant (limit VCC + 0.3 V)",
)
cq(
    E,
    NO,
    "Can an ESP32 GPIO (3.3 V) switch an ABY-S201L on and off, with DC+ at 5 V?",
    ["ABY-S201L"],
    F.AB_VCC,
    F.AB_L33,
    note="rule 5.5: OFF needs CH above DC+ - 0.5 V = 4.5 V; a 3.3 V GPIO cannot switch it off",
)
cq(
    M,
    NO,
    "Can an ABY-S201H switch a 12 V DC solenoid valve (0.5 A)?",
    ["ABY-S201H"],
    F.AB_VLOAD,
    F.AB_DC,
    note="AC loads only (75-264 VAC); a triac does not turn off on DC",
)
cq(
    M,
    NO,
    "lcs-08r powered from 5v, aout into an esp32 adc pin that must stay under 3.3v. good?",
    ["LCS-08R"],
    F.LC_VCC_R,
    F.LC_AIR_R5,
    F.LC_WARN,
    note="ratiometric output reaches 3.45 V in air at VCC = 5.0 V; the sheet calls this too much "
    "for a 3.3 V ADC pin",
)
cq(
    E,
    NO,
    "Can I use the BYS3170 to gauge a single 3.2 V LiFePO4 cell?",
    [BY],
    F.BY_VDD,
    F.BY_LFP,
    note="the voltage is inside VDD 2.5-4.5 V, but LiFePO4 cells are explicitly not supported",
)
cq(
    E,
    NO,
    "Can 300 JBT2481 transceivers share one RS-485 bus?",
    [JB],
    F.JB_NODES,
    note="the sheet allows up to 256 (1/8 unit load); no item field fits the node count",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Will the BYS3170 report my 1S LiPo's state of charge to within ±1 %?",
    [BY],
    F.BY_VDD,
    F.BY_SOCRES,
    note="no SOC accuracy is given; 1/256 % is a resolution and the cell voltage error is in mV",
)
cq(
    H,
    IE,
    "SNG-32 with heat sink and fan, 2.0 A per phase, inside a closed printer enclosure that sits "
    "at 60 °C. Can it hold that current?",
    ["SNG-32"],
    F.SN_I32_FAN,
    F.SN_25C,
    note="2.2 A is rated at TA = 25 degC only; no derating with ambient is given (operating ambient "
    "-20 ... +85 degC alone does not settle it)",
)
cq(
    M,
    IE,
    "Will a JBT2481F run 12 Mbps reliably over a 300 m twisted-pair cable?",
    ["JBT2481F"],
    F.JB_RATE_F,
    note="12 Mbps is the rated data rate, but no cable length or data rate vs length is given",
)
cq(
    E,
    IE,
    "Is the KSB-270 rated for the 50 g shocks of a racing drone crash?",
    [KS],
    note="no shock or vibration rating is given",
)
cq(
    E,
    IE,
    "wvr-926h at full power with a decent antenna - will it reach 10 km line of sight?",
    ["WVR-926H"],
    F.WV_SENS_H9,
    note="no range figure is given; range depends on antennas and terrain, not on the sheet",
)
cq(
    M,
    IE,
    "The TAM1612's LED outputs go straight to a front panel. Will they survive ±8 kV contact ESD "
    "without extra protection?",
    [TA],
    note="no ESD rating is given in the limiting values",
)
cq(
    E,
    IE,
    "If I seal the top electronics of an LCS-08 in a box, will the probe last three years buried "
    "in my garden bed?",
    [LC],
    F.LC_LIFE,
    note="the sheet explicitly gives no lifetime figure",
)
cq(
    M,
    IE,
    "Can an ABY-S201H switch a 230 V AC fan motor that draws 1 A?",
    ["ABY-S201H"],
    F.AB_VLOAD,
    F.AB_I25,
    F.AB_IND,
    note="voltage and current fit the resistive ratings, but motors are not rated and no "
    "inductive-load rating is given",
)
cq(
    H,
    IE,
    "I want to ship a product in the US with a WVR-926H inside. Does the module already carry FCC "
    "certification so I can skip my own?",
    ["WVR-926H"],
    F.WV_BAND_H,
    note="no certification is mentioned; the frequency-plan table only lists typical limits",
)
