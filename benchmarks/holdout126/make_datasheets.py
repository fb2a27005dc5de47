"""Generate the hundred-and-twenty-sixth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout126/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Dunedin maker-store PIR
motion sensor module, a Brno 16-bit I2C ADC with PGA, a Colombo maker-store buck-boost
converter module and a Reykjavik 1-channel 5 V relay module (sheets_a.py); a Tartu
NB-IoT / LTE-M cellular module, a Graz Hall-effect current sensor IC, a Surabaya
monochrome SPI LCD module and a Turku digital accelerometer IC (sheets_b.py).
Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import bza1615, djr1h5, kpl612, ubb36
from sheets_b import ghc4720, klc12864, tkx3306, txn260

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (kpl612, bza1615, ubb36, djr1h5, txn260, ghc4720, klc12864, tkx3306)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
