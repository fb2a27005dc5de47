"""Generate the hundred-and-nineteenth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout119/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Nicosia barometric
pressure sensor IC, a San Jose (Costa Rica) 4-channel I2C PWM / servo controller IC, a
Phnom Penh maker-shop 1S Li-ion charger + protection board and a Vaduz H-bridge DC
motor driver IC (sheets_a.py); a Zibo 3-axis magnetometer IC, a La Paz maker-store SPI
SD-card adapter module, a Darwin UV index sensor IC and a Rajkot solid-state relay
catalogue page (sheets_b.py). Part numbers and makers are made up so nothing can be
looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import mkc1s10, nbp3810, rdh8830, tpw4104
from sheets_b import altsda1, lcm5983, srs, tuv2631

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (nbp3810, tpw4104, mkc1s10, rdh8830, lcm5983, altsda1, tuv2631, srs)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
