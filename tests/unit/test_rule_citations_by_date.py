"""Every number a rule's ``explain`` text cites follows the date (issue 24, B4): a rule's
documentation names its citations by key (``[cr.signature-not-champion]``), never by a number
that a renumbering leaves behind (``explain signature-limit`` said the July CR 103.2.d.3 on
October dates)."""

from __future__ import annotations

import re

import pytest

from riftcheck.cli.rules import Numbering, explain_text
from riftcheck.rules import all_rules

_NUMBER = re.compile(r"\b(?:CR|TR)\s+(\d{3}(?:\.[0-9a-z]+)*)")
# both sides of the October renumbering, and a July date
DATES = ("2026-09-01", "2026-10-08", "2026-10-09", "2026-12-01")


@pytest.mark.parametrize("rule_id", sorted(all_rules()))
def test_a_rules_documentation_cites_by_key_only(rule_id):
    doc = all_rules()[rule_id].__doc__ or ""
    assert not _NUMBER.findall(doc.replace("\n", " ")), (
        f"{rule_id}: write [cr.key] / [tr.key], not a number"
    )


@pytest.mark.parametrize("day", DATES)
@pytest.mark.parametrize("rule_id", sorted(all_rules()))
def test_explain_cites_only_the_numbers_of_its_date(rule_id, day):
    numbering = Numbering(day)
    text = explain_text(rule_id, numbering=numbering)
    in_force = {n for c in numbering.citations.values() if c for n in _NUMBER.findall(c)}
    cited = set(_NUMBER.findall(re.sub(r"\s+", " ", text)))
    assert cited <= in_force, (rule_id, day, sorted(cited - in_force))
    assert not re.search(r"\[(?:cr|tr)\.[a-z0-9-]+\]", text), "a citation key left unnumbered"


@pytest.mark.parametrize(
    ("day", "number"), [("2026-10-08", "103.2.d.3"), ("2026-10-09", "103.3.d.3")]
)
def test_signature_limit_says_the_champion_restriction_by_its_dates_number(day, number):
    text = re.sub(r"\s+", " ", explain_text("signature-limit", numbering=Numbering(day)))
    assert f"cannot be the Chosen Champion (CR {number})" in text
