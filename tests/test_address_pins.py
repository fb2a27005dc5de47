"""A question that wires a part's address pins ("A0 tied to GND", "ADR pin high") fixes
the address the part answers to: its sheet's table or sentences tie the wiring to one
address, and the collision check compares those. A wiring the sheet does not tie to an
address leaves the part's every address possible: never "compatible" on a guess.

The parts and their wording are made up (no benchmark sheet is copied).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_support import fact, make_store
from specproof.agent.rules.address_pins import pin_rows, wired_addresses
from specproof.agent.understand import DeviceMention
from specproof.agent.understand.record import Wording
from specproof.agent.understand.straps import read_straps
from specproof.agent.workflow import answer_question

_TABLE = """Bus address selection
ADR1 ADR0 BUS ADDRESS
Ground Ground 0x2C
Ground VDD 0x2D
VDD Ground 0x2E
VDD VDD 0x2F
The address pins are sampled at power-up."""


def test_a_table_of_pin_levels_ties_each_row_to_its_address() -> None:
    rows = pin_rows(_TABLE, 3)
    assert [(r.levels, r.address) for r in rows] == [
        ((("ADR1", "GND"), ("ADR0", "GND")), 0x2C),
        ((("ADR1", "GND"), ("ADR0", "VDD")), 0x2D),
        ((("ADR1", "VDD"), ("ADR0", "GND")), 0x2E),
        ((("ADR1", "VDD"), ("ADR0", "VDD")), 0x2F),
    ]
    assert all(r.page == 3 for r in rows)


@pytest.mark.parametrize(
    ("line", "pin", "level", "address"),
    [
        ("SLAVE ADDR SA0 = 1 0011101", "SA0", "VDD", 0x1D),
        ("Tying SDO to ground gives the 7-bit address 0x4A.", "SDO", "GND", 0x4A),
        ("the second unit answers to b0011100 (pin SA0 is logic low)", "SA0", "GND", 0x1C),
        # a level written as a quoted letter, its threshold said aside
        ("SA0 = 'H' ( SA0 >= 0.7 VDD ) -> 0011101", "SA0", "VDD", 0x1D),
    ],
)
def test_sentences_and_rows_that_name_the_pin_tie_its_level_to_an_address(
    line: str, pin: str, level: str, address: int
) -> None:
    (row,) = pin_rows(line)
    assert (row.levels, row.address) == (((pin, level),), address)


def test_it_after_a_named_pin_is_that_pin() -> None:
    text = "Connecting SDO to GND selects 0x38; connecting it to VDDIO selects 0x39."
    assert [(r.levels, r.address) for r in pin_rows(text)] == [
        ((("SDO", "GND"),), 0x38),
        ((("SDO", "VDD"),), 0x39),
    ]


def test_a_pin_left_unwired_in_the_question_leaves_its_rows_open() -> None:
    rows = [(r, None) for r in pin_rows(_TABLE)]
    found = wired_addresses(rows, {"ADR0": "VDD"}, {0x2C, 0x2D, 0x2E, 0x2F})  # type: ignore[arg-type]
    assert found is not None and found[0] == {0x2D, 0x2F}


def test_a_two_address_part_with_one_level_stated_takes_the_other_for_the_other_level() -> None:
    rows = [(r, None) for r in pin_rows("I2C address SA0 = 0 0x1C")]
    found = wired_addresses(rows, {"SA0": "VDD"}, {0x1C, 0x1D})  # type: ignore[arg-type]
    assert found is not None and found[0] == {0x1D}
    assert wired_addresses(rows, {"SA0": "SDA"}, {0x1C, 0x1D}) is None  # type: ignore[arg-type]


def _wording(text: str, *names: str) -> Wording:
    mentions = []
    for name in names:
        at = text.index(name)
        mentions.append(DeviceMention(name, name, f"{name}.pdf", name, at, at + len(name)))
    return Wording(text, tuple(sorted(mentions, key=lambda m: m.start)))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "a QX20 with ADR1 and ADR0 both tied to VDD next to an MK9 whose SA0 is low",
            {"QX20": {"ADR1": "VDD", "ADR0": "VDD"}, "MK9": {"SA0": "GND"}},
        ),
        (
            "QX20 (ADR0 = 1) and MK9 (SA0 pulled to ground)",
            {"QX20": {"ADR0": "VDD"}, "MK9": {"SA0": "GND"}},
        ),
        ("the MK9 sa0 pin is tied high, the QX20 is left alone", {"MK9": {"SA0": "VDD"}}),
        ("the QX20 ADR0 wired to SCL", {"QX20": {"ADR0": "SCL"}}),
        ("an MK9 with SA0 to gnd", {"MK9": {"SA0": "GND"}}),
        # the level said by the verb alone
        ("MK9 with sa0 grounded", {"MK9": {"SA0": "GND"}}),
        (
            "QX20 with ADR0 pulled up, MK9 SA0 pulled down",
            {"QX20": {"ADR0": "VDD"}, "MK9": {"SA0": "GND"}},
        ),
        # a run of numbered pins is each of them
        ("QX20 with adr2..adr0 tied low", {"QX20": {"ADR2": "GND", "ADR1": "GND", "ADR0": "GND"}}),
        ("QX20 with ADR0-ADR2 to VDD", {"QX20": {"ADR0": "VDD", "ADR1": "VDD", "ADR2": "VDD"}}),
        # a pad soldered across to a level, a pad pulled up
        ("an MK9 whose last owner bridged SA0 over to VDD", {"MK9": {"SA0": "VDD"}}),
        ("QX20 with the ADR0 pad pulled up to vcc", {"QX20": {"ADR0": "VDD"}}),
    ],
)
def test_the_question_says_how_each_parts_address_pins_are_wired(
    text: str, expected: dict[str, dict[str, str]]
) -> None:
    names = [n for n in ("QX20", "MK9") if n in text]
    assert read_straps(_wording(text, *names)) == expected


def _sheets() -> dict:
    qx = [
        fact("QX20", "interface", "Two-wire I2C serial interface", unit=None, values=["I2C"]),
        fact(
            "QX20",
            "i2c_address",
            "ADR1 ADR0 BUS ADDRESS",
            page=2,
            unit=None,
            values=["0x2C", "0x2D", "0x2E", "0x2F"],
        ),
        *[
            fact("QX20", "features", line, page=2, unit=None, values=["x"])
            for line in _TABLE.splitlines()[2:6]
        ],
    ]
    mk = [
        fact("MK9", "interface", "I2C-bus and SPI interfaces", unit=None, values=["I2C", "SPI"]),
        fact(
            "MK9",
            "i2c_address",
            "Device address SA0 = 0 0x2C",
            page=1,
            unit=None,
            values=["0x2C", "0x2D"],
        ),
        fact("MK9", "features", "Device address SA0 = 1 0x2D", page=1, unit=None, values=["x"]),
    ]
    return {"QX20": qx, "MK9": mk}


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "A QX20 with ADR1 and ADR0 tied to ground and an MK9 with SA0 tied low share one "
            "I2C bus. Can both coexist on the bus?",
            "incompatible",
        ),
        (
            "A QX20 with ADR1 and ADR0 tied to ground and an MK9 with SA0 tied high share one "
            "I2C bus. Can both coexist on the bus?",
            "compatible",
        ),
        # ADR1 unstated: 0x2D or 0x2F, one of which the MK9 takes
        (
            "A QX20 (ADR0 tied to VDD) and an MK9 (SA0 = 1) on one I2C bus: can both be "
            "addressed without a conflict?",
            "insufficient_evidence",
        ),
    ],
)
def test_wired_address_pins_decide_a_collision(tmp_path: Path, question: str, verdict: str) -> None:
    store = make_store(tmp_path, _sheets())
    answer = answer_question(question, store)
    assert answer.verdict == verdict, answer.text
    if verdict != "insufficient_evidence":
        cited = {
            (i.device, tuple(i.values or ())) for i in answer.items if i.field == "i2c_address"
        }
        assert ("QX20", ("0x2C",)) in cited
    store.close()


def test_a_wiring_the_sheet_does_not_tie_to_an_address_is_no_proof(tmp_path: Path) -> None:
    sheets = _sheets()
    sheets["QX20"] = sheets["QX20"][:2]  # the table rows are not on the sheet
    store = make_store(tmp_path, sheets)
    answer = answer_question(
        "A QX20 with ADR1 and ADR0 tied to ground and an MK9 with SA0 tied high share one "
        "I2C bus. Can both coexist on the bus?",
        store,
    )
    assert answer.verdict == "insufficient_evidence", answer.text
    store.close()


@pytest.mark.parametrize(
    ("question", "address"),
    [
        ("mk9 i2c addr when SA0 is pulled high?", ["0x2D"]),
        ("What is the MK9's I2C address with SA0 tied to GND?", ["0x2C"]),
    ],
)
def test_an_address_asked_for_a_pin_level_is_that_levels_address(
    tmp_path: Path, question: str, address: list[str]
) -> None:
    store = make_store(tmp_path, _sheets())
    try:
        answer = answer_question(question, store)
        assert [i.values for i in answer.items] == [address], answer.text
    finally:
        store.close()


@pytest.mark.parametrize(
    "question",
    [
        "which i2c address does the mk9 come up on with SA0 just floating?",
        "MK9 breakout, the SA0 pin is left unconnected. What is its I2C address?",
    ],
)
def test_an_address_asked_with_its_pin_left_floating_is_not_answered(
    tmp_path: Path, question: str
) -> None:
    """A floating address pin drifts to either level: no address is the part's until the
    sheet says what an open pin does."""
    store = make_store(tmp_path, _sheets())
    try:
        answer = answer_question(question, store)
        assert answer.verdict == "insufficient_evidence" and not answer.items, answer.text
        assert "floating" in answer.text, answer.text
    finally:
        store.close()


def test_an_address_pin_wired_in_words_not_read_never_passes_as_assignable(tmp_path: Path) -> None:
    """ "SA0 floating": the question wires the pin, the reader has no level for it, so the
    check may not fall back to "distinct addresses can be assigned"."""
    store = make_store(tmp_path, _sheets())
    try:
        answer = answer_question("qx20 and mk9 with sa0 floating on the same i2c bus?", store)
        assert answer.verdict == "insufficient_evidence", answer.text
        assert "how the question wires SA0" in answer.text
    finally:
        store.close()


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("qx20 (adr1, adr0 grounded) + mk9 with sa0 grounded on the same i2c bus?", "incompatible"),
    ],
)
def test_casually_wired_address_pins_decide_a_collision(tmp_path, question, verdict) -> None:
    store = make_store(tmp_path, _sheets())
    try:
        assert answer_question(question, store).verdict == verdict
    finally:
        store.close()


def test_one_part_wired_in_words_not_read_leaves_the_collision_open(tmp_path: Path) -> None:
    """The QX20's pins are read, the MK9's "SA0 bridged" is not: no pass on the QX20 alone."""
    store = make_store(tmp_path, _sheets())
    try:
        answer = answer_question(
            "a qx20 with adr1 and adr0 tied to gnd and an mk9 with sa0 bridged on one i2c bus?",
            store,
        )
        assert answer.verdict == "insufficient_evidence", answer.text
        assert "how the question wires SA0" in answer.text
    finally:
        store.close()


def test_a_pin_description_saying_which_level_selects_which_address_ties_both() -> None:
    line = (
        "4  A0   Address Select. Tie high to select address 0110 101x or low to select 0110 100x."
    )
    assert [(r.levels, r.address) for r in pin_rows(line, 2)] == [
        ((("A0", "VDD"),), 0x35),
        ((("A0", "GND"),), 0x34),
    ]


def test_a_pin_table_beside_a_second_text_column_is_still_a_table() -> None:
    text = (
        "ADR0 PIN              BUS ADDRESS              the host then sends the register pointer and waits\n"
        "  GND                   1010000                for the acknowledge bit before the data bytes follow\n"
        "  SCL                   1010011\n"
    )
    assert [(r.levels, r.address) for r in pin_rows(text)] == [
        ((("ADR0", "GND"),), 0x50),
        ((("ADR0", "SCL"),), 0x53),
    ]


def test_a_pin_said_to_sit_on_a_bus_line_is_strapped_to_it() -> None:
    text = "a QX20 with ADR1 on SDA and ADR0 on GND"
    assert read_straps(_wording(text, "QX20")) == {"QX20": {"ADR1": "SDA", "ADR0": "GND"}}


def test_address_jumpers_set_without_naming_their_pins_are_wiring_the_check_must_read() -> None:
    from specproof.agent.understand.concerns import raised_concerns
    from specproof.agent.understand.straps import named_address_pins

    assert named_address_pins("QX-16 with all three address jumpers bridged and a QY-2") == (
        "JUMPERS",
    )
    assert named_address_pins("with the solder jumpers open") == ("JUMPERS",)
    assert named_address_pins("two QX-16 on one bus") == ()
    # parts on one rail share their levels: "without level shifting" raises nothing there
    same_rail = "both on the same 3.3 V rail, can the QX-16 read a QY-2 without level shifting?"
    assert not [c for c in raised_concerns(same_rail) if c.name == "signal levels"]


def _boards() -> dict[str, list]:
    """Two breakout boards that can be strapped apart but come at one address."""
    ktm = [
        fact("KTM-9", "interface", "I2C interface", unit=None, values=["I2C"]),
        fact("KTM-9", "i2c_address", "Bus address 0x1D, or 0x1E with the SA jumper bridged.",
             unit=None, values=["0x1D", "0x1E"]),
    ]  # fmt: skip
    pxr = [
        fact("PXR-2", "interface", "I2C interface", unit=None, values=["I2C"]),
        fact("PXR-2", "i2c_address",
             "The I2C sensor sits at 0x1D (solder J2 closed to shift it to 0x1C).",
             unit=None, values=["0x1C", "0x1D"]),
    ]  # fmt: skip
    return {"KTM-9": ktm, "PXR-2": pxr}


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("Can a KTM-9 and a PXR-2 share one I2C bus without touching any jumper?",
         "incompatible"),
        ("ktm-9 + pxr-2 on the same i2c bus as shipped, ok?", "incompatible"),
        # the straps may be set: distinct addresses can be chosen
        ("Can a KTM-9 and a PXR-2 share one I2C bus?", "compatible"),
    ],
)  # fmt: skip
def test_boards_left_as_shipped_answer_at_their_own_addresses(
    tmp_path: Path, question: str, verdict: str
) -> None:
    store = make_store(tmp_path, _boards())
    answer = answer_question(question, store)
    assert answer.verdict == verdict, answer.text
    store.close()


def test_a_board_whose_shipped_address_is_not_told_is_no_proof(tmp_path: Path) -> None:
    sheets = _boards()
    sheets["PXR-2"][1] = fact("PXR-2", "i2c_address", "Selectable address 0x1C or 0x1D.",
                              unit=None, values=["0x1C", "0x1D"])  # fmt: skip
    store = make_store(tmp_path, sheets)
    answer = answer_question("KTM-9 and PXR-2 on one I2C bus, jumpers as shipped?", store)
    assert answer.verdict == "insufficient_evidence", answer.text
    store.close()


def test_the_strap_a_board_ships_with_gives_its_shipped_address() -> None:
    from specproof.agent.rules.address_pins import shipped_addresses

    said = ["The SEL pad ships bridged to GND, which gives 0x2C. Bridge SEL to VDD for 0x2D."]
    assert shipped_addresses(said, {0x2C, 0x2D}) == {0x2C}


def test_a_board_restrapped_in_words_not_read_is_no_board_as_shipped(tmp_path: Path) -> None:
    """ "one left as shipped and one with ADDR bridged to VCC": the second board is not at
    its shipped address, so two copies at one shipped address prove no clash."""
    keypad = [
        fact("QTP-8", "interface", "I2C interface", unit=None, values=["I2C"]),
        fact("QTP-8", "i2c_address",
             "The ADDR pad ships bridged to GND, which gives 0x2C; bridge ADDR to VDD for 0x2D.",
             unit=None, values=["0x2C", "0x2D"]),
    ]  # fmt: skip
    store = make_store(tmp_path, {"QTP-8": keypad})
    answer = answer_question(
        "two qtp-8 on one i2c bus, one left as shipped and one with addr bridged to vdd - clash?",
        store,
    )
    assert answer.verdict != "incompatible", answer.text
    # the board re-strapped answers where its strap says, the other where it ships
    collision = [r for r in answer.rules if r.rule == "interface.i2c_addresses_without_collision"]
    assert [r.passed for r in collision] == [True], answer.text
    same = answer_question(
        "two qtp-8 on one i2c bus, one left as shipped and one with addr bridged to gnd - clash?",
        store,
    )
    assert same.verdict == "incompatible", same.text
    both = answer_question("two qtp-8 on one i2c bus, both left as shipped - clash?", store)
    assert both.verdict == "incompatible", both.text
    store.close()


def test_an_address_with_its_pins_in_brackets_is_tied_to_that_address_not_the_next() -> None:
    """ "from 0x48 (AD1 = AD0 = GND) to 0x4B (AD1 = AD0 = VDD)": each bracket ties both
    pins' level to the address before it."""
    rows = pin_rows("eight addresses from 0x48 (AD1 = AD0 = GND) to 0x4B (AD1 = AD0 = VDD).")
    assert [(r.levels, r.address) for r in rows] == [
        ((("AD1", "GND"), ("AD0", "GND")), 0x48),
        ((("AD1", "VDD"), ("AD0", "VDD")), 0x4B),
    ]


def test_a_sentence_wrapped_before_its_address_is_read_with_the_next_line() -> None:
    text = (
        "The last bit follows the ADR pin. Tying ADR to GND gives the bus address\n"
        "0101100 (0x2C); tying it to VDD gives 0101101 (0x2D), the same as the\n"
        "evaluation board's default."
    )
    assert [(r.levels, r.address) for r in pin_rows(text)] == [
        ((("ADR", "GND"),), 0x2C),
        ((("ADR", "VDD"),), 0x2D),
    ]


def test_chips_of_one_part_wired_apart_keep_each_chips_straps() -> None:
    from specproof.agent.understand.straps import read_copy_straps

    text = "two MK9 on one bus, one with SA0 tied low and the other with SA0 tied high"
    assert read_copy_straps(_wording(text, "MK9")) == {"MK9": ({"SA0": "GND"}, {"SA0": "VDD"})}
    # one chip with two pins wired is one chip
    text = "a QX20 with ADR1 tied to VDD and ADR0 tied to GND"
    assert read_copy_straps(_wording(text, "QX20")) == {}


_APART = "Two MK9 on one I2C bus, one with SA0 tied low and the other with SA0 tied high: clash?"
_BOTH_LOW = "two mk9 chips on one i2c bus, the first with sa0 to gnd and the second with sa0 to gnd too?"  # fmt: skip


@pytest.mark.parametrize(
    ("question", "verdict"), [(_APART, "compatible"), (_BOTH_LOW, "incompatible")]
)
def test_chips_of_one_part_wired_apart_answer_to_their_own_addresses(
    tmp_path: Path, question: str, verdict: str
) -> None:
    store = make_store(tmp_path, _sheets())
    try:
        answer = answer_question(question, store)
        assert answer.verdict == verdict, answer.text
    finally:
        store.close()


_VERSION_TABLE = """Device address
A1 A0 VK210 (7-bit) VK210B (7-bit)
L L 0x20 0x48
L H 0x21 0x49
H L 0x22 0x4A
H H 0x23 0x4B"""


def test_a_pin_table_with_a_column_per_version_gives_each_version_its_address() -> None:
    rows = [(r, None) for r in pin_rows(_VERSION_TABLE, 2)]
    wired = {"A1": "VDD", "A0": "GND"}
    assert wired_addresses(rows, wired, set(), "VK210B")[0] == {0x4A}
    assert wired_addresses(rows, wired, set(), "VK210")[0] == {0x22}
    # the question names neither version: either column's address
    assert wired_addresses(rows, wired, set(), "")[0] == {0x22, 0x4A}


def _versioned_sheets() -> dict[str, list]:
    vk = [fact("VK210", "interface", "I2C-bus interface", unit=None, values=["I2C"])]
    vk += [
        fact("VK210", "i2c_address", line, page=2, unit=None, values=["0x20"])
        for line in _VERSION_TABLE.splitlines()
    ]
    om = [
        fact("OM7", "interface", "I2C interface", unit=None, values=["I2C"]),
        fact("OM7", "i2c_address", "Address: 0x4A as shipped, 0x4B with the address pad bridged",
             unit=None, values=["0x4A", "0x4B"]),
        fact("OM7", "features", "Address selectable by a solder pad", unit=None, values=["x"]),
    ]  # fmt: skip
    return {"VK210": vk, "OM7": om}


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # the B version's column: 0x4A, where the board sits as shipped
        (
            "A VK210B with A1 tied high and A0 tied low shares an I2C bus with an OM7 at its "
            "shipped address. Is there a conflict?",
            "incompatible",
        ),
        # the plain version's column: 0x22
        (
            "A VK210 with A1 tied high and A0 tied low shares an I2C bus with an OM7 at its "
            "shipped address. Is there a conflict?",
            "compatible",
        ),
    ],
)
def test_a_versions_column_and_a_board_as_shipped_decide_a_collision(
    tmp_path: Path, question: str, verdict: str
) -> None:
    store = make_store(tmp_path, _versioned_sheets())
    try:
        answer = answer_question(question, store)
        assert answer.verdict == verdict, answer.text
    finally:
        store.close()


@pytest.mark.parametrize(
    ("asked", "expected"),
    [
        ("qm-280 default i2c address?", ["0x77"]),
        ("which address does the qm-280 answer to out of the box?", ["0x77"]),
        ("qm-280 i2c address?", ["0x76", "0x77"]),  # both, as the sheet gives them
    ],
)
def test_the_default_address_asked_is_the_one_no_strap_selects(
    tmp_path: Path, asked: str, expected: list[str]
) -> None:
    row = fact("QM-280", "i2c_address", "Bridge the ADR pad to GND to move it to 0x76.",
               unit=None, values=["0x76", "0x77"])  # fmt: skip
    store = make_store(tmp_path, {"QM-280": [row]})
    answer = answer_question(asked, store)
    assert [v for i in answer.items for v in i.values or []] == expected, answer.text
