"""The processes searching bots think in. Each thinks about one decision at a time; one still
thinking at its deadline is ended, together with every process it started, and the next decision
gets a fresh process in its place. Closing the pool ends them all. A new process imports what the
pool preloads before its first job, so a deadline counts the thinking, not the start.

`concurrent.futures.ProcessPoolExecutor` cannot do this: it cannot stop one task, so a search
past its time kept its worker (and a core) busy until it finished, and shutting it down without
waiting left running workers behind. Here each worker leads a process group of its own, which its
children (ismcts's root-parallel searches) join, so one signal to the group ends all of them; and
the group is not the server's, so Ctrl-C in the server's terminal reaches the server alone, which
then closes the pool.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import importlib
import multiprocessing
import os
import signal
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any, Final

JOIN_SECONDS: Final = 5.0
"""How long closing the pool waits for a killed worker to be reaped."""

START_SECONDS: Final = 120.0
"""How long a new worker may take to import what it preloads (not counted in any deadline)."""


class WorkerFailed(Exception):
    """The task raised in its worker (the message says its type and text), or the worker died."""


def serve_jobs(conn: Connection, preload: tuple[str, ...] = ()) -> None:
    """A worker's life: a process group of its own, the modules in `preload` imported and
    ``"ready"`` said, then ``(function, args)`` jobs from `conn`, each answered ``("ok",
    result)`` or ``("error", "Type: message")``, until the pool closes."""
    with contextlib.suppress(OSError):
        os.setpgid(0, 0)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is for the server, which closes the pool
    for module in preload:
        importlib.import_module(module)
    conn.send("ready")
    while True:
        try:
            function, args = conn.recv()
            answer: tuple[str, Any] = ("ok", function(*args))
        except (EOFError, OSError):
            return  # the pool is gone
        except Exception as exc:  # the task's own failure (or a job that cannot be read)
            answer = ("error", f"{type(exc).__name__}: {exc}"[:300])
        try:
            conn.send(answer)
        except OSError:
            return


@dataclass(eq=False)
class Worker:
    """One worker process and the pool's end of its pipe."""

    process: BaseProcess
    conn: Connection
    ready: bool = False
    """Whether it has said it is ready (its preloaded modules imported)."""

    @property
    def pid(self) -> int:
        assert self.process.pid is not None
        return self.process.pid

    def kill(self) -> None:
        """End the worker and everything it started (its process group) at once."""
        with contextlib.suppress(OSError):  # no group yet (it had not started), or already gone
            os.killpg(self.pid, signal.SIGKILL)
        with contextlib.suppress(OSError, ValueError):
            self.process.kill()
        self.conn.close()

    def reap(self) -> None:
        """Wait for the killed worker to be gone (so it leaves no zombie)."""
        self.process.join(JOIN_SECONDS)

    def wait_ready(self) -> None:
        """Wait for the new worker to say it is ready (raises `WorkerFailed` if it does not)."""
        try:
            if not self.conn.poll(START_SECONDS) or self.conn.recv() != "ready":
                raise EOFError
        except (EOFError, OSError):
            raise WorkerFailed("its process did not start") from None
        self.ready = True


class ThinkPool:
    """`size` worker processes, started when first needed (see the module docstring)."""

    def __init__(self, size: int, preload: tuple[str, ...] = ()) -> None:
        self.size = size
        self.preload = preload
        """Modules each worker imports before its first job (so a deadline counts thinking only)."""
        self._context = multiprocessing.get_context("forkserver")  # the server has threads: no fork
        self._idle: list[Worker] = []
        self._busy: set[Worker] = set()
        self._slots = asyncio.Semaphore(size)
        self._registered = False
        self.closed = False

    def pids(self) -> list[int]:
        """The worker processes alive now (idle or thinking)."""
        return sorted(w.pid for w in [*self._idle, *self._busy])

    async def run(self, deadline: float, function: Callable[..., Any], *args: Any) -> Any:
        """``function(*args)`` in a worker (a module-level function; its arguments are pickled).
        Raises `TimeoutError` after `deadline` seconds, having ended the worker; `WorkerFailed`
        when the function raised or its worker died."""
        async with self._slots:
            if self.closed:
                raise WorkerFailed("the server is stopping")
            worker = self._idle.pop() if self._idle else self._start()
            self._busy.add(worker)
            healthy = False
            try:
                if not worker.ready:  # its start is not part of the deadline
                    await asyncio.to_thread(worker.wait_ready)
                status, value = await asyncio.wait_for(self._exchange(worker, (function, args)), deadline)
                healthy = True
            except TimeoutError:  # (an OSError: said first)
                raise
            except (EOFError, OSError):
                raise WorkerFailed("its process ended unexpectedly") from None
            finally:
                self._busy.discard(worker)
                if healthy and not self.closed:
                    self._idle.append(worker)
                else:  # timed out, cancelled or dead: never reused
                    worker.kill()
                    await asyncio.to_thread(worker.reap)
        if status != "ok":
            raise WorkerFailed(value)
        return value

    async def _exchange(self, worker: Worker, job: tuple[Callable[..., Any], tuple[Any, ...]]) -> Any:
        await asyncio.to_thread(worker.conn.send, job)
        loop = asyncio.get_running_loop()
        ready: asyncio.Future[None] = loop.create_future()

        def wake() -> None:
            if not ready.done():
                ready.set_result(None)

        fd = worker.conn.fileno()
        loop.add_reader(fd, wake)
        try:
            await ready
        finally:
            loop.remove_reader(fd)
        return worker.conn.recv()

    def _start(self) -> Worker:
        ours, theirs = self._context.Pipe()
        process = self._context.Process(target=serve_jobs, args=(theirs, self.preload), name="ambitions-bot")
        process.start()
        theirs.close()
        if not self._registered:  # a server that is never closed still ends its workers at exit
            atexit.register(self.close)
            self._registered = True
        return Worker(process, ours)

    def close(self) -> None:
        """End every worker, thinking or not, and everything they started."""
        self.closed = True
        workers = [*self._idle, *self._busy]
        self._idle.clear()
        for worker in workers:
            worker.kill()
        for worker in workers:
            worker.reap()
        if self._registered:
            atexit.unregister(self.close)
            self._registered = False
