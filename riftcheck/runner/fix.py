"""``--fix``: apply the safe fixes (:mod:`riftcheck.fixes`) to deck files, editing them in place.

Each deck file is edited line by line (:mod:`riftcheck.runner.fixedit`): only the lines a fix
changes change. Before anything is written the edited text is read back (it must read as the
fixed deck) and checked as the run checks it (it must not check worse: no new error, no legal
deck made illegal); when the whole set does, the fixes that do not check worse alone are
judged together and written without the others, each fix left out said with its reason. A file
whose mode forbids writing, or with more than one hard link, is not written. Each refusal says
why.
"""

from __future__ import annotations

import os
import re
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from riftcheck.infra.errors import InputError
from riftcheck.models import FixReport, Msg, Plural, listed
from riftcheck.runner.discover import discover_decks


def fix_decks(
    paths: Sequence[str | os.PathLike],
    *,
    cards: str | os.PathLike | None = None,
    config: Any = None,
    max_bytes: int | None = None,
    ruleset: str | None = None,
    as_of=None,
    region: str | None = None,
    team: bool = False,
    stdin_text: str | None = None,
    pool: str | os.PathLike | None = None,
) -> list[FixReport]:
    """Apply the safe fixes to every deck file named by ``paths`` and write each changed one back,
    atomically, edited in place. Decks that cannot be read, stdin and deck codes are skipped with
    the reason (the check that follows reports an unreadable deck as usual). ``ruleset``,
    ``as_of`` and ``region`` are the run's: a fix that would check worse is not written. With
    ``team`` no move brings in a battlefield a teammate's deck uses (CR 491.8.i), and the team is
    judged with every deck as the check reads it: ``stdin_text`` is the ``-`` teammate's text
    (atkA 2: a teammate piped in was left out of the team guard)."""
    from riftcheck.cards.db import CardDB
    from riftcheck.config import Config, load_config
    from riftcheck.decks.read import DEFAULT_MAX_BYTES
    from riftcheck.rules.team_battlefields import used_by
    from riftcheck.rulesets import load_ruleset
    from riftcheck.runner.plan import run_options

    if config is None:
        config = load_config()
    elif config is False:
        config = Config()
    # the configuration's values as check reads them: a bad ruleset: or region: at its line
    opts = run_options(
        config, as_of=as_of, select=(), ignore=(), ruleset=ruleset, cards=cards, region=region
    )
    cards = opts.cards
    db = CardDB.load(Path(cards) if cards is not None else None)
    rs = load_ruleset(opts.ruleset).for_region(opts.region)
    judge = _Judge(db, rs, opts.as_of)
    limit = max_bytes or DEFAULT_MAX_BYTES
    given = [os.fspath(p) for p in paths]
    if team:
        from riftcheck.runner.discover import team_file

        # a team file (``team: [a.txt, b.txt]``) names the decks fixed, as it names those checked
        # (atkA 3: it was read as a deck, "unknown key 'team'")
        paths, _ = team_file(paths)
    srcs = list(discover_decks(paths, config.include, config.exclude, config.root))
    _refuse_descriptors(srcs)
    # every deck read once, first: the pools their ``pool:`` keys name are known before any write
    decks = _decks(srcs, db, limit, stdin_text)
    inputs = _Inputs(
        _inputs(
            # ``--pool -`` is standard input, no file of the folder
            [(pool, Msg("the pool given with --pool"))] if pool not in (None, "-") else [],
            decks,
            [g for g in given if g not in srcs] if team else [],
            rs,
            opts.cards,
            config.path,
        )
    )
    done = [
        _left_alone(src, inputs)
        or _fix_one(
            src,
            db,
            limit,
            judge,
            used_by([d for other, d in decks.items() if other != src]) if team else None,
            write=not team,
            deck=decks.get(src),
        )
        for src in srcs
    ]
    if team:
        done = _judge_team(srcs, done, db, limit, judge, stdin_text)
    return [
        r if isinstance(r, FixReport) else _write(r.src, r.plan, r.changes, r.notes) for r in done
    ]


def _inputs(given, decks: dict, team_files, rs, cards, config_path) -> list[tuple[str, Any]]:
    """The files the run reads that are not decks to fix, each with what it is: ``given`` (the
    ``--pool`` file), the pool each deck of ``decks`` names by its ``pool:`` key (the decks that
    name it listed), the team files, the ruleset and the rulesets it extends, the card database
    and the configuration."""
    from riftcheck.runner.read import pool_path

    out = [(os.fspath(p), why) for p, why in given]
    named: dict[str, list[str]] = {}
    for src, deck in decks.items():
        if not deck.pool:
            continue
        try:
            path = os.fspath(pool_path(deck))
        except InputError:  # outside the deck's folder, the deck itself: the check says so
            continue
        named.setdefault(path, []).append("<stdin>" if src == "-" else os.fspath(src))
    out.extend((p, Msg("the pool of {decks}", decks=listed(ds))) for p, ds in named.items())
    out.extend((f, Msg("the team file")) for f in team_files)
    for f in (getattr(rs, "path", None), *getattr(rs, "parent_paths", ())):
        if f is not None:
            out.append((os.fspath(f), Msg("a ruleset of the run")))
    if cards is not None:
        out.append((os.fspath(cards), Msg("the card database")))
    if config_path is not None:
        out.append((os.fspath(config_path), Msg("the configuration")))
    return out


class _Inputs:
    """The run's other inputs (:func:`_inputs`) by identity, compared as the check compares a pool
    with its deck (:func:`riftcheck.runner.read.same_path`): the resolved path, and the device
    and inode, so a link or another spelling is caught. One lookup a deck file, however many
    decks name a pool of their own."""

    def __init__(self, inputs: list[tuple[str, Any]]):
        self.by_key: dict[Any, list] = {}
        for path, why in inputs:
            for key in _keys(path):
                self.by_key.setdefault(key, []).append(why)

    def whys(self, src: str) -> list:
        out: list = []
        for key in _keys(src):
            out.extend(w for w in self.by_key.get(key, ()) if w not in out)
        return out


def _keys(path: str) -> list:
    """What identifies the file ``path`` names: its resolved path, and its device and inode."""
    out: list = []
    try:
        out.append(Path(path).resolve())
        st = os.stat(path)
        out.append((st.st_dev, st.st_ino))
    except (OSError, RuntimeError, ValueError):
        pass
    return out


def _left_alone(src: str, inputs: _Inputs) -> FixReport | None:
    """The report of a file not fixed because the run reads it as another input, or ``None``. A
    pool is the cards opened, not a deck: merging or moving its lines would change what every
    deck of it is judged against."""
    if src == "-":
        return None
    whys = inputs.whys(src)
    if not whys:
        return None
    return FixReport(
        src,
        skipped=Msg(
            "left alone: the file is {what}, which the run reads; --fix rewrites only the decks "
            "it fixes",
            what=listed(whys),
        ),
    )


def _refuse_descriptors(srcs) -> None:
    """Exit 2, before anything is written, when a deck path is a file descriptor link: ``--fix
    /dev/stdin < deck.txt`` would rewrite deck.txt, a file the user never named (atkH 3)."""
    from riftcheck.infra.errors import UsageError
    from riftcheck.infra.fileio import descriptor_link

    for src in srcs:
        if src != "-" and descriptor_link(src):
            raise UsageError(
                Msg(
                    "--fix: {path} is a file descriptor (standard input or an open file), not a "
                    "deck file named by its own path: refusing to write into it",
                    path=os.fspath(src),
                ),
                hint=Msg("name the deck file itself: riftcheck check --fix deck.txt"),
            )


class _Pending:
    """A deck file's fixes planned and judged alone, not yet written (a team's are judged together
    first)."""

    def __init__(self, src, deck, plan, changes, notes):
        self.src, self.deck, self.plan, self.changes, self.notes = src, deck, plan, changes, notes

    def refused(self, why) -> FixReport:
        from riftcheck.runner.fixedit import unmade

        return FixReport(self.src, tuple(unmade(c) for c in self.changes), self.notes, skipped=why)


def _judge_team(
    srcs, done: list, db, max_bytes: int, judge: _Judge, stdin_text: str | None = None
) -> list:
    """``done`` (each deck's report, or its fixes pending) with the pending fixes that would give
    the team a new team error refused (atkF item 10: both decks' Star Spring moved into their
    battlefields, a teammate's legend moved into an empty ``Legend:``): each deck's fixes are
    judged with the others' decks as they are, then the fixes left are judged together; fixes
    that are each fine but clash together are all refused, as which deck changes is the player's
    choice."""
    from riftcheck.infra.errors import UsageError
    from riftcheck.infra.fileio import ReadRefused

    pending = [i for i, r in enumerate(done) if isinstance(r, _Pending)]
    if not pending:
        return done
    try:
        base = [
            r.deck if isinstance(r, _Pending) else _read(src, db, max_bytes, stdin_text)
            for src, r in zip(srcs, done, strict=True)
        ]
        judge.team_worse(base, base)
    except (InputError, UsageError, ReadRefused, _Unread):
        return (
            done  # no team to judge (a deck unreadable, a team of the wrong size): the check says
        )
    out = list(done)
    kept = []
    for i in pending:
        trial = [done[i].plan.fixed if j == i else d for j, d in enumerate(base)]
        new = judge.team_worse(base, trial)
        if new:
            out[i] = done[i].refused(
                Msg("not written: the team would have new errors ({rules})", rules=listed(new))
            )
        else:
            kept.append(i)
    if len(kept) > 1:
        trial = [done[j].plan.fixed if j in kept else d for j, d in enumerate(base)]
        new = judge.team_worse(base, trial)
        if new:
            for i in kept:
                out[i] = done[i].refused(
                    Msg(
                        "not written: with the teammates' fixes the team would have new errors "
                        "({rules}); which deck changes is the player's choice",
                        rules=listed(new),
                    )
                )
    return out


def _decks(srcs, db, max_bytes: int, stdin_text: str | None = None) -> dict:
    """Each readable deck, by source: its teammates' battlefields are the ones no move brings in
    (:func:`riftcheck.rules.team_battlefields.used_by`, the fact the team check's advice uses)."""
    from riftcheck.infra.fileio import ReadRefused

    out: dict = {}
    for src in srcs:
        try:
            deck = _read(src, db, max_bytes, stdin_text)
        except (InputError, ReadRefused, _Unread):
            continue
        out[src] = deck
    return out


class _Unread(Exception):
    """A deck :func:`_read` was not given the text of."""


def _read(src: str, db, max_bytes: int, stdin_text: str | None):
    """The deck of ``src`` as the check reads it: ``-`` is ``stdin_text``."""
    from riftcheck.decks import read_deck

    if src == "-":
        if stdin_text is None:  # not given (the API's caller): a deck not known, not judged
            raise _Unread
        return read_deck(src, db, text=stdin_text, max_bytes=max_bytes)
    return read_deck(src, db, max_bytes=max_bytes)


class _Judge:
    """The run's check of one deck, to compare a deck before and after its fixes."""

    def __init__(self, db, rs, as_of):
        self.db, self.rs, self.as_of = db, rs, as_of
        #: (the deck as it is, its check): :meth:`worse` judges several sets of its fixes
        self._before = None

    def cite(self, deck):
        """``cite(key)``: a citation key as numbered on the day ``deck`` is judged (the run's date,
        else the deck's event date, else today), as the check's findings number it."""
        import datetime as dt

        from riftcheck.documents import cited

        day = self.as_of or deck.event_date or dt.date.today()
        numbers = self.rs.citations_on(day)
        return lambda key: cited([key], numbers)

    def left(self, deck) -> tuple:
        """What a deck with nothing safe to fix is left with, and why: the rules of its errors,
        each the player's to settle (the README's promise, atkA 21: "nothing safe to fix" alone
        named neither); nothing for a deck without errors. (A deck with notes has them say what
        was kept and why.)"""
        from riftcheck.runner.read import check_deck

        result = check_deck(deck, self.db, self.rs, as_of=self.as_of)
        rules = sorted({f.rule for f in result.findings if f.severity == "error"})
        if not rules:
            return ()
        return (
            Plural(
                len(rules),
                "nothing safe to fix: the error left ({rules}) is the player's to settle (--fix "
                "never adds, removes or replaces a card by a guess)",
                "nothing safe to fix: the errors left ({rules}) are the player's to settle (--fix "
                "never adds, removes or replaces a card by a guess)",
                rules=listed([f"'{r}'" for r in rules]),  # ids, as "rule 'rune-deck'" says
            ),
        )

    def worse(self, before, after) -> str | None:
        """Why ``after`` checks worse than ``before`` (a new error, legal made illegal), or ``None``."""
        from riftcheck.runner.read import check_deck

        # the deck as it is is checked once however many sets of its fixes are judged against it
        cached = self._before
        if cached is None or cached[0] is not before:
            cached = self._before = (before, check_deck(before, self.db, self.rs, as_of=self.as_of))
        a = cached[1]
        b = check_deck(after, self.db, self.rs, as_of=self.as_of)
        # findings, not rules: a new problem of a rule already failing (a duplicate battlefield
        # where the battlefield count was wrong) is worse too
        was = Counter(_problem(f) for f in a.findings if f.severity == "error")
        now = Counter(_problem(f) for f in b.findings if f.severity == "error")
        new = sorted({k[0] for k in now if now[k] > was.get(k, 0)})
        if a.legal is True and b.legal is not True:
            return Msg("the fixed deck would be illegal, and the deck is legal as it is")
        if new:
            return Msg("the fixed deck would have new errors ({rules})", rules=listed(new))
        return None

    def team_worse(self, before, after) -> list[str]:
        """The rules of the team errors the team of decks ``after`` has that ``before`` has not."""
        from riftcheck.rules.team_battlefields import WRITTEN_ELSEWHERE
        from riftcheck.runner.read import check_team

        def errors(team):
            # a battlefield a deck writes outside its battlefields is that deck's misplaced card,
            # not a battlefield the teammates share: the question is whether a fix makes them share
            return Counter(
                _problem(f)
                for f in team.team_findings
                if f.severity == "error"
                and getattr(f.message, "template", None) != WRITTEN_ELSEWHERE
            )

        was = errors(check_team(before, self.db, self.rs, as_of=self.as_of))
        now = errors(check_team(after, self.db, self.rs, as_of=self.as_of))
        return sorted({k[0] for k in now if now[k] > was.get(k, 0)})


def _problem(finding) -> tuple:
    """A finding as the problem it names: its rule, its message's template and the cards it names
    with the words of it, not its numbers (``main deck has 39 cards`` and ``38 cards`` are one
    problem)."""
    msg = finding.message
    template = getattr(msg, "template", None)
    if template is None:
        return (finding.rule, re.sub(r"\d+", "#", str(msg)))
    if not finding.cards:
        # a finding of the deck as a whole (a size, a count) names no card: its words are counts
        # and asides ("6 runes (6 of them written under MainDeck:)" then "6 runes"), one problem
        # however they change (atkG item 16: the three count findings the deck already had were
        # said to be new once the moves changed their asides)
        return (finding.rule, template)
    params = getattr(msg, "params", None) or {}
    words = tuple(
        sorted(
            (k, re.sub(r"\d+", "#", str(v))) for k, v in params.items() if not isinstance(v, int)
        )
    )
    cards = tuple(sorted(c.name for c in finding.cards))
    return (finding.rule, template, cards, words)


def write_refusal(path: str) -> str | None:
    """Why ``--fix`` must not write ``path``, judged by ``stat`` (so it holds for root, as CI runs):
    a file whose mode gives its owner no write permission, or a file with more than one hard link
    (replacing it would give this name a new file and leave the others on the old one)."""
    import stat

    try:
        st = os.stat(path)
    except OSError as exc:
        from riftcheck.infra.fileio import reason

        return Msg("not written: {why}", why=reason(exc))
    if not st.st_mode & stat.S_IWUSR:
        return Msg(
            "not written: the file is read-only (mode {mode})",
            mode=f"{stat.S_IMODE(st.st_mode):04o}",
        )
    if st.st_nlink > 1:
        return Msg(
            "not written: the file has {n} hard links, and writing it would split them (this name "
            "would get the fixed deck, the others keep the old one); fix a copy, or each link by hand",
            n=st.st_nlink,
        )
    return None


def _fix_one(
    src: str,
    db: Any,
    max_bytes: int,
    judge: _Judge,
    teammates: dict | None = None,
    write: bool = True,
    deck: Any = None,
) -> FixReport | _Pending:
    from riftcheck.decks import read_deck
    from riftcheck.decks.read import _read_parts
    from riftcheck.fixes import WRITABLE
    from riftcheck.infra.fileio import ReadRefused, read_bytes
    from riftcheck.runner.fixedit import unmade

    if src == "-" or not os.path.isfile(src):
        return FixReport(
            src, skipped=Msg("not a file (standard input or a deck code): nothing to write back")
        )
    try:
        if deck is None:  # not read yet, or unreadable: read here, where why is said
            deck = read_deck(src, db, max_bytes=max_bytes)
        parts = _read_parts(src, None, None, max_bytes)
        raw = read_bytes(src, max_bytes)
    except (InputError, ReadRefused) as exc:
        return FixReport(src, skipped=Msg("cannot be read ({why})", why=exc.message))
    if deck.input_format not in WRITABLE:
        return FixReport(
            src, skipped=Msg("a {format} deck is not rewritten", format=deck.input_format)
        )
    plan, refused = _planned(src, deck, parts, raw, db, judge, max_bytes, teammates)
    changes, notes = tuple(plan.changes), tuple(plan.notes)
    if not changes:
        return FixReport(src, notes=notes or judge.left(deck))
    refused = refused or write_refusal(src)
    if refused is not None:
        return FixReport(src, tuple(unmade(c) for c in changes), notes, skipped=refused)
    if not write:
        return _Pending(src, deck, plan, changes, notes)
    return _write(src, plan, changes, notes)


def _planned(src, deck, parts, raw: bytes, db, judge: _Judge, max_bytes: int, teammates=None):
    """The safe fixes of ``deck`` planned as edits of ``raw`` (its file's bytes), and why the
    edited file must not be written (``None``: it may; ``plan.data`` and ``plan.fixed`` are then
    the edited bytes and the deck they read as). The one planner and judge of ``check --fix``
    and ``convert --fix``."""
    from riftcheck.runner.fixedit import Source, plan_fixes

    cp1252 = any(n.code == "windows-1252" for n in deck.notices)
    source = Source.of(raw, "cp1252" if cp1252 else "utf-8")

    def planned(hold=frozenset()):
        return plan_fixes(
            parts, deck, db, source, deck.input_format, teammates, judge.cite(deck), hold
        )

    plan = planned()
    if not plan.changes:
        return plan, None
    refused = _check_edit(src, deck, plan, db, judge, max_bytes)
    if refused is not None and plan.worse is not None:
        safe = _safe_subset(src, deck, plan, planned, parts, db, judge, max_bytes)
        if safe is not None:
            return safe, None
    return plan, refused


#: The most edited lines whose fixes are judged one by one when the whole set checks worse (each
#: is one more check of the deck); past it the set is refused whole, as before.
_SUBSET_LINES = 60


def _safe_subset(src, deck, plan, planned, parts, db, judge: _Judge, max_bytes: int):
    """When ``plan`` (every safe fix) checks worse, the plan of the fixes that do not: each edited
    line's fixes are judged alone (the other lines held as written), those that check worse alone
    are left out, and the rest are judged together; the plan of the rest, checked and ready to
    write, its notes saying each fix left out and why, or ``None`` (the rest check worse
    together too, or every fix does alone: then nothing is written, as before). atkL 1: one
    refused fix kept every other one from being written."""
    from riftcheck.runner.fixedit import touched

    lines = touched(plan, parts, db)
    if len(lines) < 2 or len(lines) > _SUBSET_LINES:
        return None
    bad: dict[int, tuple] = {}
    for n in lines:
        alone = planned(frozenset(lines) - {n})
        if alone.changes and _check_edit(src, deck, alone, db, judge, max_bytes) is not None:
            bad[n] = (alone.changes, alone.worse)
    if not bad or len(bad) == len(lines):
        return None
    rest = planned(frozenset(bad))
    if not rest.changes or _check_edit(src, deck, rest, db, judge, max_bytes) is not None:
        return None
    for changes, why in bad.values():
        for c in changes:
            rest.notes.append(
                Msg(
                    "left out of the fixes written: {change}, as with it {why}",
                    change=c,
                    why=why if why is not None else Msg("the edited file would be refused"),
                )
            )
    return rest


def fixed_deck(
    src: str,
    deck,
    db,
    *,
    text: str | None = None,
    max_bytes: int | None = None,
    config: Any = None,
) -> tuple[Any, FixReport]:
    """``deck`` (read from ``src``, or from ``text`` for stdin) with the safe fixes ``check --fix``
    would write into its file, judged as ``check --fix`` judges them (the run's configured
    ruleset, region and date), and the report of them. A fix ``check --fix`` would refuse is
    refused here with the same reason: the deck comes back unfixed, the report's ``skipped``
    says why and its changes say what would have been done. Nothing is written."""
    from riftcheck.config import load_config
    from riftcheck.decks.read import DEFAULT_MAX_BYTES, _read_parts
    from riftcheck.fixes import WRITABLE
    from riftcheck.infra.fileio import ReadRefused, read_bytes
    from riftcheck.rulesets import load_ruleset
    from riftcheck.runner.fixedit import unmade
    from riftcheck.runner.plan import DEFAULT_RULESET

    name = str(src)
    if deck.input_format not in WRITABLE:
        return deck, FixReport(
            name,
            skipped=Msg(
                "a {format} deck is not fixed (--fix fixes a YAML, JSON or text deck)",
                format=deck.input_format,
            ),
        )
    config = load_config() if config is None else config
    limit = max_bytes or DEFAULT_MAX_BYTES
    try:
        parts = _read_parts(src, text, deck.input_format, limit)
        raw = text.encode("utf-8") if text is not None else read_bytes(src, limit)
    except (InputError, ReadRefused) as exc:
        return deck, FixReport(name, skipped=Msg("cannot be read ({why})", why=exc.message))
    rs = load_ruleset(config.ruleset or DEFAULT_RULESET)
    rs = rs.for_region(((config.region or "").strip().casefold()) or None)
    judge = _Judge(db, rs, config.as_of)
    plan, refused = _planned(src, deck, parts, raw, db, judge, limit)
    changes, notes = tuple(plan.changes), tuple(plan.notes)
    if not changes:
        return deck, FixReport(name, notes=notes or judge.left(deck))
    if refused is not None:
        return deck, FixReport(name, tuple(unmade(c) for c in changes), notes, skipped=refused)
    return plan.fixed, FixReport(name, changes, notes, written=True)


def _check_edit(src, deck, plan, db, judge: _Judge, max_bytes: int) -> str | None:
    """Why the edited file must not be written: it does not read as the fixed deck, cannot be
    written in the file's encoding, or checks worse than the deck as it is."""
    from riftcheck.decks import read_deck
    from riftcheck.decks.read import _read_parts
    from riftcheck.runner.fixedit import reads_as

    edited = plan.edits.apply()
    try:
        data = edited.encode()
    except UnicodeEncodeError:
        return Msg(
            "not written: a fixed name cannot be written in the file's encoding ({encoding}); "
            "save the file as UTF-8",
            encoding=edited.encoding,
        )
    text = data.decode(edited.encoding)
    if text.startswith("\ufeff"):
        text = text[1:]
    fmt = deck.input_format
    try:
        parts = _read_parts(src, text, fmt, max_bytes)
        fixed = read_deck(src, db, text=text, input_format=fmt, max_bytes=max_bytes)
    except InputError as exc:
        return Msg("not written: the edited file would not read ({message})", message=exc.message)
    if reads_as(parts, db) != plan.expected:
        flow = _flow_keys(text) if fmt == "yaml" else []
        if flow:
            return Msg(
                "not written: the deck writes {keys} as YAML flow lists ([a, b, ...]), where a "
                "fixed name may not stay one item (a comma in a name starts another); nothing was "
                "written: write each one '- ' item a line, or fix the names by hand",
                keys=", ".join(flow),
            )
        return Msg(
            "not written: the edited file would not read as the fixed deck (a bug of riftcheck's "
            "editing: please report it); the deck is unchanged"
        )
    worse = judge.worse(deck, fixed)
    if worse is not None:
        plan.worse = worse
        return Msg("not written: {why}", why=worse)
    plan.data, plan.fixed = data, fixed
    return None


def _flow_keys(text: str) -> list[str]:
    """The top-level keys of a YAML deck whose value is a flow collection (``main: [a, b]``)."""
    import yaml

    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError:
        return []
    if not isinstance(root, yaml.MappingNode):
        return []
    return [
        str(k.value)
        for k, v in root.value
        if isinstance(v, yaml.CollectionNode) and v.flow_style and isinstance(k, yaml.ScalarNode)
    ]


def _write(src: str, plan, changes, notes) -> FixReport:
    from riftcheck.infra.fileio import reason, write_atomic

    try:
        write_atomic(src, plan.data)
    except OSError as exc:
        from riftcheck.runner.fixedit import unmade

        return FixReport(
            src,
            tuple(unmade(c) for c in changes),
            notes,
            # riftcheck's own refusal is a Msg (said in the run's language); the system's as it is
            skipped=Msg("not written: {why}", why=reason(exc)),
        )
    return FixReport(src, changes, notes, written=True)
