package dev.gamebots.othello;

/**
 * The trained evaluation of a 10x10 game (grand or octagon), like {@link PatternEvaluation8} on its
 * own shapes. When the weights carry the hand-made term ({@link PatternWeights#hasClassicTerm()}),
 * the value is the hand-made {@link Evaluation10} times the phase's weight plus the pattern sum: the
 * patterns are a correction fitted on top of the first version's evaluation, so where the data say
 * little the evaluation stays close to it. Keeps scratch state: one instance per thread
 * ({@link #forAnotherThread()}).
 */
public final class PatternEvaluation10 implements Evaluator10 {

    private final PatternWeights weights;
    private final Features10 features;
    /** The hand-made evaluation of the same geometry, or null when the weights have no such term. */
    private final Evaluation10 classic;
    /** Per phase, the hand-made term's weight in fixed point ({@link PatternWeights#CLASSIC_SHIFT} bits). */
    private final long[] classicFixed;

    public PatternEvaluation10(PatternWeights weights) {
        if (weights.variant().size() != 10) {
            throw new IllegalArgumentException("not 10x10 weights: " + weights.variant());
        }
        this.weights = weights;
        this.features = new Features10(weights.layout());
        this.classicFixed = weights.classicFixed();
        this.classic = classicFixed != null ? Evaluation10.forBlocked(features.blockedLo(), features.blockedHi()) : null;
    }

    public PatternWeights weights() {
        return weights;
    }

    @Override
    public int evaluate(long ownLo, long ownHi, long oppLo, long oppHi) {
        int phase = features.phase(ownLo, ownHi, oppLo, oppHi);
        int sum = features.sum(ownLo, ownHi, oppLo, oppHi, weights.table(phase));
        if (classic != null) {
            sum += (int) ((classicFixed[phase] * classic.evaluate(ownLo, ownHi, oppLo, oppHi))
                    >> PatternWeights.CLASSIC_SHIFT);
        }
        return sum;
    }

    @Override
    public Evaluator10 forAnotherThread() {
        return new PatternEvaluation10(weights);
    }
}
