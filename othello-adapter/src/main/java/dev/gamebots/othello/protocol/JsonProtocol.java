package dev.gamebots.othello.protocol;

import dev.gamebots.core.Clock;
import dev.gamebots.othello.session.Engine;
import dev.gamebots.othello.session.EngineLog;
import dev.gamebots.othello.session.Request;
import dev.gamebots.othello.session.WarmUp;
import java.io.InputStream;
import java.io.PrintStream;

/**
 * The FlipSight JSON-line protocol (the default mode): read one request line, write one answer line
 * {@code {"move":N}} (-1 = pass) and flush, until end of input. Nothing else is ever written to stdout;
 * every problem goes to the log and the engine keeps reading.
 */
public final class JsonProtocol {

    /** Longest request line accepted (a real one is a few kB). */
    public static final int MAX_LINE_BYTES = 1 << 20;

    private final InputStream in;
    private final PrintStream out;
    private final EngineLog log;
    private final Engine engine;
    private final Clock clock;
    private final RequestParser parser;
    private final long processStartNanos;

    /**
     * @param processStartNanos clock reading of the process's start: a request already waiting when
     *                          reading begins is charged from then
     * @param parser            made beforehand (the process entry makes one while the command line is parsed)
     */
    public JsonProtocol(InputStream in, PrintStream out, EngineLog log, Engine engine, Clock clock,
                        long processStartNanos, RequestParser parser) {
        this.in = in;
        this.processStartNanos = processStartNanos;
        this.out = out;
        this.log = log;
        this.engine = engine;
        this.clock = clock;
        this.parser = parser;
    }

    /**
     * Runs until end of input; returns the exit code. Warms the JIT up for at most
     * {@code warmUpMillis} (0: not at all) while no request is waiting, never while one is.
     */
    public int run(long warmUpMillis) {
        // End of input stops the search at once: nobody is left to read its answer.
        TimedLineReader reader = TimedLineReader.start(in, MAX_LINE_BYTES, clock, processStartNanos, engine::abandon);
        WarmUp warmUp = null;
        if (warmUpMillis > 0 && !reader.lineWaitingAtStart()) {
            warmUp = new WarmUp(warmUpMillis);
            warmUp.start();
        }
        log.log("ready" + (reader.lineWaitingAtStart() ? " (a request was already waiting)" : ""));
        int requests = 0;
        while (true) {
            TimedLineReader.Line line = reader.take();
            if (warmUp != null) {
                warmUp.stop();
                warmUp = null;
            }
            if (line == null) {
                if (reader.failure() != null) {
                    log.log("input failed: " + reader.failure());
                    return 1;
                }
                log.log("end of input after " + requests + " requests");
                return 0;
            }
            if (line.text().isBlank()) {
                continue; // not a request: nothing to answer
            }
            requests++;
            if (line.overlong()) {
                log.log("request " + requests + " longer than " + MAX_LINE_BYTES + " bytes: rejected, passing");
                answer(-1);
                continue;
            }
            Request request = parser.parse(line.text());
            Engine.Decision d = engine.choose(request, line.arrivalNanos());
            answer(d.move());
            engine.answered(clock.nanoTime());
            int size = request.size() > 0 ? request.size() : 8;
            log.log("request " + requests + " " + (request.variant() != null ? request.variant().wireName() : "?")
                    + " budget " + request.budgetMs() + " remaining " + request.remainingMs() + ": "
                    + Engine.describe(d, size) + ", overhead per answer " + engine.overheadEstimate()
                    + (reader.ended() ? " (input had ended)" : ""));
        }
    }

    private void answer(int move) {
        out.println(parser.answer(move));
        out.flush();
    }
}
