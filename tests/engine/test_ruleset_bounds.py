"""A local ruleset whose size limits cross (``min: 40, max: 39``, an allowed sideboard size above
its max), on any date and with inherited values, is refused when loaded, at the option's line
(issue 25 selG 4); the values its hint suggests are ones the ruleset then accepts."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from riftcheck.infra.errors import RulesetError
from riftcheck.rulesets import load_ruleset

ROOT = Path(__file__).resolve().parents[2]
BROKEN = ROOT / "tests" / "engine" / "rulesets" / "broken"
DECK = str(ROOT / "examples" / "kennen.deck.yaml")
CROSSING = {
    "min-above-max": "main-deck-size",
    "min-above-inherited-max": "main-deck-size",
    "dated-max-below-min": "main-deck-size",
    "allowed-above-max": "sideboard-size",
}


@pytest.fixture(autouse=True)
def _no_cache(monkeypatch):
    monkeypatch.setenv("RIFTCHECK_NO_CACHE", "1")


@pytest.mark.parametrize("name", CROSSING)
def test_every_suggested_value_is_accepted(tmp_path, name):
    with pytest.raises(RulesetError) as exc:
        load_ruleset(BROKEN / f"{name}.yaml")
    suggested = re.findall(r"(\w+): (\d+) or (?:more|less)", str(exc.value.hint))
    assert suggested, exc.value.hint
    for key, value in suggested:
        data = yaml.safe_load((BROKEN / f"{name}.yaml").read_text(encoding="utf-8"))
        data["rules"][CROSSING[name]][key] = int(value)
        fixed = tmp_path / f"{name}-{key}.yaml"
        fixed.write_text(yaml.safe_dump(data), encoding="utf-8")
        rs = load_ruleset(fixed)  # accepted: no RulesetError
        assert rs.rules[CROSSING[name]].options[key] == int(value)


def test_the_hint_of_crossing_plain_values(tmp_path):
    with pytest.raises(RulesetError) as exc:
        load_ruleset(BROKEN / "min-above-max.yaml")
    assert exc.value.hint == "write max: 40 or more, or min: 39 or less"
    assert exc.value.exit_code == 3


def test_a_list_of_sizes_is_suggested_no_value_for():
    """The allowed sizes are a list: only max is given a value to write."""
    with pytest.raises(RulesetError) as exc:
        load_ruleset(BROKEN / "allowed-above-max.yaml")
    assert exc.value.hint == "write max: 12 or more"


def test_limits_that_meet_and_an_open_max_are_accepted(tmp_path):
    for body in ("{min: 40, max: 40}", "{min: 41, max: null}", "{min: null, max: 10}"):
        f = tmp_path / "ok.yaml"
        f.write_text(f"name: ok\nextends: constructed\nrules:\n  main-deck-size: {body}\n")
        load_ruleset(f)


def test_a_crossing_ruleset_on_the_command_line(cli):
    path = BROKEN / "min-above-max.yaml"
    r = cli("--ruleset", str(path), DECK)
    assert (r.returncode, r.stdout) == (3, "")
    assert r.stderr == (
        f"riftcheck: error: {path}:7: rule 'main-deck-size': min 40 is above max 39: no deck "
        "could meet both (write max: 40 or more, or min: 39 or less)\n"
    )


def test_in_french(cli):
    path = BROKEN / "dated-max-below-min.yaml"
    r = cli("--lang", "fr", "--ruleset", str(path), DECK)
    assert (r.returncode, r.stdout) == (3, "")
    assert r.stderr == (
        f"riftcheck\u00a0: erreur\u00a0: {path}:7\u00a0: règle «\u00a0main-deck-size\u00a0»\u00a0: "
        "à partir du 1er\u00a0juin 2026, min 40 dépasse max 30\u00a0: aucun deck ne pourrait "
        "respecter les deux (écrivez max: 40 ou plus, ou min: 30 ou moins)\n"
    )
