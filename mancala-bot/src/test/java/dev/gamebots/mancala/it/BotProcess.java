package dev.gamebots.mancala.it;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** The bot jar as a real process, as the contest controller starts it: {@code java -jar <jar> <log>}. */
final class BotProcess implements AutoCloseable {

    final Process process;
    final long startedNanos;
    private final Writer in;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    final List<String> transcript = new ArrayList<>();

    BotProcess(Path jar, Path log, Path stderr) throws IOException {
        this(jar, List.of(), List.of(log.toString()), stderr);
    }

    /** {@code java <jvmArgs> -jar <jar> <args>}. */
    BotProcess(Path jar, List<String> jvmArgs, List<String> args, Path stderr) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>();
        command.add(java);
        command.addAll(jvmArgs);
        command.add("-jar");
        command.add(jar.toString());
        command.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.redirectError(stderr.toFile());
        startedNanos = System.nanoTime();
        process = pb.start();
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.US_ASCII);
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(),
                    StandardCharsets.US_ASCII))) {
                String s;
                while ((s = r.readLine()) != null) {
                    lines.add(s);
                }
            } catch (IOException ignored) {
                // the process ended
            }
        });
        reader.setDaemon(true);
        reader.start();
    }

    void send(String line) throws IOException {
        transcript.add("> " + line);
        in.write(line + "\n");
        in.flush();
    }

    /** The next line the bot prints, or null after {@code timeoutMs}. */
    String receive(long timeoutMs) throws InterruptedException {
        String s = lines.poll(timeoutMs, TimeUnit.MILLISECONDS);
        transcript.add("< " + s);
        return s;
    }

    /** Lines printed but not read. */
    List<String> unread() {
        List<String> rest = new ArrayList<>();
        lines.drainTo(rest);
        return rest;
    }

    /** The packaged jar (failsafe passes its path). */
    static Path jar() {
        return Path.of(System.getProperty("mancala.jar", "target/mancala-bot.jar"));
    }

    @Override
    public void close() {
        process.destroyForcibly();
    }
}
