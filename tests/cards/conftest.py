"""Fixtures of the card database tests: small databases, a CLI runner, a recorded-feed HTTP server."""

from __future__ import annotations

import http.server
import threading
import urllib.parse
from pathlib import Path

import pytest

CARDS = Path(__file__).resolve().parents[1] / "fixtures" / "cards"
FEED = CARDS / "feed"


@pytest.fixture
def data_dir(tmp_path, monkeypatch) -> Path:
    """A private user data directory (``RIFTCHECK_DATA_DIR``) so no test touches the real one."""
    d = tmp_path / "userdata"
    monkeypatch.setenv("RIFTCHECK_DATA_DIR", str(d))
    monkeypatch.delenv("RIFTCHECK_CARDS_SOURCE_URL", raising=False)
    return d


@pytest.fixture
def cli(capsys):
    """Run ``riftcheck ARGS``; returns (exit code, stdout, stderr)."""
    from riftcheck.cli import main

    def run(*args: str):
        try:
            main(list(args))
            code = 0
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
        out = capsys.readouterr()
        return code, out.out, out.err

    return run


class _FeedHandler(http.server.BaseHTTPRequestHandler):
    """Serves the recorded pages of tests/fixtures/cards/feed/<variant>/ for gallery and riftcodex URLs."""

    requests: list[str] = []

    def do_GET(self):
        url = urllib.parse.urlsplit(self.path)
        q = urllib.parse.parse_qs(url.query)
        parts = url.path.strip("/").split("/")
        variant = parts[0]
        type(self).requests.append(self.path)
        if url.path.endswith("riftbound_gallery_cards"):
            name = f"gallery-{q['locale'][0]}-{q['from'][0]}.json"
        elif url.path.endswith("/cards"):
            name = f"riftcodex-{q['page'][0]}.json"
        else:
            name = ""
        f = FEED / variant / name
        if not name or not f.is_file():
            self.send_response(404)
            self.end_headers()
            return
        body = f.read_bytes()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):  # keep test output quiet
        pass


@pytest.fixture
def feed_server():
    """Base URL of a local server with the recorded pages; ``{url}/full``, ``/partial``, ``/badschema``."""
    _FeedHandler.requests = []
    srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _FeedHandler)
    t = threading.Thread(target=srv.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    t.start()
    try:
        yield f"http://127.0.0.1:{srv.server_address[1]}", _FeedHandler.requests
    finally:
        srv.shutdown()
        srv.server_close()


@pytest.fixture
def closed_port_url():
    """A URL on 127.0.0.1 where nothing listens (an offline API)."""
    import socket

    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return f"http://127.0.0.1:{port}"
