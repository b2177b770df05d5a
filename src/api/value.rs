//! [`Value`]: a ground term of an answer set, and a reader of printed symbols.

use crate::symbol::{Symbol, SymbolTable};
use std::fmt;

/// A ground term of an answer set, as clingo prints it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Value {
    /// `#inf`
    Infimum,
    /// An integer.
    Int(i32),
    /// A string (without quotes and escapes).
    Str(String),
    /// A constant `c`, a function `f(t,...)` (classically negated: `-f(t)`) or a tuple
    /// (empty name).
    Function {
        /// The name (empty for tuples).
        name: String,
        /// Written with a leading `-`.
        negative: bool,
        /// The arguments.
        args: Vec<Value>,
    },
    /// `#sup`
    Supremum,
}

impl Value {
    /// The value of a symbol of `symbols`.
    pub fn from_symbol(symbol: Symbol, symbols: &SymbolTable) -> Value {
        match symbol {
            Symbol::Infimum => Value::Infimum,
            Symbol::Supremum => Value::Supremum,
            Symbol::Int(n) => Value::Int(n),
            Symbol::Str(name) => Value::Str(symbols.text(name).to_string()),
            Symbol::Fun(id) => {
                let function = symbols.get(id);
                Value::Function {
                    name: symbols.text(function.name).to_string(),
                    negative: function.negative,
                    args: (function.args.iter())
                        .map(|&arg| Value::from_symbol(arg, symbols))
                        .collect(),
                }
            }
        }
    }

    /// Parses a symbol as clingo prints it (`p(1,"a",f(b))`, `-q`, `(1,2)`, `#sup`).
    pub fn parse(text: &str) -> Option<Value> {
        let mut parser = ValueParser {
            text: text.as_bytes(),
            pos: 0,
        };
        let value = parser.value()?;
        (parser.pos == text.len()).then_some(value)
    }

    /// The name of a function or constant (empty for tuples and other values).
    pub fn name(&self) -> &str {
        match self {
            Value::Function { name, .. } => name,
            _ => "",
        }
    }

    /// The arguments of a function (none for other values).
    pub fn args(&self) -> &[Value] {
        match self {
            Value::Function { args, .. } => args,
            _ => &[],
        }
    }

    /// The integer, if this is one.
    pub fn as_int(&self) -> Option<i32> {
        match self {
            Value::Int(n) => Some(*n),
            _ => None,
        }
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Infimum => f.write_str("#inf"),
            Value::Supremum => f.write_str("#sup"),
            Value::Int(n) => write!(f, "{n}"),
            Value::Str(s) => crate::syntax::quote(f, s),
            Value::Function {
                name,
                negative,
                args,
            } => {
                if *negative {
                    f.write_str("-")?;
                }
                f.write_str(name)?;
                if args.is_empty() && !name.is_empty() {
                    return Ok(());
                }
                f.write_str("(")?;
                for (i, arg) in args.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{arg}")?;
                }
                if name.is_empty() && args.len() == 1 {
                    f.write_str(",")?;
                }
                f.write_str(")")
            }
        }
    }
}

/// A recursive-descent reader of printed symbols.
struct ValueParser<'a> {
    text: &'a [u8],
    pos: usize,
}

impl ValueParser<'_> {
    fn peek(&self) -> Option<u8> {
        self.text.get(self.pos).copied()
    }

    fn eat(&mut self, c: u8) -> bool {
        let found = self.peek() == Some(c);
        self.pos += found as usize;
        found
    }

    fn value(&mut self) -> Option<Value> {
        if self.text[self.pos..].starts_with(b"#inf") {
            self.pos += 4;
            return Some(Value::Infimum);
        }
        if self.text[self.pos..].starts_with(b"#sup") {
            self.pos += 4;
            return Some(Value::Supremum);
        }
        match self.peek()? {
            b'"' => self.string(),
            b'(' => {
                let (args, trailing_comma) = self.arguments()?;
                if args.len() == 1 && !trailing_comma {
                    return args.into_iter().next();
                }
                Some(Value::Function {
                    name: String::new(),
                    negative: false,
                    args,
                })
            }
            b'-' if self.text.get(self.pos + 1).is_some_and(u8::is_ascii_digit) => self.integer(),
            b'-' => {
                self.pos += 1;
                match self.value()? {
                    Value::Function {
                        name,
                        negative,
                        args,
                    } if !name.is_empty() => Some(Value::Function {
                        name,
                        negative: !negative,
                        args,
                    }),
                    _ => None,
                }
            }
            b'0'..=b'9' => self.integer(),
            _ => {
                let start = self.pos;
                while self
                    .peek()
                    .is_some_and(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'\'')
                {
                    self.pos += 1;
                }
                if start == self.pos {
                    return None;
                }
                let name = std::str::from_utf8(&self.text[start..self.pos])
                    .ok()?
                    .to_string();
                let args = if self.peek() == Some(b'(') {
                    self.arguments()?.0
                } else {
                    Vec::new()
                };
                Some(Value::Function {
                    name,
                    negative: false,
                    args,
                })
            }
        }
    }

    /// An integer, possibly negative.
    fn integer(&mut self) -> Option<Value> {
        let start = self.pos;
        self.eat(b'-');
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.pos += 1;
        }
        let digits = std::str::from_utf8(&self.text[start..self.pos]).ok()?;
        digits.parse().ok().map(Value::Int)
    }

    /// `(v, ...)`, with whether there was a trailing comma.
    fn arguments(&mut self) -> Option<(Vec<Value>, bool)> {
        self.eat(b'(').then_some(())?;
        let mut args = Vec::new();
        let mut trailing = false;
        while !self.eat(b')') {
            args.push(self.value()?);
            trailing = self.eat(b',');
            if !trailing {
                self.eat(b')').then_some(())?;
                break;
            }
        }
        Some((args, trailing))
    }

    fn string(&mut self) -> Option<Value> {
        self.pos += 1;
        let mut bytes = Vec::new();
        loop {
            match self.peek()? {
                b'"' => {
                    self.pos += 1;
                    return String::from_utf8(bytes).ok().map(Value::Str);
                }
                b'\\' => {
                    self.pos += 1;
                    bytes.push(match self.peek()? {
                        b'n' => b'\n',
                        c => c,
                    });
                    self.pos += 1;
                }
                c => {
                    bytes.push(c);
                    self.pos += 1;
                }
            }
        }
    }
}
