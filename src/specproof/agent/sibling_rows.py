"""A family sheet's rows for its other members: a row naming only another member or
version ("Pressure range BQP310 ...", "CLT3671-3.3", the base part's row beside its "L"
version's) answers nothing about the member asked."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from specproof.agent.terms import norm_part, sibling_name, variant_matches
from specproof.agent.understand.devices import ADJUSTABLE, family_members
from specproof.records import Fact
from specproof.store.memo import remembered

if TYPE_CHECKING:
    from specproof.agent.validate import Check
    from specproof.store import Store


def sibling_row(fact: Fact, asked: str, store: Store) -> str | None:
    """A family sheet's row that names only other members ("Pressure range BQP310 ...")
    is theirs, not the asked member's, be it a member or the part the sheet is named after;
    nor does a fixed version's row ("CLT3671-3.3") answer for another version ("CLT3671-5")
    or for the adjustable one."""
    if not fact.doc_id or named_by_its_value(asked, fact):
        return None
    members, versions = remembered(store, ("parts", fact.doc_id), lambda: _sheet_parts(store, fact))
    # (a table's bracketed note "(VDD = 5.0 V for X, VDD = 3.3 V for XL)" names every part)
    own = [p for p in fact.condition.split(";") if not _BRACKETED_NOTE.fullmatch(p.strip())]
    text = f"{';'.join(own)} {fact.source.quote}"
    row = norm_part(text)
    # the asked part by its whole number: "5" of the CLT3671 is the "CLT3671-5", and the
    # letter "A" of the EAC2551 the "EAC2551-A" (a lone letter is found in any row)
    key = norm_part(asked)
    whole = asked if key[:1].isalpha() and len(key) >= 3 else f"{fact.device}{asked}"
    if norm_part(whole) in row:
        # "Feed the KX-7 from 3.0 to 5.5 V; the KX-7-L wants 3.3 V": the row names the
        # asked version, but its numbers follow another member's name
        names = [fact.device, *members, *versions]
        nearer = _named_before_numbers(fact.source.quote, fact, names, whole)
        return (
            f"the row's numbers are stated for {nearer}, the question asks {whole}"
            if nearer
            else None
        )
    shorter = _short_name_before_numbers(text, fact, versions, asked)
    if shorter:
        # "The 3V3, 5V and ADJ versions run from 12-14.4 V. The 12V version needs 15 V":
        # versions named short, the numbers following another one's name
        return f"the row's numbers are stated for {shorter}, the question asks {asked}"
    a_version = asked == ADJUSTABLE or any(variant_matches(asked, v) for v in versions)
    # "AMS1117-1.5/-1.8/-2.5/-3.3": a row for a list of versions, written short
    listed = any(re.search(re.escape(v) + r"\s*/", text) for v in versions)
    others = members + (versions if a_version and not listed else ())
    named = [m for m in others if norm_part(m) in row]
    if named and not any(variant_matches(asked, m) for m in named):
        return f"the row is for {', '.join(named)}, the question asks {asked}"
    suffixed = norm_part(whole) != norm_part(fact.device)  # "the -Q one" of the KX-7 sheet
    if (a_version or suffixed) and own and norm_part(own[0]) == norm_part(fact.device):
        # a Conditions cell naming the base part beside a version's row ("MXD7219" over
        # "MXD7219L"): the base version's row
        return f"the row is for {fact.device}, the question asks {whole}"
    # an option asked ("the -3 option"): a row the family's placeholder code gives to
    # another option is not its row (the part the sheet is named after has them all)
    coded = _placeholder_versions(text, fact.device) if whole != fact.device else []
    if coded and not any(variant_matches(asked, c) for c in coded):
        return f"the row is for {', '.join(coded)}, the question asks {asked}"
    return None


# a version's code spelling its supply: "-33" or "3V3" (3.3 V), "-5V", "-18" (1.8 V), "-50"
_VOLT_CODE = re.compile(r"[-_ ](\d)[vV](\d)$|[-_ ](\d{1,2}(?:\.\d)?)[vV]?$")


def coded_volts(variant: str | None) -> set[float]:
    """The supply a version's code spells, as the voltages it may mean."""
    m = _VOLT_CODE.search(variant or "")
    if m is None:
        return set()
    if m.group(1):
        return {float(f"{m.group(1)}.{m.group(2)}")}
    code = m.group(3)
    # two digits are a voltage with its point left out ("33") or a whole one ("12")
    return {float(code), float(code) / 10} if len(code) == 2 else {float(code)}


def named_by_its_value(asked: str, fact: Fact) -> bool:
    """A version asked by the voltage it is sold for ("the 4.20 V version") and a row whose
    nominal voltage is that number ("VREG 4.168 4.20 4.232 V MCP7383X-2"), or a version whose
    code spells it: its row."""
    try:
        number = float(asked)
    except ValueError:
        return False
    if number in coded_volts(fact.variant):
        return True  # "the 5 V version" and the "RVD-240-5V" row
    if (fact.unit or "").strip() != "V":
        return False  # (an option code "-2" is no 2 mA row)
    nominal = fact.typ if fact.typ is not None else fact.value
    return nominal is not None and abs(nominal - number) < 1e-9


def version_row_for_the_base(fact: Fact, asked: str, store: Store) -> str | None:
    """ "the DLW-01 and the DLW-01U": asked for the part itself (``asked`` its own name), a
    suffixed version's row is not its answer when the sheet gives the part a row too."""
    base, other = norm_part(fact.device), norm_part(fact.variant or "")
    if norm_part(asked) != base or other in ("", base):
        return None
    # (the sheet gives the part itself a row of the field too: no version, or its own name)
    own_row = fact.doc_id and {"", base} & _version_columns(fact, store)
    if (other.startswith(base) or sibling_name(other, base)) and own_row:
        return f"the row is for {fact.variant}, the question asks the {asked} itself"
    return None


def _version_columns(fact: Fact, store: Store) -> set[str]:
    """The versions the fact's sheet states the fact's field for ("" for rows naming none)."""
    return remembered(
        store,
        ("own column", fact.doc_id, fact.field),
        lambda: {
            norm_part(f.variant or "") for f in store.facts(doc_id=fact.doc_id, field=fact.field)
        },
    )


def base_column_beside(fact: Fact, store: Store) -> str | None:
    """A version table with a column for the part itself ("KDR-24M | KDR-24M3"): asked for
    the part by its own name, a suffixed version's cell is not its answer."""
    if not fact.doc_id or not fact.variant or norm_part(fact.variant) == norm_part(fact.device):
        return None
    columns = _version_columns(fact, store)
    # a row naming a lettered version in brackets in its own label ("HIGH-level input
    # voltage (BRV4851T)") beside rows that name no version, or a lettered version's
    # column beside a column that names none in the same rows ("FKU-40 | FKU-40L"): the
    # unnamed ones are the part's own (a grade's column, "INA219A | INA219B", with no
    # column for the part itself, is one of the versions the question may pick from)
    own_label = f"{fact.condition} {fact.source.quote}".upper()
    lettered = _lettered_version(fact.variant, fact.device) and (
        (f"({fact.variant.upper()})" in own_label and "" in columns) or _base_column(fact, store)
    )
    if norm_part(fact.device) in columns or lettered:
        return f"the row is for the {fact.variant} version; the sheet gives {fact.device} its own"
    return None


def _base_column(fact: Fact, store: Store) -> bool:
    """The sheet states the fact's field in rows that hold a value for the part itself
    beside a lettered version's value ("measuring 15 20 | 4.5 6.0" under "FKU-40 |
    FKU-40L"): a table with a column of the part's own."""

    def found() -> bool:
        rows = store.facts(doc_id=fact.doc_id, field=fact.field)
        unnamed = {f.source.quote for f in rows if not f.variant}
        return any(
            f.source.quote in unnamed
            for f in rows
            if f.variant and _lettered_version(f.variant, f.device)
        )

    return remembered(store, ("base column", fact.doc_id, fact.field), found)


def _lettered_version(variant: str, device: str) -> bool:
    """ "BRV4851T" of the "BRV4851": the part's name with letters after it (a logic family,
    a grade), no numbers of its own."""
    return _extends(variant, device) and norm_part(variant)[len(norm_part(device)) :].isalpha()


_BRACKETED_NOTE = re.compile(r"\(.*=.*\)")


def _short_name_before_numbers(
    text: str, fact: Fact, versions: tuple[str, ...], asked: str
) -> str | None:
    """The version whose short name ("5V" of the "VM-3-5V", as a whole word) comes last
    before the row's first number, when that is not the asked version."""
    short = {_short_name(v, fact.device): v for v in versions}
    short.pop("", None)
    at = _first_number_at(text, fact)
    if at is None or len(short) < 2:
        return None
    said = [
        (m.start(), name)
        for name in short
        for m in re.finditer(rf"(?<![\w.]){re.escape(name)}(?![\w])", text[:at], re.I)
    ]
    if not said:
        return None
    last = max(said)[1]
    asked_short = _short_name(asked, fact.device) or asked
    return None if norm_part(last) == norm_part(asked_short) else short[last]


def _first_number_at(text: str, fact: Fact) -> int | None:
    """Where the row's first stated number is written in ``text``."""
    bounds = fact.bounds()
    if not bounds:
        return None
    first = next(iter(bounds.values()))
    number = re.search(rf"(?<![\d.]){first:g}(?:\.0+)?(?![\d])", text)
    return number.start() if number else None


def _short_name(version: str, device: str) -> str:
    """The version's own part after the family's name ("5V" of "VM-3-5V")."""
    if not version.upper().startswith(device.upper()):
        return ""
    rest = version[len(device) :].lstrip("-_ /")
    # (a version named by its voltage alone, "3.3" of the "AMS1117-3.3", is a number any
    # row may state: only a name of digits and letters, "5V" or "3V3", is told apart)
    named = any(c.isdigit() for c in rest) and any(c.isalpha() for c in rest)
    return rest if len(rest) >= 2 and named else ""


def _mentions(text: str, name: str) -> list[int]:
    """Where a part name ends in the text, written with or without its hyphens; a name
    that goes on into a longer code ("KX-7" in "KX-7-L") is not mentioned there."""
    chars = [re.escape(c) for c in name if c.isalnum()]
    if not chars:
        return []
    pattern = r"[-\s]?".join(chars) + r"(?!-?[A-Za-z0-9])"
    return [m.end() for m in re.finditer(pattern, text, re.I)]


def _named_before_numbers(text: str, fact: Fact, names: list[str], asked: str) -> str | None:
    """The other member a row's first stated number follows, when the asked part is named
    in the row but not between that member's name and the number."""
    at = _first_number_at(text, fact)
    if at is None:
        return None
    asked_at = max([e for e in _mentions(text, asked) if e <= at], default=-1)
    nearest, where = None, asked_at
    # a longer sibling ("BNX-PO2R" of the BNX-PO2) is another part, unless the row is
    # already told as a version's, and so answers under that version's name
    unlabelled = not fact.variant
    for name in names:
        if norm_part(name) == norm_part(asked) or (
            variant_matches(asked, name) and not (unlabelled and _extends(name, asked))
        ):
            continue
        if _coded_with_package(name, asked, names):
            continue  # "EYR6150-33M5" is the "EYR6150-33" in its package
        ends = [e for e in _mentions(text, name) if e <= at]
        if ends and ends[-1] > where:
            nearest, where = name, ends[-1]
    if nearest is not None and asked_at >= 0 and _LISTED.fullmatch(text[asked_at:where]):
        return None  # "TLX25723, TLX25727 1.25 V": the asked part heads a list of names
    return nearest


def _coded_with_package(name: str, asked: str, names: list[str]) -> bool:
    """ "EYR6150-33M5" beside "EYR6150-18M5" and "EYR6150-50M5": the asked version's code
    with a package suffix every version's code carries, not a longer sibling."""
    if not _extends(name, asked):
        return False
    suffix = norm_part(name)[len(norm_part(asked)) :]
    others = [n for n in names if n != name and norm_part(n).endswith(suffix)]
    return len(suffix) >= 2 and len(others) >= 2


def _extends(name: str, asked: str) -> bool:
    """ "BNX-PO2R" goes on from "BNX-PO2": the longer sibling, another part of the sheet,
    though a loose match of the two names sees one in the other."""
    longer, shorter = norm_part(name), norm_part(asked)
    return len(shorter) >= 3 and longer.startswith(shorter) and longer != shorter


# the names of a list between the asked part and the number: separators and part codes only
_LISTED = re.compile(r"(?:[\s,&/]+|\b(?:and|or)\b|\(?[A-Z0-9][\w.-]*\)?)*")


def _placeholder_versions(text: str, device: str) -> list[str]:
    """Versions a row names with the family's placeholder code: "MCP7383X-3" of the
    MCP73831 sheet is its -3 option ("X" standing for any digit of the number)."""
    name = norm_part(device)
    if len(name) < 4:
        return []
    pattern = "".join(f"[{c}Xx]" if c.isdigit() else re.escape(c) for c in name)
    found = re.finditer(rf"\b{pattern}-(\w{{1,6}})\b", text, re.I)
    return [m.group(0) for m in found if re.search(r"[Xx]", m.group(0)[: len(name)])]


def _sheet_parts(store: Store, fact: Fact) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A sheet's family members and its versions (aliases that extend its main name), read
    once per version of the library: the check runs on every candidate row."""
    doc = store.document(fact.doc_id)
    if doc is None:
        return (), ()
    main = norm_part(doc.device)
    versions = [a for a in doc.aliases if norm_part(a).startswith(main) and norm_part(a) != main]
    return tuple(family_members(doc.device, doc.aliases)), tuple(versions)


def ordering_row_unasked(fact: Fact, check: Check, store: Store) -> str | None:
    """A row of the ordering table states what one orderable code is ("DS18B20/T&R ... 3
    TO-92"): it answers a question naming that code, never one about the part as a whole
    ("what packages does it come in?" is the feature list's, all of them)."""
    if fact.extractor != "ordering" or not fact.variant or check.variant:
        return None
    # (a sheet stating the field only in its ordering table answers from those rows)
    key = ("rows beside the ordering table", fact.doc_id, fact.field)
    if remembered(store, key, lambda: _beside_ordering(store, fact)):
        return (
            f"the row states what the ordering code {fact.variant} is; the question names no code"
        )
    return None


def _beside_ordering(store: Store, fact: Fact) -> bool:
    """The sheet states the field somewhere other than its ordering table."""
    rows = store.facts(device=fact.device, field=fact.field, doc_id=fact.doc_id)
    return any(f.extractor != "ordering" for f in rows)
