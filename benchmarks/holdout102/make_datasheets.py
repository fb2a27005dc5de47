"""Generate the hundred-and-second hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout102/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: an Addis Ababa maker-store
hall-effect current sensor module, a Sendai MEMS accelerometer, a Kyrgyz / English
1-cell Li-ion charger module and a Boise 12-bit I2C DAC (sheets_a.py); a Dhaka
maker-shop ultrasonic ranging module, a Samoan / English 4-channel level shifter, a
Harare maker-store MOSFET switch module and a Foshan 2.9 inch e-paper module
(sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import amx3316, ate_lc1a, etk_hc712, trv6512
from sheets_b import dks_us40, jmd029, mls_ls4, zmk_mos15

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (etk_hc712, amx3316, ate_lc1a, trv6512, dks_us40, mls_ls4, zmk_mos15, jmd029)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
