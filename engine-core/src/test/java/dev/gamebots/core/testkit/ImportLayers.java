package dev.gamebots.core.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The architecture rule of every bot, read off its main sources: each package of the bot has a layer
 * (lowest first), and no {@code import dev.gamebots...} line of a package names a package of a higher
 * layer, another bot or the bench. Events travel up through listeners and callbacks, never by an
 * import (docs/architecture.md, "Layers inside a bot"). Plain text, no library: the import lines are
 * what the compiler resolves, and a layer map is short enough to read in the test that holds it.
 */
public final class ImportLayers {

    /** The bot's root package (its entry point and, in some bots, the top commands). */
    public static final String ROOT = "";

    private static final Pattern IMPORT =
            Pattern.compile("^import\\s+(?:static\\s+)?dev\\.gamebots\\.([a-z0-9]+)((?:\\.[A-Za-z0-9_]+)*)\\s*;");

    private final Path sourceRoot;
    private final String bot;
    private final Map<String, Integer> layers;

    /**
     * @param sourceRoot the module's {@code src/main/java}
     * @param bot        the bot's package under {@code dev.gamebots} ({@code othello}, ...)
     * @param layers     the layer of each package directly under the bot's package ({@link #ROOT}:
     *                   the bot's package itself); a package missing from it is a violation too, so
     *                   a new package must be placed in the order
     */
    public ImportLayers(Path sourceRoot, String bot, Map<String, Integer> layers) {
        this.sourceRoot = sourceRoot;
        this.bot = bot;
        this.layers = layers;
    }

    /** The bot's main source files (at least one, or the check would pass on nothing). */
    public List<Path> sources() {
        Path dir = sourceRoot.resolve("dev/gamebots/" + bot);
        try (Stream<Path> files = Files.walk(dir)) {
            List<Path> all = files.filter(p -> p.toString().endsWith(".java")).sorted().toList();
            if (all.isEmpty()) {
                throw new IllegalStateException("no sources under " + dir.toAbsolutePath());
            }
            return all;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The package of a source file, relative to the bot's package: its first segment, or {@link #ROOT}. */
    public String packageOf(Path source) {
        Path rel = sourceRoot.resolve("dev/gamebots/" + bot).relativize(source);
        return rel.getNameCount() == 1 ? ROOT : rel.getName(0).toString();
    }

    /** Every import that breaks the order, one line each ({@code file: import ... (why)}); empty when none. */
    public List<String> violations() {
        List<String> out = new ArrayList<>();
        for (Path source : sources()) {
            String from = packageOf(source);
            Integer fromLayer = layers.get(from);
            String name = sourceRoot.relativize(source).toString();
            if (fromLayer == null) {
                out.add(name + ": package '" + from + "' has no layer");
                continue;
            }
            List<String> lines;
            try {
                lines = Files.readAllLines(source, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            for (String line : lines) {
                Matcher m = IMPORT.matcher(line.strip());
                if (!m.find()) {
                    continue;
                }
                String module = m.group(1);
                if (module.equals("core")) {
                    continue;
                }
                if (!module.equals(bot)) {
                    out.add(name + ": " + line.strip() + " (another module: a bot knows only engine-core)");
                    continue;
                }
                String to = targetPackage(m.group(2));
                Integer toLayer = layers.get(to);
                if (toLayer == null) {
                    out.add(name + ": " + line.strip() + " (package '" + to + "' has no layer)");
                } else if (toLayer > fromLayer) {
                    out.add(name + ": " + line.strip() + " ('" + from + "', layer " + fromLayer + ", imports '"
                            + to + "', layer " + toLayer + ")");
                }
            }
        }
        return out;
    }

    /**
     * The bot package named by the rest of an import after {@code dev.gamebots.<bot>}: its first
     * lower-case segment, or {@link #ROOT} when the first segment is a class (upper case).
     */
    private static String targetPackage(String rest) {
        if (rest.isEmpty()) {
            return ROOT;
        }
        String first = rest.substring(1).split("\\.")[0];
        return Character.isUpperCase(first.charAt(0)) ? ROOT : first;
    }
}
