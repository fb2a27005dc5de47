"""Generate the hundred-and-sixth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout106/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Halifax pulse-oximetry
module brief, a Romansh / English 4-channel relay board sheet, a Taichung touch-keypad
IC specification and a Cork 500 mA LDO product datasheet (sheets_a.py); a Hawaiian /
English soil moisture sensor info sheet, a Zhuzhou dual motor driver IC data sheet, a
Nairobi LoRaWAN module hardware reference and a Kendal load-cell ADC data sheet
(sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import bnx_po2, dt8216, lms5005, plr4
from sheets_b import mka_sm2, nrw_l62, twx24, xd6612

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (bnx_po2, plr4, dt8216, lms5005, mka_sm2, xd6612, nrw_l62, twx24)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
