"""The reporter interface: what every report format implements.

A reporter turns a finished :class:`~riftcheck.api.RunResult` into the text of
one report. It checks nothing and reads nothing: every fact it shows is in the
run (verdicts, findings, provenance). A new format is a subclass of
:class:`Reporter` in its own module plus one line in
:data:`riftcheck.reporters.REPORTERS`; the ``--format`` choices, the fast
command-line path and the ``format`` configuration key follow from that line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:
    import datetime as dt
    from collections.abc import Sequence

    from riftcheck.reporters import ReportOptions


class Reporter:
    """Base class of every reporter: :meth:`render` a run, drawn as ``options`` say.

    Class attributes a reporter may set:

    * ``needs_decks`` - the report shows the decks as read (their entries),
      so the run keeps them instead of only their results;
    * ``per_deck`` - each deck's part of the report is drawn from the run's
      header and that deck alone (:meth:`deck_part`), and :meth:`join` puts the
      parts together: a run with worker processes has each part drawn by the
      worker that checked the deck, the parent only orders and joins;
    * ``streaming`` - see :class:`StreamingReporter`.
    """

    needs_decks: ClassVar[bool] = False
    per_deck: ClassVar[bool] = False
    streaming: ClassVar[bool] = False

    def __init__(self, options: ReportOptions) -> None:
        self.options = options

    def render(self, run) -> str:
        """The whole report of ``run`` (a :class:`~riftcheck.api.RunResult`)."""
        if not self.per_deck:
            raise NotImplementedError
        parts = [self.deck_part(run, d, run.deck_as_of.get(d.source)) for d in run.decks]
        return self.join(run, parts)

    def deck_part(self, header, result, day: dt.date | None) -> str:
        """A ``per_deck`` reporter's part of one deck: ``result`` (a ``DeckResult``) judged as of ``day``.

        ``header`` is the run's provenance, a ``RunResult`` without decks.
        """
        raise NotImplementedError

    def join(self, run, parts: Sequence[str]) -> str:
        """A ``per_deck`` reporter's whole report: ``parts`` (one per deck of ``run``, in order) put together."""
        raise NotImplementedError


class StreamingReporter(Reporter):
    """A ``per_deck`` reporter whose report is its parts one after the other, each written as soon
    as that deck is checked.

    On standard output the CLI writes each deck's part (:meth:`stream_deck`) as
    results arrive, then :meth:`stream_end` once; :meth:`render` (what
    ``--output`` writes) is the same parts at once.
    """

    per_deck: ClassVar[bool] = True
    streaming: ClassVar[bool] = True

    def deck_part(self, header, result, day: dt.date | None) -> str:
        """The streamed part of one deck (:meth:`stream_deck`)."""
        return self.stream_deck(header, result, day)

    def join(self, run, parts: Sequence[str]) -> str:
        """Every deck's part, then the end."""
        return "".join(parts) + self.stream_end(run)

    def stream_deck(self, header, result, day: dt.date | None) -> str:
        """The part of one deck: ``result`` (a ``DeckResult``) judged as of ``day``.

        ``header`` is the run's provenance, a ``RunResult`` without decks.
        """
        raise NotImplementedError

    def stream_end(self, run) -> str:
        """What follows the last deck (``run`` is complete); may be empty."""
        raise NotImplementedError
