"""The card sets' order: which sets are main sets, which reprint them, and how printings sort.

Read by the card database (:mod:`riftcheck.cards.db`) and by the code that writes it
(:mod:`riftcheck.cards.build`, which imports the database): kept apart so that neither
imports the other back.
"""

from __future__ import annotations

import re

#: Sets whose printings are main-set printings, in release order.
MAIN_SETS: tuple[str, ...] = ("OGN", "OGS", "SFD", "UNL", "VEN", "RAD", "LGC", "PG2", "REC")
#: Promotional and regional sets: their printings reprint cards of the main sets.
PROMO_SETS: tuple[str, ...] = ("OPP", "PR", "JDG", "ARC", "FND", "SGN", "T1S")

_ORDER = {code: i for i, code in enumerate(MAIN_SETS + PROMO_SETS)}
_NUM = re.compile(r"^([A-Z]*)(\d+)(.*)$")


def printing_sort_key(pid: str) -> tuple:
    """Sort key of a short printing id: set order, then number, then suffix."""
    s, _, rest = pid.partition("-")
    m = _NUM.match(rest)
    if m:
        prefix, num, suffix = m.group(1), int(m.group(2)), m.group(3)
    else:
        prefix, num, suffix = rest, 0, ""
    return (_ORDER.get(s, len(_ORDER)), s, prefix != "", prefix, num, suffix)
