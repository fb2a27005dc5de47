"""Generate the sixty-third hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout63/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Korean Zigbee module,
a Dutch 9-axis IMU breakout, a US maker-shop level shifter and a Japanese active
buzzer module (sheets_a.py); a German PCB power relay, a US analog-house fuel
gauge, a Chinese SPI TFT module and a Chinese hall-effect water flow sensor
(sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import hbz, smz2410, tls4, vmb9
from sheets_b import lytft, orp16, qh1720, qlf

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (smz2410, vmb9, tls4, hbz, orp16, qh1720, lytft, qlf)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
