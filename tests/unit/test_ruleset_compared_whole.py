"""The comparison of a local ruleset with the shipped one covers every key of the ruleset schema
that decides a verdict (evtP 1): the keys are read from the schema, so one added to it later is
compared without a list to keep up (``sideboarding`` and ``best_of`` were left out of one)."""

from __future__ import annotations

from types import MappingProxyType

import pytest

from riftcheck.infra.value import replace
from riftcheck.rulesets import NOT_JUDGED, Ruleset, judged_keys, list_rulesets, load_ruleset
from riftcheck.runner.assemble import _LISTED, _LISTED_TABLES, _fields_changed


def test_every_key_of_the_schema_is_a_ruleset_field_or_says_which_ruleset_it_is():
    top, tables = judged_keys()
    assert {"sideboarding", "best_of", "team_size", "identity", "format", "rules"} <= set(top)
    assert not NOT_JUDGED & set(top)
    assert set(top) <= set(Ruleset._fields), set(top) - set(Ruleset._fields)
    assert {"sets", "bans", "aliases", "documents", "citations", "regions"} <= set(tables)


@pytest.mark.parametrize("name", list_rulesets())
def test_a_shipped_ruleset_changes_nothing_of_itself(name):
    rs = load_ruleset(name)
    assert _fields_changed(rs, rs) == ()


@pytest.mark.parametrize("key", [k for k in judged_keys()[0] if k not in _LISTED])
def test_each_key_compared_whole_is_named_when_it_differs(key):
    shipped = load_ruleset("constructed-2v2")
    changed = replace(shipped, **{key: object()})
    assert _fields_changed(changed, shipped) == (key,)


@pytest.mark.parametrize("table", [t for t in judged_keys()[1] if t not in _LISTED_TABLES])
def test_each_table_compared_whole_is_named_when_it_differs(table):
    shipped = load_ruleset("constructed")
    tables = MappingProxyType({**shipped.tables, table: object()})
    assert _fields_changed(replace(shipped, tables=tables), shipped) == (f"tables.{table}",)


def test_a_region_judged_ruleset_is_compared_by_its_own_tables():
    shipped = load_ruleset("constructed")
    regional = shipped.for_region("cn")
    assert _fields_changed(regional, shipped) == ()
