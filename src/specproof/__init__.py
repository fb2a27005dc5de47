"""specproof: cited, validated answers about IoT device datasheets."""

from __future__ import annotations

from typing import TYPE_CHECKING

from specproof.errors import SpecproofError

if TYPE_CHECKING:
    from specproof.library import Library

__all__ = ["Library", "SpecproofError"]
__version__ = "0.1.0"


def __getattr__(name: str) -> object:
    # Library is imported on first use: `specproof --help` and modules that need only the
    # records (the CLI's start, a worker process) do not load the store and its dependencies.
    if name == "Library":
        from specproof.library import Library

        return Library
    raise AttributeError(f"module 'specproof' has no attribute {name!r}")
