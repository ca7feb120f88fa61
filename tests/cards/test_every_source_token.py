"""Every token printing of every source the importer reads is in the database, as a token (issue 11).

A token listed in a deck must be refused by ``not-a-deck-card``; a token
missing from the database would come back as ``unknown-card`` instead.
Skipped without ../shared (the case files in tests/cases/not-a-deck-card/
cover the bundled database without it).
"""

from __future__ import annotations

import json
import re

from riftcheck.cards.normalize import normalize_id


def _source_tokens(raw) -> dict[str, str]:
    """printing id -> the source that lists it as a token."""
    out: dict[str, str] = {}
    for rec in json.loads((raw / "riftcodex-zaious/riftcodex_cards_raw.json").read_text("utf-8")):
        if rec["classification"].get("supertype") == "Token":
            out.setdefault(normalize_id(rec["riftbound_id"]), "riftcodex")
    for rec in json.loads((raw / "official-gallery-zanderh/cards.json").read_text("utf-8"))[
        "cards"
    ]:
        if "Token" in (rec.get("superTypes") or ()):
            out.setdefault(normalize_id(rec["publicCode"]), "gallery")
    for rel in (
        "official-zh-dddhl/card-catalog.zh-CN.json",
        "official-zh-dddhl-2026-10-08/card-catalog.zh-CN.json",
    ):
        for rec in json.loads((raw / rel).read_text("utf-8"))["cards"]:
            cats = rec.get("cardCategoryList") or [rec.get("cardCategory") or ""]
            if any(c.startswith("indicator_") for c in cats) or re.search(
                r"[·-]T\d", rec["cardNo"]
            ):
                out.setdefault(normalize_id(rec["cardNo"]), rel.split("/")[0])
    return out


def test_every_token_printing_of_every_source_is_a_token(shared_dir, db):
    tokens = _source_tokens(shared_dir / "card_data_raw")
    # the examples are among them
    assert {
        "SFD-T01",
        "SFD-T02",
        "UNL-T01",
        "UNL-T03",
        "VEN-T02",
        "VEN-T03",
        "VEN-T04",
        "VEN-T05",
        "VEN-T06",
    } <= set(tokens)
    missing = {pid: src for pid, src in tokens.items() if db.printing(pid) is None}
    assert missing == {}
    not_tokens = {
        pid: db.printing(pid)[0].display_name for pid in tokens if not db.printing(pid)[0].token
    }
    assert not_tokens == {}


def test_a_token_in_a_deck_is_not_a_deck_card_never_unknown(shared_dir, db):
    from riftcheck.decks import read_deck
    from riftcheck.engine import check_deck
    from riftcheck.rulesets import load_ruleset

    tokens = sorted(_source_tokens(shared_dir / "card_data_raw"))
    deck = read_deck("-", db, text="main:\n" + "".join(f"  - 1 {pid}\n" for pid in tokens))
    result = check_deck(
        deck, db, load_ruleset("constructed"), select=("not-a-deck-card", "unknown-card")
    )
    # the tokens are one not-a-deck-card finding (one cause, issue 15), one line each, none unknown
    [f] = result.findings
    assert f.rule == "not-a-deck-card" and 1 + len(f.related) == len(tokens) == len(f.cards)
