"""Generate the fourteenth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout14/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a TI-style eFuse, a
European isolated DC/DC converter, a Chinese solenoid-valve specification and a
Japanese coin supercapacitor sheet (sheets_power.py); an Allegro-style
hall-effect current sensor, a Chinese PIR module manual, an ams-style magnetic
angle sensor and a hobby micro-servo sheet (sheets_signal.py). Part numbers
and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_power import kdh, kps2592, ris1, zf2w
from sheets_signal import kca1190, kma5048, ks90, pir505

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (kps2592, ris1, zf2w, kdh, kca1190, pir505, kma5048, ks90)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
