"""Generate the hundred-and-seventh hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout107/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Raleigh ambient light
sensor IC, a Zhongshan USB-UART bridge IC, a Friulian / English 3 A step-down module
and a Windhoek maker-shop PIR motion module (sheets_a.py); a Bogotá maker-store 0.96
inch OLED module, a Salt Lake City current / power monitor IC, a Yangzhou active piezo
buzzer approval sheet and a Romansh / English Hall-effect current sensor (sheets_b.py).
Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import cjr_bk3, kq341, qla7702, wdk_pir05
from sheets_b import chp_oled96, rhs712, tqb1295, vim3219

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (qla7702, kq341, cjr_bk3, wdk_pir05, chp_oled96, vim3219, tqb1295, rhs712)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
