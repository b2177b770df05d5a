"""
Functions and classes related to solving: models, solve results and solve handles.
"""

import functools
import threading
from typing import TYPE_CHECKING, Dict, Iterator, List, Optional, Sequence, Tuple, Union

from .core import OrderedEnum
from .symbol import Symbol, _decode

if TYPE_CHECKING:  # pragma: no cover
    from .symbolic_atoms import SymbolicAtoms

__all__ = ["Model", "ModelType", "SolveControl", "SolveHandle", "SolveResult"]


class ModelType(OrderedEnum):
    """
    Enumeration of the different types of models.
    """

    BraveConsequences = 1
    """The model stores the set of brave consequences."""
    CautiousConsequences = 2
    """The model stores the set of cautious consequences."""
    StableModel = 0
    """The model captures a stable model."""


class SolveResult:
    """
    Captures the result of a solve call.
    """

    def __init__(self, code: int, exhausted: bool):
        # code: 0 unknown, 1 satisfiable, 2 unsatisfiable, 3 interrupted (unknown or sat).
        self._code = code
        self._exhausted = exhausted
        self._interrupted = code == 3
        self._satisfiable_known = None

    @staticmethod
    def _interrupted_after(models: int) -> "SolveResult":
        result = SolveResult(3, False)
        result._satisfiable_known = models > 0
        return result

    @property
    def exhausted(self) -> bool:
        """Determine if the search space was exhausted."""
        return self._exhausted

    @property
    def interrupted(self) -> bool:
        """Determine if the search was interrupted."""
        return self._interrupted

    @property
    def satisfiable(self) -> Optional[bool]:
        """`True` if the problem is satisfiable, `False` if unsatisfiable, `None` if unknown."""
        if self._code == 1:
            return True
        if self._code == 2:
            return False
        if self._code == 3 and self._satisfiable_known:
            return True
        return None

    @property
    def unknown(self) -> bool:
        """Determine if the satisfiablity is not known."""
        return self.satisfiable is None

    @property
    def unsatisfiable(self) -> Optional[bool]:
        """`True` if unsatisfiable, `False` if satisfiable, `None` if unknown."""
        satisfiable = self.satisfiable
        return None if satisfiable is None else not satisfiable

    def __str__(self) -> str:
        if self.satisfiable:
            return "SAT"
        if self.unsatisfiable:
            return "UNSAT"
        return "UNKNOWN"

    def __repr__(self) -> str:
        return (
            f"SolveResult(satisfiable={self.satisfiable}, exhausted={self.exhausted}, "
            f"interrupted={self.interrupted})"
        )


class SolveControl:
    """
    Object that allows for controlling a running search: adding clauses (or nogoods) that
    hold for the rest of the solve call, and reading the symbolic atoms.
    """

    def __init__(self, control, model: "Model"):
        self._control = control
        self._model = model

    def add_clause(self, literals: Sequence[Union[Tuple[Symbol, bool], int]]) -> None:
        """
        Add a clause that applies to the current solving step during the search: one of
        the literals (pairs of a symbol and a truth value, or program literals) must hold
        in the models found from now on in this solve call. Call it in a model callback or
        while iterating over a `SolveHandle`.
        """
        atoms = self.symbolic_atoms
        clause: List[int] = []
        for literal in literals:
            if isinstance(literal, int):
                program_literal = literal
            else:
                atom = atoms[literal[0]]
                if atom is None:
                    if not literal[1]:
                        return  # an atom the program does not have is false
                    continue
                program_literal = atom.literal if literal[1] else -atom.literal
            if program_literal == 0:
                continue
            if atoms.is_fact_literal(abs(program_literal)):
                if program_literal > 0:
                    return  # true in every model
                continue
            clause.append(program_literal)
        self._model._add_clause(clause)

    def add_nogood(self, literals: Sequence[Union[Tuple[Symbol, bool], int]]) -> None:
        """
        Equivalent to `add_clause` with the literals inverted: the literals must not all
        hold in the models found from now on in this solve call.
        """
        inverted = [
            -literal if isinstance(literal, int) else (literal[0], not literal[1])
            for literal in literals
        ]
        self.add_clause(inverted)

    @property
    def symbolic_atoms(self) -> "SymbolicAtoms":
        """`SymbolicAtoms` object to inspect the symbolic atoms."""
        return self._model._atoms()


def _first(entry):
    return entry[0]


class _Outputs:
    """
    The shown symbols of a solve call's models, by output index: each one's position among
    the symbolic atoms (terms after them) and its symbol, decoded once per call.
    """

    def __init__(self, atoms: "SymbolicAtoms"):
        self._atoms = atoms
        # By output index: its place (an atom's among the symbolic atoms, a term's after
        # them all, in the order of the outputs), its symbol, and whether it is a term.
        self._entries: Dict[int, Tuple[int, Symbol, bool]] = {}

    def add(self, new: List[Tuple[int, object, bool]]) -> None:
        """Adds the outputs that the native module sent for the first time."""
        position, end = self._atoms.position, len(self._atoms)
        for index, encoded, term in new:
            symbol = _decode(encoded)
            place = end + index if term else position.get(symbol, end)
            self._entries[index] = (place, symbol, term)

    def printed(self, indices: List[int]) -> List[Symbol]:
        """The symbols of outputs in the order given (the order in which the `rasp` command,
        and clingo's, print a model's)."""
        return [self._entries[i][1] for i in indices]

    def symbols(self, indices: List[int], atoms: bool = True, terms: bool = True) -> List[Symbol]:
        """The symbols of outputs (those of shown atoms, of shown terms, or both), in clingo's
        order: the atoms in the order of the symbolic atoms, then the terms."""
        entries = self._entries
        chosen = [entries[i] for i in indices if (terms if entries[i][2] else atoms)]
        chosen.sort(key=_first)
        return [entry[1] for entry in chosen]


class Model:
    """
    Provides access to a model during a solve call and provides a `SolveContext` object to
    influence the running search.
    """

    # (No __slots__: clorm wraps Model by mirroring its class dictionary.)

    def __init__(self, call, data):
        # `call`: the solve call (`control._SolveCall`); `data`: the native module's answer
        # set (number, shown output indices, costs, optimal, true atom ids, new outputs).
        self._call = call
        self._data = data
        self._shown: Optional[List[Symbol]] = None
        self._true_set = None
        self._extra: Optional[List[Symbol]] = None
        self._clauses: Optional[List[List[int]]] = None
        self._optimal = data[3]

    @property
    def _control(self):
        return self._call.control

    def _atoms(self) -> "SymbolicAtoms":
        """The control's table of symbolic atoms, as read before the search."""
        return self._call.atoms

    @property
    def _type(self) -> "ModelType":
        return self._call.model_type

    def _add_clause(self, clause: List[int]) -> None:
        if self._clauses is None:
            self._clauses = []
        self._clauses.append(clause)

    def _true_ids(self):
        """The true atoms' ids (a native sorted sequence, or a list for consequences)."""
        if self._true_set is None:
            true = self._data[4]
            self._true_set = set(true) if isinstance(true, list) else true
        return self._true_set

    def _shown_symbols(self) -> List[Symbol]:
        """The shown symbols in clingo's order: the atoms in the order of the symbolic
        atoms, then the terms."""
        if self._shown is None:
            self._shown = self._call.outputs.symbols(self._data[1])
        return self._shown

    def _true_atoms(self) -> List[Symbol]:
        true = self._true_ids()
        return [a.symbol for a in self._atoms() if (a._fact and not a._id) or a._id in true]

    def contains(self, atom: Symbol) -> bool:
        """Efficiently check if an atom is contained in the model."""
        entry = self._atoms().lookup(atom)
        if entry is None:
            return False
        return (entry._fact and not entry._id) or entry._id in self._true_ids()

    def extend(self, symbols: Sequence[Symbol]) -> None:
        """Extend a model with the given symbols (shown with `theory=True`)."""
        if self._extra is None:
            self._extra = []
        self._extra.extend(symbols)

    def is_consequence(self, literal: int) -> Optional[bool]:
        """
        Check if the given program literal is a consequence: True if it is one, False if it
        is none, None if the search has not decided it yet. For brave and cautious
        consequences: a true literal of the current estimate is decided (True) only if it
        is a fact (cautious) or, bravely, once found; for stable models, whether it is
        true.
        """
        if self._type is ModelType.StableModel:
            return self.is_true(literal)
        if literal <= 0:
            return False
        if self._type is ModelType.BraveConsequences:
            return True if self.is_true(literal) else None
        if self._atoms().is_fact_literal(literal):
            return True
        fact = next((a for a in self._atoms() if a._id == literal and a._fact), None)
        if fact is not None:
            return True
        return None if self.is_true(literal) else False

    def is_true(self, literal: int) -> bool:
        """Check if the given program literal is true."""
        if literal == 0:
            return False
        atom = abs(literal)
        holds = atom in self._true_ids() or self._atoms().is_fact_literal(atom)
        return holds if literal > 0 else not holds

    def symbols(
        self,
        atoms: bool = False,
        terms: bool = False,
        shown: bool = False,
        theory: bool = False,
        complement: bool = False,
    ) -> List[Symbol]:
        """
        Return the list of atoms, terms, or CSP assignments in the model: `atoms` all true
        atoms, `terms` the shown terms, `shown` the shown atoms and terms (in clingo's
        output order), `theory` the symbols added with `extend`. With `complement`, those of
        the selection that the model does not have: the symbolic atoms that are false, the
        outputs of the program that are not shown.
        """
        if complement:
            return self._complement(atoms, terms, shown)
        # As clingo: the true atoms (or, for `shown` alone, the shown ones), then the shown
        # terms; an atom and a term with the same symbol both (`#show p/1. #show p(X) : q(X).`).
        if shown and not (atoms or terms or theory):
            return list(self._shown_symbols())
        indices = self._data[1]
        result: List[Symbol] = []
        if atoms:
            result.extend(self._true_atoms())
        elif shown:
            result.extend(self._call.outputs.symbols(indices, terms=False))
        if shown or terms:
            result.extend(self._call.outputs.symbols(indices, atoms=False))
        if theory and self._extra:
            result.extend(self._extra)
        return result

    def _sort_as_clingo(self, symbols: List[Symbol]) -> None:
        """Sorts `symbols` in clingo's order: the atoms in the order of the symbolic atoms,
        then the terms (in the order given)."""
        table = self._atoms()
        position, end = table.position, len(table)
        symbols.sort(key=lambda symbol: position.get(symbol, end))

    def _complement(self, atoms: bool, terms: bool, shown: bool) -> List[Symbol]:
        """`symbols(..., complement=True)`: the symbols of the selection not in the model,
        in clingo's order (the atoms in the order of the symbolic atoms, then the terms)."""
        table = self._atoms()
        chosen: List[Symbol] = []
        if atoms:
            true_ids = self._true_ids()
            chosen += [atom.symbol for atom in table
                       if not (atom._fact and not atom._id) and atom._id not in true_ids]
        if shown or terms:
            true = set(self._shown_symbols())
            chosen += [symbol for _, symbol in self._call.all_outputs
                       if symbol not in true and (shown or table.lookup(symbol) is None)]
        self._sort_as_clingo(chosen)
        seen = set()
        return [s for s in chosen if not (s in seen or seen.add(s))]

    def __str__(self) -> str:
        return " ".join(str(s) for s in self.symbols(shown=True))

    def __repr__(self) -> str:
        return f"Model({self._data[0]})"

    @property
    def context(self) -> SolveControl:
        """Object that allows for controlling the running search."""
        return SolveControl(self._control, self)

    @property
    def cost(self) -> List[int]:
        """Return the list of integer cost values of the model (highest priority first)."""
        return list(self._data[2]) if self._call.priorities else []

    @property
    def priority(self) -> List[int]:
        """Return the list of priorities of the model's cost values."""
        return list(self._call.priorities)

    @property
    def number(self) -> int:
        """The running number of the model."""
        return self._data[0]

    @property
    def optimality_proven(self) -> bool:
        """Whether the optimality of the model has been proven."""
        return self._optimal

    @property
    def thread_id(self) -> int:
        """The id of the thread which found the model (rasp solves on one thread)."""
        return 0

    @property
    def type(self) -> ModelType:
        """The type of the model."""
        return self._type


def _cancelled_by_ctrl_c(method):
    """Makes Ctrl-C while `method` waits on a handle stop the handle's search. The native
    wait cancels the search when the signal comes while it waits; Python raises the
    KeyboardInterrupt at its next instruction when the signal comes between two waits (or
    before the first, on a loaded machine), and without this the search would go on unseen
    and a later `get` wait for its end (a pigeonhole test hung CI that way)."""

    @functools.wraps(method)
    def wrapper(self, *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except KeyboardInterrupt:
            if self._native is not None:
                self._native.cancel()
            raise

    return wrapper


class SolveHandle:
    """
    Handle for solve calls: iterable over the models (with `yield_=True`), a context
    manager, and `get`/`wait`/`cancel`/`resume`/`model`. The search runs on a thread of its
    own: with `async_=True` from the start, in the background; otherwise from the first
    use of the handle (iterated, waited on, its model or result asked for). With `yield_`
    the search stops at each model until the handle is resumed (iterating resumes it), so
    that clauses added on a model (`model.context.add_clause`) hold for the rest of it.
    """

    # pylint: disable=too-many-instance-attributes

    def __init__(self, call, yield_: bool = False, async_: bool = False):
        self._call = call
        self._yield = yield_
        self._async = async_
        self._native = None
        self._result: Optional[SolveResult] = None
        self._error: Optional[BaseException] = None
        self._cancelled = False
        self._current: Optional[Model] = None
        self._go_on = True
        self._delivered = False
        # The end of the search is taken once: by the caller's thread, or (an asynchronous
        # search without `yield_`) on the search's thread, where clingo calls `on_finish`.
        self._lock = threading.RLock()
        if async_:
            self._start()

    def _start(self) -> None:
        # Under the lock: a search that ends at once takes its end (`_ended`) only once
        # its native handle is here.
        with self._lock:
            if self._native is None and self._result is None:
                if self._cancelled:
                    self._result = SolveResult._interrupted_after(0)
                    return
                on_end = self._ended if self._async and not self._yield else None
                self._native = self._call.start(self._yield, on_end)

    def _ended(self) -> None:
        """On the search's thread, once it has ended: takes the result (calling
        `on_finish` there, as clingo does)."""
        try:
            with self._lock:
                if self._result is None and self._error is None:
                    self._event(0)
        except BaseException:  # pylint: disable=broad-except
            pass  # kept in `_error`, raised by the caller's next call

    def _event(self, timeout: Optional[float]) -> bool:
        """Waits for the next model or the end of the search (at most `timeout` seconds):
        whether one is there."""
        with self._lock:
            return self._next_event(timeout)

    def _next_event(self, timeout: Optional[float]) -> bool:
        if self._error is not None:
            raise RuntimeError(str(self._error))
        if self._result is not None or self._current is not None:
            return True
        self._start()
        if self._result is not None:
            return True
        try:
            kind, payload = self._native.next(timeout)
            if kind == 0:
                return False
            if kind == 1:
                model = self._call.model(payload)
                self._current, self._delivered = model, False
                self._go_on = True
                self._go_on = self._call.user_on_model(model)
                return True
            self._result = self._call.finish(payload)
            return True
        except KeyboardInterrupt:
            # The search was cancelled; its result is still to come.
            raise
        except BaseException as error:
            self._error = error
            self._native.close()
            if self._async and isinstance(error, Exception):
                # As clingo: an asynchronous search reports a callback's error as a
                # RuntimeError.
                raise RuntimeError(str(error)) from error
            raise

    def _resume(self, delivered_only: bool = True) -> None:
        """Lets the search go on from its current model (if it was handed out)."""
        if self._current is not None and (self._delivered or not delivered_only):
            model, self._current = self._current, None
            self._native.resume(self._go_on, model._clauses)

    def __iter__(self) -> Iterator[Model]:
        return self

    @_cancelled_by_ctrl_c
    def __next__(self) -> Model:
        self._resume()
        while self._current is None and self._result is None:
            self._event(None)
        if self._current is not None:
            self._delivered = True
            return self._current
        raise StopIteration

    def __enter__(self) -> "SolveHandle":
        return self

    def __exit__(self, exc_type, exc_val, exc_tb) -> None:
        self.close()

    def cancel(self) -> None:
        """Cancel the running search."""
        self._cancelled = True
        if self._native is not None:
            self._native.cancel()

    def close(self) -> None:
        """Stops the running search and releases the handle."""
        self.cancel()
        if self._native is not None and self._result is None and self._error is None:
            self._native.close()
            try:
                while self._result is None:
                    self._resume(delivered_only=False)
                    self._event(None)
            except Exception:  # pylint: disable=broad-except
                pass  # the error was the caller's to see while the search ran

    def core(self) -> List[int]:
        """The subset of assumptions that made the problem unsatisfiable."""
        self.get()
        return list(getattr(self._call, "core", []))

    @_cancelled_by_ctrl_c
    def get(self) -> SolveResult:
        """
        Get the result of a solve call: waits for the search to finish, or (with `yield_`)
        for its next model, where it stays (the result is then satisfiable, not
        exhausted).
        """
        self.wait()
        if self._result is None:
            return SolveResult(1, False)
        return self._result

    def last(self) -> Optional[Model]:
        """The last model of the search, once it finished (`None` before)."""
        if self._result is None:
            return None
        models = self._call.models
        return models[-1] if models else None

    @_cancelled_by_ctrl_c
    def model(self) -> Optional[Model]:
        """The current model (waiting for it), or `None` once the search is over."""
        while self._current is None and self._result is None:
            self._event(None)
        if self._current is not None:
            self._delivered = True
        return self._current

    def resume(self) -> None:
        """Discards the last model and starts searching for the next one."""
        if self._async:
            self._start()
        self._resume()

    @_cancelled_by_ctrl_c
    def wait(self, timeout: Optional[float] = None) -> bool:
        """
        Wait for the search to finish or the next model, at most `timeout` seconds if given
        and positive (only for asynchronous searches; 0 polls): whether one is there.
        """
        if timeout is not None and (timeout < 0 or not self._async):
            timeout = None
        if timeout is None:
            while not self._event(None):
                pass
            return True
        return self._event(timeout)
