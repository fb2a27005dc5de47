"""Generate the hundred-and-twenty-seventh hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout127/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Bandar Seri Begawan
maker-store heated MOx gas sensor module, a Dhahran RS-485 transceiver IC, a Paramaribo
maker-store 5 V to 3.3 V LDO breakout board and a Nuku'alofa maker-store H-bridge DC motor
driver module (sheets_a.py); a Dushanbe sub-GHz FSK radio module, a Monaco UV-index sensor
IC, a Georgetown maker-store RGB LED strip driver board and a San Marino real-time clock
IC with battery backup (sheets_b.py). Part numbers and makers are made up so nothing can
be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import khb7a, srmld33, wqt4085, zmq41
from sheets_b import dfks50, grl3m, mxu6071, vrt3208

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (zmq41, wqt4085, srmld33, khb7a, dfks50, mxu6071, grl3m, vrt3208)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
