package dev.gamebots.gomoku.session;

import dev.gamebots.core.Clock;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.core.TranspositionTable;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.rules.Rule;
import dev.gamebots.gomoku.rules.Stones;
import dev.gamebots.gomoku.search.LineListener;
import dev.gamebots.gomoku.search.SearchConfig;
import dev.gamebots.gomoku.search.SearchSettings;
import dev.gamebots.gomoku.search.moves.QuickMove;
import dev.gamebots.gomoku.search.time.TimeControl;
import java.util.ArrayList;
import java.util.List;

/**
 * One brain's game: the board and its record, which colour the brain plays, the limits from INFO,
 * the transposition table and the searcher. Turns protocol facts into searches; knows nothing of
 * the protocol's text. Every method except {@link #requestStop()} and {@link #stopSearch()} is called
 * from one thread (the protocol's); a move's search runs on the {@link SearchThread}, raced against
 * the deadline watchdog ({@link MoveRace}), and the chosen stone goes on the board once that search
 * has let go of it.
 *
 * <p>Coordinates are the protocol's (x, y), 0-based. Methods throw {@link IllegalArgumentException}
 * with a message suitable for an ERROR reply when a command cannot be served; the session is then
 * unchanged.
 */
public final class GameSession {

    /** A move answered while its search may still run: its stone goes on the board when the search ends. */
    private record Pending(MoveRace race, Decision decision) {
    }

    private final SearchOptions options;
    private final BrainSettings settings = new BrainSettings();
    private final MoveSearch moveSearch;
    private final SearchMemory memory;
    private final WarmUp warmUp;
    private final StoneRecord record = new StoneRecord();
    /** Notes for the manager (said as MESSAGE before the next reply), in order. */
    private final List<String> notes = new ArrayList<>();

    /** The record's board (null before START). */
    private Board board;
    private int brainColor;
    private Pending pending;

    public GameSession(SearchOptions options, Clock clock) {
        this.options = options;
        this.moveSearch = new MoveSearch(options, clock);
        this.warmUp = new WarmUp(options, clock);
        this.memory = new SearchMemory(options);
    }

    public BrainSettings settings() {
        return settings;
    }

    public boolean started() {
        return board != null;
    }

    /** The board, with the last move's stone on it (waits for a search that is still letting go of it). */
    public Board board() {
        settle();
        return board;
    }

    /** The brain's colour ({@link Stones#BLACK} or WHITE), or 0 before it is known. */
    public int brainColor() {
        return brainColor;
    }

    /**
     * Answers with the best move so far {@value TimeControl#WATCHDOG_GRACE_MS} ms after a move's hard
     * deadline when the search has not answered by then (a loaded machine).
     */
    public void enableWatchdog(DeadlineWatchdog w) {
        moveSearch.enableWatchdog(w);
    }

    /** Stops a running search or warm-up at once and every later one (END); safe from any thread. */
    public void requestStop() {
        moveSearch.requestStop();
    }

    /** Notes for the manager since the last call (to be said as MESSAGE before the next reply). */
    public List<String> takeNotes() {
        List<String> n = List.copyOf(notes);
        notes.clear();
        return n;
    }

    // ------------------------------------------------------------------ set-up

    /**
     * START / RECTSTART: a new empty board. The first one warms the JIT up, measures the memory
     * basis and allocates the table; later ones reuse the table, and the board and searcher when
     * the size and rule are unchanged (a fresh copy per game was garbage that the resident size
     * counted).
     */
    public void start(int width, int height) {
        settle();
        if (width < Board.MIN_SIZE || height < Board.MIN_SIZE || width > Board.MAX_SIZE || height > Board.MAX_SIZE) {
            throw new IllegalArgumentException("unsupported board size " + width + "x" + height + " (supported: "
                    + Board.MIN_SIZE + " to " + Board.MAX_SIZE + ")");
        }
        boolean reuse = board != null && memory.hasSearcher() && board.width() == width && board.height() == height
                && board.rule().equals(settings.rule());
        warmUp.once(width, height, settings.rule(), moveSearch);
        memory.measureBasis();
        boolean newTable = memory.plan(settings.maxMemoryBytes(), notes::add);
        if (newTable && memory.table() != null) {
            // Promote the new table now (START is not timed): left in the young generation, the first
            // collection copied its 64 MB during the first move (40 ms idle, hundreds under load).
            System.gc();
        }
        if (!reuse) {
            board = new Board(width, height, settings.rule());
            record.startOn(board);
        }
        resetGame();
        if (reuse && !newTable) {
            memory.newGame();
        } else {
            memory.newSearcher(board, moveSearch.control(), moveSearch.time());
        }
    }

    /** RESTART: a new game on a board of the same size. */
    public void restart() {
        requireStarted();
        resetGame();
        memory.newGame();
    }

    private void resetGame() {
        record.clear();
        brainColor = 0;
        moveSearch.time().newGame();
        settings.newGame();
    }

    /** A board of the new rule under the record, whose stones are replayed on it. */
    private void setBoard(Board b) {
        board = b;
        record.moveTo(b);
    }

    /** Applies {@code INFO key value}; unknown keys and bad values are ignored (the protocol's rule). */
    public void info(String key, String value) {
        settle();
        try {
            switch (key) {
                case "timeout_turn" -> settings.setTimeoutTurnMs(AsciiNumbers.parseLong(value));
                case "timeout_match" -> settings.setTimeoutMatchMs(AsciiNumbers.parseLong(value));
                case "time_left" -> settings.setTimeLeftMs(AsciiNumbers.parseLong(value));
                case "max_memory" -> setMaxMemory(AsciiNumbers.parseLong(value));
                case "max_node" -> settings.setMaxNodes(AsciiNumbers.parseLong(value));
                case "max_depth" -> settings.setMaxDepth(AsciiNumbers.parseInt(value));
                case "game_type" -> settings.setGameType(AsciiNumbers.parseInt(value));
                case "rule" -> setRule(Rule.fromGomocup(AsciiNumbers.parseInt(value)));
                case "folder" -> settings.setFolder(value);
                default -> {
                    // evaluate (debug only, never on stdout) and unknown keys: nothing to do here
                }
            }
        } catch (NumberFormatException e) {
            // A malformed INFO value is ignored like an unknown key: nothing known is lost.
        }
    }

    /**
     * INFO search_config: from the next search on, the command line's search settings with the
     * changes {@code spec} gives ({@link SearchConfig#with}: "key=value,..."; empty: none), replacing
     * any earlier INFO search_config. The searcher is made again on the same table when they differ.
     *
     * @throws IllegalArgumentException for an unknown key or a malformed value (the settings stay)
     */
    public void setSearchConfig(String spec) {
        settle();
        SearchSettings changed = options.searchSettings().then(spec);
        if (changed.equals(memory.searchSettings())) {
            return;
        }
        memory.setSearchSettings(changed);
        applyTimeSettings();
        if (board != null && memory.hasSearcher()) {
            memory.newSearcher(board, moveSearch.control(), moveSearch.time());
        }
    }

    /**
     * The search settings in force under the current rule (the rule's defaults with the command line's
     * changes, or with those of the last INFO search_config).
     */
    public SearchConfig searchConfig() {
        return memory.searchSettings().forRule(settings.rule());
    }

    /** The time control's share of the settings, from those in force (a rule may have its own). */
    private void applyTimeSettings() {
        SearchConfig config = searchConfig();
        moveSearch.time().setSearchSettings(config.softScale(), config.vctTimeShare(), config.fullTurn());
    }

    private void setMaxMemory(long bytes) {
        if (bytes == settings.maxMemoryBytes()) {
            return; // the same limit again (managers resend INFO): the plan stands
        }
        settings.setMaxMemoryBytes(bytes);
        if (board != null && memory.plan(bytes, notes::add)) {
            memory.newSearcher(board, moveSearch.control(), moveSearch.time());
        }
    }

    private void setRule(Rule rule) {
        if (rule.equals(settings.rule())) {
            return;
        }
        settings.setRule(rule);
        applyTimeSettings();
        if (board != null) {
            setBoard(new Board(board.width(), board.height(), rule));
            memory.newSearcher(board, moveSearch.control(), moveSearch.time());
        }
    }

    /** The session's transposition table, or null (tests: MCTS allocates none). */
    TranspositionTable table() {
        return memory.table();
    }

    /** The memory plan for the search in MB (tests). */
    int plannedMegabytes() {
        return memory.plannedMb();
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
        record.requireEmptyPoint(x, y);
        assignColour(record.size() + 1); // the brain moves after the opponent's stone
        record.put(x, y, Stones.opponent(brainColor));
        return think(startNanos, listener);
    }

    /** PLAY x,y: the manager imposes the brain's move (after SUGGEST). */
    public Decision play(int x, int y) {
        requireStarted();
        record.requireEmptyPoint(x, y);
        assignColour(record.size());
        record.put(x, y, brainColor);
        return new Decision(x, y, null, "played as told", false);
    }

    /**
     * The one colour rule, for a brain whose colour is not known yet: it plays the colour whose turn it
     * is when it moves after {@code stones} stones, black opening and the colours alternating.
     */
    private void assignColour(int stones) {
        if (brainColor == 0) {
            brainColor = Stones.colorOfMove(stones);
        }
    }

    /**
     * BOARD ... DONE: a whole new position. Each entry is {x, y, field} with field 1 = own, 2 =
     * opponent, 3 = blocked. The brain plays the colour to move after the own and opponent stones
     * (equal counts: black). A position that cannot come from a game (a five already made, stone
     * counts apart by more than one) is played on, and said in a note.
     */
    public void setPosition(List<int[]> entries) {
        requireStarted();
        int[] counts = record.counts(entries);
        brainColor = 0;
        assignColour(counts[0] + counts[1]);
        record.setPosition(entries, brainColor);
        notes.addAll(record.faults(counts[0], counts[1], brainColor));
    }

    /**
     * Renju's forbidden points for black, row by row, when black is to move (an even number of
     * stones); none under the other rules or with white to move.
     */
    public List<int[]> forbiddenPoints() {
        requireStarted();
        List<int[]> points = new ArrayList<>();
        if (record.size() % 2 != 0) {
            return points;
        }
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                int p = board.index(x, y);
                if (board.isEmpty(p) && board.isForbidden(p)) {
                    points.add(new int[] {x, y});
                }
            }
        }
        return points;
    }

    /** TAKEBACK x,y: removes that stone. */
    public void takeBack(int x, int y) {
        requireStarted();
        record.takeBack(x, y);
    }

    /**
     * Chooses the brain's move in the current position and returns it: the search's, or the
     * watchdog's best move so far if the search has not answered {@value TimeControl#WATCHDOG_GRACE_MS} ms
     * after the hard deadline. The stone is on the board for every later call.
     */
    public Decision think(long startNanos, SearchListener listener) {
        return think(startNanos, listener, 0, LineListener.NONE);
    }

    /**
     * YXNBEST n: searches the {@code lines} best moves of the current position (multi-PV) under the
     * limits a move has, tells each line to {@code lineListener} as it is found, and plays the best as
     * {@link #think} does (as Rapfi does: its board then holds the move). Under Rapfi's "no limit"
     * (timeout_turn 0 and timeout_match 0) it searches until YXSTOP or END, as Rapfi's analysis does.
     * The decision carries the lines, best first (none when the move was answered at once or by the
     * watchdog).
     */
    public Decision bestLines(int lines, long startNanos, SearchListener listener, LineListener lineListener) {
        requireStarted();
        // For the side to move, as Rapfi (whose board has no colour of its own): after the brain's own
        // move (TURN, BEGIN) a GUI asks YXNBEST for the other side, which the brain then plays.
        brainColor = record.colourToMove();
        return think(startNanos, listener, lines, lineListener);
    }

    /** YXSTOP, from the reader thread: the running search (and any begun before the YXSTOP is served) answers now. */
    public void stopSearch() {
        moveSearch.stopCurrent();
    }

    /** The YXSTOP is served: searches run normally again. */
    public void stopServed() {
        moveSearch.stopDone();
    }

    private Decision think(long startNanos, SearchListener listener, int lines, LineListener lineListener) {
        requireStarted();
        assignColour(record.size());
        board.setSideToMove(brainColor);
        if (board.isFull()) {
            throw new IllegalArgumentException("the board is full");
        }
        boolean analysis = lines > 0 && TimeControl.unlimitedAnalysis(settings.turnLimits());
        if (!analysis && TimeControl.immediate(settings.turnLimits()) || board.winner() != 0) {
            return played(QuickMove.choose(board), null, "answered at once", false, startNanos);
        }
        MoveRace race = analysis
                ? moveSearch.analyse(memory.searchForMove(), board, startNanos, listener, lines, lineListener)
                : moveSearch.race(memory.searchForMove(), board, settings, startNanos, listener, lines, lineListener);
        Decision answer = race.answer();
        moveSearch.answered(startNanos);
        pending = new Pending(race, answer);
        if (answer.atDeadline()) {
            moveSearch.stopRunning(); // the move is out: the search has nothing more to give
        } else {
            settle(); // the search answered: it has ended
        }
        return answer;
    }

    /** Puts the brain's {@code move} on the board now and returns it as a decision. */
    private Decision played(int move, SearchResult result, String reason, boolean atDeadline, long startNanos) {
        if (move < 0) {
            throw new IllegalArgumentException("no legal move left");
        }
        int x = board.x(move);
        int y = board.y(move);
        record.put(x, y, brainColor);
        moveSearch.answered(startNanos);
        return new Decision(x, y, result, reason, atDeadline);
    }

    /** Waits for the last move's search to let go of the board, then puts that move's stone on it. */
    private void settle() {
        Pending p = pending;
        if (p == null) {
            return;
        }
        pending = null;
        p.race().awaitSearch();
        record.put(p.decision().x(), p.decision().y(), brainColor);
    }

    // ------------------------------------------------------------------ swap2

    /**
     * SWAP2BOARD with the given stones (in order, black first). No stones: propose three. Three or
     * five stones: swap (take black) when white, to play, stands worse ({@link Swap2Opening}), else
     * play the next stone as white. The search runs here, to its end: the answer needs its score.
     */
    public Swap2Answer swap2(List<int[]> stones, long startNanos, SearchListener listener) {
        requireStarted();
        int n = stones.size();
        if (n != 0 && n != 3 && n != 5) {
            throw new IllegalArgumentException("SWAP2BOARD needs 0, 3 or 5 stones, got " + n);
        }
        List<int[]> entries = Swap2Opening.entries(board, stones);
        if (n == 0) {
            return new Swap2Answer(false, Swap2Opening.proposal(board));
        }
        int notesBefore = notes.size();
        setPosition(entries);
        notes.subList(notesBefore, notes.size()).clear(); // an opening's counts are Swap2's, not a fault
        brainColor = Stones.WHITE;
        board.setSideToMove(brainColor);
        Decision white;
        if (TimeControl.immediate(settings.turnLimits())) {
            int m = QuickMove.choose(board);
            white = new Decision(board.x(m), board.y(m), null, "answered at once", false);
        } else {
            white = moveSearch.searchToEnd(memory.searchForMove(), board, settings, startNanos, listener);
        }
        moveSearch.answered(startNanos);
        if (Swap2Opening.takesBlack(white)) {
            brainColor = Stones.BLACK;
            return new Swap2Answer(true, List.of());
        }
        record.put(white.x(), white.y(), brainColor);
        return new Swap2Answer(false, List.<int[]>of(new int[] {white.x(), white.y()}));
    }

    // ------------------------------------------------------------------ display

    /** The board display (B = brain, M = manager, last move in brackets). */
    public List<String> display() {
        requireStarted();
        int color = brainColor == 0 ? Stones.colorOfMove(record.size()) : brainColor;
        List<String> lines = new ArrayList<>(BoardDisplay.lines(board, color, record.lastMove()));
        lines.add("rule " + settings.rule().displayName() + ", brain plays " + colourName(color) + ", "
                + record.size() + " stones");
        return lines;
    }

    private static String colourName(int color) {
        return color == Stones.BLACK ? "black (first)" : "white (second)";
    }

    /** Static evaluation of a point for the side to move (INFO evaluate; goes to the log only). */
    public String evaluatePoint(int x, int y) {
        requireStarted();
        return BoardDisplay.evaluation(board, x, y);
    }

    // ------------------------------------------------------------------ internals

    /** Every command that reads or changes the game starts here: the last move's stone goes on first. */
    private void requireStarted() {
        settle();
        if (board == null) {
            throw new IllegalArgumentException("no game: send START first");
        }
    }
}
