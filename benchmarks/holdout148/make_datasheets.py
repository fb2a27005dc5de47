"""Generate the hundred-and-forty-eighth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout148/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Lublin 1-cell / 2-cell Li-ion
fuel-gauge IC, a Battambang maker-store stepper-motor driver carrier, a Byblos 3.3 V
half-duplex RS-485 transceiver and a Karakol barometric pressure sensor IC (sheets_a.py); a
Walvis Bay sub-GHz LoRa transceiver module, a Toamasina 16-channel PWM LED / servo controller
IC, a Castries maker-store capacitive soil-moisture sensor board and a Bahir Dar solid-state
relay module for AC loads (sheets_b.py). Part numbers and makers are made up so nothing can be
looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import bys3170, jbt2481, ksb270, sng16
from sheets_b import abys201, lcs08, tam1612, wvr926

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (bys3170, sng16, jbt2481, ksb270, wvr926, tam1612, lcs08, abys201)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
