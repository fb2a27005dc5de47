"""The optional LLM extractor against a local OpenAI-compatible stub server: the model
proposes, the checks decide."""

from __future__ import annotations

import pytest
from tests.llm_stub import LLMStub

from specproof.extract.llm import PageText, llm_extract, locate_quote
from specproof.llm import OpenAICompatLLM

PAGE = PageText(
    3,
    "Recommended Operating Conditions\n"
    "Supply voltage VDD 1.71 1.8 3.6 V\n"
    "Operating temperature TA -40 85 °C",
)


def proposal(**overrides):
    base = {
        "device": "ACME1",
        "specification_name": "supply_voltage",
        "quantity": None,
        "min": 1.71,
        "typ": 1.8,
        "max": 3.6,
        "value": None,
        "values": None,
        "unit": "V",
        "condition": "recommended operating",
        "source_section": "Recommended Operating Conditions",
        "evidence_text": "Supply voltage VDD 1.71 1.8 3.6 V",
    }
    return base | overrides


@pytest.fixture
def stub():
    with LLMStub() as server:
        yield server


def extract(stub, facts, **kw):
    stub.queue({"facts": facts})
    llm = OpenAICompatLLM(stub.base_url, "stub-model", timeout=5)
    return llm_extract(
        llm, PAGE.text, device="ACME1", doc="acme.pdf", doc_id="a" * 64, pages=[PAGE], **kw
    )


def test_supported_proposal_becomes_a_cited_fact(stub):
    (fact,) = extract(stub, [proposal()])
    assert (fact.field, fact.min, fact.typ, fact.max, fact.unit) == (
        "supply_voltage",
        1.71,
        1.8,
        3.6,
        "V",
    )
    assert fact.source.page == 3 and fact.source.quote == "Supply voltage VDD 1.71 1.8 3.6 V"
    assert fact.extractor == "llm" and fact.si_max == pytest.approx(3.6)
    sent = stub.requests[0]["messages"][0]["content"]
    assert "explicitly supported" in sent  # the paper's instruction


@pytest.mark.parametrize(
    "bad",
    [
        proposal(max=5.5),  # a number the evidence does not state
        proposal(evidence_text="VDD max is 12 V", max=12),  # evidence not on the page
        proposal(specification_name="favourite_colour"),  # not in the vocabulary
        proposal(unit="mA"),  # unit of another dimension than the field's
        proposal(min=None, typ=None, max=None),  # nothing stated
        "not an object",
    ],
)
def test_unsupported_proposals_are_dropped(stub, bad):
    assert extract(stub, [bad]) == []


def test_only_requested_fields_are_kept(stub):
    temp = proposal(
        specification_name="operating_temperature",
        min=-40,
        typ=None,
        max=85,
        unit="°C",
        evidence_text="Operating temperature TA -40 85 °C",
    )
    facts = extract(stub, [proposal(), temp], fields=["operating_temperature"])
    assert [f.field for f in facts] == ["operating_temperature"]


def test_invalid_json_or_server_error_gives_nothing(stub):
    stub.queue("this is not json")
    llm = OpenAICompatLLM(stub.base_url, "stub-model", timeout=5)
    assert llm_extract(llm, "x", device="A", doc="a.pdf", doc_id="a", pages=[PAGE]) == []
    stub.queue_error(500, "boom")
    assert llm_extract(llm, "x", device="A", doc="a.pdf", doc_id="a", pages=[PAGE]) == []


def test_locate_quote_spans_consecutive_lines_whitespace_insensitive():
    page, quote = locate_quote("Conditions Supply voltage", [PAGE])
    assert page == 3 and quote.splitlines() == [
        "Recommended Operating Conditions",
        "Supply voltage VDD 1.71 1.8 3.6 V",
    ]
    assert locate_quote("nothing like this", [PAGE]) is None
