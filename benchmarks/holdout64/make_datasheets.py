"""Generate the sixty-fourth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout64/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a US analog-house CAN
transceiver, a Japanese hall-effect latch, a Swedish 3.3 V buck module and a German
addressable LED strip (sheets_a.py); a US maker-shop peristaltic pump, a
Korean-English capacitive soil moisture sensor, a Chinese IR obstacle sensor manual
and a Taiwanese 16x2 I2C LCD module (sheets_b.py). Part numbers and makers are made
up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import kv2562, lpx, mz1873, vr33
from sheets_b import hsm, irb, lcm, tp12

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (kv2562, mz1873, vr33, lpx, tp12, hsm, irb, lcm)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
