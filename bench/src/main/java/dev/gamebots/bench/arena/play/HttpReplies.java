package dev.gamebots.bench.arena.play;

import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/** How the arena's local pages answer: one body, never cached, its type not to be guessed. */
public final class HttpReplies {

    private HttpReplies() {
    }

    public static void send(HttpExchange ex, int status, String type, String text) throws IOException {
        send(ex, status, type, text.getBytes(StandardCharsets.UTF_8));
    }

    public static void send(HttpExchange ex, int status, String type, byte[] body) throws IOException {
        ex.getResponseHeaders().set("Content-Type", type);
        ex.getResponseHeaders().set("Cache-Control", "no-store");
        ex.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
        ex.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
        if (body.length > 0) {
            try (OutputStream out = ex.getResponseBody()) {
                out.write(body);
            }
        }
    }
}
