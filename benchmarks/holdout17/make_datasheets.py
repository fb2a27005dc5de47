"""Generate the seventeenth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout17/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Chinese
addressable RGB LED IC, a Chinese MP3 player module manual, a Chinese hobby
brushless ESC leaflet and a TI-style haptic driver (sheets_a.py); a
Harris-style CMOS analog multiplexer, a Japanese solenoid driver IC, an
ST-style comparator and a German reed-switch leaflet (sheets_b.py). Part
numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import khd2605, kmp3, ksk_esc, kw2815
from sheets_b import kbd6230, khc4067, klm2903, krs

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (kw2815, kmp3, ksk_esc, khd2605, khc4067, kbd6230, klm2903, krs)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
