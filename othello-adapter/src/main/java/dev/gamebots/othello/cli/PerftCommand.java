package dev.gamebots.othello.cli;

import dev.gamebots.othello.eval.Boards;
import dev.gamebots.othello.rules.BitboardPerft8;
import dev.gamebots.othello.rules.Board8;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Perft;
import dev.gamebots.othello.rules.Variant;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code perft --game G --depth N}: leaves of the game tree from the start (passes are plies). */
@Command(name = "perft", mixinStandardHelpOptions = true,
        description = "Count the leaves of the game tree from the starting position.")
public final class PerftCommand implements Callable<Integer> {

    @ParentCommand
    Launcher main;

    @Option(names = "--game", defaultValue = "std", description = "std, anti, grand, octagon or reversi.")
    String game;

    @Option(names = "--depth", required = true, description = "Plies.")
    int depth;

    @Override
    public Integer call() {
        Variant variant = Variant.fromWireName(game);
        if (variant == null) {
            main.out().println("unknown game '" + game + "' (std, anti, grand, octagon, reversi)");
            return 2;
        }
        if (depth < 0 || depth > 30) {
            main.out().println("depth must be within 0..30");
            return 2;
        }
        OthelloBoard board = Boards.start(variant);
        long start = System.nanoTime();
        long leaves;
        if (BitboardPerft8.supports(variant)) {
            // Two longs and a recursion: the generic board's make/unmake keeps a hash and history that
            // a perft does not need (the tests check both give the same counts).
            Board8 b8 = (Board8) board;
            leaves = BitboardPerft8.count(b8.own(), b8.opp(), depth);
        } else {
            leaves = new Perft(board).count(board, depth);
        }
        long nanos = Math.max(1, System.nanoTime() - start);
        main.out().printf("perft %s depth %d: %d leaves in %d ms (%.0f leaves/s)%n", variant.wireName(), depth,
                leaves, nanos / 1_000_000, leaves * 1e9 / nanos);
        return 0;
    }
}
