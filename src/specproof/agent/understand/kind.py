"""What kind of question it is: a value, several values, a comparison, or a judgment of a
build; and whether it asks about a specification the field vocabulary has no name for.
"""

from __future__ import annotations

import re

from specproof.agent.understand.record import Comparison, QuestionType

_COMPATIBILITY = re.compile(
    r"\bcan i (?:connect|power|run|use|attach|drive|put)|\bdirectly\b|\bcompatib|\bsafe(?:ly)?\b|"
    r"\bdrive[sn]?\b|share (?:the|one|a) (?:same )?(?:bus|rail|supply)|\bpower(?:ed)? .{0,60}\bfrom\b|"
    r"without (?:a )?level[- ]shift|\bwithin (?:both|the|what|its|each)|\bsuitable\b|"
    r"\bis (?:this|that|it|each|3\.3|5) .{0,40}(?:allowed|within|inside|ok)\b|\binside both\b|"
    r"\bboth be\b|\brated (?:for|to operate)|\bcan (?:it|they|both|an?|the) .{0,60}(?:be attached|power|"
    r"share|be powered|deliver|run|be read)|\bwill (?:the|it)\b.{0,80}\b(?:stay|default|work)|"
    r"\bguarantee\b|\bmay be operated\b|\bconnected directly\b|\boperated within\b|\brated for\b|\bwithin both\b|\bkeep (?:the|it)\b.{0,40}\bwithin\b|\bwired (?:directly )?to\b|\bare both\b",
    re.IGNORECASE,
)

_COMPARISON = re.compile(
    r"\bwhich (?:has|draws|offers|is|one|device|of)\b|\bcompare|\bhigher\b|\blower\b|\bless\b|"
    r"\bmore\b|\beach device|\beach datasheet|\bof both\b|\band of the\b",
    re.IGNORECASE,
)


def question_type(question: str, n_devices: int, n_requests: int) -> QuestionType:
    if n_devices >= 1 and _COMPATIBILITY.search(question) and is_yes_no(question):
        return "compatibility"
    if n_devices >= 2:
        return "comparison"
    if n_requests >= 2:
        return "structured"
    return "simple"


def is_yes_no(question: str) -> bool:
    """Compatibility questions ask for a judgment: they start (a sentence) with an auxiliary."""
    sentences = re.split(r"(?<=[.?!;:])\s+", question.strip())
    aux = r"(?:is|are|can|could|will|would|does|do|should|may|must)\b"
    return any(
        re.match(r"(?:i\.e\.\s*)?" + aux, s, re.I) or re.search(r"[,:;-]\s+" + aux, s, re.I)
        for s in sentences
    )


# Specifications the field vocabulary has no name for. A question about one of them must
# not be answered with the look-alike field its words also match ("working voltage" of an
# isolation barrier is no supply voltage; a thermal-shutdown junction temperature is no
# operating temperature range; a radio's range in metres is no interface).
_UNSUPPORTED_TOPICS = re.compile(
    r"\bisolation\b|\bdielectric\b|\bcreepage\b|\bclearance distance\b|thermal shut-?down|"
    r"line[- ]of[- ]sight|(?:communication|transmission|wireless|radio|operating) range\b[^.?]{0,40}"
    r"\b(?:metres|meters|m|km|distance)\b|\bmtbf\b|\blifetime\b|\bendurance\b|\bflash\b|\bsram\b|"
    r"how far[^.?]{0,40}\b(?:transmit|communicat\w*|send|talk|link)\b|"
    # ESD ratings, noise, drift, parasitics, avalanche and lock-out thresholds: real
    # datasheet specs with no field, whose words ("withstand voltage", "threshold") would
    # otherwise pull in a look-alike rating
    r"\besd\b|human[- ]body model|charged[- ]device model|noise (?:density|level|floor|voltage|figure)|"
    r"(?:rms|output|input|peak-to-peak) noise|how noisy|long[- ]term (?:stability|drift)|(?<!zero-)(?<!zero )\bdrift(?:s)?\b|"
    r"under-?voltage lock-?out|\buvlo\b|pick[- ]?up voltage|pull[- ]in voltage|must[- ](?:operate|release) voltage|"
    r"release voltage|\binductance\b|\bcapacitance\b|avalanche|gate charge|thermal resistance|\bpsrr\b|"
    r"ripple rejection|(?:line|load) regulation|\befficiency\b|insulation resistance|"
    r"temperature coefficient|\btempco\b|input leakage|leakage current (?:of|on|into|at) (?:the |its )?(?:inputs?|pins?|i/?os?|gpios?)",
    re.IGNORECASE,
)


def unsupported_topic(question: str) -> str | None:
    """The words of a specification outside the field vocabulary, if the question asks one."""
    m = _UNSUPPORTED_TOPICS.search(question)
    return m.group(0) if m else None


_HIGHER = re.compile(r"\b(?:higher|more|greater|larger|faster|longer|wider|bigger)\b", re.I)
_LOWER = re.compile(r"\b(?:lower|less|fewer|smaller|slower|shorter|narrower)\b", re.I)
_BOUND_ASKED = (
    (re.compile(r"\bmax(?:imum|\.)?\b", re.I), "max"),
    (re.compile(r"\btyp(?:ical|\.)?\b", re.I), "typ"),
    (re.compile(r"\bmin(?:imum|\.)?\b", re.I), "min"),
)


def comparison_asked(question: str) -> Comparison | None:
    """ "Which has the higher ...?": the direction, and the bound compared, which is the one
    the "which" sentence names ("less typical current"), not one a later request for both
    values adds ("give the typical and maximum")."""
    direction = (
        "higher" if _HIGHER.search(question) else "lower" if _LOWER.search(question) else None
    )
    if direction is None or not re.search(r"\bwhich\b", question, re.I):
        return None
    which = re.search(r"\bwhich\b[^?.]*", question, re.I)
    clause = which.group(0) if which else question
    bound = next((b for p, b in _BOUND_ASKED if p.search(clause)), None)
    return Comparison(direction, bound)
