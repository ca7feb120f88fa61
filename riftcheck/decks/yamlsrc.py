"""Safe YAML loading that keeps the line and column of every value.

PyYAML's composer builds a node graph carrying marks; we walk it ourselves
instead of constructing Python objects, so each value keeps where it was
written. Only the safe scalar constructors are used. Aliases are expanded
while walking, which is where alias bombs would explode, so the walk counts
nodes and depth and stops with an :class:`InputError` past sane limits.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import yaml
from yaml.constructor import SafeConstructor
from yaml.nodes import MappingNode, ScalarNode, SequenceNode

from riftcheck.errors import InputError
from riftcheck.models import Location

#: Most values a deck-like document may expand to (aliases included).
MAX_NODES = 10_000
#: Deepest nesting accepted.
MAX_DEPTH = 50

_Base = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class SafeLocLoader(_Base):  # type: ignore[misc, valid-type]
    """Safe loader (C-accelerated when available) used only to compose nodes."""


class PureSafeLocLoader(yaml.SafeLoader):
    """Pure-Python twin of :class:`SafeLocLoader`, for tests and platforms without libyaml."""


_CTOR = SafeConstructor()


_STR = "tag:yaml.org,2002:str"


class Node(NamedTuple):
    """A YAML value with its 1-based position.

    ``value`` is a scalar, a ``list[Node]`` or a ``dict`` mapping each key to
    a ``(key Node, value Node)`` pair.
    """

    value: Any
    line: int | None
    column: int | None
    kind: str  # "scalar", "seq" or "map"

    def loc(self, file: str) -> Location:
        """The location of this value in ``file``."""
        return Location(file, self.line, self.column)


def _describe_yaml_error(exc: yaml.YAMLError, text: str) -> tuple[str, int | None, int | None]:
    if isinstance(
        exc, yaml.reader.ReaderError
    ):  # a control character: it has an offset, not a mark
        before = text[: exc.position]
        line = before.count("\n") + 1
        col = exc.position - (before.rfind("\n") + 1) + 1
        ch = exc.character if isinstance(exc.character, int) else ord(exc.character)
        return f"character U+{ch:04X} is not allowed in YAML: expected printable text", line, col
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    problem = getattr(exc, "problem", None) or str(exc)
    context = getattr(exc, "context", None)
    msg = f"YAML syntax error: {problem}"
    if context:
        msg += f" ({context})"
    if mark is None:
        return msg, None, None
    lines = text.splitlines()
    if mark.line < len(lines) and "\t" in lines[mark.line][: mark.column + 1]:
        msg += "; YAML does not allow tabs for indentation, use spaces"
    return msg, mark.line + 1, mark.column + 1


def compose(text: str, file: str, *, pure: bool = False) -> Node | None:
    """Parse ``text`` (one YAML document) into a located :class:`Node`; ``None`` when empty."""
    loader_cls = PureSafeLocLoader if pure else SafeLocLoader
    loader = loader_cls(text)
    try:
        root = loader.get_single_node()
    except yaml.YAMLError as exc:
        msg, line, col = _describe_yaml_error(exc, text)
        raise InputError(msg, Location(file, line, col)) from None
    except RecursionError:
        raise InputError(
            f"YAML nesting is deeper than {MAX_DEPTH} levels", Location(file, 1, 1)
        ) from None
    finally:
        loader.dispose()
    if root is None:
        return None
    return _Walker(file).walk(root, 0)


class _Walker:
    def __init__(self, file: str):
        self.file = file
        self.count = 0

    def _loc(self, node) -> Location:
        m = node.start_mark
        return Location(self.file, m.line + 1, m.column + 1)

    def walk(self, node, depth: int) -> Node:  # noqa: C901
        self.count += 1
        if self.count > MAX_NODES:
            raise InputError(
                f"document expands to more than {MAX_NODES} values (an alias bomb?); a deck is far smaller",
                self._loc(node),
            )
        if depth > MAX_DEPTH:
            raise InputError(f"nesting is deeper than {MAX_DEPTH} levels", self._loc(node))
        m = node.start_mark
        line, col = m.line + 1, m.column + 1
        if isinstance(node, ScalarNode):
            return Node(self._scalar(node), line, col, "scalar")
        if node.tag not in ("tag:yaml.org,2002:seq", "tag:yaml.org,2002:map"):
            raise InputError(f"unsupported YAML tag {node.tag}", self._loc(node))
        if isinstance(node, SequenceNode):
            return Node([self.walk(n, depth + 1) for n in node.value], line, col, "seq")
        if isinstance(node, MappingNode):
            out: dict[Any, tuple[Node, Node]] = {}
            for k, v in node.value:
                if k.tag == "tag:yaml.org,2002:merge":
                    raise InputError(
                        "merge keys (<<) are not supported in deck files", self._loc(k)
                    )
                key = self.walk(k, depth + 1)
                if key.kind != "scalar":
                    raise InputError("expected a plain key, found a list or mapping", self._loc(k))
                try:
                    hash(key.value)
                except TypeError:  # pragma: no cover - scalars are hashable
                    raise InputError("unusable key", self._loc(k)) from None
                if key.value in out:
                    first = out[key.value][0]
                    raise InputError(
                        f"duplicate key {key.value!r} (first written at line {first.line})",
                        self._loc(k),
                    )
                out[key.value] = (key, self.walk(v, depth + 1))
            return Node(out, line, col, "map")
        raise InputError("unsupported YAML node", self._loc(node))  # pragma: no cover

    def _scalar(self, node: ScalarNode) -> Any:
        if node.tag == _STR:
            return node.value
        ctor = _CTOR.yaml_constructors.get(node.tag)
        if ctor is None:
            raise InputError(f"unsupported YAML tag {node.tag}", self._loc(node))
        try:
            return ctor(_CTOR, node)
        except (yaml.YAMLError, ValueError, OverflowError, AttributeError, TypeError) as exc:
            shown = node.value if len(node.value) <= 40 else node.value[:40] + "..."
            detail = "the number is too long" if "digits" in str(exc) else str(exc)[:200]
            raise InputError(f"cannot read value {shown!r}: {detail}", self._loc(node)) from None


def audit(  # noqa: C901
    root,
    file: str,
    error: type[Exception] = InputError,
    *,
    max_nodes: int = MAX_NODES,
    max_depth: int = MAX_DEPTH,
) -> None:
    """Refuse a composed PyYAML node graph before anything is constructed from it.

    Used by the readers that build plain Python values with PyYAML (rulesets,
    configuration): raises ``error`` at the offending line when the graph
    expands (aliases included) past ``max_nodes`` values, nests deeper than
    ``max_depth``, repeats a mapping key, or holds a tag or scalar the safe
    constructors refuse (``!!python/object``, ``2026-13-01``).
    """
    count = 0
    todo = [(root, 0)]
    while todo:
        node, depth = todo.pop()
        count += 1
        m = node.start_mark
        where = Location(file, m.line + 1, m.column + 1)
        if count > max_nodes:
            raise error(f"document expands to more than {max_nodes} values (an alias bomb?)", where)
        if depth > max_depth:
            raise error(f"nesting is deeper than {max_depth} levels", where)
        ctor = _CTOR.yaml_constructors.get(node.tag)
        if ctor is None:
            raise error(f"unsupported YAML tag {node.tag}", where)
        if isinstance(node, ScalarNode):
            try:
                ctor(_CTOR, node)
            except (yaml.YAMLError, ValueError, OverflowError, AttributeError, TypeError) as exc:
                shown = node.value if len(node.value) <= 40 else node.value[:40] + "..."
                detail = "the number is too long" if "digits" in str(exc) else str(exc)[:200]
                raise error(f"cannot read value {shown!r}: {detail}", where) from None
        elif isinstance(node, SequenceNode):
            todo.extend((n, depth + 1) for n in reversed(node.value))
        else:
            seen: dict[Any, int] = {}
            for k, v in node.value:
                if isinstance(k, ScalarNode) and k.tag != "tag:yaml.org,2002:merge":
                    if k.value in seen:
                        raise error(
                            f"duplicate key {k.value!r} (first written at line {seen[k.value]})",
                            Location(file, k.start_mark.line + 1, k.start_mark.column + 1),
                        )
                    seen[k.value] = k.start_mark.line + 1
                todo.append((v, depth + 1))
                if k.tag != "tag:yaml.org,2002:merge":  # ``<<`` has no constructor of its own
                    todo.append((k, depth + 1))
