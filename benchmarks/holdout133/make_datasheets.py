"""Generate the hundred-and-thirty-third hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout133/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: an Abidjan 2.4 GHz packet
transceiver module (SPI), a Douala quad rail-to-rail op-amp IC, a Praia maker-store 5 V
2 A USB boost (power-bank) module and a San Juan digital temperature sensor IC with an
over-temperature ALERT pin (sheets_a.py); a Managua brushed DC motor driver IC with a
current-sense output, a Port Vila maker-store rotary encoder module, a Mbabane UART
fingerprint module and a Pristina precision shunt voltage reference IC (sheets_b.py).
Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import bta1750, bvu502, mla6304, qrm24
from sheets_b import lbf330, mpr4050, vkr20, xdh8874

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (qrm24, mla6304, bvu502, bta1750, xdh8874, vkr20, lbf330, mpr4050)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
