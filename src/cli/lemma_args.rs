//! clasp's lemma exchange options (`--lemma-out*`, `--lemma-in`): clap's definition of them
//! (flattened into [`Args`](super::Args)), their checks as clasp checks them, the log they
//! open (`solve/lemmas.rs` writes it) and the lemmas read back.

use crate::aspif::GroundProgram;
use crate::input::Fatal;
use crate::solve::{LemmaLog, LemmaOptions};
use std::sync::Arc;

/// The heading of these options in `--help`.
const HEADING: &str = "Basic Options";

/// The lemma options, as given.
#[derive(Debug, Default, clap::Args)]
pub struct LemmaArgs {
    /// Read additional lemmas from <file> (aspif, with --mode=clasp: its statements are
    /// added to the program; checked and not read in clingo's mode, as in clingo)
    #[arg(long = "lemma-in", value_name = "file", help_heading = HEADING)]
    pub lemma_in: Option<String>,

    /// Log learnt lemmas to <file> (`-`: standard output) as aspif integrity constraints
    /// over the program's atoms (only lemmas over atoms: see the README)
    #[arg(long = "lemma-out", value_name = "file", help_heading = HEADING)]
    pub lemma_out: Option<String>,

    /// Only log lemmas with lbd <= <n>
    #[arg(long = "lemma-out-lbd", value_name = "n", allow_negative_numbers = true, value_parser = super::args::unsigned_or_minus_one, help_heading = HEADING)]
    pub lemma_out_lbd: Option<u32>,

    /// Stop logging after <n> lemmas (of each solve step)
    #[arg(long = "lemma-out-max", value_name = "n", allow_negative_numbers = true, value_parser = super::args::unsigned_or_minus_one, help_heading = HEADING)]
    pub lemma_out_max: Option<u32>,

    /// Log lemmas over <arg {input|output}> variables (output: shown atoms only)
    #[arg(long = "lemma-out-dom", value_name = "arg", value_parser = domain, help_heading = HEADING)]
    pub lemma_out_dom: Option<bool>,

    /// Log lemmas as ground integrity constraints
    #[arg(long = "lemma-out-txt", help_heading = HEADING)]
    pub lemma_out_txt: bool,
}

/// `--lemma-out-dom`: `input` or `output` (any case); true for `output`.
fn domain(value: &str) -> Result<bool, String> {
    match value.to_ascii_lowercase().as_str() {
        "input" => Ok(false),
        "output" => Ok(true),
        _ => Err(format!("'{value}' invalid value")),
    }
}

/// Whether a file name names standard input or output for clasp.
fn standard(path: &str) -> bool {
    path == "-" || path == "stdin" || path == "stdout"
}

impl LemmaArgs {
    /// clasp's checks of the files against the inputs `files` (a bad command line).
    pub fn check(&self, files: &[String]) -> Result<(), Fatal> {
        if let Some(out) = self.lemma_out.as_deref().filter(|out| !standard(out))
            && (files.iter().any(|f| f == out) || self.lemma_in.as_deref() == Some(out))
        {
            let message = "'lemma-out': cowardly refusing to overwrite input file!";
            return Err(Fatal::Usage(message.into()));
        }
        if let Some(path) = self.lemma_in.as_deref().filter(|p| !standard(p))
            && std::fs::File::open(path).is_err()
        {
            return Err(Fatal::Usage("'lemma-in': could not open file!".into()));
        }
        Ok(())
    }

    /// The log `--lemma-out` names, opened (clasp's message if it cannot be).
    pub fn open_log(&self) -> Result<Option<Arc<LemmaLog>>, String> {
        let Some(path) = self.lemma_out.as_deref() else {
            return Ok(None);
        };
        let out: Box<dyn std::io::Write + Send> = if path == "-" || path == "stdout" {
            Box::new(std::io::stdout())
        } else {
            let file = std::fs::File::create(path)
                .map_err(|_| format!("Could not open lemma log file '{path}'!"))?;
            Box::new(std::io::BufWriter::new(file))
        };
        let options = LemmaOptions {
            max_lbd: self.lemma_out_lbd.unwrap_or(u32::MAX),
            max_count: self.lemma_out_max.unwrap_or(u32::MAX),
            shown_only: self.lemma_out_dom.unwrap_or(false),
            text: self.lemma_out_txt,
        };
        Ok(Some(Arc::new(LemmaLog::new(out, options))))
    }

    /// With `--mode=clasp`, the statements of `--lemma-in`'s aspif file added to `program`
    /// (clasp's messages for a file that is not aspif or does not parse).
    pub fn read_into(&self, program: &mut GroundProgram) -> Result<(), String> {
        let Some(path) = self.lemma_in.as_deref() else {
            return Ok(());
        };
        let text = match standard(path) {
            true => std::io::read_to_string(std::io::stdin()),
            false => std::fs::read_to_string(path),
        };
        let text = text.unwrap_or_default();
        let text = text.trim_start();
        if !crate::aspif::is_aspif(text) {
            return Err("'lemma-in': invalid input file!".into());
        }
        let lemmas = crate::aspif::read::read(text).map_err(|e| e.to_string())?;
        program.extend(lemmas);
        Ok(())
    }
}

/// The lemma log of a run, if any: closed when dropped, however the run ends.
pub struct OpenLog(pub Option<Arc<LemmaLog>>);

impl Drop for OpenLog {
    fn drop(&mut self) {
        if let Some(log) = &self.0 {
            log.close();
        }
    }
}
