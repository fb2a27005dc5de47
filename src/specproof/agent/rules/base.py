"""What every rule shares: the result record, SI numbers, ranges and symbolic bounds.

A rule returns a :class:`RuleResult`: passed True/False, or None when a needed fact is
missing. SAFETY: a wrong "compatible" can burn a board, so a rule never passes on a
guess: missing evidence is ``None``, never ``True``; an absolute maximum is never used as
an operating range; a supply voltage is never compared with a signal level.
"""

from __future__ import annotations

import ast
import operator
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from specproof.fields import fields_in
from specproof.records import Fact, RuleOutcome
from specproof.tokens import PART_SEGMENT_BREAK
from specproof.units import to_si

NOMINAL_TOLERANCE = 0.05  # a supply stated as one nominal value ("5 V") accepts +-5 %

# Fields the rules read as an allowed range: a row stating both limits beats a lone number.
RANGE_FIELDS = fields_in("allowed_range")

Evidence = Callable[[str, str], list[Fact]]  # (device, field) -> validated facts, best first

_LIMIT = "limit:"


def limit_of(field_name: str) -> str:
    """The field asked as its limit: evidence for it is the part's limiting-value rows (an
    absolute maximum), which can prove a load too large but never large enough."""
    return _LIMIT + field_name


def split_limit(field_name: str) -> tuple[str, bool]:
    """ "limit:output_current" -> ("output_current", True)."""
    return field_name.removeprefix(_LIMIT), field_name.startswith(_LIMIT)


RowFilter = Callable[[list[Fact]], list[Fact]]


@dataclass(slots=True)
class RuleResult:
    outcome: RuleOutcome
    facts: list[Fact] = field(default_factory=list)

    def rejudged(self, passed: bool | None, reason: str) -> RuleResult:
        """The same check on the same rows, judged again with a reason that says why."""
        return RuleResult(RuleOutcome(self.outcome.rule, passed, reason), self.facts)


def si(fact: Fact, bound: str) -> float | None:
    """A bound in SI units (uses the extraction's si_* values, else the unit prefix)."""
    value = getattr(fact, f"si_{bound}", None)
    if value is not None:
        return value
    raw = getattr(fact, bound)
    if raw is None:
        return None
    return raw * unit_scale(fact.unit)


def unit_scale(unit: str | None) -> float:
    """The factor from ``unit`` to its SI base unit (1 for a unit the registry lacks)."""
    scale = to_si(1.0, unit, delta=True) if unit else None
    return 1.0 if scale is None else scale


# a nominal with the tolerance the sheet states beside it: "12 V DC (±10 %)"
_STATED_TOLERANCE = re.compile(r"±\s*(\d+(?:\.\d+)?)\s*%")


def stated_tolerance(fact: Fact) -> float | None:
    """The relative tolerance the row states around its nominal ("±10 %" -> 0.10)."""
    m = _STATED_TOLERANCE.search(f"{fact.condition} {fact.source.quote}")
    return float(m.group(1)) / 100 if m and 0 < float(m.group(1)) <= 25 else None


def operating_range(fact: Fact) -> tuple[float, float] | None:
    """(low, high) an operating range allows; a lone nominal value gets the tolerance its
    row states, else +-5 % (an assumption, said so by :func:`assumed_tolerance`)."""
    lo, hi = si(fact, "min"), si(fact, "max")
    if lo is not None and hi is not None:
        return lo, hi
    nominal = _nominal(fact)
    if lo is None and hi is None and nominal is not None:
        tol = stated_tolerance(fact) or NOMINAL_TOLERANCE
        return nominal * (1 - tol), nominal * (1 + tol)
    if lo is not None and hi is None:
        return (lo, float("inf")) if nominal is None else (lo, nominal * (1 + NOMINAL_TOLERANCE))
    if hi is not None:
        return (float("-inf"), hi) if nominal is None else (nominal * (1 - NOMINAL_TOLERANCE), hi)
    return None


def completed_by_family(
    fact: Fact, facts: list[Fact], rng: tuple[float, float]
) -> tuple[tuple[float, float], list[Fact]]:
    """A version's own one-sided row ("VIN(min) 5.6 V" of the -54) with the other bound the
    family's row states ("Input voltage 2.7 to 6.5 V"): both are stated for that version.
    Returns the range and the rows it rests on."""
    if not fact.variant or completeness(fact) != 1:
        return rng, [fact]
    family = next((f for f in facts if not f.variant and completeness(f) == 2), None)
    if family is None:
        return rng, [fact]
    family_lo, family_hi = si(family, "min"), si(family, "max")
    lo = rng[0] if si(fact, "min") is not None or family_lo is None else family_lo
    hi = rng[1] if si(fact, "max") is not None or family_hi is None else family_hi
    return (lo, hi), [fact, family]


def completeness(fact: Fact) -> int:
    """2: both limits stated; 1: one limit; 0: a lone value (nominal or a stray number)."""
    return (fact.min is not None or fact.expr_min is not None) + (
        fact.max is not None or fact.expr_max is not None
    )


def most_complete_first(facts: list[Fact]) -> list[Fact]:
    """Stable: keeps the question-fit order among facts that state as many limits."""
    return sorted(facts, key=lambda f: -completeness(f))


# a supply stated per operating mode named by its voltage ("1.8-V operation", "3.3 V mode")
MODE_VOLTS = re.compile(r"(\d+(?:\.\d+)?)\s*-?\s*V\s+(?:operation|mode)\b", re.I)


def rail_selected_mode(facts: list[Fact], rail: float) -> list[Fact]:
    """Rows of a supply stated per operating mode ("1.8-V operation | 3.3-V operation"):
    the rail itself selects the mode, so the row of the mode it names comes first."""
    named = [(f, MODE_VOLTS.search(f"{f.condition} {f.source.quote}")) for f in facts]
    volts = {float(m.group(1)) for _, m in named if m}
    if len(volts) < 2:
        return facts
    # (a rail no mode names is judged against the nearest mode's row)
    ranked = sorted((abs(float(m.group(1)) - rail), i) for i, (_, m) in enumerate(named) if m)
    chosen = [named[i][0] for _, i in ranked[:1]]
    return chosen + [f for f in facts if f not in chosen]


# a supply row stated for the part sitting idle: its bus stopped ("interface inactive",
# "fSCL = 0 Hz") or only keeping its data ("data retention", "timekeeping only")
_IDLE_ROW = re.compile(
    r"interface\s+(?:is\s+)?(?:inactive|idle|disabled)|\bf_?SCL\s*=\s*0\s*(?:k?Hz)?(?![.\d])|"
    r"data\s+retention|retention\s+mode|timekeeping|clock\s+only|clock\s+operating\s+voltage",
    re.I,
)


def working_rows_first(facts: list[Fact]) -> list[Fact]:
    """Supply rows for the part idle ("interface inactive; fSCL = 0 Hz 1.0 - 5.5 V") after
    the rows for it working ("interface active 1.8 - 5.5 V"): a part on a rail is there to
    be used, and only the working row says what lets it talk."""
    idle = [f for f in facts if _IDLE_ROW.search(f"{f.condition} {f.source.quote}")]
    if not idle or len(idle) == len(facts):
        return facts
    return [f for f in facts if f not in idle] + idle


def range_before_nominal(facts: list[Fact]) -> list[Fact]:
    """A nominal value ("Nominal coil voltage 12 V") beside a range stated with both ends
    ("Coil voltage range 9 ... 16 V"): the range says what the part accepts."""
    if facts[0].min is not None or facts[0].max is not None:
        return facts
    # (only the same version's: the version asked comes first, a family row does not jump it)
    ranged = [
        f
        for f in facts
        if f.min is not None and f.max is not None and f.variant == facts[0].variant
    ]
    return ranged + [f for f in facts if f not in ranged] if ranged else facts


def lone_value_conflicts(facts: list[Fact]) -> bool:
    """A lone value is read as a nominal supply only when no other fact says otherwise
    (another lone value agrees when it names the same nominal, whatever tolerance)."""
    if not facts or completeness(facts[0]) > 0:
        return False
    first = operating_range(facts[0])
    return any(
        operating_range(f) != first
        and not (completeness(f) == 0 and _nominal(f) == _nominal(facts[0]))
        for f in facts[1:]
    )


def _nominal(fact: Fact) -> float | None:
    return si(fact, "value") if si(fact, "value") is not None else si(fact, "typ")


_OPS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
}


# a signal level or a device drop, never a supply: "VIH + 2.5" (the L298's VS minimum) is
# 2.5 V above the input high level, not above the rail
_LEVEL_SYMBOL = re.compile(
    r"V(?:IH|IL|OH|OL|T|TH|F|CE|BE|GS|DS|OS|ON|OFF|HYS|SAT|BR)(?:[_(]?\w*\)?)?", re.I
)


def eval_expr(expr: str, env: dict[str, float]) -> float | None:
    """Evaluate "VDD+0.3", "0.7*VS", "0.75×VDD", "GND" with the supplies in ``env``."""
    try:
        from specproof import units  # the units engineer's evaluator, when present

        value = units.eval_bound(expr, env)
        if value is not None:
            return float(value)
    except Exception:
        pass
    text = expr.replace("×", "*").replace("−", "-").replace("–", "-").replace(" ", "")
    text = re.sub(r"(\d)\(", r"\1*(", text)
    text = re.sub(r"(\d)([A-Za-z])", r"\1*\2", text)
    names = {k.upper(): v for k, v in env.items()}
    names.setdefault("GND", 0.0)
    names.setdefault("VSS", 0.0)
    supplies = set(env.values())
    text = re.sub(r"\(?V\+\)?", "VS", text)
    if len(supplies) == 1:
        # "VDD1+0.3", "VDDIO_x": a supply name spelt with a suffix is the one supply stated
        one = next(iter(supplies))
        # "IOVDD + 0.3", "DVDD", "VDD_IO": every supply name is that one supply
        for name in set(
            re.findall(r"\b(?:V[A-Za-z0-9_]*|[A-Za-z]{0,4}V(?:DD|CC)[A-Za-z0-9_]*)", text)
        ):
            if not _LEVEL_SYMBOL.fullmatch(name):
                names.setdefault(name.upper(), one)
    try:
        tree = ast.parse(text.upper(), mode="eval")
        return _eval_node(tree.body, names)
    except (SyntaxError, KeyError, ValueError, ZeroDivisionError):
        return None


def _eval_node(node: ast.AST, names: dict[str, float]) -> float:
    if isinstance(node, ast.Constant) and isinstance(node.value, int | float):
        return float(node.value)
    if isinstance(node, ast.Name):
        return names[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](_eval_node(node.left, names), _eval_node(node.right, names))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return -_eval_node(node.operand, names)
    raise ValueError("unsupported expression")


def supply_env(supply: float | None) -> dict[str, float]:
    if supply is None:
        return {}
    return {
        n: supply
        for n in ("VDD", "VCC", "VS", "VDDIO", "IOVDD", "VLOGIC", "VREF", "AVDD", "DVDD", "VIN")
    }


# "0.7 (VS)", "0.7×VDD", "0.3 VDD": a number that is a fraction of a supply, not volts
_SUPPLY_TOKEN = r"\(?\s*(?!V(?:DC|AC|RMS|PP)\b)(?:V\+|V[A-Z]{1,5}\d?)\s*\)?"


def ratio_of_supply(fact: Fact, value: float) -> bool:
    """The quote writes this bound as a multiple of a supply ("0.7 (VS)"), whatever the
    extraction kept: read as volts it would pass any level."""
    if fact.unit not in (None, "", "V") or not 0 < abs(value) <= 1:
        return False
    number = re.escape(f"{value:g}")
    pattern = rf"(?<![\d.]){number}0*\s*(?:×|x|\*|·)?\s*{_SUPPLY_TOKEN}(?!\s*[+\-−]\s*\d)"
    return bool(re.search(pattern, fact.source.quote))


def bound_at(fact: Fact, bound: str, supply: float | None) -> float | None:
    """A bound, numeric or symbolic (evaluated at the device's supply)."""
    value = si(fact, bound)
    if value is not None:
        if getattr(fact, f"expr_{bound}", None) is None and ratio_of_supply(fact, value):
            return value * supply if supply is not None else None
        return value
    expr = getattr(fact, f"expr_{bound}", None) if bound in ("min", "max") else None
    if expr:
        value = eval_expr(expr, supply_env(supply))
        if bound == "max" and value is not None and value <= 0:
            # a maximum at or below 0 V means a supply name was read as ground ("VSS" is
            # the logic supply of some parts): that is no limit, it is unknown
            return None
        return value
    return None


def guaranteed_limit(fact: Fact) -> float | None:
    """The guaranteed bound: max, else a stated value, else a min (an fmax table's
    minimum top speed, a time to wait at least)."""
    for bound in ("max", "value", "min"):
        v = si(fact, bound)
        if v is not None:
            return v
    return None


_OWN_SUPPLY = re.compile(r"^\s*(?:V(?:CC|DD|S|IN|IO|DDIO)\w*|\(?V\+\)?)\s*$", re.I)


def follows_own_supply(fact: Fact) -> bool:
    """An output range written up to the part's own supply ("VO 0 to VCC", "0 ... VDD"):
    what a logic or signal output swings over, not a regulated voltage."""
    if fact.expr_max and _OWN_SUPPLY.match(fact.expr_max):
        return True
    return bool(re.search(r"\b0\s*(?:-|–|to|…|\.\.\.?)\s*V(?:CC|DD)\w*\b", fact.source.quote, re.I))


def missing(rule: str, what: str, cited: list[Fact] | None = None) -> RuleResult:
    """An unknown for want of ``what``; ``cited`` are the facts that made it needed."""
    return RuleResult(RuleOutcome(rule, None, f"needed fact missing: {what}"), cited or [])


def fmt(x: float, unit: str = "V") -> str:
    return f"{x:.4g} {unit}"


def range_text(rng: tuple[float, float], fact: Fact | None = None) -> str:
    """The range a check used; when a bound came from the nominal-tolerance assumption,
    it says so, so the message never reads as if the sheet stated that bound."""
    lo = "-inf" if rng[0] == float("-inf") else f"{rng[0]:.4g}"
    hi = "+inf" if rng[1] == float("inf") else f"{rng[1]:.4g}"
    text = f"[{lo}, {hi}] V"
    note = assumed_tolerance(fact) if fact is not None else None
    return f"{text} ({note})" if note else text


def assumed_tolerance(fact: Fact) -> str | None:
    """What :func:`operating_range` assumed about ``fact``, in words; None when the sheet
    states every bound the range uses."""
    nominal = _nominal(fact)
    if nominal is None or completeness(fact) == 2:
        return None
    if completeness(fact) == 0 and stated_tolerance(fact) is not None:
        return None  # "12 V DC (±10 %)": the sheet states the tolerance
    missing_bounds = [b for b in ("min", "max") if si(fact, b) is None]
    which = " and ".join(missing_bounds)
    pct = f"{NOMINAL_TOLERANCE:.0%}"
    return (
        f"assumed: {fact.device} states {nominal:g} {fact.unit or ''} {fact.field} without a "
        f"{which}; ±{pct} of it is taken as the {which}"
    ).replace("  ", " ")


_ADJUSTABLE = re.compile(r"adjust|\badj\b|programmab|settable|user[- ]set", re.I)


def adjustable(fact: Fact, lo: float, hi: float) -> bool:
    """An output range the user sets, not a tolerance band: the sheet says so, or the range
    spans more than half its lower end (a fixed output's band is a few per cent)."""
    text = f"{fact.condition} {fact.source.quote}"
    return bool(_ADJUSTABLE.search(text)) or (lo > 0 and hi > 1.5 * lo)


def holds(rng: tuple[float, float] | None, volts: float) -> bool:
    """``volts`` inside ``rng`` (a missing range holds nothing)."""
    return rng is not None and rng[0] - 1e-9 <= volts <= rng[1] + 1e-9


def named_version_in_range(
    rule: str, part: str, named: float, load: str, load_rng: tuple[float, float], used: list[Fact]
) -> RuleResult:
    """A fixed-output version named by its voltage ("an xc6206 1.8v regulator") on a sheet
    whose rows give only the range of versions: its output taken as that voltage ±5 %, said
    as an assumption. Passes when the whole band fits the load's stated range, fails when
    none of it does; a band across a limit is left unknown, since the tolerance is not read."""
    lo, hi = named * (1 - NOMINAL_TOLERANCE), named * (1 + NOMINAL_TOLERANCE)
    note = (
        f"(assumed: the {fmt(named)} version of {part} gives {fmt(named)} ±{NOMINAL_TOLERANCE:.0%};"
        " no row states its output)"
    )
    # (on a load range that is itself assumed, one assumption on another proves nothing)
    if load_rng[0] <= lo and hi <= load_rng[1] and completeness(used[0]) == 2:
        reason = f"output {fmt(named)} within {load} supply {range_text(load_rng)} {note}"
        return RuleResult(RuleOutcome(rule, True, reason), used)
    if hi < load_rng[0] or lo > load_rng[1]:
        reason = f"output {fmt(named)} outside {load} supply {range_text(load_rng)} {note}"
        return RuleResult(RuleOutcome(rule, False, reason), used)
    return missing(rule, f"the tolerance of the {fmt(named)} {part} output near {load}'s limit")


def combine(results: list[RuleResult]) -> str:
    """incompatible if any rule fails; insufficient if any could not be evaluated; else compatible."""
    outcomes = [r.outcome.passed for r in results]
    if not outcomes:
        return "insufficient_evidence"
    if any(p is False for p in outcomes):
        return "incompatible"
    if any(p is None for p in outcomes):
        return "insufficient_evidence"
    return "compatible"


# a version of a part written as its family name plus a suffix ("BVU-502C", "TGS-12B")
_VERSION_NAME = re.compile(r"\b[A-Z][A-Z0-9]*-[A-Z0-9-]*[A-Z0-9]\b")


def names_other_version(sentence: str, device: str, words: frozenset[str]) -> bool:
    """The sentence is about a sibling version of the part that the question does not name
    ("BVU-502C: a load under 45 mA ... switches the output off" asked of the BVU-502)."""
    for name in _VERSION_NAME.findall(sentence):
        if name != device and name.startswith(device) and not set(name.lower().split("-")) <= words:
            return True
    return False


def name_tokens(part: str) -> set[str]:
    """The capitalised pieces of a part's name ("WDK-PIR05": WDK, PIR05, WDKPIR05), which a
    question's list of pin names picks up along with its real pins."""
    upper = part.upper()
    return {w for w in PART_SEGMENT_BREAK.split(upper) if w} | {
        upper,
        "".join(filter(_word_char, upper)),
    }


def _word_char(ch: str) -> bool:
    """What a regex's \\w matches: letters, digits (any script) and the underscore."""
    return ch.isalnum() or ch == "_"
