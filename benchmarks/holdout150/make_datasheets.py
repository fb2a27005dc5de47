"""Generate the hundred-and-fiftieth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout150/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Nouakchott maker-store 2S Li-ion
protection board with balancing, a Djibouti City USB-to-UART bridge IC, an Asmara Hall-effect
current sensor IC and a St Helier ambient-light and proximity sensor IC (sheets_a.py); a Majuro
maker-store 1.54" 240x240 TFT module, a Moroni 433 MHz transmitter and receiver pair, a Santa
Clara dual low-side MOSFET driver IC and a George Town maker-store 10-DOF IMU breakout
(sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import jcx6205, lpv4046, qbm2s, uzt3120
from sheets_b import cym10d, rgk433, rkt154, zmv2427

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (qbm2s, uzt3120, jcx6205, lpv4046, rkt154, rgk433, zmv2427, cym10d)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
