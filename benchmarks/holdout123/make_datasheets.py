"""Generate the hundred-and-twenty-third hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout123/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Cuenca maker-store rain /
leaf-wetness sensor board, a Tromsø 12-bit 8-channel SPI ADC IC, a Guadalajara
maker-store 12 V to 5 V car-adapter module and a Changwon sensorless BLDC fan controller
board (sheets_a.py); a Braga Zigbee radio module, a Coimbatore ratiometric pressure
transducer, a Da Nang maker-store 4-digit LED display board and a Winterthur digital
humidity / temperature sensor IC (sheets_b.py). Part numbers and makers are made up so
nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import bfc3610, cvr1205, llu21, npa1228
from sheets_b import hqd4, htw31, pkv250, zmb26

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (llu21, npa1228, cvr1205, bfc3610, zmb26, pkv250, hqd4, htw31)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
