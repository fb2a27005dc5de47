"""Fixtures of the reliability tests: bad files and datasheets made once per session."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from .badpdfs import BadPdf, hand_made, mutants, seed_pdfs, write_all

FAST_MUTANTS_PER_SEED = 3  # 10 seeds -> 30 broken files (+ 20 hand-made) in the normal run


@pytest.fixture(scope="session")
def seeds() -> list[bytes]:
    return seed_pdfs()


@pytest.fixture(scope="session")
def bad_sample(seeds: list[bytes]) -> list[BadPdf]:
    """40 mutants spread over every seed and damage family, plus every hand-made file.

    The flate bombs and the page-tree bomb are sized down for speed; the
    benchmark runs them at full size.
    """
    sample = mutants(seeds, seed=20240101, per_seed=FAST_MUTANTS_PER_SEED)
    return sample + hand_made(random.Random(5), bomb_mb=1500, kids=3_000)


@pytest.fixture(scope="session")
def bad_folder(tmp_path_factory: pytest.TempPathFactory, bad_sample: list[BadPdf]) -> Path:
    folder = tmp_path_factory.mktemp("bad")
    write_all(folder, bad_sample)
    return folder
