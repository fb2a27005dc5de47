"""Generate the ninety-second hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout92/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Basque / English K-type
thermocouple breakout, a Chinese LED-display factory's 4-digit display module, a
Ugandan maker-shop LiFePO4 charger and a Bristol NB-IoT module (sheets_a.py); an
Irish / English optical dust sensor, a Minnesota robotics-shop dual motor driver, a
Tbilisi maker-store magnetometer breakout and a Wenzhou solenoid valve catalogue
(sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import kcy_lfp, qd4d56, svc_n21, tke_k14
from sheets_b import bae_ds12, ktv_12nc, lr_dmd2, mms_mag3

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (tke_k14, qd4d56, kcy_lfp, svc_n21, bae_ds12, lr_dmd2, mms_mag3, ktv_12nc)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
