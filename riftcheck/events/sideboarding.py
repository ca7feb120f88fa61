"""Deck checks by the format's sideboarding rules: what may change between the games of a match.

What sideboarding allows is ruleset data, dated like bans (the ``sideboarding:``
periods of ``rulesets/*.yaml``, validated by the ruleset schema): the period in
force on the judging date applies. The shipped rulesets say:

* Constructed (TR 403.4, 403.4.a-c): one-for-one exchanges between main deck
  and sideboard; the Chosen Champion may become another card that is itself a
  legal Chosen Champion for the legend; legend, runes and battlefields never
  change; the main deck keeps its 40 cards.
* Sealed and Draft (TR 602.4.a.7.a, 602.4.b.8.a): domain identity, rune deck,
  legend and champion may change; battlefields may become any of the pool or
  blank ones in best of three (602.3.e.4). Until 2026-10-09 the exchanges were
  one for one (403.4 then applied in every format); from the Tournament Rules
  of 2026-10-09 (403.4 "In constructed") they are free, and best-of-one Limited
  has no sideboarding at all (602.3.g; before it, the July 406.1.g let the head
  judge allow it). At casual play level (TR 205.2) a Limited deck may change
  freely (602.3.f): only the played deck's legality is checked.
* Best of one, every format: sideboard cards are never used in the first game
  of a match (TR 403.5), and a best-of-one match is its first game, so there is
  no sideboarding unless the head judge uses the altered setup of TR 406.1.h
  (July 406.1.g), in which players sideboard before each game "as if they were
  in between games of a best of 3 match". An event says so with
  ``best_of_one_sideboarding: true`` (``diff --best-of-one-sideboarding``);
  without it a best-of-one deck check allows no difference. The ruleset's
  ``best_of_one: head-judge`` says this; ``none`` (Limited from 2026-10-09,
  TR 602.3.g) refuses it even then.

In every format Neeko's three additional legends never change (TR 401.2.a),
and the played deck is itself checked with every deck rule (with the player's
pool in Sealed and Draft), so a played list that is illegal on its own is never
an allowed exchange. An event states ``best_of`` (1 or 3) and ``play_level``
(casual, competitive, professional); without them the defaults are best of
three and competitive, and the report says that they are defaults. A format whose
rules fix the games a match is judged so (the ruleset's ``best_of``: 2v2 is best of
one, CR 491.6, so it has no sideboarding but the head judge's altered setup in
Constructed and none in Sealed), and an event or ``--best-of`` asking for another
number is refused.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

from riftcheck.documents import cited
from riftcheck.models import Deck, Msg, Plural, rule_selection

#: The defaults of an event that does not say (the report names them as defaults).
DEFAULT_BEST_OF = 3
DEFAULT_PLAY_LEVEL = "competitive"


@dataclass(frozen=True)
class SideboardRules:
    """The sideboarding in force for one event: the ruleset's period and how the event is played.

    ``period`` is ``None`` when the ruleset states no sideboarding (a local
    ruleset that extends no shipped one): every difference then counts.
    ``stated`` names what the event file said (``best_of``, ``play_level``).
    ``cites`` are the citation keys as numbered in the rules documents in force
    on the judging date (``Ruleset.citations_on``): every rule the deck checks
    cite is a key, so an event of April cites April's numbers.
    """

    ruleset: str
    period: Any
    best_of: int = DEFAULT_BEST_OF
    play_level: str = DEFAULT_PLAY_LEVEL
    limited: bool = False
    stated: tuple[str, ...] = ()
    cites: Mapping[str, str | None] = field(default_factory=lambda: MappingProxyType({}))
    #: The event says the head judge uses the best-of-one altered setup (TR 406.1.h).
    altered_setup: bool = False
    #: The rule that fixes the format's games a match (``CR 491.6``: 2v2 is best of one), or
    #: ``None`` when an event chooses.
    format_games: str | None = None
    #: The path of a local ruleset whose own data decide the sideboarding on the judging date
    #: (its ``sideboarding:``, ``best_of`` or ``identity`` differ from the shipped ruleset's, or
    #: it extends none), ``None`` when the shipped data do: what it allows, the rules may not.
    local: str | None = None
    #: The shipped ruleset whose sideboarding the local one changes (``None``: it extends none).
    local_changes: str | None = None

    def cite(self, *keys: str) -> str:
        """``keys`` as numbered on the judging date (``TR 403.4``)."""
        return cited(keys, self.cites)

    @property
    def mode(self) -> str:
        """``none`` (no sideboarding: every difference counts), ``casual`` (the deck may change
        freely: only its legality), ``rules`` (the period's exchanges), ``unknown`` (no period)."""
        if self.period is None:
            return "unknown"
        # at casual play level a Limited deck may change freely between games and matches
        # (TR 602.3.f), best of one included
        if self.play_level == "casual" and self.period.get("casual") == "free":
            return "casual"
        if self.best_of == 1 and self._best_of_one() != "allowed":
            return "none"
        return "rules"

    def _best_of_one(self) -> str:
        """``allowed`` or why a best-of-one event has no sideboarding: ``none`` (the format has
        none, TR 602.3.g), ``first-game`` (TR 403.5: the head judge's altered setup not stated)."""
        said = (self.period or {}).get("best_of_one", "head-judge")
        if said == "none":
            return "none"
        if said == "head-judge" and not self.altered_setup:
            return "first-game"
        return "allowed"

    @property
    def in_force(self):
        """The period as this event plays it: in best of one, the period's ``best_of_one_fixed``
        zones are fixed too, each citing its own rules (``fixed_citation``): with the head
        judge's altered setup the legend and one of the three registered battlefields are placed
        before sideboarding (TR 406.1.h.1-.2), and best-of-one Limited plays the three registered
        battlefields (602.3.e.3; the pool's are best of three's, 602.3.e.4)."""
        extra = (self.period or {}).get("best_of_one_fixed") if self.best_of == 1 else None
        if not extra:
            return self.period
        return {
            **self.period,
            "fixed": tuple(dict.fromkeys((*self.period.get("fixed", ()), *extra))),
            "fixed_citation": {**self.period.get("fixed_citation", {}), **extra},
        }

    @property
    def citation(self) -> str:
        """The rules cited for the deck checks (``TR 403.4``)."""
        if self.mode == "none":
            if self._best_of_one() == "first-game":
                return self.cite("tr.first-game", "tr.best-of-one-sideboarding")
            return self.cite("tr.limited-best-of-one")
        if self.mode == "casual":
            return self.cite("tr.limited-casual")
        if self.period is None:
            return self.cite("tr.decklist-locked")
        keys = tuple(self.period.get("citation", ()))
        if self.best_of == 1:
            keys += ("tr.best-of-one-sideboarding",)
        return self.cite(*keys)

    @property
    def allowed_by_local(self) -> bool:
        """The deck checks allow what a local ruleset's own sideboarding data allow (not the
        shipped ruleset's): the report says the allowance is the local ruleset's."""
        return self.local is not None and self.mode in ("rules", "casual")

    def text(self) -> str:
        """``sideboarding by TR 403.4 (best of three, competitive: the defaults)``, for headers;
        then, when a local ruleset's own data allow it, that they are not the shipped ones."""
        said = self._text()
        if not self.allowed_by_local:
            return said
        # the local ruleset's path is on the Changed: line already
        if self.local_changes is None:
            local = Msg(
                "this sideboarding is the local ruleset's own, which extends no shipped "
                "ruleset: the rules in force may not allow what it allows"
            )
        else:
            local = Msg(
                "this sideboarding is the local ruleset's, not the shipped {name}'s: the "
                "rules in force may not allow what it allows",
                name=self.local_changes,
            )
        return Msg("{a}; {b}", a=said, b=local)

    def _text(self) -> str:
        games = games_msg(self.best_of)
        if self.format_games:
            # the format's own number of games is no default an event could change
            games = Msg("{games} by the format [{cite}]", games=games, cite=self.format_games)
        level = {
            "casual": Msg("casual"),
            "competitive": Msg("competitive"),
            "professional": Msg("professional"),
        }[self.play_level]
        how = Msg("{games}, {level} play level", games=games, level=level)
        unstated = [
            k
            for k in ("best_of", "play_level")
            if k not in self.stated and not (k == "best_of" and self.format_games)
        ]
        if unstated:
            how = Plural(
                len(unstated),
                "{how}; {keys}: the default",
                "{how}; {keys}: the defaults",
                how=how,
                keys=", ".join(unstated),
            )
        if self.altered_setup and self.best_of != 1:
            # said, not dropped: the head judge's altered setup is a best-of-one procedure
            how = Msg("{how}; best_of_one_sideboarding: not used in best of three", how=how)
        if self.mode == "unknown":
            return Msg(
                "deck checks: ruleset {ruleset} states no sideboarding, so every difference counts",
                ruleset=self.ruleset,
            )
        if self.mode == "none" and self._best_of_one() == "first-game":
            return Msg(
                "deck checks: no sideboarding in best of one ({cite}): sideboard cards are not "
                "used in the first game of a match, and the head judge's altered setup is not "
                "stated (best_of_one_sideboarding: true in the event file, or "
                "--best-of-one-sideboarding), so every difference counts ({how})",
                cite=self.citation,
                how=how,
            )
        if self.mode == "none":
            if self.altered_setup:
                how = Msg(
                    "{how}; best_of_one_sideboarding: not used, the altered setup does not "
                    "apply to best-of-one Limited",
                    how=how,
                )
            return Msg(
                "deck checks: no sideboarding in best-of-one Limited ({cite}), so every "
                "difference counts ({how})",
                cite=self.citation,
                how=how,
            )
        if self.best_of == 1 and self.mode == "rules":
            how = Msg(
                "{how}; the head judge's altered setup, sideboarding before each game", how=how
            )
        if self.mode == "casual":
            return Msg(
                "deck checks: at casual play level a Limited deck may change freely ({cite}); "
                "the played deck must be legal ({how})",
                cite=self.citation,
                how=how,
            )
        return Msg(
            "deck checks allow the sideboarding of {cite} ({how})", cite=self.citation, how=how
        )


def sideboarding_rules(
    rs: Any,
    day,
    event: Any = None,
    *,
    best_of: int | None = None,
    play_level: str | None = None,
    altered_setup: bool | None = None,
) -> SideboardRules:
    """The sideboarding of ruleset ``rs`` on ``day`` for ``event`` (or the options given).

    A format whose rules fix the games a match (the ruleset's ``best_of``: 2v2 is best of one,
    CR 491.6) is judged so; :func:`format_best_of` refuses a stated other number first."""
    best_of = best_of or getattr(event, "best_of", None)
    fixed = format_best_of(rs, day)
    play_level = play_level or getattr(event, "play_level", None)
    if altered_setup is None:
        altered_setup = getattr(event, "best_of_one_sideboarding", None)
    stated = tuple(
        k
        for k, v in (
            ("best_of", best_of),
            ("play_level", play_level),
            ("best_of_one_sideboarding", altered_setup),
        )
        if v is not None
    )
    return SideboardRules(
        ruleset=rs.name,
        period=rs.sideboarding_on(day),
        best_of=best_of or (fixed[0] if fixed else DEFAULT_BEST_OF),
        play_level=play_level or DEFAULT_PLAY_LEVEL,
        limited=getattr(rs, "identity", "legend") == "limited",
        stated=stated,
        cites=rs.citations_on(day),
        altered_setup=bool(altered_setup),
        format_games=fixed[1] if fixed else None,
        **_local(rs, day),
    )


def _local(rs: Any, day) -> dict[str, str | None]:
    """``local`` and ``local_changes`` of :class:`SideboardRules`: a local ruleset whose data that
    decide the sideboarding on ``day`` (the period in force, the format's games, the identity that
    makes it Limited) are not those of the shipped ruleset it is compared with, or that extends
    none; empty for a shipped ruleset or a local one with the shipped data."""
    if getattr(rs, "shipped", True) or getattr(rs, "path", None) is None:
        return {}
    from riftcheck.rulesets import shipped_counterpart

    shipped = shipped_counterpart(rs)
    if shipped is None:
        return {"local": rs.path}

    def decides(r: Any) -> tuple:
        return r.sideboarding_on(day), r.best_of, r.identity

    if decides(rs) == decides(shipped):
        return {}
    return {"local": rs.path, "local_changes": shipped.name}


def format_best_of(rs: Any, day) -> tuple[int, str] | None:
    """The games a match of ``rs``'s format always has and the rule that says so, as numbered on
    ``day`` (``(1, "CR 491.6")`` for 2v2), or ``None`` when an event chooses."""
    said = getattr(rs, "best_of", None)
    if not said:
        return None
    return said["games"], cited((said["citation"],), rs.citations_on(day))


def games_msg(n: int) -> str:
    """``best of one`` / ``best of three``."""
    return Msg("best of three") if n == 3 else Msg("best of one")


def refused_best_of(rs: Any, day, stated: int | None, what: str) -> str | None:
    """Why ``stated`` games a match (``what``: ``--best-of 3``, ``best_of: 3``) cannot be judged
    under ``rs`` on ``day`` (its format fixes another number), or ``None``."""
    fixed = format_best_of(rs, day)
    if fixed is None or stated is None or stated == fixed[0]:
        return None
    return Msg(
        "{what}: a {format} match is {games} ({cite}); remove it or give {fixed}",
        what=what,
        format=rs.format,
        games=games_msg(fixed[0]),
        cite=fixed[1],
        fixed=f"{what.split(' ')[0]} {fixed[0]}",
    )


#: What stays when a Limited deck may change freely: Neeko's legends only (TR 401.2.a).
_FREE = {
    "exchange": "free",
    "fixed": ("additional_legends",),
    "champion": "any",
    "citation": ("tr.limited-casual",),
}


def deck_check(registered: Deck, played: Deck, j: Any, pool: Deck | None = None):
    """The deck check of ``played`` against ``registered`` under ``j`` (a
    :class:`~riftcheck.events.check.Judging`, or anything with ``db``, ``rs``, ``day``,
    ``select``, ``ignore``, ``sideboarding`` and ``sideboard_rules``), with the player's
    ``pool``: a :class:`~riftcheck.events.diff.DeckDiff`."""
    from riftcheck.events.diff import CHAMPION, DiffProblem, diff_decks

    rules: SideboardRules = j.sideboard_rules
    # the played deck's own verdict first, with or without sideboarding (diff and event alike):
    # a played deck illegal on its own (printings not in the pool, identical otherwise) is never
    # an allowed exchange (atkE 2, atkO 4); the champion's note is said by it
    illegal, not_checked, refused, own = _played_illegal(played, j, pool, DiffProblem)
    # the rules --select/--ignore left out: a partial check, said in the verdict as check says it
    left_out = tuple(rule_selection(j.select, j.ignore))
    if not j.sideboarding:
        d = diff_decks(registered, played, cites=rules.cites)
        return replace(
            d,
            problems=(*d.problems, *illegal),
            not_checked=not_checked,
            left_out=left_out,
            own_errors=len(illegal),
            own_findings=tuple(own),
        )
    mode = rules.mode
    if mode in ("none", "unknown"):
        d = diff_decks(registered, played, cites=rules.cites)
        cite = rules.citation if mode == "none" else None
        d = replace(
            d,
            sideboarding=True,
            problems=tuple(replace(p, citation=cite or p.citation) for p in d.problems),
        )
    else:
        period = _FREE if mode == "casual" else rules.in_force
        if rules.limited and pool is not None:
            period = {**period, "pool_known": True}
        d = diff_decks(
            registered,
            played,
            sideboarding=True,
            rules=period,
            cites=rules.cites,
            refused=refused,
        )
        if period.get("exchange") == "free" and pool is None:
            d = replace(d, problems=d.problems + tuple(_outside(registered, played, rules, period)))
        if not rules.limited and _champion_changed(registered, played):
            # a Constructed refusal of the new champion cites Constructed's exchange rule (TR
            # 403.4.a) beside the rule's own (the Core Rules' Champion unit)
            exchange = rules.cite(CHAMPION)
            illegal = [
                replace(p, citation=", ".join(c for c in (exchange, p.citation) if c))
                if p.message.params.get("rule") == "chosen-champion"
                else p
                for p in illegal
            ]
    notices = (*d.notices, rules.text())
    return replace(
        d,
        problems=(*d.problems, *illegal),
        notices=notices,
        citation=rules.citation,
        local=rules.allowed_by_local,
        not_checked=not_checked,
        left_out=left_out,
        own_errors=len(illegal),
        own_findings=tuple(own),
    )


def _champion_changed(registered: Deck, played: Deck) -> bool:
    """The played deck names another Chosen Champion than the registered list."""
    from riftcheck.events.diff import _key

    return bool(played.champion) and {_key(e) for e in registered.champion} != {
        _key(e) for e in played.champion
    }


def _outside(registered: Deck, played: Deck, rules: SideboardRules, period) -> list:
    """Without the pool: cards of the played deck that the registered list and sideboard never held
    (runes come from any source, TR 602.4.a.4; blank battlefields are no cards)."""
    from riftcheck.events.diff import DiffProblem, _name, _Zone

    zones = ("legend", "champion", "main", "battlefields", "sideboard")
    had, has = _Zone(registered.entries(*zones)), _Zone(played.entries(*zones))
    out = []
    for k, n in has.counts.items():
        r = had.counts.get(k, 0)
        if n > r:
            e = has.first[k]
            # by counts when the card was registered, only fewer times (issue 25)
            msg = (
                Msg(
                    "{n} {card} played but not in the registered list or sideboard, and no "
                    "pool was given to say where it came from",
                    n=n,
                    card=_name(e),
                )
                if r == 0
                else Msg(
                    "{played} {card} played, {registered} in the registered list and sideboard: "
                    "{n} more than registered, and no pool was given to say where they came from",
                    played=n,
                    registered=r,
                    n=n - r,
                    card=_name(e),
                )
            )
            out.append(
                DiffProblem(
                    msg,
                    e.location,
                    rules.cite(*period.get("citation", ())),
                    fix=Msg("give the player's pool (a pool column, or --pool)"),
                )
            )
    return out


def _played_illegal(played: Deck, j: Any, pool: Deck | None, problem_type) -> tuple:
    """The played deck checked with every deck rule: each error is a problem of the deck check;
    what that check could not check (``pool``: no pool given), which makes it partial; the
    rules it refuses the deck by (its verdict, which the Chosen Champion's note is said by); and
    its warnings and infos, said as check says them (never dropped)."""
    from riftcheck import engine
    from riftcheck.runner.read import deck_pool

    given = deck_pool(played, j.db, j.rs, pool)
    result = engine.check_deck(
        played,
        j.db,
        j.rs,
        j.day,
        j.select,
        j.ignore,
        given.pool,
        unavailable=given.unavailable,
    )
    out, refused, own = [], [], []
    for f in result.findings:
        if f.severity in ("warning", "info"):
            own.append(
                problem_type(
                    Msg(
                        "the played deck on its own ({rule}): {message}",
                        rule=f.rule,
                        message=f.message,
                    ),
                    f.location,
                    f.citation,
                    fix=f.fix,
                    severity=f.severity,
                )
            )
            continue
        if f.severity != "error":
            continue
        refused.append(f.rule)
        out.append(
            problem_type(
                Msg(
                    "the played deck is not legal on its own ({rule}): {message}",
                    rule=f.rule,
                    message=f.message,
                ),
                f.location,
                f.citation,
                fix=f.fix,
            )
        )
    return out, tuple(result.not_checked), tuple(refused), own
