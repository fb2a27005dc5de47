"""Generate the eightieth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout80/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Mexican maker-shop
Hall-effect current sensor module, an Icelandic / English thermocouple amplifier
breakout, a Chinese store listing of a LiFePO4 charger board and a US component
maker's 5 V piezo buzzer (sheets_a.py); a Spanish fabless time-of-flight sensor IC,
a Slovak / English 2.4 GHz transceiver module, a Bengaluru dual H-bridge motor
driver IC and a Malaysian ambient light sensor IC (sheets_b.py). Part numbers and
makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import acm20, cpb12, tkb31, xnlfp
from sheets_b import epx2060, lxs3021, shd2204, trm24

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (acm20, tkb31, xnlfp, cpb12, epx2060, trm24, shd2204, lxs3021)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
