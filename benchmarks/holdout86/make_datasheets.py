"""Generate the eighty-sixth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout86/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: an Oregon fabless colour
sensor IC, a Malay / English 12-bit DAC breakout, a Chengdu laser distance module
manual and a Changzhou peristaltic pump specification (sheets_a.py); a Rosario
USB-C PD trigger board, a Kathmandu microSD breakout, a Cleveland LED-strip cut sheet
and a Dutch / English dual optocoupler module (sheets_b.py). Part numbers and makers
are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import dac12, kpp12, lrx, tcv3471
from sheets_b import okm2, pxl5, sdb, trgpd

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (tcv3471, dac12, lrx, kpp12, trgpd, sdb, pxl5, okm2)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
