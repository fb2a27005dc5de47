"""Generate the twenty-sixth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout26/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a US analog-house
voltage supervisor, a Japanese analog switch, a German PT100 head transmitter
and a Swedish DC contactor (sheets_a.py); a Chinese PWM solar charge controller
manual, a Japanese limit switch catalogue page, a Chinese Wi-Fi smart plug relay
module and a US maker-board water level sensor (sheets_b.py). Part numbers and
makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import dkc150, htp100, rsv809, tsa4053
from sheets_b import kls20, spc20, wls40, wrm10

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (rsv809, tsa4053, htp100, dkc150, spc20, kls20, wrm10, wls40)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
