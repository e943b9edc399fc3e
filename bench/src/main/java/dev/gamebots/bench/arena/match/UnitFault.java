package dev.gamebots.bench.arena.match;

/**
 * A fault that ended a game (or a leg) of a unit: which engine broke it ({@code "a"} or {@code "b"})
 * and how (a {@link Fault} label: "timeout", "crash", "illegal", "error", ...).
 */
public record UnitFault(String side, String kind) {

    public static UnitFault of(Side side, String kind) {
        return new UnitFault(side.lower(), kind);
    }
}
