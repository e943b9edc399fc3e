package dev.gamebots.gomoku.rules;

/**
 * The winning rule of a game, decoded from the Gomocup {@code INFO rule} bitmask:
 * 1 = exactly five (an overline does not win), 2 = continuous game, 4 = renju, 8 = caro.
 *
 * <ul>
 *   <li>freestyle (0): five or more in a row wins;</li>
 *   <li>standard (1): exactly five wins, for both colours;</li>
 *   <li>renju (4): black wins with exactly five and may not play a double-three, a double-four or an
 *       overline (a five wins even if the move is also such a shape); white wins with five or more;</li>
 *   <li>caro (8): a five wins only when the opponent does not block both of its ends (the board edge
 *       does not block); bit 1 decides whether an overline also wins.</li>
 * </ul>
 *
 * @param kind       which family of rules
 * @param exactFive  overlines do not win (standard, caro with bit 1; renju for black only)
 * @param continuous bit 2: the manager continues after a five (only changes how the manager plays)
 */
public record Rule(Kind kind, boolean exactFive, boolean continuous) {

    /** The four families of rules. */
    public enum Kind { FREESTYLE, STANDARD, RENJU, CARO }

    public static final Rule FREESTYLE = new Rule(Kind.FREESTYLE, false, false);
    public static final Rule STANDARD = new Rule(Kind.STANDARD, true, false);
    public static final Rule RENJU = new Rule(Kind.RENJU, true, false);
    public static final Rule CARO = new Rule(Kind.CARO, false, false);

    /** Decodes the Gomocup bitmask; renju wins over caro when both bits are set. */
    public static Rule fromGomocup(int mask) {
        boolean exact = (mask & 1) != 0;
        boolean continuous = (mask & 2) != 0;
        if ((mask & 4) != 0) {
            return new Rule(Kind.RENJU, true, continuous);
        }
        if ((mask & 8) != 0) {
            return new Rule(Kind.CARO, exact, continuous);
        }
        return exact ? new Rule(Kind.STANDARD, true, continuous) : new Rule(Kind.FREESTYLE, false, continuous);
    }

    /** The Gomocup bitmask of this rule. */
    public int gomocupMask() {
        int mask = continuous ? 2 : 0;
        return switch (kind) {
            case FREESTYLE -> mask;
            case STANDARD -> mask | 1;
            case RENJU -> mask | 4;
            case CARO -> mask | 8 | (exactFive ? 1 : 0);
        };
    }

    /** True under renju: black has forbidden points. */
    public boolean isRenju() {
        return kind == Kind.RENJU;
    }

    /** The line semantics that decide fives (and so fours, threes...) for a colour under this rule. */
    public LineSemantics semantics(int color) {
        return switch (kind) {
            case FREESTYLE -> LineSemantics.FREE;
            case STANDARD -> LineSemantics.EXACT;
            case RENJU -> color == Stones.BLACK ? LineSemantics.RENJU_BLACK : LineSemantics.FREE;
            case CARO -> exactFive ? LineSemantics.CARO_EXACT : LineSemantics.CARO;
        };
    }

    /** Short name for logs and the board display. */
    public String displayName() {
        String base = switch (kind) {
            case FREESTYLE -> "freestyle";
            case STANDARD -> "standard";
            case RENJU -> "renju";
            case CARO -> exactFive ? "caro (exact five)" : "caro";
        };
        return continuous ? base + ", continuous" : base;
    }
}
