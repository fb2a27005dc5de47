"""specproof's scorer must agree with the benchmark's reference scorer, question by question."""

from __future__ import annotations

import copy
import importlib.util
import json
import random
import shutil
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from specproof.eval import score as ours

SHARED = Path(__file__).resolve().parents[2] / "shared" / "benchmark"
REFERENCE = SHARED / "score.py"
DEV = SHARED / "dev"
COMPARED = ("correct", "precision", "recall", "f1", "p_atoms", "r_atoms", "tp_p", "tp_r", "error")


def _load_reference() -> ModuleType:
    if not REFERENCE.exists():
        pytest.skip(f"reference scorer not found at {REFERENCE}")
    spec = importlib.util.spec_from_file_location("reference_score", REFERENCE)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def ref() -> ModuleType:
    return _load_reference()


DEVICES = {
    "bme280.pdf": {"device": "BME280", "aliases": ["BME-280"]},
    "ads1115.pdf": {"device": "ADS1115", "aliases": ["ADS111x"]},
    "dht22.pdf": {"device": "DHT22", "aliases": ["AM2302"]},
    "mcp3008.pdf": {"device": "MCP3008", "aliases": []},
}


def _item(device: str, field: str, unit: str | None = None, **numbers: Any) -> dict[str, Any]:
    item = {"device": device, "field": field, "quantity": None, "unit": unit, "condition": ""}
    for bound in ("min", "typ", "max", "value", "values"):
        item[bound] = numbers.get(bound)
    if "quantity" in numbers:
        item["quantity"] = numbers["quantity"]
    return item


def _question(qid: str, verdict: str | None, items: list[dict], difficulty: str = "easy") -> dict:
    return {
        "id": qid,
        "difficulty": difficulty,
        "type": "compatibility" if verdict else "simple",
        "question": "?",
        "devices": [],
        "answer": {"verdict": verdict, "items": items},
    }


def _pred(qid: str, verdict: str | None, items: list[dict]) -> dict:
    return {"id": qid, "answer": {"verdict": verdict, "items": items}}


SUPPLY = _item("BME280", "supply_voltage", "V", min=1.71, typ=1.8, max=3.6)
TEMP = _item("BME280", "operating_temperature", "°C", min=-40, max=85)
ADDR = _item("BME280", "i2c_address", values=["0x76", "0x77"])
BUS = _item("BME280", "interface", values=["I2C", "SPI"])
FIXED = _item("ADS1115", "output_voltage", "V", value=3.3)
CLOCK = _item("MCP3008", "clock_frequency", "MHz", min=0, max=3.6)


def _tricky_cases() -> list[tuple[dict, dict | None]]:
    """(question, prediction) pairs at the edges of the scoring rules."""
    cases: list[tuple[dict, dict | None]] = []

    def case(qid: str, ref_verdict, ref_items, pred_verdict=None, pred_items=None, missing=False):
        q = _question(qid, ref_verdict, ref_items)
        cases.append((q, None if missing else _pred(qid, pred_verdict, pred_items or [])))

    case("exact", None, [SUPPLY], None, [SUPPLY])
    case(
        "mv-scaling",
        None,
        [SUPPLY],
        None,
        [{**SUPPLY, "min": 1710, "typ": 1800, "max": 3600, "unit": "mV"}],
    )
    case("typ-optional", None, [SUPPLY], None, [{**SUPPLY, "typ": None}])
    case("typ-only", None, [SUPPLY], None, [{**SUPPLY, "min": None, "max": None}])
    case("wrong-typ", None, [SUPPLY], None, [{**SUPPLY, "typ": 2.5}])
    case("min-eq-max", None, [FIXED], None, [{**FIXED, "value": None, "min": 3.3, "max": 3.3}])
    case("min-eq-max-wrong", None, [FIXED], None, [{**FIXED, "value": None, "min": 5, "max": 5}])
    case("single-as-max", None, [FIXED], None, [{**FIXED, "value": None, "max": 3.3}])
    case("value-as-typ", None, [FIXED], None, [{**FIXED, "value": None, "typ": 3.3}])
    case("hex-address", None, [ADDR], None, [{**ADDR, "values": ["0X76", "0x077"]}])
    case("hex-extra", None, [ADDR], None, [{**ADDR, "values": ["0x76", "0x77", "0x78"]}])
    case("hex-partial", None, [ADDR], None, [{**ADDR, "values": ["0x76"]}])
    case("bus-synonyms", None, [BUS], None, [{**BUS, "values": ["I²C", "spi"]}])
    case("bus-iic-twi", None, [BUS], None, [{**BUS, "values": ["IIC", "TWI", "SPI"]}])
    case("alias-device", None, [SUPPLY], None, [{**SUPPLY, "device": "bme-280"}])
    case("variant-device", None, [SUPPLY], None, [{**SUPPLY, "device": "BME280-X"}])
    case("other-device", None, [SUPPLY], None, [{**SUPPLY, "device": "DHT22"}])
    case("kelvin", None, [TEMP], None, [{**TEMP, "min": 233.15, "max": 358.15, "unit": "K"}])
    case("degree-symbols", None, [TEMP], None, [{**TEMP, "unit": "℃"}])
    case("ordinal-degree", None, [TEMP], None, [{**TEMP, "unit": "ºC"}])
    case("unit-slip", None, [SUPPLY], None, [{**SUPPLY, "unit": "mV"}])
    case("unknown-unit", None, [SUPPLY], None, [{**SUPPLY, "unit": "volts-ish"}])
    case("unknown-both", None, [{**SUPPLY, "unit": "zz"}], None, [{**SUPPLY, "unit": "ZZ"}])
    case("bad-number", None, [SUPPLY], None, [{**SUPPLY, "max": "3.6 V"}])
    case("bool-bound", None, [SUPPLY], None, [{**SUPPLY, "typ": True}])
    case("string-number", None, [SUPPLY], None, [{**SUPPLY, "max": "3.6"}])
    case("contradiction", None, [SUPPLY], None, [SUPPLY, {**SUPPLY, "max": 5.5}])
    case("wrong-field", None, [SUPPLY], None, [{**SUPPLY, "field": "supply_current"}])
    case("wrong-number", None, [SUPPLY], None, [{**SUPPLY, "min": 2.7, "typ": None, "max": 5.5}])
    case(
        "clock-zero-optional",
        None,
        [CLOCK],
        None,
        [{**CLOCK, "min": None, "max": 3600, "unit": "kHz"}],
    )
    case("one-of-two", None, [SUPPLY, TEMP], None, [SUPPLY])
    case("empty-items", None, [SUPPLY], None, [])
    case("missing", None, [SUPPLY], missing=True)
    case("abstained-wrongly", None, [SUPPLY], "insufficient_evidence", [])
    case(
        "items-no-bounds", None, [SUPPLY], None, [{**SUPPLY, "min": None, "typ": None, "max": None}]
    )
    case("abstain-right", "insufficient_evidence", [], "insufficient_evidence", [])
    case("abstain-answered", "insufficient_evidence", [], None, [SUPPLY])
    case("abstain-missing", "insufficient_evidence", [], missing=True)
    case("compat-right", "compatible", [SUPPLY, TEMP], "compatible", [SUPPLY])
    case("compat-unsafe", "incompatible", [SUPPLY], "compatible", [SUPPLY])
    case("compat-contra", "compatible", [SUPPLY], "compatible", [{**SUPPLY, "max": 5}])
    case("compat-no-items", "incompatible", [SUPPLY], "incompatible", [])
    case("compat-abstained", "incompatible", [SUPPLY], "insufficient_evidence", [])
    case("verdict-on-fact", None, [SUPPLY], "compatible", [SUPPLY])
    case("empty-verdict", "", [SUPPLY], "", [SUPPLY])
    case("quantity-mismatch", None, [{**SUPPLY, "quantity": "voltage"}], None, [SUPPLY])
    case(
        "accel-g",
        None,
        [_item("MCP3008", "measurement_range", "g", min=-2, max=2, quantity="acceleration")],
        None,
        [
            _item(
                "MCP3008",
                "measurement_range",
                "m/s2",
                min=-19.6133,
                max=19.6133,
                quantity="acceleration",
            )
        ],
    )
    case(
        "compound-unit",
        None,
        [_item("ADS1115", "sensitivity", "mV/A", value=185)],
        None,
        [_item("ADS1115", "sensitivity", "V/A", value=0.185)],
    )
    case(
        "lsb-per-g",
        None,
        [_item("ADS1115", "sensitivity", "LSB/g", value=16384, quantity="acceleration")],
        None,
        [_item("ADS1115", "sensitivity", "LSB/g", value=16384, quantity="acceleration")],
    )
    return cases


def _compare(ref: ModuleType, questions_and_preds, devices: dict) -> int:
    ref_devices = ref.Devices(devices)
    our_devices = ours.DeviceNames(devices)
    for question, prediction in questions_and_preds:
        expected = ref.score_one(question, copy.deepcopy(prediction), ref_devices)
        got = ours.score_question(question, prediction, our_devices).to_dict()
        for key in COMPARED:
            want = expected[key]
            if isinstance(want, float):
                want = pytest.approx(want, abs=1e-12)
            assert got[key] == want, (question["id"], key, got[key], expected[key])
    return len(questions_and_preds)


def test_unit_table_matches_reference(ref: ModuleType) -> None:
    mine = {k: (v.dimension, v.factor, v.offset) for k, v in ours.UNITS.items()}
    assert mine == ref._UNITS


def test_tricky_cases_agree(ref: ModuleType) -> None:
    cases = _tricky_cases()
    assert _compare(ref, cases, DEVICES) == len(cases)
    # the cases cover every error class the scorer can give, and correct answers
    got = {ours.score_question(q, p, ours.DeviceNames(DEVICES)).error for q, p in cases}
    assert {"E1", "E2", "E3", "E4", "E6", None} <= got


def test_specific_outcomes() -> None:
    devices = ours.DeviceNames(DEVICES)
    by_id = {q["id"]: ours.score_question(q, p, devices) for q, p in _tricky_cases()}
    assert by_id["mv-scaling"].correct
    assert by_id["typ-optional"].correct and by_id["typ-optional"].recall < 1
    assert by_id["min-eq-max"].correct
    assert not by_id["min-eq-max-wrong"].correct
    assert by_id["hex-address"].correct and by_id["bus-synonyms"].correct
    assert not by_id["hex-extra"].correct and by_id["hex-extra"].error == "E1"
    assert by_id["unit-slip"].error == "E4"
    assert by_id["contradiction"].error == "E1"
    assert by_id["one-of-two"].error == "E2"
    assert by_id["missing"].error == "E3" and not by_id["missing"].answered
    assert by_id["abstain-answered"].error == "E6"
    assert by_id["abstain-right"].correct and by_id["abstain-right"].f1 == 1.0
    assert by_id["kelvin"].correct and by_id["clock-zero-optional"].correct


def _perturb(item: dict, rng: random.Random) -> dict:
    """A plausible system answer derived from a reference item."""
    out = copy.deepcopy(item)
    numbers = [b for b in ("min", "typ", "max", "value") if isinstance(out.get(b), int | float)]
    choice = rng.randrange(9)
    if choice == 0 and numbers and out.get("unit") in ("V", "A", "mA", "Hz", "kHz", "s", "ms"):
        scale = {"V": "mV", "A": "mA", "mA": "uA", "Hz": "mHz", "kHz": "Hz", "s": "ms", "ms": "us"}
        out["unit"] = scale[out["unit"]]
        for b in numbers:
            out[b] = out[b] * 1000  # "mHz" reads as MHz after lowercasing: a scale slip
    elif choice == 1 and numbers:
        out[rng.choice(numbers)] *= 1.1
    elif choice == 2 and "typ" in numbers:
        out["typ"] = None
    elif choice == 3 and out.get("values"):
        out["values"] = [v.lower() if not v.startswith("0x") else v.upper() for v in out["values"]]
    elif choice == 4 and out.get("values"):
        out["values"] = out["values"][:1]
    elif choice == 5 and numbers:
        out["unit"] = "m" + (out.get("unit") or "")
    elif choice == 6:
        out["device"] = (out.get("device") or "").lower().replace("-", " ")
    elif choice == 7 and len(numbers) == 1:
        value = out[numbers[0]]
        out[numbers[0]] = None
        out["min"] = out["max"] = value
    return out


def _dev_predictions(questions: list[dict], seed: int) -> list[tuple[dict, dict | None]]:
    rng = random.Random(seed)
    verdicts = [None, "compatible", "incompatible", "insufficient_evidence"]
    pairs: list[tuple[dict, dict | None]] = []
    for q in questions:
        ref_items = q["answer"]["items"]
        kind = rng.randrange(6)
        if kind == 0:
            pairs.append((q, None))
            continue
        items = [_perturb(it, rng) for it in ref_items if rng.random() > 0.15]
        verdict = q["answer"]["verdict"] if kind != 1 else rng.choice(verdicts)
        if kind == 2:  # an item borrowed from another question
            items.append(copy.deepcopy(rng.choice(questions)["answer"]["items"] or [SUPPLY])[0])
        pairs.append((q, _pred(q["id"], verdict, items)))
    return pairs


@pytest.mark.skipif(not (DEV / "questions.jsonl").exists(), reason="dev benchmark not present")
def test_dev_questions_agree(ref: ModuleType) -> None:
    questions = ours.load_jsonl(DEV / "questions.jsonl")
    devices = json.loads((DEV / "devices.json").read_text(encoding="utf-8"))
    exact = [(q, _pred(q["id"], q["answer"]["verdict"], q["answer"]["items"])) for q in questions]
    assert _compare(ref, exact, devices) == len(questions)
    assert all(ours.score_question(q, p, ours.DeviceNames(devices)).correct for q, p in exact)
    for seed in range(4):
        _compare(ref, _dev_predictions(questions, seed), devices)


@pytest.mark.skipif(not (DEV / "questions.jsonl").exists(), reason="dev benchmark not present")
@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext not installed")
def test_evidence_check_agrees(ref: ModuleType) -> None:
    questions = ours.load_jsonl(DEV / "questions.jsonl")[::6]
    ref_pages = ref.PageText(DEV / "datasheets")
    our_pages = ours.PageTexts(DEV / "datasheets")
    checked = supported = 0
    for q in questions:
        for item, evidence in zip(q["answer"]["items"], q.get("evidence", []), strict=False):
            for source in (
                evidence,
                {**evidence, "page": evidence["page"] + 1},
                {**evidence, "quote": ""},
            ):
                cited = {**item, "source": source}
                expected = ref.item_supported(cited, ref_pages)
                assert ours.item_supported(cited, our_pages) == expected, (q["id"], source)
                checked += 1
                supported += expected
    assert checked > 20 and supported > 0


def test_pdfium_fallback_finds_quote(tmp_path: Path) -> None:
    fpdf = pytest.importorskip("fpdf")
    pdf = fpdf.FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", size=12)
    pdf.cell(0, 10, "Supply voltage VDD 1.71 1.8 3.6 V")
    pdf.add_page()
    pdf.cell(0, 10, "Nothing here")
    pdf.output(str(tmp_path / "tiny.pdf"))
    pages = ours.PageTexts(tmp_path, use_pdftotext=False)
    assert pages.engine == "pypdfium2"
    item = {**SUPPLY, "source": {"doc": "tiny.pdf", "page": 1, "quote": "VDD 1.71 1.8 3.6 V"}}
    assert ours.item_supported(item, pages)
    assert not ours.item_supported({**item, "source": {**item["source"], "page": 2}}, pages)
    assert not ours.item_supported({**item, "max": 5.5}, pages)  # number not in the quote
    assert not ours.item_supported({**item, "source": {**item["source"], "page": 9}}, pages)


def test_question_files_skips_prediction_files(tmp_path: Path) -> None:
    (tmp_path / "a.jsonl").write_text(json.dumps(_question("q1", None, [SUPPLY])) + "\n")
    (tmp_path / "preds.jsonl").write_text(json.dumps(_pred("q1", None, [SUPPLY])) + "\n")
    (tmp_path / "devices.json").write_text(json.dumps(DEVICES))
    bench = ours.load_benchmark(tmp_path)
    assert [f.name for f in bench.files] == ["a.jsonl"]
    assert [q["id"] for q in bench.questions] == ["q1"]
