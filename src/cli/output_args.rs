//! clingo's options about what a run writes besides its answers: `--pre` (the program the
//! solver is given, in aspif or smodels), `--hcc-out` (the tester programs of components that
//! are not head-cycle-free), `--output-debug` (the ground rules as text comments on standard
//! error) and `--preserve-facts` (facts kept in the ground program): clap's definition of
//! them (flattened into [`Args`](super::Args)) and their values, read as clingo reads them.

use crate::ground::PreserveFacts;

/// The format of `--pre`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PreFormat {
    /// aspif (the default).
    Aspif,
    /// lparse's smodels format.
    Smodels,
}

/// What `--output-debug` prints (gringo's `OutputDebug`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum OutputDebug {
    /// Nothing (the default).
    #[default]
    None,
    /// Each ground statement as text, `% ` before it.
    Text,
    /// Each rule of the translation as text, `%% ` before it.
    Translate,
    /// Both.
    All,
}

impl OutputDebug {
    /// Whether the statements are printed as text (`text`, `all`).
    pub fn text(self) -> bool {
        matches!(self, OutputDebug::Text | OutputDebug::All)
    }

    /// Whether the translated rules are printed (`translate`, `all`).
    pub fn translate(self) -> bool {
        matches!(self, OutputDebug::Translate | OutputDebug::All)
    }
}

/// The heading of the gringo options in `--help`.
const GRINGO: &str = "Gringo Options";

/// The heading of the basic options in `--help`.
const BASIC: &str = "Basic Options";

/// The options, as given.
#[derive(Debug, Default, clap::Args)]
pub struct OutputArgs {
    /// Print simplified program and exit: <fmt> aspif (implicit) or smodels (the ground
    /// program rasp's solver is given; see the README)
    #[arg(long = "pre", value_name = "fmt", num_args = 0..=1, require_equals = true, default_missing_value = "aspif", value_parser = pre_format, help_heading = BASIC)]
    pub pre: Option<PreFormat>,

    /// Write non-hcf programs to <file>.#scc (rasp's tester program of each, in DIMACS)
    #[arg(long = "hcc-out", value_name = "file", allow_hyphen_values = true, help_heading = BASIC)]
    pub hcc_out: Option<String>,

    /// Print debug information during output (on standard error): none, text (print rules
    /// as plain text, prefix %), translate (print translated rules as plain text, prefix
    /// %%), all (both)
    #[arg(long = "output-debug", value_name = "arg", allow_hyphen_values = true, value_parser = output_debug, help_heading = GRINGO)]
    pub output_debug: Option<OutputDebug>,

    /// Preserve facts in output: none, body (in rule bodies), symtab (in the output table),
    /// all (both)
    #[arg(long = "preserve-facts", value_name = "arg", allow_hyphen_values = true, value_parser = preserve_facts, help_heading = GRINGO)]
    pub preserve_facts: Option<PreserveFacts>,
}

/// The error of a value clingo does not read (rendered as clingo's).
fn invalid(value: &str) -> String {
    format!("'{value}' invalid value")
}

/// `--pre`: `aspif` or `smodels`, any case.
fn pre_format(value: &str) -> Result<PreFormat, String> {
    match value.to_ascii_lowercase().as_str() {
        "aspif" => Ok(PreFormat::Aspif),
        "smodels" => Ok(PreFormat::Smodels),
        _ => Err(invalid(value)),
    }
}

/// `--output-debug`: `none`, `text`, `translate`, `all`, any case.
fn output_debug(value: &str) -> Result<OutputDebug, String> {
    match value.to_ascii_lowercase().as_str() {
        "none" => Ok(OutputDebug::None),
        "text" => Ok(OutputDebug::Text),
        "translate" => Ok(OutputDebug::Translate),
        "all" => Ok(OutputDebug::All),
        _ => Err(invalid(value)),
    }
}

/// `--preserve-facts`: `none`, `body`, `symtab`, `all`, exactly so (gringo compares the
/// words as they are).
fn preserve_facts(value: &str) -> Result<PreserveFacts, String> {
    match value {
        "none" => Ok(PreserveFacts::None),
        "body" => Ok(PreserveFacts::Body),
        "symtab" => Ok(PreserveFacts::Symtab),
        "all" => Ok(PreserveFacts::All),
        _ => Err(invalid(value)),
    }
}
