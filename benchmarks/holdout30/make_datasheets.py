"""Generate the thirtieth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout30/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a US analog-house
three-phase BLDC motor driver IC, a Japanese BLDC driver unit, a Chinese gear
motor with Hall encoder and a European DIN-rail electronic hygrostat
(sheets_a.py); a Japanese coulomb-counter battery monitor IC, a Danish DALI-2
interface module, a US DMX512 / RS-485 transceiver and a Chinese TTL-to-DMX512
module (sheets_b.py). Part numbers and makers are made up so nothing can be
looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import ehg40, gm25, kbd8312, mdx4a
from sheets_b import dl2m, dmxttl, kcc1740, xd485e

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (kbd8312, mdx4a, gm25, ehg40, kcc1740, dl2m, xd485e, dmxttl)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
