"""Device identity: the headline part number wins over parts named in the body."""

from __future__ import annotations

import pytest

from specproof.extract.identity import _company_name, _tokens, detect_identity
from specproof.records import Line, Page, Span, device_key


def page(number: int, *texts: str, sizes: dict[int, float] | None = None) -> Page:
    lines = []
    for i, text in enumerate(texts):
        size = (sizes or {}).get(i, 9.0)
        top = 20.0 + 14 * i
        span = Span(text, 40, 40 + 5 * len(text))
        lines.append(Line(text, (40, top, span.x1, top + size), [span], size=size))
    return Page(number=number, width=600, height=800, lines=lines)


def test_letter_prefixed_module_codes_are_part_numbers() -> None:
    for code in ("HC-SR04", "HW-P612", "KY-A001", "GY-BME280", "XL-MAX485"):
        assert _tokens(f"the {code} module") == [code]
    # hyphenated words and standards stay out
    assert _tokens("Wi-Fi 802.11 b/g/n, Non-Volatile memory, I-V2 curve") == []


def test_headline_part_wins_over_a_component_named_in_the_description() -> None:
    p1 = page(
        1,
        "HW-P612",
        "Human Body Infrared Sensing Module - User Manual",
        "HW-P612 is a control module using an imported PD-632 pyroelectric probe.",
        "Product model: HW-P612",
        sizes={0: 22.0},
    )
    ident = detect_identity([p1], "manual.pdf", "")
    assert ident.device == "HW-P612"


def test_headline_beats_a_chip_repeated_on_every_page() -> None:
    body = [page(n, f"The ESP8266EX chip handles Wi-Fi (ESP8266EX pin {n})") for n in range(2, 12)]
    p1 = page(
        1,
        "NodeBoard XB-201",
        "A development board built around the ESP8266EX Wi-Fi chip",
        sizes={0: 24.0},
    )
    assert detect_identity([p1, *body], "board.pdf", "").device == "XB-201"


def test_no_headline_type_leaves_the_vote_to_frequency() -> None:
    # every line in body type: nothing stands out, so the repeated part is the device
    p1 = page(1, "Sensor module XB-201 uses the QT4410 chip", "QT4410 pins")
    p2 = page(2, "QT4410 electrical characteristics")
    p3 = page(3, "QT4410 timing")
    assert detect_identity([p1, p2, p3], "x.pdf", "").device == "QT4410"


def test_headline_family_name_keeps_the_longer_module_name() -> None:
    p1 = page(1, "ESP32 WROOM 32", "Datasheet", sizes={0: 36.0})
    p2 = page(2, "ESP32-WROOM-32 is a Wi-Fi module built around the ESP32 chip")
    p3 = page(3, "The ESP32 chip, ESP32 pins", "ESP32-WROOM-32 pin layout")
    assert detect_identity([p1, p2, p3], "x.pdf", "").device == "ESP32-WROOM-32"


def test_company_name_is_no_table_text() -> None:
    table = "Power Dissipation PD Internally Limited W"
    assert _company_name(table) is None
    assert _company_name(table + "\n© Acme Semiconductor Components, 2022") == (
        "Acme Semiconductor"
    )
    assert _company_name("Made by Shenzhen Foo Co., Ltd.") == "Shenzhen Foo Co., Ltd."
    assert _company_name("Bar Electronics GmbH\nThermal Limited") == "Bar Electronics GmbH"


def test_a_family_title_names_the_member_the_file_names_never_a_package_code() -> None:
    # a short part code in the title type ("TQS52") is no parameter symbol; "RK-5 (SOT-23)"
    # is the maker's name for a package; the file name picks the family's member
    p1 = page(
        1,
        "Precision Thermal Sensors",
        "TQS51/TQS52/TQS53",
        "PACKAGES AVAILABLE",
        "RK-5 (SOT-23)",
        "RK-5 (SOT-23) and RQ-8 (SOIC) packages",
        sizes={0: 20.0, 1: 20.0},
    )
    p2 = page(2, "TQS51/TQS52/TQS53 SPECIFICATIONS", "Supply Range +VS 2.7 5.5 V")
    p3 = page(3, "Ordering guide TQS52GT9 TQS51GT9 RK-5")
    ident = detect_identity([p1, p2, p3], "tqs52.pdf", "")
    assert ident.device == "TQS52"
    assert {"TQS51", "TQS53"} <= set(ident.aliases)
    assert "RK-5" not in ident.aliases and "RQ-8" not in ident.aliases
    assert detect_identity([p1, p2, p3], "tqs53.pdf", "").device == "TQS53"


def test_a_title_naming_parts_with_a_slash_covers_each_of_them() -> None:
    """ "QM-4100/QM-4180 Product Specification": one sheet for two parts whose numbers
    differ past the family prefix; a question about the second is about this sheet."""
    p1 = page(
        1,
        "QM-4100/QM-4180 Product Specification",
        "The QM-4100 and QM-4180 are identical, except that the QM-4180 has a VLOGIC pin.",
        sizes={0: 20.0},
    )
    p2 = page(2, "QM-4100/QM-4180 electrical characteristics")
    ident = detect_identity([p1, p2], "qm4100.pdf", "")
    assert ident.device == "QM-4100"
    assert "QM-4180" in ident.aliases
    # a part named in a sentence only, not beside the device with a slash, stays out
    other = page(1, "QM-4100 Product Specification", "Replaces the QM-4180 in new designs.")
    assert "QM-4180" not in detect_identity([other], "qm4100.pdf", "").aliases


@pytest.mark.parametrize(
    ("title", "sibling"),
    [
        ("HGDN720 / HGDI720 12-Ampere Low-Side Drivers", "HGDI720"),  # letters differ too
        ("ZR2020 & ZR2080 Sonar Range Finder", "ZR2080"),
        ("ZB-RLY1-5V (1 channel) and ZB-RLY2-5V (2 channel), low level trigger", "ZB-RLY2-5V"),
    ],
)
def test_a_title_joining_parts_with_a_slash_an_ampersand_or_and_covers_each(
    title: str, sibling: str
) -> None:
    p1 = page(1, title, "Features", sizes={0: 20.0})
    ident = detect_identity([p1], "sheet.pdf", "")
    assert sibling in {ident.device, *ident.aliases}, ident
    assert len({ident.device, *ident.aliases} & {sibling, title.split()[0]}) == 2, ident


def test_the_members_a_series_table_lists_are_the_sheets_parts() -> None:
    """ "QFX Series" over a table whose rows open with QFX020, QFX050, QFX110: each row's
    part number is a part of this sheet; a part a sheet of another series lists in a
    comparison table stays out."""
    rows = ["QFX020 30 40 0.20 0.40", "QFX050 30 40 0.50 1.00", "QFX110 30 40 1.10 2.20"]
    p1 = page(1, "QFX Series", "PTC Resettable Fuses", "Model V I Ihold Itrip", *rows,
              sizes={0: 20.0})  # fmt: skip
    ident = detect_identity([p1], "qfx.pdf", "")
    assert ident.device == "QFX020"
    assert {"QFX050", "QFX110"} <= set(ident.aliases)
    other = page(1, "QAD1115 16-bit ADC", "Device comparison", "QAD1015 12 3300 1 1 2",
                 "QAD1115 16 860 1 1 2", sizes={0: 20.0})  # fmt: skip
    assert "QAD1015" not in detect_identity([other], "qad1115.pdf", "").aliases


def test_a_module_code_with_one_digit_after_its_letters_is_the_part_not_a_board_it_suits() -> None:
    # a maker-shop manual: its modules are "QRT-LM7" and "QRT-LM2"; the boards it suits
    # are named in the body, one of them on every line that talks about levels
    p1 = page(
        1,
        "QRT-LM7 / QRT-LM2",
        "Level Meter Module (UART)",
        "QRT-LM2 is for 3.3V boards (RP2040, STM32F103, ESP8266).",
        "QRT-LM7 has a level shifter for 5V boards such as ATmega328.",
        sizes={0: 18.0},
    )
    ident = detect_identity([p1], "qrt-lm.pdf", "QRT-LM level meter manual")
    assert ident.device in ("QRT-LM7", "QRT-LM2")
    assert {ident.device, *ident.aliases} >= {"QRT-LM7", "QRT-LM2"}
    assert "RP2040" not in ident.aliases and "ESP8266" not in ident.aliases


def test_a_series_sold_in_sizes_names_each_size_as_a_part() -> None:
    # a leaflet naming its sizes as letters and a number, never glued together, and a
    # material grade (a letter and digits) in a table row
    p1 = page(
        1,
        "Lifting Clamps WZR",
        "WZR 40 / WZR 60 / WZR 80",
        "Clamping force (on C45 steel)   400   600   800",
        "Unit   WZR 40   WZR 60   WZR 80",
        sizes={1: 18.0},
    )
    ident = detect_identity([p1], "leaflet.pdf", "")
    names = {ident.device, *ident.aliases}
    assert {"WZR-40", "WZR-60", "WZR-80"} <= names
    assert "C45" not in names


def test_a_single_size_written_apart_is_no_part_number() -> None:
    # one "letters number" pair alone is ordinary text ("IP 54", "Class 2"), no series
    assert _tokens("Degree of protection IP 54, insulation class B") == []


def test_a_series_sold_in_sizes_is_also_named_by_its_letters() -> None:
    p1 = page(
        1,
        "Lifting Clamps WZR",
        "WZR 40 / WZR 60 / WZR 80",
        "Clamps WZR hold steel plates while the air supply is on.",
        sizes={1: 18.0},
    )
    ident = detect_identity([p1], "leaflet.pdf", "")
    assert "WZR" in ident.aliases


def test_a_one_digit_code_in_the_title_type_is_the_part_not_a_register_name() -> None:
    # a driver named by three letters and one digit; its register map names "CHAN0-3"
    p1 = page(
        1,
        "KPW4",
        "4-channel PWM lamp driver with I2C-bus interface",
        "The KPW4 drives four lamp channels; the KPW4 address is set by two pins.",
        sizes={0: 20.0},
    )
    p2 = page(2, "Register map", "0x00-0x03 CHAN0-3 duty of channel 0 to 3")
    assert detect_identity([p1, p2], "kpw4.pdf", "").device == "KPW4"
    # in body type a one-digit code stays a word of the text ("ABC1", "Ch1")
    assert _tokens("see the ABC1 note") == []


def test_a_code_with_a_dashed_letter_in_the_title_type_beats_the_protocol_it_speaks() -> None:
    # a bus module named "QB3-K", its protocol "CANOPEN-2" repeated in the text
    p1 = page(
        1,
        "QB3-K CANOPEN-2 Interface Module",
        "QB3-K",
        "CANOPEN-2 bus interface for microcontrollers",
        "The QB3-K connects a UART to a CANOPEN-2 bus.",
        "QB3-K3 3.0 V to 3.6 V QB3-K5 4.5 V to 5.5 V",
        sizes={1: 20.0},
    )
    ident = detect_identity([p1], "qb3-k.pdf", "")
    assert ident.device == "QB3-K"
    assert {"QB3-K3", "QB3-K5"} <= set(ident.aliases)


def test_a_series_name_alone_in_the_title_type_is_the_part_its_sizes_are_versions() -> None:
    p1 = page(
        1,
        "PMX 60 Thermostat  Valtenberg GmbH",
        "PMX 60",
        "Thermostat for enclosures",
        "PMX 60-024 PMX 60-230",
        sizes={1: 20.0},
    )
    ident = detect_identity([p1], "pmx-60.pdf", "")
    assert device_key(ident.device) == "PMX60"
    assert {"PMX-60-024", "PMX-60-230"} <= set(ident.aliases)


def test_a_title_listing_the_family_part_beside_its_version_names_the_family() -> None:
    # "QAR-20 / QAR-20-PA": the board and its amplifier version; the family is the device
    p1 = page(
        1,
        "QAR-20 / QAR-20-PA",
        "Bluetooth audio receiver module",
        "QAR-20 outputs line level; QAR-20-PA adds an amplifier.",
        sizes={0: 20.0},
    )
    ident = detect_identity([p1], "qar-20.pdf", "")
    assert ident.device == "QAR-20" and "QAR-20-PA" in ident.aliases


def test_a_module_code_with_letters_after_its_digit_is_the_part_not_the_board_it_suits() -> None:
    # "QLD-4CH", a four-channel board; the ESP32 it suits is named on every line
    p1 = page(
        1,
        "QLD-4CH 4-Channel MOSFET Board",
        "QLD-4CH",
        "Works with ESP32, ESP8266 and Arduino boards. ESP32 example below.",
        "ESP32 GPIO 16, 17, 18, 19 drive the four channels.",
        sizes={1: 20.0},
    )
    assert detect_identity([p1, page(2, "ESP32 sketch")], "qld-4ch.pdf", "").device == "QLD-4CH"
