"""Generate the hundred-and-twenty-ninth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout129/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Bratislava 8-channel analog
multiplexer IC, an Aalborg high-side MOSFET load switch IC, a Winnipeg Li-ion fuel gauge IC
and a Chiang Mai maker-store 433 MHz ASK transmitter module (sheets_a.py); a Lviv
maker-shop vibration / knock sensor module, a Debrecen CAN transceiver module, a Tashkent
RGB colour sensor IC and a Rabat isolated 5 V to 5 V DC-DC converter module (sheets_b.py).
Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import brv4851, cnx433, lfs2430, rfg7201
from sheets_b import hfbcan, idb0505, mcs5720, vkm2

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (brv4851, lfs2430, rfg7201, cnx433, vkm2, hfbcan, mcs5720, idb0505)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
