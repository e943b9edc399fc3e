package dev.gamebots.bench.arena;

import dev.gamebots.bench.arena.match.StreamsCommand;
import dev.gamebots.bench.arena.watch.WatchServer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code arena watch DIR}: follows a running (or finished) match of the arena live in the browser. */
@Command(name = "watch", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Follow a match live in the browser: the games being played move by move, the standings "
                + "and charts of its report, updated as the match goes (127.0.0.1 only; Ctrl-C to stop).", ""})
final class WatchCommand extends StreamsCommand {

    @Parameters(index = "0", paramLabel = "DIR", description = "The match's --out folder.")
    Path dir;

    @Mixin
    LocalPageOptions page;

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
        try {
            page.validate();
        } catch (IllegalArgumentException e) {
            err.println("arena watch: " + e.getMessage());
            return 2;
        }
        WatchServer server;
        try {
            server = WatchServer.start(dir, page.port);
        } catch (IOException e) {
            err.println("arena watch: cannot listen on 127.0.0.1:" + page.port + ": " + e.getMessage());
            return 2;
        }
        return LocalPage.serveUntilStopped("watch", server.address(), server, !page.noBrowser, out, err);
    }
}
