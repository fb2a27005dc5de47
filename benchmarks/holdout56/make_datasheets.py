"""Generate the fifty-sixth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout56/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Swiss barometric
pressure module, a US dual 12-bit SPI DAC, a boost converter module manual
translated from Chinese and a UK maker-shop servo driver board (sheets_a.py); a
Taiwanese GNSS module, an Italian solid-state relay module, a Japanese gyroscope
and a Chinese e-paper module (sheets_b.py). Part numbers and makers are made up
so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import altap7, bst60, cx7512, svd16
from sheets_b import epd29, kgy3300, ngm6q, ssr2

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (altap7, cx7512, bst60, svd16, ngm6q, ssr2, kgy3300, epd29)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
