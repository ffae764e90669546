//! 'Advertencias' (issue 23 item 1): the calculation's warnings, then each
//! compressor's, as the engine gave them.

use super::source::Source;

pub fn warnings(source: &Source) -> Vec<String> {
    let mut out: Vec<String> = source.answer.system().map(|s| s.warnings.clone()).unwrap_or_default();
    for compressor in source.compressors() {
        out.extend(compressor.performance.warnings.iter().cloned());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::source::Recorded;
    use super::super::test_sources::source;
    use super::*;

    #[test]
    fn the_system_warnings_come_first_then_each_compressor_s() {
        let mut source = source("rack");
        let Recorded::System(system) = &mut source.answer else { panic!("a rack's answer") };
        system.warnings = vec!["del sistema".into()];
        system.circuits[0].compressors[0].performance.warnings = vec!["del compresor".into()];
        let printed = warnings(&source);
        assert_eq!(printed.first().map(String::as_str), Some("del sistema"));
        assert!(printed.contains(&"del compresor".to_string()));
    }
}
