"""Generate the sixty-seventh hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout67/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Korean-English LTE-M
modem module, a German barometer IC, a Chinese sensorless BLDC driver board and a
US isolated hall current sensor (sheets_a.py); a Czech USB-C PD trigger board, a
Japanese rotary encoder module, a French NTC probe and an Indian maker-shop
7-segment display module (sheets_b.py). Part numbers and makers are made up so
nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import bl12, lm200, np31, smc4120
from sheets_b import dm4, ec12, pd20, tsn10

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (lm200, np31, bl12, smc4120, pd20, ec12, tsn10, dm4)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
