"""How many things a question asks in an enumeration: "(a) ... and (b) ...", "1) ... 2) ...".

An answer must cover every part it enumerates; fewer items than parts means a part went
unrecognised, and the answer says so instead of passing half an answer for a whole one.
"""

from __future__ import annotations

import re

_MARKER = re.compile(r"(?:^|[\s(,;:])\(?([a-e]|[1-5]|i{1,3}|iv)\)", re.IGNORECASE)


def enumerated_parts(text: str) -> int:
    """The number of distinct enumeration markers ("(a)", "b)", "(2)"); 0 without two."""
    markers = {m.group(1).lower() for m in _MARKER.finditer(text)}
    return len(markers) if len(markers) >= 2 else 0
