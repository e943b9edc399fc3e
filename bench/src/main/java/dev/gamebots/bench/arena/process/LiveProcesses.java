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

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
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

    static int count() {
        return LIVE.size();
    }
}
