"""``ismcts``: single-observer information-set Monte Carlo tree search over determinized worlds.

One tree per decision, seen from the deciding seat (SO-ISMCTS, Cowling, Powley & Whitehouse
2012). Each iteration:

1. **Determinize**: ``ambitions.determinize(observation, rng)`` deals everything the seat cannot
   see (never a card it has seen played) into one concrete world (through the game's dealer,
   `ambitions.core.registry.dealer`: the observation is read once per search).
2. **Select**: walk down the tree in that world. A node is a sequence of player actions from
   the root (chance outcomes are sampled and not branched on); only the children whose action
   is legal in this world are *available*, and each available child's availability count goes
   up. The seat to move picks the child with the best UCB score for *itself*: values are
   per-seat vectors backed up max^n style, not two-player minimax.
3. **Expand**: the first child never visited ends the walk. Children get a prior when first
   offered: the game's evaluation of the position right after the action (at the root: greedy's
   settled evaluation), counted as `prior_weight` virtual visits (progressive bias).
4. **Roll out**: ``random+`` for `rollout` actions (0 by default), then the game's per-seat
   values in [0, 1] (`ambitions.bots.knowledge`; a won game is 1).
5. **Back up** the value vector along the path.

Huge action lists (hundreds of moves) are narrowed deterministically to `width` actions with
every action kind kept (`narrow`): at the root by greedy's scores; elsewhere first by a seeded
hash (to twice the width, the same actions in every world) and then by prior.
The budget is `iterations` or `seconds` per decision (a time budget stops early once the most
visited root action can no longer be overtaken); `workers` > 1 runs independent searches
in processes (root parallelism) and sums their root statistics. The choice is the most visited
root action. With an iteration budget the same seed and observations give the same choices.
"""

from __future__ import annotations

import atexit
import math
import random
import time
import zlib
from collections.abc import Hashable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from ambitions.bots.base import Decision, number_option, whole_option
from ambitions.bots.greedy import Settler, after
from ambitions.bots.knowledge import GameKnowledge, check_options, knowledge_for
from ambitions.bots.random_agents import TURN_WASTERS
from ambitions.core.errors import InvalidOptions
from ambitions.core.registry import dealer, determinize
from ambitions.core.state import CHANCE, TERMINAL, State

MAX_SETTLE_STEPS = 200
"""Follow-up and chance steps settled at a leaf at most (a battle takes a few dozen)."""


# -- narrowing -----------------------------------------------------------------------------------
def action_kind(action: Any) -> str:
    """The kind of an action: the first word of its text (``move``, ``battle``, ``pass``...)."""
    return str(action).split(" ", 1)[0]


def stable_rank(action: Any, salt: int) -> int:
    """A deterministic pseudo-random rank of an action for a search salt (same across worlds)."""
    return zlib.crc32(f"{salt}:{action}".encode())


class ActionKeys:
    """Each action's `action_kind` and `stable_rank` for one salt, worked out once per action
    (a search narrows the same actions in world after world)."""

    def __init__(self, salt: int) -> None:
        self.salt = salt
        self.known: dict[Hashable, tuple[str, int]] = {}

    def __call__(self, action: Any) -> tuple[str, int]:
        key = self.known.get(action)
        if key is None:
            key = self.known[action] = (action_kind(action), stable_rank(action, self.salt))
        return key


def narrow(
    actions: Sequence[Any],
    width: int,
    salt: int,
    scores: Sequence[float] | None = None,
    keys: ActionKeys | None = None,
) -> list[Any]:
    """At most `width` of `actions`, every kind kept, deterministic for a given `salt`.

    Kinds share the width as evenly as possible (each gets at least one action, even past the
    width). Within a kind the actions with the best `scores` are kept, or, without scores, those
    with the lowest `stable_rank`: the same action is kept in every world that offers it. The
    result keeps the order of `actions`. `keys` (for `salt`) remembers the kinds and ranks.
    """
    if len(actions) <= width:
        return list(actions)
    key = keys or ActionKeys(salt)
    ranks: list[int] = []
    groups: dict[str, list[int]] = {}
    for i, a in enumerate(actions):
        kind, rank = key(a)
        ranks.append(rank)
        groups.setdefault(kind, []).append(i)
    for idx in groups.values():
        if scores is not None:
            idx.sort(key=lambda i: (-scores[i], ranks[i]))
        else:
            idx.sort(key=lambda i: ranks[i])
    quota = dict.fromkeys(groups, 0)
    left = max(width, len(groups))
    # Round-robin over the kinds, in first-seen order, until the width is used up.
    while left > 0:
        progressed = False
        for kind, idx in groups.items():
            if left > 0 and quota[kind] < len(idx):
                quota[kind] += 1
                left -= 1
                progressed = True
        if not progressed:
            break
    keep = sorted(i for kind, idx in groups.items() for i in idx[: quota[kind]])
    return [actions[i] for i in keep]


# -- the tree ------------------------------------------------------------------------------------
class Node:
    """Statistics of one action sequence from the root (for the seat that chose the action)."""

    __slots__ = ("action", "children", "visits", "avail", "sums", "prior", "priors")

    def __init__(self, action: Any, players: int, prior: float = 0.5) -> None:
        self.action = action
        self.children: dict[Hashable, Node] = {}
        self.visits = 0
        self.avail = 0
        self.sums = [0.0] * players
        self.prior = prior
        """The chooser's value of the action before any visit (progressive bias)."""
        self.priors: dict[Hashable, float] = {}
        """Priors of the actions offered here so far (children or not)."""


@dataclass(frozen=True)
class SearchParams:
    """The knobs of one search."""

    iterations: int = 0
    """Iterations per decision (0: use `seconds`)."""
    seconds: float = 1.0
    """Thinking time per decision when `iterations` is 0."""
    c: float = 0.1
    """UCB exploration constant (values are in [0, 1])."""
    width: int = 24
    """Actions kept per node by `narrow`."""
    prior_weight: float = 2.0
    """Virtual visits given to a child's prior value."""
    rollout: int = 0
    """``random+`` actions played after the tree before evaluating."""
    root_prior: bool = True
    """Score the root actions with greedy's settled evaluation (else the plain one)."""


@dataclass
class RootStats:
    """What a search reports: per root action text, visits and the chooser's value sum."""

    visits: dict[str, int]
    values: dict[str, float]
    iterations: int


class Search:
    """One ISMCTS search from one observation (see the module docstring)."""

    def __init__(
        self,
        observation: dict[str, Any],
        seat: int,
        legal: Sequence[Any],
        knowledge: GameKnowledge,
        params: SearchParams,
        seed: int,
    ) -> None:
        self.obs = observation
        self.deal = dealer(observation)
        """A world per call, as ``determinize(observation, rng)``."""
        self.seat = seat
        self.knowledge = knowledge
        self.params = params
        self.rng = random.Random(seed)
        self.salt = seed & 0xFFFFFFFF
        self.keys = ActionKeys(self.salt)
        self.players = 0
        """Seats in the game (from the first determinized world)."""
        self.legal = list(legal)
        self.root: Node | None = None

    def _setup_root(self, world: State) -> Node:
        n = world.num_players
        self.players = n
        root = Node(None, n)
        if self.params.root_prior:
            settler = Settler(self.knowledge, self.seat, lambda s: self.knowledge.values(s)[self.seat])
            scores = settler.action_values(world, self.legal)
        else:
            scores = [self.knowledge.values(after(world, a))[self.seat] for a in self.legal]
        keep = narrow(self.legal, self.params.width, self.salt, scores, self.keys)
        by_action = dict(zip(self.legal, scores, strict=True))
        for a in keep:
            root.children[a] = Node(a, n, by_action[a])
        return root

    def run(self) -> RootStats:
        p = self.params
        start = time.perf_counter()
        deadline = start + p.seconds
        done = 0
        while True:
            world = self.deal(self.rng)
            if self.root is None:
                self.root = self._setup_root(world)
            self._iterate(self.root, world)
            done += 1
            if p.iterations > 0:
                if done >= p.iterations:
                    break
                continue
            now = time.perf_counter()
            if now >= deadline:
                break
            if done % 16 == 0 and self._decided(done * (deadline - now) / (now - start)):
                break
        root = self.root
        assert root is not None
        return RootStats(
            visits={str(a): c.visits for a, c in root.children.items()},
            values={str(a): c.sums[self.seat] for a, c in root.children.items()},
            iterations=done,
        )

    def _decided(self, remaining: float) -> bool:
        """True when no other root action can overtake the most visited in `remaining` iterations
        (a time budget may then stop early: the choice can no longer change)."""
        assert self.root is not None
        visits = sorted((c.visits for c in self.root.children.values()), reverse=True)
        return len(visits) < 2 or visits[0] - visits[1] > remaining

    def _offered(self, node: Node, world: State, mover: int) -> list[Node]:
        """The children available in `world`, creating (with priors) those not seen before.

        Follow-up decisions (dice, hits...) get settled priors, the others the evaluation right
        after the action; long lists are narrowed by hash to twice the width, then by prior.
        """
        if node is self.root:
            return list(node.children.values())
        legal = world.legal_actions()
        if len(legal) == 1:
            child = node.children.get(legal[0])
            if child is None:
                child = node.children[legal[0]] = Node(legal[0], self.players)
            return [child]
        k = self.knowledge
        legal = k.candidates(world, legal)
        width = self.params.width
        if len(legal) > 2 * width:
            legal = narrow(legal, 2 * width, self.salt, keys=self.keys)
        priors = node.priors
        missing = [a for a in legal if a not in priors]
        fresh = set(missing)
        if missing:
            if k.follow_up(world, mover):
                settler = Settler(k, mover, lambda s: k.values(s)[mover])
                scores = settler.action_values(world, missing)
            else:
                scores = [k.values(after(world, a))[mover] for a in missing]
            priors.update(zip(missing, scores, strict=True))
        if len(legal) > width:
            legal = narrow(legal, width, self.salt, [priors[a] for a in legal], self.keys)
        out = []
        for a in legal:
            child = node.children.get(a)
            if child is None:
                child = node.children[a] = Node(a, self.players, priors[a])
            elif fresh and a in fresh:  # first offered alone (forced), now among others
                child.prior = priors[a]
            out.append(child)
        return out

    def _select(self, children: list[Node], mover: int) -> Node:
        c, pw = self.params.c, self.params.prior_weight
        log, sqrt = math.log, math.sqrt
        best = children[0]
        best_score = -math.inf
        for ch in children:
            ch.avail += 1
        for ch in children:
            visits = ch.visits
            mean = (pw * ch.prior + ch.sums[mover]) / (pw + visits)
            score = mean + c * sqrt(log(ch.avail + 1) / (visits + 1))
            if score > best_score:
                best, best_score = ch, score
        return best

    def _iterate(self, root: Node, world: State) -> None:
        rng = self.rng
        node = root
        path = [root]
        while True:
            mover = world.current_player()
            while mover == CHANCE:
                world.apply_unchecked(world.sample_chance(rng))
                mover = world.current_player()
            if mover == TERMINAL:
                break
            child = self._select(self._offered(node, world, mover), mover)
            world.apply_unchecked(child.action)
            path.append(child)
            node = child
            if child.visits == 0:
                break
        self._rollout(world)
        values = self.knowledge.values(world)
        for nd in path:
            nd.visits += 1
            sums = nd.sums
            for i, v in enumerate(values):
                sums[i] += v

    def _rollout(self, world: State) -> None:
        """Settle the leaf (chance sampled, follow-ups played myopically), then ``random+``."""
        rng = self.rng
        k = self.knowledge
        for _ in range(MAX_SETTLE_STEPS):
            mover = world.current_player()
            if mover == CHANCE:
                world.apply_unchecked(world.sample_chance(rng))
            elif mover != TERMINAL and k.follow_up(world, mover):
                options = k.candidates(world, world.legal_actions())
                if len(options) > 1:
                    scores = [k.values(after(world, a))[mover] for a in options]
                    best = max(scores)
                    options = [a for a, v in zip(options, scores, strict=True) if v >= best - 1e-9]
                world.apply_unchecked(options[0] if len(options) == 1 else rng.choice(options))
            else:
                break
        for _ in range(self.params.rollout):
            mover = world.current_player()
            if mover == TERMINAL:
                return
            if mover == CHANCE:
                world.apply_unchecked(world.sample_chance(rng))
                continue
            legal = world.legal_actions()
            keep = [a for a in legal if str(a) not in TURN_WASTERS]
            world.apply_unchecked(rng.choice(keep or legal))


def search_root(
    observation: dict[str, Any],
    seat: int,
    legal_texts: list[str] | None,
    legal: Sequence[Any] | None,
    weights: dict[str, float],
    params: SearchParams,
    seed: int,
) -> RootStats:
    """Run one search (in this process or a worker): the unit of root parallelism."""
    knowledge = knowledge_for(str(observation["game"]), **weights)
    if legal is None:
        world = determinize(observation, random.Random(seed))
        by_text = {str(a): a for a in world.legal_actions()}
        legal = [by_text[t] for t in legal_texts or ()]
    return Search(observation, seat, legal, knowledge, params, seed).run()


# -- the agent -----------------------------------------------------------------------------------
class ISMCTSAgent:
    """SO-ISMCTS with max^n values, narrowing, priors and root parallelism (module docstring)."""

    name = "ismcts"
    observes = True

    def __init__(self, seed: int, params: SearchParams | None = None, workers: int = 1, **weights: float):
        self.rng = random.Random(seed)
        self.params = params or SearchParams()
        self.workers = max(1, workers)
        self.weights = weights
        self.last: RootStats | None = None
        """The merged root statistics of the last search (for inspection and tests)."""
        self._pool: ProcessPoolExecutor | None = None

    def act(self, decision: Decision) -> Any:
        legal = decision.legal
        if len(legal) == 1:
            return legal[0]
        obs = decision.observe()
        seeds = [self.rng.getrandbits(62) for _ in range(self.workers)]
        if self.workers == 1:
            stats = [search_root(obs, decision.seat, None, legal, self.weights, self.params, seeds[0])]
        else:
            pool = self._executor()
            texts = [str(a) for a in legal]
            futures = [
                pool.submit(search_root, obs, decision.seat, texts, None, self.weights, self.params, s)
                for s in seeds
            ]
            stats = [f.result() for f in futures]
        visits: dict[str, int] = {}
        values: dict[str, float] = {}
        for st in stats:
            for t, v in st.visits.items():
                visits[t] = visits.get(t, 0) + v
                values[t] = values.get(t, 0.0) + st.values[t]
        self.last = RootStats(visits, values, sum(st.iterations for st in stats))
        by_text = {str(a): a for a in legal}
        ranked = sorted(
            (t for t in visits if t in by_text),
            key=lambda t: (-visits[t], -values[t] / max(1, visits[t]), t),
        )
        return by_text[ranked[0]] if ranked else legal[0]

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(max_workers=self.workers)
            atexit.register(self.close)
        return self._pool

    def close(self) -> None:
        """Shut the worker processes down (also done at exit)."""
        if self._pool is not None:
            self._pool.shutdown(cancel_futures=True)
            self._pool = None


def make_ismcts(seed: int, **options: str) -> ISMCTSAgent:
    """``ismcts`` with its search options and evaluation weights (the ``ambitions.agents`` entry
    point)."""
    name = "ismcts"
    iterations = whole_option(options, "iterations", 0, name)
    seconds = number_option(options, "seconds", 1.0, name)
    params = SearchParams(
        iterations=iterations,
        seconds=seconds,
        c=number_option(options, "c", SearchParams.c, name),
        width=whole_option(options, "width", SearchParams.width, name),
        prior_weight=number_option(options, "prior_weight", SearchParams.prior_weight, name),
        rollout=whole_option(options, "rollout", SearchParams.rollout, name),
        root_prior=bool(number_option(options, "root_prior", 1, name)),
    )
    if iterations < 0 or seconds <= 0 or params.width < 1:
        raise InvalidOptions(f"ismcts needs iterations >= 0, seconds > 0 and width >= 1, got {params}")
    workers = whole_option(options, "workers", 1, name)
    weights = {key: number_option(options, key, 0.0, name) for key in list(options)}
    check_options(weights)
    return ISMCTSAgent(seed, params, workers, **weights)
