"""Generate the twenty-fifth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout25/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Chinese I2S amplifier
board manual, a Japanese Li-ion protection IC, a Swiss differential pressure
sensor and a US I2S class-D amplifier (sheets_a.py); a Chinese NB-IoT module
hardware manual, a Dutch seven-segment LED display driver, a US energy metering IC
and a Taiwanese Zigbee module (sheets_b.py). Part numbers and makers are made up
so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import amp9835, dpx0525, jq586, tpr4012
from sheets_b import emx7953, nmn25, sgd8, zbm26

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (jq586, tpr4012, dpx0525, amp9835, nmn25, sgd8, emx7953, zbm26)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
