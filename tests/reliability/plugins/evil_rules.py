"""A plugin rule that yields whatever RIFTCHECK_EVIL_YIELDS holds (a Python expression): test data only."""

import os

from riftcheck.models import CardRef, Location, Violation
from riftcheck.rules.base import Rule


class EvilFinding(Rule):
    """Yields one malformed finding. Legal example: none. Illegal example: every deck."""

    id = "evil-finding"
    summary = "Yields a malformed finding (test plugin)."
    citations = ("TR 000",)

    def check(self, ctx):
        """Yield the value the test asked for."""
        yield eval(os.environ["RIFTCHECK_EVIL_YIELDS"], {"Violation": Violation, "Location": Location, "CardRef": CardRef})


RULES = [EvilFinding]
