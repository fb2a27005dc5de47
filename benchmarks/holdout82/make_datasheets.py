"""Generate the eighty-second hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout82/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Sri Lankan maker-shop
MOSFET trigger switch module, a Taiwanese 4-digit 7-segment display module, a
Catalan / English pressure + humidity breakout and a British single-cell Li-ion
fuel gauge IC (sheets_a.py); a Zhejiang 6 V micro servo, a Kazakh maker-shop PIR
motion module, an Afrikaans / English 0-25 V voltage sensor module and a Shanghai
GNSS receiver module (sheets_b.py). Part numbers and makers are made up so nothing
can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import bph2, fgx1702, kl4d36, mos15
from sheets_b import fys09, pir36, sqg10, vs25

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (mos15, kl4d36, bph2, fgx1702, fys09, pir36, vs25, sqg10)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
