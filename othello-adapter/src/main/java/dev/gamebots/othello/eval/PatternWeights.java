package dev.gamebots.othello.eval;

import dev.gamebots.core.AlphaBetaSearcher;
import dev.gamebots.core.ProbCut;
import dev.gamebots.core.Score;
import dev.gamebots.othello.rules.Board10;
import dev.gamebots.othello.rules.Board8;
import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Variant;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * The trained weights of one game: per phase, a table of {@link PatternLayout#tableSize()} entries in
 * units of 1/{@link #SCALE} disc, expanded from the trained parameters (entries tied by symmetry
 * share a value). Also carries the game's ProbCut calibration.
 *
 * <p>Loading is quick: the file is inflated into memory, and a phase's parameters are decoded and
 * expanded into its table the first time the evaluation needs that phase (a game in progress only
 * touches a few phases at a time). Safe for use from several threads.
 *
 * <p>File format (gzip): {@code "OTHW"}, version, the game's wire name, the layout's name, phases,
 * phase width, mobility cap and parameter count (all checked against the layout on loading); then per
 * phase the byte length of its block and the block: the number of non-zero parameters and, for each,
 * the gap to the previous one and the value (both variable-length, the value zig-zag coded); then the
 * ProbCut table.
 *
 * <p>Version 3 adds, after the parameter count, a set of flags; flag {@link #CLASSIC_TERM} says the
 * evaluation is the game's hand-made one ({@link Evaluation10} on 10x10, {@link Evaluation8} on 8x8)
 * times a per-phase weight plus the pattern sum (the patterns are fitted as a correction of the
 * hand-made evaluation: the 10x10 games and reversi, whose pattern tables alone were too weak), and
 * one float per phase follows, the weight of the hand-made evaluation in evaluation units per unit of
 * the hand-made one. Flag {@link #MOVE_ROWS_FLAG} says the layout has the move rows
 * ({@link PatternLayout#withMoveRows()}; the parameter count then includes them). Flag
 * {@link #LEGAL_ROWS_FLAG} says the layout has the legal rows ({@link PatternLayout#withLegalRows(int)}),
 * and an int, how many rows, follows the flags. Files with none of them
 * are written as version 2, so the std and anti files and their training output are unchanged; both
 * versions are read, and a file with a flag this version does not know is refused.
 */
public final class PatternWeights {

    /** Evaluation units per disc. */
    public static final int SCALE = 64;
    private static final int MAGIC = 0x4f544857; // "OTHW"
    private static final int VERSION_PATTERNS_ONLY = 2;
    private static final int VERSION_WITH_FLAGS = 3;
    /** Version-3 flag: the evaluation adds the hand-made evaluation times a per-phase weight. */
    static final int CLASSIC_TERM = 1;
    /** Version-3 flag: the layout has the move rows ({@link PatternLayout#withMoveRows()}). */
    static final int MOVE_ROWS_FLAG = 2;
    /** Version-3 flag: the layout has the legal rows ({@link PatternLayout#withLegalRows(int)}); their count follows. */
    static final int LEGAL_ROWS_FLAG = 4;
    /** Fixed-point bits of {@link #classicFixed}. */
    static final int CLASSIC_SHIFT = 16;

    private final Variant variant;
    private final PatternLayout layout;
    /** Encoded parameters of each phase (see the class comment). */
    private final byte[][] encoded;
    /** Expanded tables per phase, made on first use. */
    private final AtomicReferenceArray<short[]> tables;
    private final ProbCutTable probCut;
    /** {@link #alphaBetaProbCut} per phase for {@link #alphaBetaT}, made on first use; a phase found uncalibrated is marked. */
    private final ProbCut[] alphaBetaCuts;
    private final boolean[] alphaBetaUncalibrated;
    /** The threshold the cached cuts were built for (a call with another one rebuilds them). */
    private double alphaBetaT = Double.NaN;
    /**
     * Per phase, the weight of the hand-made evaluation in evaluation units per its unit; null when
     * the evaluation is the pattern sum alone.
     */
    private final float[] classicWeights;

    private PatternWeights(Variant variant, PatternLayout layout, byte[][] encoded, float[] classicWeights,
                           ProbCutTable probCut) {
        if (classicWeights != null && classicWeights.length != layout.phases()) {
            throw new IllegalArgumentException("the hand-made term has one weight per phase");
        }
        this.variant = variant;
        this.layout = layout;
        this.encoded = encoded;
        this.classicWeights = classicWeights;
        this.probCut = probCut;
        this.tables = new AtomicReferenceArray<>(layout.phases());
        this.alphaBetaCuts = new ProbCut[layout.phases()];
        this.alphaBetaUncalibrated = new boolean[layout.phases()];
    }

    /**
     * Weights from trained parameters in discs (rounded to evaluation units). A phase's array holds
     * {@link PatternLayout#parameterCount()} values, or one more: then the last one is the weight of
     * the hand-made evaluation (discs per unit of {@link Evaluation10} or {@link Evaluation8}), and every
     * phase must have it.
     */
    public static PatternWeights fromDiscs(Variant variant, float[][] discs, ProbCutTable probCut) {
        return fromDiscs(variant, PatternLayout.forVariant(variant), discs, probCut);
    }

    /** The same in {@code layout} (the variant's geometry, phases of any width). */
    public static PatternWeights fromDiscs(Variant variant, PatternLayout layout, float[][] discs, ProbCutTable probCut) {
        if (layout.geometry() != PatternLayout.forVariant(variant).geometry()) {
            throw new IllegalArgumentException("not a layout of " + variant.wireName());
        }
        if (discs.length != layout.phases()) {
            throw new IllegalArgumentException(discs.length + " phases, the layout has " + layout.phases());
        }
        int count = layout.parameterCount();
        boolean classic = discs.length > 0 && discs[0].length == count + 1;
        float[] classicWeights = classic ? new float[layout.phases()] : null;
        byte[][] encoded = new byte[layout.phases()][];
        for (int p = 0; p < encoded.length; p++) {
            if (discs[p].length != (classic ? count + 1 : count)) {
                throw new IllegalArgumentException("phase " + p + ": " + discs[p].length + " parameters");
            }
            if (classic) {
                classicWeights[p] = (float) (discs[p][count] * (double) SCALE);
            }
            short[] q = new short[count];
            for (int i = 0; i < q.length; i++) {
                long v = Math.round(discs[p][i] * (double) SCALE);
                q[i] = (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, v));
            }
            encoded[p] = encode(q);
        }
        return new PatternWeights(variant, layout, encoded, classicWeights, probCut);
    }

    /** The same weights with another ProbCut calibration. */
    public PatternWeights withProbCut(ProbCutTable table) {
        return new PatternWeights(variant, layout, encoded, classicWeights, table);
    }

    /** True when the evaluation adds the hand-made evaluation times a per-phase weight. */
    public boolean hasClassicTerm() {
        return classicWeights != null;
    }

    /**
     * The per-phase weights of the hand-made evaluation in fixed point ({@link #CLASSIC_SHIFT} bits):
     * the term is {@code (weight * handMade) >> CLASSIC_SHIFT} evaluation units; null without the term.
     */
    public long[] classicFixed() {
        if (classicWeights == null) {
            return null;
        }
        long[] fixed = new long[classicWeights.length];
        for (int p = 0; p < fixed.length; p++) {
            fixed[p] = Math.round(classicWeights[p] * (double) (1L << CLASSIC_SHIFT));
        }
        return fixed;
    }

    /** The weight of the hand-made evaluation in phase {@code phase} (units per its unit; 0 without the term). */
    public float classicWeight(int phase) {
        return classicWeights == null ? 0f : classicWeights[phase];
    }

    public Variant variant() {
        return variant;
    }

    public PatternLayout layout() {
        return layout;
    }

    /** The table of phase {@code phase}. */
    public short[] table(int phase) {
        short[] t = tables.get(phase);
        return t != null ? t : expand(phase);
    }

    private synchronized short[] expand(int phase) {
        short[] t = tables.get(phase);
        if (t == null) {
            short[] params = decode(encoded[phase], layout.parameterCount());
            t = new short[layout.tableSize()];
            for (int e = 0; e < t.length; e++) {
                t[e] = params[layout.parameterOf(e)];
            }
            tables.set(phase, t);
        }
        return t;
    }

    public ProbCutTable probCut() {
        return probCut;
    }

    /**
     * This calibration as ProbCut settings for engine-core's alpha-beta in the phase of {@code board}: at depth d the
     * shallow depth {@link ProbCutTable#shallowDepth} and a margin of {@code t} sigmas of that phase
     * (the deepest calibrated depth's sigma beyond it; the slope and intercept, close to 1 and 0, are
     * left out). Null when the phase has no calibration. Built once per phase and threshold.
     */
    public ProbCut alphaBetaProbCut(OthelloBoard board, double t) {
        return alphaBetaProbCut(layout.phase(board.discs(OthelloBoard.BLACK) + board.discs(OthelloBoard.WHITE)), t);
    }

    /**
     * A search score of a pattern evaluation in discs: a proven result (engine-core's decisive band) as
     * its disc margin, a heuristic value divided by {@link #SCALE}.
     */
    public static float discs(int searchScore) {
        return Score.isDecisive(searchScore) ? Score.margin(searchScore) : searchScore / (float) SCALE;
    }

    /** {@link #alphaBetaProbCut(OthelloBoard, double)} for a phase. */
    public ProbCut alphaBetaProbCut(int phase, double t) {
        if (phase < 0 || phase >= alphaBetaCuts.length) {
            return null;
        }
        if (t != alphaBetaT) {
            Arrays.fill(alphaBetaCuts, null);
            Arrays.fill(alphaBetaUncalibrated, false);
            alphaBetaT = t;
        }
        ProbCut cut = alphaBetaCuts[phase];
        if (cut == null && !alphaBetaUncalibrated[phase]) {
            int size = AlphaBetaSearcher.MAX_SEARCH_PLY;
            int[] shallow = new int[size];
            int[] margin = new int[size];
            int lastCalibrated = -1;
            for (int d = ProbCutTable.MIN_DEPTH; d <= ProbCutTable.MAX_DEPTH; d++) {
                if (probCut.calibrated(phase, d)) {
                    lastCalibrated = d;
                }
            }
            for (int d = ProbCutTable.MIN_DEPTH; d < size && lastCalibrated > 0; d++) {
                int calibratedAt = Math.min(d, lastCalibrated);
                int s = ProbCutTable.shallowDepth(d);
                if (probCut.calibrated(phase, calibratedAt) && s >= 1 && s < d) {
                    shallow[d] = s;
                    margin[d] = Math.max(1, Math.round((float) t * probCut.sigma(phase, calibratedAt)));
                }
            }
            if (lastCalibrated > 0) {
                cut = new ProbCut(shallow, margin);
                alphaBetaCuts[phase] = cut;
            } else {
                alphaBetaUncalibrated[phase] = true;
            }
        }
        return cut;
    }

    /** Makes {@code board} evaluate with these weights (its game must be this one's). */
    public void useOn(OthelloBoard board) {
        if (board instanceof Board8 b8) {
            b8.setEvaluator(new PatternEvaluation8(this));
        } else {
            ((Board10) board).setEvaluator(new PatternEvaluation10(this));
        }
    }

    // ---- encoding of one phase ----

    private static byte[] encode(short[] params) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int nonZero = 0;
        for (short v : params) {
            nonZero += v != 0 ? 1 : 0;
        }
        writeVarint(out, nonZero);
        int last = -1;
        for (int i = 0; i < params.length; i++) {
            if (params[i] != 0) {
                writeVarint(out, i - last - 1);
                writeVarint(out, (params[i] << 1) ^ (params[i] >> 31));
                last = i;
            }
        }
        return out.toByteArray();
    }

    private static short[] decode(byte[] b, int count) {
        short[] params = new short[count];
        int[] pos = {0};
        int nonZero = readVarint(b, pos);
        int i = -1;
        for (int k = 0; k < nonZero; k++) {
            i += readVarint(b, pos) + 1;
            int z = readVarint(b, pos);
            params[i] = (short) ((z >>> 1) ^ -(z & 1));
        }
        return params;
    }

    private static void writeVarint(ByteArrayOutputStream out, int v) {
        while ((v & ~0x7f) != 0) {
            out.write((v & 0x7f) | 0x80);
            v >>>= 7;
        }
        out.write(v);
    }

    private static int readVarint(byte[] b, int[] pos) {
        int v = 0;
        int shift = 0;
        while (true) {
            int x = b[pos[0]++] & 0xff;
            v |= (x & 0x7f) << shift;
            if ((x & 0x80) == 0) {
                return v;
            }
            shift += 7;
            if (shift > 28) {
                throw new IllegalArgumentException("bad varint");
            }
        }
    }

    // ---- files ----

    /** The resource name of a game's weights inside the jar. */
    public static String resourceName(Variant variant) {
        return "/dev/gamebots/othello/weights/" + variant.wireName() + ".weights";
    }

    /**
     * The game's weights from the jar, or null when the jar has none (or they do not fit the layout).
     * Read once per process: the weights are immutable, so every engine and the warm-up share them.
     */
    public static PatternWeights load(Variant variant) {
        return JAR_WEIGHTS.computeIfAbsent(variant, v -> Optional.ofNullable(readResource(v))).orElse(null);
    }

    private static final ConcurrentHashMap<Variant, Optional<PatternWeights>> JAR_WEIGHTS = new ConcurrentHashMap<>();

    /** True when {@link #load} has already read this game's weights (or found none): it returns at once. */
    public static boolean loaded(Variant variant) {
        return JAR_WEIGHTS.containsKey(variant);
    }

    private static PatternWeights readResource(Variant variant) {
        try (InputStream in = PatternWeights.class.getResourceAsStream(resourceName(variant))) {
            if (in == null) {
                return null;
            }
            return read(in, variant);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** Expands every phase's table now (before a game, so that no search pays for it). */
    public void expandAll() {
        for (int p = 0; p < layout.phases(); p++) {
            table(p);
        }
        expanded = true;
    }

    private volatile boolean expanded;

    /** True when every phase's table is ready. */
    public boolean expanded() {
        return expanded;
    }

    public void write(OutputStream out) throws IOException {
        GZIPOutputStream gz = new GZIPOutputStream(out, 1 << 16);
        DataOutputStream d = new DataOutputStream(new BufferedOutputStream(gz, 1 << 16));
        d.writeInt(MAGIC);
        int flags = (classicWeights != null ? CLASSIC_TERM : 0) | (layout.hasMoveRows() ? MOVE_ROWS_FLAG : 0)
                | (layout.legalRows() > 0 ? LEGAL_ROWS_FLAG : 0);
        d.writeInt(flags == 0 ? VERSION_PATTERNS_ONLY : VERSION_WITH_FLAGS);
        d.writeUTF(variant.wireName());
        d.writeUTF(layout.geometry().name());
        d.writeInt(layout.phases());
        d.writeInt(layout.phaseWidth());
        d.writeInt(layout.mobilityCap());
        d.writeInt(layout.parameterCount());
        if (flags != 0) {
            d.writeInt(flags);
        }
        if (layout.legalRows() > 0) {
            d.writeInt(layout.legalRows());
        }
        if (classicWeights != null) {
            for (float w : classicWeights) {
                d.writeFloat(w);
            }
        }
        for (byte[] block : encoded) {
            d.writeInt(block.length);
            d.write(block);
        }
        probCut.write(d);
        d.flush();
        gz.finish();
    }

    /** Reads a weights file written by {@link #write}; throws when it is not the expected game's. */
    public static PatternWeights read(java.io.File file, Variant expected) throws IOException {
        try (InputStream in = new java.io.FileInputStream(file)) {
            return read(in, expected);
        }
    }

    /** Reads weights written by {@link #write}; throws when they are not the expected game's. */
    public static PatternWeights read(InputStream in, Variant expected) throws IOException {
        byte[] bytes = new GZIPInputStream(in, 1 << 16).readAllBytes();
        DataInputStream d = new DataInputStream(new ByteArrayInputStream(bytes));
        int magic = d.readInt();
        int version = d.readInt();
        if (magic != MAGIC || (version != VERSION_PATTERNS_ONLY && version != VERSION_WITH_FLAGS)) {
            throw new IOException("not a weights file of this version");
        }
        String game = d.readUTF();
        if (!game.equals(expected.wireName())) {
            throw new IOException("weights of " + game + ", not " + expected.wireName());
        }
        PatternLayout layout = PatternLayout.forVariant(expected);
        String geometry = d.readUTF();
        int phases = d.readInt();
        int width = d.readInt();
        int cap = d.readInt();
        int count = d.readInt();
        if (width >= 1 && width <= 64) {
            layout = layout.withPhaseWidth(width); // the file's phases; the shapes must be the game's
        }
        int flags = version == VERSION_WITH_FLAGS ? d.readInt() : 0;
        if ((flags & ~(CLASSIC_TERM | MOVE_ROWS_FLAG | LEGAL_ROWS_FLAG)) != 0) {
            throw new IOException("weights need features this version does not know (flags " + flags + ")");
        }
        if ((flags & MOVE_ROWS_FLAG) != 0) {
            if (layout.geometry() != PatternGeometry.EIGHT) {
                throw new IOException("move rows in weights of " + game);
            }
            layout = layout.withMoveRows();
        }
        if ((flags & LEGAL_ROWS_FLAG) != 0) {
            int rows = d.readInt();
            if (layout.geometry() != PatternGeometry.EIGHT || rows < 1 || rows > PatternLayout.MAX_LEGAL_ROWS) {
                throw new IOException("bad legal rows (" + rows + ") in weights of " + game);
            }
            layout = layout.withLegalRows(rows);
        }
        if (!geometry.equals(layout.geometry().name()) || phases != layout.phases() || width != layout.phaseWidth()
                || cap != layout.mobilityCap() || count != layout.parameterCount()) {
            throw new IOException("weights do not fit the layout " + layout.geometry().name());
        }
        float[] classicWeights = null;
        if ((flags & CLASSIC_TERM) != 0) {
            classicWeights = new float[phases];
            for (int p = 0; p < phases; p++) {
                classicWeights[p] = d.readFloat();
                if (!Float.isFinite(classicWeights[p]) || Math.abs(classicWeights[p]) > 1000) {
                    throw new IOException("bad hand-made weight in phase " + p);
                }
            }
        }
        byte[][] encoded = new byte[phases][];
        for (int p = 0; p < phases; p++) {
            int length = d.readInt();
            if (length < 0 || length > bytes.length) {
                throw new IOException("bad phase block");
            }
            encoded[p] = new byte[length];
            d.readFully(encoded[p]);
        }
        ProbCutTable probCut = ProbCutTable.read(d);
        return new PatternWeights(expected, layout, encoded, classicWeights, probCut);
    }
}
