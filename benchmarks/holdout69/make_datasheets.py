"""Generate the sixty-ninth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout69/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a French / English
6-axis IMU, a US analog-house boost LED driver, a Chinese vibration-switch module
manual and a Danish / English 4-channel relay board (sheets_a.py); a Japanese
8-channel 12-bit SPI ADC, a Czech / English LoRaWAN module, a Malaysian maker-shop
5 V to 12 V boost module and a Chinese 0.91 inch I2C OLED module (sheets_b.py).
Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import crs3410, fr4, hx801, orb6620
from sheets_b import bst12, jy091, nkd3208, vrflw

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (orb6620, crs3410, hx801, fr4, nkd3208, vrflw, bst12, jy091)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
