"""Generate the ninth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout9/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family that the earlier
hold-out sets did not use: a New-Japan-Radio-style thermocouple converter and a
Fairchild-style digital potentiometer (sheets_chips.py), a Lite-On-style
ambient-light/proximity sensor and a Senseair-style NDIR CO2 module
(sheets_sensors.py), a Linx-style 433 MHz OOK transmitter module, a Pololu-style
buck regulator board, a DFRobot-wiki-style soil-moisture probe and a
Raspberry-Pi-style microcontroller board (sheets_boards.py). Part numbers and
makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_boards import kiwi2040, ksm_cap, pvd36v3, txr433
from sheets_chips import kdp4361, kjx31856
from sheets_sensors import lps9960, luft_s2

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (kjx31856, kdp4361, lps9960, luft_s2, txr433, pvd36v3, ksm_cap, kiwi2040)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
