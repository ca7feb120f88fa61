"""The plain text drawer lays reports out byte for byte as rich does without colour."""

from __future__ import annotations

import datetime as dt
import random
import string

import pytest

from riftcheck.api import TeamReport
from riftcheck.models import DeckResult
from riftcheck.reporters import ReportOptions, _plain
from riftcheck.reporters.text import TextReporter, _draw_plain, _draw_rich

WIDTHS = (12, 20, 33, 59, 79, 80, 99, 100, 132, 200)
RULES = (
    "copy-limit",
    "banned",
    "sideboard-size",
    "main-deck-size",
    "domain-identity",
    "signature-tag-limit",
)


def _word(rng: random.Random) -> str:
    n = rng.choice((1, 2, 3, 4, 5, 6, 8, 11, 15, 25, 45, 90))
    return "".join(rng.choice(string.ascii_letters + string.digits + "()';:,.-/") for _ in range(n))


def _sentence(rng: random.Random, unicode: bool) -> str:
    words = [_word(rng) for _ in range(rng.randint(1, 25))]
    if unicode and rng.random() < 0.5:
        words.insert(
            rng.randrange(len(words) + 1), rng.choice(("金克丝", "Kai’Sa", "Renée", "Ахри", "🃏"))
        )
    seps = [rng.choice((" ", " ", " ", "  ", "\n")) for _ in words]
    text = "".join(w + s for w, s in zip(words, seps, strict=True)).rstrip()
    return ("  " + text) if rng.random() < 0.05 else text


def _run(rng: random.Random, samples, unicode: bool):
    decks = []
    for i in range(rng.randint(1, 4)):
        src = "/".join(_word(rng) for _ in range(rng.randint(1, 6))) + f"/d{i}.deck.yaml"
        findings = tuple(
            samples.finding(
                rng.choice(RULES),
                rng.choice(("error", "warning", "info")),
                _sentence(rng, unicode),
                src,
                rng.choice((None, rng.randint(1, 12000))),
                rng.choice((None, rng.randint(1, 80))),
                fix=rng.choice((None, _sentence(rng, unicode))),
                citation=rng.choice((None, "CR " + _sentence(rng, unicode))),
            )
            for _ in range(rng.randint(0, 5))
        )
        legal = rng.choice((True, False, None)) if findings else True
        if legal is None:
            decks.append(DeckResult(source=src, legal=None, error=findings[0]))
        else:
            decks.append(
                DeckResult(
                    source=src,
                    legal=legal and not findings,
                    findings=findings,
                    rules_run=RULES[: rng.randint(0, 6)],
                    fingerprint=rng.choice((None, "ab" * 8)),
                )
            )
    teams = ()
    if rng.random() < 0.3:
        team_findings = tuple(
            samples.finding("team-legend", "error", _sentence(rng, unicode), d.source, 3, 1)
            for d in decks[:2]
        )
        teams = (
            TeamReport(
                rng.choice((None, "Red")), tuple(d.source for d in decks), False, team_findings
            ),
        )
    as_of = {d.source: dt.date(2026, 11, rng.randint(1, 29)) for d in decks if d.legal is not None}
    return samples.make_run(
        decks, teams=teams, deck_as_of=as_of, selected=rng.choice(((), ("banned",)))
    )


def _both(run, width: int, verbosity: int) -> tuple[str | None, str]:
    blocks = TextReporter(ReportOptions(width=width, verbosity=verbosity)).blocks(run)
    by_rich = "\n".join(line.rstrip() for line in _draw_rich(blocks, width, False).split("\n"))
    return _draw_plain(blocks, width), by_rich


@pytest.mark.parametrize("seed", range(16))
def test_plain_drawing_is_rich_drawing_without_colour(seed, samples):
    rng = random.Random(seed)
    run = _run(rng, samples, unicode=seed % 4 == 3)
    drawn = 0
    for width in WIDTHS:
        for verbosity in (-1, 0, 1):
            plain, by_rich = _both(run, width, verbosity)
            if plain is not None:
                assert plain == by_rich, f"width {width}, verbosity {verbosity}"
                drawn += 1
    if seed % 4 != 3:
        assert drawn >= len(WIDTHS) * 3 // 2  # the plain drawer covers most ASCII reports


def test_sample_reports_are_drawn_without_rich_at_usual_widths(run):
    for width in (80, 100, 200):
        plain, by_rich = _both(run, width, 1)
        assert plain is not None and plain == by_rich


def test_what_it_cannot_lay_out_exactly_goes_to_rich(samples):
    deck = DeckResult(source="decks/金克丝.deck.yaml", legal=True)
    run = samples.make_run([deck])
    assert _both(run, 80, 0)[0] is None
    out = TextReporter(ReportOptions(width=80)).render(run)
    assert "decks/金克丝.deck.yaml: LEGAL" in out
    with pytest.raises(_plain.Unsupported):
        _plain.wrap("a\tb", 10)


def test_wrapping_folds_words_longer_than_the_line():
    assert _plain.wrap("ab " + "x" * 12 + " cd", 5) == ["ab", "xxxxx", "xxxxx", "xx cd"]
    assert _plain.wrap("one two three", 8) == ["one two", "three"]
    assert _plain.wrap("", 8) == [""]
