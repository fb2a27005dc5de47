"""Generate the seventy-third hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout73/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Chinese infrared-sensor
house NDIR CO2 module manual, a Lithuanian / English 16x2 I2C LCD description, a Thai
maker-shop MOSFET switch module sheet and a Slovenian / English voltage divider module
data sheet (sheets_a.py); a Chinese addressable RGB LED pixel specification, a US
memory-house I2C EEPROM data sheet, an Austrian thermocouple-to-digital converter data
sheet and a Ukrainian / English rotary encoder module sheet (sheets_b.py). Part numbers
and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import lsr_cm20, nel1602, skm_mos40, svm_d
from sheets_b import dme_en20, ktc1855, mv24128, yx6852

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (lsr_cm20, nel1602, skm_mos40, svm_d, yx6852, mv24128, ktc1855, dme_en20)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
