"""Generate the seventy-sixth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout76/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Chinese cellular-module
house GSM/GPRS modem, a Croatian / English NTC soil probe, a Pakistani maker-shop
PWM motor speed board and an Egyptian maker-store 8x8 LED matrix module
(sheets_a.py); a Chinese protection-board house 3S BMS, a Chinese radar-module house
microwave motion sensor, a Portuguese / English RTC + EEPROM module and a German
distributor's USB-to-UART adapter (sheets_b.py). Part numbers and makers are made up
so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import nms, rvx, tgm900, zgntc
from sheets_b import beut2, jbp, lt_rtc, mrs

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (tgm900, zgntc, rvx, nms, jbp, mrs, lt_rtc, beut2)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
