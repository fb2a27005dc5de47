"""Generate the forty-fourth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout44/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Dutch smart card
interface IC, a Chinese mini DC UPS module, a Swedish micro frequency converter
and a Japanese M-Bus slave transceiver (sheets_a.py); a US IO-Link device
transceiver, a US glass-break detector, a British xenon strobe beacon and a
Chinese USB 2.0 hub controller (sheets_b.py). Part numbers and makers are made
up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import hxups, mbt21, nvd, nxc8035
from sheets_b import gbd360, jh4052, rrs6830, xb10

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (nxc8035, hxups, nvd, mbt21, rrs6830, gbd360, xb10, jh4052)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
