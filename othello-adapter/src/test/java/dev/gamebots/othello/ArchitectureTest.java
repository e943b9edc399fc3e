package dev.gamebots.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.testkit.ImportLayers;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The Othello module's layers (docs/architecture.md), checked on its main sources: no package imports
 * one of a higher layer, the entry point is the only file outside a sub-package, and the session
 * decides nothing by board size outside its {@code BoardSize}.
 */
class ArchitectureTest {

    /** Lowest first; packages of one layer may import each other. */
    static final Map<String, Integer> LAYERS = Map.of(
            "rules", 0,
            "eval", 1,
            "endgame", 2, "book", 2,
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

    /** The session's classes that own what differs by board size: the only ones that may test it. */
    static final Set<String> SIZE_OWNERS = Set.of("BoardSize.java", "Size8.java", "Size10.java");

    /**
     * A test of the board size: a size compared with a number ({@code board.size() == 10},
     * {@code size != 8}, {@code 10 == variant.size()}), or a board, bitboard or size class told apart
     * by {@code instanceof}.
     */
    static final Pattern SIZE_TEST = Pattern.compile(
            "\\bsize\\s*(\\(\\s*\\))?\\s*(==|!=|<=|>=|<|>)\\s*\\d"
                    + "|\\d\\s*(==|!=|<=|>=|<|>)\\s*[\\w.()]*\\bsize\\s*\\("
                    + "|\\d\\s*(==|!=|<=|>=|<|>)\\s*size\\b"
                    + "|instanceof\\s+(Board8|Board10|Bitboards8|Bitboards10|Size8|Size10)\\b");

    /** Comments and string literals, which may speak of sizes without deciding anything. */
    private static final Pattern NOT_CODE = Pattern.compile("(?s)/\\*.*?\\*/|//[^\\n]*|\"(\\\\.|[^\"\\\\])*\"");

    /** The size tests in {@code source}'s code, one line each. */
    static List<String> sizeTests(String source) {
        List<String> found = new ArrayList<>();
        String[] lines = NOT_CODE.matcher(source).replaceAll(m -> m.group().replaceAll("[^\\n]", " ")).split("\n");
        for (int i = 0; i < lines.length; i++) {
            Matcher m = SIZE_TEST.matcher(lines[i]);
            if (m.find()) {
                found.add((i + 1) + ": " + lines[i].trim());
            }
        }
        return found;
    }

    @Test
    void sizeTestsAreFound() {
        assertEquals(1, sizeTests("boolean lmr = board.size() == 10;").size());
        assertEquals(1, sizeTests("return variant.size() == 8 ? a : b;").size());
        assertEquals(1, sizeTests("if (size != 8) {").size());
        assertEquals(1, sizeTests("if (10 == board.size()) {").size());
        assertEquals(1, sizeTests("if (board instanceof Board10 b) {").size());
        assertEquals(List.of(), sizeTests("int squares = board.size() * board.size(); // size == 10 here"));
        assertEquals(List.of(), sizeTests("log(\"size == 10\"); return pending.size();"));
        assertEquals(List.of(), sizeTests("/* a size() == 8 board */ ok = size == variant.size();"));
    }

    /** The bar of the session: only {@code BoardSize}, {@code Size8} and {@code Size10} test the board size. */
    @Test
    void onlyTheBoardSizeClassesOfTheSessionTestTheBoardSize() throws IOException {
        List<Path> session = check.sources().stream().filter(p -> check.packageOf(p).equals("session")).toList();
        assertTrue(session.size() > 10, "the session's sources were read: " + session.size());
        List<String> violations = new ArrayList<>();
        boolean ownersTest = false;
        for (Path p : session) {
            List<String> tests = sizeTests(Files.readString(p));
            if (SIZE_OWNERS.contains(p.getFileName().toString())) {
                ownersTest |= !tests.isEmpty();
            } else {
                tests.forEach(t -> violations.add(p.getFileName() + ":" + t));
            }
        }
        assertTrue(violations.isEmpty(), "tests of the board size outside BoardSize:\n" + String.join("\n", violations));
        assertTrue(ownersTest, "the scan sees BoardSize.of choosing the size");
    }
}
