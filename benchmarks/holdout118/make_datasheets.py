"""Generate the hundred-and-eighteenth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout118/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Noumea maker-shop
capacitive soil-moisture sensor, a Sherbrooke 16-bit I2C delta-sigma ADC, a Sicilian /
English 3 A buck module from Palermo and a Dar es Salaam dual low-side MOSFET driver
board (sheets_a.py); a Guilin LoRa UART module, a Reutlingen Hall-effect current sensor
IC, a Taoyuan 2.13" e-paper module and a La Paz PIR motion sensor module (sheets_b.py).
Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import bhrfd2, esx3416, lfusm30, pansd3
from sheets_b import aymms50, glnlr30, hzt4725, qze213

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (lfusm30, esx3416, pansd3, bhrfd2, glnlr30, hzt4725, qze213, aymms50)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
