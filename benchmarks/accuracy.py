"""Accuracy on the dev benchmark, in the paper's layout (not a unit test).

    PYTHONPATH=src python benchmarks/accuracy.py [--mode all] [--report out/] [--db path]

Ingests ../shared/benchmark/dev/datasheets into a reusable database (unchanged
files are skipped on later runs), answers every question in the chosen mode(s),
scores them with specproof's scorer (the same rules as the benchmark's
score.py) and prints the per-difficulty table and the ablation table (Table 8).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DEFAULT_BENCH = REPO / ".." / "shared" / "benchmark" / "dev"
DEFAULT_DB = REPO / "benchmarks" / ".cache" / "dev.db"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--bench", type=Path, default=DEFAULT_BENCH.resolve())
    parser.add_argument("--db", type=Path, default=DEFAULT_DB)
    parser.add_argument(
        "--mode", default="all", help="full | no-validation | no-rules | topk | all"
    )
    parser.add_argument("--questions", type=Path, nargs="*", help="question files (default: all)")
    parser.add_argument("--predictions", type=Path, help="write predictions JSONL here")
    parser.add_argument("--report", type=Path, help="write report.json/.md and charts here")
    parser.add_argument("--json", action="store_true", help="JSON summary on stdout")
    args = parser.parse_args(argv)

    from specproof.eval.run import eval_command

    args.db.parent.mkdir(parents=True, exist_ok=True)
    return eval_command(
        str(args.db),
        args.bench,
        args.questions or None,
        args.mode,
        args.predictions,
        args.report,
        args.json,
    )


if __name__ == "__main__":
    sys.exit(main())
