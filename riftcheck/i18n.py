"""Messages in the reader's language: English (riftcheck's own words) or French, via gettext.

The French catalogue is ``riftcheck/locale/fr/LC_MESSAGES/riftcheck.po``,
compiled to the ``.mo`` next to it by ``python -m riftcheck.i18n`` (a test
checks that the two agree). It is loaded with :func:`gettext.translation`,
lazily: an English run never reads it.

Rules and readers write their messages in English (the machine formats, JSON,
SARIF, GitHub, JUnit and the others, keep that stable text and the rule ids).
The human text report is translated when it is drawn: each message is matched
against the catalogue's msgids, which may hold ``{name}`` placeholders
("The deck has {n} battlefields; it must have exactly {count}"); the matched
values are kept, card names among them written in French when the database
knows a French name. A message no msgid matches stays in English, and the
test suite fails for any message of the case files that has no French
translation (tests/unit/test_i18n.py says which msgid to add).

The language is, first found: ``--lang``, the configuration's ``lang:``,
then the locale (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``).
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from functools import cache
from pathlib import Path

#: Languages riftcheck speaks, English first (the source language).
LANGS: tuple[str, ...] = ("en", "fr")
#: The gettext domain of riftcheck's catalogue.
DOMAIN = "riftcheck"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
_ENV = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
_FIELD = re.compile(r"\{([a-z_][a-z0-9_]*)\}")
#: The domains (riftcheck.models.DOMAINS), translated where a value lists them
_DOMAINS = frozenset({"Fury", "Calm", "Mind", "Body", "Chaos", "Order"})


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
        if self.lang == "en":
            return msgid
        return _catalogue(self.lang).gettext(msgid)

    def find(self, message: str, _depth: int = 0) -> str | None:
        """``message`` in this language, or ``None`` when no msgid of the catalogue matches it.

        The values a placeholder matched are translated in turn (``2 in main, 2 in sideboard``),
        a few levels deep; a value that is an English card name becomes the card's name here.
        """
        if self.lang == "en":
            return message
        cat = _catalogue(self.lang)
        exact = cat._catalog.get(message)  # noqa: SLF001  (the msgid -> msgstr dict gettext built)
        if isinstance(exact, str) and exact:
            return exact
        for rx, msgstr in _templates(self.lang):
            m = rx.match(message)
            if m:
                return msgstr.format(
                    **{k: self._value(v, _depth) for k, v in m.groupdict().items()}
                )
        return None

    def message(self, message: str) -> str:
        """``message`` in this language when the catalogue can say it, else as it is."""
        found = self.find(message)
        return message if found is None else found

    def _value(self, value: str, depth: int) -> str:
        """A matched value: a card name in this language, else the value translated, else as it is."""
        if value in self.names:
            return self.names[value]
        m = re.fullmatch(r"(\d+) (.+)", value)
        if m and m.group(2) in self.names:
            return f"{m.group(1)} {self.names[m.group(2)]}"
        parts = value.split(", ")
        if all(p in _DOMAINS for p in parts):  # "Fury, Chaos": domain names in this language
            return ", ".join(self.text(p) for p in parts)
        if depth < 3 and " " in value:
            found = self.find(value, depth + 1)
            if found is not None:
                return found
        return value


@cache
def _catalogue(lang: str):
    import gettext

    return gettext.translation(DOMAIN, localedir=str(LOCALE_DIR), languages=[lang])


@cache
def _templates(lang: str) -> tuple[tuple[re.Pattern, str], ...]:
    """The msgids with placeholders as anchored patterns, the most specific (longest literal text) first."""
    out = []
    for msgid, msgstr in _catalogue(lang)._catalog.items():  # noqa: SLF001
        if not isinstance(msgid, str) or "{" not in msgid or not msgstr:
            continue
        pattern, pos = [], 0
        for m in _FIELD.finditer(msgid):
            pattern.append(re.escape(msgid[pos : m.start()]))
            name = m.group(1)
            pattern.append(
                f"(?P<{name}>.+?)" if f"(?P<{name}>" not in "".join(pattern) else f"(?P={name})"
            )
            pos = m.end()
        pattern.append(re.escape(msgid[pos:]))
        literal = len(_FIELD.sub("", msgid))
        out.append((literal, re.compile("".join(pattern) + r"\Z", re.S), msgstr))
    out.sort(key=lambda t: -t[0])
    return tuple((rx, msgstr) for _, rx, msgstr in out)


# ------------------------------------------------------------------ the build step


def parse_po(text: str) -> dict[str, str]:
    """msgid -> msgstr of a ``.po`` file (the header entry under ``""``); plain entries only."""
    out: dict[str, str] = {}
    key = None
    cur: dict[str, list[str]] = {}

    def flush():
        if "msgid" in cur:
            out["".join(cur["msgid"])] = "".join(cur.get("msgstr", []))
        cur.clear()

    for n, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            if not line and cur.get("msgstr") is not None:
                flush()
            continue
        if line.startswith("msgid "):
            flush()
            key, rest = "msgid", line[6:]
        elif line.startswith("msgstr "):
            key, rest = "msgstr", line[7:]
        elif line.startswith('"'):
            rest = line
        else:
            raise ValueError(f"line {n}: expected msgid, msgstr or a quoted string, got {line!r}")
        if key is None:
            raise ValueError(f"line {n}: a string before any msgid")
        cur.setdefault(key, []).append(_unquote(rest, n))
    flush()
    return out


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


def po_path(lang: str) -> Path:
    """The ``.po`` file of ``lang``."""
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def build(lang: str = "fr") -> Path:
    """Compile ``lang``'s ``.po`` into its ``.mo``; returns the ``.mo`` path."""
    po = po_path(lang)
    mo = po.with_suffix(".mo")
    from riftcheck import fileio  # the one guarded reader, also for this build step

    mo.write_bytes(compile_mo(parse_po(fileio.read_text(po, 16 * 1024 * 1024))))
    return mo


if __name__ == "__main__":
    for lang in LANGS[1:]:
        print(f"wrote {build(lang)}")
