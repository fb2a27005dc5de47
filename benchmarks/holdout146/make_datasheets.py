"""Generate the hundred-and-forty-sixth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout146/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Kobe voltage supervisor with
watchdog, a Basel 4-bit I2C GPIO expander with interrupt, a Vicenza 6 V gear motor with Hall
encoder and a Shenyang 12 V to 3.3 V isolated 2 W DC-DC module (sheets_a.py); an Uppsala
infrared thermopile thermometer IC, a Cochabamba maker-store 8x8 LED matrix module, a Pohang
BLE 5 module with UART AT commands and an Antalya 24-bit load-cell ADC IC (sheets_b.py).
Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import hwd2, lzg4204, nsv6128, qmx25e
from sheets_b import ank1238, cmx88, utp6614, wrb52

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (nsv6128, lzg4204, qmx25e, hwd2, utp6614, cmx88, wrb52, ank1238)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
