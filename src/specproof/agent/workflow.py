"""Algorithm 1 of the paper, explicit and deterministic.

t <- Route(q); S <- RequiredSpecifications(q, t)
B <- GetFactEvidence(facts, S)
if NeedsTextEvidence(B, q): B <- AddTopKChunks(B, chunks, q)
if not ValidateEvidence(B, q, policies): return insufficient evidence
a <- ApplyCompatibilityRules(B, rules) if t = compatibility else FormatEvidenceBoundAnswer(q, B)
if not AnswerSupportedByEvidence(a, B): return insufficient evidence
return a

Route is :func:`understand` (one :class:`Question` record per question), Gather and
AddTopKChunks are :mod:`.gather` and :mod:`.fallback`, Validate is :mod:`.validate`, the
rules are :mod:`.rules`, the answer :mod:`.answer`.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from specproof.agent import rules as R
from specproof.agent.abstain import (
    assumptions_of,
    closest_to,
    describe_fact,
    near_miss,
    near_miss_text,
    passages_read,
)
from specproof.agent.answer import (
    COMPLETION_MARGIN,
    OWN_FIELD_SIBLINGS,
    answers_a_choice,
    comparison_text,
    completes,
    dedupe_items,
    fact_key,
    factual_text,
    item_from_fact,
    keep_bounds,
    missing_bounds,
    states_more,
    states_number,
    supported_by_quote,
    unstated_bound,
    values_for_case,
    verdict_text,
)
from specproof.agent.assumed_names import did_you_mean, say_assumed_names
from specproof.agent.fallback import fallback_candidates, llm_candidates, one_of_a_listed_few
from specproof.agent.gaps import protocol_gap, spi_gap
from specproof.agent.gather import gather, sheet_statements
from specproof.agent.jumper_states import link_position, rows_of_link_position
from specproof.agent.modes import modeless_beside
from specproof.agent.open_straps import floating_address_pin
from specproof.agent.proof import (
    beside_the_question,
    level_gaps,
    proof_gaps,
    suppliers,
    voided_by_concerns,
)
from specproof.agent.row_conditions import (
    fixed_conditions,
    rows_at_conditions,
    stated_for_another,
    states_kind,
    unstated_beside,
    wider_than_another,
)
from specproof.agent.row_filters import (
    rows_of_conventional_grade,
    rows_of_named_label,
    rows_of_named_pin,
    rows_of_order_code,
    rows_of_power_state,
    rows_of_settings,
)
from specproof.agent.row_rivals import rivals_of
from specproof.agent.rules.address_pins import pin_row_fact, pin_rows, wired_addresses
from specproof.agent.rules.bus import hex_addresses
from specproof.agent.score import Candidate
from specproof.agent.sources import Conflict, conflicts
from specproof.agent.terms import WORD, sibling_name
from specproof.agent.topk import topk_answer
from specproof.agent.understand import (
    DeviceMention,
    FieldRequest,
    Question,
    Scenario,
    device_index,
    understand,
)
from specproof.agent.understand.context import QuestionContext
from specproof.agent.understand.near_names import unknown_sibling
from specproof.agent.understand.open_pins import open_pins
from specproof.agent.understand.settings import conventional_grade, order_code_letter
from specproof.agent.understand.sheet_words import with_sheet_words
from specproof.agent.understand.straps import read_straps
from specproof.agent.understand.words import request_bounds
from specproof.agent.unit_twins import without_imperial_twins
from specproof.agent.validate import Check, names_asked_knob, validate_fact
from specproof.agent.versions import (
    extends,
    named_as,
    other_rails,
    other_versions,
    rows_of_variant,
    version_asked,
)
from specproof.quotes import fit_item_quotes
from specproof.records import (
    ANSWER_MODES,
    Answer,
    Fact,
    Item,
    NearMiss,
    RuleOutcome,
    Trace,
)

if TYPE_CHECKING:
    from specproof.embed import Embedder
    from specproof.llm import LLM
    from specproof.store import Store

MODES = ANSWER_MODES


def answer_question(
    question: str,
    store: Store,
    *,
    embedder: Embedder | None = None,
    llm: LLM | None = None,
    mode: str = "full",
) -> Answer:
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}; one of {', '.join(MODES)}")
    if mode == "topk":
        return topk_answer(question, store, embedder, llm)
    return answer_understood(
        understand(question, device_index(store)), store, embedder=embedder, llm=llm, mode=mode
    )


def answer_understood(
    asked: Question,
    store: Store,
    *,
    embedder: Embedder | None = None,
    llm: LLM | None = None,
    mode: str = "full",
) -> Answer:
    """Algorithm 1 from an understood question on: a caller that builds the record itself
    (a whole-build check states its scenario directly) gets the same gather, validation,
    rules, proof and answer as a question typed in words."""
    question = asked.original or asked.text  # the answer quotes what was typed
    trace = Trace()
    trace.add(
        "route",
        type=asked.routed_as,
        devices=[f"{m.device}{'/' + m.variant if m.variant else ''}" for m in asked.devices],
        fields=[f"{r.field}{'/' + r.quantity if r.quantity else ''}" for r in asked.requests],
        unknown_devices=list(asked.unknown_devices),
        question=asked.to_dict(),
    )
    if asked.unknown_devices and not asked.devices:
        names = ", ".join(asked.unknown_devices)
        return _abstain(
            question, mode, trace, f"device not in the library: {names}{did_you_mean(asked)}"
        )
    if not asked.devices:
        return _abstain(question, mode, trace, "the question names no device in the library")
    if asked.qtype != "compatibility" and (sibling := unknown_sibling(asked)) is not None:
        return _abstain(question, mode, trace, f"no sheet here covers {sibling}")
    if asked.topic is not None:
        why = f"no specification field covers '{asked.topic}' in these datasheets"
        return _abstain(question, mode, trace, why)
    if asked.judged:
        trace.add("route", type="compatibility", reason="a yes/no question about a stated build")
    asked = with_sheet_words(asked, lambda device: store.facts(device=device))
    agent = _Agent(store, asked, trace, mode, embedder, llm=llm)
    answer = agent.judge() if asked.qtype == "compatibility" else agent.answer_facts()
    fit_item_quotes(answer.items, store)  # cite runs that cross no footnote mark
    answer.question = question
    say_assumed_names(answer, asked)
    return answer


def _abstain(
    question: str, mode: str, trace: Trace, reason: str, closest: list[NearMiss] | None = None
) -> Answer:
    trace.add("answer", verdict="insufficient_evidence", reason=reason)
    text = f"Insufficient evidence: {reason}." + near_miss_text(closest or [])
    return Answer(
        question,
        "insufficient_evidence",
        [],
        text,
        [],
        trace,
        mode,
        reason,
        closest=list(closest or []),
    )


@dataclass
class _Agent:
    store: Store
    question: Question
    trace: Trace
    mode: str
    embedder: Embedder | None = None
    fallback: bool = True  # Algorithm 1's AddTopKChunks when no stored fact exists
    llm: LLM | None = None  # optional: proposes facts from the top-k chunks; validation decides
    _cache: dict[tuple[str, str, str], list[Fact]] = field(default_factory=dict)
    _stored_cache: dict[tuple[str, str, str], list[Fact]] = field(default_factory=dict)
    _near: list[NearMiss] = field(default_factory=list)  # what was seen but not accepted
    _assumed: list[str] = field(default_factory=list)  # what a row choice assumed, to say
    _conflicts: list[Conflict] = field(default_factory=list)  # sources that disagree
    _listed: set[tuple] = field(default_factory=set)  # rows shown whole: a list, each version
    _doc_ids: dict[str, list[str]] = field(default_factory=dict)
    rule_context: QuestionContext = field(init=False)

    def __post_init__(self) -> None:
        # a judgment reads each field's operating row; "maximum" in it asks no bound
        self.rule_context = dataclasses.replace(self.context, bounds=set(), symbols=set())

    @property
    def context(self) -> QuestionContext:
        return self.question.context

    @property
    def validating(self) -> bool:
        return self.mode != "no-validation"

    # ------------------------------------------------------------ evidence

    def accepted(
        self, mention: DeviceMention, request: FieldRequest, fallback: bool = True
    ) -> list[Candidate]:
        """Validated candidates for one device and request, best first (Gather + Validate)."""
        asked = self.question
        names = [m.text for m in asked.devices] + [m.device for m in asked.devices]
        context = self.context if asked.qtype != "compatibility" else self.rule_context
        ranked, used_field = gather(
            self.store, mention, request, names, context, self._documents(mention)
        )
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
            ranked = self._from_chunks(mention, request, names)
        if not self.validating:
            return ranked[:1]
        check = Check(
            used_field,
            request.quantity,
            mention.variant,
            request.condition_text,
            ambient=asked.conditions.ambient and not asked.conditions.junction,
            requested=request.field,
            limit=request.limit,
            named_as=mention.text,
            phrase=request.phrase,
            lone_part=len({m.device for m in asked.devices}) == 1,
            judging=request.judging,
        )
        kept: list[Candidate] = []
        ranked = self._of_settings(ranked, mention, used_field, check.asked.power_states)
        ranked = self._at_conditions(ranked, mention, request, used_field, check.asked.modes)
        per_setting, other_versions_rows = False, 0
        for cand in ranked:
            rejection = validate_fact(cand.fact, check, self.store)
            if rejection is None:
                kept.append(cand)
            else:
                per_setting |= rejection.policy == "setting_match"
                # (an ordering code's row: a voltage chart's keys may miss the one asked)
                other_versions_rows += rejection.policy == "variant_match" and extends(
                    cand.fact.variant, mention.device
                )
                why = f"{rejection.policy.replace('_', ' ')}: {rejection.reason}"
                self._set_aside(cand, mention, used_field, rejection.policy, why, rejection.reason)
        if per_setting:
            # the sheet states the figure per setting and none for the one asked: a row
            # naming no setting is no answer for it ("8-bit" asked, rows for 9 to 12 bits)
            kept = [c for c in kept if names_asked_knob(c.fact, check)]
        return rows_of_variant(kept, mention.variant, per_version=other_versions_rows >= 2)

    def _documents(self, mention: DeviceMention) -> list[str]:
        """Every document of the mentioned part, the linked one first (cached per question)."""
        if mention.device not in self._doc_ids:
            others = [
                d.id for d in self.store.documents_for_device(mention.device)
                if d.id != mention.doc_id
            ]  # fmt: skip
            self._doc_ids[mention.device] = [mention.doc_id, *others]
        return self._doc_ids[mention.device]

    def _note_conflicts(self, facts: list[Fact]) -> list[Conflict]:
        found = [c for c in conflicts(facts) if c not in self._conflicts]
        for conflict in found:
            self.trace.add("sources", disagree=conflict.describe())
        self._conflicts += found
        return found

    def _of_settings(
        self, ranked: list[Candidate], mention: DeviceMention, fld: str, states: frozenset[str]
    ) -> list[Candidate]:
        """The rows of the settings, the low-power state and the ordering code's range letter
        the question names, the others noted as near misses."""
        letter = order_code_letter(mention.text) or self.question.grade_letter
        kept = rows_of_power_state(rows_of_settings(ranked, self.question.settings), states)
        kept = rows_of_named_pin(rows_of_order_code(kept, letter), self.question.text, fld)
        kept = rows_of_link_position(kept, self.question.text)
        if fld == "operating_temperature":
            grade = conventional_grade(self.question.settings)
            kept, assumed = rows_of_conventional_grade(kept, grade)
            if assumed and assumed not in self._assumed:
                self._assumed.append(assumed)
        named = [s.text for s in self.question.settings] + sorted(states)
        named += [f"the code letter {letter.upper()} of {mention.text}"] if letter else []
        named += [f"the jumper {p}" for p in [link_position(self.question.text)] if p]
        for cand in ranked:
            if cand not in kept:
                why = "another setting: the row does not name " + ", ".join(named)
                self._set_aside(cand, mention, fld, "named_setting", why)
        return kept

    def _set_aside(
        self,
        cand: Candidate,
        mention: DeviceMention,
        fld: str,
        policy: str,
        why: str,
        reason: str | None = None,
    ) -> None:
        """A row not accepted: a near miss the abstention can show, and a trace line."""
        self._near.append(near_miss(cand.fact, fld, why))
        self.trace.add(
            "validate",
            fact=cand.fact.id,
            device=mention.device,
            field=fld,
            rejected=describe_fact(cand.fact),
            policy=policy,
            reason=reason or why,
        )

    def _at_conditions(
        self,
        ranked: list[Candidate],
        mention: DeviceMention,
        request: FieldRequest,
        fld: str,
        modes: frozenset[str],
    ) -> list[Candidate]:
        """The rows of the condition values the request fixes ("at +10 dBm", "at 600 mA"),
        the rows stated for another value noted as near misses. A judgment reads the build's
        quantities through its rules instead."""
        if self.question.qtype == "compatibility":
            return ranked
        fixed = fixed_conditions(request.condition_text, fld)
        kept = rows_at_conditions(ranked, fixed)
        for cand in ranked:
            if cand not in kept:
                why = f"another condition: {stated_for_another(cand.fact, fixed)}"
                self._set_aside(cand, mention, fld, "stated_condition", why)
        aside, facts = [c.fact for c in ranked if c not in kept], [c.fact for c in kept]
        unfit = {id(f): _NO_STATED_CONDITION for f in unstated_beside(facts, aside, fixed)}
        modeless = modeless_beside(facts, aside, modes, lambda f: states_kind(f, fixed))
        unfit |= {id(f): _OTHER_STATE for f in modeless}
        fits = [c.fact for c in kept if id(c.fact) not in unfit]
        unfit |= {id(f): _WIDER_CONDITION for f in wider_than_another(fits, fixed)}
        for cand in [c for c in kept if id(c.fact) in unfit]:
            self._set_aside(cand, mention, fld, "stated_condition", unfit[id(cand.fact)])
        return [c for c in kept if id(c.fact) not in unfit]

    def _from_chunks(
        self, mention: DeviceMention, request: FieldRequest, names: list[str]
    ) -> list[Candidate]:
        """AddTopKChunks: no stored fact, so read the field from the top-k chunks (and let
        the optional model propose from them when the line reader finds nothing)."""
        ranked, chunk_ids = fallback_candidates(self.store, mention, request, names, self.embedder)
        if not ranked and self.llm is not None:
            ranked = llm_candidates(self.store, mention, request, chunk_ids, self.llm, names)
        if not ranked:
            self._near += passages_read(self.store, mention, request.field, chunk_ids[:2])
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
        return ranked

    def evidence(self, device: str, fld: str) -> list[Fact]:
        """Validated facts of a device and field for the rules (cached per question)."""
        return self._evidence(device, fld, self.fallback)

    def stored_evidence(self, device: str, fld: str) -> list[Fact]:
        """Validated stored facts only, never the top-k fallback. What tells a device's
        role (relay, transistor, regulator) is asked of every device in a build, and a
        search through each sheet for fields it does not state costs ~50 ms a device."""
        return self._evidence(device, fld, fallback=False)

    def _evidence(self, device: str, fld: str, fallback: bool) -> list[Fact]:
        mention = next((m for m in self.question.distinct_devices if m.device == device), None)
        if mention is None:
            return []
        key = (device, fld, mention.variant or "")
        if key in self._cache:  # found with the fallback allowed: as good or better
            return self._cache[key]
        if not fallback and key in self._stored_cache:
            return self._stored_cache[key]
        clause = self.question.clause(device)
        name, limit = R.split_limit(fld)
        request = FieldRequest(
            name, None, name.replace("_", " "), 0, 0, clause, limit=limit, judging=True
        )
        found = [
            c.fact
            for c in self.accepted(mention, request, fallback)
            if not (fld in R.RANGE_FIELDS and one_of_a_listed_few(c))
        ]
        # rules need the field itself, not a sibling
        found = [f for f in found if f.field == name]
        self._note_conflicts(found)
        if fld in R.RANGE_FIELDS:
            # the asked version's own rows first ("VIN(min) 5.6 V" of the -54), then the rest
            own = [f for f in found if mention.variant and f.variant]
            rest = [f for f in found if f not in own]
            found = R.most_complete_first(own) + R.most_complete_first(rest)
        (self._cache if fallback else self._stored_cache)[key] = found
        return found

    def sheet_statements(
        self, device: str, read: Callable[[str, int], list[Any]], cite: Callable[..., Fact]
    ) -> list[tuple[Any, Fact]]:
        """What the device's sheet states in prose (rules.build.Sheets)."""
        return sheet_statements(self.store, self.question.distinct_devices, device, read, cite)

    # ------------------------------------------------------------ factual answers

    def answer_facts(self) -> Answer:
        asked = self.question
        if not asked.requests:
            return self._finish_abstain("no specification recognised in the question")
        gap = protocol_gap(self.store, asked) or spi_gap(self.store, asked)
        if gap is not None:
            return self._finish_abstain(gap)
        items: list[Item] = []
        missing: list[str] = []
        left_open = open_pins(asked.wording)  # (read once, not per part and request)
        for mention in asked.distinct_devices:
            used: set[tuple] = set()
            for request in asked.requests:
                floating = floating_address_pin(
                    left_open, mention.device, request.field, self.sheet_statements
                )
                if floating:
                    missing.append(floating)
                    continue
                wired = self._wired_address(mention, request)
                if wired:
                    items += wired
                    continue
                chosen = self._chosen(mention, request, used)
                if not chosen:
                    missing.append(f"{mention.device} {request.field}")
                    continue
                unstated = self._bound_unstated(chosen, request)
                if unstated:
                    # "the minimum supply voltage" of a sheet that gives only a typical
                    # value: the typical is no minimum, and saying it as one would mislead
                    missing.append(f"{mention.device} {request.field} {unstated} (not stated)")
                    continue
                items += self._items(chosen, request)
        items = self._as_named(dedupe_items(items))
        if not missing and 0 < len(items) < asked.parts_asked:
            missing = [f"{asked.parts_asked - len(items)} of the {asked.parts_asked} parts asked"]
        if missing:
            return self._partial(items, "no validated evidence for " + ", ".join(missing))
        if self.validating and not all(supported_by_quote(i) for i in items):
            return self._finish_abstain("an answer item is not supported by its quote")
        if asked.yes_no and not answers_a_choice(items, asked.text):
            # "can I read it over SPI at 1 MHz?" with no rule to settle it: the values found
            # are no yes or no, and a list of them read as one would be a guess
            return self._partial(items, "the question asks yes or no, and no rule settles it")
        text = factual_text(items)
        if self._conflicts:
            text += "\n" + "\n".join(f"Note: {c.describe()}." for c in self._conflicts)
        if asked.qtype == "comparison":
            verdict_line = comparison_text(asked.comparison, items)
            if verdict_line:
                text = f"{verdict_line}\n{text}"
        self.trace.add("answer", verdict=None, items=len(items))
        answer = Answer(asked.text, None, items, text, [], self.trace, self.mode)
        if self._assumed:
            answer.assumptions = list(self._assumed)
            answer.text = "".join(f"Assuming {a}.\n" for a in self._assumed) + text
        return answer

    def _wired_address(self, mention: DeviceMention, request: FieldRequest) -> list[Item]:
        """ "its address when AD0 is pulled high": the address the sheet ties to that pin
        level, not every address the part can take."""
        straps = read_straps(self.question.wording).get(mention.device)
        if request.field != "i2c_address" or not straps:
            return []
        rows = self.sheet_statements(mention.device, pin_rows, pin_row_fact)
        known = hex_addresses([c.fact for c in self.accepted(mention, request)])
        found = wired_addresses(rows, straps, known)
        if found is None or not found[1]:
            return []
        return [item_from_fact(f) for f in found[1]]

    def _chosen(
        self, mention: DeviceMention, request: FieldRequest, used: set[tuple]
    ) -> list[Candidate]:
        """The best accepted row not yet used for this device (else the best one), and a
        second row completing the bounds it lacks; none when nothing was accepted."""
        # a row stating a number first: "0.7 VDD" alone answers with none
        accepted = sorted(self.accepted(mention, request), key=lambda c: not states_number(c.fact))
        accepted = without_imperial_twins(accepted, self.question.text)
        if self.question.lists_every and len(accepted) > 1:
            # "list every baud rate": each accepted row is one of the settings asked for
            asked_words = set(WORD.findall(request.condition_text.lower()))
            accepted = rows_of_named_label(accepted, asked_words)
            every = [c for c in accepted if fact_key(c.fact) not in used][:_LISTED_AT_MOST]
            used.update(fact_key(c.fact) for c in every)
            self._listed.update(fact_key(c.fact) for c in every)
            return every
        choice = next((c for c in accepted if fact_key(c.fact) not in used), None)
        if choice is None and accepted:
            choice = accepted[0]
        if choice is None:
            return []
        choice = self._in_full(choice, accepted, used)
        rivals = rivals_of(choice, accepted)
        if rivals:
            self._guessed_among(choice, rivals, request.field)
            return []
        used.add(fact_key(choice.fact))
        # the question names no version and the sheet gives each its own value (or a dual
        # output its two rails): every row, as the sheet states them, not one picked for it
        siblings = other_versions(choice, accepted, mention) or other_rails(choice, accepted)
        if siblings:
            used.update(fact_key(c.fact) for c in siblings)
            self._listed.update(fact_key(c.fact) for c in siblings)
            return [choice, *siblings]
        disagreeing = self._note_conflicts([c.fact for c in accepted])
        if disagreeing:
            # another sheet of the same part states other numbers: show both, as they stand
            others = [c for c in accepted if any(c.fact is d.other for d in disagreeing)]
            used.update(fact_key(c.fact) for c in others)
            return [choice, *others]
        extra = self._completing(choice, accepted, used, request)
        if extra is None:
            return [choice]
        used.add(fact_key(extra.fact))
        return [choice, extra]

    def _guessed_among(self, choice: Candidate, rivals: list[Candidate], fld: str) -> None:
        why = "one of several values this row states; nothing read tells which the question means"
        self._near += [near_miss(c.fact, fld, why) for c in [choice, *rivals]]
        self.trace.add("undecided", facts=[c.fact.id for c in [choice, *rivals]], reason=why)

    def _items(self, chosen: list[Candidate], request: FieldRequest) -> list[Item]:
        items = []
        for cand in chosen:
            item = item_from_fact(cand.fact)
            if item.values and len(item.values) > 1:
                item.values = values_for_case(
                    item.values, cand.fact.source.quote, request.condition_text
                )
            disputed = any(cand.fact is c.other for c in self._conflicts)
            listed = fact_key(cand.fact) in self._listed
            if cand is not chosen[0] and not disputed and not listed:
                # a completing row gives only the bounds the best row lacks
                keep_bounds(item, missing_bounds(chosen[0].fact, self._bounds(request)))
            sibling = bool(cand.fallback and cand.fallback.startswith(("sibling", "named")))
            if sibling and request.field not in OWN_FIELD_SIBLINGS:
                # a sibling's or a named kind's row answers the field asked ("VS" asked,
                # the only "supply voltage" row; "VDD at power-on reset", VPOR)
                item.field = request.field
            items.append(item)
        return items

    def _bound_unstated(self, chosen: list[Candidate], request: FieldRequest) -> str | None:
        """The one bound a one-request question asks that the rows found do not state."""
        if len(self.question.requests) > 1:
            return None
        facts = [c.fact for c in chosen]
        return unstated_bound(facts, self._bounds(request), request.condition_text, request.field)

    def _bounds(self, request: FieldRequest) -> set[str]:
        """The bounds asked for this request: its own words first, else the question's."""
        return request_bounds(request) or self.context.bounds

    def _in_full(self, choice: Candidate, accepted: list[Candidate], used: set[tuple]) -> Candidate:
        """The accepted row stating the chosen row's numbers and more, if any: a feature
        list's "up to 40 V" is the table row "4.5 ... 40 V" said in part, and the answer gives
        the row whole."""
        for cand in accepted:
            if fact_key(cand.fact) not in used and states_more(choice.fact, cand.fact):
                self.trace.add(
                    "complete",
                    fact=cand.fact.id,
                    instead_of=choice.fact.id,
                    reason="this row states the chosen row's numbers and more",
                )
                return cand
        return choice

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
        if not missing or self.question.qtype == "compatibility":
            return None
        for cand in accepted:
            if fact_key(cand.fact) in used or cand.score < choice.score - COMPLETION_MARGIN:
                continue
            if completes(choice.fact, cand.fact, missing):
                self.trace.add(
                    "complete",
                    fact=cand.fact.id,
                    adds=sorted(missing & set(cand.fact.bounds())),
                    reason="the best row lacks a bound the question asks; this row of the "
                    "same parameter states it",
                )
                return cand
        return None

    def _partial(self, items: list[Item], reason: str) -> Answer:
        """Part of a question has no evidence: abstain, naming that part, and show what the
        sheets do state for the rest (half an answer is never passed off as a whole one)."""
        answer = self._finish_abstain(reason)
        if items:
            found = "\n".join(f"- {line}" for line in factual_text(items).splitlines())
            answer.text += f"\nWhat the datasheets do state for the rest:\n{found}"
        return answer

    def _finish_abstain(self, reason: str) -> Answer:
        closest = closest_to(self._near, reason)
        return _abstain(self.question.text, self.mode, self.trace, reason, closest)

    # ------------------------------------------------------------ compatibility

    def judge(self) -> Answer:
        scenario = self.question.scenario
        assert scenario is not None  # a compatibility question always has one
        self.trace.add("scenario", **scenario.stated())
        if self.mode == "no-rules":
            results = R.naive_results(scenario, self.evidence)
        else:
            results = R.apply_rules(
                scenario, self.evidence, stored=self.stored_evidence, sheets=self.sheet_statements
            )
        build = R.Build(scenario, self.evidence, self.stored_evidence, self.sheet_statements)
        results = beside_the_question(
            self.question, voided_by_concerns(self.question, results), build
        )
        outcomes = [r.outcome for r in results]
        for outcome in outcomes:
            self.trace.add("rule", rule=outcome.rule, passed=outcome.passed, reason=outcome.reason)
        verdict = R.combine(results)
        unchecked = [n for n in self.question.unknown_devices if not _CELL.match(n)]
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
        if verdict == "compatible" and self.mode != "no-rules":
            results += self._unproven(scenario, results)
            verdict = R.combine(results)
        if self._conflicts:
            # a verdict never rests on one source while another source of the part disagrees
            results += [
                R.RuleResult(RuleOutcome("sources.agree", None, c.describe()))
                for c in self._conflicts
            ]
            verdict = "insufficient_evidence"
        outcomes = [r.outcome for r in results]
        items = [] if verdict == "insufficient_evidence" else self._verdict_items(results, verdict)
        reason = None
        if verdict == "insufficient_evidence":
            unknown = [o.reason for o in outcomes if o.passed is None]
            reason = "; ".join(unknown) or "no compatibility rule applies to this question"
        assumptions = assumptions_of(outcomes)
        closest = closest_to(self._near, reason or "") if reason else []
        text = verdict_text(verdict, outcomes, items, assumptions) + near_miss_text(closest)
        self.trace.add("answer", verdict=verdict, items=len(items))
        return Answer(
            self.question.text,
            verdict,
            items,
            text,
            outcomes,
            self.trace,
            self.mode,
            reason,
            assumptions,
            closest,
        )

    def _unproven(self, scenario: Scenario, results: list[R.RuleResult]) -> list[R.RuleResult]:
        """One unknown check for each thing the passing checks leave unproven (see proof)."""
        build = R.Build(scenario, self.evidence, self.stored_evidence, self.sheet_statements)
        gaps = proof_gaps(self.question, results, suppliers(build)) + level_gaps(build, results)
        for gap in gaps:
            self.trace.add("rule", rule=f"proof.{gap.concern}", passed=None, reason=gap.detail)
        return [R.RuleResult(RuleOutcome(f"proof.{gap.concern}", None, gap.detail)) for gap in gaps]

    def _verdict_items(self, results: list[R.RuleResult], verdict: str) -> list[Item]:
        """The facts the verdict rests on: an incompatible one on its failing rules."""
        facts: list[Fact] = []
        for result in results:
            if verdict == "incompatible" and result.outcome.passed is not False:
                continue
            for fact in result.facts:
                if all(fact is not f for f in facts):
                    facts.append(fact)
        return self._as_named(dedupe_items([item_from_fact(f) for f in facts]))

    def _as_named(self, items: list[Item]) -> list[Item]:
        """Each item under the name the question gave its part (see :func:`named_as`)."""
        distinct = self.question.distinct_devices
        names = {m.device: named_as(m) for m in distinct}
        for item in items:
            if item.variant and sibling_name(item.variant, item.device):
                # a version table's column: the version it is for ("VMC-10" of the sheet
                # filed as "VMC-08"), not the name the sheet is filed under
                item.device = item.variant
            elif version := version_asked(item.device, item.variant, distinct):
                item.device = version
            else:
                item.device = names.get(item.device, item.device)
        return items


# battery cell designations: a voltage source the question states, not a part with a datasheet
_CELL = re.compile(r"^(?:CR|BR|LR|SR|LIR)\d{4}$|^\d{5}$|^AA{1,2}$|^LR\d{1,2}$", re.I)


_LISTED_AT_MOST = 12  # rows one listing answer shows
_OTHER_STATE = "another state: the sheet's rows for the mode asked are at other values"
_NO_STATED_CONDITION = (
    "no stated condition: the sheet gives this value per condition, not at the one asked"
)
_WIDER_CONDITION = (
    "wider condition: another row is stated for a narrower range holding the value asked"
)
