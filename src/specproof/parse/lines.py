"""Visual lines from characters, built to read like ``pdftotext -layout``: words by
gaps, rows by baselines, sub- and superscripts joined to their words, fake-bold
overprints dropped, spans split at column gaps.
"""

from __future__ import annotations

import bisect
from collections import Counter
from dataclasses import dataclass, field

from specproof.parse.chars import Char, is_rotated, rotate_into_reading_frame
from specproof.records import Line, Span

# Tolerances as fractions of the font size. Calibrated against pdftotext -layout
# on the dev datasheets (share of our lines found verbatim in its page text).
WORD_GAP = 0.15  # a gap wider than this starts a new word (pdftotext: 0.1)
SPAN_GAP = 0.6  # a gap wider than this starts a new span (a table column)
SAME_LINE_BASE = 0.25  # words whose baselines differ less than this share a line
SCRIPT_SIZE = 0.9  # a word smaller than this (vs. the line) may be a sub/superscript
SCRIPT_BASE = 0.5  # ... and joins when its baseline is within this of the word before it
SCRIPT_GAP = 0.5  # ... and starts at most this far after that word
SCRIPT_FREE = 0.5  # below this offset a script always stays; above, only inside the line
HOLE_CHARS = 8  # a moved script longer than this leaves no hole ("note 12", "(1, 2)")
DUP_X = 0.12  # fake-bold overprint: same char drawn again within this distance


@dataclass(slots=True)
class _Word:
    chars: list[Char]
    x0: float
    x1: float
    base: float
    size: float


def _stream_words(glyphs: list[Char]) -> list[_Word]:
    """Runs of same-size characters on one baseline, in content-stream order."""
    words: list[_Word] = []
    cur: _Word | None = None
    for c in glyphs:
        if (
            cur is not None
            and abs(c.size - cur.size) < 0.05
            and abs(c.base - cur.base) < 0.5
            and -0.3 * c.size < c.x0 - cur.x1 < WORD_GAP * c.size
        ):
            cur.chars.append(c)
            cur.x1 = max(cur.x1, c.x1)
            continue
        cur = _Word([c], c.x0, c.x1, c.base, c.size)
        words.append(cur)
    return words


@dataclass(slots=True)
class _Row:
    base: float
    size: float
    words: list[_Word] = field(default_factory=list)
    holes: list[float] = field(default_factory=list)  # x where a script moved off this row
    script: bool = False  # a row of scripts moved off their lines ("(3)   (3)")


class _RowIndex:
    """Rows bucketed by baseline so lookups stay cheap on dense pages."""

    def __init__(self) -> None:
        self.rows: list[_Row] = []
        self._buckets: dict[int, list[_Row]] = {}

    def near(self, base: float, reach: float) -> list[_Row]:
        lo, hi = int((base - reach) // 4), int((base + reach) // 4)
        return [r for k in range(lo, hi + 1) for r in self._buckets.get(k, ())]

    def add(self, word: _Word) -> _Row:
        row = _Row(word.base, word.size, [word])
        self.rows.append(row)
        self._buckets.setdefault(int(word.base // 4), []).append(row)
        return row


def _baseline_row(index: _RowIndex, w: _Word) -> _Row | None:
    tol = SAME_LINE_BASE * w.size
    return min(
        (r for r in index.near(w.base, tol) if abs(r.base - w.base) <= tol),
        key=lambda r: abs(r.base - w.base),
        default=None,
    )


def _attach_script(index: _RowIndex, w: _Word) -> bool:
    """A sub/superscript joins the row of the word just left of it (pdftotext's rule:
    baseline within half the font size of that word, starting right after it)."""
    for row in index.near(w.base, SCRIPT_BASE * 40):
        if row.size * SCRIPT_SIZE < w.size or abs(row.base - w.base) > SCRIPT_BASE * row.size:
            continue
        left = [u for u in row.words if u.x1 <= w.x0 + 0.25 * u.size]
        if not left:
            continue
        u = max(left, key=lambda u: u.x1)
        d = abs(w.base - u.base)
        if w.x0 - u.x1 > SCRIPT_GAP * row.size or d > SCRIPT_BASE * u.size:
            continue
        # pdftotext keeps a clearly raised/lowered word on the line only when the
        # line goes on right after it (I²C, T_A =); a trailing footnote mark goes.
        if d <= SCRIPT_FREE * u.size or any(
            -0.1 * row.size <= v.x0 - w.x1 <= SCRIPT_GAP * row.size for v in row.words
        ):
            _mark_script(w)
            row.words.append(w)
            return True
    return False


def _mark_script(w: _Word) -> None:
    for c in w.chars:
        c.script = True


def _leave_hole(index: _RowIndex, w: _Word) -> None:
    """A script that became a line of its own leaves a hole in the row it sits in:
    pdftotext may print it there, so a quote must not run across that place."""
    if sum(len(c.text) for c in w.chars) > HOLE_CHARS:
        return  # a run of small text, not a mark a reader would look for in the row
    host = _script_host(index, w)
    if host is not None:
        host.holes.append(w.x0)


def _script_host(index: _RowIndex, w: _Word) -> _Row | None:
    """The row of larger text a small word is raised or lowered against, judged by the
    baselines of the row's words (a row's own base is its first word's)."""

    def offset(r: _Row) -> float:
        return min(abs(u.base - w.base) for u in r.words)

    hosts = [
        r
        for r in index.near(w.base, SCRIPT_BASE * 40)
        if r.size * SCRIPT_SIZE >= w.size
        and offset(r) <= SCRIPT_BASE * r.size
        and min(u.x0 for u in r.words) < w.x0 < max(u.x1 for u in r.words)
    ]
    return min(hosts, key=offset, default=None)


def _may_be_script(index: _RowIndex, w: _Word) -> bool:
    return any(
        r.size * SCRIPT_SIZE >= w.size and abs(r.base - w.base) <= SCRIPT_BASE * r.size
        for r in index.near(w.base, SCRIPT_BASE * 40)
    )


def _group_rows(chars: list[Char]) -> list[tuple[list[Char], list[float]]]:
    """Cluster characters into visual lines.

    Words of the main size join rows by baseline; smaller words whose baseline
    is offset (sub/superscripts) join only when they follow a word of the row
    closely, as pdftotext does, otherwise they form their own line.
    """
    glyphs = [c for c in chars if not c.space]
    if not glyphs:
        return []
    words = _stream_words(glyphs)
    index = _RowIndex()
    deferred: list[_Word] = []
    for w in sorted(words, key=lambda w: -w.size):
        row = _baseline_row(index, w)
        if row is not None:
            row.words.append(w)
            if row.script:
                _mark_script(w)
                _leave_hole(index, w)
        elif _may_be_script(index, w):
            deferred.append(w)
        else:
            # a small word beside larger text stays a line of its own, but is a script
            # there ("(3)" above the row whose first word sits lower than the rest)
            script = _script_host(index, w) is not None
            if script:
                _mark_script(w)
                _leave_hole(index, w)
            index.add(w).script = script
    for w in sorted(deferred, key=lambda w: w.x0):
        row = _baseline_row(index, w)
        if row is None and _attach_script(index, w):
            continue
        if row is None or row.script:
            _mark_script(w)
            _leave_hole(index, w)
        if row is not None:
            row.words.append(w)
        else:
            index.add(w).script = True
    rows = sorted(index.rows, key=lambda r: r.base)
    out = [[c for w in r.words for c in w.chars] for r in rows]
    holes = [sorted(r.holes) for r in rows]
    # Spaces follow the glyph that precedes them in the stream.
    owner = {id(c): k for k, row in enumerate(out) for c in row}
    prev = -1
    for c in chars:
        if not c.space:
            prev = owner[id(c)]
        elif prev >= 0:
            out[prev].append(c)
    return list(zip(out, holes, strict=True))


def _drop_overprints(row: list[Char]) -> list[Char]:
    """Fake bold draws each glyph twice with a tiny offset; keep one."""
    out: list[Char] = []
    for c in row:
        dup = False
        if not c.space:
            for p in out[-3:]:
                if (
                    p.text == c.text
                    and abs(p.x0 - c.x0) < DUP_X * c.size
                    and abs(p.base - c.base) < 0.2 * c.size
                ):
                    dup = True
                    break
        if not dup:
            out.append(c)
    return out


def _space_between(spaces: list[int], a: Char, b: Char) -> bool:
    """The text stream has a space char between a and b, which follow each other in it."""
    if b.seq <= a.seq + 1 or b.seq - a.seq > 4:
        return False
    k = bisect.bisect_right(spaces, a.seq)
    return k < len(spaces) and spaces[k] < b.seq


class _SpanText:
    """One span's text as it is built, with the offsets of its script glyphs and holes."""

    def __init__(self, x0: float) -> None:
        self.x0 = x0
        self.text = ""
        self.unsure: list[tuple[int, int]] = []

    def add(self, c: Char, space: bool) -> None:
        if space:
            self.text += " "
        start = len(self.text)
        self.text += c.text
        if c.script:
            last = self.unsure[-1] if self.unsure else None
            if last is not None and last[1] >= start - 1 and last[0] < last[1]:
                self.unsure[-1] = (last[0], len(self.text))  # one run of script glyphs
            else:
                self.unsure.append((start, len(self.text)))

    def hole(self) -> None:
        self.unsure.append((len(self.text), len(self.text)))

    def span(self, x1: float) -> Span:
        return Span(self.text, self.x0, x1, sorted(self.unsure))


def _row_to_line(row: list[Char], holes: list[float] | None = None) -> Line | None:
    glyphs = _drop_overprints(sorted((c for c in row if not c.space), key=lambda c: c.x0))
    if not glyphs:
        return None
    spaces = sorted(c.seq for c in row if c.space)
    sizes = Counter(round(c.size * 2) / 2 for c in glyphs)
    size = sizes.most_common(1)[0][0]
    spans: list[Span] = []
    pending = list(holes or ())
    cur = _SpanText(glyphs[0].x0)
    cur.add(glyphs[0], False)
    prev = glyphs[0]
    right = prev.x1
    for c in glyphs[1:]:
        gap = c.x0 - right
        new_span = gap > SPAN_GAP * size
        if new_span:
            spans.append(cur.span(right))
            cur = _SpanText(c.x0)
        while pending and pending[0] <= c.x0:
            pending.pop(0)
            cur.hole()  # a script moved off the line sat just before this glyph
        space = not new_span and (
            gap > WORD_GAP * size or (gap > -0.3 * size and _space_between(spaces, prev, c))
        )
        cur.add(c, space)
        prev = c
        right = max(right, c.x1)
    spans.append(cur.span(right))
    bold = sum(len(c.text) for c in glyphs if c.bold) * 2 > len(glyphs)
    bbox = (
        min(c.x0 for c in glyphs),
        min(c.top for c in glyphs),
        max(c.x1 for c in glyphs),
        max(c.bottom for c in glyphs),
    )
    text = " ".join(s.text for s in spans)
    return Line(text=text, bbox=bbox, spans=spans, size=size, bold=bold)


def build_lines(chars: list[Char]) -> list[Line]:
    """Visual lines, top to bottom; rotated text comes last, in its own reading frame."""
    upright = [c for c in chars if not is_rotated(c.angle)]
    rotated = [rotate_into_reading_frame(c) for c in chars if is_rotated(c.angle)]
    lines = [ln for row, holes in _group_rows(upright) if (ln := _row_to_line(row, holes))]
    for row, holes in _group_rows(rotated):
        ln = _row_to_line(row, holes)
        if ln:
            ln.bbox = (0.0, 0.0, 0.0, 0.0)  # rotated: no upright box to show
            lines.append(ln)
    return lines
