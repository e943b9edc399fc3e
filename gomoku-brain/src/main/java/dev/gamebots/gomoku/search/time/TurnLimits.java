package dev.gamebots.gomoku.search.time;

/**
 * The time limits the manager gave with INFO, as received: what {@link TimeControl} plans a move from.
 *
 * @param timeoutTurnMs  timeout_turn: the longest a move may take (0: answer at once)
 * @param timeoutMatchMs timeout_match: the whole game's time, 0 = none
 * @param timeLeftMs     the last time_left (may be negative; {@link #UNLIMITED_TIME_LEFT} = unlimited)
 * @param timeLeftKnown  whether time_left was ever sent (then it comes before every move)
 */
public record TurnLimits(long timeoutTurnMs, long timeoutMatchMs, long timeLeftMs, boolean timeLeftKnown) {

    /** The protocol's "unlimited" time_left. */
    public static final long UNLIMITED_TIME_LEFT = 2_147_483_647L;
}
