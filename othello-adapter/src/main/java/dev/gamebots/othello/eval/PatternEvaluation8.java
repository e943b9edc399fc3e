package dev.gamebots.othello.eval;

import dev.gamebots.othello.rules.Bitboards8;
import dev.gamebots.othello.rules.Evaluator8;

/**
 * The trained evaluation of an 8x8 game (std, anti or reversi): the sum of one weight per pattern
 * instance, the mobility pair and the parity, from the table of the position's phase, in units of
 * 1/{@link PatternWeights#SCALE} disc (a prediction of the final disc difference for the side to move
 * under the game's own scoring). When the weights carry the hand-made term
 * ({@link PatternWeights#hasClassicTerm()}), the hand-made {@link Evaluation8} times the phase's
 * weight is added: the patterns are then a correction fitted on top of the first version's
 * evaluation. No scratch state: one instance serves any number of threads.
 *
 * <p>The pattern indices are read from the bitboards at each evaluation ({@link Features8}). Keeping
 * them by make and unmake instead, as Edax does, was tried (docs/benchmarks.md, "Incremental pattern
 * indices"): it was slower here, as every move of the search pays for the update while the reading's
 * arithmetic hides behind the table reads that both ways make.
 */
public final class PatternEvaluation8 implements Evaluator8 {

    private final PatternWeights weights;
    private final Features8 features;
    private final PatternLayout layout;
    /** The game's hand-made evaluation, or null when the weights have no such term. */
    private final Evaluation8 classic;
    /** Per phase, the hand-made term's weight in fixed point ({@link PatternWeights#CLASSIC_SHIFT} bits). */
    private final long[] classicFixed;

    public PatternEvaluation8(PatternWeights weights) {
        if (weights.variant().size() != 8) {
            throw new IllegalArgumentException("not 8x8 weights: " + weights.variant());
        }
        this.weights = weights;
        this.layout = weights.layout();
        this.features = new Features8(layout);
        this.classicFixed = weights.classicFixed();
        this.classic = classicFixed != null ? Evaluation8.forVariant(weights.variant()) : null;
    }

    public PatternWeights weights() {
        return weights;
    }

    @Override
    public boolean reversesSquareOrder() {
        return weights.variant().isAnti();
    }

    @Override
    public int evaluate(long own, long opp) {
        return evaluate(own, opp, Bitboards8.moves(own, opp));
    }

    @Override
    public int evaluate(long own, long opp, long ownMoves) {
        int phase = layout.phase(Long.bitCount(own | opp));
        long oppMoves = Bitboards8.moves(opp, own);
        int sum = features.sum(own, opp, weights.table(phase), ownMoves, oppMoves);
        if (classic != null) {
            sum += (int) ((classicFixed[phase] * classic.evaluate(own, opp, ownMoves, oppMoves)) >> PatternWeights.CLASSIC_SHIFT);
        }
        return sum;
    }
}
