"""The card database: one record per game card, with every printing.

* :mod:`riftcheck.cards.db` - :class:`~riftcheck.cards.db.CardDB` (load, resolve, search) and ``card_to_json``.
* :mod:`riftcheck.cards.normalize` - ``name_key`` and ``normalize_id``, the matching rules.
* :mod:`riftcheck.cards.records` - a source's record -> a card record (shared by ``cards update``
  and the developers' importer, ``python tools/import_cards.py``, which is not part of the package).
* :mod:`riftcheck.cards.build` - the file layout, schema, manifest and set table.
* :mod:`riftcheck.cards.lint` - sense checks (``riftcheck cards lint``).
* :mod:`riftcheck.cards.update` - refresh from a web API (``riftcheck cards update``).
* :mod:`riftcheck.cards.store` - where the bundled and the user's databases live.
"""
