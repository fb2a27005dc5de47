"""Generate the hundred-and-twenty-second hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout122/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Cuenca 1-Wire soil temperature
probe with a waterproof cable, a Chișinău 10-bit I2C DAC, a Haifa synchronous buck regulator
IC and a Tegucigalpa maker-store 3-channel relay board with transistor drivers (sheets_a.py);
a Thessaloniki Wi-Fi module with UART AT firmware, a Valletta ambient light sensor IC, a Doha
maker-store 1.8" SPI TFT LCD module and a Nagoya air-quality (VOC) sensor module
(sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import hrl3t, htp20, mxd5310, rnb6230
from sheets_b import kwf630, nkv40, qls7760, qtm180

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (htp20, mxd5310, rnb6230, hrl3t, kwf630, qls7760, qtm180, nkv40)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
