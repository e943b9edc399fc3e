package dev.gamebots.mancala.cli;

import dev.gamebots.mancala.solver.EndgameDatabase;

/** Picks the endgame database size K for a board when the user does not. */
final class DatabaseSizes {

    /** Largest database built automatically, in positions (bytes): about a second to build. */
    static final long AUTOMATIC_LIMIT = 2_000_000L;

    private DatabaseSizes() {
    }

    /** The largest K with at most {@link #AUTOMATIC_LIMIT} positions, and below the seeds in play. */
    static int automatic(int holes, int totalSeeds) {
        int k = 0;
        while (k + 1 < totalSeeds && EndgameDatabase.size(holes, k + 1) <= AUTOMATIC_LIMIT) {
            k++;
        }
        return k;
    }
}
