"""Generate the sixth hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout6/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family or document type
that the earlier hold-out sets did not use: a Würth-style radio module
reference manual and a WCH-style microcontroller datasheet (sheets_radio_mcu.py);
a Linear Technology-style buck regulator and a Diodes Incorporated-style
Darlington array family (sheets_power_drive.py); an Everlight-style photocoupler
with CTR ranks and an Allegro-style Hall switch family (sheets_opto_hall.py); a
Sharp-style analog distance sensor and a Melexis-style infrared thermometer
family (sheets_sensors.py). Part numbers and makers are made up so nothing can
be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_opto_hall import ahs129x, tcx3817
from sheets_power_drive import clt3671, kda2008
from sheets_radio_mcu import qk32f035, sorbus868
from sheets_sensors import srd80k, tir7710

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (sorbus868, qk32f035, clt3671, kda2008, tcx3817, ahs129x, srd80k, tir7710)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
