"""Generate the eleventh hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout11/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family that the earlier
hold-out sets did not use: a Nexperia-style level translator, a Sipex-style
RS-232 transceiver and an FTDI-style USB-to-UART bridge (sheets_translator.py
and sheets_serial.py), a translated weigh-scale ADC sheet, a Knowles-style PDM
microphone and a CUI-style buzzer family (sheets_analog.py), a Waveshare-style
e-paper module manual and a SIMCom-style GSM module hardware design
(sheets_modules.py). Part numbers and makers are made up so nothing can be
looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_analog import hq7711, kmb12, ksm4322
from sheets_modules import epd29, ksim820
from sheets_serial import ksp3232, ktd232
from sheets_translator import ktx0104

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (ktx0104, ksp3232, ktd232, hq7711, ksm4322, kmb12, epd29, ksim820)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
