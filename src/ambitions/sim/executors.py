"""Where tournament games run: in this process, a local process pool, or a Ray cluster.

Every backend runs the same task, `ambitions.sim.plan.play_batch(spec, indices)`, which
plays a batch of games by their tournament index. A game's result depends only on the tournament
spec and its index, never on the backend, the worker or the order tasks finish in, so a run is
reproducible from its seed whatever runs it. The driver (`ambitions.sim.tournament.simulate`)
submits batches and collects finished ones; each executor only moves work and results.
"""

from __future__ import annotations

import logging
import os
import signal
from abc import ABC, abstractmethod
from collections import deque
from collections.abc import Sequence
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any, Final

from ambitions.core.errors import InvalidOptions
from ambitions.sim.plan import StageDone, TournamentSpec, play_batch
from ambitions.sim.runner import GameFailed, GameResult

BACKENDS: Final = ("local", "processes", "ray")
"""Backend names: in-process, a local process pool (the default), Ray."""

POLL_SECONDS: Final = 0.25
"""How long a wait blocks before looking again (keeps Ctrl-C responsive)."""
RETRIES: Final = 2
"""Times Ray plays a batch again when its worker dies (system failures only)."""


class Executor(ABC):
    """Runs `play_batch` tasks; `wait` returns finished ones in any order."""

    name: str = ""
    workers: int = 1
    """How many tasks run at once."""
    task_seconds: float = 0.0
    """The time a task should take at least, so per-task overhead stays small (0: no batching)."""

    @abstractmethod
    def submit(self, spec: TournamentSpec, indices: Sequence[int]) -> int:
        """Queue a batch of games; returns its task id."""

    @abstractmethod
    def wait(self) -> list[tuple[int, list[GameResult]]]:
        """Block until at least one task has finished; its (task id, results), and any others done.

        A task that raised re-raises here.
        """

    @abstractmethod
    def pending(self) -> int:
        """Tasks submitted and not yet returned by `wait`."""

    @abstractmethod
    def cancel(self) -> None:
        """Drop every unfinished task and stop its workers as soon as possible."""

    @abstractmethod
    def close(self) -> None:
        """Release the workers (after `cancel`, or once every task is collected)."""

    def __enter__(self) -> Executor:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def describe(self) -> str:
        return f"{self.name} ({self.workers} worker{'s' if self.workers != 1 else ''})"

    live_stages: bool = True
    """Whether `on_stage` hears of each part of a game as it ends (`plan.stage_watch`), while the
    game is played; False: only with the game's results (Ray)."""
    on_stage: StageDone | None = None
    """Called as each part of a game ends (the campaign's Acts), where `live_stages`."""


class LocalExecutor(Executor):
    """In this process, one game per task, run when `wait` is called (no start-up cost)."""

    name = "local"

    def __init__(self) -> None:
        self.workers = 1
        self._queue: deque[tuple[int, TournamentSpec, list[int]]] = deque()
        self._next = 0

    def submit(self, spec: TournamentSpec, indices: Sequence[int]) -> int:
        self._next += 1
        self._queue.append((self._next, spec, list(indices)))
        return self._next

    def wait(self) -> list[tuple[int, list[GameResult]]]:
        task, spec, indices = self._queue.popleft()
        return [(task, play_batch(spec, indices, self.on_stage))]

    def pending(self) -> int:
        return len(self._queue)

    def cancel(self) -> None:
        self._queue.clear()

    def close(self) -> None:
        self._queue.clear()


def _ignore_sigint() -> None:
    # Ctrl-C reaches the whole process group; only the driver handles it (keeping the finished
    # games), so workers must not die mid-task with a traceback.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


STAGE = "stage"
"""A worker's message that a part of a game is over (`plan.stage_watch`), before its results."""


def _serve(connection: Connection) -> None:
    """A worker process: play each batch it is sent and send back its results (or its error),
    until the driver closes its end; with ``stages`` asked, a `STAGE` message as each part of a
    game ends."""
    _ignore_sigint()
    while True:
        try:
            spec, indices, stages = connection.recv()
        except (EOFError, OSError):
            return
        try:
            on_stage = (lambda: connection.send((STAGE, None))) if stages else None
            answer: tuple[bool | str, Any] = (True, play_batch(spec, indices, on_stage))
        except BaseException as exc:  # the driver re-raises it
            answer = (False, exc)
        try:
            connection.send(answer)
        except (BrokenPipeError, OSError):
            return


class ProcessExecutor(Executor):
    """A local pool of worker processes (forkserver start method), one pipe to each.

    Workers are not daemons, so an agent may run its own process pool (``ismcts:workers=2``).
    `cancel` terminates the workers at once (a search bot's task may run for minutes). No thread
    sits between the driver and its workers, so a worker killed at any moment, even half-way
    through sending a result, leaves nothing waiting behind it.
    """

    name = "processes"
    task_seconds = 0.1

    def __init__(self, workers: int | None = None, preload: Sequence[str] = ()) -> None:
        import multiprocessing

        self.workers = workers or os.cpu_count() or 1
        self._ctx = multiprocessing.get_context("forkserver")
        # Workers fork from a server that has already imported the engine and the bots.
        self._ctx.set_forkserver_preload(["ambitions.sim.executors", "ambitions.bots", *preload])
        self._idle: list[tuple[Any, Connection]] = []
        self._busy: dict[Connection, tuple[Any, int]] = {}
        """Per busy worker's pipe: the process and the task it plays."""
        self._queue: deque[tuple[int, TournamentSpec, list[int]]] = deque()
        self._started = 0
        self._next = 0

    def _worker(self) -> tuple[Any, Connection] | None:
        if self._idle:
            return self._idle.pop()
        if self._started >= self.workers:
            return None
        ours, theirs = self._ctx.Pipe()
        process = self._ctx.Process(target=_serve, args=(theirs,), daemon=False)
        process.start()
        theirs.close()
        self._started += 1
        return process, ours

    def _dispatch(self) -> None:
        while self._queue:
            worker = self._worker()
            if worker is None:
                return
            task, spec, indices = self._queue.popleft()
            process, connection = worker
            connection.send((spec, indices, self.on_stage is not None))
            self._busy[connection] = (process, task)

    def submit(self, spec: TournamentSpec, indices: Sequence[int]) -> int:
        self._next += 1
        self._queue.append((self._next, spec, list(indices)))
        self._dispatch()
        return self._next

    def wait(self) -> list[tuple[int, list[GameResult]]]:
        from multiprocessing.connection import wait

        while True:
            ready = wait(list(self._busy), timeout=POLL_SECONDS)
            if not ready:
                continue
            done = []
            for connection in ready:
                assert isinstance(connection, Connection)
                process, task = self._busy.pop(connection)
                try:
                    ok, value = connection.recv()
                except (EOFError, OSError):
                    self._started -= 1
                    process.join(timeout=5)
                    raise GameFailed(
                        f"task {task}: worker process {process.pid} died (exit code {process.exitcode})"
                    ) from None
                if ok == STAGE:  # (a part of a game over: the task goes on)
                    self._busy[connection] = (process, task)
                    if self.on_stage is not None:
                        self.on_stage()
                    continue
                self._idle.append((process, connection))
                if not ok:
                    raise value
                done.append((task, value))
            if not done:
                continue
            self._dispatch()
            return done

    def pending(self) -> int:
        return len(self._busy) + len(self._queue)

    def _workers(self) -> list[tuple[Any, Connection]]:
        return [*self._idle, *((p, c) for c, (p, _) in self._busy.items())]

    def cancel(self) -> None:
        self._queue.clear()
        workers = self._workers()
        for process, _ in workers:
            process.terminate()
        for process, connection in workers:
            process.join(timeout=10)
            connection.close()
        self._idle, self._busy, self._started = [], {}, 0

    def close(self) -> None:
        self._queue.clear()
        workers = self._workers()
        for _, connection in workers:
            connection.close()  # the worker reads the end of its pipe and exits
        for process, _ in workers:
            process.join(timeout=30)
            if process.is_alive():
                process.terminate()
                process.join(timeout=10)
        self._idle, self._busy, self._started = [], {}, 0


class RayExecutor(Executor):
    """Ray: a local instance when no address is given, else the cluster at `address`.

    On a cluster, the driver's ``ambitions`` package is shipped to the nodes with the tasks
    (Ray ``runtime_env`` ``py_modules``): they need Ray and the same Python version. A Ray instance
    already initialized in this process (``ray.init`` by the caller) is used as it is and left
    running; one started here is shut down by `close`.
    """

    name = "ray"
    task_seconds = 0.25
    live_stages = False

    def __init__(self, workers: int | None = None, address: str | None = None) -> None:
        try:
            import ray
        except ImportError:
            raise InvalidOptions('the ray backend needs Ray: pip install "ambitions[ray]"') from None
        self._ray: Any = ray
        self._started = False
        if not ray.is_initialized():
            if address:
                # Ship this process's `ambitions` package (pure Python) to the cluster, so every
                # node plays with the same code as the driver, installed there or not.
                import ambitions

                package = str(Path(ambitions.__file__).resolve().parent)
                _check_reachable(address)
                try:
                    ray.init(
                        address=address,
                        logging_level=logging.WARNING,
                        log_to_driver=False,
                        runtime_env={"py_modules": [package]},
                    )
                except (ConnectionError, RuntimeError, ValueError) as exc:
                    why = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
                    raise InvalidOptions(f"cannot connect to the Ray cluster at {address!r}: {why}") from None
            else:
                ray.init(
                    address="local",  # a new instance, even if a `ray start` cluster runs here
                    num_cpus=workers or os.cpu_count() or 1,
                    include_dashboard=False,
                    logging_level=logging.WARNING,
                    log_to_driver=False,
                )
            self._started = True
        cpus = int(self._ray.cluster_resources().get("CPU", 1))
        self.workers = min(workers, cpus) if workers else cpus
        # A batch whose worker died (a node lost, a worker process killed; not a game's own
        # error, which is never retried) is played again: its games are seeded, so the same.
        self._remote = ray.remote(num_cpus=1, max_retries=RETRIES)(play_batch)
        self._spec: TournamentSpec | None = None
        self._spec_ref: Any = None
        self._tasks: dict[Any, int] = {}
        self._next = 0

    def submit(self, spec: TournamentSpec, indices: Sequence[int]) -> int:
        if spec is not self._spec:  # ship the spec to the object store once
            self._spec, self._spec_ref = spec, self._ray.put(spec)
        self._next += 1
        self._tasks[self._remote.remote(self._spec_ref, list(indices))] = self._next
        return self._next

    def wait(self) -> list[tuple[int, list[GameResult]]]:
        while True:
            done, _ = self._ray.wait(list(self._tasks), num_returns=1, timeout=POLL_SECONDS)
            if done:
                # Collect everything else already finished too.
                done, _ = self._ray.wait(list(self._tasks), num_returns=len(self._tasks), timeout=0)
                try:
                    results = self._ray.get(done)
                except self._ray.exceptions.RayTaskError as exc:
                    cause = getattr(exc, "cause", None)
                    if isinstance(cause, Exception):  # the task's own error (`GameFailed`)
                        raise cause from None
                    raise
                return [(self._tasks.pop(ref), res) for ref, res in zip(done, results, strict=True)]

    def pending(self) -> int:
        return len(self._tasks)

    def cancel(self) -> None:
        for ref in list(self._tasks):
            try:
                self._ray.cancel(ref, force=True)
            except Exception:  # already finished or gone: nothing to stop
                pass
        self._tasks.clear()

    def close(self) -> None:
        self._spec = self._spec_ref = None
        if self._started:
            self._ray.shutdown()
            self._started = False


def _check_reachable(address: str, seconds: float = 5.0) -> None:
    """Fail fast on a ``host:port`` nobody answers at (``ray.init`` retries for minutes)."""
    import socket

    host, sep, port = address.rpartition(":")
    if "://" in address or not sep or not port.isdigit():
        return  # ray://..., "auto": left to Ray
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=seconds).close()
    except OSError as exc:
        raise InvalidOptions(f"cannot reach the Ray cluster at {address!r}: {exc.strerror or exc}") from None


def make_executor(
    backend: str, workers: int | None = None, address: str | None = None, preload: Sequence[str] = ()
) -> Executor:
    """The executor called `backend` (``local``, ``processes`` or ``ray``); a process pool's
    workers start with the `preload` modules imported (the game's engine)."""
    if workers is not None and workers < 1:
        raise InvalidOptions(f"the number of workers must be at least 1, not {workers}")
    if address and backend != "ray":
        raise InvalidOptions(f"--address is for the ray backend, not {backend!r}")
    if backend == "local":
        if workers not in (None, 1):
            raise InvalidOptions(f"the local backend runs in this process: 1 worker, not {workers}")
        return LocalExecutor()
    if backend == "processes":
        return ProcessExecutor(workers, preload)
    if backend == "ray":
        return RayExecutor(workers, address)
    raise InvalidOptions(f"unknown backend {backend!r}; backends: {', '.join(BACKENDS)}")
