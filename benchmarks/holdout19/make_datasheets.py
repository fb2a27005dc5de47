"""Generate the nineteenth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout19/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a US analog-house
digital thermostat, a Japanese voltage detector with watchdog, a European
TVS/ESD array and US PTC resettable fuses (sheets_a.py); a Chinese peristaltic
pump module manual, Chinese CdS photoresistors, a German linear actuator and a
Chinese cup anemometer manual (sheets_b.py). Part numbers and makers are made
up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import hw61, mfx, vth6120, zpa4u
from sheets_b import fs30, lax20, phr55, ppm200

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (vth6120, hw61, zpa4u, mfx, ppm200, phr55, lax20, fs30)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
