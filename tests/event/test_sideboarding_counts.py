"""``diff --sideboarding`` says a card played more often than registered by its counts (atk25d item
1, issue 25): a 4th Gust added to a list registering 3 was "played but not in the registered main
deck or sideboard", which made a judge doubt the registration. A card never registered keeps its
own sentence; both in English and in French, in Constructed and in Limited without a pool."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CASES = ROOT / "tests" / "fixtures" / "event" / "sideboarding_counts"
#: the Kennen list registering 3 Gust; played with a 4th in the sideboard and a Vanguard Helm less
#: (the attack's own files), or with a never-registered Cleave there instead
REG, FOURTH, CLEAVE = (CASES / n for n in ("registered.txt", "fourth-gust.txt", "cleave.txt"))
DAY = "2026-09-20"


#: Limited sideboarding is free from the October texts: without a pool, what the list never held
LIMITED_DAY = "2026-10-10"


def _run(cli, *args, day=DAY):
    return cli("diff", "registered.txt", *args, "--sideboarding", "--as-of", day, cwd=CASES)


class TestMoreCopiesThanRegistered:
    def test_english_says_played_and_registered_counts(self, cli):
        r = _run(cli, "fourth-gust.txt")
        assert (r.returncode, r.stderr) == (1, "")
        # the played deck's own findings cite the rules documents of the date (rules data)
        shown = re.sub(
            r"(on its own \([a-z-]+\): .*) \[[^\]]*\]$", r"\1 [...]", r.stdout, flags=re.M
        )
        assert shown == (
            # check's header: what the deck check was judged by (atkH 5)
            "riftcheck 0.1.0 · ruleset constructed (Core Rules 2026-07-16, Tournament Rules "
            "2026-07-16)\n"
            "as of 2026-09-20 (--as-of) · card database 2026.10.08 (2026-10-08, bundled)\n"
            "\n"
            "registered: registered.txt\n"
            "played:     fourth-gust.txt\n"
            "\n"
            "main:\n"
            "  -1 Vanguard Helm (2 -> 1, changed)\n"
            "sideboard:\n"
            "  +1 Gust (0 -> 1, added)\n"
            "\n"
            "note: deck checks allow the sideboarding of TR 403.4 (best of three, competitive play "
            "level; best_of, play_level: the defaults)\n"
            "not allowed: fourth-gust.txt:19:1: 4 Gust played, 3 in the registered main deck and "
            "sideboard: 1 more than registered (sideboarding exchanges registered cards only) "
            "[TR 403.4]\n"
            "not allowed: fourth-gust.txt:23:1: 1 registered Vanguard Helm missing from the deck "
            "and the sideboard [TR 403.4]\n"
            "not allowed: fourth-gust.txt:9:1: the main deck has 39 cards, registered with 40: "
            "sideboarding exchanges cards one for one [TR 403.4]\n"
            "not allowed: fourth-gust.txt:9:1: the played deck is not legal on its own "
            "(main-deck-size): The main deck has 39 cards (1 champion + 38 main); it must have "
            "exactly 40 [...]\n"
            "not allowed: fourth-gust.txt:19:1: the played deck is not legal on its own "
            "(copy-limit): 4 copies of Gust (3 in main, 1 in sideboard); the limit is 3 "
            "[...]\n"
            "\n"
            # the played deck's own two errors are no differences (atkH 7)
            "3 differences the format's sideboarding does not allow (TR 403.4); and the played "
            "deck is illegal on its own: 2 errors\n"
        )
        assert "not in the registered" not in r.stdout

    def test_french_says_the_counts_too(self, cli):
        r = _run(cli, "fourth-gust.txt", "--lang", "fr")
        assert (r.returncode, r.stderr) == (1, "")
        assert (
            "non autorisé\u00a0: fourth-gust.txt:19:1\u00a0: 4 Gust dans le deck joué, 3 dans le "
            "deck principal et le side inscrits\u00a0: 1 de plus que la liste inscrite (les "
            "échanges avec le side ne portent que sur des cartes inscrites) [RT\u00a0403.4]\n"
        ) in r.stdout
        assert "ni dans le deck principal ni dans le side" not in r.stdout

    def test_limited_without_a_pool_says_the_counts(self, cli):
        r = _run(cli, "fourth-gust.txt", "-r", "sealed", day=LIMITED_DAY)
        assert (r.returncode, r.stderr) == (1, "")
        # (the citation is the period's, atk23d item 6 questions it: not pinned here)
        lines = [x.rsplit(" [", 1)[0] for x in r.stdout.splitlines() if "Gust played" in x]
        assert lines == [
            "not allowed: fourth-gust.txt:19:1: 4 Gust played, 3 in the registered list and "
            "sideboard: 1 more than registered, and no pool was given to say where they came from"
        ], r.stdout
        r = _run(cli, "fourth-gust.txt", "-r", "sealed", "--lang", "fr", day=LIMITED_DAY)
        assert (r.returncode, r.stderr) == (1, "")
        assert (
            "4 Gust dans le deck joué, 3 dans la liste inscrite et le side\u00a0: 1 de plus que la "
            "liste inscrite, et aucun pool n'a été donné pour dire d'où cela vient"
        ) in r.stdout


class TestNeverRegistered:
    def test_english_keeps_not_registered(self, cli):
        r = _run(cli, "cleave.txt")
        assert (r.returncode, r.stderr) == (1, "")
        assert (
            "not allowed: cleave.txt:38:1: 1 Cleave played but not in the registered main deck "
            "or sideboard (sideboarding exchanges registered cards only) [TR 403.4]\n"
        ) in r.stdout
        assert "more than registered" not in r.stdout

    def test_french_keeps_not_registered(self, cli):
        r = _run(cli, "cleave.txt", "--lang", "fr")
        assert (r.returncode, r.stderr) == (1, "")
        assert (
            "non autorisé\u00a0: cleave.txt:38:1\u00a0: 1 Cleave dans le deck joué, mais ni dans "
            "le deck principal ni dans le side inscrits"
        ) in r.stdout

    def test_limited_without_a_pool(self, cli):
        r = _run(cli, "cleave.txt", "-r", "sealed", day=LIMITED_DAY)
        assert (r.returncode, r.stderr) == (1, "")
        assert (
            "not allowed: cleave.txt:38:1: 1 Cleave played but not in the registered list or "
            "sideboard, and no pool was given to say where it came from"
        ) in r.stdout
