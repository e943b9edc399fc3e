package dev.gamebots.gomoku.search;

import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.rules.Stones;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Positions for the renju tests: random fights (mostly threat-making moves in a small patch, so that
 * fours, threes and black's forbidden points are common), and diagrams ({@code X} black, {@code O}
 * white, {@code .} empty; the first row is y = 0) placed on a 15x15 board.
 */
final class RenjuPositions {

    private RenjuPositions() {
    }

    /**
     * {@code count} positions from random renju games in the middle 9x9 of a 15x15 board, each
     * stopped at a random ply before anyone has won; the side to move is the game's.
     */
    static List<Board> randomFights(long seed, int count) {
        SplittableRandom r = new SplittableRandom(seed);
        List<Board> out = new ArrayList<>();
        while (out.size() < count) {
            Board b = new Board(15, 15, Rule.RENJU);
            int plies = 14 + r.nextInt(36);
            b.makeMove(b.index(7, 7));
            for (int ply = 1; ply < plies && b.winner() == 0; ply++) {
                int move = pick(b, r);
                if (move < 0) {
                    break;
                }
                b.makeMove(move);
            }
            if (b.winner() == 0) {
                out.add(copyOf(b));
            }
        }
        return out;
    }

    /**
     * {@code count} random patches of stones around the centre, black the more numerous (so that
     * black's threes cross and forbidden points are common), without a run of five or more; each
     * with black to move when the stones are even, else white.
     */
    static List<Board> randomPatches(long seed, int count) {
        SplittableRandom r = new SplittableRandom(seed);
        List<Board> out = new ArrayList<>();
        while (out.size() < count) {
            Board b = empty();
            int radius = 2 + r.nextInt(3);
            double density = 0.2 + 0.2 * r.nextDouble();
            int black = 0;
            int white = 0;
            for (int x = 7 - radius; x <= 7 + radius; x++) {
                for (int y = 7 - radius; y <= 7 + radius; y++) {
                    if (r.nextDouble() < density) {
                        boolean isBlack = r.nextDouble() < 0.58;
                        b.place(b.index(x, y), isBlack ? Stones.BLACK : Stones.WHITE);
                        black += isBlack ? 1 : 0;
                        white += isBlack ? 0 : 1;
                    }
                }
            }
            if (black + white >= 4 && !hasRunOfFive(b)) {
                b.setSideToMove(black > white ? Stones.WHITE : Stones.BLACK);
                out.add(b);
            }
        }
        return out;
    }

    /** True when some stone is in a run of five or more of its colour. */
    private static boolean hasRunOfFive(Board b) {
        int[][] dirs = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        for (int x = 0; x < b.width(); x++) {
            for (int y = 0; y < b.height(); y++) {
                int c = b.at(x, y);
                if (c != Stones.BLACK && c != Stones.WHITE) {
                    continue;
                }
                for (int[] d : dirs) {
                    int n = 1;
                    while (b.onBoard(x + n * d[0], y + n * d[1]) && b.at(x + n * d[0], y + n * d[1]) == c) {
                        n++;
                    }
                    if (n >= 5) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /**
     * {@code count} random patches where white then got three stones in a five-window through one of
     * black's forbidden points, the window's fifth point left empty: white's four there would leave
     * black only the forbidden block (as the board judged when the stones were placed; the tests
     * decide with the referee). White to move.
     */
    static List<Board> forbiddenTargets(long seed, int count) {
        SplittableRandom r = new SplittableRandom(seed);
        int[][] dirs = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        List<Board> out = new ArrayList<>();
        for (Board b : randomPatches(seed, count * 20)) {
            if (out.size() == count) {
                break;
            }
            List<Integer> forbidden = new ArrayList<>();
            for (int p = 0; p < b.length(); p++) {
                if (b.isBoardPoint(p) && b.isEmpty(p) && b.isForbidden(p)) {
                    forbidden.add(p);
                }
            }
            if (forbidden.isEmpty()) {
                continue;
            }
            int q = forbidden.get(r.nextInt(forbidden.size()));
            int[] d = dirs[r.nextInt(4)];
            int start = -r.nextInt(5);
            int gap = r.nextInt(4);
            List<Integer> window = new ArrayList<>();
            for (int i = start; i < start + 5; i++) {
                if (i != 0) {
                    int x = b.x(q) + i * d[0];
                    int y = b.y(q) + i * d[1];
                    window.add(b.onBoard(x, y) && b.at(x, y) == Stones.EMPTY ? b.index(x, y) : -1);
                }
            }
            if (window.contains(-1)) {
                continue;
            }
            for (int i = 0; i < 4; i++) {
                if (i != gap) {
                    b.place(window.get(i), Stones.WHITE);
                }
            }
            if (!hasRunOfFive(b) && b.winner() == 0) {
                b.setSideToMove(Stones.WHITE);
                out.add(b);
            }
        }
        return out;
    }

    /** An empty 15x15 renju board. */
    private static Board empty() {
        return new Board(15, 15, Rule.RENJU);
    }

    /** Each position twice (copies): black to move, then white. */
    static List<Board> bothSides(List<Board> positions) {
        List<Board> out = new ArrayList<>();
        for (Board p : positions) {
            for (int side = Stones.BLACK; side <= Stones.WHITE; side++) {
                Board b = copyOf(p);
                b.setSideToMove(side);
                out.add(b);
            }
        }
        return out;
    }

    /** Both kinds of positions, half each. */
    static List<Board> mixed(long seed, int count) {
        List<Board> out = new ArrayList<>(randomFights(seed, count / 2));
        out.addAll(randomPatches(seed + 1, count - count / 2));
        return out;
    }

    /** A legal point of the middle 9x9 next to the stones: usually one of the most valuable, sometimes any. */
    private static int pick(Board b, SplittableRandom r) {
        int me = b.sideToMove();
        int best = -1;
        int bestScore = Integer.MIN_VALUE;
        boolean greedy = r.nextInt(3) != 0;
        for (int x = 3; x <= 11; x++) {
            for (int y = 3; y <= 11; y++) {
                int p = b.index(x, y);
                if (!b.isEmpty(p) || b.nearCount(p) == 0 || !b.isLegal(p)) {
                    continue;
                }
                int score = greedy ? b.value(me, p) + b.value(Stones.opponent(me), p) + r.nextInt(400)
                        : r.nextInt(1000);
                if (score > bestScore) {
                    bestScore = score;
                    best = p;
                }
            }
        }
        return best;
    }

    /** The stones of {@code b} set up on a fresh board of {@code rule} (no move history), same side to move. */
    static Board copyOf(Board b, Rule rule) {
        Board c = new Board(b.width(), b.height(), rule);
        for (int x = 0; x < b.width(); x++) {
            for (int y = 0; y < b.height(); y++) {
                if (b.at(x, y) != Stones.EMPTY) {
                    c.place(c.index(x, y), b.at(x, y));
                }
            }
        }
        c.setSideToMove(b.sideToMove());
        return c;
    }

    static Board copyOf(Board b) {
        return copyOf(b, b.rule());
    }

    /** A diagram's stones on a 15x15 board of {@code rule} (row i is y = i), {@code toMove} to move. */
    static Board diagram(Rule rule, int toMove, String... rows) {
        Board b = new Board(15, 15, rule);
        for (int y = 0; y < rows.length; y++) {
            String row = rows[y].replace(" ", "");
            for (int x = 0; x < row.length(); x++) {
                char c = row.charAt(x);
                if (c == 'X' || c == 'O') {
                    b.place(b.index(x, y), c == 'X' ? Stones.BLACK : Stones.WHITE);
                }
            }
        }
        b.setSideToMove(toMove);
        return b;
    }

    static String at(Board b, int p) {
        return p < 0 ? "none" : b.x(p) + "," + b.y(p);
    }
}
