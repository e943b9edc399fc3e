package dev.gamebots.othello;

import dev.gamebots.core.Clock;
import java.io.IOException;
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

    public JsonProtocol(InputStream in, PrintStream out, EngineLog log, Engine engine, Clock clock) {
        this(in, out, log, engine, clock, new RequestParser());
    }

    /** With a parser made beforehand (the process entry makes one while the command line is parsed). */
    public JsonProtocol(InputStream in, PrintStream out, EngineLog log, Engine engine, Clock clock,
                        RequestParser parser) {
        this.in = in;
        this.out = out;
        this.log = log;
        this.engine = engine;
        this.clock = clock;
        this.parser = parser;
    }

    /** Runs until end of input; returns the exit code. */
    public int run(WarmUp warmUp) {
        BoundedLineReader reader = new BoundedLineReader(in, MAX_LINE_BYTES);
        int requests = 0;
        // The earliest moment the next request can have been sent: our start, then each answer.
        long idleSince = clock.nanoTime() - processAgeNanos();
        while (true) {
            String line;
            long readStart = clock.nanoTime();
            try {
                line = reader.readLine();
            } catch (IOException e) {
                log.log("input failed: " + e.getMessage());
                return 1;
            }
            if (line == null) {
                log.log("end of input after " + requests + " requests");
                return 0;
            }
            long now = clock.nanoTime();
            // A line that was already waiting may have been sent any time since we became idle: count
            // from then (this matters for the first request, which arrives while the JVM starts).
            long start = requests == 0 || now - readStart < 2_000_000L ? idleSince : now;
            if (warmUp != null) {
                warmUp.stop();
                warmUp = null;
            }
            if (line.isBlank()) {
                continue; // not a request: nothing to answer
            }
            requests++;
            if (line == BoundedLineReader.OVERLONG) {
                log.log("request " + requests + " longer than " + MAX_LINE_BYTES + " bytes: rejected, passing");
                answer(-1);
                idleSince = clock.nanoTime();
                continue;
            }
            Request request = parser.parse(line);
            Engine.Decision d = engine.choose(request, start);
            answer(d.move());
            idleSince = clock.nanoTime();
            int size = request.size() > 0 ? request.size() : 8;
            log.log("request " + requests + " " + (request.variant() != null ? request.variant().wireName() : "?")
                    + " budget " + request.budgetMs() + " remaining " + request.remainingMs() + ": "
                    + Engine.describe(d, size));
        }
    }

    private void answer(int move) {
        out.println(parser.answer(move));
        out.flush();
    }

    /** How long this process has been running, capped at 3 s (0 when unknown). */
    private static long processAgeNanos() {
        try {
            java.util.Optional<java.time.Instant> started = ProcessHandle.current().info().startInstant();
            if (started.isPresent()) {
                long ms = java.time.Duration.between(started.get(), java.time.Instant.now()).toMillis();
                return Math.max(0, Math.min(ms, 3000)) * 1_000_000L;
            }
        } catch (RuntimeException e) {
            // unknown: count from now
        }
        return 0;
    }
}
