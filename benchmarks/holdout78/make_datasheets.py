"""Generate the seventy-eighth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout78/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Scottish 9-axis IMU
module, a Chinese PWM solar charge controller manual, an Israeli ratiometric pressure
transducer and a Nigerian maker-shop I2C keypad (sheets_a.py); a Croatian / English
433 MHz superheterodyne receiver, a Chinese isolated 5 V DC-DC converter series, a
Bulgarian / English 8-channel optocoupled relay board and a Chilean maker-shop UV
index sensor (sheets_b.py). Part numbers and makers are made up so nothing can be
looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import axm9d, hpx310, kpx16, lnsp
from sheets_b import rb8, rxs433, uvq, zq1

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (axm9d, lnsp, hpx310, kpx16, rxs433, zq1, rb8, uvq)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
