"""French section headers and domain names wherever a person types them."""

from __future__ import annotations

import pytest

from riftcheck.cards.normalize import domain_name
from riftcheck.decks import read_deck
from riftcheck.decks.textdeck import read_text


@pytest.mark.parametrize(
    "header, zone",
    [
        ("Légende\u00a0:", "legend"),
        ("LEGENDE:", "legend"),
        ("légende\u00a0:", "legend"),
        ("Champion :", "champion"),
        ("champion élu\u00a0:", "champion"),
        ("champion elu\u202f:", "champion"),
        ("Deck principal :", "main"),
        ("DECK PRINCIPAL:", "main"),
        ("Champs de bataille :", "battlefields"),
        ("champs de bataille:", "battlefields"),
        ("Runes :", "runes"),
        ("Deck de runes :", "runes"),
        ("Side :", "sideboard"),
        ("Sideboard :", "sideboard"),
        ("Réserve\u00a0:", "sideboard"),
        ("RESERVE:", "sideboard"),
    ],
)
def test_french_headers(header, zone):
    parts = read_text(f"{header}\n1 Some Card\n", "deck.txt")
    assert [(e.zone, e.ref) for e in parts.entries] == [(zone, "Some Card")]


def test_unknown_french_header_is_still_an_error():
    from riftcheck.infra.errors import InputError

    with pytest.raises(InputError, match="unknown section header 'Cimetière :'"):
        read_text("Légende\u00a0:\n1 Gâchette folle\nCimetière :\n1 X\n", "deck.txt")


@pytest.mark.parametrize(
    "word, domain",
    [
        ("Fureur", "Fury"),
        ("furie", "Fury"),
        ("Calme", "Calm"),
        ("ESPRIT", "Mind"),
        ("Corps", "Body"),
        ("Chaos", "Chaos"),
        ("Ordre", "Order"),
        ("fury", "Fury"),
    ],
)
def test_french_domain_names(word, domain):
    assert domain_name(word) == domain


def test_deck_domains_key_takes_french_names(db, tmp_path):
    p = tmp_path / "sealed.deck.yaml"
    p.write_text(
        "format: sealed\ndomains: [Fureur, Chaos, Ordre]\nmain:\n  - 1 Cleave\n", encoding="utf-8"
    )
    assert read_deck(str(p), db).domains == ("Fury", "Chaos", "Order")
    p.write_text("domains: [Feu]\nmain:\n  - 1 Cleave\n", encoding="utf-8")
    from riftcheck.infra.errors import InputError

    with pytest.raises(InputError, match="French names"):
        read_deck(str(p), db)


def test_cards_search_domain_in_french(cli_run):
    code, out, err = cli_run("cards", "search", "rune", "--type", "Rune", "--domain", "Fureur")
    assert (code, out.split()[1:3], err.strip()) == (0, ["Fury", "Rune"], "1 card")
    code, out, err = cli_run("cards", "search", "", "--type", "Battlefield", "--domain", "neutre")
    assert code == 0 and int(err.split()[0]) >= 64
    code, out, err = cli_run("cards", "search", "x", "--domain", "Feu")
    assert code == 2 and "French names work too" in err and out == ""


@pytest.fixture
def cli_run(capsys):
    from riftcheck.cli import main

    def run(*args):
        try:
            main(list(args))
            code = 0
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 0
        o = capsys.readouterr()
        return code, o.out, o.err

    return run
