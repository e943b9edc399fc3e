package dev.gamebots.mancala.it;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A measurement, not a test (tight wall-clock limits stay out of the default test run): starts the
 * bot jar N times as the contest does and times its first move from the process start, JVM start-up
 * included, and its exit after END. Odd runs play player 1 ({@code START 1}, {@code MOVE}), even
 * runs player 2 (the opponent's 3 and 6, then {@code MOVE}). Run from the repository root:
 * <pre>
 *   java -cp mancala-bot/target/test-classes dev.gamebots.mancala.it.FirstMoveLatency mancala-bot/target/mancala-bot.jar 10
 * </pre>
 * Optional third argument: the database cache folder ({@code -Dmancala.database.dir}).
 */
public final class FirstMoveLatency {

    private FirstMoveLatency() {
    }

    public static void main(String[] args) throws Exception {
        Path jar = Path.of(args[0]);
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path dir = Files.createTempDirectory("first-move");
        List<Long> firsts = new ArrayList<>();
        List<Long> exits = new ArrayList<>();
        for (int i = 1; i <= runs; i++) {
            List<String> cmd = new ArrayList<>(List.of(java));
            if (args.length > 2) {
                cmd.add("-Dmancala.database.dir=" + args[2]);
            }
            cmd.addAll(List.of("-jar", jar.toString(), dir.resolve("run" + i + ".log").toString()));
            ProcessBuilder pb = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD);
            long t0 = System.nanoTime();
            Process p = pb.start();
            Writer in = new OutputStreamWriter(p.getOutputStream(), StandardCharsets.US_ASCII);
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.US_ASCII));
            boolean first = i % 2 == 1;
            // As a controller does: the whole request at once, the clock running from the start.
            in.write(first ? "START 1\nMOVE\n" : "START 2\nOPPONENT 3\nOPPONENT 6\nMOVE\n");
            in.flush();
            int expect = first ? 2 : 4;
            String last = null;
            for (int k = 0; k < expect; k++) {
                last = out.readLine();
            }
            long firstMs = (System.nanoTime() - t0) / 1_000_000;
            long t1 = System.nanoTime();
            in.write("END\n");
            in.flush();
            boolean exited = p.waitFor(30, TimeUnit.SECONDS);
            long exitMs = (System.nanoTime() - t1) / 1_000_000;
            if (!exited) {
                p.destroyForcibly();
            }
            firsts.add(firstMs);
            exits.add(exitMs);
            System.out.printf("run %d (player %d): move %s, first move %d ms after the process start, exit %d ms after END%n",
                    i, first ? 1 : 2, last, firstMs, exitMs);
        }
        System.out.printf("first move: max %d ms, median %d ms; exit after END (stdin open): max %d ms, median %d ms%n",
                Collections.max(firsts), median(firsts), Collections.max(exits), median(exits));
    }

    private static long median(List<Long> v) {
        List<Long> s = new ArrayList<>(v);
        Collections.sort(s);
        return s.get(s.size() / 2);
    }
}
