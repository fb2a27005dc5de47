"""The device index answers a question's tokens by lookup, as a scan of every name would:
the same links in a library of a thousand look-alike sheets as in one of a few."""

from __future__ import annotations

from specproof.agent.understand import DeviceIndex, understand
from specproof.records import Document

PARTS = ["BME280", "INA219A", "BH1750FVI", "MAX31855", "ACS712ELCTR-05B", "ESP32-WROOM-32"]


def _library(copies: int) -> DeviceIndex:
    docs = [Document(f"{i:064x}", f"{p.lower()}.pdf", p) for i, p in enumerate(PARTS)]
    for k in range(1, copies):
        docs += [
            Document(f"{k:032x}{i:032x}", f"{p.lower()}-cp{k:02d}.pdf", f"{p}-CP{k:02d}")
            for i, p in enumerate(PARTS)
        ]
    return DeviceIndex.build(docs)


def test_names_beginning_a_prefix_are_those_a_scan_finds_in_index_order() -> None:
    index = _library(40)
    for prefix in ("BME", "BME280", "BME280CP1", "INA219", "MAX3", "ZZZ", "ESP32WROOM32CP"):
        scan = [n for n in index.by_name if n.startswith(prefix)]
        assert index.names_beginning(prefix) == scan


def test_names_of_a_length_are_those_a_scan_finds() -> None:
    index = _library(10)
    for low, high in ((5, 7), (8, 8), (1, 3), (12, 16)):
        assert sorted(index.names_of_length(low, high)) == sorted(
            n for n in index.by_name if low <= len(n) <= high
        )


def test_links_are_the_same_among_many_look_alike_sheets() -> None:
    questions = [
        "What is the supply voltage of the BME280?",
        "What is the bus clock of the INA219B?",  # a variant the library does not list
        "What is the accuracy of the BH1750FVI?",
        "What does the ACS712ELCTR-05B output at 0 A?",
        "Can the bme 280 run at 3.3 V?",
    ]
    small, large = _library(1), _library(40)
    for question in questions:
        assert [m.device for m in understand(question, large).devices] == [
            m.device for m in understand(question, small).devices
        ], question


def test_a_maker_board_powered_by_a_part_is_no_part_the_checks_can_clear(tmp_path) -> None:
    """ "power a Raspberry Pi 4": no sheet here states the board's draw, so the build is
    never called compatible; "a 5 V Arduino" states the level it drives and is judged by it."""
    from agent_support import fact, make_store
    from specproof.agent.understand import device_index, understand
    from specproof.agent.workflow import answer_question

    rows = [
        fact("PSU5", "output_voltage", "Output voltage 5.0 V", typ=5.0, si_typ=5.0),
        fact("PSU5", "output_current", "Rated current 3 A", unit="A", max=3.0, si_max=3.0),
    ]
    store = make_store(tmp_path, {"PSU5": rows})
    index = device_index(store)
    powered = "Can one PSU5 power a Raspberry Pi 4 and a fan at the same time?"
    assert understand(powered, index).unknown_devices == ("Raspberry Pi 4",)
    assert answer_question(powered, store).verdict != "compatible"
    assert understand("Is a 5 V Arduino Uno fine on the PSU5?", index).unknown_devices == ()
    # the board's supply pin named with its level powers the part: nothing unknown
    pin = "can i run the PSU5 off the 5v pin of my arduino uno?"
    assert understand(pin, index).unknown_devices == ()
    # a dev board shares the supply with a draw no sheet here states
    shared = "Can I run a fan from the PSU5 together with my ESP32 dev board?"
    assert understand(shared, index).unknown_devices == ("ESP32 dev board",)
    # the board named again is the one whose level the question stated
    again = "Can I feed the PSU5 output to a 5 V Arduino Nano and wire the Arduino's TX to it?"
    assert understand(again, index).unknown_devices == ()
    # the board that drives the build is its host, not a load to power
    host = "Can one PSU5 run four led panels driven by an arduino uno?"
    assert understand(host, index).unknown_devices == ()
    # a breakout board's code before the part it carries is that part's board
    board = "Can the PSU5 feed a gy-530 psu5 board?"
    assert understand(board, index).unknown_devices == ()
    assert understand("Can the PSU5 feed a gy-530?", index).unknown_devices == ("gy-530",)
