"""The safe fixes of ``--fix``: changes that settle nothing by a guess, and the facts they share.

The fixes themselves are planned as edits of the deck's own lines by
:mod:`riftcheck.runner.fixedit` and judged "never worse" by :mod:`riftcheck.runner.fix`, for
``check --fix`` and ``convert --fix`` alike (one planner, one judge). They are only these:

* a card written in a zone its type may not stand in moves to the zone of its
  type (a rune under the main deck goes to the runes), unless that zone is
  already full (then the size rules say what to remove: that is a choice); out of the champion
  slot only when a unit stays there (a legend beside the Chosen Champion goes to the legend zone;
  a slot left empty needs a champion named, a choice);
* Neeko's picks written under the legend heading beside a settled legend, or elsewhere, move to
  her additional legends, as the advice says (TR 401.2.a);
* tokens are dropped (they are never deck cards, CR 185);
* every known card is written by its canonical name and printing id, and
  repeated lines of one card in a zone become one line (the reader already
  summed them; writing the deck back keeps the sum).

It never adds, removes or replaces a card by a guess: an unknown card stays
as written, a copy over the limit stays, a missing rune stays missing.
"""

from __future__ import annotations

from riftcheck.models import Msg

#: A zone that is full is not filled further by a move (Constructed sizes; the legend holds one;
#: the main deck's 40 count the Chosen Champion, as main-deck-size does).
FULL: dict[str, int] = {"runes": 12, "battlefields": 3, "legend": 1, "main": 40}
#: Formats --fix writes back (a deck code or TTS string has no file layout to keep).
WRITABLE = ("yaml", "json", "text")


def merged_lines(zone: str, card: str, a: int, b: int) -> Msg:
    """``merged the MainDeck: lines of Gust (2 + 1 = 3)``; a zone said in words (a flat list's
    ``the main deck``) goes after the card (S11 of the attack: "merged the the main deck lines")."""
    if str(zone).startswith("the "):
        return Msg(
            "merged the lines of {card} in {zone} ({a} + {b} = {total})",
            zone=zone,
            card=card,
            a=a,
            b=b,
            total=a + b,
        )
    return Msg(
        "merged the {zone} lines of {card} ({a} + {b} = {total})",
        zone=zone,
        card=card,
        a=a,
        b=b,
        total=a + b,
    )
