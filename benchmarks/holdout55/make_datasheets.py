"""Generate the fifty-fifth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout55/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Japanese and a US
wireless weather station outdoor sensor, a Dutch and a Chinese e-bike motor
controller (sheets_a.py); a German and a US aquarium heater controller, an
Italian dehumidifier control board and a French pellet stove igniter controller
(sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import jys12, velox, ws100, wsot3
from sheets_b import aqt200, atc2, dcb20, pic2

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (wsot3, ws100, velox, jys12, aqt200, atc2, dcb20, pic2)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
