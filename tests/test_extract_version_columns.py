"""Spec tables with one column per version of the part, headed by the versions' names
(regulator modules per output voltage, relay series per coil, motor series per size): each
value is a fact of its own version, read with the label's bound, a range as min and max,
the unit of its cell or of a Unit column; a question naming one version gets that
version's value and never another's."""

from __future__ import annotations

from pathlib import Path

import pdfgen
from specproof.config import Settings
from specproof.library import Library
from test_extract_table_conventions import facts_of_pdf, find, rows_at

# an invented relay series, three coil versions, bare numbers and a last Unit column
RELAYS = ((220, "LRX-2"), (320, "LRX-4"), (420, "LRX-6"))


def _relay_sheet(tmp_path: Path) -> Path:
    runs = [
        *rows_at(50, (60, "LRX-2 / LRX-4 / LRX-6 signal relays")),
        *rows_at(66, (60, "Sealed miniature signal relays for PCB mounting")),
        *rows_at(100, (60, "Coil data")),
        *rows_at(116, (60, "Parameter"), *RELAYS, (500, "Unit")),
        *rows_at(130, (60, "Coil voltage range"), (212, "1.8 - 2.4"), (312, "3.6 - 4.4")),
        *rows_at(130, (412, "5.4 - 6.6"), (502, "V")),
        *rows_at(142, (60, "Coil resistance"), (222, "40"), (320, "160"), (420, "360")),
        *rows_at(142, (500, "ohm")),
        *rows_at(154, (60, "Coil current (max)"), (222, "55"), (322, "28"), (422, "19")),
        *rows_at(154, (502, "mA")),
        *rows_at(190, (60, "The relays switch up to 1 A at 30 VDC.")),
    ]
    return pdfgen.placed_pdf(tmp_path / "lrx.pdf", [runs])


# an invented LDO module sold per output voltage: no label head (the table's title on the
# line above), units in the cells, a label wrapped around its row's values
MODULES = ((220, "ABC12-33"), (330, "ABC12-50"))


def _module_sheet(tmp_path: Path) -> Path:
    runs = [
        *rows_at(50, (60, "ABC12-xx linear regulator modules")),
        *rows_at(66, (60, "ABC12-33 (3.3 V) and ABC12-50 (5 V) fixed output LDO boards")),
        *rows_at(100, (60, "Versions")),
        *rows_at(116, *MODULES),
        *rows_at(130, (60, "Output voltage"), (230, "3.3V"), (345, "5V")),
        *rows_at(142, (60, "Lowest input voltage"), (230, "3.8V"), (342, "5.5V")),
        *rows_at(154, (60, "Highest input voltage"), (232, "16V"), (344, "16V")),
        *rows_at(166, (60, "Rated max. continuous")),
        *rows_at(171, (230, "0.8A"), (342, "0.6A")),
        *rows_at(176, (60, "load current (1)")),
        *rows_at(210, (60, "(1) At 25 C with no heat sink.")),
    ]
    return pdfgen.placed_pdf(tmp_path / "abc12.pdf", [runs])


def _by_version(facts, field):  # type: ignore[no-untyped-def]
    return {f.variant: (f.min, f.typ, f.max, f.value, f.unit) for f in find(facts, field)}


def test_each_version_column_under_a_unit_column_is_that_versions_fact(tmp_path: Path) -> None:
    facts = facts_of_pdf(_relay_sheet(tmp_path))
    resistance = {
        v: (val, unit) for v, (*_, val, unit) in _by_version(facts, "coil_resistance").items()
    }
    assert len(resistance) == 3
    assert {v[-1]: r for v, r in resistance.items()} == {
        "2": (40.0, "ohm"),
        "4": (160.0, "ohm"),
        "6": (360.0, "ohm"),
    }


def test_a_range_cell_is_min_and_max_and_a_max_label_is_the_bound(tmp_path: Path) -> None:
    facts = facts_of_pdf(_relay_sheet(tmp_path))
    voltage = {
        v[-1]: (lo, hi) for v, (lo, _, hi, _, _) in _by_version(facts, "coil_voltage").items()
    }
    assert voltage == {"2": (1.8, 2.4), "4": (3.6, 4.4), "6": (5.4, 6.6)}
    # the lexicon files a coil's draw as the part's supply current
    drawn = _by_version(facts, "supply_current")
    current = {v[-1]: (typ, hi, u) for v, (_, typ, hi, _, u) in drawn.items()}
    assert current == {"2": (None, 55.0, "mA"), "4": (None, 28.0, "mA"), "6": (None, 19.0, "mA")}


def test_versions_named_by_column_with_units_in_their_cells(tmp_path: Path) -> None:
    facts = facts_of_pdf(_module_sheet(tmp_path))
    out = {v: val for v, (*_, val, _) in _by_version(facts, "output_voltage").items()}
    assert out == {"ABC12-33": 3.3, "ABC12-50": 5.0}, out
    lows = {f.variant: f.min for f in find(facts, "supply_voltage") if f.min is not None}
    assert lows == {"ABC12-33": 3.8, "ABC12-50": 5.5}
    assert all(not f.condition for f in find(facts, "output_voltage"))  # no version in it


def test_a_label_wrapped_around_its_values_reads_as_one_row(tmp_path: Path) -> None:
    facts = facts_of_pdf(_module_sheet(tmp_path))
    current = {f.variant: f.max for f in find(facts, "output_current")}
    assert current == {"ABC12-33": 0.8, "ABC12-50": 0.6}


def test_a_question_naming_one_version_gets_that_versions_value(tmp_path: Path) -> None:
    with Library(settings=Settings(db=str(tmp_path / "lib.db"), embedder="none")) as lib:
        lib.ingest([_relay_sheet(tmp_path), _module_sheet(tmp_path)])
        six = lib.ask("What is the coil resistance of the LRX-6?")
        two = lib.ask("coil resistance of an lrx-2 relay?")
        fifty = lib.ask("What output voltage does the ABC12-50 give?")
        current = lib.ask("max continuous load current of the ABC12-33?")
    assert [(i.device, i.value) for i in six.items] == [("LRX-6", 360.0)], six.text
    assert [i.value for i in two.items] == [40.0], two.text
    assert [i.value for i in fifty.items] == [5.0], fifty.text
    assert [i.max for i in current.items] == [0.8], current.text


def test_a_question_naming_the_family_gets_no_single_versions_row(tmp_path: Path) -> None:
    with Library(settings=Settings(db=str(tmp_path / "lib.db"), embedder="none")) as lib:
        lib.ingest([_module_sheet(tmp_path)])
        family = lib.ask("What output voltage does the ABC12-xx give?")
    values = sorted(i.value for i in family.items if i.value is not None)
    assert values in ([], [3.3, 5.0]), family.text  # all versions, or none


def test_two_versions_compared_each_answer_with_their_own_column(tmp_path: Path) -> None:
    with Library(settings=Settings(db=str(tmp_path / "lib.db"), embedder="none")) as lib:
        lib.ingest([_relay_sheet(tmp_path)])
        both = lib.ask("Is the LRX-6 coil current lower than the LRX-2 coil current?")
    assert sorted((i.device, i.max) for i in both.items) == [("LRX-2", 55.0), ("LRX-6", 19.0)]


def test_a_sentence_naming_two_versions_gives_each_value_the_version_before_it(
    tmp_path: Path,
) -> None:
    """ "The FLQ8A runs from 2.7 V to 3.6 V and the FLQ8B from 1.65 V to 1.95 V": one
    sentence, two versions, each range its own version's."""
    runs = [
        *rows_at(50, (60, "FLQ8A / FLQ8B serial flash")),
        *rows_at(80, (60, "General description")),
        *rows_at(
            96,
            (
                60,
                "FLQ8A operates on a single 2.7V to 3.6V power supply and the FLQ8B on a 1.65V to 1.95V supply, with",
            ),
        ),
        *rows_at(108, (60, "current consumption as low as 1uA for power-down.")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "flq8.pdf", [runs]))
    ranges = {(f.min, f.max): f.variant for f in find(facts, "supply_voltage")}
    assert ranges.get((1.65, 1.95)) == "FLQ8B"
    assert ranges.get((2.7, 3.6)) in (None, "FLQ8A")


def test_the_plain_models_column_beside_its_suffixed_version_is_a_version_too(
    tmp_path: Path,
) -> None:
    """ "Parameter | KPX-9 | KPX-9S": the sheet is filed under the KPX-9, and its column is
    the plain version, so the KPX-9S asked never gets the KPX-9's row."""
    runs = [
        *rows_at(50, (60, "KPX-9 / KPX-9S capacitive fingerprint modules")),
        *rows_at(90, (60, "Parameter"), (260, "KPX-9"), (400, "KPX-9S")),
        *rows_at(104, (60, "Supply voltage"), (260, "DC 4.2~6.0V"), (400, "DC 3.3V")),
        *rows_at(118, (60, "Working current"), (260, "50mA"), (400, "40mA")),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "kpx9.pdf", [runs]))
    supply = {f.variant: (f.min, f.max, f.value) for f in find(facts, "supply_voltage")}
    assert supply.get("KPX-9") == (4.2, 6.0, None)
    assert "KPX-9S" in supply or "S" in supply


# an invented float-switch series sold in sizes written "letters number-code": a Unit
# column between the labels and the sizes, a row of words among the rows of figures, and
# a general-data table after it whose values start at the labels' side
SIZES = ((250, "TFS 30-A"), (350, "TFS 30-B"), (450, "TFS 30-C"))


def _size_sheet(tmp_path: Path) -> Path:
    runs = [
        *rows_at(50, (60, "TFS 30-A / TFS 30-B / TFS 30-C float switches")),
        *rows_at(100, (60, "Technical data")),
        *rows_at(116, (200, "Unit"), *SIZES),
        *rows_at(130, (60, "Contact"), (202, "-"), (252, "NO / NC"), (352, "NO / NC")),
        *rows_at(130, (452, "NO / NC")),
        *rows_at(142, (60, "Switching power max."), (202, "W"), (262, "5"), (362, "5")),
        *rows_at(142, (462, "20")),
        *rows_at(154, (60, "Switching current max."), (202, "A"), (262, "0.3")),
        *rows_at(154, (362, "0.3"), (462, "1")),
        *rows_at(180, (60, "General data")),
        *rows_at(194, (60, "Rated voltage"), (220, "24 V DC or 48 V DC")),
        *rows_at(206, (60, "Ambient temperature"), (220, "-10 ... +60 C")),
    ]
    return pdfgen.placed_pdf(tmp_path / "tfs.pdf", [runs])


def test_a_unit_column_before_the_sizes_gives_each_sizes_value_its_unit(tmp_path: Path) -> None:
    facts = facts_of_pdf(_size_sheet(tmp_path))
    power = {v: (f[2] if f[2] is not None else f[3], f[4]) for v, f in
             _by_version(facts, "contact_power").items()}  # fmt: skip
    assert sorted(power.values()) == [(5.0, "W"), (5.0, "W"), (20.0, "W")]
    current = _by_version(facts, "contact_current")
    assert len(current) == 3 and all(unit == "A" for *_, unit in current.values())


def test_a_table_set_out_from_the_labels_side_is_no_row_of_the_sizes(tmp_path: Path) -> None:
    facts = facts_of_pdf(_size_sheet(tmp_path))
    ambient = find(facts, "operating_temperature")
    assert ambient and all(f.variant is None for f in ambient)
    assert all(f.variant is None for f in find(facts, "supply_voltage"))


def test_a_versions_table_with_a_symbol_column_right_under_another_table(tmp_path: Path) -> None:
    # "Item | Symbol | KPX-2A | KPX-2B | Unit" straight under a ratings table that no
    # blank line or note closed: each version's value is its own
    runs = [
        *rows_at(50, (60, "KPX-2A / KPX-2B flame sensors")),
        *rows_at(90, (60, "Item"), (250, "Symbol"), (350, "Rating"), (480, "Unit")),
        *rows_at(104, (60, "Supply voltage"), (252, "VDD"), (350, "3.0 ~ 10"), (482, "V")),
        *rows_at(118, (60, "Operating temperature"), (252, "Topr"), (350, "-20 ~ +70"),
                 (482, "C")),
        *rows_at(140, (60, "Electrical Characteristics (Ta = 25 C, VDD = 5 V)")),
        *rows_at(156, (60, "Item"), (250, "Symbol"), (330, "KPX-2A"), (410, "KPX-2B"),
                 (480, "Unit")),
        *rows_at(170, (60, "Supply current"), (252, "IDD"), (335, "12"), (415, "20"),
                 (482, "uA")),
        *rows_at(184, (60, "Output offset voltage"), (252, "VO"), (335, "1.0"), (415, "1.0"),
                 (482, "V")),
    ]  # fmt: skip
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "kpx.pdf", [runs]))
    current = {(f.variant or "")[-1:]: f.value for f in find(facts, "supply_current")}
    assert current == {"A": 12.0, "B": 20.0}


# an invented sensor board in two versions, its heads abbreviated in the sheet's own
# language ("Cond.", "Unitat"/"Jedn."), each label stacked above and below its values
def _abbreviated_heads_sheet(tmp_path: Path, unit_head: str) -> Path:
    runs = [
        *rows_at(50, (60, "QRB-4 / QRB-4R sensor boards")),
        *rows_at(66, (60, "The QRB-4R adds a regulator; the QRB-4 has none.")),
        *rows_at(100, (60, "Parametre / Parameter"), (230, "Cond."), (300, "QRB-4")),
        *rows_at(100, (400, "QRB-4R"), (500, unit_head)),
        *rows_at(116, (60, "Tensio de bateria /")),
        *rows_at(122, (300, "1.8 ... 3.6"), (400, "3.6 ... 5.5"), (502, "V")),
        *rows_at(128, (60, "Supply voltage (VIN)")),
        *rows_at(140, (60, "Corrent en repos /")),
        *rows_at(146, (230, "VIN = 3.3 V"), (300, "0.4"), (400, "35"), (502, "uA")),
        *rows_at(152, (60, "Sleep current")),
        *rows_at(164, (60, "Temperatura /")),
        *rows_at(170, (300, "-40 ... 85"), (400, "-40 ... 85"), (502, "C")),
        *rows_at(176, (60, "Operating temperature")),
    ]
    return pdfgen.placed_pdf(tmp_path / "qrb-4.pdf", [runs])


def test_abbreviated_condition_and_unit_heads_still_make_a_version_table(tmp_path: Path) -> None:
    for head in ("Unitat", "Jedn."):
        facts = facts_of_pdf(_abbreviated_heads_sheet(tmp_path, head))
        supply = _by_version(facts, "supply_voltage")
        assert supply.get("QRB-4", (None,))[:3] == (1.8, None, 3.6), (head, supply)
        assert any(v and v != "QRB-4" and rng[:3] == (3.6, None, 5.5) for v, rng in supply.items())


def _cooled_sheet(tmp_path: Path) -> Path:
    """Two rows of one parameter, each name stacked home language / values / English, the
    case they differ by ("passive cooling", "with fan") only in the English line."""
    runs = [
        *rows_at(50, (60, "QDR-20 / QDR-20F motor driver carriers")),
        *rows_at(100, (60, "Parameter"), (260, "QDR-20"), (380, "QDR-20F")),
        *rows_at(116, (60, "Dauerstrom je Kanal /")),
        *rows_at(123, (262, "1.2 A"), (382, "1.8 A")),
        *rows_at(130, (60, "Continuous current per channel, passive cooling")),
        *rows_at(146, (60, "Dauerstrom je Kanal, Luefter /")),
        *rows_at(153, (262, "2.2 A"), (382, "3.0 A")),
        *rows_at(160, (60, "Continuous current per channel, with fan")),
    ]
    return pdfgen.placed_pdf(tmp_path / "qdr20.pdf", [runs])


def test_a_case_named_only_in_a_wrapped_label_stays_the_rows_condition(tmp_path: Path) -> None:
    facts = find(facts_of_pdf(_cooled_sheet(tmp_path)), "output_current")
    by_case = {
        case: sorted(f.max or f.value or 0.0 for f in facts if case in f.condition)
        for case in ("passive cooling", "with fan")
    }
    assert by_case == {"passive cooling": [1.2, 1.8], "with fan": [2.2, 3.0]}


def _board_and_channel_tables_sheet(tmp_path: Path) -> Path:
    """A version table, then close below it a table keyed by the board's sensing channels
    with one column per quantity ("Channel | Span | Accuracy | Update rate")."""
    runs = [
        *rows_at(50, (60, "KWT-7 / KWT-7S multi-sensor boards")),
        *rows_at(86, (60, "Board versions")),
        *rows_at(100, (260, "KWT-7"), (400, "KWT-7S")),
        *rows_at(116, (60, "Input voltage"), (262, "2.7 - 5.5 V"), (402, "1.8 - 3.6 V")),
        *rows_at(128, (60, "Idle current (typ.)"), (262, "35 µA"), (402, "6 µA")),
        *rows_at(140, (60, "Sensing channels")),
        *rows_at(152, (60, "Channel"), (170, "Span"), (300, "Accuracy"), (430, "Update rate")),
        *rows_at(164, (60, "Hygrometer"), (170, "0 ... 100 %RH"), (300, "±3 %RH")),
        *rows_at(164, (430, "up to 10 Hz")),
        *rows_at(176, (60, "Altimeter"), (170, "260 ... 1260 hPa"), (300, "±0.5 hPa")),
        *rows_at(176, (430, "up to 50 Hz")),
    ]
    return pdfgen.placed_pdf(tmp_path / "kwt7.pdf", [runs])


def test_a_version_table_ends_at_the_head_of_a_table_keyed_by_channel(tmp_path: Path) -> None:
    facts = facts_of_pdf(_board_and_channel_tables_sheet(tmp_path))
    pressure = [f for f in facts if f.unit == "hPa"]
    assert pressure, "the altimeter row was not read"
    # the channels' rows are no values of the two versions
    ranges = [(f.min, f.max, f.variant, f.condition) for f in find(facts, "measurement_range")]
    assert (260.0, 1260.0, None, "Altimeter") in ranges
    assert (0.0, 100.0, None, "Hygrometer") in ranges
    assert [(f.min, f.max) for f in find(pressure, "accuracy")] == [(-0.5, 0.5)]
    supply = _by_version(facts, "supply_voltage")  # the versions' own rows stay theirs
    assert {r[:3] for r in supply.values()} == {(2.7, None, 5.5), (1.8, None, 3.6)}
    assert None not in supply and len(supply) == 2, supply


def _derating_sheet(tmp_path: Path) -> Path:
    """A converter module's derating table: the ambient temperature swept over the
    columns, one row of the most current allowed, a last Unit column."""
    runs = [
        *rows_at(50, (60, "QBK-1205 step-down converter module")),
        *rows_at(100, (60, "Output derating")),
        *rows_at(116, (60, "Ambient temperature"), (250, "40 °C"), (320, "55 °C")),
        *rows_at(116, (390, "70 °C"), (480, "Unit")),
        *rows_at(130, (60, "Max. output current"), (252, "3.0"), (322, "2.4")),
        *rows_at(130, (392, "1.6"), (484, "A")),
    ]
    return pdfgen.placed_pdf(tmp_path / "qbk1205.pdf", [runs])


def test_a_derating_row_gives_each_swept_temperature_its_own_current(tmp_path: Path) -> None:
    facts = find(facts_of_pdf(_derating_sheet(tmp_path)), "output_current")
    by_case = {f.condition: f.max or f.value for f in facts}
    assert by_case == {
        "Ambient temperature 40 °C": 3.0,
        "Ambient temperature 55 °C": 2.4,
        "Ambient temperature 70 °C": 1.6,
    }, by_case


def test_a_derating_row_with_its_units_in_its_cells_needs_no_unit_column(
    tmp_path: Path,
) -> None:
    """ "Ambient | 25 °C | 45 °C" over one row "Max. output current | 2.5 A | 1.8 A": the
    cells carry their unit, so the one row is a table of its own."""
    runs = [
        *rows_at(50, (60, "QBK-2405 step-down converter module")),
        *rows_at(100, (60, "Ambient"), (250, "25 °C"), (320, "45 °C")),
        *rows_at(116, (60, "Max. output current"), (252, "2.5 A"), (322, "1.8 A")),
        *rows_at(150, (60, "Mount the module on a copper area of at least 4 cm2.")),
    ]
    facts = find(
        facts_of_pdf(pdfgen.placed_pdf(tmp_path / "qbk2405.pdf", [runs])), "output_current"
    )
    assert {f.condition: f.max or f.value for f in facts} == {
        "Ambient 25 °C": 2.5,
        "Ambient 45 °C": 1.8,
    }


def test_a_question_at_one_ambient_temperature_gets_that_columns_current(
    tmp_path: Path,
) -> None:
    lib = Library(settings=Settings(db=str(tmp_path / "d.db"), embedder="none"))
    lib.ingest([_derating_sheet(tmp_path)])
    ans = lib.ask("How much output current can the QBK-1205 deliver at 70 °C ambient?")
    assert [(i.max, i.condition) for i in ans.items] == [(1.6, "Ambient temperature 70 °C")]


def _own_language_heads_sheet(tmp_path: Path) -> Path:
    """A version table whose Symbol and Unit heads are only in the sheet's own language
    ("Tähis", "Ühik"), a bound written in the Unit column ("mA typ.")."""
    runs = [
        *rows_at(50, (60, "PLX-20 / PLX-20L anduriplaat / sensor board")),
        *rows_at(100, (60, "Parameeter / Parameter"), (220, "Tähis"), (300, "PLX-20")),
        *rows_at(100, (400, "PLX-20L"), (500, "Ühik")),
        *rows_at(116, (60, "Toitepinge / Supply voltage"), (222, "VDD")),
        *rows_at(116, (300, "2.7 - 5.5"), (400, "1.8 - 3.6"), (500, "V")),
        *rows_at(130, (60, "Voolutarve / Supply current"), (222, "IDD")),
        *rows_at(130, (302, "1.4"), (402, "0.7"), (500, "mA typ.")),
    ]
    return pdfgen.placed_pdf(tmp_path / "plx20.pdf", [runs])


def test_symbol_and_unit_heads_in_the_sheets_own_language_still_make_a_version_table(
    tmp_path: Path,
) -> None:
    facts = facts_of_pdf(_own_language_heads_sheet(tmp_path))
    supply = _by_version(facts, "supply_voltage")
    assert {r[:3] for r in supply.values()} == {(2.7, None, 5.5), (1.8, None, 3.6)}, supply
    assert None not in supply
    current = _by_version(facts, "supply_current")
    assert {r[:4] for r in current.values()} == {(None, 1.4, None, None), (None, 0.7, None, None)}


def _motor_row(y: float, no: str, item: str, unit: str, six: str, twelve: str, rem: str = ""):
    cells = [(60, no), (95, item), (260, unit), (330, six), (420, twelve)]
    return rows_at(y, *cells, *([(500, rem)] if rem else []))


def test_versions_headed_by_their_rated_voltage_are_the_sheets_named_versions(
    tmp_path: Path,
) -> None:
    # "6 V type | 12 V type" heads the columns; the title names the two part numbers, each
    # carrying its voltage as a segment. A motor's no-load current is its own draw.
    runs = [
        *rows_at(50, (60, "KQ-37GB DC Gear Motor")),
        *rows_at(64, (60, "Models: KQ-37GB-06-80 (6 V type), KQ-37GB-12-80 (12 V type)")),
        *rows_at(90, (60, "3. Electrical characteristics")),
        *_motor_row(104, "No.", "Item", "Unit", "6 V type", "12 V type", "Remark"),
        *_motor_row(118, "3-1", "Operating voltage range", "V DC", "3.0 ~ 7.5", "6.0 ~ 13.5"),
        *_motor_row(132, "3-2", "No-load current", "mA", "max. 120", "max. 60", "at rated V"),
        *_motor_row(146, "3-3", "Stall current", "A", "max. 2.6", "max. 1.3", "at rated V"),
    ]
    facts = facts_of_pdf(pdfgen.placed_pdf(tmp_path / "kq37.pdf", [runs], size=8))
    supply = {f.variant: (f.min, f.max) for f in find(facts, "supply_voltage")}
    assert supply == {"06-80": (3.0, 7.5), "12-80": (6.0, 13.5)}
    draws = sorted((f.variant, f.max) for f in find(facts, "supply_current"))
    assert draws == [("06-80", 2.6), ("06-80", 120.0), ("12-80", 1.3), ("12-80", 60.0)]
    assert not find(facts, "quiescent_current")
