"""Generate the hundred-and-first hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout101/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Pittsburgh K-thermocouple
converter IC, a Hyderabad 1 A LDO family, a Nanjing 2.4 GHz PA/LNA module manual and a
Tampere laser time-of-flight sensor (sheets_a.py); a Shengzhou DC gear-motor
specification, a West Frisian / English USB-C PD trigger board, a Scottish Gaelic /
English 4-digit display board and a Kigali maker-shop barometer breakout (sheets_b.py).
Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import asd6831k, dps1084, ptf2030, zy24
from sheets_b import bar390, dg7s4, epdt20, kt25

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (asd6831k, dps1084, zy24, ptf2030, kt25, epdt20, dg7s4, bar390)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
