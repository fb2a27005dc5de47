"""What kind of question it is: a value, several values, a comparison, or a judgment of a
build; and whether it asks about a specification the field vocabulary has no name for.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from specproof.agent.understand.budgets import idle_budget
from specproof.agent.understand.lexicon import PIN_STAGE_QUESTION
from specproof.agent.understand.record import Comparison, QuestionType
from specproof.agent.understand.waits import states_a_wait
from specproof.tokens import BRACKETED

_CLAUSE = r"(?:[^.?]|\.\d)"  # within one sentence ("3.3 V" does not end it)
# parts put on one supply or bus as a question: "bh1750 + hx711 sharing the 5v rail?"
SHARED_LINE = (
    r"\bshar(?:e|es|ed|ing)\b(?:[^?.;]|\.\d){0,30}(?:\b(?:rail|supply|bus|line|pin|output)|"
    # "max44009 and dht11 sharing 5v?", "X and a Y, both from the 5v rail?"
    r"\d\s*v\d*)\s*\?|\b(?:both|all|each)\s+(?:(?:powered|running|run)\s+)?(?:on|from|off)\b"
    r"(?:[^?.;]|\.\d){0,30}(?:\b(?:rail|supply|pin)|\d\s*v\d*)\s*\?"
)
# a part judged fit for another: "fine for a tm1637?"
FIT_FOR = r"\b(?:ok|okay|fine|good|safe) for\b"
# a source proposed for a part's supply, verbless: "2s lipo for the scb-4988 motor supply?",
# "a 12v brick as the drv8833's vm?"
# a part proposed for a load, verbless: "bhr-fd2 bare board for a 12v 10a heater?"
PART_FOR_LOAD = (
    r"^\W*(?:an?\s+|my\s+|the\s+)?[a-z][\w.-]*\d[\w.-]*(?:\s+[\w()-]+){0,5}\s+for\s+"
    r"(?:an?|my|the|one|two|three|four)\s+[^?]{0,30}\d[^?]{0,40}\?\s*$"
)
SOURCE_FOR_SUPPLY = (
    r"^\W*(?:an?\s+|my\s+|one\s+)?[\w.-]*\d[\w.-]*(?:\s+[\w.-]+){0,3}\s+(?:for|as)\s+"
    r"(?:the|my|an?)\s+\S+?(?:'s|’s)?\s+(?:motor\s+|logic\s+|main\s+|power\s+)?"
    r"(?:supply|input|power|vm|vin|vcc|vdd)\s*\?"
)

# "bta1750 on a 5v arduino uno with the pull-ups to 5v?", "shq25f32v on an esp32 3v3 spi bus
# at 40 mhz?": a part put on a supply or a bus, asked in one clause (after a comma or a dash,
# "..., min input high voltage?", a value is asked)
PART_ON_SUPPLY = (
    r"^\s*[\w.-]+\s+(?:on|off|from)\s+(?:an?\s+|my\s+|the\s+)?(?:\d+(?:\.\d+)?\s*v\b|"
    r"(?:[\w.]+\s+){0,3}(?:spi|i2c|i²c|uart|can)\s+bus\b)(?:(?!\s[-–—]\s)[^,;:?])*\?\s*$"
)
ENVIRONMENT_VERDICT = (
    r"\b(?:temps?|temperatures?|temp(?:erature)? ranges?)\s+(?:ok|okay|fine|alright)\b|"
    r"\brated (?:for|to)\s+[-+]?\d+(?:\.\d+)?\s*(?:°\s*c\b|c\b|℃)?\s*\?"
)
_COMPATIBILITY = re.compile(
    PART_ON_SUPPLY + r"|\bdirectly\b|\bcompatib|\bsafe(?:ly)?\b|"
    r"\bdrive[sn]?\b|shar(?:e|ing) (?:the|one|a) (?:same )?(?:bus|rail|supply)|\bpower(?:ed)? .{0,60}\bfrom\b|"
    # "X set to 5v powering a Y, enough current?": a part powering another is a build
    r"\b(?:powering|feeding)\b|\benough (?:current|power|headroom|voltage)\b|"
    r"\benough to (?:power|run|drive|feed|supply)\b|"
    # "X and Y on one i2c bus at 400 khz?": two parts placed on a bus ask whether they fit
    r"\b(?:on|onto) (?:one|the same|a shared|a single|a common) (?:[\w²]+ )?(?:bus|i2c|i²c|spi)\b|"
    r"(?:without (?:a )?|\bno )level[- ]shift|\bwithin (?:both|the|what|its|each)|\bsuitable\b|\bacceptable\b|"
    r"\b(?:that|it|this|they) (?:works?|will work)\b|"
    r"\bis (?:this|that|it|each|3\.3|5) .{0,40}(?:allowed|within|inside|ok)\b|\binside both\b|"
    r"\bboth be\b|\bcan (?:it|they|both|an?|the) .{0,60}(?:be attached|power|"
    r"share|be powered|deliver|run|be read|supply|feed|talk|communicate|read|measure|digiti[sz]e)|"
    # "outdoors at -20c, will it update?": the part asked to do its job in the build
    r"\bwill (?:the|it)\b.{0,80}\b(?:stay|default|work|update|refresh|start|boot|operate|function|"
    r"survive|cope)\b|"
    # "will the ams1117 hold 3.3v and give the current the esp32 asks for?": a supply asked
    # to keep its output and cover a load
    r"\b(?:will|can|could|would) (?:the|it|my|this|that)\b.{0,60}\b(?:hold|give|provide|deliver|"
    r"supply|manage|keep up)\b.{0,60}\b(?:current|load|power|\d(?:\.\d+)?\s?v)\b|"
    r"\bguarantee\b|\breliabl[ey]\b|\bconnected directly\b|\boperated within\b|\bkeep (?:the|it)\b.{0,40}\bwithin\b|\bwired (?:directly |straight )?to\b|\bare both\b|"
    # "X trimmed to 5v - fine for a Y?": a part judged fit for another
     + FIT_FOR + r" (?:an?|the|my)\b|"
    # the verdict asked in other words: allowed, ok together, in the range, fit to operate,
    # "can I ... hook up", "addressed on one bus without a conflict" (the address check reads
    # the address pins the question wires)
    r"\bwithout (?:an? |any )?(?:address )?(?:conflict|collision|clash)|\ballow(?:s|ed)?\b|"
    r"\b(?:any|an?) (?:i2c )?address (?:clash|conflict|collision)|"
    r"\b(?:is|are) there (?:an? |any )?(?:address )?(?:clash|conflict|collision)s?\b|"
    # "do their addresses collide?", "are the addresses distinct?"
    rf"\baddress(?:es)?\b{_CLAUSE}{{0,40}}\b(?:collide|clash|conflict|overlap|distinct|unique)\w*|"
    # "does its output meet the sensor's supply range", "can it still push 1.5 A",
    # "can it do 150 ksps"
    rf"\b(?:does|do|will|would)\b{_CLAUSE}{{0,60}}\bmeet\b|"
    rf"\bcan (?:it|they|the \S+)(?: still)? (?:push|handle|do|reach|hit|sustain|manage|give|"
    rf"provide|output|deliver)\b{_CLAUSE}{{0,20}}\d|"
    # "will a KJ1117-33 make 3.3 V from 5 V for a 300 mA load?": a regulator asked to
    # deliver a stated output
    rf"\b(?:will|would|can|could|does) (?:an?|the|my|this) \S+ (?:make|produce|give|provide|"
    rf"output|deliver)\b{_CLAUSE}{{0,20}}\d|"
    # "will my 5v arduino uno power the X": a named source powering the part
    r"\b(?:will|would|can|could) (?:my|a|an|the|this|one) [^.?;]{0,40}\b(?:power|run|feed|"
    r"supply)\s+(?:the|my|an?|this|both)\b|"
    rf"\b(?:will|would|does|can) (?:it|the \S+|this \S+)(?: still)? (?:take|accept|tolerate|survive|withstand)\b{_CLAUSE}{{0,30}}\d|"
    # "will the X read a 400 pa drop?": a value it is to measure
    rf"\b(?:will|would|does|can) (?:it|the \S+|this \S+) (?:read|measure|sense|cover)\b{_CLAUSE}{{0,30}}\d|"
    # "does the X cover the full depth?", "is the X enough for an 8 m deep tank?": a level or
    # distance the part is to reach
    r"\b(?:cover|reach|measure)\w* (?:the |that |this )?(?:full |whole |entire )?(?:depth|height|distance)\b|"
    rf"\benough for\b{_CLAUSE}{{0,20}}\d|"
    # "can a X be stored in a 125 °C oven?": a place the part is to be kept or put
    r"\b(?:can|may|could) (?:it|they|an?|the|my) ?\S* be (?:stored|kept|left|placed|mounted|installed)\b|"
    # "will the X see 12 V signals as signal '1'?", "does it detect 3.3 V as a high?": a
    # stated level at its input, judged against its input levels
    rf"\b(?:see|detect|read|recogni[sz]e|register|count|take)s?\b{_CLAUSE}{{0,40}}\bas (?:an? )?"
    r"(?:valid |logic(?:al)? )?(?:high|low|on|off|signal|[\"'„“”‘’]?[01]\b)|"
    # "so is 4.2 too much?": a stated value put against the part's limits
    r"\btoo (?:much|high|low|hot|cold)\s*\?|"
    r"\b(?:both|all|each) (?:rated|good|ok|okay|fine|alright)\s*\?|"
    # "... -15c in the morning. temps ok?", "rated for -35?": the place's temperature judged
     + ENVIRONMENT_VERDICT + "|"
    # parts put straight on a source, judged over it: "X + Y straight on the cell, ok?",
    # "both fine on the raw cell?", "ok over the whole discharge?", "can they take it?"
    r"\bstraight (?:on|off|from|into|to)\b|" + SOURCE_FOR_SUPPLY + "|" + PART_FOR_LOAD + "|"
    r"\b(?:both|all|each|they) (?:ok|okay|fine|good|alright) (?:on|off|from|with|over)\b|"
    r"\b(?:ok|okay|fine|good|alright) (?:over|across|through) the (?:whole|full|entire)\b|"
    r"\bcan (?:they|it|both) (?:take|handle) (?:it|that|this)\b|\bsuits? (?:both|them)\b|"
    r"\bany (?:supply|power|voltage) (?:problems?|issues?|trouble)\b|"
    rf"\bwill (?:the|it|they|this)\b{_CLAUSE}{{0,40}}\brun (?:at|on|from|off)\b|"
    # a build described, then a one-word question: "... on 5V. problem?", "..., any issue?"
    r"(?:^|[.!;,]\s*)(?:any )?(?:problems?|issues?|trouble)(?: with (?:the )?[\w-]+)?\s*\?|"
    # "the compass ok at 5v?", "flash ok there?": a verdict asked of a part in the build
    r"\b(?:ok|okay|fine|alright|safe)\s+(?:there|at\s+[\w.]+|on\s+[\w.]+)\s*\?|\bin (?:range|spec)\b[^?.;]{0,30}\?|"
    # "bh1750 + hx711 sharing the 5v rail?": parts put on one supply or bus as a question
     + SHARED_LINE + r"|\bok(?:ay)? (?:together|for)\b|(?:^|[-,;:]\s*|\s)(?:ok|okay|fine|alright)"
    r"(?:,? (?:yeah|right|then))?\s*\?|\bcoexist|"
    rf"\b(?:is|are)\b{_CLAUSE}{{0,30}}\b(?:in|within) (?:the|its|their) (?:recommended |specified |allowed |operating )?"
    rf"{_CLAUSE}{{0,40}}\branges?\b|\b(?:rated|specified) (?:for|to)\b|"
    rf"\b(?:may|can)\b{_CLAUSE}{{0,60}}\bbe (?:operated|used|run|powered|connected)\b|"
    rf"\b(?:can|could) (?:i|one|we)\b{_CLAUSE}{{0,80}}\b(?:connect|operate|power|run|use|attach|wire|hook|drive|put|feed)\w*|"
    # "can the pin drive the coil?": a host pin asked to carry a part's load
    r"\b(?:can|could|will) (?:the|a|one|that|this|my|its) (?:\w+ )?(?:pin|gpio|i/?o|output|port)s? "
    r"(?:drive|power|switch|run|source|handle|supply)\b",
    re.IGNORECASE,
)


def question_type(
    question: str, n_devices: int, n_requests: int, yes_no: bool | None = None
) -> QuestionType:
    """A yes/no question about one part in a build ("can I connect ...", "... directly",
    "is it safe") or about two parts together asks for a verdict; ``yes_no`` is the
    question's own grammar when it was typed in another language."""
    verdict = is_yes_no(question) if yes_no is None else yes_no
    if PIN_STAGE_QUESTION.search(_sentences(question)[-1] if question.strip() else ""):
        verdict = False  # "... to my uno. is that pin open drain or push-pull?" asks which
    if _ASKS_THE_SHEET.search(question):
        verdict = False  # "does the data sheet guarantee a maximum ...?" asks for a figure
    # "can the three stay under 5 uA while they sleep?", "read it 120 ms after switching it
    # on: valid?": a budget or a wait the build is held to
    held_to = idle_budget(question) is not None or states_a_wait(question)
    if n_devices >= 1 and verdict and (_COMPATIBILITY.search(question) or held_to):
        return "compatibility"
    if n_devices >= 2:
        return "comparison"
    if n_requests >= 2:
        return "structured"
    return "simple"


# "does the BH1750 data sheet guarantee a maximum power-down current at 3.6 V?": whether the
# sheet states a figure, which the figure (or its absence) answers
_ASKS_THE_SHEET = re.compile(
    r"\b(?:does|do|did)\s+(?:the|its|their)\s+(?:[\w-]+\s+){0,2}?(?:data ?sheets?|sheets?|specs?)\s+"
    r"(?:guarantee|specify|state|give|list|quote|mention|promise)\w*\b",
    re.I,
)
_AUX = r"(?:is|are|can|could|will|would|does|do|did|should|may|must|am)\b"
_OPENS_WITH_AUX = re.compile(r"(?:i\.e\.\s*)?" + _AUX, re.I)

# "lm35 quiescent current when powered from 12v?": a value named first, then the build it
# is asked for, in a verbless question ("is its current ok when ..." asks a verdict)
_UNDER_A_BUILD = re.compile(r"\b(?:when|while|if)\b", re.I)


def value_under_a_build(question: str, value_starts: Sequence[int]) -> bool:
    """``value_starts``: where each value the question asks is named. Only the sentence that
    asks counts ("... -15 °C in the morning when i use it. temperatures ok?" tells a story
    before the verdict it asks)."""
    asked = _sentences(question)[-1] if question.strip() else ""
    begins = question.rfind(asked) if asked else 0
    under = _UNDER_A_BUILD.search(question, max(begins, 0))
    if under is None or _OPENS_WITH_AUX.match(question.strip()):
        return False
    return any(max(begins, 0) <= start < under.start() for start in value_starts)


# a sentence that asks for values: "what ...", "give ...", "... and the VIH?"
_WH_START = re.compile(
    r"^\W*(?:i\.e\.\s*)?(?:what(?:'s)?|whats|which|how|why|where|when|who|whose|give|list|name|state|"
    r"tell|describe|show)\b",
    re.I,
)

# (a relative "where", "which", "who" or "when" right after a noun asks nothing: "a 24v
# truck where the charging voltage reaches 28v - fine?")
_WH_ANYWHERE = re.compile(
    r"\b(?:what(?:'s)?|whats|how|why)\b|(?<![a-z0-9] )\b(?:which|where|when|who)\b", re.I
)

# a request phrased as a question: "can you give me the pinout?", "do you know the ..."
_REQUEST = re.compile(
    r"^\W*(?:can|could|would|will) you (?:please )?(?:give|tell|list|show|provide|state|name|"
    r"find|look up|check what)\b|^\W*do you know\b",
    re.I,
)

# "KMP3 straight from a 2S LiPo (7.4 V)?", "kid6610 for a 2a load?", "the X on a 12v rail?",
# "X directly switching a 24vdc heater?": a part, its source or its load, and nothing asked
# of it: a build put as a question
_BUILD_FRAGMENT = re.compile(
    r"\b(?:straight |directly )?(?:from|off|(?:on|across|into|with|switch(?:ing)?|driv(?:e|ing))"
    # (a bus is no supply: "on a 3.3v i2c bus at 400khz" is read by the bus cues)
    r"(?![^?]*\b(?:bus|i2c|i²c|spi|uart)\b))\s+(?:an?\s+|my\s+|the\s+|one\s+)?[^?,]{0,25}?"
    # (or a battery by its chemistry: "off one li-ion cell driving the coil?")
    r"(?:\d(?:\.\d+)?\s*v(?:dc|ac)?|li-?po|li-?ion|lifepo4|18650|nimh|cr2032)\b[^?]{0,60}\?\s*(?:\(|$)|"
    r"\bfor an?\s+[^?,]{0,15}?\d(?:\.\d+)?\s*m?a\b[^?]{0,20}\bload\b|"
    # "X for a 2s robot with two motors pulling 3.5 a each, continuously?": a load described
    r"\bfor an?\s+[^?]{0,40}?\b(?:pull|draw|tak|need|us)\w*\s+(?:about\s+|~\s*)?"
    r"\d+(?:\.\d+)?\s*m?a\b[^?]{0,40}\?\s*$|"
    # "2 x aa cells straight into the vdd of a frm-b52, no regulator?": a source on a supply pin
    r"\b(?:cells?|batter(?:y|ies)|pack|li-?po|18650|aa+|cr2032)\b[^?]{0,20}\b(?:straight|directly)\s+"
    r"(?:in)?to\s+(?:the\s+|its\s+)?(?:vdd|vcc|vin|v\+|supply|power)\b[^?]{0,60}\?\s*$|"
    # "tfb-36 on a 5v uno, vcc to the 5v pin and the spi pins wired straight?"
    r"\b(?:wired|hooked(?: up)?|connected|tied)\s+(?:straight|directly)\s*\?\s*$|"
    # "X pwm output straight into an esp32 gpio?": a wiring put as a question
    r"\b(?:straight|directly)\s+(?:in)?to\s+(?:an?\s+|the\s+|my\s+)?[^?,]{0,30}?"
    r"\b(?:gpios?|pins?|inputs?|adcs?|rx)\b[^?]{0,20}\?\s*$|"
    # "X outdoors in a weather station at -20c in winter?": a part put in a place and cold
    r"\b(?:outdoors?|outside|in (?:an?|my|the)\b)[^?]{0,60}?(?:-\s?\d+|\d+\s*(?:°|deg))\s*(?:°\s*)?c\b"
    r"[^?]{0,40}\?\s*$",
    re.I,
)
# a fragment that asks for a verdict without a verb: "logic levels compatible?", "- ok?",
# "fine, yeah?", "any clash?"
_VERDICT_FRAGMENT = re.compile(
    r"\b(?:on|onto) (?:one|the same|a shared|a single|a common) (?:[\w²]+ )?bus\b|"
    # "W25Q64 powered directly from a Li-ion cell?": a build put as a question ("current
    # draw when powered from 5v?" states the condition of a value asked)
    r"(?<!when )(?<!while )(?<!if )\bpowered (?:directly |straight )?(?:from|by)\b|"
    # "lm2596 set to 5v -> max44009 vcc directly?": a wiring put as a question
    r"\b(?:directly|straight)\s*\?|\b(?:wired|tied|hooked up) (?:directly |straight )to\b|"
    # "x on a 5v uno i2c, pullups to 5v, no level shifter?"
    r"\b(?:no|without(?: an?| any)?) (?:level[- ]?)?(?:shifters?|shifting|translators?)\s*\?|"
    r"\benough\b|\btoo (?:much|high|low|hot|cold)\s*\?|"  # "…, enough current?", "too high?"
    r"\b(?:ok|okay|fine|safe|allowed|compatible|within|inside|alright|good to go|a problem|"
    # ("any address or speed problem?": the kinds of trouble may be listed)
    r"an issue|possible|doable)\b|\bany (?:[\w-]+ (?:(?:or|and|/) )?){0,3}(?:clash|conflict|collision|problem|issue|trouble)s?\b|"
    r"\b(?:clash|conflict|collision|problem|issue)s? or anything\b|"
    # "address or clock conflict?", "address clash or voltage problem?"
    r"\b(?:clash|conflict|collision|problem|issue)s?\s*\?|"
    # "… ambient up to 115c. both rated?", "… incl. while charging. in range?"
    r"\b(?:both |all |each )?rated(?: for (?:it|that|this|them)(?: (?:cold|heat|hot|low|high|temp\w*))?)?\s*\?|\bin (?:range|spec)\s*\?|"
    r"\bacceptable\b|"
    + SOURCE_FOR_SUPPLY
    + "|"
    + PART_FOR_LOAD
    + "|"
    + PART_ON_SUPPLY
    + "|"
    + ENVIRONMENT_VERDICT
    + "|"
    # ("all good over the full charge range?": the span it is judged over may follow)
    r"\b(?:both|all|each) (?:good|happy)(?:\s*\?| (?:over|across|through|on|off|from)\b)|"
    + SHARED_LINE,
    re.I,
)


# "that works as a level shifter right?": a tag question asks yes or no (after a value
# asked, "abs max on the io pins? its 5v tolerant right?", it only checks that value)
_TAG_QUESTION = re.compile(r",?\s(?:right|correct|yeah)\s*\?\s*$", re.I)


# a yes/no on whether a value destroys the part, after asking for the limit itself
_DAMAGE = re.compile(r"\b(?:kill|fry|damage|destroy|blow|survive)\w*\b", re.I)


def build_fragment(question: str) -> bool:
    """A verbless question naming a part's source or load ("KMP3 straight from a 2S LiPo
    (7.4 V)?") and asking nothing else: a build put as a question."""
    asked = [s for s in _sentences(question) if "?" in s]
    last = asked[-1] if asked else question
    # a wh-word in brackets qualifies the build ("(up to 29 v when charging)"), asks nothing
    unbracketed = BRACKETED.sub(" ", last)
    return not _WH_ANYWHERE.search(unbracketed) and _BUILD_FRAGMENT.search(last) is not None


def _sentences(question: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.?!;:])\s+", question.strip()) if s.strip()]


def is_yes_no(question: str) -> bool:
    """A question asking for a verdict: a sentence opens (or a clause after a comma or
    dash continues) with an auxiliary, or a verbless fragment asks "ok?", "compatible?",
    "any clash?". A last sentence asking for values ("... what voltage does each want")
    makes it a value question."""
    sentences = _sentences(question)
    if not sentences or _WH_START.match(sentences[-1]):
        return False
    if _WH_START.match(sentences[0]) and _DAMAGE.search(sentences[-1]):
        return False  # "what's the abs max vcc? will 40v kill it?": the limit is the answer
    asked = [s for s in sentences if "?" in s] or sentences[-1:]
    if _REQUEST.match(asked[-1]):
        return False
    return any(
        _OPENS_WITH_AUX.match(s)
        or re.search(r"[,:;—–-]\s+(?:so |and |but |then )?" + _AUX, s, re.I)
        or _after_a_bracket(s)
        or (s in asked and not _WH_ANYWHERE.search(s) and _VERDICT_FRAGMENT.search(s))
        or (asked == [s] and _TAG_QUESTION.search(s))
        for s in sentences
    )


def _after_a_bracket(sentence: str) -> bool:
    """ "... 40 mA absolute max per pin) can the pin drive the coil?": a question opened
    after a closing bracket; not "what voltage (min/typ/max) does it give", where the
    bracket sits inside a question already asked."""
    m = re.search(r"\w{2,}[^()]*\)\s+" + _AUX, sentence, re.I)
    return m is not None and not _WH_ANYWHERE.search(sentence[: m.start()])


# Specifications the field vocabulary has no name for. A question about one of them must
# not be answered with the look-alike field its words also match ("working voltage" of an
# isolation barrier is no supply voltage; a thermal-shutdown junction temperature is no
# operating temperature range; a radio's range in metres is no interface).
_UNSUPPORTED_TOPICS = re.compile(
    r"\bisolation\b|\bdielectric\b|\bcreepage\b|\bclearance distance\b|thermal shut-?down|"
    # the same trip said in other words: "resume after its thermal protection shut it down",
    # "when does the over-temperature protection kick in"
    r"\b(?:thermal|over-?temperature|overheat\w*) protection\b[^.?]{0,60}\b(?:shut|trip|resum|"
    r"restart|recover|kick|engag|activat)\w*|\b(?:resum|restart|recover)\w*\b[^.?]{0,40}\b"
    r"(?:after|once)\b[^.?]{0,40}\b(?:thermal|over-?temperature|overheat\w*)\b|"
    # a pull-up resistor's value: no field holds it (a pull-up's supply voltage is one)
    r"\bpull-?up (?:resistor )?(?:value|size)\b|\b(?:which|what) (?:size |value of )?pull-?up"
    r" resistors?\b(?! (?:supply|voltage))|"
    # a sensor's or amplifier's bandwidth, a logic input's own current: no field holds them
    # (a radio's "at 125 kHz bandwidth" is a setting of another figure asked)
    r"(?<!hz )\b(?:-?\s?3\s?db\s+)?bandwidth\b|\binput[- ](?:high|low)[- ]currents?\b|\bii[hl]\b|"
    # an oscillator's drift with age ("first-year aging"): no field holds it
    # ("aging (burn-in) time" of a gas sensor is its preheat: a warm-up time)
    r"\b(?:first[- ]year |yearly |annual )?ag(?:e)?ing\b(?![- ]?(?:test|oven|time|period|\())|"
    # a heater's or the part's own warming: "how many degrees does it warm above ambient"
    r"\bwarms?\b[^.?]{0,40}\babove (?:the )?ambient\b|\bdegrees? above (?:the )?ambient\b|"
    r"line[- ]of[- ]sight|(?:communication|transmission|wireless|radio|operating) range\b[^.?]{0,40}"
    r"\b(?:metres|meters|m|km|distance)\b|\bmtbf\b|\blifetime\b|\bendurance\b|\bsram\b|"
    # a memory's size ("how much flash", "4 MB flash"), not a flash chip named as a part
    r"\b(?:how much|kb|mb|size of(?: the)?|amount of)\s+flash\b|\bflash (?:size|capacity)\b|"
    r"how far[^.?]{0,40}\b(?:transmit|communicat\w*|send|talk|link)\b|"
    r"\b(?:communication|transmission|radio|wireless|link) distance\b|"
    # a relay's or switch's life in operations: "electrical life at 6 A", "mechanical life"
    r"\b(?:electrical|mechanical|contact|switching) (?:life|endurance)\b|\bhow many (?:switching )?(?:operations|cycles)\b|"
    r"\bfield of view\b|\bviewing angle\b|\bhalf[- ]angle\b|\bbeam angle\b|"
    # a battery monitor's balancing of cells, a charger's termination: no field holds them
    r"\bcell[- ]balanc\w*|\bbalancing current\b|\bterminat(?:e|es|ing) (?:the )?charg\w*|"
    r"\bcharge termination\b|\btermination current\b|"
    # a thermocouple converter's cold-junction (reference) error: no field holds it apart
    r"\bcold[- ]junction (?:compensation )?(?:accuracy|error)\b|\bcjc (?:accuracy|error)\b|"
    # ESD ratings, noise, drift, parasitics, avalanche and lock-out thresholds: real
    # datasheet specs with no field, whose words ("withstand voltage", "threshold") would
    # otherwise pull in a look-alike rating
    r"\besd\b|human[- ]body model|charged[- ]device model|noise (?:density|level|floor|voltage|figure)|"
    # one sensing axis's response to the others, one channel's pick-up of its neighbours
    r"\bcross[- ]?(?:axis|talk)\b|"
    r"(?:rms|output|input|peak-to-peak|total)\s+(?:[\w-]+\s+)?noise|how noisy|\breproducibility\b|"
    # (a measurement mode named by its repeatability, "in low repeatability mode", is a mode)
    r"(?<!high )(?<!low )(?<!medium )(?<!high-)(?<!low-)(?<!medium-)\brepeatability\b(?![- ]mode)|"
    r"\bnon-?linearity\b|per volt of (?:supply|input)|light[- ]source (?:matching|dependen\w*)|"
    # "readings under white LED vs incandescent": how the reading depends on the light source
    r"\b(?:differ\w*|vs\.?|versus)\b[^.?]{0,60}\b(?:incandescent|fluorescent|halogen)\b|"
    r"\b(?:incandescent|fluorescent|halogen)\b[^.?]{0,30}\b(?:vs\.?|versus|compared)\b|long[- ]term (?:stability|drift)|(?<!zero-)(?<!zero )\bdrift(?:s)?\b|"
    # a supply's fail threshold and its power-up slope: no supply range says them (its
    # reset and lockout thresholds a threshold row does)
    r"power[- ]fail (?:voltage|threshold|level)|"
    r"\bstops? (?:working|operating)(?: correctly| properly)?\b[^.?]{0,20}\bbelow\b|"
    r"\bbelow what (?:supply |vcc |vdd )?voltage\b[^.?]{0,40}\bstops?\b|"
    r"\b(?:supply|vcc|vdd|vin) rise time\b|rise time of the (?:supply|vcc|vdd)\b|"
    r"pick[- ]?up voltage|pull[- ]in voltage|must[- ](?:operate|release) voltage|"
    r"release voltage|\binductance\b|\bcapacitance\b|avalanche|gate charge|thermal resistance|\bpsrr\b|"
    r"supply[- ]rejection|rejection ratio|\bcmrr\b|common[- ]mode rejection|"
    r"ripple rejection|(?:output|input|voltage|current|switching) ripple|ripple (?:voltage|current)|"
    r"(?:line|load) regulation|optical (?:output )?power|laser (?:output )?power|radiant (?:power|flux|intensity)|\befficiency\b|insulation resistance|"
    r"temperature coefficient|\btempco\b|input leakage|leakage current (?:of|on|into|at) (?:the |its )?(?:inputs?|pins?|i/?os?|gpios?)",
    re.IGNORECASE,
)


def unsupported_topic(question: str, names: tuple[str, ...] = ()) -> str | None:
    """The words of a specification outside the field vocabulary, if the question asks one,
    or of a board's own hardware, which the part's sheet does not describe (unless that
    hardware is a part the question ``names`` from the library: "has an xc6206 ldo")."""
    m = _UNSUPPORTED_TOPICS.search(question) or _board_extra(question)
    # (the hardware is named after "with" / "has": "a BH1750 with an on-board regulator")
    extra = re.split(r"\b(?:with|has|have|having|plus)\b", m.group(0).lower())[-1] if m else ""
    if any(n and n.lower() in extra for n in names):
        return None
    return m.group(0) if m else None


# a module or board with hardware of its own around the part ("the GY-30 board with an
# on-board regulator", "a module with protection", "a pa+lna module"): what the board
# accepts or draws is no figure of the part's sheet, unless the part itself is asked (a
# "version with an LDO" is one the sheet itself describes)
_BOARD_EXTRA = re.compile(
    r"\b(?:module|board|breakout)\b[^.?]{0,60}?\b(?:with|has|have|having|plus)\s+"
    r"(?:an?\s+|the\s+|its\s+)?(?:on-?board\s+|external\s+|extra\s+)?(?:[\w+.-]+\s+){0,2}?"
    r"(?:regulator|ldo|amplifier|amp|pa|lna|jumper|protection)\b|\bpa\s*\+\s*lna\b",
    re.I,
)
_PART_ITSELF = re.compile(r"\bitself\b|\bthe (?:chip|ic|die)\b(?! on)", re.I)


def _board_extra(question: str) -> re.Match[str] | None:
    return None if _PART_ITSELF.search(question) else _BOARD_EXTRA.search(question)


_HIGHER = re.compile(r"\b(?:higher|more|greater|larger|faster|longer|wider|bigger)\b", re.I)
_LOWER = re.compile(r"\b(?:lower|less|fewer|smaller|slower|shorter|narrower)\b", re.I)
# the bound each word names; a clause naming several compares the first listed
BOUND_WORDS = (
    # ("the worst-case figure": a guarantee, the bound a typical value is not)
    (re.compile(r"\bmax(?:imum|\.)?\b|\bworst[- ]case\b", re.I), "max"),
    # ("nominal": the NOM column of a recommended-conditions table)
    (re.compile(r"\btyp(?:ical|\.)?\b|\bnom(?:inal|\.)?\b", re.I), "typ"),
    (re.compile(r"\bmin(?:imum|\.)?\b", re.I), "min"),
)


def compares_to(question: str) -> bool:
    """ "is the X really lower power than the Y?": a yes/no that two values answer."""
    return (
        re.search(
            rf"(?:{_HIGHER.pattern}|{_LOWER.pattern}){_CLAUSE}{{0,40}}\bthan\b", question, re.I
        )
        is not None
    )


def comparison_asked(question: str) -> Comparison | None:
    """ "Which has the higher ...?": the direction, and the bound compared, which is the one
    the "which" sentence names ("less typical current"), not one a later request for both
    values adds ("give the typical and maximum")."""
    direction = (
        "higher" if _HIGHER.search(question) else "lower" if _LOWER.search(question) else None
    )
    which = re.search(r"\bwhich\b[^?.]*", question, re.I)
    if direction is None or which is None:
        return None
    bound = next((b for p, b in BOUND_WORDS if p.search(which.group(0))), None)
    return Comparison(direction, bound)


# "List every UART baud rate", "which full-scale ranges can I select", "all the possible
# gain settings": a list of every setting the sheet gives, not the one best row
_LISTS_EVERY = re.compile(
    r"^\W*list\b|\blist (?:all|every|each|the)\b|"
    r"\b(?:all|every) (?:of )?(?:the )?(?:possible |available |selectable |supported |programmable )?"
    r"[\w-]+(?: [\w-]+)? (?:ranges|settings|options|values|modes|gains|rates)\b|"
    r"\b(?:which|what) [\w -]{0,40}(?:ranges|settings|options|values|gains|rates|bands)\b"
    r"[^.?]{0,40}\b(?:can|could|does|do|are)\b|"
    # "current in each state", "accuracy over each temperature range", "list them all"
    r"\b(?:in|at|for|over|during|across) each\b|\beach of (?:the|its)\b|"
    r"\b(?:give|name|list) (?:every|each|all)\b|\b(?:list )?them all\b",
    re.I,
)


def lists_every(question: str) -> bool:
    """The question asks for every setting's value, as a list."""
    return _LISTS_EVERY.search(question) is not None
