//! /proc helpers the PDF benchmarks share (tools/bench/pdf.sh,
//! tools/bench/pdf-steps.sh): included by each example with `#[path]`.

/// The 1-minute load average, as `uptime` prints it.
pub fn load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|l| l.split_whitespace().next().map(str::to_string))
        .unwrap_or_else(|| "?".into())
}

/// A process and all its descendants.
pub fn tree(root: u32) -> Vec<u32> {
    let mut parents = Vec::new();
    for entry in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
        let Ok(pid) = entry.file_name().to_string_lossy().parse::<u32>() else { continue };
        let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else { continue };
        let after = stat.rsplit_once(')').map(|(_, rest)| rest.to_string()).unwrap_or_default();
        let ppid = after.split_whitespace().nth(1).and_then(|p| p.parse::<u32>().ok()).unwrap_or(0);
        parents.push((pid, ppid));
    }
    let mut tree = vec![root];
    let mut grew = true;
    while grew {
        grew = false;
        for (pid, ppid) in &parents {
            if tree.contains(ppid) && !tree.contains(pid) {
                tree.push(*pid);
                grew = true;
            }
        }
    }
    tree
}
