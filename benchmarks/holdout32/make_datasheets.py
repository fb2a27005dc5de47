"""Generate the thirty-second hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout32/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Chinese, a Japanese
and a US Bluetooth audio receiver module and a German capacitive proximity
switch (sheets_a.py); a Japanese and a Chinese capacitive proximity switch, a
Japanese carbon rotary potentiometer and a US precision potentiometer
(sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import btr52, kba20, kcp18, va2410
from sheets_b import cx2, hcj18, p6639, rk16

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (btr52, kba20, va2410, kcp18, cx2, hcj18, rk16, p6639)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
