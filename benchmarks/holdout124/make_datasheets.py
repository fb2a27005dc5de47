"""Generate the hundred-and-twenty-fourth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout124/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Lilongwe maker-store 24-bit
load-cell amplifier board, a Cluj-Napoca fixed-gain current-sense amplifier IC, a Manama
maker-store 3.3 V LDO regulator module and a Port of Spain robotics-shop STEP / DIR
stepper driver carrier (sheets_a.py); a Podgorica LoRa radio module with SPI, a Vientiane
maker-shop ultrasonic distance sensor module, a Zhangzhou e-paper display module and a
Kuwait City NDIR CO2 sensor module with UART / PWM (sheets_b.py). Part numbers and makers
are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import mnr33, nkm_wb24, ocs4181, pnx_sd28
from sheets_b import npd266, pha_us05, qdx_c8, tlm_s62

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (nkm_wb24, ocs4181, mnr33, pnx_sd28, tlm_s62, pha_us05, npd266, qdx_c8)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
