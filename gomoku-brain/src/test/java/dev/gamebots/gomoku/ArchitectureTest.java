package dev.gamebots.gomoku;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.testkit.ImportLayers;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
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
}
