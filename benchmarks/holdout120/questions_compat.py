"""Compatibility questions of the hundred-and-twentieth hold-out set (28: 10
compatible, 9 incompatible, 9 insufficient_evidence, each of those with one required
check the sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import BL, DA, DD, FL, LD, NT, SD, US, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q("c", next(N), diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(
    E,
    OK,
    "okv-us72 powered from a 5v arduino uno, trig and echo on d9 / d10 - will that work?",
    [US],
    F.US_VCC,
    note="5 V is inside 3.0-5.5 V and the Uno's inputs take the 5 V ECHO pulse",
)
cq(
    M,
    OK,
    "Can an ESP32 drive an SMR7612 over SPI at 8 MHz, with the DAC powered from the same "
    "3.3 V rail?",
    [DA],
    F.DA_VDD,
    F.DA_SCK33,
    note="3.3 V is inside 2.7-5.5 V and 8 MHz is below the 10 MHz limit for VDD below 4.5 V; "
    "VIH scales with VDD (0.7 VDD, 2.31 V at 3.3 V)",
)
cq(
    M,
    OK,
    "eyr6150-33 in sot-89-5, fed from a 5v usb power bank, to run an esp32 board that peaks at "
    "350 ma - ok?",
    [LD],
    F.LD_VIN,
    F.LD_IOUT89,
    F.LD_V33P,
    note="5 V within 2.5-6.0 V, 350 mA within the SOT-89-5's 500 mA; 0.6 W in SOT-89-5 is about "
    "a 66 C rise (110 C/W), below the 125 C junction limit at room temperature",
)
cq(
    E,
    OK,
    "qrs-sd47 on a 12v adapter with a nema 17 rated 1.0 a per phase, no heatsink - ok?",
    [SD],
    F.SD_VMOT,
    F.SD_INOHS,
)
cq(
    E,
    OK,
    "can a raspberry pi's 3.3v gpio drive step and dir on a qrs-sd47 if i feed its vdd from "
    "the pi's 3.3v pin?",
    [SD],
    F.SD_VDD,
    F.SD_VIH,
)
cq(
    E,
    OK,
    "Can an MRM-B54 run directly from two AA cells (about 3.2 V fresh, down to 2.0 V when empty)?",
    [BL],
    F.BL_VDD,
)
cq(
    E,
    OK,
    "lpe-nt10-5 on a 5v arduino uno, ao into a0 - fine?",
    [NT],
    F.NT_VCC5,
    F.NT_AO5,
    note="AO 0.30-4.50 V stays inside the Uno's 0-5 V ADC range",
)
cq(
    M,
    OK,
    "Can an EYR6150-33 in SOT-23-5, fed from a 5 V rail, supply an MRM-B54?",
    [LD, BL],
    F.LD_VIN,
    F.LD_V33,
    F.LD_IOUT23,
    F.BL_VDD,
    F.BL_ITX8,
    note="3.3 V inside 1.8-3.6 V; the module's 14.2 mA peak is far below 300 mA and dissipates "
    "only about 25 mW in the regulator",
)
cq(
    M,
    OK,
    "cxf-201a on a 5v arduino uno, yellow wire straight into d2 for the interrupt - does that "
    "work?",
    [FL],
    F.FL_VCC,
    F.FL_VOH5,
    note="powered at 5 V the pulse high level is at least 4.5 V, a valid high for the Uno",
)
cq(
    M,
    OK,
    "hds6733l at 3.3v on an esp32's i2c bus (pull-ups to 3.3v, 100 khz) - will it work?",
    [DD],
    F.DD_VDDL,
    F.DD_VIH33,
    F.DD_FSCL,
    note="HDS6733L runs from 2.7-5.5 V and VIH is 2.31 V at 3.3 V",
)

# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i power the hds6733 (5v version) from the esp32's 3v3 pin?",
    [DD],
    F.DD_VDD,
    note="HDS6733 needs 4.5-5.5 V; only the HDS6733L runs at 3.3 V",
)
cq(
    H,
    NO,
    "An HDS6733 runs from 5 V; its SCL / SDA pull-ups go to 3.3 V and an ESP32 drives the bus. "
    "Will the driver reliably read the 3.3 V highs?",
    [DD],
    F.DD_VDD,
    F.DD_VIH5,
    note="VIH = 0.7 VDD = 3.5 V at VDD = 5 V, above a 3.3 V high; use a level shifter or the "
    "HDS6733L at 3.3 V",
)
cq(
    E,
    NO,
    "lpe-nt10-5 on an esp32, powered from the 3v3 pin?",
    [NT],
    F.NT_VCC5,
    note="the -5 version needs 4.75-5.25 V; the LPE-NT10-3 is the 3.3 V version",
)
cq(
    H,
    NO,
    "1s lipo (3.0-4.2v) into an eyr6150-33 feeding an esp32 that draws 300 ma - will it hold "
    "3.3v until the cell is down to 3.0v?",
    [LD],
    F.LD_V33,
    F.LD_DO300,
    note="an LDO cannot boost: at 300 mA it needs about 3.48 V (typ) to 3.57 V (max) in to keep "
    "3.3 V out",
)
cq(
    E,
    NO,
    "qrs-sd47 on a 36v e-bike battery (42v when full)?",
    [SD],
    F.SD_VMOT,
    F.SD_VMOTABS,
    note="42 V is above the 35 V maximum and even the 40 V absolute maximum",
)
cq(
    M,
    NO,
    "Can a plain QRS-SD47 without a heat sink drive a NEMA 17 stepper at its full rated 2.0 A "
    "per phase?",
    [SD],
    F.SD_INOHS,
    note="1.2 A RMS per phase without a heat sink (1.6 A with heat sink and fan); 2.0 A is the "
    "peak setting, not a continuous rating",
)
cq(
    E,
    NO,
    "mrm-b54 straight off a 5v usb power bank, no regulator?",
    [BL],
    F.BL_VDD,
    F.BL_ABS,
)
cq(
    M,
    NO,
    "With the OKV-US72 powered from 5 V, can its ECHO pin go straight into a Raspberry Pi GPIO?",
    [US],
    F.US_VCC,
    F.US_ECHO5,
    F.US_DIVIDER,
    note="ECHO is at least 4.8 V at VCC = 5 V; the sheet's own FAQ asks for a 1 k / 2 k divider "
    "in front of a 3.3 V input",
)
cq(
    M,
    NO,
    "cxf-201 powered from 12v with the yellow signal wire straight into an esp32 gpio - safe?",
    [FL],
    F.FL_VCC,
    F.FL_VOH12,
    note="the output is pulled up to VCC inside the sensor: at least 11.5 V at VCC = 12 V",
)

# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Can two OKV-US72 modules mounted side by side be triggered at the same moment without "
    "picking up each other's echoes?",
    [US],
    F.US_CYCLE,
    note="cross-talk between modules is not addressed; the 60 ms wait is for one module's own "
    "echoes",
)
cq(
    M,
    IE,
    "is the smr7612 good enough for a 44.1 khz audio output with under 0.01 % thd?",
    [DA],
    F.DA_SETTLE,
    note="the 4.5 us settling allows the update rate, but no THD or other dynamic "
    "specification is given",
)
cq(
    E,
    IE,
    "Is the EYR6150 qualified to AEC-Q100 for an under-the-hood automotive module?",
    [LD],
    note="no qualification or automotive grade is mentioned",
)
cq(
    E,
    IE,
    "qrs-sd47 with a nema 17 i pulled out of an old printer, on a 12v supply - will it work?",
    [SD],
    F.SD_VMOT,
    note="12 V is fine for VMOT, but the motor's rated current is unknown",
)
cq(
    E,
    IE,
    "can the mrm-b54 join a bluetooth mesh network with my other nodes?",
    [BL],
    note="Bluetooth mesh is not mentioned (only BLE 5.2 PHYs, AT firmware and custom firmware)",
)
cq(
    M,
    IE,
    "If I put the LPE-NT10-5's probe on a 10 m extension cable, will it still read within "
    "±1 °C between 0 and 70 °C?",
    [NT],
    F.NT_ACC,
    note="the accuracy is stated for the board with its 1 m probe; the effect of a longer "
    "cable is not given",
)
cq(
    M,
    IE,
    "Does the HDS6733 refresh all eight digits at 1 kHz or faster, so that the display does "
    "not flicker when filmed with a high-speed camera?",
    [DD],
    F.DD_OSC,
    note="only the 400 kHz oscillator is given, not the digit scan or frame rate",
)
cq(
    E,
    IE,
    "cxf-201a in a drinking-water line - is it food safe?",
    [FL],
    F.FL_MAT,
    note="materials are listed, but no drinking-water or food-contact approval is stated",
)
cq(
    H,
    IE,
    "Can a single EYR6150-33 in SOT-23-5, fed from 5 V, supply both an MRM-B54 and the logic "
    "side (VDD) of a QRS-SD47?",
    [LD, BL, SD],
    F.LD_IOUT23,
    F.BL_ITX8,
    F.SD_VDD,
    note="3.3 V suits both, but the QRS-SD47's logic supply current is not given, so the load "
    "on the regulator cannot be checked",
)
