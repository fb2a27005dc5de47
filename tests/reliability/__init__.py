"""Reliability and security tests: bad PDFs, kill -9 mid-ingest, concurrent use, hostile text.

The fast subset here runs with the normal test run; ``benchmarks/reliability.py``
runs the same experiments (``harness.py``) at full size and writes the figures.
"""
