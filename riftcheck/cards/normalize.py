"""Normalization of card names and printing ids, shared by the importer and the lookups.

Three functions matter to other modules:

* :func:`name_key` turns any spelling of a card name into the key used for
  matching (case, apostrophes, NFKC, spaces and the ``, `` / `` - `` subtitle
  separator are all folded).
* :func:`loose_key` is the key without punctuation, for names written without
  their apostrophes, commas or hyphens (``Emperors Dais``).
* :func:`normalize_id` turns any printing id form seen in the wild
  (``ogn-001-298``, ``OGN-007/298``, ``OGN·001/298``, ``SFD-228s``, TTS
  ``OGN-001-1``...) into the short code riftcheck uses (``OGN-001``,
  ``SFD-228*``), or ``None`` when the text is not an id.
"""

from __future__ import annotations

import re
import unicodedata

#: Domain spellings of every source, mapped to the game's domain names.
DOMAIN_ALIASES: dict[str, str] = {
    "fury": "Fury",
    "calm": "Calm",
    "mind": "Mind",
    "body": "Body",
    "chaos": "Chaos",
    "order": "Order",
    # the official Chinese catalogue names domains by colour
    "red": "Fury",
    "green": "Calm",
    "blue": "Mind",
    "orange": "Body",
    "purple": "Chaos",
    "yellow": "Order",
    # French (core rules; "furie" is a French community glossary's word for Fury)
    "fureur": "Fury",
    "furie": "Fury",
    "calme": "Calm",
    "esprit": "Mind",
    "corps": "Body",
    "ordre": "Order",
}

#: Words typed for "no domain" in a search (English and French).
COLOURLESS_WORDS = ("colorless", "colourless", "neutral", "neutre", "neutres", "incolore")

#: Words that mean "no domain" (colourless is not a domain for identity checks).
COLOURLESS = frozenset({"colorless", "colourless", "none", ""})

_APOSTROPHES = str.maketrans(
    {
        "\u2019": "'",
        "\u2018": "'",
        "\u02bc": "'",
        "`": "'",
        "\u00b4": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u2013": "-",
        "\u2014": "-",
    }
)
# a subtitle separator: comma, spaced hyphen, middle dot (used in Chinese data)
_SEP = re.compile(r"\s*(?:,|\s-\s|\u00b7|\u30fb)\s*")
_SPACES = re.compile(r"\s+")

#: Printing-suffixes that data sources append to names; they name a printing, not a card.
# "(Spiritforged Nexus Night Promo)", "(Vault Promo)": any parenthesised promo name; " // Buff": the back
# face a double-faced token's data name adds ("Bird // Buff" is the Bird token)
_NAME_SUFFIX = re.compile(
    r"\s*(?:\((?:alternate art|alt art|overnumbered|signature|signed|metal|starter|launch exclusive|"
    r"gg ez|ultimate|oversized|promo|[^()]*\bpromo|[^()]*\bregionals?|\d+)\)|-\s*starter|\s//\s.*)\s*$",
    re.IGNORECASE,
)


def fold(text: str) -> str:
    """Case- and accent-insensitive form of a word typed by a person (``Légende`` -> ``legende``)."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def domain_name(text: str) -> str | None:
    """The domain called ``text`` in any source's or language's spelling (any case or accents), else ``None``.

    English (``Fury``), French (``Fureur``, ``Furie``) and the Chinese
    catalogue's colours (``red``) all name a domain; ``None`` for colourless/unknown.
    """
    return DOMAIN_ALIASES.get(fold(text.strip()))


#: Card types by the names a person types: English (``Unit``) and the French rules texts' words
#: (``Unité``, ``Champ de bataille``), folded (any case or accents)
TYPE_ALIASES: dict[str, str] = {
    **{t.casefold(): t for t in ("Legend", "Unit", "Spell", "Gear", "Rune", "Battlefield")},
    "legende": "Legend",
    "unite": "Unit",
    "sort": "Spell",
    "equipement": "Gear",
    "champ de bataille": "Battlefield",
}


def type_name(text: str) -> str | None:
    """The card type called ``text`` in English or French (``Unit``, ``Unité``), else ``None``."""
    return TYPE_ALIASES.get(" ".join(fold(text).split()))


def strip_suffixes(name: str) -> str:
    """Remove printing suffixes such as ``(Alternate Art)`` or ``(Metal)`` from a data name."""
    prev = None
    name = name.strip()
    while prev != name:
        prev = name
        name = _NAME_SUFFIX.sub("", name).strip()
    return name


def clean_text(text: str) -> str:
    """NFKC, straight apostrophes and single spaces: how names are stored."""
    text = unicodedata.normalize("NFKC", text).translate(_APOSTROPHES)
    return _SPACES.sub(" ", text).strip()


def name_key(text: str) -> str:
    """The matching key of a card name: every spelling of one name gives one key.

    Folds Unicode compatibility forms (NFKC), case, curly apostrophes, extra
    spaces and the subtitle separator (``Jinx - Loose Cannon`` and
    ``jinx,loose cannon`` both give ``jinx, loose cannon``).
    """
    text = clean_text(text).casefold()
    text = _SEP.sub(", ", text)
    return text.strip(" ,")


#: The typographic forms a name is printed or exported with, read as their plain ones without a
#: word: curly apostrophes and quotes, and the dashes of a subtitle separator. A backtick or an
#: acute accent for an apostrophe is not among them: a name read through one is said.
_TYPOGRAPHIC = str.maketrans(
    {
        "\u2019": "'",
        "\u2018": "'",
        "\u02bc": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u2013": "-",
        "\u2014": "-",
    }
)
#: A subtitle separator as the sites write it (``Jinx - Loose Cannon``, ``金克丝·...``): one space
#: either side of a hyphen, or a middle dot.
_TIDY_SEP = re.compile(r" - | ?[\u00b7\u30fb] ?")


def tidy_key(text: str) -> str:
    """``text`` folded only as far as a name is written in a tidy list: case, curly apostrophes,
    the subtitle separator (``, ``, `` - ``, ``·``) and outer spaces. A name whose :func:`name_key`
    finds a card but whose tidy key is not that key was read by folding more (a trailing comma, a
    doubled space, a backtick for an apostrophe, no space after the comma): the reader says so."""
    text = unicodedata.normalize("NFKC", text).translate(_TYPOGRAPHIC).strip().casefold()
    return _TIDY_SEP.sub(", ", text)


def loose_key(text: str) -> str:
    """:func:`name_key` without any punctuation or space: ``KaiSa Survivor`` and ``Kai'Sa, Survivor``
    both give ``kaisasurvivor``. Used only after an exact key found nothing, and only when it
    names a single card, so that a missing apostrophe, comma, hyphen or accent is no typo
    (``Partie truquee``: many keyboards and registration forms drop French accents)."""
    return "".join(ch for ch in fold(name_key(text)) if ch.isalnum())


# ---------------------------------------------------------------- printing ids

_SET = r"(?P<set>[A-Za-z][A-Za-z0-9]{1,3}?)X?"
_NUM = r"(?P<num>(?:sp|r|t)?\d{1,3})"
_VAR = r"(?P<var>[ab]|\*|s|-?star|-p)?"
_ID_RES = (
    # riftcodex / Riot gallery ids: ogn-001-298, ogn-301*-298, ogn-299-star-298, ven-r01
    re.compile(rf"^{_SET}-{_NUM}{_VAR}(?:-(?P<size>\d{{3}}))?$", re.IGNORECASE),
    # public codes: OGN-007/298, OGN·001/298, SFD·001a/221·P, SGN·001/003·P·SC
    re.compile(
        rf"^{_SET}[-\u00b7]{_NUM}{_VAR}/(?P<size>\d{{1,3}})(?:\u00b7[A-Z]+)*$", re.IGNORECASE
    ),
    # CN ids without size: VEN·001, VEN·R01a
    re.compile(rf"^{_SET}\u00b7{_NUM}{_VAR}$", re.IGNORECASE),
    # Tabletop Simulator tokens: OGN-001-1 (art number; above 1 means alternate art)
    re.compile(rf"^{_SET}-{_NUM}-(?P<art>\d{{1,2}})$", re.IGNORECASE),
)


def parse_id(text: str) -> tuple[str, str, str] | None:
    """Split an id into (set, number, suffix) where suffix is ``''``, ``a``, ``b`` or ``*``.

    Returns ``None`` when ``text`` is not a printing id.
    """
    parts = parse_id_sized(text)
    return parts[:3] if parts else None


def parse_id_sized(text: str) -> tuple[str, str, str, str | None] | None:
    """Like :func:`parse_id`, plus the set size the id carries (``298`` in ``ogn-001-298``) or ``None``."""
    t = unicodedata.normalize("NFKC", text).strip().replace("\u30fb", "\u00b7")
    if not t or len(t) > 24 or " " in t:
        return None
    for rx in _ID_RES:
        m = rx.match(t)
        if not m:
            continue
        s = m.group("set").upper()
        num = m.group("num").upper()
        if num[0].isdigit():
            num = num.zfill(3)
        elif num[0] == "R" or num[0] == "T":
            num = num[0] + num[1:].zfill(2)
        gd = m.groupdict()
        suffix = ""
        if gd.get("art"):
            art = int(gd["art"])
            if art > 1:
                suffix = chr(ord("a") + min(art - 2, 25))
        else:
            v = (gd.get("var") or "").lower().lstrip("-")
            if v in ("*", "s", "star"):
                suffix = "*"
            elif v in ("a", "b"):
                suffix = v
        return s, num, suffix, gd.get("size")
    return None


def normalize_id(text: str) -> str | None:
    """The short code (``OGN-001``, ``OGN-001a``, ``SFD-228*``, ``VEN-R01``) of any id form, or ``None``."""
    parts = parse_id(text)
    if parts is None:
        return None
    s, num, suffix = parts
    return f"{s}-{num}{suffix}"


def normalize_id_sized(text: str) -> str | None:
    """The short code followed by ``/size`` when the id carries a set size (``OPP-001/219``), else as :func:`normalize_id`.

    Promo sets reuse the numbers of several sets, so their printings are told
    apart by the size of the set they reprint.
    """
    parts = parse_id_sized(text)
    if parts is None:
        return None
    s, num, suffix, size = parts
    return f"{s}-{num}{suffix}" + (f"/{size.zfill(3)}" if size else "")


def looks_like_id(text: str) -> bool:
    """True when ``text`` has the shape of a printing id (it may still name no card)."""
    return parse_id(text) is not None
