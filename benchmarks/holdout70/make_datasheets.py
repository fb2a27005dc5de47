"""Generate the seventieth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout70/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Vietnamese / English
capacitive soil-moisture sensor, a Canadian mixed-signal current / power monitor IC,
a Romanian / English adjustable buck module and a Hungarian / English RS-485
transceiver (sheets_a.py); an Estonian / English 1-Wire thermometer, a Hong Kong
2.4 GHz transceiver module approval specification, a South African solid-state relay
catalogue page and a Kenyan maker-shop 4-digit display module (sheets_b.py). Part
numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import cs12, kms2191, smb3, tsz485
from sheets_b import hsr25, kbw24, pts18, smh4d

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (cs12, kms2191, smb3, tsz485, pts18, kbw24, hsr25, smh4d)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
