"""Generate the hundred-and-twenty-eighth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout128/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: an Aalborg I2S MEMS microphone
IC, a Bratislava 4-20 mA current-loop receiver board, a Chiang Mai maker-store USB-C PD
trigger board and a Winnipeg hobby servo (sheets_a.py); a Lviv NFC / RFID reader module,
a Debrecen SPI temperature sensor IC, a Tashkent supercapacitor charger IC and a Davao
capacitive touch sensor IC (sheets_b.py). Part numbers and makers are made up so
nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import dmr420, lfa4937, nmpt, rrs1590
from sheets_b import csc3108, hbt7031, lnr4413, mtq2206

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (lfa4937, dmr420, nmpt, rrs1590, lnr4413, hbt7031, csc3108, mtq2206)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
