"""Generate the hundred-and-thirty-fourth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout134/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Dili maker-store USB-to-UART
bridge module, a Toyama Hall-effect latch IC, a Maseru maker-store 2-channel 5 V relay
module with optocouplers and a Heraklion buck-boost 3.3 V regulator IC (sheets_a.py); a
Bandung 12-key capacitive touch IC, a Freetown maker-store soil-moisture sensor module, an
Aveiro thermocouple amplifier IC with analog output and a Plovdiv Bluetooth LE module with
UART AT commands (sheets_b.py). Part numbers and makers are made up so nothing can be
looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import dxu34, ehl7021, shb2r5, xbk6330
from sheets_b import ftsm41, pkt6112, plb25u, vqa4955

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (dxu34, ehl7021, shb2r5, xbk6330, pkt6112, ftsm41, vqa4955, plb25u)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
