package dev.gamebots.othello;

/**
 * The trained evaluation of a 10x10 game (grand or octagon), like {@link PatternEvaluation8} on its
 * own shapes. Keeps scratch state: one instance per thread ({@link #forAnotherThread()}).
 */
public final class PatternEvaluation10 implements Evaluator10 {

    private final PatternWeights weights;
    private final Features10 features;

    public PatternEvaluation10(PatternWeights weights) {
        if (weights.variant().size() != 10) {
            throw new IllegalArgumentException("not 10x10 weights: " + weights.variant());
        }
        this.weights = weights;
        this.features = new Features10(weights.layout());
    }

    public PatternWeights weights() {
        return weights;
    }

    @Override
    public int evaluate(long ownLo, long ownHi, long oppLo, long oppHi) {
        short[] table = weights.table(features.phase(ownLo, ownHi, oppLo, oppHi));
        return features.sum(ownLo, ownHi, oppLo, oppHi, table);
    }

    @Override
    public Evaluator10 forAnotherThread() {
        return new PatternEvaluation10(weights);
    }
}
