package dev.gamebots.gomoku.protocol;

import dev.gamebots.core.Clock;
import dev.gamebots.core.Score;
import dev.gamebots.core.SearchInfo;
import dev.gamebots.core.SearchListener;
import dev.gamebots.core.SearchResult;
import dev.gamebots.gomoku.session.DeadlineWatchdog;
import dev.gamebots.gomoku.session.GameSession;
import dev.gamebots.gomoku.session.SearchOptions;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * The Gomocup (piskvork) pipe protocol: commands on stdin, replies on stdout.
 *
 * <p>Threads: a reader thread reads stdin all the time and queues every line with the moment it was
 * read; the search thread takes the lines in order and serves them, searching when a move is asked.
 * So a command that arrives while the brain thinks waits in the queue and is never dropped. END and
 * the end of input are seen at once by the reader, which stops the running search and every later
 * one (they answer at once with the best move known); the commands read before them are still
 * answered, in order, and flushed; then the brain exits. Nothing is written in reply to END or after it.
 *
 * <p>A move's clock starts when its command was read, or when the initialization command before it
 * (START, RECTSTART, RESTART: not counted in the turn's time by the protocol) was done, whichever
 * is later: a BEGIN piped right behind START must not lose START's table allocation and warm-up.
 *
 * <p>One method per command. Unknown commands and empty lines get {@code UNKNOWN}, commands that
 * cannot be served (bad coordinates, occupied points, out of order) get {@code ERROR}; the brain
 * keeps running and its game is unchanged. The manager's text is quoted back as a short sanitised
 * {@link Excerpt}. A non-standard {@code SHOW} command prints the board as DEBUG lines.
 */
public final class GomocupProtocol {

    /** The ABOUT line. */
    public static final String ABOUT =
            "name=\"gamebots-gomoku\", version=\"0.1.0\", author=\"gamebots\", country=\"International\"";

    /** 0 = the JVM's default (-Xss): the recursion is shallow, and a big stack would count against ulimit -d. */
    private static final long SEARCH_THREAD_STACK = 0;

    /**
     * A line from the manager (stripped; only its first {@link LineReader#MAX_KEPT_BYTES} bytes when
     * {@code truncated}), its length in bytes and when it was read.
     */
    private record Line(String text, long nanos, long length, boolean truncated) {

        /** The text quoted for a reply. */
        String quoted() {
            return Excerpt.quote(text, length, truncated);
        }
    }

    /** The commands {@link #dispatch} serves (a too-long line starting with one is an ERROR, not UNKNOWN). */
    private static final Set<String> KNOWN = Set.of("ABOUT", "START", "RECTSTART", "RESTART", "INFO", "BEGIN",
            "TURN", "BOARD", "SWAP2BOARD", "TAKEBACK", "PLAY", "SHOW", "DONE");

    /** Queued after END or at the end of input: serve what came before, then exit. */
    private static final Line END_MARK = new Line("END", 0, 3, false);

    private final InputStream in;
    private final ProtocolOutput out;
    private final PrintStream log;
    private final Clock clock;
    private final GameSession session;
    private final boolean showBoardAfterMove;
    private final BlockingQueue<Line> queue = new LinkedBlockingQueue<>();
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
        this.in = in;
        this.out = new ProtocolOutput(out);
        this.log = log;
        this.clock = clock;
        this.session = new GameSession(options, clock);
        this.session.enableWatchdog(new DeadlineWatchdog(), (x, y) -> {
            closeReport(); // the move is out: no DEBUG line of its search may follow it
            reply(x + "," + y);
        });
        this.showBoardAfterMove = showBoard;
    }

    /** Serves commands until END or the end of input; returns the exit code. */
    public int run() {
        Thread reader = new Thread(this::readLoop, "gomocup-reader");
        reader.setDaemon(true);
        reader.start();
        int[] exit = {0};
        Thread searcher = new Thread(null, () -> exit[0] = dispatchLoop(), "gomocup-search", SEARCH_THREAD_STACK);
        try {
            searcher.start();
        } catch (OutOfMemoryError e) {
            // No room for another thread (tight process limits): serve on this one.
            log.println("gomoku-brain: could not start the search thread, searching on the main thread");
            return dispatchLoop();
        }
        try {
            searcher.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return exit[0];
    }

    // ------------------------------------------------------------------ reader thread

    private void readLoop() {
        try (InputStream input = in) {
            LineReader r = new LineReader(input);
            LineReader.RawLine raw;
            while ((raw = r.next()) != null) {
                long now = clock.nanoTime();
                String text = raw.text().strip();
                if (!raw.truncated() && text.equalsIgnoreCase("END")) {
                    break;
                }
                queue.add(new Line(text, now, raw.length(), raw.truncated()));
            }
        } catch (IOException e) {
            log.println("gomoku-brain: input error: " + e.getMessage());
        }
        // END, or the end of input (nobody will send more): stop searching at once, answer what was
        // read before (a script piped into the brain gets its replies), then exit.
        session.requestStop();
        queue.add(END_MARK);
    }

    // ------------------------------------------------------------------ search thread

    private int dispatchLoop() {
        while (true) {
            Line line;
            try {
                line = queue.take();
            } catch (InterruptedException e) {
                return 1;
            }
            if (line == END_MARK) {
                out.close();
                return 0;
            }
            try {
                dispatch(line);
            } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
                // Never crash: report and keep serving.
                log.println("gomoku-brain: internal error on " + line.quoted() + ": " + e);
                reply("ERROR internal error: " + e.getClass().getSimpleName());
            }
        }
    }

    private void dispatch(Line line) {
        String text = line.text();
        if (text.isEmpty()) {
            // The protocol answers every line it cannot serve with UNKNOWN; a blank line is no command.
            reply("UNKNOWN empty line");
            return;
        }
        int space = text.indexOf(' ');
        String command = (space < 0 ? text : text.substring(0, space)).toUpperCase(Locale.ROOT);
        String args = space < 0 ? "" : text.substring(space + 1).strip();
        if (line.truncated()) {
            // Not served even when it starts like a command: its end was never read.
            if (command.equals("INFO")) {
                // INFO gets no reply (the manager does not read while it sends INFO): ignored like a bad value.
                log.println("gomoku-brain: ignored a too-long INFO line " + line.quoted());
                return;
            }
            reply((KNOWN.contains(command) ? "ERROR line too long: " : "UNKNOWN line too long: ") + line.quoted());
            if (command.equals("BOARD") || command.equals("SWAP2BOARD")) {
                skipUntilDone();
            }
            return;
        }
        if (!command.equals("INFO") && !command.equals("ABOUT")) {
            String warning = session.takeMemoryWarning();
            if (warning != null) {
                // Said just before the reply, as MESSAGE: the command itself is served as usual.
                reply("MESSAGE " + warning);
            }
        }
        switch (command) {
            case "ABOUT" -> reply(ABOUT);
            case "START" -> start(args);
            case "RECTSTART" -> rectStart(args);
            case "RESTART" -> restart();
            case "INFO" -> info(args);
            case "BEGIN" -> begin(line);
            case "TURN" -> turn(args, line);
            case "BOARD" -> board(line);
            case "SWAP2BOARD" -> swap2(line);
            case "TAKEBACK" -> takeBack(args);
            case "PLAY" -> play(args);
            case "SHOW" -> show();
            case "DONE" -> reply("ERROR DONE without BOARD");
            default -> reply("UNKNOWN command not supported: " + line.quoted());
        }
        if (command.equals("START") || command.equals("RECTSTART") || command.equals("RESTART")) {
            setupDoneNanos = clock.nanoTime();
        }
    }

    /** When a move asked by {@code line} starts its clock: when it was read, not before the last set-up was done. */
    private long moveStart(Line line) {
        return Math.max(line.nanos(), setupDoneNanos);
    }

    private void start(String args) {
        int size;
        try {
            size = Integer.parseInt(args.strip());
        } catch (NumberFormatException e) {
            reply("ERROR START needs a board size, got " + Excerpt.quote(args));
            return;
        }
        try {
            session.start(size, size);
            reply("OK");
        } catch (IllegalArgumentException e) {
            reply("ERROR " + e.getMessage());
        }
    }

    private void rectStart(String args) {
        int[] wh = Coordinates.parsePair(args);
        if (wh == null) {
            reply("ERROR RECTSTART needs width,height, got " + Excerpt.quote(args));
            return;
        }
        try {
            session.start(wh[0], wh[1]);
            reply("OK");
        } catch (IllegalArgumentException e) {
            reply("ERROR " + e.getMessage());
        }
    }

    private void restart() {
        try {
            session.restart();
            reply("OK");
        } catch (IllegalArgumentException e) {
            reply("ERROR " + e.getMessage());
        }
    }

    private void info(String args) {
        int space = args.indexOf(' ');
        String key = (space < 0 ? args : args.substring(0, space)).toLowerCase(Locale.ROOT);
        String value = space < 0 ? "" : args.substring(space + 1).strip();
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

    private void begin(Line line) {
        try {
            move(session.begin(moveStart(line), listener()));
        } catch (IllegalArgumentException e) {
            reply("ERROR " + e.getMessage());
        }
    }

    private void turn(String args, Line line) {
        int[] xy = Coordinates.parsePair(args);
        if (xy == null) {
            reply("ERROR TURN needs x,y, got " + Excerpt.quote(args));
            return;
        }
        try {
            move(session.turn(xy[0], xy[1], moveStart(line), listener()));
        } catch (IllegalArgumentException e) {
            reply("ERROR " + e.getMessage());
        }
    }

    private void play(String args) {
        int[] xy = Coordinates.parsePair(args);
        if (xy == null) {
            reply("ERROR PLAY needs x,y, got " + Excerpt.quote(args));
            return;
        }
        try {
            GameSession.Decision d = session.play(xy[0], xy[1]);
            reply(d.x() + "," + d.y());
        } catch (IllegalArgumentException e) {
            reply("ERROR " + e.getMessage());
        }
    }

    private void takeBack(String args) {
        int[] xy = Coordinates.parsePair(args);
        if (xy == null) {
            reply("ERROR TAKEBACK needs x,y, got " + Excerpt.quote(args));
            return;
        }
        try {
            session.takeBack(xy[0], xy[1]);
            reply("OK");
        } catch (IllegalArgumentException e) {
            reply("ERROR " + e.getMessage());
        }
    }

    /** BOARD: reads x,y,field lines up to DONE, then moves. */
    private void board(Line first) {
        List<int[]> entries = new ArrayList<>();
        String error = null;
        while (true) {
            Line line = nextLine();
            if (line == null) {
                reply("ERROR BOARD ended by END before DONE"); // still a command read before END
                return;
            }
            String t = line.text();
            if (t.isEmpty()) {
                continue; // a blank line inside the block: the block has one reply, at DONE
            }
            if (t.equalsIgnoreCase("DONE") && !line.truncated()) {
                break;
            }
            int[] e = line.truncated() ? null : Coordinates.parseTriple(t);
            if (e == null) {
                if (error == null) {
                    error = "bad BOARD line " + line.quoted() + " (expected x,y,field)";
                }
            } else {
                entries.add(e);
            }
        }
        if (error != null) {
            reply("ERROR " + error);
            return;
        }
        try {
            session.setPosition(entries);
            move(session.think(moveStart(first), listener()));
        } catch (IllegalArgumentException e) {
            reply("ERROR " + e.getMessage());
        }
    }

    /** SWAP2BOARD: reads x,y lines up to DONE, then answers with stones, SWAP or a move. */
    private void swap2(Line first) {
        List<int[]> stones = new ArrayList<>();
        String error = null;
        while (true) {
            Line line = nextLine();
            if (line == null) {
                reply("ERROR SWAP2BOARD ended by END before DONE");
                return;
            }
            String t = line.text();
            if (t.isEmpty()) {
                continue; // a blank line inside the block: the block has one reply, at DONE
            }
            if (t.equalsIgnoreCase("DONE") && !line.truncated()) {
                break;
            }
            int[] xy = line.truncated() ? null : Coordinates.parsePair(t);
            if (xy == null) {
                if (error == null) {
                    error = "bad SWAP2BOARD line " + line.quoted() + " (expected x,y)";
                }
            } else {
                stones.add(xy);
            }
        }
        if (error != null) {
            reply("ERROR " + error);
            return;
        }
        try {
            GameSession.Swap2Answer a = session.swap2(stones, moveStart(first), listener());
            closeReport();
            if (a.swap()) {
                reply("SWAP");
            } else {
                StringBuilder sb = new StringBuilder();
                for (int[] m : a.moves()) {
                    if (sb.length() > 0) {
                        sb.append(' ');
                    }
                    sb.append(m[0]).append(',').append(m[1]);
                }
                reply(sb.toString());
            }
        } catch (IllegalArgumentException e) {
            reply("ERROR " + e.getMessage());
        }
    }

    private void show() {
        if (!session.started()) {
            reply("ERROR no game: send START first");
            return;
        }
        for (String l : session.display()) {
            reply("DEBUG " + l);
        }
    }

    private void skipUntilDone() {
        while (true) {
            Line line = nextLine();
            if (line == null || (!line.truncated() && line.text().equalsIgnoreCase("DONE"))) {
                return;
            }
        }
    }

    /** The next queued line, or null when it is END (which is then put back for the loop). */
    private Line nextLine() {
        try {
            Line line = queue.take();
            if (line == END_MARK) {
                queue.add(line);
                return null;
            }
            return line;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    // ------------------------------------------------------------------ replies

    private void move(GameSession.Decision d) {
        closeReport();
        SearchResult r = d.result();
        if (r != null) {
            reply("MESSAGE " + summary(r, d.reason()));
        }
        if (d.alreadySent()) {
            return; // the watchdog sent it at the deadline; the MESSAGE above says so
        }
        if (showBoardAfterMove) {
            for (String l : session.display()) {
                reply("DEBUG " + l);
            }
        }
        reply(d.x() + "," + d.y());
    }

    private String summary(SearchResult r, String reason) {
        StringBuilder sb = new StringBuilder();
        sb.append(reason).append(": depth ").append(r.depth()).append(", score ").append(Score.format(r.score()))
                .append(", nodes ").append(r.nodes());
        long ms = r.elapsedNanos() / 1_000_000L;
        sb.append(", ").append(ms).append(" ms");
        if (ms > 0) {
            sb.append(", ").append(r.nodes() * 1000 / ms).append(" n/s");
        }
        if (r.pv().length > 1) {
            sb.append(", pv");
            for (int p : r.pv()) {
                sb.append(' ').append(session.board().x(p)).append(',').append(session.board().y(p));
            }
        }
        return sb.toString();
    }

    /**
     * The listener of the search for the command being served: each finished iteration becomes one
     * {@code DEBUG} line (depth, score, nodes, speed, time, principal variation), said only while
     * the manager waits for this command's reply: DEBUG is the protocol's line for what a manager
     * shows in its debug view and hides in tournaments; after the reply (sent by the deadline
     * watchdog, or at the end of the search) the manager no longer reads, so nothing more is said.
     */
    private SearchListener listener() {
        IterationReport report = new IterationReport();
        synchronized (replyLock) {
            if (this.report != null) {
                this.report.open = false;
            }
            this.report = report;
        }
        return report;
    }

    /** Ends the DEBUG lines of the current search: its reply is being sent. */
    private void closeReport() {
        synchronized (replyLock) {
            if (report != null) {
                report.open = false;
                report = null;
            }
        }
    }

    /** Guards the current report's open flag against the watchdog's reply. */
    private final Object replyLock = new Object();
    /** The report of the search running for the command being served, or null. */
    private IterationReport report;

    /** One search's iteration lines; see {@link #listener()}. */
    private final class IterationReport implements SearchListener {
        /** Guarded by replyLock. */
        private boolean open = true;

        @Override
        public void onIteration(SearchInfo info) {
            String text = debugLine(info);
            synchronized (replyLock) {
                if (open) {
                    reply(text);
                }
            }
            log.flush();
        }
    }

    private String debugLine(SearchInfo info) {
        StringBuilder sb = new StringBuilder("DEBUG depth ");
        sb.append(info.depth()).append(" score ").append(Score.format(info.score())).append(" nodes ")
                .append(info.nodes()).append(" nps ").append(info.nodesPerSecond()).append(" time ")
                .append(info.elapsedMillis()).append(" ms");
        if (info.pv().length > 0) {
            sb.append(" pv");
            for (int p : info.pv()) {
                sb.append(' ').append(session.board().x(p)).append(',').append(session.board().y(p));
            }
        }
        return sb.toString();
    }

    private void reply(String text) {
        out.line(text);
    }
}
