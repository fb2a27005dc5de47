"""Generate the thirty-sixth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout36/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a European LIN
transceiver, a Japanese LIN transceiver with regulator, a Chinese UWB ranging
module and a Korean UWB module (sheets_a.py); a Chinese 3S BMS board, a
Taiwanese 4S BMS, German disc varistors and US multilayer varistors
(sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import kur210, mln6020, rlt1021, uwm30
from sheets_b import cmv, jbp3s, tsb4s, vrs14

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (rlt1021, mln6020, uwm30, kur210, jbp3s, tsb4s, vrs14, cmv)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
