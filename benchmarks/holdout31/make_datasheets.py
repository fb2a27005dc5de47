"""Generate the thirty-first hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout31/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a German safety light
curtain, a Japanese miniature circuit breaker, an Italian inductive speed sensor
and a Chinese ultrasonic mist maker driver (sheets_a.py); a Japanese through-beam
photoelectric sensor, a US analog-house PWM LED strip controller IC, a Chinese
four-channel LED strip controller module and a US electronic pressure switch
(sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import isv18, slg4, tbk63, umd24
from sheets_b import klx3203, kpx, mos4ch, psx

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (slg4, tbk63, isv18, umd24, kpx, klx3203, mos4ch, psx)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
