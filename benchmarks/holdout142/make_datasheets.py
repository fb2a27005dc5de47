"""Generate the hundred-and-forty-second hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout142/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: an Innsbruck UV index sensor IC
with a 1.8 V interface, a Timișoara 0-5 V to 0-10 V signal amplifier module, a Jena
dual-channel current-limited load switch IC and a Klaipėda sub-GHz FSK transceiver module
(sheets_a.py); a Jeonju 4-digit 7-segment LED driver IC, a Kisumu maker-store LiPo charger
and 5 V boost module, an Arequipa maker-store Hall water flow sensor and a Yogyakarta
maker-store barometric pressure module with a 3.3 V LDO (sheets_b.py). Part numbers and
makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import ksr35, kva0510, pxu4710, slh2272
from sheets_b import gkb388, hj7s04, mtf12, vlc51

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (pxu4710, kva0510, slh2272, ksr35, hj7s04, vlc51, mtf12, gkb388)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
