package dev.gamebots.bench.arena.play;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Command lines that start the project's own bots as processes from the test class path, which
 * holds the reactor's build of gomoku-brain, othello-adapter and mancala-bot (and what they need): the bots a
 * person starts with their jars, the same code.
 */
public final class RealBots {

    private RealBots() {
    }

    public static List<String> command(String mainClass, String... args) {
        String classPath = System.getProperty("java.class.path");
        if (!classPath.contains("othello-adapter") || !classPath.contains("mancala-bot") || !classPath.contains("gomoku-brain")) {
            throw new IllegalStateException("the test class path lacks the bots: " + classPath);
        }
        List<String> argv = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:+UseSerialGC", "-cp", classPath, mainClass));
        argv.addAll(List.of(args));
        return argv;
    }

    /** {@link #command} as one command line, each word quoted, as the arena's {@code --a}/{@code --engine} take it. */
    public static String commandLine(String mainClass, String... args) {
        StringBuilder b = new StringBuilder();
        for (String word : command(mainClass, args)) {
            b.append(b.length() == 0 ? "" : " ").append('\'').append(word.replace("'", "'\\''")).append('\'');
        }
        return b.toString();
    }
}
