"""Generate the hundred-and-fifty-ninth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout159/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Gustavia humidity and temperature
sensor IC, a Pointe-Noire maker-store 4-channel relay module, a Roseau maker-store stepper driver
carrier and a Burnt Pine 12-bit I2C DAC (sheets_a.py); a West Island 2.4 GHz transceiver module,
an Adamstown 24-bit load-cell ADC, a Marigot maker-store 3.7 V to 5 V boost module and a Sandy
Ground maker-shop capacitive touch key module (sheets_b.py). Part numbers and makers are made up
so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import abd4712, dvs82, lrm4c, rhx3152
from sheets_b import bbw7110, drf24, mgb5x, qtk10

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (rhx3152, lrm4c, dvs82, abd4712, drf24, bbw7110, mgb5x, qtk10)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
