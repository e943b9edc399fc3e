package dev.gamebots.othello.eval;

import dev.gamebots.othello.rules.Bitboards8;
import dev.gamebots.othello.rules.Evaluator8;
import dev.gamebots.othello.rules.IncrementalEvaluation8;

/**
 * The trained evaluation of an 8x8 game (std, anti or reversi): the sum of one weight per pattern
 * instance, the mobility pair and the parity, from the table of the position's phase, in units of
 * 1/{@link PatternWeights#SCALE} disc (a prediction of the final disc difference for the side to move
 * under the game's own scoring). When the weights carry the hand-made term
 * ({@link PatternWeights#hasClassicTerm()}), the hand-made {@link Evaluation8} times the phase's
 * weight is added: the patterns are then a correction fitted on top of the first version's
 * evaluation. No scratch state: one instance serves any number of threads.
 *
 * <p>On a board the pattern indices are kept by make and unmake ({@link #incremental8}, one
 * {@link PackedIndices} per board) and the value is then a plain sum of table entries; a position
 * given by its discs alone is read from them ({@link Features8}). Both give the same value.
 */
public final class PatternEvaluation8 implements Evaluator8 {

    private final PatternWeights weights;
    private final Features8 features;
    private final PatternLayout layout;
    /** The game's hand-made evaluation, or null when the weights have no such term. */
    private final Evaluation8 classic;
    /** Per phase, the hand-made term's weight in fixed point ({@link PatternWeights#CLASSIC_SHIFT} bits). */
    private final long[] classicFixed;
    /** Where the pattern indices live when a board keeps them packed ({@link #incremental8}). */
    private final IndexLanes lanes;

    public PatternEvaluation8(PatternWeights weights) {
        if (weights.variant().size() != 8) {
            throw new IllegalArgumentException("not 8x8 weights: " + weights.variant());
        }
        this.weights = weights;
        this.layout = weights.layout();
        this.features = new Features8(layout);
        this.classicFixed = weights.classicFixed();
        this.classic = classicFixed != null ? Evaluation8.forVariant(weights.variant()) : null;
        this.lanes = IndexLanes.of(layout.geometry(), features.instanceOffsets());
    }

    /**
     * Grand's idea on 8x8: the pattern indices kept by the board's make and unmake, each with its
     * family's offset in the phase table already added.
     */
    @Override
    public IncrementalEvaluation8 incremental8() {
        PackedIndices tracked = new PackedIndices(lanes, 64);
        return new IncrementalEvaluation8() {
            @Override
            public void reset(long black, long white) {
                tracked.reset(black, white);
            }

            @Override
            public void move(int side, int sq, long flips, int sign) {
                tracked.move(side, sq, flips, 0, sign);
            }

            @Override
            public int evaluate(int side, long own, long opp, long ownMoves) {
                return PatternEvaluation8.this.evaluate(own, opp, ownMoves, tracked, side);
            }
        };
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
        return withClassic(sum, phase, own, opp, ownMoves, oppMoves);
    }

    /**
     * The value with the pattern indices kept by the board ({@code side} to move): one table read per
     * instance, the mobility pair and the parity.
     */
    private int evaluate(long own, long opp, long ownMoves, PackedIndices tracked, int side) {
        int discs = Long.bitCount(own | opp);
        int phase = layout.phase(discs);
        long oppMoves = Bitboards8.moves(opp, own);
        short[] table = weights.table(phase);
        int sum = table[layout.mobilityEntry(Long.bitCount(ownMoves), Long.bitCount(oppMoves))]
                + table[layout.parityEntry(64 - discs)] + tracked.sum(side, table);
        return withClassic(sum, phase, own, opp, ownMoves, oppMoves);
    }

    /** Adds the hand-made term when the weights have one. */
    private int withClassic(int sum, int phase, long own, long opp, long ownMoves, long oppMoves) {
        if (classic != null) {
            sum += (int) ((classicFixed[phase] * classic.evaluate(own, opp, ownMoves, oppMoves)) >> PatternWeights.CLASSIC_SHIFT);
        }
        return sum;
    }
}
