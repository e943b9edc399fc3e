package dev.gamebots.othello.eval;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;

/**
 * The calibration of multi-ProbCut (Buro): for a search of depth d, a shallow search of depth
 * {@link #shallowDepth(int) d'} predicts it as {@code v_d = a * v_d' + b} with a normal error of
 * standard deviation {@code sigma} (evaluation units), measured per phase and depth by the
 * {@code train probcut} command. A depth with sigma 0 is not calibrated: no ProbCut there.
 */
public final class ProbCutTable {

    /**
     * ProbCut's cut threshold, in standard deviations of the calibrated error: one for every search
     * that cuts with a calibration (the engine's, the duels', the hand-made 10x10 margins).
     */
    public static final double PROBCUT_T = 1.5;

    /** Shallowest depth that ProbCut is tried at. */
    public static final int MIN_DEPTH = 3;
    /** Deepest calibrated depth; deeper searches use its figures. */
    public static final int MAX_DEPTH = 12;

    private final int phases;
    private final float[] a;
    private final float[] b;
    private final float[] sigma;

    public ProbCutTable(int phases) {
        this.phases = phases;
        int n = phases * (MAX_DEPTH + 1);
        a = new float[n];
        b = new float[n];
        sigma = new float[n];
    }

    /** No calibration: ProbCut is off. */
    public static ProbCutTable none(int phases) {
        return new ProbCutTable(phases);
    }

    /**
     * The depth of the shallow search for a search of depth {@code depth}: about half, with the same
     * parity (Othello evaluations swing between odd and even depths).
     */
    public static int shallowDepth(int depth) {
        int half = depth / 2;
        return ((half ^ depth) & 1) == 0 ? half : half - 1;
    }

    private int slot(int phase, int depth) {
        return phase * (MAX_DEPTH + 1) + Math.min(depth, MAX_DEPTH);
    }

    public void set(int phase, int depth, float slope, float intercept, float sd) {
        int i = slot(phase, depth);
        a[i] = slope;
        b[i] = intercept;
        sigma[i] = sd;
    }

    public boolean calibrated(int phase, int depth) {
        return depth >= MIN_DEPTH && sigma[slot(phase, depth)] > 0;
    }

    public float slope(int phase, int depth) {
        return a[slot(phase, depth)];
    }

    public float intercept(int phase, int depth) {
        return b[slot(phase, depth)];
    }

    public float sigma(int phase, int depth) {
        return sigma[slot(phase, depth)];
    }

    public int phases() {
        return phases;
    }

    void write(DataOutputStream d) throws IOException {
        d.writeInt(phases);
        d.writeInt(MAX_DEPTH);
        for (int i = 0; i < a.length; i++) {
            d.writeFloat(a[i]);
            d.writeFloat(b[i]);
            d.writeFloat(sigma[i]);
        }
    }

    static ProbCutTable read(DataInputStream d) throws IOException {
        int phases = d.readInt();
        int maxDepth = d.readInt();
        if (phases < 1 || phases > 64 || maxDepth != MAX_DEPTH) {
            throw new IOException("bad ProbCut table");
        }
        ProbCutTable t = new ProbCutTable(phases);
        for (int i = 0; i < t.a.length; i++) {
            t.a[i] = d.readFloat();
            t.b[i] = d.readFloat();
            t.sigma[i] = d.readFloat();
        }
        return t;
    }
}
