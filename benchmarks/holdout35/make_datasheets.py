"""Generate the thirty-fifth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout35/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Chinese 24 GHz
Doppler motion sensor module, a Swiss radon sensor module, a Finnish dew-point
transmitter and a Korean Sigfox module (sheets_a.py); a German DIN-rail
isolating signal conditioner, an Indian ultrasonic flow meter, a Japanese
chlorine gas sensor and a US carbon monoxide sensor module (sheets_b.py). Part
numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import dpt60, kdr24, ksm, rnm200
from sheets_b import kcl2, kco, ktv, ufm

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (kdr24, rnm200, dpt60, ksm, ktv, ufm, kcl2, kco)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
