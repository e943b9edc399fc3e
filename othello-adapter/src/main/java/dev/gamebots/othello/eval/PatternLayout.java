package dev.gamebots.othello.eval;

import dev.gamebots.othello.rules.Variant;
import java.util.List;

/**
 * Where each feature of a pattern evaluation sits in one phase's weight table, and which trained
 * parameter each entry takes its value from.
 *
 * <p>Per phase the table holds, in order: every family's 3^length configurations, then the mobility
 * pair (own and opponent move counts, each capped at {@link #mobilityCap}), then the parity of the
 * empty squares (2 entries). A position's value is the sum of one entry per pattern instance, its
 * mobility entry and its parity entry. Configurations that mean the same by a symmetry of the
 * pattern share one parameter: {@link #parameterOf} maps table entries to the smaller set of
 * parameters that training fits.
 *
 * <p>An 8x8 layout can have move rows too ({@link #withMoveRows()}): after the parity, for each of
 * rows 1-4 (the edge, the X squares' row, rows 3 and 4, each read on the four sides of the board) a
 * table of the squares' legal moves, each square in one of four states (neither side can move there,
 * the side to move can, the opponent can, both can: 4^8 entries), then the same four tables of the
 * potential moves (empty squares next to a disc of the other side). They tell the patterns of discs
 * where the moves are: the std fit's error at 24 empties fell most by these (docs/othello-training.md,
 * "A richer evaluation"). A row and its mirror image share one parameter.
 *
 * <p>A cheaper reading of the same information is the legal rows ({@link #withLegalRows(int)}): rows
 * 1-2 or 1-4 of the four sides as patterns of the legal moves alone, each square in one of three states
 * (nobody can move there, the side to move can, only the opponent can: 3^8 entries a row). Without the
 * potential moves and the fourth state its tables are a tenth of the move rows' size (52 KB a phase for
 * four rows against 1 MB), so they stay in the cache, and the search's own move bitboards give them for
 * free. A row and its mirror image share one parameter here too.
 *
 * <p>Phases go by the number of discs on the board: phase = (discs - 4) / width, clamped.
 */
public final class PatternLayout {

    private final PatternGeometry geometry;
    private final int phases;
    private final int phaseWidth;
    private final int mobilityCap;
    private final int[] familyOffset;
    private final int mobilityOffset;
    private final int parityOffset;
    private final int tableSize;
    private final int[] parameterOf;
    private final int parameterCount;
    /** Where the move rows start in the table, or -1 without them. */
    private final int moveRowsOffset;
    /** Parameters before the move rows (all of them without). */
    private final int patternParameterCount;
    /** Where the legal rows start in the table, or -1 without them. */
    private final int legalRowsOffset;
    /** Rows with a legal-row table (1 the edge only ... 4), 0 without them. */
    private final int legalRows;

    /** Rows with a move-row table: 1-4. */
    public static final int MOVE_ROWS = 4;
    /** Entries of one move-row table: 4 states on 8 squares. */
    public static final int MOVE_ROW_CONFIGURATIONS = 1 << 16;
    /** The two kinds of move rows: legal moves, then potential moves. */
    public static final int MOVE_ROW_KINDS = 2;
    /** Entries of one legal-row table: 3 states on 8 squares. */
    public static final int LEGAL_ROW_CONFIGURATIONS = 6561;

    public PatternLayout(PatternGeometry geometry, int phases, int phaseWidth, int mobilityCap) {
        this.geometry = geometry;
        this.phases = phases;
        this.phaseWidth = phaseWidth;
        this.mobilityCap = mobilityCap;
        List<PatternGeometry.Family> families = geometry.families();
        familyOffset = new int[families.size()];
        int offset = 0;
        for (int f = 0; f < families.size(); f++) {
            familyOffset[f] = offset;
            offset += families.get(f).configurations();
        }
        mobilityOffset = offset;
        offset += (mobilityCap + 1) * (mobilityCap + 1);
        parityOffset = offset;
        offset += 2;
        tableSize = offset;

        parameterOf = new int[tableSize];
        int next = 0;
        int[] digits = new int[16];
        for (int f = 0; f < families.size(); f++) {
            PatternGeometry.Family family = families.get(f);
            int base = familyOffset[f];
            int n = family.configurations();
            int[][] tyings = family.tyings();
            java.util.Arrays.fill(digits, 0);
            for (int idx = 0; idx < n; idx++) {
                // The class of idx under the tyings (the non-identity elements of a small group, so
                // one application of each reaches the orbit): its smallest member names it, and the
                // first time it is met it gets the next parameter number. The base-3 digits of idx
                // are kept as an odometer, so no division is needed.
                int canonical = idx;
                for (int[] p : tyings) {
                    int permuted = 0;
                    for (int i = 0; i < p.length; i++) {
                        permuted += digits[i] * POW3[p[i]];
                    }
                    canonical = Math.min(canonical, permuted);
                }
                parameterOf[base + idx] = canonical == idx ? next++ : parameterOf[base + canonical];
                for (int i = 0; i < digits.length && ++digits[i] == 3; i++) {
                    digits[i] = 0;
                }
            }
        }
        for (int i = mobilityOffset; i < tableSize; i++) {
            parameterOf[i] = next++;
        }
        parameterCount = next;
        patternParameterCount = next;
        moveRowsOffset = -1;
        legalRowsOffset = -1;
        legalRows = 0;
    }

    /**
     * The same geometry in phases of another width, with or without the move rows and the legal rows
     * (copies share the parameter map when these do not change).
     */
    private PatternLayout(PatternLayout base, int phaseWidth, boolean moveRows, int legalRows) {
        this.geometry = base.geometry;
        this.phaseWidth = phaseWidth;
        this.phases = (base.phases * base.phaseWidth + phaseWidth - 1) / phaseWidth;
        this.mobilityCap = base.mobilityCap;
        this.familyOffset = base.familyOffset;
        this.mobilityOffset = base.mobilityOffset;
        this.parityOffset = base.parityOffset;
        this.patternParameterCount = base.patternParameterCount;
        this.legalRows = legalRows;
        if (moveRows == base.hasMoveRows() && legalRows == base.legalRows) {
            this.moveRowsOffset = base.moveRowsOffset;
            this.legalRowsOffset = base.legalRowsOffset;
            this.tableSize = base.tableSize;
            this.parameterOf = base.parameterOf;
            this.parameterCount = base.parameterCount;
            return;
        }
        // The plain part is the same; the extra tables are laid out anew after it.
        int size = base.parityOffset + 2;
        this.moveRowsOffset = moveRows ? size : -1;
        size += moveRows ? MOVE_ROW_KINDS * MOVE_ROWS * MOVE_ROW_CONFIGURATIONS : 0;
        this.legalRowsOffset = legalRows > 0 ? size : -1;
        size += legalRows * LEGAL_ROW_CONFIGURATIONS;
        this.tableSize = size;
        this.parameterOf = java.util.Arrays.copyOf(base.parameterOf, size);
        int next = patternParameterCount;
        for (int t = 0; moveRows && t < MOVE_ROW_KINDS * MOVE_ROWS; t++) {
            int offset = moveRowsOffset + t * MOVE_ROW_CONFIGURATIONS;
            for (int v = 0; v < MOVE_ROW_CONFIGURATIONS; v++) {
                int mirrored = mirroredRow(v);
                parameterOf[offset + v] = mirrored < v ? parameterOf[offset + mirrored] : next++;
            }
        }
        for (int t = 0; t < legalRows; t++) {
            int offset = legalRowsOffset + t * LEGAL_ROW_CONFIGURATIONS;
            for (int v = 0; v < LEGAL_ROW_CONFIGURATIONS; v++) {
                int mirrored = mirroredLegalRow(v);
                parameterOf[offset + v] = mirrored < v ? parameterOf[offset + mirrored] : next++;
            }
        }
        this.parameterCount = next;
    }

    /** A legal-row configuration read from the other end (its base-3 digits reversed). */
    static int mirroredLegalRow(int v) {
        int r = 0;
        for (int c = 0; c < 8; c++) {
            r = r * 3 + v % 3;
            v /= 3;
        }
        return r;
    }

    /** A move-row configuration read from the other end (its base-4 digits reversed). */
    static int mirroredRow(int v) {
        int r = 0;
        for (int c = 0; c < 8; c++) {
            r = (r << 2) | (v >>> (2 * c) & 3);
        }
        return r;
    }

    /**
     * This layout with phases {@code width} discs wide, covering the same discs (a weights file says
     * its width: std's are fitted finer than the other 8x8 games' since the archive gives them ten
     * times the positions).
     */
    public PatternLayout withPhaseWidth(int width) {
        if (width < 1) {
            throw new IllegalArgumentException("phase width " + width);
        }
        return width == phaseWidth ? this : new PatternLayout(this, width, hasMoveRows(), legalRows);
    }

    /** This layout with the move rows (8x8 only; see the class comment). */
    public PatternLayout withMoveRows() {
        if (geometry != PatternGeometry.EIGHT) {
            throw new IllegalArgumentException("move rows are 8x8 only");
        }
        return hasMoveRows() ? this : new PatternLayout(this, phaseWidth, true, legalRows);
    }

    /** This layout with the legal rows of rows 1 to {@code rows} (8x8 only; see the class comment). */
    public PatternLayout withLegalRows(int rows) {
        if (geometry != PatternGeometry.EIGHT) {
            throw new IllegalArgumentException("legal rows are 8x8 only");
        }
        if (rows < 1 || rows > MAX_LEGAL_ROWS) {
            throw new IllegalArgumentException("legal rows: " + rows + " (1-" + MAX_LEGAL_ROWS + ")");
        }
        return rows == legalRows ? this : new PatternLayout(this, phaseWidth, hasMoveRows(), rows);
    }

    /** The most legal rows a layout can have: rows 1-4 (the four sides' rows meet beyond). */
    public static final int MAX_LEGAL_ROWS = 4;

    /** Rows with a legal-row table (rows 1 to this), 0 without them. */
    public int legalRows() {
        return legalRows;
    }

    /**
     * Where the legal rows start: row r's table (0 the edge) is at {@code legalRowsOffset() + r *
     * LEGAL_ROW_CONFIGURATIONS}; -1 without them.
     */
    public int legalRowsOffset() {
        return legalRowsOffset;
    }

    /** True when the table has the move rows. */
    public boolean hasMoveRows() {
        return moveRowsOffset >= 0;
    }

    /**
     * Where the move rows start: the table of kind k (0 legal moves, 1 potential moves) and row r
     * (0 the edge) is at {@code moveRowsOffset() + (k * MOVE_ROWS + r) * MOVE_ROW_CONFIGURATIONS};
     * -1 without them.
     */
    public int moveRowsOffset() {
        return moveRowsOffset;
    }

    private static final int[] POW3 = {1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683, 59049, 177147, 531441};

    /** The layout a variant's evaluation uses (built on first use: a process plays one or two games). */
    public static PatternLayout forVariant(Variant variant) {
        return switch (variant) {
            case GRAND -> Grand.LAYOUT;
            case OCTAGON -> Octagon.LAYOUT;
            default -> Eight.LAYOUT;
        };
    }

    /** 8x8: 15 phases of 4 discs. */
    private static final class Eight {
        static final PatternLayout LAYOUT = new PatternLayout(PatternGeometry.EIGHT, 15, 4, 15);
    }

    /** Grand: 16 phases of 6 discs. */
    private static final class Grand {
        static final PatternLayout LAYOUT = new PatternLayout(PatternGeometry.GRAND, 16, 6, 20);
    }

    /** Octagon (84 discs to add): 14 phases of 6 discs. */
    private static final class Octagon {
        static final PatternLayout LAYOUT = new PatternLayout(PatternGeometry.OCTAGON, 14, 6, 20);
    }

    public PatternGeometry geometry() {
        return geometry;
    }

    public int phases() {
        return phases;
    }

    public int phaseWidth() {
        return phaseWidth;
    }

    /** The phase of a position with {@code discs} discs on the board. */
    public int phase(int discs) {
        int p = (discs - 4) / phaseWidth;
        return p < 0 ? 0 : Math.min(p, phases - 1);
    }

    public int mobilityCap() {
        return mobilityCap;
    }

    public int familyOffset(int family) {
        return familyOffset[family];
    }

    /** Table entry of the mobility pair. */
    public int mobilityEntry(int ownMoves, int oppMoves) {
        return mobilityOffset + Math.min(ownMoves, mobilityCap) * (mobilityCap + 1) + Math.min(oppMoves, mobilityCap);
    }

    /** Table entry of the parity of the empty squares. */
    public int parityEntry(int empties) {
        return parityOffset + (empties & 1);
    }

    /** Entries of one phase's table. */
    public int tableSize() {
        return tableSize;
    }

    /** The trained parameter behind table entry {@code entry}. */
    public int parameterOf(int entry) {
        return parameterOf[entry];
    }

    /** Trained parameters per phase. */
    public int parameterCount() {
        return parameterCount;
    }
}
