//! Multi-shot sessions against clingo's answers: each `tests/multishot/NAME.lp` (a program
//! with `#program` parts) runs the session `NAME.steps` (grounding parts, assigning and
//! releasing externals, solving under assumptions; see `tools/multishot-sol`) through
//! [`rasp::api::Session`], which must print `NAME.sol`, written by `tools/multishot-sol`
//! with clingo's Python API.

mod multishot_session;

use std::path::Path;

#[test]
fn sessions_give_clingos_answers() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/multishot");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "lp"))
        .collect();
    paths.sort();
    assert!(!paths.is_empty());
    let mut failures = Vec::new();
    for path in paths {
        let steps = std::fs::read_to_string(path.with_extension("steps")).unwrap();
        let expected = std::fs::read_to_string(path.with_extension("sol")).unwrap();
        let actual = multishot_session::run(&path, &steps);
        if actual != expected {
            failures.push(format!(
                "{}:\n--- expected\n{expected}--- actual\n{actual}",
                path.display()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
