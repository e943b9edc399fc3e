package dev.gamebots.bench.arena;

import dev.gamebots.bench.arena.match.StreamsCommand;
import dev.gamebots.bench.arena.watch.WatchServer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code arena watch DIR}: follows a running (or finished) match of the arena live in the browser. */
@Command(name = "watch", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Follow a match live in the browser: the games being played move by move, the standings "
                + "and charts of its report, updated as the match goes (127.0.0.1 only; Ctrl-C to stop).", ""})
final class WatchCommand extends StreamsCommand {

    @Parameters(index = "0", paramLabel = "DIR", description = "The match's --out folder.")
    Path dir;

    @Option(names = "--port", defaultValue = "0", paramLabel = "N", description = "Port on 127.0.0.1 (default: a free one).")
    int port;

    @Option(names = "--no-browser", description = "Only print the address; do not open a browser.")
    boolean noBrowser;

    @Override
    protected int execute() {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            err.println("arena watch: " + dir + " is a file, not a match's --out folder");
            return 2;
        }
        if (!Files.exists(dir)) {
            // Started before the match: the page waits for its first move.
            err.println("arena watch: " + dir + " does not exist yet; waiting for the match to start there");
        }
        if (port < 0 || port > 65535) {
            err.println("arena watch: --port must be 0..65535");
            return 2;
        }
        WatchServer server;
        try {
            server = WatchServer.start(dir, port);
        } catch (IOException e) {
            err.println("arena watch: cannot listen on 127.0.0.1:" + port + ": " + e.getMessage());
            return 2;
        }
        return LocalPage.serveUntilStopped("watch", server.address(), server, !noBrowser, out, err);
    }
}
