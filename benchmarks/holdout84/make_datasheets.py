"""Generate the eighty-fourth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout84/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: an Oregon fabless
current / power monitor IC, a Maltese / English 2.9 inch e-paper module, a
Singapore 500 mA LDO regulator family and an Argentine agritech 1-Wire probe
(sheets_a.py); a Welsh / English 4-channel 12 V relay board, a Michigan CAN
controller + transceiver module, a Helsinki haptics start-up's coin vibration
motor driver and a Swahili / English UV index sensor module (sheets_b.py).
Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import mdp29, nvr2533, tpr18w, vam4231
from sheets_b import mwuv12, qcan, twr4r12, vm1

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (vam4231, mdp29, nvr2533, tpr18w, twr4r12, qcan, vm1, mwuv12)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
