"""Generate the eighth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout8/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family that the earlier
hold-out sets did not use: a Chinese-vendor linear Li-ion charger and an
AnalogicTech-style load switch pair (sheets_power.py), a Murata-style LoRa
module (sheets_radio.py), a Micro Crystal-style RTC with backup supply and an
Exar/MaxLinear-style RS-485 transceiver family (sheets_rtc.py, sheets_bus.py), an
Intersil-style digital power monitor, a Figaro-style gas sensor and a
Trinamic-style stepper motor driver (sheets_sense.py, sheets_drive.py). Part numbers and
makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_bus import lx307x
from sheets_drive import hx2160
from sheets_power import atk4285, kp4057
from sheets_radio import mlr92s
from sheets_rtc import bt8325
from sheets_sense import kgs2611, ksl28025

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (kp4057, atk4285, mlr92s, bt8325, lx307x, ksl28025, kgs2611, hx2160)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
