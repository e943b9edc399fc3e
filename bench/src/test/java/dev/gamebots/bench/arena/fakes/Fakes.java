package dev.gamebots.bench.arena.fakes;

import java.net.URISyntaxException;
import java.nio.file.Path;

/**
 * Command lines that start the fake engines of this package as real processes:
 * {@code java -cp <test classes> <class> <args>}. The fakes use only the JDK, so their class path is
 * just the test classes folder and they start fast.
 */
public final class Fakes {

    private Fakes() {
    }

    public static String command(Class<?> main, String... args) {
        StringBuilder b = new StringBuilder();
        b.append(quote(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        b.append(" -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xshare:auto -Xmx64m -cp ");
        b.append(quote(classesDir()));
        b.append(' ').append(main.getName());
        for (String a : args) {
            b.append(' ').append(quote(a));
        }
        return b.toString();
    }

    private static String classesDir() {
        try {
            return Path.of(Fakes.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String quote(String s) {
        return "'" + s.replace("'", "'\\''") + "'";
    }
}
