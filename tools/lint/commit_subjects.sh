#!/usr/bin/env bash
# Commit subjects say what a commit does, imperative and at most 72
# characters; the detail goes in the body. Checked for every commit after
# BASE (the last commit before the rule), so history is never rewritten.
set -euo pipefail
BASE=c49cca5
# Commits that landed over the limit after the rule; main's history is never
# rewritten, so they are named here (full hashes) instead.
# 529b223: 73 characters, landed 2026-11-27 by a helper.
ALLOWED="529b223715cdf008dada1b6d4a99f9af23b44d50"
cd "$(dirname "$0")/../.."
if ! git rev-parse --verify --quiet "$BASE^{commit}" >/dev/null; then
  echo "commit subjects: $BASE not in this clone's history (shallow clone?); not checked"
  exit 0
fi
# Python counts characters (mawk's length counts bytes: "°" is two) and
# reads the first word: a verb in the imperative ("Add", not "Added",
# "Adds" or "Adding"; a few verbs end so in the imperative too).
git log --format='%H %s' "$BASE..HEAD" | ALLOWED="$ALLOWED" python3 -c '
import os, re, sys

allowed = os.environ["ALLOWED"].split()
imperative = {"need", "embed", "feed", "seed", "speed", "shed", "exceed", "proceed", "succeed", "heed",
              "bring", "string", "ring", "sing", "ping", "swing", "focus", "bias", "alias"}
long, mood = [], []
for line in sys.stdin:
    commit, _, subject = line.rstrip("\n").partition(" ")
    where = f"{commit[:7]} ({len(subject)}): {subject}"
    if len(subject) > 72 and not any(commit.startswith(a) for a in allowed):
        long.append(where)
    word = re.split(r"[^A-Za-z]", subject, maxsplit=1)[0].lower()
    if word not in imperative and re.search(r"(ed|ing|[^su]s)$", word):
        mood.append(where)
if long:
    print("Commit subjects over 72 characters (keep the subject short and imperative, the detail in the body):", file=sys.stderr)
    print("\n".join(long), file=sys.stderr)
if mood:
    print("Commit subjects not in the imperative (\"Add\", not \"Added\", \"Adds\" or \"Adding\"):", file=sys.stderr)
    print("\n".join(mood), file=sys.stderr)
sys.exit(1 if long or mood else 0)
'
