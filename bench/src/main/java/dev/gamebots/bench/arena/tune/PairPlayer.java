package dev.gamebots.bench.arena.tune;

/**
 * Plays one SPSA iteration's pair of games between the engine with two sets of settings, on the
 * iteration's opening with the colours swapped. Called from several threads at once.
 */
public interface PairPlayer {

    /**
     * The pair's result for the settings {@code plus} against {@code minus} (each "name=value,...",
     * {@link Spsa#settings}). A pair decided by a fault (time-out, crash, illegal move)
     * reports it, and the tuner leaves it out of the update.
     */
    PairResult play(int iteration, String plus, String minus) throws Exception;

    /**
     * {@code plusWins - plusLosses} over the pair (draws count 0); {@code fault} null when both games
     * were played out, else what went wrong and by whom; {@code summary} one line for the progress.
     */
    record PairResult(int result, String fault, String summary) {
    }
}
