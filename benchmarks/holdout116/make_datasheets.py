"""Generate the hundred-and-sixteenth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout116/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Dundee humidity /
temperature sensor IC, a Missoula thermocouple-to-digital converter IC, a Ladin /
English dual motor driver IC and a Kashubian / English 3 A buck module
(sheets_a.py); a Guernsey 16-channel PWM LED controller IC, a Kingston (Jamaica)
ultrasonic ranging module, a Seville 12-bit I2C DAC IC and a Karachi 1 A Li-ion
charger module (sheets_b.py). Part numbers and makers are made up so nothing can be
looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import gdm6612, kszb328, pvx2031, thr4108
from sheets_b import bmmus04, cchlc1a, gmd4625, spx1685

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (thr4108, pvx2031, gdm6612, kszb328, spx1685, bmmus04, gmd4625, cchlc1a)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
