"""Generate the forty-third hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout43/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Chinese coin
acceptor, a Dutch EVSE controller module, a French LoRaWAN and a Chinese RS-485
water meter pulse counter (sheets_a.py); a US LVDT signal conditioner IC, a
Japanese rotary torque sensor, a German safety relay and an Italian three-phase
monitoring relay (sheets_b.py). Part numbers and makers are made up so nothing
can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import cpl, evc, jb62, zjpc
from sheets_b import klv, mtr, nsr, rtq

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (jb62, evc, cpl, zjpc, klv, rtq, nsr, mtr)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
