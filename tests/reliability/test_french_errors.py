"""Every hostile or broken input of ``inputs/`` (decks, deck codes, rulesets, configuration files,
team files, card databases) gives its error in French to a French user: said through the
catalogue, with no English word outside the allow-list of tests/cli/test_no_english_in_french.py
(issue 25: « Nothing English in a French run »)."""

from __future__ import annotations

import pytest
from frenchcheck import english_words
from test_hostile_inputs import CASES, _case, _run_reader

from riftcheck import i18n
from riftcheck.infra.errors import RiftcheckError

ERRORS = [p for p in CASES if "error" in _case(p)[1]]


@pytest.mark.parametrize("expected", ERRORS, ids=[p.name[: -len(".expected.yaml")] for p in ERRORS])
def test_every_input_error_is_french(expected, db, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("RIFTCHECK_NO_CACHE", "1")
    path, exp = _case(expected)
    with pytest.raises(RiftcheckError) as info:
        _run_reader(exp["reader"], path, db, tmp_path)
    tr = i18n.Translator("fr")
    said = tr.message(info.value.message)
    hint = tr.message(info.value.hint) if info.value.hint else ""
    assert english_words(said) == [] and english_words(hint) == [], (said, hint)
