"""Generate the seventy-fourth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout74/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Thai maker-shop 2.4 inch
SPI TFT module wiki page, a Belgian automotive Hall-effect current sensor IC, a
Chinese UART fingerprint module user manual in English and a Philippine maker-shop
boost converter listing (sheets_a.py); a Slovenian / English stepper driver carrier,
an Austrian I2C humidity / temperature sensor IC, a Lithuanian / English IR receiver
series and a Chinese analog-house RS-232 transceiver in English (sheets_b.py). Part
numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import byn_bst35, flx9140, fpm_r07, skb_t24
from sheets_b import alh2310, bto_ts4, krn_stp35, srx3232

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (skb_t24, flx9140, fpm_r07, byn_bst35, krn_stp35, alh2310, bto_ts4, srx3232)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
