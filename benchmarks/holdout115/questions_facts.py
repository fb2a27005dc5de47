"""Factual questions of the 115th hold-out set (42: 34 with items, 8 whose answer is
not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AP, CC, CW, EM, JM, KT, VD, VM, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- VDC1041
fq(E, "what supply voltage range does the vdc1041 adc take?", [VD], F.VD_VDD)
fq(
    M,
    "What is the highest data rate of the VDC1041?",
    [VD],
    F.VD_RATE,
    note="860 SPS in the family table is the 16-bit VDC1141",
)
fq(
    M,
    "vdc1041 full scale input range at pga gain 1?",
    [VD],
    F.VD_FSR_1,
    note="gain 2 (default) is ±2.048 V; the ±6.144 V row is gain 2/3",
)
fq(E, "What I2C addresses can the VDC1041 be set to?", [VD], F.VD_ADDR)
ie(
    E,
    "What is the input-referred noise of the VDC1041 on its ±0.256 V range?",
    [VD],
    "no noise figure in the sheet (only offset and gain error)",
)
# ---------------------------------------------------------------- JMU-6520
fq(
    E,
    "What voltage range is allowed on the JMU-6520's VLOGIC pin?",
    [JM],
    F.JM_VLOGIC,
    note="up to VDD; VDD itself is 2.375-3.46 V",
)
fq(
    M,
    "jmu-6520 i2c address options?",
    [JM],
    F.JM_ADDR,
    note="WHO_AM_I (register 0x75) reads 0x68 whatever AD0 is; it is not the address list",
)
fq(
    M,
    "accel-only low power current of the jmu-6520 at 20 hz wake-up?",
    [JM],
    F.JM_LP20,
    note="500 µA is accelerometer-only normal mode; 10 / 20 / 140 µA are the other wake-up rates",
)
fq(
    H,
    "What is the maximum SPI clock of the JMU-6500 when reading the sensor registers?",
    [JM],
    F.JM_SPI20,
    note="1 MHz applies to all registers; the JMU-6520 has no SPI",
)
ie(
    E,
    "What is the cross-axis sensitivity of the JMU-6520 gyroscope?",
    [JM],
    "not specified",
)
# ---------------------------------------------------------------- APS2980
fq(
    M,
    "What is the maximum operating motor supply voltage (VS) of the APS2980?",
    [AP],
    F.AP_VS,
    note="50 V is the absolute maximum rating",
)
fq(E, "logic supply range for the aps2980?", [AP], F.AP_VSS)
fq(
    E,
    "How much continuous current can each APS2980 channel deliver?",
    [AP],
    F.AP_IO_DC,
    note="3 A non-repetitive and 2.5 A repetitive are peak ratings; 3 A DC only with bridges "
    "in parallel",
)
fq(
    H,
    "How much current does the APS2980 draw from its logic supply VSS with the enables high "
    "and the inputs low?",
    [AP],
    F.AP_ISS,
    note="13 / 22 mA is IS from the VS pin, in look-alike rows just above",
)
ie(E, "What ESD rating does the APS2980 have?", [AP], "no ESD figure in the sheet")
# ---------------------------------------------------------------- VM-BK3
fq(
    E,
    "input voltage range of the vm-bk3-5v?",
    [VM],
    F.VM_5V,
    note="4.5-40 V is the ADJ version; input must stay 1.5 V above output",
)
fq(E, "What output voltage range does the VM-BK3-ADJ cover?", [VM], F.VM_ADJ_OUT)
fq(
    E,
    "how much current can the vm-bk3 give continuously without a heatsink?",
    [VM],
    F.VM_IOUT_NOHS,
    note="3 A needs a heatsink",
)
fq(
    M,
    "What is the absolute maximum input voltage of the VM-BK3?",
    [VM],
    F.VM_ABS,
    note="40 V is the operating limit of the version table",
)
ie(
    E,
    "what's the output ripple of the vm-bk3-5v?",
    [VM],
    "no ripple figure (only regulation and efficiency)",
)
# ---------------------------------------------------------------- KTD-18B20
fq(E, "ktd-18b20 supply voltage range?", [KT], F.KT_VDD)
fq(
    E,
    "What is the KTD-18B20's maximum conversion time at 12-bit resolution?",
    [KT],
    F.KT_CONV12,
)
fq(
    M,
    "What resolution and maximum conversion time does the KTD-18B20 give in 10-bit mode?",
    [KT],
    F.KT_10BIT,
)
fq(
    M,
    "how accurate is the ktd-18b20 between -10 and 85c?",
    [KT],
    F.KT_ACC,
    note="±1 and ±2 °C rows are the wider ranges",
)
fq(
    H,
    "What operating temperature range is the KTD-18B20-W probe rated for?",
    [KT],
    F.KT_W,
    note="-55 to +125 °C is the chip (T / S versions and the absolute maximum table)",
)
ie(
    E,
    "What is the thermal time constant of the KTD-18B20-W probe in water?",
    [KT],
    "not specified",
)
# ---------------------------------------------------------------- CWR2401P
fq(E, "What is the supply voltage range of the CWR2401P?", [CW], F.CW_VDD)
fq(
    M,
    "tx current of the cwr2401p at -6 dbm?",
    [CW],
    F.CW_TX6,
    note="11.3 mA is 0 dBm, 7.5 mA is -12 dBm",
)
fq(
    E,
    "What is the CWR2401P's receiver sensitivity at 250 kbps?",
    [CW],
    F.CW_SENS250,
)
fq(E, "cwr2401p power down current?", [CW], F.CW_PD, note="26 µA is standby-I")
fq(
    H,
    "If the CWR2401P's inputs are driven by 5 V logic, what supply voltage range must VDD stay in?",
    [CW],
    F.CW_VDD5,
    note="1.9-3.6 V is the general row just above",
)
ie(
    M,
    "How much supply current does the CWR2401P draw when transmitting at +4 dBm?",
    [CW],
    "the TX current table stops at 0 dBm although the maximum output power is +4 dBm",
)
# ---------------------------------------------------------------- EMS7120
fq(E, "What supply voltage does the EMS7120 need?", [EM], F.EM_VCC)
fq(
    M,
    "sensitivity of the ems7120-20 (min/typ/max)?",
    [EM],
    F.EM_SENS20,
    note="one row carries all three versions; 180/185/190 is -05, 63/66/69 is -30",
)
fq(E, "what current range does the ems7120-30 measure?", [EM], F.EM_RANGE30)
fq(E, "What is the supply current of the EMS7120?", [EM], F.EM_ICC)
ie(
    E,
    "What is the temperature drift of the EMS7120's sensitivity?",
    [EM],
    "not specified",
)
# ---------------------------------------------------------------- CCL-OD96
fq(
    E,
    "how much current does the ccl-od96 pull with every pixel lit on 5v?",
    [CC],
    F.CC_IALL5,
    note="21 mA is the 3.3 V column",
)
fq(
    M,
    "What I2C address does the CCL-OD96-I2C use?",
    [CC],
    F.CC_ADDR,
    note="0x78 / 0x7A on the silkscreen are 8-bit write addresses",
)
fq(
    M,
    "What panel driving supply (VCC) range does the CCL-OD96's driver IC need?",
    [CC],
    F.CC_PANEL,
    note="the VCC header pin is the module supply 3.3-5 V, a look-alike",
)
fq(
    H,
    "What is the operating temperature range of the CCL-OD96 module?",
    [CC],
    F.CC_TOP,
    note="-40 to 85 °C is the driver IC only",
)
ie(E, "what's the brightness of the ccl-od96 in cd/m2?", [CC], "no luminance figure")
