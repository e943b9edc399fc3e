package dev.gamebots.bench.arena;

import java.awt.Desktop;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.util.concurrent.CountDownLatch;

/**
 * A local page the arena serves until the process is stopped: its address printed, the default
 * browser opened on it (unless asked not to), the server closed by Ctrl-C (which also ends any
 * engine it runs).
 */
final class LocalPage {

    private LocalPage() {
    }

    /** Announces {@code address}, opens it, and blocks until the process is stopped; returns the exit code 0. */
    static int serveUntilStopped(String command, String address, AutoCloseable server, boolean openBrowser,
                                 PrintStream out, PrintStream err) {
        out.println("arena " + command + ": " + address + " (Ctrl-C to stop)");
        out.flush();
        if (openBrowser) {
            open(address, err);
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            closeQuietly(server);
            stopped.countDown();
        }, command + "-stop"));
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            closeQuietly(server);
        }
        return 0;
    }

    private static void open(String address, PrintStream err) {
        try {
            if (Desktop.isDesktopSupported() && Desktop.getDesktop().isSupported(Desktop.Action.BROWSE)) {
                Desktop.getDesktop().browse(URI.create(address));
                return;
            }
            new ProcessBuilder("xdg-open", address).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException | UnsupportedOperationException e) {
            err.println("arena: no browser could be opened; open " + address);
        }
    }

    private static void closeQuietly(AutoCloseable server) {
        try {
            server.close();
        } catch (Exception e) {
            // stopping anyway
        }
    }
}
