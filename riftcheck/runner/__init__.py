"""The runner: everything between "check these paths" and a :class:`~riftcheck.models.RunResult`.

It owns the parts of a run that touch the outside world, so that the engine
(:mod:`riftcheck.engine`) only judges values:

* :mod:`~riftcheck.runner.plan` - what a run is asked for (options, configuration, rule
  ids) and what it loads once: the card database, the ruleset and the ``--pool``
  file (:func:`~riftcheck.runner.plan.load`);
* :mod:`~riftcheck.runner.discover` - finding the decks: which files a run checks;
* :mod:`~riftcheck.runner.read` - reading each deck, the pool file its ``pool:``
  key names, a team, and the engine calls;
* :mod:`~riftcheck.runner.workers` - running the checks, in this process or in
  worker processes, results in input order;
* :mod:`~riftcheck.runner.assemble` - the :class:`~riftcheck.models.RunResult`
  and its :class:`~riftcheck.models.Provenance`;
* :mod:`~riftcheck.runner.check` - the whole run (:func:`~riftcheck.runner.check.check_paths`);
* :mod:`~riftcheck.runner.fix` - ``--fix``.

:mod:`riftcheck.api` is the public façade over it.

Results carry no :class:`~riftcheck.models.Deck` (``deck=None``) unless the
run asks for them (``keep_decks``, the HTML report): keeping 10,000 decks
alive would cost more memory than the rest of the run together.
"""
