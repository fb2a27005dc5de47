"""Generate the thirteenth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout13/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family that the earlier
hold-out sets did not use: a Chinese shop-style USB-C PD trigger board, a
Fortune-style one-cell Li-ion protection IC family, a Panasonic-style
lithium coin-cell specification and a Sunon-style DC fan approval sheet
(sheets_power.py); a SiTime-style MEMS oscillator, a Silicon-Labs-style digital
isolator, a Diodes-style 16-bit I2C I/O expander and a Chinese RFID reader
module manual (sheets_signal.py). Part numbers and makers are made up so
nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_power import fq312, kcr, kf2510, qypd20
from sheets_signal import htrc522, kis8621, ksx1010, kxe9535

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (qypd20, fq312, kcr, kf2510, ksx1010, kis8621, kxe9535, htrc522)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
