"""Generate the fifth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout5/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family or document type
that the earlier hold-out sets did not use: a Renesas-style microcontroller
and a Toshiba-style motor driver (sheets_chips.py); a Quectel-style GNSS
module hardware design and a Seeed Grove-style wiki page (sheets_modules.py);
a Richtek-style boost converter and a Mean Well-style landscape AC/DC module
sheet (sheets_power.py); a Hanwei-style gas sensor and a Honeywell-style pressure
sensor family with a nomenclature tree (sheets_sensors.py). Part numbers and
makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_chips import kdm7841, rzk1624
from sheets_modules import kx70m, spr_tof20
from sheets_power import kpm15, skt9183
from sheets_sensors import hxm7c, tpx

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (rzk1624, kdm7841, skt9183, kx70m, kpm15, spr_tof20, hxm7c, tpx)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
