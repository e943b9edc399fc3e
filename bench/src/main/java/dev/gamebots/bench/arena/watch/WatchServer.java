package dev.gamebots.bench.arena.watch;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.gamebots.bench.arena.play.HttpReplies;
import dev.gamebots.bench.arena.play.LocalOnly;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.regex.Pattern;

/**
 * {@code arena watch}'s server, on the loopback address only: the watch page ({@code GET /}), a
 * stream of server-sent events ({@code GET /events}) that carries the run folder's view
 * ({@link RunFolderView}) each time it changes, and the run's own files by plain name (its
 * report.html, whose charts and standings the page shows, and the exports it links to).
 */
public final class WatchServer implements AutoCloseable {

    /** How often the folder is looked at. */
    static final long POLL_MS = 300;
    /** A comment line this often keeps a quiet stream from being closed by proxies and browsers. */
    static final long KEEP_ALIVE_MS = 15_000;
    private static final Pattern PLAIN_NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]*");

    private final HttpServer http;
    private final Path dir;
    private final LocalOnly local;
    private final byte[] page;
    private final ExecutorService threads;
    private volatile boolean open = true;

    private WatchServer(HttpServer http, Path dir, byte[] page, ExecutorService threads) {
        this.http = http;
        this.dir = dir;
        this.page = page;
        this.threads = threads;
        this.local = new LocalOnly(http.getAddress().getPort());
    }

    /** Serves the run in {@code dir} on 127.0.0.1:{@code port} (0: a free port). */
    public static WatchServer start(Path dir, int port) throws IOException {
        HttpServer http = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 16);
        byte[] page;
        try (InputStream in = WatchServer.class.getResourceAsStream("watch.html")) {
            if (in == null) {
                throw new IllegalStateException("watch.html is missing from the arena jar");
            }
            page = in.readAllBytes();
        }
        // A few watchers, each holding one thread for its event stream.
        ExecutorService threads = Executors.newFixedThreadPool(8, r -> {
            Thread t = new Thread(r, "watch-http");
            t.setDaemon(true);
            return t;
        });
        WatchServer server = new WatchServer(http, dir, page, threads);
        http.createContext("/", server::handle);
        http.setExecutor(threads);
        http.start();
        return server;
    }

    public String address() {
        return "http://127.0.0.1:" + http.getAddress().getPort() + "/";
    }

    private void handle(HttpExchange ex) throws IOException {
        try (ex) {
            if (!local.allows(ex)) {
                HttpReplies.send(ex, 403, "text/plain", "refused: the watch server answers only its own page on 127.0.0.1");
                return;
            }
            if (!ex.getRequestMethod().equals("GET")) {
                HttpReplies.send(ex, 405, "text/plain", "use GET");
                return;
            }
            String path = ex.getRequestURI().getPath();
            if (path.equals("/") || path.equals("/index.html")) {
                HttpReplies.send(ex, 200, "text/html; charset=utf-8", page);
            } else if (path.equals("/events")) {
                stream(ex);
            } else if (PLAIN_NAME.matcher(path.substring(1)).matches()
                    && Files.isRegularFile(dir.resolve(path.substring(1)))) {
                Path file = dir.resolve(path.substring(1));
                String name = file.getFileName().toString();
                String type = name.endsWith(".html") ? "text/html; charset=utf-8"
                        : name.endsWith(".json") ? "application/json" : "text/plain; charset=utf-8";
                HttpReplies.send(ex, 200, type, Files.readAllBytes(file));
            } else {
                HttpReplies.send(ex, 404, "text/plain", "no such file in the run folder: " + path);
            }
        }
    }

    /** The event stream: the folder's view whenever it changed, until the watcher leaves. */
    private void stream(HttpExchange ex) throws IOException {
        ex.getResponseHeaders().set("Content-Type", "text/event-stream");
        ex.getResponseHeaders().set("Cache-Control", "no-store");
        ex.sendResponseHeaders(200, 0);
        RunFolderView view = new RunFolderView(dir);
        String last = null;
        long quietSince = System.currentTimeMillis();
        try (OutputStream out = ex.getResponseBody()) {
            while (open) {
                String now = view.read().toString();
                if (!now.equals(last)) {
                    out.write(("data: " + now + "\n\n").getBytes(StandardCharsets.UTF_8));
                    out.flush();
                    last = now;
                    quietSince = System.currentTimeMillis();
                } else if (System.currentTimeMillis() - quietSince > KEEP_ALIVE_MS) {
                    out.write(": still here\n\n".getBytes(StandardCharsets.UTF_8));
                    out.flush();
                    quietSince = System.currentTimeMillis();
                }
                Thread.sleep(POLL_MS);
            }
        } catch (IOException e) {
            // the watcher closed the page
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        open = false;
        http.stop(0);
        threads.shutdownNow();
    }
}
