"""The plumbing every stage shares, and no stage's own logic.

* :mod:`~riftcheck.infra.errors` - the exceptions and their exit codes;
* :mod:`~riftcheck.infra.fileio` - the one guarded reader and the one atomic writer;
* :mod:`~riftcheck.infra.escape` - the one escaping function per output medium;
* :mod:`~riftcheck.infra.paths` - where the shipped data and the user's files are;
* :mod:`~riftcheck.infra.urls` - the project's addresses;
* :mod:`~riftcheck.infra.suggest` - the one "did you mean".
"""
