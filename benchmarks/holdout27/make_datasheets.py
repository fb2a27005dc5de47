"""Generate the twenty-seventh hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout27/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a US analog-house
strain gauge amplifier, a Chinese ToF lidar module manual, a Japanese LED dot
matrix driver and a Chinese ozone sensor module manual (sheets_a.py); a German
TVS surge protector series, a Japanese thermopile array, a Belgian thermopile
array and a US maker-board ToF breakout (sheets_b.py). Part numbers and makers
are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import ldr40, mxd7219, ozs3, sga2310
from sheets_b import rbtof4, smk600, tpa0808, tpx3224

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (sga2310, ldr40, mxd7219, ozs3, smk600, tpa0808, tpx3224, rbtof4)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
