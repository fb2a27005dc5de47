"""Generate the thirty-fourth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout34/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Chinese ammonia gas
sensor module, a Japanese NO2 gas sensor IC, an Austrian spectral sensor and a US
maker-shop IR transmitter LED breakout (sheets_a.py); a German KNX bus coupler
module, a Japanese mains EMI filter, a US PLL clock synthesiser and a Taiwanese
AC-DC open-frame power supply (sheets_b.py). Part numbers and makers are made up
so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import irb38, knh3, ndz2310, spx7341
from sheets_b import cks5351, kbc256, ofp25, rfn

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (knh3, ndz2310, spx7341, irb38, kbc256, rfn, cks5351, ofp25)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
