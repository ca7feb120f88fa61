"""riftcheck.infra.paths.user_dir gives platformdirs' answer, whether it computes it or asks platformdirs."""

from __future__ import annotations

import pytest

platformdirs = pytest.importorskip("platformdirs")

from riftcheck.infra.paths import user_dir  # noqa: E402  (after the skip: needs platformdirs)

UNSET = object()

ENVIRONMENTS = [
    {},
    {"XDG_DATA_HOME": "/srv/data", "XDG_CACHE_HOME": "/srv/cache"},
    {"XDG_DATA_HOME": "/srv/data/", "XDG_CACHE_HOME": "/srv/cache/"},
    {"XDG_DATA_HOME": "", "XDG_CACHE_HOME": ""},
    {"XDG_DATA_HOME": "   ", "XDG_CACHE_HOME": "   "},
    {"XDG_DATA_HOME": "relative/data", "XDG_CACHE_HOME": "relative/cache"},
    {"XDG_DATA_HOME": " /padded", "XDG_CACHE_HOME": " /padded"},
    {"HOME": "/"},
    {"HOME": "/home/someone/"},
    {"HOME": "/srv/x", "XDG_DATA_HOME": "relative", "XDG_CACHE_HOME": "/abs"},
    {"HOME": "relative/home"},
    {"HOME": UNSET},
    {"ANDROID_DATA": "/data", "ANDROID_ROOT": "/system", "SHELL": "/bin/sh"},
]


def _platformdirs_answer(kind: str) -> str:
    if kind == "data":
        return platformdirs.user_data_dir("riftcheck", appauthor=False)
    return platformdirs.user_cache_dir("riftcheck")


def _outcome(fn, kind):
    try:
        return fn(kind)
    except Exception as exc:  # noqa: BLE001 - both sides must fail alike
        return type(exc)


@pytest.mark.parametrize("kind", ["data", "cache"])
@pytest.mark.parametrize(
    "env",
    ENVIRONMENTS,
    # ids are the same in every process (pytest-xdist's workers must agree on them): no object repr
    ids=lambda e: (
        ",".join(f"{k}={'<unset>' if v is UNSET else repr(v)}" for k, v in e.items()) or "default"
    ),
)
def test_same_answer_as_platformdirs(monkeypatch, env, kind):
    for var in ("XDG_DATA_HOME", "XDG_CACHE_HOME", "ANDROID_DATA", "ANDROID_ROOT"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("HOME", "/home/tester")
    for var, value in env.items():
        if value is UNSET:
            monkeypatch.delenv(var, raising=False)
        else:
            monkeypatch.setenv(var, value)
    assert _outcome(user_dir, kind) == _outcome(_platformdirs_answer, kind)


@pytest.mark.spawn
def test_common_case_does_not_import_platformdirs(monkeypatch, tmp_path):
    import subprocess
    import sys

    code = "import sys; from riftcheck.infra.paths import user_dir; user_dir('data'); user_dir('cache'); "
    code += "print('platformdirs' in sys.modules)"
    env = {"HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    expected = "False" if sys.platform == "linux" else "True"
    assert out.stdout.strip() == expected
