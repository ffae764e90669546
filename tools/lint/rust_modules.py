#!/usr/bin/env python3
"""Checks the module structure of each crate (run by `make lint`).

1. No two modules of one crate share a file name, except mod.rs / lib.rs /
   main.rs (a folder's module, named by its folder): a name says its room
   and its job, so an aggregate's files are `<room>_aggregate.rs`,
   `<room>_commands.rs`, `<room>_events.rs` and `<room>_error.rs`.
2. No import cycle between modules of one crate: module A uses a path into
   B and B a path into A (directly or through others). A module's use of its
   own ancestors or descendants is not counted: a parent declaring and
   calling its children is how Rust modules nest.

Paths are read from the source text (`crate::`, `super::`, `self::`, and a
`use` of a sibling declared in the same parent); each resolves to the
deepest module file that exists.
"""
import re
import sys
from pathlib import Path

CRATES = ["domain", "read-models", "app", "infra"]
CONVENTIONAL = {"mod.rs", "lib.rs", "main.rs"}


def module_path(src: Path, file: Path) -> tuple:
    rel = file.relative_to(src).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] in ("mod", "lib", "main"):
        parts = parts[:-1]
    return tuple(parts)


def strip_comments(text: str) -> str:
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r'"(?:\\.|[^"\\])*"', '""', text)
    return "\n".join(line.split("//", 1)[0] for line in text.splitlines())


def strip_test_modules(text: str) -> str:
    """Drops `#[cfg(test)] mod name { ... }`: tests are not part of the graph."""
    out, i = [], 0
    for m in re.finditer(r"#\[cfg\(test\)\]\s*mod\s+\w+\s*\{", text):
        if m.start() < i:
            continue
        out.append(text[i : m.start()])
        depth, j = 1, m.end()
        while j < len(text) and depth:
            depth += text[j] == "{"
            depth -= text[j] == "}"
            j += 1
        i = j
    out.append(text[i:])
    return "".join(out)


def expand_use_groups(text: str):
    """Yields every path of `use` statements, braces expanded."""
    for m in re.finditer(r"\buse\s+([^;]+);", text):
        yield from expand(m.group(1).replace("\n", " ").replace(" ", ""))


def expand(tree: str):
    depth, start = 0, None
    for i, ch in enumerate(tree):
        if ch == "{" and depth == 0:
            start = i
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
    if "{" not in tree:
        yield tree
        return
    head = tree[: tree.index("{")]
    inner = tree[tree.index("{") + 1 : tree.rindex("}")]
    items, depth, cur = [], 0, ""
    for ch in inner:
        if ch == "," and depth == 0:
            items.append(cur)
            cur = ""
            continue
        depth += ch == "{"
        depth -= ch == "}"
        cur += ch
    items.append(cur)
    for item in items:
        if item:
            yield from expand(head + item)


def resolve(path_segments, modules):
    best = None
    for n in range(len(path_segments), -1, -1):
        if tuple(path_segments[:n]) in modules:
            best = tuple(path_segments[:n])
            break
    return best


def crate_graph(src: Path):
    files = {module_path(src, f): f for f in src.rglob("*.rs")}
    modules = set(files)
    edges = {m: set() for m in modules}
    for mod, file in files.items():
        text = strip_test_modules(strip_comments(file.read_text()))
        paths = set(expand_use_groups(text))
        paths |= set(re.findall(r"\b((?:crate|super|self)(?:::\w+)+)", text))
        for p in paths:
            segs = [s for s in p.split("::") if s]
            if not segs:
                continue
            is_dir_module = file.name in ("mod.rs", "lib.rs", "main.rs")
            if segs[0] == "crate":
                target = segs[1:]
            elif segs[0] in ("super", "self"):
                base = list(mod) if is_dir_module else list(mod)
                while segs and segs[0] in ("super", "self"):
                    if segs[0] == "super":
                        base = base[:-1]
                    segs = segs[1:]
                target = base + segs
            else:
                # A sibling module declared in the same parent (`use foo::bar`).
                parent = list(mod) if is_dir_module else list(mod[:-1])
                if tuple(parent + segs[:1]) not in modules:
                    continue
                target = parent + segs
            t = resolve(target, modules)
            if t is None or t == mod:
                continue
            if t[: len(mod)] == mod or mod[: len(t)] == t:
                continue  # ancestor or descendant
            edges[mod].add(t)
    return files, edges


def cycles(edges):
    index, low, stack, on, out = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in edges:
        if v not in index:
            visit(v)
    return out


def same_names(src: Path):
    """File names that more than one module of the crate at `src` uses."""
    names = {}
    for f in src.rglob("*.rs"):
        if f.name not in CONVENTIONAL:
            names.setdefault(f.name, []).append(f.relative_to(src))
    return {name: sorted(fs) for name, fs in sorted(names.items()) if len(fs) > 1}


def main():
    root = Path(__file__).resolve().parents[2]
    problems = []
    for crate in CRATES:
        src = root / crate / "src"
        for name, fs in same_names(src).items():
            problems.append(f"{crate}: {len(fs)} modules named {name}: " + ", ".join(map(str, fs)))
        _, edges = crate_graph(src)
        for comp in cycles(edges):
            problems.append(f"{crate}: import cycle between " + ", ".join("::".join(m) or "crate" for m in comp))
    for p in problems:
        print(p, file=sys.stderr)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
