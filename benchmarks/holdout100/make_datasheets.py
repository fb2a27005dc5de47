"""Generate the hundredth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout100/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Tucson fabless 16-bit
4-channel ADC, a Shenzhen buck-boost module factory manual, an Arkansas robotics
shop stepper driver carrier and a Faroese / English LoRa module (sheets_a.py); a
Kigali maker-store TTL-to-RS485 board, an Edinburgh ambient light sensor IC, a
Japanese reed relay catalogue page and a West Frisian / English Hall-effect current
sensor module (sheets_b.py). Part numbers and makers are made up so nothing can be
looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import havlr2, omwsd35, sqa4116, xhb35a
from sheets_b import kcl485, lpx3320, mrd05, sdwhc

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (sqa4116, xhb35a, omwsd35, havlr2, kcl485, lpx3320, mrd05, sdwhc)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
