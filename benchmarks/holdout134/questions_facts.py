"""Factual questions of the hundred-and-thirty-fourth hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import DX, EH, FT, IE, PK, PL, SH, VQ, XB, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- DXU-34
fq(
    E,
    "What range of baud rates does the DXU-34 USB-to-UART module support?",
    [DX],
    F.DX_BAUD,
    note="the prose says the bridge chip accepts up to 3 Mbps but the module is only promised "
    "to 2 Mbps; the 921 600 bps ESP upload speed and the 115 200 bps test condition are "
    "look-alikes",
)
fq(
    M,
    "how much current can i pull from the dxu-34's 3v3 pin?",
    [DX],
    F.DX_3V3I,
    note="the 5V pin's 450 mA, the 500 mA polyfuse and the 16 / 22 mA supply current are "
    "look-alikes",
)
fq(
    H,
    "With jumper J1 set to 5V, what is the minimum TXD output high voltage of the DXU-34?",
    [DX],
    F.DX_VOH5,
    note="the J1 = 3V3 row (2.9 / 3.2 V) stacked in the same cell and the RXD input-high "
    "figures are look-alikes",
)
fq(
    E,
    "dxu-34 current draw when the usb host is suspended?",
    [DX],
    F.DX_SUSP,
    note="idle 11 mA and active 16 / 22 mA are look-alikes",
)
ie(
    E,
    "dxu-34 rx buffer (fifo) size in bytes?",
    [DX],
    "no buffer or FIFO size is given for the module or the LK2104 chip",
)
# ---------------------------------------------------------------- EHL7021
fq(
    E,
    "What supply voltage range does the EHL7021 Hall latch operate from?",
    [EH],
    F.EH_VDD,
    note="the EHL7021L column (2.2-5.5 V) on the same line, the abs max 28 V and the clamp "
    "voltage 28 / 32 V are look-alikes",
)
fq(
    M,
    "ehl7021l supply current at 3v?",
    [EH, "EHL7021L"],
    F.EH_IDD_L,
    note="the EHL7021 row stacked above it (3.0 / 5.0 mA at 12 V) is the look-alike",
)
fq(
    E,
    "What type of output stage does the EHL7021 have?",
    [EH],
    F.EH_OUT,
)
fq(
    H,
    "What is the absolute maximum supply voltage of the EHL7021L?",
    ["EHL7021L"],
    F.EH_ABS_L,
    note="28 V of the EHL7021 column, the recommended 5.5 V and the output off voltage row are "
    "look-alikes",
)
fq(
    E,
    "ehl7021 power-on time before the output is valid?",
    [EH],
    F.EH_TPO,
    note="rise / fall times in microseconds and the chopping frequency are look-alikes",
)
ie(
    M,
    "What is the junction-to-ambient thermal resistance of the EHL7021 in the SOT-23-3 package?",
    [EH],
    "only the junction and storage temperature limits are given; no thermal resistance",
)
# ---------------------------------------------------------------- SHB-2R5
fq(
    E,
    "What is the coil resistance of the relays on the SHB-2R5L?",
    ["SHB-2R5L"],
    F.SH_RCOIL_L,
    note="55 Ohm of the SHB-2R5 column is the look-alike",
)
fq(
    E,
    "shb-2r5 contact current rating at 250vac?",
    [SH],
    F.SH_CONTACT,
    note="the SHB-2R5L column (7 A), 15 A at 125 VAC and the 3 A inductive rating are look-alikes",
)
fq(
    H,
    "How much current must the JD-VCC supply deliver to an SHB-2R5 with both relays switched on?",
    [SH],
    F.SH_BOTH,
    note="90 mA per relay (2 x 90 = 180), 86 mA of the SHB-2R5L column and the 3.8 mA input "
    "current are look-alikes",
)
fq(
    M,
    "What coil power does an SHB-2R5L relay draw?",
    ["SHB-2R5L"],
    F.SH_PCOIL_L,
    note="0.45 W of the SHB-2R5 column is the look-alike",
)
ie(
    E,
    "What mechanical life (operations without load) do the SHB-2R5 relays have?",
    [SH],
    "only the electrical life at rated load (100 000 operations) is given",
)
# ---------------------------------------------------------------- XBK6330
fq(
    E,
    "What input voltage range does the XBK6330 buck-boost converter accept?",
    [XB],
    F.XB_VIN,
    note="the abs max 7.0 V, the UVLO thresholds and the -ADJ output range 1.2-5.5 V are "
    "look-alikes",
)
fq(
    E,
    "xbk6330 shutdown current?",
    [XB],
    F.XB_ISD,
    note="the quiescent currents 30 / 45 uA (VIN) and 10 / 15 uA (VOUT) are look-alikes",
)
fq(
    H,
    "What is the maximum continuous output current of the XBK6330-33 when the input is 2.4 V?",
    ["XBK6330-33"],
    F.XB_I24,
    note="the headline 1.2 A, the -ADJ column (500 mA), the 1.8 A switch current limit and "
    "neighbouring rows are look-alikes",
)
fq(
    M,
    "xbk6330-33 output voltage tolerance - what's the min and max?",
    ["XBK6330-33"],
    F.XB_VOUT,
    note="the -ADJ feedback voltage 490 / 500 / 510 mV and output range 1.2-5.5 V are "
    "look-alikes",
)
ie(
    M,
    "What output voltage ripple does the XBK6330-33 have in power-save mode?",
    ["XBK6330-33"],
    "no ripple figure is given; efficiency in power-save mode is a look-alike",
)
# ---------------------------------------------------------------- PKT6112
fq(
    E,
    "Which I²C addresses can the PKT6112 touch controller be set to?",
    [PK],
    F.PK_ADDR,
    note="the 8-bit write bytes 0xB4-0xBA and the register addresses 0x5A-0x5E of the register "
    "map are look-alikes",
)
fq(
    E,
    "pkt6112 max i2c clock speed?",
    [PK],
    F.PK_FSCL,
)
fq(
    M,
    "What supply voltage range does the PKT6112 need when its internal regulator is bypassed "
    "(VREG tied to VDD)?",
    [PK],
    F.PK_VDD_BYP,
    note="the regulator-on row stacked above it (2.0 / 3.3 / 3.6 V) and the abs max 4.0 V are "
    "look-alikes",
)
fq(
    H,
    "How much supply current does the PKT6112 draw in run mode with all 12 electrodes sampled "
    "every 1 ms?",
    [PK],
    F.PK_IDD1,
    note="29 / 40 uA at 16 ms, the 3 / 6 uA stop-mode current and the 1-63 uA electrode charge "
    "current are look-alikes",
)
ie(
    M,
    "What is the PKT6112's run-mode supply current at VDD = 1.8 V?",
    [PK],
    "run-mode current is only given at VDD = 3.3 V (table head); 29 uA in the feature list is "
    "that figure",
    F.PK_IDD16,
)
# ---------------------------------------------------------------- FTS-M41
fq(
    E,
    "What supply voltage does the FTS-M41 soil moisture module accept?",
    [FT],
    F.FT_VCC,
)
fq(
    M,
    "fts-m41 current draw at 5v?",
    [FT],
    F.FT_I5,
    note="the 3.3 V row (4 / 6 mA), the DO LED's extra 2 mA and the 15 mA DO sink current are "
    "look-alikes",
)
fq(
    M,
    "what voltage does the fts-m41 ao pin read with the probe in tap water, powered from 3.3v?",
    [FT],
    F.FT_AOWATER33,
    note="1.4 V at 5 V, the in-air rows and the 'typical readings' table are look-alikes",
)
fq(
    E,
    "How much current can the FTS-M41's DO output sink?",
    [FT],
    F.FT_DOSINK,
    note="the 4 mA VOL test current and the 12 mA GPIO advice are look-alikes",
)
ie(
    E,
    "What accuracy in % volumetric water content does the FTS-M41 give?",
    [FT],
    "the sheet says the module does not measure volumetric water content; readings are relative",
    F.FT_NOVWC,
)
# ---------------------------------------------------------------- VQA4955
fq(
    E,
    "What is the output sensitivity of the VQA4955K thermocouple amplifier?",
    ["VQA4955K"],
    F.VQ_SENS,
)
fq(
    E,
    "vqa4955 single supply voltage range?",
    [VQ],
    F.VQ_VS,
    note="the dual-supply row (+/-1.35 to +/-18 V) stacked below it is the look-alike",
)
fq(
    M,
    "How accurate is the VQA4955J for hot-junction temperatures from 0 to 400 °C?",
    ["VQA4955J"],
    F.VQ_ACC_J,
    note="+/-2 C of the VQA4955K, +/-3 C over the wide range and the ambient drift are "
    "look-alikes",
)
fq(
    M,
    "What ambient operating temperature range is the VQA4955 IC itself rated for?",
    [VQ],
    F.VQ_TOPR,
    note="the measurement ranges (-200 ... +1250 C etc.) and the storage range are look-alikes",
)
fq(
    H,
    "vqa4955k on a 5v single supply with ref at 0v - what temperature range can it actually "
    "output?",
    ["VQA4955K"],
    F.VQ_RANGE_K5,
    note="the thermocouple's own -200 ... +1250 C, the 3.3 V and REF = 1.25 V rows and the "
    "VQA4955J column are look-alikes",
)
ie(
    E,
    "What is the input bias current of the VQA4955?",
    [VQ],
    "no input bias current is given",
)
# ---------------------------------------------------------------- PLB-25U
fq(
    E,
    "What baud rate does the PLB-25U use out of the box?",
    [PL],
    F.PL_BAUD,
    note="the AT+BAUD index table (n = 0 ... 7, up to 115200) is the look-alike",
)
fq(
    E,
    "plb-25u-m supply voltage range?",
    ["PLB-25U-M"],
    F.PL_VCC_M,
    note="the PLB-25U-B row (3.6 / 5.0 / 6.0 V) stacked below it and the abs max 3.9 V are "
    "look-alikes",
)
fq(
    M,
    "plb-25u deep sleep current?",
    [PL],
    F.PL_DEEP,
    note="the sleep current 2.6 / 4.0 uA and the carrier-board LDO 55 uA are look-alikes",
)
fq(
    M,
    "What average current does the PLB-25U draw while advertising every 500 ms?",
    [PL],
    F.PL_ADV500,
    note="410 uA at 100 ms and 52 uA at 1000 ms in the same cell, and the connected 180 uA, "
    "are look-alikes",
)
ie(
    M,
    "What is the maximum application data throughput of the PLB-25U's transparent BLE link?",
    [PL],
    "only the PHY data rate (1 / 2 Mbps) and UART baud rates are given; no throughput figure",
)
