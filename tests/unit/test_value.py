"""The shared values' base (riftcheck/infra/value.py) keeps what frozen dataclasses gave."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

from riftcheck.infra.value import Value, factory, replace
from riftcheck.models import Card, Finding, Location, RunResult


class Point(Value):
    x: int
    y: int = 0
    tags: dict = factory(dict)


class Tagged(Point):
    label: str = ""


def test_constructed_by_position_or_keyword_with_defaults():
    assert Point(1, 2) == Point(x=1, y=2) == Point(1, y=2)
    assert Point(1).y == 0
    assert Point(1).tags == {} and Point(1).tags is not Point(1).tags  # a fresh default each
    with pytest.raises(TypeError):
        Point()
    with pytest.raises(TypeError):
        Point(1, 2, {}, 4)


def test_immutable_as_a_frozen_dataclass():
    p = Point(1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.x = 2
    with pytest.raises(AttributeError):
        del p.x
    with pytest.raises(AttributeError):
        p.z = 3  # slots: no other attribute either
    assert not hasattr(p, "__dict__")


def test_equal_and_hashed_by_fields_within_one_class():
    assert Location("a", 1) == Location("a", 1)
    assert hash(Location("a", 1, 2)) == hash(Location("a", 1, 2))
    assert Location("a", 1) != Location("a", 2)
    assert Point(1) != Tagged(1)  # another class is never equal, as dataclasses have it
    assert {Location("a"), Location("a")} == {Location("a")}


def test_repr_names_the_fields():
    assert repr(Location("a.yaml", 3)) == "Location(file='a.yaml', line=3, column=None)"


def test_a_subclass_adds_its_fields_after_the_inherited_ones():
    t = Tagged(1, 2, {}, "p")
    assert (t.x, t.y, t.label) == (1, 2, "p")
    assert Tagged._fields == ("x", "y", "tags", "label")


def test_replace_copies_with_changes_and_refuses_unknown_fields():
    f = Finding("copy-limit", "error", "m", Location("a", 1))
    g = replace(f, severity="warning")
    assert g.severity == "warning" and g.rule == f.rule and f.severity == "error"
    with pytest.raises(TypeError):
        replace(f, colour="red")
    assert dataclasses.replace(f, message="n").message == "n"  # the standard library's too


class One(Value):
    only: int

    def __post_init__(self) -> None:
        if self.only < 0:
            raise ValueError("negative")


def test_replace_puts_each_change_at_its_field_and_runs_post_init():
    t = Tagged(1, 2, {"k": 1}, "p")
    u = replace(t, label="q", x=9)
    assert (u.x, u.y, u.tags, u.label) == (9, 2, {"k": 1}, "q") and u.tags is t.tags
    assert replace(t) == t and replace(t) is not t
    assert replace(One(1), only=2) == One(2)
    with pytest.raises(ValueError, match="negative"):
        replace(One(1), only=-1)
    with pytest.raises(TypeError, match="Tagged: no field 'a'"):
        replace(t, x=1, zz=2, a=3)  # the first unknown field by name, whatever the order


def test_dataclasses_fields_and_asdict_still_work():
    assert [x.name for x in dataclasses.fields(Location)] == ["file", "line", "column"]
    assert dataclasses.asdict(Location("a", 1)) == {"file": "a", "line": 1, "column": None}
    assert dataclasses.is_dataclass(Card("k", "Gust", "Spell"))


def test_pickled_and_copied_whole():
    f = Finding("r", "error", "m", Location("a", 1), cards=())
    assert pickle.loads(pickle.dumps(f)) == f
    assert copy.deepcopy(f) == f and copy.copy(f) == f


def test_post_init_runs():
    run = RunResult(decks=(), ruleset="constructed")
    assert run.provenance is not None and run.provenance.ruleset == "constructed"
