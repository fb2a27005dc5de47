"""Generate the ninety-ninth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout99/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Milwaukee automation
house's 2-channel 24 V relay output module, an Eindhoven power-IC 3.3 V buck
regulator with power-good, a Shanghai IC house's 16-bit I2C GPIO expander and a
Maori / English soil moisture sensor board (sheets_a.py); a Dubai maker store's
0.91 inch I2C OLED, a Poznan PC-cooling brand's 12 V PWM fan, a Belarusian / English
PIR motion module and a Grenoble fabless current-sense amplifier (sheets_b.py).
Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import bdr3306, mro2r24, qm6416, rmw_csm2
from sheets_b import aqm_ol091, ns_pir20, tsa2190, wa12

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (mro2r24, bdr3306, qm6416, rmw_csm2, aqm_ol091, wa12, ns_pir20, tsa2190)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
