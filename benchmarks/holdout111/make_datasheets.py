"""Generate the hundred-and-eleventh hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout111/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a New England Hall-effect
current sensor IC family, a Zambian maker-store dual H-bridge board, a Californian
12-bit I2C DAC and a Vietnamese LoRa module (sheets_a.py); a Haitian Creole /
English Li-ion charger module, a Hamburg I2C I/O expander, a Tok Pisin / English
0.96 inch OLED module and a Vermont 1-Wire thermometer (sheets_b.py). Part numbers
and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import bwx712, lrs298, sqd1625, srflm78
from sheets_b import aelch1, ahl4508, rekol96, tmq1830

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (bwx712, lrs298, sqd1625, srflm78, aelch1, ahl4508, rekol96, tmq1830)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
