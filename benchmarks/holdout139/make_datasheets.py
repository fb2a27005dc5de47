"""Generate the hundred-and-thirty-ninth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout139/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: an Ostrava split-core AC
current transformer module, an Okayama dual-channel 16-bit I2C ADC IC, a Mombasa
maker-store 12 V relay module with optocouplers and a Recife maker-store 3 A synchronous
buck module (sheets_a.py); an Odense Bluetooth LE 5 module with UART AT firmware, a
Parma piezo-resistive pressure transducer, a Cali maker-store quadrature encoder with
breakout board and a Daegu 1-Wire humidity / temperature sensor IC (sheets_b.py).
Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import hkd3162, krm, mbx530, paxct31
from sheets_b import frmb52, hmw2811, pdu48, qeb

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (paxct31, hkd3162, krm, mbx530, frmb52, pdu48, qeb, hmw2811)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
