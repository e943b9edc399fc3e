package dev.gamebots.gomoku.eval;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * The pattern-code tables shipped in the jar ({@value #RESOURCE}, made by the jar's own
 * {@code selfplay} and {@code train}; docs/gomoku.md names the commands), read once.
 */
public final class ShippedModel {

    /** Class-path resource of the shipped tables (raw layout). */
    public static final String RESOURCE = "/dev/gamebots/gomoku/eval/pattern.model";

    private static final class Holder {
        static final PatternModel MODEL = read();
    }

    private ShippedModel() {
    }

    /** The shipped model, or null when the jar has none. */
    public static PatternModel get() {
        return Holder.MODEL;
    }

    private static PatternModel read() {
        try (InputStream in = ShippedModel.class.getResourceAsStream(RESOURCE)) {
            return in == null ? null : PatternModel.read(in);
        } catch (IOException e) {
            throw new UncheckedIOException("the shipped pattern model " + RESOURCE + " cannot be read", e);
        }
    }
}
