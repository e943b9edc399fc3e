package dev.gamebots.bench.arena.process;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Every engine process the arena has started and not yet reaped, so that a Ctrl+C on the arena
 * (JVM shutdown) kills them instead of leaving orphans. This is the one piece of JVM-wide state in
 * the arena: a shutdown hook is JVM-wide by nature.
 */
final class LiveProcesses {

    private static final Set<EngineProcess> LIVE = ConcurrentHashMap.newKeySet();
    /** Set by the shutdown hook before it kills the engines: what ends after it was cut short by the stop. */
    private static volatile boolean stopping;

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            stopping = true;
            for (EngineProcess p : LIVE) {
                p.kill();
            }
        }, "arena-kill-engines"));
    }

    private LiveProcesses() {
    }

    static void add(EngineProcess p) {
        LIVE.add(p);
    }

    static void remove(EngineProcess p) {
        LIVE.remove(p);
    }

    /** True once the arena is being stopped (JVM shutdown): its engines are being killed. */
    static boolean stopping() {
        return stopping;
    }

    static int count() {
        return LIVE.size();
    }
}
