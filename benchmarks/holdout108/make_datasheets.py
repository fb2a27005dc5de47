"""Generate the hundred-and-eighth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout108/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Hangzhou 2.4 GHz
transceiver module user manual, a Neuchatel temperature-compensated RTC IC, a
Breton / English 2-channel relay module and a Nanchang 24-bit load-cell ADC IC
(sheets_a.py); an Austin I2S class-D amplifier IC, a Japanese dual motor driver IC,
an Asturian / English capacitive soil-moisture sensor and a Jinhua micro servo
(sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import gj7112, hrt3240, kr2r5, wtr2401
from sheets_b import nlnhs2, pda3570, tf9g, tmd6621

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (wtr2401, hrt3240, kr2r5, gj7112, pda3570, tmd6621, nlnhs2, tf9g)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
