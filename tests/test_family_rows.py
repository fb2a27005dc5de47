"""One sheet, several parts: a fixed-output version, a family member or an ordering code
asked is answered from its own row, never from a sibling's; the part the sheet is named
after is one of the parts, and two members named in one question are two parts."""

from __future__ import annotations

import pytest

from agent_support import fact, make_store
from specproof.agent.understand.settings import code_letters, order_code_letter
from specproof.agent.workflow import answer_question
from specproof.records import SectionKind

_NOTE = "; ● marks limits over the full operating temperature range, other values at TA = 25°C"


def _vout(version: str, quote: str, lo: float, hi: float) -> object:
    return fact("RG880", "output_voltage", quote, min=lo, max=hi, si_min=lo, si_max=hi,
                condition=f"{version}, VIN = 3 V to 20 V{_NOTE}")  # fmt: skip


@pytest.fixture
def regulator(tmp_path):
    rows = [
        _vout("RG880-1.8", "Output voltage RG880-1.8 1.782 1.818 V", 1.782, 1.818),
        _vout("RG880-1.8", "● 1.764 1.836 V", 1.764, 1.836),
        _vout("RG880-12", "RG880-12 11.88 12.12 V", 11.88, 12.12),
        _vout("RG880-12", "● 11.76 12.24 V", 11.76, 12.24),
        fact("RG880", "dropout_voltage", "Dropout RG880-1.8/-3.3/-12 IOUT = 200 mA 0.35 V",
             max=0.35, si_max=0.35),
    ]  # fmt: skip
    store = make_store(tmp_path, {"RG880": rows}, {"RG880": ["RG880-1.8", "RG880-12"]})
    yield store
    store.close()


def test_a_fixed_versions_row_does_not_answer_for_another_version(regulator) -> None:
    ans = answer_question("What output voltage does the RG880-12 give at 25 °C?", regulator)
    assert [(i.min, i.max) for i in ans.items] == [(11.88, 12.12)], ans.text


def test_the_row_marked_for_the_full_temperature_range_answers_over_temperature(regulator):
    ans = answer_question(
        "Over the full temperature range, what output voltage does the RG880-1.8 guarantee?",
        regulator,
    )
    assert [(i.min, i.max) for i in ans.items] == [(1.764, 1.836)], ans.text


def test_no_fixed_versions_row_answers_for_the_adjustable_part(regulator) -> None:
    ans = answer_question("What output voltage does the adjustable RG880 give?", regulator)
    assert ans.verdict == "insufficient_evidence", ans.text


def test_a_row_that_lists_several_versions_in_short_answers_each(regulator) -> None:
    ans = answer_question("RG880-12 dropout voltage?", regulator)
    assert [i.max for i in ans.items] == [0.35], ans.text


@pytest.fixture
def switches(tmp_path):
    rows = [
        fact("HX401", "supply_current", "Supply current HX401, HX402 3.9 6.0 mA", unit="mA",
             typ=3.9, max=6.0, si_typ=0.0039, si_max=0.006),
        fact("HX401", "supply_current", "Supply current HX403 VCC = 3 V 1.2 2.0 mA", unit="mA",
             typ=1.2, max=2.0, si_typ=0.0012, si_max=0.002),
        fact("HX401", "operating_temperature", "Operating temperature Range S -20 to 85 °C",
             unit="°C", min=-20.0, max=85.0, si_min=-20.0, si_max=85.0),
        fact("HX401", "operating_temperature", "Range M -40 to 125 °C", unit="°C",
             min=-40.0, max=125.0, si_min=-40.0, si_max=125.0),
    ]  # fmt: skip
    store = make_store(tmp_path, {"HX401": rows}, {"HX401": ["HX402", "HX403"]})
    yield store
    store.close()


def test_two_members_of_one_sheet_in_one_question_are_two_parts(switches) -> None:
    ans = answer_question("Which needs less supply current, the HX401 or the HX403?", switches)
    assert sorted(i.typ for i in ans.items) == [1.2, 3.9], ans.text


def test_the_part_a_family_sheet_is_named_after_is_not_answered_by_a_siblings_row(switches):
    ans = answer_question("What supply current does the HX401 draw?", switches)
    assert [i.typ for i in ans.items] == [3.9], ans.text


@pytest.mark.parametrize(("part", "high"), [("HX402MSB-T", 125.0), ("HX402SSB-T", 85.0)])
def test_an_ordering_codes_range_letter_picks_its_temperature_row(switches, part, high):
    ans = answer_question(f"Operating temperature range of the {part}?", switches)
    assert [i.max for i in ans.items] == [high], ans.text


@pytest.mark.parametrize(
    ("part", "letter"),
    [("TMP5521EDR", "e"), ("MCX2515-I/SO", "i"), ("QV10H", "h"), ("4N35", None)],
)
def test_the_letter_after_a_part_numbers_digits_is_its_code(part, letter) -> None:
    assert order_code_letter(part) == letter


def test_a_row_names_its_one_letter_range_or_grade() -> None:
    assert code_letters("-40 to +125 °C (K)") == {"k"}
    assert code_letters("Operating temperature, I grade -40 85") == {"i"}
    assert code_letters("Supply current (mA)") == set()


def _range_row(code: str, low: float, high: float, device: str = "QT77"):
    return fact(device, "operating_temperature", f"{code} {low:g}°C to +{high:g}°C 8 SO",
                unit="°C", min=low, max=high, si_min=low, si_max=high, page=9)  # fmt: skip


@pytest.mark.parametrize(("grade", "high"), [("industrial", 85.0), ("commercial", 70.0)])
def test_a_conventional_grade_picks_its_span_and_says_it_assumed_so(tmp_path, grade, high):
    rows = [_range_row("QT77C", 0.0, 70.0), _range_row("QT77I", -40.0, 85.0)]
    store = make_store(tmp_path, {"QT77": rows})
    ans = answer_question(f"Operating temperature of the {grade}-grade QT77?", store)
    assert [i.max for i in ans.items] == [high], ans.text
    assert ans.assumptions and "industry convention" in ans.assumptions[0]
    assert ans.text.startswith("Assuming")


def test_a_sheet_that_names_the_grade_needs_no_assumption(tmp_path) -> None:
    rows = [_range_row("Commercial", 0.0, 70.0), _range_row("Industrial", -40.0, 85.0)]
    store = make_store(tmp_path, {"QT77": rows})
    ans = answer_question("Operating temperature of the industrial grade QT77?", store)
    assert [i.max for i in ans.items] == [85.0] and not ans.assumptions, ans.text


@pytest.mark.parametrize(
    ("asked", "stated", "same"),
    [
        ("5", "KPM-15-5", True),
        ("5", "KPM-15-12", False),  # a 5 inside another model's number is no match
        ("5", "TCS34725", True),  # a code glued to the part number
        ("H", "CLT3671H", True),
        ("3.3", "AMS1117-3.3", True),
        ("05B", "ACS712ELCTR-05B-T", True),
    ],
)
def test_a_short_variant_code_ends_the_name_or_is_a_segment_of_it(asked, stated, same) -> None:
    from specproof.agent.terms import variant_matches

    assert variant_matches(asked, stated) is same


@pytest.mark.parametrize(
    ("asked", "stated", "same"),
    [
        ("P332", "3.3", True),  # an ordering code spelling 3.3 V as "33"
        ("P502", "5.0", True),
        ("P302", "3.3", False),  # the 3.0 V version
        ("-2802", "2.8", True),
        ("P182", "2.8", False),
    ],
)
def test_an_ordering_code_names_the_version_its_digits_spell(asked, stated, same) -> None:
    from specproof.agent.terms import variant_matches

    assert variant_matches(asked, stated) is same


def test_a_row_named_by_the_familys_placeholder_code_is_that_options_row(tmp_path) -> None:
    """ "MCP7383X-3"-style codes: the QC4410 sheet writes its options as "QC441X-2",
    "QC441X-3"; the -3 option asked is answered by its own row only."""
    rows = [
        fact("QC4410", "output_voltage", f"Regulated Output Voltage VREG {v} V QC441X-{o}",
             min=lo, typ=v, max=hi)
        for o, lo, v, hi in (("2", 4.17, 4.2, 4.23), ("3", 4.32, 4.35, 4.38))
    ]  # fmt: skip
    store = make_store(tmp_path, {"QC4410": rows})
    try:
        ans = answer_question(
            "What is the regulated battery voltage of the QC4410-3 option?", store
        )
        assert [i.typ for i in ans.items] == [4.35], ans.text
    finally:
        store.close()


def test_a_question_naming_no_version_gets_each_versions_row(tmp_path) -> None:
    """The sheet gives the -E and the -U version their own maximum output power: asked
    for the part, both rows come back with their versions, not one picked silently."""
    rows = [
        fact("QM90", "tx_power", "Maximum output power QM90-E +14 dBm", unit="dBm", max=14.0,
             variant="QM90-E"),
        fact("QM90", "tx_power", "Maximum output power QM90-U +22 dBm", unit="dBm", max=22.0,
             variant="QM90-U"),
    ]  # fmt: skip
    store = make_store(tmp_path, {"QM90": rows}, aliases={"QM90": ["QM90-E", "QM90-U"]})
    try:
        both = answer_question("what's the max tx power of the qm90?", store)
        assert sorted(i.max for i in both.items) == [14.0, 22.0], both.text
        one = answer_question("What is the max tx power of the QM90-U?", store)
        assert [i.max for i in one.items] == [22.0], one.text
    finally:
        store.close()


def test_a_row_marked_for_one_lettered_version_does_not_answer_for_another(tmp_path) -> None:
    """ "QT410-B only" on the I/O supply row: the QT410-A (whose I/O pin is tied inside) has
    no such row, however short its letter is."""
    row = fact("QT410", "io_supply_voltage", "I/O supply voltage QT410-B only VIO 1.6 5.5 V",
               min=1.6, max=5.5, condition="QT410-B only")  # fmt: skip
    store = make_store(tmp_path, {"QT410": [row]}, {"QT410": ["QT410-A", "QT410-B"]})
    try:
        other = answer_question("What VIO range does the QT410-A accept?", store)
        assert other.verdict == "insufficient_evidence", other.text
        own = answer_question("What VIO range does the QT410-B accept?", store)
        assert [(i.min, i.max) for i in own.items] == [(1.6, 5.5)], own.text
    finally:
        store.close()


def test_a_sibling_logic_family_named_by_its_letters_takes_its_own_rows(tmp_path) -> None:
    # "QHC4051" sheet with "HC Types" and "HCT Types" rows; "QHCT4051" is the HCT member
    rows = [
        fact("QHC4051", "supply_voltage", "HC Types 2 6 V", min=2.0, max=6.0, si_min=2.0,
             si_max=6.0, condition="Supply Voltage Range, VCC"),
        fact("QHC4051", "supply_voltage", "HCT Types 4.5 5.5 V", min=4.5, max=5.5,
             si_min=4.5, si_max=5.5, condition="Supply Voltage Range, VCC"),
    ]  # fmt: skip
    store = make_store(tmp_path, {"QHC4051": rows}, aliases={"QHC4051": ["QHCT4051"]})
    hct = answer_question("Supply voltage range of the QHCT4051?", store)
    hc = answer_question("Supply voltage range of the QHC4051?", store)
    assert [(i.min, i.max) for i in hct.items] == [(4.5, 5.5)], hct.text
    assert (2.0, 6.0) in [(i.min, i.max) for i in hc.items], hc.text


def test_an_ordering_code_with_placeholder_x_matches_the_codes_it_stands_for() -> None:
    from specproof.agent.terms import variant_matches

    # "xSF-Bxx": any first letter, then SF-B, then any two: the 3 V versions
    assert variant_matches("KSF-BAA", "xSF-Bxx")
    assert not variant_matches("KSF-BAA", "xSF-Axx")
    assert variant_matches("ESF-BAC", "xxC") and not variant_matches("ESF-BAA", "xxC")


def test_the_parts_own_column_answers_for_it_not_a_suffixed_versions(tmp_path) -> None:
    # "Item | QRD-7 | QRD-7L": asked for the QRD-7 by name, the -7L's cell is another part's
    base = fact("QRD-7", "supply_voltage", "Supply voltage DC5~12V DC2.7~3.6V", min=5.0, max=12.0)
    low = fact("QRD-7", "supply_voltage", "Supply voltage DC5~12V DC2.7~3.6V", min=2.7, max=3.6)
    base.variant, low.variant = "QRD-7", "L"
    store = make_store(tmp_path, {"QRD-7": [low, base]}, aliases={"QRD-7": ["QRD-7L"]})
    plain = answer_question("can i run the qrd-7 off a 12v supply?", store)
    assert plain.verdict == "compatible", plain.text
    assert [(i.min, i.max) for i in plain.items] == [(5.0, 12.0)], plain.text
    low_asked = answer_question("what supply voltage does the qrd-7l take?", store)
    assert [(i.min, i.max) for i in low_asked.items] == [(2.7, 3.6)], low_asked.text


def test_a_version_named_by_its_suffix_alone_answers_only_for_that_version(tmp_path) -> None:
    # "-2V5 version" and "-5V version": a row names its version by the suffix alone
    rows = [
        fact("LKD-20", "supply_voltage", "Logic supply -5V version 4.5 5.0 5.5 V", min=4.5,
             typ=5.0, max=5.5, si_min=4.5, si_typ=5.0, si_max=5.5, condition="-5V version"),
        fact("LKD-20", "supply_voltage", "-2V5 version 2.3 2.5 2.7 V", min=2.3, typ=2.5,
             max=2.7, si_min=2.3, si_typ=2.5, si_max=2.7, condition="-2V5 version"),
    ]  # fmt: skip
    store = make_store(tmp_path, {"LKD-20": rows}, {"LKD-20": ["LKD-20-5V", "LKD-20-2V5"]})
    low = answer_question("Can the LKD-20-2V5 run from a 5 V rail?", store)
    assert low.verdict == "incompatible", low.text
    high = answer_question("supply voltage of the lkd-20-5v?", store)
    assert [i.min for i in high.items] == [4.5], high.text


def test_a_temperature_grade_named_by_its_ordering_letter_answers_for_that_grade(
    tmp_path,
) -> None:
    rows = [
        fact("CNX-7", "operating_temperature", "- Industrial (I): -40°C to +85°C TX2 4 INT",
             unit="°C", min=-40.0, max=85.0, si_min=-40.0, si_max=85.0,
             condition="Industrial (I)"),
        fact("CNX-7", "operating_temperature", "- Extended (E): -40°C to +125°C", unit="°C",
             min=-40.0, max=125.0, si_min=-40.0, si_max=125.0, condition="Extended (E)"),
    ]  # fmt: skip
    store = make_store(tmp_path, {"CNX-7": rows})
    hot = answer_question("is a cnx-7 E-grade safe by an engine, ambient up to 115c?", store)
    assert hot.verdict == "compatible", hot.text
    cool = answer_question("is a cnx-7 I-grade safe by an engine, ambient up to 115c?", store)
    assert cool.verdict == "incompatible", cool.text


def test_a_row_naming_only_the_longer_sibling_does_not_answer_for_the_base_part(tmp_path):
    # "LMX-4" and its regulated build "LMX-4B": a FAQ line about the -4B is not the -4's
    rows = [
        fact("LMX-4", "supply_voltage", "Q: Is the LMX-4B fine on 5 V logic boards? A: Yes, "
             "VBUS takes up to 5.5 V.", max=5.5, si_max=5.5, section=SectionKind.OTHER),
    ]  # fmt: skip
    store = make_store(tmp_path, {"LMX-4": rows}, {"LMX-4": ["LMX-4B"]})
    base = answer_question("can the bare lmx-4 run straight off 3.3v?", store)
    assert base.verdict != "compatible", base.text
    assert not base.items, base.text
    sibling = answer_question("can the lmx-4b run straight off 3.3v?", store)
    assert sibling.verdict == "compatible", sibling.text


def test_a_sentence_naming_versions_short_answers_only_the_ones_its_numbers_follow(tmp_path):
    """ "The 3V3 and 5V boards take 6.5-20 V in; the 9V board needs 11 V or more": the
    range follows the short names 3V3 and 5V, so it is no answer for the 9V board."""
    note = (
        "The 3V3 and 5V boards take 6.5-20 V in; the 9V board needs 11 V or more and "
        "will not regulate from a 2S pack."
    )
    rows = [fact("PSM-4", "supply_voltage", note, min=6.5, max=20.0)]
    aliases = {"PSM-4": ["PSM-4-3V3", "PSM-4-5V", "PSM-4-9V"]}
    store = make_store(tmp_path, {"PSM-4": rows}, aliases)
    try:
        nine = answer_question("what supply voltage does the psm-4-9v need?", store)
        assert not nine.items, nine.text
        five = answer_question("what supply voltage does the psm-4-5v need?", store)
        assert [(i.min, i.max) for i in five.items] == [(6.5, 20.0)], five.text
    finally:
        store.close()
