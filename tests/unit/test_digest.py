"""riftcheck's one sha256 (riftcheck/infra/digest.py): the digest hashlib gives, short or long."""

from __future__ import annotations

import hashlib

import pytest

from riftcheck.infra import digest


@pytest.mark.parametrize(
    "size", [0, 1, 63, 64, 65, 1000, digest.SHORT - 1, digest.SHORT, digest.SHORT + 1, 400_000]
)
def test_the_digest_is_hashlibs_sha256_at_every_length(size):
    data = bytes((i * 7 + 3) % 256 for i in range(size))
    assert digest.sha256_hex(data) == hashlib.sha256(data).hexdigest()


def test_without_the_built_in_module_openssl_hashes_everything(monkeypatch):
    monkeypatch.setattr(digest, "_short", None)
    assert digest.sha256_hex(b"riftcheck") == hashlib.sha256(b"riftcheck").hexdigest()
