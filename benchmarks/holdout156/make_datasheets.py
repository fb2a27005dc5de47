"""Generate the hundred-and-fifty-sixth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout156/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Mariehamn pulse-oximetry and
heart-rate sensor IC, a Saint-Denis (Réunion) 2.4 GHz transceiver module, a Longyearbyen stepper
motor driver IC with UART and a Bangui phototransistor optocoupler (sheets_a.py); a Road Town
logic-level power MOSFET, a Cayenne time-of-flight distance sensor, a Mogadishu maker-store 20x4
character LCD with I2C backpack and a Fort-de-France 12 V 1 A wall adapter (sheets_b.py). Part
numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import avm2213, efp3016, maf24, oqc1201
from sheets_b import aqt5310, hm2004, pla1210, tor5530l

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (efp3016, maf24, avm2213, oqc1201, tor5530l, aqt5310, hm2004, pla1210)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
