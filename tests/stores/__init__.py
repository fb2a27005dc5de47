"""Server stores (PostgreSQL, MongoDB): the shared store contract, concurrency, same answers.

The servers are started by the session fixtures in ``servers.py``; tests skip
with a reason when a server cannot be had.
"""
