"""Generate the sixty-fifth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout65/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Norwegian Wi-Fi + BLE
module, a Finnish temperature sensor IC, a Polish / English stepper driver carrier and
an Indian current / power monitor board (sheets_a.py); a Chinese PWM LED driver IC, a
Korean laser ToF module, a Brazilian RS-485 board and a Turkish relay module
(sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import frwb5, mpstp36, pts117, vepm226
from sheets_b import hm9616, nb485, rly2c, tofk40

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (frwb5, pts117, mpstp36, vepm226, hm9616, tofk40, nb485, rly2c)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
