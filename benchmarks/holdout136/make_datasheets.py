"""Generate the hundred-and-thirty-sixth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout136/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Szeged I2C real-time clock
IC with coin-cell backup and alarm output, a Curitiba 10 kOhm SPI digital potentiometer
IC, a Kampala maker-store 12 V solenoid driver board and a Kaunas ultra-low-IQ 3.3 V LDO
regulator IC (sheets_a.py); a Cusco maker-store TDS water-quality sensor module, a
Ljubljana LoRaWAN module with AT commands, a Zhaoqing 2D barcode / QR scan engine and a
Matsumoto gesture / proximity sensor IC (sheets_b.py). Part numbers and makers are made
up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import crp4110, ksd12f, rql6233, tmk8573
from sheets_b import cwq10, tgp7960, vlr4510, xsm620

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (tmk8573, crp4110, ksd12f, rql6233, cwq10, vlr4510, xsm620, tgp7960)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
