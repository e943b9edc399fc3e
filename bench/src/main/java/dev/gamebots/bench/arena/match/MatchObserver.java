package dev.gamebots.bench.arena.match;

import java.util.Map;

/**
 * Told about the run as it goes: after every unit with the summary so far, and once at the end with
 * the final one (the same map that becomes summary.json). The match report listens here so a long
 * match can be watched in a browser.
 */
@FunctionalInterface
public interface MatchObserver {

    /** Does nothing. */
    MatchObserver NONE = (summary, finished) -> { };

    /** {@code summary} is summary.json's content so far; {@code finished} is true once, at the end. */
    void update(Map<String, Object> summary, boolean finished);
}
