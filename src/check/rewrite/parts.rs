//! Program parts: a part's parameters are variables of its statements, as in gringo, and
//! the statements of parts not being grounded are rewritten on a scratch program, for their
//! messages only.

use super::*;

/// A program being built, set aside by [`Rewriter::take_program`].
pub(crate) struct SavedProgram {
    program: ir::Program,
    predicates: HashMap<ir::Predicate, PredId>,
    projections: Vec<ir::Rule>,
    aux_count: u32,
}

/// The name of the variable that stands for the `i`th parameter of a program part (gringo's
/// name; a user cannot write it).
pub(super) fn part_variable(i: usize) -> String {
    format!("#Inc{i}")
}

impl Rewriter<'_> {
    /// Binds the parameters of a program part (they shadow constants of the same name);
    /// returns what they shadow, for [`Rewriter::restore_consts`].
    pub fn bind_params(
        &mut self,
        params: impl Iterator<Item = (String, Symbol)>,
    ) -> Vec<(String, Option<Term>)> {
        self.params = params.collect();
        (self.params.iter())
            .map(|(name, value)| {
                let before = self.consts.insert(name.clone(), Term::Symbol(*value));
                (name.clone(), before)
            })
            .collect()
    }

    /// The variables of the program part being rewritten and the literals that bind them to
    /// the parameters' values (`#Inc0 = 1` for gringo's `#inc_step(#Inc0)`); none in a part
    /// without parameters.
    pub(super) fn part_literals(
        &self,
        scope: &mut Scope,
        span: Span,
    ) -> (Vec<VarId>, Vec<BodyElement>) {
        (self.params.iter().enumerate())
            .map(|(i, (_, value))| {
                let var = scope.var(&part_variable(i), span);
                let literal = BodyElement::Literal(Literal::Compare(
                    Naf::Positive,
                    Term::Variable(var),
                    Relation::Eq,
                    Term::Symbol(*value),
                ));
                (var, literal)
            })
            .unzip()
    }

    /// Sets the program being built aside for a scratch rewriting (see
    /// [`Rewriter::restore_program`]): the rewriting then starts from an empty program.
    pub fn take_program(&mut self) -> SavedProgram {
        SavedProgram {
            program: std::mem::take(&mut self.program),
            predicates: std::mem::take(&mut self.predicates),
            projections: std::mem::take(&mut self.projections),
            aux_count: self.aux_count,
        }
    }

    /// Puts back the program that [`Rewriter::take_program`] set aside, dropping what was
    /// rewritten meanwhile.
    pub fn restore_program(&mut self, saved: SavedProgram) {
        self.program = saved.program;
        self.predicates = saved.predicates;
        self.projections = saved.projections;
        self.aux_count = saved.aux_count;
    }

    /// Undoes [`Rewriter::bind_params`].
    pub fn restore_consts(&mut self, shadowed: Vec<(String, Option<Term>)>) {
        self.params.clear();
        for (name, before) in shadowed.into_iter().rev() {
            match before {
                Some(value) => self.consts.insert(name, value),
                None => self.consts.remove(&name),
            };
        }
    }
}
