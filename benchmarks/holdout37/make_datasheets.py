"""Generate the thirty-seventh hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout37/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: an Italian thermopile
pyranometer, a Japanese silicon pyranometer, a US leaf wetness sensor and a
Chinese NPK soil sensor (sheets_a.py); a Taiwanese force-sensing resistor, a UK
H2S sensor, a Korean LPG gas module and a German tipping-bucket rain gauge
(sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import epr05, lws20, snt7, tpm2
from sheets_b import hse4, kfr, kgl06, rg50

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (tpm2, epr05, lws20, snt7, kfr, hse4, kgl06, rg50)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
