"""Generate the thirty-eighth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout38/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a US clock fan-out
buffer, a Japanese clock buffer, a Chinese 2.4 GHz transceiver module and a
Korean 2.4 GHz module (sheets_a.py); a British and a Taiwanese zero-cross
detector module, a Chinese and a German 12 V submersible pump (sheets_b.py).
Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import krf2400, nrx24, qcb4108, tkc9304
from sheets_b import dp12, hz0102, qs1250, zxd2

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (qcb4108, tkc9304, nrx24, krf2400, zxd2, hz0102, qs1250, dp12)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
