"""Generate the hundred-and-ninth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout109/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: an Ottawa fabless RTD-to-
digital converter, a Porto maker-store air-quality gas module, a Phoenix logic-house
8-channel analog multiplexer and a Malagasy / English stepper driver carrier
(sheets_a.py); a Sapporo humidity / temperature sensor family, a Karlsruhe 8-bit level
translator, a Yoruba / English single-cell Li-ion protection board and a Xi'an 433 MHz
serial radio module (sheets_b.py). Part numbers and makers are made up so nothing can be
looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import kl4051, nair35, prx865, trb8245
from sheets_b import hts3x, lsx0108, opb1s, qru12

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (prx865, nair35, kl4051, trb8245, hts3x, lsx0108, opb1s, qru12)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
