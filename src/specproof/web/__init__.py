"""HTTP API and web page (FastAPI). Importing this package needs no server dependencies;
``specproof.web.app`` does (``pip install specproof[server]``)."""
