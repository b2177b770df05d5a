//! The conflict-driven answer set solver (CDNL-ASP) over a [`crate::aspif::GroundProgram`].
