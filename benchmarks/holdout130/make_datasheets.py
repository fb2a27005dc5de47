"""Generate the hundred-and-thirtieth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout130/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Bridgetown maker-store MOSFET
switch board, an Andorra la Vella 6-axis IMU IC, a Bilbao synchronous buck converter IC and
a Nassau maker-store single-wire humidity / temperature module (sheets_a.py); a Luanda Wi-Fi
SoC module with AT firmware, a Monrovia maker-store photoresistor light-sensor module, an
Ashgabat 4-digit 7-segment display driver IC and a Minsk single-cell linear Li-ion charger
IC (sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import bhx22m, bzk2451, fbq30n, opv6628
from sheets_b import lrv05, luw31, mzc4072, tka4614

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (fbq30n, opv6628, bzk2451, bhx22m, luw31, lrv05, tka4614, mzc4072)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
