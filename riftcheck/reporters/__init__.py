"""riftcheck.reporters package."""
