package dev.gamebots.core;

import java.util.Arrays;

/**
 * ProbCut settings for {@link AlphaBetaSearcher}: at a non-PV node of depth d with a margin set for d,
 * a null-window search to the shallower depth {@code shallowDepth(d)} that lands at least
 * {@code margin(d)} above beta (or below alpha) is taken as proof that the full-depth search would
 * fail high (low) too, and the node returns at once. The margins are a game's and evaluation's own:
 * a few standard deviations of (deep value - shallow value), measured on positions of the game.
 *
 * <p>Selective: results are no longer exact minimax, the searcher reports them as usual.
 */
public final class ProbCut {

    private final int[] shallow;
    private final int[] margins;

    /**
     * @param shallowDepth per depth d, the depth of the shallow search (0 or less: no ProbCut at d)
     * @param margin       per depth d, the margin in score units (0 or less: no ProbCut at d)
     */
    public ProbCut(int[] shallowDepth, int[] margin) {
        if (shallowDepth.length != margin.length) {
            throw new IllegalArgumentException("shallow depths and margins differ in length");
        }
        this.shallow = shallowDepth.clone();
        this.margins = margin.clone();
        for (int d = 0; d < shallow.length; d++) {
            if (shallow[d] > 0 && shallow[d] >= d) {
                throw new IllegalArgumentException("shallow depth " + shallow[d] + " not below depth " + d);
            }
        }
    }

    /** The shallow depth at {@code depth}, or 0 when ProbCut is off there. */
    public int shallowDepth(int depth) {
        return depth < shallow.length && margins[depth] > 0 ? Math.max(0, shallow[depth]) : 0;
    }

    /** The margin at {@code depth} (meaningful where {@link #shallowDepth} is positive). */
    public int margin(int depth) {
        return depth < margins.length ? margins[depth] : 0;
    }

    @Override
    public String toString() {
        return "ProbCut[shallow=" + Arrays.toString(shallow) + ", margin=" + Arrays.toString(margins) + "]";
    }
}
