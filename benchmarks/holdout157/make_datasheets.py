"""Generate the hundred-and-fifty-seventh hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout157/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: an Alofi garden-electronics store's
capacitive soil-moisture sensor board, a Mata-Utu Hall-effect current sensor IC, a Cockburn Town
16-channel 12-bit PWM driver IC and a Kralendijk LoRa transceiver module (sheets_a.py); a
Pointe-à-Pitre single-cell fuel gauge IC, a Saint-Pierre infrared thermometer, a Brades 3-digit
panel voltmeter and a Mamoudzou 5 V 2 A USB-C power bank module (sheets_b.py). Part numbers and
makers are made up so nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import bqk_lt2, fxd4816, nku_csm4, zrq5712
from sheets_b import gwp1748, qir9614, upb52c, vmx30x

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (nku_csm4, zrq5712, fxd4816, bqk_lt2, gwp1748, qir9614, vmx30x, upb52c)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
