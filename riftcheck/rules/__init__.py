"""Built-in rules and the rule registry.

``BUILTIN_RULES`` lists every built-in rule class; the ``riftcheck.rules``
entry point of riftcheck itself points here, and third-party packages add
their own lists (or single classes) under the same entry-point group.
"""

from __future__ import annotations

BUILTIN_RULES: list = []
