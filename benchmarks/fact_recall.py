"""Recall of structured facts against the factual reference items of a benchmark.

    PYTHONPATH=src python benchmarks/fact_recall.py [BENCH_DIR] [--misses] [--doc NAME]

Ingest-free: parses each PDF, runs detect_identity + extract_facts, then checks
for every reference item of a factual question (verdict null) whether some fact
of the same device, field and quantity states the item's numbers (atoms matched
with the reference scorer's own rules). Prints recall per field, per datasheet
and overall, and the share of fact quotes found on their page.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
import time
from collections import defaultdict
from pathlib import Path

from specproof.extract import extract_facts
from specproof.extract.identity import detect_identity
from specproof.records import Fact, Page

DEFAULT_BENCH = Path("/work/shared/benchmark/dev")


def load_score(bench: Path):
    path = bench.parent / "score.py"
    spec = importlib.util.spec_from_file_location("bench_score", path)
    mod = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(mod)
    return mod


def parse_pages(pdf: Path) -> tuple[list[Page], str]:
    """Pages through the project's parser (cleaned and sectioned when those exist)."""
    from specproof import parse

    if hasattr(parse, "PdfiumParser") or hasattr(parse, "get_parser"):
        parser = (
            parse.get_parser("pdfium") if hasattr(parse, "get_parser") else parse.PdfiumParser()
        )
        parsed = parser.parse(pdf)
        pages = parsed.pages
        try:
            from specproof.clean import clean_pages
            from specproof.sections import assign_sections

            pages = clean_pages(pages)
            assign_sections(pages)
        except ImportError:
            pass
        return pages, parsed.title
    return _lines_only(pdf), ""


def _lines_only(pdf: Path) -> list[Page]:
    import pypdfium2 as pdfium

    from specproof import parse

    doc = pdfium.PdfDocument(str(pdf))
    pages = []
    for i in range(len(doc)):
        page = doc[i]
        reader = parse._CharReader(page)
        lines = parse.build_lines(reader.read())
        reader.close()
        pages.append(
            Page(number=i + 1, width=page.get_width(), height=page.get_height(), lines=lines)
        )
    return pages


def fact_item(f: Fact) -> dict:
    return {
        "device": f.device,
        "field": f.field,
        "quantity": f.quantity,
        "min": f.min,
        "typ": f.typ,
        "max": f.max,
        "value": f.value,
        "values": f.values,
        "unit": f.unit,
        "source": {"doc": f.source.doc, "page": f.source.page, "quote": f.source.quote},
    }


def item_found(ref: dict, facts: list[dict], score, devs) -> bool:
    r_atoms = score.atoms(ref, devs)
    required = [r for r in r_atoms if not score._optional(r, r_atoms)]
    for f in facts:
        for dev in (f["device"], f.get("variant")):
            if not dev:
                continue
            p = dict(f, device=dev)
            pa = score.atoms(p, devs)
            pa += score._fixed_value_atoms(pa)
            if required and all(any(score.atom_match(r, a) for a in pa) for r in required):
                return True
    return False


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("bench", nargs="?", type=Path, default=DEFAULT_BENCH)
    ap.add_argument("--misses", action="store_true", help="print every missed item")
    ap.add_argument("--doc", help="only this datasheet (file name)")
    ap.add_argument("--dump", type=Path, help="write all facts as JSON lines here")
    args = ap.parse_args(argv)
    score = load_score(args.bench)
    devices = json.loads((args.bench / "devices.json").read_text())
    devs = score.Devices(devices)
    questions = [
        json.loads(x)
        for x in (args.bench / "questions.jsonl").read_text().splitlines()
        if x.strip()
    ]
    pdfs = sorted((args.bench / "datasheets").glob("*.pdf"))
    if args.doc:
        pdfs = [p for p in pdfs if p.name == args.doc]
    facts_by_canon: dict[str, list[dict]] = defaultdict(list)
    n_facts = 0
    quotes_ok = quotes_n = 0
    page_text = score.PageText(args.bench / "datasheets")
    dump = args.dump.open("w") if args.dump else None
    t0 = time.perf_counter()
    for pdf in pdfs:
        pages, title = parse_pages(pdf)
        ident = detect_identity(pages, pdf.name, title)
        facts = extract_facts("dev", pdf.name, pages, ident)
        n_facts += len(facts)
        ref_dev = devices.get(pdf.name, {}).get("device", "?")
        print(
            f"{pdf.name:24s} identity={ident.device!r:20s} ref={ref_dev!r:18s} maker={ident.manufacturer!r} "
            f"aliases={ident.aliases[:5]} facts={len(facts)}",
            file=sys.stderr,
        )
        for f in facts:
            d = fact_item(f)
            d["variant"] = f.variant
            canon = devs.canon(ref_dev)  # facts of this PDF belong to its device for scoring
            d["device"] = ref_dev if devs.canon(f.device) != canon else f.device
            facts_by_canon[canon].append(d)
            quotes_n += 1
            quotes_ok += score.item_supported(dict(d, device=f.device), page_text)
            if dump:
                dump.write(
                    json.dumps(
                        dict(
                            d, condition=f.condition, section=str(f.section), extractor=f.extractor
                        )
                    )
                    + "\n"
                )
    elapsed = time.perf_counter() - t0
    per_field: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    per_doc: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    misses = []
    for q in questions:
        if q["answer"].get("verdict") is not None:
            continue
        for it in q["answer"]["items"]:
            canon = devs.canon(it["device"])
            if args.doc and canon != devs.canon(devices[args.doc]["device"]):
                continue
            ok = item_found(it, facts_by_canon.get(canon, []), score, devs)
            key = it["field"] + (f"/{it['quantity']}" if it.get("quantity") else "")
            per_field[key][0] += ok
            per_field[key][1] += 1
            per_doc[canon][0] += ok
            per_doc[canon][1] += 1
            if not ok:
                misses.append((q["id"], it))
    print("\nrecall per field")
    for k, (a, n) in sorted(per_field.items(), key=lambda kv: -kv[1][1]):
        print(f"  {k:40s} {a:3d}/{n:<3d} {a / n:6.1%}")
    print("\nrecall per datasheet")
    for k, (a, n) in sorted(per_doc.items()):
        print(f"  {k:20s} {a:3d}/{n:<3d} {a / n:6.1%}")
    hit = sum(a for a, _ in per_field.values())
    tot = sum(n for _, n in per_field.values())
    print(
        f"\noverall recall {hit}/{tot} = {hit / max(tot, 1):.1%}; facts={n_facts}; "
        f"quotes on page {quotes_ok}/{quotes_n} = {quotes_ok / max(quotes_n, 1):.1%}; {elapsed:.1f}s"
    )
    if args.misses:
        print("\nmisses")
        for qid, it in misses:
            slim = {k: v for k, v in it.items() if v is not None and k not in ("condition",)}
            print(f"  {qid:28s} {slim}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
