"""The constrained agent (online stage): route, gather, validate, rules, answer."""

from specproof.agent.workflow import answer_question

__all__ = ["answer_question"]
