"""Generate the ninety-seventh hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout97/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Hamamatsu gesture /
proximity sensor breakout, a Cebu Tagalog / English 2-channel level shifter, a Kazakh /
English 12 V solenoid lock kit with MOSFET driver board and a Coventry 3.3 V CAN module
(sheets_a.py); a Gumi 0.96 inch SPI TFT module, a Hobart pulse-output anemometer, a
Huizhou 3S 18650 holder board with BMS and a Leuven infrared thermometer IC with SMBus
(sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import dls12k, lvx2b, mtccan, pgs7700
from sheets_b import bh3s18, ht096f, nir6614, tws40

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (pgs7700, lvx2b, dls12k, mtccan, ht096f, tws40, bh3s18, nir6614)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
