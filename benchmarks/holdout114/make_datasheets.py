"""Generate the hundred-and-fourteenth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout114/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Flemish Dutch / English
current and power monitor, a Milpitas time-of-flight ranging sensor, a Daejeon dual
H-bridge motor driver and a Tianjin 1 A LDO regulator (sheets_a.py); a Quezon City
LoRa module, a Paraguayan Spanish / English load-cell ADC board, a Trondheim
high-accuracy temperature sensor and a Yuyao miniature PCB relay catalogue
(sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import cpm7236, hlr1171, otr5302, sbd2710
from sheets_b import bal24, lrx78, tsq3817, yrd

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (cpm7236, otr5302, sbd2710, hlr1171, lrx78, bal24, tsq3817, yrd)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
