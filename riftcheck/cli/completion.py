"""``riftcheck completion bash|zsh|fish``: print a shell completion script (opt-in).

Completion is off unless the user installs the script this command prints,
for example::

    riftcheck completion bash > ~/.local/share/bash-completion/completions/riftcheck
    riftcheck completion zsh  > "${fpath[1]}/_riftcheck"
    riftcheck completion fish > ~/.config/fish/completions/riftcheck.fish

The script asks ``riftcheck`` itself for the words (through the
``_RIFTCHECK_COMPLETE`` variable that typer answers), so commands, options
and choices such as ``--format`` stay in step with the installed version.
Nothing of it is imported by an ordinary run: typer's completion support is
imported only inside :func:`completion`.
"""

from __future__ import annotations

from typing import Literal

import typer

#: The variable the printed script sets when it asks riftcheck for completions.
COMPLETE_VAR = "_RIFTCHECK_COMPLETE"

Shell = Literal["bash", "zsh", "fish"]


def completion(
    shell: Shell = typer.Argument(..., help="The shell to print the script for."),
) -> None:
    """Print a completion script for SHELL; install it where the shell looks:

    bash: riftcheck completion bash > ~/.local/share/bash-completion/completions/riftcheck

    zsh:  riftcheck completion zsh > "${fpath[1]}/_riftcheck"   (then start a new shell)

    fish: riftcheck completion fish > ~/.config/fish/completions/riftcheck.fish
    """
    from typer._completion_shared import get_completion_script

    typer.echo(
        get_completion_script(prog_name="riftcheck", complete_var=COMPLETE_VAR, shell=shell),
        nl=False,
    )


def register(app: typer.Typer) -> None:
    """Add the ``completion`` command to ``app``."""
    app.command("completion")(completion)
