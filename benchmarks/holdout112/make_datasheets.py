"""Generate the hundred-and-twelfth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout112/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Reno (Nevada) 16-bit
I2C I/O expander, a Cheongju 600 mA LDO series, a Cornish / English humidity and
temperature sensor and a Kagoshima dual H-bridge motor driver (sheets_a.py); an
Aarhus serial LED display driver, an Albuquerque 16-bit I2C ADC family, a Shantou
10 A PCB power relay catalogue page and a Corsican / English maker-shop ultrasonic
ranging module (sheets_b.py). Part numbers and makers are made up so nothing can be
looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import kr2112, mdx8833, pxe2317, rhs31
from sheets_b import ech_r40, hkr_s1, nxa1115, sld7219

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (pxe2317, kr2112, rhs31, mdx8833, sld7219, nxa1115, hkr_s1, ech_r40)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
