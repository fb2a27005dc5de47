"""Generate the sixty-second hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout62/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Korean gas sensor
module, a US adjustable linear regulator, a Japanese quad op-amp and a Chinese
touch key IC (sheets_a.py); a Swedish SPI NOR flash, an Australian thermocouple
board, a Taiwanese 12 V fan and a US maker-shop ultrasonic ranger (sheets_b.py).
Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import gsm7, lr3170, tq4604, xt8t
from sheets_b import lq25, sonar, tca31, tf8025

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (gsm7, lr3170, tq4604, xt8t, lq25, tca31, tf8025, sonar)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
