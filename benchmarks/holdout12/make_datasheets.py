"""Generate the twelfth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout12/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family that the earlier
hold-out sets did not use: an ABLIC-style voltage detector, a 3PEAK-style
current-sense amplifier (sheets_analog.py), a Burr-Brown-style I2C DAC and a
Cellwise-style fuel gauge (sheets_digital.py); a Tontek-style touch-pad IC, a
Chinese OLED module specification, an Adafruit-style amplifier-board guide and
a Precision-Microdrives-style vibration-motor family (sheets_boards.py). Part
numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_analog import ks1209, tpq181
from sheets_boards import kamp357, kol096, tkp223, vmc
from sheets_digital import cwx2217, dqc5571

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (ks1209, tpq181, dqc5571, cwx2217, tkp223, kol096, kamp357, vmc)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
