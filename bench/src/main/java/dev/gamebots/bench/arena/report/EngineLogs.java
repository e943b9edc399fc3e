package dev.gamebots.bench.arena.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The lines an engine printed while thinking on each of its moves, in move order, from the files
 * the arena keeps: a transcript ({@code *.io.log}: what came on stderr, and stdout lines other than
 * the answer, between a request and the answer) or the log file a Mancala bot was given (the lines
 * from each {@code > MOVE} the bot echoes to the next line the controller sent it, as our bot's log
 * does). Missing or foreign files give no lines: the charts then leave the engine out.
 */
final class EngineLogs {

    private static final Pattern TRANSCRIPT = Pattern.compile("^\\s*\\d+ ([<>!#]) ?(.*)$");
    private static final Pattern BOT_LOG = Pattern.compile("^\\[[\\s\\d.]+\\]\\s?(.*)$");

    private EngineLogs() {
    }

    /**
     * One list of lines per answered request, from the transcripts of one seat in order (a one-shot
     * engine's restarts are {@code -run2}, {@code -run3}, ... files). {@code isAnswer} tells the
     * move line among the stdout lines.
     */
    static List<List<String>> transcriptMoves(Path dir, String stem, java.util.function.Predicate<String> isAnswer) {
        List<List<String>> moves = new ArrayList<>();
        for (int run = 1; ; run++) {
            Path file = dir.resolve(stem + (run == 1 ? "" : "-run" + run) + ".io.log");
            if (!Files.isRegularFile(file)) {
                break;
            }
            List<String> current = new ArrayList<>();
            for (String line : read(file)) {
                Matcher m = TRANSCRIPT.matcher(line);
                if (!m.matches()) {
                    continue;
                }
                String kind = m.group(1);
                String text = m.group(2);
                if (kind.equals("<") && isAnswer.test(text.trim())) {
                    current.add(text);
                    moves.add(current);
                    current = new ArrayList<>();
                } else if (kind.equals("!") || kind.equals("<")) {
                    current.add(text);
                }
            }
        }
        return moves;
    }

    /** One list of lines per {@code > MOVE} in a Mancala bot's log, up to the next line it was sent. */
    static List<List<String>> botLogMoves(Path file) {
        List<List<String>> moves = new ArrayList<>();
        if (!Files.isRegularFile(file)) {
            return moves;
        }
        List<String> current = null;
        for (String line : read(file)) {
            Matcher m = BOT_LOG.matcher(line);
            String text = m.matches() ? m.group(1) : line;
            if (text.startsWith("> ")) {
                current = text.startsWith("> MOVE") ? new ArrayList<>() : null;
                if (current != null) {
                    moves.add(current);
                }
            } else if (current != null) {
                current.add(text);
            }
        }
        return moves;
    }

    private static List<String> read(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException | java.io.UncheckedIOException e) {
            return List.of();
        }
    }
}
