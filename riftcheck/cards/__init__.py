"""riftcheck.cards package."""
