//! A [`Ground`] program that grows: more text grounded as a step of its own, program parts
//! grounded with arguments, externals assigned (the REPL's program, entry by entry).

use super::session::parts;
use super::{Control, Error, ExternalValue, Ground, GroundOptions, Value, render, render_all};
use crate::engine::Part;
use crate::solve::OutputOrder;

impl Control {
    /// Like [`Control::ground_named`], keeping the statements and the atoms, so that more
    /// can be grounded on top: [`Ground::add_step`], [`Ground::ground_parts`].
    pub fn ground_steps(&self) -> Result<Ground, Error> {
        let (mut engine, mut messages) = self.engine()?;
        let grounded = engine.ground_parts(&[Part::base()], named());
        let warnings = grounded.map_err(|e| render(&e, &engine))?;
        messages.push_str(&render_all(&warnings, engine.sources()));
        let order = OutputOrder::new(engine.program());
        Ok(Ground {
            engine,
            order,
            messages,
        })
    }
}

/// Grounding with atom names.
fn named<'a>() -> GroundOptions<'a> {
    GroundOptions {
        atom_names: true,
        ..GroundOptions::default()
    }
}

impl Ground {
    /// Adds program text (`name` in messages) as the program part `part` (its statements
    /// up to a `#program` of its own) and grounds that part as the next step: its rules are
    /// instantiated over the atoms of all steps so far, the rules of earlier steps are not
    /// instantiated again (as clingo's multi-shot solving does). Returns the warnings and
    /// infos. For a [`Ground`] of [`Control::ground_steps`].
    pub fn add_step(&mut self, name: &str, text: &str, part: &str) -> Result<String, Error> {
        let mut messages = match self.engine.add_text_in_part(name, text, (part, &[])) {
            Ok(warnings) => render_all(&warnings, self.engine.sources()),
            Err(e) => return Err(render(&e, &self.engine)),
        };
        let part = Part {
            name: part.to_string(),
            args: Vec::new(),
        };
        messages.push_str(&self.step(&[part])?);
        Ok(messages)
    }

    /// Grounds the program parts named, with the values of their parameters, as the next
    /// step (see [`Ground::add_step`]). Returns the warnings and infos.
    pub fn ground_parts(&mut self, named: &[(&str, Vec<Value>)]) -> Result<String, Error> {
        let parts = parts(&mut self.engine, named);
        self.step(&parts)
    }

    fn step(&mut self, parts: &[Part]) -> Result<String, Error> {
        let grounded = self.engine.ground_parts(parts, named());
        let messages = grounded.map_err(|e| render(&e, &self.engine))?;
        self.order = OutputOrder::new(self.engine.program());
        Ok(render_all(&messages, self.engine.sources()))
    }

    /// Assigns an external atom a value for the following solves (or releases it); false
    /// if `atom` is no external atom (any more).
    pub fn assign_external(&mut self, atom: &Value, value: ExternalValue) -> bool {
        let symbol = self
            .engine
            .intern(|symbols| super::session::value_symbol(atom, symbols));
        self.engine.assign_external(symbol, value)
    }
}
