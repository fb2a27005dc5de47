"""Generate the fourth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout4/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family or document type
that the earlier hold-out sets did not use: a Nordic-style radio SoC, an
Infineon-style power MOSFET, an MPS-style buck converter, an Atmel-style I2C
EEPROM (sheets_soc_fet.py, sheets_power_memory.py), a Japanese maker's current sensor IC, a Chinese
mmWave radar module manual, a Bosch-style three-variant sensor family sheet
and a solid state relay whose ratings are given in prose only
(sheets_modules.py). Part numbers and makers are made up so nothing can be
looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_modules import bqp31x, khs5320, ly_mr2415, zsr2425
from sheets_power_memory import mxp2453, ze24c256
from sheets_soc_fet import nsr5240, tqm045n06l

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (nsr5240, tqm045n06l, mxp2453, ze24c256, khs5320, ly_mr2415, bqp31x, zsr2425)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
