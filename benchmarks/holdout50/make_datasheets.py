"""Generate the fiftieth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout50/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a US and a Japanese
microphone preamplifier, a German and a Chinese VU meter LED driver
(sheets_a.py); a Dutch and a Japanese binary counter, a US and a Chinese bus
switch (sheets_b.py). Part numbers and makers are made up so nothing can be
looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import bwa4410, kmp2210, rm3916, xh8405
from sheets_b import asw3245, gx3l384, mr74lvc161, vs74hc4040

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (bwa4410, kmp2210, rm3916, xh8405, vs74hc4040, mr74lvc161, asw3245, gx3l384)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
