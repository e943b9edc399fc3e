package dev.gamebots.othello.rules;

import java.util.Locale;

/** The five FlipSight games, with their wire names and board sizes. */
public enum Variant {
    /** Standard Othello on 8x8: most discs wins. */
    STD("std", 8),
    /** Anti-Othello on 8x8: same moves and flips, fewest discs wins. */
    ANTI("anti", 8),
    /** Othello on 10x10. */
    GRAND("grand", 10),
    /** 10x10 with the three squares of each corner blocked (88 playable squares). */
    OCTAGON("octagon", 10),
    /** Classic Reversi: empty start, centre four placed first without flips, 32 discs per colour. */
    REVERSI("reversi", 8);

    private final String wireName;
    private final int size;

    Variant(String wireName, int size) {
        this.wireName = wireName;
        this.size = size;
    }

    /** The {@code game_mode} string of the FlipSight protocol. */
    public String wireName() {
        return wireName;
    }

    /** Squares per side: 8 or 10. */
    public int size() {
        return size;
    }

    /** True when fewer discs win. */
    public boolean isAnti() {
        return this == ANTI;
    }

    /** The variant for a wire name (case-insensitive), or null when unknown. */
    public static Variant fromWireName(String name) {
        if (name == null) {
            return null;
        }
        String n = name.trim().toLowerCase(Locale.ROOT);
        for (Variant v : values()) {
            if (v.wireName.equals(n)) {
                return v;
            }
        }
        return null;
    }

    /** Octagon's 12 blocked squares as square numbers on the 10x10 board (empty for the others). */
    public int[] blockedSquares() {
        if (this != OCTAGON) {
            return new int[0];
        }
        return new int[] {0, 1, 8, 9, 10, 19, 80, 89, 90, 91, 98, 99};
    }
}
