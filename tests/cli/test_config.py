"""Configuration files: discovery upwards, validation with named bad keys, values."""

from __future__ import annotations

import datetime as dt
import shutil
from pathlib import Path

import pytest

from riftcheck.config import Config, find_config, load_config
from riftcheck.infra.errors import ConfigError

CFG = Path(__file__).resolve().parents[1] / "fixtures" / "cli" / "config"


def place(tmp_path: Path, fixture: str, name: str = ".riftcheck.yaml") -> Path:
    dest = tmp_path / name
    shutil.copy(CFG / fixture, dest)
    return dest


def test_every_key_is_read(tmp_path):
    path = place(tmp_path, "good.riftcheck.yaml")
    c = load_config(path)
    assert c.path == path and c.root == tmp_path
    assert c.ruleset == "constructed-2v2"
    assert c.cards == (tmp_path / "data" / "cards.json").resolve()
    assert c.include == ("*.deck.yaml", "lists/*.txt")
    assert c.exclude == ("drafts",)
    assert (c.format, c.strict, c.color) == ("json", True, "never")
    assert c.select == ("copy-limit", "banned") and c.ignore == ("sideboard-size",)
    assert c.as_of == dt.date(2026, 9, 18)


def test_found_by_walking_up(tmp_path):
    (tmp_path / ".git").mkdir()  # issue 11: the walk stops at the repository root
    place(tmp_path, "good.riftcheck.yaml")
    deep = tmp_path / "a" / "b"
    deep.mkdir(parents=True)
    assert find_config(deep) == tmp_path / ".riftcheck.yaml"
    assert load_config(start=deep).ruleset == "constructed-2v2"


def test_pyproject_tool_table(tmp_path):
    place(tmp_path, "good.pyproject.toml", "pyproject.toml")
    c = load_config(start=tmp_path)
    assert c.ruleset == "sealed" and c.exclude == ("old",) and c.strict is False


def test_pyproject_without_the_table_is_not_a_configuration(tmp_path):
    (tmp_path / ".git").mkdir()
    place(tmp_path, "good.riftcheck.yaml")
    sub = tmp_path / "sub"
    sub.mkdir()
    (sub / "pyproject.toml").write_text('[project]\nname = "x"\n[tool.black]\nline-length = 88\n')
    assert find_config(sub) == tmp_path / ".riftcheck.yaml"


def test_never_above_the_repository_root(tmp_path):
    """A configuration above the directory holding .git (a shared /tmp, a home) is never used."""
    place(tmp_path, "good.riftcheck.yaml")
    repo = tmp_path / "repo"
    (repo / "decks").mkdir(parents=True)
    (repo / ".git").write_text("gitdir: /elsewhere\n")  # a worktree's .git is a file
    assert find_config(repo / "decks") is None
    assert load_config(start=repo / "decks") == Config()
    place(repo, "good.riftcheck.yaml")
    assert find_config(repo / "decks") == repo / ".riftcheck.yaml"


def test_outside_a_repository_only_the_current_directory(tmp_path):
    place(tmp_path, "good.riftcheck.yaml")
    sub = tmp_path / "a" / "b"
    sub.mkdir(parents=True)
    assert find_config(sub) is None
    assert find_config(tmp_path) == tmp_path / ".riftcheck.yaml"


def test_keys_set_are_recorded(tmp_path):
    c = load_config(place(tmp_path, "good.riftcheck.yaml"))
    assert set(c.keys) >= {"ruleset", "cards", "as_of", "select", "ignore"}


def test_yaml_wins_over_pyproject_in_one_directory(tmp_path):
    place(tmp_path, "good.pyproject.toml", "pyproject.toml")
    place(tmp_path, "good.riftcheck.yaml")
    assert find_config(tmp_path).name == ".riftcheck.yaml"


def test_no_configuration_is_empty(tmp_path):
    if find_config(tmp_path) is not None:
        pytest.skip("a configuration file exists above the temporary directory")
    assert load_config(start=tmp_path) == Config()


@pytest.mark.parametrize(
    ("fixture", "name", "line", "words"),
    [
        (
            "typo.riftcheck.yaml",
            ".riftcheck.yaml",
            2,
            ["unknown configuration key 'exlude'", "did you mean 'exclude'?"],
        ),
        (
            "badvalue.riftcheck.yaml",
            ".riftcheck.yaml",
            3,
            ["'strict' must be true or false, got 'yes'"],
        ),
        (
            "baddate.riftcheck.yaml",
            ".riftcheck.yaml",
            1,
            ["'as_of' must be a date written YYYY-MM-DD"],
        ),
        (
            "notmapping.riftcheck.yaml",
            ".riftcheck.yaml",
            1,
            ["expected a mapping of configuration keys"],
        ),
        ("brokenyaml.riftcheck.yaml", ".riftcheck.yaml", 3, ["invalid YAML"]),
        (
            "typo.pyproject.toml",
            "pyproject.toml",
            6,
            ["unknown configuration key 'stritc'", "did you mean 'strict'?"],
        ),
    ],
)
def test_bad_configuration_is_named(tmp_path, fixture, name, line, words):
    path = place(tmp_path, fixture, name)
    with pytest.raises(ConfigError) as err:
        load_config(path)
    assert err.value.exit_code == 3
    assert err.value.location.file == str(path)
    assert err.value.location.line == line
    text = str(err.value)
    for w in words:
        assert w in text


def test_a_quoted_key_with_an_escaped_quote_names_its_line(tmp_path):
    """``"\\"" = false`` in [tool.riftcheck]: the key's line was lost (the fuzzer's find)."""
    path = tmp_path / "pyproject.toml"
    path.write_bytes(b'[tool.riftcheck]\nstrict = true\n"\\"" = false\n')
    with pytest.raises(ConfigError) as err:
        load_config(path)
    assert err.value.location.line == 3
    assert err.value.message == "unknown configuration key '\"'"
