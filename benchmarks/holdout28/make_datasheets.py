"""Generate the twenty-eighth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout28/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a US analog-house
optical heart-rate sensor IC, a Chinese heart-rate module manual, a Japanese
reflective heart-rate sensor and a US maker-board EMG muscle sensor
(sheets_a.py); a German surface EMG amplifier module, a Japanese alcohol gas
sensor element, a Chinese alcohol sensor module and a Dutch breath-alcohol
sensor module (sheets_b.py). Part numbers and makers are made up so nothing can
be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import hb28, krh300, myo2, plx2901
from sheets_b import bac20, ema10, tga3b, zka3

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (plx2901, hb28, krh300, myo2, ema10, tga3b, zka3, bac20)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
