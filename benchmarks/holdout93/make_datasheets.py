"""Generate the ninety-third hold-out benchmark's datasheets (deterministic, fpdf2).

    python benchmarks/holdout93/make_datasheets.py [OUT_DIR]

Eight invented parts, each in the look of a vendor family: a Georgian / English UV
index sensor breakout, a Santiago maker-store sheet for two RS-232 to TTL boards, a
Suzhou isolated DC-DC series specification and a Bristol Wi-Fi co-processor module
data sheet (sheets_a.py); a Quezon City 12-key touch keypad product sheet, a Quito
MOSFET switch module sheet, a Hefei water flow sensor specification and a Basque /
English RTC module sheet (sheets_b.py). Part numbers and makers are made up so
nothing can be looked up.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sheets_a import ac232, hzd1, kvr_uv1, svn_w24s
from sheets_b import br_tk12, erl_rtc3, hfl_g, mm_mos30

OUT = Path(__file__).resolve().parent / "datasheets"
BUILDERS = (kvr_uv1, ac232, hzd1, svn_w24s, br_tk12, mm_mos30, hfl_g, erl_rtc3)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        path = build(out)
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
