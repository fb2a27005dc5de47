"""Generate the hundred-and-fifty-third hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout153/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Malabo low-quiescent-current LDO
regulator (3.3 V and 5.0 V versions), a Conakry brushed DC motor H-bridge driver IC, a Juba
digital humidity and temperature sensor IC and a Stanley 16-bit I2C I/O expander
(sheets_a.py); a Niamey 1 A linear Li-ion charger IC, a Basseterre maker-store 13.56 MHz RFID
reader module, a Funafuti micro servo and a São Tomé phototransistor optocoupler with CTR ranks
(sheets_b.py). Part numbers and makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import flx2317, jhs410, kbm3620, vrb4130
from sheets_b import fns09, ngc4057, roc8171, skn522

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (vrb4130, kbm3620, jhs410, flx2317, ngc4057, skn522, fns09, roc8171)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
