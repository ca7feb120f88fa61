"""Immutable value classes that cost nothing to define: the base of riftcheck's shared values.

A class deriving from :class:`Value` lists its fields as annotations, with defaults, as a
frozen slotted dataclass does::

    class Location(Value):
        file: str
        line: int | None = None

and gets what the modules rely on: a keyword or positional constructor, immutability
(assigning raises :class:`dataclasses.FrozenInstanceError`, an ``AttributeError``), ``==`` and
``hash`` over the fields (only between instances of the same class), a ``repr`` naming the
fields, pickling (parallel workers), :func:`replace` for a changed copy, and
``__post_init__`` when the class defines one. A mutable default is given as
``factory(dict)``: each instance gets its own.

Why not :mod:`dataclasses`: a cold ``riftcheck deck.yaml`` created 32 dataclasses, which cost
12-23 ms of every run's start-up (each class's methods generated and compiled, and the import
of ``dataclasses`` with ``inspect``, ``ast`` and ``dis``). Here each class compiles only its
``__init__`` (and the console script keeps the compiled code between runs:
:func:`riftcheck.infra.compiled.code`); equality and hashing are closures over an ``attrgetter``, ``repr`` and pickling are
shared. ``dataclasses.replace``,
``fields`` and ``asdict`` still work on these classes (their ``__dataclass_fields__`` is made on
first use, importing ``dataclasses`` then), so code outside the start-up path may use them.
"""

from __future__ import annotations

import sys
from operator import attrgetter
from typing import Any

_set = object.__setattr__


class factory:  # noqa: N801 - used like dataclasses.field(default_factory=...)
    """A default made afresh for each instance: ``read_kw: Mapping = factory(dict)``."""

    __slots__ = ("make",)

    def __init__(self, make) -> None:
        _set(self, "make", make)


class _DataclassFields:
    """``__dataclass_fields__``, made on first use: a real dataclass with the same fields gives
    the :class:`dataclasses.Field` objects that ``dataclasses.replace``/``fields``/``asdict`` read."""

    def __get__(self, obj, cls):
        import dataclasses

        specs = []
        for name in cls._fields:
            default = cls._defaults.get(name, dataclasses.MISSING)
            if isinstance(default, factory):
                specs.append((name, "object", dataclasses.field(default_factory=default.make)))
            elif default is dataclasses.MISSING:
                specs.append((name, "object"))
            elif (
                type(default).__hash__ is None
            ):  # a shared read-only mapping, as dataclasses want it
                specs.append(
                    (name, "object", dataclasses.field(default_factory=lambda d=default: d))
                )
            else:
                specs.append((name, "object", dataclasses.field(default=default)))
        fields = dataclasses.make_dataclass(cls.__name__, specs).__dataclass_fields__
        type.__setattr__(cls, "__dataclass_fields__", fields)
        return fields


class _ValueType(type):
    """Turns the annotated fields of a :class:`Value` class into slots and compiled methods."""

    def __new__(mcls, name, bases, ns):
        inherited: tuple[str, ...] = ()
        defaults: dict[str, Any] = {}
        for base in reversed(bases):
            inherited += tuple(f for f in getattr(base, "_fields", ()) if f not in inherited)
            defaults.update(getattr(base, "_defaults", {}))
        own = tuple(
            f
            for f, kind in ns.get("__annotations__", {}).items()
            if not str(kind).startswith(("ClassVar", "typing.ClassVar")) and f not in inherited
        )
        for f in own:
            if f in ns:
                defaults[f] = ns.pop(f)
        ns["__slots__"] = own
        cls = super().__new__(mcls, name, bases, ns)
        fields = inherited + own
        cls._fields = fields
        cls._defaults = defaults
        cls.__match_args__ = fields
        if fields:
            cls.__init__, cls.__eq__, cls.__hash__, cls._get = _methods(cls, fields, defaults)
        return cls


def _methods(cls, fields: tuple[str, ...], defaults: dict[str, Any]):
    """``__init__``, ``__eq__``, ``__hash__`` and the values as a tuple, of ``fields``."""
    return (_init(cls, fields, defaults), *_comparison(fields))


def _init(cls, fields: tuple[str, ...], defaults: dict[str, Any]):
    """The ``__init__`` of ``fields``, compiled once: as fast as a dataclass's."""
    args, body, env = [], [], {"_set": _set}
    seen_default = False
    for i, f in enumerate(fields):
        if f in defaults:
            seen_default = True
            env[f"_d{i}"] = d = defaults[f]
            if isinstance(d, factory):
                args.append(f"{f}=_d{i}")
                body.append(f"    _set(self, {f!r}, _d{i}.make() if {f} is _d{i} else {f})")
                continue
            args.append(f"{f}=_d{i}")
        elif seen_default:
            raise TypeError(
                f"{cls.__name__}: field {f!r} without a default follows one with a default"
            )
        else:
            args.append(f)
        body.append(f"    _set(self, {f!r}, {f})")
    if hasattr(cls, "__post_init__"):
        body.append("    self.__post_init__()")
    src = f"def __init__(self, {', '.join(args)}):\n" + "\n".join(body)
    name = f"<{cls.__module__}.{cls.__qualname__}.__init__>"
    # the console script's table of compiled code (infra/compiled.py) once it has installed it;
    # looked up, not imported: the table's writer reads models, which are values
    table = sys.modules.get("riftcheck.infra.compiled")
    code = table.code(src, name) if table is not None else compile(src, name, "exec")
    exec(code, env)  # noqa: S102
    init = env["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


def _comparison(fields: tuple[str, ...]):
    """``__eq__``, ``__hash__`` and the values as a tuple (a static method) of ``fields``."""
    # equality and hashing over an attrgetter of the fields (a tuple made in C): as fast as compiled
    # methods, which would cost each class a second compilation at start-up
    get = attrgetter(*fields)
    if len(fields) == 1:
        one = get

        def get(self):
            return (one(self),)

    def __eq__(self, other, get=get):
        if other.__class__ is self.__class__:
            return get(self) == get(other)
        return NotImplemented

    def __hash__(self, get=get):
        return hash(get(self))

    return __eq__, __hash__, staticmethod(get)


class Value(metaclass=_ValueType):
    """The base of an immutable value class (see the module's documentation)."""

    __slots__ = ()
    __dataclass_fields__ = _DataclassFields()

    # (not annotated: an annotation would make them fields) the field names, their defaults, and
    # the values as a tuple (an ``attrgetter`` of the fields)
    _fields = ()
    _defaults = {}  # noqa: RUF012 - read-only by convention, replaced per class
    _get = staticmethod(lambda self: ())

    def __setattr__(self, name: str, value: object) -> None:
        from dataclasses import FrozenInstanceError

        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        from dataclasses import FrozenInstanceError

        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self._get(self) == other._get(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._get(self))

    def __repr__(self) -> str:
        inner = ", ".join(f"{f}={getattr(self, f)!r}" for f in self._fields)
        return f"{self.__class__.__qualname__}({inner})"

    def __reduce__(self):
        return (self.__class__, self._get(self))


def replace(obj: Value, /, **changes: Any) -> Any:
    """A copy of ``obj`` with ``changes`` (as :func:`dataclasses.replace` makes one)."""
    cls = obj.__class__
    fields = cls._fields
    # the values as a list (one attrgetter call, in C), the changed ones put in place: a pasted
    # list read at its line in a roster shifts every entry this way (issue 23)
    values = list(cls._get(obj))
    for name, value in changes.items():
        if name not in fields:
            unknown = changes.keys() - set(fields)
            raise TypeError(f"{cls.__name__}: no field {sorted(unknown)[0]!r}")
        values[fields.index(name)] = value
    return cls(*values)
