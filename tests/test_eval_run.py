"""The evaluation harness end to end on a tiny benchmark: run, score, metrics, report."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import pytest

from specproof.errors import LLMUnavailable
from specproof.eval.metrics import percentile
from specproof.eval.report import describe_item, trace_name, write_report
from specproof.eval.run import EvalResult, eval_command, run_eval
from specproof.ingest import IngestResult
from specproof.records import Answer, Item, Source

QUOTE = "Supply voltage VDD 1.71 1.8 3.6 V"


def _item(**kw: Any) -> dict[str, Any]:
    base = {
        "device": "TINY1",
        "field": "supply_voltage",
        "quantity": None,
        "min": None,
        "typ": None,
        "max": None,
        "value": None,
        "values": None,
        "unit": "V",
        "condition": "",
    }
    return {**base, **kw}


SUPPLY = _item(min=1.71, typ=1.8, max=3.6)
QUESTIONS = [
    {
        "id": "tiny-e1",
        "difficulty": "easy",
        "type": "simple",
        "question": "What is the supply voltage range of the TINY1?",
        "devices": ["TINY1"],
        "answer": {"verdict": None, "items": [SUPPLY]},
        "evidence": [{"doc": "tiny.pdf", "page": 1, "quote": QUOTE}],
    },
    {
        "id": "tiny-e2",
        "difficulty": "easy",
        "type": "simple",
        "question": "Which interfaces does the TINY1 offer?",
        "devices": ["TINY1"],
        "answer": {
            "verdict": None,
            "items": [_item(field="interface", unit=None, values=["I2C", "SPI"])],
        },
    },
    {
        "id": "tiny-m1",
        "difficulty": "medium",
        "type": "simple",
        "question": "What is the sleep current of the TINY1?",
        "devices": ["TINY1"],
        "answer": {"verdict": "insufficient_evidence", "items": []},
    },
    {
        "id": "tiny-h1",
        "difficulty": "hard",
        "type": "compatibility",
        "question": "Can the TINY1 run from a 5 V rail?",
        "devices": ["TINY1"],
        "answer": {"verdict": "incompatible", "items": [SUPPLY]},
    },
]


def _to_item(data: dict[str, Any], cite: bool) -> Item:
    source = Source("tiny.pdf", 1, QUOTE) if cite else None
    fields = {
        k: data[k]
        for k in ("device", "field", "quantity", "min", "typ", "max", "value", "values", "unit")
    }
    return Item(**fields, source=source)


class ReplayLibrary:
    """Answers from a fixed table per mode: lets the harness be tested without the agent.

    A mode missing from the table behaves like the top-k baseline without a model.
    """

    def __init__(self, answers: dict[str, dict[str, dict[str, Any]]]) -> None:
        self.answers = answers
        self.ingested: list[Path] = []

    def ingest(self, paths: Iterable[Path], progress: Callable[[IngestResult], None] | None = None):
        results = []
        for folder in paths:
            for pdf in sorted(Path(folder).glob("*.pdf")):
                self.ingested.append(pdf)
                result = IngestResult(file=str(pdf), status="ok")
                results.append(result)
                if progress:
                    progress(result)
        return results

    def ask(self, question: str, mode: str = "full") -> Answer:
        if mode not in self.answers:
            raise LLMUnavailable("no language model configured")
        spec = self.answers[mode][question]
        if spec.get("crash"):
            raise RuntimeError("boom")
        items = [_to_item(it, spec.get("cite", True)) for it in spec.get("items", [])]
        answer = Answer(question, spec.get("verdict"), items, text="replayed", mode=mode)
        answer.trace.add("route", devices=["TINY1"])
        return answer


def _answers(correct: bool) -> dict[str, dict[str, Any]]:
    """Right answers, or a set with typical mistakes."""
    q = {x["id"]: x["question"] for x in QUESTIONS}
    if correct:
        return {
            q["tiny-e1"]: {"items": [SUPPLY]},
            q["tiny-e2"]: {
                "items": [_item(field="interface", unit=None, values=["IIC", "spi"])],
                "cite": False,
            },
            q["tiny-m1"]: {"verdict": "insufficient_evidence"},
            q["tiny-h1"]: {"verdict": "incompatible", "items": [SUPPLY]},
        }
    return {
        q["tiny-e1"]: {"items": [{**SUPPLY, "unit": "mV"}]},  # E4
        q["tiny-e2"]: {"crash": True},  # E3, reported as crashed
        q["tiny-m1"]: {"items": [_item(value=0.1, unit="uA")]},  # E6
        q["tiny-h1"]: {"verdict": "compatible", "items": [SUPPLY]},  # unsafe, E1
    }


@pytest.fixture()
def bench(tmp_path: Path) -> Path:
    fpdf = pytest.importorskip("fpdf")
    root = tmp_path / "bench"
    (root / "datasheets").mkdir(parents=True)
    pdf = fpdf.FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", size=11)
    pdf.cell(0, 10, QUOTE)
    pdf.output(str(root / "datasheets" / "tiny.pdf"))
    (root / "devices.json").write_text(json.dumps({"tiny.pdf": {"device": "TINY1", "aliases": []}}))
    (root / "questions.jsonl").write_text("".join(json.dumps(q) + "\n" for q in QUESTIONS))
    return root


def _library() -> ReplayLibrary:
    return ReplayLibrary({"full": _answers(True), "no-rules": _answers(False)})


def test_run_all_modes(bench: Path, tmp_path: Path) -> None:
    library = _library()
    result = run_eval(
        library, bench, mode="all", predictions_out=tmp_path / "preds.jsonl", progress=False
    )
    assert [p.name for p in library.ingested] == ["tiny.pdf"]
    assert {m: r.status for m, r in result.modes.items()} == {
        "full": "ok",
        "no-validation": "needs LLM",
        "no-rules": "ok",
        "topk": "needs LLM",
    }

    full = result.mode("full").summary
    assert full is not None
    assert full.overall.correct_rate == 1.0 and full.overall.answer_f1 == 1.0
    assert full.overall.abstention_precision == 1.0 and full.overall.abstention_recall == 1.0
    # two cited items are on the page; the interface item carries no source
    assert full.overall.items == 3 and full.overall.evidence_supported_items == pytest.approx(2 / 3)
    assert list(full.by_difficulty) == ["easy", "medium", "hard"]
    assert list(full.by_type) == ["simple", "compatibility"]

    broken = result.mode("no-rules")
    assert broken.summary is not None
    errors = {r.id: r.score.error for r in broken.runs}
    assert errors == {"tiny-e1": "E4", "tiny-e2": "E3", "tiny-m1": "E6", "tiny-h1": "E1"}
    assert broken.summary.overall.unsafe_verdicts == 1
    assert broken.summary.overall.abstention_recall == 0.0
    assert broken.summary.overall.abstention_precision is None  # never abstained
    assert [r.id for r in broken.failures] == ["tiny-e2"]
    assert broken.summary.overall.missing_predictions == 1

    full_preds = (tmp_path / "preds.full.jsonl").read_text().splitlines()
    assert [json.loads(line)["id"] for line in full_preds] == [q["id"] for q in QUESTIONS]
    assert all(json.loads(line)["latency_ms"] >= 0 for line in full_preds)
    assert len((tmp_path / "preds.no-rules.jsonl").read_text().splitlines()) == 3
    assert not (tmp_path / "preds.topk.jsonl").exists()


def test_single_mode_that_needs_an_llm_is_not_faked(bench: Path) -> None:
    result = run_eval(_library(), bench, mode="topk", progress=False)
    assert result.mode("topk").status == "needs LLM"
    assert result.ran == []


def _run(bench: Path) -> EvalResult:
    return run_eval(_library(), bench, mode="all", progress=False)


def test_report_is_deterministic_and_complete(bench: Path, tmp_path: Path) -> None:
    first, second = tmp_path / "r1", tmp_path / "r2"
    write_report(_run(bench), first)
    write_report(_run(bench), second)
    assert (first / "report.json").read_bytes() == (second / "report.json").read_bytes()

    data = json.loads((first / "report.json").read_text())
    assert set(data["summary"]) == {"full", "no-rules"}
    assert data["modes"]["topk"]["status"] == "needs LLM"
    assert len(data["rows"]) == 2 * len(QUESTIONS)
    row = next(r for r in data["rows"] if r["mode"] == "no-rules" and r["id"] == "tiny-e1")
    assert row["error"] == "E4" and row["correct"] is False and row["difficulty"] == "easy"
    assert "latency" not in json.dumps(data)

    markdown = (first / "report.md").read_text()
    assert "| full | none | 1.000 | 1.000 | 1.000 |" in markdown
    assert "| topk |" in markdown and "needs LLM" in markdown
    assert "[trace](traces/no-rules/tiny-h1.json)" in markdown
    assert "crashed: RuntimeError: boom" in markdown
    trace = json.loads((first / "traces" / "no-rules" / "tiny-h1.json").read_text())
    assert trace["score"]["error"] == "E1"
    assert trace["answer"]["trace"][0]["step"] == "route"
    assert trace["prediction"]["answer"]["verdict"] == "compatible"

    for chart in ("correct_by_difficulty.png", "f1_by_difficulty.png", "errors_by_mode.png"):
        png = (first / chart).read_bytes()
        assert png.startswith(b"\x89PNG") and len(png) > 5000
    latency = json.loads((first / "latency.json").read_text())
    assert latency["full"]["stats"]["n"] == len(QUESTIONS)


def test_eval_command_rejects_a_folder_without_datasheets(tmp_path: Path, capsys) -> None:
    code = eval_command(str(tmp_path / "x.db"), tmp_path, None, "full", None, None, True)
    assert code == 2
    assert capsys.readouterr().out == ""


def test_helpers() -> None:
    assert percentile([1.0], 95) == 1.0
    assert percentile([1.0, 2.0, 3.0, 4.0, 5.0], 50) == 3.0
    assert percentile([0.0, 10.0], 95) == pytest.approx(9.5)
    assert trace_name("a/b c") == "a_b_c.json"
    assert (
        describe_item(copy.deepcopy(SUPPLY)) == "TINY1 supply_voltage: min 1.71, typ 1.8, max 3.6 V"
    )
    assert describe_item(_item(field="interface", values=["I2C"])) == "TINY1 interface: I2C"


def test_written_predictions_score_the_same_with_the_reference_scorer(
    bench: Path, tmp_path: Path
) -> None:
    reference = Path(__file__).resolve().parents[2] / "shared" / "benchmark" / "score.py"
    if not reference.exists():
        pytest.skip("reference scorer not present")
    import importlib.util

    spec = importlib.util.spec_from_file_location("reference_score", reference)
    assert spec and spec.loader
    ref = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(ref)

    preds = tmp_path / "preds.jsonl"
    result = run_eval(_library(), bench, mode="all", predictions_out=preds, progress=False)
    for mode in ("full", "no-rules"):
        out = tmp_path / f"ref-{mode}.json"
        ref.main([str(bench), str(tmp_path / f"preds.{mode}.jsonl"), "--json", str(out)])
        expected = json.loads(out.read_text())
        ours = {r.id: r.score for r in result.mode(mode).runs}
        for row in expected["rows"]:
            assert (ours[row["id"]].correct, ours[row["id"]].error) == (
                row["correct"],
                row["error"],
            )
            assert ours[row["id"]].f1 == pytest.approx(row["f1"])
        summary = result.mode(mode).summary
        assert summary is not None
        if expected["summary"]["evidence_check"] == "pdftotext":
            assert summary.overall.evidence_supported_items == pytest.approx(
                expected["summary"]["evidence_supported_items"]
            )
