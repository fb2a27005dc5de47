"""The extraction still reproduces the facts judged right in the hand-judged fact samples
(tests/fixtures/fact_sample*.json) and no longer produces the facts judged wrong.

fact_sample.json (random.Random(2026), judged 67/100) stood for error classes that have
since been fixed: almost all its wrong facts must stay gone. fact_sample_2027.json
(random.Random(2027), code f331bec, judged 83/100) is newer: every fact judged right must
still be extracted, and its wrong-fact limit is a ratchet at the count f331bec still
produced; lower it when an error class is fixed. fact_sample_2028.json (random.Random(2028),
code a57aa74, judged 82/100) drew from the 10 datasheets the others never did, judged before
anyone tuned on it. fact_sample_dev2_2031.json (random.Random(2031), code 12bd165, judged
80/100) draws from the second corpus (dev2, groups 1-4 only): a ratchet like the others."""

from __future__ import annotations

import functools
import json
import math
from dataclasses import dataclass
from pathlib import Path

import pytest

from specproof.extract import extract_facts
from specproof.extract.identity import detect_identity
from specproof.records import Fact

FIXTURES = Path(__file__).parent / "fixtures"
DATASHEETS = Path("/work/shared/benchmark/dev/datasheets")
# the second real corpus, beside the first
DEV2_DATASHEETS = DATASHEETS.parent.parent / "dev2" / "datasheets"
BOUNDS = ("min", "typ", "max", "value")

# wrong facts whose numbers are right but whose variant/mode/range was lost: a fix adds the
# condition or variant, so such a fact counts as still produced only when it is unchanged
CONDITION_CAUSES = ("condition lost", "variant missing")


@dataclass(frozen=True, slots=True)
class SampleLimits:
    """How far the extraction may drift from one judged sample."""

    fixture: str
    # right facts the extraction may no longer produce, as a fraction of them
    missing_right_share: float
    # wrong facts it may still produce: None means a tenth of them, else this count
    kept_wrong: int | None
    # the folder of the datasheets its facts were drawn from
    datasheets: Path = DATASHEETS


SAMPLES = [
    SampleLimits("fact_sample.json", missing_right_share=0.1, kept_wrong=None),
    # all 83 right facts kept at f331bec, 17 of 17 wrong ones still produced then; none now
    SampleLimits("fact_sample_2027.json", missing_right_share=0.0, kept_wrong=0),
    # the 10 datasheets no earlier sample drew from, judged blind at a57aa74: 82/100; all
    # 18 wrong ones gone now
    SampleLimits("fact_sample_2028.json", missing_right_share=0.0, kept_wrong=0),
    # facts no earlier sample judged, from 20 datasheets, judged blind at 912141e: 91/100;
    # all 9 wrong ones gone now
    SampleLimits("fact_sample_2029.json", missing_right_share=0.0, kept_wrong=0),
    # 10 random datasheets, facts no earlier sample judged, blind at 49bf47b: 95/100
    SampleLimits("fact_sample_2030.json", missing_right_share=0.0, kept_wrong=5),
    # dev2 groups 1-4 (group 5 stays blind), 10 random datasheets, blind at 12bd165: 80/100;
    # all 20 wrong ones still produced then. One right fact is no longer read: the W25Q64's
    # tRST "response time" was reached only through five row names chained together, which
    # a name wrapped around its values no longer heads (1 of 80 right facts)
    SampleLimits(
        "fact_sample_dev2_2031.json",
        missing_right_share=0.0125,
        kept_wrong=20,
        datasheets=DEV2_DATASHEETS,
    ),
]


def _sample(limits: SampleLimits) -> dict:
    return json.loads((FIXTURES / limits.fixture).read_text(encoding="utf-8"))


def _skip_without_datasheets(limits: SampleLimits) -> None:
    if not limits.datasheets.is_dir():
        pytest.skip(f"{limits.datasheets.parent.name} datasheets not available")


pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not DATASHEETS.is_dir(), reason="dev datasheets not available"),
]


# the samples share datasheets and both tests read them: extract each once
@functools.cache
def _facts_of(doc: str, datasheets: Path = DATASHEETS) -> list[Fact]:
    from specproof import parse

    if hasattr(parse, "get_parser"):
        parsed = parse.get_parser("pdfium").parse(datasheets / doc)
    elif hasattr(parse, "PdfiumParser"):
        parsed = parse.PdfiumParser().parse(datasheets / doc)
    else:
        pytest.skip("the PDF parser is not available yet")
    pages = parsed.pages
    try:
        from specproof.clean import clean_pages
        from specproof.sections import assign_sections

        pages = clean_pages(pages)
        assign_sections(pages)
    except ImportError:
        pass
    identity = detect_identity(pages, doc, parsed.title)
    return extract_facts("test", doc, pages, identity)


def _same(a: float | None, b: float | None) -> bool:
    return (a is None and b is None) or (
        a is not None and b is not None and math.isclose(a, b, rel_tol=1e-6)
    )


def _reproduced(expected: dict, facts: list[Fact], fold: bool = True) -> bool:
    """A stored fact with the judged field, page, values and bounds (``fold``: a lone
    typical and a lone value count as the same)."""
    for f in facts:
        if (
            f.field != expected["field"]
            or f.quantity != expected["quantity"]
            or f.source.page != expected["page"]
        ):
            continue
        if (f.values or None) != (expected["values"] or None):
            continue
        got, want = {b: getattr(f, b) for b in BOUNDS}, {b: expected[b] for b in BOUNDS}
        if fold:
            got, want = _single_as_value(got), _single_as_value(want)
        if all(_same(got[b], want[b]) for b in BOUNDS):
            return True
    return False


def _single_as_value(bounds: dict) -> dict:
    """The judging standard does not count a single stated number filed as ``value``
    rather than ``typ``: read one lone typical as the value, both ways."""
    out = {b: bounds[b] for b in BOUNDS}
    if out["min"] is None and out["max"] is None and out["value"] is None:
        out["value"], out["typ"] = out["typ"], None
    return out


@pytest.mark.parametrize("limits", SAMPLES, ids=lambda s: s.fixture)
def test_fixture_precision_matches_its_verdicts(limits: SampleLimits) -> None:
    data = _sample(limits)
    facts = data["facts"]
    right = sum(f["verdict"] == "right" for f in facts)
    assert len(facts) == 100
    assert all(f["verdict"] in ("right", "wrong") for f in facts)
    assert all(f["cause"] and f["note"] for f in facts if f["verdict"] == "wrong")
    assert math.isclose(data["precision"], right / len(facts))


@pytest.mark.parametrize("limits", SAMPLES, ids=lambda s: s.fixture)
def test_facts_judged_right_are_still_extracted(limits: SampleLimits) -> None:
    _skip_without_datasheets(limits)
    sample = _sample(limits)["facts"]
    right = [f for f in sample if f["verdict"] == "right"]
    by_doc: dict[str, list[Fact]] = {}
    missing = []
    for expected in right:
        doc = expected["doc"]
        if doc not in by_doc:
            by_doc[doc] = _facts_of(doc, limits.datasheets)
        if not _reproduced(expected, by_doc[doc]):
            missing.append((doc, expected["field"], expected["quote"][:60]))
    # the parser evolves: allow a small drift, but never a broad loss of right facts
    assert len(missing) <= int(len(right) * limits.missing_right_share), missing


def _same_fact(expected: dict, facts: list[Fact]) -> bool:
    """The judged fact exactly: field, numbers and unit on the same page (and, when its
    fault was a lost condition, still without a variant and with the same condition)."""
    unchanged_condition = expected.get("cause") in CONDITION_CAUSES
    return any(
        f.unit == expected["unit"]
        and _reproduced(expected, [f], fold=False)
        and (not unchanged_condition or (not f.variant and f.condition == expected["condition"]))
        for f in facts
        if f.field == expected["field"]
    )


@pytest.mark.parametrize("limits", SAMPLES, ids=lambda s: s.fixture)
def test_facts_judged_wrong_are_gone(limits: SampleLimits) -> None:
    _skip_without_datasheets(limits)
    sample = _sample(limits)["facts"]
    wrong = [f for f in sample if f["verdict"] != "right"]
    by_doc: dict[str, list[Fact]] = {}
    kept = []
    for judged in wrong:
        doc = judged["doc"]
        if doc not in by_doc:
            by_doc[doc] = _facts_of(doc, limits.datasheets)
        if _same_fact(judged, by_doc[doc]):
            kept.append((doc, judged["field"], judged["cause"], judged["quote"][:60]))
    # each wrong fact stood for a class of errors (test conditions, worked examples,
    # register codes, ...); a few borderline ones may stay, the classes must not
    allowed = len(wrong) // 10 if limits.kept_wrong is None else limits.kept_wrong
    assert len(kept) <= allowed, kept
