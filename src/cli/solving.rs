//! Solving a ground program as the reasoning settings say: enumeration, optimization, brave
//! and cautious consequences, with clasp's warnings, reporting each model and the summary.

use super::cpu_time;
use super::explain::Printed;
use super::parallel;
use super::settings::{ProjectTarget, Reasoning, Settings};
use crate::aspif::GroundProgram;
use crate::aspif::dimacs::VarRange;
use crate::engine::Engine;
use crate::output::{self, ModelReport, Outcome, Printer, Summary, Times};
use crate::solve::{
    ConsequenceKind, Consequences, DecisionHeuristic, EnumMode, Enumeration, LiveStats, Model,
    OptMode, OptStrategy, Optimization, OptimizeResult, OutputOrder, Projection, SolveOptions,
    SolveResult, SolveStats, Solver,
};
use std::cell::RefCell;
use std::io::Write;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

/// What a solving run found, for the summary.
#[derive(Default)]
struct Found {
    /// Models reported.
    models: u64,
    /// Time of the first and of the last model, since solving started.
    first_model: Option<Duration>,
    last_model: Duration,
    /// Where the models are published for the status line, if anywhere.
    live: Option<Arc<LiveStats>>,
}

impl Found {
    /// Notes a model found now, with its costs (empty: none).
    fn model(&mut self, solve_start: Instant, costs: &[i64]) {
        if let Some(live) = &self.live {
            live.model(costs);
        }
        self.models += 1;
        self.last_model = solve_start.elapsed();
        self.first_model.get_or_insert(self.last_model);
    }
}

/// clasp's warnings about the reasoning mode (`mode`: the optimization mode if there is
/// something to optimize), in its order, each with whether clasp gives it when the search
/// starts (after `Solving...`) rather than while it prepares it; none for a program refuted
/// before the search.
fn mode_warnings(
    solver: &mut Solver,
    reasoning: &Reasoning,
    mode: Option<OptMode>,
    limit: u64,
    enumeration: &Enumeration,
) -> Vec<(&'static str, bool)> {
    if !solver.consistent_at_root() {
        return Vec::new();
    }
    let consequences = reasoning.consequences.is_some();
    let optimal = mode == Some(OptMode::Optimal);
    let projection = enumeration.projection.as_ref();
    [
        (
            mode == Some(OptMode::Bounded) && reasoning.bound.is_none(),
            "opt-mode=enum: No bound given, optimize statement ignored.",
            false,
        ),
        (
            optimal && consequences,
            "Optimization: Consequences may depend on enumeration order.",
            false,
        ),
        (
            optimal
                && !consequences
                && projection.is_some_and(|p| !solver.projection_covers_objective(p)),
            "Projection: Optimization may depend on enumeration order.",
            false,
        ),
        (
            optimal && limit != 0,
            "#models not 0: optimality of last model not guaranteed.",
            true,
        ),
        (
            // With optN the models are reported as optimal ones, not as consequences.
            consequences && mode != Some(OptMode::EnumerateOptimal) && limit != 0,
            "#models not 0: last model may not cover consequences.",
            true,
        ),
    ]
    .into_iter()
    .filter_map(|(applies, text, at_search)| applies.then_some((text, at_search)))
    .collect()
}

/// The program being solved and how its models are shown.
#[derive(Clone, Copy)]
struct Shown<'a> {
    program: &'a GroundProgram,
    /// DIMACS input: models show the program's shown names (in the order of its output
    /// table), then the values of these variables, as clasp prints them.
    sat_variables: Option<VarRange>,
}

/// A solving run: the solver of a program, and where its models are reported.
struct Run<'a> {
    solver: &'a mut Solver,
    ground: Shown<'a>,
    /// The start of the run and of solving.
    clock: (Instant, Instant),
    found: Found,
    printer: &'a mut dyn Printer,
    /// The order of the program's outputs, made once for all models.
    order: OutputOrder,
    /// Where the true atoms of the answer sets printed are kept, if anywhere.
    printed: Option<&'a mut Vec<Printed>>,
}

/// Keeps the true atoms of a printed model `model` (numbered `number`), if asked to.
fn keep(printed: &mut Option<&mut Vec<Printed>>, number: u64, model: &Model) {
    if let Some(printed) = printed {
        printed.push((number, model.true_atoms.clone()));
    }
}

impl Run<'_> {
    /// Computes the consequences (over the outputs or projection atoms `over`, at most
    /// `limit` models, 0: all) as clasp does under the optimization mode of `optimize`
    /// (`None`: no minimize statements, or `--opt-mode=ignore`): over all models (`enum`
    /// without a bound), the models within the bound (`enum`), the optimal ones after an
    /// optimization phase whose models are reported first (`optN`), or models of decreasing
    /// cost (`opt`). Fills in the summary's consequences and costs; returns how the search
    /// ended.
    fn consequences(
        &mut self,
        (kind, over, limit): (ConsequenceKind, &Projection, u64),
        optimize: Option<&Optimization>,
        summary: &mut Summary,
    ) -> SolveResult {
        let mode = optimize.map(|how| how.mode);
        let (start, solve_start) = self.clock;
        let (ground, order) = (self.ground, &self.order);
        // Both phases report to the printer (one after the other).
        let reporting = RefCell::new((&mut self.found, &mut *self.printer));
        let mut optimizing = |model: &Model| {
            let (found, printer) = &mut *reporting.borrow_mut();
            found.model(solve_start, &model.costs);
            if printer.wants_models(true) {
                let atoms = model.shown_in(ground.program, order);
                printer.model(ModelReport {
                    costs: Some(model.costs.clone()),
                    ..ModelReport::new(model.number, start.elapsed().as_secs_f64(), atoms)
                });
            }
            true
        };
        let mut step = |step: &Consequences| {
            let (found, printer) = &mut *reporting.borrow_mut();
            found.model(solve_start, &step.costs);
            // With optN the limit counts the optimal models.
            let go_on = limit == 0 || step.number < limit;
            if printer.wants_models(true) {
                let atoms = step.shown(ground.program);
                printer.model(ModelReport {
                    costs: mode.is_some().then(|| step.costs.clone()),
                    consequences: Some((step.definite, step.open)),
                    ..ModelReport::new(step.number, start.elapsed().as_secs_f64(), atoms)
                });
            }
            go_on
        };
        let (result, last, phase_one) = (self.solver).optimized_consequences(
            (kind, over),
            optimize,
            &mut optimizing,
            &mut step,
        );
        let Some(last) = last else {
            return result;
        };
        summary.consequences = Some(output::ConsequenceSummary {
            brave: kind == ConsequenceKind::Brave,
            definite: last.definite,
            open: last.open,
            complete: last.complete,
        });
        let Some(mode) = mode else {
            return result;
        };
        let proven = phase_one.as_ref().map_or(last.complete, |r| r.proven);
        summary.optimum = Some(proven);
        if mode != OptMode::Bounded {
            summary.costs = Some(last.costs.clone());
            summary.optimal = Some(match mode {
                OptMode::EnumerateOptimal => last.number,
                _ => u64::from(proven),
            });
        }
        if proven {
            summary.outcome = Outcome::OptimumFound;
        }
        match (result, phase_one) {
            (SolveResult::Satisfiable { exhausted, .. }, Some(_)) => SolveResult::Satisfiable {
                models: self.found.models,
                exhausted,
            },
            (result, _) => result,
        }
    }
}

/// Solves as the reasoning settings say, reporting each model to `printer` (and keeping the
/// true atoms of each one printed in `printed`, if given); returns the summary and the exit
/// code. With `session`, the solver is the engine's multi-shot one
/// (kept across grounding steps, its externals assumed), otherwise the one-shot one.
pub(super) fn solve(
    (engine, session): (&mut Engine, bool),
    (sat_variables, printed): (Option<VarRange>, Option<&mut Vec<Printed>>),
    options: &SolveOptions,
    settings: &Settings,
    start: Instant,
    printer: &mut dyn Printer,
    err: &mut dyn Write,
) -> Result<(Summary, i32), String> {
    let solve_start = Instant::now();
    printer.call_start((solve_start - start).as_secs_f64());
    // The statistics of the solvers of earlier calls that this one replaced (clingo's are
    // accumulated over the calls).
    let mut earlier = match session {
        true => engine.replaced_session_stats(),
        false => SolveStats::default(),
    };
    let (solver, view) = if session {
        let (solver, view, externals) =
            engine.session_solver(options).map_err(|e| e.to_string())?;
        solver.assume(&externals);
        (solver, view)
    } else {
        engine.solver(options).map_err(|e| e.to_string())?
    };
    let program = view.program;
    let ground = Shown {
        program,
        sat_variables,
    };
    let reasoning = &settings.reasoning;
    let optimizing = !program.minimize.is_empty() && reasoning.opt_mode.is_some();
    if optimizing {
        solver.check_objective().map_err(|e| e.to_string())?;
    }
    let mut enumeration = enumeration(reasoning, program);
    let warn = |err: &mut dyn Write, text: &str| {
        let _ = writeln!(err, "*** Warn : (rasp): {text}");
    };
    if reasoning.dom_rec {
        if !matches!(options.heuristic, DecisionHeuristic::Domain(_)) {
            warn(
                err,
                "Reasoning mode requires domain heuristic and is ignored.",
            );
        } else if solver.has_domain_record_vars() {
            enumeration.mode = EnumMode::DomainRecord;
        } else {
            warn(err, "domRec ignored: No domain atoms found.");
            enumeration.mode = EnumMode::Record;
        }
    }
    let mode = reasoning.opt_mode.filter(|_| optimizing);
    let warnings = mode_warnings(
        solver,
        reasoning,
        mode,
        settings.models.unwrap_or(0),
        &enumeration,
    );
    for &(text, _) in warnings.iter().filter(|(_, at_search)| !at_search) {
        warn(err, text);
    }
    printer.solving(output::Phases {
        reading: (solve_start - start).as_secs_f64(),
        preprocessing: solve_start.elapsed().as_secs_f64(),
    });
    for &(text, _) in warnings.iter().filter(|(_, at_search)| *at_search) {
        warn(err, text);
    }
    let mut summary = super::unknown_summary(start);
    let mut winner = None;
    let mut run = Run {
        solver,
        ground,
        clock: (start, solve_start),
        found: Found {
            live: options.live.clone(),
            ..Found::default()
        },
        printer,
        order: OutputOrder::new(program),
        printed,
    };
    let how = Optimization {
        mode: mode.unwrap_or_default(),
        strategy: reasoning.strategy,
        bound: reasoning.bound.clone(),
        enumeration,
    };
    let result = if let Some(kind) = reasoning.consequences {
        let over = consequence_atoms(reasoning, program);
        let limit = settings.models.unwrap_or(0);
        let optimize = optimizing.then_some(&how);
        run.consequences((kind, &over, limit), optimize, &mut summary)
    } else if optimizing {
        // The limit counts the models of the enumeration phase (optN, enum) or all (opt).
        let limit = settings.models.unwrap_or(match how.mode {
            OptMode::Bounded => 1,
            _ => 0,
        });
        let parallel = settings.threads > 1
            && limit == 0
            && reasoning.stop.is_none()
            && how.mode == OptMode::Optimal
            && how.strategy == OptStrategy::BranchAndBound;
        if parallel {
            let portfolio = settings.portfolio();
            let (result, solver) =
                run.optimize_parallel((options, &how), portfolio, &mut summary)?;
            winner = solver;
            result
        } else {
            run.optimize(&how, (limit, reasoning.stop.as_deref()), &mut summary)
        }
    } else {
        let limit = settings.models.unwrap_or(1);
        // As clasp: several threads enumerate by splitting the search space, and so do
        // those of `split` mode for one model; the threads of `compete` mode race for one.
        let splits = settings.threads > 1
            && (limit != 1 || settings.split)
            && how.enumeration.mode == EnumMode::Backtrack
            && how.enumeration.projection.is_none();
        if splits {
            let portfolio = settings.portfolio();
            let enumerated = run.enumerate_parallel((options, &how.enumeration), portfolio, limit);
            let enumerated = enumerated.map_err(|e| e.to_string())?;
            summary.threads = Some((settings.threads, enumerated.winner));
            for stats in &enumerated.others {
                earlier = earlier.then(stats);
            }
            enumerated.result
        } else if limit == 1 && settings.threads > 1 {
            let raced = parallel::race(
                run.solver,
                program,
                options,
                &how.enumeration,
                settings.portfolio(),
            );
            let raced = raced.map_err(|e| e.to_string())?;
            summary.threads = Some((settings.threads, raced.winner));
            winner = raced.solver;
            run.report_race(raced.model.as_ref());
            raced.result
        } else {
            run.enumerate(&how.enumeration, limit)
        }
    };
    if settings.threads > 1 {
        summary.threads.get_or_insert((settings.threads, 0));
    }
    let Run { found, solver, .. } = run;
    finish_summary(&mut summary, &result, &found, (start, solve_start));
    let solver = winner.as_ref().unwrap_or(solver);
    summary.statistics = settings
        .stats
        .then(|| statistics(solver, &earlier, program));
    // A search stopped with the interrupt flag unset stopped at `--solve-limit`: clingo then
    // reports neither an interrupt nor a time limit, and its exit code lacks the
    // interrupted bit (0 without a model, 10 with one).
    let interrupted = (options.interrupt.as_ref()).is_some_and(|flag| flag.load(Ordering::SeqCst));
    let code = match result {
        SolveResult::Interrupted { models } if !interrupted => {
            summary.time_limit = false;
            if models > 0 { 10 } else { 0 }
        }
        _ => result.exit_code(),
    };
    printer.call_end(&summary);
    Ok((summary, code))
}

/// How models are enumerated: `auto` is backtracking, as in clasp for the enumerations that
/// follow or replace an optimization (optN, enum); its choice of `record` for plain `opt`
/// concerns no enumeration here. Projected as `--project` says.
fn enumeration(reasoning: &Reasoning, program: &GroundProgram) -> Enumeration {
    Enumeration {
        mode: reasoning.enum_mode.unwrap_or(EnumMode::Backtrack),
        projection: reasoning.project.map(|target| projection(target, program)),
        count_only: false,
    }
}

/// The atoms brave and cautious consequences are over: as clasp, the `#project` atoms if
/// the program has some (unless `--project=show`), else the shown ones.
fn consequence_atoms(reasoning: &Reasoning, program: &GroundProgram) -> Projection {
    projection(reasoning.project.unwrap_or(ProjectTarget::Auto), program)
}

/// The atoms `--project`'s target names in `program`.
fn projection(target: ProjectTarget, program: &GroundProgram) -> Projection {
    match target {
        ProjectTarget::Show => Projection::Shown,
        ProjectTarget::Project => Projection::Atoms(program.projection.clone().unwrap_or_default()),
        ProjectTarget::Auto => Projection::auto(program),
    }
}

impl Run<'_> {
    /// A model of `ground` as the printer reports it (`start`: of the run).
    fn report_of(
        (ground, order): (Shown<'_>, &OutputOrder),
        start: Instant,
        model: &Model,
        costs: Option<Vec<i64>>,
    ) -> ModelReport {
        let time = start.elapsed().as_secs_f64();
        let values = match ground.sat_variables {
            // clasp shows the names whose condition holds, then every variable of the range,
            // negative when it is false.
            Some(range) => {
                let outputs = ground.program.outputs.iter();
                let names: Vec<String> = (outputs
                    .filter(|o| o.condition.iter().all(|&l| model.holds(l))))
                .map(|o| o.symbol.clone())
                .collect();
                let values = range.atoms().map(|v| match model.is_true(v) {
                    true => v.0.to_string(),
                    false => format!("-{}", v.0),
                });
                ModelReport {
                    names: names.len(),
                    atoms: names.into_iter().chain(values).collect(),
                    ..ModelReport::new(model.number, time, Vec::new())
                }
            }
            None => ModelReport::new(model.number, time, model.shown_in(ground.program, order)),
        };
        ModelReport {
            costs,
            best: model.optimal,
            ..values
        }
    }

    /// Optimizes as `how` says, reporting models until `limit` (0: no limit) are counted;
    /// fills in the summary's optimum, costs and bounds.
    fn optimize(
        &mut self,
        how: &Optimization,
        (limit, stop): (u64, Option<&[i64]>),
        summary: &mut Summary,
    ) -> SolveResult {
        let mode = how.mode;
        let solve_start = self.clock.1;
        let mut counted = 0;
        let solver = &mut *self.solver;
        let (found, printer) = (&mut self.found, &mut *self.printer);
        let (ground, start) = (self.ground, self.clock.0);
        let order = &self.order;
        let report = |model: &Model, costs| Run::report_of((ground, order), start, model, costs);
        let printed = &mut self.printed;
        let result = solver.optimize(how, &mut |model| {
            found.model(solve_start, &model.costs);
            if printer.wants_models(true) {
                printer.model(report(model, Some(model.costs.clone())));
                keep(printed, model.number, model);
            }
            if mode == OptMode::Optimal || model.optimal || mode == OptMode::Bounded {
                counted += 1;
            }
            let good_enough = stop.is_some_and(|stop| within(&model.costs, stop));
            (limit == 0 || counted < limit) && !good_enough
        });
        optimization_summary(&result, mode, summary);
        result.result
    }

    /// Optimizes (`opt`, branch-and-bound, no model limit) with `threads` threads sharing
    /// their best costs; reports each better model; fills in the summary as
    /// [`Run::optimize`] does; returns the winner's solver if it is not this run's.
    fn optimize_parallel(
        &mut self,
        (options, how): (&SolveOptions, &Optimization),
        portfolio: parallel::Portfolio,
        summary: &mut Summary,
    ) -> Result<(SolveResult, Option<Solver>), String> {
        let solve_start = self.clock.1;
        let (found, printer) = (&mut self.found, &mut *self.printer);
        let (ground, start) = (self.ground, self.clock.0);
        let order = &self.order;
        let program = ground.program;
        let printed = &mut self.printed;
        let optimized = parallel::optimize(
            self.solver,
            program,
            options,
            how,
            portfolio,
            &mut |model| {
                found.model(solve_start, &model.costs);
                let model = Model {
                    number: found.models,
                    ..model.clone()
                };
                if printer.wants_models(true) {
                    let report =
                        Run::report_of((ground, order), start, &model, Some(model.costs.clone()));
                    printer.model(report);
                    keep(printed, model.number, &model);
                }
            },
        );
        let optimized = optimized.map_err(|e| e.to_string())?;
        summary.threads = Some((portfolio.threads, optimized.winner));
        let mut result = optimized.result;
        result.result = match result.result {
            SolveResult::Satisfiable { exhausted, .. } => SolveResult::Satisfiable {
                models: found.models,
                exhausted,
            },
            SolveResult::Interrupted { .. } => SolveResult::Interrupted {
                models: found.models,
            },
            SolveResult::Unsatisfiable => SolveResult::Unsatisfiable,
        };
        optimization_summary(&result, OptMode::Optimal, summary);
        Ok((result.result, optimized.solver))
    }
}

/// Whether `costs` are at most `bound` lexicographically, levels beyond the bound's
/// unbounded (`--opt-stop`).
fn within(costs: &[i64], bound: &[i64]) -> bool {
    let n = bound.len().min(costs.len());
    costs[..n] <= bound[..n]
}

/// Fills in the summary's optimum, costs and bounds from an optimization's result.
fn optimization_summary(result: &OptimizeResult, mode: OptMode, summary: &mut Summary) {
    {
        summary.optimum = Some(result.proven);
        if mode != OptMode::Bounded {
            summary.costs = result.best.clone();
            summary.optimal = Some(match (mode, result.proven) {
                (_, false) => 0,
                (OptMode::EnumerateOptimal, true) => result.enumerated,
                _ => 1,
            });
            if !result.proven && !result.lower_bound.is_empty() {
                summary.bounds = Some((
                    result.lower_bound.clone(),
                    result.best.clone().unwrap_or_default(),
                ));
            }
        }
        if result.proven && matches!(result.result, SolveResult::Satisfiable { .. }) {
            summary.outcome = Outcome::OptimumFound;
        }
    }
}

impl Run<'_> {
    /// Reports the model a portfolio race found, if any.
    fn report_race(&mut self, model: Option<&Model>) {
        let Some(model) = model else {
            return;
        };
        self.found.model(self.clock.1, &model.costs);
        if self.printer.wants_models(false) {
            let report = Run::report_of((self.ground, &self.order), self.clock.0, model, None);
            self.printer.model(report);
            keep(&mut self.printed, model.number, model);
        }
    }

    /// Enumerates up to `limit` models (0: all) with the threads of `portfolio` splitting
    /// the search space (`parallel::enumerate`).
    fn enumerate_parallel(
        &mut self,
        (options, enumeration): (&SolveOptions, &Enumeration),
        portfolio: parallel::Portfolio,
        limit: u64,
    ) -> Result<parallel::Enumerated, crate::solve::SolveError> {
        let (ground, start) = (self.ground, self.clock.0);
        let order = &self.order;
        let printed = &mut self.printed;
        let printer = &mut *self.printer;
        let wants = printer.wants_models(false);
        let mut number = 0;
        let mut print = |model: &Model| {
            number += 1;
            let model = Model {
                number,
                ..model.clone()
            };
            printer.model(Run::report_of((ground, order), start, &model, None));
            keep(printed, model.number, &model);
        };
        let print: Option<&mut dyn FnMut(&Model)> = match wants {
            true => Some(&mut print),
            false => None,
        };
        let enumerated = parallel::enumerate(
            self.solver,
            (ground.program, options),
            enumeration,
            portfolio,
            limit,
            print,
        )?;
        let solve_start = self.clock.1;
        let since = |t: Instant| t.saturating_duration_since(solve_start);
        self.found.models = enumerated.result.models();
        self.found.first_model = enumerated.first_model.map(since);
        self.found.last_model = enumerated.last_model.map_or(Duration::ZERO, since);
        Ok(enumerated)
    }

    /// Enumerates up to `limit` models (0: all).
    fn enumerate(&mut self, enumeration: &Enumeration, limit: u64) -> SolveResult {
        let solve_start = self.clock.1;
        let (found, printer) = (&mut self.found, &mut *self.printer);
        let (ground, start) = (self.ground, self.clock.0);
        let order = &self.order;
        let report = |model: &Model| Run::report_of((ground, order), start, model, None);
        let printed = &mut self.printed;
        let wants = printer.wants_models(false);
        // Models not printed are not kept either: their atoms are never read.
        let enumeration = Enumeration {
            count_only: !wants,
            ..enumeration.clone()
        };
        self.solver.enumerate(&enumeration, &[], &mut |model| {
            found.model(solve_start, &model.costs);
            if wants {
                printer.model(report(model));
                keep(printed, model.number, model);
            }
            limit == 0 || found.models < limit
        })
    }
}

/// Completes the summary from how the search ended: the outcome (what clingo prints of
/// costs and consequences only with a model), the models and the times (`clock`: the start of
/// the run and of solving).
fn finish_summary(
    summary: &mut Summary,
    result: &SolveResult,
    found: &Found,
    (start, solve_start): (Instant, Instant),
) {
    let solve_time = solve_start.elapsed();
    let (outcome, more, interrupted) = match *result {
        SolveResult::Unsatisfiable => (Outcome::Unsatisfiable, false, false),
        SolveResult::Satisfiable { exhausted, .. } => (Outcome::Satisfiable, !exhausted, false),
        SolveResult::Interrupted { models } => {
            let outcome = if models > 0 {
                Outcome::Satisfiable
            } else {
                Outcome::Unknown
            };
            (outcome, true, true)
        }
    };
    if summary.outcome != Outcome::OptimumFound {
        summary.outcome = outcome;
    }
    if outcome != Outcome::Satisfiable {
        summary.optimum = None;
        summary.optimal = None;
        summary.costs = None;
        summary.consequences = None;
        summary.bounds = summary.bounds.take().filter(|_| interrupted);
    }
    summary.models = found.models;
    summary.more = more;
    summary.time_limit = interrupted;
    summary.times = Times {
        total: start.elapsed().as_secs_f64(),
        solve: solve_time.as_secs_f64(),
        first_model: found.first_model.map_or(0.0, |t| t.as_secs_f64()),
        unsat: if more {
            0.0
        } else {
            (solve_time - found.last_model).as_secs_f64()
        },
        cpu: cpu_time(start),
    };
}

/// The solver's statistics (`--stats`), after those of the solvers it replaced (`earlier`).
fn statistics(
    solver: &Solver,
    earlier: &SolveStats,
    program: &GroundProgram,
) -> output::Statistics {
    let s = &earlier.then(solver.stats());
    output::Statistics {
        choices: s.choices,
        domain_choices: solver.has_domain().then_some(s.domain_choices),
        conflicts: s.conflicts,
        restarts: s.restarts,
        lemmas: s.learnt + s.loop_nogoods,
        deleted: s.deleted,
        checks: (s.full_checks, s.partial_checks),
        rules: program.rules.len() as u64,
        atoms: program.atom_count as u64,
        tight: s.loop_atoms == 0,
        // Less the always-true sentinel, which clasp does not count either.
        variables: (s.variables - s.equivalences).saturating_sub(1),
        eliminated: s.eliminated.map(|e| (e.variables, e.frozen)),
        constraints: s.clauses + s.weight_constraints,
    }
}
