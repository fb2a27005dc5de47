"""Generate the ninety-sixth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout96/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Wuhan pH sensor module
manual in translated English, a Seattle open-hardware 16-bit ADC board brief, a
Luxembourgish / English solid-state relay board sheet and a Sydney LoRa module data
sheet (sheets_a.py); a Yangon maker-shop power bank module sheet, a Suwon ambient
light sensor IC data sheet, a Tagalog / English stepper driver carrier sheet and a
Dalian 1.3 inch OLED product specification (sheets_b.py). Part numbers and makers
are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import aqph42, msr2g5, qadc16, sxrlr1
from sheets_b import brsdrv35, dhy13p, hpl2130, swepb5

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (aqph42, qadc16, msr2g5, sxrlr1, swepb5, hpl2130, brsdrv35, dhy13p)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
