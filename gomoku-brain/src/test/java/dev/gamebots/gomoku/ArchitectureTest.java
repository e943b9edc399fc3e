package dev.gamebots.gomoku;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.testkit.ImportLayers;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The Gomoku brain's layers (docs/architecture.md), checked on its main sources: no package imports
 * one of a higher layer. The evaluation sits below the search (the search scores with it); the
 * training tools use the search; the commands ({@code cli}) start the protocol, the tools and the
 * bench, and only the entry point ({@code Main}) sits above them.
 */
class ArchitectureTest {

    /** Lowest first. */
    static final Map<String, Integer> LAYERS = Map.of(
            "rules", 0,
            "eval", 1,
            "search", 2,
            "session", 3,
            "protocol", 4,
            "train", 5,
            "cli", 6,
            ImportLayers.ROOT, 7);

    @Test
    void noPackageImportsAHigherLayer() {
        ImportLayers check = new ImportLayers(Path.of("src/main/java"), "gomoku", LAYERS);
        assertTrue(check.sources().size() > 40, "the module's sources were read: " + check.sources().size());
        List<String> violations = check.violations();
        assertTrue(violations.isEmpty(), String.join("\n", violations));
    }

    /**
     * The search's own rooms, lowest first: the threat-space solvers and scans ({@code threat}) and
     * the time control ({@code time}); the move lists and their order ({@code moves}), which use the
     * threat scans; then the searches that use them all (the root tactics, the alpha-beta and the
     * comparison modes, in {@code search} itself).
     */
    static final Map<String, Integer> SEARCH_LAYERS = Map.of(
            "threat", 0,
            "time", 0,
            "moves", 1,
            ImportLayers.ROOT, 2);

    @Test
    void noPartOfTheSearchImportsAHigherOne() throws IOException {
        Path root = Path.of("src/main/java/dev/gamebots/gomoku/search");
        List<String> violations = new ArrayList<>();
        List<Path> sources;
        try (Stream<Path> files = Files.walk(root)) {
            sources = files.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
        assertTrue(sources.size() > 20, "the search's sources were read: " + sources.size());
        for (Path source : sources) {
            Path rel = root.relativize(source);
            String from = rel.getNameCount() == 1 ? ImportLayers.ROOT : rel.getName(0).toString();
            Integer fromLayer = SEARCH_LAYERS.get(from);
            if (fromLayer == null) {
                violations.add(rel + ": search part '" + from + "' has no layer");
                continue;
            }
            for (ImportLayers.Reference r : ImportLayers.references(Files.readString(source, StandardCharsets.UTF_8))) {
                if (!r.module().equals("gomoku") || !r.rest().startsWith(".search.")) {
                    continue;
                }
                String[] parts = r.rest().substring(".search.".length()).split("\\.");
                String to = parts.length > 1 && Character.isLowerCase(parts[0].charAt(0)) ? parts[0] : ImportLayers.ROOT;
                Integer toLayer = SEARCH_LAYERS.get(to);
                if (toLayer == null || toLayer > fromLayer) {
                    violations.add(rel + ": " + r.line() + " ('" + name(from) + "' imports '" + name(to) + "')");
                }
            }
        }
        assertTrue(violations.isEmpty(), String.join("\n", violations));
    }

    private static String name(String part) {
        return part.equals(ImportLayers.ROOT) ? "search" : "search/" + part;
    }
}
