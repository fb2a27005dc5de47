"""Generate the sixty-first hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout61/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Chinese PM2.5 sensor
manual, a Swedish isolated DC/DC converter series, a US quad comparator and a
Korean Wi-Fi module specification (sheets_a.py); a Japanese I2C GPIO expander, a
Spanish bilingual 4-20 mA transmitter board, a Taiwanese hobby servo and a New
Zealand maker-shop MOSFET switch board (sheets_b.py). Part numbers and makers are
made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import hwm, pm25, rl339, vis1
from sheets_b import ks3408, mosfet, servo, txl420

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (pm25, vis1, rl339, hwm, ks3408, txl420, servo, mosfet)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
