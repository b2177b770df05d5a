//! The `rasp` command.

/// The pipeline runs on a thread with a large stack: terms and programs nested thousands of
/// levels deep (clingo reads them) recurse that deep in the parser and grounder.
const STACK_SIZE: usize = 1 << 30;

fn main() {
    let code = std::thread::Builder::new()
        .stack_size(STACK_SIZE)
        .spawn(rasp::cli::main)
        .expect("start the main thread")
        .join()
        .unwrap_or(70);
    std::process::exit(code);
}
