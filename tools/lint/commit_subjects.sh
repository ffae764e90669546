#!/usr/bin/env bash
# Commit subjects say what a commit does, imperative and at most 72
# characters; the detail goes in the body. Checked for every commit after
# BASE (the last commit before the rule), so history is never rewritten.
set -euo pipefail
BASE=c49cca5
cd "$(dirname "$0")/../.."
if ! git rev-parse --verify --quiet "$BASE^{commit}" >/dev/null; then
  echo "commit subjects: $BASE not in this clone's history (shallow clone?); not checked"
  exit 0
fi
long=$(git log --format='%h %s' "$BASE..HEAD" | awk '{ h = $1; $1 = ""; s = substr($0, 2); if (length(s) > 72) print h " (" length(s) "): " s }')
if [ -n "$long" ]; then
  echo "Commit subjects over 72 characters (keep the subject short and imperative, the detail in the body):" >&2
  echo "$long" >&2
  exit 1
fi
