package dev.gamebots.gomoku.protocol;

import dev.gamebots.core.Clock;
import dev.gamebots.gomoku.rules.Board;
import dev.gamebots.gomoku.session.AsciiNumbers;
import dev.gamebots.gomoku.session.DeadlineWatchdog;
import dev.gamebots.gomoku.session.Decision;
import dev.gamebots.gomoku.session.GameSession;
import dev.gamebots.gomoku.session.SearchOptions;
import dev.gamebots.gomoku.session.Swap2Answer;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Locale;
import java.util.Set;
import java.util.StringJoiner;

/**
 * The Gomocup (piskvork) pipe protocol: commands on stdin, replies on stdout.
 *
 * <p>Threads: a reader thread reads stdin all the time and queues every line ({@link CommandQueue});
 * this protocol's thread takes the lines in order and serves them; a move's search runs on the
 * session's search thread while this one waits for the move, which the search or, at the deadline,
 * the watchdog gives: every reply is written here. END and the end of input are seen at once by the
 * reader, which stops the running search and every later one (they answer at once with the best move
 * known); the commands read before them are still answered, in order, and flushed; then the brain
 * exits. Nothing is written in reply to END or after it, not even when it comes inside a BOARD block.
 *
 * <p>A move's clock starts when its command was read, or when the initialization command before it
 * (START, RECTSTART, RESTART: not counted in the turn's time by the protocol) was done, whichever
 * is later: a BEGIN piped right behind START must not lose START's table allocation and warm-up.
 *
 * <p>One method per command. Unknown commands and empty lines get {@code UNKNOWN}, commands that
 * cannot be served (bad coordinates, occupied points, out of order) get {@code ERROR}; the brain
 * keeps running and its game is unchanged. The manager's text is quoted back as a short sanitised
 * {@link Excerpt}. The session's notes (a memory limit it cannot meet, an impossible BOARD position)
 * are said as {@code MESSAGE} lines before the next reply. A non-standard {@code SHOW} command
 * prints the board as DEBUG lines.
 *
 * <p>Yixin-Board's extensions, as Rapfi serves them: YXBOARD (a position, no search, no reply),
 * YXSHOWFORBID, YXNBEST n (a multi-PV search under the move's limits: one {@code MESSAGE NBEST} line
 * per line, best first, then the best move, played on the board as Rapfi does), YXSTOP (seen by the
 * reader at once like END: the running search, and any of a command read before it, answers now
 * with its best so far; no reply of its own), YXSHOWINFO, and INFO SHOW_DETAIL for Rapfi's
 * {@code INFO PV} blocks and realtime lines ({@link RapfiInfo}).
 */
public final class GomocupProtocol {

    /** The ABOUT line. */
    public static final String ABOUT =
            "name=\"gamebots-gomoku\", version=\"0.1.0\", author=\"gamebots\", country=\"International\"";

    /** The commands {@link #dispatch} serves (a too-long line starting with one is an ERROR, not UNKNOWN). */
    private static final Set<String> KNOWN = Set.of("ABOUT", "START", "RECTSTART", "RESTART", "INFO", "BEGIN",
            "TURN", "BOARD", "SWAP2BOARD", "TAKEBACK", "PLAY", "SHOW", "DONE", "YXBOARD", "YXSHOWFORBID", "YXNBEST",
            "YXSTOP", "YXSHOWINFO");

    /** YXNBEST's largest number of lines: the points of the largest board (more than any position has moves). */
    static final int MAX_LINES = Board.MAX_SIZE * Board.MAX_SIZE;
    /** Units per logit for INFO WINRATE when the brain evaluates with the hand-set values (no model's scale). */
    private static final double HAND_LOGIT_UNITS = 400.0;

    /** A command's service: its reply line (null: none), or an {@link IllegalArgumentException} for ERROR. */
    @FunctionalInterface
    private interface Service {
        String reply();
    }

    private final ProtocolOutput out;
    private final PrintStream log;
    private final Clock clock;
    private final GameSession session;
    private final CommandQueue commands;
    private final boolean showBoardAfterMove;
    /** INFO SHOW_DETAIL (Yixin-Board's, as Rapfi reads it): which of Rapfi's thinking lines to say ({@link RapfiInfo}). */
    private int showDetail;
    /** The pattern-code model's units per logit at 100%, or 0 with the hand-set values (then {@link #logitUnits()} is fixed). */
    private final double modelScale;
    /** When the last START / RECTSTART / RESTART was done: no move's clock starts before it. */
    private long setupDoneNanos = Long.MIN_VALUE;

    /**
     * @param in        the manager's commands
     * @param out       the replies (stdout)
     * @param log       diagnostics (stderr or a file); never protocol lines
     * @param options   search settings
     * @param showBoard print the board as DEBUG lines after every move
     */
    public GomocupProtocol(InputStream in, OutputStream out, PrintStream log, SearchOptions options, Clock clock,
                           boolean showBoard) {
        this.out = new ProtocolOutput(out);
        this.log = log;
        this.clock = clock;
        this.session = new GameSession(options, clock);
        this.session.enableWatchdog(new DeadlineWatchdog());
        this.commands = new CommandQueue(in, clock, log);
        this.showBoardAfterMove = showBoard;
        this.modelScale = options.model() != null ? options.model().scale() : 0;
    }

    /** Serves commands until END or the end of input; returns the exit code. */
    public int run() {
        commands.start(session::requestStop, session::stopSearch, session::stopServed);
        InputLine line;
        while ((line = commands.next()) != null) {
            try {
                dispatch(line);
            } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
                // Never crash: report and keep serving.
                log.println("gomoku-brain: internal error on " + line.quoted() + ": " + e);
                out.line("ERROR internal error: " + e.getClass().getSimpleName());
            }
        }
        out.close();
        return Thread.currentThread().isInterrupted() ? 1 : 0;
    }

    private void dispatch(InputLine line) {
        String text = line.text();
        if (text.isEmpty()) {
            // The protocol answers every line it cannot serve with UNKNOWN; a blank line is no command.
            out.line("UNKNOWN empty line");
            return;
        }
        int space = text.indexOf(' ');
        String command = (space < 0 ? text : text.substring(0, space)).toUpperCase(Locale.ROOT);
        String args = space < 0 ? "" : text.substring(space + 1).strip();
        if (line.truncated()) {
            tooLong(command, line);
            return;
        }
        if (!command.equals("INFO") && !command.equals("ABOUT")) {
            sayNotes(); // said as soon as the manager reads again, before anything else
        }
        switch (command) {
            case "ABOUT" -> out.line(ABOUT);
            case "START" -> respond(() -> start(size(args, "START needs a board size"), -1));
            case "RECTSTART" -> respond(() -> {
                int[] wh = pair(args, "RECTSTART needs width,height");
                return start(wh[0], wh[1]);
            });
            case "RESTART" -> respond(() -> {
                session.restart();
                return "OK";
            });
            case "INFO" -> info(args);
            case "BEGIN" -> respond(() -> moveReply(0, report -> session.begin(moveStart(line), report)));
            case "TURN" -> respond(() -> {
                int[] xy = pair(args, "TURN needs x,y");
                return moveReply(0, report -> session.turn(xy[0], xy[1], moveStart(line), report));
            });
            case "BOARD" -> board(line);
            case "SWAP2BOARD" -> swap2(line);
            case "YXBOARD" -> yxboard();
            case "YXSHOWFORBID" -> respond(this::forbidden);
            case "YXNBEST" -> respond(() -> {
                int n = lineCount(args);
                return moveReply(n, report -> session.bestLines(n, moveStart(line), report, report));
            });
            case "YXSTOP" -> {
                // No reply: the reader stopped the search when it read the line (CommandQueue).
            }
            case "YXSHOWINFO" -> showInfo();
            case "TAKEBACK" -> respond(() -> {
                int[] xy = pair(args, "TAKEBACK needs x,y");
                session.takeBack(xy[0], xy[1]);
                return "OK";
            });
            case "PLAY" -> respond(() -> {
                int[] xy = pair(args, "PLAY needs x,y");
                Decision d = session.play(xy[0], xy[1]);
                return d.x() + "," + d.y();
            });
            case "SHOW" -> respond(() -> {
                sayBoard();
                return null;
            });
            case "DONE" -> out.line("ERROR DONE without BOARD");
            default -> out.line("UNKNOWN command not supported: " + line.quoted());
        }
        if (command.equals("START") || command.equals("RECTSTART") || command.equals("RESTART")) {
            setupDoneNanos = clock.nanoTime();
        }
    }

    /** A line too long to have been read whole: not served even when it starts like a command. */
    private void tooLong(String command, InputLine line) {
        if (command.equals("INFO")) {
            // INFO gets no reply (the manager does not read while it sends INFO): ignored like a bad value.
            log.println("gomoku-brain: ignored a too-long INFO line " + line.quoted());
            return;
        }
        out.line((KNOWN.contains(command) ? "ERROR line too long: " : "UNKNOWN line too long: ") + line.quoted());
        if (command.equals("BOARD") || command.equals("SWAP2BOARD") || command.equals("YXBOARD")) {
            BlockReader.read(commands, command, 0, ""); // its block is dropped, up to DONE
        }
    }

    /**
     * Serves a command and writes its reply, or {@code ERROR message} when the session (or the
     * parsing of its arguments) refused it; the session's notes come first.
     */
    private void respond(Service service) {
        String reply;
        try {
            reply = service.reply();
        } catch (IllegalArgumentException e) {
            reply = "ERROR " + e.getMessage();
        }
        if (reply != null) {
            sayNotes();
            out.line(reply);
        }
    }

    /** When a move asked by {@code line} starts its clock: when it was read, not before the last set-up was done. */
    private long moveStart(InputLine line) {
        return Math.max(line.nanos(), setupDoneNanos);
    }

    /** START (height -1: square) and RECTSTART. */
    private String start(int width, int height) {
        session.start(width, height < 0 ? width : height);
        return "OK";
    }

    private void info(String args) {
        int space = args.indexOf(' ');
        String key = (space < 0 ? args : args.substring(0, space)).toLowerCase(Locale.ROOT);
        String value = space < 0 ? "" : args.substring(space + 1).strip();
        if (key.equals("show_detail")) {
            // Rapfi's: 0 none, 1 realtime, 2 INFO PV blocks, 3 both; another value is 0, as there.
            try {
                int v = AsciiNumbers.parseInt(value);
                showDetail = v >= 0 && v <= (RapfiInfo.REALTIME | RapfiInfo.DETAIL) ? v : 0;
            } catch (NumberFormatException e) {
                showDetail = 0;
            }
            return;
        }
        if (key.equals("search_config")) {
            // Our own key (docs/gomoku-protocol.md): the search settings from the next search on, the
            // command line's with these changes; a tuner keeps one process for many games this way.
            // A bad value keeps the settings and says so: a tuner must not play on the wrong ones.
            respond(() -> {
                session.setSearchConfig(value);
                return null;
            });
            return;
        }
        if (key.equals("evaluate")) {
            // Debug only: the answer goes to the log, never to stdout.
            int[] xy = Coordinates.parsePair(value);
            if (xy != null && session.started()) {
                log.println(session.evaluatePoint(xy[0], xy[1]));
            }
            return;
        }
        session.info(key, value);
    }

    /** BOARD: reads x,y,field lines up to DONE, then moves; END before DONE ends the brain silently. */
    private void board(InputLine first) {
        BlockReader.Block block = BlockReader.read(commands, "BOARD", 3, "x,y,field");
        if (block == null) {
            return;
        }
        respond(() -> {
            requireNoError(block);
            session.setPosition(block.entries());
            return moveReply(0, report -> session.think(moveStart(first), report));
        });
    }

    /**
     * YXBOARD (Yixin-Board's extension, as Rapfi serves it): a whole position as BOARD gives it, set
     * without a search and without a reply (an ERROR if the block is bad); GUIs send it before
     * YXSHOWFORBID or an analysis.
     */
    private void yxboard() {
        BlockReader.Block block = BlockReader.read(commands, "YXBOARD", 3, "x,y,field");
        if (block == null) {
            return;
        }
        respond(() -> {
            requireNoError(block);
            session.setPosition(block.entries());
            return null;
        });
    }

    /**
     * YXSHOWFORBID: {@code FORBID} and renju's forbidden points for black, each as two-digit x and
     * y, ended by a dot ({@code FORBID 0707.}; {@code FORBID .} when there are none: another rule,
     * or white to move), as Rapfi answers it.
     */
    private String forbidden() {
        StringBuilder b = new StringBuilder("FORBID ");
        for (int[] xy : session.forbiddenPoints()) {
            b.append(String.format(Locale.ROOT, "%02d%02d", xy[0], xy[1]));
        }
        return b.append('.').toString();
    }

    /**
     * YXSHOWINFO (Yixin-Board asks it once, to learn about the engine): Rapfi answers with MESSAGE
     * lines, its name and version and the largest INFO THREAD_NUM and HASH_SIZE it takes; ours: the
     * name and version, and one thread (the brain searches on one). No MAX_HASH_SIZE: INFO HASH_SIZE is
     * not read (the table is sized from max_memory).
     */
    private void showInfo() {
        sayNotes();
        out.line("MESSAGE gamebots-gomoku 0.1.0");
        out.line("MESSAGE INFO MAX_THREAD_NUM 1");
    }

    /** SWAP2BOARD: reads x,y lines up to DONE, then answers with stones, SWAP or a move. */
    private void swap2(InputLine first) {
        BlockReader.Block block = BlockReader.read(commands, "SWAP2BOARD", 2, "x,y");
        if (block == null) {
            return;
        }
        respond(() -> {
            requireNoError(block);
            SearchReport report = report(0);
            Swap2Answer a;
            try {
                a = session.swap2(block.entries(), moveStart(first), report);
            } finally {
                report.close();
            }
            if (a.swap()) {
                return "SWAP";
            }
            StringJoiner stones = new StringJoiner(" ");
            for (int[] m : a.moves()) {
                stones.add(m[0] + "," + m[1]);
            }
            return stones.toString();
        });
    }

    private static void requireNoError(BlockReader.Block block) {
        if (block.error() != null) {
            throw new IllegalArgumentException(block.error());
        }
    }

    // ------------------------------------------------------------------ arguments

    /** A board size: one ASCII number, else ERROR {@code usage}. */
    private static int size(String args, String usage) {
        try {
            return AsciiNumbers.parseInt(args.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(usage + ", got " + Excerpt.quote(args));
        }
    }

    /** YXNBEST's number of lines: 1 to {@link #MAX_LINES}, else ERROR. */
    private static int lineCount(String args) {
        int n;
        try {
            n = AsciiNumbers.parseInt(args.strip());
        } catch (NumberFormatException e) {
            n = 0;
        }
        if (n < 1 || n > MAX_LINES) {
            throw new IllegalArgumentException("YXNBEST needs a number of lines from 1 to " + MAX_LINES + ", got "
                    + Excerpt.quote(args));
        }
        return n;
    }

    /** {@code a,b} in ASCII numbers, else ERROR {@code usage}. */
    private static int[] pair(String args, String usage) {
        int[] xy = Coordinates.parsePair(args);
        if (xy == null) {
            throw new IllegalArgumentException(usage + ", got " + Excerpt.quote(args));
        }
        return xy;
    }

    // ------------------------------------------------------------------ replies

    /** A move asked of the session, given the search's report to say its iterations. */
    @FunctionalInterface
    private interface MoveRequest {
        Decision ask(SearchReport report);
    }

    /**
     * Asks the session for a move and returns it as the reply line, once this thread has it (from the
     * search, or from the watchdog at the deadline); its notes and MESSAGE summary are said first and
     * no iteration line after it.
     */
    private String moveReply(int lines, MoveRequest request) {
        SearchReport report = report(lines);
        Decision d;
        try {
            d = request.ask(report);
        } finally {
            report.close();
        }
        sayNotes();
        for (String l : report.bestLines(d)) {
            out.line("MESSAGE " + l);
        }
        String summary = report.summary(d);
        if (summary != null) {
            out.line("MESSAGE " + summary);
        }
        if (showBoardAfterMove && !d.atDeadline()) {
            sayBoard(); // not after a watchdog's move: the board waits for its search to end
        }
        return d.x() + "," + d.y();
    }

    /** The report of a search (of {@code lines} lines, 0 for a move's) about to run on the session's current board. */
    private SearchReport report(int lines) {
        return new SearchReport(out, session.started() ? session.board() : null, lines, showDetail, logitUnits());
    }

    /**
     * Evaluation units per logit of win probability (INFO WINRATE): the model's scaled as the search
     * scales it under the settings in force (the rule's, or INFO search_config's).
     */
    private double logitUnits() {
        return modelScale > 0 ? modelScale * session.searchConfig().patternEvalScale() / 100.0 : HAND_LOGIT_UNITS;
    }

    private void sayBoard() {
        for (String l : session.display()) {
            out.line("DEBUG " + l);
        }
    }

    private void sayNotes() {
        for (String note : session.takeNotes()) {
            out.line("MESSAGE " + note);
        }
    }
}
