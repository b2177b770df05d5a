//! rasp: an answer set programming system for clingo's input language.
//!
//! The pipeline, one module per stage, each with one entry point and one intermediate
//! representation handed to the next:
//!
//! ```text
//!  source text ──syntax::parse──▶ ast::Program ──(check, ground)──▶ aspif::GroundProgram
//!        ──solve::Solver──▶ models ──output──▶ clingo's text or JSON
//! ```
//!
//! * [`diag`]: spans, source files and clingo-style diagnostics.
//! * [`syntax`]: the pest grammar (`grammar/asp.pest`) and the syntax tree with its printer.
//! * [`aspif`]: the ground program shared by the grounder and the solver, and its aspif I/O.
//! * [`solve`]: the conflict-driven solver.
#![deny(unsafe_code)]
#![warn(missing_docs)]

pub mod api;
pub mod aspif;
pub mod check;
pub mod cli;
pub mod diag;
pub mod engine;
mod explain;
mod graph;
pub mod ground;
pub mod input;
pub mod load;
pub mod output;
pub mod repl;
pub mod solve;
pub mod symbol;
pub mod syntax;
