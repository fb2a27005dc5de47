"""Generate the hundred-and-fifth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout105/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: an Adelaide 10-DOF IMU
breakout module reference, a Perth retailer's SD card breakout data card, a Bosnian /
English rain sensor board sheet and a Chongqing buck-boost USB-C PD sink controller
data sheet (sheets_a.py); a Nagano NTC thermistor probe catalogue, a Tampa 12 V water
pump specification sheet, an Oulu Zigbee 3.0 module data sheet and a Lyon Hall-effect
latch product datasheet (sheets_b.py). Part numbers and makers are made up so nothing
can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import kisrn393, nex10dof, qpd3620, sdxls5
from sheets_b import aqdc12, hlx2475, tkp103f, zbm3021

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (nex10dof, sdxls5, kisrn393, qpd3620, tkp103f, aqdc12, zbm3021, hlx2475)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
