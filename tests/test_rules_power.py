"""Power rules: load currents against ratings and budgets (every copy counted, at the
operating point asked), a relay coil's current, dropout at the load, a backup pin's own
range, supply order of a translator.
"""

from __future__ import annotations

from agent_support import ev, fact, judgment_with_variants
from specproof.agent import rules as R
from specproof.agent.rules import Build, apply_rules, supply_order_checks
from specproof.agent.understand import (
    Scenario,
    Wiring,
    judgment_asked,
)


def test_a_load_current_checked_against_nothing_is_unknown() -> None:
    """Before: only the rail was checked, and a 2 A motor on a part of unknown current
    rating passed as compatible."""
    q = "Is a DRV powered at 12 V fine for a 2 A motor?"
    e = ev({("DRV", "supply_voltage"): [fact("DRV", "supply_voltage", "VM 4 18 V", min=4, max=18)]})
    asked = judgment_with_variants(q, ["DRV"])
    assert R.combine(apply_rules(asked.scenario, e)) == "insufficient_evidence"


def test_budget_uses_the_operating_point_asked() -> None:
    q = "My coin cell can deliver at most 15 mA peak. Can the WR transmit at 0 dBm from it?"
    rows = [
        fact(
            "WR", "supply_current", "5.0 mA TX current @ 0 dBm", unit="mA", value=5.0, si_value=5e-3
        ),
        fact(
            "WR",
            "supply_current",
            "19.1 mA TX current @ 10 dBm",
            unit="mA",
            value=19.1,
            si_value=19.1e-3,
        ),
    ]
    asked = judgment_with_variants(q, ["WR"])
    assert judgment_asked(q)
    results = apply_rules(asked.scenario, ev({("WR", "supply_current"): rows}))
    assert R.combine(results) == "compatible"


def test_a_budget_counts_every_copy() -> None:
    """Before: three modules were counted as one and 40 mA fit a 100 mA budget."""
    q = "My supply can deliver at most 100 mA. Can it run three SX modules at 3.3 V?"
    draw = fact("SX", "supply_current", "Supply current 40 mA", unit="mA", max=40.0, si_max=0.04)
    asked = judgment_with_variants(q, ["SX"])
    sc = asked.scenario
    assert sc.copies == {"SX": 3}
    results = apply_rules(sc, ev({("SX", "supply_current"): [draw]}))
    assert R.combine(results) == "incompatible"


def test_a_steady_load_needs_a_steady_current_rating() -> None:
    """Before: the nominal row (typical column) was skipped and a 50 A limit passed a 7 A lamp."""
    nominal = fact("HS", "output_current", "Nominal load current IL(NOM) - 5.5 - A", unit="A",
                   typ=5.5, si_typ=5.5)  # fmt: skip
    limit = fact("HS", "peak_output_current", "Load current limitation IL(LIM) 25 38 50 A",
                 unit="A", min=25.0, max=50.0, si_min=25.0, si_max=50.0)  # fmt: skip
    q = "Is a HS powered at 13.5 V fine for a 7 A lamp load?"
    asked = judgment_with_variants(q, ["HS"])
    e = ev({("HS", "output_current"): [nominal], ("HS", "peak_output_current"): [limit]})
    assert R.combine(apply_rules(asked.scenario, e)) == "incompatible"
    only_peak = ev({("HS", "peak_output_current"): [limit]})
    assert R.combine(apply_rules(asked.scenario, only_peak)) == ("insufficient_evidence")


def test_a_coil_that_is_the_only_load_is_no_contact_load() -> None:
    """Before: "7.5 V DC supply" of the regulator was checked against the relay contacts."""
    q = (
        "An LDO-5.0 fed from a 7.5 V DC supply powers the coil of a RLY relay (the coil is "
        "the only load). Is the regulator output within what the coil needs?"
    )
    e = ev(
        {
            ("LDO", "output_voltage"): [fact("LDO", "output_voltage", "Output 5.0 V", value=5.0)],
            ("LDO", "dropout_voltage"): [fact("LDO", "dropout_voltage", "Dropout 1.3 V", max=1.3)],
            ("RLY", "coil_voltage"): [fact("RLY", "coil_voltage", "Coil voltage 5 VDC", value=5.0)],
            ("RLY", "contact_voltage"): [
                fact("RLY", "contact_voltage", "Contact rating 28 VDC", max=28.0)
            ],
        }
    )
    asked = judgment_with_variants(q, ["LDO", "RLY"])
    results = apply_rules(asked.scenario, e)
    assert not any(r.outcome.rule.startswith("switch.contact") for r in results)
    assert any(r.outcome.rule == "power.output_in_load_supply_range" for r in results)


def test_relay_current_is_read_on_its_coil_row() -> None:
    """Before: the largest current of the coil table (another coil version) was used."""
    q5 = "(High 05 05 71.4 70"
    rows = {
        ("RLY", "coil_voltage"): [fact("RLY", "coil_voltage", q5, unit="VDC", value=5.0)],
        ("RLY", "supply_current"): [
            fact(
                "RLY", "supply_current", "SRD 03 03 150 20", unit="mA", value=150.0, si_value=0.15
            ),
            fact("RLY", "supply_current", q5, unit="mA", value=71.4, si_value=0.0714),
        ],
    }
    amps, facts = R.load_draw("RLY", ev(rows)) or (0.0, [])
    assert abs(amps - 0.0714) < 1e-9 and facts[0].value == 71.4


def test_dropout_row_chosen_by_load_current() -> None:
    out = fact("L", "output_voltage", "4.95 5.0 5.05 V", min=4.95, typ=5.0, max=5.05)
    rows = [
        fact("L", "dropout_voltage", f"Dropout IOUT = {i} mA {t} {m} mV", unit="mV", typ=t, max=m)
        for i, t, m in ((100, 120, 200), (300, 350, 500), (500, 450, 700))
    ]
    e = ev({("L", "output_voltage"): [out], ("L", "dropout_voltage"): rows})
    assert R.regulator_headroom("L", 5.2, e, load_a=0.3).outcome.passed is False
    assert R.regulator_headroom("L", 5.6, e, load_a=0.3).outcome.passed is True
    assert R.regulator_headroom("L", 5.6, e, load_a=0.5).outcome.passed is False
    assert R.regulator_headroom("L", 9.0, e, load_a=0.8).outcome.passed is None  # beyond rows


def test_backup_pin_needs_its_own_row() -> None:
    main = fact("R", "supply_voltage", "Operating 1.8V to 5.5V; backup voltage range of 1.3V to 5.5V",
                min=1.8, max=5.5)  # fmt: skip
    e = ev({("R", "supply_voltage"): [main]})
    assert R.rail_in_supply_range("R", 3.0, e, pin="VBAT").outcome.passed is None
    vbat = fact("R", "supply_voltage", "D12 VBAT VBAT voltage range 1.3 5.5 V", min=1.3, max=5.5)
    e = ev({("R", "supply_voltage"): [main, vbat]})
    result = R.rail_in_supply_range("R", 1.5, e, pin="VBAT")
    assert result.outcome.passed is True and result.facts == [vbat]


def test_supply_order_rule() -> None:
    f = fact("T", "io_supply_voltage", "VCCA must be less than or equal to VCCB", max=3.6)
    e = ev({("T", "io_supply_voltage"): [f]})
    sc = Scenario(pins={"T": {"VCCA": 5.0, "VCCB": 3.3}}, wiring=Wiring(parts=("T",)))
    out = supply_order_checks(Build(sc, e, e))
    assert [r.outcome.passed for r in out] == [False]
    sc = Scenario(pins={"T": {"VCCA": 1.8, "VCCB": 3.3}}, wiring=Wiring(parts=("T",)))
    out = supply_order_checks(Build(sc, e, e))
    assert [r.outcome.passed for r in out] == [True]


def test_supply_and_feed_as_verbs_make_the_first_part_the_loads_supply(tmp_path) -> None:
    """ "Can an LDO9-3.3 supply the GS5 sensor?", "can it feed ...": the same judgment as
    "power": the regulator's output against the sensor's supply range."""
    from agent_support import make_store
    from specproof.agent.workflow import answer_question

    store = make_store(
        tmp_path,
        {
            "LDO9": [
                fact(
                    "LDO9",
                    "output_voltage",
                    "LDO9-3.3 Output voltage 3.23 3.3 3.37 V",
                    min=3.23,
                    typ=3.3,
                    max=3.37,
                    variant="LDO9-3.3",
                )
            ],
            "GS5": [
                fact("GS5", "supply_voltage", "Supply voltage VCC 4.5 5.5 V", min=4.5, max=5.5)
            ],
        },
        {"LDO9": ["LDO9-3.3"]},
    )
    for verb in ("supply", "feed", "power"):
        answer = answer_question(f"Can an LDO9-3.3 {verb} the GS5 sensor?", store)
        assert answer.verdict == "incompatible", verb


def test_a_rail_stated_without_an_article_is_the_parts_supply(tmp_path) -> None:
    """ "can i power it straight from 5v?", "run it off 3v3... off 3.3v": a casual rail is the
    supply the part's range judges."""
    from agent_support import make_store
    from specproof.agent.workflow import answer_question

    store = make_store(
        tmp_path, {"GS6": [fact("GS6", "supply_voltage", "VDD 1.8 3.6 V", min=1.8, max=3.6)]}
    )
    assert answer_question("can i power a gs6 straight from 5v?", store).verdict == "incompatible"
    assert answer_question("can i run the GS6 off 3.3v?", store).verdict == "compatible"


def test_the_adjustable_version_is_not_judged_on_a_fixed_versions_output(tmp_path) -> None:
    """ "the adjustable BK5" has no output row of its own: the fixed BK5-3.3's row does not
    stand in, so the verdict waits for the output setting."""
    from agent_support import make_store
    from specproof.agent.workflow import answer_question

    fixed = fact("BK5", "output_voltage", "Output Voltage BK5-3.3 3.23 3.3 3.37 V",
                 min=3.23, typ=3.3, max=3.37, condition="BK5-3.3")  # fmt: skip
    load = fact("RF7", "supply_voltage", "VCC 2.2 3.6 V", min=2.2, max=3.6)
    store = make_store(tmp_path, {"BK5": [fixed], "RF7": [load]}, {"BK5": ["BK5-3.3", "BK5-5"]})
    adjustable = answer_question("Will the adjustable BK5 work as the supply for an RF7?", store)
    assert adjustable.verdict == "insufficient_evidence"
    assert "the row is for BK5-3.3, the question asks ADJ" in adjustable.text
    fixed_asked = answer_question("Can a BK5-3.3 power an RF7?", store)
    assert "the question asks ADJ" not in fixed_asked.text


def test_a_dropout_rows_load_written_with_the_greek_mu_is_microamperes() -> None:
    import pytest

    from specproof.agent.rules.power import test_current as load_of

    for micro in ("µ", "μ", "u"):
        assert load_of(fact("LD1", "dropout_voltage", f"Dropout IOUT = 300 {micro}A 50 mV")) == (
            pytest.approx(3e-4)
        )


def test_a_main_rail_is_judged_on_the_main_supplys_row_not_the_backup_pins() -> None:
    backup = fact(
        "RT31",
        "supply_voltage",
        "of 0.0V ≤ VCC ≤ VCC(MAX) and 2.3V ≤ VBAT ≤ 3.4V.",
        min=2.3,
        max=3.4,
        condition="VBAT ≤, MAX",
    )
    main = fact("RT31", "supply_voltage", "VCC 2.3 3.3 5.5 V", min=2.3, typ=3.3, max=5.5,
                condition="VCC; Supply Voltage")  # fmt: skip
    result = R.rail_in_supply_range("RT31", 5.0, ev({("RT31", "supply_voltage"): [backup, main]}))
    assert result.outcome.passed is True, result.outcome.reason
    assert result.facts == [main]


def test_a_versions_one_sided_row_takes_the_familys_other_bound() -> None:
    """ "VIN(min) 5.6 V" of the -54 beside the family's "Input voltage 2.7 to 6.5 V": a 5 V
    port is too low for the -54, and 7 V is still above the family's 6.5 V."""
    own = fact("CH", "supply_voltage", "VIN(min) - 3.0 5.2 5.6 V", min=5.6, variant="54")
    wide = fact("CH", "supply_voltage", "Input voltage VIN 2.7 to 6.5 V", min=2.7, max=6.5)
    for f in (own, wide):
        f.si_min, f.si_max = f.min, f.max
    e = ev({("CH", "supply_voltage"): [own, wide]})
    low = R.rail_in_supply_range("CH", 5.0, e)
    assert low.outcome.passed is False and wide in low.facts
    assert R.rail_in_supply_range("CH", 6.0, e).outcome.passed is True
    assert R.rail_in_supply_range("CH", 7.0, e).outcome.passed is False


def test_a_converter_whose_output_lies_above_its_input_range_needs_no_dropout() -> None:
    """An isolated or step-up module ("5 V in, ±15 V out") has no dropout: its input range
    decides whether a supply runs it; a step-down part still needs its headroom."""
    rows = {
        ("QIS0515", "supply_voltage"): [
            fact("QIS0515", "supply_voltage", "QIS0515 5 (4.5-5.5)", min=4.5, typ=5.0, max=5.5)
        ],
        ("QIS0515", "output_voltage"): [
            fact("QIS0515", "output_voltage", "QIS0515 ±15", value=15.0, condition="+Vo"),
            fact("QIS0515", "output_voltage", "QIS0515 ±15", value=-15.0, condition="-Vo"),
        ],
    }
    for question, verdict in (
        ("Can the QIS0515 run from a 5 V USB power bank?", "compatible"),
        ("Can the QIS0515 run from a 12 V wall adapter?", "incompatible"),
    ):
        asked = judgment_with_variants(question, ["QIS0515"])
        results = apply_rules(asked.scenario, ev(rows))
        assert R.combine(results) == verdict, [r.outcome for r in results]


def test_a_bare_nominal_output_on_the_loads_limit_leaves_its_tolerance_to_decide() -> None:
    """A regulator stated only as "3.3 V" feeding a part rated 1.8-3.3 V: the output's
    tolerance decides which side of 3.3 V the part sees; inside a 3.0-3.6 V range, or with
    the sheet's own spread, the rail is proven."""
    out = fact("LDO", "output_voltage", "Output 3.3 V", value=3.3)
    tight = fact("SNS", "supply_voltage", "VDD 1.8 3.3 V", min=1.8, max=3.3)
    roomy = fact("SNS", "supply_voltage", "VDD 3.0 3.6 V", min=3.0, max=3.6)
    edge = R.regulator_output_in_load_range(
        "LDO", "SNS", ev({("LDO", "output_voltage"): [out], ("SNS", "supply_voltage"): [tight]}),
        None, "supply_voltage",
    )  # fmt: skip
    assert edge.outcome.passed is None and "tolerance" in edge.outcome.reason
    inside = R.regulator_output_in_load_range(
        "LDO", "SNS", ev({("LDO", "output_voltage"): [out], ("SNS", "supply_voltage"): [roomy]}),
        None, "supply_voltage",
    )  # fmt: skip
    assert inside.outcome.passed is True


def test_a_rail_is_judged_against_the_supply_row_for_the_part_working() -> None:
    """ "interface inactive; fSCL = 0 Hz 1.0 - 5.5 V" keeps the clock running; a part on a
    rail talks on its bus, which the "interface active 1.8 - 5.5 V" row governs."""
    idle = fact("RTX-85", "supply_voltage", "VDD supply voltage interface inactive; 1.0 - 5.5 V", min=1.0, max=5.5)  # fmt: skip
    idle.condition = "interface inactive; fSCL = 0 Hz"
    active = fact("RTX-85", "supply_voltage", "interface active; 1.8 - 5.5 V", min=1.8, max=5.5)
    active.condition = "interface active; fSCL = 400 kHz"
    e = ev({("RTX-85", "supply_voltage"): [idle, active]})
    low = R.rail_in_supply_range("RTX-85", 1.5, e)
    assert low.outcome.passed is False and low.facts == [active]
    assert R.rail_in_supply_range("RTX-85", 3.3, e).facts == [active]


def test_an_rtcs_clock_operating_voltage_is_no_range_for_the_part_on_a_rail() -> None:
    clock = fact("RTX-86", "supply_voltage", "Clock operating voltage: 1.0 V to 5.5 V", min=1.0, max=5.5)  # fmt: skip
    active = fact("RTX-86", "supply_voltage", "VDD interface active 1.8 5.5 V", min=1.8, max=5.5)
    e = ev({("RTX-86", "supply_voltage"): [clock, active]})
    assert R.rail_in_supply_range("RTX-86", 1.5, e).outcome.passed is False
