"""A question asking for every setting ("which serial baud rates does it support") lists
each accepted row whose label holds as many of the question's words as any other: a
"Baud rate 2400~115200 bps" row and a defaults table's "Serial 19200 bps, 8N1" row each
name one of "serial baud rates", and neither is dropped for lacking the other's word.

The part is made up (nothing here copies a benchmark sheet's wording).
"""

from __future__ import annotations

import pytest

from agent_support import fact, make_store
from specproof.agent.workflow import answer_question


@pytest.fixture
def store(tmp_path):
    sheets = {
        "QGW-485": [
            fact("QGW-485", "baud_rate", "Baud rate: 2400~115200 bps", unit="bps",
                 min=2400.0, max=115200.0, si_min=2400.0, si_max=115200.0),
            fact("QGW-485", "baud_rate", "Serial 19200 bps, 8N1", unit="bps", value=19200.0,
                 si_value=19200.0, condition="default"),
        ],
    }  # fmt: skip
    s = make_store(tmp_path, sheets)
    yield s
    s.close()


def test_every_row_naming_a_word_of_the_asked_settings_is_listed(store) -> None:
    ans = answer_question("Which serial baud rates does the QGW-485 support?", store)
    assert ans.verdict is None, ans.text
    found = {(i.min, i.max, i.value) for i in ans.items}
    assert found == {(None, None, 19200.0), (2400.0, 115200.0, None)}, found
