package dev.gamebots.bench.arena.tune;

import java.util.List;

/**
 * Plays one SPSA iteration's pair of games between two engine commands, on the iteration's opening
 * with the colours swapped. Called from several threads at once.
 */
public interface PairPlayer {

    /**
     * The pair's result for {@code plus}. A pair decided by a fault (time-out, crash, illegal move)
     * reports it, and the tuner leaves it out of the update.
     */
    PairResult play(int iteration, List<String> plus, List<String> minus) throws Exception;

    /**
     * {@code plusWins - plusLosses} over the pair (draws count 0); {@code fault} null when both games
     * were played out, else what went wrong and by whom; {@code summary} one line for the progress.
     */
    record PairResult(int result, String fault, String summary) {
    }
}
