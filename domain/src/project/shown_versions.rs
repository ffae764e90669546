//! The version numbers a person sees (issue 24: one save, one version).
//!
//! Every event of a project takes the next sequence number, which stays the
//! project's technical version (`If-Match`, `/versions/{n}`, the version a
//! sheet recorded). Issuing a sheet is an event too, so the sequence steps
//! 1, 3, 5 between saves when a sheet is issued after each. What the history,
//! a sheet's file name and the comparison show is the number of the save:
//! the events that changed the project, counted from 1. Histories recorded
//! before a save was one event hold it as a change followed by its
//! calculation; the change alone is a half state, not a version of its own.
//! Events are never edited: the numbers are derived on reading.

const SHEET: &str = "DatasheetGenerated";
const CALCULATED: &str = "CircuitsRecalculated";
const DELETED: &str = "ProjectDeleted";

/// For each event type of a project's history, in order, the version number
/// shown for it: `Some(n)` for the n-th save, `None` for an event that is no
/// version (a sheet issued, a deletion, the change half of an old two-event save).
pub fn shown_versions<S: AsRef<str>>(event_types: &[S]) -> Vec<Option<usize>> {
    let kinds: Vec<&str> = event_types.iter().map(AsRef::as_ref).collect();
    let mut shown = 0;
    kinds
        .iter()
        .enumerate()
        .map(|(i, kind)| {
            if *kind == SHEET || *kind == DELETED {
                return None;
            }
            // The next state-changing event, skipping sheets issued in between.
            let next = kinds[i + 1..].iter().find(|k| **k != SHEET);
            if *kind != CALCULATED && next == Some(&CALCULATED) {
                return None;
            }
            shown += 1;
            Some(shown)
        })
        .collect()
}

/// The version shown for the project as it was at `sequence` (1-based): the
/// last save at or before it; 1 for a sequence before any save.
pub fn shown_version_at<S: AsRef<str>>(event_types: &[S], sequence: usize) -> usize {
    shown_versions(event_types).into_iter().take(sequence).flatten().last().unwrap_or(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sheets_issued_between_saves_take_no_version_number() {
        let events = ["ProjectCreated", SHEET, "ProjectChanged", SHEET, "ProjectChanged"];
        assert_eq!(shown_versions(&events), [Some(1), None, Some(2), None, Some(3)]);
        // The tester's file names stepped v1, v3, v5; by saves they are v1, v2, v3.
        assert_eq!([1, 3, 5].map(|s| shown_version_at(&events, s)), [1, 2, 3]);
        // A sheet prints the last save before it.
        assert_eq!(shown_version_at(&events, 4), 2);
    }

    #[test]
    fn an_old_two_event_save_is_one_version() {
        let events = ["ProjectCreated", CALCULATED, "ProjectChanged", CALCULATED, SHEET, CALCULATED];
        assert_eq!(shown_versions(&events), [None, Some(1), None, Some(2), None, Some(3)]);
        assert_eq!(shown_version_at(&events, 5), 2);
    }

    #[test]
    fn a_deletion_is_no_version() {
        assert_eq!(shown_versions(&["ProjectDuplicated", "ProjectChanged", DELETED]), [Some(1), Some(2), None]);
        assert_eq!(shown_version_at(&["ProjectCreated"], 0), 1);
    }
}
