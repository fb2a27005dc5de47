"""Generate the 115th hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout115/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Lowell mixed-signal house
12-bit I2C ADC, a Shijiazhuang MEMS 6-axis IMU, a Chennai dual full-bridge driver IC and
a Macedonian / English 3 A buck module (sheets_a.py); a Tatar / English 1-Wire
thermometer, an Oxford 2.4 GHz transceiver, an Erfurt Hall current sensor and a Port
Louis maker-store 0.96 inch OLED module (sheets_b.py). Part numbers and makers are made
up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import aps2980, jmu6520, vdc1041, vmbk3
from sheets_b import ccl_od96, cwr2401p, ems7120, ktd18b20

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (vdc1041, jmu6520, aps2980, vmbk3, ktd18b20, cwr2401p, ems7120, ccl_od96)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
