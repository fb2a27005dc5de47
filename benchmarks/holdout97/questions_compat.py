"""Compatibility questions of the ninety-seventh hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import BH, DL, HT, LV, MT, NI, PG, TW, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(
    E,
    OK,
    "will the pgs-7700-5v run straight off a 5v arduino uno, sda/scl wired direct?",
    [PG],
    F.PG_V5,
    F.PG_5VOK,
)
cq(
    E,
    OK,
    "esp32 on the lv side at 3.3 v and a 5 v sensor on the hv side of an lvx-2b - ok?",
    [LV],
    F.LV_LV,
    F.LV_HV,
)
cq(
    E,
    OK,
    "can a bh3s-18-20 pack run a 12 v led strip that pulls 5 a?",
    [BH],
    F.BH_IDIS20,
    F.BH_VOUT,
    F.BH_LOADS,
)
cq(
    M,
    OK,
    "Can the DLS-12K driver board's IN input be driven straight from a Raspberry Pi GPIO "
    "(3.3 V logic)?",
    [DL],
    F.DL_VIH,
    F.DL_INABS,
    F.DL_LOGIC,
)
cq(
    M,
    OK,
    "is a 12v 2a wall adapter enough for the dls-12k-l kit?",
    [DL],
    F.DL_VPLUS,
    F.DL_IL,
    F.DL_ADAPT,
    note="needs at least 0.80 A + 0.2 A",
)
cq(
    M,
    OK,
    "mtc-can33-8 on my car's 500 kbit/s obd-ii can bus, alongside the 5 v ecus?",
    [MT],
    F.MT_RATE8,
    F.MT_BUS5V,
)
cq(
    M,
    OK,
    "Can I power the HT096F module from an Arduino Uno's 5 V pin (supply only)?",
    [HT],
    F.HT_VCC,
    F.HT_ABS,
)
cq(
    M,
    OK,
    "Can the NIR6614B share an ESP32's 3.3 V I2C bus running at 100 kHz?",
    [NI],
    F.NI_VB,
    F.NI_CLK,
)
cq(
    M,
    OK,
    "Can I bring the TWS-40V's 5 V pulse output down to an ESP32 through an LVX-2B (HV = "
    "5 V, LV = 3.3 V)?",
    [TW, LV],
    F.TW_VOH,
    F.LV_HV,
    F.LV_LV,
    F.LV_PP_B,
    note="pulse rate at 50 m/s is a few hundred Hz, far below 250 kbit/s",
)
cq(
    H,
    OK,
    "PGS-7700-5V and NIR6614A on one 5 V I2C bus at 100 kHz: any address clash or voltage problem?",
    [PG, NI],
    F.PG_V5,
    F.PG_ADDR,
    F.PG_SCL,
    F.NI_VA,
    F.NI_ADDR,
    F.NI_CLK,
    note="0x39 and 0x5A differ; 100 kHz is inside both clock ranges",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "Can I connect the PGS-7700-3V's VCC straight to the 5 V pin of an Arduino Uno?",
    [PG],
    F.PG_V3,
    F.PG_ABS3,
    F.PG_NO5V,
)
cq(
    E,
    NO,
    "dls-12k kit on the car's 12v socket with the engine running (about 14.4 v)?",
    [DL],
    F.DL_VPLUS,
    F.DL_CAR,
)
cq(
    E,
    NO,
    "can i power the tws-40 from a 5v usb power bank?",
    [TW],
    F.TW_VS,
    F.TW_USB,
)
cq(
    M,
    NO,
    "Will the plain LVX-2B (not the -F) carry 400 kHz fast-mode I2C?",
    [LV],
    F.LV_I2C_B,
    F.LV_400,
)
cq(
    M,
    NO,
    "mtc-can33-16 on a 5v arduino nano with the spi lines and vcc wired straight to the nano?",
    [MT],
    F.MT_VCC,
    F.MT_NOT5,
    F.MT_5V,
)
cq(
    M,
    NO,
    "Can the HT096F-IPS be driven directly from a 5 V Arduino Uno's SPI pins?",
    [HT],
    F.HT_VINABS,
    F.HT_NOTE5,
)
cq(
    H,
    NO,
    "can i charge the bh3s-18 pack with my 14.4v lead-acid car battery charger?",
    [BH],
    F.BH_VCH,
    F.BH_LEAD,
)
cq(
    H,
    NO,
    "nir6614b and pgs-7700-3v on the same esp32 i2c bus at 400 khz - will both work?",
    [NI, PG],
    F.NI_VB,
    F.NI_CLK,
    F.NI_FM,
    F.PG_V3,
    F.PG_SCL,
    note="the NIR6614 SMBus clock tops out at 100 kHz",
)
cq(
    H,
    NO,
    "Can a BH3S-18 pack run the DLS-12K kit directly, all the way down to an empty pack?",
    [BH, DL],
    F.BH_VOUT,
    F.DL_VPLUS,
    note="8.4 V at the over-discharge limit is below the 10.8 V V+ minimum",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "will the lvx-2b survive +-8 kv esd on a long cable to a 5 v sensor?",
    [LV],
    F.LV_HV,
    note="voltage fits; no ESD rating is given",
)
cq(
    E,
    IE,
    "Is the MTC-CAN33-16 AEC-Q100 qualified for use in a road car?",
    [MT],
    F.MT_VCC,
    note="no automotive qualification is stated",
)
cq(
    E,
    IE,
    "tws-40 on a boat mast - is it rated for salt spray?",
    [TW],
    F.TW_IP,
    note="IP65 is stated; no salt-spray or marine rating",
)
cq(
    E,
    IE,
    "Can a BH3S-18-10 pack run my 12 V, 3 A camping fridge for 10 hours?",
    [BH],
    F.BH_VOUT,
    note="3 A is inside the 10 A rating, but the runtime depends on cell capacity, "
    "which the sheet does not give",
)
cq(
    M,
    IE,
    "Will the DLS-12K-L lock hold a door against someone pushing with 100 kg of force?",
    [DL],
    note="no holding force is given",
)
cq(
    M,
    IE,
    "is the dls-12k quiet enough for a bedroom cabinet, like under 40 db when it clicks?",
    [DL],
    note="no noise level is given",
)
cq(
    M,
    IE,
    "will the pgs-7700-5v still see gestures through a 3 mm smoked acrylic window?",
    [PG],
    F.PG_GLASS,
    note="performance is only given without cover glass",
)
cq(
    M,
    IE,
    "ht096f-ips readable in direct sunlight on a bike computer?",
    [HT],
    F.HT_LUM,
    note="luminance is given, sunlight readability is not",
)
cq(
    M,
    IE,
    "Will the NIR6614A read the temperature of a polished aluminium pan correctly?",
    [NI],
    F.NI_EMIS,
    note="accuracy is only given for emissivity 1; nothing on low-emissivity targets",
)
