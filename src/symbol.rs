//! Ground terms (symbols), hash-consed in a [`SymbolTable`] so that a [`Symbol`] is a small
//! `Copy` handle whose equality and hash are those of the term.
//!
//! Invariants: two symbols are equal iff they denote the same term (names, strings and
//! function terms are interned); numbers are clingo's 32-bit integers. The total order
//! ([`SymbolTable::compare`]) is clingo's:
//! `#inf` < numbers < constants < negated constants < strings < functions < `#sup`,
//! where functions (including tuples, whose name is empty) are ordered by sign (positive
//! first), arity, name and then arguments, and names and strings bytewise.

use indexmap::IndexSet;
use rustc_hash::FxBuildHasher;
use std::cmp::Ordering;
use std::fmt::{self, Write};

/// An interned name or string.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Name(u32);

impl Name {
    /// The empty name (of tuples); every [`SymbolTable`] interns it first.
    pub const EMPTY: Name = Name(0);
}

/// A ground term.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Symbol {
    /// `#inf`, the smallest symbol.
    Infimum,
    /// An integer.
    Int(i32),
    /// A string.
    Str(Name),
    /// A constant, function or tuple (index into the table's functions).
    Fun(FunId),
    /// `#sup`, the largest symbol.
    Supremum,
}

/// Index of an interned function term.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FunId(u32);

/// The parts of a function term: `-name(args)`; a tuple has the empty name.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Function {
    /// The name (empty for tuples).
    pub name: Name,
    /// Classically negated (`-f(x)`, `-c`).
    pub negative: bool,
    /// The arguments (empty for constants).
    pub args: Box<[Symbol]>,
}

/// The interning tables behind [`Name`] and [`Symbol`].
#[derive(Debug)]
pub struct SymbolTable {
    names: IndexSet<Box<str>, FxBuildHasher>,
    functions: IndexSet<Function, FxBuildHasher>,
}

impl Default for SymbolTable {
    fn default() -> Self {
        SymbolTable::new()
    }
}

impl SymbolTable {
    /// A table that knows only the empty name.
    pub fn new() -> SymbolTable {
        let mut table = SymbolTable {
            names: IndexSet::default(),
            functions: IndexSet::default(),
        };
        table.name("");
        table
    }

    /// Interns a name or string.
    pub fn name(&mut self, text: &str) -> Name {
        if let Some(index) = self.names.get_index_of(text) {
            return Name(index as u32);
        }
        Name(self.names.insert_full(text.into()).0 as u32)
    }

    /// The text of a name.
    pub fn text(&self, name: Name) -> &str {
        &self.names[name.0 as usize]
    }

    /// The empty name, used by tuples.
    pub fn tuple_name(&self) -> Name {
        Name(0)
    }

    /// The function term `-name(args)` (a constant when `args` is empty).
    pub fn function(&mut self, name: Name, negative: bool, args: &[Symbol]) -> Symbol {
        let function = Function {
            name,
            negative,
            args: args.into(),
        };
        if let Some(index) = self.functions.get_index_of(&function) {
            return Symbol::Fun(FunId(index as u32));
        }
        Symbol::Fun(FunId(self.functions.insert_full(function).0 as u32))
    }

    /// The constant `name`.
    pub fn constant(&mut self, name: &str) -> Symbol {
        let name = self.name(name);
        self.function(name, false, &[])
    }

    /// The string symbol with text `text`.
    pub fn string(&mut self, text: &str) -> Symbol {
        Symbol::Str(self.name(text))
    }

    /// The tuple `(args)`.
    pub fn tuple(&mut self, args: &[Symbol]) -> Symbol {
        self.function(Name(0), false, args)
    }

    /// The parts of a function symbol.
    pub fn get(&self, id: FunId) -> &Function {
        &self.functions[id.0 as usize]
    }

    /// The parts of `symbol` if it is a function (or constant, or tuple).
    pub fn function_of(&self, symbol: Symbol) -> Option<&Function> {
        match symbol {
            Symbol::Fun(id) => Some(self.get(id)),
            _ => None,
        }
    }

    /// `symbol` with its classical sign flipped, if it is a function, constant or tuple
    /// (clingo negates tuples too: `-(1,2)`, `-()`).
    pub fn negate(&mut self, symbol: Symbol) -> Option<Symbol> {
        let Symbol::Fun(id) = symbol else {
            return None;
        };
        let function = self.get(id).clone();
        Some(self.function(function.name, !function.negative, &function.args))
    }

    /// clingo's total order on symbols.
    #[inline]
    pub fn compare(&self, a: Symbol, b: Symbol) -> Ordering {
        if let (Symbol::Int(x), Symbol::Int(y)) = (a, b) {
            return x.cmp(&y);
        }
        if a == b {
            return Ordering::Equal;
        }
        let class = |s: Symbol| -> u8 {
            match s {
                Symbol::Infimum => 0,
                Symbol::Int(_) => 1,
                Symbol::Fun(id) => {
                    let f = self.get(id);
                    match (f.args.is_empty(), f.negative) {
                        (true, false) => 2,
                        (true, true) => 3,
                        _ => 5,
                    }
                }
                Symbol::Str(_) => 4,
                Symbol::Supremum => 6,
            }
        };
        class(a).cmp(&class(b)).then_with(|| match (a, b) {
            (Symbol::Int(x), Symbol::Int(y)) => x.cmp(&y),
            (Symbol::Str(x), Symbol::Str(y)) => self.text(x).cmp(self.text(y)),
            (Symbol::Fun(x), Symbol::Fun(y)) => {
                let (f, g) = (self.get(x), self.get(y));
                f.negative
                    .cmp(&g.negative)
                    .then(f.args.len().cmp(&g.args.len()))
                    .then_with(|| self.text(f.name).cmp(self.text(g.name)))
                    .then_with(|| {
                        f.args
                            .iter()
                            .zip(g.args.iter())
                            .map(|(&x, &y)| self.compare(x, y))
                            .find(|o| o.is_ne())
                            .unwrap_or(Ordering::Equal)
                    })
            }
            _ => Ordering::Equal,
        })
    }

    /// Writes `symbol` as clingo prints it.
    pub fn write(&self, out: &mut impl Write, symbol: Symbol) -> fmt::Result {
        match symbol {
            Symbol::Infimum => out.write_str("#inf"),
            Symbol::Supremum => out.write_str("#sup"),
            Symbol::Int(n) => write!(out, "{n}"),
            Symbol::Str(s) => crate::syntax::quote(out, self.text(s)),
            Symbol::Fun(id) => {
                let f = self.get(id);
                self.write_function(out, f.name, f.negative, &f.args)
            }
        }
    }

    /// Writes the function term `-name(args)` as clingo prints it, without interning it.
    pub fn write_function(
        &self,
        out: &mut impl Write,
        name: Name,
        negative: bool,
        args: &[Symbol],
    ) -> fmt::Result {
        if negative {
            out.write_char('-')?;
        }
        let name = self.text(name);
        out.write_str(name)?;
        if args.is_empty() && !name.is_empty() {
            return Ok(());
        }
        out.write_char('(')?;
        for (i, &arg) in args.iter().enumerate() {
            if i > 0 {
                out.write_char(',')?;
            }
            self.write(out, arg)?;
        }
        if name.is_empty() && args.len() == 1 {
            out.write_char(',')?;
        }
        out.write_char(')')
    }

    /// `symbol` as clingo prints it.
    pub fn show(&self, symbol: Symbol) -> String {
        let mut out = String::new();
        self.write(&mut out, symbol).expect("writing to a string");
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prints_like_clingo() {
        let mut t = SymbolTable::new();
        let a = t.constant("a");
        let s = t.string("x\"y");
        let f = t.name("f");
        let fa = t.function(f, false, &[a, Symbol::Int(-1), s]);
        assert_eq!(t.show(fa), "f(a,-1,\"x\\\"y\")");
        let neg = t.negate(fa).unwrap();
        assert_eq!(t.show(neg), "-f(a,-1,\"x\\\"y\")");
        let empty = t.tuple(&[]);
        assert_eq!(t.show(empty), "()");
        let one = t.tuple(&[a]);
        assert_eq!(t.show(one), "(a,)");
        let two = t.tuple(&[a, a]);
        assert_eq!(t.show(two), "(a,a)");
        assert_eq!(t.show(Symbol::Infimum), "#inf");
    }

    #[test]
    fn orders_like_clingo() {
        // The order clingo 5.8 gives these terms (checked with the oracle).
        let mut t = SymbolTable::new();
        let (f, g) = (t.name("f"), t.name("g"));
        let a = t.constant("a");
        let one = Symbol::Int(1);
        let expected = [
            Symbol::Infimum,
            Symbol::Int(-1),
            one,
            t.tuple(&[]),
            a,
            t.constant("ab"),
            t.constant("b"),
            t.constant("f"),
            t.negate(a).unwrap(),
            t.string("s"),
            t.string("t"),
            t.tuple(&[one]),
            t.function(f, false, &[one]),
            t.function(f, false, &[a]),
            t.function(g, false, &[one]),
            t.tuple(&[one, Symbol::Int(2)]),
            t.function(f, false, &[one, Symbol::Int(2)]),
            t.function(f, true, &[one]),
            Symbol::Supremum,
        ];
        for (i, &x) in expected.iter().enumerate() {
            for (j, &y) in expected.iter().enumerate() {
                assert_eq!(t.compare(x, y), i.cmp(&j), "{} vs {}", t.show(x), t.show(y));
            }
        }
    }
}
