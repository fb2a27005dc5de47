"""Generate the hundred-and-thirty-second hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout132/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a San Salvador 64-Kbit I2C
EEPROM IC, a Prishtina laser time-of-flight ranging module, a Banjul maker-store
4-channel logic level converter board and a Tabriz 32M-bit SPI NOR flash IC
(sheets_a.py); a Malé maker-store TTL-to-RS-232 converter module, a Praia single-cell
LiFePO4 charger module, a Nuuk pulse-oximetry / heart-rate sensor IC and a St. George's
(Grenada) maker-store infrared obstacle sensor module (sheets_b.py). Part numbers and
makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import bjxlv4, dol40, shq25f32, sve24b64

from sheets_b import hum232, kbs3102, kvf136, spkir03

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (sve24b64, dol40, bjxlv4, shq25f32, hum232, kvf136, kbs3102, spkir03)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
