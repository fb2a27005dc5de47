"""Generate the hundred-and-forty-seventh hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout147/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Belize City maker-store 3.3 V
buck-boost converter module, a Villach humidity and temperature sensor IC with heater, a
Libreville maker-store 2-channel opto-isolated MOSFET switch module and a Keelung GNSS
receiver module (sheets_a.py); a Nijmegen CAN FD transceiver IC, a Nanning micro servo, a
Honiara maker-store 1.3" 128x64 OLED module and an Eskişehir capacitive liquid-level sensor
IC (sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import gxm2036, hpn2310, hqw57, pxb331
from sheets_b import clz4208, mto1364, wcf1462, ysv917

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (pxb331, hqw57, gxm2036, hpn2310, wcf1462, ysv917, mto1364, clz4208)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
