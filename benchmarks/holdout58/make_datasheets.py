"""Generate the fifty-eighth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout58/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a US garage door
opener controller board, a Chinese Wi-Fi garage door module, an Italian 2-wire
door station and a US SIP door station (sheets_a.py); a Japanese electric fence
energizer, a Chinese fence pulse module, a Canadian livestock trough heater
controller and a Belgian roller shutter motor controller (sheets_b.py). Part
numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import ds72, dsx10, gdc450, ksygd2
from sheets_b import kne300, smc230, thc120, zyef05

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (gdc450, ksygd2, ds72, dsx10, kne300, zyef05, thc120, smc230)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
