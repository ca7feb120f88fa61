"""``cards update`` against a local server of recorded pages: success, paging, locales, offline, failures."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from riftcheck.cards.db import CardDB

CARDS = Path(__file__).resolve().parents[1] / "fixtures" / "cards"
MINI = str(CARDS / "mini.cards.json")


def test_gallery_update_installs_a_user_copy(cli, data_dir, feed_server):
    url, requests = feed_server
    code, out, err = cli(
        "--cards",
        MINI,
        "cards",
        "update",
        "--source-url",
        f"{url}/full",
        "--locales",
        "en_US,fr_FR",
    )
    assert code == 0, err
    assert "installed" in out and "1 added" in out and "0 removed" in out
    # both pages of both locales were fetched
    assert len([r for r in requests if "locale=en_US" in r]) == 2
    assert len([r for r in requests if "locale=fr_FR" in r]) == 2
    # issue 12: database and manifest are one unit, a directory named by the CURRENT pointer
    from riftcheck.cards.store import user_db_path

    dest = user_db_path()
    assert (
        dest.parent.parent == data_dir
        and (data_dir / "CURRENT").read_text().strip() == dest.parent.name
    )
    db = CardDB.load()
    assert db.path == dest
    manifest = json.loads(dest.with_name("manifest.json").read_text(encoding="utf-8"))
    assert manifest["sources"][0]["records"] == 10 and len(manifest["sources"][0]["sha256"]) == 64
    assert manifest["output"]["counts"]["cards"] == 11
    jinx = db.resolve("Loose Cannon")[0]
    assert jinx.name == "Jinx, Loose Cannon"
    assert jinx.names["fr-FR"] == "Canon déjanté"
    assert jinx.names["zh-CN"] == "暴走萝莉"  # kept from the current database
    assert {p.id for p in jinx.printings} >= {"OGN-251", "OGN-301*"}
    # the new split name + subtitle of champion units
    assert db.resolve("Jinx, Demolitionist")[0].names["fr-FR"] == "Jinx, Démolisseuse"
    assert db.resolve("Brûleur ardent")[0].name == "Blazing Scorcher"
    # Unique parsed from the feed's text; a new card added
    assert db.resolve("SFD-191")[0].deck_limit == 1
    assert db.resolve("Ornn, Blacksmith")[0].is_champion_unit
    # Radiance is not in the feed: carried over untouched
    assert db.resolve("RAD-139")[0].names["zh-CN"] == "时间刺客"
    # the bundled database is not touched and stays the fallback
    assert CardDB.load(MINI).version == "test.1"


def test_riftcodex_update(cli, data_dir, feed_server):
    url, requests = feed_server
    code, out, err = cli(
        "--cards", MINI, "cards", "update", "--source", "riftcodex", "--source-url", f"{url}/full"
    )
    assert code == 0, err
    assert [r.split("?")[1] for r in requests] == ["page=1&size=100", "page=2&size=100"]
    db = CardDB.load()
    legend = db.resolve("Jinx - Loose Cannon")[0]
    assert legend.supertypes == ()  # riftcodex's "Champion" on legends is dropped
    assert db.resolve("OGN-202")[0].champion_tag == "Jinx"


def test_offline_leaves_the_old_copy(cli, data_dir, closed_port_url):
    data_dir.mkdir(parents=True)
    shutil.copy(CARDS / "mini.cards.json", data_dir / "cards.json")
    before = (data_dir / "cards.json").read_bytes()
    code, out, err = cli("cards", "update", "--source-url", closed_port_url, "--timeout", "5")
    assert code == 3
    assert "offline: could not reach" in err and "127.0.0.1" in err
    assert "Traceback" not in err
    assert (data_dir / "cards.json").read_bytes() == before


def test_schema_failure_is_refused(cli, data_dir, feed_server):
    url, _ = feed_server
    code, out, err = cli("--cards", MINI, "cards", "update", "--source-url", f"{url}/badschema")
    assert code == 3
    assert "fails its checks" in err and "Creature" in err
    assert not (data_dir / "cards.json").exists() and not (data_dir / "CURRENT").exists()


def test_removals_are_refused_unless_allowed(cli, data_dir, feed_server):
    url, _ = feed_server
    code, out, err = cli("--cards", MINI, "cards", "update", "--source-url", f"{url}/partial")
    assert code == 3
    assert "would remove 1 card (Jinx, Loose Cannon)" in err and "--allow-removals" in err
    assert not (data_dir / "cards.json").exists() and not (data_dir / "CURRENT").exists()
    code, out, err = cli(
        "--cards", MINI, "cards", "update", "--source-url", f"{url}/partial", "--allow-removals"
    )
    # without its legend the Jinx tag is still carried by units, so the smaller database is sound
    assert code == 0, err
    assert "1 removed" in out and "- Jinx, Loose Cannon" in out
    assert CardDB.load().by_name("Loose Cannon") is None


def test_http_error_is_reported(cli, data_dir, feed_server):
    url, _ = feed_server
    code, out, err = cli("--cards", MINI, "cards", "update", "--source-url", f"{url}/nothing-here")
    assert code == 3 and "404" in err


def test_unknown_source_is_a_usage_error(cli, data_dir):
    code, out, err = cli("cards", "update", "--source", "nowhere")
    assert code == 2 and "--source" in err


def test_update_output_is_deterministic(data_dir, feed_server):
    import datetime as dt

    from riftcheck.cards.update import update

    url, _ = feed_server
    current = json.loads((CARDS / "mini.cards.json").read_text(encoding="utf-8"))
    day = dt.date(2026, 11, 1)
    r1 = update(current, base_url=f"{url}/full", dest=data_dir / "a.json", today=day)
    r2 = update(current, base_url=f"{url}/full", dest=data_dir / "b.json", today=day)
    assert r1.written and r2.written
    assert (data_dir / "a.json").read_bytes() == (data_dir / "b.json").read_bytes()
    assert CardDB.load(data_dir / "a.json").version == "2026.11.01"


def test_french_gallery_fills_french_names_and_wins_over_bundled_ones(
    cli, data_dir, feed_server, tmp_path
):
    """--locales fr_FR against a recorded French gallery page: official names in, provenance kept for the rest."""
    current = json.loads((CARDS / "mini.cards.json").read_text(encoding="utf-8"))
    for rec in current["cards"]:
        if (
            rec["key"] == "jinx, loose cannon"
        ):  # a French rules document's name, which the gallery contradicts
            rec["names"]["fr-FR"] = "Gâchette folle"
            rec["name_sources"] = {"fr-FR": "French core rules, quoted by the summary"}
        if rec["key"] == "super mega death rocket!":  # not in the feed: kept, still marked inferred
            rec["names"]["fr-FR"] = "Super méga roquette de la mort\u202f!"
            rec["name_sources"] = {"fr-FR": "inferred by elimination only"}
        if rec["key"] == "fury rune":  # the recorded French page repeats the English name for it
            rec["names"]["fr-FR"] = "Rune de fureur"
            rec["name_sources"] = {"fr-FR": "French core rules, quoted by the summary"}
    from riftcheck.cards.build import dump_database, make_database

    mini = tmp_path / "mini-fr.cards.json"
    mini.write_text(
        dump_database(
            make_database(
                current["cards"], version="test.fr", date="2026-01-01", sets=current["sets"]
            )
        ),
        encoding="utf-8",
    )
    url, requests = feed_server
    code, out, err = cli(
        "--cards", str(mini), "cards", "update", "--source-url", f"{url}/full", "--locales", "fr_FR"
    )
    assert code == 0, err
    assert [r for r in requests if "locale=fr_FR" in r], requests
    db = CardDB.load()
    jinx = db.resolve("Canon déjanté")[0]
    assert jinx.name == "Jinx, Loose Cannon" and "fr-FR" not in jinx.name_sources
    assert db.resolve("Brûleur ardent")[0].name == "Blazing Scorcher"
    rocket = db.resolve("Super méga roquette de la mort\u202f!")[0]
    assert rocket.name_sources["fr-FR"] == "inferred by elimination only"
    rune = db.resolve("Fury Rune")[0]
    assert rune.names["fr-FR"] == "Rune de fureur" and rune.name_sources["fr-FR"].startswith(
        "French core rules"
    )
    # only real translations are stored and counted: the English name repeated is none
    assert "  fr-FR: 4 translated names (5 more only repeat the English name and are no " in out
    repeats = [c for c in db.cards if c.names.get("fr-FR") and c.names["fr-FR"] == c.name]
    assert repeats == []


def test_a_french_name_that_repeats_the_english_one_is_not_stored():
    """A published fr-fr gallery dump carries French labels but English card names: a name that is
    the English one again is no translation, whatever its spelling (case, apostrophes)."""
    from riftcheck.cards.records import Fact, facts_to_records
    from riftcheck.cards.update import merge

    def fact(pid, name):
        return Fact(pid, "OGN", pid[-3:], "base", name, "Spell", (), (), (), 1, None, None, "")

    fresh = facts_to_records([fact("OGN-169", "Gust"), fact("OGN-170", "Ride the Wind")], set())
    notes: dict = {}
    records, *_ = merge(
        {"cards": []},
        fresh,
        {"fr-FR": {"OGN-169": "Rafale", "OGN-170": "Ride The Wind"}},
        notes=notes,
    )
    names = {r["name"]: r["names"] for r in records}
    assert names["Gust"]["fr-FR"] == "Rafale"
    assert "fr-FR" not in names["Ride the Wind"]
    assert notes["localized"] == {"fr-FR": (1, 1)}


def test_a_legend_s_english_title_in_the_french_feed_is_a_repeat_and_keeps_the_french_name():
    """The gallery names a legend by its title alone in every locale ("Loose Cannon"): that title in
    a fr-fr dump is the English name again, not a translation; it once replaced the French name
    from the rules texts ("Gâchette folle"), and a French list naming the legend became illegal."""
    from riftcheck.cards.records import Fact, facts_to_records
    from riftcheck.cards.update import merge

    def fact(pid, name, type, supertypes=(), tags=()):
        return Fact(pid, "OGN", pid[-3:], "base", name, type, supertypes, ("Fury",), tags, None, None, None, "")  # fmt: skip

    english = [
        fact("OGN-030", "Jinx, Demolitionist", "Unit", ("Champion",), ("Jinx",)),
        fact("OGN-251", "Loose Cannon", "Legend", (), ("Jinx",)),
        fact("OGN-247", "Daughter of the Void", "Legend", (), ("Kai'Sa",)),
        fact("OGN-039", "Kai'Sa, Survivor", "Unit", ("Champion",), ("Kai'Sa",)),
    ]
    current = {
        "key": "jinx, loose cannon",
        "name": "Jinx, Loose Cannon",
        "type": "Legend",
        "champion_tag": "Jinx",
        "names": {"en": "Jinx, Loose Cannon", "fr-FR": "Gâchette folle"},
        "name_sources": {"fr-FR": "French core rules, quoted by the summary"},
        "printings": [["OGN-251", "OGN", "251", "base"]],
    }
    notes: dict = {}
    french = {
        "OGN-251": "Loose Cannon",
        "OGN-247": "Fille du Néant",
        "OGN-030": "Jinx, Demolitionist",
    }
    records, *_ = merge(
        {"cards": [current]}, facts_to_records(english, set()), {"fr-FR": french}, notes=notes
    )
    names = {r["name"]: r["names"] for r in records}
    assert names["Jinx, Loose Cannon"]["fr-FR"] == "Gâchette folle"
    assert names["Kai'Sa, Daughter of the Void"]["fr-FR"] == "Fille du Néant"
    assert "fr-FR" not in names["Jinx, Demolitionist"]
    assert notes["localized"] == {"fr-FR": (1, 2)}


def test_riots_english_name_replaces_a_community_one_without_allow_renames():
    """A Radiance name from the spoilers or a gallery quote is replaced by Riot's own English data
    when the feed has the card: listed as replaced, not refused as a rename."""
    from riftcheck.cards.records import Fact, facts_to_records
    from riftcheck.cards.update import merge

    community = {
        "key": "ziggs, short fused",
        "name": "Ziggs, Short Fused",
        "type": "Unit",
        "names": {"en": "Ziggs, Short Fused"},
        "name_sources": {"en": "Riot's card gallery as quoted by X (gallery of 2026-09-30), ..."},
        "printings": [["RAD-023", "RAD", "023", "base"]],
    }
    fact = Fact("RAD-023", "RAD", "023", "base", "Ziggs, Short-Fused", "Unit", (), (), (), 1, None, None, "")  # fmt: skip
    notes: dict = {}
    records, added, removed, renamed = merge(
        {"cards": [community]}, facts_to_records([fact], {"Ziggs"}), notes=notes
    )
    assert (added, removed, renamed) == ([], [], [])
    assert notes["replaced"] == ["Ziggs, Short Fused -> Ziggs, Short-Fused"]
    (rec,) = records
    assert rec["name"] == "Ziggs, Short-Fused" and "name_sources" not in rec


def test_renames_are_listed_and_refused_unless_allowed(cli, data_dir, feed_server):
    """Issue 11: an update that renames cards names every one (old -> new) and is refused unless
    --allow-renames, exactly as removals are; the old copy is untouched."""
    url, _ = feed_server
    code, out, err = cli("--cards", MINI, "cards", "update", "--source-url", f"{url}/renamed")
    assert code == 3 and out == ""
    assert "would rename 3 cards (" in err and "--allow-renames" in err
    for old, new in (
        ("Blazing Scorcher", "Blazing Scorcher Reborn"),
        ("Rabadon's Deathcrown", "Rabadon's Crown"),
        ("The Grand Plaza", "Grand Plaza"),
    ):
        assert f"{old} -> {new}" in err
    assert not (data_dir / "cards.json").exists()
    code, out, err = cli(
        "--cards", MINI, "cards", "update", "--source-url", f"{url}/renamed", "--allow-renames"
    )
    assert code == 0, err
    assert "3 renamed" in out and "  ~ Blazing Scorcher -> Blazing Scorcher Reborn" in out
    assert "  ~ The Grand Plaza -> Grand Plaza" in out
    assert CardDB.load().by_name("Blazing Scorcher Reborn") is not None


def test_an_update_without_renames_needs_no_flag(cli, data_dir, feed_server):
    url, _ = feed_server
    code, out, err = cli("--cards", MINI, "cards", "update", "--source-url", f"{url}/full")
    assert code == 0 and "0 renamed" in out and "~" not in out, err


def test_a_card_reprinted_in_a_set_the_feed_lacks_does_not_make_that_set_covered():
    """A fetched card takes its Radiance printing from the current database; Radiance cards the
    feed cannot know stay, they are not removals (the feed covers the sets it sent, no more)."""
    from riftcheck.cards.records import Fact, facts_to_records
    from riftcheck.cards.update import merge

    def card(key, name, *printings):
        return {"key": key, "name": name, "type": "Spell", "names": {"en": name} if name else {},
                "printings": [list(p) for p in printings]}  # fmt: skip

    current = {
        "cards": [
            card(
                "gust", "Gust", ("OGN-169", "OGN", "169", "base"), ("RAD-050", "RAD", "050", "base")
            ),
            card("RAD-139", None, ("RAD-139", "RAD", "139", "base")),
        ]
    }
    fact = Fact("OGN-169", "OGN", "169", "base", "Gust", "Spell", (), (), (), 1, None, None, "")
    records, added, removed, renamed = merge(current, facts_to_records([fact], set()))
    assert (added, removed, renamed) == ([], [], [])
    assert [[p[0] for p in r["printings"]] for r in records] == [
        ["OGN-169", "RAD-050"],
        ["RAD-139"],
    ]


def test_an_unknown_locale_is_refused_before_any_request(cli, data_dir, feed_server):
    # issue 25: --locales xx_XX went online and failed as offline (exit 3) on the en_US page
    url, requests = feed_server
    for locales in ("xx_XX", "en_US,xx_XX"):
        code, out, err = cli(
            "--cards", MINI, "cards", "update", "--source-url", f"{url}/full", "--locales", locales
        )
        assert (code, out) == (2, "")
        assert err == (
            "riftcheck: error: --locales 'xx_XX' is not a locale of the card gallery "
            "(expected one or more of en_US, fr_FR, ko_KR, zh_CN, comma-separated)\n"
        )
    code, out, err = cli(
        "--lang", "fr", "--cards", MINI, "cards", "update", "--source-url", f"{url}/full",
        "--locales", "xx_XX",
    )  # fmt: skip
    assert (code, out) == (2, "")
    assert err == (
        "riftcheck\u00a0: erreur\u00a0: --locales «\u00a0xx_XX\u00a0» n'est pas une langue de la "
        "galerie des cartes (un ou plusieurs codes attendus parmi en_US, fr_FR, ko_KR, zh_CN, "
        "séparés par des virgules)\n"
    )
    assert requests == [] and not data_dir.exists()


def test_an_empty_or_overlong_locale_is_refused_before_any_request(cli, data_dir, feed_server):
    # a re-attack: "", ",," and "fr_FR," went online (the empty items fell back to en_US), and a
    # 100,000-character value was repeated whole in the error
    url, requests = feed_server
    for locales, named in (("", "''"), (",,", "''"), ("fr_FR,", "''"), ("fr_FR,,en_US", "''")):
        code, out, err = cli(
            "--cards", MINI, "cards", "update", "--source-url", f"{url}/full", "--locales", locales
        )
        assert (code, out) == (2, ""), locales
        assert err == (
            f"riftcheck: error: --locales {named} is not a locale of the card gallery "
            "(expected one or more of en_US, fr_FR, ko_KR, zh_CN, comma-separated)\n"
        ), locales
    code, out, err = cli(
        "--cards",
        MINI,
        "cards",
        "update",
        "--source-url",
        f"{url}/full",
        "--locales",
        "x" * 100_000,
    )
    assert (code, out) == (2, "")
    assert err.startswith("riftcheck: error: --locales '" + "x" * 40 + "…' is not a locale")
    assert len(err) < 300
    assert requests == [] and not data_dir.exists()


def test_a_locale_is_taken_in_any_case_and_with_a_hyphen(cli, data_dir, feed_server):
    url, requests = feed_server
    code, out, err = cli(
        "--cards",
        MINI,
        "cards",
        "update",
        "--source-url",
        f"{url}/full",
        "--locales",
        "EN-us,fr-fr",
    )
    assert code == 0, err
    assert [r for r in requests if "locale=fr_FR" in r] and not [
        r for r in requests if "fr-fr" in r
    ]


def test_each_locale_item_is_mapped_once(cli, data_dir, feed_server, monkeypatch):
    # issue 25: the check and the request list each mapped every item (two calls per item); one
    # answer per item now serves both, and a repeated locale is asked for once
    from riftcheck.cards import update as upd

    url, requests = feed_server
    seen = []
    real = upd.gallery_locale

    def counting(locale):
        seen.append(locale)
        return real(locale)

    monkeypatch.setattr(upd, "gallery_locale", counting)
    code, out, err = cli(
        "--cards", MINI, "cards", "update", "--source-url", f"{url}/full",
        "--locales", "EN-us, fr-fr,en_US",
    )  # fmt: skip
    assert code == 0, err
    assert seen == ["EN-us", "fr-fr", "en_US"]
    assert len([r for r in requests if "locale=en_US" in r]) == 2
    assert len([r for r in requests if "locale=fr_FR" in r]) == 2
