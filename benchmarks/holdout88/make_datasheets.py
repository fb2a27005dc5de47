"""Generate the eighty-eighth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout88/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Jinan formaldehyde module
user manual, a Dresden fabless 24-bit bridge ADC data sheet, a Novosibirsk Russian /
English 2S BMS passport and a Yiwu 315 MHz relay receiver instruction sheet
(sheets_a.py); a Lima maker-store TTL to RS-232 module sheet, a Brisbane retailer class-D
amplifier module sheet, a Taichung Hall gear-tooth speed sensor catalogue page and a US
access-control maglock installation sheet (sheets_b.py). Part numbers and makers are
made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import dzhcho2, ksa1247, qjr315, tbz2s
from sheets_b import lmkt232, mlk, tgs12, xa3w

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (dzhcho2, ksa1247, tbz2s, qjr315, lmkt232, xa3w, tgs12, mlk)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
