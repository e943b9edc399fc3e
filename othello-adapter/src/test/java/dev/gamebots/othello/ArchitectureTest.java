package dev.gamebots.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.testkit.ImportLayers;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The Othello module's layers (docs/architecture.md), checked on its main sources: no package imports
 * one of a higher layer, and the entry point is the only file outside a sub-package.
 */
class ArchitectureTest {

    /** Lowest first; packages of one layer may import each other. */
    static final Map<String, Integer> LAYERS = Map.of(
            "rules", 0,
            "eval", 1,
            "endgame", 2,
            "session", 3,
            "protocol", 4,
            "train", 5, "cli", 5,
            ImportLayers.ROOT, 6);

    private final ImportLayers check = new ImportLayers(Path.of("src/main/java"), "othello", LAYERS);

    @Test
    void noPackageImportsAHigherLayer() {
        List<String> violations = check.violations();
        assertTrue(violations.isEmpty(), String.join("\n", violations));
    }

    @Test
    void onlyTheEntryPointSitsInTheModulesPackage() {
        List<String> top = check.sources().stream().filter(p -> check.packageOf(p).equals(ImportLayers.ROOT))
                .map(p -> p.getFileName().toString()).toList();
        assertEquals(List.of("Main.java"), top);
        assertTrue(check.sources().size() > 50, "the module's sources were read: " + check.sources().size());
    }
}
