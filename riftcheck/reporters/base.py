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

    from riftcheck.reporters import ReportOptions


class Reporter:
    """Base class of every reporter: :meth:`render` a run, drawn as ``options`` say.

    Class attributes a reporter may set:

    * ``needs_decks`` - the report shows the decks as read (their entries),
      so the run keeps them instead of only their results;
    * ``streaming`` - see :class:`StreamingReporter`.
    """

    needs_decks: ClassVar[bool] = False
    streaming: ClassVar[bool] = False

    def __init__(self, options: ReportOptions) -> None:
        self.options = options

    def render(self, run) -> str:
        """The whole report of ``run`` (a :class:`~riftcheck.api.RunResult`)."""
        raise NotImplementedError


class StreamingReporter(Reporter):
    """A reporter whose report is one part per deck, written as soon as that deck is checked.

    On standard output the CLI calls :meth:`stream_deck` once per deck, as
    results arrive, then :meth:`stream_end` once; :meth:`render` (what
    ``--output`` writes) is the same parts at once.
    """

    streaming: ClassVar[bool] = True

    def stream_deck(self, header, result, day: dt.date | None) -> str:
        """The part of one deck: ``result`` (a ``DeckResult``) judged as of ``day``.

        ``header`` is the run's provenance, a ``RunResult`` without decks.
        """
        raise NotImplementedError

    def stream_end(self, run) -> str:
        """What follows the last deck (``run`` is complete); may be empty."""
        raise NotImplementedError

    def render(self, run) -> str:
        """Every deck's part, then the end, at once."""
        parts = [self.stream_deck(run, d, run.deck_as_of.get(d.source)) for d in run.decks]
        return "".join(parts) + self.stream_end(run)
