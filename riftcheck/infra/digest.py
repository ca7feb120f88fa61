"""The one sha256 of riftcheck's digests (``cards_sha256``, a deck's content hash, cache keys).

:mod:`hashlib` loads OpenSSL's ``libcrypto`` when imported: 3-4 ms of a cold one-deck check
(docs/architecture.md, "Start-up budget"), which hashes only short texts once the card
database's digest is cached: the ruleset files and their validation-cache keys (5-32 KB each,
74 KB in all), the deck's content (about 1 KB), a cache file's name. CPython's own sha256
module (``_sha256`` in 3.11, ``_sha2`` from 3.12) loads in under a millisecond and gives the same
digest, but is four to five times slower (10 us per KB, OpenSSL 2): it hashes inputs up to
:data:`SHORT` bytes (0.75 ms for a plain check's), OpenSSL the others, such as the 340 KB card
database (and everything when the built-in module is missing).
"""

from __future__ import annotations

#: Inputs up to this many bytes are hashed by the built-in module
SHORT = 64 * 1024

try:
    from _sha256 import sha256 as _short  # CPython 3.11
except ImportError:  # pragma: no cover - CPython 3.12+, or another interpreter
    try:
        from _sha2 import sha256 as _short
    except ImportError:
        _short = None


def sha256_hex(data: bytes) -> str:
    """The sha256 of ``data`` in hexadecimal."""
    if _short is not None and len(data) <= SHORT:
        return _short(data).hexdigest()
    import hashlib

    return hashlib.sha256(data).hexdigest()
