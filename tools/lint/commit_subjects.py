#!/usr/bin/env python3
"""Commit subjects say what a commit does: imperative, at most 72 characters.

Reads `HASH SUBJECT` lines (`git log --format='%H %s'`) on standard input;
prints the subjects that break a rule and exits 1 when any does. The hashes
in the ALLOWED environment variable (full or a prefix, space-separated)
may be long: main's history is never rewritten. Run by
tools/lint/commit_subjects.sh; tested by test_commit_subjects.py.
"""
import os
import re
import sys

# Verbs whose imperative ends as a past tense, a gerund or a third person does.
IMPERATIVE = {"need", "embed", "feed", "seed", "speed", "shed", "exceed", "proceed", "succeed", "heed",
              "bring", "string", "ring", "sing", "ping", "swing", "focus", "bias", "alias"}
MAX_CHARS = 72


def problems(lines, allowed=()):
    """The subjects over the limit and those not in the imperative, as
    `(long, mood)` lists of `hash (length): subject`. Python counts
    characters, not bytes: "°" is one."""
    long, mood = [], []
    for line in lines:
        commit, _, subject = line.rstrip("\n").partition(" ")
        where = f"{commit[:7]} ({len(subject)}): {subject}"
        if len(subject) > MAX_CHARS and not any(commit.startswith(a) for a in allowed):
            long.append(where)
        word = re.split(r"[^A-Za-z]", subject, maxsplit=1)[0].lower()
        if word not in IMPERATIVE and re.search(r"(ed|ing|[^su]s)$", word):
            mood.append(where)
    return long, mood


def main():
    long, mood = problems(sys.stdin, os.environ.get("ALLOWED", "").split())
    if long:
        print(f"Commit subjects over {MAX_CHARS} characters (keep the subject short and imperative, "
              "the detail in the body):", file=sys.stderr)
        print("\n".join(long), file=sys.stderr)
    if mood:
        print("Commit subjects not in the imperative (\"Add\", not \"Added\", \"Adds\" or \"Adding\"):",
              file=sys.stderr)
        print("\n".join(mood), file=sys.stderr)
    sys.exit(1 if long or mood else 0)


if __name__ == "__main__":
    main()
