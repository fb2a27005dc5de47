"""Generate the fifty-seventh hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout57/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Chinese hall-effect
current sensor module, a US RS-485 transceiver, a British MOSFET driver board and
a Japanese NFC reader module (sheets_a.py); a Danish constant-current LED driver
IC, a Czech load cell amplifier board, a Taiwanese 4-digit LED display driver and
an Australian PIR motion sensor module (sheets_b.py). Part numbers and makers are
made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import hcsh, lx3485, mfd, nrm13
from sheets_b import dld2350, lcx24, pms7, sd1740

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (hcsh, lx3485, mfd, nrm13, dld2350, lcx24, sd1740, pms7)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
