"""Generate the thirty-ninth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout39/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Norwegian snow
depth sensor, a German road ice / frost detector, a US pH probe interface and a
Japanese chlorophyll fluorescence sensor (sheets_a.py); a Chinese dual-axis
inclinometer, a Korean radar level sensor, a Taiwanese ultrasonic level
transmitter and a Dutch sound level meter module (sheets_b.py). Part numbers and
makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import cfs10, phi1011, rif200, sdx50
from sheets_b import klr80, qjt, slm30, ult

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (sdx50, rif200, phi1011, cfs10, qjt, klr80, ult, slm30)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
