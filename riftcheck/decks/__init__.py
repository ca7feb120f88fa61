"""riftcheck.decks package."""
