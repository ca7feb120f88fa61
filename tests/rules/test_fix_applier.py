"""Following the fixes of a report, as written, clears the errors they address (issue 15).

For every illegal single-deck case in ``tests/cases``, each finding's fix is parsed with the small
grammar riftcheck's rules write (``remove N Card from ZONE``, ``move N Card from ZONE to ZONE``,
``add N Card under ZONE``, ``replace N Card under ZONE with N Card``, ``replace 'X' with 'Y'``;
a finding for several cards of one cause joins one edit per card with ``; ``) and applied to the deck; the deck is checked again. A rule all of whose error fixes were applied
must have no error left, and no rule that was clean may fail afterwards (main-deck-size excepted:
removing a banned card leaves the main deck short, which the report says in its own finding).
Fixes that are advice rather than edits ("check the spelling", "choose a Kennen Champion unit,
e.g. ...") are left alone, and the test lists which rules' fixes were all mechanical, so a rule
whose fixes stop parsing shows up.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest
import yaml

CASES = Path(__file__).resolve().parent.parent / "cases"

_ZONE = r"(?P<{0}>[A-Za-z]+:|the [a-z ]+?)"
_NUM = r"(?P<{0}>\d+)"
_PATTERNS = [
    (
        "remove",
        re.compile(
            rf"^remove {_NUM.format('n')} (?P<card>.+?) from {_ZONE.format('zone')}"
            rf"(?: and {_NUM.format('n2')} from {_ZONE.format('zone2')})?(?: \(.*\))?$"
        ),
    ),
    (
        "move",
        re.compile(
            rf"^move {_NUM.format('n')} (?P<card>.+?) from {_ZONE.format('zone')} to {_ZONE.format('to')}$"
        ),
    ),
    ("add", re.compile(rf"^add {_NUM.format('n')} (?P<card>.+?) under {_ZONE.format('zone')}$")),
    (
        "swap",
        re.compile(
            rf"^replace {_NUM.format('n')} (?P<card>.+?) under {_ZONE.format('zone')} "
            rf"with {_NUM.format('n2')} (?P<card2>.+)$"
        ),
    ),
    ("rename", re.compile(r"^replace '(?P<ref>.+)' with '(?P<card>.+)'$")),
]
_WORDS = {
    "legend:": "legend",
    "champion:": "champion",
    "maindeck:": "main",
    "main:": "main",
    "battlefields:": "battlefields",
    "runes:": "runes",
    "sideboard:": "sideboard",
    "the legend": "legend",
    "the champion slot": "champion",
    "the main deck": "main",
    "the battlefields": "battlefields",
    "the rune deck": "runes",
    "the sideboard": "sideboard",
}


def _zone(word: str) -> str:
    return _WORDS[word.casefold()]


def parse_fix(fix: str | None, db):
    """``(kind, fields)`` for a mechanical fix, else ``None`` (also when it names no one card:
    "add 2 cards under main:" says how many, not which, so it is advice)."""
    for kind, rx in _PATTERNS:
        m = rx.match(fix or "")
        if m:
            f = m.groupdict()
            if any(f.get(k) and db.by_name(f[k]) is None for k in ("card", "card2")):
                return None
            return kind, f
    return None


def _take(entries, card_key, n):
    out, left = [], n
    for e in entries:
        if left and e.card is not None and e.card.key == card_key:
            k = min(left, e.count)
            left -= k
            if e.count > k:
                out.append(replace(e, count=e.count - k))
            continue
        out.append(e)
    assert left == 0, f"fewer than {n} copies to take"
    return out


def apply_fix(deck, db, kind, f):
    from riftcheck.models import DeckEntry

    zones = {
        z: list(deck.zone(z))
        for z in ("legend", "champion", "main", "battlefields", "runes", "sideboard")
    }
    if kind == "rename":  # a name is renamed where it stands, Neeko's additional legends too
        zones["additional_legends"] = list(deck.additional_legends)
    if kind == "rename":
        card = db.by_name(f["card"])
        assert card is not None, f
        for z, es in zones.items():
            zones[z] = [
                replace(e, card=card, problem=None, ref=card.display_name)
                if e.ref == f["ref"]
                else e
                for e in es
            ]
    else:
        card = db.by_name(f["card"])
        assert card is not None, f
        n = int(f["n"])
        if kind in ("remove", "move", "swap"):
            zones[_zone(f["zone"])] = _take(zones[_zone(f["zone"])], card.key, n)
            if kind == "remove" and f.get("n2"):
                zones[_zone(f["zone2"])] = _take(zones[_zone(f["zone2"])], card.key, int(f["n2"]))
        target, new = None, None
        if kind == "move":
            target, new = _zone(f["to"]), card
        elif kind == "add":
            target, new = _zone(f["zone"]), card
        elif kind == "swap":
            target, new, n = _zone(f["zone"]), db.by_name(f["card2"]), int(f["n2"])
            assert new is not None, f
        if target is not None:
            loc = deck.location_of(target)
            zones[target].append(DeckEntry(new.display_name, n, target, loc, new))
    return replace(deck, **{z: tuple(v) for z, v in zones.items()})


def _cases():
    out = []
    for exp in sorted(CASES.glob("**/*.expected.yaml")):
        spec = yaml.safe_load(exp.read_text(encoding="utf-8")) or {}
        if spec.get("legal") is not False or spec.get("team"):
            continue
        out.append(exp)
    return out


@pytest.mark.parametrize(
    "expected", _cases(), ids=lambda p: str(p.relative_to(CASES)).removesuffix(".expected.yaml")
)
def test_following_the_fixes_clears_their_errors(expected, db):
    import datetime as _dt

    from riftcheck.decks import read_deck, read_pool
    from riftcheck.engine import check_deck
    from riftcheck.rulesets import load_ruleset

    spec = yaml.safe_load(expected.read_text(encoding="utf-8")) or {}
    stem = expected.name[: -len(".expected.yaml")]
    deck_path = (
        expected.parent / spec["deck"]
        if spec.get("deck")
        else sorted(expected.parent.glob(f"{stem}.deck.*"))[0]
    )
    name = spec.get("ruleset", "constructed")
    if name.endswith(
        (".yaml", ".yml")
    ):  # a local ruleset next to the case (as tests/rules/test_cases.py reads it)
        name = str(expected.parent / name)
    rs = load_ruleset(name)
    as_of = spec.get("as_of")
    as_of = _dt.date.fromisoformat(as_of) if isinstance(as_of, str) else as_of
    pool = read_pool(str(expected.parent / spec["pool"]), db) if spec.get("pool") else None
    kw = {"input_format": spec["input_format"]} if spec.get("input_format") else {}
    deck = read_deck(str(deck_path), db, **kw)
    before = check_deck(deck, db, rs, as_of=as_of, pool=pool)
    errors = [f for f in before.findings if f.severity == "error"]
    mechanical: dict[str, bool] = {}
    fixed = deck
    for f in errors:
        # a finding for several cards of one cause joins their edits with "; " (issue 15)
        parsed = [parse_fix(part, db) for part in (f.fix or "").split("; ")]
        ok = all(p is not None for p in parsed)
        mechanical[f.rule] = mechanical.get(f.rule, True) and ok
        if ok:
            for p in parsed:
                fixed = apply_fix(fixed, db, *p)
    after = check_deck(fixed, db, rs, as_of=as_of, pool=pool)
    failing_before = {f.rule for f in errors}
    failing_after = {f.rule for f in after.findings if f.severity == "error"}
    cleared = {r for r, ok in mechanical.items() if ok}
    assert not (cleared & failing_after), (
        f"fixes applied but errors remain: {[(f.rule, f.message) for f in after.findings if f.rule in cleared]}"
    )
    new = failing_after - failing_before - {"main-deck-size"}
    assert not new, (
        f"following the fixes made new errors: {[(f.rule, f.message) for f in after.findings if f.rule in new]}"
    )
