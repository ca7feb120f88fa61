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
compiled to the ``.mo`` next to it by ``python -m riftcheck.i18n`` (a test
checks that the two agree). It is loaded with :func:`gettext.translation`,
lazily: an English run never reads it. :func:`extract` finds every marked
msgid in the source, as ``xgettext`` would (``python -m riftcheck.i18n
--missing`` lists those the catalogue lacks), and the test suite fails for
any that has no French translation (tests/unit/test_i18n.py says how to add
one), and for any entry that nothing says any more. Text that is not a
:class:`Msg` is said in French only when it is, word for word, a msgid (a
fixed sentence); nothing is guessed from a text's English words, so a message
built as a plain string stays in English, and the tests that walk every
command in French name it. A count with its noun is a :class:`Plural`:
the catalogue's ``msgid_plural`` entries give each language its own forms.

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


#: The domains (riftcheck.models.DOMAINS), translated where a value lists them
_DOMAINS = frozenset({N_("Fury"), N_("Calm"), N_("Mind"), N_("Body"), N_("Chaos"), N_("Order")})


def plural(n: int, word: str, many: str | None = None) -> Plural:
    """``1 card`` / ``2 cards`` as a :class:`Plural` (the extraction reads both forms of a literal
    word: one plural entry of the catalogue, ``msgid "{n} card"`` / ``msgid_plural "{n} cards"``)."""
    return Plural(n, "{n} " + word, "{n} " + (many or word + "s"))


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


def use(lang: str) -> None:
    """Say the messages of this run (errors on stderr, notices) in ``lang`` from now on."""
    _IN_USE[:] = [lang if lang in LANGS else "en"]


def current() -> str:
    """The language chosen by :func:`use`, else the locale's."""
    return _IN_USE[0] if _IN_USE else choose()


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


def _lang_of(value: str) -> str | None:
    code = value.strip().split(".")[0].split("@")[0].replace("-", "_").split("_")[0].casefold()
    return code if code in LANGS else None


class Translator:
    """Translates riftcheck's English messages into one language (English: unchanged)."""

    def __init__(self, lang: str = "en", names: Mapping[str, str] | None = None):
        self.lang = lang if lang in LANGS else "en"
        #: English card name -> name in this language (cards the database knows a name for)
        self.names = dict(names or {})

    def text(self, msgid: str) -> str:
        """A fixed piece of text (a column header, a verdict word) in this language."""
        if self.lang == "en" or not msgid:  # gettext's "" is the catalogue's header
            return msgid
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
        return msgstr.format(**{k: self._value(v, depth) for k, v in message.params.items()})

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

    def _value(self, value: object, depth: int) -> str:
        """A value put in a message: a card name in this language, else the value translated, else as it is."""
        if isinstance(value, Msg) and depth < 6:
            said = self._say(value, depth + 1)
            if said is not None:
                return said
        if not isinstance(value, str):
            return str(value)
        value = str(value)
        if value in self.names:
            return self.names[value]
        m = re.fullmatch(r"(\d+) (.+)", value)
        if m and m.group(2) in self.names:
            return f"{m.group(1)} {self.names[m.group(2)]}"
        parts = value.split(", ")
        if all(p in _DOMAINS for p in parts):  # "Fury, Chaos": domain names in this language
            return ", ".join(self.text(p) for p in parts)
        found = self.find(value) if " " in value else None
        return value if found is None else found


def translator(lang: str, card_data: Path | None = None) -> Translator:
    """A :class:`Translator` of ``lang`` that names cards as the card database at ``card_data``
    (``None``: the one riftcheck uses) knows them in that language."""
    if lang not in LANGS[1:]:
        return Translator("en")
    try:
        from riftcheck.cards.db import CardDB

        names = CardDB.load(card_data).names_in("fr-FR")
    except Exception:  # noqa: BLE001 - a report is still written when the database gives no names
        names = {}
    return Translator(lang, names)


@cache
def _catalogue(lang: str):
    import gettext

    return gettext.translation(DOMAIN, localedir=str(LOCALE_DIR), languages=[lang])


# ------------------------------------------------------------------ extraction (what xgettext does)

#: Where extraction looks: the package's own source.
SOURCE_DIR = Path(__file__).resolve().parent


def extract(root: Path = SOURCE_DIR) -> tuple[dict[str, list[str]], list[str]]:
    """Every marked msgid of the ``.py`` files under ``root`` and where it is (``file:line``).

    Marked are the literal first argument of ``Msg(...)`` and ``N_(...)``, the literal help (fourth
    argument) of an ``Opt(...)`` of the command-line options table, the two templates of
    ``Plural(n, "one", "many")`` and both forms of ``plural(n, "word"[, "many"])`` with a literal
    word (a plural's msgid is its two English forms joined by NUL, as in a ``.mo`` file). In the
    command-line modules (a ``cli`` folder) the help typer shows is marked too: the literal
    ``help=``, ``short_help=`` and ``epilog=`` of any call, and the docstring of a command function
    (one decorated with ``@app.command(...)`` / ``@app.callback(...)`` or registered as
    ``app.command(...)(function)``), as typer reads it (cleaned like :func:`inspect.getdoc`). The
    second list names the calls that
    cannot be extracted (a ``Msg`` whose template is not a literal string), outside this module.
    """
    import ast

    from riftcheck.infra import fileio

    found: dict[str, list[str]] = {}
    opaque: list[str] = []
    for path in sorted(root.rglob("*.py")):
        rel = path.relative_to(root.parent).as_posix()
        tree = ast.parse(fileio.read_text(path, 16 * 1024 * 1024), filename=rel)
        cli = path.parent.name == "cli"
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            where = f"{rel}:{node.lineno}"
            for msgid in _marked(name, node) + (_help_of(node) if cli else []):
                if msgid is None:
                    if path.resolve() != Path(__file__).resolve():
                        opaque.append(where)
                else:
                    found.setdefault(msgid, []).append(where)
        for fn, doc in _command_docstrings(tree) if cli else ():
            found.setdefault(doc, []).append(f"{rel}:{fn.lineno}")
    if root == SOURCE_DIR:
        for msgid, where in _ruleset_descriptions():
            found.setdefault(msgid, []).append(where)
    return found, opaque


def _ruleset_descriptions() -> list[tuple[str, str]]:
    """The ``description:`` of each shipped ruleset (``riftcheck rulesets`` says it through the
    catalogue): data marked for translation, as xgettext reads a data file."""
    from riftcheck.rulesets import list_rulesets, load_ruleset

    out = []
    for name in list_rulesets():
        description = load_ruleset(name).description
        if description:
            out.append((description, f"rulesets/{name}.yaml"))
    return out


#: The keywords whose literal value typer shows in a help page.
_HELP_KEYWORDS = ("help", "short_help", "epilog")


def _help_of(node) -> list[str | None]:
    """The literal help texts a call of a command-line module gives typer (``help="..."``)."""
    out: list[str | None] = []
    for kw in node.keywords:
        if kw.arg in _HELP_KEYWORDS and _literal(kw.value) is not None:
            out.append(_literal(kw.value))
    return out


def _command_docstrings(tree) -> list[tuple[object, str]]:
    """(function, docstring) of the command functions of one module: typer shows the docstring
    as the command's help. A command function is decorated by ``X.command(...)`` or
    ``X.callback(...)``, or is the argument of ``X.command(...)(function)``."""
    import ast

    def registers(call) -> bool:
        return (
            isinstance(call, ast.Call)
            and isinstance(call.func, ast.Attribute)
            and call.func.attr in ("command", "callback")
        )

    registered = {
        arg.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and registers(node.func)
        for arg in node.args
        if isinstance(arg, ast.Name)
    }
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        if node.name in registered or any(registers(d) for d in node.decorator_list):
            doc = ast.get_docstring(node, clean=True)
            if doc:
                out.append((node, doc))
    return out


def _literal(node) -> str | None:
    import ast

    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _marked(name: str | None, node) -> list[str | None]:
    """The msgids one call marks (``None``: a ``Msg`` template that is not a literal)."""
    args = node.args
    if name in ("Msg", "N_") and args:
        return [_literal(args[0])]
    if name == "Opt" and len(args) > 3 and _literal(args[3]) is not None:
        return [
            _literal(args[3])
        ]  # an option's help (riftcheck.cli.options), like xgettext's Opt:4
    if name == "plural" and len(args) >= 2 and _literal(args[1]) is not None:
        word = _literal(args[1])
        many = _literal(args[2]) if len(args) > 2 else None
        many = many or next((_literal(k.value) for k in node.keywords if k.arg == "many"), None)
        return ["{n} " + word + "\0{n} " + (many or word + "s")]
    if name == "Plural" and len(args) >= 3:
        one, many = _literal(args[1]), _literal(args[2])
        return [one + "\0" + many if one is not None and many is not None else None]
    return []


# ------------------------------------------------------------------ the build step


def parse_po(text: str) -> dict[str, str]:
    """msgid -> msgstr of a ``.po`` file (the header entry under ``""``).

    A plural entry (``msgid``, ``msgid_plural``, ``msgstr[0]``, ``msgstr[1]``...) is keyed by its
    two msgids joined by NUL, its forms joined by NUL: the layout of a ``.mo`` file.
    """
    out: dict[str, str] = {}
    key = None
    cur: dict[str, list[str]] = {}
    seen: set[str] = set()
    seen_at = 0

    def flush():
        if "msgid" in cur:
            msgid = "".join(cur["msgid"])
            if msgid in seen:  # as msgfmt: one entry per msgid, a plural one included
                raise ValueError(f"line {seen_at}: msgid {msgid!r} is defined twice")
            seen.add(msgid)
            if "msgid_plural" in cur:
                msgid += "\0" + "".join(cur["msgid_plural"])
            forms = sorted(k for k in cur if k.startswith("msgstr"))
            out[msgid] = "\0".join("".join(cur[k]) for k in forms)
        cur.clear()

    for n, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            if not line and any(k.startswith("msgstr") for k in cur):
                flush()
            continue
        keyword, rest = _po_keyword(line, n)
        if keyword == "msgid":
            flush()
            seen_at = n
        key = keyword or key
        if key is None:
            raise ValueError(f"line {n}: a string before any msgid")
        cur.setdefault(key, []).append(_unquote(rest, n))
    flush()
    return out


_PO_KEYWORD = re.compile(r"(msgid|msgid_plural|msgstr|msgstr\[\d\]) ")


def _po_keyword(line: str, n: int) -> tuple[str | None, str]:
    """The keyword a ``.po`` line starts with (``None``: a continued string) and its string."""
    if line.startswith('"'):
        return None, line
    m = _PO_KEYWORD.match(line)
    if m is None:
        raise ValueError(f"line {n}: expected msgid, msgstr or a quoted string, got {line!r}")
    return m.group(1), line[m.end() :]


def _unquote(s: str, n: int) -> str:
    import ast

    if not (s.startswith('"') and s.endswith('"')):
        raise ValueError(f"line {n}: expected a quoted string, got {s!r}")
    return ast.literal_eval(s)


def compile_mo(catalog: Mapping[str, str]) -> bytes:
    """The GNU ``.mo`` bytes of ``catalog`` (what ``msgfmt`` writes), keys sorted, no hash table."""
    import struct

    keys = sorted(catalog)
    ids = [k.encode("utf-8") for k in keys]
    strs = [catalog[k].encode("utf-8") for k in keys]
    n = len(keys)
    key_start = 7 * 4 + 16 * n
    offsets, pos, blob = [], key_start, b""
    for b in ids:
        offsets.append((len(b), pos))
        blob += b + b"\0"
        pos += len(b) + 1
    for b in strs:
        offsets.append((len(b), pos))
        blob += b + b"\0"
        pos += len(b) + 1
    head = struct.pack("<7I", 0x950412DE, 0, n, 7 * 4, 7 * 4 + 8 * n, 0, key_start)
    table = b"".join(struct.pack("<2I", length, off) for length, off in offsets)
    return head + table + blob


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


def po_path(lang: str) -> Path:
    """The ``.po`` file of ``lang``."""
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def build(lang: str = "fr") -> Path:
    """Compile ``lang``'s ``.po`` into its ``.mo``; returns the ``.mo`` path."""
    po = po_path(lang)
    mo = po.with_suffix(".mo")
    from riftcheck.infra import fileio  # the one guarded reader, also for this build step

    mo.write_bytes(compile_mo(parse_po(fileio.read_text(po, 16 * 1024 * 1024))))
    return mo


def missing(lang: str = "fr") -> dict[str, list[str]]:
    """The marked msgids (:func:`extract`) that ``lang``'s ``.po`` has no translation for."""
    from riftcheck.infra import fileio

    catalog = parse_po(fileio.read_text(po_path(lang), 16 * 1024 * 1024))
    found, _ = extract()
    return {m: w for m, w in sorted(found.items()) if m and not catalog.get(m)}


if __name__ == "__main__":
    import sys

    if sys.argv[1:] == ["--missing"]:
        for msgid, where in missing().items():
            print(f"# {' '.join(where)}\n{po_entry(msgid, '')}\n")
        raise SystemExit(0)
    for lang in LANGS[1:]:
        print(f"wrote {build(lang)}")
