package dev.gamebots.bench.arena.gomoku;

import dev.gamebots.bench.arena.match.Side;
import dev.gamebots.bench.arena.process.EngineProcess;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The brain processes a run keeps between its games ({@code arena gomoku --reuse-engines}). A game
 * takes an idle process of each side when there is one and begins with RESTART instead of a new
 * process and START; a game that ended without an error of the referee gives back each brain that
 * did not fault and is still running (a brain that answers RESTART with UNKNOWN or ERROR gets a new
 * process for that game and is never kept again: older brains do not know the command). Why: a JVM brain's start-up (the JVM, its tables, a cold JIT)
 * cost about a second of CPU a process, a third of a game's at 20,000 nodes a move, and its first
 * moves ran at a fraction of the warm speed. A brain that forgets its games on RESTART (ours clears
 * its table and histories) plays each game as a new process would, move for move, so a run stays a
 * function of its units. {@link #close} ends the idle processes as a game's end does (END, then a
 * kill after a second); the arena's shutdown hook kills them as any other.
 */
final class KeptBrains implements AutoCloseable {

    private final Map<Side, Deque<EngineProcess>> idle = new EnumMap<>(Side.class);
    /** Sides whose brain answered RESTART with UNKNOWN or ERROR: they get a new process every game. */
    private final Map<Side, Boolean> refused = new EnumMap<>(Side.class);

    KeptBrains() {
        for (Side s : Side.values()) {
            idle.put(s, new ArrayDeque<>());
        }
    }

    /** An idle, running process of side {@code s}, or null: the game starts a new one. */
    synchronized EngineProcess take(Side s) {
        Deque<EngineProcess> d = idle.get(s);
        while (!d.isEmpty()) {
            EngineProcess p = d.pollLast();
            if (p.exitCode() == null) {
                return p;
            }
            p.close(0); // it exited while idle: reaped, not reused
        }
        return null;
    }

    /** Side {@code s}'s brain does not know RESTART: it is never kept again. */
    synchronized void refuseRestart(Side s) {
        refused.put(s, true);
    }

    /** Whether side {@code s}'s brains are kept (they know RESTART, as far as seen). */
    synchronized boolean keeps(Side s) {
        return !refused.getOrDefault(s, false);
    }

    /** Side {@code s}'s process is idle again, for a later game. */
    synchronized void keep(Side s, EngineProcess p) {
        idle.get(s).addLast(p);
    }

    /** Idle processes of side {@code s} (tests). */
    synchronized int idleCount(Side s) {
        return idle.get(s).size();
    }

    /** Ends every idle process: END, then about a second to exit, then a kill. */
    @Override
    public void close() {
        List<EngineProcess> all = new ArrayList<>();
        synchronized (this) {
            idle.values().forEach(all::addAll);
            idle.values().forEach(Deque::clear);
        }
        all.parallelStream().forEach(p -> {
            p.send("END");
            p.close(1000);
        });
    }
}
