"""Questions as people type them, read into the English the lexicon knows, once, before
anything else reads the question.

A question in German, French, Spanish or Chinese is rewritten phrase by phrase into English
datasheet words ("Versorgungsspannung" -> "supply voltage", "待机电流" -> "standby current",
"3,3 V" -> "3.3 V"); an English one has its forum shorthand spelled out ("addr", "temp",
"freq", "w/") and its misspelt field words corrected (:mod:`.spelling`). The translation is
word for word, not fluent: the lexicon matches field phrases, not grammar. Whether a
question asks yes or no is read from its own language's grammar (a German sentence opening
with its verb, "est-ce que", "¿puedo ...?", "吗"), because word order does not survive.

Supported (the common fields and question words in each language): supply voltage, current
and consumption, standby/sleep and quiescent current, output voltage and current, power,
operating/ambient/storage/junction temperature, humidity, I2C address, clock and SPI/I2C
speed, interface, accuracy, resolution, sensitivity, measurement range, data and sample
rate, conversion/response/warm-up time, absolute maximum ratings, input/output and logic
levels, coil and contact ratings; and yes/no questions about connecting parts. Anything
else in another language falls through untranslated and is answered as "insufficient
evidence" rather than guessed.

The original text is kept on the record (``Question.original``) for quotes and the trace.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from specproof.agent.understand.arrow_chains import power_chain_words
from specproof.agent.understand.batteries import charger_word_order
from specproof.agent.understand.phrasebook import (
    ACTIVE_LOW,
    CHINESE,
    FRENCH,
    FULL_WIDTH,
    GERMAN_PARTS,
    GERMAN_WORDS,
    GLUED_ONLY,
    SHORTHAND,
    SPANISH,
    SYMBOLS,
    TYPED_UNITS,
    WH_WORDS,
    YES_NO,
    Table,
)
from specproof.agent.understand.spelling import correct_spelling
from specproof.tokens import BLANKS
from specproof.units import canonical_unit


@dataclass(frozen=True, slots=True)
class Reading:
    """A question as the lexicon reads it."""

    text: str  # English words the lexicon knows, part numbers and symbols as typed
    original: str  # as typed
    language: str = "en"  # "en", "de", "fr", "es", "zh"
    yes_no: bool | None = None  # a yes/no question by its own grammar; None: read the English


# a bare "v" after a word ("supply v range", "logic v") is the voltage, not the unit
_BARE_V = re.compile(r"(?<=[a-z] )v\b(?!\s*[=+(])", re.I)
# an at-sign between a part and its operating point: "ina219 @ vs = 5v"
_AT_SIGN = re.compile(r"\s@\s?")
# "A和B的X分别是多少": X for A and for B, each
_ITEM = r"((?:[^,.?;:在的]|\.\d){1,30}?)"
_RESPECTIVELY = re.compile(_ITEM + "和" + _ITEM + "的" + _ITEM + "分别是多少")
# "12 Bit", "12 -bit": a bit width
_BIT_WIDTH = re.compile(r"(\d)\s*-?\s*bit\b", re.I)
# "在 ... 范围内": within ... range
_WITHIN_RANGE = re.compile(r"在([^,.?;:]{1,40}?)范围内")
_FULL_WIDTH = str.maketrans(FULL_WIDTH)

# ---------------------------------------------------------------- detecting the language

_CJK = re.compile(r"[\u4e00-\u9fff]")

# Function words (and letters) typical of each language; English wins unless another
# language clearly leads.
_MARKERS: dict[str, re.Pattern[str]] = {
    "en": re.compile(
        r"\b(?:the|what|which|is|are|of|and|does|do|can|how|with|for|on|at|it|my|i|to|an?)\b"
    ),
    "de": re.compile(
        r"\b(?:der|die|das|den|dem|des|ist|sind|und|oder|wie|welch\w*|kann|können|darf|bei|mit|"
        r"für|vom|zum|zur|ich|mein\w*|nicht|eine[nmrs]?|hat|haben|im|am|auf|über|zwischen|"
        r"viel|man|beim)\b|[äöüß]"
    ),
    "fr": re.compile(
        r"\b(?:le|la|les|du|des|une?|est|sont|quel\w*|combien|pour|avec|sur|dans|peut|peuvent|"
        r"je|mon|ma|mes|entre|sous|et|ou|au|aux|ce|cette|qu|l|d|en|il|elle)\b|[èêàçùœ]|est-ce|-t-il"
    ),
    "es": re.compile(
        r"\b(?:el|la|los|las|del|es|son|qué|cuál\w*|cuánt\w*|para|con|puede|puedo|mi|mis|una?|"
        r"y|en|entre|hasta|desde|que|se|al|tiene|está)\b|[ñ¿¡áíóú]"
    ),
}


def detect_language(text: str) -> str:
    """ "en", "de", "fr", "es" or "zh": the language the question is written in."""
    if len(_CJK.findall(text)) >= 2:
        return "zh"
    low = text.lower()
    scores = {lang: len(pattern.findall(low)) for lang, pattern in _MARKERS.items()}
    # a question of nouns ("Stromaufnahme im SLEEP-Modus?") has few function words: the
    # words of each language's own phrase table count too
    tokens = re.findall(r"[^\W\d_]+", low)
    for lang in ("de", "fr", "es"):
        scores[lang] += sum(t in _vocabulary(lang) for t in tokens)
    best = max(("de", "fr", "es"), key=lambda lang: scores[lang])
    if scores[best] >= 2 and scores[best] > scores["en"]:
        return best
    return "en"


@functools.cache
def _vocabulary(language: str) -> frozenset[str]:
    """The single words of a language's phrase tables that are not English as well."""
    english = _MARKERS["en"]
    return frozenset(
        key
        for table, _ in _TABLES[language]
        for key, meaning in table.items()
        if key.isalpha() and key != meaning and len(key) > 3 and not english.fullmatch(key)
    )


# ---------------------------------------------------------------- reading


def read_question(text: str) -> Reading:
    """The question in the English the lexicon reads, with its language and, for another
    language, whether its grammar asks yes or no."""
    language = detect_language(text)
    clean = _typed_units(text.replace("’", "'").replace("‘", "'"))
    if language == "en":
        english = _english(clean)
        return Reading(english, text, "en", None)
    if language == "zh":
        clean = _WITHIN_RANGE.sub(r" within \1 range ", clean.translate(_FULL_WIDTH))
        clean = _RESPECTIVELY.sub(r"\3 for \1 and for \2 是多少", clean)
    else:
        clean = _decimal_commas(clean)
    yes_no = _asks_yes_no(clean, language)
    if language == "de":
        clean = _german_compounds(clean)
    if language == "fr":
        clean = _FRENCH_INVERSION.sub(" ", clean)
    english = _translator_of(language).sub(lambda m: _word_or_unit(m, language), clean)
    if language == "zh":
        english = _CJK.sub(" ", english)
    english = english.replace("¿", " ").replace("¡", " ")
    if language in ("fr", "es"):
        english = _romance_order(_tidy(english))
    english = _BIT_WIDTH.sub(r"\1-bit", english)
    return Reading(_tidy(english), text, language, yes_no)


def _english(text: str) -> str:
    """Forum English with its shorthand spelled out, its symbols in capitals and its field
    words spelt right."""
    text = _AT_SIGN.sub(" at ", text)
    text = _SHORTHAND_RX.sub(lambda m: _english_of(m, "en"), text)
    text = _BARE_V.sub("voltage", text)
    text = _SYMBOL_RX.sub(lambda m: _capitals(m.group(0)), text)
    text = _ACTIVE_LOW_RX.sub(lambda m: "n" + m.group(1).upper(), text)
    return correct_spelling(charger_word_order(power_chain_words(text)))


_SYMBOL_RX = re.compile(
    r"\b(?:" + "|".join(sorted(SYMBOLS, key=len, reverse=True)) + r")\b"
    r"|\bvs\b(?=\s*(?:[?.,;:)(=]|$|pins?\b|supply\b|rail\b))"
)
_ACTIVE_LOW_RX = re.compile(r"\bn(" + "|".join(sorted(ACTIVE_LOW, key=len, reverse=True)) + r")\b")


def _capitals(symbol: str) -> str:
    """ "vdd" -> "VDD"; a frequency or time symbol keeps its lower-case letter: "fCLK"."""
    if symbol[0] in "ft" and len(symbol) > 2:
        return symbol[0] + symbol[1:].upper()
    return symbol.upper()


# a number and its unit as typed: "5v", "300ma", "8mhz", "0.36w", "-40c" (not inside a part
# number: "srd-05vdc", "3v3")
_UNIT_RX = re.compile(
    r"(?<![\w.])(?<![A-Za-z]-)([-+±]?\d+(?:\.\d+)?)(\s?)("
    + "|".join(re.escape(u) for u in sorted(TYPED_UNITS, key=len, reverse=True))
    + r")(?![\w°])",
    re.I,
)


# a rail written the way schematics label it: "3v3", "1V8", "5v0" (never inside a part
# number such as "LM1117-3v3", nor a pin or mode a sheet names so: "3V3 pin", "2V8 mode")
_RAIL_LABEL = re.compile(r"(?<![\w.\-])(\d{1,2})[vV](\d)(?![\w.])(?!\s*(?:mode|pin))", re.I)


def _typed_units(text: str) -> str:
    """Units in the case their readers expect; spacing as typed, "5 V" left as it is; a
    schematic's rail label ("3v3") as the voltage it names; a source's voltage said after
    it moved before it, where the supply readers look."""
    text = _RAIL_LABEL.sub(r"\1.\2V", text)
    text = _VOLTS_AFTER_SOURCE.sub(r"\1 \3V \2 \4", text)
    text = _FAHRENHEIT.sub(_in_celsius, text)

    def written(m: re.Match[str]) -> str:
        unit = m.group(3)
        canonical = TYPED_UNITS[unit.lower()]
        if unit == canonical or (m.group(2) and unit.lower() in GLUED_ONLY):
            return m.group(0)
        return f"{m.group(1)}{m.group(2)}{canonical}"

    return _UNIT_RX.sub(written, text)


# "a car battery (up to 14.4v while charging)", "a car battery that reaches 14.4 V": the
# source's voltage said after it
_VOLTS_AFTER_SOURCE = re.compile(
    r"\b(an?|the|my)\s+((?:[\w-]+\s+){0,2}?(?:battery|pack|adapter|supply|psu|charger|power bank))"
    r"\s*(?:\(\s*|,?\s*(?:that|which)\s+(?:can\s+)?)(?:goes up to|up to|max\.?|maximum|about|around|~|"
    r"peaks? at|reach(?:es|ing)?|hits?|sits? at|is at)\s*(\d+(?:\.\d+)?)\s*V\b(\)?)",
    re.I,
)
# a temperature in Fahrenheit ("-4 °F", "185F", "257 deg f"): sheets state Celsius
_FAHRENHEIT = re.compile(
    # (not a part name's tail: "VPR-2F")
    r"(?<![\w.\-−–])([-−–]?\d+(?:\.\d+)?)\s*(?:(?:°\s*|º\s*|deg(?:rees?)?\s*)F\b|fahrenheit\b|"
    # (a bare "F" may be farads: "a 5 F supercap")
    r"F\b(?!\s*(?:(?:super|ultra)?cap|pin)))",
    re.I,
)


def _in_celsius(m: re.Match[str]) -> str:
    fahrenheit = float(m.group(1).replace("−", "-").replace("–", "-"))
    celsius = round((fahrenheit - 32) * 5 / 9, 1)
    return f"{celsius:g} °C"


def _tidy(text: str) -> str:
    text = BLANKS.sub(" ", text)
    return re.sub(r" ([,.?:;)])", r"\1", text).strip()


# French and Spanish put the adjective after the noun ("tension maximale admissible"): in
# English order the lexicon reads it ("maximum allowable voltage")
_NOUN_THEN_ADJECTIVES = re.compile(
    r"\b((?:(?:clock|data|sample|supply|input|output|operating|storage|coil|contact|standby|"
    r"quiescent|conversion|response|current|voltage|temperature|measurement)\s+)?(?:voltage|current|power|temperature|frequency|range|"
    r"sensitivity|accuracy|resolution|time|consumption|rate))((?:\s+(?:maximum|minimum|typical|average|allowable|nominal|"
    r"recommended|absolute|peak|optimized|continuous|RMS))+)\b"
)


# "bus I2C" -> "I2C bus", "en I2C" -> "over I2C", "consume ... de VM" -> "draws ... from VM"
_BUS_AFTER = re.compile(r"\bbus\s+(I2C|SPI|UART|1-Wire|CAN)\b", re.I)
_IN_BUS = re.compile(r"\bin (I2C|SPI|UART)\b", re.I)
_DRAWN_FROM = re.compile(r"\b(draws?\b[^.?]{0,30}?)\bof (?=V[A-Z]{1,5}\b)")


def _romance_order(text: str) -> str:
    """French and Spanish word order in English order, where the lexicon needs it."""
    text = _NOUN_THEN_ADJECTIVES.sub(lambda m: f"{m.group(2).strip()} {m.group(1)}", text)
    text = _BUS_AFTER.sub(r"\1 bus", text)
    text = _IN_BUS.sub(r"over \1", text)
    return _DRAWN_FROM.sub(r"\1from ", text)


# "3,3 V", "4,5-V-Schiene": a decimal comma between digits
_DECIMAL_COMMA = re.compile(r"(?<=\d),(?=\d)")


def _decimal_commas(text: str) -> str:
    return _DECIMAL_COMMA.sub(".", text)


# "3.3-V-Schiene" -> "3.3 V Schiene"; "I2C-Adressen" -> "I2C Adressen"; "High-/Low-" -> "High and Low"
_UNIT_COMPOUND = re.compile(r"(\d)-(V|mA|A|Hz|kHz|MHz|Bit|W|mW)-", re.I)
_WORD_HYPHEN = re.compile(
    r"(?<=[A-Za-z0-9äöüÄÖÜß])-(?=[A-Za-zäöüÄÖÜß][a-zäöüß]{2,})|(?<=[a-zäöüß]{3})-(?=\w)"
)


def _german_compounds(text: str) -> str:
    text = text.replace("-/", " and ").replace("- und ", " and ")
    text = _UNIT_COMPOUND.sub(r"\1 \2 ", text)
    return _WORD_HYPHEN.sub(" ", text)


_FRENCH_INVERSION = re.compile(r"-(?:t-)?(?:il|elle|ils|elles|on)\b", re.I)


def _asks_yes_no(text: str, language: str) -> bool:
    """The asking sentence (the last one with a question mark) has no question word and a
    yes/no form of its language."""
    sentences = [s for s in re.split(r"(?<=[.?!:;])\s+", text) if s.strip()]
    asked = [s for s in sentences if "?" in s] or sentences[-1:]
    if not asked:
        return False
    sentence = asked[-1].lower().lstrip("¿¡ ")
    if re.search(WH_WORDS[language], sentence):
        return False
    return re.search(YES_NO[language], sentence) is not None


def _compile(table: Table, inside_words: bool = False) -> list[str]:
    """Alternatives for a table's phrases; "*" ends a German stem with inflections."""
    out = []
    for key in table:
        stem = key.rstrip("*")
        body = re.escape(stem).replace(r"\ ", r"\s+")
        if key.endswith("*"):
            body += r"(?:e|en|er|es|em|n|s)?"
        if inside_words:  # a compound's part, with a plural or linking "s" after it
            out.append(body + r"(?:(?:en|n|e|er|s)(?![a-zäöüß])|s(?=[a-zäöüß]{3}))?")
            continue
        start = r"(?<!\w)" if stem[0].isalnum() else ""
        end = r"(?!\w)" if stem[-1].isalnum() else ""
        out.append(start + body + end)
    return out


def _by_length(table: Table) -> Table:
    return dict(sorted(table.items(), key=lambda kv: -len(kv[0])))


def _translator(*tables: tuple[Table, bool]) -> re.Pattern[str]:
    parts = []
    for table, inside in tables:
        parts += [f"(?:{p})" for p in _compile(_by_length(table), inside)]
    return re.compile("|".join(parts), re.I)


# shorthand as typed in lower case (or opening a sentence): "CLK" in capitals names a pin
_SHORTHAND_RX = re.compile(
    "|".join(
        f"(?:{p})"
        for p in _compile(
            _by_length({**SHORTHAND, **{k.capitalize(): v for k, v in SHORTHAND.items()}})
        )
    )
)

_TABLES: dict[str, list[tuple[Table, bool]]] = {
    "de": [(GERMAN_PARTS, True), (GERMAN_WORDS, False)],
    "fr": [(FRENCH, False)],
    "es": [(SPANISH, False)],
    "zh": [(CHINESE, True)],
}


@functools.cache
def _translator_of(language: str) -> re.Pattern[str]:
    # Compiled on the first question in that language: the four patterns took 0.2 s of
    # every process's start, and most questions are in English.
    return _translator(*_TABLES[language])


# each language's phrases without inflection marks, longest first, to look a match up
_STEMS: dict[str, list[tuple[str, str]]] = {
    lang: sorted(
        ((k.rstrip("*"), v) for table, _ in tables for k, v in table.items()),
        key=lambda kv: -len(kv[0]),
    )
    for lang, tables in [*_TABLES.items(), ("en", [(SHORTHAND, False)])]
}


def _word_or_unit(match: re.Match[str], language: str) -> str:
    """A unit after a number stays as written: "à 50 mA" is fifty milliamperes, not the
    French "ma" (my)."""
    before = match.string[: match.start()].rstrip(" ")
    if before[-1:].isdigit() and canonical_unit(match.group(0)) is not None:
        return match.group(0)
    return _english_of(match, language)


def _english_of(match: re.Match[str], language: str) -> str:
    """The English of a matched phrase: the phrase itself, or for an inflected or compound
    form the longest phrase it starts with."""
    found = " ".join(match.group(0).lower().split())
    for stem, english in _STEMS[language]:
        if found.startswith(stem):
            return f" {english} " if language != "en" else english
    return match.group(0)
