"""Generate the hundred-and-twenty-first hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout121/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Linköping NDIR CO2 sensor
module, a Kumamoto 8-bit I2C GPIO expander IC, a Muscat maker-store boost converter
module and a Dakar maker-store 2-channel relay module with optocouplers (sheets_a.py); a
Trieste GNSS receiver module, a Quanzhou 24-bit load-cell ADC IC, a Gaborone maker-store
0.96" I2C OLED module and a Penang thermocouple-to-digital converter IC (sheets_b.py).
Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import lqe9408, ncm4120, sbm409, tdr2j
from sheets_b import gom96, nvg72, qwa7124, tcq3855

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (ncm4120, lqe9408, sbm409, tdr2j, nvg72, qwa7124, gom96, tcq3855)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
