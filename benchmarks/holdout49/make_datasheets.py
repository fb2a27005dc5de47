"""Generate the forty-ninth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout49/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a German and a
Chinese programmable electronic load module, a US and a Japanese
resolver-to-digital converter IC (sheets_a.py); a Japanese and a Swiss fiber
optic amplifier sensor, a Chinese and a US data logger module (sheets_b.py).
Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import el150, lx300, rdc2614, tr7020
from sheets_b import dlm8, fx41, lfv20, tlm3

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (lx300, el150, rdc2614, tr7020, fx41, lfv20, dlm8, tlm3)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
