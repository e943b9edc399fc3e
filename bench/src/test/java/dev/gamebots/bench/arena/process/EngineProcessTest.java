package dev.gamebots.bench.arena.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The process layer never lets a bad engine hang the arena. Uses /bin/sh scripts as engines. */
@Timeout(60)
class EngineProcessTest {

    @TempDir
    Path dir;

    private EngineProcess sh(String script) throws Exception {
        return EngineProcess.start("t", List.of("/bin/sh", "-c", script), null, dir.resolve("t.io.log"));
    }

    private static long deadline(long ms) {
        return System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(ms);
    }

    @Test
    void echoesLinesStripsCarriageReturnsAndReportsEof() throws Exception {
        EngineProcess p = sh("while read l; do printf '%s\\r\\n' \"got $l\"; [ \"$l\" = bye ] && exit 0; done");
        p.send("hello");
        Reply r = p.readLine(deadline(5000));
        assertEquals(Reply.Kind.LINE, r.kind());
        assertEquals("got hello", r.line());
        p.send("bye");
        assertEquals("got bye", p.readLine(deadline(5000)).line());
        assertEquals(Reply.Kind.EOF, p.readLine(deadline(5000)).kind());
        assertEquals(Reply.Kind.EOF, p.readLine(deadline(10)).kind()); // stays EOF
        assertEquals(0, p.close(1000));
        String transcript = Files.readString(dir.resolve("t.io.log"));
        assertTrue(transcript.contains("> hello") && transcript.contains("< got hello") && transcript.contains("exit 0"));
    }

    @Test
    void aBatchArrivesWholeAndInOrderAndIsTranscribedLineByLine() throws Exception {
        EngineProcess p = sh("while read l; do echo \"got $l\"; done");
        p.sendAll(List.of("INFO time_left 100", "INFO rule 0", "TURN 3,4"));
        p.sendAll(List.of());
        for (String expected : List.of("got INFO time_left 100", "got INFO rule 0", "got TURN 3,4")) {
            assertEquals(expected, p.readLine(deadline(5000)).line());
        }
        p.close(1000);
        String transcript = Files.readString(dir.resolve("t.io.log"));
        assertTrue(transcript.contains("> INFO time_left 100") && transcript.contains("> INFO rule 0")
                && transcript.contains("> TURN 3,4"), transcript);
    }

    @Test
    void silenceTimesOutOnTimeAndCloseKills() throws Exception {
        EngineProcess p = sh("sleep 300");
        long t0 = System.nanoTime();
        Reply r = p.readLine(deadline(300));
        long waited = (System.nanoTime() - t0) / 1_000_000;
        assertEquals(Reply.Kind.TIMEOUT, r.kind());
        assertTrue(waited >= 290 && waited < 2000, "waited " + waited);
        t0 = System.nanoTime();
        assertEquals(null, p.close(100));
        assertTrue((System.nanoTime() - t0) / 1_000_000 < 3000);
        assertFalse(p.isAlive());
    }

    @Test
    void descendantsAreKilledToo() throws Exception {
        EngineProcess p = sh("sleep 300 & sleep 300 & echo started; wait");
        assertEquals("started", p.readLine(deadline(5000)).line());
        List<ProcessHandle> children = ProcessHandle.of(p.pid()).orElseThrow().descendants().toList();
        assertTrue(children.size() >= 2);
        p.close(0);
        for (ProcessHandle c : children) {
            c.onExit().get(5, TimeUnit.SECONDS);
            assertFalse(c.isAlive());
        }
    }

    @Test
    void anEngineThatNeverReadsCannotBlockSends() throws Exception {
        EngineProcess p = sh("sleep 300");
        String big = "x".repeat(10_000);
        long t0 = System.nanoTime();
        for (int i = 0; i < 1000; i++) { // 10 MB, far beyond a pipe buffer
            p.send(big);
        }
        assertTrue((System.nanoTime() - t0) / 1_000_000 < 2000);
        p.close(0);
        assertFalse(p.isAlive());
    }

    @Test
    void floodsAreCappedAndStderrIsDrained() throws Exception {
        EngineProcess flood = sh("yes flood");
        Thread.sleep(1500);
        assertTrue(flood.droppedLines() > 0 || flood.takePendingLines().size() >= EngineProcess.MAX_PENDING_LINES - 10);
        flood.close(0);
        // 2 MB on stderr first: without a drain the engine would block before answering.
        EngineProcess noisy = sh("head -c 2000000 /dev/zero | tr '\\0' e >&2; echo done");
        assertEquals("done", noisy.readLine(deadline(10000)).line());
        noisy.close(1000);
        // A 1 MB line without a newline is cut, not kept whole.
        EngineProcess longLine = sh("head -c 1000000 /dev/zero | tr '\\0' a");
        Reply r = longLine.readLine(deadline(10000));
        assertEquals(EngineProcess.MAX_LINE_CHARS, r.line().length());
        longLine.close(1000);
    }

    @Test
    void stderrTailIsKeptForTheRecord() throws Exception {
        EngineProcess p = sh("echo 'boom: no such table' >&2; exit 3");
        assertEquals(Reply.Kind.EOF, p.readLine(deadline(5000)).kind());
        assertEquals(3, p.waitForExit(5000));
        Thread.sleep(100);
        assertEquals(List.of("boom: no such table"), p.stderrTail());
        p.close(0);
    }

    @Test
    void commandsSplitLikeAShell() {
        assertEquals(List.of("java", "-jar", "my bot.jar", "--x=1"), CommandSplitter.split("java -jar 'my bot.jar' --x=1"));
        assertEquals(List.of("a", "b c", "d\"e", "f g"), CommandSplitter.split("a \"b c\" \"d\\\"e\" f\\ g"));
        assertEquals(List.of("x"), CommandSplitter.split("  x  "));
        assertThrows(IllegalArgumentException.class, () -> CommandSplitter.split("a 'b"));
        assertThrows(IllegalArgumentException.class, () -> CommandSplitter.split("   "));
    }
}
