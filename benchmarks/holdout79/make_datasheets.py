"""Generate the seventy-ninth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout79/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Chinese gas-sensor house
CO2 NDIR module manual, a Japanese maker-kit shop 16-bit ADC board note, a Serbian /
English 12 V to 5 V buck module sheet and a US STEM-kit soil-moisture sensor card
(sheets_a.py); an Indian RF-module company LoRa data sheet, an Italian industrial
solid-state relay catalogue page, a Slovak / English stepper driver carrier sheet and
an open-hardware OLED breakout README exported to PDF (sheets_b.py). Part numbers and
makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import fb1205, grw_cs12, mkb_adc16, ndc320
from sheets_b import bsr1, srl76, tkd45, toh_oled13

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (ndc320, mkb_adc16, fb1205, grw_cs12, srl76, bsr1, tkd45, toh_oled13)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
