"""Score predictions against a benchmark in the shape of the benchmark FORMAT.

The rules are those of the benchmark's reference scorer (``score.py`` beside
FORMAT.md), so a user's own datasheet collection is scored exactly as the
shared benchmark is: answers are split into *atoms* (one per stated bound, one
per categorical value, one per verdict) that match on device, field, quantity
and value (numbers within 1 % after unit conversion).

``tests/test_eval_score.py`` runs both scorers on the same predictions and
checks they agree question by question.
"""

from __future__ import annotations

import json
import math
import re
import shutil
import subprocess
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from specproof.quotes import norm_text
from specproof.records import NUMBERS, device_key
from specproof.tokens import DECIMAL

REL_TOL = 0.01
BOUNDS = NUMBERS  # the bounds an item may state, in the FORMAT's order
ABSTAIN = "insufficient_evidence"

# Temperatures read as absolute points (an offset applies to kelvin); every other
# number is a difference or magnitude, where only the scale factor applies.
_ABSOLUTE_TEMPERATURE_FIELDS = ("operating_temperature", "storage_temperature")

# A typical value may stand in for a single stated value and the other way round.
_COMPATIBLE_BOUNDS: dict[str, tuple[str, ...]] = {
    "value": ("value", "typ"),
    "typ": ("typ", "value"),
    "min": ("min",),
    "max": ("max",),
}
_SCALE_SLIPS = (1e3, 1e-3, 1e6, 1e-6)  # a right number at the wrong SI prefix


# --------------------------------------------------------------------------- units


@dataclass(frozen=True, slots=True)
class UnitInfo:
    dimension: str
    factor: float  # multiply to reach the base unit of the dimension
    offset: float = 0.0  # added after scaling (kelvin -> degC)


def _build_unit_table() -> dict[str, UnitInfo]:
    """Unit spellings (cleaned, lowercase) to their dimension and scale.

    Later entries win, so "pa" ends up pascal, not picoampere.
    """
    table: dict[str, UnitInfo] = {}

    def add(dimension: str, factor: float, *names: str, offset: float = 0.0) -> None:
        for name in names:
            table[name.lower()] = UnitInfo(dimension, factor, offset)

    prefixes = {"": 1.0, "k": 1e3, "m": 1e-3, "u": 1e-6, "n": 1e-9, "p": 1e-12, "g": 1e9}
    for p, f in prefixes.items():
        add("voltage", f, p + "v", p + "volt", p + "volts", p + "vdc", p + "vac")
        add("current", f, p + "a", p + "amp", p + "amps", p + "ampere")
        add("power", f, p + "w", p + "watt", p + "watts")
        add("resistance", f, p + "ohm", p + "ohms", p + "Ω")
        add("capacitance", f, p + "f")
    add("frequency", 1.0, "hz", "sps", "s/s", "samples/s", "cps")
    add("frequency", 1e3, "khz", "ksps", "ks/s")
    add("frequency", 1e6, "mhz", "msps")
    add("frequency", 1e9, "ghz")
    add("bitrate", 1.0, "bps", "baud", "bit/s", "b/s")
    add("bitrate", 1e3, "kbps", "kbaud", "kbit/s", "kb/s")
    add("bitrate", 1e6, "mbps", "mbaud", "mbit/s")
    add("time", 1.0, "s", "sec", "second", "seconds")
    add("time", 1e-3, "ms", "msec")
    add("time", 1e-6, "us", "usec")
    add("time", 1e-9, "ns")
    add("time", 60.0, "min", "minute", "minutes")
    add("time", 3600.0, "h", "hr", "hour", "hours")
    add("time", 86400.0, "day", "days")
    add("temperature", 1.0, "°c", "degc", "c", "celsius", "℃", "deg c")
    add("temperature", 1.0, "k", "kelvin", offset=-273.15)
    add("humidity", 1.0, "%rh", "rh", "%", "% rh")
    add("pressure", 1.0, "pa")
    add("pressure", 100.0, "hpa", "mbar")
    add("pressure", 1e3, "kpa")
    add("pressure", 1e5, "bar")
    add("pressure", 6894.757, "psi")
    add("length", 1.0, "m")
    add("length", 1e-2, "cm")
    add("length", 1e-3, "mm")
    add("length", 1e-6, "um")
    add("mass", 1.0, "g", "gram", "grams")
    add("mass", 1e3, "kg")
    add("mass", 1e-3, "mg")
    add("illuminance", 1.0, "lx", "lux")
    add("concentration", 1.0, "ppm")
    add("concentration", 1e-3, "ppb")
    add("bits", 1.0, "bit", "bits", "b")
    add("power_level", 1.0, "dbm")
    add("magnetic", 1.0, "t", "tesla")
    add("magnetic", 1e-3, "mt")
    add("magnetic", 1e-6, "ut")
    add("magnetic", 1e-4, "gauss", "gs")
    add("acceleration", 1.0, "g_n", "gee")
    add("acceleration", 1 / 9.80665, "m/s2", "m/s^2", "m/s²")
    add("angular_rate", 1.0, "°/s", "deg/s", "dps")
    add("flow", 1.0, "l/min", "lpm")
    add("flow", 1e-3, "ml/min")
    add("flow", 1 / 60.0, "l/h")
    add("count", 1.0, "lsb", "counts", "count", "digit", "digits", "pulse", "pulses")
    return table


UNITS: dict[str, UnitInfo] = _build_unit_table()
_DIMENSIONLESS = UnitInfo("dimensionless", 1.0)
_ACCEL_G = UnitInfo("acceleration", 1.0)


def clean_unit(unit: str | None) -> str:
    """The lookup key of a unit: NFKC, micro as "u", ohm spelled out, no spaces, lowercase."""
    if not unit:
        return ""
    u = unicodedata.normalize("NFKC", unit).strip()
    u = u.replace("µ", "u").replace("μ", "u").replace("Ω", "ohm").replace("º", "°")
    return "".join(u.split()).lower()


def unit_info(unit: str | None, quantity: str | None = None) -> UnitInfo | None:
    """Dimension and scale of a unit string; None when the unit is unknown."""
    key = clean_unit(unit)
    if key == "":
        return _DIMENSIONLESS
    if quantity == "acceleration" and key == "g":
        return _ACCEL_G  # g as standard gravity, not gram
    if key in UNITS:
        return UNITS[key]
    if "/" in key:  # compound units such as mV/A, LSB/g, mV/V
        numerator, denominator = key.split("/", 1)
        top = unit_info(numerator)
        bottom = unit_info(denominator, "acceleration" if denominator == "g" else None)
        if top and bottom:
            return UnitInfo(f"{top.dimension}/{bottom.dimension}", top.factor / bottom.factor)
    return None


# ------------------------------------------------------------------ normalisation


def norm_device(name: str | None) -> str:
    return device_key(name or "")


_CATEGORY_SYNONYMS = {
    "I²C": "I2C",
    "IIC": "I2C",
    "TWI": "I2C",
    "I2CBUS": "I2C",
    "SMBUS": "I2C",
    "ONEWIRE": "1WIRE",
    "1WIRE": "1WIRE",
    "SINGLEWIRE": "SINGLEBUS",
    "SINGLEBUS": "SINGLEBUS",
    "SERIAL": "UART",
    "USART": "UART",
    "TTLSERIAL": "UART",
    "UARTTTL": "UART",
    "ANALOGUE": "ANALOG",
    "ANALOGVOLTAGE": "ANALOG",
    "ANALOGOUTPUT": "ANALOG",
    "DIGITALOUTPUT": "DIGITAL",
    "RS485": "RS485",
    "EIA485": "RS485",
}
_HEX = re.compile(r"\s*0X([0-9A-F]+)\s*")


def norm_category(value: Any) -> str:
    """Canonical form of a categorical value: bus synonyms merged, hex addresses by value."""
    text = unicodedata.normalize("NFKC", str(value)).upper().replace("²", "2")
    hex_match = _HEX.fullmatch(text)
    if hex_match:
        return f"0x{int(hex_match.group(1), 16):X}"
    text = device_key(text)
    return _CATEGORY_SYNONYMS.get(text, text)


def close(a: float, b: float) -> bool:
    return math.isclose(a, b, rel_tol=REL_TOL, abs_tol=1e-12)


class DeviceNames:
    """Resolves device names and aliases (from devices.json) to one canonical key."""

    def __init__(self, devices: Mapping[str, Mapping[str, Any]]) -> None:
        self._alias: dict[str, str] = {}
        for info in devices.values():
            canonical = norm_device(info["device"])
            for name in [info["device"], *info.get("aliases", [])]:
                self._alias[norm_device(name)] = canonical

    def canon(self, name: str | None) -> str:
        key = norm_device(name)
        if key in self._alias:
            return self._alias[key]
        # A variant name ("BME280-X") or a short form: the longest known alias it contains
        # or that contains it; the first one listed wins a tie.
        best = ""
        for alias in self._alias:
            if len(alias) >= 3 and (alias in key or key in alias) and len(alias) > len(best):
                best = alias
        return self._alias.get(best, key)


# -------------------------------------------------------------------------- atoms

AtomKey = tuple[str, str, str | None]  # (canonical device, field, quantity)


@dataclass(frozen=True, slots=True)
class Atom:
    """One scorable claim: a bound of an item, one categorical value, or a raw number.

    ``kind`` is "num" (value in base units of ``dimension``), "rawunit" (value is
    (number, cleaned unit) for an unknown unit), "cat" (a normalised category) or
    "bad" (a bound that is not a number). ``single`` marks an item stating exactly
    one number, which may match a single number stated as another bound.
    """

    key: AtomKey
    bound: str  # min | typ | max | value | cat
    kind: str
    value: Any
    dimension: str | None = None
    single: bool = False


def item_key(item: Mapping[str, Any], devices: DeviceNames) -> AtomKey:
    return (
        devices.canon(item.get("device")),
        str(item.get("field") or ""),
        item.get("quantity") or None,
    )


def _is_absolute_temperature(key: AtomKey) -> bool:
    _, field_name, quantity = key
    return field_name in _ABSOLUTE_TEMPERATURE_FIELDS or (
        field_name == "measurement_range" and quantity == "temperature"
    )


def _stated_bounds(item: Mapping[str, Any]) -> list[str]:
    return [b for b in BOUNDS if item.get(b) is not None and not isinstance(item.get(b), bool)]


def item_atoms(item: Mapping[str, Any], devices: DeviceNames) -> list[Atom]:
    key = item_key(item, devices)
    out = [Atom(key, "cat", "cat", norm_category(v)) for v in item.get("values") or []]
    absolute = _is_absolute_temperature(key)
    stated = _stated_bounds(item)
    single = len(stated) == 1
    unit = item.get("unit")
    for bound in stated:
        raw = item.get(bound)
        try:
            number = float(raw)
        except (TypeError, ValueError):
            out.append(Atom(key, bound, "bad", str(raw), None, single))
            continue
        info = unit_info(unit, key[2])
        if info is None:
            out.append(Atom(key, bound, "rawunit", (number, clean_unit(unit)), None, single))
            continue
        base = number * info.factor + info.offset if absolute else number * info.factor
        out.append(Atom(key, bound, "num", base, info.dimension, single))
    return out


def fixed_value_atoms(atoms: Sequence[Atom]) -> list[Atom]:
    """A prediction stating min == max also states that single value."""
    numbers = {a.bound: a for a in atoms if a.kind == "num"}
    low, high = numbers.get("min"), numbers.get("max")
    if low and high and "value" not in numbers and close(low.value, high.value):
        return [Atom(low.key, "value", "num", low.value, low.dimension, True)]
    return []


def atoms_match(ref: Atom, pred: Atom) -> bool:
    if ref.key != pred.key:
        return False
    if ref.kind == "cat" or pred.kind == "cat":
        return ref.kind == pred.kind == "cat" and ref.value == pred.value
    bound_ok = pred.bound in _COMPATIBLE_BOUNDS.get(ref.bound, (ref.bound,))
    if not bound_ok and not (ref.single or pred.single):
        return False
    if ref.kind == "num" and pred.kind == "num":
        return ref.dimension == pred.dimension and close(ref.value, pred.value)
    if ref.kind == "rawunit" and pred.kind == "rawunit":
        return ref.value[1] == pred.value[1] and close(ref.value[0], pred.value[0])
    return False


def contradicts(ref_atoms: Sequence[Atom], pred: Atom) -> bool:
    """The prediction states another number or category for something the reference states."""
    same_key = [r for r in ref_atoms if r.key == pred.key]
    if not same_key:
        return False
    if pred.kind == "cat":
        categories = [r for r in same_key if r.kind == "cat"]
        return bool(categories) and not any(r.value == pred.value for r in categories)
    rivals = [r for r in same_key if pred.bound in _COMPATIBLE_BOUNDS.get(r.bound, (r.bound,))]
    return bool(rivals) and not any(atoms_match(r, pred) for r in rivals)


def _is_optional(ref: Atom, ref_atoms: Sequence[Atom]) -> bool:
    """A typ beside a stated min/max, or a 0 Hz lower clock limit, is not required."""
    if ref.bound == "typ" and any(
        a.key == ref.key and a.bound in ("min", "max") for a in ref_atoms
    ):
        return True
    return (
        ref.bound == "min"
        and ref.kind == "num"
        and ref.value == 0
        and ref.dimension in ("frequency", "bitrate")
    )


def _is_scale_slip(ref_atoms: Sequence[Atom], pred: Atom) -> bool:
    """Right digits, wrong unit or prefix (E4)."""
    for ref in ref_atoms:
        if ref.key != pred.key:
            continue
        if ref.kind == pred.kind == "num" and ref.value and pred.value:
            ratio = abs(pred.value / ref.value)
            if any(close(ratio, s) for s in _SCALE_SLIPS):
                return True
        if ref.kind == "num" and pred.kind == "rawunit":
            return True
    return False


# ----------------------------------------------------------------------- scoring


@dataclass(slots=True)
class QuestionScore:
    """The score of one question; ``error`` is E1-E6 for a wrong answer, else None."""

    id: str
    difficulty: str | None
    type: str | None
    correct: bool
    precision: float
    recall: float
    f1: float
    p_atoms: int
    r_atoms: int
    tp_p: int
    tp_r: int
    error: str | None
    reference_verdict: str | None = None
    predicted_verdict: str | None = None
    answered: bool = True  # a prediction line existed
    items: int = 0  # predicted items
    supported_items: int = 0  # of those, evidence-supported

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(slots=True)
class _Counts:
    r_n: int
    p_n: int
    tp_r: int
    tp_p: int

    def precision(self) -> float:
        if self.p_n:
            return self.tp_p / self.p_n
        return 1.0 if self.r_n == 0 else 0.0

    def recall(self) -> float:
        return self.tp_r / self.r_n if self.r_n else 1.0


def _f1(precision: float, recall: float) -> float:
    total = precision + recall
    return 2 * precision * recall / total if total else 0.0


def score_question(
    question: Mapping[str, Any], prediction: Mapping[str, Any] | None, devices: DeviceNames
) -> QuestionScore:
    """Score one prediction (None when the system gave none) against its question."""
    reference = question["answer"]
    ref_verdict = reference.get("verdict") or None
    answer = (prediction or {}).get("answer") or {}
    pred_verdict = answer.get("verdict") or None
    pred_items = answer.get("items") or []

    ref_atoms = [a for item in reference.get("items", []) for a in item_atoms(item, devices)]
    pred_atoms: list[Atom] = []
    for item in pred_items:
        atoms = item_atoms(item, devices)
        pred_atoms += atoms + fixed_value_atoms(atoms)

    matched_ref = [r for r in ref_atoms if any(atoms_match(r, p) for p in pred_atoms)]
    true_pred = [p for p in pred_atoms if any(atoms_match(r, p) for r in ref_atoms)]
    contradicting = [p for p in pred_atoms if contradicts(ref_atoms, p)]

    verdict_ok = ref_verdict == pred_verdict
    counts = _Counts(len(ref_atoms), len(pred_atoms), len(matched_ref), len(true_pred))
    if ref_verdict:  # the verdict is one atom on each side that states one
        counts.r_n += 1
        counts.tp_r += verdict_ok
    if pred_verdict:
        counts.p_n += 1
        counts.tp_p += verdict_ok

    if ref_verdict == ABSTAIN:
        correct = pred_verdict == ABSTAIN
    elif ref_verdict in ("compatible", "incompatible"):
        correct = verdict_ok and not contradicting
    else:
        required = [r for r in ref_atoms if not _is_optional(r, ref_atoms)]
        correct = verdict_ok and all(r in matched_ref for r in required) and not contradicting

    error = None
    if not correct:
        error = _error_class(
            ref_verdict=ref_verdict,
            prediction_missing=prediction is None,
            pred_verdict=pred_verdict,
            has_items=bool(pred_items),
            ref_atoms=ref_atoms,
            pred_atoms=pred_atoms,
            contradicting=contradicting,
            any_true=bool(true_pred),
            any_matched=bool(matched_ref),
            verdict_ok=verdict_ok,
        )
    precision, recall = counts.precision(), counts.recall()
    return QuestionScore(
        id=question["id"],
        difficulty=question.get("difficulty"),
        type=question.get("type"),
        correct=bool(correct),
        precision=precision,
        recall=recall,
        f1=_f1(precision, recall),
        p_atoms=counts.p_n,
        r_atoms=counts.r_n,
        tp_p=counts.tp_p,
        tp_r=counts.tp_r,
        error=error,
        reference_verdict=ref_verdict,
        predicted_verdict=pred_verdict,
        answered=prediction is not None,
        items=len(pred_items),
    )


def _error_class(
    *,
    ref_verdict: str | None,
    prediction_missing: bool,
    pred_verdict: str | None,
    has_items: bool,
    ref_atoms: Sequence[Atom],
    pred_atoms: Sequence[Atom],
    contradicting: Sequence[Atom],
    any_true: bool,
    any_matched: bool,
    verdict_ok: bool,
) -> str:
    """E1 wrong spec, E2 incomplete, E3 missing/abstained, E4 unit, E5 unsupported, E6 answered
    where the datasheets do not support an answer. First match wins, in this order."""
    if ref_verdict == ABSTAIN:
        return "E6"
    if prediction_missing or pred_verdict == ABSTAIN or (not has_items and not pred_verdict):
        return "E3"
    if contradicting and any(_is_scale_slip(ref_atoms, p) for p in contradicting):
        return "E4"
    if contradicting or (pred_atoms and not any_true):
        return "E1"
    if ref_verdict and not verdict_ok:
        return "E1"
    if any_matched:
        return "E2"
    return "E5"


# ----------------------------------------------------------------------- evidence


def _pdftotext_page(path: Path, page: int) -> str | None:
    done = subprocess.run(
        ["pdftotext", "-f", str(page), "-l", str(page), "-layout", str(path), "-"],
        capture_output=True,
        text=True,
        errors="replace",
        check=False,
    )
    return done.stdout if done.returncode == 0 else None


def _pdfium_page(path: Path, page: int) -> str | None:
    import pypdfium2 as pdfium  # only needed where poppler is not installed

    try:
        pdf = pdfium.PdfDocument(str(path))
    except pdfium.PdfiumError:
        return None
    try:
        if page > len(pdf):
            return None
        return pdf[page - 1].get_textpage().get_text_range()
    finally:
        pdf.close()


class PageTexts:
    """Normalised text of PDF pages, for the evidence check; cached per (doc, page).

    Uses ``pdftotext -layout`` (what the reference scorer reads) when installed,
    else pypdfium2's text layer.
    """

    def __init__(self, pdf_dir: Path, use_pdftotext: bool | None = None) -> None:
        self.pdf_dir = pdf_dir
        if use_pdftotext is None:
            use_pdftotext = shutil.which("pdftotext") is not None
        self.engine = "pdftotext" if use_pdftotext else "pypdfium2"
        self._cache: dict[tuple[str, int], str | None] = {}

    def get(self, doc: str, page: int) -> str | None:
        key = (doc, page)
        if key not in self._cache:
            self._cache[key] = self._read(doc, page)
        return self._cache[key]

    def _read(self, doc: str, page: int) -> str | None:
        path = self.pdf_dir / Path(doc).name
        if page < 1 or not path.exists():
            return None
        reader = _pdftotext_page if self.engine == "pdftotext" else _pdfium_page
        text = reader(path, page)
        return None if text is None else norm_text(text)


def _number_in_quote(quote: str, x: float) -> bool:
    """The quote states x, possibly at another SI prefix (quote "3300 mV" for 3.3 V)."""
    numbers = [float(n) for n in DECIMAL.findall(quote.replace(",", ""))]
    return any(close(abs(x) * s, n) for s in (1, *_SCALE_SLIPS) for n in numbers)


def item_supported(item: Mapping[str, Any], pages: PageTexts) -> bool:
    """The item's quote is on the cited page and contains the item's numbers."""
    source = item.get("source") or {}
    quote, doc, page = source.get("quote"), source.get("doc"), source.get("page")
    if not quote or not doc or not isinstance(page, int) or isinstance(page, bool):
        return False
    text = pages.get(doc, page)
    if text is None or norm_text(quote) not in text:
        return False
    numbers = [
        float(item[b])
        for b in BOUNDS
        if isinstance(item.get(b), int | float) and not isinstance(item.get(b), bool)
    ]
    return all(_number_in_quote(quote, x) for x in numbers)


# ---------------------------------------------------------------------- benchmark


def load_jsonl(path: Path) -> list[dict[str, Any]]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def question_files(bench_dir: Path, exclude: Iterable[Path] = ()) -> list[Path]:
    """The benchmark's question files: ``*.jsonl`` whose lines carry a "question"."""
    skip = {p.resolve() for p in exclude}
    found = []
    for path in sorted(bench_dir.glob("*.jsonl")):
        if path.resolve() in skip:
            continue
        first = next((line for line in path.read_text(encoding="utf-8").splitlines() if line), "")
        try:
            if "question" in json.loads(first):
                found.append(path)
        except (json.JSONDecodeError, TypeError):
            continue
    return found


@dataclass(slots=True)
class Benchmark:
    """A benchmark folder: datasheets, device names and questions."""

    root: Path
    devices: DeviceNames
    questions: list[dict[str, Any]] = field(default_factory=list)
    files: list[Path] = field(default_factory=list)

    @property
    def datasheets(self) -> Path:
        return self.root / "datasheets"

    def pdfs(self) -> list[Path]:
        return sorted(p for p in self.datasheets.iterdir() if p.suffix.lower() == ".pdf")


def load_benchmark(
    bench_dir: Path, questions: Sequence[Path] | None = None, exclude: Iterable[Path] = ()
) -> Benchmark:
    """Read devices.json and the question files (all of them unless ``questions`` is given)."""
    devices_path = bench_dir / "devices.json"
    table = json.loads(devices_path.read_text(encoding="utf-8")) if devices_path.exists() else {}
    files = list(questions) if questions else question_files(bench_dir, exclude)
    rows = [q for f in files for q in load_jsonl(f) if "question" in q]
    return Benchmark(bench_dir, DeviceNames(table), rows, files)


def score_predictions(
    bench: Benchmark,
    predictions: Mapping[str, Mapping[str, Any]],
    pages: PageTexts | None = None,
) -> list[QuestionScore]:
    """Score every question of ``bench``; a question without a prediction scores as missing."""
    pages = pages or PageTexts(bench.datasheets)
    scores = []
    for question in bench.questions:
        prediction = predictions.get(question["id"])
        row = score_question(question, prediction, bench.devices)
        items = ((prediction or {}).get("answer") or {}).get("items") or []
        row.supported_items = sum(item_supported(it, pages) for it in items)
        scores.append(row)
    return scores
