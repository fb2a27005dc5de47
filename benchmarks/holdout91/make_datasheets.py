"""Generate the ninety-first hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout91/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Yangling RS485 soil
moisture / temperature probe manual, a Georgian / English 16-channel PWM driver
board sheet, a Yokohama 24 V to 5 V buck module specification and a Gdańsk GNSS
module data sheet (sheets_a.py); an Amman maker-shop 8-channel SPI ADC breakout, a
Shantou RC-factory 30 A brushless ESC manual, an Azerbaijani / English 0.96 inch
I2C OLED module sheet and a Tunis maker-store Hall current sensor sheet
(sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import ags_rs2, kdb2405, nxm10g, svd16e
from sheets_b import adb8s12, hcs20, rvf30a, xzoled96

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (ags_rs2, svd16e, kdb2405, nxm10g, adb8s12, rvf30a, xzoled96, hcs20)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
