"""Generate the fifty-fourth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout54/make_datasheets.py [OUT_DIR]

Eight invented parts of common maker / IoT kinds, each in the look of a vendor
family: a Swiss ambient light sensor, a German/English LDO regulator, a US stepper
motor driver and a Chinese LoRa module (sheets_a.py); a Norwegian current and power
monitor, a Japanese I2C RTC module, a Chinese soil moisture probe and a Taiwanese
MOSFET load switch (sheets_b.py). Part numbers and makers are made up so nothing
can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import ldo, lora, lux, stepper
from sheets_b import loadsw, monitor, rtc, soil

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (lux, ldo, stepper, lora, monitor, rtc, soil, loadsw)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
