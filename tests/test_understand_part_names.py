"""Part numbers as people type them: lower case, in pieces, inside a longer word, or with a
slip of the fingers.

A slip is read as the one library part it misses by and the record says so; a difference
a slip does not explain (another digit, a far key, an added family letter) is another part
and only ever offered as "did you mean".
"""

from __future__ import annotations

import pytest

from specproof.agent.understand import DeviceIndex, understand
from specproof.agent.understand.near_names import is_slip, keyboard_neighbours
from specproof.records import Document

DOCS = [
    Document("a" * 64, "bme280.pdf", "BME280", ["BME-280"]),
    Document("b" * 64, "mcp3008.pdf", "MCP3008", []),
    Document("c" * 64, "hc-sr04.pdf", "HC-SR04", []),
    Document("d" * 64, "ds18b20.pdf", "DS18B20", []),
    Document("e" * 64, "txs0108e.pdf", "TXS0108E", []),
    Document("f" * 64, "ccs811.pdf", "CCS811", []),
    Document("0" * 64, "74hc595.pdf", "74HC595", ["74HCT595"]),
    Document("1" * 64, "srd-05vdc-sl-c.pdf", "SRD-05VDC-SL-C", []),
    Document("2" * 64, "ams1117.pdf", "AMS1117", []),
    Document("3" * 64, "trv3.pdf", "TRV3", []),
]
INDEX = DeviceIndex.build(DOCS)


@pytest.mark.parametrize(
    ("question", "device"),
    [
        ("what's the supply range of the mcp 3008?", "MCP3008"),
        ("hc sr04 max range?", "HC-SR04"),
        ("coil resistance of the srd 05vdc?", "SRD-05VDC-SL-C"),
        ("the 74 hc 595 output current", "74HC595"),
        ("does my test-BME280 board need pull-ups?", "BME280"),
        ("ds18b20 conversion time", "DS18B20"),
    ],
)
def test_part_numbers_typed_in_pieces_or_lower_case_link(question: str, device: str) -> None:
    asked = understand(question, INDEX)
    assert [m.device for m in asked.devices] == [device]
    assert asked.assumed_names == ()


@pytest.mark.parametrize("written", ["trv 3-50", "TRV 3-50"])
def test_a_name_typed_in_pieces_with_its_version_after_a_hyphen_links_to_that_version(
    written: str,
) -> None:
    asked = understand(f"{written} response time? need it for a safety distance", INDEX)
    assert [(m.device, m.variant, m.text) for m in asked.devices] == [("TRV3", "50", written)]


def test_a_version_the_question_rules_out_is_not_asked() -> None:
    asked = understand(
        "What supply range does the TRV3 (the plain one, not the TRV3-50) take?", INDEX
    )
    assert [(m.device, m.variant) for m in asked.devices] == [("TRV3", None)]
    # another part named so is a replacement, and stays
    swap = understand("Can I use the BME280 instead of the CCS811 here?", INDEX)
    assert [m.device for m in swap.devices] == ["BME280", "CCS811"]


@pytest.mark.parametrize(
    ("typed", "device"),
    [
        ("bmw280", "BME280"),  # W is next to E
        ("mcp3o08", "MCP3008"),  # the letter O for the digit 0
        ("ds18n20", "DS18B20"),  # N is next to B
        ("txs0108w", "TXS0108E"),
        ("cxs811", "CCS811"),
        ("ccs8111", "CCS811"),  # a doubled key
        ("ams117", "AMS1117"),  # a doubled digit typed once
        ("txs108e", "TXS0108E"),  # a leading zero left out
        ("hc-sr4o", None),  # a slip too many: nothing assumed
    ],
)
def test_one_slip_reads_as_the_part_and_says_so(typed: str, device: str | None) -> None:
    asked = understand(f"What is the supply voltage of the {typed}?", INDEX)
    if device is None:
        assert asked.devices == () and asked.assumed_names == ()
        return
    assert [m.device for m in asked.devices] == [device]
    assert asked.assumed_names == ((typed, device),)
    assert asked.to_dict()["assumed_names"] == [[typed, device]]


@pytest.mark.parametrize(
    ("typed", "offered"),
    [
        ("bmp280", "BME280"),  # P is nowhere near E: another real part
        ("bme208", "BME280"),  # digits swapped: another number
        ("mcp3009", "MCP3008"),  # another digit
        ("bme28", "BME280"),  # cut short
        ("74hct5959", "74HCT595"),  # a stray digit: another number
    ],
)
def test_a_near_miss_that_is_no_slip_is_offered_never_linked(typed: str, offered: str) -> None:
    asked = understand(f"What is the supply voltage of the {typed}?", INDEX)
    assert asked.devices == ()
    assert asked.assumed_names == ()
    assert any(
        offered in names or offered.replace("T", "") in names for _, names in asked.did_you_mean
    )


def test_a_slip_between_two_library_parts_links_neither() -> None:
    index = DeviceIndex.build(
        [
            Document("a" * 64, "xq1230.pdf", "XQ1230", []),
            Document("b" * 64, "xw1230.pdf", "XW1230", []),
        ]
    )
    asked = understand("What is the supply voltage of the XE1230?", index)
    assert asked.devices == ()
    assert asked.did_you_mean and set(asked.did_you_mean[0][1]) == {"XQ1230", "XW1230"}


def test_slips_are_the_ones_fingers_make() -> None:
    assert keyboard_neighbours("M", "N") and keyboard_neighbours("G", "H")
    assert not keyboard_neighbours("P", "E")
    assert is_slip("BNE280", "BME280") and is_slip("MPU6O50", "MPU6050")
    assert not is_slip("BMP280", "BME280") and not is_slip("DHT12", "DHT22")
    assert not is_slip("74HCT595", "74HC595")  # a family letter, not a slip


def test_an_ordering_code_links_to_its_series_past_a_template_alias() -> None:
    """A sheet whose ordering-code template ("QR7104P①②③-④") reads as the name "QR7104P"
    still owns "QR7104P283": the digits after the template's letter are the code's
    designators, not another part number, so the series name answers with the code as variant."""
    index = DeviceIndex.build(
        [Document("a" * 64, "qr7104.pdf", "QR7104", ["QR7104P\u2460\u2461\u2462-\u2463"])]
    )
    asked = understand("Can the QR7104P283 feed a 2.8 V sensor?", index)
    assert [(m.device, m.variant) for m in asked.devices] == [("QR7104", "P283")]
    assert asked.unknown_devices == ()


def test_a_version_named_by_its_current_rating_is_that_variant() -> None:
    index = DeviceIndex.build([Document("a" * 64, "cs70.pdf", "CS70", ["CS70-05B", "CS70-20A"])])
    asked = understand("sensitivity of the 20A version of the cs70 in mV per amp?", index)
    assert [(m.device, m.variant) for m in asked.devices] == [("CS70", "20A")]


def test_two_versions_of_one_part_asked_side_by_side_are_two_parts() -> None:
    index = DeviceIndex.build(
        [Document("a" * 64, "rt32.pdf", "RT32", ["RT32S", "RT32SN"]),
         Document("b" * 64, "lq62.pdf", "LQ62", [])]
    )  # fmt: skip
    both = understand("What temperature ranges do the RT32S and the RT32SN have?", index)
    assert [(m.device, m.variant) for m in both.distinct_devices] == [("RT32", "S"), ("RT32", "SN")]
    volts = understand("Which has the lower dropout: the 3.3 V LQ62 or the 5.0 V LQ62?", index)
    assert [m.variant for m in volts.distinct_devices] == ["3.3", "5.0"]
    one = understand("What is the dropout of the LQ62 at 3.3 V?", index)
    assert [m.variant for m in one.distinct_devices] == [None]


@pytest.mark.parametrize(
    ("question", "variant"),
    [
        ("hx71 powered off an lq29 3.3v - fine?", "3.3"),  # as a shop lists the version
        ("lq29 5v version dropout?", "5"),
        ("lq29 5v input, is 3.3 v out ok for the sensor?", None),  # the rail it takes
        ("lq29 at 5 v, quiescent current?", None),  # an operating point
    ],
)
def test_a_voltage_written_right_after_the_name_is_its_fixed_version(question, variant) -> None:
    index = DeviceIndex.build(
        [Document("a" * 64, "lq29.pdf", "LQ29", ["LQ29-3.3", "LQ29-5"]),
         Document("b" * 64, "hx71.pdf", "HX71", [])]
    )  # fmt: skip
    asked = understand(question, index)
    assert [m.variant for m in asked.devices if m.device == "LQ29"] == [variant]


def test_versions_written_by_their_suffix_alone_are_that_parts_versions() -> None:
    index = DeviceIndex.build([Document("b" * 64, "hs40.pdf", "HS40", [])])
    asked = understand("Which HS40 version is more sensitive, the -10B or the -40A?", index)
    assert [(m.device, m.variant) for m in asked.distinct_devices] == [
        ("HS40", "10B"),
        ("HS40", "40A"),
    ]
    # one suffix alone may be a pin or a range ("the -3 dB point"): no version is read
    once = understand("What is the HS40's -3dB bandwidth?", index)
    assert [(m.device, m.variant) for m in once.distinct_devices] == [("HS40", None)]


def test_a_grade_letter_written_after_the_part_is_its_variant() -> None:
    index = DeviceIndex.build([Document("c" * 64, "ts40.pdf", "TS40", [])])
    for question in ("ts40 F grade accuracy?", "accuracy of an TS40 (grade G)?"):
        (mention,) = understand(question, index).distinct_devices
        assert mention.variant in ("F", "G")
    (plain,) = understand("ts40 accuracy, any grade?", index).distinct_devices
    assert plain.variant is None


def test_a_generic_sensing_element_or_coin_cell_is_no_unknown_part() -> None:
    # "a pt100 board", "a pt1000 probe", "a CR2032": kinds of element, not part numbers
    index = DeviceIndex.build([Document("b" * 64, "rtq9.pdf", "RTQ9", [])])
    for question in (
        "rtq9 with a pt100 board on 3.3 v, both ok?",
        "rtq9 reading a pt1000 probe at 3.3 v?",
        "rtq9 on 3.3 V with a CR2032 backup?",
    ):
        assert understand(question, index).unknown_devices == (), question


def test_a_part_the_question_sets_apart_from_the_librarys_is_not_the_librarys() -> None:
    """ "the QF80JV? the newer JV part, not the FV": the library holds the QF80FV only."""
    from specproof.agent.understand import DeviceIndex, understand
    from specproof.records import Document

    index = DeviceIndex.build([Document("a" * 64, "qf80.pdf", "QF80FV", ["QF80"])])
    asked = understand("erase time of the QF80JV? the newer JV part, not the FV", index)
    assert asked.devices == () and asked.unknown_devices == ("QF80JV",)
    same = understand("erase time of the QF80FV, not the older QF80BV?", index)
    assert [m.device for m in same.devices] == ["QF80FV"]


def test_a_short_code_numbered_like_a_library_part_is_another_part() -> None:
    # "QT34" beside the library's QT35: the same letters and as many digits, other numbers
    index = DeviceIndex.build([Document("a" * 64, "qt35.pdf", "QT35", [])])
    asked = understand("qt34 (the twin of the qt35): what is its scale factor?", index)
    assert "qt34" in asked.unknown_devices
    assert [m.device for m in asked.devices] == ["QT35"]
