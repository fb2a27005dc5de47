"""Generate the seventy-first hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout71/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Vietnamese / English BLE
serial module, an Italian / English barometric pressure sensor IC, a Hungarian /
English dual DC-motor driver IC and a South African maker-shop microSD breakout
(sheets_a.py); an Indonesian / English PIR motion module, a Greek / English single-cell
Li-ion charger module, an Estonian / English I2S MEMS microphone and an Irish
maker-shop logic-level shifter board (sheets_b.py). Part numbers and makers are made up
so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import dvk2230, kksdm2, prv2110, smb52
from sheets_b import cclls, krt1s1a, lma4350, sdnpir5

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (smb52, prv2110, dvk2230, kksdm2, sdnpir5, krt1s1a, lma4350, cclls)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
