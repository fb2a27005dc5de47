"""Generate the hold-out 113 benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout113/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: an Austrian RTD-to-digital
converter, an Israeli humidity / temperature sensor, a Corsican / English stepper
driver carrier and an Afrikaans / English boost module (sheets_a.py); a Xiamen
16-channel PWM LED driver, a Montreal I2S MEMS microphone, a Kyoto I2S class-D
amplifier and a Taipei BLE UART module (sheets_b.py). Part numbers and makers are made
up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import cst8835, rht2107, trc1865, upv28
from sheets_b import acm4410, pwl9816, qsa9357, rblc10

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (trc1865, rht2107, cst8835, upv28, pwl9816, acm4410, qsa9357, rblc10)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
