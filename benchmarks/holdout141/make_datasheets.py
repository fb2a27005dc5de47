"""Generate the hundred-and-forty-first hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout141/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Valparaíso maker-store
linear Hall joystick module, a Salzburg 8-channel 12-bit SPI ADC IC, an Ulsan 24 V to
5 V 2 A automotive buck module and a Bergen 3.3 V PDM MEMS microphone (sheets_a.py); a
Lahore maker-store 2-channel solid-state relay module, a Harbin RS-232 transceiver IC, a
Vilnius NB-IoT cellular module and a Stellenbosch soil-temperature probe with a 1-Wire
sensor (sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import bva2812, emq4731, kvj230, udb2405
from sheets_b import hbx3232, ras202, svt18p, tknn27

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (kvj230, bva2812, udb2405, emq4731, ras202, hbx3232, tknn27, svt18p)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
