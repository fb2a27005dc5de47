"""Generate the twenty-first hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout21/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Taiwanese gesture
sensor, a US analog-house pulse-oximeter front end, a Chinese turbidity sensor
module manual and a Chinese maker-shop microSD module (sheets_a.py); an
Austrian lightning sensor, Japanese ball tilt switches, German holding
electromagnets and a Japanese colour sensor (sheets_b.py). Part numbers and
makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import gsx7620, hro3010, ksdmc, tsw10
from sheets_b import kcs3472, khm, kls3935, ktb

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (gsx7620, hro3010, tsw10, ksdmc, kls3935, ktb, khm, kcs3472)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
