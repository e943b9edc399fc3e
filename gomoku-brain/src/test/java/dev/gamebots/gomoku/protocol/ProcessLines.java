package dev.gamebots.gomoku.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** A real brain process's stdout, collected line by line on a daemon thread as it comes. */
final class ProcessLines {

    private ProcessLines() {
    }

    /** Starts collecting {@code p}'s stdout; the queue fills until the process ends. */
    static BlockingQueue<String> of(Process p) {
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(),
                    StandardCharsets.UTF_8))) {
                String l;
                while ((l = r.readLine()) != null) {
                    lines.add(l);
                }
            } catch (IOException e) {
                // the process ended
            }
        }, "brain-stdout");
        reader.setDaemon(true);
        reader.start();
        return lines;
    }
}
