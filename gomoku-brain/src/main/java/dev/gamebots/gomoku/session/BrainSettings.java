package dev.gamebots.gomoku.session;

import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.search.time.TurnLimits;

/**
 * What the manager told the brain with INFO (and START): limits, rule and folders. Values are
 * kept exactly as received; the planners interpret them. Defaults before any INFO: 30 s per turn,
 * no match limit, no memory limit, freestyle.
 */
public final class BrainSettings {

    /** The protocol's "unlimited" time_left. */
    public static final long UNLIMITED_TIME_LEFT = TurnLimits.UNLIMITED_TIME_LEFT;
    public static final long DEFAULT_TIMEOUT_TURN_MS = 30_000;

    private long timeoutTurnMs = DEFAULT_TIMEOUT_TURN_MS;
    private long timeoutMatchMs;
    private long timeLeftMs = -1;
    private boolean timeLeftKnown;
    private long maxMemoryBytes;
    private long maxNodes;
    private int maxDepth;
    private int gameType = 1;
    private Rule rule = Rule.FREESTYLE;
    private String folder;

    /** The time limits, as the time control plans a move from them. */
    public TurnLimits turnLimits() {
        return new TurnLimits(timeoutTurnMs, timeoutMatchMs, timeLeftMs, timeLeftKnown);
    }

    public long timeoutTurnMs() {
        return timeoutTurnMs;
    }

    public void setTimeoutTurnMs(long ms) {
        this.timeoutTurnMs = Math.max(0, ms);
    }

    /** Match limit in ms, 0 = none. */
    public long timeoutMatchMs() {
        return timeoutMatchMs;
    }

    public void setTimeoutMatchMs(long ms) {
        this.timeoutMatchMs = Math.max(0, ms);
    }

    /** Whether INFO time_left was received (then it is sent before every move). */
    public boolean timeLeftKnown() {
        return timeLeftKnown;
    }

    /** Last time_left received (may be negative; {@link #UNLIMITED_TIME_LEFT} = unlimited). */
    public long timeLeftMs() {
        return timeLeftMs;
    }

    public void setTimeLeftMs(long ms) {
        this.timeLeftMs = ms;
        this.timeLeftKnown = true;
    }

    /** Memory limit for the whole process in bytes, 0 = none. */
    public long maxMemoryBytes() {
        return maxMemoryBytes;
    }

    public void setMaxMemoryBytes(long bytes) {
        this.maxMemoryBytes = Math.max(0, bytes);
    }

    /**
     * Node limit per move from INFO max_node (c-gomoku-cli's {@code nodes=} sends it; Rapfi reads it
     * too), 0 = none. The turn's time still applies: whichever limit comes first ends the search.
     */
    public long maxNodes() {
        return maxNodes;
    }

    public void setMaxNodes(long nodes) {
        this.maxNodes = Math.max(0, nodes);
    }

    /** Depth limit per move from INFO max_depth (c-gomoku-cli's {@code depth=}), 0 = none. */
    public int maxDepth() {
        return maxDepth;
    }

    public void setMaxDepth(int depth) {
        this.maxDepth = Math.max(0, depth);
    }

    public int gameType() {
        return gameType;
    }

    public void setGameType(int gameType) {
        this.gameType = gameType;
    }

    public Rule rule() {
        return rule;
    }

    public void setRule(Rule rule) {
        this.rule = rule;
    }

    /** Folder for persistent files, or null. */
    public String folder() {
        return folder;
    }

    public void setFolder(String folder) {
        this.folder = folder;
    }

    /** Forgets what belongs to one game (time left); limits and rule stay. */
    public void newGame() {
        timeLeftKnown = false;
        timeLeftMs = -1;
    }
}
