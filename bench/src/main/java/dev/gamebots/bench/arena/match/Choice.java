package dev.gamebots.bench.arena.match;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Reads an option's value as one of an enum's constants, case-insensitively, and says which values
 * exist when it is none of them (instead of Java's "No enum constant ..." text).
 */
public final class Choice {

    private Choice() {
    }

    /** The constant named {@code value}; else an IllegalArgumentException that lists the valid values. */
    public static <E extends Enum<E>> E of(Class<E> type, String value, String option) {
        for (E e : type.getEnumConstants()) {
            if (e.name().equalsIgnoreCase(value)) {
                return e;
            }
        }
        throw new IllegalArgumentException(option + " must be one of " + valid(type) + ", not '" + value + "'");
    }

    /** "std, anti, grand": the constants in lower case, in declaration order. */
    public static <E extends Enum<E>> String valid(Class<E> type) {
        return Arrays.stream(type.getEnumConstants()).map(e -> e.name().toLowerCase(Locale.ROOT))
                .collect(Collectors.joining(", "));
    }
}
