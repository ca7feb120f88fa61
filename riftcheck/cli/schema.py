"""``riftcheck schema deck|config|report|ruleset|cards``: print a JSON Schema shipped with riftcheck."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

import typer

from riftcheck.models import Msg

#: Schema name -> (where it lives, file name).
SCHEMAS = {
    "deck": ("schemas", "deck.schema.json"),
    "config": ("schemas", "config.schema.json"),
    "report": ("schemas", "report.schema.json"),
    "ruleset": ("schemas", "ruleset.schema.json"),
    "cards": ("card_data", "cards.schema.json"),
}


def schema_path(name: str) -> Path:
    """Path of the shipped schema ``name``."""
    from riftcheck.infra import paths

    where, file = SCHEMAS[name]
    base = paths.schemas_dir() if where == "schemas" else paths.card_data_dir()
    return base / file


def schema(
    name: Literal[tuple(SCHEMAS)] = typer.Argument(..., help="Which schema to print."),  # type: ignore[valid-type]
    path_only: bool = typer.Option(
        False, "--path", help="Print the schema's file path instead of its content."
    ),
) -> None:
    """Print a JSON Schema shipped with riftcheck (for editors and other tools)."""
    from riftcheck.infra.errors import SetupError

    p = schema_path(name)
    if not p.is_file():
        raise SetupError(Msg("the {name} schema is not installed (expected {p})", name=name, p=p))
    if path_only:
        typer.echo(str(p))
        return
    from riftcheck.infra.fileio import read_text

    typer.echo(read_text(p, 10 << 20), nl=False)


def register(app: typer.Typer) -> None:
    """Add the ``schema`` command to ``app``."""
    app.command("schema")(schema)
