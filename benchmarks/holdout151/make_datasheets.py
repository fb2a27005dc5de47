"""Generate the hundred-and-fifty-first hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout151/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Majuro maker-store 2-channel 5 V
relay module, an Asmara energy-harvesting boost charger IC, an Ouagadougou K-thermocouple-to-
digital converter and a Koror PDM MEMS microphone (sheets_a.py); a Nouakchott stand-alone CAN
controller, a Bamako 12 V peristaltic dosing pump, a Moroni maker-store 4-digit 7-segment
display module and a Djibouti 32 Mbit SPI NOR flash (sheets_b.py). Part numbers and makers are
made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import kve5170, ldm4721, nqk3855, rvm2j
from sheets_b import lnz4c, owf25t32, qdp412, zcn4215

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (rvm2j, kve5170, nqk3855, ldm4721, zcn4215, qdp412, lnz4c, owf25t32)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
