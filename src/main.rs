//! The `rasp` command.
fn main() {}
