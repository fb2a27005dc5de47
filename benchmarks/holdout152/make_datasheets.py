"""Generate the hundred-and-fifty-second hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout152/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Betio (Kiribati) maker-store 3 A
buck converter module, a Kolonia (Micronesia) maker-store ultrasonic distance sensor, an
Avarua (Cook Islands) capacitive soil-moisture probe and a Hagåtña (Guam) 12-bit I2C DAC IC
(sheets_a.py); a Malabo (Equatorial Guinea) PIR motion sensor module, a Misrata (Libya) 2 A
zero-cross solid-state relay, a Mukalla (Yemen) GPS receiver module and a Basseterre (Saint
Kitts and Nevis) 24-bit load-cell ADC (sheets_b.py). Part numbers and makers are made up so
nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import gqd6312, kbx23, tkm12, zps04
from sheets_b import mvq501, mzr2a, npx7110, qnm60

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (kbx23, zps04, tkm12, gqd6312, mvq501, mzr2a, qnm60, npx7110)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
