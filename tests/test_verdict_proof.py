"""A "compatible" verdict is a complete proof: every stated quantity compared, every part
checked, current as well as voltage when one part powers another, a clock checked for
each party asked, and no concern raised that no rule settles. Anything less is
"insufficient evidence" naming what is missing; a failed check is still "incompatible".

The parts are made up (nothing here copies a benchmark sheet's wording).
"""

from __future__ import annotations

import pytest

from agent_support import ev, fact, make_store
from specproof.agent.rules import Build, bound_at
from specproof.agent.rules.prose import prose_checks
from specproof.agent.understand import Scenario, Wiring
from specproof.agent.workflow import answer_question
from specproof.records import SectionKind


@pytest.fixture
def store(tmp_path):
    sheets = {
        "RG330": [
            fact("RG330", "output_voltage", "Output voltage VOUT 3.25 3.30 3.35 V",
                 min=3.25, typ=3.3, max=3.35),
            fact("RG330", "dropout_voltage", "Dropout voltage 0.25 0.40 V", typ=0.25, max=0.4),
            fact("RG330", "output_current", "Output current 300 mA", unit="mA",
                 max=300.0, si_max=0.3),
            fact("RG330", "supply_voltage", "Input voltage VIN 2.5 6.0 V", min=2.5, max=6.0,
                 section=SectionKind.RECOMMENDED),
        ],
        "SN12": [
            fact("SN12", "supply_voltage", "Supply voltage VDD 1.8 3.6 V", min=1.8, max=3.6),
            fact("SN12", "supply_current", "Supply current active 2.0 mA", unit="mA",
                 max=2.0, si_max=0.002),
        ],
        "DH40": [
            fact("DH40", "supply_voltage", "Supply voltage 3.0 5.5 V", min=3.0, max=5.5),
            fact("DH40", "supply_current", "Supply current 1.5 mA", unit="mA", max=1.5,
                 si_max=0.0015),
            fact("DH40", "output_low_voltage", "Data output low VOL IOL = 2 mA 0.4 V", max=0.4,
                 condition="IOL = 2 mA"),
            fact("DH40", "features", "Keep the data cable not longer than 2 m.", unit=None),
        ],
        "SN99": [
            fact("SN99", "supply_voltage", "Supply voltage VDD 2.0 3.6 V", min=2.0, max=3.6),
        ],
        "LG74": [
            fact("LG74", "supply_voltage", "Supply voltage VCC 2.0 5.5 V", min=2.0, max=5.5),
            fact("LG74", "output_low_voltage", "VOL output low IOL = 4 mA 0.4 V", max=0.4,
                 condition="IOL = 4 mA"),
            fact("LG74", "input_high_voltage", "VIH high-level input 0.7 x VCC", min=3.5,
                 condition="VCC = 5 V"),
        ],
        "AD08": [
            fact("AD08", "supply_voltage", "Supply voltage 2.7 5.5 V", min=2.7, max=5.5),
            fact("AD08", "spi_clock_frequency", "Serial clock frequency fSCK 10 MHz",
                 unit="MHz", max=10.0, si_max=10e6),
            fact("AD08", "interface", "SPI serial interface", unit=None, values=["SPI"]),
        ],
        "AD09": [
            fact("AD09", "supply_voltage", "Supply voltage 2.7 5.5 V", min=2.7, max=5.5),
            fact("AD09", "data_rate", "Conversion rate 200 ksps", unit="ksps",
                 max=200.0, si_max=200e3),
            fact("AD09", "interface", "SPI serial interface", unit=None, values=["SPI"]),
        ],
        "MC01": [
            fact("MC01", "supply_voltage", "Operating voltage 3.0 3.6 V", min=3.0, max=3.6),
            fact("MC01", "interface", "SPI and I2C interfaces", unit=None, values=["SPI", "I2C"]),
        ],
    }  # fmt: skip
    s = make_store(tmp_path, sheets)
    yield s
    s.close()


def _rules(answer) -> str:
    return "\n".join(f"{r.rule} {r.passed} {r.reason}" for r in answer.rules)


def test_a_regulator_feeding_a_load_is_proven_on_voltage_and_current(store) -> None:
    ans = answer_question("An RG330 fed from 5 V powers an SN12. Will that work?", store)
    assert ans.verdict == "compatible", ans.text
    assert "power.output_current_covers_loads True" in _rules(ans)


def test_powering_a_part_whose_draw_is_unknown_is_not_proven(store) -> None:
    ans = answer_question("An RG330 fed from 5 V powers an SN99. Will that work?", store)
    assert ans.verdict == "insufficient_evidence", ans.text
    assert "SN99" in (ans.reason or "") and "current" in (ans.reason or "")


def test_a_stated_quantity_no_check_compared_leaves_the_verdict_open(store) -> None:
    ans = answer_question(
        "An RG330 fed from 5 V powers an SN12 whose radio bursts reach 450 mA. Will it work?",
        store,
    )
    assert ans.verdict != "compatible", ans.text
    assert "450 mA" in (ans.reason or "")


@pytest.mark.parametrize(
    ("wording", "concern"),
    [
        ("Is the RG330's output clean enough, ripple-wise, for an SN12 it powers from 5 V?",
         "ripple"),
        ("Will a DH40 on the same 3.3 V rail as an SN12 degrade the SN12's readings?", "noise"),
        ("rg330 from 5v feeding an sn12 next to a dh40 - will the dh40 interfere with it?",
         "noise"),
        ("An RG330 fed from 5 V powers an SN12; the SN12 is unpowered while its bus stays "
         "live. Is that fine?", "unpowered"),
        ("An RG330 is hot-plugged onto a 5 V supply and powers an SN12. Is that fine?",
         "transients"),
        ("An RG330 fed from 5 V powers an SN12 in a sealed plastic box without airflow. "
         "Will it stay below the overtemperature shutdown?", "thermal"),
        ("An RG330 fed from 5 V powers an SN12; the board must pass the radiated emission "
         "test. Is that fine?", "compliance"),
        ("An RG330 fed from 5 V powers an SN12 - is that ul listed for the panel?", "compliance"),
        ("an rg330 fed from 5v powers an sn12 guarding a tempered glass window - will it work?",
         "target material"),
        ("An RG330 fed from 5 V powers an SN12 that senses a hand through a wooden panel. "
         "Is that fine?", "target material"),
        ("An RG330 fed from 5 V powers four SN12 mounted side by side in a 50 °C box. "
         "Is that fine?", "mounting"),
    ],
)  # fmt: skip
def test_a_concern_no_rule_settles_is_never_compatible(store, wording, concern) -> None:
    ans = answer_question(wording, store)
    assert ans.verdict != "compatible", ans.text
    assert concern in (ans.reason or "")


def test_a_clock_asked_for_both_parties_needs_each_partys_limit(store) -> None:
    one = answer_question("Is an 8 MHz SPI clock within the AD08's limit?", store)
    assert one.verdict == "compatible", one.text
    both = answer_question(
        "The MC01 is the SPI master of an AD08 at 8 MHz. Is that within the limits of both?",
        store,
    )
    assert both.verdict == "insufficient_evidence", both.text
    assert "MC01" in (both.reason or "")


def test_a_sample_rate_is_no_bus_clock_limit(store) -> None:
    ans = answer_question("Is a 2 MHz SPI clock within the AD09's limit?", store)
    assert ans.verdict == "insufficient_evidence", ans.text
    assert "data_rate" not in _rules(ans)


def test_a_failed_check_still_makes_the_build_incompatible(store) -> None:
    ans = answer_question("Can I run an SN12 from a 5 V rail?", store)
    assert ans.verdict == "incompatible", ans.text


def test_a_cable_run_is_checked_against_the_length_the_sheet_states(store) -> None:
    short = answer_question(
        "A DH40 on a 3.3 V rail sends data over a 50 cm cable. Is the supply fine?", store
    )
    assert short.verdict == "compatible", short.text
    assert "prose.length_within_stated_limit True" in _rules(short)
    long = answer_question(
        "A DH40 on a 3.3 V rail sends data over a 10 m cable. Is the supply fine?", store
    )
    assert long.verdict == "insufficient_evidence", long.text


def test_a_pull_up_passes_when_its_sink_current_is_within_the_guaranteed_low_level() -> None:
    vol = fact(
        "DH40", "output_low_voltage", "VOL IOL = 2 mA 0.4 V", max=0.4, condition="IOL = 2 mA"
    )
    evidence = ev({("DH40", "output_low_voltage"): [vol]})

    def check(ohms: float) -> bool | None:
        scenario = Scenario(
            rails={"DH40": 5.0},
            pullup_ohms=(ohms,),
            wiring=Wiring(devices=("DH40",), parts=("DH40",)),
        )
        [result] = prose_checks(Build(scenario, evidence, evidence))
        return result.outcome.passed

    assert check(10_000.0) is True  # 0.5 mA <= 2 mA
    assert check(330.0) is None  # 15 mA: beyond what the low level is guaranteed at


def test_an_upper_bound_read_as_ground_is_unknown_not_zero() -> None:
    """'VIH max = VSS' where VSS is the logic supply, not ground: no 0 V limit is invented."""
    vih = fact("LD20", "input_high_voltage", "VIH input high 2.3 VSS V", min=2.3, expr_max="VSS")
    assert bound_at(vih, "max", 3.3) is None


@pytest.fixture
def adj_store(tmp_path):
    sheets = {
        "RGA1": [
            fact("RGA1", "output_voltage", "Adjustable output voltage 1.25 30 V", min=1.25,
                 max=30.0),
            fact("RGA1", "output_current", "Output current 1.5 A", unit="A", max=1.5),
            fact("RGA1", "dropout_voltage", "Dropout 1.2 V", max=1.2),
        ],
        "SN12": [
            fact("SN12", "supply_voltage", "Supply voltage VDD 1.8 3.6 V", min=1.8, max=3.6),
            fact("SN12", "supply_current", "Supply current 2.0 mA", unit="mA", max=2.0,
                 si_max=0.002),
        ],
        "SN77": [
            fact("SN77", "supply_voltage", "Supply voltage 1.9 3.6 V", min=1.9, max=3.6),
            fact("SN77", "supply_voltage", "Supply voltage if inputs exceed 3.6 V 2.7 3.3 V",
                 min=2.7, max=3.3, condition="inputs exceed 3.6 V"),
        ],
    }  # fmt: skip
    s = make_store(tmp_path, sheets)
    yield s
    s.close()


def test_an_adjustable_output_range_is_no_output_voltage(adj_store) -> None:
    ans = answer_question("An RGA1 fed from 12 V powers an SN12. Will that work?", adj_store)
    assert ans.verdict == "insufficient_evidence", ans.text  # not "incompatible"
    assert "adjustable" in (ans.reason or "")


def test_a_row_holding_only_under_its_own_condition_does_not_decide(adj_store) -> None:
    ans = answer_question("Can I run the SN77 from a 3.6 V supply?", adj_store)
    assert ans.verdict == "compatible", ans.text


def test_a_temperature_stated_as_a_ratings_condition_is_no_environment_question() -> None:
    from specproof.agent.understand.asks import environment_asked

    assert (
        environment_asked("(VM = 5 V, about 25 °C), is the driver rated for these currents?")
        is False
    )
    assert environment_asked("It must work at -50 °C. Are both rated for that?") is True
    assert environment_asked("Will it survive an unheated shed at -10 °C?") is True


@pytest.mark.parametrize(
    ("row_condition", "verdict"),
    [("", "compatible"), ("ripple max. 40 mVpp", "insufficient_evidence")],
)
def test_a_supply_row_that_also_limits_ripple_is_met_only_when_the_ripple_is(
    tmp_path, row_condition: str, verdict: str
) -> None:
    quote = "VDD supply voltage 1.8 3.6 V" + (f" {row_condition}" if row_condition else "")
    sheets = {
        "RG330": [
            fact("RG330", "output_voltage", "Output voltage VOUT 3.25 3.30 3.35 V",
                 min=3.25, typ=3.3, max=3.35),
            fact("RG330", "dropout_voltage", "Dropout voltage 0.25 0.40 V", typ=0.25, max=0.4),
            fact("RG330", "output_current", "Output current 300 mA", unit="mA", max=300.0,
                 si_max=0.3),
        ],
        "PX2": [
            fact("PX2", "supply_voltage", quote, min=1.8, max=3.6, condition=row_condition),
            fact("PX2", "supply_current", "Supply current 1.2 mA", unit="mA", max=1.2,
                 si_max=0.0012),
        ],
    }  # fmt: skip
    store = make_store(tmp_path, sheets)
    ans = answer_question(
        "An RG330 fed from 5 V powers a PX2. Does its output meet the PX2's supply requirements?",
        store,
    )
    assert ans.verdict == verdict, ans.text
    if row_condition:
        assert "ripple" in (ans.reason or ans.text)
    store.close()


def test_a_supply_fed_into_a_named_pin_is_checked_against_that_pins_row(tmp_path) -> None:
    sheets = {
        "RDX9": [
            fact("RDX9", "supply_voltage", "VDD Supply voltage, VDDX tied to VDD 1.8 3.6 V",
                 min=1.8, max=3.6, symbol="VDD"),
            fact("RDX9", "supply_voltage", "VDDX Supply voltage, internal regulator on 2.7 5.5 V",
                 min=2.7, max=5.5, symbol="VDDX"),
            fact("RDX9", "supply_current", "Supply current 4 mA", unit="mA", max=4.0,
                 si_max=0.004),
        ],
    }  # fmt: skip
    store = make_store(tmp_path, sheets)
    fed = answer_question("Can I run the RDX9 off a 5 V wall adapter wired to its VDDX pin?", store)
    assert fed.verdict == "compatible", fed.text
    core = answer_question("Can I run the RDX9 off a 5 V wall adapter wired to its VDD pin?", store)
    assert core.verdict == "incompatible", core.text
    store.close()


@pytest.mark.parametrize(
    ("heater_row", "verdict"), [(False, "insufficient_evidence"), (True, "compatible")]
)
def test_a_heater_is_judged_on_the_heaters_own_voltage(
    tmp_path, heater_row: bool, verdict: str
) -> None:
    sheet = [
        fact("GS4", "supply_voltage", "VC loop voltage 4.8 5.2 V", min=4.8, max=5.2, symbol="VC"),
        fact("GS4", "supply_current", "Loop current 2 mA", unit="mA", max=2.0, si_max=0.002),
    ]
    if heater_row:
        sheet.append(fact("GS4", "supply_voltage", "VH heater voltage 4.8 5.2 V", min=4.8,
                          max=5.2, symbol="VH"))  # fmt: skip
    store = make_store(tmp_path, {"GS4": sheet})
    ans = answer_question("can i run the gs4 heater straight off a 5v usb rail?", store)
    assert ans.verdict == verdict, ans.text
    store.close()


def _bus_parts(tmp_path):
    sheets = {
        "AL7": [
            fact("AL7", "supply_voltage", "Supply voltage VDD 2.4 3.6 V", min=2.4, max=3.6),
            fact("AL7", "interface", "I2C serial interface", unit=None, values=["I2C"]),
            fact("AL7", "abs_max_input_voltage", "SDA, SCL input -0.3 4.0 V", min=-0.3, max=4.0,
                 section=SectionKind.ABS_MAX),
        ],
        "MC9": [
            fact("MC9", "supply_voltage", "Operating voltage 2.0 5.5 V", min=2.0, max=5.5),
            fact("MC9", "input_high_voltage", "VIH 0.7 VDD", min=3.5, max=5.0),
        ],
    }  # fmt: skip
    return make_store(tmp_path, sheets)


def test_a_bus_pulled_up_to_5v_is_checked_at_every_partys_pins(tmp_path) -> None:
    """ "with the i2c pullups to 5v": the sensor's SDA/SCL see 5 V too, not only the MCU's."""
    store = _bus_parts(tmp_path)
    ans = answer_question("can i connect the al7 to an mc9 at 5v, i2c pullups to 5v?", store)
    assert ans.verdict == "incompatible", ans.text


def test_a_bus_shared_with_a_part_the_library_lacks_is_not_proven(tmp_path) -> None:
    store = _bus_parts(tmp_path)
    ans = answer_question("can the al7 share the i2c bus with my lcd backpack?", store)
    assert ans.verdict == "insufficient_evidence", ans.text
    assert "bus partner" in ans.text


def test_bus_pins_between_parts_on_two_rails_are_a_level_question(store) -> None:
    """ "X at 5 V wired to the SPI pins of Y that's on 3.3 V": each part's rail is its own
    (the 3.3 V is no level driven on the lines), and the lines between them raise the
    logic-level check, which the rails' checks alone never prove."""
    ans = answer_question(
        "lg74 running at 5v wired straight to the spi pins of an sn12 thats on 3.3v, ok?", store
    )
    assert ans.verdict != "compatible", ans.text
    assert "signal." in _rules(ans)
    assert "3.3 V within SN12" in _rules(ans)


def test_the_part_that_draws_the_stated_current_is_no_driver(tmp_path) -> None:
    """ "Sink the 10 mA LED current of an OP21": the opto's LED is the load; its output
    transistor's 100 µA rating is another pin's and never fails the build."""
    sheets = {
        "MQ46": [
            fact("MQ46", "supply_voltage", "Operating voltage VDD 2.7 5.5 V", min=2.7, max=5.5),
            fact("MQ46", "output_current", "Sink current for I/O ports 5V VOL=0.1VDD 32 65 mA",
                 unit="mA", min=32.0, typ=65.0, si_min=0.032, si_typ=0.065),
        ],
        "OP21": [
            fact("OP21", "output_current", "High level output current IOH 5.5 100 uA",
                 unit="uA", typ=5.5, max=100.0, si_typ=5.5e-6, si_max=1e-4),
        ],
    }  # fmt: skip
    store = make_store(tmp_path, sheets)
    try:
        ans = answer_question(
            "Can an MQ46 pin at VDD = 5 V sink the ~10 mA LED current of an OP21 directly?", store
        )
        assert ans.verdict != "incompatible", ans.text
        assert "OP21 output_current" not in _rules(ans)
        assert "0.01 A <= MQ46 output_current" in _rules(ans)
    finally:
        store.close()


@pytest.mark.parametrize(
    ("extra", "verdict"), [("350 mA", "incompatible"), ("50 mA", "compatible")]
)
def test_a_further_load_beside_the_parts_counts_toward_the_regulators_current(
    store, extra, verdict
) -> None:
    ans = answer_question(
        f"An RG330 fed from 5 V powers an SN12 plus a {extra} LED strip. Will that work?", store
    )
    assert ans.verdict == verdict, ans.text
    assert "of other loads" in _rules(ans)


def test_the_builds_input_stated_apart_is_the_regulators_input(store) -> None:
    ans = answer_question("Can an RG330 power an SN12? Input is a 9 V battery.", store)
    assert ans.verdict == "incompatible", ans.text
    assert "9 V outside RG330" in _rules(ans) or "input 9 V" in _rules(ans)


def _driver_with_a_5v_pin(tmp_path, pin_rating: str):
    sheets = {
        "DV21": [
            fact("DV21", "output_current", "Bridge output current IOX 2.5 A", unit="A",
                 max=2.5, si_max=2.5),
            fact("DV21", "output_current", pin_rating, unit="mA", max=30.0, si_max=0.03,
                 symbol="IV5OUT"),
            fact("DV21", "output_voltage", "V5OUT output voltage 4.80 4.93 5.10 V",
                 min=4.8, typ=4.93, max=5.1, symbol="VV5OUT"),
            fact("DV21", "supply_voltage", "Supply voltage VS 8 40 V", min=8.0, max=40.0),
        ],
        "SN12": [
            fact("SN12", "supply_voltage", "Supply voltage VDD 1.8 5.5 V", min=1.8, max=5.5),
            fact("SN12", "supply_current", "Supply current active 2.0 mA", unit="mA",
                 max=2.0, si_max=0.002),
        ],
    }  # fmt: skip
    return make_store(tmp_path, sheets)


def test_a_named_output_pin_supplies_by_its_own_rating(tmp_path) -> None:
    store = _driver_with_a_5v_pin(tmp_path, "V5OUT output current IV5OUT 30 mA")
    try:
        ans = answer_question("Can I power the SN12 from the DV21's V5OUT pin?", store)
        assert ans.verdict == "compatible", ans.text
        assert "output current 0.03 A" in _rules(ans) or "0.03" in _rules(ans)
        assert "2.5 A" not in _rules(ans)
    finally:
        store.close()


def test_a_pin_rating_shared_with_the_parts_own_draw_leaves_the_share_unknown(tmp_path) -> None:
    store = _driver_with_a_5v_pin(
        tmp_path, "V5OUT output current (internal + external load) IV5OUT 30 mA"
    )
    try:
        ans = answer_question("Can I power the SN12 from the DV21's V5OUT pin?", store)
        assert ans.verdict == "insufficient_evidence", ans.text
        assert "left for other loads" in (ans.reason or "") + _rules(ans)
    finally:
        store.close()


def test_a_converter_named_only_by_its_kind_leaves_the_build_unproven(store) -> None:
    """ "…and, through a 3.3 V buck, the SN12": no sheet states that converter, and the
    RG330 does not power the SN12 through it."""
    ans = answer_question(
        "A 5 V 1 A adapter feeds the RG330 and, through a 3.3 V buck, the SN12. Is 1 A enough?",
        store,
    )
    assert ans.verdict != "compatible", ans.text
    assert "output_in_load_supply_range" not in _rules(ans)
    # with every draw known, the converter itself is still the missing piece
    known = answer_question(
        "A 5 V 1 A adapter feeds the DH40 and, through a 3.3 V buck, the SN12. Is 1 A enough?",
        store,
    )
    assert known.verdict == "insufficient_evidence", known.text
    assert "buck" in _rules(known)


def test_a_row_whose_supply_was_lost_never_answers_for_a_stated_supply(tmp_path) -> None:
    """The sheet states the clock limit at VCC = 2 V and 4.5 V, and one row lost its
    supply: at 3.3 V no row applies, so the clock is unproven, not passed on 24 MHz."""
    sheets = {
        "SR95": [
            fact("SR95", "supply_voltage", "Supply voltage VCC 2.0 6.0 V", min=2.0, max=6.0),
            fact("SR95", "spi_clock_frequency", "VCC = 2 V fmax 4.8 MHz", unit="MHz", min=4.8,
                 si_min=4.8e6, condition="VCC = 2 V"),
            fact("SR95", "spi_clock_frequency", "VCC = 4.5 V fmax 24 MHz", unit="MHz", min=24.0,
                 si_min=24e6, condition="VCC = 4.5 V"),
            fact("SR95", "spi_clock_frequency", "fmax maximum 24 MHz", unit="MHz", min=24.0,
                 si_min=24e6),
        ],
    }  # fmt: skip
    store = make_store(tmp_path, sheets)
    try:
        ans = answer_question(
            "An SR95 runs at VCC = 3.3 V and is clocked at 8 MHz. Is 8 MHz within its limit?",
            store,
        )
        assert ans.verdict == "insufficient_evidence", ans.text
    finally:
        store.close()


def test_a_rail_given_to_a_bus_part_is_checked_on_that_part(store) -> None:
    ans = answer_question("MC01 + AD08 on one 3.3v spi bus at 8 MHz. Any conflicts?", store)
    assert "3.3 V within AD08" in _rules(ans) and "3.3 V within MC01" in _rules(ans), ans.text


def test_catching_fast_peaks_is_a_concern_no_rule_settles(store) -> None:
    from specproof.agent.understand import raised_concerns

    ans = answer_question("is the AD08 fast enough to catch the SN12's 2 mA current peaks?", store)
    assert ans.verdict == "insufficient_evidence", ans.text
    assert [c.name for c in raised_concerns("fast enough to catch the peaks")] == ["sampling speed"]


def test_a_regulator_listing_each_versions_output_is_judged_at_the_one_asked(tmp_path) -> None:
    sheets = {
        "BK36": [
            *[fact("BK36", "output_voltage", "Output voltage 3.3V 5V 9V 12V", value=v)
              for v in (3.3, 5.0, 9.0, 12.0)],
            fact("BK36", "output_current", "Output current 2.6 A", unit="A", max=2.6, si_max=2.6),
        ],
        "TC31": [
            fact("TC31", "supply_voltage", "Supply voltage V+ 3.0 3.3 3.6 V", min=3.0, typ=3.3, max=3.6),
            fact("TC31", "supply_current", "Supply current 1.5 mA", unit="mA", max=1.5, si_max=0.0015),
        ],
    }  # fmt: skip
    store = make_store(tmp_path, sheets)
    try:
        ans = answer_question("Can I power the TC31 from the 5 V output of a BK36?", store)
        assert ans.verdict == "incompatible", ans.text
        assert "output 5 V..5 V outside TC31" in _rules(ans)
    finally:
        store.close()


def test_a_load_named_only_by_its_kind_leaves_the_build_unproven(tmp_path) -> None:
    """ "drive 6 lamps from 12 V": the supply row passes, but nothing says what six lamps
    draw, so the part's output current was compared with nothing."""
    rows = [
        fact("LD70", "supply_voltage", "Input voltage 6 - 30 VDC", min=6.0, max=30.0),
        fact("LD70", "output_current", "Output current 500 mA", unit="mA", max=500.0,
             si_max=0.5),
    ]  # fmt: skip
    store = make_store(tmp_path, {"LD70": rows})
    try:
        ans = answer_question("can the ld70 drive 6 of my lamps in series from 12 v?", store)
        assert ans.verdict == "insufficient_evidence", ans.text
        assert "draw of the lamps" in ans.text
    finally:
        store.close()


def test_a_relay_coil_a_pin_sinks_is_a_load_to_prove(tmp_path) -> None:
    """ "its ALM pin pulling the low side of a 12 V relay coil directly": the part's supply
    fits, but nothing compared the coil's draw with what the pin can sink."""
    rows = [fact("TK31", "supply_voltage", "Supply voltage 1.8 - 5.5 V", min=1.8, max=5.5)]
    store = make_store(tmp_path, {"TK31": rows})
    try:
        ans = answer_question(
            "tk31 on 3.3v, its ALM pin pulling the low side of a 12v relay coil directly, ok?",
            store,
        )
        assert ans.verdict == "insufficient_evidence", ans.text
        assert "draw of the relay coil" in ans.text
    finally:
        store.close()


def test_a_parts_kind_written_after_its_name_is_no_load(tmp_path) -> None:
    """ "an LD70 lamp driver and a TC31 on one 12 V supply": "lamp driver" says what the
    LD70 is; no lamp is in the build, so no lamp's draw is missing."""
    rows = [fact("LD70", "supply_voltage", "Input voltage 6 - 30 VDC", min=6.0, max=30.0)]
    other = [fact("TC31", "supply_voltage", "Supply voltage 3.0 - 15 V", min=3.0, max=15.0)]
    store = make_store(tmp_path, {"LD70": rows, "TC31": other})
    try:
        ans = answer_question("can a tc31 and an ld70 lamp driver share one 12 v supply?", store)
        assert ans.verdict == "compatible", ans.text
    finally:
        store.close()


def test_a_line_driven_from_a_boards_gpio_is_unproven_without_a_level_check(tmp_path) -> None:
    """ "LD70 on 12 V with its DIN line driven directly by a pico gpio": the supply fits,
    but nothing compared the board's output level with the LD70's input threshold."""
    rows = [fact("LD70", "supply_voltage", "Input voltage 6 - 30 VDC", min=6.0, max=30.0)]
    store = make_store(tmp_path, {"LD70": rows})
    try:
        ans = answer_question(
            "ld70 on 12v with its din line driven directly by a pico gpio, will it work?", store
        )
        assert ans.verdict == "insufficient_evidence", ans.text
        # the board's level against the LD70's input is the check that lacks its row
        assert "input_high_voltage" in ans.text
    finally:
        store.close()


def test_powered_off_a_source_is_powered_from_it_not_unpowered() -> None:
    from specproof.agent.understand import raised_concerns

    def names(text: str) -> list[str]:
        return [c.name for c in raised_concerns(text)]

    assert names("sn12 powered off an rg330 3.3v - fine?") == []
    assert names("sn12 powered off the 3v3 pin, ok?") == []
    assert names("is the sn12 ok on the bus while it is powered off?") == ["an unpowered part"]


def test_a_part_named_by_its_kind_with_a_word_of_its_own_leaves_the_build_unproven(
    store,
) -> None:
    """ "the e-ink display and the SN12 on one 3.3 V rail": only the SN12 was checked; the
    display is a part no sheet here was read for. "the module's pin" points back at a part
    already named and raises nothing."""
    ans = answer_question("can the e-ink display and the sn12 share one 3.3 v rail?", store)
    assert ans.verdict == "insufficient_evidence", ans.text
    assert "'the e-ink display' is no part of the library" in ans.text


def test_a_pins_drive_is_never_judged_on_a_supply_output_row() -> None:
    """The only output-current row rates the part's 3V3OUT regulator (50 mA, external
    load): no promise for a logic pin driving a 30 mA buzzer; a pin's own row decides."""
    from specproof.agent.rules import pin_drive_covers_load

    supply_out = fact("UB23", "output_current", "I3V3 3V3OUT output current 50 mA external load",
                      unit="mA", max=50.0, si_max=0.05, condition="external load")  # fmt: skip
    pin = fact("UB23", "output_current", "CBUS output current 24 mA", unit="mA", max=24.0,
               si_max=0.024)  # fmt: skip
    draw = fact("BZ5", "supply_current", "Rated current 30 mA", unit="mA", max=30.0, si_max=0.03)

    def sheets(rows):
        return lambda device, fld: {("UB23", "output_current"): rows,
                                    ("BZ5", "supply_current"): [draw]}.get((device, fld), [])  # fmt: skip

    assert pin_drive_covers_load("UB23", "BZ5", sheets([supply_out])).outcome.passed is None
    assert pin_drive_covers_load("UB23", "BZ5", sheets([supply_out, pin])).outcome.passed is False


def test_a_current_rating_stated_for_another_output_setting_covers_no_load(tmp_path) -> None:
    """ "Output current for VOUT = 3.3 V: 2 A" and a feature line "up to 3 A": set to 5 V,
    neither is a rating at 5 V; set to 3.3 V the 2 A row decides."""
    rows = [
        fact("BB63", "output_voltage", "Output voltage range 1.2 5.5 V", min=1.2, max=5.5),
        fact("BB63", "output_current", "Output current for VIN > 2.5 V, VOUT = 3.3 V: 2 A",
             unit="A", value=2.0, si_value=2.0),
        fact("BB63", "output_current", "Output currents up to 3 A are supported", unit="A",
             max=3.0, si_max=3.0),
        fact("BB63", "supply_voltage", "Input voltage 1.8 5.5 V", min=1.8, max=5.5),
    ]  # fmt: skip
    load = [
        fact("LD72", "supply_voltage", "VCC 3.0 5.5 V", min=3.0, max=5.5),
        fact("LD72", "supply_current", "ICC 300 mA", unit="mA", max=300.0, si_max=0.3),
    ]
    store = make_store(tmp_path, {"BB63": rows, "LD72": load})
    try:
        at5 = answer_question("bb63 set to 5v powering an ld72, enough current?", store)
        assert at5.verdict == "insufficient_evidence", at5.text
        at33 = answer_question("bb63 set to 3.3v powering an ld72, enough current?", store)
        assert at33.verdict == "compatible", at33.text
    finally:
        store.close()


def test_an_spi_clock_between_a_parts_access_limits_is_not_proven() -> None:
    """10 MHz with gaps, 6.5 MHz in burst without: 8 MHz depends on the access kind; 5 MHz
    meets both, 12 MHz neither; a row a hundred times lower is another clock, no limit."""
    from specproof.agent.rules import clock_within

    def limit(mhz: float, quote: str):
        return fact("RQ11", "spi_clock_frequency", quote, unit="MHz", max=mhz, si_max=mhz * 1e6)

    rows = [limit(10.0, "SCLK frequency 10 MHz"), limit(6.5, "SCLK frequency, burst access 6.5"),
            limit(0.036, "clock FXOSC/750 36 kHz")]  # fmt: skip

    def passed(mhz: float) -> bool | None:
        out = clock_within("RQ11", mhz * 1e6, "spi_clock_frequency", lambda d, f: rows)
        return out.outcome.passed

    assert (passed(5.0), passed(8.0), passed(12.0)) == (True, None, False)


def test_parts_on_one_bus_at_different_supplies_need_a_level_check(tmp_path) -> None:
    """ "A CN25 at 5 V on the SPI bus of an MC33" (3.0-3.6 V): both speak SPI and 5 V is in
    the CN25's range, yet nothing compared the levels; both at 3.3 V, the bus is proven."""
    sheets = {
        "CN25": [
            fact("CN25", "supply_voltage", "VDD 2.7 5.5 V", min=2.7, max=5.5),
            fact("CN25", "interface", "SPI interface", unit=None, values=["SPI"]),
        ],
        "MC33": [
            fact("MC33", "supply_voltage", "VDD 3.0 3.6 V", min=3.0, max=3.6),
            fact("MC33", "interface", "SPI master", unit=None, values=["SPI"]),
        ],
    }
    store = make_store(tmp_path, sheets)
    try:
        apart = answer_question("a cn25 at 5 v on the spi bus of an mc33, will it work?", store)
        assert apart.verdict == "insufficient_evidence", apart.text
        assert "signal levels" in apart.text
        same = answer_question("a cn25 and an mc33 both at 3.3 v on one spi bus, ok?", store)
        assert "signal levels" not in same.text, same.text
    finally:
        store.close()


def test_a_level_asked_in_words_is_proven_only_by_a_level_check(store) -> None:
    """ "pull the MC01's pin low enough": both rails fit, but no row says how low the SN12's
    output goes or what the MC01 reads as low, so the build is unproven."""
    from specproof.agent.understand import raised_concerns

    ans = answer_question(
        "can the sn12 output pull the mc01 reset pin low enough (both on 3.3v)?", store
    )
    assert ans.verdict == "insufficient_evidence", ans.text
    assert "signal levels" in [c.name for c in raised_concerns("will it see a valid high?")]


def test_both_on_a_voltage_is_a_rail_not_the_level_of_the_pin_before_it() -> None:
    from specproof.agent.understand.stated_level import drive_level

    assert drive_level("sn12 drdy to an mc01 interrupt pin, both on 3.3v - levels ok?") is None
    assert drive_level("sn12 drdy to an mc01 pin on 3.3 V") == 3.3


def test_an_output_wired_into_an_unlisted_input_is_proven_only_by_a_level_check(store) -> None:
    """ "can its output go straight to a microcontroller input?": the SN12's supply fits, but no
    row says what level its output reaches, so the wiring is unproven."""
    ans = answer_question(
        "If I power the SN12 from 3.3 V, can its data output go straight to a microcontroller input?",
        store,
    )
    assert ans.verdict == "insufficient_evidence", ans.text


@pytest.mark.parametrize(
    "question",
    [
        "SN12 powered from 3.3v with DO going straight into an esp32 gpio, safe?",
        "sn12 on 3.3 V, its OUT pin wired to my arduino's interrupt input - fine?",
        # a UART line in casual lower case, into a host's receive pin
        "sn12 on 3.3v and its txd going straight to a pi rx pin, ok?",
    ],
)
def test_an_output_pin_named_by_its_label_into_an_input_needs_a_level_check(
    store, question: str
) -> None:
    assert answer_question(question, store).verdict == "insufficient_evidence"


def _named_version_store(tmp_path):
    regulator = [
        fact(
            "XR62",
            "output_voltage",
            "Output voltage range 1.2 ~ 5.0 V (0.1 V steps)",
            min=1.2,
            max=5.0,
            si_min=1.2,
            si_max=5.0,
        ),
        fact(
            "XR62",
            "output_current",
            "Maximum output current 200 mA",
            unit="mA",
            max=200.0,
            si_max=0.2,
        ),
    ]
    loads = {
        "LX17": [fact("LX17", "supply_voltage", "Supply voltage VCC 1.7 3.6 V", min=1.7,
                      max=3.6, si_min=1.7, si_max=3.6),
                 fact("LX17", "supply_current", "Supply current 1 uA", unit="uA", max=1.0,
                      si_max=1e-6)],
        "LX19": [fact("LX19", "supply_voltage", "Supply voltage VDD 1.9 3.6 V", min=1.9,
                      max=3.6, si_min=1.9, si_max=3.6),
                 fact("LX19", "supply_current", "Supply current 4 mA", unit="mA", max=4.0,
                      si_max=0.004)],
        "LX50": [fact("LX50", "supply_voltage", "Working voltage DC 5 V", value=5.0,
                      si_value=5.0),
                 fact("LX50", "supply_current", "Working current 15 mA", unit="mA", max=15.0,
                      si_max=0.015)],
    }  # fmt: skip
    return make_store(tmp_path, {"XR62": regulator, **loads})


def test_a_fixed_version_named_by_its_voltage_gives_that_voltage_as_an_assumption(
    tmp_path,
) -> None:
    store = _named_version_store(tmp_path)
    fits = answer_question("can an xr62 1.8v regulator power a lx17?", store)
    assert fits.verdict == "compatible", fits.text
    assert any("1.8 V version" in a for a in fits.assumptions), fits.assumptions
    too_low = answer_question("Can an xr62 1.8v regulator power a LX19?", store)
    assert too_low.verdict == "incompatible", too_low.text
    # a load whose own range is assumed (only "5 V" stated): two assumptions prove nothing
    stacked = answer_question("lx50 powered from an xr62 5.0v ldo, within spec?", store)
    assert stacked.verdict != "compatible", stacked.text


def test_an_adc_reading_a_sensor_needs_the_signal_checked_not_only_the_supplies() -> None:
    """ "Can the ADC read the sensor directly?": supplies in range say nothing of the
    sensor's output against the ADC's input range; only an analog check settles it."""
    from specproof.agent.understand.concerns import raised_concerns

    for wording in (
        "Can the AD09 ADC read the SN99 directly at 5 V with RL = 10 kOhm?",
        "will my board's adc measure the gas sensor output ok?",
        "can i sample the SN99 signal with the AD09's adc?",
    ):
        concerns = raised_concerns(wording)
        assert [c.settled_by for c in concerns] == ["analog."], wording
    assert raised_concerns("Can the AD09 share an SPI bus with the MC01 at 3.3 V?") == ()


def test_a_sensing_element_named_beside_the_part_is_a_concern_no_rule_decides() -> None:
    from specproof.agent.understand.concerns import raised_concerns

    for wording in (
        "Can I use the TA5 on 5 V with a J-type thermocouple?",
        "will the TA5 read a pt1000 probe?",
    ):
        assert [c.name for c in raised_concerns(wording)] == ["sensing element type"]
        assert raised_concerns(wording)[0].settled_by is None


def test_a_stated_quantity_is_compared_only_in_its_own_kind(store) -> None:
    """ "rated 25 Vpp max": a row stated at 25 °C compares no 25 V."""
    from specproof.agent.proof import compared
    from specproof.agent.understand.quantities import stated_quantities

    (vpp,) = [s for s in stated_quantities("my disc is rated 25 Vpp max") if s.number == 25]
    assert not compared(vpp, ["5 V within X supply_voltage [2.5, 5.5] V"], ["TA = 25 °C"])
    assert compared(vpp, [], ["VOUT = 25 V"])


def test_a_lower_level_driving_a_part_on_a_higher_rail_needs_a_level_check(store) -> None:
    ans = answer_question(
        "An SN99 with its supply on 3.6 V and its input on a 1.8 V microcontroller pin - ok?",
        store,
    )
    assert ans.verdict != "compatible", ans.text
    same = answer_question("An SN99 on 3.3 V driven from a 3.3 V microcontroller pin - ok?", store)
    assert "logic levels" not in (same.reason or ""), same.text


def test_an_amplitude_written_with_a_plus_minus_is_a_stated_quantity(tmp_path) -> None:
    """ "a signal that swings +-1v around ground": the swing is part of the build; a
    supply check alone compares nothing with it, so no "compatible"."""
    from specproof.agent.understand.quantities import stated_quantities

    assert [(s.text, s.number) for s in stated_quantities("swings +/-2.5v or ±1 V")] == [
        ("+/-2.5v", 2.5),
        ("±1 V", 1.0),
    ]
    rows = [fact("MX16", "supply_voltage", "Supply voltage 2 - 6 V", min=2.0, max=6.0)]
    store = make_store(tmp_path, {"MX16": rows})
    try:
        ans = answer_question(
            "can the mx16 on a single 5v supply pass a signal that swings +-1v around ground?",
            store,
        )
        assert ans.verdict == "insufficient_evidence", ans.text
    finally:
        store.close()


def test_a_tolerance_the_build_must_hold_needs_a_check_that_compared_it(tmp_path) -> None:
    """ "keep the rail within 2 %": headroom and current pass, yet nothing compared a
    regulation figure with 2 %, so no "compatible"."""
    rows = [
        fact("RG7", "output_voltage", "Output voltage 3.3 V", value=3.3),
        fact("RG7", "dropout_voltage", "Dropout 0.3 V", max=0.3),
        fact("RG7", "output_current", "Output current 1 A", unit="A", max=1.0),
    ]
    store = make_store(tmp_path, {"RG7": rows})
    try:
        ans = answer_question(
            "Will an RG7 keep its 3.3 V output within 2 % with a 400 mA load from a 5 V supply?",
            store,
        )
        assert ans.verdict == "insufficient_evidence", ans.text
    finally:
        store.close()


def test_a_part_reading_another_parts_output_raises_the_analog_signal_concern(store) -> None:
    """ "can the AD08 measure the SN12 output over its whole swing?": the converter is named
    by its part number, not as "the ADC"; only a check of the output against the input
    range settles it, never the supply rows."""
    from specproof.agent.understand import raised_concerns

    def names(text: str) -> list[str]:
        return [c.name for c in raised_concerns(text)]

    assert names("can the ad08 measure the sn12 output over its whole swing?") == [
        "an analog signal into an ADC"
    ]
    assert names("will the qv4 digitise the probe's output from dry to wet?") == [
        "an analog signal into an ADC"
    ]
    assert names("does the xr2 cover the full swing of the bridge?") == [
        "an analog signal into an ADC"
    ]
    ans = answer_question(
        "both on one 3.3 v rail: can the ad08 measure the sn12 output over its whole swing?",
        store,
    )
    assert ans.verdict != "compatible", ans.text


def test_parts_on_two_named_buses_are_each_judged_on_their_own_bus(tmp_path) -> None:
    """ "sp5 on spi at 8 mhz and an ic4 on i2c at 400 khz": each clock is the bus's it is
    said beside, and the SPI part is not put on the I2C bus (nor failed for not speaking it)."""
    sheets = {
        "SP5": [
            fact("SP5", "supply_voltage", "Supply voltage 2.7 5.5 V", min=2.7, max=5.5),
            fact("SP5", "spi_clock_frequency", "Clock frequency fSCK 10 MHz", unit="MHz",
                 max=10.0, si_max=10e6),
            fact("SP5", "interface", "SPI interface", unit=None, values=["SPI"]),
        ],
        "IC4": [
            fact("IC4", "supply_voltage", "Supply voltage 3.0 5.5 V", min=3.0, max=5.5),
            fact("IC4", "i2c_clock_frequency", "SCL clock frequency fSCL 400 kHz", unit="kHz",
                 max=400.0, si_max=400e3),
            fact("IC4", "interface", "I2C-compatible interface", unit=None, values=["I2C"]),
        ],
    }  # fmt: skip
    store = make_store(tmp_path, sheets)
    try:
        ans = answer_question(
            "sp5 on spi at 8 mhz and an ic4 on i2c at 400 khz, both on 3.3 v. ok for both?", store
        )
        assert ans.verdict != "incompatible", ans.text
        assert "8e+06 <= SP5 limit" in _rules(ans), ans.text
        # the I2C part is neither held to the SPI clock nor failed for not speaking SPI
        assert "IC4 spi_clock" not in _rules(ans) and "do not include" not in _rules(ans)
        # a bus the host lacks names no bus the parts are on: both are put on the SPI bus
        one_bus = answer_question(
            "The host has one SPI bus and no I2C peripheral. Can both an IC4 and an SP5 be "
            "attached to that SPI bus?",
            store,
        )
        assert one_bus.verdict == "incompatible", one_bus.text
    finally:
        store.close()


@pytest.mark.parametrize(
    "question",
    [
        "an ic4 on i2c at 400 kHz and an sp5 on spi at 8 MHz",
        "sp5 at 3.3v on spi1 at 8 MHz and an ic4 on i2c at 400 kHz",
        "ic4 on i2c at 400 kHz, spi for the sp5 at 8 MHz",
    ],
)
def test_each_clock_is_the_bus_said_before_it(question: str) -> None:
    from specproof.agent.understand.bus_clock import bus_clock

    assert (bus_clock(question, "I2C"), bus_clock(question, "SPI")) == (400e3, 8e6)
