//! Writing a [`super::GroundProgram`] as aspif text that clingo reads.
