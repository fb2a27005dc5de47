"""Generate the hundred-and-fifty-fifth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout155/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Mariehamn 24-bit load-cell ADC,
a Charlotte Amalie analog temperature sensor IC, a Saipan 1-Wire temperature probe and a
Longyearbyen 6-axis IMU (sheets_a.py); a Road Town 4-channel I2C ADC, a Philipsburg
maker-store microSD breakout, a Berbera Wi-Fi AT module and a Pago Pago maker-store boost
converter module (sheets_b.py). Part numbers and makers are made up so nothing can be looked
up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import afx6061, gtp1820, lwg2411, vqt36
from sheets_b import dlw01, gbysd35, rta1012, ttb28

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (lwg2411, vqt36, gtp1820, afx6061, rta1012, gbysd35, dlw01, ttb28)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
