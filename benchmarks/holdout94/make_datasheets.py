"""Generate the ninety-fourth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout94/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Taiyuan electrochemical
CO sensor module, a Wroclaw BLDC motor driver board, a Sao Paulo maker-store 2S
charger board and a Kyoto Zigbee 3.0 module (sheets_a.py); a Macedonian / English
optocoupler input board, a Halifax e-paper module, a Galician / English load cell
with transmitter and a Korean 24 V fan catalogue page (sheets_b.py). Part numbers
and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import co5u, kzb3m, odb36, psr2s
from sheets_b import gc9225, pas100, sde290, vaop8

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (co5u, odb36, psr2s, kzb3m, vaop8, sde290, pas100, gc9225)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
