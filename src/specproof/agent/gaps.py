"""Questions a sheet cannot answer by what it covers: a radio protocol it never names, an
SPI clock of a part whose sheet names another bus."""

from __future__ import annotations

from typing import TYPE_CHECKING

from specproof.agent.gather import document_protocols, other_bus_only

if TYPE_CHECKING:
    from specproof.agent.understand.record import Question
    from specproof.store import Store


def protocol_gap(store: Store, question: Question) -> str | None:
    """A figure asked for a radio protocol the device's datasheet never names ("Wi-Fi
    transmit power" of a Bluetooth-only module): any row found would belong to another
    protocol, so the honest answer is that the sheet has none. A sheet specifies every
    protocol its radio speaks, so a protocol absent from all its pages is one it lacks.
    Asking which protocols it has (wireless_protocol) is answered, not refused."""
    asked = question.protocols
    if not asked or any(r.field == "wireless_protocol" for r in question.requests):
        return None
    for mention in question.distinct_devices:
        has = document_protocols(store, mention.doc_id)
        if has is None or asked & has:
            continue
        named = ", ".join(sorted(has)) or "no radio protocol"
        return (
            f"the {mention.device} datasheet specifies no {' or '.join(sorted(asked))} radio "
            f"(it names {named})"
        )
    return None


def spi_gap(store: Store, question: Question) -> str | None:
    """An SPI clock asked of a part whose datasheet names another bus, never SPI."""
    if not any(r.field == "spi_clock_frequency" for r in question.requests):
        return None
    for mention in question.distinct_devices:
        if other_bus_only(store, mention.doc_id):
            return f"the {mention.device} datasheet names another bus and no SPI interface"
    return None
