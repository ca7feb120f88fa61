"""The one YAML loader that keeps locations: decks, pools, teams, events, rulesets and configuration.

PyYAML's composer (libyaml's, when installed) builds a node graph carrying
marks, and everything here starts from it (:func:`compose_node`): a syntax
error, a control character or a nesting too deep becomes the caller's error
at its line and column. Two ways on from the graph:

* :func:`compose` (deck-like files) walks the graph itself instead of
  constructing Python objects, so every value keeps where it was written
  (:class:`Node`). Only the safe scalar constructors are used. Aliases are
  expanded while walking, which is where alias bombs would explode, so the
  walk counts nodes and depth and stops with an :class:`InputError` past sane
  limits.
* :func:`load` (rulesets, configuration) refuses a hostile graph first
  (:func:`audit`), then constructs plain values with PyYAML's safe
  constructor and returns them with the line of every key path
  (:class:`Document`).
"""

from __future__ import annotations

from typing import Any, NamedTuple

import yaml
from yaml.constructor import SafeConstructor
from yaml.nodes import MappingNode, ScalarNode, SequenceNode

from riftcheck.infra.errors import InputError
from riftcheck.models import Location, Msg

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
_MERGE = "tag:yaml.org,2002:merge"

#: How each kind of file words a syntax error: deck-like files say more (the parser's
#: context, a tab used for indentation, a control character by its code point).
DECK_SYNTAX = Msg("YAML syntax error")


class Node(NamedTuple):
    """A YAML value with its 1-based position.

    ``value`` is a scalar, a ``list[Node]`` or a ``dict`` mapping each key to
    a ``(key Node, value Node)`` pair.
    """

    value: Any
    line: int | None
    column: int | None
    kind: str  # "scalar", "seq" or "map"
    #: a scalar's text as the file wrote it (``0012`` for the number 10 that YAML 1.1 reads), and
    #: its style: ``None`` plain, ``'`` / ``"`` quoted, ``|`` / ``>`` block; the last line holding it
    text: str | None = None
    style: str | None = None
    end_line: int | None = None

    def loc(self, file: str) -> Location:
        """The location of this value in ``file``."""
        return Location(file, self.line, self.column)


def _describe_yaml_error(
    exc: yaml.YAMLError, text: str, syntax: str
) -> tuple[str, int | None, int | None]:
    """The message, line and column of a PyYAML error, worded for ``syntax`` (see :data:`DECK_SYNTAX`)."""
    from riftcheck.infra.fileio import position

    detailed = syntax == DECK_SYNTAX
    if isinstance(exc, yaml.reader.ReaderError):  # a control character: an offset, not a mark
        line, col = position(text, exc.position)
        if not detailed:
            from riftcheck.i18n import pyyaml_words

            said = pyyaml_words(exc.reason)
            if said is not None:
                return Msg("{syntax}: {said}", syntax=syntax, said=said), line, col
            return Msg("{syntax}: {problem}", syntax=syntax, problem=exc.reason), line, col
        ch = exc.character if isinstance(exc.character, int) else ord(exc.character)
        return (
            Msg(
                "character {code} is not allowed in YAML: expected printable text",
                code=f"U+{ch:04X}",
            ),
            line,
            col,
        )
    from riftcheck.i18n import pyyaml_words

    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    problem = getattr(exc, "problem", None) or str(exc)
    context = getattr(exc, "context", None)
    # PyYAML's commonest phrases are said in the reader's language; any other stays PyYAML's
    # own words, which a report in another language quotes as PyYAML's (in English)
    said, during = pyyaml_words(problem), pyyaml_words(context)
    if detailed and context:
        if said is not None and during is not None:
            msg = Msg("{syntax}: {said} ({during})", syntax=syntax, said=said, during=during)
        else:
            msg = Msg(
                "{syntax}: {problem} ({context})", syntax=syntax, problem=problem, context=context
            )
    elif said is not None:
        msg = Msg("{syntax}: {said}", syntax=syntax, said=said)
    else:
        msg = Msg("{syntax}: {problem}", syntax=syntax, problem=problem)
    if mark is None:
        return msg, None, None
    lines = text.splitlines()
    if detailed and mark.line < len(lines) and "\t" in lines[mark.line][: mark.column + 1]:
        msg = Msg("{message}; YAML does not allow tabs for indentation, use spaces", message=msg)
    return msg, mark.line + 1, mark.column + 1


def compose_node(
    text: str,
    file: str,
    error: type[Exception] = InputError,
    *,
    syntax: str = DECK_SYNTAX,
    pure: bool = False,
    max_depth: int = MAX_DEPTH,
):
    """The PyYAML node graph of ``text`` (one document), ``None`` when empty.

    A syntax error, a control character or a nesting deeper than the parser
    can follow raises ``error`` at its line and column, worded ``syntax: ...``.
    """
    loader_cls = PureSafeLocLoader if pure else SafeLocLoader
    loader = loader_cls(text)
    try:
        return loader.get_single_node()
    except yaml.YAMLError as exc:
        msg, line, col = _describe_yaml_error(exc, text, syntax)
        raise error(msg, Location(file, line, col)) from None
    except RecursionError:
        raise error(
            f"YAML nesting is deeper than {max_depth} levels", Location(file, 1, 1)
        ) from None
    finally:
        loader.dispose()


def compose(text: str, file: str, *, pure: bool = False, max_nodes: int = MAX_NODES) -> Node | None:
    """Parse ``text`` (one YAML document) into a located :class:`Node`; ``None`` when empty.

    ``max_nodes``: most values the document may expand to (an event file of
    thousands of players holds more than a deck)."""
    root = compose_node(text, file, pure=pure)
    if root is None:
        return None
    return _Walker(file, max_nodes).walk(root, 0)


def json_as_yaml(text: str, file: str) -> str:
    """Check that ``text`` is JSON, and return it ready for :func:`compose` (YAML is a superset).

    A syntax error carries JSON's own line and column. Numbers are kept as text
    while checking, so a 5,000-digit count is reported by the YAML pass with
    its line instead of hitting ``int()``'s limit. Valid JSON holds raw tabs
    only as whitespace, which YAML refuses: a space keeps every column where it was.
    """
    import json

    try:
        json.loads(text, parse_int=str, parse_float=str, parse_constant=str)
    except json.JSONDecodeError as exc:
        from riftcheck.infra.jsonwords import json_words

        # json's fixed messages in riftcheck's words (its position is the location's); any
        # other is json's own, which a report in another language quotes as such
        said = json_words(exc.msg)
        msg = (
            Msg("JSON syntax error: {said}", said=said)
            if said is not None
            else Msg("JSON syntax error: {why}", why=exc.msg)
        )
        raise InputError(msg, Location(file, exc.lineno, exc.colno)) from None
    except RecursionError:
        raise InputError(Msg("JSON nesting is too deep"), Location(file, 1, 1)) from None
    return text.replace("\t", " ")


class Document(NamedTuple):
    """A YAML document as plain Python values, with the line of every key path.

    ``lines`` maps a path of keys and list indexes (``("rules", "copy-limit")``,
    ``()`` for the whole document) to the 1-based line where it is written:
    a mapping key's own line, a list item's first line.
    """

    data: Any
    lines: dict[tuple, int]


def load(
    text: str,
    file: str,
    error: type[Exception],
    *,
    syntax: str,
    max_nodes: int = MAX_NODES,
    max_depth: int = MAX_DEPTH,
) -> Document:
    """Load ``text`` (rulesets, configuration) into a :class:`Document`.

    The graph is refused before anything is constructed from it when it is
    hostile (:func:`audit`: alias bombs, deep nesting, duplicate keys, unsafe
    tags); every failure is ``error`` at its line. An empty document is
    ``Document(None, {})``.
    """
    node = compose_node(text, file, error, syntax=syntax, max_depth=max_depth)
    if node is None:
        return Document(None, {})
    audit(node, file, error, max_nodes=max_nodes, max_depth=max_depth)
    ctor = SafeConstructor()
    try:
        data = ctor.construct_document(node)
    except yaml.YAMLError as exc:  # an unhashable key, a bad merge: marked at the node
        msg, line, col = _describe_yaml_error(exc, text, syntax)
        raise error(msg, Location(file, line, col)) from None
    lines: dict[tuple, int] = {}
    _index(node, (), lines, ctor)
    return Document(data, lines)


def _key(node, ctor: SafeConstructor) -> Any:
    """A mapping key as the constructed data holds it (``yes`` is ``True``, ``1`` is ``1``)."""
    try:
        return ctor.construct_object(node, deep=True)
    except Exception:  # noqa: BLE001 - a merge key ``<<``: audit() refused what cannot be constructed
        return node.value


def _index(node, at: tuple, lines: dict[tuple, int], ctor: SafeConstructor) -> None:
    lines[at] = node.start_mark.line + 1
    if isinstance(node, MappingNode):
        for k, v in node.value:
            path = at + (_key(k, ctor),)
            _index(v, path, lines, ctor)
            lines[path] = k.start_mark.line + 1
    elif isinstance(node, SequenceNode):
        for i, item in enumerate(node.value):
            _index(item, at + (i,), lines, ctor)


class _Walker:
    def __init__(self, file: str, max_nodes: int = MAX_NODES):
        self.file = file
        self.count = 0
        self.max_nodes = max_nodes

    def _loc(self, node) -> Location:
        m = node.start_mark
        return Location(self.file, m.line + 1, m.column + 1)

    def walk(self, node, depth: int) -> Node:
        self._count(node, depth)
        m = node.start_mark
        line, col = m.line + 1, m.column + 1
        if isinstance(node, ScalarNode):
            m_end = node.end_mark
            # the last line holding the scalar (a block ends at the start of the next line)
            end = m_end.line + (1 if m_end.column else 0) if m_end is not None else line
            # libyaml says "" for a plain scalar, PyYAML None: one value for both
            return Node(
                self._scalar(node), line, col, "scalar", node.value, node.style or None, end
            )
        if node.tag not in ("tag:yaml.org,2002:seq", "tag:yaml.org,2002:map"):
            raise InputError(Msg("unsupported YAML tag {tag}", tag=node.tag), self._loc(node))
        if isinstance(node, SequenceNode):
            return Node([self.walk(n, depth + 1) for n in node.value], line, col, "seq")
        if isinstance(node, MappingNode):
            return Node(self._mapping(node, depth), line, col, "map")
        raise InputError(Msg("unsupported YAML node"), self._loc(node))  # pragma: no cover

    def _count(self, node, depth: int) -> None:
        """One more value at ``depth``: refused past :data:`MAX_NODES` values or :data:`MAX_DEPTH` levels."""
        self.count += 1
        if self.count > self.max_nodes:
            raise InputError(
                Msg(
                    "document expands to more than {MAX_NODES} values (an alias bomb?); a deck is far smaller",
                    MAX_NODES=self.max_nodes,
                ),
                self._loc(node),
            )
        if depth > MAX_DEPTH:
            raise InputError(
                Msg("nesting is deeper than {MAX_DEPTH} levels", MAX_DEPTH=MAX_DEPTH),
                self._loc(node),
            )

    def _mapping(self, node: MappingNode, depth: int) -> dict[Any, tuple[Node, Node]]:
        """A mapping's ``{key: (key node, value node)}``; merge keys, non-scalar and repeated keys refused."""
        out: dict[Any, tuple[Node, Node]] = {}
        for k, v in node.value:
            key = self._key(k, depth)
            if key.value in out:
                first = out[key.value][0]
                raise InputError(
                    Msg(
                        "duplicate key {value} (first written at line {line})",
                        value=f"{key.value!r}",
                        line=first.line,
                    ),
                    self._loc(k),
                )
            out[key.value] = (key, self.walk(v, depth + 1))
        return out

    def _key(self, k, depth: int) -> Node:
        if k.tag == "tag:yaml.org,2002:merge":
            raise InputError(
                Msg("merge keys (<<) are not supported: write each key out"), self._loc(k)
            )
        key = self.walk(k, depth + 1)
        if key.kind != "scalar":
            raise InputError(Msg("expected a plain key, found a list or mapping"), self._loc(k))
        try:
            hash(key.value)
        except TypeError:  # pragma: no cover - scalars are hashable
            raise InputError(Msg("unusable key"), self._loc(k)) from None
        return key

    def _scalar(self, node: ScalarNode) -> Any:
        if node.tag == _STR:
            return node.value
        ctor = _CTOR.yaml_constructors.get(node.tag)
        if ctor is None:
            raise InputError(Msg("unsupported YAML tag {tag}", tag=node.tag), self._loc(node))
        try:
            return ctor(_CTOR, node)
        except _SCALAR_ERRORS as exc:
            shown, detail = _unreadable(node, exc)
            raise InputError(
                Msg("cannot read value {shown}: {detail}", shown=f"{shown!r}", detail=detail),
                self._loc(node),
            ) from None


#: What PyYAML's safe constructors raise on a scalar they cannot read (``2026-13-01``, a huge number).
_SCALAR_ERRORS = (yaml.YAMLError, ValueError, OverflowError, AttributeError, TypeError)


def _unreadable(node: ScalarNode, exc: Exception) -> tuple[str, str]:
    """The scalar as shown in the error (at most 40 characters) and why it cannot be read."""
    shown = node.value if len(node.value) <= 40 else node.value[:40] + "..."
    if "digits" in str(exc):
        return shown, Msg("the number is too long")
    if node.tag.endswith(":timestamp"):
        # 2026-02-30: a date's shape, but no day of the calendar
        return shown, Msg("no such day in the calendar: expected a real date, YYYY-MM-DD")
    return shown, Msg("PyYAML: {text}", text=str(exc)[:200])  # the library's words, said as such


def audit(
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
            raise error(
                Msg("document expands to more than {most} values (an alias bomb?)", most=max_nodes),
                where,
            )
        if depth > max_depth:
            raise error(Msg("nesting is deeper than {most} levels", most=max_depth), where)
        ctor = _CTOR.yaml_constructors.get(node.tag)
        if ctor is None:
            raise error(Msg("unsupported YAML tag {tag}", tag=node.tag), where)
        if isinstance(node, ScalarNode):
            _audit_scalar(node, ctor, error, where)
        elif isinstance(node, SequenceNode):
            todo.extend((n, depth + 1) for n in reversed(node.value))
        else:
            todo.extend(_audit_mapping(node, depth, file, error))


def _audit_scalar(node: ScalarNode, ctor, error: type[Exception], where: Location) -> None:
    try:
        ctor(_CTOR, node)
    except _SCALAR_ERRORS as exc:
        shown, detail = _unreadable(node, exc)
        raise error(
            Msg("cannot read value {shown}: {detail}", shown=f"{shown!r}", detail=detail), where
        ) from None


def _audit_mapping(node, depth: int, file: str, error: type[Exception]) -> list[tuple[Any, int]]:
    """The keys and values of a mapping still to audit (in :func:`audit`'s order); a repeated key is refused."""
    seen: dict[Any, int] = {}
    todo = []
    for k, v in node.value:
        if isinstance(k, ScalarNode) and k.tag != "tag:yaml.org,2002:merge":
            if k.value in seen:
                raise error(
                    Msg(
                        "duplicate key {value} (first written at line {line})",
                        value=repr(k.value),
                        line=seen[k.value],
                    ),
                    Location(file, k.start_mark.line + 1, k.start_mark.column + 1),
                )
            seen[k.value] = k.start_mark.line + 1
        todo.append((v, depth + 1))
        if k.tag != "tag:yaml.org,2002:merge":  # ``<<`` has no constructor of its own
            todo.append((k, depth + 1))
    return todo
