"""Generate the hundred-and-forty-third hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout143/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: an Osaka 16x2 character LCD
module with an I2C backpack, a Leipzig 2.5 V precision series voltage reference IC, an
Ankara 2- to 4-cell smart battery monitor IC with SMBus and a Turin 24 GHz radar
presence-sensor module (sheets_a.py); a Rotterdam web-shop isolated RS-485 transceiver
module, a Minneapolis low-power 8-bit sensor-hub microcontroller, an Ahmedabad buck
constant-current LED driver IC and a Wellington kitset-store capacitive soil-moisture
sensor (sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import kpm7034, lvr4125, otb1602, rzv2410
from sheets_b import avl3362, nkh8l16, rtb485, taksm3

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (otb1602, lvr4125, kpm7034, rzv2410, rtb485, nkh8l16, avl3362, taksm3)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
