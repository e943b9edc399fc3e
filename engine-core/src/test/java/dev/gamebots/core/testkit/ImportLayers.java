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
 * (lowest first), and no reference to {@code dev.gamebots...} in a package's code, an import or a
 * fully qualified name in the code itself ({@code new dev.gamebots.toy.cli.Tool()}), names a package
 * of a higher layer, another bot or the bench. Events travel up through listeners and callbacks,
 * never by an import (docs/architecture.md, "Layers inside a bot"). Plain text, no library: comments
 * and string literals are blanked out first (a Javadoc link or a message naming a class is no
 * dependency), and what is left names every class the compiler resolves by a qualified name.
 */
public final class ImportLayers {

    /** The bot's root package (its entry point and, in some bots, the top commands). */
    public static final String ROOT = "";

    /** A qualified name of the project: the module ({@code othello}) and the rest ({@code .session.Engine}). */
    private static final Pattern REFERENCE =
            Pattern.compile("(?<![\\w.])dev\\.gamebots\\.([a-z0-9]+)((?:\\.[A-Za-z0-9_]+)*)");
    private static final Pattern PACKAGE_DECLARATION = Pattern.compile("^\\s*package\\s+[\\w.]+\\s*;");

    /** A project reference in a source: its line (stripped), the module and the rest of the name. */
    public record Reference(String line, String module, String rest) {
    }

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
            String text;
            try {
                text = Files.readString(source, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            for (Reference r : references(text)) {
                if (r.module().equals("core")) {
                    continue;
                }
                if (!r.module().equals(bot)) {
                    out.add(name + ": " + r.line() + " (another module: a bot knows only engine-core)");
                    continue;
                }
                String to = targetPackage(r.rest());
                Integer toLayer = layers.get(to);
                if (toLayer == null) {
                    out.add(name + ": " + r.line() + " (package '" + to + "' has no layer)");
                } else if (toLayer > fromLayer) {
                    out.add(name + ": " + r.line() + " ('" + from + "', layer " + fromLayer + ", imports '"
                            + to + "', layer " + toLayer + ")");
                }
            }
        }
        return out;
    }

    /**
     * Every {@code dev.gamebots...} name in the code of {@code source} (imports included, the package
     * declaration, comments and string literals not), in order.
     */
    public static List<Reference> references(String source) {
        String[] code = codeOnly(source).split("\n", -1);
        String[] original = source.split("\n", -1);
        List<Reference> found = new ArrayList<>();
        for (int i = 0; i < code.length; i++) {
            String line = PACKAGE_DECLARATION.matcher(code[i]).replaceFirst("");
            Matcher m = REFERENCE.matcher(line);
            while (m.find()) {
                found.add(new Reference(original[i].strip(), m.group(1), m.group(2)));
            }
        }
        return found;
    }

    /**
     * The source with every comment and string or character literal (text blocks too) replaced by
     * spaces, line breaks kept, so that line numbers and the code's own text stay where they were.
     */
    static String codeOnly(String source) {
        StringBuilder b = new StringBuilder(source.length());
        int n = source.length();
        int i = 0;
        while (i < n) {
            char c = source.charAt(i);
            if (c == '/' && i + 1 < n && source.charAt(i + 1) == '/') {
                while (i < n && source.charAt(i) != '\n') {
                    b.append(' ');
                    i++;
                }
            } else if (c == '/' && i + 1 < n && source.charAt(i + 1) == '*') {
                int end = source.indexOf("*/", i + 2);
                end = end < 0 ? n : end + 2;
                blank(source, i, end, b);
                i = end;
            } else if (source.startsWith("\"\"\"", i)) {
                int end = source.indexOf("\"\"\"", i + 3);
                end = end < 0 ? n : end + 3;
                blank(source, i, end, b);
                i = end;
            } else if (c == '"' || c == '\'') {
                int j = i + 1;
                while (j < n && source.charAt(j) != c && source.charAt(j) != '\n') {
                    j += source.charAt(j) == '\\' ? 2 : 1;
                }
                int end = Math.min(n, j + 1);
                blank(source, i, end, b);
                i = end;
            } else {
                b.append(c);
                i++;
            }
        }
        return b.toString();
    }

    private static void blank(String source, int from, int to, StringBuilder b) {
        for (int k = from; k < to; k++) {
            b.append(source.charAt(k) == '\n' ? '\n' : ' ');
        }
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
