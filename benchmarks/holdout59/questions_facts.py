"""Factual questions of the fifty-ninth hold-out set (42: 34 with items, 8 whose
answer is not in the sheet)."""

from __future__ import annotations

import facts as F
from qkit import AX, ES, FT, JG, KO, KT, SR, UV, Fact, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], fact: Fact, note: str = "") -> None:
    items, evidence = fact
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, None, note)


def nq(diff: str, text: str, devs: list[str], note: str, fact: Fact | None = None) -> None:
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, fact[1] if fact else None)


# ---------------------------------------------------------------- AXL2410
fq(E, "What is the AVDD operating range of the AXL2410?", [AX], F.AX_AVDD)
fq(E, "absolute max voltage on avdd for the axl2410?", [AX], F.AX_ABS)
fq(
    M,
    "How much supply current does the AXL2410 draw in normal operation with AVDD = 5 V (typical and maximum)?",
    [AX],
    F.AX_I5,
    "the AVDD = 3.3 V column (1.1 / 1.5 mA) is the look-alike",
)
fq(
    M,
    "whats the full scale differential input range of the axl2410 at gain 128 when avdd is 3.3v?",
    [AX],
    F.AX_FS33,
    "±20 mV is the AVDD = 5 V column",
)
fq(E, "What output data rates can the AXL2410 run at?", [AX], F.AX_RATE)
fq(
    M,
    "What voltage does the AXL2410's on-chip VBG regulator put out with AVDD = 5 V?",
    [AX],
    F.AX_VBG,
)
# ---------------------------------------------------------------- ESR 2435
fq(E, "What input voltage range does the ESR 2435 accept in operation?", [ES], F.ES_VIN)
fq(E, "how many amps can the esr 2435 deliver continuously?", [ES], F.ES_IOUT)
fq(
    M,
    "What is the quiescent current of the ESR 2435 when it is not switching?",
    [ES],
    F.ES_IQ,
    "shutdown current 2 / 6 uA is the look-alike",
)
fq(E, "What are the min / typ / max output voltages of the ESR 2435-50?", ["ESR 2435-50"], F.ES_V50)
fq(M, "ambient temp range for the esr 2435? not the junction one", [ES], F.ES_TA)
fq(
    H,
    "What output voltage range can be set on the adjustable ESR 2435-ADJ?",
    ["ESR 2435-ADJ"],
    F.ES_ADJ,
    "0.788 / 0.8 / 0.812 V is the feedback voltage, not the output range",
)
# ---------------------------------------------------------------- KT1W-20
fq(E, "What supply voltage range is recommended for the KT1W-20?", [KT], F.KT_VDD)
fq(
    M,
    "what temps can the kt1w-20w waterproof probe version measure?",
    ["KT1W-20W"],
    F.KT_RANGE_W,
    "-55 to +125 °C is the bare IC (T / S versions)",
)
fq(E, "How accurate is the KT1W-20 between -10 °C and +85 °C?", [KT], F.KT_ACC)
fq(
    H,
    "What is the longest the host has to wait for a 12-bit conversion on the KT1W-20?",
    [KT],
    F.KT_CONV,
    "600 ms in the table is typical; 750 ms is the guaranteed maximum in the note",
)
fq(M, "what's the temperature resolution of the kt1w-20 in 12 bit mode", [KT], F.KT_RES)
# ---------------------------------------------------------------- FTX-2
fq(E, "What supply voltage does the FTX-2 run from?", [FT], F.FT_VIN)
fq(
    M,
    "with the jumper on 3v3, how many ma can i pull from the ftx-2 vcc pin?",
    [FT],
    F.FT_IVCC3,
    "450 mA is the 5V jumper position",
)
fq(E, "What baud rate range does the FTX-2 support?", [FT], F.FT_BAUD)
# ---------------------------------------------------------------- JGB-E12
fq(E, "What supply voltage does the JGB-E12 encoder board need?", [JG], F.JG_EVCC)
fq(
    M,
    "What is the rated current of the JGB-E12-90 motor at 12 V?",
    ["JGB-E12-90"],
    F.JG_RATED90,
    "one column per gear ratio; no-load 120 mA and stall 1.6 A are look-alikes",
)
# ---------------------------------------------------------------- KOD-096
fq(E, "What is the operating supply voltage range of the KOD-096 OLED module?", [KO], F.KO_VCC)
fq(
    M,
    "how much current does the kod-096s (the spi one) pull with all pixels lit?",
    ["KOD-096S"],
    F.KO_ION_S,
    "21 / 28 mA is the I2C version; 13 mA is 50 % pixels",
)
fq(E, "What I2C addresses can the KOD-096I use?", ["KOD-096I"], F.KO_ADDR)
fq(
    H,
    "What operating temperature range does the KOD-096 specification give?",
    [KO],
    F.KO_TOP,
    "stated only as a row of the absolute maximum ratings table",
)
# ---------------------------------------------------------------- SR-TM3
fq(
    E,
    "what voltage do i need to power the sr-tm3-485?",
    ["SR-TM3-485"],
    F.SR_V485,
    "12-30 V is the 4-20 mA version",
)
fq(
    M,
    "What working temperature range is the SR-TM3 transmitter specified for (not its measuring range)?",
    [SR],
    F.SR_TWORK,
)
fq(E, "default baud rate of the sr-tm3-485?", ["SR-TM3-485"], F.SR_BAUD)
fq(E, "What IP rating does the SR-TM3 soil probe have?", [SR], F.SR_IP)
# ---------------------------------------------------------------- UVI-3
fq(E, "uvi-3 supply voltage range?", [UV], F.UV_VCC)
fq(M, "How much current does the UVI-3A draw, typical and maximum?", ["UVI-3A"], F.UV_IA)
fq(
    H,
    "what is the highest voltage the uvi-3a output can ever reach?",
    ["UVI-3A"],
    F.UV_AMAX,
    "1.1 V is the output at UV index 11; 1.2 V is the stated ceiling",
)
fq(E, "i2c address of the uvi-3d?", ["UVI-3D"], F.UV_ADDR)

# ---------------------------------------------------------------- not in the sheets (8)
nq(E, "What is the integral nonlinearity (INL) of the AXL2410?", [AX], "no INL is stated")
nq(
    E,
    "what efficiency does the esr 2435 reach at 12v in, 5v out, 1a?",
    [ES],
    "no efficiency figure or curve",
)
nq(E, "What is the long-term drift of the KT1W-20 per year?", [KT], "no drift stated")
nq(E, "esd rating of the ftx-2 usb and header pins?", [FT], "no ESD rating")
nq(E, "How much backlash does the JGB-E12-90 gearbox have?", ["JGB-E12-90"], "no backlash stated")
nq(E, "What is the pixel response time of the KOD-096?", [KO], "no response time stated")
nq(
    H,
    "up to what soil salinity (EC) is the SR-TM3 moisture accuracy guaranteed?",
    [SR],
    "the sheet only says salinity affects the reading and the accuracy is for mineral soil",
    F.note(SR, 2, "Soil salinity affects the moisture reading; the accuracy is for mineral soil."),
)
nq(
    E,
    "how accurate is the uvi-3 in uv index?",
    [UV],
    "only the 0.1 UV index resolution is stated, no accuracy",
)
