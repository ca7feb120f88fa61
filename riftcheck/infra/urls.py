"""Where riftcheck lives on the web: the repository, its raw files, the schemas editors load.

The schema URLs point at the *raw* files of the main branch (served as JSON),
not at GitHub's page about the file (HTML), because an editor's YAML or JSON
language server downloads the URL and reads it as a schema. Every ``$id``
and every ``yaml-language-server`` modeline riftcheck writes uses them.
"""

from __future__ import annotations

#: The project's repository.
PROJECT_URL = "https://github.com/riftcheck/riftcheck"

#: Raw files of the main branch.
RAW_URL = "https://raw.githubusercontent.com/riftcheck/riftcheck/main"


def schema_url(name: str) -> str:
    """The loadable URL of the shipped schema ``name`` (``deck``, ``config``, ``report``, ``ruleset``)."""
    return f"{RAW_URL}/riftcheck/schemas/{name}.schema.json"


#: The deck schema's URL, which ``riftcheck convert -t yaml`` writes on a deck's first line.
DECK_SCHEMA_URL = schema_url("deck")
