"""The commands are added to the app once per process: the suite runs ``main()`` thousands of times
in one process, and every copy of every command made each run slower (click walks them all)."""

from __future__ import annotations

import pytest


def test_a_second_run_in_the_process_adds_no_command_again(capsys):
    import riftcheck.cli as cli

    def run() -> tuple[int, int]:
        with pytest.raises(SystemExit):
            cli.main(["rules", "--help"])
        assert "Usage:" in capsys.readouterr().out
        return len(cli.app.registered_commands), len(cli.app.registered_groups)

    first = run()
    assert first[0] > 5  # the commands are there
    assert run() == first
    names = [c.name for c in cli.app.registered_commands]
    assert len(names) == len(set(names)), names
