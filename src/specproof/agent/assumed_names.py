"""Part names the question wrote with a slip: the library names offered instead ("did you
mean …?") and the one read in its place, said first in the answer."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from specproof.agent.understand import Question
    from specproof.records import Answer


def did_you_mean(asked: Question) -> str:
    offers = [name for _, names in asked.did_you_mean for name in names]
    return f" (did you mean {' or '.join(dict.fromkeys(offers))}?)" if offers else ""


def say_assumed_names(answer: Answer, asked: Question) -> None:
    """A part name typed with one slip was read as the library part it misses by: the
    answer says so, first, so a different part is never substituted silently."""
    notes = [
        f"you wrote “{written}”; this answer is about the {device}"
        for written, device in asked.assumed_names
    ]
    if notes:
        answer.assumptions = notes + answer.assumptions
        answer.text = "".join(f"Assuming {n}.\n" for n in notes) + answer.text
