"""Generate the ninety-eighth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout98/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Canadian 0-10 V
pressure transmitter, a Dutch / English 4-channel PLC optocoupler board, a
Norwegian digital humidity / temperature sensor IC and a Dongguan 2 x 18650 UPS
module (sheets_a.py); a US 8-bit microcontroller chapter, a Canadian hobby-shop
5 A motor driver, a Japanese LoRaWAN module and a Brazilian Portuguese / English
load-cell amplifier (sheets_b.py). Part numbers and makers are made up so nothing
can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import hms3x, iso4plc, ptx25v, ups18
from sheets_b import awl21, blc24, mmc_drv5, sm8t85

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (ptx25v, iso4plc, hms3x, ups18, sm8t85, mmc_drv5, awl21, blc24)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
