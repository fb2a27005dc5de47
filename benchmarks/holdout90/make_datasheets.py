"""Generate the ninetieth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout90/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Qingdao laser PM2.5
sensor manual, a Kraków maker-shop 10-DOF breakout sheet, a Finnish / English
3.3 V LDO module and a Taipei Bluetooth 5 serial module (sheets_a.py); a Casablanca
maker-store 4-channel relay module, a Bengbu digital load cell specification, a
Guangzhou stepper driver carrier manual and a Norwegian / English waterproof
ultrasonic sensor (sheets_b.py). Part numbers and makers are made up so nothing
can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import lps25t, pld33e, vb10dof, xwb50
from sheets_b import amsr4, hbus25w, sw2209, thwic

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (lps25t, vb10dof, pld33e, xwb50, amsr4, thwic, sw2209, hbus25w)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
