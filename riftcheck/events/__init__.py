"""What organisers and judges do with decks: check a whole event, compare a played deck with its list.

* :mod:`~riftcheck.events.read` - event files and CSV/TSV rosters -> :class:`~riftcheck.events.read.Event`;
* :mod:`~riftcheck.events.check` - :func:`~riftcheck.events.check.check_event`: every player's list,
  the roster's own problems, teams, deck checks;
* :mod:`~riftcheck.events.diff` - a played deck against its registered list, and sideboarding.
"""
