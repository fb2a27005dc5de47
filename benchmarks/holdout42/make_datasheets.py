"""Generate the forty-second hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout42/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Chinese, a Japanese
and a US maker-shop serial HMI touch display, an Italian pressure transmitter
(sheets_a.py); a German, a US and a Chinese PLC digital input module (24 V
sink/source) and a US pressure transmitter (sheets_b.py). Part numbers and
makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import bfhmi, dwh43, ks70, ptx
from sheets_b import edi16, iox8, kpt, zkdi8

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (dwh43, ks70, bfhmi, ptx, edi16, iox8, zkdi8, kpt)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
