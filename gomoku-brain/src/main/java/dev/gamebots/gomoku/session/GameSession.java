package dev.gamebots.gomoku.session;

import dev.gamebots.core.Clock;
import dev.gamebots.core.Score;
import dev.gamebots.core.SearchLimits;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.core.TimeManager;
import dev.gamebots.core.TranspositionTable;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.search.BrainSearch;
import dev.gamebots.gomoku.search.GomokuSearcher;
import dev.gamebots.gomoku.search.QuickMove;
import dev.gamebots.gomoku.search.SearchConfig;
import dev.gamebots.core.SearchControl;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One brain's game: the board and its record, which colour the brain plays, the limits from INFO,
 * the transposition table and the searcher. Turns protocol facts into searches; knows nothing of
 * the protocol's text. Every method except {@link #requestStop()} is called from one thread.
 *
 * <p>Coordinates are the protocol's (x, y), 0-based. Methods throw {@link IllegalArgumentException}
 * with a message suitable for an ERROR reply when a command cannot be served; the session is then
 * unchanged.
 */
public final class GameSession {

    /**
     * A move chosen by the brain; {@code alreadySent} when the deadline watchdog has sent it to the
     * manager (the protocol must not print it again).
     */
    public record Decision(int x, int y, SearchResult result, String reason, boolean alreadySent) {
    }

    /** Sends a move to the manager from the watchdog's thread. */
    public interface MoveSender {
        void send(int x, int y);
    }

    /** Answer to a SWAP2BOARD command: either a swap or one or more moves. */
    public record Swap2Answer(boolean swap, List<int[]> moves) {
    }

    /** A stone on the board, in the order it was placed. */
    private record Stone(int x, int y, int color) {
    }

    /** Below this evaluation for the side to play the 4th/6th stone, the brain takes the other side. */
    static final int SWAP_THRESHOLD = -120;
    private static final long WARMUP_MS = 300;

    private final Clock clock;
    private final SearchOptions options;
    private final BrainSettings settings = new BrainSettings();
    private final TimePlanner planner;
    private final SearchControl control;
    private final List<Stone> record = new ArrayList<>();

    private Board board;
    private int brainColor;
    private int lastMove = -1;
    /** The session's transposition table: null when the plan has no room or the mode uses none (MCTS). */
    private TranspositionTable table;
    /** The memory plan for the search in MB: the table's size, or MCTS's tree (0 = no room). */
    private int plannedMb;
    private volatile BrainSearch search;
    private long usedMs;
    private final MemoryPlanner memory = new MemoryPlanner();
    /** A note about the memory plan for the manager, said (as MESSAGE) before the next reply; or null. */
    private String memoryWarning;
    /** The max_memory that {@link #memoryWarning} was last made for (-1: none). */
    private long warnedLimit = -1;
    /** The JIT is warmed once per process: compiled code serves every later game. */
    private boolean warmedUp;
    private volatile boolean ending;
    private DeadlineWatchdog watchdog;
    private MoveSender watchdogSender;

    public GameSession(SearchOptions options, Clock clock) {
        this.options = options;
        this.clock = clock;
        this.planner = new TimePlanner(new TimeManager(clock));
        this.control = new SearchControl(clock, GomokuSearcher.POLL_INTERVAL);
    }

    public BrainSettings settings() {
        return settings;
    }

    public boolean started() {
        return board != null;
    }

    public Board board() {
        return board;
    }

    /** The brain's colour ({@link Stones#BLACK} or WHITE), or 0 before it is known. */
    public int brainColor() {
        return brainColor;
    }

    /** Stops a running search at once and every later one (END); safe from any thread. */
    public void requestStop() {
        ending = true;
        control.stop();
        BrainSearch s = search;
        if (s != null) {
            s.stop();
        }
    }

    // ------------------------------------------------------------------ set-up

    /**
     * START / RECTSTART: a new empty board. The first one warms the JIT up, measures the memory
     * basis and allocates the table; later ones reuse the table, and the board and searcher when
     * the size and rule are unchanged (a fresh copy per game was garbage that the resident size
     * counted).
     */
    public void start(int width, int height) {
        if (width < Board.MIN_SIZE || height < Board.MIN_SIZE || width > Board.MAX_SIZE || height > Board.MAX_SIZE) {
            throw new IllegalArgumentException("unsupported board size " + width + "x" + height + " (supported: "
                    + Board.MIN_SIZE + " to " + Board.MAX_SIZE + ")");
        }
        boolean reuse = board != null && search != null && board.width() == width && board.height() == height
                && board.rule().equals(settings.rule());
        if (!warmedUp) {
            warmedUp = true;
            warmUp(width, height);
        }
        memory.measureBasis();
        boolean newTable = allocateTable();
        if (reuse && !newTable) {
            board.clear();
        } else {
            board = new Board(width, height, settings.rule());
            search = options.createSearch(board, table, plannedMb, control);
        }
        resetGame();
        search.newGame();
    }

    /** RESTART: a new game on a board of the same size. */
    public void restart() {
        requireStarted();
        board.clear();
        resetGame();
        search.newGame();
    }

    private void resetGame() {
        record.clear();
        brainColor = 0;
        lastMove = -1;
        usedMs = 0;
        settings.newGame();
    }

    /** Applies {@code INFO key value}; unknown keys and bad values are ignored (the protocol's rule). */
    public void info(String key, String value) {
        try {
            switch (key) {
                case "timeout_turn" -> settings.setTimeoutTurnMs(Long.parseLong(value));
                case "timeout_match" -> settings.setTimeoutMatchMs(Long.parseLong(value));
                case "time_left" -> settings.setTimeLeftMs(Long.parseLong(value));
                case "max_memory" -> {
                    long bytes = Long.parseLong(value);
                    if (bytes == settings.maxMemoryBytes()) {
                        return; // the same limit again (managers resend INFO): the plan stands
                    }
                    settings.setMaxMemoryBytes(bytes);
                    if (board != null && allocateTable()) {
                        search = options.createSearch(board, table, plannedMb, control);
                        search.newGame();
                    }
                }
                case "game_type" -> settings.setGameType(Integer.parseInt(value));
                case "rule" -> setRule(Rule.fromGomocup(Integer.parseInt(value)));
                case "folder" -> settings.setFolder(value);
                default -> {
                    // evaluate (debug only, never on stdout) and unknown keys: nothing to do here
                }
            }
        } catch (NumberFormatException e) {
            // A malformed INFO value is ignored like an unknown key: nothing known is lost.
        }
    }

    private void setRule(Rule rule) {
        if (rule.equals(settings.rule())) {
            return;
        }
        settings.setRule(rule);
        if (board != null) {
            board = new Board(board.width(), board.height(), rule);
            replay();
            search = options.createSearch(board, table, plannedMb, control);
            search.newGame();
        }
    }

    /**
     * A note about a memory limit that cannot be fully met, to be said once as a MESSAGE before the
     * next non-INFO command's reply (the protocol's place for it: the manager does not read while it
     * sends INFO); or null. The command itself is served as usual: a limit is never a reason to
     * answer ERROR in place of a move.
     */
    public String takeMemoryWarning() {
        String w = memoryWarning;
        memoryWarning = null;
        return w;
    }

    /**
     * Plans the search's memory and, in the modes with a table, allocates the table when the plan
     * changed; returns true when the plan changed (the searcher is then made again).
     */
    private boolean allocateTable() {
        long limit = settings.maxMemoryBytes();
        int mb = options.fixedTableMb() >= 0 ? options.fixedTableMb() : memory.tableMegabytes(limit);
        if (options.fixedTableMb() < 0 && memory.belowFootprint(limit) && limit != warnedLimit) {
            warnedLimit = limit; // said once per limit, not at every START
            memoryWarning = "max_memory " + limit + " is below the brain's footprint of "
                    + (memory.footprintBytes() >> 20) + " MB: playing on without a hash table";
        }
        if (plannedMb > 0 && (mb == plannedMb || (mb > plannedMb && options.fixedTableMb() < 0))) {
            // Same size, or a larger plan after START: keep the table. Reallocating a big table just
            // before the first move (managers send max_memory right after START) would eat into it.
            return false;
        }
        table = null; // let the old table go before allocating the new one
        plannedMb = mb;
        table = mb > 0 && options.usesTable() ? new TranspositionTable(mb) : null;
        return true;
    }

    /** The session's transposition table, or null (tests: MCTS allocates none). */
    TranspositionTable table() {
        return table;
    }

    /** The memory plan for the search in MB (tests). */
    int plannedMegabytes() {
        return plannedMb;
    }

    // ------------------------------------------------------------------ moves

    /** BEGIN: the brain opens on the empty board. */
    public Decision begin(long startNanos, SearchListener listener) {
        requireStarted();
        if (board.stoneCount() != 0) {
            throw new IllegalArgumentException("BEGIN on a board that is not empty");
        }
        brainColor = Stones.BLACK;
        return think(startNanos, listener);
    }

    /** TURN x,y: the opponent played; the brain answers. */
    public Decision turn(int x, int y, long startNanos, SearchListener listener) {
        requireStarted();
        requireEmptyPoint(x, y);
        if (brainColor == 0) {
            // First move of the game seen from here: the opponent opened (or set up the board).
            brainColor = record.size() % 2 == 0 ? Stones.WHITE : Stones.BLACK;
        }
        put(x, y, Stones.opponent(brainColor));
        return think(startNanos, listener);
    }

    /** PLAY x,y: the manager imposes the brain's move (after SUGGEST). */
    public Decision play(int x, int y) {
        requireStarted();
        requireEmptyPoint(x, y);
        if (brainColor == 0) {
            brainColor = record.size() % 2 == 0 ? Stones.BLACK : Stones.WHITE;
        }
        put(x, y, brainColor);
        return new Decision(x, y, null, "played as told", false);
    }

    /**
     * BOARD ... DONE: a whole new position. Each entry is {x, y, field} with field 1 = own, 2 =
     * opponent, 3 = blocked. The brain's colour follows from the counts (equal: it is black).
     */
    public void setPosition(List<int[]> entries) {
        requireStarted();
        int own = 0;
        int opp = 0;
        boolean[] seen = new boolean[board.width() * board.height()];
        for (int[] e : entries) {
            if (!board.onBoard(e[0], e[1])) {
                throw new IllegalArgumentException("coordinates out of the board: " + e[0] + "," + e[1]);
            }
            if (e[2] < 1 || e[2] > 3) {
                throw new IllegalArgumentException("bad field " + e[2] + " at " + e[0] + "," + e[1]);
            }
            int i = e[1] * board.width() + e[0];
            if (seen[i]) {
                throw new IllegalArgumentException("point given twice: " + e[0] + "," + e[1]);
            }
            seen[i] = true;
            own += e[2] == 1 ? 1 : 0;
            opp += e[2] == 2 ? 1 : 0;
        }
        int color = own == opp ? Stones.BLACK : opp == own + 1 ? Stones.WHITE
                : (own + opp) % 2 == 0 ? Stones.BLACK : Stones.WHITE;
        record.clear();
        lastMove = -1;
        brainColor = color;
        for (int[] e : entries) {
            int c = e[2] == 1 ? color : e[2] == 2 ? Stones.opponent(color) : Stones.BLOCKED;
            record.add(new Stone(e[0], e[1], c));
        }
        replay();
        // The last opponent stone given is taken as the last move (for the display only).
        for (int i = record.size() - 1; i >= 0; i--) {
            if (record.get(i).color() == Stones.opponent(color)) {
                lastMove = board.index(record.get(i).x(), record.get(i).y());
                break;
            }
        }
    }

    /** TAKEBACK x,y: removes that stone. */
    public void takeBack(int x, int y) {
        requireStarted();
        if (!board.onBoard(x, y)) {
            throw new IllegalArgumentException("coordinates out of the board: " + x + "," + y);
        }
        for (int i = record.size() - 1; i >= 0; i--) {
            Stone s = record.get(i);
            if (s.x() == x && s.y() == y) {
                record.remove(i);
                replay();
                lastMove = record.isEmpty() ? -1
                        : board.index(record.get(record.size() - 1).x(), record.get(record.size() - 1).y());
                return;
            }
        }
        throw new IllegalArgumentException("no stone at " + x + "," + y);
    }

    /** Margin after the hard deadline before the watchdog sends the best move so far itself. */
    static final long WATCHDOG_GRACE_MS = 25;
    /** Longest wait for the watchdog's write of a claimed move (a blocked pipe must not hang the brain). */
    private static final long WATCHDOG_DELIVERY_MS = 2000;
    /** Marks a move answered by the search thread (the watchdog then sends nothing). */
    private static final int ANSWERED_BY_SEARCH = -2;

    /**
     * Lets a timer thread send the best move found so far {@value #WATCHDOG_GRACE_MS} ms after a
     * move's hard deadline if the search thread has not answered by then (a loaded machine).
     */
    public void enableWatchdog(DeadlineWatchdog w, MoveSender sender) {
        this.watchdog = w;
        this.watchdogSender = sender;
    }

    /** Searches the current position for the brain's colour and plays the chosen move. */
    public Decision think(long startNanos, SearchListener listener) {
        return think(startNanos, listener, true);
    }

    private Decision think(long startNanos, SearchListener listener, boolean watchdogAllowed) {
        requireStarted();
        if (brainColor == 0) {
            brainColor = record.size() % 2 == 0 ? Stones.BLACK : Stones.WHITE;
        }
        board.setSideToMove(brainColor);
        if (board.isFull()) {
            throw new IllegalArgumentException("the board is full");
        }
        SearchResult result = null;
        int move;
        String reason;
        if (TimePlanner.immediate(settings) || board.winner() != 0) {
            move = QuickMove.choose(board);
            reason = "answered at once";
        } else {
            TimeManager.Deadlines d = planner.plan(settings, startNanos, usedMs, board.stoneCount(),
                    board.width() * board.height());
            control.begin(d.hard());
            if (ending) {
                control.stop();
            }
            SearchLimits limits = new SearchLimits(SearchLimits.DEFAULT_MAX_DEPTH, options.maxNodes(),
                    d.soft(), d.hard());
            BrainSearch running = search;
            // Per move, so that a late-running timer task of an earlier move can never send.
            AtomicInteger sent = new AtomicInteger(-1);
            // Counted down once the watchdog's move is written: the search thread must not go on
            // (and, at END, close the output) between the watchdog's claim and its write.
            CountDownLatch delivered = new CountDownLatch(1);
            ScheduledFuture<?> alarm = null;
            if (watchdogAllowed && watchdog != null && !ending) {
                Board b = board;
                MoveSender sender = watchdogSender;
                long fireAt = d.hard() + WATCHDOG_GRACE_MS * 1_000_000L;
                alarm = watchdog.arm(fireAt - clock.nanoTime(), () -> {
                    int m = running.provisionalMove();
                    if (m >= 0 && sent.compareAndSet(-1, m)) {
                        try {
                            sender.send(b.x(m), b.y(m));
                        } finally {
                            delivered.countDown();
                        }
                    }
                });
            }
            result = running.search(limits, listener);
            if (alarm != null) {
                alarm.cancel(false);
            }
            planner.recordAnswer(d.hard(), clock.nanoTime());
            move = result.bestMove();
            reason = running.lastReason();
            if (!sent.compareAndSet(-1, ANSWERED_BY_SEARCH)) {
                // The watchdog sent its move already: that is the move played.
                awaitDelivery(delivered);
                int m = sent.get();
                int x = board.x(m);
                int y = board.y(m);
                put(x, y, brainColor);
                usedMs += (clock.nanoTime() - startNanos) / 1_000_000L;
                return new Decision(x, y, result, reason + " (sent at the deadline by the watchdog)", true);
            }
        }
        if (move < 0 || !board.isLegal(move)) {
            move = QuickMove.choose(board);
            reason = reason + " (fallback)";
        }
        if (move < 0) {
            throw new IllegalArgumentException("no legal move left");
        }
        int x = board.x(move);
        int y = board.y(move);
        put(x, y, brainColor);
        usedMs += (clock.nanoTime() - startNanos) / 1_000_000L;
        return new Decision(x, y, result, reason, false);
    }

    /** Waits (briefly: one line's write) until the watchdog's move has been written. */
    private static void awaitDelivery(CountDownLatch delivered) {
        boolean interrupted = false;
        while (true) {
            try {
                delivered.await(WATCHDOG_DELIVERY_MS, TimeUnit.MILLISECONDS);
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    // ------------------------------------------------------------------ swap2

    /**
     * SWAP2BOARD with the given stones (in order, black first). No stones: propose three. Three or
     * five stones: swap (take black) when the side to play next (white) stands worse than
     * {@link #SWAP_THRESHOLD}, else play the next stone as white.
     */
    public Swap2Answer swap2(List<int[]> stones, long startNanos, SearchListener listener) {
        requireStarted();
        int n = stones.size();
        if (n != 0 && n != 3 && n != 5) {
            throw new IllegalArgumentException("SWAP2BOARD needs 0, 3 or 5 stones, got " + n);
        }
        List<int[]> entries = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int[] s = stones.get(i);
            if (!board.onBoard(s[0], s[1])) {
                throw new IllegalArgumentException("coordinates out of the board: " + s[0] + "," + s[1]);
            }
            entries.add(new int[] {s[0], s[1], i % 2 == 0 ? 2 : 1}); // from white's side: black is the opponent
        }
        if (n == 0) {
            int cx = board.width() / 2;
            int cy = board.height() / 2;
            // A quiet, roughly balanced opening (Piskvork's first freestyle opening: 0,0 1,0 1,3).
            return new Swap2Answer(false, List.of(new int[] {cx, cy}, new int[] {cx + 1, cy},
                    new int[] {cx + 1, Math.min(board.height() - 1, cy + 3)}));
        }
        setPosition(entries);
        brainColor = Stones.WHITE;
        Decision d = think(startNanos, listener, false); // the answer is not a plain move
        int score = d.result() == null ? 0 : d.result().score();
        boolean whiteWorse = Score.isDecisive(score) ? score < 0 : score < SWAP_THRESHOLD;
        if (whiteWorse) {
            takeBack(d.x(), d.y());
            brainColor = Stones.BLACK;
            return new Swap2Answer(true, List.of());
        }
        return new Swap2Answer(false, List.<int[]>of(new int[] {d.x(), d.y()}));
    }

    // ------------------------------------------------------------------ display

    /** The board display (B = brain, M = manager, last move in brackets). */
    public List<String> display() {
        requireStarted();
        int color = brainColor == 0 ? (record.size() % 2 == 0 ? Stones.BLACK : Stones.WHITE) : brainColor;
        List<String> lines = new ArrayList<>(BoardDisplay.lines(board, color, lastMove));
        lines.add("rule " + settings.rule().displayName() + ", brain plays "
                + (color == Stones.BLACK ? "black (first)" : "white (second)") + ", " + record.size() + " stones");
        return lines;
    }

    /** Static evaluation of a point for the side to move (INFO evaluate; goes to the log only). */
    public String evaluatePoint(int x, int y) {
        requireStarted();
        if (!board.onBoard(x, y)) {
            return "evaluate " + x + "," + y + ": off the board";
        }
        int p = board.index(x, y);
        int me = board.sideToMove();
        return "evaluate " + x + "," + y + ": " + (board.isEmpty(p)
                ? "threat " + dev.gamebots.gomoku.rules.Threat.name(board.threat(me, p)) + ", value "
                + board.value(me, p) + " / opponent " + board.value(Stones.opponent(me), p)
                : "occupied");
    }

    // ------------------------------------------------------------------ internals

    private void put(int x, int y, int color) {
        int p = board.index(x, y);
        board.place(p, color);
        record.add(new Stone(x, y, color));
        lastMove = p;
    }

    private void replay() {
        board.clear();
        for (Stone s : record) {
            board.place(board.index(s.x(), s.y()), s.color());
        }
    }

    private void requireStarted() {
        if (board == null) {
            throw new IllegalArgumentException("no game: send START first");
        }
    }

    private void requireEmptyPoint(int x, int y) {
        if (!board.onBoard(x, y)) {
            throw new IllegalArgumentException("coordinates out of the board: " + x + "," + y);
        }
        if (!board.isEmpty(board.index(x, y))) {
            throw new IllegalArgumentException("point " + x + "," + y + " is occupied");
        }
    }

    /** Plays a short search on a scratch board so the JIT compiles the hot paths before the first move. */
    private void warmUp(int width, int height) {
        if (options.skipWarmup()) {
            return;
        }
        Board scratch = new Board(width, height, settings.rule());
        int cx = width / 2;
        int cy = height / 2;
        int[][] opening = {{0, 0}, {1, 1}, {1, 0}, {-1, 1}, {0, 2}};
        for (int i = 0; i < opening.length; i++) {
            int x = cx + opening[i][0];
            int y = cy + opening[i][1];
            if (scratch.onBoard(x, y) && scratch.isEmpty(scratch.index(x, y))) {
                scratch.place(scratch.index(x, y), Stones.colorOfMove(i));
            }
        }
        scratch.setSideToMove(Stones.WHITE);
        GomokuSearcher warm = new GomokuSearcher(scratch, new TranspositionTable(1), control,
                SearchConfig.defaults(), options.model());
        long now = clock.nanoTime();
        long deadline = now + WARMUP_MS * 1_000_000L;
        control.begin(deadline);
        if (ending) {
            control.stop();
        }
        warm.search(new SearchLimits(SearchLimits.DEFAULT_MAX_DEPTH, Long.MAX_VALUE, deadline, deadline),
                SearchListener.NONE);
    }
}
