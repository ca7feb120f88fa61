"""The JSON and HTML event reports give every cell a player registered (evtR 5): the deck code
beside a list, a code list's text, the pool (a file or pasted), the played cell, and a CSV
roster's columns riftcheck does not read (a form's ``Timestamp``). They were only in
``--format csv``."""

from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
KENNEN = (ROOT / "examples" / "kennen.deck.txt").read_text(encoding="utf-8")
LIMITED = ROOT / "tests" / "cases" / "_limited"
#: examples/kennen.deck.txt as a deck code (``riftcheck convert --to code``)
CODE = (
    "CMAAAAAAAAAACAQAACTADVQBAAAAECYAACUQDKYBVQA26ANQAG4QDUQB2UA5QAOZAHNACAIFABYQCAQAADHADZABAIBQ"
    "GAGPAHIQDWIBAECQBGYBAEAQAAFNAEAQEAAAXMA5CAIAAECQA4I"
)
ROSTER = (
    "Timestamp,Player,List,Deck Code,Shoe size\n"
    f"2026-09-12 18:02,Ann,a.txt,{CODE},  41 \n"
    f"2026-09-13 09:15,Bo,,{CODE},\n"
)


def _csv_event(tmp: Path) -> None:
    (tmp / "a.txt").write_text(KENNEN, encoding="utf-8")
    (tmp / "r.csv").write_text(ROSTER, encoding="utf-8")


def test_the_json_gives_a_csv_row_s_every_cell_and_the_deck_code(rc, tmp_path):
    _csv_event(tmp_path)
    code, out, err = rc("event", "r.csv", "--as-of", "2026-09-20", "-f", "json")
    assert code == 0, err
    ann, bo = json.loads(out)["players"]
    assert ann["list"] == {"kind": "path", "path": "a.txt", "value": "a.txt"}
    assert ann["deck_code"] == {"kind": "code", "path": None, "value": CODE}
    assert bo["list"] == bo["deck_code"] == {"kind": "code", "path": None, "value": CODE}
    assert ann["pool"] is None and ann["played_list"] is None
    assert ann["cells"] == [
        {"column": "Timestamp", "value": "2026-09-12 18:02"},
        {"column": "Player", "value": "Ann"},
        {"column": "List", "value": "a.txt"},
        {"column": "Deck Code", "value": CODE},
        {"column": "Shoe size", "value": "  41 "},  # as written, never trimmed
    ]
    assert [c["value"] for c in bo["cells"]] == ["2026-09-13 09:15", "Bo", "", CODE, ""]


def test_the_html_shows_the_deck_code_beside_a_list_and_the_unread_columns(rc, tmp_path):
    _csv_event(tmp_path)
    code, _, err = rc("event", "r.csv", "--as-of", "2026-09-20", "--html", "r.html", "-q")
    assert code == 0, err
    page = (tmp_path / "r.html").read_text(encoding="utf-8")
    assert f"deck code: code <code>{CODE}</code>" in page  # Ann: a list and a code
    assert page.count(f"<code>{CODE}</code>") == 2  # Bo's code is his list, said once
    assert page.count(f"<td>{CODE}</td>") == 2  # and each row's table of cells has it (evtT 3)
    assert "Timestamp 2026-09-12 18:02" in page and "Timestamp 2026-09-13 09:15" in page
    assert 'Shoe size <span class="cv">  41 </span>' in page
    assert "Shoe size  ·" not in page  # an empty cell adds nothing


def _sealed_event(tmp: Path) -> None:
    deck = (LIMITED / "radiance-printing-pool.deck.yaml").read_text(encoding="utf-8")
    (tmp / "ann.deck.yaml").write_text(deck, encoding="utf-8")
    (tmp / "bo.deck.yaml").write_text(deck, encoding="utf-8")
    (tmp / "ann-pool.txt").write_text((LIMITED / "pool.txt").read_text(), encoding="utf-8")
    (tmp / "e.yaml").write_text(
        "name: Sealed night\ndate: 2026-11-01\nruleset: sealed\nplayers:\n"
        "  - player: Ann\n    list: ann.deck.yaml\n    pool: ann-pool.txt\n"
        "  - player: Bo\n    list: bo.deck.yaml\n    pool: |\n"
        "      1 Jinx, Loose Cannon\n      3 Cleave\n",
        encoding="utf-8",
    )


def test_an_event_file_s_pools_are_in_the_json_and_the_html(rc, tmp_path):
    _sealed_event(tmp_path)
    code, out, err = rc("event", "e.yaml", "-f", "json", "--html", "e.html")
    assert code == 1, err  # Bo's pasted pool lacks most of his deck
    ann, bo = json.loads(out)["players"]
    assert ann["pool"] == {"kind": "path", "path": "ann-pool.txt", "value": "ann-pool.txt"}
    assert bo["pool"] == {
        "kind": "inline",
        "path": None,
        "value": "1 Jinx, Loose Cannon\n3 Cleave\n",
    }
    assert ann["cells"] == bo["cells"] == []  # an event file's player has no roster cells
    page = (tmp_path / "e.html").read_text(encoding="utf-8")
    assert "pool: path <code>ann-pool.txt</code>" in page
    assert "pool: inline <code>pasted in the roster</code>" in page
    assert (
        "<details><summary>Pool as pasted in the roster</summary>"
        '<pre class="cv">1 Jinx, Loose Cannon\n3 Cleave\n</pre></details>'
    ) in page


def test_a_pasted_list_and_played_list_s_text_is_in_the_html(rc, tmp_path):
    """A list pasted in an event file (its comment line too) and a pasted played list are shown
    as registered, as a pasted pool is: only the list as read was, without its comments (evtT 8)."""
    pasted = "".join(
        f"      {ln}\n" for ln in ["# Kennen, pasted at the door", *KENNEN.splitlines()]
    )
    (tmp_path / "e.yaml").write_text(
        "name: Night\ndate: 2026-09-20\nplayers:\n"
        f"  - player: Dana\n    list: |\n{pasted}    played: |\n{pasted}",
        encoding="utf-8",
    )
    code, _, err = rc("event", "e.yaml", "--html", "e.html", "-q")
    assert code == 0, err
    page = (tmp_path / "e.html").read_text(encoding="utf-8")
    for title in ("List as pasted in the roster", "Played list as pasted in the roster"):
        assert (
            f'<details><summary>{title}</summary><pre class="cv"># Kennen, pasted at the door\n'
            in page
        )
    assert "Pool as pasted" not in page
