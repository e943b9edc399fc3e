package dev.gamebots.bench.arena;

import picocli.CommandLine.Option;

/** Where a local page is served ({@code --port}) and whether a browser opens on it ({@code --no-browser}). */
final class LocalPageOptions {

    @Option(names = "--port", defaultValue = "0", paramLabel = "N", description = "Port on 127.0.0.1 (default: a free one).")
    int port;

    @Option(names = "--no-browser", description = "Only print the address; do not open a browser.")
    boolean noBrowser;

    /** Checks what picocli cannot; throws IllegalArgumentException with a message. */
    void validate() {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("--port must be 0..65535");
        }
    }
}
