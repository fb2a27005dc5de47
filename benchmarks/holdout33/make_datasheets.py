"""Generate the thirty-third hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout33/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Chinese water leak
module, a US water leak detector IC, a Chinese formaldehyde module and a Swiss
formaldehyde sensor (sheets_a.py); a Japanese and a German wind vane, a US
microbridge mass airflow sensor and a Japanese hot-film air mass meter
(sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import fm30, kld3102, lk20, sfh41
from sheets_b import ham70, kaf3100, kwv300, wr20

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (lk20, kld3102, fm30, sfh41, kwv300, wr20, kaf3100, ham70)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
