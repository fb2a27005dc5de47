"""Reading a table row's label: its symbol, the test conditions written into it, and
whether it names a parameter of its own or only qualifies the row above.
"""

from __future__ import annotations

import re

from specproof.extract.lines import has_words, own_words
from specproof.tokens import NAME_WORD, names_word
from specproof.units import ParsedValue

_SYMBOL_RX = re.compile(
    r"(?<![\w(])([VIPTtfFR][A-Za-z]{0,2}(?:_?[A-Za-z0-9]{1,8})?(?:\([A-Za-z]{1,4}\))?"
    # a rail named by its domain before VDD/VCC: "AVDD", "DBVDD", "HPVDD", "DVCC"
    r"|[A-Z]{1,3}V(?:DD|CC)[A-Z0-9]{0,3})(?![\w(])"
)
_SYMBOL_WORDS = {
    "Vi",
    "Typ",
    "Max",
    "Min",
    "The",
    "To",
    "For",
    "If",
    "In",
    "Input",
    "Power",
    "Voltage",
    "Temperature",
    "Ta",
    "Time",
    "Full",
}


def label_symbol(label: str) -> str | None:
    for m in _SYMBOL_RX.finditer(label):
        tok = m.group(1)
        if tok in _SYMBOL_WORDS or tok.lower() in ("tx", "rx", "to", "typ", "top", "tra"):
            continue
        if len(tok) >= 2 and (any(c.isupper() for c in tok[1:]) or "_" in tok or tok[0] in "tf"):
            if tok.isalpha() and tok[1:].islower() and len(tok) > 3:
                continue
            return tok
    return None


def condition_words(text: str) -> str:
    parts = re.findall(
        r"\(([^)]{2,60})\)|((?:@|at\s)[^,;]{2,40})|([A-Za-z_]+\s*[=≤≥<>]\s*[^,;]{1,30})", text
    )
    return ", ".join(p for tup in parts for p in tup if p).strip()


def qualify_from_label(pv: ParsedValue, label: str) -> None:
    """A single value whose label says "max." or "min." is that bound."""
    if pv.value is None:
        return
    tail = label[-40:]
    if re.search(r"\bmax(?:imum)?\b\.?|\bhighest\b", tail, re.I):
        pv.max, pv.value = pv.value, None
    elif re.search(r"\bmin(?:imum)?\b\.?|\blowest\b", tail, re.I):
        pv.min, pv.value = pv.value, None
    elif names_word(tail, "recommended", "typical"):
        pv.typ, pv.value = pv.value, None  # "recommended supply voltage is 5V"


_RELATION = re.compile(r"[=≤≥<>]")  # a condition's relation sign: "VCC = 5 V", "TA ≤ 85 °C"
_CONDITION_PART = re.compile(
    r"[^,;]*?\S\s*[=≤≥<>]\s*[^,;]*|\((?:note|notes)[^)]*\)|\bnotes?\s+\d[\d,\s]*", re.I
)


def strip_conditions(label: str) -> str:
    """Remove test conditions ("4.75V ≤ VIN ≤ 12V", "VCC = 5.0 V") from a row label:
    their symbols would otherwise name the wrong parameter."""
    if not re.search(r"[=≤≥<>]|note", label, re.I):
        return label
    head = re.split(
        r"\s(?=\S+\s*[=≤≥<>])|(?<=\d)\s*[≤<]|\s(?=[\d.]+\s*[A-Za-zμ]*\s*[≤<])", label, maxsplit=1
    )[0]
    if _RELATION.search(head):
        head = _CONDITION_PART.sub(" ", head)
    head = re.sub(r"\((?:note|notes)[^)]*\)?", " ", head, flags=re.I)
    head = " ".join(head.split()).strip(" ,;")
    tail = re.search(r"(?<=[)\s])(V_?[IO][HL]|I_?[A-Z]{1,4}\w{0,4})$", label.strip())
    if tail and tail.group(1) not in head:
        # "Vout = 0 V (Regulator OFF) VIH": the symbol column names the parameter
        head = f"{head} {tail.group(1)}".strip()
    return head


# a row naming its own limit ("Maximum received signal", "Minimum load") is a parameter of
# its own, no sub-case of the row above ("Sensitivity"), even when no field fits it
OWN_LIMIT_NAME = re.compile(r"^\s*(?:maximum|minimum|max\.?|min\.?)\s+[a-z]{4,}", re.I)


# a row label with a parameter noun of its own ("PLLres PLL Programming resolution",
# "fXTAL Crystal frequency") names its parameter; "Measuring", "Sleep mode" qualify the row above
_PARAM_NOUN = re.compile(
    r"\b(?:frequency|resolution|deviation|capacitance|impedance|noise|drift|delay|width|period|"
    r"gain|offset|bandwidth|jitter|spacing|stability|linearity|nonlinearity|hysteresis|"
    r"coefficient|leakage|rejection|address|register|identifier)\b",
    re.I,
)


def names_own_param(label: str) -> bool:
    """A row label that names a parameter of its own ("Output Voltage to Ground" under
    "ON/OFF Pin Input Voltage"): no sub-case of the row above."""
    if _PARAM_NOUN.search(label):
        return True
    quantity = names_word(label, "voltage", "current", "temperature", "power")
    return quantity and len(own_words(label)) >= 3


def is_continuation(label: str) -> bool:
    """A row label that only qualifies the parameter above ("(Note 2)", "Vi = H", "at 25 °C")."""
    t = label.strip()
    if not t:
        return True
    if re.match(r"^\(?(?:note|notes)\b", t, re.I) or t.startswith("("):
        return True
    if _RELATION.search(t) and len(NAME_WORD.findall(t)) <= 1:
        return True
    return bool(re.match(r"^(?:at|@|for|in|with|over|@)\b", t, re.I))


def name_goes_on(label: str) -> bool:
    """A row label opening with a plain lower-case word ("frequency"): the end of a name
    wrapped from the line above; a symbol ("fSCL", "tHR") starts a row of its own."""
    words = label.split()
    return bool(words) and words[0].isalpha() and words[0].islower()


def starts_new_param(label: str) -> bool:
    return bool(label) and has_words(label) and not is_continuation(label)
