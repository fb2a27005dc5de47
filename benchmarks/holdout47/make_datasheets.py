"""Generate the forty-seventh hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout47/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a German PROFIBUS DP
slave interface module leaflet, a French AS-Interface slave module sheet, a US
DeviceNet I/O module data sheet and a Japanese EtherCAT slave controller IC
specification (sheets_a.py); a Chinese BACnet MS/TP router manual, a British
magnetic door contact leaflet, a Swedish recessed door contact sheet and a
Japanese emergency-stop switch catalogue page (sheets_b.py). Part numbers and
makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import asm, dnx, ecx, pbx
from sheets_b import bmr, esb, mdc, ndk

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (pbx, asm, dnx, ecx, bmr, mdc, ndk, esb)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
