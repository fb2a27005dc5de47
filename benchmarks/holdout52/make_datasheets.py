"""Generate the fifty-second hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout52/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Japanese and a US
doorbell chime module, an Italian irrigation valve controller and a German
greenhouse climate controller (sheets_a.py); a Chinese and a Spanish wireless
gate opener receiver, a Taiwanese parking sensor kit and a British smoke vent
controller (sheets_b.py). Part numbers and makers are made up so nothing can be
looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import acm300, gkr310, hdc21, ivc
from sheets_b import gr433, ps48, rxp2, svc24

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (hdc21, acm300, ivc, gkr310, gr433, rxp2, ps48, svc24)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
