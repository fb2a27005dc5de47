"""Generate the hundred-and-forty-fifth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout145/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Dortmund thermocouple-to-digital
converter IC, an Accra maker-store 1-channel 5 V relay module with optocoupler input, a
Vancouver USB-to-UART bridge IC and a Zagreb 1.5 A low-dropout regulator with enable
(sheets_a.py); a Tallinn NDIR CO2 sensor module, a Puebla maker-store 2.9 inch e-paper
display module, a Portland robotics-store bipolar stepper motor driver carrier and a Hanoi
3-axis magnetometer IC (sheets_b.py). Part numbers and makers are made up so nothing can
be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import gyr105, hlv1517, rzt4418, vxu2310
from sheets_b import mxq3316, pep29, psd8835, wqc820

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (rzt4418, gyr105, vxu2310, hlv1517, wqc820, pep29, psd8835, mxq3316)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
