#!/usr/bin/env python3
"""Self-test of commit_subjects.py on subjects written here (run by make lint
before the check itself), so the check cannot silently pass everything."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import commit_subjects  # noqa: E402


def flagged(*subjects, allowed=()):
    lines = [f"{i:040x} {s}\n" for i, s in enumerate(subjects, start=1)]
    long, mood = commit_subjects.problems(lines, allowed)
    return [w.split(": ", 1)[1] for w in long], [w.split(": ", 1)[1] for w in mood]


def main():
    # Imperative subjects pass, the verbs that end like a past tense or a gerund too.
    ok = ["Add the sheet's QR code", "Pass the store to the audit", "Embed fonts", "Bring the PDF back",
          "Focus the dialog", "Fix 3 °C", "Use SI units", "Process events once"]
    assert flagged(*ok) == ([], []), flagged(*ok)
    # Past tense, gerund and third person are refused, whatever the case.
    bad = ["Added the sheet", "Adding the sheet", "Adds the sheet", "fixed: a typo", "Renamed x"]
    assert flagged(*bad) == ([], bad), flagged(*bad)
    # 72 characters pass, 73 do not; characters, not bytes ("°" is two bytes).
    at_limit = "Add " + "°" * 68
    over = at_limit + "x"
    assert flagged(at_limit, over) == ([over], []), flagged(at_limit, over)
    # An allowed commit (by a prefix of its hash) may be long; only that one.
    lines = [f"{'a' * 40} {over}\n", f"{'b' * 40} {over}\n"]
    long, _ = commit_subjects.problems(lines, ["aaaaaaa"])
    assert long == [f"bbbbbbb (73): {over}"], long
    print("commit_subjects self-test: ok")


if __name__ == "__main__":
    main()
