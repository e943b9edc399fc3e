package dev.gamebots.bench.arena.othello;

import dev.gamebots.bench.arena.match.Choice;
import java.util.List;
import java.util.Locale;

/** The five FlipSight games (flipsight-engine.md): board size, blocked squares, how the totals count. */
public enum Variant {
    STD(8), ANTI(8), GRAND(10), OCTAGON(10), REVERSI(8);

    private final int size;

    Variant(int size) {
        this.size = size;
    }

    public int size() {
        return size;
    }

    /** The {@code game_mode} string. */
    public String mode() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The variant of a {@code game_mode} string; an unknown one names the five that exist. */
    public static Variant of(String mode) {
        return Choice.of(Variant.class, mode, "--game");
    }

    /** Anti: the fewest discs over both legs win. */
    public boolean fewestWins() {
        return this == ANTI;
    }

    /**
     * Octagon's 12 unusable squares, three per corner, in the (unsorted) order the server sends
     * them; empty elsewhere.
     */
    public List<Integer> blockedSquares() {
        return this == OCTAGON ? List.of(0, 1, 10, 8, 9, 19, 80, 90, 91, 89, 98, 99) : List.of();
    }

    /** Squares a disc can stand on: 64, 100 or 88. */
    public int playableSquares() {
        return size * size - blockedSquares().size();
    }

    /** Random moves the server plays before a bot match: 8 after the 4 centre discs, 12 in Reversi (centre included). */
    public int openingMoves() {
        return this == REVERSI ? 12 : 8;
    }
}
