//! The front end, construct by construct: each line parses a snippet and compares the
//! canonical printed form; then the inputs that must fail cleanly rather than crash.

use rasp::diag::SourceMap;
use rasp::syntax::ast::{StatementKind, TermKind};
use rasp::syntax::parse;

/// The canonical print of `src`, or its rendered errors.
fn print(src: &str) -> String {
    let mut sources = SourceMap::new();
    let file = sources.add("-", src);
    match parse(src, file) {
        Ok(program) => program.to_string().trim_end().to_string(),
        Err(errors) => errors.iter().map(|e| e.render(&sources)).collect(),
    }
}

/// Runs `f` with a large stack, as the `rasp` binary runs its pipeline.
fn on_big_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap()
}

#[test]
fn integers_in_every_base() {
    assert_eq!(print("p(42,0,0x1F,0o17,0b101)."), "p(42,0,31,15,5).");
    assert_eq!(
        print("p(-2147483648,2147483647)."),
        "p(-2147483648,2147483647)."
    );
}

#[test]
fn constants_strings_variables() {
    assert_eq!(print("p(a,_b,'c,a'1)."), "p(a,_b,'c,a'1).");
    assert_eq!(print(r#"p("a\"b\\c\nd")."#), r#"p("a\"b\\c\nd")."#);
    assert_eq!(print("p(X) :- q(X,_,_Y,'Z)."), "p(X) :- q(X,_,_Y,'Z).");
}

#[test]
fn functions_and_tuples() {
    assert_eq!(print("p(f(g(1),h),f())."), "p(f(g(1),h),f).");
    assert_eq!(
        print("p(()). p((a,)). p((a,b)). p((a))."),
        "p(()).\np((a,)).\np((a,b)).\np(a)."
    );
    assert_eq!(print("p(@f(1),@g)."), "p(@f(1),@g).");
}

#[test]
fn infimum_and_supremum() {
    assert_eq!(
        print("p(#inf,#sup,#infimum,#supremum)."),
        "p(#inf,#sup,#inf,#sup)."
    );
}

#[test]
fn arithmetic_with_clingo_precedence() {
    assert_eq!(print("p(1+2*3)."), "p(1+2*3).");
    assert_eq!(print("p((1+2)*3)."), "p((1+2)*3).");
    assert_eq!(print("p(2**3**2)."), "p(2**3**2).");
    assert_eq!(print("p((2**3)**2)."), "p((2**3)**2).");
    // Unary minus binds tighter than `**`: -2**2 is (-2)**2 = 4 in clingo.
    assert_eq!(print("p(-2**2). p(-(2**2))."), "p(-2**2).\np(-(2**2)).");
    assert_eq!(print("p(1-(2-3)). p((1-2)-3)."), "p(1-(2-3)).\np(1-2-3).");
    assert_eq!(
        print(r"p(7/2\3). p(~1). p(X^Y?Z&W)."),
        "p(7/2\\3).\np(~1).\np(X^Y?Z&W)."
    );
    assert_eq!(print("p((X^Y)&Z)."), "p((X^Y)&Z).");
    assert_eq!(
        print("p(|X-1|). p(--X). p(X- -1)."),
        "p(|X-1|).\np(--X).\np(X--1)."
    );
}

#[test]
fn intervals_and_pools() {
    assert_eq!(print("p(1..n+1)."), "p(1..n+1).");
    assert_eq!(print("p((1..2)+1)."), "p((1..2)+1).");
    assert_eq!(print("p(1;2,3)."), "p(1;2,3).");
    assert_eq!(print("p((1,2;3)). p(f(a;b))."), "p((1,2;3)).\np(f(a;b)).");
    assert_eq!(print("p(|1;-2|)."), "p(|1;-2|).");
    assert_eq!(print("p((a,;b))."), "p((a,;b)).");
}

#[test]
fn pools_only_a_built_tree_has_print_as_clingo_prints_them() {
    use rasp::syntax::ast::{Head, LiteralKind, Rule, Term};
    let mut sources = SourceMap::new();
    // (Rules, not facts: the parser reads plain facts into blocks.)
    let src = "p(1;2) :- s. -q(3) :- s. r(a) :- s.";
    let file = sources.add("-", src);
    let program = parse(src, file).unwrap();
    let mut atoms = (program.statements.iter()).map(|statement| match &statement.kind {
        StatementKind::Rule(Rule {
            head: Some(Head::Literal(literal)),
            ..
        }) => match &literal.kind {
            LiteralKind::Atom(atom) => atom.clone(),
            _ => unreachable!(),
        },
        _ => unreachable!(),
    });
    let (mut p, q, mut r) = (
        atoms.next().unwrap(),
        atoms.next().unwrap(),
        atoms.next().unwrap(),
    );
    // `(p(1);p(2);-q(3))`, as clingo's builder takes a pool of functions of other names.
    p.others.push(q);
    let alternatives: Vec<_> = (p.alternatives())
        .map(|(negative, name, args)| (negative, name.to_string(), args.len()))
        .collect();
    assert_eq!(
        alternatives,
        [
            (false, "p".to_string(), 1),
            (false, "p".to_string(), 1),
            (true, "q".to_string(), 1),
        ]
    );
    assert!(p.has_pool());
    assert_eq!(p.to_string(), "(p(1);p(2);-q(3))");
    // Empty pools, of a term and of an atom.
    r.pool[0][0] = Term::new(r.span, TermKind::Pool(Vec::new()));
    assert_eq!(r.to_string(), "r((1/0)())");
    r.pool.clear();
    assert!(r.has_pool() && r.alternatives().next().is_none());
    assert_eq!(r.to_string(), "(1/0)()");
}

#[test]
fn classical_negation_and_default_negation() {
    assert_eq!(
        print("-p(1) :- not q, not not -r."),
        "-p(1) :- not q, not not -r."
    );
    assert_eq!(print("p(-a)."), "p(-a).");
}

#[test]
fn comparisons() {
    assert_eq!(
        print("a :- X=Y, X!=Y, X<Y, X<=Y, X>Y, X>=Y."),
        "a :- X=Y, X!=Y, X<Y, X<=Y, X>Y, X>=Y."
    );
    assert_eq!(print("a :- 1 == 1, 1 <> 2."), "a :- 1=1, 1!=2.");
    assert_eq!(
        print("a :- 1 < X+1 <= 3, not X = Y."),
        "a :- 1<X+1<=3, not X=Y."
    );
    assert_eq!(print("a :- -X < 3."), "a :- -X<3.");
}

#[test]
fn booleans() {
    assert_eq!(
        print("#true. #false :- a. a :- not #false."),
        "#true.\n#false :- a.\na :- not #false."
    );
}

#[test]
fn facts_rules_constraints() {
    assert_eq!(print("a. a :- . b :- a ; c."), "a.\na.\nb :- a, c.");
    assert_eq!(print(":- a, b. :- ."), ":- a, b.\n:- .");
}

#[test]
fn disjunctive_heads() {
    assert_eq!(
        print("a ; b :- c. a | b. a, b."),
        "a; b :- c.\na; b.\na; b."
    );
    assert_eq!(print("a : b ; c. a : ; c."), "a : b; c.\na; c.");
}

#[test]
fn conditional_literals() {
    assert_eq!(print("p(X) : q(X) :- r."), "p(X) : q(X) :- r.");
    assert_eq!(print("p(X) : q(X), r(X) | s."), "p(X) : q(X), r(X); s.");
    assert_eq!(print("a :- p(X) : q(X); r."), "a :- p(X) : q(X); r.");
    assert_eq!(print("a :- p(X) : q(X), r(X)."), "a :- p(X) : q(X), r(X).");
}

#[test]
fn choice_rules_with_bounds() {
    assert_eq!(print("{ a; b }."), "{ a; b }.");
    assert_eq!(print("1 { a; b : c } 2."), "1 <= { a; b : c } <= 2.");
    assert_eq!(print("{ a } = 1. { }."), "{ a } = 1.\n{ }.");
    assert_eq!(print("n < { a } :- b."), "n < { a } :- b.");
}

#[test]
fn body_aggregates() {
    assert_eq!(
        print("a :- #count { X : p(X) } > 2."),
        "a :- #count { X : p(X) } > 2."
    );
    assert_eq!(
        print("a :- X = #sum { W,Y : p(Y,W); 3 }."),
        "a :- X = #sum { W,Y : p(Y,W); 3 }."
    );
    assert_eq!(
        print("a :- #sum+ { W : p(W) } >= 3."),
        "a :- #sum+ { W : p(W) } >= 3."
    );
    assert_eq!(
        print("a :- 1 < #min { X : p(X) } < 5."),
        "a :- 1 < #min { X : p(X) } < 5."
    );
    assert_eq!(
        print("a :- not #max { X : p(X) } = 3."),
        "a :- not #max { X : p(X) } = 3."
    );
    assert_eq!(
        print("a :- not not 2 { p; q }."),
        "a :- not not 2 <= { p; q }."
    );
    assert_eq!(print("a :- #count { : p }."), "a :- #count { : p }.");
    assert_eq!(print("a :- #count {}."), "a :- #count { }.");
}

#[test]
fn head_aggregates() {
    assert_eq!(
        print("#sum { 1,x : a : b ; 2 : c } <= 2 :- d."),
        "#sum { 1,x : a : b; 2 : c } <= 2 :- d."
    );
    assert_eq!(
        print("1 <= #count { X : p(X) : q(X) }."),
        "1 <= #count { X : p(X) : q(X) }."
    );
    assert_eq!(print("#count { : a }."), "#count { : a }.");
}

#[test]
fn optimization() {
    assert_eq!(
        print("#minimize { X@2,a : p(X); 1 }. #maximise { W : q(W) }."),
        "#minimize { X@2,a : p(X); 1 }.\n#maximize { W : q(W) }."
    );
    assert_eq!(print(":~ p(X). [X@1,a,X]"), ":~ p(X). [X@1,a,X]");
    assert_eq!(print(":~ . [1]"), ":~ . [1]");
    assert_eq!(print("#minimize { }."), "#minimize { }.");
}

#[test]
fn show_and_project() {
    assert_eq!(
        print("#show. #show p/1. #show -p/0."),
        "#show.\n#show p/1.\n#show -p/0."
    );
    assert_eq!(
        print("#show f(X) : p(X). #show a."),
        "#show f(X) : p(X).\n#show a."
    );
    // A term that looks like a signature keeps its parentheses.
    assert_eq!(
        print("#show (p/1). #show p/1 : q."),
        "#show (p/1).\n#show p/1 : q."
    );
    assert_eq!(
        print("#project p/2. #project p(X) : q(X)."),
        "#project p/2.\n#project p(X) : q(X)."
    );
}

#[test]
fn constants() {
    assert_eq!(print("#const n = 3."), "#const n = 3.");
    assert_eq!(
        print("#const n == m*2. [override]"),
        "#const n = m*2. [override]"
    );
    assert_eq!(print("#const n = (1,a). [default]"), "#const n = (1,a).");
}

#[test]
fn externals_includes_programs() {
    assert_eq!(
        print("#external p(X) : q(X). [true]"),
        "#external p(X) : q(X). [true]"
    );
    assert_eq!(print("#external a : ."), "#external a.");
    assert_eq!(
        print("#include \"a.lp\". #include <incmode>."),
        "#include \"a.lp\".\n#include <incmode>."
    );
    assert_eq!(
        print("#program step(t). #program base."),
        "#program step(t).\n#program base."
    );
}

#[test]
fn defined_heuristic_edge() {
    assert_eq!(print("#defined p/2."), "#defined p/2.");
    assert_eq!(
        print("#heuristic a : b. [1@2,sign]"),
        "#heuristic a : b. [1@2,sign]"
    );
    assert_eq!(print("#heuristic a. [X,level]"), "#heuristic a. [X,level]");
    assert_eq!(print("#edge (1,2;a,b) : c."), "#edge (1,2;a,b) : c.");
}

#[test]
fn comments() {
    assert_eq!(
        print("a. % line\n%* block\n%* nested *% *% b. #!shebang\n"),
        "a.\nb."
    );
    // In a block comment a `%` hides the rest of its line, even a `*%`.
    assert_eq!(print("%* a % b *% c\nd *% p."), "p.");
}

#[test]
fn statement_spans_cover_the_statement() {
    let src = "  p(X) :- q(X).  % done";
    let mut sources = SourceMap::new();
    let file = sources.add("-", src);
    let program = parse(src, file).unwrap();
    assert_eq!(sources.snippet(program.statements[0].span), "p(X) :- q(X).");
    let StatementKind::Rule(rule) = &program.statements[0].kind else {
        panic!("a rule")
    };
    let Some(rasp::syntax::ast::Head::Literal(head)) = &rule.head else {
        panic!("a literal head")
    };
    assert_eq!(sources.snippet(head.span), "p(X)");
}

#[test]
fn several_errors_are_reported_and_parsing_resumes() {
    let errors = print("p(. q. r s. t(1 $ 2).");
    assert_eq!(
        errors,
        "-:1:3-4: error: syntax error, unexpected ., expecting ) or ; or a term\n\n\
         -:1:10-11: error: syntax error, unexpected <IDENTIFIER>\n\n\
         -:1:17-18: error: lexer error, unexpected $\n\n"
    );
}

/// clingo reads integer literals in 32-bit arithmetic that wraps around (`2147483648` is
/// -2147483648): they are accepted and print as written (tests/golden/ground/arith_wraps_around
/// has their values).
#[test]
fn integers_beyond_32_bits_are_accepted() {
    assert_eq!(print("p(2147483648)."), "p(2147483648).");
    assert_eq!(print("p(-2147483648)."), "p(-2147483648).");
    assert_eq!(print("p(1-2147483648)."), "p(1-2147483648).");
    assert_eq!(print("p(-2147483649)."), "p(-2147483649).");
    assert_eq!(print("p(99999999999999999999999)."), "p(4135583743).");
    assert_eq!(print("p(0xFFFFFFFF,0x100000001)."), "p(4294967295,1).");
}

/// Scripts are not run: clingo's error of a language it was built without, and nothing
/// after it is read.
#[test]
fn unsupported_statements_are_named() {
    assert_eq!(
        print("#script (python)\ndef f(): pass\n#end.\na.\nb(."),
        "-:1:1-3:6: error: python support not available\n\n"
    );
}

/// Theory definitions and atoms are read as gringo lexes them: an operator is a run of
/// operator characters (`>=-` is one), `:`, `;`, `.` and `:-` alone are not operators.
#[test]
fn theory_syntax() {
    assert_eq!(print("#theory t { }.\na."), "#theory t { }.\na.");
    assert_eq!(
        print(
            "#theory t{ s{+ :1,binary,left;- :2,unary}; &a/1:s,{<=,>=-},s,any; &d/0:s,directive }."
        ),
        "#theory t { s { + : 1, binary, left; - : 2, unary }; \
         &a/1 : s, { <=, >=- }, s, any; &d/0 : s, directive }."
    );
    assert_eq!(
        print(":- &a(1){ X+-1, (f(X),), [], {a} : p(X); : q }>=-1.\n&d.\n&d{x}:-p."),
        ":- &a(1){ X +- 1, (f(X),), [], {a} : p(X); : q } >=- 1.\n&d{ }.\n&d{ x } :- p."
    );
}

#[test]
fn empty_input_is_an_empty_program() {
    assert_eq!(print(""), "");
    assert_eq!(print("% nothing\n\n%* at all *%"), "");
}

#[test]
fn unterminated_string_and_comment() {
    assert_eq!(
        print("p(\"abc"),
        "-:1:3-4: error: lexer error, unexpected \"\n\n"
    );
    assert_eq!(
        print("a. %* open"),
        "-:2:1-2: error: lexer error, unexpected <EOF>\n\n"
    );
}

#[test]
fn ten_thousand_nested_parentheses() {
    let depth = 10_000;
    let src = format!("p({}1{}).", "(".repeat(depth), ")".repeat(depth));
    assert_eq!(on_big_stack(move || print(&src)), "p(1).");
    let src = format!("p({}1{}).", "f(".repeat(depth), ")".repeat(depth));
    let printed = on_big_stack({
        let src = src.clone();
        move || print(&src)
    });
    assert!(printed == src, "{printed:.200}");
}

#[test]
fn nesting_too_deep_for_the_stack_is_an_error() {
    let depth = 200_000;
    let src = format!("p({}1{}).", "(".repeat(depth), ")".repeat(depth));
    let printed = on_big_stack(move || print(&src));
    assert!(
        printed.contains("error: the input is nested too deeply"),
        "{printed:.200}"
    );
}

#[test]
fn operator_chains_count_as_nesting() {
    let src = format!("p({}).", vec!["1"; 300_000].join("+"));
    let printed = on_big_stack(move || print(&src));
    assert!(
        printed.contains("-:1:3-4: error: the input is nested too deeply"),
        "{printed:.200}"
    );
}

#[test]
fn a_one_megabyte_line() {
    let args = vec!["1"; 500_000].join(",");
    let src = format!("p({args}).");
    assert_eq!(src.len(), 1_000_003);
    let mut sources = SourceMap::new();
    let file = sources.add("-", src.clone());
    let program = parse(&src, file).unwrap();
    // A simple fact: read into a compact block, which stands for the rule.
    let StatementKind::Facts(facts) = &program.statements[0].kind else {
        panic!("a block of facts")
    };
    assert_eq!((facts.len(), facts.arguments(0).len()), (1, 500_000));
    let StatementKind::Rule(rule) = facts.statement(0).kind else {
        panic!("a rule")
    };
    let Some(rasp::syntax::ast::Head::Literal(head)) = &rule.head else {
        panic!("a literal head")
    };
    let rasp::syntax::ast::LiteralKind::Atom(atom) = &head.kind else {
        panic!("an atom")
    };
    assert_eq!(atom.pool[0].len(), 500_000);
    assert!(matches!(atom.pool[0][0].kind, TermKind::Integer(1)));
}

#[test]
fn invalid_utf8_is_located() {
    let mut sources = SourceMap::new();
    let error = sources
        .add_bytes("bad.lp", b"p(1).\nq(\"\xff\").".to_vec())
        .unwrap_err();
    assert_eq!(
        error.render(&sources),
        "bad.lp:2:4-5: error: invalid UTF-8 (byte 0xFF): rasp reads sources as UTF-8\n\n"
    );
}
