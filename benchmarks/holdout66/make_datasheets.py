"""Generate the sixty-sixth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout66/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Chinese MPPT solar
charge module manual, a Japanese temperature-compensated RTC module, a Swedish
air-quality sensor board and a Korean-English load cell amplifier board
(sheets_a.py); a Welsh 433 MHz ASK transmitter, a US hobby micro servo, an Indian
maker-shop joystick module and a US analog-house microphone amplifier breakout
with AGC (sheets_b.py). Part numbers and makers are made up so nothing can be
looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import djlc24, qysc3, tfdrt47, vgsaq3
from sheets_b import aasagm1, nhrjs2, ths17, wrmtx4

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (qysc3, tfdrt47, vgsaq3, djlc24, wrmtx4, ths17, nhrjs2, aasagm1)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
