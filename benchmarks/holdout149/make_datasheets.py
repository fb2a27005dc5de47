"""Generate the hundred-and-forty-ninth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout149/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: an Oranjestad maker-store USB-C PD
trigger board, a Jounieh high-side current-sense amplifier IC, an Antsirabe
temperature-compensated RTC IC and a Victoria (Seychelles) maker-store 2.9 inch e-paper module
(sheets_a.py); a Bahir Dar 24-bit delta-sigma ADC, a Gibraltar NDIR CO2 sensor module, a
St. John's (Antigua) maker-store waterproof ultrasonic ranger and a Hamilton (Bermuda) 3-axis
accelerometer IC (sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import jns187, mhe290, vkr4217, zpt1520
from sheets_b import anu47, gcx420, hma3216, tna1224

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (zpt1520, jns187, vkr4217, mhe290, tna1224, gcx420, anu47, hma3216)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
