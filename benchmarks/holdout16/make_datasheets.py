"""Generate the sixteenth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout16/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Microchip-style
photoelectric smoke detector IC, a TI-style rail-to-rail op amp family, a
Wolfson-style audio codec and an NXP-style shunt voltage reference
(sheets_a.py); a Korean hardwired TCP/IP Ethernet controller, a Chinese
geared stepper-motor specification, a Chinese fingerprint-module manual and a
Japanese photointerrupter sheet (sheets_b.py). Part numbers and makers are
made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import kac8731, kop233x, ksd4120, kvr4050
from sheets_b import ken2860, kfpr307, kpi2610, ksm28

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (ksd4120, kop233x, kac8731, kvr4050, ken2860, ksm28, kfpr307, kpi2610)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
