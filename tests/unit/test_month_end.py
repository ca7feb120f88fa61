"""regions.month_end: the last day of a month, as calendar.monthrange says it."""

from __future__ import annotations

import calendar

from riftcheck.regions import month_end


def test_the_last_day_of_every_month_is_calendars():
    for year in (1, 1900, 2000, 2023, 2024, 2026, 2100, 9999):
        for month in range(1, 13):
            end = month_end(year, month)
            assert (end.year, end.month, end.day) == (
                year,
                month,
                calendar.monthrange(year, month)[1],
            )
