"""Generate the hundred-and-thirty-fifth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout135/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: an Irbid dual PWM fan controller
IC with an I2C / SMBus port, a Pokhara maker-store AA-cell to 5 V boost module, a Mandalay
maker-store piezo vibration sensor module and a Sfax 8-bit I2C GPIO expander with interrupt
output (sheets_a.py); an Astana logic-level dual N-channel MOSFET, a Bucaramanga barometric
altimeter module with an on-board 3.3 V regulator, a Gwangju 38 kHz infrared receiver
module family and an Arusha maker-store 24-bit load-cell ADC board (sheets_b.py).
Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import hjf3122, nio5208, pkb51, vpz18
from sheets_b import alb388, krx56, wgm724, znt6822

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (hjf3122, pkb51, vpz18, nio5208, znt6822, alb388, krx56, wgm724)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
