"""A word named whole, in any case: the shared test that replaced one-word patterns."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from specproof.tokens import names_word


def test_a_word_is_named_whole_in_any_case() -> None:
    assert names_word("Logic Low Output nINT", "output", "outputs")
    assert names_word("Digital INPUTS, 5 V tolerant", "input", "inputs")
    assert names_word("TJ = 125 °C", "tj")
    assert not names_word("inputting data", "input")  # inside a longer word
    assert not names_word("cannot exceed", "not")
    assert not names_word("", "coil")


@given(st.text(alphabet="abcxyz -_.,", max_size=30), st.sampled_from(["abc", "xyz"]))
def test_a_word_written_between_breaks_is_always_found(text, word) -> None:
    assert names_word(f"{text} {word.upper()} {text}", word)
