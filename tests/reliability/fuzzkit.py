"""Fuzz targets shared by the property tests and ``tests/fuzz/run_fuzz.py``.

Each :class:`Target` is one reader riftcheck exposes to untrusted files: deck
YAML/JSON, Piltover text, flat lists, TTS strings, deck codes, rulesets,
configuration files, pools, team files and card databases. :func:`exercise`
writes a candidate input to a file, runs the reader on it (and, for decks, the
whole check), and enforces the invariant of issue 8:

* the only exceptions are riftcheck's own errors (``RiftcheckError``), which
  the CLI turns into exit codes 1, 2 or 3 with a message, never a traceback;
* every such error names the file;
* an error about the file's *content* also names a line (1 <= line <= lines + 1).

Inputs are made by :func:`mutate`: stacked byte-level mutations of valid seed
files, biased by a dictionary of hostile tokens (aliases, tags, BOMs, control
characters, huge numbers...). The same function drives hypothesis (through
``st.randoms()``) and the long local run (through ``random.Random``).
"""

from __future__ import annotations

import copy
import json
import os
import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures"

#: Messages about the file as a whole, which rightly carry no line.
FILE_LEVEL = (
    "larger than the limit",
    "is a directory",
    "cannot read",
    "no such file",
    "does not exist",
)


class InvariantBroken(AssertionError):
    """An input broke the issue-8 invariant; the message says how."""


# --------------------------------------------------------------- mutation

_TOKENS: tuple[bytes, ...] = (
    b"&a ",
    b"*a",
    b"&b [*a, *a, *a, *a] ",
    b"!!python/object:os.system ",
    b"!!python/object/apply:os.system [x] ",
    b"!!binary ",
    b"!!set ",
    b"!!omap ",
    b"!!timestamp ",
    b"<<: *a",
    b"? ",
    b"--- ",
    b"...\n",
    b"%YAML 1.1\n",
    b"\t",
    b"\r\n",
    b"\r",
    b"\n",
    b"\xef\xbb\xbf",
    b"\x00",
    b"\x1b",
    b"\xff",
    b"\xed\xa0\x80",
    b"\xc0\x80",
    b"\xe2\x80\xa8",
    b"\xf0\x9f\x83\x8f",
    b"- ",
    b": ",
    b"{",
    b"}",
    b"[",
    b"]",
    b",",
    b"'",
    b'"',
    b"#",
    b"//",
    b"|\n",
    b">-\n",
    b"0",
    b"-1",
    b"1e9",
    b"three",
    b"1" + b"0" * 100,
    b"1" + b"0" * 5000,
    b"999",
    b"1000",
    b".inf",
    b".nan",
    b"0x1F",
    b"0o17",
    b"1_0",
    b"3.0",
    b"null",
    b"~",
    b"true",
    b"NaN",
    b"Infinity",
    b"2026-02-30",
    b"2026-13-01",
    b"2026-09-18",
    b"legend: ",
    b"champion: ",
    b"main:\n",
    b"sideboard:\n",
    b"runes:\n",
    b"battlefields:\n",
    b"name: ",
    b"format: ",
    b"event_date: ",
    b"domains: ",
    b"pool: ",
    b"team: ",
    b"extends: ",
    b"rules:\n",
    b"tables:\n",
    b"severity: ",
    b"identity: ",
    b"card: ",
    b"count: ",
    b"id: ",
    b"Legend:\n",
    b"MainDeck:\n",
    b"Champion:\n",
    b"Sideboard:\n",
    b"Runes:\n",
    b"Battlefields:\n",
    b"OGN-001",
    b"OGN-001-1",
    b"SFD-228*",
    b"VEN-R01",
    b"OGN-007/298",
    b"(OGN-214)",
    b"[OGN]",
    b"CE",
    b"CM",
    b"CODE: ",
    b"AAAAAAAA",
    b"A" * 1000,
    b"\\u0000",
    b"\\ud800",
    b"[tool.riftcheck]\n",
    b" = ",
    b'"""',
    b'"key": ',
    b'"cards": [',
    b"{}",
    b"[]",
    b'"printings": [[',
    b'"format": 2',
    b"Gust",
    b"Kennen, Heart of the Tempest",
    b"Blazing Scorcher",
)


def _rand_bytes(rnd: random.Random, n: int) -> bytes:
    return bytes(rnd.getrandbits(8) for _ in range(n))


def _mut_flip(data: bytearray, rnd: random.Random, _seeds) -> None:
    if data:
        data[rnd.randrange(len(data))] = rnd.getrandbits(8)


def _mut_insert_token(data: bytearray, rnd: random.Random, _seeds) -> None:
    pos = rnd.randint(0, len(data))
    data[pos:pos] = rnd.choice(_TOKENS)


def _mut_replace_token(data: bytearray, rnd: random.Random, _seeds) -> None:
    if not data:
        return _mut_insert_token(data, rnd, _seeds)
    a = rnd.randrange(len(data))
    b = min(len(data), a + rnd.randint(1, 12))
    data[a:b] = rnd.choice(_TOKENS)


def _mut_delete(data: bytearray, rnd: random.Random, _seeds) -> None:
    if data:
        a = rnd.randrange(len(data))
        del data[a : a + rnd.randint(1, 64)]


def _mut_duplicate(data: bytearray, rnd: random.Random, _seeds) -> None:
    if data:
        a = rnd.randrange(len(data))
        chunk = data[a : a + rnd.randint(1, 200)]
        pos = rnd.randint(0, len(data))
        data[pos:pos] = chunk * rnd.choice((1, 1, 2, 8))


def _mut_random_bytes(data: bytearray, rnd: random.Random, _seeds) -> None:
    pos = rnd.randint(0, len(data))
    data[pos:pos] = _rand_bytes(rnd, rnd.randint(1, 16))


def _mut_number(data: bytearray, rnd: random.Random, _seeds) -> None:
    digits = [i for i, c in enumerate(data) if 0x30 <= c <= 0x39]
    if digits:
        i = rnd.choice(digits)
        data[i : i + 1] = rnd.choice(
            (b"0", b"-1", b"1e9", b"three", b"1" + b"0" * 100, b"4", b"13", b"99999")
        )


def _mut_lines(data: bytearray, rnd: random.Random, _seeds) -> None:
    lines = bytes(data).split(b"\n")
    if len(lines) > 1:
        i, j = rnd.randrange(len(lines)), rnd.randrange(len(lines))
        if rnd.random() < 0.5:
            lines[i], lines[j] = lines[j], lines[i]
        else:
            lines.insert(i, lines[j])
        data[:] = b"\n".join(lines)


def _mut_indent(data: bytearray, rnd: random.Random, _seeds) -> None:
    lines = bytes(data).split(b"\n")
    i = rnd.randrange(len(lines))
    lines[i] = rnd.choice((b"  ", b"\t", b"    ", b"")) + lines[i].lstrip()
    data[:] = b"\n".join(lines)


def _mut_splice(data: bytearray, rnd: random.Random, seeds) -> None:
    other = rnd.choice(seeds)
    if other:
        a = rnd.randrange(len(other))
        pos = rnd.randint(0, len(data))
        data[pos:pos] = other[a : a + rnd.randint(1, 300)]


def _mut_truncate(data: bytearray, rnd: random.Random, _seeds) -> None:
    if data:
        del data[rnd.randrange(len(data)) :]


_MUTATORS = (
    _mut_flip,
    _mut_insert_token,
    _mut_insert_token,
    _mut_replace_token,
    _mut_delete,
    _mut_duplicate,
    _mut_random_bytes,
    _mut_number,
    _mut_number,
    _mut_lines,
    _mut_indent,
    _mut_splice,
    _mut_truncate,
)


def mutate(seed: bytes, rnd: random.Random, seeds: list[bytes] | tuple[bytes, ...] = ()) -> bytes:
    """A mutant of ``seed``: 1 to ~8 stacked mutations (rarely none, so seeds themselves are run)."""
    data = bytearray(seed)
    n = 0 if rnd.random() < 0.03 else int(min(rnd.expovariate(0.45), 7.0)) + 1
    for _ in range(n):
        rnd.choice(_MUTATORS)(data, rnd, seeds or (seed,))
    return bytes(data[: 2 * 1024 * 1024])


#: Values a JSON node may be replaced with (retyped, emptied, oversized, a card id).
_JSON_REPLACEMENTS = (
    None,
    True,
    0,
    -1,
    10**30,
    1.5,
    "",
    "x" * 300,
    [],
    {},
    [[]],
    {"a": None},
    "OGN-001",
    ["OGN-001"],
)


def mutate_json(data: object, rnd: random.Random) -> object:
    """A structural mutant of a parsed JSON value: one node deleted, retyped, duplicated or replaced."""
    nodes = _json_nodes(data)
    if not nodes:
        return data
    parent, key = rnd.choice(nodes)
    _mutate_json_node(parent, key, rnd.randrange(5), nodes, rnd)
    return data


def _json_nodes(data: object) -> list[tuple[object, object]]:
    """Every ``(container, key or index)`` of a parsed JSON value, depth first."""
    nodes: list[tuple[object, object]] = []

    def walk(v: object) -> None:
        if isinstance(v, dict):
            for k in list(v):
                nodes.append((v, k))
                walk(v[k])
        elif isinstance(v, list):
            for i in range(len(v)):
                nodes.append((v, i))
                walk(v[i])

    walk(data)
    return nodes


def _mutate_json_node(parent, key, choice: int, nodes, rnd: random.Random) -> None:
    """Mutation ``choice`` (0-4) of ``parent[key]``: delete, retype, duplicate, copy under a known key, replace.

    Every value put in is a copy of its own: a shared replacement (``[[]]``) or a node put in twice
    would let a later mutation change it in two places, write a list into itself (a cycle that
    ``json.dumps`` refuses) and change ``_JSON_REPLACEMENTS`` for the next example, which makes
    hypothesis's data generation depend on earlier runs (``FlakyStrategyDefinition``).
    """
    if choice == 0:
        del parent[key]
    elif choice == 1:
        parent[key] = copy.deepcopy(rnd.choice(_JSON_REPLACEMENTS))
    elif choice == 2 and isinstance(parent, list):
        parent.append(copy.deepcopy(parent[key]))
    elif choice == 3 and isinstance(parent, dict):
        parent[rnd.choice(["key", "name", "type", "printings", "index", "extra", "format"])] = (
            copy.deepcopy(parent[key])
        )
    else:
        parent[key] = copy.deepcopy(rnd.choice(nodes)[0])


# --------------------------------------------------------------- targets


@dataclass(frozen=True)
class Target:
    """One reader: the file name inputs are written to, its seed inputs and how to run it."""

    name: str
    filename: str
    seeds: tuple[bytes, ...]
    run: Callable[[Path], object]
    structured: bool = False  # JSON seeds that :func:`mutate_json` can mutate too


def _read(path: Path) -> bytes:
    return path.read_bytes()


def _files(*patterns: str) -> list[bytes]:
    out = []
    for pat in patterns:
        out.extend(
            _read(p) for p in sorted(ROOT.glob(pat)) if p.is_file() and p.stat().st_size < 200_000
        )
    return out


_STATE: dict[str, object] = {}


def _db():
    if "db" not in _STATE:
        from riftcheck.cards.db import CardDB

        _STATE["db"] = CardDB.load()
    return _STATE["db"]


def _ruleset(name: str = "constructed"):
    key = f"rs:{name}"
    if key not in _STATE:
        from riftcheck.rulesets import load_ruleset

        _STATE[key] = load_ruleset(name)
    return _STATE[key]


def _check(deck, db, rs=None) -> None:
    """Judge a deck the way ``riftcheck check`` does and render its report, so every stage runs."""
    from riftcheck.engine import check_deck

    result = check_deck(deck, db, rs or _ruleset())
    # Findings must be well-formed values a reporter can print.
    for f in result.findings:
        str(f.message)
    return result


def _deck_runner(fmt: str | None):
    def run(path: Path):
        from riftcheck.decks import read_deck

        db = _db()
        return _check(read_deck(str(path), db, input_format=fmt), db)

    return run


def _run_pool(path: Path):
    from riftcheck.decks import read_pool

    db = _db()
    pool = read_pool(str(path), db)
    from riftcheck.engine import check_deck

    deck = _STATE.get("sealed_deck")
    if deck is None:
        from riftcheck.decks import read_deck

        deck = _STATE["sealed_deck"] = read_deck(str(ROOT / "examples" / "kennen.deck.yaml"), db)
    return check_deck(deck, db, _ruleset("sealed"), pool=pool)


def _run_team(path: Path):
    from riftcheck.decks.team import read_team

    return read_team(path)


def _run_config(path: Path):
    from riftcheck.config import load_config

    return load_config(path)


def _run_ruleset(path: Path):
    from riftcheck import rulesets

    rulesets._load_cached.cache_clear()  # each mutant is a new file; keep memory flat
    rs = rulesets.load_ruleset(str(path))
    day = __import__("datetime").date(2026, 9, 18)
    for rid in rs.rules:
        rs.options_for(rid, day)
    rs.tables_on(day)
    deck = _STATE.get("ruleset_deck")
    if deck is None:
        from riftcheck.decks import read_deck

        deck = _STATE["ruleset_deck"] = read_deck(
            str(ROOT / "examples" / "kennen-illegal.deck.yaml"), _db()
        )
    return _check(deck, _db(), rs)


_MINI_DECK = """legend: Jinx, Loose Cannon
champion: Jinx, Demolitionist
main:
  - 3 Blazing Scorcher
  - 2 Jinx, Demolitionist
  - 1 Super Mega Death Rocket!
runes:
  - 12 Fury Rune
battlefields:
  - The Grand Plaza
"""


def _run_cards(path: Path):
    from riftcheck.cards import db as dbmod
    from riftcheck.decks import read_deck

    dbmod._CACHE.clear()  # each mutant is a new file; keep memory flat
    db = dbmod.CardDB.load(path)
    db.cards  # noqa: B018 - builds every card value, the lazy part of loading
    for ref in ("Blazing Scorcher", "OGN-001", "jinx", "Fury Rune", "OGN-007a", "nothing at all"):
        db.try_resolve(ref)
    db.search("jinx")
    deck = read_deck("-", db, text=_MINI_DECK, input_format="yaml")
    return _check(deck, db)


def _feed_runner(source: str):
    """A feed page as ``cards update`` meets it: validated, then (when valid) turned into card records,
    merged into a small database and linted."""

    def run(path: Path):
        from riftcheck.cards import build, update
        from riftcheck.cards.lint import lint_data
        from riftcheck.infra.errors import SetupError

        try:
            page = json.loads(path.read_bytes())
        except (ValueError, RecursionError) as exc:
            raise SetupError(
                f"{path}: the card API sent something that is not JSON: {type(exc).__name__}"
            ) from None
        if source == "gallery":
            update.validate_gallery_page(page, str(path))
            facts = [f for f in map(update.gallery_fact, page["data"]) if f]
        else:
            update.validate_riftcodex_page(page, str(path))
            facts = [f for f in map(update.riftcodex_fact, page["items"]) if f]
        update.collapse_promo_ids(facts)
        current = json.loads(
            (ROOT / "tests" / "fixtures" / "cards" / "mini.cards.json").read_bytes()
        )
        records, *_ = update.merge(current, update.facts_to_records(facts, {"Jinx"}))
        lint_data(
            build.make_database(records, version="fuzz", date="2026-01-01", sets=current["sets"])
        )

    return run


def _as_location(v):
    from riftcheck.models import Location

    if isinstance(v, dict):
        return Location(v.get("file"), v.get("line"), v.get("column"))
    return v


def _run_finding(path: Path):
    """A plugin's finding described by a JSON object: validated at the engine's door, then, when valid,
    drawn by every reporter (which must never fail on it)."""
    from riftcheck.api import RunResult
    from riftcheck.engine import validate_violation
    from riftcheck.infra.errors import SetupError
    from riftcheck.models import CardRef, DeckResult, Finding, Violation
    from riftcheck.reporters import REPORTERS, ReportOptions, get_reporter

    try:
        spec = json.loads(path.read_bytes())
    except (ValueError, RecursionError):
        spec = path.read_bytes().decode("utf-8", "replace")  # then the finding itself is that text
    if isinstance(spec, dict):
        cards = spec.get("cards", ())
        if isinstance(cards, list):
            cards = tuple(
                CardRef(c.get("name"), c.get("id")) if isinstance(c, dict) else c for c in cards
            )
        related = spec.get("related", ())
        if isinstance(related, list):
            related = tuple(_as_location(r) for r in related)
        value = Violation(
            spec.get("message"),
            _as_location(spec.get("location")),
            spec.get("fix"),
            cards,
            spec.get("kind", "default"),
            related,
        )
    else:
        value = spec
    try:
        v = validate_violation("fuzz-rule", value)
    except SetupError as exc:
        raise SetupError(f"{path}: {exc}") from None
    f = Finding(
        rule="fuzz-rule",
        severity="error",
        message=v.message,
        location=v.location,
        fix=v.fix,
        cards=v.cards,
        related=v.related,
    )
    run = RunResult(
        decks=(DeckResult(source=str(path), legal=False, findings=(f,)),), ruleset="constructed"
    )
    for name in REPORTERS:
        get_reporter(name, ReportOptions(verbosity=1)).render(run)


def _finding_seeds() -> list[bytes]:
    good = {
        "message": "4 copies of Gust",
        "location": {"file": "d.yaml", "line": 3, "column": 5},
        "fix": "remove 1",
        "cards": [{"name": "Gust", "id": "OGN-001"}],
        "kind": "default",
        "related": [{"file": "e.yaml", "line": 1}],
    }
    out = [json.dumps(good).encode(), json.dumps({"message": "x"}).encode()]
    out += [
        json.dumps({"message": "bad", "location": "d.yaml:3"}).encode(),
        json.dumps({"message": "bad", "cards": ["Gust", 3]}).encode(),
        json.dumps({"message": 42, "fix": ["a"]}).encode(),
        json.dumps(
            {"message": "\x1b]0;t\x07\n::error::x ##[y]", "location": {"file": "a\nb", "line": 2}}
        ).encode(),
    ]
    return out


def _code_seeds() -> list[bytes]:
    out = _files("tests/fixtures/decks/**/*code*.txt")
    shared = ROOT.parent / "shared" / "examples" / "decks"
    if shared.is_dir():
        for p in sorted(shared.glob("*")):
            if p.is_file() and p.stat().st_size < 100_000:
                for line in p.read_bytes().splitlines():
                    s = line.strip()
                    if (
                        s.startswith((b"C", b"CODE:", b"code:"))
                        and len(s) > 16
                        and b" " not in s.split(b":")[-1].strip()
                    ):
                        out.append(s + b"\n")
    # Codes this checkout can make itself, so the target has seeds without ../shared.
    out.append(
        b"CMAAAAAAAAAACAQAACTADVQBAAAAECYAACUQDKYBVQA26ANQAG4QDUQB2UA5QAOZAHNACAIFABYQCAQAADHADZABAIBQGAGPAHIQDWIBAECQBGYBAEAQAAFNAEAQEAAAXMA5CAIAAECQA4I\n"
    )
    return out


def _team_seeds() -> list[bytes]:
    return [
        b"name: Team Tempest\nteam: [a.deck.yaml, b.deck.yaml]\n",
        b"team:\n  - examples/kennen.deck.yaml\n  - examples/kennen-illegal.deck.yaml\n",
        b"name: 42\nteam: []\n",
    ]


def _config_yaml_seeds() -> list[bytes]:
    return _files("tests/fixtures/cli/config/*.riftcheck.yaml") + [
        b"ruleset: constructed\nstrict: true\nselect: [copy-limit]\n",
    ]


def _ruleset_seeds() -> list[bytes]:
    return _files(
        "rulesets/*.yaml", "tests/engine/rulesets/*.yaml", "tests/engine/rulesets/broken/*.yaml"
    ) + [
        b"name: mine\nextends: constructed\nrules:\n  sideboard-size: {max: 8}\n",
        b"name: loop\nextends: ./input.yaml\n",  # extends itself: a cycle
    ]


def targets() -> dict[str, Target]:
    """Every fuzz target by name."""
    deck_yaml = _files(
        "examples/*.deck.yaml",
        "tests/fixtures/decks/good/*.yaml",
        "tests/fixtures/decks/bad/*.deck.yaml",
    )
    deck_json = _files("tests/fixtures/decks/**/*.json") + [
        json.dumps(
            {
                "legend": "Kennen, Heart of the Tempest",
                "main": ["3 Gust", {"card": "Rebuke", "count": 2}],
            }
        ).encode()
    ]
    piltover = _files("examples/*.deck.txt") + [
        s for s in _files("tests/fixtures/decks/**/*.txt") if b":" in s
    ]
    flat = [
        b"3 Gust\n3 Rebuke (OGN-172)\n1 Kennen, Heart of the Tempest\n6 Order Rune\n",
        b"Gust\nGust\nRebuke x3\n",
    ]
    flat += [s for s in _files("tests/fixtures/decks/**/*.txt") if b":" not in s][:20]
    tts = _files("tests/fixtures/decks/**/*tts*") + [
        b"OGN-169-1 OGN-169-1 OGN-172-1 VEN-155-1 OGN-214-1\n"
    ]
    cards = _files("tests/fixtures/cards/*.cards.json")
    return {
        t.name: t
        for t in (
            Target("deck-yaml", "input.deck.yaml", tuple(deck_yaml), _deck_runner(None)),
            Target(
                "deck-json",
                "input.deck.json",
                tuple(deck_json),
                _deck_runner(None),
                structured=True,
            ),
            Target("piltover-text", "input.deck.txt", tuple(piltover), _deck_runner("text")),
            Target("flat-list", "input.txt", tuple(flat), _deck_runner(None)),
            Target("tts", "input.tts.txt", tuple(tts), _deck_runner("tts")),
            Target("deck-code", "input.code.txt", tuple(_code_seeds()), _deck_runner("code")),
            Target("pool", "pool.deck.yaml", tuple(deck_yaml[:6] + piltover[:2]), _run_pool),
            Target("team", "input.team.yaml", tuple(_team_seeds()), _run_team),
            Target("ruleset", "input.yaml", tuple(_ruleset_seeds()), _run_ruleset),
            Target("config-yaml", ".riftcheck.yaml", tuple(_config_yaml_seeds()), _run_config),
            Target(
                "config-toml",
                "pyproject.toml",
                tuple(_files("tests/fixtures/cli/config/*.toml")),
                _run_config,
            ),
            Target("cards", "input.cards.json", tuple(cards), _run_cards, structured=True),
            Target(
                "feed-gallery",
                "page.json",
                tuple(
                    _files(
                        "tests/fixtures/cards/feed/*/gallery-*.json",
                        "tests/reliability/feeds/gallery-*.json",
                    )
                ),
                _feed_runner("gallery"),
                structured=True,
            ),
            Target(
                "feed-riftcodex",
                "page.json",
                tuple(
                    _files(
                        "tests/fixtures/cards/feed/*/riftcodex-*.json",
                        "tests/reliability/feeds/riftcodex-*.json",
                    )
                ),
                _feed_runner("riftcodex"),
                structured=True,
            ),
            Target(
                "plugin-finding",
                "finding.json",
                tuple(_finding_seeds()),
                _run_finding,
                structured=True,
            ),
        )
    }


def make_input(target: Target, rnd: random.Random) -> bytes:
    """One candidate input for ``target``: a byte-level mutant, or a structural one for JSON targets."""
    seed = rnd.choice(target.seeds)
    if target.structured and rnd.random() < 0.4:
        try:
            value = json.loads(seed)
        except ValueError:
            return mutate(seed, rnd, target.seeds)
        for _ in range(rnd.randint(1, 4)):
            value = mutate_json(value, rnd)
        return json.dumps(value).encode()
    return mutate(seed, rnd, target.seeds)


def exercise(target: Target, data: bytes, workdir: Path) -> str:
    """Run ``target`` on ``data`` and check the invariant; returns ``"ok"`` or the error class name.

    Raises :class:`InvariantBroken` when the invariant does not hold.
    """
    from riftcheck.infra.errors import RiftcheckError

    path = workdir / target.filename
    path.write_bytes(data)
    cwd = os.getcwd()
    os.chdir(workdir)  # relative paths inside inputs (extends, team members) stay inside workdir
    try:
        target.run(path)
    except RiftcheckError as exc:
        check_error(exc, path, data)
        return type(exc).__name__
    except RecursionError as exc:
        raise InvariantBroken(f"{target.name}: RecursionError escaped: {exc}") from exc
    except Exception as exc:
        raise InvariantBroken(f"{target.name}: {type(exc).__name__} escaped: {exc}") from exc
    finally:
        os.chdir(cwd)
    return "ok"


def check_error(exc: Exception, path: Path, data: bytes) -> None:
    """The error names the file and, for content errors, a line inside it."""
    text = str(exc)
    if "Traceback" in text:
        raise InvariantBroken(f"a traceback in the message: {text[:300]}")
    names = {str(path), path.name, "<stdin>"}
    if not any(n in text for n in names):
        # Errors about another file (a shipped parent ruleset, a team member) name that file.
        loc = getattr(exc, "location", None)
        if not (loc and loc.file and loc.file in text):
            raise InvariantBroken(f"error does not name the file {path.name}: {text[:300]}")
    loc = getattr(exc, "location", None)
    if loc is not None and loc.line is not None:
        # YAML also breaks lines at NEL, LS and PS, so its line numbers may count them.
        breaks = (b"\n", b"\r", b"\xc2\x85", b"\xe2\x80\xa8", b"\xe2\x80\xa9")
        n_lines = sum(data.count(b) for b in breaks) + 2
        if not 1 <= loc.line <= n_lines:
            raise InvariantBroken(
                f"line {loc.line} outside the file ({n_lines} lines): {text[:300]}"
            )
    about_this_file = loc is not None and loc.file and Path(loc.file).name == path.name
    file_level = (
        any(s in text for s in FILE_LEVEL) or path.suffix == ".json"
    )  # card databases: see docs
    if about_this_file and loc.line is None and not file_level:
        raise InvariantBroken(f"content error without a line: {text[:300]}")
