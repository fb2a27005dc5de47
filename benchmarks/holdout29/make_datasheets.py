"""Generate the twenty-ninth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout29/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a US analog-house
galvanic dissolved oxygen sensor interface, a Chinese optical DO transmitter
manual, a Japanese EC sensor board and a German conductivity transmitter
(sheets_a.py); a Chinese solenoid door lock specification, a US maker-board
voice recognition module hookup guide, a Chinese timer relay module manual and
an Italian DIN-rail multifunction timer relay (sheets_b.py). Part numbers and
makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import dox410, ecs22, kdo7, lkm5
from sheets_b import sdl12, tdr8, trm1, vrm3

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (dox410, kdo7, ecs22, lkm5, sdl12, vrm3, trm1, tdr8)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
