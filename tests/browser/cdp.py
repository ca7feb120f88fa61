"""A small driver for a real headless Chromium over the DevTools protocol, on a pipe (no network port).

Chromium started with ``--remote-debugging-pipe`` reads protocol commands on
file descriptor 3 and writes replies and events on 4, each message a JSON
document ended by a NUL byte. That is all :class:`Chromium` needs: no
websocket library, no port another process could reach, and the browser dies
with the test (``close``; a context manager).
"""

from __future__ import annotations

import base64
import json
import os
import select
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

#: Flags for a quiet, isolated, offline headless browser (a fresh profile per instance).
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-extensions",
    "--disable-default-apps",
    "--mute-audio",
    "--hide-scrollbars",
)


def find_chromium() -> str | None:
    """The Chromium binary: ``$RIFTCHECK_CHROMIUM``, else ``chromium`` / ``chromium-browser`` on PATH."""
    env = os.environ.get("RIFTCHECK_CHROMIUM")
    if env:
        return env if os.path.exists(env) else None
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    return None


class CDPError(RuntimeError):
    """The browser answered a command with an error, or did not answer in time."""


class Chromium:
    """One headless Chromium process with one page (see the module documentation)."""

    def __init__(self, binary: str, timeout: float = 30.0):
        self.timeout = timeout
        self.profile = tempfile.mkdtemp(prefix="riftcheck-chromium-")
        cmd_r, self._cmd_w = os.pipe()
        self._out_r, out_w = os.pipe()

        def child_fds() -> None:
            a, b = os.dup(cmd_r), os.dup(out_w)
            os.dup2(a, 3)
            os.dup2(b, 4)

        self.proc = subprocess.Popen(
            [
                binary,
                *FLAGS,
                f"--user-data-dir={self.profile}",
                "--remote-debugging-pipe",
                "about:blank",
            ],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            preexec_fn=child_fds,
            pass_fds=(3, 4),
        )
        os.close(cmd_r)
        os.close(out_w)
        self._buf = b""
        self._next = 0
        self.events: list[dict] = []
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})[
            "sessionId"
        ]
        self.page("Page.enable")

    # -- protocol

    def _read_message(self, deadline: float) -> dict:
        while b"\0" not in self._buf:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self._out_r], [], [], left)[0]:
                raise CDPError("Chromium did not answer in time")
            chunk = os.read(self._out_r, 1 << 20)
            if not chunk:
                raise CDPError("Chromium closed the pipe (it exited)")
            self._buf += chunk
        raw, _, self._buf = self._buf.partition(b"\0")
        return json.loads(raw)

    def send(self, method: str, params: dict | None = None, session: str | None = None) -> dict:
        """Send one command and return its result (events that arrive meanwhile are kept)."""
        self._next += 1
        msg = {"id": self._next, "method": method, "params": params or {}}
        if session:
            msg["sessionId"] = session
        os.write(self._cmd_w, json.dumps(msg).encode() + b"\0")
        deadline = time.monotonic() + self.timeout
        while True:
            reply = self._read_message(deadline)
            if reply.get("id") == self._next:
                if "error" in reply:
                    raise CDPError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def page(self, method: str, params: dict | None = None) -> dict:
        """A command to the page's session."""
        return self.send(method, params, self.session)

    def wait_event(self, method: str) -> dict:
        """Wait for the page event ``method`` (one already received counts)."""
        deadline = time.monotonic() + self.timeout
        while True:
            for i, ev in enumerate(self.events):
                if ev.get("method") == method:
                    return self.events.pop(i)
            self.events.append(self._read_message(deadline))

    # -- what the tests do

    def open(
        self,
        path: Path,
        *,
        scripts: bool = True,
        width: int = 1280,
        height: int = 900,
        mobile: bool = False,
    ) -> None:
        """Load a local file at a viewport size, with or without scripts."""
        self.page("Emulation.setScriptExecutionDisabled", {"value": not scripts})
        self.viewport(width, height, mobile=mobile)
        self.events.clear()
        self.page("Page.navigate", {"url": Path(path).resolve().as_uri()})
        self.wait_event("Page.loadEventFired")

    def viewport(self, width: int, height: int, *, mobile: bool = False) -> None:
        """Set the viewport (CSS pixels)."""
        self.page(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile},
        )

    def media(self, media: str) -> None:
        """Emulate ``screen`` or ``print`` media."""
        self.page("Emulation.setEmulatedMedia", {"media": media})

    def js(self, expression: str):
        """Evaluate ``expression`` in the page and return its value (JSON-able)."""
        r = self.page(
            "Runtime.evaluate",
            {"expression": expression, "returnByValue": True, "awaitPromise": True},
        )
        if "exceptionDetails" in r:
            raise CDPError(
                f"script error: {r['exceptionDetails'].get('text')} in {expression[:80]}"
            )
        return r["result"].get("value")

    def screenshot(self, path: Path, *, full_page: bool = False) -> bytes:
        """A PNG of the viewport (or the whole page), written to ``path``."""
        params: dict = {"format": "png"}
        if full_page:
            params["captureBeyondViewport"] = True
            size = self.page("Page.getLayoutMetrics")["cssContentSize"]
            params["clip"] = {
                "x": 0,
                "y": 0,
                "width": size["width"],
                "height": min(size["height"], 12000),
                "scale": 1,
            }
        data = base64.b64decode(self.page("Page.captureScreenshot", params)["data"])
        Path(path).write_bytes(data)
        return data

    def pdf(self, path: Path) -> bytes:
        """The page printed to PDF (A4, print stylesheet), written to ``path``."""
        data = base64.b64decode(
            self.page(
                "Page.printToPDF",
                {"paperWidth": 8.27, "paperHeight": 11.69, "preferCSSPageSize": True},
            )["data"]
        )
        Path(path).write_bytes(data)
        return data

    def close(self) -> None:
        """Close the browser and remove its profile."""
        try:
            self.send("Browser.close")
        except (CDPError, OSError):
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        for fd in (self._cmd_w, self._out_r):
            try:
                os.close(fd)
            except OSError:
                pass
        shutil.rmtree(self.profile, ignore_errors=True)

    def __enter__(self) -> Chromium:
        return self

    def __exit__(self, *exc) -> None:
        self.close()
