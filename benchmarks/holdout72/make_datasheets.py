"""Generate the seventy-second hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout72/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Hungarian / English
ambient light sensor IC, a Romanian / English Hall-effect switch, a Vietnamese /
English maker-shop dual H-bridge board and a Canadian hardware-integration-manual
GNSS module (sheets_a.py); an Indonesian maker-shop e-paper module, an Irish
analog-house 12-bit I2C DAC, a South African maker-shop water flow sensor and a
Greek / English optocoupler isolation board (sheets_b.py). Part numbers and makers
are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import gnm10q, lxh2217, trs1143, vnmd2a
from sheets_b import aqf20, epm290, opi4, qda4712

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (lxh2217, trs1143, vnmd2a, gnm10q, epm290, qda4712, aqf20, opi4)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
