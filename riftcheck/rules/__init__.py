"""Built-in rules and the rule registry.

``BUILTIN_RULES`` lists every built-in rule class; the ``riftcheck.rules``
entry point of riftcheck itself points here, and third-party packages add
their own lists (or single classes) under the same entry-point group.

:func:`all_rules` merges both sources once per process. Two different classes
claiming one id is a :class:`~riftcheck.errors.SetupError` (exit 3), so a
plugin can never silently replace a built-in rule.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Mapping
from functools import cache
from types import MappingProxyType

from riftcheck.errors import SetupError, UsageError
from riftcheck.i18n import Msg
from riftcheck.rules.base import Rule

#: Modules of the built-in rules, in the order rules run and are listed.
_BUILTIN_MODULES: tuple[str, ...] = (
    "unknown_card",
    "not_a_deck_card",
    "legend",
    "additional_legends",
    "chosen_champion",
    "zone_card_type",
    "main_deck_size",
    "copy_limit",
    "unique",
    "signature_limit",
    "signature_tag",
    "domain_identity",
    "rune_deck",
    "battlefields",
    "sideboard_size",
    "banned",
    "set_legality",
    "pool",
    "team_legend",
    "team_battlefields",
)

#: Entry-point group third-party rule packages register under.
ENTRY_POINT_GROUP = "riftcheck.rules"


def _load_builtins() -> list[type[Rule]]:
    out: list[type[Rule]] = []
    for name in _BUILTIN_MODULES:
        try:
            module = importlib.import_module(f"riftcheck.rules.{name}")
        except ModuleNotFoundError as exc:
            # a rule module still being written in a parallel branch; the
            # registry test lists every expected id, so it cannot go unnoticed
            if exc.name != f"riftcheck.rules.{name}":
                raise
            continue
        for value in vars(module).values():
            if (
                isinstance(value, type)
                and issubclass(value, Rule)
                and value is not Rule
                and value.__module__ == module.__name__
                and value.id
            ):
                out.append(value)
    return out


BUILTIN_RULES: list[type[Rule]] = _load_builtins()


def _as_rule_classes(obj: object, origin: str) -> list[type[Rule]]:
    """Accept a rule class or an iterable of them from an entry point."""
    items: Iterable = [obj] if isinstance(obj, type) else obj  # type: ignore[assignment]
    try:
        items = list(items)
    except TypeError:
        raise SetupError(
            f"rule plugin {origin} does not give a rule class or a list of them"
        ) from None
    for item in items:
        if not (isinstance(item, type) and issubclass(item, Rule)) or not getattr(item, "id", ""):
            raise SetupError(
                f"rule plugin {origin} gives {item!r}, which is not a riftcheck Rule subclass with an id"
            )
    return items


def _entry_points() -> list:
    if not _plugins_declared():
        return []
    from importlib.metadata import entry_points

    return list(entry_points(group=ENTRY_POINT_GROUP))


def _plugins_declared() -> bool:
    """False only when a quick look shows no installed distribution but riftcheck declares rule plugins.

    Importing :mod:`importlib.metadata` and scanning every distribution costs
    about 0.1 s, most of a one-deck run; reading the few ``entry_points.txt``
    files on ``sys.path`` costs a millisecond. Anything this look cannot see
    through (zip or egg entries, custom distribution finders) counts as a
    plugin, so that importlib.metadata decides.
    """
    import os
    import sys
    from importlib.machinery import PathFinder

    if any(getattr(f, "find_distributions", None) and f is not PathFinder for f in sys.meta_path):
        return True
    from riftcheck.fileio import ReadRefused, read_bytes

    marker = f"[{ENTRY_POINT_GROUP}]".encode()
    for entry in sys.path:
        if os.path.isfile(entry) or entry.endswith(".egg") and os.path.isdir(entry):
            return True  # a zip or egg on sys.path: its metadata is not where this look reads
        try:
            names = os.listdir(entry or ".")
        except OSError:
            continue
        for name in names:
            if not name.endswith((".dist-info", ".egg-info")):
                continue
            try:
                declared = marker in read_bytes(
                    os.path.join(entry or ".", name, "entry_points.txt"), 1 << 20
                )
            except ReadRefused:
                continue
            if declared and name.split("-", 1)[0].lower() != "riftcheck":
                return True
    return False


@cache
def _registry() -> tuple[Mapping[str, type[Rule]], Mapping[str, str]]:
    rules: dict[str, type[Rule]] = {}
    origins: dict[str, str] = {}

    def add(cls: type[Rule], origin: str) -> None:
        known = rules.get(cls.id)
        if known is cls:
            return
        if known is not None:
            raise SetupError(
                f"duplicate rule id '{cls.id}': {known.__module__}.{known.__qualname__} "
                f"({origins[cls.id]}) and {cls.__module__}.{cls.__qualname__} ({origin})",
                hint="uninstall or rename one of the rule plugins",
            )
        rules[cls.id] = cls
        origins[cls.id] = origin

    for cls in BUILTIN_RULES:
        add(cls, "built-in")
    for ep in _entry_points():
        if ep.value.split(":")[0] == __name__:
            continue  # riftcheck's own entry point: already added above
        origin = f"plugin {ep.dist.name if ep.dist else ep.name} ({ep.value})"
        try:
            loaded = ep.load()
        except KeyboardInterrupt:
            raise
        except BaseException as exc:  # noqa: BLE001 - a plugin's SystemExit(0) must not end the run as a pass
            raise SetupError(
                f"rule plugin {ep.value} cannot be loaded: {type(exc).__name__}: {exc}"
            ) from exc
        for cls in _as_rule_classes(loaded, origin):
            add(cls, origin)
    return MappingProxyType(rules), MappingProxyType(origins)


def all_rules() -> Mapping[str, type[Rule]]:
    """Every registered rule class by id: built-ins first, then plugins."""
    return _registry()[0]


def rule_origin(rule_id: str) -> str:
    """``built-in`` or ``plugin <distribution> (<entry point>)`` for a registered rule."""
    return _registry()[1][rule_id]


def suggest(name: str, choices: Iterable[str]) -> str | None:
    """The closest of ``choices`` to ``name``, or ``None`` when nothing is close."""
    from riftcheck.suggest import closest

    return closest(name, choices)


def get_rule(rule_id: str) -> type[Rule]:
    """The rule class registered as ``rule_id``; :class:`UsageError` with a suggestion otherwise."""
    rules = all_rules()
    try:
        return rules[rule_id]
    except KeyError:
        near = suggest(rule_id, rules)
        hint = (
            Msg("did you mean '{near}'?", near=near)
            if near
            else Msg("run 'riftcheck rules' to list the rules")
        )
        raise UsageError(f"unknown rule '{rule_id}'", hint=hint) from None
