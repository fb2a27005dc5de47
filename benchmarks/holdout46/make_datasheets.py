"""Generate the forty-sixth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout46/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Chinese FM radio
receiver module manual, a Japanese FM tuner module specification, a US sub-GHz
RF power amplifier IC and a German 1 W PA module leaflet (sheets_a.py); a
British bipolar 555 timer, a Taiwanese CMOS 555 timer, a Dutch USB 2.0 switch
and a Chinese USB switch with over-voltage protection (sheets_b.py). Part
numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import fmr7802, hfv, ktf2100, rpa0915
from sheets_b import hc7555, nux3157, ws2227, zt555

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (fmr7802, ktf2100, rpa0915, hfv, zt555, hc7555, nux3157, ws2227)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
