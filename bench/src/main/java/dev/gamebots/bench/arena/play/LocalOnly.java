package dev.gamebots.bench.arena.play;

import com.sun.net.httpserver.HttpExchange;
import java.util.Locale;

/**
 * The play server answers only the page it served: the request's Host must name the loopback
 * address and port the server is bound to (a DNS-rebinding page elsewhere sends its own host), and
 * an Origin, when the browser sends one, must be the same address. Anything else is refused before
 * it is read.
 */
public final class LocalOnly {

    private final int port;

    public LocalOnly(int port) {
        this.port = port;
    }

    /** Whether the exchange comes from our own page. */
    public boolean allows(HttpExchange exchange) {
        String host = exchange.getRequestHeaders().getFirst("Host");
        if (host == null || !isOurs(host.toLowerCase(Locale.ROOT))) {
            return false;
        }
        String origin = exchange.getRequestHeaders().getFirst("Origin");
        if (origin == null) {
            return true;
        }
        String o = origin.toLowerCase(Locale.ROOT);
        return o.startsWith("http://") && isOurs(o.substring("http://".length()));
    }

    private boolean isOurs(String hostAndPort) {
        return hostAndPort.equals("127.0.0.1:" + port) || hostAndPort.equals("localhost:" + port);
    }
}
