"""Reading key-value statements ("Supply voltage: 3.3~5.5 V", "Working Current 15mA",
"• 500 µA max. active current at 5V") on any line no table row claimed: each value
is tried against its candidate labels and kept with every case the statement states.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass

from specproof.extract.emit import FactEmitter
from specproof.extract.lexicon import FieldGuess, classify
from specproof.extract.lines import (
    SERIAL_FRAME,
    LabelledValue,
    LineContext,
    continued_case,
    counts_a_code,
    double_bound,
    ends_mid_sentence,
    has_words,
    in_example,
    is_bullet,
    is_condition_value,
    label_qualifiers,
    label_tries,
    labelled_values,
    lead_condition,
    own_words,
    paragraph_subject,
    range_of_tolerance,
    rest_of,
    starts_item,
    statement_text,
    states_no_spec,
    tmin_tmax_range,
    tolerance_case,
    value_condition,
    value_sentence,
    verb_label,
)
from specproof.extract.lines.statements import (
    bounds_where_it_stops,
    mode_temperature_limit,
    sentence_before,
    single_number,
    turn_bound_round,
)
from specproof.extract.loads import LOAD_RATINGS, load_column_of, own_trailing
from specproof.extract.refine import refine_by_condition, refine_by_sentence
from specproof.extract.row_labels import condition_words, label_symbol, qualify_from_label
from specproof.extract.tables.extent import FOOTNOTE_LINE
from specproof.rating_words import advised_limit_condition
from specproof.records import Line, SectionKind
from specproof.units import ParsedValue, dimension_of, normalise_text


class KeyValueReader(FactEmitter):
    """Key-value statements on any line that no table row claimed."""

    block_variant: str | None = None  # the version a heading line names over the lines

    def _tmin_tmax(self, page_no: int, line: Line) -> None:
        """ "TMIN = -40 °C, TMAX = +125 °C" (in a footnote or a table's conditions line):
        the range the part is specified over, stated once for all its rows."""
        pv = tmin_tmax_range(line.text)
        if pv is None or pv.unit is None:
            return
        guess = classify("operating temperature range", "temperature", self.state.section, None, 2)
        if guess is not None and guess.field == "operating_temperature":
            self._emit(page_no, line, guess, pv, pv.unit, "TMIN to TMAX", "", None, "line")

    def _key_values(
        self,
        page_no: int,
        line: Line,
        ctx: LineContext,
        below: Line | None = None,
        text: str | None = None,
    ) -> None:
        """The line's statements; ``text`` is what to read instead of the line as printed
        (a table row's label completed by its group), still quoted as printed."""
        self._tmin_tmax(page_no, line)
        if self._version_block(line):
            return
        in_tables = self.state.section in _TABLE_SECTIONS
        if _REVISION.search(line.text) or states_no_spec(line.text, in_tables):
            return  # captions, footnotes and register rows state no ratings
        text = text or statement_text(line)
        if is_bullet(text):
            ctx = _own_item_context(ctx)
        statement = _Statement(page_no, line, below, text, labelled_values(text), ctx)
        for k in range(len(statement.items)):
            self._key_value(statement, k)

    def _version_block(self, line: Line) -> bool:
        """A line naming one version alone ("QTDS-01I (I2C board)") heads the key-value
        lines below it, which state that version's figures; a short title naming none
        ("Common", "General") ends the block. True when the line is such a heading."""
        text = normalise_text(line.text).strip()
        m = _VERSION_HEADING.fullmatch(text)
        version = self._variant(m.group(1)) if m else None
        if version:
            self.block_variant = version
            return True
        short_title = len(text.split()) <= 3 and not re.search(r"[\d:：]", text)
        if short_title or _NUMBERED_HEADING.match(text):
            self.block_variant = None  # "Common", or the next chapter ("3. Pin Definition")
        return False

    def _key_value(self, s: _Statement, k: int) -> None:
        """Value ``k`` of a statement, as a fact of the first of its candidate labels
        that names a field; nothing when the value is a condition, an example or a case."""
        st = self.state
        lv = s.items[k]
        pv = lv.value
        if pv.canonical is None and not (pv.expr_max or pv.expr_min):
            return
        unit = pv.unit if pv.canonical else None
        if unit is None:
            return
        dim = dimension_of(unit)
        n = len(pv.bounds()) + bool(pv.expr_max) + bool(pv.expr_min)
        if dim == "temperature" and self._mode_limit(s, k, unit):
            return
        if not _states_spec(s, k):
            return
        tries = label_tries(s.items, k, s.ctx)
        if st.parent_label and st.columns is not None and not own_words(lv.context):
            # a row of bare values under a table's parameter; a row naming its own
            # parameter ("Long term stability") is no case of the one above
            tries.append(f"{st.parent_label} {lv.context}")
        for lab in tries:
            if not lab or not has_words(lab):
                continue
            g = classify(lab, dim, st.section, label_symbol(lab), n)
            if g is None:
                continue
            # the label may stop short of the bus the sentence is about
            g = refine_by_sentence(g, dim, s.text)
            if g is not None:
                self._emit_statement(s, k, g, unit, lab)
            return
        # no words before the value name it: the sentence's verb may ("the board draws 4 mA")
        # (a line opening in lower case goes on the sentence above; one opening in capitals
        # may be another item of a list)
        above = s.ctx.above if s.text[:1].islower() else ""
        said = verb_label(value_sentence(s.text, lv, above), lv)
        g = classify(said, dim, st.section, None, n) if said else None
        if said and g is not None:
            self._emit_statement(s, k, g, unit, said, _default_setting(g, s))

    def _mode_limit(self, s: _Statement, k: int, unit: str) -> bool:
        """ "Parasite power is not recommended for temperatures above +100 °C": a limit of
        the operating range that holds in the mode named, read as that mode's one bound."""
        lv = s.items[k]
        above = s.ctx.above if s.text[:1].islower() else ""
        found = mode_temperature_limit(sentence_before(s.text, lv.value.start, above))
        number = single_number(lv.value)
        if found is None or number is None:
            return False
        mode, side = found
        limit = copy.copy(lv.value)
        limit.min = limit.typ = limit.max = limit.value = None
        setattr(limit, side, number)
        guess = FieldGuess("operating_temperature", confidence=0.7)
        condition = advised_limit_condition(mode, side)
        self._emit(s.page_no, s.line, guess, limit, unit, mode, condition, None, "line")
        return True

    def _statement_variant(self, s: _Statement, lv: LabelledValue) -> str | None:
        """The version a statement's value is for: the one a bracket right after it names,
        else the one named last before it, the part it is "only" for, or the block's."""
        bracketed = self._bracketed_variant(lv.trailing)
        if bracketed is not None:
            return bracketed or None
        return (
            self._nearest_variant(lv.context)
            or self._only_for(rest_of(s.text, lv))
            or self.block_variant
        )

    def _emit_statement(
        self, s: _Statement, k: int, g: FieldGuess, unit: str, lab: str, case: str = ""
    ) -> None:
        """The fact of value ``k`` named by ``lab``, with every case its statement states
        (and ``case``, one its surroundings state)."""
        lv = s.items[k]
        pv = lv.value
        qualify_from_label(pv, lab)
        above = s.ctx.above if s.text[:1].islower() else ""
        if bounds_where_it_stops(s.text, lv, above):
            turn_bound_round(pv)
        variant = self._statement_variant(s, lv)
        load_kind = (
            load_column_of(s.line, s.text, pv.start, self.state.load_columns)
            if g.field in LOAD_RATINGS
            else ""
        )
        condition = _joined(
            lead_condition(s.ctx.lead),
            paragraph_subject(s.text, lv, s.ctx),
            tolerance_case(s.line, s.below, s.items, k),
            value_condition(
                s.items,
                k,
                s.ctx.above,
                condition_words(own_trailing(s.items, k)),
                label_qualifiers(lab),
            ),
            continued_case(lv, s.ctx),
            _case_under_heading(lab, lv, s.ctx),
            s.ctx.heading,
            load_kind,
            case,
        )
        if self.state.notes_of and FOOTNOTE_LINE.match(s.line.text):
            # a note under a table speaks of the table's rows: "Peak current ... can reach
            # 40mA" under a consumption table is the part's own draw
            g = refine_by_condition(g, f"{condition}; {self.state.notes_of}")
        self._emit(s.page_no, s.line, g, pv, unit, lab, condition, variant, "line")


_NUMBERED_HEADING = re.compile(r"^\d+(?:\.\d+)*\.?\s+[A-Z][\w /&-]{0,40}$")
# a version's name alone on its line, with a gloss in brackets: "QTDS-01I (I2C board)"
_VERSION_HEADING = re.compile(r"([A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+)\s*(?:\([^()]{1,30}\))?")


@dataclass(slots=True)
class _Statement:
    """One line read as key-value statements: its values and the lines around it."""

    page_no: int
    line: Line
    below: Line | None  # the next line, for a condition wrapped under a value
    text: str  # the line's text as read (a bullet mark between two text columns)
    items: list[LabelledValue]
    ctx: LineContext


def _case_under_heading(label: str, lv: LabelledValue, ctx: LineContext) -> str:
    """The item's own words when its heading names the quantity ("Temperature ranges:" /
    "- Industrial (I): ..."): they name the case the value holds for."""
    if ctx.parent and own_words(lv.context) and label == f"{ctx.parent} {lv.context}".strip():
        return lv.context.strip(" :-")
    return ""


def _own_item_context(ctx: LineContext) -> LineContext:
    """The context of a list item of its own: the line above is another item, no label
    of it; unless that line breaks off mid-sentence ("... a fixed gain of" / "32. The
    full-scale ..."): then the number ends its sentence and no item starts."""
    keep = ctx.paragraph if ctx.paragraph and ends_mid_sentence(ctx.paragraph[-1]) else []
    return LineContext([], ctx.following, "", ctx.parent, keep, ctx.lead, ctx.heading, ctx.below)


def _states_spec(s: _Statement, k: int) -> bool:
    """Whether value ``k`` states a spec: no test condition, worked example, case of a
    deviation or size of a code. A value bounding a symbol together with the next one
    ("1.4 V ≤ VCCA ≤ 3.6 V") becomes that one range of the symbol, named by it too."""
    lv = s.items[k]
    pv = lv.value
    previous = "" if starts_item(s.text) else s.ctx.above
    between = double_bound(s.text, s.items, k)
    if between:
        low, high = pv.bounds().popitem()[1], s.items[k + 1].value.bounds().popitem()[1]
        pv.min, pv.typ, pv.max, pv.value = low, None, high, None
        lv.label = f"{lv.label} {between}".strip()
        lv.context = f"{lv.context} {between}".strip()
    elif is_condition_value(s.items, k, previous) and not _with_serial_frame(s.text, pv):
        return False  # "VDD = 5V", "at 25 °C", "VDD < 4V": a test condition, not a spec
    if in_example(s.text, lv, previous):
        return False  # a worked example or a hypothetical case, no rating
    # "AP 1100...1250 hPa ±1.5 hPa": the range is the case of the deviation; "inputs ... are
    # 5.5 V tolerant": the level the inputs stand, no supply of the part
    return not (
        range_of_tolerance(s.items, k)
        or counts_a_code(s.text, lv)
        or _TOLERATED.match(rest_of(s.text, lv)) is not None
    )


_TOLERATED = re.compile(r"\s*-?\s*tolerant\b", re.I)


# a setting stated among the part's defaults ("Factory defaults: ...", a table headed
# "Item | Default" a few lines above): the rate it starts at, one of those it may be set to
_DEFAULTS = re.compile(r"\bdefaults?\b|\bfactory\s+settings?\b|\bout\s+of\s+the\s+box\b", re.I)


def _default_setting(g: FieldGuess, s: _Statement) -> str:
    """ "default" for a port setting read among the part's defaults, else nothing."""
    near = " ".join([*s.ctx.previous[-6:], s.text])
    return "default" if g.field == "baud_rate" and _DEFAULTS.search(near) else ""


def _with_serial_frame(text: str, pv: ParsedValue) -> bool:
    """ "The UART starts at 9600 baud, 8 data bits, no parity": a bit rate stated with its
    frame is the port's setting, however the sentence leads to it ("at"), no condition."""
    return pv.dimension == "bitrate" and SERIAL_FRAME.search(text) is not None


# sections made of rating tables, whose numbered sentences are their footnotes
_TABLE_SECTIONS = (
    SectionKind.ABS_MAX,
    SectionKind.RECOMMENDED,
    SectionKind.ELECTRICAL,
    SectionKind.TIMING,
)


def _joined(*parts: str) -> str:
    return ", ".join(p for p in parts if p)


_REVISION = re.compile(
    r"^\W*(?:changed|updated|added|removed|deleted|corrected|revised)\b|revision\s+history", re.I
)
