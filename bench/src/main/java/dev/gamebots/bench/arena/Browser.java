package dev.gamebots.bench.arena;

import java.awt.Desktop;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;

/** Opens a local page in the default browser, or says where it is when none can be opened. */
final class Browser {

    private Browser() {
    }

    static void open(String address, PrintStream err) {
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
}
