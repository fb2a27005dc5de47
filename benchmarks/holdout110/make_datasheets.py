"""Generate the hundred-and-tenth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout110/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Huntsville current /
power monitor IC, a Chemnitz barometric pressure sensor IC, a Shaoxing fixed-output
LDO family and a Catania Darlington array (sheets_a.py); a Jiaxing addressable RGB
LED, a Low German / English CAN controller from Kiel, an Upper Sorbian / English
ambient light sensor from Bautzen and a Nantong 4-digit LED display driver IC
(sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import kj1117, ksp388, rmx226, sme2003
from sheets_b import fbc2515, jx2812b, nh1637, sls7710

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (rmx226, ksp388, kj1117, sme2003, jx2812b, fbc2515, sls7710, nh1637)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
