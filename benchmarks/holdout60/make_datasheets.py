"""Generate the sixtieth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout60/make_datasheets.py [OUT_DIR]

Eight invented parts of two kinds: four swimming pool heat pump controllers (a
German board, a Japanese inverter controller, a Chinese wired panel manual and a
US 24 VAC board; sheets_a.py) and four pond pump controllers (a UK mains speed
controller, a French / English solar controller, a Chinese DC PWM board and a
Dutch controller family; sheets_b.py). Part numbers and makers are made up so
nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import hpc310, kph20, phc8, pht24
from sheets_b import psc1100, solp24, vpr, zkpw10

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (hpc310, kph20, phc8, pht24, psc1100, solp24, zkpw10, vpr)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
