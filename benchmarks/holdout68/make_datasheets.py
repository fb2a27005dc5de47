"""Generate the sixty-eighth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout68/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Korean solenoid valve,
a Japanese H-bridge driver IC, a Finnish RGB colour sensor and a Chinese LiFePO4
protection board manual (sheets_a.py); a Czech I2S amplifier module, a US float
switch catalog page, a Singapore maker-shop gesture module and a French DC
solid-state relay (sheets_b.py). Part numbers and makers are made up so nothing
can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import dly4s, hwsv12, mkh2150, nlc3310
from sheets_b import gm7x, lf210, rscdd, zvi2s

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (hwsv12, mkh2150, nlc3310, dly4s, zvi2s, lf210, gm7x, rscdd)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
