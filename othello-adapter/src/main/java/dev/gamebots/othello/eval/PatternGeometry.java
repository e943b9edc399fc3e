package dev.gamebots.othello.eval;

import dev.gamebots.othello.rules.Squares;
import dev.gamebots.othello.rules.Variant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The board patterns of a pattern evaluation, in the style of Logistello and Edax: each family is a
 * list of squares (an edge with its X squares, a corner block, a row, a diagonal, ...) given once and
 * repeated by the board's eight symmetries; every copy (instance) shares the family's weights. A
 * configuration of a family's squares is a base-3 number, square i of the instance contributing
 * {@code cell * 3^i} (cell 0 empty, 1 the side to move's, 2 the opponent's).
 *
 * <p>When a symmetry maps a family's squares onto themselves in another order (a row under the
 * mirror, the corner block under the diagonal reflection), the two readings of a configuration mean
 * the same thing: {@link #tyings} lists these reorderings so training gives them one weight.
 *
 * <p>Three geometries exist: 8x8 (std, anti, reversi), the 10x10 square (grand) and octagon (10x10
 * with three squares of each corner blocked); each has its own shapes.
 */
public final class PatternGeometry {

    /**
     * One family of patterns.
     *
     * @param name      short name for the docs and the weights file
     * @param length    squares per instance
     * @param instances squares of each instance, in the family's order
     * @param tyings    position permutations p (cell i of one reading is cell p[i] of the other) under
     *                  which a configuration keeps its meaning; empty when none
     * @param symmetries for each instance, the symmetry ({@link #symmetry}) that maps the first
     *                  instance onto it
     */
    public record Family(String name, int length, int[][] instances, int[][] tyings, int[] symmetries) {

        /** Number of configurations: 3^length. */
        public int configurations() {
            return pow3(length);
        }
    }

    private final String name;
    private final int size;
    private final boolean[] blocked;
    private final List<Family> families;
    private final int instanceCount;

    private PatternGeometry(String name, int size, boolean[] blocked, List<Family> families) {
        this.name = name;
        this.size = size;
        this.blocked = blocked;
        this.families = List.copyOf(families);
        int n = 0;
        for (Family f : families) {
            n += f.instances().length;
        }
        this.instanceCount = n;
    }

    public String name() {
        return name;
    }

    /** Squares per side. */
    public int size() {
        return size;
    }

    public List<Family> families() {
        return families;
    }

    /** Instances over all families. */
    public int instanceCount() {
        return instanceCount;
    }

    public boolean isBlocked(int sq) {
        return blocked[sq];
    }

    /** The geometry a variant's evaluation uses. */
    public static PatternGeometry forVariant(Variant variant) {
        return switch (variant) {
            case GRAND -> GRAND;
            case OCTAGON -> OCTAGON;
            default -> EIGHT;
        };
    }

    // ---- the three geometries ----

    /** 8x8: 46 instances, the Edax set of shapes. */
    public static final PatternGeometry EIGHT = build8();
    /** 10x10 without blocked squares. */
    public static final PatternGeometry GRAND = buildGrand();
    /** 10x10 with a1 b1 a2, i1 j1 j2, a9 a10 b10, j9 i10 j10 blocked. */
    public static final PatternGeometry OCTAGON = buildOctagon();

    private static PatternGeometry build8() {
        Builder b = new Builder("8x8", 8, new int[0]);
        b.family("corner3x3", "a1 b1 c1 a2 b2 c2 a3 b3 c3");
        b.family("corner2x5", "a1 b1 c1 d1 e1 a2 b2 c2 d2 e2");
        b.family("edge2x", "a1 b1 c1 d1 e1 f1 g1 h1 b2 g2");
        b.family("row2", "a2 b2 c2 d2 e2 f2 g2 h2");
        b.family("row3", "a3 b3 c3 d3 e3 f3 g3 h3");
        b.family("row4", "a4 b4 c4 d4 e4 f4 g4 h4");
        b.family("diag8", "a1 b2 c3 d4 e5 f6 g7 h8");
        b.family("diag7", "b1 c2 d3 e4 f5 g6 h7");
        b.family("diag6", "c1 d2 e3 f4 g5 h6");
        b.family("diag5", "d1 e2 f3 g4 h5");
        b.family("diag4", "e1 f2 g3 h4");
        return b.build();
    }

    private static PatternGeometry buildGrand() {
        Builder b = new Builder("grand", 10, new int[0]);
        b.family("corner3x3", "a1 b1 c1 a2 b2 c2 a3 b3 c3");
        b.family("corner2x5", "a1 b1 c1 d1 e1 a2 b2 c2 d2 e2");
        b.family("edge", "a1 b1 c1 d1 e1 f1 g1 h1 i1 j1");
        b.family("row2", "a2 b2 c2 d2 e2 f2 g2 h2 i2 j2");
        b.family("row3", "a3 b3 c3 d3 e3 f3 g3 h3 i3 j3");
        b.family("row4", "a4 b4 c4 d4 e4 f4 g4 h4 i4 j4");
        b.family("row5", "a5 b5 c5 d5 e5 f5 g5 h5 i5 j5");
        b.family("diag10", "a1 b2 c3 d4 e5 f6 g7 h8 i9 j10");
        b.family("diag9", "b1 c2 d3 e4 f5 g6 h7 i8 j9");
        b.family("diag8", "c1 d2 e3 f4 g5 h6 i7 j8");
        b.family("diag7", "d1 e2 f3 g4 h5 i6 j7");
        b.family("diag6", "e1 f2 g3 h4 i5 j6");
        b.family("diag5", "f1 g2 h3 i4 j5");
        b.family("diag4", "g1 h2 i3 j4");
        return b.build();
    }

    private static PatternGeometry buildOctagon() {
        Builder b = new Builder("octagon", 10, Variant.OCTAGON.blockedSquares());
        // The straight edge c1..h1 with the squares inside it, and the cut corner c1-b2-a3 with its
        // neighbourhood: the octagon's corners (c1, a3) are the squares no line passes through.
        b.family("edge", "c1 d1 e1 f1 g1 h1 b2 i2 d2 g2");
        b.family("edgeblock", "c1 d1 e1 f1 g1 h1 c2 d2 e2 f2");
        b.family("cut", "c1 b2 a3 d1 c2 b3 a4 d2 c3 b4");
        b.family("cutblock", "c1 d1 e1 b2 c2 d2 a3 b3 c3 a4");
        b.family("row2", "b2 c2 d2 e2 f2 g2 h2 i2");
        b.family("row3", "a3 b3 c3 d3 e3 f3 g3 h3 i3 j3");
        b.family("row4", "a4 b4 c4 d4 e4 f4 g4 h4 i4 j4");
        b.family("row5", "a5 b5 c5 d5 e5 f5 g5 h5 i5 j5");
        b.family("diag8", "b2 c3 d4 e5 f6 g7 h8 i9");
        b.family("diag7c", "c2 d3 e4 f5 g6 h7 i8");
        b.family("diag8b", "c1 d2 e3 f4 g5 h6 i7 j8");
        b.family("diag7", "d1 e2 f3 g4 h5 i6 j7");
        b.family("diag6", "e1 f2 g3 h4 i5 j6");
        b.family("diag5", "f1 g2 h3 i4 j5");
        b.family("diag4", "g1 h2 i3 j4");
        return b.build();
    }

    // ---- construction ----

    /** Builds the families from one listed instance each, by the eight symmetries of the square. */
    private static final class Builder {
        private final String name;
        private final int size;
        private final boolean[] blocked;
        private final List<Family> families = new ArrayList<>();

        Builder(String name, int size, int[] blockedSquares) {
            this.name = name;
            this.size = size;
            this.blocked = new boolean[size * size];
            for (int sq : blockedSquares) {
                blocked[sq] = true;
            }
        }

        void family(String familyName, String squares) {
            String[] names = squares.trim().split("\\s+");
            int[] base = new int[names.length];
            for (int i = 0; i < names.length; i++) {
                base[i] = Squares.parse(names[i], size);
                if (base[i] < 0 || blocked[base[i]]) {
                    throw new IllegalArgumentException("bad pattern square " + names[i] + " in " + familyName);
                }
            }
            List<int[]> instances = new ArrayList<>();
            List<Integer> symmetries = new ArrayList<>();
            List<int[]> tyings = new ArrayList<>();
            for (int s = 0; s < 8; s++) {
                int[] image = new int[base.length];
                for (int i = 0; i < base.length; i++) {
                    image[i] = symmetry(s, base[i], size);
                }
                int[] same = null;
                for (int[] inst : instances) {
                    if (sameSet(inst, image)) {
                        same = inst;
                        break;
                    }
                }
                if (same == null) {
                    instances.add(image);
                    symmetries.add(s);
                } else if (!Arrays.equals(same, image)) {
                    // The same squares read in another order: cell i of this reading is cell p[i] of the first.
                    int[] p = new int[base.length];
                    for (int i = 0; i < base.length; i++) {
                        p[i] = indexOf(same, image[i]);
                    }
                    if (!containsPermutation(tyings, p)) {
                        tyings.add(p);
                    }
                }
            }
            families.add(new Family(familyName, base.length, instances.toArray(new int[0][]),
                    tyings.toArray(new int[0][]), symmetries.stream().mapToInt(Integer::intValue).toArray()));
        }

        PatternGeometry build() {
            return new PatternGeometry(name, size, blocked, families);
        }
    }

    /** Symmetry {@code s} (0..7) of the square board applied to square {@code sq}. */
    static int symmetry(int s, int sq, int size) {
        int r = sq / size;
        int c = sq % size;
        int m = size - 1;
        int rr;
        int cc;
        switch (s) {
            case 0 -> { rr = r; cc = c; }
            case 1 -> { rr = r; cc = m - c; }
            case 2 -> { rr = m - r; cc = c; }
            case 3 -> { rr = m - r; cc = m - c; }
            case 4 -> { rr = c; cc = r; }
            case 5 -> { rr = c; cc = m - r; }
            case 6 -> { rr = m - c; cc = r; }
            default -> { rr = m - c; cc = m - r; }
        }
        return rr * size + cc;
    }

    private static boolean sameSet(int[] a, int[] b) {
        int[] x = a.clone();
        int[] y = b.clone();
        Arrays.sort(x);
        Arrays.sort(y);
        return Arrays.equals(x, y);
    }

    private static int indexOf(int[] a, int v) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] == v) {
                return i;
            }
        }
        throw new IllegalStateException();
    }

    private static boolean containsPermutation(List<int[]> list, int[] p) {
        for (int[] q : list) {
            if (Arrays.equals(q, p)) {
                return true;
            }
        }
        return false;
    }

    static int pow3(int n) {
        int r = 1;
        for (int i = 0; i < n; i++) {
            r *= 3;
        }
        return r;
    }

    /**
     * The configuration index read in the order of tying {@code p}: cell i of {@code index} moves to
     * position p[i].
     */
    static int permute(int index, int[] p) {
        int result = 0;
        for (int i = 0; i < p.length; i++) {
            int cell = index % 3;
            index /= 3;
            result += cell * POW3[p[i]];
        }
        return result;
    }

    private static final int[] POW3 = {1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683, 59049, 177147, 531441};

    /** The same configuration with the colours exchanged (own and opponent swap). */
    static int swapColours(int index, int length) {
        int result = 0;
        int pow = 1;
        for (int i = 0; i < length; i++) {
            int cell = index % 3;
            index /= 3;
            result += (cell == 0 ? 0 : 3 - cell) * pow;
            pow *= 3;
        }
        return result;
    }
}
