package dev.gamebots.bench.arena.othello;

import java.util.Arrays;

/**
 * The referee's own rules for the five FlipSight games; small and plain, not fast.
 * Cells hold 0 (empty, or blocked in Octagon), 1 (black) or 2 (white).
 *
 * <ul>
 *   <li>A move must flip at least one line of opponent discs; lines stop at the edge, at empty and
 *       at blocked squares.</li>
 *   <li>Reversi: while one of the four centre squares is empty, only those may be played and
 *       nothing flips; each colour places at most 32 discs ({@code placed}).</li>
 * </ul>
 */
public final class OthelloBoard {

    private static final int[][] DIRECTIONS = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};
    /** Reversi's per-colour limit on discs placed. */
    public static final int REVERSI_CAP = 32;

    private final Variant variant;
    private final int size;
    private final int[] cells;
    private final boolean[] blocked;
    private final int[] placed = new int[3];

    private OthelloBoard(Variant variant, int[] cells, int[] placed) {
        this.variant = variant;
        this.size = variant.size();
        this.cells = cells;
        this.blocked = new boolean[size * size];
        for (int b : variant.blockedSquares()) {
            blocked[b] = true;
        }
        System.arraycopy(placed, 0, this.placed, 0, 3);
    }

    /** The position before the random opening: 4 centre discs (white on d4/e5), or empty for Reversi. */
    public static OthelloBoard initial(Variant v) {
        int n = v.size();
        int[] cells = new int[n * n];
        if (v != Variant.REVERSI) {
            int c = n / 2 - 1;
            cells[c * n + c] = 2;
            cells[c * n + c + 1] = 1;
            cells[(c + 1) * n + c] = 1;
            cells[(c + 1) * n + c + 1] = 2;
        }
        return new OthelloBoard(v, cells, new int[3]);
    }

    /** A position given square by square, with the discs each colour has placed (tests, records). */
    public static OthelloBoard of(Variant v, int[] cells, int placedBlack, int placedWhite) {
        if (cells.length != v.size() * v.size()) {
            throw new IllegalArgumentException("board needs " + v.size() * v.size() + " cells");
        }
        return new OthelloBoard(v, cells.clone(), new int[] {0, placedBlack, placedWhite});
    }

    public OthelloBoard copy() {
        return new OthelloBoard(variant, cells.clone(), placed);
    }

    public Variant variant() {
        return variant;
    }

    public int size() {
        return size;
    }

    public int cell(int square) {
        return cells[square];
    }

    public int[] cells() {
        return cells.clone();
    }

    public int placed(int color) {
        return placed[color];
    }

    public int discs(int color) {
        int n = 0;
        for (int c : cells) {
            if (c == color) {
                n++;
            }
        }
        return n;
    }

    /** The legal squares of {@code color}, ascending, as the server lists them; empty means pass. */
    public int[] legalMoves(int color) {
        if (variant == Variant.REVERSI && placed[color] >= REVERSI_CAP) {
            return new int[0];
        }
        int[] out = new int[cells.length];
        int count = 0;
        boolean centrePhase = variant == Variant.REVERSI && centreOpen();
        for (int sq = 0; sq < cells.length; sq++) {
            if (cells[sq] != 0 || blocked[sq]) {
                continue;
            }
            if (centrePhase ? isCentre(sq) : flips(sq, color, false) > 0) {
                out[count++] = sq;
            }
        }
        return Arrays.copyOf(out, count);
    }

    public boolean isLegal(int square, int color) {
        for (int m : legalMoves(color)) {
            if (m == square) {
                return true;
            }
        }
        return false;
    }

    /** Neither colour can move. */
    public boolean isOver() {
        return legalMoves(1).length == 0 && legalMoves(2).length == 0;
    }

    /** Plays a legal move of {@code color}. */
    public void play(int square, int color) {
        if (!isLegal(square, color)) {
            throw new IllegalArgumentException("illegal move " + Squares.name(square, size) + " for colour " + color);
        }
        boolean centrePhase = variant == Variant.REVERSI && centreOpen();
        if (!centrePhase) {
            flips(square, color, true);
        }
        cells[square] = color;
        placed[color]++;
    }

    /** Counts (and if {@code apply} flips) the discs a move at {@code sq} would turn. */
    private int flips(int sq, int color, boolean apply) {
        int r0 = sq / size;
        int c0 = sq % size;
        int total = 0;
        for (int[] d : DIRECTIONS) {
            int r = r0 + d[0];
            int c = c0 + d[1];
            int run = 0;
            while (inside(r, c) && cells[r * size + c] == 3 - color) {
                r += d[0];
                c += d[1];
                run++;
            }
            if (run > 0 && inside(r, c) && cells[r * size + c] == color) {
                total += run;
                if (apply) {
                    for (int k = 1; k <= run; k++) {
                        cells[(r0 + k * d[0]) * size + c0 + k * d[1]] = color;
                    }
                }
            }
        }
        return total;
    }

    private boolean inside(int r, int c) {
        return r >= 0 && r < size && c >= 0 && c < size && !blocked[r * size + c];
    }

    private boolean centreOpen() {
        for (int sq = 0; sq < cells.length; sq++) {
            if (isCentre(sq) && cells[sq] == 0) {
                return true;
            }
        }
        return false;
    }

    private boolean isCentre(int sq) {
        int c = size / 2 - 1;
        int r = sq / size;
        int col = sq % size;
        return (r == c || r == c + 1) && (col == c || col == c + 1);
    }

    /** Rows 1..n top to bottom, X black, O white, # blocked; {@code mark} (or -1) is shown in lower case. */
    public String[] renderLines(int mark) {
        String[] lines = new String[size + 1];
        StringBuilder head = new StringBuilder("   ");
        for (int c = 0; c < size; c++) {
            head.append(' ').append((char) ('a' + c));
        }
        lines[0] = head.toString();
        for (int r = 0; r < size; r++) {
            StringBuilder b = new StringBuilder(String.format("%2d ", r + 1));
            for (int c = 0; c < size; c++) {
                int sq = r * size + c;
                char ch = blocked[sq] ? '#' : cells[sq] == 1 ? 'X' : cells[sq] == 2 ? 'O' : '.';
                if (sq == mark) {
                    ch = Character.toLowerCase(ch);
                }
                b.append(' ').append(ch);
            }
            lines[r + 1] = b.toString();
        }
        return lines;
    }
}
