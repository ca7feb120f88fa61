"""riftcheck: is this Riftbound deck legal for this event, and if not, exactly why.

The public library API lives in :mod:`riftcheck.api`; the command line in
:mod:`riftcheck.cli` is a thin layer over it.
"""

__version__ = "0.1.0"
