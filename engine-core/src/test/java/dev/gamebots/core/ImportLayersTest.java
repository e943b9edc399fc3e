package dev.gamebots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.testkit.ImportLayers;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bots' architecture check finds what it must on a made-up bot, and engine-core itself imports no
 * bot and no bench class (docs/architecture.md: dependencies point one way).
 */
class ImportLayersTest {

    private static void write(Path root, String file, String text) throws IOException {
        Path p = root.resolve("dev/gamebots/toy/" + file);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
    }

    @Test
    void anUpwardImportAnotherBotAndAnUnplacedPackageAreFound(@TempDir Path root) throws IOException {
        write(root, "Main.java", "package dev.gamebots.toy;\nimport dev.gamebots.toy.cli.Tool;\n");
        write(root, "rules/Board.java", "package dev.gamebots.toy.rules;\nimport dev.gamebots.core.Game;\n");
        write(root, "search/Search.java",
                "package dev.gamebots.toy.search;\nimport dev.gamebots.toy.rules.Board;\n"
                        + "import static dev.gamebots.toy.session.Clocks.now;\n");
        write(root, "session/Clocks.java", "package dev.gamebots.toy.session;\nimport dev.gamebots.othello.rules.Board8;\n");
        write(root, "cli/Tool.java", "package dev.gamebots.toy.cli;\nimport dev.gamebots.toy.Main;\n");
        write(root, "extra/Thing.java", "package dev.gamebots.toy.extra;\n");
        // Fully qualified names in code count like imports; in comments and strings they do not.
        write(root, "rules/Piece.java", "package dev.gamebots.toy.rules;\n/** Unlike {@link dev.gamebots.toy.cli.Tool}. */\n"
                + "class Piece {\n    // dev.gamebots.toy.session.Clocks is higher\n"
                + "    String s = \"dev.gamebots.toy.cli.Tool\";\n    char q = '\"';\n"
                + "    Object o = new dev.gamebots.toy.session.Clocks();\n}\n");
        ImportLayers check = new ImportLayers(root, "toy",
                Map.of("rules", 0, "search", 1, "session", 2, "cli", 3, ImportLayers.ROOT, 4));
        List<String> v = check.violations();
        assertEquals(5, v.size(), String.join("\n", v));
        assertTrue(v.get(0).contains("cli/Tool.java") && v.get(0).contains("imports ''"), v.get(0));
        assertTrue(v.get(1).contains("extra/Thing.java") && v.get(1).contains("no layer"), v.get(1));
        assertTrue(v.get(2).contains("rules/Piece.java") && v.get(2).contains("new dev.gamebots.toy.session.Clocks()")
                && v.get(2).contains("'session'"), v.get(2));
        assertTrue(v.get(3).contains("search/Search.java") && v.get(3).contains("'session'"), v.get(3));
        assertTrue(v.get(4).contains("session/Clocks.java") && v.get(4).contains("another module"), v.get(4));
    }

    @Test
    void engineCoreImportsNoBotAndNoBench() throws IOException {
        Path dir = Path.of("src/main/java/dev/gamebots/core");
        List<Path> sources;
        try (var files = Files.list(dir)) {
            sources = files.filter(p -> p.toString().endsWith(".java")).toList();
        }
        assertTrue(sources.size() > 10, "engine-core's sources: " + sources.size());
        for (Path p : sources) {
            for (ImportLayers.Reference r : ImportLayers.references(Files.readString(p))) {
                assertEquals("core", r.module(), p + ": " + r.line());
            }
        }
    }
}
