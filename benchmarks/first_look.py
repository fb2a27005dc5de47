"""A first look at questions specproof has not been tuned on, written to the ledger.

    python benchmarks/first_look.py OUT_DIR BENCH [BENCH ...] [--group NAME] [--set LABEL]
                                    [--ledger benchmarks/BLIND.md] [--embedder none]

Runs what a user runs, in fresh processes: the benchmark folders are combined into one
(``combine.py``), every datasheet is ingested into ``OUT_DIR/lib.db``, ``specproof eval``
answers the questions (all of them, or one group's from ``benchmarks/groups.json``) and the
reference ``score.py`` scores them. Prints easy / medium / hard / overall correct rates,
correct-when-answered (the share of non-abstaining answers that score correct) and unsafe
verdicts ("compatible" where the reference is "incompatible" or "insufficient_evidence").
With ``--ledger`` the row is appended to the ledger file (date, commit, set, figures);
the wrong answers go to ``OUT_DIR/failures.txt``.

A group's questions are those naming one of the group's datasheets' devices and none of a
later group's (so a question that pairs two groups is looked at with the later one).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared" / "benchmark"
GROUPS = Path(__file__).resolve().parent / "groups.json"


def run(command: list[str], env: dict[str, str] | None = None) -> str:
    done = subprocess.run(command, capture_output=True, text=True, env=env)
    if done.returncode not in (0, 3):
        sys.stderr.write(done.stderr[-3000:])
        raise SystemExit(f"failed ({done.returncode}): {' '.join(command)}")
    return done.stdout


def device_names(devices: dict) -> dict[str, str]:
    """Every name and alias, normalised, to its datasheet file."""
    names = {}
    for doc, entry in devices.items():
        for name in [entry["device"], *entry.get("aliases", [])]:
            names[normalise(name)] = doc
    return names


def normalise(name: str) -> str:
    return "".join(ch for ch in name.lower() if ch.isalnum())


def group_questions(bench: Path, group: str) -> list[dict]:
    """The questions of ``group`` (see the module doc), in file order."""
    groups: dict[str, list[str]] = json.loads(GROUPS.read_text())
    order = list(groups)
    if group not in groups:
        raise SystemExit(f"unknown group {group!r}; groups.json has {', '.join(order)}")
    rank = {doc: i for i, name in enumerate(order) for doc in groups[name]}
    here = order.index(group)
    names = device_names(json.loads((bench / "devices.json").read_text()))
    chosen = []
    for q in questions_of(bench):
        docs = [names[n] for n in map(normalise, q.get("devices", [])) if n in names]
        ranks = [rank[doc] for doc in docs if doc in rank]
        if ranks and max(ranks) == here:
            chosen.append(q)
    return chosen


def questions_of(bench: Path) -> list[dict]:
    rows = []
    for path in sorted(bench.glob("*.jsonl")):
        rows += [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return [q for q in rows if "question" in q]


def answered(prediction: dict | None) -> bool:
    """True when the prediction commits to something (not an abstention)."""
    answer = (prediction or {}).get("answer") or {}
    verdict = answer.get("verdict")
    if verdict in ("compatible", "incompatible"):
        return True
    return verdict is None and bool(answer.get("items"))


def figures(questions: list[dict], predictions: dict[str, dict], rows: dict[str, dict]) -> dict:
    by_level: dict[str, list[bool]] = {"easy": [], "medium": [], "hard": []}
    committed = right_when_committed = unsafe = 0
    for q in questions:
        correct = rows[q["id"]]["correct"]
        by_level.setdefault(q.get("difficulty", "easy"), []).append(correct)
        prediction = predictions.get(q["id"])
        if answered(prediction):
            committed += 1
            right_when_committed += correct
        said = ((prediction or {}).get("answer") or {}).get("verdict")
        truth = q["answer"].get("verdict")
        if said == "compatible" and truth in ("incompatible", "insufficient_evidence"):
            unsafe += 1
    every = [c for level in by_level.values() for c in level]
    return {
        "n": len(questions),
        **{lv: (sum(v) / len(v) if v else None) for lv, v in by_level.items()},
        "counts": {lv: len(v) for lv, v in by_level.items()},
        "overall": sum(every) / len(every) if every else None,
        "answered": committed,
        "correct_when_answered": right_when_committed / committed if committed else None,
        "unsafe": unsafe,
    }


def write_failures(path: Path, questions: list[dict], predictions: dict, rows: dict) -> None:
    """The wrong answers, reference beside prediction (read them only after the ledger row)."""
    with path.open("w") as out:
        for q in questions:
            row = rows[q["id"]]
            if row["correct"]:
                continue
            prediction = predictions.get(q["id"]) or {}
            out.write(f"{q['id']} {row['error']} | {q['question']}\n")
            out.write(f"   REF  {json.dumps(q['answer'])}\n")
            out.write(f"   PRED {json.dumps(prediction.get('answer'))}\n")
            out.write(f"   TEXT {prediction.get('text', '')[:300]}\n")


def commit() -> str:
    head = run(["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"]).strip()
    dirty = run(["git", "-C", str(REPO), "status", "--porcelain", "--", "src"]).strip()
    return head + ("+dirty" if dirty else "")


def fmt(x: float | None) -> str:
    return "—" if x is None else f"{x:.3f}"


def ledger_row(label: str, f: dict) -> str:
    counts = f["counts"]
    return (
        f"| {dt.date.today().isoformat()} | {commit()} | {label} | {f['n']} "
        f"| {fmt(f['easy'])} ({counts['easy']}) | {fmt(f['medium'])} ({counts['medium']}) "
        f"| {fmt(f['hard'])} ({counts['hard']}) | {fmt(f['overall'])} "
        f"| {fmt(f['correct_when_answered'])} ({f['answered']}) | {f['unsafe']} |"
    )


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("out", type=Path)
    ap.add_argument("benches", type=Path, nargs="+")
    ap.add_argument("--group", help="only this group's questions (benchmarks/groups.json)")
    ap.add_argument(
        "--only", type=Path, help="only the questions of this benchmark folder (one of BENCH)"
    )
    ap.add_argument("--set", dest="label", help="the set's name in the ledger")
    ap.add_argument("--ledger", type=Path, help="append the row to this file")
    ap.add_argument("--embedder", default=None, help="SPECPROOF_EMBEDDER for ingest and eval")
    ap.add_argument("--keep-db", action="store_true", help="reuse OUT_DIR/lib.db when present")
    args = ap.parse_args()
    out = args.out.resolve()
    bench = out / "bench"
    out.mkdir(parents=True, exist_ok=True)
    if not bench.exists():
        run([sys.executable, str(SHARED / "combine.py"), str(bench), *map(str, args.benches)])
    questions = group_questions(bench, args.group) if args.group else questions_of(bench)
    if args.only:
        wanted = {q["id"] for q in questions_of(args.only)}
        questions = [q for q in questions if q["id"] in wanted]
    subset = out / "questions.subset"
    subset.write_text("".join(json.dumps(q) + "\n" for q in questions))
    env = dict(os.environ)
    if args.embedder:
        env["SPECPROOF_EMBEDDER"] = args.embedder
    db = out / "lib.db"
    if not args.keep_db:
        for old in out.glob("lib.db*"):
            old.unlink()
    cli = [sys.executable, "-m", "specproof", "--db", str(db)]
    run([*cli, "ingest", str(bench / "datasheets"), "--json"], env)
    preds = out / "pred.jsonl"
    run([*cli, "eval", str(bench), "--questions", str(subset), "--predictions", str(preds)], env)
    scored = out / "score.json"
    score = [sys.executable, str(SHARED / "score.py"), str(bench), str(preds)]
    print(run([*score, "--questions", str(subset), "--json", str(scored)]), end="")
    rows = {r["id"]: r for r in json.loads(scored.read_text())["rows"]}
    predictions = {}
    for line in preds.read_text().splitlines():
        if line.strip():
            p = json.loads(line)
            predictions[p["id"]] = p
    result = figures(questions, predictions, rows)
    write_failures(out / "failures.txt", questions, predictions, rows)
    label = args.label or (args.only.name if args.only else "+".join(b.name for b in args.benches))
    if args.group and not args.label:
        label += f":{args.group}"
    row = ledger_row(label, result)
    print(row)
    print(json.dumps(result))
    if args.ledger:
        add_to_ledger(args.ledger, row)
    return 0


def add_to_ledger(ledger: Path, row: str) -> None:
    """The row goes under the last row of the ledger's first table (later sections, such
    as the whole-build checks, keep their own tables); at the end when there is none."""
    lines = ledger.read_text().splitlines() if ledger.exists() else []
    at = len(lines)
    for i, line in enumerate(lines):
        if line.startswith("|") and (i + 1 == len(lines) or not lines[i + 1].startswith("|")):
            at = i + 1
            break
    lines.insert(at, row)
    ledger.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    sys.exit(main())
