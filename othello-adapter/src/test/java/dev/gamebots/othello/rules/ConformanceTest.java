package dev.gamebots.othello.rules;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gamebots.core.testkit.GameConformance;
import dev.gamebots.othello.eval.Boards;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** engine-core's conformance suite on every variant. */
class ConformanceTest {

    @ParameterizedTest
    @EnumSource(Variant.class)
    void passesGameConformance(Variant variant) {
        GameConformance.Report report = GameConformance.check(() -> Boards.start(variant), 25, 200, 42);
        assertTrue(report.terminalPositions() == 25, "every game played to the end: " + report);
        assertTrue(report.movesChecked() > 1000, report.toString());
    }
}
