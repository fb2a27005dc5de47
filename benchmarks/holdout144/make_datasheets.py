"""Generate the hundred-and-forty-fourth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout144/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: an Enschede 12-bit I2C DAC IC,
an Accra maker-store ultrasonic distance sensor module, a Tallinn LoRaWAN module with a
UART AT-command interface and a Hiroshima 3-phase BLDC gate driver IC (sheets_a.py); a
Hanoi maker-store PIR motion sensor module, a Sheffield high-side current / power monitor
IC, a Kunming 2.4 GHz transceiver module and a Belfast 1-cell Li-ion fuel gauge IC
(sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import kgd6360, kus47, trl63, twd4612
from sheets_b import dcw24, kim3236, lgx4701, vpm612

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (twd4612, kus47, trl63, kgd6360, vpm612, kim3236, dcw24, lgx4701)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    names = sys.argv[2:]
    for build in BUILDERS:
        if names and build.__name__ not in names:
            continue
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
