#!/usr/bin/env python3
"""Self-test of rust_modules.py on small crates written here (run by make lint
before the check itself), so the check cannot silently pass everything."""
import atexit
import shutil
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import rust_modules  # noqa: E402


def crate(files: dict) -> Path:
    root = Path(tempfile.mkdtemp(prefix="rust-modules-test-"))
    atexit.register(shutil.rmtree, root, ignore_errors=True)
    for name, text in files.items():
        path = root / "src" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return root / "src"


def cycles_of(files: dict):
    _, edges = rust_modules.crate_graph(crate(files))
    return rust_modules.cycles(edges)


def main():
    # Two siblings that use each other: a cycle, through `use super::` and `crate::` paths.
    found = cycles_of({
        "lib.rs": "mod a;\nmod b;\n",
        "a.rs": "use super::b::Thing;\npub struct Other;\n",
        "b.rs": "pub struct Thing;\nfn f() -> crate::a::Other { todo!() }\n",
    })
    assert found == [[("a",), ("b",)]], found
    # A grouped use around a loop of three.
    found = cycles_of({
        "lib.rs": "mod a;\nmod b;\nmod c;\n",
        "a.rs": "use crate::{b::X, c};\n",
        "b.rs": "use crate::c::Y;\npub struct X;\n",
        "c.rs": "use super::a;\npub struct Y;\n",
    })
    assert found == [[("a",), ("b",), ("c",)]], found
    # A parent using its child and the child its parent is nesting, not a cycle;
    # nor is a use inside a test module.
    found = cycles_of({
        "lib.rs": "mod p;\nmod q;\n",
        "p/mod.rs": "mod child;\npub use child::C;\npub struct P;\n",
        "p/child.rs": "use super::P;\npub struct C;\n",
        "q.rs": "pub struct Q;\n#[cfg(test)]\nmod tests {\n    use crate::p::P;\n}\n",
    })
    assert found == [], found
    # Comments and strings name no module.
    found = cycles_of({
        "lib.rs": "mod a;\nmod b;\n",
        "a.rs": "use crate::b::B;\npub struct A;\n",
        "b.rs": "// see crate::a::A\npub struct B;\nconst S: &str = \"crate::a::A\";\n",
    })
    assert found == [], found
    # Two modules named alike in one crate, the per-aggregate names too;
    # a folder's mod.rs is named by its folder.
    src = crate({
        "lib.rs": "",
        "http/catalogue.rs": "",
        "library/catalogue.rs": "",
        "condenser/aggregate.rs": "",
        "exchanger/aggregate.rs": "",
        "condenser/mod.rs": "",
        "exchanger/mod.rs": "",
    })
    found = rust_modules.same_names(src)
    assert sorted(found) == ["aggregate.rs", "catalogue.rs"], found
    print("rust_modules self-test: ok")


if __name__ == "__main__":
    main()
