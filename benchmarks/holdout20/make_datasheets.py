"""Generate the twentieth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout20/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Chinese raindrop
sensor module manual, a Chinese barcode scanner module manual, US flex sensors
and a German maker-shop joystick module (sheets_a.py); a US analog-house
1-Wire temperature probe, an Italian float level switch, a Japanese dual
H-bridge driver and Taiwanese microswitches (sheets_b.py). Part numbers and
makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import bsm2d, fxs, kjm2, rdm03
from sheets_b import hbd2910, nlf20, skm, tpw18

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (rdm03, bsm2d, fxs, kjm2, tpw18, nlf20, hbd2910, skm)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
