package dev.gamebots.othello.eval;

import dev.gamebots.othello.rules.Bitboards10;
import dev.gamebots.othello.rules.Bitboards8;
import dev.gamebots.othello.rules.Evaluator10;
import dev.gamebots.othello.rules.Evaluator8;

/**
 * The baseline opponent's evaluation: the number of own legal moves minus the opponent's, nothing
 * else. Used to measure the real evaluation against (see the {@code match} command).
 */
public final class MobilityEvaluation implements Evaluator8, Evaluator10 {

    private final Bitboards10 bits = new Bitboards10();
    private final long blockedLo;
    private final long blockedHi;

    /** For 8x8 boards. */
    public MobilityEvaluation() {
        this(0, 0);
    }

    /** For 10x10 boards with these blocked squares. */
    public MobilityEvaluation(long blockedLo, long blockedHi) {
        this.blockedLo = blockedLo;
        this.blockedHi = blockedHi;
    }

    @Override
    public int evaluate(long own, long opp) {
        return 10 * (Long.bitCount(Bitboards8.moves(own, opp)) - Long.bitCount(Bitboards8.moves(opp, own)));
    }

    @Override
    public Evaluator10 forAnotherThread() {
        return new MobilityEvaluation(blockedLo, blockedHi);
    }

    @Override
    public int evaluate(long ownLo, long ownHi, long oppLo, long oppHi) {
        long eLo = ~(ownLo | oppLo | blockedLo);
        long eHi = ~(ownHi | oppHi | blockedHi) & Bitboards10.HI_FULL;
        bits.moves(ownLo, ownHi, oppLo, oppHi, eLo, eHi);
        int own = Long.bitCount(bits.lo) + Long.bitCount(bits.hi);
        bits.moves(oppLo, oppHi, ownLo, ownHi, eLo, eHi);
        int opp = Long.bitCount(bits.lo) + Long.bitCount(bits.hi);
        return 10 * (own - opp);
    }
}
