"""Generate the seventy-fifth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout75/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Chinese RF-module house
LoRa transceiver module, a US Wi-Fi module with AT firmware, a Slovenian / English
4-20 mA loop transmitter and a US DIY-audio class-D amplifier board (sheets_a.py);
an Austrian waterproof ultrasonic distance sensor, a Chinese capacitive touch module,
a Philippine maker-shop 16-channel servo driver board and a Lithuanian / English
water level sensor (sheets_b.py). Part numbers and makers are made up so nothing can
be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import awm310, hd50, klr62, smt20
from sheets_b import esu50, kcs16, lctk01, newl

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (klr62, awm310, smt20, hd50, esu50, lctk01, kcs16, newl)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
