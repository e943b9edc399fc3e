package dev.gamebots.core;

/**
 * The one stop/deadline/node-budget control of every search in the code base: a stop flag that any
 * thread may raise, a hard deadline on an injected {@link Clock}, and a node budget, with the node
 * count itself. Searches count each node with {@link #tick()}, which costs one increment and one
 * comparison; only every {@code pollInterval} nodes (and exactly at the budget) does it read the stop
 * flag and the clock. A search that does costly work between its nodes (the evaluations of an ordering
 * search) polls on that work too with {@link #tickWork()}. A search made of phases (a threat solver given a share of the time and nodes
 * inside a bigger search) narrows the deadline or the budget for the phase and restores them after.
 *
 * <p>One search thread counts on a control at a time; {@link #stop()} is safe from any thread. The
 * stop flag is cleared only by {@link #begin}, so a stop that arrives between a session's
 * {@code begin} and the search's first node is not lost.
 */
public final class SearchControl {

    /** No deadline, no budget. */
    public static final long NEVER = Long.MAX_VALUE;
    /** Nodes between two polls of the clock and the stop flag when none is given. */
    public static final int DEFAULT_POLL_INTERVAL = 256;

    private final Clock clock;
    private final int pollInterval;
    private volatile boolean stopRequested;
    private volatile long deadline = NEVER;
    /** Node count (since {@link #begin}) at which the search must stop. */
    private long budget = NEVER;
    private long nodes;
    /**
     * Node count at which the next poll comes: never past the budget, so the budget is kept exactly;
     * work that is not a node brings it closer.
     */
    private long nextPoll;
    /** Run at every poll (a long search's progress report), or null. */
    private Runnable pollHook;

    /** A control polling every {@value #DEFAULT_POLL_INTERVAL} nodes. */
    public SearchControl(Clock clock) {
        this(clock, DEFAULT_POLL_INTERVAL);
    }

    /**
     * A control reading the clock every {@code pollInterval} nodes: small enough that a cold
     * (interpreted) search still keeps its deadline, large enough that the clock costs nothing.
     */
    public SearchControl(Clock clock, int pollInterval) {
        if (pollInterval < 1) {
            throw new IllegalArgumentException("poll interval must be positive: " + pollInterval);
        }
        this.clock = clock;
        this.pollInterval = pollInterval;
        this.nextPoll = pollInterval;
    }

    public Clock clock() {
        return clock;
    }

    /**
     * Runs {@code hook} at every poll, on the search thread (null: nothing): a search that reports its
     * progress every so many nodes does it there instead of checking a counter of its own per node.
     */
    public void setPollHook(Runnable hook) {
        this.pollHook = hook;
    }

    /** Starts a search with no node budget: see {@link #begin(long, long)}. */
    public void begin(long hardDeadline) {
        begin(hardDeadline, NEVER);
    }

    /**
     * Starts a new search: clears the stop flag and the node count, sets the hard deadline (a clock
     * reading, or {@link #NEVER}) and the node budget ({@link #NEVER}: none; 0 or less: spent, the
     * first node stops).
     */
    public void begin(long hardDeadline, long nodeBudget) {
        deadline = hardDeadline;
        stopRequested = false;
        nodes = 0;
        budget = Math.max(0, nodeBudget);
        nextPoll = Math.min(pollInterval, budget);
    }

    /** Stops the current search as soon as possible (thread-safe). */
    public void stop() {
        stopRequested = true;
    }

    public boolean stopRequested() {
        return stopRequested;
    }

    /** The hard deadline in force (a clock reading, or {@link #NEVER}). */
    public long deadline() {
        return deadline;
    }

    /**
     * Narrows the hard deadline to {@code min(current, d)} for a phase of the search, without touching
     * the stop flag; returns the deadline to give back to {@link #restoreDeadline} afterwards.
     */
    public long narrowDeadline(long d) {
        long old = deadline;
        deadline = Math.min(old, d);
        return old;
    }

    /** Puts back a deadline returned by {@link #narrowDeadline}. */
    public void restoreDeadline(long d) {
        deadline = d;
    }

    /**
     * Lets a phase of the search count at most {@code n} more nodes (within the budget in force);
     * returns the budget to give back to {@link #restoreBudget} afterwards.
     */
    public long narrowBudget(long n) {
        long old = budget;
        long end = n >= NEVER - nodes ? NEVER : nodes + Math.max(0, n);
        budget = Math.min(old, end);
        nextPoll = Math.min(nextPoll, budget);
        return old;
    }

    /** Puts back a budget returned by {@link #narrowBudget}. */
    public void restoreBudget(long old) {
        budget = old;
        nextPoll = Math.min(nodes + pollInterval, budget);
    }

    /** Nodes counted since {@link #begin}. */
    public long nodes() {
        return nodes;
    }

    /**
     * Counts one node; true when the search must return now (stopped, past the deadline, or the
     * budget spent). The hot path of every search: the clock is read only at a poll.
     */
    public boolean tick() {
        return ++nodes >= nextPoll && poll();
    }

    /**
     * Polls like {@link #tick()} on a unit of work that is not a node (an evaluation of an ordering
     * search), so a search that spends long between two nodes still keeps its deadline.
     */
    public boolean tickWork() {
        return --nextPoll <= nodes && poll();
    }

    /**
     * Counts {@code n} nodes that a search counted itself (leaf loops too hot even for {@link #tick});
     * no poll, so the budget is then kept at the next one.
     */
    public void count(long n) {
        nodes += n;
    }

    /** True when the node budget is spent. */
    public boolean outOfNodes() {
        return nodes >= budget;
    }

    /**
     * True when the search must return: stopped or past the hard deadline (reads the clock; the node
     * budget is {@link #outOfNodes}'s). For the boundaries between phases, not the hot path.
     */
    public boolean expired() {
        if (stopRequested) {
            return true;
        }
        long d = deadline;
        return d != NEVER && clock.nanoTime() >= d;
    }

    /** {@link #expired()} with the clock reading {@code now} the caller already has. */
    public boolean expiredAt(long now) {
        return stopRequested || (deadline != NEVER && now >= deadline);
    }

    /** {@link #expired()} or {@link #outOfNodes()}: the full check, as at a poll. */
    public boolean mustStop() {
        return outOfNodes() || expired();
    }

    private boolean poll() {
        Runnable hook = pollHook;
        if (hook != null) {
            hook.run();
        }
        if (mustStop()) {
            nextPoll = nodes + 1; // every later node asks again: a search unwinds in a few of them
            return true;
        }
        nextPoll = Math.min(nodes + pollInterval, budget);
        return false;
    }
}
