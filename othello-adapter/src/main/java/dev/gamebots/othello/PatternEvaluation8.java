package dev.gamebots.othello;

/**
 * The trained evaluation of an 8x8 game (std, anti or reversi): the sum of one weight per pattern
 * instance, the mobility pair and the parity, from the table of the position's phase, in units of
 * 1/{@link PatternWeights#SCALE} disc (a prediction of the final disc difference for the side to move
 * under the game's own scoring). No scratch state: one instance serves any number of threads.
 */
public final class PatternEvaluation8 implements Evaluator8 {

    private final PatternWeights weights;
    private final Features8 features;
    private final PatternLayout layout;

    public PatternEvaluation8(PatternWeights weights) {
        if (weights.variant().size() != 8) {
            throw new IllegalArgumentException("not 8x8 weights: " + weights.variant());
        }
        this.weights = weights;
        this.layout = weights.layout();
        this.features = new Features8(layout);
    }

    public PatternWeights weights() {
        return weights;
    }

    @Override
    public int evaluate(long own, long opp) {
        short[] table = weights.table(layout.phase(Long.bitCount(own | opp)));
        return features.sum(own, opp, table, Bitboards8.moves(own, opp), Bitboards8.moves(opp, own));
    }
}
