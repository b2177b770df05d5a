//! Scripts (`#script (language) ... #end.`) through the library: a [`ScriptHost`] runs them
//! as they are read (rasp's Python module runs Python this way), and `@f(...)` terms call
//! the functions a [`Functions`] defines; others are undefined, as in clingo (`function 'f'
//! not found`).

use rasp::api::{Functions, ScriptHost, ScriptLocation, Session, Value};
use std::sync::{Arc, Mutex};

/// The scripts run: each one's location and code.
type Ran = Arc<Mutex<Vec<(ScriptLocation, String)>>>;

/// Runs the language `test`: records each script's location and code; a script `fail`
/// fails.
struct Recorder(Ran);

impl ScriptHost for Recorder {
    fn runs(&self, language: &str) -> bool {
        language == "test"
    }

    fn execute(&mut self, _: &str, location: &ScriptLocation, code: &str) -> Result<(), String> {
        self.0
            .lock()
            .unwrap()
            .push((location.clone(), code.to_string()));
        match code.trim() {
            "fail" => Err("the script failed".into()),
            _ => Ok(()),
        }
    }
}

fn session() -> (Session, Ran) {
    let ran = Arc::new(Mutex::new(Vec::new()));
    let mut session = Session::new();
    session.set_script_host(Box::new(Recorder(ran.clone())));
    (session, ran)
}

#[test]
fn scripts_run_as_they_are_read_with_their_locations() {
    let (mut session, ran) = session();
    let text = "a.\n#script (test) one #end.\nb.\n#script (test)\ntwo\n#end.\n";
    session.add_text("<block>", text).unwrap();
    let ran = ran.lock().unwrap();
    let codes: Vec<&str> = ran.iter().map(|(_, code)| code.trim()).collect();
    assert_eq!(codes, ["one", "two"]);
    let (first, second) = (&ran[0].0, &ran[1].0);
    assert_eq!(
        (first.file.as_str(), first.begin, first.end),
        ("<block>", (2, 1), (2, 25))
    );
    assert_eq!((second.begin, second.end), ((4, 1), (6, 6)));
    drop(ran);
    session.ground(&[("base", vec![])]).unwrap();
    let solved = session.solve(&[], 0, |_| true).unwrap();
    let atoms: Vec<String> = solved.answers[0]
        .atoms
        .iter()
        .map(|a| a.to_string())
        .collect();
    assert_eq!(
        atoms,
        ["a", "b"],
        "the scripts are no statements of the program"
    );
}

#[test]
fn a_language_the_host_does_not_run_is_clingos_error() {
    let (mut session, ran) = session();
    let error = session
        .add_text("<block>", "a.\n#script (lua) x = 1 #end.\nb(.")
        .unwrap_err();
    assert_eq!(
        error.messages,
        "<block>:2:1-26: error: lua support not available\n\n"
    );
    assert!(ran.lock().unwrap().is_empty());
    // Without a host, no language runs.
    let error = Session::new()
        .add_text("<block>", "#script (test) x #end.")
        .unwrap_err();
    assert!(
        error.messages.contains("test support not available"),
        "{}",
        error.messages
    );
}

#[test]
fn a_failing_script_stops_the_reading_with_its_error() {
    let (mut session, ran) = session();
    let text = "#script (test) fail #end.\n#script (test) after #end.\n";
    let error = session.add_text("<block>", text).unwrap_err();
    assert!(
        error
            .messages
            .starts_with("<block>:1:1-26: error: the script failed"),
        "{}",
        error.messages
    );
    assert_eq!(
        ran.lock().unwrap().len(),
        1,
        "nothing after the failed script runs"
    );
}

/// Defines `succ` only.
struct Succ;

impl Functions for Succ {
    fn defines(&mut self, name: &str) -> bool {
        name == "succ"
    }

    fn call(&mut self, name: &str, args: Vec<Value>) -> Result<Vec<Value>, String> {
        match (name, args.as_slice()) {
            ("succ", [Value::Int(n)]) => Ok(vec![Value::Int(n + 1)]),
            _ => Err(format!("{name} called")),
        }
    }
}

#[test]
fn a_function_the_scripts_do_not_define_is_undefined() {
    let mut session = Session::new();
    session
        .add_text("<block>", "a(@succ(1)). b(@other(2)). c.")
        .unwrap();
    let messages = session
        .ground_with(&[("base", vec![])], Some(&mut Succ))
        .unwrap();
    assert_eq!(
        messages,
        "<block>:1:16-25: info: operation undefined:\n  function 'other' not found\n\n"
    );
    let solved = session.solve(&[], 0, |_| true).unwrap();
    let atoms: Vec<String> = solved.answers[0]
        .atoms
        .iter()
        .map(|a| a.to_string())
        .collect();
    assert_eq!(atoms, ["a(2)", "c"]);
}
