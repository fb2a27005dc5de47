"""specproof: cited, validated answers about IoT device datasheets."""

from specproof.errors import SpecproofError
from specproof.library import Library

__all__ = ["Library", "SpecproofError"]
__version__ = "0.1.0"
