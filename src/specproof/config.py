"""Settings, from arguments or ``SPECPROOF_*`` environment variables."""

from __future__ import annotations

from pathlib import Path

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="SPECPROOF_", extra="ignore")

    db: str = "specproof.db"  # a SQLite path, postgresql://… or mongodb://…
    parser: str = "pdfium"  # pdfium (default, Apache/BSD) | pymupdf (optional AGPL extra)
    embedder: str = "minilm"  # minilm (local ONNX) | none (BM25 only)

    chunk_size: int = 1200
    chunk_overlap: int = 180

    max_file_mb: float = 50.0
    max_pages: int = 500
    parse_timeout_s: float = 120.0
    parse_memory_mb: int = 2048

    # Optional OpenAI-compatible language model; never required.
    llm_base_url: str | None = None
    llm_model: str | None = None
    llm_api_key: str | None = None
    llm_timeout_s: float = 30.0

    @property
    def llm_configured(self) -> bool:
        return bool(self.llm_base_url and self.llm_model)


def data_path(name: str) -> Path:
    """A file shipped inside the package (fields.json, tokenizer)."""
    return Path(__file__).parent / "data" / name
