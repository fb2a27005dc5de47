"""Generate the twenty-fourth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout24/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a US analog-house
haptic (vibration motor) driver, a Chinese vibration motor module manual, a
Japanese supercapacitor charger and a German UV index module (sheets_a.py); a
Swiss I2C UV index sensor, a US thermocouple amplifier, a Chinese thermocouple
module manual and an Italian capacitive touch controller (sheets_b.py). Part
numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import csc5100, hvm02, kvd2603, uvs3
from sheets_b import kta495, luv6075, qtc12, tk6675

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (kvd2603, hvm02, csc5100, uvs3, luv6075, kta495, tk6675, qtc12)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
