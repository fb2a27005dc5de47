"""Radio protocols: which ones a question names, a figure asked for a protocol the radio's
sheet never names is refused, and the row naming the protocol asked wins.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_support import fact, make_store
from specproof.agent.score import protocol_fit
from specproof.agent.understand import protocols_named
from specproof.agent.workflow import answer_question

PROTOCOLS = [
    ("What's the Wi-Fi transmit power?", {"Wi-Fi"}),
    ("What LoRa sensitivity does it reach at SF12?", {"LoRa"}),
    ("What is the BLE receive sensitivity?", {"Bluetooth"}),
    ("How much current does it draw in an 802.11n transmit burst?", {"Wi-Fi"}),
    ("What's the Zigbee output power?", {"IEEE 802.15.4"}),
    ("What's the NB-IoT peak current?", {"cellular"}),
]


def _radio(tmp_path: Path):
    tx = fact("RFM3300", "tx_power", "Maximum TX power POUTMAX 10 dBm", unit="dBm", page=1)
    tx.typ = 10.0
    ble = fact("RFM3300", "rx_sensitivity", "Sensitivity 1 Mbps GFSK -98 dBm", unit="dBm", page=2)
    ble.typ, ble.condition = -98.0, "1 Mbps GFSK; Receiver, Bluetooth LE and 802.15.4"
    zb = fact("RFM3300", "rx_sensitivity", "802.15.4, 250 kbps O-QPSK -103 dBm", unit="dBm", page=2)
    zb.typ, zb.condition = -103.0, "802.15.4, 250 kbps; Receiver, Bluetooth LE and 802.15.4"
    title = fact(
        "RFM3300", "frequency_band", "Bluetooth LE and 802.15.4 radio, 2.4 GHz", unit="MHz"
    )
    title.min, title.max = 2400.0, 2483.5
    return make_store(tmp_path, {"RFM3300": [tx, ble, zb, title]})


@pytest.mark.parametrize(("question", "named"), PROTOCOLS)
def test_protocols_named(question: str, named: set[str]) -> None:
    assert protocols_named(question) == named


@pytest.mark.parametrize(
    "question",
    [
        "What's the RFM3300's Wi-Fi transmit power?",
        "What LoRa sensitivity does the RFM3300 reach?",
        "How much RF power does the RFM3300 put out on 802.11b?",
        "What is the RFM3300's LTE receive sensitivity?",
        "What's the RFM3300 WLAN output power at most?",
    ],
)
def test_protocol_the_radio_lacks_is_refused(tmp_path: Path, question: str) -> None:
    answer = answer_question(question, _radio(tmp_path))
    assert answer.verdict == "insufficient_evidence"
    assert "specifies no" in answer.text and "Bluetooth" in answer.text


def test_protocol_the_radio_has_is_answered(tmp_path: Path) -> None:
    store = _radio(tmp_path)
    answer = answer_question("What's the RFM3300's Bluetooth LE transmit power?", store)
    assert answer.verdict is None and answer.items[0].typ == 10.0
    # which protocols it has is a question to answer, not to refuse
    listed = answer_question("Does the RFM3300 do Wi-Fi or Bluetooth?", store)
    assert "specifies no" not in listed.text


def test_row_naming_the_protocol_asked_wins(tmp_path: Path) -> None:
    store = _radio(tmp_path)
    answer = answer_question("What is the RFM3300's Zigbee receive sensitivity?", store)
    assert answer.items and answer.items[0].typ == -103.0


def test_protocol_fit_reads_the_row_before_its_heading() -> None:
    row = fact("R", "rx_sensitivity", "802.15.4, 250 kbps O-QPSK -103 dBm", unit="dBm")
    row.condition = "Bluetooth LE and 802.15.4"
    shared = fact("R", "rx_sensitivity", "1 Mbps GFSK -98 dBm", unit="dBm")
    shared.condition = "Bluetooth LE and 802.15.4"
    assert protocol_fit(row, {"IEEE 802.15.4"}) > 0 > protocol_fit(row, {"Bluetooth"})
    assert protocol_fit(shared, {"Bluetooth"}) == 0.0
