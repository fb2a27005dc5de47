"""Generate the fifty-ninth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout59/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a US 24-bit load cell
ADC, a German step-down regulator, a Japanese 1-Wire temperature sensor and a UK
maker-shop USB-serial adaptor (sheets_a.py); a Chinese encoder gear motor, a Korean
OLED module, a Chinese RS-485 soil probe and a US maker-shop UV index board
(sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import axl2410, esr2435, ftx2, kt1w20
from sheets_b import jgbe12, kod096, srtm3, uvi3

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (axl2410, esr2435, kt1w20, ftx2, jgbe12, kod096, srtm3, uvi3)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
