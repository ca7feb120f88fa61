"""The contract every rule follows: declare itself, read the context, yield violations.

A rule is a small class in its own module. Its docstring is its user
documentation (shown by ``riftcheck explain`` and in the docs) and must hold a
"Legal example" and an "Illegal example" section. A rule never prints, exits,
reads files or picks a severity: it yields :class:`~riftcheck.models.Violation`
values and the engine stamps them.
"""

from __future__ import annotations

import datetime as _dt
import re
from collections.abc import Callable, Iterator, Mapping
from typing import Any, ClassVar

from riftcheck.infra.value import Value, factory
from riftcheck.models import Deck, DeckEntry, Msg, Violation, frozen_map


class Option(Value):
    """A rule option: its default, a one-line description and a validator.

    ``check`` receives the value from the ruleset and returns an error message
    (naming what was expected) or ``None`` when the value is acceptable.
    """

    default: Any
    doc: str
    check: Callable[[Any], str | None] | None = None


def int_or_null(minimum: int = 0) -> Callable[[Any], str | None]:
    """Validator: an integer >= ``minimum``, or null."""

    def _check(value: Any) -> str | None:
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
            return Msg(
                "expected an integer >= {minimum} or null, got {value}",
                minimum=minimum,
                value=repr(value),
            )
        return None

    return _check


def boolean(value: Any) -> str | None:
    """Validator: true or false."""
    if isinstance(value, bool):
        return None
    return Msg("expected true or false, got {value}", value=repr(value))


class RuleContext(Value):
    """Everything a rule may look at, prepared by the engine. Read-only.

    * ``options`` - this rule's options, defaults filled in and dated values
      resolved for ``as_of``;
    * ``tables`` - the ruleset's dated tables resolved for ``as_of``
      (``bans``: list of ban entries in force; ``legal_sets``: set codes legal
      on that date; ``set_release``: set code -> release date; ``citations``:
      citation key -> its number in the rules documents in force, see :meth:`cite`);
    * ``identity`` - the deck's domain identity as the engine computed it
      (``None`` when it cannot be known, e.g. no legend in Constructed);
    * ``pool`` - the pool deck for Sealed/Draft, or ``None``;
    * ``team`` - the other decks of the team for team rules, else ``()``;
    * ``teammates`` - in a team check, the other decks of the team for deck rules too, else
      ``()``: only for the advice (zone-card-type never advises moving in a battlefield a
      teammate uses, CR 491.8.i), never for a deck's verdict;
    * ``db`` - the card database (a :class:`riftcheck.cards.db.CardDB`);
    * ``unsure`` - options whose value on ``as_of`` may not have been in force yet
      (a start the rules leave undated: ``certain_from:`` in the ruleset), name ->
      :class:`riftcheck.rulesets.UnsureStart`; a rule says so instead of guessing.
    """

    deck: Deck
    db: Any
    as_of: _dt.date
    ruleset: str
    options: Mapping[str, Any] = factory(frozen_map)
    tables: Mapping[str, Any] = factory(frozen_map)
    identity: frozenset[str] | None = None
    pool: Deck | None = None
    team: tuple[Deck, ...] = ()
    teammates: tuple[Deck, ...] = ()
    unsure: Mapping[str, Any] = factory(frozen_map)

    def cite(self, *keys: str) -> str:
        """Citation ``keys`` as numbered in the rules documents in force on ``as_of``
        (``ctx.cite("tr.no-legend")`` is ``TR 602.4.a.5``): a message holds this as a value, never
        the number itself, so a renumbering changes no message. A key of no rule in force is left
        out; a citation that is not a key is shown as written."""
        from riftcheck.documents import cited

        return cited(keys, self.tables.get("citations") or {})


class Rule:
    """Base class of every rule. Subclasses set the class attributes and ``check``.

    * ``id`` - public, stable rule id (``copy-limit``);
    * ``summary`` - one line;
    * ``citations`` - citation keys of the ruleset's ``citations`` table (``cr.copies``,
      ``tr.sideboard-copies``), numbered for each deck's judging date (``CR 103.3.b``); any
      other text (a plugin's ``League rules 2``) is cited as written;
    * ``options`` - option name -> :class:`Option`;
    * ``severities`` - violation kind -> default severity;
    * ``needs`` - what the rule needs besides the deck: ``pool``, ``team``,
      ``legend`` ...; the engine skips the rule, with a reason, when missing;
    * ``needs_from_deck`` - what the engine must be able to work out from the
      deck for the rule to mean anything (``identity``: a rule that yields
      nothing without a domain identity is skipped, with the reason, instead
      of passing); not listed by ``riftcheck rules``, which names the inputs;
    * ``scope`` - ``deck`` (one deck) or ``team`` (runs once per team with
      ``context.team`` set);
    * ``unresolved_note`` - the words for what the rule counts that an entry
      no card resolved is left out of (``copy counting``): the deck's notice
      about unresolved entries names it;
    * ``bounds`` - ``(low, high)`` option pairs a ruleset must keep ``low <= high`` on every
      date (``min``/``max``; a list's largest size for ``low``), else no deck could pass: the
      ruleset is refused when loaded, at the option's line.
    """

    id: ClassVar[str] = ""
    summary: ClassVar[str] = ""
    citations: ClassVar[tuple[str, ...]] = ()
    options: ClassVar[Mapping[str, Option]] = {}
    severities: ClassVar[Mapping[str, str]] = {"default": "error"}
    needs: ClassVar[frozenset[str]] = frozenset()
    needs_from_deck: ClassVar[frozenset[str]] = frozenset()
    scope: ClassVar[str] = "deck"
    unresolved_note: ClassVar[str] = ""
    bounds: ClassVar[tuple[tuple[str, str], ...]] = ()

    #: citation keys of Limited's own rules (TR 602), cited only when the ruleset is a Limited one
    #: (``identity: limited``): a Constructed finding never cites a Sealed rule
    limited_citations: ClassVar[frozenset[str]] = frozenset()

    @classmethod
    def citations_for(cls, options: Mapping[str, Any], limited: bool = False) -> tuple[str, ...]:
        """The citations of this rule's findings with these options, in a Limited ruleset or not:
        ``citations`` without ``limited_citations`` outside Limited."""
        if limited:
            return cls.citations
        return tuple(c for c in cls.citations if c not in cls.limited_citations)

    @classmethod
    def accepts_unresolved(cls, entry: DeckEntry, options: Mapping[str, Any]) -> bool:
        """Whether this rule, with these options, accepts ``entry`` although no card resolved it
        (such an entry is then not among the unresolved ones the deck's notice counts)."""
        return False

    def check(self, ctx: RuleContext) -> Iterator[Violation]:
        """Yield one :class:`Violation` per problem found in ``ctx.deck``."""
        raise NotImplementedError

    @classmethod
    def doc(cls, citations: Mapping[str, str | None] | None = None, tr=None) -> str:
        """The rule's user documentation: its docstring, dedented; with ``citations`` (key -> text,
        :meth:`riftcheck.rulesets.Ruleset.citations_on`) each ``[key]`` in it is numbered. With a
        translator ``tr`` whose catalogue says every part of it (:func:`doc_parts`: its prose
        paragraphs and the comments of its examples), in ``tr``'s language, each card name as
        ``tr`` names it (:meth:`riftcheck.i18n.Translator.card_names`); else in English
        (:meth:`doc_said_in` tells which)."""
        import inspect

        text = inspect.cleandoc(cls.__doc__ or "")
        # explain lists the options above the documentation: a paragraph that only repeats them
        # is said once (atkF 10: « limit (défaut 3) : … » then « limit: 3 - … »)
        text = "\n\n".join(b for b in text.split("\n\n") if not _repeats(b, cls.options))
        if tr is not None and cls.doc_said_in(tr):
            text = "\n\n".join(_said(block, tr) for block in text.split("\n\n"))
            # its examples (and prose) name the cards as a report in that language does
            text = tr.card_names(text) if hasattr(tr, "card_names") else text
        if citations is None:
            return text
        from riftcheck.documents import numbered

        text = numbered(text, citations)
        return text if tr is None else tr.citations(text)

    @classmethod
    def doc_said_in(cls, tr) -> bool:
        """Whether ``tr``'s catalogue says every part of the documentation (a rule documented in
        part, a plugin's for one, is shown in English with a notice, never in two languages)."""
        import inspect

        parts = doc_parts(inspect.cleandoc(cls.__doc__ or ""))
        return tr.lang == "en" or all(tr.find(p) is not None for p in parts)


#: A comment of a documentation example's line (``- 6 Spiderling   # its text allows any number``)
_COMMENT = re.compile(r"(^\s*#\s|(?<=\S)\s{2,}#\s)(.*\S)\s*$")
#: What an example's comment holds that is no sentence: a file name (two decks side by side, a
#: file's content), a count
_NOT_WORDS = re.compile(r"[\w.-]+\.(?:yaml|txt|json)\b.*|[\d\s+=]*")


def _repeats(block: str, options: Mapping[str, Option]) -> bool:
    """Whether a paragraph of a rule's documentation only lists its options as ``explain`` does
    (``Options: none.``, or one ``name: default - doc`` line an option, each saying its doc)."""
    head, *lines = block.split("\n")
    if not head.startswith("Options:"):
        return False
    rest = head[len("Options:") :].strip()
    if not options:
        return rest == "none." and not lines
    if rest or len(lines) != len(options):
        return False
    for line in lines:
        m = re.fullmatch(r"  (\w+): .+? - (.+)", line)
        if m is None or m[1] not in options:
            return False
        if m[2].rstrip(".").casefold() != str(options[m[1]].doc).rstrip(".").casefold():
            return False
    return True


def doc_parts(doc: str) -> list[str]:
    """The parts of a rule's documentation (its docstring, dedented) said in the reader's language,
    each a msgid of the catalogue: each prose paragraph (up to a blank line; a paragraph whose
    first line is indented is an example, shown as written) and the comment of each example line.
    :mod:`riftcheck.i18n_build` extracts them from the rules' source."""
    out = []
    for block in doc.split("\n\n"):
        if _prose(block):
            out.append(block)
            continue
        for line in block.split("\n"):
            m = _COMMENT.search(line)
            if m and not _NOT_WORDS.fullmatch(m.group(2)):
                out.append(m.group(2))
    return out


def _said(block: str, tr) -> str:
    """One paragraph of a documentation in ``tr``'s language (an example: its comments)."""
    if _prose(block):
        return tr.find(block)

    def comment(m):
        said = None if _NOT_WORDS.fullmatch(m.group(2)) else tr.find(m.group(2))
        return m.group(1) + (said or m.group(2))

    return "\n".join(_COMMENT.sub(comment, line) for line in block.split("\n"))


def _prose(block: str) -> bool:
    """Whether a paragraph of a rule's documentation is prose (an example's first line is indented)."""
    return bool(block) and not block[0].isspace()
