package dev.gamebots.gomoku.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The launcher script (target/pbrain-gomoku-ai) starts the brain under a 70 MB data-segment limit
 * and the brain plays a game there: the limit is in force (read back from /proc), the turn limit told
 * through the launcher is the one kept, and the data segment stays below the limit throughout.
 */
class LauncherTest {

    private static final long LIMIT_KB = 70_000;
    /**
     * Only stops a hang: the whole game of six 1000 ms turns must be over by then, whatever the load
     * (no bound per move; the plan's margin is pinned on a manual clock by PlannersTest). A brain that
     * kept the ten-minute limit could not meet it; one that ignored timeout_turn altogether (the 30 s
     * default's plan ends a quiet early move in a few seconds) is caught by ProtocolTranscriptTest.
     */
    private static final long HANG_MS = 60_000;

    @Test
    void playsAGameUnderTheDataSegmentLimit() throws Exception {
        Path launcher = Path.of("target", "pbrain-gomoku-ai");
        Assumptions.assumeTrue(Files.isRegularFile(Path.of("/proc/self/status")), "needs Linux /proc");
        assertTrue(Files.isExecutable(launcher), "the build puts an executable launcher at " + launcher);
        ProcessBuilder pb = new ProcessBuilder("sh", launcher.toString());
        pb.environment().put("GOMOKU_BRAIN_CLASSPATH", System.getProperty("java.class.path"));
        pb.redirectError(ProcessBuilder.Redirect.DISCARD);
        Process p = pb.start();
        try {
            BlockingQueue<String> lines = ProcessLines.of(p);
            Path status = Path.of("/proc", Long.toString(p.pid()), "status");
            Path limits = Path.of("/proc", Long.toString(p.pid()), "limits");
            AtomicLong peak = new AtomicLong();
            Thread sampler = new Thread(() -> {
                while (p.isAlive()) {
                    try {
                        for (String l : Files.readAllLines(status)) {
                            if (l.startsWith("VmData:")) {
                                long kb = Long.parseLong(l.substring(7).trim().split("\\s+")[0]);
                                peak.accumulateAndGet(kb, Math::max);
                            }
                        }
                        Thread.sleep(20);
                    } catch (Exception e) {
                        return;
                    }
                }
            });
            sampler.setDaemon(true);
            sampler.start();
            OutputStream in = p.getOutputStream();
            send(in, "START 20");
            assertEquals("OK", lines.poll(HANG_MS, TimeUnit.MILLISECONDS));
            String dataLimit = Files.readAllLines(limits).stream().filter(l -> l.startsWith("Max data size"))
                    .findFirst().orElse("");
            assertTrue(dataLimit.contains(Long.toString(LIMIT_KB * 1024)), "limit in force: " + dataLimit);
            // Ten minutes first, then 1000 ms, and no match limit (which would cap any turn's plan to a
            // share of it): the game below ends within HANG_MS only if the later limit replaced the
            // earlier one, through the launcher.
            send(in, "INFO timeout_turn 600000");
            send(in, "INFO timeout_turn 1000");
            send(in, "INFO timeout_match 0");
            send(in, "BEGIN");
            java.util.Set<String> taken = new java.util.HashSet<>();
            long gameEnd = System.nanoTime() + HANG_MS * 1_000_000L;
            String first = reply(lines, gameEnd);
            assertNotNull(first);
            assertTrue(first.matches("\\d+,\\d+"), first);
            taken.add(first);
            String[] candidates = {"9,9", "12,12", "8,11", "13,8", "7,7", "14,14", "6,13", "15,5", "5,5", "16,16"};
            int turns = 0;
            for (String mv : candidates) {
                if (taken.contains(mv) || turns == 5) {
                    continue;
                }
                taken.add(mv);
                send(in, "TURN " + mv);
                String r = reply(lines, gameEnd);
                assertNotNull(r, "move " + turns + " within the game's hang guard");
                assertTrue(r.matches("\\d+,\\d+"), "a move, got " + r);
                assertTrue(taken.add(r), "a free point");
                turns++;
            }
            send(in, "END");
            assertTrue(p.waitFor(HANG_MS, TimeUnit.MILLISECONDS));
            assertEquals(0, p.exitValue());
            assertTrue(peak.get() > 0 && peak.get() < LIMIT_KB, "peak data segment " + peak.get() + " kB");
        } finally {
            p.destroyForcibly();
        }
    }

    /** The next reply that is not MESSAGE/DEBUG, or null if none came by {@code endNanos}. */
    private static String reply(BlockingQueue<String> lines, long endNanos) throws InterruptedException {
        while (true) {
            String l = lines.poll(Math.max(0, endNanos - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (l == null || !(l.startsWith("MESSAGE") || l.startsWith("DEBUG"))) {
                return l;
            }
        }
    }

    private static void send(OutputStream in, String line) throws Exception {
        in.write((line + "\n").getBytes(StandardCharsets.US_ASCII));
        in.flush();
    }
}
