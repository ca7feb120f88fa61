"""The console-script fixtures (``cli``, ``riftcheck_bin``) live in tests/conftest.py."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIX = ROOT / "tests" / "fixtures" / "cli"
