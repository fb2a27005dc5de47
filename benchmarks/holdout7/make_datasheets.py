"""Generate the seventh hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout7/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family that the earlier
hold-out sets did not use: a Semtech-style long-range transceiver family
(sheets_radio.py), a Holtek-style 8-bit flash MCU family (sheets_mcu.py), a
Torex-style LDO series and an Alpha & Omega-style MOSFET (sheets_power.py), a
Broadcom/Avago-style high-speed optocoupler family (sheets_opto.py), an
InvenSense-style 6-axis motion sensor pair (sheets_motion.py), a Plantower-style
particle sensor module and an ams-style light-to-digital converter family
(sheets_env.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_env import pmx5018, tlx2572
from sheets_mcu import kt46f01x
from sheets_motion import kms6200
from sheets_opto import ocx2601
from sheets_power import aqn3415, tx6213
from sheets_radio import klr6271

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (klr6271, kt46f01x, tx6213, aqn3415, ocx2601, kms6200, pmx5018, tlx2572)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
