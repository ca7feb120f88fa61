"""Property tests: every reader answers any input with a result or a located riftcheck error.

The targets and the invariant live in ``fuzzkit.py``; these tests run a
bounded number of hypothesis examples per reader in CI
(``RIFTCHECK_FUZZ_EXAMPLES``, default 60). ``tests/fuzz/run_fuzz.py`` runs
the same targets for as long as you like.
"""

from __future__ import annotations

import json
import random
import tempfile
from pathlib import Path

import fuzzkit
import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from relkit import fuzz_examples

TARGETS = fuzzkit.targets()

_SETTINGS = settings(
    max_examples=fuzz_examples(),
    deadline=None,
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.function_scoped_fixture,
    ],
)


@pytest.fixture(scope="module", autouse=True)
def _no_validation_cache(tmp_path_factory):
    """Mutant rulesets must not fill the user's cache with validation markers."""
    mp = pytest.MonkeyPatch()
    mp.setenv("RIFTCHECK_NO_CACHE", "1")
    mp.setenv("RIFTCHECK_DATA_DIR", str(tmp_path_factory.mktemp("data")))
    yield
    mp.undo()


def _exercise(target: fuzzkit.Target, data: bytes) -> str:
    with tempfile.TemporaryDirectory() as tmp:
        try:
            return fuzzkit.exercise(target, data, Path(tmp))
        except fuzzkit.InvariantBroken as exc:
            raise AssertionError(f"{exc}\ninput: {data[:2000]!r}") from exc


@pytest.mark.parametrize("name", sorted(TARGETS))
def test_every_seed_holds_the_invariant(name):
    """The unmutated seeds (valid files and known-bad fixtures) are answered cleanly."""
    target = TARGETS[name]
    assert target.seeds, f"{name} has no seed inputs"
    outcomes = {_exercise(target, seed) for seed in target.seeds}
    assert outcomes, name


@pytest.mark.parametrize("name", sorted(TARGETS))
@_SETTINGS
@given(rnd=st.randoms(use_true_random=False))
def test_mutated_inputs_hold_the_invariant(name, rnd: random.Random):
    """Stacked byte mutations of the seeds, biased by hostile tokens."""
    target = TARGETS[name]
    _exercise(target, fuzzkit.make_input(target, rnd))


@pytest.mark.parametrize(
    "name", ["deck-yaml", "flat-list", "deck-code", "ruleset", "config-toml", "cards"]
)
@_SETTINGS
@given(data=st.binary(max_size=600))
def test_arbitrary_bytes_hold_the_invariant(name, data: bytes):
    """Bytes with no structure at all."""
    _exercise(TARGETS[name], data)


_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**30), max_value=10**30),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=30),
    st.sampled_from(
        ["3 Gust", "Kennen, Heart of the Tempest", "OGN-169", "12 Order Rune", "", "three Gust"]
    ),
    st.dates().map(str),
)
_documents = st.recursive(
    _scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=6),
        st.dictionaries(
            st.one_of(
                st.sampled_from(
                    [
                        "name",
                        "legend",
                        "champion",
                        "main",
                        "runes",
                        "battlefields",
                        "sideboard",
                        "format",
                        "team",
                        "rules",
                        "extends",
                        "tables",
                        "card",
                        "count",
                        "ruleset",
                        "include",
                        "strict",
                        "as_of",
                        "domains",
                        "event_date",
                        "pool",
                        "id",
                        "severity",
                        "identity",
                    ]
                ),
                st.text(max_size=8),
            ),
            inner,
            max_size=6,
        ),
    ),
    max_leaves=25,
)


@pytest.mark.parametrize(
    "name",
    ["deck-yaml", "deck-json", "pool", "team", "ruleset", "config-yaml", "config-toml", "cards"],
)
@_SETTINGS
@given(doc=_documents)
def test_well_formed_documents_of_any_shape_hold_the_invariant(name, doc):
    """Syntactically valid documents whose keys and values are anything at all."""
    target = TARGETS[name]
    if target.filename.endswith(".json"):
        data = json.dumps(doc, default=str).encode()
    elif target.filename.endswith(".toml"):
        data = _toml(doc).encode()
    else:
        data = yaml.safe_dump(doc, allow_unicode=True).encode()
    _exercise(target, data)


def _toml(doc) -> str:
    """A ``[tool.riftcheck]`` table from a mapping (values written as JSON, which TOML mostly reads)."""
    lines = ["[tool.riftcheck]"]
    if isinstance(doc, dict):
        for k, v in doc.items():
            lines.append(f"{json.dumps(str(k))} = {json.dumps(v, default=str)}")
    return "\n".join(lines) + "\n"


def test_console_script_on_a_directory_of_mutants(run_cli, tmp_path):
    """The real command over 60 mutated deck files at once: each one gets its verdict or its located error."""
    from relkit import assert_clean_exit

    rnd = random.Random(fuzz_examples())
    d = tmp_path / "mutants"
    d.mkdir()
    kinds = [
        ("deck-yaml", ".deck.yaml"),
        ("deck-json", ".deck.json"),
        ("piltover-text", ".deck.txt"),
        ("flat-list", ".deck.txt"),
        ("tts", ".deck.txt"),
        ("deck-code", ".deck.txt"),
    ]
    for i in range(60):
        name, ext = kinds[i % len(kinds)]
        (d / f"m{i:02d}-{name}{ext}").write_bytes(fuzzkit.make_input(TARGETS[name], rnd))
    r = run_cli("check", "-f", "json", d)
    assert_clean_exit(r, (0, 1))
    decks = json.loads(r.stdout)["decks"]
    assert len(decks) == 60
    for deck in decks:
        if deck["legal"] is None:
            (v,) = deck["violations"]
            assert v["rule"] == "unreadable" and v["message"] and v["path"] == deck["path"]
            assert v["line"] is not None or any(s in v["message"] for s in fuzzkit.FILE_LEVEL), v


def test_structural_mutants_are_trees_and_leave_the_replacements_alone():
    """A JSON mutant never holds a value twice nor itself: each one is written out, and the shared
    replacement values are the same after thousands of mutations (they once were not, and the
    feed-riftcodex property test then failed now and then with a cycle or a flaky strategy)."""
    before = json.dumps(fuzzkit._JSON_REPLACEMENTS)
    rnd = random.Random(24)
    seed = {"items": [{"id": "OGN-001", "names": [[]], "x": {"a": None}}], "total": 1}
    for _ in range(3000):
        value = json.loads(json.dumps(seed))
        for _ in range(rnd.randint(1, 6)):
            value = fuzzkit.mutate_json(value, rnd)
        ids = [id(v) for _, v in _containers(value)]
        assert len(ids) == len(set(ids))
        json.dumps(value)
    assert json.dumps(fuzzkit._JSON_REPLACEMENTS) == before


def _containers(value):
    """Every list and dict inside ``value``, with its parent."""
    out = []
    stack = [(None, value)]
    while stack:
        parent, v = stack.pop()
        if isinstance(v, (dict, list)):
            out.append((parent, v))
            stack.extend((v, c) for c in (v.values() if isinstance(v, dict) else v))
    return out


REGRESSIONS = sorted((Path(__file__).parent / "regressions").glob("*.bin"))


@pytest.mark.parametrize("path", REGRESSIONS, ids=[p.stem for p in REGRESSIONS])
def test_inputs_that_once_broke_the_invariant(path):
    """Every input a fuzz run ever saved (``<target>-r<run>-<n>.bin``; the ``.txt`` says what broke)."""
    import re

    name = re.sub(r"-r\d+-\d+$", "", path.stem)
    _exercise(TARGETS[name], path.read_bytes())
