"""The rule registry: every public id, one module per rule, documented, plugins and duplicates."""

from __future__ import annotations

import datetime as dt
import importlib
import re

import pytest

import riftcheck.rules as registry
from riftcheck.infra.errors import SetupError, UsageError
from riftcheck.rules.base import Rule
from riftcheck.rulesets import shipped_citations

PUBLIC_IDS = [
    "unknown-card",
    "not-a-deck-card",
    "legend",
    "additional-legends",
    "chosen-champion",
    "zone-card-type",
    "main-deck-size",
    "copy-limit",
    "unique",
    "signature-limit",
    "signature-tag",
    "domain-identity",
    "rune-deck",
    "battlefields",
    "sideboard-size",
    "banned",
    "set-legality",
    "limited-set-dates",
    "pool",
    "team-legend",
    "team-battlefields",
]


def test_every_public_rule_id_is_registered_once_in_order():
    assert list(registry.all_rules()) == PUBLIC_IDS
    assert [r.id for r in registry.BUILTIN_RULES] == PUBLIC_IDS


@pytest.mark.parametrize("rid", PUBLIC_IDS)
def test_rule_lives_in_its_own_module_and_is_documented(rid):
    rule = registry.get_rule(rid)
    assert rule.__module__ == "riftcheck.rules." + rid.replace("-", "_")
    assert rule.summary and rule.summary.endswith(".")
    # citations are keys of the rules documents' table, numbered for the judging date; so are
    # those written into the documentation ([cr.copies]): no number is written out to go stale
    keys = shipped_citations(dt.date(2026, 12, 1))
    assert rule.citations and all(c in keys for c in rule.citations), rule.citations
    texts = [rule.doc(), *(opt.doc for opt in rule.options.values())]
    for text in texts:
        assert not re.search(r"\b(CR|TR) \d", text), f"{rid}: a rule number written out"
        assert all(k in keys for k in re.findall(r"\[([a-z]+\.[a-z0-9.-]+)\]", text)), rid
    doc = rule.doc()
    legal = re.search(r"^Legal example\b[^\n]*:$", doc, re.MULTILINE)
    illegal = re.search(r"^Illegal example\b[^\n]*:$", doc, re.MULTILINE)
    assert legal and illegal, (
        f"{rid}: docstring needs 'Legal example:' and 'Illegal example:' sections"
    )
    assert legal.start() < illegal.start()
    assert rule.scope in ("deck", "team", "deck+team")
    assert "default" in rule.severities
    for name, opt in rule.options.items():
        assert opt.doc, f"{rid}.{name} has no doc"
        if opt.check:
            assert opt.check(opt.default) is None, f"{rid}.{name}: default fails its own check"
    assert rule.__doc__ and rule.check.__doc__


def test_unknown_rule_suggests_the_nearest():
    with pytest.raises(UsageError) as exc:
        registry.get_rule("copy-limits")
    assert exc.value.hint == "did you mean 'copy-limit'?"
    assert registry.rule_origin("pool") == "built-in"


class _EP:
    """A stand-in for an importlib.metadata entry point."""

    def __init__(self, value, obj, dist="riftcheck-extra"):
        self.value, self.name, self._obj = value, "extra", obj
        self.dist = type("Dist", (), {"name": dist})()

    def load(self):
        if isinstance(self._obj, Exception):
            raise self._obj
        return self._obj


class NoProxies(Rule):
    """Event rule: no proxies. Legal example: a deck. Illegal example: a proxy."""

    id = "no-proxies"
    summary = "No proxies."
    citations = ("TR 000",)

    def check(self, ctx):
        """Nothing to find."""
        return iter(())


class FakeCopyLimit(NoProxies):
    """Claims a built-in id."""

    id = "copy-limit"


#: The real entry points of the group (the installed plugins': none in the test environment).
INSTALLED = registry._entry_points()


@pytest.fixture
def fresh(monkeypatch):
    registry._registry.cache_clear()
    yield monkeypatch
    registry._registry.cache_clear()


def test_plugins_are_added_after_the_builtins(fresh):
    own = _EP("riftcheck.rules:BUILTIN_RULES", registry.BUILTIN_RULES, "riftcheck")
    fresh.setattr(registry, "_entry_points", lambda: [own, _EP("extra.rules:RULES", [NoProxies])])
    rules = registry.all_rules()
    assert list(rules)[-1] == "no-proxies" and len(rules) == len(PUBLIC_IDS) + 1
    assert registry.rule_origin("no-proxies") == "plugin riftcheck-extra (extra.rules:RULES)"


def test_a_duplicate_id_is_a_setup_error(fresh):
    fresh.setattr(
        registry,
        "_entry_points",
        lambda: [*INSTALLED, _EP("extra.rules:FakeCopyLimit", FakeCopyLimit)],
    )
    with pytest.raises(SetupError, match="duplicate rule id 'copy-limit'"):
        registry.all_rules()


@pytest.mark.parametrize(
    ("obj", "message"),
    [
        (ImportError("no module named extra"), "cannot be loaded"),
        ([object()], "not a riftcheck Rule subclass"),
    ],
)
def test_a_broken_plugin_is_a_setup_error(fresh, obj, message):
    fresh.setattr(registry, "_entry_points", lambda: [*INSTALLED, _EP("extra.rules:RULES", obj)])
    with pytest.raises(SetupError, match=message):
        registry.all_rules()


def test_rule_modules_do_no_io():
    """Rules yield findings: no file access, printing or exiting in their modules."""
    import inspect

    for rid in PUBLIC_IDS:
        src = inspect.getsource(importlib.import_module("riftcheck.rules." + rid.replace("-", "_")))
        for forbidden in ("open(", "print(", "sys.exit", "read_text(", "input("):
            assert forbidden not in src, f"{rid} uses {forbidden}"


def test_a_misspelt_builtin_rule_module_stops_riftcheck(monkeypatch):
    """A name in _BUILTIN_MODULES with no module is never skipped: the rule would silently not run."""
    monkeypatch.setattr(registry, "_BUILTIN_MODULES", (*registry._BUILTIN_MODULES, "copy_limt"))
    with pytest.raises(SetupError) as exc:
        registry._load_builtins()
    assert exc.value.message == "built-in rule module riftcheck/rules/copy_limt.py does not exist"
    assert exc.value.hint == "fix its name in riftcheck.rules._BUILTIN_MODULES"


def test_a_builtin_module_without_a_rule_stops_riftcheck(monkeypatch):
    monkeypatch.setattr(registry, "_BUILTIN_MODULES", ("_helpers",))
    with pytest.raises(SetupError, match=r"riftcheck/rules/_helpers.py defines no rule"):
        registry._load_builtins()


def test_the_builtins_need_no_entry_point(fresh):
    """Built-in rules come from _BUILTIN_MODULES: with no entry point installed at all, every one is registered."""
    fresh.setattr(registry, "_entry_points", lambda: [])
    assert list(registry.all_rules()) == PUBLIC_IDS
    assert {registry.rule_origin(rid) for rid in PUBLIC_IDS} == {"built-in"}


def test_builtins_are_first_whatever_the_order_of_sys_path(fresh):
    fresh.setattr(
        registry, "_entry_points", lambda: [_EP("extra.rules:RULES", [NoProxies]), *INSTALLED]
    )
    assert list(registry.all_rules()) == [*PUBLIC_IDS, "no-proxies"]
