"""Generate the hundred-and-thirty-first hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout131/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Regensburg 3-axis
magnetometer IC, a Delft 12-bit SPI DAC IC, a Nantes inverting charge-pump IC and a
Quetzaltenango maker-store Hall-effect water-flow sensor (sheets_a.py); a Galway GNSS
receiver module, a Kitwe maker-store NTC thermistor probe board, a Liège active piezo
buzzer module and a Kayseri dual-channel optocoupler IC (sheets_b.py). Part numbers and
makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import azm3108, dvc7212, hfq12, rhv1660
from sheets_b import clr610, okx2204, pza2312, thp103

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (azm3108, dvc7212, rhv1660, hfq12, clr610, thp103, pza2312, okx2204)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
