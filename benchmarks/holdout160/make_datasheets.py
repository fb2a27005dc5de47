"""Generate the hundred-and-sixtieth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout160/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Laayoune real-time clock with
an integrated temperature-compensated oscillator, a Gustavia maker-boutique logic-level
MOSFET switch module for 12 V loads, a Roseau current and power monitor IC with I2C and a
Burnt Pine pair of CAN transceivers for 3.3 V and 5 V (sheets_a.py); a West Island digital
ambient light sensor IC, a Fakaofo maker-shop ultrasonic distance module (5 V and 3.3 V
versions), an Adamstown single-cell Li-ion protection board and an Edinburgh of the Seven
Seas microSD card module with a 3.3 V regulator and level shifter (sheets_b.py). Part
numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import dmv2190, gblfet12, lyr3215, nfk1040
from sheets_b import bbp1s, ckl4410, fku40, qsdt5

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (lyr3215, gblfet12, dmv2190, nfk1040, ckl4410, fku40, bbp1s, qsdt5)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
