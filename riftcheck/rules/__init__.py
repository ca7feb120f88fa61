"""Built-in rules and the rule registry.

``BUILTIN_RULES`` lists every built-in rule class, imported from the modules
named in ``_BUILTIN_MODULES`` (the one list of built-in rules, in the order
they run and are listed): no scan of installed packages is needed for them.
Plugin rules come in through the standard door, the ``riftcheck.rules``
entry-point group: a plugin package's entry point gives a rule class or a list
of them (see "Rule plugins" in the README). The group is read with
:mod:`importlib.metadata` only when the installed distributions changed since
the last run (:mod:`riftcheck.infra.entrypoints` keeps the answer in the user's
cache directory).

:func:`all_rules` builds the registry once per process. Two different classes
claiming one id is a :class:`~riftcheck.infra.errors.SetupError` (exit 3), so a
plugin can never silently replace a built-in rule; so is a missing built-in
module, since it would drop rules from every check without a word.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Mapping
from functools import cache
from types import MappingProxyType

from riftcheck.infra.errors import SetupError, UsageError
from riftcheck.models import Msg
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
    "limited_set_dates",
    "pool",
    "team_legend",
    "team_battlefields",
)

#: Entry-point group every plugin registers its rules under.
ENTRY_POINT_GROUP = "riftcheck.rules"


def _rule_classes_of(module) -> list[type[Rule]]:
    """The rule classes a rule module defines itself (not those it imports)."""
    return [
        value
        for value in vars(module).values()
        if isinstance(value, type)
        and issubclass(value, Rule)
        and value is not Rule
        and value.__module__ == module.__name__
        and value.id
    ]


def _load_builtins() -> list[type[Rule]]:
    """Import every module of :data:`_BUILTIN_MODULES`; a missing or empty one is a setup error.

    A misspelt name must stop riftcheck rather than drop a rule: a check
    without it would report decks legal that are not.
    """
    out: list[type[Rule]] = []
    for name in _BUILTIN_MODULES:
        try:
            module = importlib.import_module(f"{__name__}.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"{__name__}.{name}":
                raise
            raise SetupError(
                f"built-in rule module riftcheck/rules/{name}.py does not exist",
                hint="fix its name in riftcheck.rules._BUILTIN_MODULES",
            ) from None
        found = _rule_classes_of(module)
        if not found:
            raise SetupError(f"built-in rule module riftcheck/rules/{name}.py defines no rule")
        out.extend(found)
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
    """Every installed entry point of :data:`ENTRY_POINT_GROUP` (the plugins').

    Scanning the installed distributions with :mod:`importlib.metadata` costs a
    one-deck check about 35 ms of CPU (docs/architecture.md, start-up budget),
    so the scan is kept in the user's cache directory, keyed by what is installed.
    """
    from riftcheck.infra.entrypoints import entry_points
    from riftcheck.infra.paths import user_dir

    return entry_points(ENTRY_POINT_GROUP, user_dir("cache"))


def _load(ep) -> object:
    """What entry point ``ep`` names; any failure is a :class:`SetupError` naming it."""
    try:
        return ep.load()
    except KeyboardInterrupt:
        raise
    except BaseException as exc:  # noqa: BLE001 - a plugin's SystemExit(0) must not end the run as a pass
        raise SetupError(
            f"rule plugin {ep.value} cannot be loaded: {type(exc).__name__}: {exc}"
        ) from exc


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
                Msg(
                    "duplicate rule id '{rid}': {a} ({a_origin}) and {b} ({b_origin})",
                    rid=cls.id,
                    a=f"{known.__module__}.{known.__qualname__}",
                    a_origin=origins[cls.id],
                    b=f"{cls.__module__}.{cls.__qualname__}",
                    b_origin=origin,
                ),
                hint=Msg("uninstall or rename one of the rule plugins"),
            )
        rules[cls.id] = cls
        origins[cls.id] = origin

    for cls in BUILTIN_RULES:
        add(cls, "built-in")
    for ep in _entry_points():
        obj = _load(ep)
        if obj is BUILTIN_RULES:
            continue  # riftcheck's own entry point of earlier versions, left in old metadata
        origin = f"plugin {ep.dist.name if ep.dist else ep.name} ({ep.value})"
        for cls in _as_rule_classes(obj, origin):
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
    from riftcheck.infra.suggest import closest

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
        raise UsageError(Msg("unknown rule '{rid}'", rid=rule_id), hint=hint) from None
