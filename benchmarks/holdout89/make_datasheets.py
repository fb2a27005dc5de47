"""Generate the eighty-ninth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout89/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Munich photoacoustic
CO2 module, a Uruguayan open-hardware 16-channel multiplexer breakout, a Taiwanese
5 V 3 A DC-DC module for a Raspberry Pi and a Luxembourg EU868 LoRaWAN AT module
(sheets_a.py); a Mongolian / English 2-channel solid-state relay board, an Armenian /
English 1.54 inch SPI TFT module, an English kit maker's capacitive rain sensor kit
and a Danish 12 V linear actuator with limit switches (sheets_b.py). Part numbers and
makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import cbmux16, kptuc153, mrslw1, wsc41
from sheets_b import ads154, gla12, skrain2, tsssr2

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (wsc41, cbmux16, kptuc153, mrslw1, tsssr2, ads154, skrain2, gla12)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
