package dev.gamebots.othello.train;

import dev.gamebots.othello.rules.Board10;
import dev.gamebots.othello.rules.Board8;
import dev.gamebots.othello.rules.Variant;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.util.List;

/**
 * Archived games as training positions: every position after the random opening where the side to
 * move has a move, labelled by the game's final score from the side to move (anti: reversed, its
 * scoring). From the first exact solve on both sides played perfectly, so there the final score is
 * the position's exact value: those positions are marked exact (the fitter takes the label as is);
 * the others get the fitter's usual labelling search mixed with the result. The positions of the
 * random opening are left out: no player chose those moves, and a position after a random move says
 * little about the value the search would give it.
 */
public final class ArchiveTraining {

    /** Game numbers of archived games in a training set start here, clear of WTHOR's, train's and selfplay's. */
    public static final int FIRST_GAME_ID = 20_000_000;

    private ArchiveTraining() {
    }

    /**
     * The positions of {@code games}, game ids {@code firstId}, {@code firstId + 1}, ... in list order
     * (consecutive ids: the fitter holds out every tenth).
     *
     * @throws IllegalArgumentException when a record does not replay, or its solved score is not its result
     */
    public static TrainingSet positions(Variant variant, List<GameRecord> games, int firstId) {
        TrainingSet set = new TrainingSet(variant);
        for (int g = 0; g < games.size(); g++) {
            add(set, variant, games.get(g), firstId + g, 0);
        }
        return set;
    }

    /**
     * The positions of every chunk under {@code roots} (chunk files or folders of them, searched
     * recursively, in path order); the games numbered from {@link #FIRST_GAME_ID} on, so ids stay
     * distinct across the roots.
     *
     * @throws IOException when a chunk is damaged, of another game, or holds a record that does not replay
     */
    public static TrainingSet read(List<File> roots, Variant variant, PrintStream log) throws IOException {
        TrainingSet set = new TrainingSet(variant);
        readInto(roots, set, log);
        return set;
    }

    /**
     * As {@link #read}, appending to {@code into} (of the archive's game): a million games are tens of
     * millions of positions, too many to hold twice. Returns the number of positions added.
     */
    public static int readInto(List<File> roots, TrainingSet into, PrintStream log) throws IOException {
        return readInto(roots, into, log, 0);
    }

    /**
     * As {@link #readInto(List, TrainingSet, PrintStream)}, taking the final score as the exact value
     * of every position with at most {@code trustedEmpties} empties too, not only from the game's first
     * solve on. The archive's games are played by a depth-8 search up to the solves (20 empties), so
     * the result of a position a few plies before them is its value but for the search's rare
     * mistakes in those plies: far closer than a depth-4 label mixed with the result.
     */
    public static int readInto(List<File> roots, TrainingSet into, PrintStream log, int trustedEmpties)
            throws IOException {
        int before = into.size();
        int id = FIRST_GAME_ID;
        for (File root : roots) {
            List<File> files = GameArchive.chunkFiles(root);
            if (files.isEmpty()) {
                throw new IOException("no " + GameArchive.SUFFIX + " files under " + root);
            }
            id = readChunks(files, into.variant(), into, id, log, trustedEmpties);
        }
        return into.size() - before;
    }

    private static int readChunks(List<File> files, Variant variant, TrainingSet set, int id, PrintStream log,
                                  int trustedEmpties) throws IOException {
        for (File f : files) {
            GameArchive.Chunk chunk = GameArchive.read(f);
            if (chunk.variant() != variant) {
                throw new IOException(f + " holds " + chunk.variant().wireName() + " games, not " + variant.wireName());
            }
            int before = set.size();
            for (GameRecord game : chunk.games()) {
                try {
                    add(set, variant, game, id++, trustedEmpties);
                } catch (IllegalArgumentException e) {
                    throw new IOException(f + ": " + e.getMessage(), e);
                }
            }
            if (log != null) {
                log.printf("%s: %d games, %d positions%n", f, chunk.games().size(), set.size() - before);
            }
        }
        return id;
    }

    private static void add(TrainingSet set, Variant variant, GameRecord game, int id, int trustedEmpties) {
        int sign = variant.isAnti() ? -1 : 1;
        int[] checked = {0};
        GameReplay.replay(variant, game, (board, index, move) -> {
            if (index < game.openingMoves() || move == GameRecord.PASS) {
                return;
            }
            int own = board.sideToMove() == 0 ? game.blackMinusWhite() : -game.blackMinusWhite();
            int label = sign * own;
            boolean solved = game.solvedEmpties() > 0 && board.empties() <= game.solvedEmpties();
            boolean exact = solved || board.empties() <= trustedEmpties;
            if (solved && checked[0]++ == 0 && label != game.solvedScore()) {
                throw new IllegalArgumentException("game " + game.number() + ": solved " + game.solvedScore()
                        + " at " + game.solvedEmpties() + " empties, but the game's result there is " + label);
            }
            if (board instanceof Board8 b8) {
                set.add(b8.own(), 0, b8.opp(), 0, id, label, exact ? label : Float.NaN, exact);
            } else {
                Board10 b = (Board10) board;
                set.add(b.ownLo(), b.ownHi(), b.oppLo(), b.oppHi(), id, label, exact ? label : Float.NaN, exact);
            }
        });
    }
}
