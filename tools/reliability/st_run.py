#!/usr/bin/env python3
"""schemathesis's `st` command, with one CPython 3.11 bug worked around.

CPython 3.11 keeps the AST converter's recursion depth in state shared by all
threads, so two threads running `compile()` / `ast.parse()` at once can fail
with `SystemError: AST constructor recursion depth mismatch` (cpython#106905).
schemathesis's two workers are threads, and hypothesis parses a lambda's source
file the first time it names a `.filter(lambda ...)`, so the race shows up as
a "runtime error" of whichever operation was being generated. Compiling one
source at a time removes it; what is generated and checked does not change.
"""

import builtins
import sys
import threading

_compile_lock = threading.RLock()
_compile = builtins.compile


def _one_at_a_time(*args, **kwargs):
    with _compile_lock:
        return _compile(*args, **kwargs)


builtins.compile = _one_at_a_time

from schemathesis.cli import schemathesis  # noqa: E402 (after the patch, so every import sees it)

if __name__ == "__main__":
    sys.argv[0] = "st"
    sys.exit(schemathesis())
