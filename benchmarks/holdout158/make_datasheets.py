"""Generate the hundred-and-fifty-eighth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout158/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Pointe-à-Pitre barometric
pressure sensor IC, a Kralendijk maker-store dual H-bridge motor driver module, a Cockburn
Town 4-channel 16-bit delta-sigma ADC and a Mamoudzou pair of RS-485 transceivers
(sheets_a.py); an Alofi GPS receiver module, a Brades maker-store PIR motion sensor module,
a Mata-Utu maker-store 0.96" OLED module and a Flying Fish Cove 24 V to 5 V 3 A step-down
module (sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import dhm2980, gta1614, kbp612, mzt485
from sheets_b import emr270, rcb2405, uvd9612, vkg260

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (kbp612, dhm2980, gta1614, mzt485, vkg260, emr270, uvd9612, rcb2405)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
