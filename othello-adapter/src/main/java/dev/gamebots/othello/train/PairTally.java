package dev.gamebots.othello.train;

import dev.gamebots.othello.rules.OthelloBoard;
import dev.gamebots.othello.rules.Variant;

/**
 * The score of two-leg matches between engines A and B, each pair played from one start with the
 * colours swapped, as FlipSight scores them: the disc totals of both legs decide the pair (the fewest
 * win in anti).
 */
public final class PairTally {
    private final boolean anti;
    private int pairA;
    private int pairB;
    private int wins;
    private int draws;
    private int losses;
    private long discsA;
    private long discsB;

    public PairTally(Variant variant) {
        this.anti = variant.isAnti();
    }

    /** Counts a finished leg in which A played {@code colourA} (0 = black). */
    public void addLeg(OthelloBoard finished, int colourA) {
        int black = finished.discs(OthelloBoard.BLACK);
        int white = finished.discs(OthelloBoard.WHITE);
        pairA += colourA == 0 ? black : white;
        pairB += colourA == 0 ? white : black;
    }

    /** Closes the pair whose legs were added: a win, draw or loss for A. */
    public void endPair() {
        discsA += pairA;
        discsB += pairB;
        int diff = anti ? pairB - pairA : pairA - pairB;
        if (diff > 0) {
            wins++;
        } else if (diff == 0) {
            draws++;
        } else {
            losses++;
        }
        pairA = 0;
        pairB = 0;
    }

    public int wins() {
        return wins;
    }

    public int draws() {
        return draws;
    }

    public int losses() {
        return losses;
    }

    public long discsA() {
        return discsA;
    }

    public long discsB() {
        return discsB;
    }
}
