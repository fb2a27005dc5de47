"""Generate the tenth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout10/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family that the earlier
hold-out sets did not use: an IXYS-style low-side gate driver and an
Elmos-style CAN FD transceiver (sheets_drivers.py), a Winbond-style serial
flash and a Cirrus-Logic-style 12/16-bit ADC (sheets_converters.py), a
shop-style relay module leaflet, a Recom-style LED driver, a MaxBotix-style
ultrasonic range finder and an Adafruit-guide-style PWM / servo board
(sheets_modules.py). Part numbers and makers are made up so nothing can be
looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_converters import cla161x, wq25s64
from sheets_drivers import eac2551, igd614
from sheets_modules import bf_rel, kcd24, ks10x0, tf_pwm16

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (igd614, eac2551, wq25s64, cla161x, bf_rel, kcd24, ks10x0, tf_pwm16)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
