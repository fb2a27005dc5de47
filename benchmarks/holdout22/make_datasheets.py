"""Generate the twenty-second hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout22/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Chinese LCM
vendor's 16x2 I2C character LCD, a Chinese TDS sensor module manual, a US
analog-house ECG front end and a US maker-shop serial JPEG camera (sheets_a.py);
a Japanese pyroelectric flame sensor, Japanese split-core current transformers,
a German Geiger counter module and a Swedish TRIAC dimmer module (sheets_b.py).
Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import kec8232, lx1602, qtds01, vcm0706
from sheets_b import gzm1, kpf350, nvd, uct

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (lx1602, qtds01, kec8232, vcm0706, kpf350, uct, gzm1, nvd)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
