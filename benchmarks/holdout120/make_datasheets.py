"""Generate the hundred-and-twentieth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout120/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Gaborone maker-shop
ultrasonic distance sensor module, a Knoxville 12-bit SPI DAC, an Izmir 500 mA LDO
regulator and a Santo Domingo STEP / DIR stepper driver carrier (sheets_a.py); a Malmö
Bluetooth LE module, a Maputo NTC thermistor signal-conditioner board, a Busan 7-segment
LED display driver IC and a Cixi Hall-effect water-flow sensor (sheets_b.py). Part
numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import eyr6150, okvus72, qrssd47, smr7612
from sheets_b import cxf201, hds6733, lpent10, mrmb54

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (okvus72, smr7612, eyr6150, qrssd47, mrmb54, lpent10, hds6733, cxf201)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
