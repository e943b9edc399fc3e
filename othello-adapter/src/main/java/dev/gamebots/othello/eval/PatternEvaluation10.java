package dev.gamebots.othello.eval;

import dev.gamebots.othello.rules.Bitboards10;
import dev.gamebots.othello.rules.Evaluator10;
import dev.gamebots.othello.rules.IncrementalEvaluation10;

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
    private final long blockedLo;
    private final long blockedHi;
    private final Bitboards10 bits = new Bitboards10();

    public PatternEvaluation10(PatternWeights weights) {
        if (weights.variant().size() != 10) {
            throw new IllegalArgumentException("not 10x10 weights: " + weights.variant());
        }
        this.weights = weights;
        this.features = new Features10(weights.layout());
        this.classicFixed = weights.classicFixed();
        this.blockedLo = features.blockedLo();
        this.blockedHi = features.blockedHi();
        this.classic = classicFixed != null ? Evaluation10.forBlocked(features.blockedLo(), features.blockedHi()) : null;
    }

    public PatternWeights weights() {
        return weights;
    }

    /**
     * True when a board should keep the pattern indices for this evaluation by make/unmake
     * ({@link TrackedIndices10}); grand only, octagon reads them itself each time.
     */
    public boolean readsTrackedIndices() {
        return weights.layout().geometry() == PatternGeometry.GRAND;
    }

    /** Grand's pattern indices kept by the board's make and unmake, evaluated by this evaluation. */
    @Override
    public IncrementalEvaluation10 incremental() {
        if (!readsTrackedIndices()) {
            return null;
        }
        TrackedIndices10 tracked = new TrackedIndices10(weights.layout().geometry());
        return new IncrementalEvaluation10() {
            @Override
            public void reset(long blackLo, long blackHi, long whiteLo, long whiteHi) {
                tracked.reset(blackLo, blackHi, whiteLo, whiteHi);
            }

            @Override
            public void move(int side, int sq, long flipLo, long flipHi, int sign) {
                tracked.move(side, sq, flipLo, flipHi, sign);
            }

            @Override
            public int evaluate(int side, long ownLo, long ownHi, long oppLo, long oppHi, long ownMovesLo,
                                long ownMovesHi) {
                return PatternEvaluation10.this.evaluate(ownLo, ownHi, oppLo, oppHi, tracked.indices(side),
                        ownMovesLo, ownMovesHi);
            }
        };
    }

    @Override
    public int evaluate(long ownLo, long ownHi, long oppLo, long oppHi) {
        return evaluate(ownLo, ownHi, oppLo, oppHi, null);
    }

    /**
     * The evaluation with the instances' ternary indices already known ({@code indices}, from the
     * side to move's point of view, in the geometry's order), or read from the discs when null.
     */
    public int evaluate(long ownLo, long ownHi, long oppLo, long oppHi, int[] indices) {
        long eLo = ~(ownLo | oppLo | blockedLo);
        long eHi = ~(ownHi | oppHi | blockedHi) & Bitboards10.HI_FULL;
        bits.moves(ownLo, ownHi, oppLo, oppHi, eLo, eHi);
        return evaluate(ownLo, ownHi, oppLo, oppHi, indices, bits.lo, bits.hi);
    }

    @Override
    public int evaluate(long ownLo, long ownHi, long oppLo, long oppHi, long ownMovesLo, long ownMovesHi) {
        return evaluate(ownLo, ownHi, oppLo, oppHi, null, ownMovesLo, ownMovesHi);
    }

    /** As {@link #evaluate(long, long, long, long, int[])} with the side to move's legal squares known. */
    public int evaluate(long ownLo, long ownHi, long oppLo, long oppHi, int[] indices, long ownMovesLo, long ownMovesHi) {
        int phase = features.phase(ownLo, ownHi, oppLo, oppHi);
        // The opponent's moves once, for the mobility entry and the hand-made term.
        long eLo = ~(ownLo | oppLo | blockedLo);
        long eHi = ~(ownHi | oppHi | blockedHi) & Bitboards10.HI_FULL;
        bits.moves(oppLo, oppHi, ownLo, ownHi, eLo, eHi);
        long oppMovesLo = bits.lo;
        long oppMovesHi = bits.hi;
        int ownMoves = Long.bitCount(ownMovesLo) + Long.bitCount(ownMovesHi);
        int oppMoves = Long.bitCount(oppMovesLo) + Long.bitCount(oppMovesHi);
        short[] table = weights.table(phase);
        int sum = indices != null ? features.sum(ownLo, ownHi, oppLo, oppHi, table, ownMoves, oppMoves, indices)
                : features.sum(ownLo, ownHi, oppLo, oppHi, table, ownMoves, oppMoves);
        if (classic != null) {
            sum += (int) ((classicFixed[phase] * classic.evaluate(ownLo, ownHi, oppLo, oppHi,
                    ownMovesLo, ownMovesHi, oppMovesLo, oppMovesHi)) >> PatternWeights.CLASSIC_SHIFT);
        }
        return sum;
    }

    @Override
    public Evaluator10 forAnotherThread() {
        return new PatternEvaluation10(weights);
    }
}
