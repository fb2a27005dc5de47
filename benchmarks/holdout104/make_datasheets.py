"""Generate the hundred-and-fourth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout104/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Montevideo maker-store
RS-232 to TTL board, a Denver robotics-shop 16-channel PWM servo board, an Occitan /
English pulse-oximeter module and a Sardinian / English 4-channel SSR board
(sheets_a.py); a Lyon fabless fuel gauge IC, a Wujin NEMA17 stepper motor, a Perth
433 / 315 MHz ASK transmitter and a Kunshan 1.3 inch SPI TFT module (sheets_b.py).
Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import mvr3232, oxp30, rmt_pwm16, srb4l05
from sheets_b import fg3701, ktm130s, txa433, wst42

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (mvr3232, rmt_pwm16, oxp30, srb4l05, fg3701, wst42, txa433, ktm130s)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
