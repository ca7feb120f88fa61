"""The one-screen deck view of ``riftcheck show`` and ``check -v``: plain lines, bar charts in text.

Everything shown comes from :class:`riftcheck.stats.DeckStats`; this module
only lays it out, at most ``width`` columns wide (80 by default).
"""

from __future__ import annotations

from riftcheck.i18n import N_, NC_
from riftcheck.models import Msg, Plural, joined
from riftcheck.stats import DeckStats

#: Width of the label column.
_LABEL = 11
#: The bar of a chart (a full block); a count is written after it.
_BAR = "\u2588"


#: The domain words of the view (the six domains are marked in riftcheck.i18n)
_COLORLESS = N_("Colorless")

#: "none" said of a row whose French noun is feminine (« Légende aucune », « Runes aucune »,
#: « Énergie aucune », « Essence runique aucune »): the word agrees with its label through the
#: catalogue's "feminine" context; the other rows (Champion, Domaines) say the plain "none"
#: (« aucun »). English says "none" either way.
_NONE_FEMININE = NC_("feminine", "none")
#: The label of the Chosen Champion's row (the catalogue's "row label" context)
_CHOSEN_LABEL = NC_("row label", "Champion")


def _english(text: str, context: str | None = None) -> str:
    """A fixed word in English: as it is, whatever its context."""
    return text


def _none(word) -> str:
    """The word "none" said of a feminine label, by ``word``."""
    return word(_NONE_FEMININE, "feminine")


def _pairs(pairs, say, word, none: str | None = None) -> str:
    """``Fury 20 · Chaos 20``: each name a fixed word of the catalogue (``word``), then its count;
    ``none`` (said already) when there is none, else the plain "none"."""
    return " · ".join(f"{word(k)} {n}" for k, n in pairs if n) or none or say(Msg("none"))


def _chart(title: str, curve, width: int, say, col: int = _LABEL, word=_english) -> list[str]:
    """``Energy     2 ███████████ 23``: one line per cost, bars scaled to the widest count."""
    title = say(title)
    if not curve:
        return [f"{title:<{col}}{_none(word)}"]
    top = max(n for _, n in curve) or 1
    key_w = max(len(str(k)) for k, _ in curve)
    num_w = len(str(top))
    room = max(4, min(40, width - col - key_w - num_w - 3))
    out = []
    for i, (k, n) in enumerate(curve):
        label = title if i == 0 else ""
        bar = _BAR * (round(n * room / top) if n else 0)
        if n and not bar:
            bar = _BAR  # a single card still shows
        out.append(f"{label:<{col}}{k:>{key_w}} {bar} {n}".rstrip())
    return out


def view_lines(stats: DeckStats, width: int = 80, tr=None) -> list[str]:
    """The deck view of ``stats`` as lines of at most ``width`` columns, in the language of ``tr``
    (a :class:`riftcheck.i18n.Translator`; ``None``: English)."""
    say = tr.message if tr is not None else str
    word = tr.text if tr is not None else _english
    width = max(40, width)
    rows: list[tuple[str, object]] = [*_zone_rows(stats, word), *_domain_rows(stats, say, word)]
    rows += _date_rows(stats)
    # the label column fits the longest label said (« Interdictions prévues »), two spaces after it,
    # so that no label runs into its value; at most half the width
    said_labels = [say(text[0] if label == _CHART else label) for label, text in rows if label]
    col = min(max([_LABEL, *(len(x) + 2 for x in said_labels)]), width // 2)
    lines: list[str] = []
    for label, text in rows:
        if label == _CHART:
            lines.extend(_chart(text[0], text[1], width, say, col, word))
            continue
        said = say(text) if isinstance(text, Msg) else text  # a str here is said already
        lines.append(f"{say(label) if label else '':<{col}}{said}")
    return _wrapped(lines, width, col)


#: The label of a row that is a chart: its text is (title, curve)
_CHART = "\0chart"


def _zone_rows(stats: DeckStats, word=_english) -> list[tuple[str, object]]:
    """Legend, champion, the cards per zone, the unknown copies left out, the two curves."""
    # counted where each card belongs, as main-deck-size and rune-deck count (zone-card-type says
    # what to move), so that show and check say one size
    zones = dict(stats.belonging or stats.zone_counts)
    none = Msg("none")
    legend = Msg("{card}", card=stats.legend) if stats.legend else _none(word)
    if stats.legend_domains:
        legend = Msg("{card} ({domains})", card=legend, domains=", ".join(stats.legend_domains))
    rows: list[tuple[str, object]] = [
        (Msg("Legend"), legend),
        # the Chosen Champion's row: « Champion élu » in French, as the HTML report and the
        # glossary say it (atkF 16); English keeps its short label
        (
            word(_CHOSEN_LABEL, "row label"),
            Msg("{card}", card=stats.champion) if stats.champion else none,
        ),
        *(
            [
                (
                    # the zone's own name as its label, agreeing with the count: « Choisies »
                    # alone said nothing, and not of one legend (atkN m3)
                    Msg("Additional legend")
                    if len(stats.additional_legends) == 1
                    else Msg("Additional legends"),
                    # each name said in the reader's language, joined by « ; » (names hold commas);
                    # one name too, in a message (a bare str is taken as said: frS 12)
                    joined([Msg("{card}", card=n) for n in stats.additional_legends], "; "),
                )
            ]
            if stats.additional_legends
            else []
        ),
        (
            Msg("Cards"),
            Msg(
                "main deck {n} ({champion} champion + {main} main) · runes {runes} · battlefields "
                "{battlefields} · sideboard {sideboard}",
                n=zones.get("champion", 0) + zones.get("main", 0),
                champion=zones.get("champion", 0),
                main=zones.get("main", 0),
                runes=zones.get("runes", 0),
                battlefields=zones.get("battlefields", 0),
                sideboard=zones.get("sideboard", 0),
            ),
        ),
    ]
    if stats.moved:
        rows.append(
            (
                "",
                Plural(
                    stats.moved,
                    "{n} copy written in another zone is counted in the zone of its card type "
                    "(zone-card-type)",
                    "{n} copies written in other zones are counted in the zones of their card "
                    "types (zone-card-type)",
                ),
            )
        )
    if stats.unresolved:
        rows.append(
            (
                "",
                Plural(
                    stats.unresolved,
                    "{n} copy of an unknown card is left out of these figures",
                    "{n} copies of unknown cards are left out of these figures",
                ),
            )
        )
    rows.append((_CHART, (Msg("Energy"), stats.energy_curve)))
    rows.append((_CHART, (Msg("Power"), stats.power_curve)))
    return rows


def _of_domains(domains, negative: bool = False) -> str:
    """``Fury, Chaos`` as English lists them; French repeats the « de » each domain takes and
    ends with « et » (« de Fureur et de Chaos », « d'Ordre »), the messages around it saying
    no « de » of their own. ``negative``: the list follows a « no » (« aucune rune »), which
    French ends with « ni » (« aucune rune d'Esprit ni d'Ordre »)."""
    from riftcheck.reporters._util import commas_then_et, joined

    each = [Msg("{of_domain}", of_domain=d) for d in domains]
    if negative and len(each) > 1:
        # its own msgid (the value's name): English keeps its comma, French says « ni »
        return Msg("{head}, {nor_last}", head=joined(each[:-1]), nor_last=each[-1])
    return commas_then_et(each)


def _domain_rows(stats: DeckStats, say, word) -> list[tuple[str, object]]:
    """The domains of the main deck, the runes against what the main deck needs, Signatures."""
    rows: list[tuple[str, object]] = [(Msg("Domains"), _pairs(stats.domain_split, say, word))]
    runes = _pairs(stats.rune_split, say, word, _none(word))
    if stats.domains_needed:
        needs = _of_domains(stats.domains_needed)
        runes = say(Msg("{runes} (main deck needs {domains})", runes=runes, domains=needs))
    rows.append((Msg("Runes"), runes))
    if stats.runes_missing:
        missing = _of_domains(stats.runes_missing, negative=True)
        rows.append(("", Msg("no rune of {domains}, which the main deck needs", domains=missing)))
    if stats.runes_unneeded:
        unneeded = _of_domains(stats.runes_unneeded)  # « des runes de Fureur et de Chaos »
        rows.append(
            ("", Msg("runes of {domains}, which no main-deck card needs", domains=unneeded))
        )
    # French names what it counts, agreeing with the count (« 0 carte Signature dans le deck
    # principal »: the glossary's word, frS 8); English keeps the label's word alone
    n = stats.signature_count
    rows.append((Msg("Signature"), Plural(n, "{n} in the main deck", "{n} in the main deck", n=n)))
    return rows


def _date_rows(stats: DeckStats) -> list[tuple[str, object]]:
    """The cards banned, banned from a later date or rotating on the as-of date (none: no rows)."""
    if stats.as_of is None:
        return []
    day = stats.as_of.isoformat()
    rows: list[tuple[str, object]] = []
    for c in stats.banned:
        if c.date:
            text = Msg(
                "{card} ({n}) since {date}, on {day}",
                card=c.name,
                n=c.count,
                date=c.date.isoformat(),
                day=day,
            )
        else:
            text = Msg("{card} ({n}), on {day}", card=c.name, n=c.count, day=day)
        # the label once, above the cards it names (a list, not one « Cartes interdites » row per
        # card: frS 7)
        rows.append((Msg("Banned") if c is stats.banned[0] else "", text))
    for c in stats.bans_scheduled:
        date = c.date.isoformat()
        text = Msg("{card} ({n}) is banned from {date}", card=c.name, n=c.count, date=date)
        # the label agrees with the bans it lists (« Interdictions prévues » over two: frU 12)
        ahead = Msg("Ban ahead") if len(stats.bans_scheduled) == 1 else Msg("Bans ahead")
        rows.append((ahead if c is stats.bans_scheduled[0] else "", text))
    for c in stats.rotating:
        date = c.date.isoformat()
        text = Msg("{card} ({n}) leaves Standard on {date}", card=c.name, n=c.count, date=date)
        rows.append((Msg("Rotating") if c is stats.rotating[0] else "", text))
    if not rows:
        rows.append(
            (Msg("Dates"), Msg("no card banned, rotating or with a ban ahead on {day}", day=day))
        )
    return rows


def _wrapped(lines: list[str], width: int, col: int = _LABEL) -> list[str]:
    """``lines`` wrapped under the label column, so nothing is cut (textwrap breaks at ASCII
    white space only: never at the no-break spaces of French typography)."""
    from riftcheck.reporters._util import wrap  # never a line starting with « : » (a cut word)

    out: list[str] = []
    for line in lines:
        if len(line) <= width:
            out.append(line)
            continue
        head, body = line[:col], line[col:]
        out += wrap(body.strip(), width, head, " " * col)
    return out
