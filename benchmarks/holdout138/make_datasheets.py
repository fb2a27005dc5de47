"""Generate the hundred-and-thirty-eighth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout138/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: an Espoo capacitive rain /
water-level sensor IC, an Incheon step-up LED-string converter IC, a Yerevan maker-store
SPI thermocouple module and an Ulaanbaatar maker-store 4-channel optocoupler board
(sheets_a.py); a Tulsa 24 V DC sink / source digital input module, a Riga CAN FD
transceiver IC with a VIO pin, a Haiphong 128 x 64 LCD module and a Mendoza maker-store
single-cell LiPo fuel gauge module (sheets_b.py). Part numbers and makers are made up so
nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import nok4c, pbl3112, wlx2604, ztc675  # noqa: E402
from sheets_b import dix824, mzg1s, rcf1462, vgd1264s  # noqa: E402

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (wlx2604, pbl3112, ztc675, nok4c, dix824, rcf1462, vgd1264s, mzg1s)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
