"""Bus rules: I2C addresses of several chips (fixed, per version, pin-selected), address
statements in prose, clock limits conditional on the supply, and the checks a shared-bus
or clock question calls for.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_support import ev, fact, judgment_with_variants, make_store
from specproof.agent import rules as R
from specproof.agent.rules import apply_rules
from specproof.agent.understand import judgment_asked
from specproof.agent.workflow import answer_question
from specproof.records import Fact


def _address(device: str, quote: str, values: list[str]) -> Fact:
    return fact(device, "i2c_address", quote, unit=None, values=values)


PER_VERSION = "Each version has its own fixed I2C address: ADQ-0 0x2C, ADQ-1 0x2D."

BY_PIN = "Connecting SDO to GND results in slave address 0x44; connecting it to VDDIO gives 0x45."


def _rtc_clock() -> R.Evidence:
    slow = fact("RTC", "i2c_clock_frequency", "FCLK 100 kHz", unit="kHz", max=100)
    slow.condition = "1.8V ≤ VCC < 2.5V"
    fast = fact("RTC", "i2c_clock_frequency", "400 kHz", unit="kHz", max=400)
    fast.condition = "2.5V ≤ VCC ≤ 5.5V"
    bullet = fact("RTC", "i2c_clock_frequency", "I2C up to 400 kHz", unit="kHz", max=400)
    return ev({("RTC", "i2c_clock_frequency"): [bullet, slow, fast]})


def test_copies_of_one_version_collide() -> None:
    e = ev({("ADQ", "i2c_address"): [_address("ADQ", PER_VERSION, ["0x2C", "0x2D"])]})
    same = R.bus_addresses([R.BusUnit("ADQ", "0"), R.BusUnit("ADQ", "0")], e)
    assert same.outcome.passed is False
    both = R.bus_addresses([R.BusUnit("ADQ", "0"), R.BusUnit("ADQ", "1")], e)
    assert both.outcome.passed is True


def test_pin_selectable_address_allows_as_many_copies_as_choices() -> None:
    e = ev({("BEH", "i2c_address"): [_address("BEH", BY_PIN, ["0x44", "0x45"])]})
    assert R.bus_addresses([R.BusUnit("BEH")] * 2, e).outcome.passed is True
    assert R.bus_addresses([R.BusUnit("BEH")] * 3, e).outcome.passed is False


def test_single_address_or_unknown_selection_never_passes_two_copies() -> None:
    one = ev({("S", "i2c_address"): [_address("S", "I2C address 0x40", ["0x40"])]})
    assert R.bus_addresses([R.BusUnit("S")] * 2, one).outcome.passed is False
    unknown = ev({("U", "i2c_address"): [_address("U", "Address 0x48 or 0x49", ["0x48", "0x49"])]})
    assert R.bus_addresses([R.BusUnit("U")] * 2, unknown).outcome.passed is None
    # no address row at all, but the sheet says the address is fixed: copies collide
    fixed = R.address_statements("I2C interface. The address is not pin-selectable.", 3)
    assert [s.kind for s in fixed] == ["fixed"]
    cited = {"N": [(fixed[0], R.address_fact("N", "n.pdf", fixed[0]))]}
    assert R.bus_addresses([R.BusUnit("N")] * 2, ev({}), cited).outcome.passed is False


def test_an_unknown_version_of_a_fixed_address_part_decides_nothing() -> None:
    versions = "The part comes in versions; each has one fixed I2C address."
    e = ev(
        {
            ("A", "i2c_address"): [_address("A", versions, ["0x2C", "0x2D"])],
            ("B", "i2c_address"): [_address("B", "I2C address 0x2C", ["0x2C"])],
        }
    )
    # which of 0x2C / 0x2D the asked version has is not stated: it may collide with B
    assert R.bus_addresses([R.BusUnit("A", "7"), R.BusUnit("B")], e).outcome.passed is None


def test_two_copies_on_one_bus_are_judged_on_their_address(tmp_path: Path) -> None:
    """Before: only "speaks I2C" was checked and two chips of one fixed address passed."""
    sheet = [
        fact(
            "ADQ7000", "interface", "ADC with I2C-compatible interface", unit=None, values=["I2C"]
        ),
        fact("ADQ7000", "manufacturer", "I2C ADDRESS", page=2, unit=None, values=["x"]),
        fact(
            "ADQ7000",
            "package",
            "The ADQ7000 comes in two versions; each has its own fixed 7-bit I2C address.",
            page=2,
            unit=None,
            values=["MSOP"],
        ),
    ]
    store = make_store(tmp_path, {"ADQ7000": sheet})
    answer = answer_question("Can I put two ADQ7000-0 chips on the same I2C bus?", store)
    assert answer.verdict == "incompatible"
    store.close()


def test_a_general_shared_bus_question_checks_the_addresses() -> None:
    q = "Can an AX and a BX share one I2C bus?"
    e = ev(
        {
            ("AX", "interface"): [fact("AX", "interface", "I2C", unit=None, values=["I2C"])],
            ("BX", "interface"): [fact("BX", "interface", "I2C", unit=None, values=["I2C"])],
            ("AX", "i2c_address"): [_address("AX", "I2C address 0x76", ["0x76"])],
            ("BX", "i2c_address"): [_address("BX", "I2C address 0x76", ["0x76"])],
        }
    )
    asked = judgment_with_variants(q, ["AX", "BX"])
    results = apply_rules(asked.scenario, e)
    assert R.combine(results) == "incompatible"


def test_clock_limit_needed_only_from_the_parts_asked() -> None:
    q = (
        "An MQ powered from 3.3 V sits on the WR's SPI bus clocked at 4 MHz. "
        "Does that fit the MQ's supply and SPI clock limits?"
    )
    e = ev(
        {
            ("MQ", "spi_clock_frequency"): [
                fact("MQ", "spi_clock_frequency", "SCLK frequency 5.0 MHz", unit="MHz", max=5.0)
            ],
            ("MQ", "supply_voltage"): [
                fact("MQ", "supply_voltage", "VDD 3.0 3.6 V", min=3.0, max=3.6)
            ],
        }
    )
    asked = judgment_with_variants(q, ["MQ", "WR"])
    assert R.combine(apply_rules(asked.scenario, e)) == "compatible"


def test_supply_asked_beside_the_clock_is_checked() -> None:
    q = "An AX and a BX share one I2C bus at 400 kHz, both powered from 5 V. Any supply or speed conflicts?"
    clock = [fact("AX", "i2c_clock_frequency", "fSCL 400 kHz", unit="kHz", max=400.0)]
    e = ev(
        {
            ("AX", "i2c_clock_frequency"): clock,
            ("BX", "i2c_clock_frequency"): clock,
            ("AX", "supply_voltage"): [
                fact("AX", "supply_voltage", "VDD 1.7 3.6 V", min=1.7, max=3.6)
            ],
            ("BX", "supply_voltage"): [
                fact("BX", "supply_voltage", "VDD 2.7 5.5 V", min=2.7, max=5.5)
            ],
            ("AX", "i2c_address"): [_address("AX", "I2C address 0x44", ["0x44"])],
            ("BX", "i2c_address"): [_address("BX", "I2C address 0x2C", ["0x2C"])],
        }
    )
    asked = judgment_with_variants(q, ["AX", "BX"])
    assert judgment_asked(q)
    assert R.combine(apply_rules(asked.scenario, e)) == "incompatible"


def test_address_statements_kinds_and_citations() -> None:
    kinds = {
        "I2C: The upper four bits of the address are fixed (1001); pins A0 to A2 set the rest.": [
            "selectable"
        ],
        "The I2C address is fixed at 0x40.": ["fixed"],
        "The ADDR pin selects the I2C slave address: GND gives 0x48, VDD 0x49.": ["selectable"],
        "The register address is fixed after reset.": [],  # no bus address in sight
        # the fixed part of an address is its upper bits: the pins still choose the rest
        "The two I2C versions differ only in the fixed part of the slave address.": [],
    }
    for text, want in kinds.items():
        assert [s.kind for s in R.address_statements(text)] == want, text
    page = "Figure 8. Supply Current\n\nI2C ADDRESS\nThe part comes in two versions; each has its own fixed I2C address."
    (statement,) = R.address_statements(page)
    assert statement.sentence.startswith("The part comes") and statement.per_version


@pytest.mark.parametrize(
    ("text", "inside", "outside"),
    [
        ("1.8V ≤ VCC < 2.5V", 2.0, 2.5),
        ("2.5 V <= VDD <= 5.5 V", 3.3, 2.0),
        ("VDD ≥ 2.7 V", 3.0, 2.5),
        ("VCC = 1.8 V to 2.5 V", 2.0, 3.3),
        ("supply below 2.5 V", 2.0, 3.0),
        ("V+ < 2.5 V", 1.8, 2.5),
        ("2.7 V ≤ EVDD0 ≤ 5.5 V", 3.3, 2.5),  # a rail named with a prefix letter
    ],
)
def test_supply_windows(text: str, inside: float, outside: float) -> None:
    window = R.supply_window(text)
    assert window is not None and window.holds(inside) and not window.holds(outside)


def test_a_single_test_point_is_no_window() -> None:
    assert R.supply_window("VDD = 3.3 V, TA = 25 °C") is None


def test_clock_limit_evaluated_at_the_stated_supply() -> None:
    e = _rtc_clock()
    assert R.clock_within("RTC", 400e3, "i2c_clock_frequency", e, 2.0).outcome.passed is False
    assert R.clock_within("RTC", 400e3, "i2c_clock_frequency", e, 3.3).outcome.passed is True
    assert R.clock_within("RTC", 100e3, "i2c_clock_frequency", e, 2.0).outcome.passed is True


def test_clock_limit_without_supply_abstains_between_the_steps() -> None:
    e = _rtc_clock()
    assert R.clock_within("RTC", 400e3, "i2c_clock_frequency", e).outcome.passed is None
    assert R.clock_within("RTC", 100e3, "i2c_clock_frequency", e).outcome.passed is True
    assert R.clock_within("RTC", 1e6, "i2c_clock_frequency", e).outcome.passed is False


def _adc_clock() -> R.Evidence:
    rows = [
        fact("AD8", "spi_clock_frequency", "Clock frequency fCLK 3.6 MHz VDD = 5V", unit="MHz",
             max=3.6, condition="VDD = 5V"),
        fact("AD8", "spi_clock_frequency", "1.35 MHz VDD = 2.7V", unit="MHz", max=1.35,
             condition="VDD = 2.7V"),
    ]  # fmt: skip
    return ev({("AD8", "spi_clock_frequency"): rows})


@pytest.mark.parametrize(
    ("clock", "supply", "passed"),
    [
        (1e6, 3.3, True),  # within the limit at the lower stated supply
        (4e6, 3.3, False),  # above the limit at the higher stated supply
        (2e6, 3.3, None),  # between them: the sheet states nothing at 3.3 V
        (2e6, 5.0, True),  # at a stated supply its own row decides
        (2e6, 2.7, False),
    ],
)
def test_limits_at_test_supplies_bracket_the_supply_between_them(clock, supply, passed) -> None:
    """ "3.6 MHz at VDD = 5 V, 1.35 MHz at VDD = 2.7 V", the part on 3.3 V: a clock limit does
    not fall as the supply rises (said as an assumption), so the 2.7 V row is met at 3.3 V
    and the 5 V row cannot be beaten there."""
    result = R.clock_within("AD8", clock, "spi_clock_frequency", _adc_clock(), supply)
    assert result.outcome.passed is passed, result.outcome.reason
    if passed is not None and supply == 3.3:
        assert "assumed" in result.outcome.reason


def test_a_clock_within_the_limits_cites_the_slowest_mode_that_carries_it() -> None:
    """A bus at 400 kHz runs in the part's fast mode: that row is the evidence, not the
    high-speed mode's 3.4 MHz (which holds only for a host that speaks that mode)."""
    rows = []
    for mode, top in (("Standard mode", 0.1), ("Fast mode", 0.4), ("High-speed mode", 3.4)):
        row = fact("ADX", "i2c_clock_frequency", f"fSCL {mode} 0 {top}", unit="MHz", max=top)
        row.condition = mode
        rows.append(row)
    e = ev({("ADX", "i2c_clock_frequency"): rows})
    result = R.clock_within("ADX", 400e3, "i2c_clock_frequency", e)
    assert result.outcome.passed is True
    assert [f.condition for f in result.facts] == ["Fast mode"]
    over = R.clock_within("ADX", 5e6, "i2c_clock_frequency", e)
    assert over.outcome.passed is False
    assert [f.condition for f in over.facts] == ["High-speed mode"]


def test_speed_steps_stated_in_prose() -> None:
    quote = "I2C clock rate up to 400 kHz; support for 100 kHz (1.8V) and 400 kHz (2.5V)"
    f = fact("RTC", "i2c_clock_frequency", quote, unit="kHz", max=400)
    e = ev({("RTC", "i2c_clock_frequency"): [f]})
    assert R.clock_within("RTC", 400e3, "i2c_clock_frequency", e, 2.0).outcome.passed is False
    assert R.clock_within("RTC", 400e3, "i2c_clock_frequency", e, 3.0).outcome.passed is True
    steps = R.speed_steps("1 MHz at 3.3 V, 400 kHz at 1.8 V")
    assert [hz for hz, _ in steps] == [400e3, 1e6]


def test_the_8_bit_write_and_read_bytes_of_an_address_are_not_more_addresses() -> None:
    from specproof.agent.answer import seven_bit_addresses

    assert seven_bit_addresses(["0x2A", "0x54", "0x55"]) == ["0x2A"]
    assert seven_bit_addresses(["0x20", "0x21", "0x40", "0x41", "0x42"]) == ["0x20", "0x21"]
    assert seven_bit_addresses(["0x48", "0x49", "0x4A", "0x4B"]) == ["0x48", "0x49", "0x4A", "0x4B"]
    assert seven_bit_addresses(["0xA0", "0xA1"]) == ["0xA0", "0xA1"]  # bytes alone: as written


def test_a_part_with_an_i2c_address_speaks_i2c_when_no_interface_row_says_so() -> None:
    from specproof.agent.rules.bus import common_bus

    e = ev({("AX", "i2c_address"): [_address("AX", "I2C address 0x76", ["0x76"])]})
    (result,) = common_bus(["AX"], "I2C", e)
    assert result.outcome.passed is True and "0x76" in result.outcome.reason
    (spi,) = common_bus(["AX"], "SPI", e)
    assert spi.outcome.passed is None  # an address says nothing about SPI


def test_addresses_the_sheet_ties_to_no_choice_must_all_avoid_the_other_part() -> None:
    """ "0x62" and a register address "0x6F" read beside it: nothing says the part can be
    set to either, so beside a part at 0x62 no distinct assignment is proven; a pin that
    selects them is a choice the user makes."""
    other = _address("G", "I2C address 0x62", ["0x62"])
    listed = _address("F", "Slave address 0x62; REG 0x6F", ["0x62", "0x6F"])
    e = ev({("F", "i2c_address"): [listed], ("G", "i2c_address"): [other]})
    assert R.bus_addresses([R.BusUnit("F"), R.BusUnit("G")], e).outcome.passed is None
    picked = _address("P", BY_PIN, ["0x62", "0x6F"])
    e = ev({("P", "i2c_address"): [picked], ("G", "i2c_address"): [other]})
    assert R.bus_addresses([R.BusUnit("P"), R.BusUnit("G")], e).outcome.passed is True


def test_a_rows_own_supply_window_beats_one_inherited_from_the_row_above() -> None:
    """ "Fast mode plus ... 2.7 V <= EVDD0 <= 5.5 V 0 1000 kHz" under a Standard-mode row
    whose 1.6 V window its condition inherited: at 2.5 V, 1 MHz has no row that allows it."""
    from agent_support import fact

    plus = fact("QR16", "i2c_clock_frequency",
                "Fast mode plus, fCLK ≥ 10 MHz, 2.7 V ≤ EVDD0 ≤ 5.5 V 0 1000 kHz", unit="kHz",
                min=0.0, max=1000.0,
                condition="Standard mode, 1.6 V ≤ EVDD0 ≤ 5.5 V; Fast mode plus, 2.7 V ≤ EVDD0")  # fmt: skip
    (limit,) = R.clock_limits([plus])
    assert limit.window is not None and not limit.window.holds(2.5) and limit.window.holds(3.3)


@pytest.mark.parametrize(("clock", "verdict"), [("1 mhz", "compatible"), ("4 mhz", "incompatible")])
def test_a_build_between_two_test_supplies_is_judged_on_them(
    tmp_path: Path, clock, verdict
) -> None:
    rows = [
        fact("AD8", "supply_voltage", "VDD 2.7 5.5 V", min=2.7, max=5.5),
        fact("AD8", "interface", "SPI serial interface", unit=None, values=["SPI"]),
        fact("AD8", "spi_clock_frequency", "Clock frequency fCLK 3.6 MHz VDD = 5V", unit="MHz",
             max=3.6, condition="VDD = 5V"),
        fact("AD8", "spi_clock_frequency", "1.35 MHz VDD = 2.7V", unit="MHz", max=1.35,
             condition="VDD = 2.7V"),
    ]  # fmt: skip
    store = make_store(tmp_path, {"AD8": rows})
    ans = answer_question(f"ad8 powered from 3.3v on an spi bus at {clock} - ok?", store)
    assert ans.verdict == verdict, ans.text
