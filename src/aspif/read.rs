//! Reading aspif text (as `clingo --mode=gringo` writes it) into a [`super::GroundProgram`].
