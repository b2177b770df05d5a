//! Evaluating and matching non-ground terms under a variable binding.
//!
//! Arithmetic follows clingo: integers are 32-bit and wrap around (two's complement: `2**31`
//! is -2147483648, `-(-2147483648)` and `|-2147483648|` are -2147483648), `/` truncates
//! toward zero, `\` is the remainder of that division, `**` with a negative exponent is 0,
//! `~ & ? ^` are bitwise. Undefined are division and remainder by 0, `0**` a negative
//! exponent, arithmetic on non-integers and calls of script functions (`@f(X)`: rasp runs
//! no scripts). An undefined operation makes the instance that needs it disappear, as in
//! clingo. (`-2147483648/-1` and `-2147483648\-1` wrap around to -2147483648 and 0: clingo
//! 5.8.3 dies of a floating point exception there.)

use crate::check::ir::{Term, VarId};
use crate::diag::Span;
use crate::symbol::{Symbol, SymbolTable};
use crate::syntax::ast::{BinaryOp, UnaryOp};

/// A variable binding: `values[v]` is the value of variable `v`, if bound.
#[derive(Clone, Debug, Default)]
pub struct Binding {
    values: Vec<Option<Symbol>>,
    trail: Vec<VarId>,
}

impl Binding {
    /// A binding for `n` variables, all unbound.
    pub fn new(n: usize) -> Binding {
        Binding {
            values: vec![None; n],
            trail: Vec::new(),
        }
    }

    /// A binding with the values `values` (`values[v]` for variable `v`), which
    /// [`Binding::undo`] keeps.
    pub fn of_values(values: &[Option<Symbol>]) -> Binding {
        Binding {
            values: values.to_vec(),
            trail: Vec::new(),
        }
    }

    /// The value of `v`.
    pub fn get(&self, v: VarId) -> Option<Symbol> {
        self.values[v.0 as usize]
    }

    /// Whether `v` is bound.
    pub fn is_bound(&self, v: VarId) -> bool {
        self.values[v.0 as usize].is_some()
    }

    /// Binds `v` (which must be unbound) to `value`, recording it for [`Binding::undo`].
    pub fn bind(&mut self, v: VarId, value: Symbol) {
        debug_assert!(self.values[v.0 as usize].is_none());
        self.values[v.0 as usize] = Some(value);
        self.trail.push(v);
    }

    /// The undo point for the bindings made so far.
    pub fn mark(&self) -> usize {
        self.trail.len()
    }

    /// Unbinds every variable bound since `mark`.
    pub fn undo(&mut self, mark: usize) {
        for v in self.trail.drain(mark..) {
            self.values[v.0 as usize] = None;
        }
    }

    /// The number of variables.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether there are no variables.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }
}

/// Why a term has no value: the operation `term` (written at `span`) is undefined.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Undefined {
    /// Where the operation was written.
    pub span: Span,
    /// The operation.
    pub term: Box<Term>,
}

impl Undefined {
    /// `term`, written at `span`, is undefined.
    pub(super) fn at(term: &Term, span: Span) -> Undefined {
        Undefined {
            span,
            term: Box::new(term.clone()),
        }
    }
}

/// The value of `term`; every variable in it must be bound.
pub fn eval(
    term: &Term,
    binding: &Binding,
    symbols: &mut SymbolTable,
) -> Result<Symbol, Undefined> {
    match term {
        Term::Symbol(s) => Ok(*s),
        Term::Variable(v) => Ok(binding.get(*v).expect("evaluated variables are bound")),
        Term::Function(name, args) => {
            let values = args
                .iter()
                .map(|a| eval(a, binding, symbols))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(symbols.function(*name, false, &values))
        }
        Term::Unary(op, operand, span) => {
            let value = eval(operand, binding, symbols)?;
            unary(*op, value, symbols).ok_or_else(|| Undefined::at(term, *span))
        }
        Term::Binary(op, left, right, span) => {
            let l = eval(left, binding, symbols)?;
            let r = eval(right, binding, symbols)?;
            match (l, r) {
                (Symbol::Int(a), Symbol::Int(b)) => binary(*op, a, b).map(Symbol::Int),
                _ => None,
            }
            .ok_or_else(|| Undefined::at(term, *span))
        }
        Term::External(_, _, span) => Err(Undefined::at(term, *span)),
    }
}

/// A unary operation on a value, if defined.
pub fn unary(op: UnaryOp, value: Symbol, symbols: &mut SymbolTable) -> Option<Symbol> {
    match (op, value) {
        (UnaryOp::Minus, Symbol::Int(n)) => Some(Symbol::Int(n.wrapping_neg())),
        (UnaryOp::Minus, Symbol::Fun(_)) => symbols.negate(value),
        (UnaryOp::BitNot, Symbol::Int(n)) => Some(Symbol::Int(!n)),
        (UnaryOp::Abs, Symbol::Int(n)) => Some(Symbol::Int(n.wrapping_abs())),
        _ => None,
    }
}

/// A binary operation on integers, if defined (wrapping around on overflow).
pub fn binary(op: BinaryOp, a: i32, b: i32) -> Option<i32> {
    match op {
        BinaryOp::Add => Some(a.wrapping_add(b)),
        BinaryOp::Sub => Some(a.wrapping_sub(b)),
        BinaryOp::Mul => Some(a.wrapping_mul(b)),
        BinaryOp::Div => (b != 0).then(|| a.wrapping_div(b)),
        BinaryOp::Mod => (b != 0).then(|| a.wrapping_rem(b)),
        BinaryOp::Pow => {
            if b < 0 {
                (a != 0).then_some(0)
            } else {
                Some(a.wrapping_pow(b as u32))
            }
        }
        BinaryOp::Xor => Some(a ^ b),
        BinaryOp::Or => Some(a | b),
        BinaryOp::And => Some(a & b),
    }
}

/// Matches `term` against `value`, binding unbound variables; on failure the binding may
/// hold partial bindings (the caller undoes to its mark). Terms that are not patterns must
/// have their variables bound, except linear terms in one variable, which are inverted.
pub fn matches(
    term: &Term,
    value: Symbol,
    binding: &mut Binding,
    symbols: &mut SymbolTable,
) -> Result<bool, Undefined> {
    match term {
        Term::Symbol(s) => Ok(*s == value),
        Term::Variable(v) => match binding.get(*v) {
            Some(bound) => Ok(bound == value),
            None => {
                binding.bind(*v, value);
                Ok(true)
            }
        },
        Term::Function(name, args) => {
            let Some(function) = symbols.function_of(value) else {
                return Ok(false);
            };
            if function.negative || function.name != *name || function.args.len() != args.len() {
                return Ok(false);
            }
            let values = function.args.clone();
            for (arg, &v) in args.iter().zip(values.iter()) {
                if !matches(arg, v, binding, symbols)? {
                    return Ok(false);
                }
            }
            Ok(true)
        }
        Term::Unary(UnaryOp::Minus, inner, _) if !term_is_bound(inner, binding) => {
            // `-t` matches `v` if `t` matches `-v`: the negated number, or the function
            // with the other classical sign (`-X` against `-a` binds `X = a`).
            match unary(UnaryOp::Minus, value, symbols) {
                Some(negated) => matches(inner, negated, binding, symbols),
                None => Ok(false),
            }
        }
        _ => {
            let mut unbound = None;
            let mut count = 0;
            term.for_each_var(&mut |v| {
                if !binding.is_bound(v) {
                    unbound = Some(v);
                    count += 1;
                }
            });
            match unbound {
                None => Ok(eval(term, binding, symbols)? == value),
                Some(v) => {
                    debug_assert_eq!(count, 1, "only linear terms are inverted");
                    let (a, b) = term.linear(v).expect("only linear terms are inverted");
                    let Symbol::Int(target) = value else {
                        return Ok(false);
                    };
                    // As gringo inverts it: `a*v+b = t` gives `v = (t-b)/a` if `a` divides
                    // `t-b`, in arithmetic that wraps around (so `a*v+b` has the value `t`).
                    let difference = target.wrapping_sub(b);
                    if a == 0 || difference.wrapping_rem(a) != 0 {
                        return Ok(false);
                    }
                    binding.bind(v, Symbol::Int(difference.wrapping_div(a)));
                    Ok(true)
                }
            }
        }
    }
}

/// Whether every variable of `term` is bound.
fn term_is_bound(term: &Term, binding: &Binding) -> bool {
    let mut bound = true;
    term.for_each_var(&mut |v| bound &= binding.is_bound(v));
    bound
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_as_clingo() {
        assert_eq!(binary(BinaryOp::Div, -7, 2), Some(-3));
        assert_eq!(binary(BinaryOp::Div, 7, -2), Some(-3));
        assert_eq!(binary(BinaryOp::Mod, -7, 2), Some(-1));
        assert_eq!(binary(BinaryOp::Mod, 7, -2), Some(1));
        assert_eq!(binary(BinaryOp::Pow, 2, -1), Some(0));
        assert_eq!(binary(BinaryOp::Pow, 1, -3), Some(0));
        assert_eq!(binary(BinaryOp::Pow, 0, -1), None);
        assert_eq!(binary(BinaryOp::Pow, 0, 0), Some(1));
        assert_eq!(binary(BinaryOp::Xor, 5, 3), Some(6));
        assert_eq!(binary(BinaryOp::Or, 5, 3), Some(7));
        assert_eq!(binary(BinaryOp::And, 5, 3), Some(1));
        assert_eq!(binary(BinaryOp::Div, 1, 0), None);
        assert_eq!(binary(BinaryOp::Mod, 1, 0), None);
    }

    #[test]
    fn overflow_wraps_around() {
        assert_eq!(binary(BinaryOp::Add, i32::MAX, 1), Some(i32::MIN));
        assert_eq!(binary(BinaryOp::Sub, i32::MIN, 1), Some(i32::MAX));
        assert_eq!(binary(BinaryOp::Mul, 65536, 65536), Some(0));
        assert_eq!(binary(BinaryOp::Mul, 65537, 65537), Some(131073));
        assert_eq!(binary(BinaryOp::Pow, 2, 31), Some(i32::MIN));
        assert_eq!(binary(BinaryOp::Pow, 3, 40), Some(689956897));
        assert_eq!(binary(BinaryOp::Pow, -1, -1), Some(0));
        assert_eq!(binary(BinaryOp::Div, i32::MIN, -1), Some(i32::MIN));
        assert_eq!(binary(BinaryOp::Mod, i32::MIN, -1), Some(0));
        let mut symbols = SymbolTable::new();
        for op in [UnaryOp::Minus, UnaryOp::Abs] {
            assert_eq!(
                unary(op, Symbol::Int(i32::MIN), &mut symbols),
                Some(Symbol::Int(i32::MIN))
            );
        }
        assert_eq!(
            unary(UnaryOp::BitNot, Symbol::Int(i32::MIN), &mut symbols),
            Some(Symbol::Int(i32::MAX))
        );
    }

    #[test]
    fn linear_terms_are_inverted() {
        let mut symbols = SymbolTable::new();
        let x = VarId(0);
        let span = Span::default();
        // 2*X+1 against 5 gives X = 2; against 4 nothing.
        let term = Term::Binary(
            BinaryOp::Add,
            Box::new(Term::Binary(
                BinaryOp::Mul,
                Box::new(Term::Symbol(Symbol::Int(2))),
                Box::new(Term::Variable(x)),
                span,
            )),
            Box::new(Term::Symbol(Symbol::Int(1))),
            span,
        );
        let mut binding = Binding::new(1);
        assert_eq!(
            matches(&term, Symbol::Int(5), &mut binding, &mut symbols),
            Ok(true)
        );
        assert_eq!(binding.get(x), Some(Symbol::Int(2)));
        let mut binding = Binding::new(1);
        assert_eq!(
            matches(&term, Symbol::Int(4), &mut binding, &mut symbols),
            Ok(false)
        );
    }
}
