"""Generate the forty-first hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout41/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Dutch, a US, a
Japanese and a Chinese 4-wire PWM fan controller IC (sheets_a.py); a US, a
German, a Japanese and a Chinese photodiode transimpedance amplifier
(sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import ax6640, fc8204, fca2104, njf3340
from sheets_b import gypd16, kp1227, ltp2101, pda20

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (fca2104, ax6640, njf3340, fc8204, ltp2101, pda20, kp1227, gypd16)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
