"""Generate the fifty-first hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout51/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a US and a Japanese MIPI
CSI-2 to parallel bridge IC, a German and a Chinese video decoder IC (sheets_a.py); a
Dutch and a Chinese solar micro-inverter, a British and a Japanese annunciator panel
module (sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import ktb7021, mcb2640, tvd2863, vdx5150
from sheets_b import anp8, gti300, ka16, zmi

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (mcb2640, ktb7021, vdx5150, tvd2863, zmi, gti300, anp8, ka16)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
