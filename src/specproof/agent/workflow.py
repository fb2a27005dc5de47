"""Algorithm 1 of the paper, explicit and deterministic.

t <- Route(q); S <- RequiredSpecifications(q, t)
B <- GetFactEvidence(facts, S)
if NeedsTextEvidence(B, q): B <- AddTopKChunks(B, chunks, q)
if not ValidateEvidence(B, q, policies): return insufficient evidence
a <- ApplyCompatibilityRules(B, rules) if t = compatibility else FormatEvidenceBoundAnswer(q, B)
if not AnswerSupportedByEvidence(a, B): return insufficient evidence
return a
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field
from typing import Any

from specproof.agent import rules as R
from specproof.agent.answer import comparison_text, factual_text, item_from_fact, verdict_text
from specproof.agent.fallback import fallback_candidates, llm_candidates
from specproof.agent.gather import gather
from specproof.agent.score import Candidate, score_candidate
from specproof.agent.terms import question_terms, unsigned_terms
from specproof.agent.understand import (
    DeviceMention,
    FieldRequest,
    Intent,
    device_index,
    is_yes_no,
    protocols_named,
    route,
    unsupported_topic,
)
from specproof.agent.understand.context import QuestionContext, asked_bounds, question_context
from specproof.agent.validate import Check, validate_fact
from specproof.errors import LLMUnavailable
from specproof.quotes import fit_item_quotes, number_in_quote
from specproof.records import Answer, Fact, Item, RuleOutcome, Source, Trace
from specproof.units import asked_load_kind

MODES = ("full", "no-validation", "no-rules", "topk")


def answer_question(
    question: str, store: Any, *, embedder: Any = None, llm: Any = None, mode: str = "full"
) -> Answer:
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}; one of {', '.join(MODES)}")
    if mode == "topk":
        return _topk_answer(question, store, embedder, llm)
    trace = Trace()
    intent = route(question, device_index(store))
    trace.add(
        "route",
        type=intent.qtype,
        devices=[f"{m.device}{'/' + m.variant if m.variant else ''}" for m in intent.devices],
        fields=[f"{r.field}{'/' + r.quantity if r.quantity else ''}" for r in intent.requests],
        unknown_devices=intent.unknown_devices,
    )
    if intent.unknown_devices and not intent.devices:
        names = ", ".join(intent.unknown_devices)
        return _abstain(question, mode, trace, f"device not in the library: {names}")
    if not intent.devices:
        return _abstain(question, mode, trace, "the question names no device in the library")
    topic = unsupported_topic(question) if intent.qtype != "compatibility" else None
    if topic is not None:
        return _abstain(
            question, mode, trace, f"no specification field covers '{topic}' in these datasheets"
        )
    if intent.qtype != "compatibility" and judgment_asked(intent.question):
        intent.qtype = "compatibility"
        trace.add("route", type="compatibility", reason="a yes/no question about a stated build")
    agent = _Agent(store, intent, trace, mode, embedder, llm=llm)
    answer = agent.judge() if intent.qtype == "compatibility" else agent.answer_facts()
    fit_item_quotes(answer.items, store)  # cite runs that cross no footnote mark
    return answer


# a quantity the user states about the build: "5.2 V input", "300 mA load", "400 kHz bus",
# "-50 °C", "80 %RH", "230 VAC"
_STATED_QUANTITY = re.compile(
    r"\d(?:\.\d+)?\s*(?:V(?:AC|DC)?|m?A|[kM]?Hz|°\s*C|℃|%\s*RH)\b"
    r"|coin[- ]cell|\bbattery\b|\bCR\d{4}\b",
    re.I,
)
# what a judgment asks: will it work, is it allowed, can it cover / switch / keep / stay
_JUDGMENT_VERB = re.compile(
    r"\b(?:will|would|can|could|does|do|is|are)\b(?:[^.?]|\.\d){0,160}\b(?:work|allowed|ok|"
    r"okay|fine|sit|share|coexist|"
    r"inside|within|cover|switch|keep|stay|support|handle|tolerate|survive|rated|safe|conflicts?|"
    r"collide|regulated|enough|right|high enough|exceed|damage)\b"
    # "can the X transmit at +10 dBm from it (a 15 mA cell)?": running from a stated source
    r"|\b(?:can|could|will|would)\b[^.?]{0,60}\b(?:transmit|run|operate|start|boot|power up)\b"
    r"[^.?]{0,40}\bfrom\b",
    re.I,
)


def judgment_asked(question: str) -> bool:
    """A yes/no question that states the build ("on a 2.0 V supply ... is that clock allowed",
    "from a 5.2 V input ... will it stay regulated") asks for a verdict, not a value."""
    if not _STATED_QUANTITY.search(question):
        return False
    if _ANY_CONFLICT.search(asking_part(question)):
        return True  # "Any supply, speed or address conflicts?" is a yes/no question too
    return bool(is_yes_no(question) and _JUDGMENT_VERB.search(question))


_ANY_CONFLICT = re.compile(
    r"^\s*any\b[^?]{0,60}\b(?:conflicts?|problems?|issues?|collisions?|clashes)\b[^?]*\?", re.I
)


def _abstain(question: str, mode: str, trace: Trace, reason: str) -> Answer:
    trace.add("answer", verdict="insufficient_evidence", reason=reason)
    return Answer(
        question,
        "insufficient_evidence",
        [],
        f"Insufficient evidence: {reason}.",
        [],
        trace,
        mode,
        reason,
    )


@dataclass
class _Agent:
    store: Any
    intent: Intent
    trace: Trace
    mode: str
    embedder: Any = None
    fallback: bool = True  # Algorithm 1's AddTopKChunks when no stored fact exists
    llm: Any = None  # optional: proposes facts from the top-k chunks; validation decides
    _cache: dict[tuple[str, str, str], list[Fact]] = field(default_factory=dict)
    _stored_cache: dict[tuple[str, str, str], list[Fact]] = field(default_factory=dict)
    context: QuestionContext = field(init=False)
    rule_context: QuestionContext = field(init=False)

    def __post_init__(self) -> None:
        self.context = question_context(self.intent.question)
        # a judgment reads each field's operating row; "maximum" in it asks no bound
        self.rule_context = dataclasses.replace(self.context, bounds=set(), symbols=set())

    @property
    def validating(self) -> bool:
        return self.mode != "no-validation"

    # ------------------------------------------------------------ evidence

    def accepted(
        self, mention: DeviceMention, request: FieldRequest, fallback: bool = True
    ) -> list[Candidate]:
        """Validated candidates for one device and request, best first (Gather + Validate)."""
        names = [m.text for m in self.intent.devices] + [m.device for m in self.intent.devices]
        context = self.context if self.intent.qtype != "compatibility" else self.rule_context
        ranked, used_field = gather(self.store, mention, request, names, context)
        self.trace.add(
            "gather",
            device=mention.device,
            field=request.field,
            used_field=used_field,
            candidates=[
                {
                    "fact": c.fact.id,
                    "score": round(c.score, 2),
                    "page": c.fact.source.page,
                    "raw": c.fact.raw,
                }
                for c in ranked[:8]
            ],
        )
        if not ranked and self.fallback and fallback:
            ranked, chunk_ids = fallback_candidates(
                self.store, mention, request, names, self.embedder
            )
            if not ranked and self.llm is not None:
                ranked = llm_candidates(self.store, mention, request, chunk_ids, self.llm, names)
            self.trace.add(
                "retrieve",
                device=mention.device,
                field=request.field,
                chunks=chunk_ids,
                extracted=[
                    {"page": c.fact.source.page, "raw": c.fact.raw, "flag": c.fallback}
                    for c in ranked[:8]
                ],
            )
        if not self.validating:
            return ranked[:1]
        check = Check(
            used_field,
            request.quantity,
            mention.variant,
            request.condition_text,
            ambient=self.intent.conditions.ambient and not self.intent.conditions.junction,
        )
        kept: list[Candidate] = []
        for cand in ranked:
            rejection = validate_fact(cand.fact, check, self.store)
            if rejection is None:
                kept.append(cand)
            else:
                self.trace.add(
                    "validate",
                    fact=cand.fact.id,
                    device=mention.device,
                    field=used_field,
                    rejected=describe_fact(cand.fact),
                    policy=rejection.policy,
                    reason=rejection.reason,
                )
        return kept

    def evidence(self, device: str, fld: str) -> list[Fact]:
        """Validated facts of a device and field for the rules (cached per question)."""
        return self._evidence(device, fld, self.fallback)

    def stored_evidence(self, device: str, fld: str) -> list[Fact]:
        """Validated stored facts only, never the top-k fallback. What tells a device's
        role (relay, transistor, regulator) is asked of every device in a build, and a
        search through each sheet for fields it does not state costs ~50 ms a device."""
        return self._evidence(device, fld, fallback=False)

    def _evidence(self, device: str, fld: str, fallback: bool) -> list[Fact]:
        mention = next((m for m in self.intent.distinct_devices if m.device == device), None)
        if mention is None:
            return []
        key = (device, fld, mention.variant or "")
        if key in self._cache:  # found with the fallback allowed: as good or better
            return self._cache[key]
        if not fallback and key in self._stored_cache:
            return self._stored_cache[key]
        clause = device_clause(self.intent, device)
        request = FieldRequest(fld, None, fld.replace("_", " "), 0, 0, clause)
        found = [c.fact for c in self.accepted(mention, request, fallback)]
        # rules need the field itself, not a sibling
        found = [f for f in found if f.field == fld]
        if fld in R.RANGE_FIELDS:
            found = R.most_complete_first(found)
        (self._cache if fallback else self._stored_cache)[key] = found
        return found

    # ------------------------------------------------------------ factual answers

    def answer_facts(self) -> Answer:
        intent = self.intent
        if not intent.requests:
            return self._finish_abstain("no specification recognised in the question")
        gap = self._protocol_gap()
        if gap is not None:
            return self._finish_abstain(gap)
        items: list[Item] = []
        missing: list[str] = []
        for mention in _mentions_for_requests(intent):
            used: set[tuple] = set()
            for request in intent.requests:
                accepted = self.accepted(mention, request)
                choice = next((c for c in accepted if fact_key(c.fact) not in used), None)
                if choice is None and accepted:
                    choice = accepted[0]
                if choice is None:
                    missing.append(f"{mention.device} {request.field}")
                    continue
                used.add(fact_key(choice.fact))
                chosen = [choice]
                extra = self._completing(choice, accepted, used, request)
                if extra is not None:
                    used.add(fact_key(extra.fact))
                    chosen.append(extra)
                for cand in chosen:
                    item = item_from_fact(cand.fact)
                    if cand is extra:
                        _keep_bounds(item, missing_bounds(choice.fact, self._bounds(request)))
                    sibling = bool(cand.fallback and cand.fallback.startswith("sibling"))
                    if sibling and request.field not in OWN_FIELD_SIBLINGS:
                        # the sibling's value answers the field asked ("VS" asked, the
                        # sheet's only "operating supply voltage" row answered)
                        item.field = request.field
                    items.append(item)
        items = _dedupe_items(items)
        if missing:
            return self._finish_abstain("no validated evidence for " + ", ".join(missing))
        if self.validating and not all(_supported(i) for i in items):
            return self._finish_abstain("an answer item is not supported by its quote")
        text = factual_text(items)
        if intent.qtype == "comparison":
            verdict_line = comparison_text(intent.question, items)
            if verdict_line:
                text = f"{verdict_line}\n{text}"
        self.trace.add("answer", verdict=None, items=len(items))
        return Answer(intent.question, None, items, text, [], self.trace, self.mode)

    def _protocol_gap(self) -> str | None:
        """A figure asked for a radio protocol the device's datasheet never names ("Wi-Fi
        transmit power" of a Bluetooth-only module): any row found would belong to another
        protocol, so the honest answer is that the sheet has none. A sheet specifies every
        protocol its radio speaks, so a protocol absent from all its pages is one it lacks.
        Asking which protocols it has (wireless_protocol) is answered, not refused."""
        asked = protocols_named(self.intent.question)
        if not asked or any(r.field == "wireless_protocol" for r in self.intent.requests):
            return None
        for mention in self.intent.distinct_devices:
            has = document_protocols(self.store, mention.doc_id)
            if has is None or asked & has:
                continue
            named = ", ".join(sorted(has)) or "no radio protocol"
            return (
                f"the {mention.device} datasheet specifies no {' or '.join(sorted(asked))} radio "
                f"(it names {named})"
            )
        return None

    def _bounds(self, request: FieldRequest) -> set[str]:
        """The bounds asked for this request: its own words first, else the question's."""
        return asked_bounds(own_clause(request)) or self.context.bounds

    def _completing(
        self, choice: Candidate, accepted: list[Candidate], used: set[tuple], request: FieldRequest
    ) -> Candidate | None:
        """A second row for the bounds the question asks and the chosen row lacks.

        "min/typ/max" asked, the best row states only "recommended 5 V": the row stating
        "3.3 V - 5.5 V" for the same parameter completes it. The second row must rank close
        to the first, state a missing bound in the same unit dimension, and agree with every
        bound both rows state; otherwise the answer stays incomplete rather than mixed.
        """
        missing = missing_bounds(choice.fact, self._bounds(request))
        if not missing or self.intent.qtype == "compatibility":
            return None
        for cand in accepted:
            if fact_key(cand.fact) in used or cand.score < choice.score - COMPLETION_MARGIN:
                continue
            if _completes(choice.fact, cand.fact, missing):
                self.trace.add(
                    "complete",
                    fact=cand.fact.id,
                    adds=sorted(missing & set(cand.fact.bounds())),
                    reason="the best row lacks a bound the question asks; this row of the "
                    "same parameter states it",
                )
                return cand
        return None

    def _finish_abstain(self, reason: str) -> Answer:
        return _abstain(self.intent.question, self.mode, self.trace, reason)

    # ------------------------------------------------------------ compatibility

    def judge(self) -> Answer:
        scenario = parse_scenario(self.intent)
        stated = {k: v for k, v in dataclasses.asdict(scenario).items() if v}
        self.trace.add("scenario", **stated)
        if self.mode == "no-rules":
            results = self._naive_results(scenario)
        else:
            results = apply_rules(
                self.intent, scenario, self.evidence, self.store, self.stored_evidence
            )
        outcomes = [r.outcome for r in results]
        for outcome in outcomes:
            self.trace.add("rule", rule=outcome.rule, passed=outcome.passed, reason=outcome.reason)
        verdict = R.combine(results)
        unchecked = [n for n in self.intent.unknown_devices if not _CELL.match(n)]
        if verdict == "compatible" and unchecked:
            # a part we hold no datasheet for was never checked: never call the build safe
            names = ", ".join(dict.fromkeys(unchecked))
            results.append(
                R.RuleResult(
                    RuleOutcome("library.all_parts_known", None, f"no datasheet for {names}")
                )
            )
            outcomes.append(results[-1].outcome)
            self.trace.add("rule", rule="library.all_parts_known", passed=None, reason=names)
            verdict = R.combine(results)
        facts: list[Fact] = []
        for result in results:
            if verdict == "incompatible" and result.outcome.passed is not False:
                continue  # an incompatible verdict rests on the failing rules
            for fact in result.facts:
                if all(fact is not f for f in facts):
                    facts.append(fact)
        items = (
            []
            if verdict == "insufficient_evidence"
            else _dedupe_items([item_from_fact(f) for f in facts])
        )
        reason = None
        if verdict == "insufficient_evidence":
            unknown = [o.reason for o in outcomes if o.passed is None]
            reason = "; ".join(unknown) or "no compatibility rule applies to this question"
        text = verdict_text(verdict, outcomes, items)
        self.trace.add("answer", verdict=verdict, items=len(items))
        return Answer(
            self.intent.question, verdict, items, text, outcomes, self.trace, self.mode, reason
        )

    def _naive_results(self, scenario: R.Scenario) -> list[R.RuleResult]:
        """Ablation "without rule reasoning": the stated rail against each supply field only.

        No regulator, signal-level, bus or environment reasoning: what a reader who
        only compares the one obvious number per device would conclude.
        """
        results: list[R.RuleResult] = []
        for mention in self.intent.distinct_devices:
            rail = scenario.rails.get(mention.device)
            if rail is None:
                continue
            results.append(R.rail_in_supply_range(mention.device, rail, self.evidence))
        return results


# battery cell designations: a voltage source the question states, not a part with a datasheet
_CELL = re.compile(r"^(?:CR|BR|LR|SR|LIR)\d{4}$|^\d{5}$|^AA{1,2}$|^LR\d{1,2}$", re.I)

# fields whose rows the extractor files with the sheet's context in view: a sensor's
# "output voltage" is an analog signal, a regulator's a power output; the question's words
# cannot tell them apart, so the row's own field stands
OWN_FIELD_SIBLINGS = {"output_voltage", "analog_output_voltage"}
COMPLETION_MARGIN = 2.0  # how far below the best row a completing row may rank


def document_protocols(store: Any, doc_id: str) -> set[str] | None:
    """The radio protocol families a document names on any page; None when its text is not
    stored (then nothing can be concluded)."""
    doc = store.document(doc_id)
    if doc is None or not doc.pages:
        return None
    texts = [store.page_text(doc_id, n) or "" for n in range(1, doc.pages + 1)]
    if not any(texts):
        return None
    return protocols_named("\n".join(texts))


def missing_bounds(fact: Fact, asked: set[str]) -> set[str]:
    """Bounds the question asks ("min/typ/max") that the row does not state."""
    have = {b for b in ("min", "typ", "max") if getattr(fact, b) is not None}
    if fact.value is not None:
        have.add("typ")
    if len(asked) < 2:
        return set()
    missing = asked - have
    # a typical value beside stated limits is optional; one from another row risks a
    # different operating point
    return set() if missing == {"typ"} else missing


def own_clause(request: FieldRequest) -> str:
    """The request's words from the list mark before its phrase: "..., and the minimum VIH"
    (the "range" that ended the previous request is not this one's)."""
    text = request.condition_text
    at = text.find(request.phrase) if request.phrase else -1
    if at < 0:
        return text
    marks = list(re.finditer(r"\band\b|[,;:]|\(\s*[a-e1-5]\s*\)", text[:at]))
    return text[marks[-1].end() :] if marks else text


def _same_condition(first: Fact, second: Fact) -> bool:
    """Rows of one parameter under one condition: note marks and spacing aside."""

    def norm(text: str) -> str:
        text = re.sub(r"\((?:notes?|see)[^)]*\)", " ", text.lower())
        return re.sub(r"[^a-z0-9]", "", text)

    return norm(first.condition) == norm(second.condition)


def _completes(first: Fact, second: Fact, missing: set[str]) -> bool:
    if not _same_condition(first, second):
        return False
    adds = missing & {b for b in ("min", "typ", "max") if getattr(second, b) is not None}
    if second.value is not None and "typ" in missing:
        adds.add("typ")
    if not adds or first.field != second.field or first.quantity != second.quantity:
        return False
    if first.dimension and second.dimension and first.dimension != second.dimension:
        return False
    for bound in ("min", "typ", "max"):
        a, b = _si_bound(first, bound), _si_bound(second, bound)
        if a is not None and b is not None and abs(a - b) > 1e-9 * max(1.0, abs(a)):
            return False  # another operating point: its numbers disagree with the first row
    lo, hi = _si_bound(second, "min"), _si_bound(second, "max")
    mid = _si_bound(first, "typ")
    return not (mid is not None and lo is not None and hi is not None and not lo <= mid <= hi)


def _si_bound(fact: Fact, bound: str) -> float | None:
    value = getattr(fact, f"si_{bound}")
    if bound == "typ" and value is None:
        value = fact.si_value
    return value


def _keep_bounds(item: Item, bounds: set[str]) -> None:
    """A completing row contributes only the bounds the first row lacked."""
    for bound in ("min", "typ", "max"):
        if bound not in bounds:
            setattr(item, bound, None)
    if "typ" not in bounds:
        item.value = None


def describe_fact(fact: Fact) -> str:
    """What a rejected row said, for a reader of the trace: value, page and quote."""
    bounds = ", ".join(f"{k} {v:g}" for k, v in fact.bounds().items())
    value = bounds or ", ".join(fact.values or []) or fact.raw
    unit = f" {fact.unit}" if fact.unit and bounds else ""
    quote = fact.source.quote if len(fact.source.quote) <= 80 else fact.source.quote[:77] + "..."
    return f"{value}{unit} ({fact.source.doc} p.{fact.source.page}: \u201c{quote}\u201d)"


def fact_key(fact: Fact) -> tuple:
    """One stored row, however many times it was loaded: each request reads it afresh."""
    if fact.id is not None:
        return ("id", fact.id)
    bounds = tuple(sorted(fact.bounds().items()))
    return (fact.source.doc, fact.source.page, fact.source.quote, fact.field, bounds)


def _mentions_for_requests(intent: Intent) -> list[DeviceMention]:
    return intent.distinct_devices


def _dedupe_items(items: list[Item]) -> list[Item]:
    out: list[Item] = []
    seen: set[tuple] = set()
    for item in items:
        key = (
            item.device,
            item.field,
            item.quantity,
            item.min,
            item.typ,
            item.max,
            item.value,
            tuple(item.values or ()),
        )
        if key not in seen:
            seen.add(key)
            out.append(item)
    return out


def _supported(item: Item) -> bool:
    """AnswerSupportedByEvidence: every stated number occurs in the item's own quote."""
    if item.source is None:
        return False
    return all(
        number_in_quote(item.source.quote, v)
        for v in (item.min, item.typ, item.max, item.value)
        if v is not None
    )


# ---------------------------------------------------------------- top-k baseline


def _topk_answer(question: str, store: Any, embedder: Any, llm: Any) -> Answer:
    """The paper's baseline: top-10 chunks handed to a language model, no validation."""
    if llm is None:
        raise LLMUnavailable("mode 'topk' needs a language model; none is configured")
    from specproof import retrieve

    trace = Trace()
    hits = retrieve.hybrid_search(store, embedder, question, 10)
    trace.add("retrieve", chunks=[h.chunk.id for h in hits])
    context = "\n\n".join(f"[{h.file_name} p.{h.chunk.page_start}]\n{h.chunk.text}" for h in hits)
    reply = llm.complete_json(TOPK_PROMPT, f"Context:\n{context}\n\nQuestion: {question}")
    reply = reply if isinstance(reply, dict) else {}
    verdict = reply.get("verdict")
    if verdict not in (None, "compatible", "incompatible", "insufficient_evidence"):
        verdict = None
    items = [i for i in map(_topk_item, reply.get("items") or []) if i is not None]
    text = str(reply.get("text", ""))
    trace.add("answer", verdict=verdict, items=len(items))
    return Answer(question, verdict, items, text, [], trace, "topk")


TOPK_PROMPT = (
    "Answer the question about device datasheets using only the context. Reply as JSON: "
    '{"verdict": null | "compatible" | "incompatible" | "insufficient_evidence", '
    '"items": [{"device": str, "field": str, "quantity": str|null, "min": number|null, '
    '"typ": number|null, "max": number|null, "value": number|null, "values": [str]|null, '
    '"unit": str|null, "condition": str, "doc": str, "page": int, "quote": str}], "text": str}'
)


def _topk_item(raw: Any) -> Item | None:
    if not isinstance(raw, dict) or not raw.get("device") or not raw.get("field"):
        return None

    def num(key: str) -> float | None:
        value = raw.get(key)
        return (
            float(value) if isinstance(value, int | float) and not isinstance(value, bool) else None
        )

    source = None
    if raw.get("doc") and isinstance(raw.get("page"), int):
        source = Source(str(raw["doc"]), raw["page"], str(raw.get("quote") or ""))
    values = raw.get("values")
    return Item(
        device=str(raw["device"]),
        field=str(raw["field"]),
        quantity=raw.get("quantity") if isinstance(raw.get("quantity"), str) else None,
        min=num("min"),
        typ=num("typ"),
        max=num("max"),
        value=num("value"),
        values=[str(v) for v in values] if isinstance(values, list) else None,
        unit=raw.get("unit") if isinstance(raw.get("unit"), str) else None,
        condition=str(raw.get("condition") or ""),
        source=source,
    )


# ---------------------------------------------------------------- scenario

_V = r"([-+]?\d+(?:\.\d+)?)\s*V\b"


def device_clause(intent: Intent, device: str) -> str:
    """Question text from each mention of ``device`` up to the next other-device mention."""
    parts: list[str] = []
    mentions = intent.devices
    for i, m in enumerate(mentions):
        if m.device != device:
            continue
        nxt = next((o.start for o in mentions[i + 1 :] if o.device != device), len(intent.question))
        parts.append(intent.question[m.start : nxt])
    return " ".join(parts)


def parse_scenario(intent: Intent) -> R.Scenario:
    q = intent.question.replace("−", "-").replace("–", "-")
    sc = R.Scenario()
    level = _drive_level_at(q)
    if level is not None:
        sc.drive_level, sc.drive_at = level
    for mention in intent.distinct_devices:
        clause = device_clause(intent, mention.device)
        clause_wo_levels = re.sub(
            r"(?:pull-?ups?|pulled up|driven|logic levels?|input)[^.;,]{0,40}?" + _V,
            " ",
            clause,
            flags=re.I,
        )
        vin = re.search(
            r"(?:fed from|input is|from a|runs? from|input of|from an?)[^.;,]{0,30}?" + _V,
            clause,
            re.I,
        )
        if vin:
            sc.regulator_input[mention.device] = float(vin.group(1))
        out = re.search(r"set to (?:an? )?" + _V + r"|" + _V + r" output", clause, re.I)
        if out:
            sc.regulator_output[mention.device] = float(out.group(1) or out.group(2))
        for pin, volts in re.findall(r"\b(V[A-Z]{1,5}\d*)\s*=\s*" + _V, clause_wo_levels):
            sc.pins.setdefault(mention.device, {})[pin.upper()] = float(volts)
        rail = re.search(
            r"(?:powered (?:at|from)|running at|runs? (?:at|on|from)|at|=|on (?:the|a)|from (?:the|a)|to (?:the|a)|"
            r"with|of)\s*(?:the |a |an |regulated |single |separate )*"
            + _V
            + r"(?! (?:DC )?(?:adapter|input|logic|supply\b(?! rail)))",
            clause_wo_levels,
            re.I,
        )
        if rail and mention.device not in sc.regulator_input:
            sc.rails[mention.device] = float(rail.group(1))
    _share_rail(q, intent, sc)
    bus = re.search(
        r"\b(I2C|I²C|SPI|1-Wire|UART)\b(?:[- ]only)?[^.?]{0,15}\bbus\b|\bbus is (I2C|SPI)", q, re.I
    )
    if bus:
        sc.bus = (bus.group(1) or bus.group(2)).upper().replace("²", "2")
    clock = re.search(r"(\d+(?:\.\d+)?)\s*(k|M)Hz", q)
    if clock:
        sc.clock_hz = float(clock.group(1)) * (1e3 if clock.group(2) == "k" else 1e6)
    temps = [float(t) for t in re.findall(r"([-+]?\d+(?:\.\d+)?)\s*(?:°\s*C|℃)", q)]
    if temps and _ENVIRONMENT.search(q):
        sc.ambient_c = (min(temps), max(temps))
    rh = re.search(r"(\d+(?:\.\d+)?)\s*%\s*RH", q, re.I)
    if rh:
        sc.humidity = float(rh.group(1))
    amps = re.findall(r"(\d+(?:\.\d+)?)\s*(m?)A\b", q)
    sc.load_currents = [float(a) * (1e-3 if m else 1.0) for a, m in amps]
    budget = re.search(
        r"(?:deliver|supply|provide)s? (?:at most|up to|only)?\s*(\d+(?:\.\d+)?)\s*(m?)A\b", q
    )
    if budget:
        sc.budget_current = float(budget.group(1)) * (1e-3 if budget.group(2) else 1.0)
    sc.worst_case = bool(re.search(r"worst|maximum|guarantee", q, re.I))
    shunt = re.search(
        r"(\d+(?:\.\d+)?)\s*(?:Ω|ohm)\s*shunt|shunt[^.]{0,20}?(\d+(?:\.\d+)?)\s*(?:Ω|ohm)", q, re.I
    )
    if shunt:
        sc.shunt_ohm = float(shunt.group(1) or shunt.group(2))
    _switched_load(q, sc)
    _backup_supply(q, intent, sc)
    _common_supply(q, intent, sc)
    if re.search(r"high[- ]drive|high[- ]current mode|strong drive", q, re.I):
        sc.drive_mode = "high drive"
    sc.copies = _copies(intent)
    return sc


_COUNT_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                "a pair of": 2, "a second": 2, "another": 2, "both": 2, "twin": 2,
                "several": 0, "multiple": 0, "many": 0, "more than one": 0}  # fmt: skip
# a count right before a device: "two AVQ7924-0 chips", "2 x BME280", "a second X", "two of the X"
_COUNT_BEFORE = re.compile(
    r"\b(two|three|four|five|six|seven|eight|[2-8]|a pair of|a second|another|twin|several|"
    r"multiple|many|more than one)\s*(?:[x×]\s*)?(?:(?:identical|more|extra|of|the|my|"
    r"these|those)\s+)*$",
    re.I,
)
# "two of them", "x2", "(x2)": a count right after the device
_COUNT_AFTER = re.compile(r"^(?:\s*(?:chips?|parts?|devices?|sensors?|ics?|modules?|units?))?"
                          r"\s*(?:\(?\s*[x×]\s*([2-8])\b)", re.I)  # fmt: skip


def _copies(intent: Intent) -> dict[str, int]:
    """Devices the question places more than once on the build: a count word before a
    mention ("two AVQ7924-0 chips", "another BME280"), a multiplier after it ("BME280 x2"),
    or one device named with two different versions ("an AVQ7924-0 and an AVQ7924-1")."""
    q = intent.question
    out: dict[str, int] = {}
    for m in intent.devices:
        before = q[max(0, m.start - 25) : m.start]
        hit = _COUNT_BEFORE.search(before)
        after = _COUNT_AFTER.search(q[m.end : m.end + 20])
        n = 1
        if hit and not (hit.group(1).lower() == "both" and len(intent.distinct_devices) > 1):
            word = hit.group(1).lower()
            n = int(word) if word.isdigit() else _COUNT_WORDS.get(word, 1)
        elif after:
            n = int(after.group(1))
        if n != 1:
            out[m.device] = max(out.get(m.device, 1), n) if n else out.get(m.device, 0)
    for device in {m.device for m in intent.devices}:
        versions = {m.variant for m in intent.devices if m.device == device and m.variant}
        if len(versions) > 1 and out.get(device, 1) != 0:
            out[device] = max(out.get(device, 1), len(versions))
    return out


def _operating_point(q: str) -> R.RowFilter:
    """Rows stated at an operating point the question names ("transmit at +10 dBm", "at
    1 Mbps"): a number with a unit other than a current (the currents are the budget)."""
    asked = {t for t in unsigned_terms(question_terms(q, [])[0]) if not re.search(r"\da$", t)}

    def keep(facts: list[Fact]) -> list[Fact]:
        if not asked:
            return []
        out = []
        for f in facts:
            text = f"{f.condition} {f.source.quote}".lower().replace("µ", "u")
            if unsigned_terms(question_terms(text, [])[0]) & asked:
                out.append(f)
        return out

    return keep


def _switched_load(q: str, sc: R.Scenario) -> None:
    """A load a switch or contact carries: "a 230 VAC, 13 A kettle", "a 24 V DC solenoid"."""
    m = re.search(r"(\d+(?:\.\d+)?)\s*V\s*(AC|DC|~)\b|(\d+(?:\.\d+)?)\s*(VAC|VDC)\b", q, re.I)
    if m:
        sc.load_voltage = float(m.group(1) or m.group(3))
        kind = (m.group(2) or m.group(4)).upper()
        sc.load_ac = kind in ("AC", "~", "VAC")
    elif re.search(r"\bmains\b|\bAC (?:load|lamp|motor)", q, re.I):
        sc.load_ac = True
    elif re.search(r"\bDC (?:load|lamp|motor|solenoid|valve|fan|pump)", q, re.I):
        sc.load_ac = False
    if sc.load_voltage is not None or sc.load_currents or sc.load_ac is not None:
        # what the contact switches sets which of its ratings apply (inductive loads
        # arc more on break, lamps draw an inrush)
        sc.load_kind = asked_load_kind(q)
    # "1a"/"1b" (one pole, form A/B) and SPST-NO/-NC are the standard codes of one form
    if re.search(r"normally[- ]open|\bNO contact|\bform A\b|\b1a\b|SPST-NO", q, re.I):
        sc.contact_form = "NO"
    elif re.search(r"normally[- ]closed|\bNC contact|\bform B\b|\b1b\b|SPST-NC", q, re.I):
        sc.contact_form = "NC"


_BACKUP = re.compile(r"backup|\bbattery\b|\bVBAT\b|coin[- ]cell|\bCR\d{4}\b|supercap", re.I)


def _backup_supply(q: str, intent: Intent, sc: R.Scenario) -> None:
    """ "a 3 V CR2032 coin cell on its backup pin": that voltage is the device's VBAT."""
    if not re.search(r"backup|\bVBAT\b|battery (?:pin|input)", q, re.I):
        return
    best: tuple[int, float] | None = None
    for m in re.finditer(_V, q):
        window = q[max(0, m.start() - 30) : m.end() + 40]
        if _BACKUP.search(window):
            near = min(abs(b.start() - m.start()) for b in _BACKUP.finditer(window))
            if best is None or near < best[0]:
                best = (near, float(m.group(1)))
    if best is None:
        return
    for mention in intent.distinct_devices:
        sc.pins.setdefault(mention.device, {})["VBAT"] = best[1]
        for stated in (sc.rails, sc.regulator_input):
            if stated.get(mention.device) == best[1]:
                del stated[mention.device]  # the cell is not the main supply


def _common_supply(q: str, intent: Intent, sc: R.Scenario) -> None:
    """ "On a 2.0 V supply, I run X and Y": one supply stated before any device, none else."""
    if sc.rails or sc.regulator_input or not intent.devices:
        return
    head = q[: intent.devices[0].start]
    volts = re.findall(
        r"([-+]?\d+(?:\.\d+)?)\s*V\b(?:\s*\w+){0,2}?\s*(?:supply|rail|battery)", head
    )
    if len(set(volts)) == 1:
        for m in intent.distinct_devices:
            sc.rails[m.device] = float(volts[0])


# the question places the build in an environment (not "VM = 5 V, about 25 °C" test conditions)
_ENVIRONMENT = re.compile(
    r"ambient|outdoor|enclosure|environment|climate|\btemperatures?\b(?! coefficient)|"
    r"\b(?:operat|work|run|function|surviv|start)\w* (?:at|in|between|from|down to|up to)\b[^.?]{0,20}°|"
    r"freezer|fridge|refrigerat|cold[- ]?(?:room|storage|chain)|\boven\b|\bengine bay|\bdashboard|"
    r"\battic\b|\bgarage\b|\bdesert\b|\barctic\b|\bwinter\b|\bsummer\b|"
    r"\brated (?:for|to)\b|\bas (?:low|high|cold|hot) as\b",
    re.I,
)

# words that end a noun phrase: "5 V and its OUT pin" says nothing about the pin's level
_NOT_PHRASE = r"(?!(?:and|or|with|while|but|its|is|are|the|a|an|to|from|on|at)\b)"
_LEVEL_NOUN = (
    r"(?:logic|signal|level|high|outputs?|gpios?|pins?|tx|txd|i/?o|io|microcontrollers?|mcus?|"
    r"hosts?|controllers?|boards?|pull-?ups?)\b"
)


def _drive_level(q: str) -> float | None:
    """The high level a line is driven or pulled to: "pull-ups to 5 V", "driven by a 3.3 V
    pin", "3.3 V logic", "a 5 V Arduino's TX pin", "a 1.8 V microcontroller output"."""
    found = _drive_level_at(q)
    return found[0] if found else None


# a part outside the library named by its level: "a 5 V Arduino drives", "a 3.3 V ESP32 sends"
_NAMED_DRIVER = (
    r"\s+(?:(?!(?:supply|rail|adapter|battery|regulator|motor|relay|coil|load|lamp|and|or|"
    r"with|while|but|its|is|are|the|a|an|to|from|on|at)\b)"
    r"[A-Za-z][\w-]*\s+){1,2}(?:drives?|driving|outputs?|sends?|feeds?|transmits?|toggles?|"
    r"clocks?)\b"
)


def _drive_level_at(q: str) -> tuple[float, int] | None:
    """The stated high level and where the question states it."""
    m = re.search(
        r"(?:pull-?ups?|pulled up)(?: resistors?)?[^.;]{0,40}?(?:to|at)\s+"
        + _V
        + r"|driven (?:directly )?(?:with|by|from)\s+(?:an? |the )?"
        + _V
        + r"|"
        + _V
        + r"\s+(?:"
        + _NOT_PHRASE
        + r"[\w-]+\s+){0,3}?(?:"
        + _NOT_PHRASE
        + r"[\w-]+'s\s+)?"
        + _LEVEL_NOUN
        + r"|"
        + _V
        + _NAMED_DRIVER,
        q,
        re.I,
    )
    if not m:
        return None
    at = next(i for i in range(1, (m.lastindex or 0) + 1) if m.group(i))
    return float(m.group(at)), m.start(at)


def _share_rail(q: str, intent: Intent, sc: R.Scenario) -> None:
    """ "the same 3.3 V rail", "both ... from a 5 V rail": one voltage for every device."""
    if not re.search(r"\bsame\b|\bboth\b|\bshare|\bone\b|\brail\b", q, re.I):
        return
    volts = {v for v in sc.rails.values()}
    rail = re.findall(r"([-+]?\d+(?:\.\d+)?)\s*V\b(?:\s*\w+){0,3}?\s*(?:rail|supply|branch)", q)
    if rail:
        volts |= {float(v) for v in rail}
    if len(volts) == 1:
        value = next(iter(volts))
        for m in intent.distinct_devices:
            if m.device not in sc.rails and m.device not in sc.regulator_input:
                sc.rails[m.device] = value


# ---------------------------------------------------------------- rule selection

_SIGNAL = re.compile(
    r"logic level|levels|gpio|input threshold|input limits|input-voltage|input voltage|pull-?up|pulled up|"
    r"driven|\bdrives?\b|\bdriving\b|on/off pin|data line|echo|\btxd?\b|\brxd?\b|"
    r"\b(?:out|output|signal|data|interrupt|int|irq|alert) pin\b|\bpins? (?:go|goes|connect|wired)|"
    r"\bsignals?\b|\bdigital (?:outputs?|inputs?|lines?)\b", re.I
)  # fmt: skip
_ANALOG = re.compile(
    r"\bvout\b|viout|analog|\bain\d|\bch\d|adc input|across (?:its )?load|output voltage", re.I
)
_POWER = re.compile(r"power|supply|rail|regulator|\bvcc\b|\bvdd\b|\bvs\b|\bvm\b|powered", re.I)


def apply_rules(
    intent: Intent,
    sc: R.Scenario,
    evidence: R.Evidence,
    store: Any,
    stored: R.Evidence | None = None,
) -> list[R.RuleResult]:
    """The rules the question's scenario calls for. ``stored`` (default ``evidence``) tells
    each device's role from its stored facts alone."""
    stored = stored or evidence
    q = intent.question
    replaced = _replaced_devices(intent)
    devices = [m.device for m in intent.distinct_devices if m.device not in replaced]
    results: list[R.RuleResult] = []
    env_question = sc.ambient_c is not None or sc.humidity is not None
    if env_question:
        for device in devices:
            if sc.ambient_c is not None:
                results.append(R.ambient_within(device, sc.ambient_c, evidence))
            if sc.humidity is not None:
                results.append(R.humidity_within(device, sc.humidity, evidence))
        if asks_supply(q):
            # "are both rated for -35 °C and their 3.3 V supply?": every family asked is checked
            results += _rail_rules(intent, sc, evidence)
        return results
    hosts = _bus_hosts(intent)
    if (
        sc.bus
        and re.search(r"attach|slave|read|same|share|\bon (?:one|the) ", q, re.I)
        and not sc.clock_hz
    ):
        results += R.common_bus([d for d in devices if d not in hosts], sc.bus, evidence)
    results += _address_rules(intent, sc, [d for d in devices if d not in hosts], evidence, store)
    if sc.clock_hz is not None:
        results += _clock_rules(devices, sc, evidence, _clock_devices(intent, devices, hosts))
        clock_only = not _POWER.search(q) or re.search(r"speed|clock", q, re.I)
        if clock_only and not asks_supply(q):
            return results
    switches = [d for d in devices if not _is_relay(d, stored) and _is_mosfet(d, stored, q)]
    if switches:
        results += _switch_rules(switches[0], devices, sc, evidence)
    relays = [d for d in devices if _is_relay(d, stored)]
    if relays and _switched_by_contact(q, sc) and (sc.load_voltage or sc.load_currents):
        for relay in relays:
            results += R.contact_rating(
                relay,
                evidence,
                max(sc.load_currents) if sc.load_currents else None,
                sc.load_voltage,
                sc.load_ac,
                sc.contact_form,
                sc.load_kind,
            )
        return results
    if switches:
        return results + _coil_supply_rules(relays, sc, evidence)
    pin_loads = _pin_driven_loads(intent, relays)
    if pin_loads:
        return results + [
            R.pin_drive_covers_load(source, load, evidence, sc.drive_mode)
            for source, load in pin_loads
        ]
    regulators = [d for d in devices if _is_regulator(intent, sc, d, stored)]
    loads = [d for d in devices if d not in regulators]
    _loads_fed_from_stated_supply(sc, loads)
    if regulators and not loads and regulators[0] in sc.regulator_input:
        regulator = regulators[0]
        load_a = sum(sc.load_currents) if sc.load_currents else None
        vin = sc.regulator_input[regulator]
        set_out = sc.regulator_output.get(regulator)
        results.append(R.regulator_headroom(regulator, vin, evidence, set_out, load_a))
        return results
    _rehome_io_pins(devices, sc, evidence)
    if sc.shunt_ohm is not None:
        results += _shunt_rules(devices, sc, evidence)
        return results
    if sc.budget_current is not None:
        results.append(
            _counted(
                sc,
                devices,
                lambda units: R.current_budget(
                    units, sc.budget_current or 0.0, evidence, sc.worst_case, _operating_point(q)
                ),
            )
        )
        return results
    powering = bool(regulators and loads and _FEEDS.search(q))
    if powering:
        results += _regulator_rules(regulators[0], loads, sc, evidence, q)
    elif _POWER.search(q) or sc.rails or sc.pins:
        results += _rail_rules(intent, sc, evidence)
        results += _supply_order_rules(devices, sc, evidence)
    if sc.load_currents and not regulators:
        results += _driver_current_rules(devices, sc, evidence, q)
    # a regulator's "output voltage" feeding a load is power, not an analog signal path
    analog = _ANALOG_SIGNAL.search(q) if powering else _ANALOG.search(q)
    if analog and len(devices) >= 2:
        results += _analog_rules(intent, sc, evidence)
    elif _SIGNAL.search(q):
        results += _signal_rules(intent, sc, evidence, store)
    return results


_CONTACT_LOAD = re.compile(
    r"contacts?\b|switch(?:es|ing)? (?:an?|the|my)\b|\bload\b|kettle|heater|lamp|motor|pump|"
    r"appliance|fan\b|mains",
    re.I,
)


def _switched_by_contact(q: str, sc: R.Scenario) -> bool:
    """The relay's contact switches a load the question names. A coil that is "the only
    load" of a regulator, or the regulator's "7.5 V DC supply", is no contact load."""
    if re.search(r"\bcontacts?\b", q, re.I):
        return True
    if sc.load_voltage is not None and sc.load_voltage in sc.regulator_input.values():
        return False  # the stated DC voltage feeds a regulator
    text = re.sub(r"\bcoil\b[^.?;]{0,40}\bload\b|\bload\b[^.?;]{0,20}\bcoil\b", " ", q, flags=re.I)
    return bool(_CONTACT_LOAD.search(text))


def _is_mosfet(device: str, evidence: R.Evidence, question: str = "") -> bool:
    """A transistor switch: its sheet states a gate threshold or VDS rating, or the question
    speaks of its gate and the sheet states an on-resistance."""
    if evidence(device, "gate_threshold_voltage") or evidence(device, "drain_source_voltage"):
        return True
    return bool(
        re.search(r"\bgate\b|mosfet|\bfet\b", question, re.I) and evidence(device, "on_resistance")
    )


def _is_relay(device: str, evidence: R.Evidence) -> bool:
    return bool(
        evidence(device, "contact_current")
        or evidence(device, "contact_voltage")
        or evidence(device, "coil_voltage")
    )


def _switch_rules(
    mosfet: str, devices: list[str], sc: R.Scenario, evidence: R.Evidence
) -> list[R.RuleResult]:
    """A MOSFET switching a load: its VDS rating covers the switched supply, and the gate
    level is above the worst-case threshold and at a VGS its RDS(on) is specified at."""
    out: list[R.RuleResult] = []
    switched = [v for d, v in sc.rails.items() if d != mosfet]
    volts = sc.load_voltage or (max(switched) if switched else None)
    if volts is not None:
        out.append(R.drain_voltage_rating(mosfet, volts, evidence))
    if sc.drive_level is not None:
        out += R.gate_drive(mosfet, sc.drive_level, evidence)
    else:
        out.append(R.missing("switch.gate_above_threshold", "the gate drive level"))
    return out


def _coil_supply_rules(
    relays: list[str], sc: R.Scenario, evidence: R.Evidence
) -> list[R.RuleResult]:
    """A relay coil on a stated supply: the supply matches the coil's rated voltage."""
    out = []
    for relay in relays:
        rail = sc.rails.get(relay)
        if rail is not None and evidence(relay, "coil_voltage"):
            out.append(R.rail_in_supply_range(relay, rail, evidence, "coil_voltage"))
    return out


_PIN_SOURCE = re.compile(r"(?:\bfrom|\bby|\bwith|\bon)\s+(?:(?:an?|the|my|its)\s+)?$", re.I)
_PIN_NOUN = re.compile(r"^(?:'s)?\s*(?:[\w./-]+\s+){0,2}?(?:gpio|pin|i/?o|io\b|output|port)", re.I)


def _pin_driven_loads(intent: Intent, relays: list[str]) -> list[tuple[str, str]]:
    """ "drive the coil of X from a Y GPIO", "Y's pin drives X's coil": (Y, X) pairs."""
    if not relays or not re.search(r"gpio|\bpin\b|\bi/?o\b|\bport\b", intent.question, re.I):
        return []
    q = intent.question
    sources = [
        m.device
        for m in intent.devices
        if m.device not in relays
        and (_PIN_SOURCE.search(q[max(0, m.start - 20) : m.start]) or _source_like(q, m))
        and _PIN_NOUN.search(q[m.end : m.end + 30])
    ]
    return [(sources[0], relay) for relay in relays] if sources else []


def _source_like(q: str, m: DeviceMention) -> bool:
    return bool(
        re.search(
            r"^(?:'s)?\s*(?:\w+\s+){0,2}?(?:gpio|pin|output)s?\s+(?:drives?|feeds?|switch)",
            q[m.end : m.end + 40],
            re.I,
        )
    )


def _replaced_devices(intent: Intent) -> set[str]:
    """ "replace the L298N with a DRV8833", "instead of the X": X is no longer in the build."""
    q = intent.question
    out: set[str] = set()
    for m in intent.devices:
        before = q[max(0, m.start - 25) : m.start].lower()
        if re.search(r"\b(?:replace|replacing|instead of|swap out)\s+(?:the |my |an? )?$", before):
            out.add(m.device)
    kept = {m.device for m in intent.devices} - out
    return out if kept else set()


_ANALOG_SIGNAL = re.compile(r"\bviout\b|analog|\bain\d|\bch\d|adc input|across (?:its )?load", re.I)
_IO_PINS = ("VCCA", "VCCB", "VDDIO", "VLOGIC")


def _loads_fed_from_stated_supply(sc: R.Scenario, loads: list[str]) -> None:
    """ "X powered from a separate 3.0 V regulator": for a load, that voltage is its rail."""
    for device in loads:
        vin = sc.regulator_input.pop(device, None)
        if vin is not None and device not in sc.rails:
            sc.rails[device] = vin


def _pin_named(fact: Fact, pin: str) -> bool:
    return pin.lower() in f"{fact.symbol or ''} {fact.condition} {fact.source.quote}".lower()


def _rehome_io_pins(devices: list[str], sc: R.Scenario, evidence: R.Evidence) -> None:
    """ "VCCA = 5 V" belongs to the device whose sheet names a VCCA supply, wherever the
    sentence put it (the clause after a load's name often describes the translator)."""
    for holder in list(sc.pins):
        for pin in [p for p in sc.pins[holder] if p in _IO_PINS]:
            if any(_pin_named(f, pin) for f in evidence(holder, "io_supply_voltage")):
                continue
            owner = next(
                (
                    d
                    for d in devices
                    if d != holder
                    and any(_pin_named(f, pin) for f in evidence(d, "io_supply_voltage"))
                ),
                None,
            )
            if owner is not None:
                sc.pins.setdefault(owner, {})[pin] = sc.pins[holder].pop(pin)


_ORDER = re.compile(
    r"\b(V[A-Z]{1,5}\d?)\s*(?:≤|<=|=<|must be less than or equal to|must not exceed|"
    r"must be (?:lower|less) than)\s*(V[A-Z]{1,5}\d?)\b"
)


def _supply_order_rules(
    devices: list[str], sc: R.Scenario, evidence: R.Evidence
) -> list[R.RuleResult]:
    """A translator's "VCCA ≤ VCCB": the stated pin voltages must keep the stated order."""
    out: list[R.RuleResult] = []
    for device in devices:
        pins = sc.pins.get(device, {})
        if len(pins) < 2:
            continue
        seen: set[tuple[str, str]] = set()
        for fld in ("io_supply_voltage", "supply_voltage"):
            for fact in evidence(device, fld):
                text = f"{fact.condition} {fact.source.quote}"
                for low, high in _ORDER.findall(text):
                    low, high = low.upper(), high.upper()
                    if (low, high) in seen or low not in pins or high not in pins:
                        continue
                    seen.add((low, high))
                    ok = pins[low] <= pins[high] + 1e-9
                    reason = (
                        f"{device} requires {low} <= {high}; stated {low} = {pins[low]:g} V, "
                        f"{high} = {pins[high]:g} V"
                    )
                    out.append(R.RuleResult(RuleOutcome("power.supply_order", ok, reason), [fact]))
    return out


# the question is about one device supplying another (not only "a regulator running from 12 V")
_FEEDS = re.compile(
    r"\bpower(?:s|ed|ing)?\b|\bsuppl(?:y|ies|ied)\b|\boutput\b|\brail\b|\bfeeds?\b", re.I
)
_SUPPLIES_OTHERS = re.compile(
    r"regulator|converter|\bbuck\b|\bldo\b|fed from|whose input|input is|set to|\boutput\b|supplies|"
    r"\bpowers?\b|\bsupply for\b",
    re.I,
)

_NAMED_SUPPLY = re.compile(
    r"regulator|converter|\bbuck\b|\bboost\b|\bldo\b|\bpowers?\b|\bsupplies\b|\bsupply for\b|"
    r"power supply|\bfeeds?\b",
    re.I,
)


def _is_regulator(intent: Intent, sc: R.Scenario, device: str, evidence: R.Evidence) -> bool:
    """A device that powers the others: the question says so and its sheet states an output.

    A logic chip also has "output voltage" rows (VOH) and "output current" (IO); only the
    question's own wording ("from an X", "X fed from 9 V", "X set to 5 V", "X's output")
    or a stated dropout voltage makes a device the supply of the build.
    """
    outs = evidence(device, "output_voltage")
    if not outs:
        return False
    if device in sc.regulator_input or device in sc.regulator_output:
        return True
    if evidence(device, "dropout_voltage"):
        return True
    if all(R.follows_own_supply(f) for f in outs) and not _NAMED_SUPPLY.search(
        device_clause(intent, device)[:80]
    ):
        # "VO output voltage 0 to VCC": a logic output swings between its own rails; that is
        # a signal range, and the part regulates nothing (no dropout, no stated output)
        return False
    q = intent.question
    for m in intent.devices:
        if m.device != device:
            continue
        before = q[max(0, m.start - 12) : m.start].lower()
        if re.search(r"\bfrom (?:an? |the )?$", before):
            return True
    return bool(_SUPPLIES_OTHERS.search(device_clause(intent, device)[:80]))


def _clock_rules(
    devices: list[str], sc: R.Scenario, evidence: R.Evidence, needed: set[str] | None = None
) -> list[R.RuleResult]:
    """The bus clock within each part's limit. A part outside ``needed`` (the bus host, or
    a part the question does not ask about) is checked only when its sheet states a limit:
    its silence is no evidence against the clock."""
    out = []
    fields = ["i2c_clock_frequency"] if sc.bus == "I2C" else ["spi_clock_frequency", "data_rate"]
    for device in devices:
        fld = next((f for f in fields if evidence(device, f)), fields[0])
        if needed is not None and device not in needed and not evidence(device, fld):
            continue
        supply = sc.rails.get(device)
        out.append(R.clock_within(device, sc.clock_hz or 0.0, fld, evidence, supply))
    return out


def asking_part(question: str) -> str:
    """The sentence that asks ("..., with 3.3 V pull-ups. Any supply or address conflicts?")."""
    parts = [p for p in re.split(r"(?<=[.:;!])\s+(?=[A-Z])", question) if p.strip()]
    asked = [p for p in parts if "?" in p]
    return asked[-1] if asked else question


_SUPPLY_WORD = re.compile(r"\bsuppl(?:y|ies)\b|\bpower(?:ed)?\b|\brails?\b|\bvdd\b|\bvcc\b", re.I)
# "at this supply voltage", "on a 3.3 V supply": the supply as the condition of another check
_SUPPLY_AS_CONDITION = re.compile(
    r"\b(?:at|on|from|with|by|under|for)\s+(?:(?:this|that|these|the|a|an|its|their|same|one|"
    r"common|shared|single|\d+(?:\.\d+)?\s*V)\s+){0,3}$",
    re.I,
)


def asks_supply(question: str) -> bool:
    """The asking sentence makes the supply a subject of its own ("Any supply, speed or
    address conflicts?", "does it fit the X's supply and clock limits?"), not the condition
    of another check ("is that clock allowed at this supply voltage?")."""
    part = asking_part(question)
    if re.search(
        r"\bonly\s+(?:the\s+)?(?:[\w-]+\s+)?(?:speed|clock|levels?|timing|temperature|"
        r"address|current|signal)",
        part,
        re.I,
    ):
        return False  # "considering only speed limits": the question sets its own scope
    return any(
        not _SUPPLY_AS_CONDITION.search(part[max(0, m.start() - 40) : m.start()])
        and not re.match(r"\s*(?:[=≥≤<>]|of\s+\d|\d)", part[m.end() : m.end() + 8])
        for m in _SUPPLY_WORD.finditer(part)
    )


def _clock_devices(intent: Intent, devices: list[str], hosts: set[str]) -> set[str]:
    """Parts whose clock limit a verdict needs: those the asking sentence names, else every
    part on the bus but its host."""
    part = asking_part(intent.question)
    start = len(intent.question) - len(part)
    named = {m.device for m in intent.devices if m.start >= start and m.device in devices}
    return named or {d for d in devices if d not in hosts}


# the part that owns the bus: "X's SPI bus", "X reads Y", "the host X", "X (master)"
_HOST_AFTER = re.compile(
    r"^(?:'s|’s)\s+(?:[\w-]+\s+){0,2}?bus\b|^\s*(?:\([^)]{0,20}(?:host|master|controller)"
    r"[^)]{0,10}\)|reads?\b|polls?\b|quer(?:y|ies)\b|talks? to|controls?\b|"
    r"is the (?:host|master|controller)|"
    r"as (?:the )?(?:host|master|controller))",
    re.I,
)
_HOST_BEFORE = re.compile(r"\b(?:host|master|controller)\s*(?:,|\()?\s*(?:the |an? )?$", re.I)


def _bus_hosts(intent: Intent) -> set[str]:
    q = intent.question
    return {
        m.device
        for m in intent.devices
        if _HOST_AFTER.search(q[m.end : m.end + 40])
        or _HOST_BEFORE.search(q[max(0, m.start - 20) : m.start])
    }


# the asking sentence picks other checks than the address ("are the bus levels within the
# INA219's thresholds?"); a general one ("can they share the bus?") needs every check
_ASPECT = re.compile(
    r"\blevels?\b|threshold|\bclock|\bspeed|frequenc|\bsuppl(?:y|ies)\b|\bvoltages?\b|"
    r"pull-?ups?|\bratings?\b|temperature|\bcurrent\b|timing|capacitance",
    re.I,
)
_GENERAL = re.compile(
    r"address|conflict|collid|collision|clash|together|\bshare|\bsame\b|\bone bus|\bput\b|"
    r"\battach|\badd\b|\bconnect|\bwork\b|\bok(?:ay)?\b|\bfine\b|problem|issue",
    re.I,
)


def _address_rules(
    intent: Intent, sc: R.Scenario, slaves: list[str], evidence: R.Evidence, store: Any
) -> list[R.RuleResult]:
    """Every chip on an I2C bus needs its own address: checked when the question asks,
    when it puts several copies of one part on the bus, and when it asks in general whether
    several parts can share the bus (a collision breaks the bus whatever else fits)."""
    q = intent.question
    units = _bus_units(intent, sc, slaves)
    asked = re.search(r"address|collid|collision|conflict|clash", q, re.I)
    copies = len(units) > len(set(u.device for u in units))
    part = asking_part(q)
    general = bool(_GENERAL.search(part)) or not _ASPECT.search(part)
    shared_i2c = sc.bus == "I2C" and len(units) >= 2 and (copies or general)
    if not (asked or shared_i2c):
        return []
    statements = {
        u.device: _sheet_statements(intent, u.device, store, R.address_statements, R.address_fact)
        for u in units
    }
    result = R.bus_addresses(units, evidence, statements)
    vague = [d for d, n in sc.copies.items() if n == 0 and d in slaves]
    if vague and result.outcome.passed:
        # "several X": two copies fit, more may not
        return [R.missing(result.outcome.rule, f"how many {vague[0]} share the bus")]
    return [result]


def _bus_units(intent: Intent, sc: R.Scenario, devices: list[str]) -> list[R.BusUnit]:
    """One unit per chip: "two AVQ7924-0" is two units of version 0."""
    units: list[R.BusUnit] = []
    for device in devices:
        variants = list(
            dict.fromkeys(m.variant for m in intent.devices if m.device == device and m.variant)
        )
        n = max(sc.copies.get(device, 1) or 2, len(variants), 1)
        for i in range(n):
            variant = variants[min(i, len(variants) - 1)] if variants else None
            units.append(R.BusUnit(device, variant))
    return units


def _supply_field_for(intent: Intent, device: str) -> tuple[str, str | None]:
    """Which supply the question puts on the rail: logic (VSS), motor (VM/VS), I/O, or main."""
    clause = device_clause(intent, device).lower()
    if re.search(r"logic supply", clause):
        return "logic_supply_voltage", None
    if re.search(r"motor|\bvm\b|\bvmot\b|load supply", clause):
        return "load_supply_voltage", None
    pin = re.search(r"\b(vcca|vccb|vddio|vlogic)\b", clause)
    tied = re.search(
        r"\b(?:vcca|vccb|vddio|vlogic)\b (?:is )?(?:tied|connected|shorted) to (?:its |the )?vdd",
        clause,
    )
    if pin and not tied:
        return "io_supply_voltage", pin.group(1).upper()
    return "supply_voltage", None


def _rail_rules(intent: Intent, sc: R.Scenario, evidence: R.Evidence) -> list[R.RuleResult]:
    out = []
    for mention in intent.distinct_devices:
        device = mention.device
        pins = sc.pins.get(device, {})
        io_pins = {p: v for p, v in pins.items() if p in ("VCCA", "VCCB", "VDDIO", "VLOGIC")}
        if "VBAT" in pins:
            out.append(R.rail_in_supply_range(device, pins["VBAT"], evidence, pin="VBAT"))
            if device not in sc.rails:
                continue
        if io_pins:
            for pin, volts in io_pins.items():
                out.append(
                    R.rail_in_supply_range(device, volts, evidence, "io_supply_voltage", pin)
                )
            continue
        rail = sc.rails.get(device)
        if rail is None:
            continue
        fld, pin = _supply_field_for(intent, device)
        result = R.rail_in_supply_range(device, rail, evidence, fld, pin)
        if result.outcome.passed is None and fld != "supply_voltage":
            result = R.rail_in_supply_range(device, rail, evidence, "supply_voltage")
        out.append(result)
    return out


def _regulator_rules(
    regulator: str, loads: list[str], sc: R.Scenario, evidence: R.Evidence, q: str
) -> list[R.RuleResult]:
    out = []
    vin = sc.regulator_input.get(regulator)
    set_out = sc.regulator_output.get(regulator)
    if vin is not None:
        out.append(R.regulator_headroom(regulator, vin, evidence, set_out))
    for load in loads:
        fld = (
            "coil_voltage"
            if evidence(load, "coil_voltage") and not evidence(load, "supply_voltage")
            else "supply_voltage"
        )
        out.append(R.regulator_output_in_load_range(regulator, load, evidence, set_out, fld))
    if re.search(r"current|deliver|capab", q, re.I):
        out.append(
            _counted(sc, loads, lambda units: R.current_capability(regulator, units, evidence))
        )
    return out


def _counted(sc: R.Scenario, devices: list[str], rule: Any) -> R.RuleResult:
    """A current rule over every copy of each load: "three X modules" draw three times
    one X. "Several X" leaves the total unknown."""
    vague = [d for d in devices if sc.copies.get(d) == 0]
    if vague:
        return R.missing("power.current_total", f"how many {vague[0]} the supply feeds")
    return rule([d for d in devices for _ in range(sc.copies.get(d, 1))])


def _driver_current_rules(
    devices: list[str], sc: R.Scenario, evidence: R.Evidence, q: str = ""
) -> list[R.RuleResult]:
    out = []
    continuous, peak = min(sc.load_currents), max(sc.load_currents)
    for device in devices:
        rated = [(fld, need, _current_rating(evidence(device, fld)))
                 for fld, need in (("output_current", continuous), ("peak_output_current", peak))]  # fmt: skip
        if not any(r for _, _, r in rated):
            continue  # states no drive current at all: a load, not the driver
        for fld, need, rating in rated:
            if rating is None:
                if fld == "output_current":
                    # a peak or limit rating says nothing about a steady load
                    out.append(R.missing(f"power.{fld}_covers_load", f"{device} continuous {fld}"))
                continue
            limit, fact = rating
            ok = need <= limit
            reason = f"{need:g} A {'<=' if ok else '>'} {device} {fld} {limit:g} A"
            out.append(R.RuleResult(RuleOutcome(f"power.{fld}_covers_load", ok, reason), [fact]))
    if not out and _LOAD_CURRENT.search(q):
        # a load current the question states was checked against nothing: never a pass
        out.append(R.missing("power.output_current_covers_load", "an output current rating"))
    return out


def _current_rating(facts: list[Fact]) -> tuple[float, Fact] | None:
    """The first row that rates the current: a limit (max, value, min), or a nominal or
    rated current stated in the typical column ("Nominal load current IL(NOM) - 5.5 - A")."""
    for fact in facts:
        limit = R.guaranteed_limit(fact)
        if limit is None and re.search(
            r"nominal|rated|\bNOM\b", f"{fact.condition} {fact.source.quote}", re.I
        ):
            limit = R.si(fact, "typ")
        if limit is not None:
            return limit, fact
    return None


# a current the build must deliver ("a 2 A motor", "drive a 300 mA load"), not a measured
# one ("over the ±20 A range")
_LOAD_CURRENT = re.compile(
    r"\d(?:\.\d+)?\s*m?A\b[^.?]{0,20}\b(?:load|motor|stall|peak|continuous|winding|coil|lamp|"
    r"heater|solenoid|led)"
    r"|\b(?:load|motor|drive|driving|deliver|supply|supplying|source|sourcing|sink|sinking)\w*\b"
    r"[^.?]{0,30}?\d(?:\.\d+)?\s*m?A\b",
    re.I,
)

# a receiving end: "to a GPIO of X", "drives the RXD pin of X", "into X", "drive the coil of X"
_SINK_BEFORE = re.compile(
    r"\b(?:to|into|drives?|driving|feeds?|feeding|reach(?:es)?|connected to|wired to)\s+"
    r"(?:(?:an?|the|my)\s+)?(?:[\w/-]+\s+){0,3}?(?:of|on)\s+(?:(?:an?|the|my)\s+)?$"
    r"|\b(?:to|into|drives?|driving|drive|feeds?|feeding|reach(?:es)?|straight to|directly to)\s+"
    r"(?:(?:an?|the|my)\s+)?$",
    re.I,
)
# what follows a receiving device: "X's RXD pin", "X GPIO", "X's inputs", "X's bus pins"
_SINK_AFTER = re.compile(
    r"^(?:'s)?\s*(?:\([^)]{0,30}\)\s*)?(?:[\w/-]+\s+){0,2}?"
    r"(?:inputs?|input thresholds|input limits|sda/scl|sda|scl|gpios?|rxd?|gate|coil|pins?|"
    r"bus pins|en\b|enable|adc|ain\d*|ch\d|i/?o)\b",
    re.I,
)
_SINK_VERB = re.compile(
    r"^(?:'s)?\s*(?:\([^)]{0,30}\)\s*)?(?:reads|samples|receives|listens to|monitors|senses|"
    r"sees)\b",
    re.I,
)
# a driving end: "X's OUT pin", "X drives", "X's output into", "from a X GPIO", "Y reads X"
_SOURCE_AFTER = re.compile(
    r"^(?:'s)?\s*(?:\([^)]{0,30}\)\s*)?(?:[^.;]{0,30}\b(?:its|'s)\s+)?(?:[\w/-]+\s+)?"
    r"(?:out|output|outputs|tx|txd|dout|do|int|irq|alert|signal)\b(?!\s+(?:of|on)\b)"
    r"|^(?:'s)?\s*(?:drives|outputs|sends|transmits|writes)\b"
    # "a WRM2402 GPIO (IOVDD = 3.3 V) drive the X's IN pin": the pin named before the verb
    r"|^(?:'s)?\s*(?:[\w/-]+\s+){0,2}?(?:gpios?|pins?|i/?o)\s*(?:\([^)]{0,30}\)\s*)?"
    r"(?:drives?|driving|feeds?|switch(?:es)?|controls?|toggles?)\b",
    re.I,
)
_SOURCE_BEFORE = re.compile(
    r"(?:\bfrom|\bby)\s+(?:(?:an?|the|my)\s+)?$|\b(?:reads|samples|monitors|senses)\s+"
    r"(?:(?:an?|the|my)\s+)?$",
    re.I,
)


def _roles(intent: Intent) -> tuple[list[str], list[str]]:
    """Sources drive a line; sinks receive it, from the wording around each device:
    "X drives Y", "X's output into Y", "connect X pin to Y input", "Y reads X",
    "Y's inputs", "from a X GPIO"."""
    sink_votes = _role_votes(intent)
    sinks = [d for d, v in sink_votes.items() if v > 0]
    named_sources = [d for d, v in sink_votes.items() if v < 0]
    if not sinks and named_sources:
        # "X's output into the GPIO": whoever is not named as the source receives
        sinks = [d for d in sink_votes if d not in named_sources]
    sources = [m.device for m in intent.distinct_devices if m.device not in sinks]
    return sources, sinks


def _role_votes(intent: Intent) -> dict[str, int]:
    """Per device: > 0 the wording makes it a receiver, < 0 a driver, 0 not told."""
    q = intent.question
    sink_votes: dict[str, int] = {}
    for m in intent.devices:
        before = q[max(0, m.start - 45) : m.start]
        after = q[m.end : m.end + 45]
        vote = sink_votes.get(m.device, 0)
        if _SINK_VERB.search(after) or (
            _SINK_BEFORE.search(before) and not _SOURCE_AFTER.search(after)
        ):
            vote += 2
        elif _SINK_AFTER.search(after) and not _SOURCE_BEFORE.search(before):
            vote += 1
        if _SOURCE_AFTER.search(after) or _SOURCE_BEFORE.search(before):
            vote -= 2
        sink_votes[m.device] = vote
    return sink_votes


def _signal_rules(
    intent: Intent, sc: R.Scenario, evidence: R.Evidence, store: Any = None
) -> list[R.RuleResult]:
    q = intent.question
    pins = _signal_pins(q)
    pulled_bus = bool(sc.bus and sc.drive_level is not None and re.search(r"pull", q, re.I))
    middles: list[str] = []
    if pulled_bus:
        # every device on a pulled-up bus receives the pull-up level on its bus pins
        sources: list[str] = []
        sinks = [m.device for m in intent.distinct_devices]
        if sc.bus == "I2C":
            pins |= {"SDA", "SCL"}
    else:
        sources, sinks = _roles(intent)
        middles = [d for d in _intermediaries(intent) if d not in sinks]
        if middles and sc.drive_level is not None:
            # "use X to pass a 5 V signal to Y": X's input takes the stated level, X's
            # output drives Y
            sinks = middles[:1] + sinks
    if not sinks:
        return [
            R.RuleResult(
                RuleOutcome("signal.roles", None, "could not tell which device receives the signal")
            )
        ]
    out = []
    level_checked = False
    for sink in sinks:
        if sink in middles:
            source = None
        else:
            source = next((s for s in middles + sources if s != sink), None)
        supply = sc.rails.get(sink, sc.regulator_input.get(sink))
        if supply is None and sink in sc.pins:
            supply = next(iter(sc.pins[sink].values()))
        source_supply = None
        if source is not None:
            source_supply = sc.rails.get(source, sc.regulator_input.get(source))
        level = sc.drive_level
        if source in middles:
            level = None  # the part in the middle drives the far end with its own output
        elif source is not None and not pulled_bus and not _level_at_sink(intent, sc, sink):
            named = _role_votes(intent).get(source, 0) < 0
            if named and not _level_of(intent, sc, source):
                # the question names this source's output ("X's output drives Y"), and
                # "a 5 V sensor" set the level of another line than this one
                level = None
        level_checked = level_checked or level is not None
        out += R.digital_levels(
            source,
            sink,
            level,
            supply,
            evidence,
            pins,
            source_supply,
            _tolerances(intent, sink, store),
            _source_level(intent, source, store) if source and level is None else None,
        )
        if pulled_bus and sc.drive_level is not None:
            out += _pullup_limit(sink, sc.drive_level, evidence)
    if sc.drive_level is not None and not level_checked:
        # the stated level drives some input of the build; which one was not understood, so
        # it was checked against none: never a pass
        out.append(
            R.missing(
                "signal.stated_level_receiver",
                f"which part receives the {sc.drive_level:g} V level",
            )
        )
    return out


def _level_at_sink(intent: Intent, sc: R.Scenario, sink: str) -> bool:
    """The level is written in the receiver's own clause: "the Y's CE and SCK inputs are
    driven directly with 5 V logic levels"."""
    if sc.drive_at is None:
        return False
    for m in intent.devices:
        if m.device != sink or m.end > sc.drive_at or sc.drive_at - m.end > 80:
            continue
        if not any(o.device != sink and m.end <= o.start < sc.drive_at for o in intent.devices):
            return True
    return False


def _level_of(intent: Intent, sc: R.Scenario, source: str) -> bool:
    """The stated level belongs to this source: it is written with the source's name
    ("the X's 3.3 V TX", "X with 3.3 V logic") rather than naming a part outside the
    library ("a 5 V Arduino", "a 5 V sensor's output", "3.3 V microcontroller pin")."""
    if sc.drive_at is None:
        return True
    q = intent.question
    for m in intent.devices:
        if m.device != source or m.end > sc.drive_at:
            continue
        between = q[m.end : sc.drive_at]
        if 0 <= len(between) <= 30 and re.fullmatch(
            r"(?:'s|’s)?\s*(?:[\w-]+\s+){0,2}?(?:(?:at|with|using|in|on)\s+)?(?:an?\s+)?",
            between,
            re.I,
        ):
            return True
    # a level that no other library part claims and that names no outside part
    outside = re.search(
        r"\b(?:sensor|arduino|uno|mcu|microcontroller|controller|host|board|processor|fpga|"
        r"esp\w*|raspberry|pi|logic|pins?|gpio|signal|pull-?ups?|pulled|driven)\b",
        q[sc.drive_at : sc.drive_at + 40],
        re.I,
    )
    return outside is None


_MIDDLE_BEFORE = re.compile(r"\b(?:through|via)\s+(?:an?\s+|the\s+|my\s+)?$", re.I)
_MIDDLE_USE = re.compile(r"\buse\s+(?:an?\s+|the\s+|my\s+)?$", re.I)
_MIDDLE_PURPOSE = re.compile(
    r"^(?:[^.;?]|\.\d){0,50}?\bto\s+(?:pass|translate|shift|level[- ]shift|buffer|convert|repeat|isolate)\b",
    re.I,
)
_MIDDLE_ROLE = re.compile(
    r"\s*(?:as|for)\s+(?:an?|the)\s+(?:level[- ]?(?:shifter|translator)|buffer|translator)", re.I
)


def _intermediaries(intent: Intent) -> list[str]:
    """Parts a signal passes through: "through a TXS0108E", "use a 74xx ... to pass a
    5 V signal to Y", "X as a level shifter"."""
    q = intent.question
    out: list[str] = []
    for m in intent.devices:
        before = q[max(0, m.start - 20) : m.start]
        after = q[m.end : m.end + 70]
        used = _MIDDLE_USE.search(before) and _MIDDLE_PURPOSE.search(after)
        role = _MIDDLE_ROLE.match(after)
        if _MIDDLE_BEFORE.search(before) or used or role:
            out.append(m.device)
    return list(dict.fromkeys(out))


def _source_level(intent: Intent, source: str, store: Any) -> tuple[float, Fact] | None:
    """The level a source's sheet states for its interface ("Interface level: 3.3 V",
    "TXD (TTL level 3.3V)"), when every such statement agrees."""
    found = _sheet_statements(intent, source, store, R.level_statements, R.level_fact)
    volts = {round(st.volts, 3) for st, _ in found}
    if len(volts) != 1:
        return None
    return found[0][0].volts, found[0][1]


def _tolerances(intent: Intent, device: str, store: Any) -> list[tuple[R.Tolerance, Fact]]:
    """The device sheet's "(not) N V tolerant" / "needs level conversion" statements."""
    return _sheet_statements(intent, device, store, R.tolerance_statements, R.tolerance_fact)


def _sheet_statements(
    intent: Intent, device: str, store: Any, read: Any, cite: Any
) -> list[tuple[Any, Fact]]:
    """Statements ``read`` finds on every page of the device's sheet, each with a citation."""
    mention = next((m for m in intent.distinct_devices if m.device == device), None)
    if mention is None or store is None:
        return []
    try:
        doc = store.document(mention.doc_id)
        pages = doc.pages if doc is not None else 0
        out = []
        for number in range(1, pages + 1):
            text = store.page_text(mention.doc_id, number) or ""
            for statement in read(text, number):
                out.append((statement, cite(device, mention.file_name, statement)))
        return out
    except AttributeError:
        return []


_PULLUP_ROW = re.compile(r"pull-?up voltage|\bV_?PU\b", re.I)


def _pullup_limit(device: str, level: float, evidence: R.Evidence) -> list[R.RuleResult]:
    """A sheet's recommended pull-up voltage row ("VPU ... max 3.6 V") bounds the bus level."""
    for fld in (
        "io_supply_voltage",
        "supply_voltage",
        "input_high_voltage",
        "abs_max_input_voltage",
    ):
        for fact in evidence(device, fld):
            if not _PULLUP_ROW.search(f"{fact.symbol or ''} {fact.source.quote}"):
                continue
            top = R.si(fact, "max")
            if top is None:
                continue
            ok = level <= top + 1e-9
            reason = (
                f"pull-up {level:g} V {'<=' if ok else '>'} {device} pull-up voltage max {top:g} V"
            )
            return [
                R.RuleResult(RuleOutcome("signal.pullup_voltage_within_limit", ok, reason), [fact])
            ]
    return []


def _signal_pins(question: str) -> set[str]:
    """Signal names the question wires ("SDA/SCL", "ALERT/RDY", "ON/OFF", "CE, CSN")."""
    tokens = set(re.findall(r"\b[A-Z][A-Z0-9]{1,6}(?:/[A-Z][A-Z0-9]{1,6})?\b", question))
    out = {
        t
        for t in tokens
        if not re.fullmatch(r"V[A-Z]*\d*|I2C|SPI|UART|GPIO|DC|AC|[A-Z]{1,2}\d{3,}.*", t)
    }
    return out | {p for t in out for p in t.split("/")}


def _analog_rules(intent: Intent, sc: R.Scenario, evidence: R.Evidence) -> list[R.RuleResult]:
    sources, sinks = _roles(intent)
    if not sinks:
        sinks = [
            d
            for d in (m.device for m in intent.distinct_devices)
            if evidence(d, "analog_input_range")
        ]
        sources = [d for d in sources if d not in sinks]
    if not sinks or not sources:
        return [R.RuleResult(RuleOutcome("analog.roles", None, "could not tell source and sink"))]
    source, sink = sources[0], sinks[0]
    variant = next((m.variant for m in intent.devices if m.device == source and m.variant), None)
    span, facts = R.analog_output_span(source, variant, evidence)
    supply = sc.rails.get(sink)
    if supply is None and sink in sc.pins:
        supply = next(iter(sc.pins[sink].values()))
    source_supply = sc.rails.get(source)
    return [R.analog_in_range(source, sink, span, facts, supply, evidence, source_supply)]


def _shunt_rules(devices: list[str], sc: R.Scenario, evidence: R.Evidence) -> list[R.RuleResult]:
    """Load current x shunt resistance within the sense amplifier's input range."""
    sense = [d for d in devices if evidence(d, "analog_input_range")]
    loads = [d for d in devices if d not in sense]
    if not sense or not loads:
        return [
            R.missing(
                "analog.shunt_voltage_within_input_range", "sense input range or load current"
            )
        ]
    current, used = R.load_current(loads[0], evidence, worst_case=True)
    if current is None:
        return [
            R.missing(
                "analog.shunt_voltage_within_input_range", f"{loads[0]} maximum supply_current"
            )
        ]
    ranges = evidence(sense[0], "analog_input_range")
    hi = R.si(ranges[0], "max")
    if hi is None:
        return [
            R.missing("analog.shunt_voltage_within_input_range", f"{sense[0]} input range maximum")
        ]
    volts = current * (sc.shunt_ohm or 0.0)
    ok = volts <= hi
    reason = f"shunt voltage {volts * 1e3:.4g} mV {'<=' if ok else '>'} {sense[0]} input range {hi * 1e3:.4g} mV"
    return [
        R.RuleResult(
            RuleOutcome("analog.shunt_voltage_within_input_range", ok, reason), [*used, ranges[0]]
        )
    ]


# keep imports used (score_candidate / question_terms are part of the public gather API)
__all__ = [
    "MODES",
    "answer_question",
    "apply_rules",
    "parse_scenario",
    "question_terms",
    "score_candidate",
]
