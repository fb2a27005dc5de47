"""Generate the eighteenth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout18/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Burr-Brown-style
4-20 mA transmitter, a Micrel-style ideal diode, a Chinese LED driver with
key scan and a Chinese vibration-switch module manual (sheets_a.py); Japanese
chip NTC thermistors, a Swiss micro diaphragm pump, US membrane keypads and a
Chinese Qi receiver module manual (sheets_b.py). Part numbers and makers are
made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import kid6610, ksw420, ktm1650, kxt4115
from sheets_b import kmp, knt, kpd, kqi

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (kxt4115, kid6610, ktm1650, ksw420, knt, kmp, kpd, kqi)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
