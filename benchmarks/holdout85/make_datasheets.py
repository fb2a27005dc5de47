"""Generate the eighty-fifth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout85/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Ghanaian maker-shop
buck module card, a Colorado open-hardware 9-axis IMU breakout, a Dongguan LCM
16x2 LCD + I2C adapter specification and a Xi'an Wi-Fi AT module data sheet
(sheets_a.py); a Nepali maker-shop gas sensor page, a Jiangmen RC-hobby 30 A ESC
manual, a Maltese / English 1S protection board sheet and a Welsh / English RTC
module sheet (sheets_b.py). Part numbers and makers are made up so nothing can be
looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import akw_dn28, flb_imu9x, ql_wa12, qy1602
from sheets_b import ct_rtc32, emx_p1s, fch30a, hmb_gs135

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (akw_dn28, flb_imu9x, qy1602, ql_wa12, hmb_gs135, fch30a, emx_p1s, ct_rtc32)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
