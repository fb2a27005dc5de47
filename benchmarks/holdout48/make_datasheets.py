"""Generate the forty-eighth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout48/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a US RF step
attenuator, a Japanese RF mixer, a Dutch and a Chinese quad NAND gate
(sheets_a.py); a British dual D flip-flop, a US HDMI redriver, a German LVDS
transceiver and a Chinese AHRS module manual (sheets_b.py). Part numbers and
makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import hx74hc00, nq74lv00, rsa6031, tmx2450
from sheets_b import ahr9, hrd6100, lvt9031, zd4013

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (rsa6031, tmx2450, nq74lv00, hx74hc00, zd4013, hrd6100, lvt9031, ahr9)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
