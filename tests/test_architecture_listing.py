"""docs/architecture.md's package listing is the tree: every module under riftcheck/ is named in
it (a top-level module on a line of its own, a package's module on its own line under the
package or named in the package's text), every package has its entry, and every file the listing
gives a line of its own exists. The rule modules are the registry's (``_BUILTIN_MODULES``)."""

from __future__ import annotations

import re
from pathlib import Path

from riftcheck.rules import _BUILTIN_MODULES

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "riftcheck"
DOC = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")

#: the listing: the first code block, from its ``riftcheck/`` line to the first top-level directory
#: outside the package (``rulesets/``)
LISTING = DOC.split("```\nriftcheck/\n", 1)[1].split("\n```", 1)[0].split("\nrulesets/", 1)[0]


def _entries() -> dict[str, str]:
    """Each top-level entry of the listing (``models.py``, ``decks/``) and its text: its own line,
    its continuation lines and the lines of its package's modules."""
    out: dict[str, str] = {}
    name = None
    for line in LISTING.splitlines():
        m = re.match(r"  (\S+)", line)
        if m and not line.startswith("   "):
            name = m.group(1)
            out[name] = line
        elif name is not None:
            out[name] += "\n" + line
    return out


ENTRIES = _entries()


def _modules(package: Path) -> set[str]:
    return {p.stem for p in package.glob("*.py") if p.name != "__init__.py"}


def test_every_top_level_module_and_package_has_its_entry():
    tree = {p.name for p in PACKAGE.glob("*.py") if p.name != "__init__.py"}
    tree |= {p.name + "/" for p in PACKAGE.iterdir() if p.is_dir() and p.name != "__pycache__"}
    # (a directory's entry may name a deeper one: locale/fr/)
    listed = {n.split("/", 1)[0] + "/" if "/" in n else n for n in ENTRIES}
    assert sorted(tree - listed) == [], "modules or packages the listing lacks"
    assert sorted(listed - tree) == [], "entries of the listing the tree lacks"


def test_every_module_of_a_package_is_named_under_it():
    for package in sorted(p for p in PACKAGE.iterdir() if (p / "__init__.py").is_file()):
        text = ENTRIES[package.name + "/"]
        named = set(re.findall(r"(?<![\w.-])([A-Za-z_]\w*)(?:\.py)?(?![\w-])", text))
        modules = _modules(package)
        if package.name == "rules":  # "one module per rule": the registry's modules
            assert modules - {"base", "_helpers"} == set(_BUILTIN_MODULES)
            modules = {"base", "_helpers"}
        assert sorted(modules - named) == [], f"modules of {package.name}/ the listing lacks"


def test_every_module_line_of_the_listing_is_a_file():
    for name, text in ENTRIES.items():
        for sub in re.findall(r"^    (\S+\.py)\b", text, re.M):
            assert (PACKAGE / name / sub).is_file(), f"{name}{sub} is listed but does not exist"
