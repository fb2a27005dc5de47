"""Generate the hundred-and-thirty-seventh hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout137/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Lubumbashi maker-store
microSD card breakout, a Papeete maker-shop 8x8 LED matrix module, a Bulawayo maker-store
2S Li-ion protection board and an Erbil industrial 0-10 V to PWM converter module
(sheets_a.py); a Cardiff low-power 3-axis accelerometer IC, a Macau dual H-bridge driver
IC, a Cotonou maker-store infrared flame sensor module and a Sharjah 2G GSM module
"Hardware Design" manual (sheets_b.py). Part numbers and makers are made up so nothing
can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import lmq64, mpp2s, tfb36, vtp100
from sheets_b import grf940, ivd2710, nwm210, tax3116

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (tfb36, lmq64, mpp2s, vtp100, tax3116, ivd2710, grf940, nwm210)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
