package dev.gamebots.othello.train;

import dev.gamebots.othello.endgame.Stability;
import dev.gamebots.othello.eval.Features8;
import dev.gamebots.othello.eval.PatternLayout;
import dev.gamebots.othello.rules.Bitboards8;
import dev.gamebots.othello.rules.Variant;
import java.io.File;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * A diagnosis tool, not part of the engine (issue 31, docs/othello.md "The error at 24 empties"): a
 * plain weighted ridge least-squares fit of the std patterns to the positions of a range of disc
 * counts of a training set, by Jacobi-preconditioned conjugate gradients run to convergence (no
 * early stop, no search labels, no backwards pass), printing the training and held-out errors as it
 * goes and the held-out mean absolute error at 24 empties against the archive's exact scores. It is
 * the reference the trainer's {@link WeightFitter} is checked against: if this fit of the same
 * features reached a much lower error, the trainer or its settings would be at fault; if not, the
 * features or the labels are. Extra one-hot terms and extra 10-square pattern families can be added
 * to see whether a feature would help.
 *
 * <p>It is also the screen of a candidate feature (issue 44): one window of disc counts around 24
 * empties fitted in seconds instead of a full fit's 25 CPU-minutes, {@code --discs 36-47
 * --inexact-weight 0.1 --iterations 50} reproduces the shipped weights' 5.55 at 24 empties;
 * {@code --move-rows} fits the engine's own move-row layout, {@code --games-from} adds the archived
 * self-play games as {@code train --games-from} does, and the printed "in sample" error at 24 empties
 * tells a model's bias from its variance.
 *
 * <p>Run from the repository root after {@code ./mvnw -o -q -pl othello-adapter -am test-compile package -DskipTests}:
 * {@code java -Xmx8g -cp othello-adapter/target/othello-adapter.jar:othello-adapter/target/test-classes
 * dev.gamebots.othello.train.ReferenceFitTool --discs 40-43 POSITIONS}.
 */
@Command(name = "reference-fit", mixinStandardHelpOptions = true,
        description = "Plain least-squares fit of the std patterns on a disc range of a training set (diagnosis).")
public final class ReferenceFitTool implements Callable<Integer> {

    @Parameters(index = "0", description = "Training set (wthor --training-set).")
    File positions;

    @Option(names = "--discs", defaultValue = "40-43", converter = DiscRange.Converter.class,
            description = "Disc counts fitted, LO-HI (default: ${DEFAULT-VALUE}).")
    DiscRange discs;

    @Option(names = "--exact-only", description = "Only positions whose label is exact.")
    boolean exactOnly;

    @Option(names = "--inexact-weight", defaultValue = "1",
            description = "Weight of the positions whose label is not exact (default: ${DEFAULT-VALUE}).")
    double inexactWeight;

    @Option(names = "--lambda", defaultValue = "2", description = "Ridge, squared discs per parameter (default: ${DEFAULT-VALUE}).")
    double lambda;

    @Option(names = "--iterations", defaultValue = "100", description = "Conjugate-gradient iterations (default: ${DEFAULT-VALUE}).")
    int iterations;

    @Option(names = "--fraction", defaultValue = "1000",
            description = "Training games kept, per mille, by a hash of the game (default: ${DEFAULT-VALUE}, all).")
    int fraction;

    @Option(names = "--extras", split = ",", description = "One-hot terms added: ${COMPLETION-CANDIDATES}.")
    List<Extra> extras = new ArrayList<>();

    @Option(names = "--families", split = ",", description = "10-square pattern families added: ${COMPLETION-CANDIDATES}.")
    List<Family> families = new ArrayList<>();

    @Option(names = "--move-rows", description = "Fit the layout with the move rows (PatternLayout.withMoveRows), as train --move-rows.")
    boolean moveRows;

    @Option(names = "--legal-rows", defaultValue = "0",
            description = "Fit the layout with the legal rows 1 to this (PatternLayout.withLegalRows), as train --legal-rows.")
    int legalRows;

    @Option(names = "--slope-at", defaultValue = "-1",
            description = "Give every parameter a second one, its slope in the disc count: the value of a position"
                    + " with d discs is the sum of (a + b (d - D) / 4) over its entries, with D this option (default: off).")
    int slopeAt;

    @Option(names = "--slope-lambda", defaultValue = "20", description = "Ridge of the slopes (default: ${DEFAULT-VALUE}).")
    double slopeLambda;

    @Option(names = "--games-from", split = ",",
            description = "Archived self-play chunks (files or folders, as train --games-from) added to the training set.")
    List<File> gamesFrom = new ArrayList<>();

    @Option(names = "--games-trusted-empties", defaultValue = "24",
            description = "The archived games' results are exact from this many empties (default: ${DEFAULT-VALUE}).")
    int gamesTrustedEmpties;

    private static final int SIX8 = 1_679_616;

    /** Scalar terms, each one-hot in its own table (two tables of 80 entries per term). */
    enum Extra {
        /** Stable discs of each side ({@link Stability#stable}). */
        stab,
        /** Potential mobility: empty squares next to the other side's discs, each side. */
        pmob,
        /** Disc difference. */
        disc,
        /** Move counts of each side, separately (the layout has them as a capped pair). */
        mob1,
        /** Corners each side can take, and corner-held discs. */
        corners,
        /** Stable discs off the edges, and the stable-disc difference. */
        edgeStab,
        /** Stable discs of both sides as one two-dimensional table (own x opponent, capped at 20). */
        stab2,
        /** Potential mobility of both sides as one two-dimensional table (capped at 30). */
        pmob2,
        /** Frontier discs (next to an empty square) of both sides, one two-dimensional table (capped at 30). */
        surround,
        /** The legal moves on each edge's eight squares, own and opponent (two 256-entry tables, four edges). */
        edgemob,
        /** Each edge's eight squares as one 4-state pattern of legal moves (none, own, opponent's, both). */
        edgemob4,
        /** The legal moves on the second rows (the X and C squares' row), own and opponent. */
        row2mob,
        /** The legal moves in each 4x4 quadrant, own and opponent counts (capped at 6) as one table. */
        quadmob,
        /** Rows 1-4 (edge, the X squares' row, rows 3 and 4) each a 4-state pattern of legal moves, own table per row. */
        rowsmob4,
        /** The full and the 7-square diagonals as 4-state patterns of legal moves. */
        diagmob4,
        /** Rows 1-4 as 4-state patterns of potential moves (empty squares next to the opponent's discs, next to own). */
        rowspmob4,
        /** Each edge as one 6-state pattern: own disc, opponent's, or an empty square where neither, own, the opponent or both can move. */
        edge6,
        /** Rows 1-4 as 6-state patterns (as edge6), one table per row. */
        rows6,
        /** Rows 1-2 (the edge and the X squares' row) as 4-state patterns of legal moves, one table per row. */
        rows12mob4,
        /** Rows 1-2 as 4-state patterns of potential moves (with rows12mob4: the move rows cut to rows 1-2). */
        rows12pmob4,
        /** Rows 1-4 as 4-state patterns of legal moves sharing one table. */
        rowsmob4shared,
        /** Rows 1-4 as 3-state patterns of legal moves (none, the side to move can, only the opponent can), one table per row. */
        rowsmob3,
        /** Rows 1-2 as 3-state patterns of legal moves, one table per row. */
        rows12mob3,
        /** Rows 1-4 as 3-state patterns of legal moves sharing one table. */
        rowsmob3shared,
        /** Rows 1-4 as 3-state patterns of legal moves, the opponent's state first (none, the opponent can, only own). */
        rowsmob3opp,
        /** Legal moves counted in each side's two outer rows (16 squares), own and opponent capped at 8, one table for the four sides. */
        sidemob;

        /** Table entries the term takes. */
        int size() {
            return switch (this) {
                case stab2 -> 21 * 21;
                case pmob2, surround -> 31 * 31;
                case edgemob, row2mob -> 512;
                case edgemob4 -> 65536;
                case rowsmob4, rowspmob4 -> 4 * 65536;
                case edge6 -> SIX8;
                case rows6 -> 4 * SIX8;
                case diagmob4 -> 2 * 65536;
                case rows12mob4, rows12pmob4 -> 2 * 65536;
                case rowsmob4shared -> 65536;
                case rowsmob3, rowsmob3opp -> 4 * 6561;
                case rows12mob3 -> 2 * 6561;
                case rowsmob3shared -> 6561;
                case sidemob -> 81;
                case quadmob -> 49;
                default -> 160;
            };
        }

        /** Columns (entries per position) the term takes. */
        int columns() {
            return switch (this) {
                case disc, stab2, pmob2, surround -> 1;
                case edgemob, row2mob -> 8;
                case edgemob4, quadmob -> 4;
                case rowsmob4, rowspmob4, rows6, rowsmob4shared, rowsmob3, rowsmob3shared, rowsmob3opp -> 16;
                case rows12mob4, rows12pmob4, rows12mob3 -> 8;
                case sidemob -> 4;
                case edge6 -> 4;
                case diagmob4 -> 6;
                default -> 2;
            };
        }
    }

    /** Extra families (squares of the first instance; the others by the board's symmetries). */
    enum Family {
        triangle("a1 b1 c1 d1 a2 b2 c2 a3 b3 a4"),
        cornerblock("a1 c1 d1 e1 f1 h1 c2 d2 e2 f2"),
        cross("a1 b2 c3 d4 b1 c2 d3 a2 b3 c4"),
        /** The main diagonal with the two C squares of its first corner. */
        diagc("a1 b2 c3 d4 e5 f6 g7 h8 b1 a2"),
        /** The corner, its edge to the centre and the X square's diagonal run. */
        kite("a1 b1 c1 d1 a2 a3 a4 b2 c3 d4");

        final String squares;

        Family(String squares) {
            this.squares = squares;
        }
    }

    /** Per row, (discs - slopeAt) / 4 with {@code --slope-at}, else null; and where the slopes' parameters start. */
    private float[] rowSlope;
    /** Training rows at 24 empties with the archive's exact score (the in-sample side of the measure). */
    private boolean[] trainAt24;
    private int slopeBase;

    public static void main(String[] args) {
        System.exit(new CommandLine(new ReferenceFitTool()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        PrintStream out = System.out;
        int lo = discs.lo();
        int hi = discs.hi();
        TrainingSet data = TrainingSet.read(positions);
        if (!gamesFrom.isEmpty()) {
            ArchiveTraining.readInto(gamesFrom, data, null, gamesTrustedEmpties);
        }
        PatternLayout layout = moveRows ? PatternLayout.forVariant(Variant.STD).withMoveRows()
                : PatternLayout.forVariant(Variant.STD);
        if (legalRows > 0) {
            layout = layout.withLegalRows(legalRows);
        }
        Features8 f8 = new Features8(layout);
        int k0 = f8.entryCount();
        int next = layout.parameterCount();
        Map<Extra, Integer> extraOffset = new LinkedHashMap<>();
        int extraColumns = 0;
        for (Extra e : new LinkedHashSet<>(extras)) {
            extraOffset.put(e, next);
            next += e.size();
            extraColumns += e.columns();
        }
        List<int[]> familyInstances = new ArrayList<>();
        List<Integer> familyOffset = new ArrayList<>();
        for (Family family : families) {
            String[] names = family.squares.split(" ");
            Set<Long> seen = new HashSet<>();
            for (int s = 0; s < 8; s++) {
                int[] instance = new int[names.length];
                long mask = 0;
                for (int q = 0; q < names.length; q++) {
                    instance[q] = symmetric(s, names[q].charAt(0) - 'a', names[q].charAt(1) - '1');
                    mask |= 1L << instance[q];
                }
                if (seen.add(mask)) {
                    familyInstances.add(instance);
                    familyOffset.add(next);
                }
            }
            next += (int) Math.pow(3, names.length);
        }
        int params = next;
        slopeBase = slopeAt >= 0 ? params : 0;
        int k = k0 + extraColumns + familyInstances.size();
        int count = 0;
        for (int i = 0; i < data.size(); i++) {
            if (selected(data, i, lo, hi)) {
                count++;
            }
        }
        int[] feature = new int[count * k];
        float[] target = new float[count];
        float[] weight = new float[count];
        rowSlope = slopeAt >= 0 ? new float[count] : null;
        boolean[] held = new boolean[count];
        boolean[] at24 = new boolean[count];
        boolean[] at24EveryFourth = new boolean[count];
        trainAt24 = new boolean[count];
        int[] entries = new int[k0];
        int r = 0;
        for (int i = 0; i < data.size(); i++) {
            if (!selected(data, i, lo, hi)) {
                continue;
            }
            long own = data.ownLo(i);
            long opp = data.oppLo(i);
            f8.entries(own, opp, entries);
            int b = r * k;
            int j = 0;
            for (; j < k0; j++) {
                feature[b + j] = layout.parameterOf(entries[j]);
            }
            for (Map.Entry<Extra, Integer> e : extraOffset.entrySet()) {
                j = extraColumns(e.getKey(), e.getValue(), own, opp, feature, b, j);
            }
            for (int q = 0; q < familyInstances.size(); q++) {
                int[] instance = familyInstances.get(q);
                int index = 0;
                for (int t = instance.length - 1; t >= 0; t--) {
                    index = index * 3 + ((own >>> instance[t] & 1) != 0 ? 1 : (opp >>> instance[t] & 1) != 0 ? 2 : 0);
                }
                feature[b + j++] = familyOffset.get(q) + index;
            }
            if (rowSlope != null) {
                rowSlope[r] = (data.discs(i) - slopeAt) / 4f;
            }
            target[r] = data.result(i);
            held[r] = data.game(i) % WeightFitter.HELD_OUT_EVERY == 0;
            boolean dropped = !held[r] && Math.floorMod(data.game(i) * 0x9E3779B1, 1000) >= fraction;
            weight[r] = held[r] || dropped ? 0 : data.exact(i) ? 1 : (float) inexactWeight;
            // The measure of issue 31: the archive's exact score at 24 empties (40 discs).
            // Only WTHOR's games: the archived self-play games are another population.
            at24[r] = held[r] && data.exact(i) && data.discs(i) == 40 && data.game(i) < ArchiveTraining.FIRST_GAME_ID;
            at24EveryFourth[r] = at24[r] && data.game(i) % (4 * WeightFitter.HELD_OUT_EVERY) == 0;
            trainAt24[r] = weight[r] > 0 && data.exact(i) && data.discs(i) == 40 && data.game(i) < ArchiveTraining.FIRST_GAME_ID;
            r++;
        }
        int training = 0;
        int heldOut = 0;
        for (int i = 0; i < count; i++) {
            training += weight[i] > 0 ? 1 : 0;
            heldOut += held[i] ? 1 : 0;
        }
        out.printf(Locale.ROOT, "discs %d-%d%s%s, inexact weight %s, lambda %s, extras %s, families %s: %d training,"
                        + " %d held out, %d parameters, games from %s%n", lo, hi, exactOnly ? " (exact labels only)" : "",
                (moveRows ? " (move rows)" : "") + (legalRows > 0 ? " (legal rows 1-" + legalRows + ")" : ""),
                inexactWeight, lambda, extras, families, training, heldOut, params, gamesFrom);
        fit(feature, k, target, weight, rowSlope != null ? 2 * params : params, held, at24, at24EveryFourth, out);
        return 0;
    }

    private boolean selected(TrainingSet data, int i, int lo, int hi) {
        int d = data.discs(i);
        return d >= lo && d <= hi && (!exactOnly || data.exact(i));
    }

    /** Writes the columns of one extra term at {@code j}; returns the next column. */
    private static int extraColumns(Extra extra, int offset, long own, long opp, int[] feature, int b, int j) {
        long occupied = own | opp;
        long empty = ~occupied;
        switch (extra) {
            case stab -> {
                feature[b + j++] = offset + Math.min(Long.bitCount(Stability.stable(own, occupied)), 79);
                feature[b + j++] = offset + 80 + Math.min(Long.bitCount(Stability.stable(opp, occupied)), 79);
            }
            case pmob -> {
                feature[b + j++] = offset + Long.bitCount(Bitboards8.neighbours(opp) & empty);
                feature[b + j++] = offset + 80 + Long.bitCount(Bitboards8.neighbours(own) & empty);
            }
            case disc -> feature[b + j++] = offset + 80
                    + Math.max(-79, Math.min(79, Long.bitCount(own) - Long.bitCount(opp)));
            case mob1 -> {
                feature[b + j++] = offset + Long.bitCount(Bitboards8.moves(own, opp));
                feature[b + j++] = offset + 80 + Long.bitCount(Bitboards8.moves(opp, own));
            }
            case corners -> {
                long c = Bitboards8.CORNERS;
                feature[b + j++] = offset + Long.bitCount(Bitboards8.moves(own, opp) & c) * 5
                        + Long.bitCount(Bitboards8.moves(opp, own) & c);
                feature[b + j++] = offset + 80 + Math.min(7, Long.bitCount(Stability.cornerStable(own))) * 9
                        + Math.min(8, Long.bitCount(Stability.cornerStable(opp)));
            }
            case edgeStab -> {
                long border = 0xff818181818181ffL;
                long ownStable = Stability.stable(own, occupied);
                long oppStable = Stability.stable(opp, occupied);
                feature[b + j++] = offset + Math.min(79, Long.bitCount(ownStable & ~border) * 10
                        + Math.min(9, Long.bitCount(oppStable & ~border)));
                feature[b + j++] = offset + 80 + Math.min(79, Long.bitCount(ownStable) - Long.bitCount(oppStable) + 40);
            }
            case stab2 -> feature[b + j++] = offset + Math.min(20, Long.bitCount(Stability.stable(own, occupied))) * 21
                    + Math.min(20, Long.bitCount(Stability.stable(opp, occupied)));
            case pmob2 -> feature[b + j++] = offset + Math.min(30, Long.bitCount(Bitboards8.neighbours(opp) & empty)) * 31
                    + Math.min(30, Long.bitCount(Bitboards8.neighbours(own) & empty));
            case surround -> {
                long nextToEmpty = Bitboards8.neighbours(empty);
                feature[b + j++] = offset + Math.min(30, Long.bitCount(own & nextToEmpty)) * 31
                        + Math.min(30, Long.bitCount(opp & nextToEmpty));
            }
            case edgemob -> {
                long ownMoves = Bitboards8.moves(own, opp);
                long oppMoves = Bitboards8.moves(opp, own);
                for (int s = 0; s < 8; s += 2) {
                    // the four edges: rank 1 moved by symmetries 0, 2, 4, 6 (ranks 1 and 8, files a and h)
                    feature[b + j++] = offset + edgeBits(ownMoves, s);
                    feature[b + j++] = offset + 256 + edgeBits(oppMoves, s);
                }
            }
            case edgemob4 -> {
                long ownMoves = Bitboards8.moves(own, opp);
                long oppMoves = Bitboards8.moves(opp, own);
                for (int s = 0; s < 8; s += 2) {
                    feature[b + j++] = offset + quaternary(edgeBits(ownMoves, s), edgeBits(oppMoves, s));
                }
            }
            case rowsmob4 -> {
                long ownMoves = Bitboards8.moves(own, opp);
                long oppMoves = Bitboards8.moves(opp, own);
                for (int row = 0; row < 4; row++) {
                    for (int s = 0; s < 8; s += 2) {
                        feature[b + j++] = offset + row * 65536 + quaternary(rowBits(ownMoves, s, row), rowBits(oppMoves, s, row));
                    }
                }
            }
            case rows12mob4, rowsmob4shared -> {
                long ownMoves = Bitboards8.moves(own, opp);
                long oppMoves = Bitboards8.moves(opp, own);
                int rows = extra == Extra.rows12mob4 ? 2 : 4;
                for (int row = 0; row < rows; row++) {
                    int table = extra == Extra.rows12mob4 ? row * 65536 : 0;
                    for (int s = 0; s < 8; s += 2) {
                        feature[b + j++] = offset + table + quaternary(rowBits(ownMoves, s, row), rowBits(oppMoves, s, row));
                    }
                }
            }
            case rowsmob3, rows12mob3, rowsmob3shared, rowsmob3opp -> {
                long ownMoves = Bitboards8.moves(own, opp);
                long oppMoves = Bitboards8.moves(opp, own);
                long first = extra == Extra.rowsmob3opp ? oppMoves : ownMoves;
                long second = (extra == Extra.rowsmob3opp ? ownMoves : oppMoves) & ~first;
                int rows = extra == Extra.rows12mob3 ? 2 : 4;
                for (int row = 0; row < rows; row++) {
                    int table = extra == Extra.rowsmob3shared ? 0 : row * 6561;
                    for (int s = 0; s < 8; s += 2) {
                        feature[b + j++] = offset + table + ternary(rowBits(first, s, row), rowBits(second, s, row));
                    }
                }
            }
            case sidemob -> {
                long ownMoves = Bitboards8.moves(own, opp);
                long oppMoves = Bitboards8.moves(opp, own);
                long[] sides = {0xffffL, 0xffff000000000000L, 0x0303030303030303L, 0xc0c0c0c0c0c0c0c0L};
                for (long side : sides) {
                    feature[b + j++] = offset + Math.min(8, Long.bitCount(ownMoves & side)) * 9
                            + Math.min(8, Long.bitCount(oppMoves & side));
                }
            }
            case edge6, rows6 -> {
                long ownMoves = Bitboards8.moves(own, opp);
                long oppMoves = Bitboards8.moves(opp, own);
                int rows = extra == Extra.edge6 ? 1 : 4;
                for (int row = 0; row < rows; row++) {
                    for (int s = 0; s < 8; s += 2) {
                        int o = rowBits(own, s, row);
                        int p = rowBits(opp, s, row);
                        int om = rowBits(ownMoves, s, row);
                        int pm = rowBits(oppMoves, s, row);
                        int v = 0;
                        for (int c = 7; c >= 0; c--) {
                            int state = (o >>> c & 1) != 0 ? 4 : (p >>> c & 1) != 0 ? 5 : (om >>> c & 1) + 2 * (pm >>> c & 1);
                            v = v * 6 + state;
                        }
                        feature[b + j++] = offset + row * SIX8 + v;
                    }
                }
            }
            case rowspmob4, rows12pmob4 -> {
                long ownPotential = Bitboards8.neighbours(opp) & empty;
                long oppPotential = Bitboards8.neighbours(own) & empty;
                int rows = extra == Extra.rows12pmob4 ? 2 : 4;
                for (int row = 0; row < rows; row++) {
                    for (int s = 0; s < 8; s += 2) {
                        feature[b + j++] = offset + row * 65536
                                + quaternary(rowBits(ownPotential, s, row), rowBits(oppPotential, s, row));
                    }
                }
            }
            case diagmob4 -> {
                long ownMoves = Bitboards8.moves(own, opp);
                long oppMoves = Bitboards8.moves(opp, own);
                for (int s = 0; s < 2; s++) {
                    feature[b + j++] = offset + quaternary(diagBits(ownMoves, s, 0), diagBits(oppMoves, s, 0));
                }
                for (int s = 0; s < 4; s++) {
                    feature[b + j++] = offset + 65536 + quaternary(diagBits(ownMoves, s, 1), diagBits(oppMoves, s, 1));
                }
            }
            case row2mob -> {
                long ownMoves = Bitboards8.moves(own, opp);
                long oppMoves = Bitboards8.moves(opp, own);
                for (int s = 0; s < 8; s += 2) {
                    feature[b + j++] = offset + rowBits(ownMoves, s, 1);
                    feature[b + j++] = offset + 256 + rowBits(oppMoves, s, 1);
                }
            }
            case quadmob -> {
                long ownMoves = Bitboards8.moves(own, opp);
                long oppMoves = Bitboards8.moves(opp, own);
                for (int q = 0; q < 4; q++) {
                    long quadrant = 0x0f0f0f0fL << ((q & 1) * 4 + (q >> 1) * 32);
                    feature[b + j++] = offset + Math.min(6, Long.bitCount(ownMoves & quadrant)) * 7
                            + Math.min(6, Long.bitCount(oppMoves & quadrant));
                }
            }
            default -> throw new IllegalArgumentException(extra.name());
        }
        return j;
    }

    /** The bits of x on the squares of rank 1 moved by symmetry s, bit c = column c. */
    private static int edgeBits(long x, int s) {
        return rowBits(x, s, 0);
    }

    /** The bits of x on the squares of rank {@code row + 1} moved by symmetry s, bit c = column c. */
    private static int rowBits(long x, int s, int row) {
        int v = 0;
        for (int c = 0; c < 8; c++) {
            v |= (int) (x >>> symmetric(s, c, row) & 1) << c;
        }
        return v;
    }

    /** The bits of x on the diagonal from (shift, 0) moved by symmetry s, bit c = its c-th square. */
    private static int diagBits(long x, int s, int shift) {
        int v = 0;
        for (int c = 0; c + shift < 8; c++) {
            v |= (int) (x >>> symmetric(s, c + shift, c) & 1) << c;
        }
        return v;
    }

    /** Two 8-bit sets as one base-4 number: digit c = bit c of a + 2 * bit c of b. */
    private static int quaternary(int a, int b) {
        int v = 0;
        for (int c = 7; c >= 0; c--) {
            v = v * 4 + (a >>> c & 1) + 2 * (b >>> c & 1);
        }
        return v;
    }

    /** Two disjoint 8-bit sets as one base-3 number: digit c = bit c of a + 2 * bit c of b. */
    private static int ternary(int a, int b) {
        int v = 0;
        for (int c = 7; c >= 0; c--) {
            v = v * 3 + (a >>> c & 1) + 2 * (b >>> c & 1);
        }
        return v;
    }

    /** Square of (column c, row r) under board symmetry s (the eight of the square). */
    private static int symmetric(int s, int c, int r) {
        int x = (s & 1) != 0 ? 7 - c : c;
        int y = (s & 2) != 0 ? 7 - r : r;
        return (s & 4) != 0 ? y + 8 * x : x + 8 * y;
    }

    private void fit(int[] feature, int k, float[] target, float[] weight, int params, boolean[] held, boolean[] at24,
                     boolean[] at24EveryFourth, PrintStream out) {
        int n = target.length;
        double[] theta = new double[params];
        double[] diag = new double[params];
        double[] res = new double[params];
        double[] z = new double[params];
        double[] dir = new double[params];
        double[] m = new double[params];
        for (int i = 0; i < n; i++) {
            if (weight[i] > 0) {
                for (int j = 0; j < k; j++) {
                    diag[feature[i * k + j]] += weight[i];
                    res[feature[i * k + j]] += weight[i] * target[i];
                }
                if (rowSlope != null) {
                    float sl = rowSlope[i];
                    for (int j = 0; j < k; j++) {
                        diag[slopeBase + feature[i * k + j]] += weight[i] * sl * sl;
                        res[slopeBase + feature[i * k + j]] += weight[i] * sl * target[i];
                    }
                }
            }
        }
        for (int j = 0; j < params; j++) {
            diag[j] += ridge(j) + 1e-9;
            z[j] = res[j] / diag[j];
            dir[j] = z[j];
        }
        double rz = dot(res, z);
        for (int it = 1; it <= iterations && rz > 1e-12; it++) {
            Arrays.fill(m, 0);
            for (int i = 0; i < n; i++) {
                if (weight[i] > 0) {
                    double v = value(dir, feature, i, k);
                    for (int j = 0; j < k; j++) {
                        m[feature[i * k + j]] += weight[i] * v;
                    }
                    if (rowSlope != null) {
                        double vs = weight[i] * rowSlope[i] * v;
                        for (int j = 0; j < k; j++) {
                            m[slopeBase + feature[i * k + j]] += vs;
                        }
                    }
                }
            }
            for (int j = 0; j < params; j++) {
                m[j] += ridge(j) * dir[j];
            }
            double alpha = rz / dot(dir, m);
            for (int j = 0; j < params; j++) {
                theta[j] += alpha * dir[j];
                res[j] -= alpha * m[j];
                z[j] = res[j] / diag[j];
            }
            double rzNew = dot(res, z);
            double beta = rzNew / rz;
            rz = rzNew;
            for (int j = 0; j < params; j++) {
                dir[j] = z[j] + beta * dir[j];
            }
            if (it % 25 == 0 || it == iterations || it == 5 || it == 10) {
                report(it, theta, feature, k, target, weight, held, at24, at24EveryFourth, out);
            }
        }
    }

    /** The ridge of parameter j: the slopes have their own. */
    private double ridge(int j) {
        return rowSlope != null && j >= slopeBase ? slopeLambda : lambda;
    }

    /** The value of row i under the parameters theta. */
    private double value(double[] theta, int[] feature, int i, int k) {
        double v = 0;
        for (int j = 0; j < k; j++) {
            v += theta[feature[i * k + j]];
        }
        if (rowSlope != null) {
            double vs = 0;
            for (int j = 0; j < k; j++) {
                vs += theta[slopeBase + feature[i * k + j]];
            }
            v += rowSlope[i] * vs;
        }
        return v;
    }

    private void report(int it, double[] theta, int[] feature, int k, float[] target, float[] weight,
                               boolean[] held, boolean[] at24, boolean[] at24EveryFourth, PrintStream out) {
        double trainSq = 0;
        double trainW = 0;
        double heldSq = 0;
        double heldAbs = 0;
        int heldN = 0;
        double abs24 = 0;
        int n24 = 0;
        double abs24Fourth = 0;
        int n24Fourth = 0;
        double abs24Train = 0;
        int n24Train = 0;
        for (int i = 0; i < target.length; i++) {
            double e = value(theta, feature, i, k) - target[i];
            if (weight[i] > 0) {
                trainSq += weight[i] * e * e;
                trainW += weight[i];
            } else if (held[i]) {
                heldSq += e * e;
                heldAbs += Math.abs(e);
                heldN++;
            }
            if (at24[i]) {
                abs24 += Math.abs(e);
                n24++;
            }
            if (at24EveryFourth[i]) {
                abs24Fourth += Math.abs(e);
                n24Fourth++;
            }
            if (trainAt24[i]) {
                abs24Train += Math.abs(e);
                n24Train++;
            }
        }
        out.printf(Locale.ROOT, "it %4d  train rms %.3f  held-out rms %.3f mae %.3f  | 24 empties, exact: held-out MAE"
                        + " %.3f (%d), every 4th held-out game %.3f (%d); in sample %.3f%n", it, Math.sqrt(trainSq / trainW),
                Math.sqrt(heldSq / heldN), heldAbs / heldN, abs24 / n24, n24, abs24Fourth / n24Fourth, n24Fourth,
                abs24Train / Math.max(1, n24Train));
        out.flush();
    }

    private static double dot(double[] a, double[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i] * b[i];
        }
        return s;
    }
}
