package dev.gamebots.gomoku.search.moves;

import dev.gamebots.gomoku.eval.PatternModel;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.LineShape;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.rules.Threat;
import dev.gamebots.gomoku.search.threat.RenjuThreats;
import dev.gamebots.gomoku.search.threat.ThreatScan;
import dev.gamebots.gomoku.search.threat.ThreatShortcuts;

/**
 * Threat-aware move lists for the side to move, from the board's incremental threat sets:
 * <ul>
 *   <li>{@link #WIN}: the side to move completes a five (one move);</li>
 *   <li>{@link #FORCED}: the opponent has one five point: blocking it is the only move;</li>
 *   <li>{@link #LOST}: the opponent has two five points (or the only block is forbidden);</li>
 *   <li>{@link #DEFEND}: the opponent threatens an open four: own fours, plus the points on the
 *       threatened lines that leave the opponent no open-four point (renju black against white's
 *       four whose block would be forbidden: own fours and the points that leave white neither);</li>
 *   <li>{@link #NORMAL}: every empty point within two of a stone (the centre on an empty board).</li>
 * </ul>
 * Renju: black's forbidden points are never generated. Moves are written with an ordering score.
 */
public final class MoveGenerator {

    public static final int WIN = 0;
    public static final int FORCED = 1;
    public static final int LOST = 2;
    public static final int DEFEND = 3;
    public static final int NORMAL = 4;

    private final Board board;
    /** The board's rule is renju (fixed with the board: read once, not per node). */
    private final boolean renju;
    private final int[] marks;
    private int stamp;
    private final int[] scratch;
    private int kind;
    /** Per mover colour: the learned scores of its own codes and of the opponent's, or null. */
    private final short[][] ownScores = new short[3][];
    private final short[][] oppScores = new short[3][];

    public MoveGenerator(Board board) {
        this.board = board;
        this.renju = board.rule().isRenju();
        this.marks = new int[board.length()];
        this.scratch = new int[board.length()];
    }

    /** The kind of the last generated list. */
    public int kind() {
        return kind;
    }

    /** Ordering score of a point for the side to move: its own value plus its value to the opponent. */
    public static int orderScore(Board b, int me, int point) {
        return b.value(me, point) * 2 + b.value(Stones.opponent(me), point);
    }

    /**
     * Orders by a pattern model's learned move scores (own code's score plus the opponent code's)
     * where it has them for the board's rule; the hand-set {@link #orderScore} otherwise or with null.
     */
    public void useScores(PatternModel model) {
        for (int c = 1; c <= 2; c++) {
            int own = model == null ? -1 : PatternModel.tableIndex(board.rule(), c);
            int opp = model == null ? -1 : PatternModel.tableIndex(board.rule(), Stones.opponent(c));
            boolean usable = own >= 0 && opp >= 0 && model.hasScores(own) && model.hasScores(opp);
            if (usable) {
                board.trackPatterns();
            }
            ownScores[c] = usable ? model.scores(own) : null;
            oppScores[c] = usable ? model.scores(opp) : null;
        }
    }

    /** The ordering score of a point for {@code me}: learned when {@link #useScores} gave scores. */
    public int order(int me, int point) {
        short[] own = ownScores[me];
        if (own == null) {
            return orderScore(board, me, point);
        }
        int opp = Stones.opponent(me);
        return own[2 * board.patternCode(me, point)] + oppScores[me][2 * board.patternCode(opp, point) + 1];
    }

    /**
     * Writes the moves of the position into {@code moves} (scores into {@code scores}) from
     * {@code offset}; returns the count and sets {@link #kind()}.
     */
    public int generate(int[] moves, int[] scores, int offset, int max) {
        return generate(moves, scores, offset, max, true);
    }

    /**
     * As {@link #generate}, but the {@link #DEFEND} list is read from the threat shapes without
     * trying each point: own fours, the opponent's open-four points and the points of those lines
     * where it would make a four (every point of a would-be open four's window is one). It may hold
     * points that do not stop every open three (two threes at once); a search finds those out. Under
     * caro the points are tried as in {@link #generate}.
     */
    public int generateUnverified(int[] moves, int[] scores, int offset, int max) {
        return generate(moves, scores, offset, max, false);
    }

    /**
     * The selective search's list: {@link #generateUnverified}, narrowed in a {@link #NORMAL} position
     * where the opponent has a winning four-three ({@link ThreatShortcuts#fourThreeWins}) to the
     * {@link #fourThreeDefences} when there are any (the kind is {@link #DEFEND} then): every other
     * move loses to the four-three.
     */
    public int generateSelective(int[] moves, int[] scores, int offset, int max) {
        int count = generateUnverified(moves, scores, offset, max);
        if (kind == NORMAL && count > 0 && opponentFourThreeWins(Stones.opponent(board.sideToMove()))) {
            int defences = fourThreeDefences(moves, scores, offset + count, max - count);
            if (defences > 0) {
                System.arraycopy(moves, offset + count, moves, offset, defences);
                System.arraycopy(scores, offset + count, scores, offset, defences);
                count = defences;
                kind = DEFEND;
            }
        }
        return count;
    }

    private int generate(int[] moves, int[] scores, int offset, int max, boolean verify) {
        Board b = board;
        int me = b.sideToMove();
        int opp = Stones.opponent(me);
        boolean renjuMe = renju && me == Stones.BLACK;
        if (b.threatCount(me, Threat.FIVE) > 0) {
            kind = WIN;
            moves[offset] = ThreatScan.first(b, me, Board.SET_FIVE);
            scores[offset] = 0;
            return 1;
        }
        int oppFives = b.threatCount(opp, Threat.FIVE);
        if (oppFives > 0) {
            int block = ThreatScan.first(b, opp, Board.SET_FIVE);
            if (oppFives > 1 || (renjuMe && b.isForbidden(block))) {
                kind = LOST;
                if (renjuMe && b.isForbidden(block)) {
                    return 0;
                }
            } else {
                kind = FORCED;
            }
            moves[offset] = block;
            scores[offset] = 0;
            return 1;
        }
        if (ThreatScan.hasFlex4Point(b, opp)) {
            kind = DEFEND;
            // Caro's fives must not be blocked at both ends: its shapes do not say which points defend.
            return verify || b.rule().kind() == Rule.Kind.CARO ? defences(moves, scores, offset, max, me, opp, renjuMe)
                    : lineDefences(moves, scores, offset, max, me, opp, renjuMe);
        }
        if (renjuMe && RenjuThreats.whiteFourPastForbiddenBlock(b) >= 0) {
            kind = DEFEND;
            return forbiddenBlockDefences(moves, scores, offset, max, me);
        }
        kind = NORMAL;
        return normal(moves, scores, offset, max, me, renjuMe);
    }

    /**
     * Every sensible point regardless of threats (the {@link #NORMAL} list): what a lost side plays
     * when nothing defends, hoping the opponent errs.
     */
    public int generateAnyway(int[] moves, int[] scores, int offset, int max) {
        int me = board.sideToMove();
        kind = NORMAL;
        return normal(moves, scores, offset, max, me, renju && me == Stones.BLACK);
    }

    private int normal(int[] moves, int[] scores, int offset, int max, int me, boolean renjuMe) {
        Board b = board;
        int n = 0;
        if (b.stoneCount() == 0) {
            moves[offset] = b.index(b.width() / 2, b.height() / 2);
            scores[offset] = 0;
            return 1;
        }
        int words = b.setWords();
        for (int w = 0; w < words; w++) {
            long bits = b.candidateWord(w);
            while (bits != 0 && n < max) {
                int p = (w << 6) | Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                if (renjuMe && RenjuThreats.isForbiddenForBlack(b, p)) {
                    continue;
                }
                moves[offset + n] = p;
                scores[offset + n] = order(me, p);
                n++;
            }
        }
        if (n == 0) {
            // Only blocked points near the stones: any empty point will do.
            for (int w = 0; w < words && n < max; w++) {
                long bits = b.emptyWord(w);
                while (bits != 0 && n < max) {
                    int p = (w << 6) | Long.numberOfTrailingZeros(bits);
                    bits &= bits - 1;
                    if (!(renjuMe && b.isForbidden(p))) {
                        moves[offset + n] = p;
                        scores[offset + n] = 0;
                        n++;
                    }
                }
            }
        }
        return n;
    }

    private int lineDefences(int[] moves, int[] scores, int offset, int max, int me, int opp, boolean renjuMe) {
        Board b = board;
        int stampNow = ++stamp;
        int n = ownFours(moves, scores, offset, max, me, renjuMe, stampNow);
        boolean renjuOpp = renju && opp == Stones.BLACK;
        int words = b.setWords();
        for (int w = 0; w < words; w++) {
            long bits = b.threatSetWord(opp, Board.SET_FOUR, w);
            while (bits != 0) {
                int p = (w << 6) | Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                if (b.threat(opp, p) != Threat.FLEX4 || renjuOpp && b.isForbidden(p)) {
                    continue;
                }
                n = addDefence(moves, scores, offset, max, n, me, p, renjuMe, stampNow);
                boolean open = false;
                for (int d = 0; d < 4; d++) {
                    open |= b.shape(opp, p, d) == LineShape.FLEX4;
                }
                for (int d = 0; d < 4; d++) {
                    int shape = b.shape(opp, p, d);
                    if (open ? shape != LineShape.FLEX4 : shape != LineShape.BLOCK4 && shape != LineShape.DOUBLE4) {
                        continue;
                    }
                    // The first point past the opponent's stones on either side of p.
                    int before = pastStones(p, -b.step(d), opp);
                    int after = pastStones(p, b.step(d), opp);
                    if (open) {
                        // Another open-four point on the line: the two of them are the defences;
                        // otherwise both neighbours of the would-be four.
                        if (isOpenFourPoint(before, d, opp, renjuOpp)) {
                            n = addDefence(moves, scores, offset, max, n, me, before, renjuMe, stampNow);
                        } else if (isOpenFourPoint(after, d, opp, renjuOpp)) {
                            n = addDefence(moves, scores, offset, max, n, me, after, renjuMe, stampNow);
                        } else {
                            n = addEmpty(moves, scores, offset, max, n, me, before, renjuMe, stampNow);
                            n = addEmpty(moves, scores, offset, max, n, me, after, renjuMe, stampNow);
                        }
                    } else {
                        // A double four: the five points of each four.
                        if (makesFour(before, d, opp)) {
                            n = addDefence(moves, scores, offset, max, n, me, before, renjuMe, stampNow);
                        }
                        if (makesFour(after, d, opp)) {
                            n = addDefence(moves, scores, offset, max, n, me, after, renjuMe, stampNow);
                        }
                    }
                }
            }
        }
        return n;
    }

    /** The first point from {@code p} along {@code step} that is not a stone of {@code color} (at most five steps), or -1. */
    private int pastStones(int p, int step, int color) {
        Board b = board;
        int q = p + step;
        for (int i = 0; i < 5 && b.isBoardPoint(q) && b.at(q) == color; i++) {
            q += step;
        }
        return b.isBoardPoint(q) ? q : -1;
    }

    private boolean isOpenFourPoint(int q, int d, int color, boolean renju) {
        return q >= 0 && board.at(q) == Stones.EMPTY && board.shape(color, q, d) == LineShape.FLEX4
                && !(renju && board.isForbidden(q));
    }

    private boolean makesFour(int q, int d, int color) {
        return q >= 0 && board.at(q) == Stones.EMPTY && board.shape(color, q, d) >= LineShape.BLOCK4
                && board.shape(color, q, d) <= LineShape.FLEX4;
    }

    private int addEmpty(int[] moves, int[] scores, int offset, int max, int n, int me, int q, boolean renjuMe,
                         int stampNow) {
        return q >= 0 && board.at(q) == Stones.EMPTY ? addDefence(moves, scores, offset, max, n, me, q, renjuMe, stampNow) : n;
    }

    /**
     * The defences against the opponent's four-three points (a four that also makes an open three):
     * own fours, the points on those lines, and the points that make the four's block a four of our
     * own (the block then answers with a tempo): each tried, kept when it leaves the opponent no
     * winning four-three. For the side to move; written from {@code offset}; returns the count (0
     * when nothing stops them all).
     */
    public int fourThreeDefences(int[] moves, int[] scores, int offset, int max) {
        Board b = board;
        int me = b.sideToMove();
        int opp = Stones.opponent(me);
        boolean renjuMe = renju && me == Stones.BLACK;
        boolean renjuOpp = renju && opp == Stones.BLACK;
        int stampNow = ++stamp;
        int n = ownFours(moves, scores, offset, max, me, renjuMe, stampNow);
        int fours = n;
        int words = b.setWords();
        for (int w = 0; w < words; w++) {
            long bits = b.threatSetWord(opp, Board.SET_FOUR, w);
            while (bits != 0) {
                int p = (w << 6) | Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                if (b.threat(opp, p) != Threat.BLOCK4_FLEX3 || renjuOpp && b.isForbidden(p)) {
                    continue; // renju black's 4-3-3 is forbidden: no threat
                }
                n = tryDefence(moves, scores, p, me, opp, renjuMe, stampNow, offset, n, max);
                for (int d = 0; d < 4; d++) {
                    int shape = b.shape(opp, p, d);
                    if (shape == LineShape.BLOCK4 || shape == LineShape.FLEX3) {
                        n = tryLine(moves, scores, p, d, me, opp, renjuMe, stampNow, offset, n, max);
                    }
                }
                // The block of p's four, and the lines where our stone there makes a three: one more
                // stone on such a line turns the forced block into a four.
                b.passTurn();
                b.makeMove(p);
                int block = ThreatScan.first(b, opp, Board.SET_FIVE);
                int threeLines = block >= 0 ? ThreatScan.threeLines(b, me, block) : 0;
                b.unmakeMove();
                b.passTurn();
                for (int d = 0; d < 4; d++) {
                    if ((threeLines & 1 << d) != 0) {
                        n = tryLine(moves, scores, block, d, me, opp, renjuMe, stampNow, offset, n, max);
                    }
                }
            }
        }
        return n > fours ? n : 0;
    }

    /** {@link #tryDefence} on the points within four of {@code p} along direction {@code d}. */
    private int tryLine(int[] moves, int[] scores, int p, int d, int me, int opp, boolean renjuMe, int stampNow,
                        int offset, int n, int max) {
        int s = board.step(d);
        for (int k = -4; k <= 4; k++) {
            int q = p + k * s;
            if (k != 0 && board.isBoardPoint(q)) {
                n = tryDefence(moves, scores, q, me, opp, renjuMe, stampNow, offset, n, max);
            }
        }
        return n;
    }

    /** Adds {@code q} to the defences when it is empty, new, allowed, and leaves the opponent no winning four-three. */
    private int tryDefence(int[] moves, int[] scores, int q, int me, int opp, boolean renjuMe, int stampNow, int offset,
                           int n, int max) {
        Board b = board;
        if (n >= max || b.at(q) != Stones.EMPTY || marks[q] == stampNow || renjuMe && b.isForbidden(q)) {
            return n;
        }
        marks[q] = stampNow;
        b.makeMove(q);
        boolean stops = !ThreatShortcuts.fourThreeWins(b, opp);
        b.unmakeMove();
        if (stops) {
            moves[offset + n] = q;
            scores[offset + n] = order(me, q);
            n++;
        }
        return n;
    }

    /** True when {@code color}, not to move, has a winning four-three ({@link ThreatShortcuts#fourThreeWins}). */
    private boolean opponentFourThreeWins(int color) {
        if (board.threatCount(color, Threat.BLOCK4_FLEX3) == 0) {
            return false; // the common case, without passing the turn
        }
        board.passTurn();
        boolean wins = ThreatShortcuts.fourThreeWins(board, color);
        board.passTurn();
        return wins;
    }

    /**
     * Renju black against white's four whose block would be forbidden: own fours, and the points
     * that stop it ({@link RenjuThreats#forbiddenBlockStops}, each tried).
     */
    private int forbiddenBlockDefences(int[] moves, int[] scores, int offset, int max, int me) {
        int stampNow = ++stamp;
        int n = ownFours(moves, scores, offset, max, me, true, stampNow);
        int stops = RenjuThreats.forbiddenBlockStops(board, moves, offset + n, max - n, marks, stampNow);
        for (int i = n; i < n + stops; i++) {
            scores[offset + i] = order(me, moves[offset + i]);
        }
        return n + stops;
    }

    private int addDefence(int[] moves, int[] scores, int offset, int max, int n, int me, int p, boolean renjuMe,
                           int stampNow) {
        if (n >= max || marks[p] == stampNow || renjuMe && board.isForbidden(p)) {
            return n;
        }
        marks[p] = stampNow;
        moves[offset + n] = p;
        scores[offset + n] = order(me, p);
        return n + 1;
    }

    /** The side's own fours into the list (marked), scored above any defence. */
    private int ownFours(int[] moves, int[] scores, int offset, int max, int me, boolean renjuMe, int stampNow) {
        Board b = board;
        int n = 0;
        int words = b.setWords();
        for (int w = 0; w < words; w++) {
            long bits = b.threatSetWord(me, Board.SET_FOUR, w);
            while (bits != 0 && n < max) {
                int p = (w << 6) | Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                if (renjuMe && b.isForbidden(p)) {
                    continue;
                }
                marks[p] = stampNow;
                moves[offset + n] = p;
                scores[offset + n] = (1 << 20) + order(me, p);
                n++;
            }
        }
        return n;
    }

    private int defences(int[] moves, int[] scores, int offset, int max, int me, int opp, boolean renjuMe) {
        Board b = board;
        int stampNow = ++stamp;
        // Own fours first: each forces the opponent to answer.
        int n = ownFours(moves, scores, offset, max, me, renjuMe, stampNow);
        int count = ThreatScan.flex4Defences(b, opp, scratch, 0, scratch.length, marks, stampNow);
        for (int i = 0; i < count && n < max; i++) {
            int p = scratch[i];
            if (renjuMe && b.isForbidden(p)) {
                continue;
            }
            b.makeMove(p);
            boolean stops = !ThreatScan.hasFlex4Point(b, opp);
            b.unmakeMove();
            if (stops) {
                moves[offset + n] = p;
                scores[offset + n] = order(me, p);
                n++;
            }
        }
        return n;
    }
}
