"""Generate the eighty-seventh hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout87/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Weifang agri-sensor
house RS-485 soil probe manual, an Austin fabless accelerometer data sheet, an
online-store listing export of a 12 V to 24 V boost module and a Russian / English
433 MHz receiver data sheet (sheets_a.py); a Swiss distributor's German / French /
English MOSFET switch module sheet, a Yiwu exporter's OLED product data sheet, a
Shenzhen kit maker's lesson on an NTC module and a Shenzhen micro-motor factory's
gear-motor specification (sheets_b.py). Part numbers and makers are made up so
nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import kwbu1224, prm433, swt485, trx3312
from sheets_b import hqoled, lmkt17, mge12d, psw2m

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (swt485, trx3312, kwbu1224, prm433, psw2m, hqoled, lmkt17, mge12d)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
