package dev.gamebots.mancala;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.testkit.ImportLayers;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The Kalah bot's layers (docs/architecture.md), checked on its main sources: no package imports one
 * of a higher layer. The opening book and the solver both sit on the rules; the subcommands use the
 * session's sizes and sit below the entry point.
 */
class ArchitectureTest {

    /** Lowest first; packages of one layer may import each other. */
    static final Map<String, Integer> LAYERS = Map.of(
            "rules", 0,
            "book", 1, "solver", 1,
            "session", 2,
            "protocol", 3,
            "cli", 4,
            ImportLayers.ROOT, 5);

    @Test
    void noPackageImportsAHigherLayer() {
        ImportLayers check = new ImportLayers(Path.of("src/main/java"), "mancala", LAYERS);
        assertTrue(check.sources().size() > 10, "the module's sources were read: " + check.sources().size());
        List<String> violations = check.violations();
        assertTrue(violations.isEmpty(), String.join("\n", violations));
    }
}
