//! Solver variables, literals and truth values.
//!
//! A [`Var`] is an index into the solver's per-variable arrays. A [`Lit`] is a variable with a
//! sign, encoded as `code = 2 * var + negative` (MiniSat, varisat, clasp), so `!lit` flips the
//! lowest bit and `lit.index()` indexes per-literal arrays. Variable 0 is a sentinel that is true
//! from the start: [`Lit::TRUE`] is its positive literal and [`Lit::FALSE`] its negation; empty
//! rule bodies and trivially false bodies become these two literals, which saves special cases.
//!
//! Conversions from the ground program's atoms happen only in `translate`.

use std::fmt;
use std::ops::Not;

/// A solver variable: an index in `0..num_vars`; 0 is the always-true sentinel.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct Var(pub u32);

impl Var {
    /// The variable as an array index.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The positive literal of this variable.
    #[inline]
    pub fn pos(self) -> Lit {
        Lit(self.0 << 1)
    }
}

impl fmt::Debug for Var {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "v{}", self.0)
    }
}

/// A literal: a variable or its negation, encoded as `2 * var + negative`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct Lit(pub u32);

impl Lit {
    /// The positive literal of the sentinel variable 0: always true.
    pub const TRUE: Lit = Lit(0);
    /// The negative literal of the sentinel variable 0: always false.
    pub const FALSE: Lit = Lit(1);

    /// The literal of `var`, negated if `negative`.
    #[inline]
    pub fn new(var: Var, negative: bool) -> Lit {
        Lit((var.0 << 1) | negative as u32)
    }

    /// The literal's variable.
    #[inline]
    pub fn var(self) -> Var {
        Var(self.0 >> 1)
    }

    /// Whether this is the negative literal of its variable.
    #[inline]
    pub fn is_negative(self) -> bool {
        self.0 & 1 == 1
    }

    /// The literal as an index into per-literal arrays.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl Not for Lit {
    type Output = Lit;
    #[inline]
    fn not(self) -> Lit {
        Lit(self.0 ^ 1)
    }
}

impl fmt::Debug for Lit {
    /// Prints the signed form, `3` or `-3`, as DIMACS would.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_negative() {
            write!(f, "-{}", self.var().0)
        } else {
            write!(f, "{}", self.var().0)
        }
    }
}

/// The value of a literal under the current assignment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub(crate) enum Value {
    /// Not assigned.
    Unassigned = 0,
    /// Assigned true.
    True = 1,
    /// Assigned false.
    False = 2,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encoding_round_trips() {
        let v = Var(7);
        assert_eq!(v.pos().var(), v);
        assert_eq!(Lit::new(v, true).var(), v);
        assert!(!v.pos().is_negative());
        assert!(Lit::new(v, true).is_negative());
        assert_eq!(!v.pos(), Lit::new(v, true));
        assert_eq!(format!("{:?} {:?}", v.pos(), Lit::new(v, true)), "7 -7");
        assert_eq!(!Lit::TRUE, Lit::FALSE);
    }
}
