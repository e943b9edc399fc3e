package dev.gamebots.bench.arena.match;

import java.util.Locale;

/**
 * How a unit that a fault decided (time-out, crash, illegal move, protocol error) is scored: left
 * out of W/D/L, Elo and the SPRT ({@link #VOID}), or scored as the game's own rules score it, a loss
 * for the faulty engine ({@link #LOSS}, what tournament managers do). Either way the summary reports
 * the games played out and the faults separately.
 */
public enum FaultPolicy {
    VOID, LOSS;

    public static FaultPolicy of(String name) {
        for (FaultPolicy p : values()) {
            if (p.label().equals(name.toLowerCase(Locale.ROOT))) {
                return p;
            }
        }
        throw new IllegalArgumentException("--faults must be void or loss, not " + name);
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
