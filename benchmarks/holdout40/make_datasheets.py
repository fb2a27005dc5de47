"""Generate the fortieth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout40/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Chinese and a
German RS-485-to-Ethernet gateway, a US and a Korean Z-Wave radio module
(sheets_a.py); a Taiwanese and a Japanese UHF RFID reader module, a US
maker-shop and a British 4-channel MOSFET level shifter board (sheets_b.py).
Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import erg1100, kzw300, netb485, zm7012
from sheets_b import bls04, jru26, lls4, ur900

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (netb485, erg1100, zm7012, kzw300, ur900, jru26, lls4, bls04)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
