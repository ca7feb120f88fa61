"""Messages in the reader's language: English (riftcheck's own words) or French, via gettext.

A message a person reads is written at its source as a template and its values,
``Msg("The deck has {have}; it must have exactly {want}", have=..., want=3)``:
a :class:`Msg` is a ``str`` whose text is the English message (so the machine
formats, JSON, SARIF, GitHub, JUnit and the others, keep that stable text and
the rule ids), and which remembers its template and values. The text report,
errors on stderr and the deck view say it in the chosen language: the template
is looked up in the gettext catalogue and the values are put in, translated in
turn (a value that is itself a :class:`Msg`, a card name written in French when
the database knows a French name, domain names). A fixed word is marked with
:func:`N_`, a count with its noun with :func:`plural`.

The French catalogue is ``riftcheck/locale/fr/LC_MESSAGES/riftcheck.po``,
compiled to the ``.mo`` next to it by ``python -m riftcheck.i18n`` (Babel, at build
and test time only: :mod:`riftcheck.i18n_build` extracts the marked messages, checks
the catalogue and compiles it). A run loads the ``.mo`` with the standard
:func:`gettext.translation`, lazily: an English run never reads it, and a missing or
broken ``.mo`` means English with one notice (:func:`speaks`). Text that is not a
:class:`Msg` is said in French only when it is, word for word, a msgid (a fixed
sentence); nothing is guessed from a text's English words. A count with its noun is
a :class:`Plural`: the catalogue's ``msgid_plural`` entries give each language its
own forms. Values put in a message are said in the language too where they are the
game's words or dates (:meth:`Translator._word_value`), and French elision and
contraction are made where a value meets the text (``d'Unleashed``, ``du deck``).

The language is, first found: ``--lang``, the configuration's ``lang:``,
then the locale (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``).
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from functools import cache
from pathlib import Path

from riftcheck.models import Msg, Plural, joined  # noqa: F401  (re-exported: read from here)

#: Languages riftcheck speaks, English first (the source language).
LANGS: tuple[str, ...] = ("en", "fr")
#: The gettext domain of riftcheck's catalogue.
DOMAIN = "riftcheck"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
_ENV = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def N_(text: str) -> str:  # noqa: N802  (the gettext name xgettext and translators know)
    """Mark a fixed word (a column header, a verdict) for the catalogue; it stays as it is."""
    return text


def NC_(context: str, text: str) -> str:  # noqa: N802  (gettext's pgettext, as a marker)
    """Mark a fixed word whose translation depends on what it says it of (``NC_("team",
    "LEGAL")``: French agrees the adjective with « équipe »); said by :meth:`Translator.text`
    with the same ``context``. It stays as it is."""
    return text


#: The game's words a value may be, translated where a message holds one: the domains
#: (riftcheck.models.DOMAINS), the card types (CARD_TYPES) and supertypes
_WORDS = frozenset(
    {
        *(N_("Fury"), N_("Calm"), N_("Mind"), N_("Body"), N_("Chaos"), N_("Order")),
        *(N_("Legend"), N_("Unit"), N_("Spell"), N_("Gear"), N_("Rune"), N_("Battlefield")),
        *(N_("Champion"), N_("Signature"), N_("Basic"), N_("Token")),
    }
)

#: The card types (CARD_TYPES): in a sentence (a value named ``type``: « {card} est de type
#: {type} ») the French rules texts write them in lower case (« une unité », « de type légende »),
#: the supertypes with a capital (« le super-type Champion », « carte Signature »)
_TYPE_WORDS = frozenset(
    {N_("Legend"), N_("Unit"), N_("Spell"), N_("Gear"), N_("Rune"), N_("Battlefield")}
)

#: A zone as a deck file names it (a YAML/JSON key, a Piltover header) -> the zone in words
_ZONE_WORDS = {
    "legend": N_("the legend"),
    "champion": N_("the champion slot"),
    "main": N_("the main deck"),
    "battlefields": N_("the battlefields"),
    "runes": N_("the rune deck"),
    "sideboard": N_("the sideboard"),
    "additional_legends": N_("the additional legends"),
}


def zone_words(zone: str) -> Msg:
    """A deck zone (``champion``, ``additional_legends``) in words, as a message says it (« la
    zone de champion »; English: ``the champion slot``)."""
    return Msg(_ZONE_WORDS[zone])


_ZONE_KEYS = {
    **{f"{key}:": words for key, words in _ZONE_WORDS.items()},
    **{
        f"{header}:": _ZONE_WORDS[zone]
        for header, zone in (
            ("Legend", "legend"),
            ("Champion", "champion"),
            ("MainDeck", "main"),
            ("Battlefields", "battlefields"),
            ("Runes", "runes"),
            ("Sideboard", "sideboard"),
        )
    },
}

#: Values put in a message as they are written, by their name in the message: a rule id
#: (``legend`` is the rule, not « légende »), a card name ``as_written`` in the language of the player's line
#: (``rules/unknown_card._named``: a suggestion for an English line stays English in a French
#: report), ``typed``: what the user is to type as it is (``--as-of 2026-09-18``, never « 18
#: septembre 2026 »), a ``header_word``: a text list's header word as the file writes it
#: (``Side``, ``Champion``), and any ``en_...`` value (English names listed as such)
_AS_WRITTEN = frozenset({"rule", "rid", "as_written", "typed", "header_word"})


#: A ``== Zone ==`` header of a riftboundfrance.fr list, as a message names it
_HEADER = re.compile(r"(={2,}) ([^=\n]*[^=\s]) (={2,})")


def _as_written(key: str, value: object) -> bool:
    """Whether ``value`` is put in its message as it is written (:data:`_AS_WRITTEN`, ``en_...``,
    the player's line); a file's ``key`` too: a machine word, quoted as the file writes it
    (« legend », never « légende »: the user searches the file for it, atkF 12)."""
    if key in _AS_WRITTEN or key.startswith("en_") or _quoted_line(key, value):
        return True
    return key == "key" and isinstance(value, str)


def _quoted_line(key: str, value: object) -> bool:
    """Whether ``value`` is what the player's line says (``written``), quoted as it says it
    (« Hextech Ray »), never renamed; a message in its place is said as any other."""
    return key == "written" and not isinstance(value, Msg)


#: The names a champion tag takes in a message (``choose {tag} Champion unit``, ``{card} carries
#: {tag}, but this legend's champion tag is {champion_tag}``): said as the language's cards print
#: it (« Maître Yi »: :meth:`riftcheck.cards.db.CardDB.champion_tags_in`), never a card's name
_TAG_KEYS = frozenset({"tag", "champion_tag", "utag", "ltag"})


#: The names a count takes in a message (a :class:`Plural`'s ``n`` among them): values grouped by
#: thousands in French; every other number (a line, a row, a year, an id) is written as it is
_COUNTS = frozenset({"n", "m", "count", "total", "without", "more", "have", "size", "bytes"})

#: Citations of the rules documents (``CR 103.2.b, TR 601.1.c.3``): each language names the
#: documents its own way (French: RB for the Règles de base, RT for the Règles de tournoi)
_CITATION_WORDS = {"CR": N_("CR"), "TR": N_("TR")}
_CITATION = re.compile(r"\b(CR|TR) (?=\d)")
#: Between a document's name and its number a language other than English writes a no-break
#: space (``RT\u00a0601.2.d.2``): a wrapped line never ends with « RT » and starts with the number
_CITATION_SPACE = "\u00a0"
_CITATIONS = re.compile(r"(?:(?:CR|TR) \d[\w.]*)(?:, (?:CR|TR) \d[\w.]*)*")
_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
#: A month alone (``2026-01``, a rules edition known by its month): French « janvier 2026 »
_ISO_MONTH = re.compile(r"(\d{4})-(0[1-9]|1[0-2])")
#: The months, for dates in sentences (Babel's CLDR data would cost a French run its import:
#: docs/architecture.md, "Messages in French")
_MONTHS = (
    *(N_("January"), N_("February"), N_("March"), N_("April"), N_("May"), N_("June")),
    *(N_("July"), N_("August"), N_("September"), N_("October"), N_("November"), N_("December")),
)
_MONTH_YEAR = re.compile(r"(" + "|".join(_MONTHS) + r") (\d{4})")

#: Words after which French elides before a vowel (``de Unleashed``: ``d'Unleashed``) and
#: articles a preposition contracts with (``de le deck``: ``du deck``), applied where a value
#: meets the text of its message: the catalogue cannot know the value's first letter
_ELIDE = re.compile(r"(?:^|(?<=[\s(«\u00a0]))([Dd]e|[Qq]ue|[Ll]e|[Ll]a|[Jj]usque) $")
_VOWEL = re.compile(r"[aeiouàâäéèêëîïôöûüœæ]", re.IGNORECASE)
#: Where French elides before a letter that is not a written vowel (atkN 5, 8): a first name's
#: mute H (« d'Hélène », « d'Hugo »: H then a vowel), Y read as a vowel, that is before a
#: consonant (« d'Yves », but « de Yasuo », « de Yann »), and a vowel of another alphabet that a
#: look-alike name starts with (Cyrillic « Іnes » reads « Ines »: « d'Іnes »)
_VOWEL_SOUND = re.compile(
    r"[aeiouàâäéèêëîïôöûüœæ]|H[aeiouàâäéèêëîïôöûü]|Y[^\W\daeiouy]"
    r"|[аеёиоуыэюяіїєαεηιουω]",
    re.IGNORECASE,
)
#: An identifier, not a name (a player known only by ``u2``): no elision, « la liste de u2 »
_IDENTIFIER = re.compile(r"[a-z][^\s]*\d")
_CONTRACT = {("de", "le"): "du", ("de", "les"): "des", ("à", "le"): "au", ("à", "les"): "aux"}
_BEFORE = re.compile(r"(?:^|(?<=[\s(«\u00a0]))([Dd]e|à) $")
#: Places French says with « à », not « en » (« en Corée », but « à Taïwan »): the regions' names
_EN = re.compile(r"(?:^|(?<=[\s(«\u00a0]))en $")
_AT_PLACE = re.compile(r"(?:Taïwan|Hong Kong|Macao)\b")
_AT_PLACE_EACH = re.compile(r"(^|, | et )(?=Taïwan|Hong Kong|Macao)")


def _put(template: str, values: Mapping[str, str]) -> str:
    """``template`` with ``values`` put in (``str.format``), French elision and contraction made
    where a value meets the words before it: ``de {set}`` with ``Unleashed`` is ``d'Unleashed``,
    ``de {zone}`` with ``le deck principal`` is ``du deck principal``. A template without those
    words (every English one) comes out exactly as ``str.format`` makes it."""
    import string

    out = ""
    for text, field, spec, conv in string.Formatter().parse(template):
        out += text
        if field is None:
            continue
        value = format(values[field] if not conv else repr(values[field]), spec or "")
        out, value = _join(out, value, field)
        out += value
    return out


#: Fields that hold card names: names the card database gives in English unless a French one
#: is known, and an English H is said aloud (« de Hard Bargain », never « d'Hard Bargain »; no
#: French card name starts with a mute h: atkY M2)
_CARD_FIELDS = frozenset({"card", "cards", "legend", "unit", "right", "old", "names"})


def _join(before: str, value: str, field: str = "") -> tuple[str, str]:
    """``before`` and ``value`` with the elision or contraction their meeting calls for."""
    m = _EN.search(before)
    if m and _AT_PLACE.match(value):
        # islands and cities take « à », each of them: « sorti à Taïwan, à Hong Kong et à Macao »
        return before[: m.start()], _AT_PLACE_EACH.sub(r"\1à ", value)
    m = _BEFORE.search(before)
    if m:
        article, _, rest = value.partition(" ")
        short = _CONTRACT.get((m.group(1).lower(), article))
        if short and rest:
            short = short.capitalize() if m.group(1)[0].isupper() else short
            return before[: m.start(1)] + short + " ", rest
    m = _ELIDE.search(before)
    if m and _elides(value) and not (field in _CARD_FIELDS and value[:1] in "Hh"):
        word = m.group(1)
        return before[: m.start(1)] + word[:-1] + "'", value
    return before, value


def _after_preposition(msgstr: str) -> list[tuple[str, str]]:
    """The fields of ``msgstr`` written right after ``de`` or ``à``, with that preposition."""
    import string

    out = []
    for text, field, _spec, _conv in string.Formatter().parse(msgstr):
        m = _BEFORE.search(text) if field else None
        if m:
            out.append((field, m.group(1).lower()))
    return out


def _list_items(value: object) -> tuple[str, list] | None:
    """``("and", [A, B, C])`` for a :func:`listed` value (« A, B et C »), else ``None``."""
    if not isinstance(value, Msg) or value.template not in ("{a} and {b}", "{a} or {b}"):
        return None
    parts = _flat(value.params["a"])
    return ("or" if value.template == "{a} or {b}" else "and"), [*parts, value.params["b"]]


def _flat(value: object) -> list:
    """The items of a :func:`joined` ``", "`` tree, in order."""
    if isinstance(value, Msg) and value.template == "{a}, {b}":
        return [*_flat(value.params["a"]), *_flat(value.params["b"])]
    return [value]


def _elides(value: str) -> bool:
    """Whether French elides the word before ``value`` (``de`` + ``Hélène``: ``d'Hélène``)."""
    import unicodedata

    first = unicodedata.normalize("NFD", value[:2])
    if not first or not _VOWEL_SOUND.match(first) or _IDENTIFIER.match(value):
        return False
    # H and Y count by the letter after them; a lower-case h or y is a word's, not a name's
    return first[0] not in "hy"


#: (named apart, so that the extraction does not read this call's made-up forms as a message)
_Plural = Plural


def plural(n: int, word: str, many: str | None = None) -> Plural:
    """``1 card`` / ``2 cards`` as a :class:`Plural` (the extraction reads both forms of a literal
    word: one plural entry of the catalogue, ``msgid "{n} card"`` / ``msgid_plural "{n} cards"``)."""
    return _Plural(n, "{n} " + word, "{n} " + (many or word + "s"))


def choose(
    cli: str | None = None, config: str | None = None, env: Mapping[str, str] | None = None
) -> str:
    """The report language: ``--lang``, else ``lang:`` of the configuration, else the locale; ``en`` or ``fr``."""
    for value in (cli, config):
        if value:
            return _lang_of(value) or "en"
    env = os.environ if env is None else env
    for var in _ENV:
        value = env.get(var)
        if value:
            # LANGUAGE is a priority list ("fr:en"); C and POSIX mean "no language": English
            return _lang_of(value.split(":")[0]) or "en"
    return "en"


#: The language of this process's messages outside a report (errors on stderr): set by the CLI
#: once it knows it (:func:`use`); until then :func:`current` reads the locale.
_IN_USE: list[str] = []


#: The ``--lang`` of this process's command line (:func:`riftcheck.cli.main` records it)
_COMMAND_LINE: list[str] = []


def command_line_lang() -> str | None:
    """The language the command line chose with ``--lang``, else ``None`` (then the
    configuration's ``lang:`` and the locale decide)."""
    return _COMMAND_LINE[0] if _COMMAND_LINE else None


def use(lang: str) -> None:
    """Say the messages of this run (errors on stderr, notices) in ``lang`` from now on (English
    when ``lang``'s catalogue cannot be read: :func:`speaks`)."""
    _IN_USE[:] = [lang if lang in LANGS and speaks(lang) else "en"]


def speaks(lang: str) -> bool:
    """Whether riftcheck can say its messages in ``lang``: English always; another language when
    its compiled catalogue can be read. A missing, empty or corrupt ``.mo`` (a slim container or
    a distribution may drop it) means English, with one notice on stderr, never a failed run."""
    if lang == "en":
        return True
    try:
        _catalogue(lang)
    except Exception as exc:  # noqa: BLE001 - whatever is wrong with the file, English is said
        if lang not in _UNSPOKEN:
            _UNSPOKEN.add(lang)
            import sys

            why = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
            print(
                f"riftcheck: notice: the {lang} messages cannot be read ({why}); "
                "using English (reinstall riftcheck to get them back)",
                file=sys.stderr,
            )
        return False
    return True


#: Languages whose catalogue could not be read in this process (said once)
_UNSPOKEN: set[str] = set()


def current() -> str:
    """The language chosen by :func:`use`, else the locale's."""
    return _IN_USE[0] if _IN_USE else choose()


def normalized_argv(args: list[str]) -> list[str]:
    """``args`` with the value of ``--lang`` written as riftcheck's code of that language
    (``--lang FR``, ``fr_FR``, ``fr-CA``, ``fr_FR.UTF-8``: ``fr``), as the locale is read; a value
    that names no language riftcheck speaks is left for the option to refuse."""
    out = list(args)
    for i, arg in enumerate(out):
        if arg == "--":
            break
        if arg == "--lang" and i + 1 < len(out):
            out[i + 1] = _lang_of(out[i + 1]) or out[i + 1]
        elif arg.startswith("--lang="):
            value = arg.split("=", 1)[1]
            out[i] = "--lang=" + (_lang_of(value) or value)
    return out


def lang_after_command(args: list[str]) -> list[str]:
    """``args`` with a ``--lang`` given before the command moved after it (``riftcheck --lang fr
    event E`` is ``riftcheck event E --lang fr``): every command reads the option as its own."""
    if args[:1] == ["--lang"] and len(args) > 2 and not args[2].startswith("-"):
        return [args[2], *args[:2], *args[3:]]
    if args[:1] and args[0].startswith("--lang=") and len(args) > 1 and not args[1].startswith("-"):
        return [args[1], args[0], *args[2:]]
    return args


def from_argv(args: list[str]) -> str | None:
    """The value of ``--lang`` in a command line (``--lang fr``, ``--lang=fr``), else ``None``."""
    for i, arg in enumerate(args):
        if arg == "--":
            break
        if arg == "--lang" and i + 1 < len(args):
            return args[i + 1]
        if arg.startswith("--lang="):
            return arg.split("=", 1)[1]
    return None


def say(message: str) -> str:
    """``message`` in the run's language (:func:`current`); English without reading the catalogue."""
    lang = current()
    return str(message) if lang == "en" else Translator(lang).message(message)


#: Names riftcheck gives an input that is not a file (riftcheck/decks/read.py): said in the
#: reader's language where a person reads them (« <entrée standard> »), kept in machine formats
PLACEHOLDERS = (N_("<stdin>"), N_("<deck code>"))


def say_source(source: str, tr: Translator | None = None) -> str:
    """``source`` (a file name, or a location ``<stdin>:3:1``) with a placeholder at its start
    said in the run's language (``tr``'s, if given)."""
    text = str(source)
    for p in PLACEHOLDERS:
        if text.startswith(p):
            said = tr.text(p) if tr is not None else say(p)
            return said + text[len(p) :]
    return text


#: PyYAML's (and libyaml's) commonest problem and context phrases, keyed by its own words: a
#: YAML error says them in the reader's language (« il manque une virgule « , » ou un « ] » »);
#: any other phrase is PyYAML's, kept in English and said as such (:func:`pyyaml_words`)
_PYYAML_WORDS = frozenset(
    (
        # problems (libyaml, then the pure-Python parser's where its words are fixed)
        N_("did not find expected ',' or ']'"),
        N_("did not find expected ',' or '}'"),
        N_("expected ',' or ']', but got '<stream end>'"),
        N_("expected ',' or '}', but got '<stream end>'"),
        N_("found unexpected end of stream"),
        N_("did not find expected key"),
        N_("did not find expected '-' indicator"),
        N_("did not find expected node content"),
        N_("expected the node content, but found '<stream end>'"),
        N_("did not find expected <document start>"),
        N_("could not find expected ':'"),
        N_("mapping values are not allowed here"),
        N_("mapping values are not allowed in this context"),
        N_("block sequence entries are not allowed in this context"),
        N_("found character that cannot start any token"),
        N_("found a tab character that violates indentation"),
        N_("found unknown escape character"),
        N_("found undefined alias"),
        N_("special characters are not allowed"),
        N_("found incompatible YAML document"),
        N_("found incompatible YAML document (version 1.* is required)"),
        # contexts
        N_("while parsing a flow sequence"),
        N_("while parsing a flow mapping"),
        N_("while parsing a flow node"),
        N_("while parsing a block mapping"),
        N_("while parsing a block collection"),
        N_("while parsing a block node"),
        N_("while scanning a quoted scalar"),
        N_("while parsing a quoted scalar"),
        N_("while scanning a double-quoted scalar"),
        N_("while scanning a plain scalar"),
        N_("while scanning a simple key"),
        N_("while scanning for the next token"),
    )
)


def pyyaml_words(text: str | None) -> Msg | None:
    """PyYAML's phrase ``text`` as a message said in the reader's language, ``None`` when it is
    not one of :data:`_PYYAML_WORDS` (the caller then quotes it as PyYAML's, in English)."""
    return Msg(text) if text in _PYYAML_WORDS and "{" not in text else None


#: The legend of the rules documents' abbreviations (French « RB », « RT »): the one text of it,
#: given wherever a text in another language than English prints them (:func:`citation_legend`)
CITATION_LEGEND = N_("CR: Core Rules; TR: Tournament Rules.")
#: A citation as a French text writes it: the abbreviation bound to its number (« RT 403.4 »)
_CITED = re.compile(r"\b(?:RB|RT)[\u00a0 ]\d")


def citation_legend(tr: Translator, *texts: str) -> str | None:
    """The legend line of RB/RT in ``tr``'s language when one of ``texts`` prints them (no
    ``texts``: whenever the language abbreviates them), else ``None`` (English: the names are
    the rules' own, CR and TR, as the documents write them)."""
    if tr.lang == "en":
        return None
    if texts and not any(_CITED.search(t or "") for t in texts):
        return None
    return tr.text(CITATION_LEGEND)


def _lang_of(value: str) -> str | None:
    code = value.strip().split(".")[0].split("@")[0].replace("-", "_").split("_")[0].casefold()
    return code if code in LANGS else None


#: The reasons of the OS errors a run meets, by errno: the text ``exc.strerror`` gives, said in
#: the reader's language when it is a message's value (``impossible d'écrire r.txt : fichier ou
#: dossier introuvable``)
_OS_ERRORS = {
    "ENOENT": N_("No such file or directory"),
    "EACCES": N_("Permission denied"),
    "EPERM": N_("Operation not permitted"),
    "EISDIR": N_("Is a directory"),
    "ENOTDIR": N_("Not a directory"),
    "ENOSPC": N_("No space left on device"),
    "EROFS": N_("Read-only file system"),
    "ECONNREFUSED": N_("Connection refused"),
}


@cache
def _os_reasons() -> dict[str, str]:
    """``exc.strerror`` text -> its catalogue entry (the C library's wording on this system)."""
    import errno

    out = {}
    for name, msgid in _OS_ERRORS.items():
        code = getattr(errno, name, None)
        if code is not None:
            out[os.strerror(code)] = msgid
            out[msgid] = msgid
    return out


#: A text value as ``repr`` quotes it (``'beaucoup'``), with no quote inside
_QUOTED = re.compile(r"'([^'\\]*)'")
#: ... and as ``repr`` quotes a text holding an apostrophe (``"Kai'Sa, Rebel"``)
_DOUBLE_QUOTED = re.compile(r'"([^"\\]*\'[^"\\]*)"')
#: A number as ``f"{n:,}"`` writes it (``1,046``, ``131,072``)
_GROUPED = re.compile(r"\d{1,3}(?:,\d{3})+")


class Translator:
    """Translates riftcheck's English messages into one language (English: unchanged)."""

    def __init__(
        self,
        lang: str = "en",
        names: Mapping[str, str] | None = None,
        tags: Mapping[str, str] | None = None,
    ):
        self.lang = lang if lang in LANGS and speaks(lang) else "en"
        #: English card name -> name in this language (cards the database knows a name for)
        self.names = dict(names or {})
        #: English champion tag -> the tag in this language, where it differs (« Maître Yi »)
        self.tags = dict(tags or {})
        self._names_re: re.Pattern[str] | None = None  # card_names' pattern, made when first asked

    def card_names(self, text: str) -> str:
        """``text`` (a rule documentation's example, written as a deck file in English) with each
        card name the database knows in this language named as a report names it: the same
        table (:attr:`names`) that says a card name put in a message (``Stacked Deck`` is
        « Partie truquée »); a name only as a whole (``Jinx, Rebel`` is not a part of
        ``Jinx, Rebelle``), the longest first; a column after the name (two files side by side)
        keeps its place."""
        if not self.names or not text:
            return text
        if self._names_re is None:
            alts = "|".join(re.escape(n) for n in sorted(self.names, key=len, reverse=True))
            self._names_re = re.compile(rf"(?<![\w'])(?:{alts})(?![\w'])")
        out, at = [], 0
        for m in self._names_re.finditer(text):
            said = self.names[m[0]]
            out += [text[at : m.start()], said]
            at = m.end()
            # two files side by side (``# a.yaml   # b.yaml``): the next column stays where it was
            gap = re.match(r" {2,}(?=\S)", text[at:])
            if gap:
                out.append(" " * max(2, len(gap[0]) - (len(said) - len(m[0]))))
                at += len(gap[0])
        return "".join(out) + text[at:]

    def text(self, msgid: str, context: str | None = None) -> str:
        """A fixed piece of text (a column header, a verdict word) in this language; ``context``:
        the catalogue's entry of ``msgid`` in that context (:func:`NC_`)."""
        if self.lang == "en" or not msgid:  # gettext's "" is the catalogue's header
            return msgid
        if context is not None:
            return _catalogue(self.lang).pgettext(context, msgid)
        return _catalogue(self.lang).gettext(msgid)

    def find(self, message: str) -> str | None:
        """The plain text ``message`` in this language when it is a msgid of the catalogue as it
        stands (a fixed sentence), else ``None``. Text with values in it is said only as a
        :class:`Msg`: nothing is guessed from its English words."""
        if self.lang == "en":
            return message
        exact = _catalogue(self.lang)._catalog.get(message)  # noqa: SLF001  (msgid -> msgstr)
        return exact if isinstance(exact, str) and exact else None

    def message(self, message: str) -> str:
        """``message`` in this language when the catalogue can say it, else as it is."""
        if self.lang == "en" or not message:
            return str(message)
        if isinstance(message, Msg):
            said = self._say(message)
            if said is not None:
                return said
        found = self.find(str(message))
        return str(message) if found is None else found

    def _say(self, message: Msg, depth: int = 0) -> str | None:
        """A :class:`Msg` from its template's msgstr, its values translated; ``None``: no msgstr."""
        cat = _catalogue(self.lang)
        if isinstance(message, Plural) and (message.forms[0], 0) in cat._catalog:  # noqa: SLF001
            # the catalogue's Plural-Forms rule picks the form (French: one form for 0 and 1)
            msgstr = cat.ngettext(*message.forms, message.count)
        else:
            msgstr = cat._catalog.get(message.template)  # noqa: SLF001
        if not isinstance(msgstr, str) or not msgstr:
            return None
        if not message.params:
            return msgstr
        values = {k: self._value(v, depth, k) for k, v in message.params.items()}
        for field, prep in _after_preposition(msgstr):
            items = _list_items(message.params.get(field))
            if items is not None:
                values[field] = self._each_with(prep, items, depth, field)
        return _put(msgstr, values)

    def _each_with(self, prep: str, items: tuple[str, list], depth: int, key: str) -> str:
        """A list put after ``de`` / ``à``, the preposition said again before each item after
        the first (French: « du deck principal de a.txt et du deck principal de b.txt », « au
        nom d'Ines et d'Ines », never « … et le deck principal »: atkN 3, 5); the first item
        meets the template's own preposition in :func:`_put`."""
        word, parts = items
        said = [self._value(p, depth, key) for p in parts]
        rest = ["".join(_join(prep + " ", v, key)) for v in said[1:]]
        last = rest.pop()
        cat = _catalogue(self.lang)._catalog  # noqa: SLF001
        joint = cat.get("{a} or {b}" if word == "or" else "{a} and {b}") or "{a} and {b}"
        return joint.format(a=", ".join([said[0], *rest]), b=last)

    def unsaid(self, message: Msg) -> list[str]:
        """The templates of ``message`` and of the messages inside it that this language's
        catalogue has no entry for (empty: all of it can be said; English: always empty)."""
        if self.lang == "en":
            return []
        cat = _catalogue(self.lang)._catalog  # noqa: SLF001
        out, todo = [], [message]
        while todo:
            m = todo.pop()
            key = (m.forms[0], 0) if isinstance(m, Plural) else m.template
            if not cat.get(key):
                out.append(m.template)
            todo.extend(v for v in m.params.values() if isinstance(v, Msg))
        return out

    def _value(self, value: object, depth: int, key: str = "") -> str:
        """A value put in a message (:meth:`_value_said`); a list's ``== Zone ==`` header is one
        word to the wrappers (no-break spaces), so that no line ends inside it (atkG 5)."""
        said = self._value_said(value, depth, key)
        if isinstance(value, str) and "==" in said:
            said = _HEADER.sub(lambda m: m[0].replace(" ", "\u00a0"), said)
        return said

    def _value_said(self, value: object, depth: int, key: str = "") -> str:
        """A value put in a message: a card name in this language, else the value translated, else
        as it is. ``key`` is the value's name in the message: a ``zone`` that is a bare zone key
        (``main``) is said in words."""
        keyed = self._keyed(value, key)
        if keyed is not None:
            return keyed
        if _as_written(key, value):
            m = _QUOTED.fullmatch(str(value)) if key == "key" else None
            # a file's key as written, in this language's quotes (« foo », not 'foo': atkM 7)
            return f"«\u00a0{m.group(1)}\u00a0»" if m else str(value)
        if isinstance(value, Msg) and depth < 64:
            said = self._say(value, depth + 1)
            if said is not None:
                return said
        if not isinstance(value, str):
            return self._number(value, key)
        value = str(value)
        said = self._plain_value(value)
        if said is not None:
            return said
        if value in self.names:
            return self.names[value]
        m = re.fullmatch(r"(\d+) (.+)", value)
        if m and m.group(2) in self.names:
            return f"{m.group(1)} {self.names[m.group(2)]}"
        said = self._word_value(value)
        if said is not None:
            return said
        # a one-word value is looked up only as a region's name (Korea: Corée), never a card's
        found = self.find(value) if " " in value or key in ("region", "region_name") else None
        return value if found is None else found

    def _keyed(self, value: object, key: str) -> str | None:
        """A value said by what its name in the message says it is, else ``None``: a ``zone``
        that is a bare zone key (``main``) in words, a ``type`` that is a card type in lower case
        as French running text writes it (« de type unité »), a champion ``tag`` as this
        language's cards print it (« Maître Yi »)."""
        if key == "zone" and value in _ZONE_WORDS:
            return self.text(_ZONE_WORDS[value])
        if key == "type" and value in _TYPE_WORDS and self.lang != "en":
            return self.text(value).lower()
        if key in _TAG_KEYS and isinstance(value, str) and value in self.tags:
            return self.tags[value]  # a champion tag as this language's cards print it
        return None

    def _number(self, value: object, key: str) -> str:
        """A value that is no text: a count in a sentence grouped by thousands in French (« 1 054
        cartes », a narrow no-break space); a line or row number, a year or an id as it is."""
        if type(value) is int and key in _COUNTS and self.lang != "en" and abs(value) >= 1000:
            return f"{value:,}".replace(",", "\u202f")
        return str(value)

    def _plain_value(self, value: str) -> str | None:
        """An OS error's reason or a grouped count in this language, else ``None``."""
        if value in _os_reasons():
            # an OS error's reason as Python gives it (exc.strerror)
            return self.text(_os_reasons()[value])
        m = _QUOTED.fullmatch(value) or _DOUBLE_QUOTED.fullmatch(value)
        if m:
            # a value quoted as Python writes it (repr: 'beaucoup'): French quotes « beaucoup »
            return f"«\u00a0{m.group(1)}\u00a0»"
        if _GROUPED.fullmatch(value):
            # a count written with English thousands commas (f"{n:,}"): French reads the comma as
            # the decimal mark (« 1,046 octets »); it groups by a narrow no-break space
            return value.replace(",", "\u202f")
        return None

    def value(self, value: str) -> str:
        """``value`` (text put in a report as it is: citations, a date) in this language where it
        is one of the game's words or a date, else as it is."""
        if self.lang == "en":
            return value
        said = self._word_value(value)
        return value if said is None else said

    def _word_value(self, value: str) -> str | None:
        """A value that is one of the game's words or a date, said in this language: domains
        (``Fury, Chaos``), card types and supertypes (``Unit``), a zone as a deck file names it
        (``main:``, ``MainDeck:``), citations (``TR 601.2.b``: ``RT 601.2.b`` in French), an ISO
        date (``2026-10-23``: ``23 octobre 2026``), a month (``December 2025``); else ``None``."""
        parts = value.split(", ")
        if all(p in _WORDS for p in parts):  # "Fury, Chaos": domain names in this language
            return ", ".join(self.text(p) for p in parts)
        if value.capitalize() in _WORDS and value.islower():  # "spell": a type in running text
            return self.text(value.capitalize()).lower()
        zone = _ZONE_KEYS.get(value)
        if zone is not None:  # main: (YAML/JSON keys: kept after the words, the file says them)
            said = self.text(zone)
            return f"{said} ({value})" if value.islower() else said
        if _CITATIONS.fullmatch(value):
            return _CITATION.sub(
                lambda m: self.text(_CITATION_WORDS[m.group(1)]) + _CITATION_SPACE, value
            )
        if _ISO_DATE.fullmatch(value):
            return self.date(value)
        m = _ISO_MONTH.fullmatch(value)
        if m:
            month = self.text(_MONTHS[int(m.group(2)) - 1])
            return self.message(Msg("{month} {year}", month=month, year=m.group(1)))
        m = _MONTH_YEAR.fullmatch(value)
        if m:
            return self.message(Msg("{month} {year}", month=self.text(m.group(1)), year=m.group(2)))
        return None

    def citations(self, text: str) -> str:
        """``text`` (already in this language) with every citation in it (``TR 601.2.b``) named
        as this language names the rules documents (French: ``RT 601.2.b``)."""
        if self.lang == "en":
            return text
        return _CITATION.sub(
            lambda m: self.text(_CITATION_WORDS[m.group(1)]) + _CITATION_SPACE, text
        )

    def date(self, iso: str) -> str:
        """``2026-10-23`` as this language writes a date in a sentence (English: as it is, the
        ISO form riftcheck has always printed; French: ``23 octobre 2026``, ``1er mai 2026``)."""
        if self.lang == "en":
            return iso
        import datetime as _dt

        try:
            day = _dt.date.fromisoformat(iso)
        except ValueError:
            return iso
        month = self.text(_MONTHS[day.month - 1])
        if day.day == 1:
            return self.message(Msg("{month} 1, {year}", month=month, year=day.year))
        return self.message(Msg("{month} {day}, {year}", month=month, day=day.day, year=day.year))


def translator(lang: str, card_data: Path | None = None) -> Translator:
    """A :class:`Translator` of ``lang`` that names cards as the card database at ``card_data``
    (``None``: the one riftcheck uses) knows them in that language."""
    if lang not in LANGS[1:]:
        return Translator("en")
    try:
        from riftcheck.cards.db import CardDB

        db = CardDB.load(card_data)
    except Exception:  # noqa: BLE001 - a report is still written when the database gives no names
        return Translator(lang)
    return translator_of(lang, db)


def translator_of(lang: str, db) -> Translator:
    """A :class:`Translator` of ``lang`` that names cards and champion tags as the card database
    ``db`` knows them in that language (``db`` ``None``: no names)."""
    if lang not in LANGS[1:] or db is None:
        return Translator(lang)
    return Translator(lang, db.names_in("fr-FR"), db.champion_tags_in("fr-FR"))


@cache
def _catalogue(lang: str):
    import gettext

    return gettext.translation(DOMAIN, localedir=str(LOCALE_DIR), languages=[lang])


# ------------------------------------------------------------------ the catalogue's files
# (building and checking them is riftcheck.i18n_build's, with Babel: never imported by a run)

#: Where extraction looks: the package's own source.
SOURCE_DIR = Path(__file__).resolve().parent


def po_path(lang: str) -> Path:
    """The ``.po`` file of ``lang``."""
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def _po_quote(text: str) -> str:
    """``text`` as a ``.po`` string literal."""
    out = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return '"' + out.replace("\b", "\\b") + '"'


def po_entry(msgid: str, msgstr: str) -> str:
    """The ``.po`` lines of one entry (a plural one when ``msgid`` holds its two forms)."""
    if "\0" not in msgid:
        return f"msgid {_po_quote(msgid)}\nmsgstr {_po_quote(msgstr)}"
    one, many = msgid.split("\0")
    forms = (msgstr.split("\0") + ["", ""])[:2]
    return (
        f"msgid {_po_quote(one)}\nmsgid_plural {_po_quote(many)}\n"
        f"msgstr[0] {_po_quote(forms[0])}\nmsgstr[1] {_po_quote(forms[1])}"
    )


if __name__ == "__main__":
    # `python -m riftcheck.i18n` builds the catalogue: the build module's entry point, run as a
    # script (this module never imports it, so no run imports Babel)
    import runpy

    runpy.run_module("riftcheck.i18n_build", run_name="__main__", alter_sys=True)
