"""Draw the text report's blocks without rich, exactly as rich draws them without colour.

Importing rich costs a one-deck run 35-40 ms, and drawing with it about 0.8 ms
a deck; a report without colour (a pipe, a file, ``NO_COLOR``, CI) needs
neither. This module lays out the same blocks the way rich 13-15 does at the
same width: words wrapped as ``rich._wrap.divide_line`` wraps them (words
longer than the width folded), table columns sized by the maximum of their
cells, the wrapable ones shrunk widest first as ``Table._collapse_widths``
does. It covers what the report needs and nothing more: whenever a block is
outside that model (characters other than printable ASCII, tabs, a table
that would not fit even after shrinking its wrapable columns) :func:`draw`
returns ``None`` and the caller draws with rich. A test renders many reports
both ways and compares them byte for byte.
"""

from __future__ import annotations

import itertools
import re

#: Characters whose cell width is 1 for rich as for any terminal ('·' is in the header line).
_SIMPLE_RE = re.compile(r"[ -~\n·]*")
#: A word and the whitespace around it, as rich divides lines.
_WORD_RE = re.compile(r"\s*\S+\s*")


class Unsupported(Exception):
    """The blocks hold something this renderer does not lay out exactly like rich."""


def _check(text: str) -> str:
    if _SIMPLE_RE.fullmatch(text) is None:
        raise Unsupported
    return text


def wrap(text: str, width: int) -> list[str]:
    """``text`` split at newlines and word-wrapped to ``width`` columns (long words folded), unpadded."""
    if width < 1:
        raise Unsupported
    out: list[str] = []
    for line in _check(text).split("\n"):
        if len(line) <= width:
            out.append(line.rstrip())  # the usual case: every word fits, so no break is made
            continue
        breaks: list[int] = []
        offset = 0
        for m in _WORD_RE.finditer(line):
            start, word = m.start(), m.group()
            length = len(word.rstrip())
            if width - offset >= length:
                offset += len(word)
            elif length > width:
                # a word longer than a line is folded into width-sized pieces, the first on a fresh line
                pieces = [word[i : i + width] for i in range(0, len(word), width)]
                for piece in pieces:
                    if start:
                        breaks.append(start)
                    start += len(piece)
                offset = len(pieces[-1])
            elif offset and start:
                breaks.append(start)
                offset = len(word)
        edges = [0, *breaks, len(line)]
        out.extend(line[a:b].rstrip() for a, b in itertools.pairwise(edges))
    return out


def _cell_max(text: str, pad: int, avail: int) -> int:
    """The maximum width rich measures for a padded text cell given ``avail`` columns."""
    if avail < 1:
        return 0
    if avail - pad < 1:
        width = avail
    else:
        inner = min(max((len(s) for s in text.splitlines()), default=0), avail)
        width = min((inner if inner >= 1 else 0) + pad, avail)
    return width if width >= 1 else 0


def _column_max(cells: list[str], pad: int, avail: int, cap: int | None) -> int:
    width = min(max(_cell_max(c, pad, avail) for c in cells), avail)
    return width if cap is None else min(width, cap + pad)


def _collapse(widths: list[int], wrapable: list[bool], limit: int) -> list[int]:
    """Shrink the widest wrapable columns until the total fits ``limit`` (rich's order and rounding)."""
    excess = sum(widths) - limit
    while excess > 0 and any(wrapable):
        widest = max(w for w, ok in zip(widths, wrapable, strict=False) if ok)
        second = max(
            (w if ok and w != widest else 0) for w, ok in zip(widths, wrapable, strict=False)
        )
        if widest == second:
            break
        ratios = [1 if ok and w == widest else 0 for w, ok in zip(widths, wrapable, strict=False)]
        cut_max = min(excess, widest - second)
        remaining, total_ratio = excess, sum(ratios)
        for i, ratio in enumerate(ratios):
            if ratio and total_ratio > 0:
                cut = min(cut_max, round(ratio * remaining / total_ratio))
                widths[i] -= cut
                remaining -= cut
                total_ratio -= ratio
        excess = sum(widths) - limit
    return widths


def table(
    columns: list[tuple[str, str, bool, int | None]], rows: list[list[str]], width: int
) -> list[str]:
    """A table drawn as rich's ``box.SIMPLE_HEAD`` table without edges: columns are ``(header,
    justify, no_wrap, max_width)``, cells plain strings; returns its lines, trailing spaces kept."""
    n = len(columns)
    pads = [(0 if i == 0 else 1, 0 if i == n - 1 else 1) for i in range(n)]
    cells = [[_check(col[0])] + [_check(row[i]) for row in rows] for i, col in enumerate(columns)]
    avail = width - (n - 1)  # one space between columns
    widths = [
        _column_max(c, sum(p), avail, col[3]) or 1
        for c, p, col in zip(cells, pads, columns, strict=False)
    ]
    if sum(widths) > avail:
        widths = _collapse(widths, [not col[2] for col in columns], avail)
        if sum(widths) > avail:
            raise Unsupported  # rich would squeeze the unwrapable columns too
        widths = [
            _column_max(c, sum(p), w, col[3])
            for c, p, w, col in zip(cells, pads, widths, columns, strict=False)
        ]

    def draw_row(texts: list[str], header: bool = False) -> list[str]:
        drawn = []
        for text, (_, justify, no_wrap, _), (left, right), w in zip(
            texts, columns, pads, widths, strict=False
        ):
            inner = w - left - right
            if inner < 1:
                raise Unsupported
            lines = text.split("\n") if no_wrap else wrap(text, inner)
            if any(len(s) > inner for s in lines):
                raise Unsupported  # rich would cut it with an ellipsis
            fit = str.rjust if justify == "right" else str.ljust
            drawn.append(
                [
                    " " * left + fit(s.rstrip() if justify == "right" else s, inner) + " " * right
                    for s in lines
                ]
            )
        height = max(len(c) for c in drawn)
        for c, w in zip(drawn, widths, strict=False):
            blank = [" " * w] * (height - len(c))
            c[:] = (
                blank + c if header else c + blank
            )  # rich aligns headers to the bottom, cells to the top
        return [" ".join(parts) for parts in zip(*drawn, strict=False)]

    out = draw_row([col[0] for col in columns], header=True)
    out.append("─" * (sum(widths) + n - 1))
    for row in rows:
        out.extend(draw_row(row))
    return out
