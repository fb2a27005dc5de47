"""Generate the hundred-and-fifty-fourth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout154/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Jamestown maker-store 0.96" I2C
OLED display board, an Aleppo NDIR CO2 sensor module, a Ramallah 16-channel I2C PWM / servo
controller IC and an N'Djamena unipolar Hall-effect switch (sheets_a.py); a Bissau dual RS-232
transceiver, a Herat Hall-effect water-flow sensor, a Kingstown 2 A load switch IC and a Yaren
maker-store 4-channel level shifter board (sheets_b.py). Part numbers and makers are made up so
nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import chx3140, lho0961, qcd19, zmp9616
from sheets_b import abl4ch, bql2291, gbr3232, hwf201

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (lho0961, qcd19, zmp9616, chx3140, gbr3232, hwf201, bql2291, abl4ch)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
