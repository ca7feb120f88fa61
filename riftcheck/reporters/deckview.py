"""The one-screen deck view of ``riftcheck show`` and ``check -v``: plain lines, bar charts in text.

Everything shown comes from :class:`riftcheck.stats.DeckStats`; this module
only lays it out, at most ``width`` columns wide (80 by default).
"""

from __future__ import annotations

from riftcheck.stats import DeckStats

#: Width of the label column.
_LABEL = 11
#: The bar of a chart (a full block); a count is written after it.
_BAR = "\u2588"


def _pairs(pairs) -> str:
    return " · ".join(f"{k} {n}" for k, n in pairs if n) or "none"


def _chart(title: str, curve, width: int) -> list[str]:
    """``Energy     2 ███████████ 23``: one line per cost, bars scaled to the widest count."""
    if not curve:
        return [f"{title:<{_LABEL}}none"]
    top = max(n for _, n in curve) or 1
    key_w = max(len(str(k)) for k, _ in curve)
    num_w = len(str(top))
    room = max(4, min(40, width - _LABEL - key_w - num_w - 3))
    out = []
    for i, (k, n) in enumerate(curve):
        label = title if i == 0 else ""
        bar = _BAR * (round(n * room / top) if n else 0)
        if n and not bar:
            bar = _BAR  # a single card still shows
        out.append(f"{label:<{_LABEL}}{k:>{key_w}} {bar} {n}".rstrip())
    return out


def view_lines(stats: DeckStats, width: int = 80) -> list[str]:  # noqa: C901
    """The deck view of ``stats`` as lines of at most ``width`` columns."""
    width = max(40, width)
    zones = dict(stats.zone_counts)
    lines = []
    legend = stats.legend or "none"
    if stats.legend_domains:
        legend += f" ({', '.join(stats.legend_domains)})"
    lines.append(f"{'Legend':<{_LABEL}}{legend}")
    lines.append(f"{'Champion':<{_LABEL}}{stats.champion or 'none'}")
    lines.append(
        f"{'Cards':<{_LABEL}}main deck {stats.main_deck} ({zones.get('champion', 0)} champion + "
        f"{zones.get('main', 0)} main) · runes {zones.get('runes', 0)} · battlefields "
        f"{zones.get('battlefields', 0)} · sideboard {zones.get('sideboard', 0)}"
    )
    if stats.unresolved:
        lines.append(
            f"{'':<{_LABEL}}{stats.unresolved} copies of unknown cards are left out of these figures"
        )
    lines += _chart("Energy", stats.energy_curve, width)
    lines += _chart("Power", stats.power_curve, width)
    lines.append(f"{'Domains':<{_LABEL}}{_pairs(stats.domain_split)}")
    runes = f"{'Runes':<{_LABEL}}{_pairs(stats.rune_split)}"
    if stats.domains_needed:
        runes += f" (main deck needs {', '.join(stats.domains_needed)})"
    lines.append(runes)
    if stats.runes_missing:
        lines.append(
            f"{'':<{_LABEL}}no rune of {', '.join(stats.runes_missing)}, which the main deck needs"
        )
    if stats.runes_unneeded:
        lines.append(
            f"{'':<{_LABEL}}runes of {', '.join(stats.runes_unneeded)}, which no main-deck card needs"
        )
    lines.append(f"{'Signature':<{_LABEL}}{stats.signature_count} in the main deck")
    if stats.as_of is not None:
        day = stats.as_of.isoformat()
        for c in stats.banned:
            since = f" since {c.date.isoformat()}" if c.date else ""
            lines.append(f"{'Banned':<{_LABEL}}{c.name} ({c.count}){since}, on {day}")
        for c in stats.bans_scheduled:
            lines.append(
                f"{'Ban ahead':<{_LABEL}}{c.name} ({c.count}) is banned from {c.date.isoformat()}"
            )
        for c in stats.rotating:
            lines.append(
                f"{'Rotating':<{_LABEL}}{c.name} ({c.count}) leaves Standard on {c.date.isoformat()}"
            )
        if not (stats.banned or stats.bans_scheduled or stats.rotating):
            lines.append(
                f"{'Dates':<{_LABEL}}no card banned, rotating or with a ban ahead on {day}"
            )
    import textwrap

    out: list[str] = []
    for line in lines:
        if len(line) <= width:
            out.append(line)
            continue
        # wrap under the label column, so nothing is cut
        head, body = line[:_LABEL], line[_LABEL:]
        for i, part in enumerate(textwrap.wrap(body, width - _LABEL, break_on_hyphens=False)):
            out.append((head if i == 0 else " " * _LABEL) + part)
    return out
