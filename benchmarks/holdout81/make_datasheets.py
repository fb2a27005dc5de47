"""Generate the eighty-first hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout81/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Xiamen waterproof
ultrasonic distance sensor, a Slovak / English 8-channel level shifter board, a
Bangladeshi maker-shop 5 V / 2 A boost module and a Zhuhai single-wire humidity /
temperature sensor (sheets_a.py); a Shenzhen BLE module with AT commands, a Tokyo
maker-shop load-cell amplifier board, an Italian / English 12 V solenoid valve and a
Japanese rotary encoder with push switch (sheets_b.py). Part numbers and makers are
made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import bst5, lls8, ths22, wps
from sheets_b import blm24, idv215, lca24, rke11

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (wps, lls8, bst5, ths22, blm24, lca24, idv215, rke11)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
