package dev.gamebots.othello.train;

import dev.gamebots.othello.rules.Board8;
import dev.gamebots.othello.rules.Evaluator8;
import dev.gamebots.othello.rules.Variant;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the WTHOR game archive ({@code .wtb} files: a 16-byte header, then 68 bytes per game, format
 * in data/README.md) and replays its games on our board: 124,106 tournament
 * games whose late positions have an exact perfect-play score, the data a trained std evaluation
 * is fitted and checked on.
 */
public final class Wthor {

    private static final int HEADER_BYTES = 16;
    private static final int GAME_BYTES = 68;

    private Wthor() {
    }

    /** The games of one {@code .wtb} file. */
    public static List<WthorGame> read(Path file) throws IOException {
        ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(file)).order(ByteOrder.LITTLE_ENDIAN);
        if (b.capacity() < HEADER_BYTES) {
            throw new IOException(file + ": shorter than a WTHOR header");
        }
        long count = b.getInt(4) & 0xffffffffL;
        int year = b.getShort(10) & 0xffff;
        int theoreticalEmpties = b.get(14) & 0xff;
        if (b.get(12) != 0 && b.get(12) != 8) {
            throw new IOException(file + ": board size " + b.get(12) + ", not 8x8");
        }
        if (b.capacity() != HEADER_BYTES + GAME_BYTES * count) {
            throw new IOException(file + ": " + b.capacity() + " bytes for " + count + " games");
        }
        List<WthorGame> games = new ArrayList<>((int) count);
        for (int g = 0; g < count; g++) {
            int at = HEADER_BYTES + GAME_BYTES * g;
            int[] moves = new int[60];
            int n = 0;
            for (int i = 8; i < GAME_BYTES; i++) {
                int code = b.get(at + i) & 0xff;
                if (code == 0) {
                    break;
                }
                int row = code / 10;
                int col = code % 10;
                if (row < 1 || row > 8 || col < 1 || col > 8) {
                    throw new IOException(file + ": game " + g + " has move code " + code);
                }
                moves[n++] = (row - 1) * 8 + (col - 1);
            }
            games.add(new WthorGame(year, java.util.Arrays.copyOf(moves, n), b.get(at + 6) & 0xff,
                    b.get(at + 7) & 0xff, theoreticalEmpties));
        }
        return games;
    }

    /** The games of every {@code WTH_*.wtb} file of a folder, in the files' name order. */
    public static List<WthorGame> readFolder(Path folder) throws IOException {
        List<Path> files = new ArrayList<>();
        try (DirectoryStream<Path> dir = Files.newDirectoryStream(folder, "WTH_*.wtb")) {
            dir.forEach(files::add);
        }
        files.sort(null);
        List<WthorGame> games = new ArrayList<>();
        for (Path f : files) {
            games.addAll(read(f));
        }
        return games;
    }

    /**
     * Replays {@code game} from the standard start on a board evaluated by {@code evaluator}, passing
     * whenever the side to move has no legal move (WTHOR does not record passes); {@code visitor}
     * sees the board before each move (and after the last). Returns the number of moves played, or
     * -1 - i when move i is illegal (the replay stops there).
     */
    public static int replay(WthorGame game, Evaluator8 evaluator, PositionVisitor visitor) {
        Board8 board = new Board8(Variant.STD, evaluator);
        int[] moves = game.moves();
        for (int i = 0; i < moves.length; i++) {
            if (board.mustPass()) {
                board.makeMove(Board8.PASS);
            }
            visitor.visit(board, i);
            if (!board.isLegal(moves[i])) {
                return -1 - i;
            }
            board.makeMove(moves[i]);
        }
        visitor.visit(board, moves.length);
        return moves.length;
    }

    /** Sees the positions of a replayed game. */
    @FunctionalInterface
    public interface PositionVisitor {

        /** The board before move {@code index} ({@code index} = the number of moves: after the last). */
        void visit(Board8 board, int index);
    }
}
