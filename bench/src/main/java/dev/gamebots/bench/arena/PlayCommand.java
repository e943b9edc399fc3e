package dev.gamebots.bench.arena;

import dev.gamebots.bench.arena.gomoku.GomokuTable;
import dev.gamebots.bench.arena.match.StreamsCommand;
import dev.gamebots.bench.arena.mancala.KalahTable;
import dev.gamebots.bench.arena.othello.OthelloTable;
import dev.gamebots.bench.arena.play.PlayServer;
import dev.gamebots.bench.arena.play.PlayTable;
import dev.gamebots.bench.arena.process.CommandSplitter;
import java.io.IOException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code arena play}: a local page on which a person plays an engine through its real protocol.
 * The server listens on 127.0.0.1 only and runs until the process is stopped (Ctrl-C), which
 * also ends the engine.
 */
@Command(name = "play", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Play an engine in the browser: a local page (127.0.0.1 only) with the board, "
                + "the engine's thinking (a Gomoku brain's MESSAGE lines, NBoard's status lines, a Kalah bot's "
                + "log file, any engine's stderr), a clock, an evaluation graph, take-back, set-up from a move "
                + "string, new game and save. Stop with Ctrl-C. See docs/arena-browser.md.", ""})
final class PlayCommand extends StreamsCommand {

    @Option(names = "--game", defaultValue = "gomoku", paramLabel = "GAME", description = "gomoku (default), othello or mancala.")
    String game;

    @Option(names = "--mode", defaultValue = "std", paramLabel = "MODE",
            description = "Othello: std, anti, grand, octagon or reversi (default ${DEFAULT-VALUE}).")
    String mode;

    @Option(names = "--engine-protocol", paramLabel = "P",
            description = "Othello: json (the FlipSight connector's, default) or nboard (std only; the time per"
                    + " move times the engine's moves left is its game clock).")
    String engineProtocol;

    @Option(names = "--engine", required = true, paramLabel = "CMD",
            description = "The engine's command line (othello-adapter shows its search with --log /dev/stderr).")
    String engine;

    @Option(names = "--rule", defaultValue = "freestyle", paramLabel = "RULE",
            description = "Gomoku: freestyle, standard, renju or caro (default ${DEFAULT-VALUE}).")
    String rule;

    @Option(names = "--size", paramLabel = "N", description = "Gomoku board size (default 20 for freestyle, 15 otherwise).")
    Integer size;

    @Option(names = "--turn-ms", defaultValue = "2000", paramLabel = "MS",
            description = "The engine's time per move at the start; the page can change it (default ${DEFAULT-VALUE}).")
    long turnMs;

    @Mixin
    LocalPageOptions page;

    @Override
    protected int execute() {
        PlayTable table;
        try {
            page.validate();
            if (turnMs < 100) {
                throw new IllegalArgumentException("--turn-ms must be at least 100");
            }
            table = switch (game) {
                case "gomoku" -> new GomokuTable(rule, size, CommandSplitter.split(engine));
                case "othello" -> new OthelloTable(mode, engineProtocol == null ? "json" : engineProtocol,
                        CommandSplitter.split(engine));
                case "mancala" -> new KalahTable(CommandSplitter.split(engine));
                default -> throw new IllegalArgumentException("--game must be gomoku, othello or mancala, not " + game);
            };
        } catch (IllegalArgumentException e) {
            err.println("arena play: " + e.getMessage());
            return 2;
        }
        table.newGame(true, turnMs);
        PlayServer server;
        try {
            server = PlayServer.start(table, page.port);
        } catch (IOException e) {
            err.println("arena play: cannot listen on 127.0.0.1:" + page.port + ": " + e.getMessage());
            table.close();
            return 2;
        }
        return LocalPage.serveUntilStopped("play", server.address(), server, !page.noBrowser, out, err);
    }
}
