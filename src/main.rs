//! The `rasp` command.
use rasp::diag::SourceMap;
use std::io::Read;

fn main() {
    let path = std::env::args().nth(1).unwrap_or_else(|| "-".into());
    let text = if path == "-" {
        let mut s = String::new();
        std::io::stdin().read_to_string(&mut s).unwrap();
        s
    } else {
        std::fs::read_to_string(&path).unwrap()
    };
    let mut sources = SourceMap::new();
    let file = sources.add(path, text.clone());
    match rasp::syntax::parse(&text, file) {
        Ok(program) => print!("{program}"),
        Err(errors) => {
            for e in errors {
                eprint!("{}", e.render(&sources));
            }
            std::process::exit(65);
        }
    }
}
