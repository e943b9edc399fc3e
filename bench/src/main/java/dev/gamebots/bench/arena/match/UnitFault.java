package dev.gamebots.bench.arena.match;

/**
 * A fault that ended a game (or a leg) of a unit: which engine broke it ({@code "a"} or {@code "b"}),
 * how (a {@link Fault} label: "timeout", "crash", "illegal", "error", ...) and the referee's detail
 * ("cannot start x: error=2, No such file or directory"; may be null).
 */
public record UnitFault(String side, String kind, String detail) {

    public UnitFault(String side, String kind) {
        this(side, kind, null);
    }

    public static UnitFault of(Side side, String kind) {
        return new UnitFault(side.lower(), kind);
    }
}
