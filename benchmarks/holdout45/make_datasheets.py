"""Generate the forty-fifth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout45/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Chinese bill
acceptor, a German ultrasonic heat meter, a British PoE powered-device module and
an Italian soft starter (sheets_a.py); a German CANopen I/O module, a US HART
modem IC, a Japanese PoE powered-device module and a Japanese single-phase soft
starter (sheets_b.py). Part numbers and makers are made up so nothing can be
looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import as2, bv700, pdm13, wm55
from sheets_b import cio16, hm2110, kss1, pe25

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (bv700, wm55, pdm13, as2, cio16, hm2110, pe25, kss1)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
