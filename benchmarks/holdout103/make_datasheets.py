"""Generate the hundred-and-third hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout103/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Lugano automotive-IC
house CAN transceiver, a Zulu / English RTC module with EEPROM from Durban, a
Changsha two-channel 24-bit load-cell amplifier module and an Ansan (Korea) micro
servo specification (sheets_a.py); a Singapore Wi-Fi / BLE module, a Papiamento /
English 3 A step-down module from Curaçao, a Yuhuan hall-effect water-flow sensor
and a Beirut maker-store MQ-style gas sensor board (sheets_b.py). Part numbers and
makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import dbs09, lkt3051, yb2412, zlr44e
from sheets_b import bmsg2, krsbk340, syf21, tprw3b

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (lkt3051, zlr44e, yb2412, dbs09, tprw3b, krsbk340, syf21, bmsg2)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
