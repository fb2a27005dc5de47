"""Generate the hundred-and-fortieth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout140/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Lomé maker-store 4-20 mA
current-loop receiver module, a Lausanne 9-axis IMU IC with on-chip sensor fusion, an
Aachen 1 W isolated DC-DC converter module and a Mysuru 16-channel PWM LED controller IC
(sheets_a.py); a Lund Hall-effect current sensor IC, a Bujumbura maker-store peristaltic
pump driver board, a Douglas (Isle of Man) Zigbee 3.0 module and a Limerick capacitive
touch slider controller IC (sheets_b.py). Part numbers and makers are made up so nothing can be
looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import kqr420, nrb1, sfx9320, vrl2616
from sheets_b import arz31, hql6220, kpd12, kps1208

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (kqr420, sfx9320, nrb1, vrl2616, hql6220, kpd12, arz31, kps1208)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
