"""A figure per position of a board's jumper or solder bridge: the question's position picks
the row, and the other position's row never answers it. The board and wording are made up."""

from __future__ import annotations

from agent_support import fact, make_store
from specproof.agent.jumper_states import link_position
from specproof.agent.workflow import answer_question


def _draw(quote: str, typ: float):
    return fact("PQ-77", "supply_current", quote, unit="mA", typ=typ)


def test_the_position_the_question_names_picks_the_row(tmp_path) -> None:
    rows = [
        _draw("Board current, power LED link closed 4.2 mA", 4.2),
        _draw("Board current, power LED link removed 0.9 mA", 0.9),
    ]
    store = make_store(tmp_path, {"PQ-77": rows})
    cut = answer_question("pq-77 board current with the led link cut?", store)
    assert [i.typ for i in cut.items] == [0.9], cut.text
    fitted = answer_question("What current does the PQ-77 draw with the LED link fitted?", store)
    assert [i.typ for i in fitted.items] == [4.2], fitted.text


def test_only_the_other_positions_row_leaves_the_question_unanswered(tmp_path) -> None:
    store = make_store(tmp_path, {"PQ-77": [_draw("Board current, LED jumper closed 4.2 mA", 4.2)]})
    ans = answer_question("how much does the pq-77 draw with its LED jumper cut off?", store)
    assert ans.verdict == "insufficient_evidence", ans.text


def test_a_position_is_read_on_either_side_of_the_link() -> None:
    assert link_position("I cut the LED jumper on the back") == "open"
    assert link_position("solder bridge SB1 bridged") == "closed"
    assert link_position("the supply current with no jumper named") is None
    assert link_position("what voltage is on the jumper pins?") is None
    # a position said with "no" is the other one
    assert link_position("its address with no jumpers bridged?") == "open"
    assert link_position("with the LED jumper not fitted") == "open"
    # both positions named: the question picks none
    assert link_position("jumper open or jumper closed, which draws less?") is None
