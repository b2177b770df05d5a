//! A rendering of a ground program as it is, translation and auxiliary atoms included: the
//! grounder's tests compare it. (`--text` prints what the input wrote instead:
//! `ground::surface`.)
//!
//! Atoms print as their symbols (`names`), the atoms of theory atoms as gringo prints those
//! (`&sum{1: p(1); 2: p(2)}>=(2)`, [`TheoryData::atom_text`]), other auxiliary atoms as
//! `#aux(N)`. Statements print in program order: rules (`a:-b,not c.`, `{a;b}:-c.`,
//! `a;b:-c.`, weight bodies as `h:-2<=#sum{1:a;2:not b}.`), theory directives (`&d{1; 2}.`),
//! minimize statements, externals, and shown terms that are not atoms.
//!
//! [`TheoryData::atom_text`]: super::theory::TheoryData::atom_text

use super::{Body, GroundLit, GroundProgram, HeadKind};
use std::fmt::Write;

/// Renders `program`; `names[a]` is the symbol of atom `a` if it stands for one.
pub fn write(program: &GroundProgram, names: &[Option<String>]) -> String {
    let symbol = |atom: u32| -> String {
        match names.get(atom as usize) {
            Some(Some(n)) => n.clone(),
            _ => format!("#aux({atom})"),
        }
    };
    // The literals of theory elements' conditions, without theory atoms' texts (an
    // element's condition may name the atom of a theory atom, even its own).
    let plain_lit = |l: GroundLit| -> String {
        match l.is_negative() {
            true => format!("not {}", symbol(l.atom().0)),
            false => symbol(l.atom().0),
        }
    };
    let theory = &program.theory;
    let mut theory_atoms = std::collections::HashMap::new();
    for atom in &theory.atoms {
        if let Some(a) = atom.atom {
            theory_atoms.entry(a.0).or_insert(atom);
        }
    }
    let name = |atom: u32| -> String {
        match (names.get(atom as usize), theory_atoms.get(&atom)) {
            (Some(Some(n)), _) => n.clone(),
            (_, Some(theory_atom)) => theory.atom_text(theory_atom, &plain_lit),
            _ => format!("#aux({atom})"),
        }
    };
    let lit = |l: GroundLit| -> String {
        if l.is_negative() {
            format!("not {}", name(l.atom().0))
        } else {
            name(l.atom().0)
        }
    };
    let mut out = String::new();
    for rule in &program.rules {
        let head: Vec<String> = rule.head.iter().map(|a| name(a.0)).collect();
        match rule.kind {
            HeadKind::Choice => {
                let _ = write!(out, "{{{}}}", head.join(";"));
            }
            HeadKind::Disjunction => out.push_str(&head.join(";")),
        }
        let body = match &rule.body {
            Body::Normal(lits) => lits.iter().map(|&l| lit(l)).collect::<Vec<_>>().join(","),
            Body::Sum { lower, elements } => {
                let elements: Vec<String> = elements
                    .iter()
                    .map(|e| format!("{}:{}", e.weight, lit(e.lit)))
                    .collect();
                format!("{lower}<=#sum{{{}}}", elements.join(";"))
            }
        };
        if !body.is_empty() || head.is_empty() {
            out.push_str(":-");
            out.push_str(&body);
        }
        out.push_str(".\n");
    }
    for directive in theory.atoms.iter().filter(|a| a.atom.is_none()) {
        let _ = writeln!(out, "{}.", theory.atom_text(directive, &plain_lit));
    }
    for minimize in &program.minimize {
        let elements: Vec<String> = minimize
            .elements
            .iter()
            .map(|e| format!("{}@{}:{}", e.weight, minimize.priority, lit(e.lit)))
            .collect();
        let _ = writeln!(out, "#minimize{{{}}}.", elements.join(";"));
    }
    for (atom, value) in &program.externals {
        let value = value.directive_suffix();
        let _ = writeln!(out, "#external {}.{value}", name(atom.0));
    }
    let atom_names: std::collections::HashSet<&str> =
        names.iter().flatten().map(String::as_str).collect();
    for output in &program.outputs {
        let is_atom = output.condition.len() == 1
            && !output.condition[0].is_negative()
            && name(output.condition[0].atom().0) == output.symbol;
        if is_atom || (output.condition.is_empty() && atom_names.contains(output.symbol.as_str())) {
            continue;
        }
        let condition: Vec<String> = output.condition.iter().map(|&l| lit(l)).collect();
        if condition.is_empty() {
            let _ = writeln!(out, "#show {}.", output.symbol);
        } else {
            let _ = writeln!(out, "#show {}:{}.", output.symbol, condition.join(","));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::aspif::read::read;

    #[test]
    fn theory_atoms_print_as_gringo_prints_them() {
        // clingo's aspif of `{q(1..2)}. r :- &a{ X : q(X) } >= 1. &d{ x }.` (theory `t`).
        let text = "asp 1 0 0\n1 1 1 1 0 0\n1 1 1 2 0 0\n1 0 1 4 0 1 3\n9 1 0 1 d\n\
                    9 1 1 1 x\n9 4 0 1 1 0\n9 5 0 0 1 0\n9 1 2 1 a\n9 0 3 1\n9 4 1 1 3 1 1\n\
                    9 0 5 2\n9 4 2 1 5 1 2\n9 1 4 2 >=\n9 6 3 2 2 1 2 4 3\n0\n";
        let program = read(text).unwrap();
        let names = [
            None,
            Some("q(1)".into()),
            Some("q(2)".into()),
            None,
            Some("r".into()),
        ];
        assert_eq!(
            write(&program, &names),
            "{q(1)}.\n{q(2)}.\nr:-&a{1: q(1); 2: q(2)}>=(1).\n&d{x}.\n"
        );
    }
}
