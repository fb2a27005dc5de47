"""Generate the hundred-and-twenty-fifth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout125/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Manama thermocouple-to-digital
converter IC (SPI), an Algiers quad 12-bit I2C PWM / LED driver IC, a Vientiane
maker-store adjustable boost converter module and a Port of Spain maker-store
solid-state relay module for AC loads (sheets_a.py); a Panama City Bluetooth LE module
with a UART transparent mode, a Thimphu capacitive soil-moisture probe with an analog
output, a Podgorica maker-store 1.3" I2C OLED module and a Maracaibo barometric pressure
sensor IC with I2C and SPI (sheets_b.py). Part numbers and makers are made up so nothing
can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import alq4312, dlt3166, tntssr, vlb36
from sheets_b import cnr52u, dzs7c, mrb2585, pgo130

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (dlt3166, alq4312, vlb36, tntssr, cnr52u, dzs7c, pgo130, mrb2585)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
