"""Generate the seventy-seventh hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout77/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Swiss barometric
altimeter module, an Israeli gesture / proximity sensor IC, a Japanese 12 V DC fan
catalogue page in landscape and a Chinese 12 V linear actuator catalogue
(sheets_a.py); a Croatian / English NFC reader module, a Shenzhen serial MP3 player
module, a Taiwanese fixed 3.3 V LDO regulator and a Latvian / English optical dust
sensor (sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import axm_ba5, hkf6015, la12, qgs9930
from sheets_b import lx2033, pd10a, ym_mp3s, zn532

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (axm_ba5, qgs9930, hkf6015, la12, zn532, ym_mp3s, lx2033, pd10a)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
