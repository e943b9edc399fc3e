package dev.gamebots.bench.arena.gomoku;

import dev.gamebots.bench.arena.match.Choice;
import java.util.Locale;

/** The adjudication rules, with the Gomocup {@code INFO rule} value each sends. */
public enum Rule {
    /** Five or more in a row wins. */
    FREESTYLE(0, 20),
    /** Exactly five wins; an overline is an ordinary move. */
    STANDARD(1, 15),
    /** Black: exactly five wins, double-three, double-four and overline are forbidden (and lose). White: five or more. */
    RENJU(4, 15),
    /** Five or more wins unless both ends of the line are blocked by opponent stones. */
    CARO(8, 15);

    private final int gomocupValue;
    private final int defaultSize;

    Rule(int gomocupValue, int defaultSize) {
        this.gomocupValue = gomocupValue;
        this.defaultSize = defaultSize;
    }

    public int gomocupValue() {
        return gomocupValue;
    }

    /** 20 for freestyle (Gomocup, Epitech), 15 for the others (Gomocup standard, renju, caro). */
    public int defaultSize() {
        return defaultSize;
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The rule named {@code name}; an unknown one names the four that exist. */
    public static Rule of(String name) {
        return Choice.of(Rule.class, name, "--rule");
    }
}
