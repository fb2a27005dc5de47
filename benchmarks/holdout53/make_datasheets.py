"""Generate the fifty-third hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout53/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Swedish-English
temperature / humidity module, a US 16-bit I2C ADC, a Chinese buck converter
module and a Japanese dual H-bridge board (sheets_a.py); a Korean BLE module, a
US maker-store relay board, a Dutch Li-ion charger IC and a German accelerometer
(sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import dcb3a, mdb2, qad1615, thm31
from sheets_b import oba3, rb5v, sab52, wcl4057

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (thm31, qad1615, dcb3a, mdb2, sab52, rb5v, wcl4057, oba3)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
