"""Generate the hundred-and-seventeenth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout117/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Kanazawa ambient light
sensor IC, a Kochi mono I2S class-D amplifier, a Suva (Fiji) maker-shop stepper driver
carrier and a Monterrey 1 A fixed-regulator series (sheets_a.py); a Tainan 8-bit shift
register, an Arnhem 13.56 MHz reader IC, a Weihai NDIR CO2 module and an Esperanto /
English real-time clock IC from Bialystok (sheets_b.py). Part numbers and makers are
made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import mas3570, opl1752, rs7800, scb4988
from sheets_b import ap595, hgz16, rbc5220, vk3231

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (opl1752, mas3570, scb4988, rs7800, ap595, rbc5220, hgz16, vk3231)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
