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
        """Yield the value the test asked for; die at once on a deck whose name holds RIFTCHECK_EVIL_KILL."""
        kill = os.environ.get("RIFTCHECK_EVIL_KILL")
        if kill and kill in ctx.deck.source:
            import signal

            os.kill(os.getpid(), signal.SIGKILL)  # as the kernel's out-of-memory killer would
        if "RIFTCHECK_EVIL_YIELDS" not in os.environ:
            return
        yield eval(
            os.environ["RIFTCHECK_EVIL_YIELDS"],
            {"Violation": Violation, "Location": Location, "CardRef": CardRef},
        )


RULES = [EvilFinding]
