"""Generate the twenty-third hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout23/make_datasheets.py [OUT_DIR]

Eight invented parts of two kinds, each in the look of a vendor family: four NFC
readers (a Chinese module manual, a European NFC controller IC, a Japanese
reader/writer module and a US analog-house front end; sheets_a.py) and four
piezo buzzer drivers (a US analog-house charge-pump driver IC, a Chinese driver
board manual, a Danish siren driver module and a Japanese driver IC;
sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import cnf3911, mfr20, trn7160, vkn532
from sheets_b import epz310, hbz03, kbd4412, pbd12

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (vkn532, trn7160, mfr20, cnf3911, kbd4412, pbd12, epz310, hbz03)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
