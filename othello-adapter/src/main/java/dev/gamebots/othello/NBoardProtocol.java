package dev.gamebots.othello;

import dev.gamebots.core.Clock;
import java.io.InputStream;
import java.io.PrintStream;

/** The NBoard protocol (placeholder until implemented). */
final class NBoardProtocol {
    private final PrintStream out;

    NBoardProtocol(InputStream in, PrintStream out, EngineLog log, Engine.Settings settings, Clock clock) {
        this.out = out;
    }

    int run() {
        return 2;
    }
}
