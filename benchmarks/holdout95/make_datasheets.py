"""Generate the ninety-fifth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout95/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Calgary loop-powered
vibration transmitter, a Brooklyn 4-channel 12-bit I2C DAC breakout, a Galician /
English adjustable boost module and a Fuzhou 433 MHz LoRa module (sheets_a.py); an
Uzbek / English 4-channel relay board, a Leeds 3.5 inch TFT Arduino shield, a Boston
pH interface board and a Baoding USB peristaltic pump (sheets_b.py). Part numbers
and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import gcwdac4, hlr433, rml28, vtx420
from sheets_b import ave35, blfp5u, fslph2, trb4

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (vtx420, gcwdac4, rml28, hlr433, trb4, ave35, fslph2, blfp5u)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
