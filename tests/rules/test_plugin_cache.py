"""Plugin discovery keeps importlib.metadata's answer in the cache directory, keyed by what is installed.

Each test installs throw-away distributions (``.dist-info`` directories with an
``entry_points.txt``, as pip lays them out) in a directory put on ``sys.path``,
and compares what riftcheck finds with what :mod:`importlib.metadata` finds in
the same process.
"""

from __future__ import annotations

import importlib
import importlib.metadata
import json
import os
import shutil
import sys
from pathlib import Path

import pytest

import riftcheck.rules as registry
from riftcheck.infra import entrypoints

GROUP = "riftcheck.rules"


@pytest.fixture
def site(tmp_path, monkeypatch):
    """A directory on sys.path where distributions are installed by ``install``."""
    d = tmp_path / "site"
    d.mkdir()
    monkeypatch.syspath_prepend(str(d))
    monkeypatch.delenv("RIFTCHECK_NO_CACHE", raising=False)
    return d


@pytest.fixture
def cache(tmp_path):
    return str(tmp_path / "cache")


def install(site, name="league", version="1.0", value="league_rules:RULES", mtime_ns=None):
    """Write ``<name>-<version>.dist-info`` declaring ``value`` in the group; returns the directory."""
    info = site / f"{name}-{version}.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n")
    eps = info / "entry_points.txt"
    eps.write_text(f"[{GROUP}]\n{name} = {value}\n")
    if mtime_ns is not None:
        os.utime(eps, ns=(mtime_ns, mtime_ns))
    importlib.invalidate_caches()
    return info


def standard():
    """The group as importlib.metadata sees it now."""
    return [
        (ep.name, ep.value, ep.dist.name) for ep in importlib.metadata.entry_points(group=GROUP)
    ]


def found(cache):
    return [(ep.name, ep.value, ep.dist.name) for ep in entrypoints.entry_points(GROUP, cache)]


@pytest.fixture
def no_scan(monkeypatch):
    """``no_scan()``: from now on, a call that would ask importlib.metadata fails the test."""

    def forbid():
        def scan(group):
            raise AssertionError("importlib.metadata was asked although the cache is current")

        monkeypatch.setattr(entrypoints, "_scan", scan)

    return forbid


def test_an_unchanged_installation_is_answered_from_the_cache(site, cache, no_scan):
    install(site)
    first = found(cache)
    assert first == standard() and ("league", "league_rules:RULES", "league") in first
    no_scan()
    assert found(cache) == first


def test_an_installed_plugin_is_found_on_the_next_run(site, cache):
    before = found(cache)
    assert before == standard()
    install(site, "newcomer")
    after = found(cache)
    assert after == standard() and after == [
        *before,
        ("newcomer", "league_rules:RULES", "newcomer"),
    ]


def test_a_removed_plugin_is_gone_on_the_next_run(site, cache):
    info = install(site)
    assert ("league", "league_rules:RULES", "league") in found(cache)
    shutil.rmtree(info)
    importlib.invalidate_caches()
    assert ("league", "league_rules:RULES", "league") not in found(cache)
    assert found(cache) == standard()


def test_a_changed_plugin_is_read_again(site, cache):
    info = install(site, mtime_ns=1_000_000_000)
    assert found(cache) == standard()
    # the same distribution, its entry point edited in place (another time, same size or not)
    eps = info / "entry_points.txt"
    eps.write_text(f"[{GROUP}]\nleague = league_rules:OTHER\n")
    os.utime(eps, ns=(2_000_000_000, 2_000_000_000))
    assert ("league", "league_rules:OTHER", "league") in found(cache)
    # upgraded: the old version's directory replaced by the new one's
    shutil.rmtree(info)
    install(site, version="2.0", value="league_rules:V2")
    assert ("league", "league_rules:V2", "league") in found(cache)
    assert found(cache) == standard()


def test_another_python_path_has_an_answer_of_its_own(site, cache, tmp_path, monkeypatch, no_scan):
    install(site)
    with_plugin, path = found(cache), list(sys.path)
    other = tmp_path / "other"
    other.mkdir()
    monkeypatch.setattr(sys, "path", [p for p in path if p != str(site)] + [str(other)])
    without = found(cache)
    assert ("league", "league_rules:RULES", "league") not in without and without == standard()
    no_scan()  # both answers are kept
    assert found(cache) == without
    monkeypatch.setattr(sys, "path", path)
    assert found(cache) == with_plugin


def test_many_python_paths_do_not_push_each_other_out(site, cache, tmp_path, monkeypatch, no_scan):
    """Twelve virtual environments or PYTHONPATH settings: each keeps its own answer."""
    install(site)
    base = list(sys.path)
    paths = []
    for i in range(12):
        extra = tmp_path / f"env{i}"
        extra.mkdir()
        paths.append([*base, str(extra)])
    answers = []
    for p in paths:
        monkeypatch.setattr(sys, "path", p)
        answers.append(found(cache))
    no_scan()
    for p, answer in zip(paths, answers, strict=True):
        monkeypatch.setattr(sys, "path", p)
        assert found(cache) == answer


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"\xff\xfe not text",
        b'{"format": 1, "entries": [',
        b"[1, 2, 3]",
        b'{"format": 99, "entries": []}',
        b'{"format": 1, "entries": {"a": 1}}',
        b'{"format": 1, "entries": [7, {"fingerprint": 3}]}',
        b"[" * 100_000,
    ],
    ids=[
        "empty",
        "not-utf8",
        "truncated",
        "a-list",
        "other-format",
        "entries-not-a-list",
        "bad-entries",
        "deep",
    ],
)
def test_a_corrupt_cache_is_no_cache(site, cache, content):
    install(site)
    os.makedirs(os.path.dirname(entrypoints.cache_path(cache)))
    with open(entrypoints.cache_path(cache), "wb") as fh:
        fh.write(content)
    assert found(cache) == standard()
    # and it is replaced by a good one
    doc = json.loads(Path(entrypoints.cache_path(cache)).read_text(encoding="utf-8"))
    assert doc["format"] == 1 and len(doc["entries"]) == 1


def test_cached_rows_of_the_wrong_shape_are_read_again(site, cache):
    install(site)
    found(cache)
    path = entrypoints.cache_path(cache)
    doc = json.loads(Path(path).read_text(encoding="utf-8"))
    doc["entries"][0]["entry_points"] = [["league", 3, "league"]]
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(doc, fh)
    assert found(cache) == standard()


def test_a_cache_that_is_not_a_file_or_cannot_be_written_costs_only_speed(site, tmp_path):
    install(site)
    blocked = tmp_path / "a-file"
    blocked.write_text("not a directory")
    assert found(str(blocked)) == standard()  # the cache directory cannot be made
    as_dir = tmp_path / "cache-dir"
    Path(entrypoints.cache_path(str(as_dir))).mkdir(parents=True)  # the cache file is a directory
    assert found(str(as_dir)) == standard()
    assert found(str(as_dir)) == standard()


def test_a_cache_path_that_is_a_link_or_a_fifo_is_neither_followed_nor_written(
    site, cache, tmp_path
):
    install(site)
    os.makedirs(os.path.dirname(entrypoints.cache_path(cache)))
    target = tmp_path / "elsewhere.json"
    target.write_text("keep me")
    path = entrypoints.cache_path(cache)
    os.symlink(target, path)
    assert found(cache) == standard()
    assert target.read_text() == "keep me" and os.path.islink(path)
    os.unlink(path)
    os.mkfifo(path)  # nobody reads it: neither the read nor the write may hang
    assert found(cache) == standard()


def test_a_file_name_that_is_not_utf8_is_kept_too(site, cache, no_scan):
    """A distribution directory whose name is not UTF-8: the fingerprint is written and read back."""
    install(site)
    odd = site / "odd-\udcff-1.0.dist-info"
    try:
        odd.mkdir()
    except (OSError, UnicodeEncodeError):
        pytest.skip("this file system cannot hold a name that is not UTF-8")
    first = found(cache)
    no_scan()
    assert found(cache) == first


def test_riftcheck_no_cache_turns_it_off(site, cache, monkeypatch):
    install(site)
    monkeypatch.setenv("RIFTCHECK_NO_CACHE", "1")
    assert found(cache) == standard()
    assert not os.path.exists(os.path.join(cache, entrypoints.CACHE_FOLDER))


def test_the_registry_loads_a_cached_plugin(site, monkeypatch):
    """Through the registry: a plugin found by the scan, then by the cache, gives the same rules."""
    (site / "league_rules.py").write_text(
        "from riftcheck.rules.base import Rule\n\n"
        "class NoSideboard(Rule):\n"
        '    """No sideboard. Legal example: a deck. Illegal example: a sideboard."""\n\n'
        '    id = "league-test-no-sideboard"\n'
        '    summary = "No sideboard."\n\n'
        "    def check(self, ctx):\n"
        '        """Nothing."""\n'
        "        return iter(())\n\n"
        "RULES = [NoSideboard]\n"
    )
    install(site, "riftcheck-league-test")
    for _ in range(2):  # the first run scans, the second reads the cache
        registry._registry.cache_clear()
        try:
            rules = registry.all_rules()
            assert list(rules)[-1] == "league-test-no-sideboard"
            assert registry.rule_origin("league-test-no-sideboard") == (
                "plugin riftcheck-league-test (league_rules:RULES)"
            )
        finally:
            registry._registry.cache_clear()
    sys.modules.pop("league_rules", None)


def test_entry_points_load_as_importlib_metadata_loads_them():
    ep = entrypoints.EntryPoint("x", "os.path : join [extra]", GROUP, "dist")
    assert ep.load() is os.path.join
    assert entrypoints.EntryPoint("x", "os", GROUP, "dist").load() is os
    with pytest.raises(ValueError, match="not 'module:attribute'"):
        entrypoints.EntryPoint("x", "not a value!", GROUP, "dist").load()
