"""Generate the eighty-third hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout83/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a US LED-lighting brand's
MOSFET strip dimmer board, a Colombian robotics store's 16-channel PWM servo board,
a Catalan / English I2S MEMS microphone breakout and a Hangzhou 3.3 V RS-485 module
manual (sheets_a.py); a Taizhou hall water flow sensor, an Albanian / English
2-channel relay module, a Tucson 2.5 V precision reference and a Wuxi single-key
touch IC (sheets_b.py). Part numbers and makers are made up so nothing can be
looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import arb_pwm16, lsl_md5, rsm3485, snt_mi2s
from sheets_b import edr_2c5, sca4025, tzf_b10, xc8223

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (lsl_md5, arb_pwm16, snt_mi2s, rsm3485, tzf_b10, edr_2c5, sca4025, xc8223)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
