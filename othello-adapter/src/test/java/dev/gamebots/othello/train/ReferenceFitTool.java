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
        edgeStab
    }

    /** Extra families (squares of the first instance; the others by the board's symmetries). */
    enum Family {
        triangle("a1 b1 c1 d1 a2 b2 c2 a3 b3 a4"),
        cornerblock("a1 c1 d1 e1 f1 h1 c2 d2 e2 f2"),
        cross("a1 b2 c3 d4 b1 c2 d3 a2 b3 c4");

        final String squares;

        Family(String squares) {
            this.squares = squares;
        }
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new ReferenceFitTool()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        PrintStream out = System.out;
        int lo = discs.lo();
        int hi = discs.hi();
        TrainingSet data = TrainingSet.read(positions);
        PatternLayout layout = PatternLayout.forVariant(Variant.STD);
        Features8 f8 = new Features8(layout);
        int k0 = f8.entryCount();
        int next = layout.parameterCount();
        Map<Extra, Integer> extraOffset = new LinkedHashMap<>();
        int extraColumns = 0;
        for (Extra e : new LinkedHashSet<>(extras)) {
            extraOffset.put(e, next);
            next += 160;
            extraColumns += e == Extra.disc ? 1 : 2;
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
        boolean[] held = new boolean[count];
        boolean[] at24 = new boolean[count];
        boolean[] at24EveryFourth = new boolean[count];
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
            target[r] = data.result(i);
            held[r] = data.game(i) % WeightFitter.HELD_OUT_EVERY == 0;
            boolean dropped = !held[r] && Math.floorMod(data.game(i) * 0x9E3779B1, 1000) >= fraction;
            weight[r] = held[r] || dropped ? 0 : data.exact(i) ? 1 : (float) inexactWeight;
            // The measure of issue 31: the archive's exact score at 24 empties (40 discs).
            at24[r] = held[r] && data.exact(i) && data.discs(i) == 40;
            at24EveryFourth[r] = at24[r] && data.game(i) % (4 * WeightFitter.HELD_OUT_EVERY) == 0;
            r++;
        }
        int training = 0;
        int heldOut = 0;
        for (int i = 0; i < count; i++) {
            training += weight[i] > 0 ? 1 : 0;
            heldOut += held[i] ? 1 : 0;
        }
        out.printf(Locale.ROOT, "discs %d-%d%s, inexact weight %s, lambda %s, extras %s, families %s: %d training,"
                        + " %d held out, %d parameters%n", lo, hi, exactOnly ? " (exact labels only)" : "", inexactWeight,
                lambda, extras, families, training, heldOut, params);
        fit(feature, k, target, weight, params, held, at24, at24EveryFourth, out);
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
                feature[b + j++] = offset + 80 + Long.bitCount(Stability.cornerStable(own)) * 9
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
            default -> throw new IllegalArgumentException(extra.name());
        }
        return j;
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
            }
        }
        for (int j = 0; j < params; j++) {
            diag[j] += lambda + 1e-9;
            z[j] = res[j] / diag[j];
            dir[j] = z[j];
        }
        double rz = dot(res, z);
        for (int it = 1; it <= iterations && rz > 1e-12; it++) {
            Arrays.fill(m, 0);
            for (int i = 0; i < n; i++) {
                if (weight[i] > 0) {
                    double v = 0;
                    for (int j = 0; j < k; j++) {
                        v += dir[feature[i * k + j]];
                    }
                    for (int j = 0; j < k; j++) {
                        m[feature[i * k + j]] += weight[i] * v;
                    }
                }
            }
            for (int j = 0; j < params; j++) {
                m[j] += lambda * dir[j];
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

    private static void report(int it, double[] theta, int[] feature, int k, float[] target, float[] weight,
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
        for (int i = 0; i < target.length; i++) {
            double v = 0;
            for (int j = 0; j < k; j++) {
                v += theta[feature[i * k + j]];
            }
            double e = v - target[i];
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
        }
        out.printf(Locale.ROOT, "it %4d  train rms %.3f  held-out rms %.3f mae %.3f  | 24 empties, exact: held-out MAE"
                        + " %.3f (%d), every 4th held-out game %.3f (%d)%n", it, Math.sqrt(trainSq / trainW),
                Math.sqrt(heldSq / heldN), heldAbs / heldN, abs24 / n24, n24, abs24Fourth / n24Fourth, n24Fourth);
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
