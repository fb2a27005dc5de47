"""The optional model inside the agent, against a local OpenAI-compatible stub: it may
propose facts from the top-k chunks and answer the top-k baseline, but it never
bypasses validation."""

from __future__ import annotations

import hashlib

import pytest
from tests.llm_stub import LLMStub

from specproof.agent.workflow import answer_question
from specproof.llm import OpenAICompatLLM
from specproof.records import Chunk, Document, Line, Page, SectionKind
from specproof.store.sqlite import SQLiteStore

LINE = "Zzz mode drain current 0.5 uA"


@pytest.fixture
def store(tmp_path):
    s = SQLiteStore(tmp_path / "llm.db")
    doc_id = hashlib.sha256(b"acme").hexdigest()
    page = Page(
        2, 600, 800, [Line("ACME1 power figures", (0, 0, 100, 8)), Line(LINE, (0, 10, 100, 18))]
    )
    chunk = Chunk(
        f"{doc_id[:16]}:0", doc_id, 0, "ACME1 power figures\n" + LINE, 2, 2, SectionKind.OTHER
    )
    s.save_document(Document(doc_id, "acme1.pdf", "ACME1"), [page], [chunk], None, [])
    yield s
    s.close()


@pytest.fixture
def stub():
    with LLMStub() as server:
        yield server


def llm_for(stub):
    return OpenAICompatLLM(stub.base_url, "stub-model", timeout=5)


def proposal(evidence: str, value: float) -> dict:
    return {
        "facts": [
            {
                "device": "ACME1",
                "specification_name": "standby_current",
                "value": value,
                "unit": "uA",
                "condition": "sleep",
                "evidence_text": evidence,
            }
        ]
    }


def test_model_fact_from_top_k_chunk_is_validated_and_cited(store, stub):
    stub.queue(proposal(LINE, 0.5))
    answer = answer_question("What is the standby current of the ACME1?", store, llm=llm_for(stub))
    assert answer.verdict is None
    (item,) = answer.items
    assert (item.field, item.value, item.unit) == ("standby_current", 0.5, "uA")
    assert item.source.page == 2 and item.source.quote == LINE
    assert any(step.step == "retrieve" for step in answer.trace.steps)


def test_model_cannot_inject_a_value_the_page_does_not_state(store, stub):
    stub.queue(proposal("ACME1 standby current is 12 uA", 12))  # hallucinated evidence
    answer = answer_question("What is the standby current of the ACME1?", store, llm=llm_for(stub))
    assert answer.verdict == "insufficient_evidence" and answer.items == []


def test_topk_baseline_returns_the_model_items_unvalidated(store, stub):
    stub.queue(
        {
            "verdict": None,
            "items": [
                {"device": "ACME1", "field": "standby_current", "value": 0.5, "unit": "uA",
                 "doc": "acme1.pdf", "page": 2, "quote": LINE}
            ],
            "text": "0.5 uA",
        }
    )  # fmt: skip
    answer = answer_question(
        "What is the standby current of the ACME1?", store, llm=llm_for(stub), mode="topk"
    )
    assert (
        answer.mode == "topk" and answer.items[0].value == 0.5 and answer.items[0].source.page == 2
    )
