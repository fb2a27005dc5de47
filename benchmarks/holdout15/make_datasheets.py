"""Generate the fifteenth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout15/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Linear-style
buck-boost regulator, a Maxim-style Peltier (TEC) controller, a Chinese
load-cell specification and a Japanese thermal printer mechanism
(sheets_power.py); a Japanese IR remote-control receiver, a European NFC tag
with I2C, a German mechanical rotary encoder and a Chinese water-flow sensor
manual (sheets_signal.py). Part numbers and makers are made up so nothing can
be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_power import kbb6320, klcb1, ktc1978, ktp205
from sheets_signal import hfs401, ked11, kir38, knt216

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (kbb6320, ktc1978, klcb1, ktp205, kir38, knt216, ked11, hfs401)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
