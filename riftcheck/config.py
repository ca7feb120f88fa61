"""Project configuration: ``.riftcheck.yaml`` or ``[tool.riftcheck]`` in ``pyproject.toml``.

:func:`find_config` walks up from a directory, never above the repository root
(the directory holding ``.git``), to the first directory holding either file
(``.riftcheck.yaml`` wins when both exist) and :func:`load_config`
validates it. A bad key or value raises :class:`~riftcheck.infra.errors.ConfigError`
naming the file, the line and the key, with the nearest valid key suggested.
Paths in a configuration file are relative to that file's directory.
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import re
from pathlib import Path
from typing import Any

from riftcheck.i18n import N_
from riftcheck.infra.errors import ConfigError
from riftcheck.infra.value import Value
from riftcheck.models import Location, Msg, listed

#: File names searched for, in order of preference within one directory.
CONFIG_FILES: tuple[str, ...] = (".riftcheck.yaml", ".riftcheck.yml", "pyproject.toml")

#: Deck files found when a directory is checked and no ``include`` is configured.
DEFAULT_INCLUDE: tuple[str, ...] = (
    "*.deck.yaml",
    "*.deck.yml",
    "*.deck.json",
    "*.rift.yaml",
    "*.deck.txt",
)

#: Directories never searched (version control, virtual environments, caches).
DEFAULT_EXCLUDE: tuple[str, ...] = (
    ".git",
    ".hg",
    ".svn",
    ".venv",
    "venv",
    "node_modules",
    "__pycache__",
    ".tox",
    ".nox",
)

#: Largest configuration file read (a pyproject.toml is rarely above a few kilobytes).
MAX_CONFIG_BYTES = 10 * 1024 * 1024

#: Report formats: the reporter registry's names (one list for every place that offers a choice).
from riftcheck.reporters import FORMATS  # noqa: E402  (re-exported)

COLORS: tuple[str, ...] = ("auto", "always", "never")


def _str(value: Any) -> str | None:
    return None if isinstance(value, str) and value.strip() else N_("a non-empty string")


def _str_list(value: Any) -> str | None:
    if isinstance(value, str) and value.strip():
        return None
    if isinstance(value, list) and all(isinstance(v, str) and v.strip() for v in value):
        return None
    return N_("a string or a list of strings")


def _rule_list(value: Any) -> str | None:
    """A ``select:`` names at least one rule: an empty list would select none (and run none),
    where a missing key runs them all."""
    if value == []:
        return N_("a rule id or a list of at least one rule id")
    return _str_list(value)


def _bool(value: Any) -> str | None:
    return None if isinstance(value, bool) else N_("true or false")


def _choice(*choices: str):
    def check(value: Any) -> str | None:
        return (
            None
            if value in choices
            # each choice as written, which French quotes (« « en » ou « fr » », never « l'un
            # d'en, fr »: the elision would read a code as a word, atkM 15), the last after « or »
            # (« doit être l'un de « en », « fr » » read as a list to choose from: frS 14)
            else Msg(
                "one of {choices}",
                choices=listed([Msg("{en_choice}", en_choice=c) for c in choices], "or"),
            )
        )

    return check


def _date(value: Any) -> str | None:
    if isinstance(value, _dt.date) and not isinstance(value, _dt.datetime):
        return None
    if isinstance(value, str):
        try:
            _dt.date.fromisoformat(value)
            return None
        except ValueError:
            pass
    return N_("a date written YYYY-MM-DD")


#: Every configuration key and the check of its value (which returns what was expected).
KEYS: dict[str, Any] = {
    "ruleset": _str,
    "cards": _str,
    "include": _str_list,
    "exclude": _str_list,
    "format": _choice(*FORMATS),
    "strict": _bool,
    "select": _rule_list,
    "ignore": _str_list,
    "as_of": _date,
    "color": _choice(*COLORS),
    # launch dates of this region judge set legality (TR 601.2.b); the ruleset's regions table
    "region": _str,
    # language of the messages a person reads: en or fr
    "lang": _choice("en", "fr"),
}


#: The keys that only say how a report is written, how a run exits or which files it finds,
#: never what a deck is judged by: a configuration setting only these changed no verdict, so no
#: report says "Changed: configuration file" or "check changed" for it (evtP 6: ``lang: en``
#: made every player of an event "LEGAL (check changed)"). Every other key judges.
NOT_JUDGING = frozenset({"format", "color", "lang", "strict", "include", "exclude"})


class Config(Value):
    """A validated configuration. Unset keys are ``None``; ``path`` is ``None`` when no file was found."""

    path: Path | None = None
    ruleset: str | None = None
    cards: Path | None = None
    include: tuple[str, ...] | None = None
    exclude: tuple[str, ...] = ()
    format: str | None = None
    strict: bool | None = None
    select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    as_of: _dt.date | None = None
    color: str | None = None
    region: str | None = None
    lang: str | None = None
    #: The keys the file set, in file order (reports name them).
    keys: tuple[str, ...] = ()
    #: ``(key, line)`` of each key the file set: a value refused once the run knows more (an
    #: unknown region or rule, a selection that runs no rule) is refused at its line (exit 3).
    key_lines: tuple[tuple[str, int | None], ...] = ()

    @property
    def root(self) -> Path | None:
        """Directory holding the configuration file (paths in it are relative to it)."""
        return self.path.parent if self.path else None

    def location(self, key: str) -> Location:
        """Where the file set ``key`` (the file alone when it did not)."""
        return Location(str(self.path), dict(self.key_lines).get(key))


def repository_root(start: Path) -> Path | None:
    """The nearest directory at or above ``start`` holding ``.git`` (a directory or a worktree file)."""
    for d in (start, *start.parents):
        if os.path.lexists(d / ".git"):
            return d
    return None


def search_dirs(start: Path | None = None) -> tuple[Path, ...]:
    """The directories searched for a configuration file, nearest first.

    From ``start`` (default: the current directory) up to the repository root
    (the directory holding ``.git``) and never above it: a ``.riftcheck.yaml``
    in a parent directory nobody looks at (a shared ``/tmp``, a home directory)
    must not change what a repository's check means. Outside any repository
    only ``start`` itself is searched.
    """
    here = (start or Path.cwd()).resolve()
    root = repository_root(here)
    if root is None:
        return (here,)
    dirs = [here]
    for d in here.parents:
        if len(d.parts) < len(root.parts):
            break
        dirs.append(d)
    return tuple(dirs)


def find_config(start: Path | None = None) -> Path | None:
    """The nearest configuration file in :func:`search_dirs` of ``start``.

    A ``pyproject.toml`` counts only when it has a ``[tool.riftcheck]`` table.
    """
    for d in search_dirs(start):
        for name in CONFIG_FILES:
            p = d / name
            if not p.is_file():
                continue
            if name == "pyproject.toml" and not _has_tool_table(p):
                continue
            return p
    return None


#: The start of a ``[tool.riftcheck]`` header: its words bare or quoted, any spaces, and whatever
#: follows (``]``, ``.key]``, or a header left unclosed, which tomllib then reports at its line).
_TOOL_HEADER = (
    r"""\[+\s*(?:tool|"tool"|'tool')\s*\.\s*(?:riftcheck|"riftcheck"|'riftcheck')(?![\w-])"""
)


def _has_tool_table(path: Path) -> bool:
    from riftcheck.infra.fileio import ReadRefused, read_text

    try:
        text = read_text(path, MAX_CONFIG_BYTES)
    except (ReadRefused, UnicodeDecodeError):
        return False
    return re.search(r"^\s*" + _TOOL_HEADER, text, re.MULTILINE) is not None


def load_config(path: Path | None = None, *, start: Path | None = None) -> Config:
    """Load and validate the configuration at ``path``, or the one found from ``start``.

    Returns an empty :class:`Config` when there is none.
    """
    if path is None:
        path = find_config(start)
        if path is None:
            return Config()
    path = Path(path)
    if path.name == "pyproject.toml":
        data, lines = _read_pyproject(path)
    else:
        data, lines = _read_yaml(path)
    return _validate(path, data, lines)


#: A ``lang:`` line of a configuration whose YAML or TOML cannot be read (at the top level of a
#: YAML file; any TOML line, the file being only read for this when it is broken)
_WRITTEN_LANG = {
    "yaml": re.compile(r"""^lang[ \t]*:[ \t]*(["']?)([A-Za-z_]+)\1[ \t]*(?:#.*)?$""", re.MULTILINE),
    "toml": re.compile(
        r"""^[ \t]*lang[ \t]*=[ \t]*(["'])([A-Za-z_]+)\1[ \t]*(?:#.*)?$""", re.MULTILINE
    ),
}


def _own_lang_of_broken(text: str, kind: str) -> None:
    """The ``lang:`` a broken file writes still says its error (atkF 6, 7): an organiser who set
    ``lang: fr`` once reads the YAML error of line 3 in French, as any other error of the file."""
    m = _WRITTEN_LANG[kind].search(text)
    if m is not None:
        _say_errors_in_own_lang({"lang": m.group(2)})


def _read_yaml(path: Path) -> tuple[dict, dict[tuple, int]]:
    from riftcheck.decks.yamlsrc import load

    text = _read_text(path)
    try:
        doc = load(text, str(path), ConfigError, syntax=Msg("invalid YAML"))
    except ConfigError:
        _own_lang_of_broken(text, "yaml")
        raise
    if doc.data is None:
        return {}, {}
    if not isinstance(doc.data, dict):
        raise ConfigError(
            Msg("expected a mapping of configuration keys"), Location(str(path), 1, 1)
        )
    return doc.data, doc.lines


def _read_text(path: Path) -> str:
    """The file's text; unreadable files and bad UTF-8 are a :class:`ConfigError` (with line and column)."""
    from riftcheck.infra.fileio import ReadRefused, decode_utf8, read_bytes

    try:
        raw = read_bytes(path, MAX_CONFIG_BYTES)
    except ReadRefused as exc:
        raise ConfigError(exc.message, Location(str(path))) from None
    return decode_utf8(raw, ConfigError, str(path), N_("expected UTF-8 text"))


def _read_pyproject(path: Path) -> tuple[dict, dict[tuple, int]]:
    import tomllib

    from riftcheck.infra.fileio import position

    text = _read_text(path)
    try:
        doc = tomllib.loads(text)
    except ValueError as exc:  # TOMLDecodeError, or an integer too long for int()
        _own_lang_of_broken(text, "toml")
        if not isinstance(exc, tomllib.TOMLDecodeError):
            long = re.search(r"\d{1000,}", text)
            line = position(text, long.start())[0] if long else None
            raise ConfigError(
                Msg("invalid TOML: a number is too long"), Location(str(path), line)
            ) from None
        m = re.search(r"line (\d+), column (\d+)", str(exc))
        if m:
            loc = Location(str(path), int(m.group(1)), int(m.group(2)))
        else:  # "(at end of document)"
            loc = Location(str(path), position(text, len(text))[0])
        raise ConfigError(Msg("invalid TOML: {exc}", exc=exc), loc) from None
    data = doc.get("tool", {}).get("riftcheck", {})
    if not isinstance(data, dict):
        at = re.search(r"riftcheck\W*=|^[ \t]*" + _TOOL_HEADER, text, re.MULTILINE)
        line = position(text, at.start())[0] if at else None
        raise ConfigError(Msg("[tool.riftcheck] must be a table"), Location(str(path), line))
    return data, _toml_key_lines(text)


def _toml_key_lines(text: str) -> dict[tuple, int]:
    """Line of each ``key =`` inside the ``[tool.riftcheck]`` table (tomllib keeps no positions),
    keyed like a YAML document's lines (:class:`riftcheck.decks.yamlsrc.Document`)."""
    lines: dict[tuple, int] = {}
    inside = False
    for n, line in enumerate(text.split("\n"), 1):  # as editors count lines, not splitlines()
        s = line.strip()
        if s.startswith("["):
            inside = re.match(_TOOL_HEADER + r"\s*\]", s) is not None and not s.startswith("[[")
            sub = re.match(_TOOL_HEADER + r"""\s*\.\s*["']?([A-Za-z0-9_-]+)""", s)
            if sub:  # [tool.riftcheck.key] makes "key" a table
                lines.setdefault((sub.group(1),), n)
            continue
        if inside:
            # ``key =``, ``"any key" =`` or dotted ``key.sub =``
            m = re.match(r"""(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|([A-Za-z0-9_-]+))\s*[=.]""", s)
            if m:
                basic, literal, bare = m.groups()
                key = literal if literal is not None else bare
                if basic is not None:  # TOML basic strings escape like JSON ones: "\u001f"
                    try:
                        key = json.loads(f'"{basic}"')
                    except ValueError:
                        key = basic
                lines.setdefault((key,), n)
    return lines


def _validate(path: Path, data: dict, lines: dict[tuple, int]) -> Config:
    _say_errors_in_own_lang(data)
    values: dict[str, Any] = {}
    for key, value in data.items():
        loc = Location(str(path), lines.get((key,)))
        check = KEYS.get(str(key).replace("-", "_"))
        if check is None:
            from riftcheck.infra.escape import ECHO_LENGTH, clipped
            from riftcheck.infra.suggest import closest

            near = closest(str(key), KEYS) if len(str(key)) <= ECHO_LENGTH else None
            hint = (
                Msg("did you mean '{near}'?", near=near)
                if near
                else Msg("valid keys: {keys}", keys=", ".join(KEYS))
            )
            raise ConfigError(Msg("unknown configuration key '{key}'", key=clipped(key)), loc, hint)
        expected = check(value)
        if expected:
            raise ConfigError(
                Msg(
                    "'{key}' must be {expected}, got {value}",
                    key=key,
                    expected=expected,
                    value=f"{value!r}",
                ),
                loc,
            )
        values[str(key).replace("-", "_")] = value
    root = path.parent
    as_of = values.get("as_of")
    if isinstance(as_of, str):
        as_of = _dt.date.fromisoformat(as_of)
    ruleset = values.get("ruleset")
    if ruleset and ("/" in ruleset or ruleset.endswith((".yaml", ".yml"))):
        ruleset = str((root / ruleset).resolve())
    return Config(
        path=path,
        ruleset=ruleset,
        cards=(root / values["cards"]).resolve() if "cards" in values else None,
        include=_tuple(values["include"]) if "include" in values else None,
        exclude=_tuple(values.get("exclude", ())),
        format=values.get("format"),
        strict=values.get("strict"),
        select=_tuple(values.get("select", ())),
        ignore=_tuple(values.get("ignore", ())),
        as_of=as_of,
        color=values.get("color"),
        region=values["region"].strip().casefold() if values.get("region") else None,
        lang=values.get("lang"),
        keys=tuple(values),
        key_lines=tuple((k, lines.get((k,), lines.get((k.replace("_", "-"),)))) for k in values),
    )


def _say_errors_in_own_lang(data: dict) -> None:
    """A valid ``lang:`` of the file says the file's own errors (and the run's) in that language,
    unless the command line chose one with ``--lang`` (which wins, as it does for the report):
    ``lang: fr`` beside ``format: nope`` is a French error, read before any other key."""
    from riftcheck import i18n

    lang = data.get("lang")
    if i18n.command_line_lang() is None and isinstance(lang, str) and lang in i18n.LANGS:
        i18n.use(lang)


def _tuple(value: str | list[str] | tuple[str, ...]) -> tuple[str, ...]:
    if isinstance(value, str):
        return (value,)
    return tuple(value)
