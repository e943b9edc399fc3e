package dev.gamebots.bench.arena.process;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits an engine command line ("java -jar 'my bot.jar' --x") into arguments the way a POSIX shell
 * would for plain words, single quotes, double quotes and backslashes. The engine is then started
 * directly, without a shell in between, so that killing it kills the engine itself.
 */
public final class CommandSplitter {

    private CommandSplitter() {
    }

    /** The arguments of {@code command}; throws IllegalArgumentException on an unclosed quote or an empty command. */
    public static List<String> split(String command) {
        List<String> args = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < command.length(); i++) {
            char c = command.charAt(i);
            if (quote == '\'') {
                if (c == '\'') {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (quote == '"') {
                if (c == '"') {
                    quote = 0;
                } else if (c == '\\' && i + 1 < command.length() && "\"\\$`".indexOf(command.charAt(i + 1)) >= 0) {
                    word.append(command.charAt(++i));
                } else {
                    word.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (c == '\\' && i + 1 < command.length()) {
                word.append(command.charAt(++i));
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    args.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (quote != 0) {
            throw new IllegalArgumentException("unclosed " + quote + " in command: " + command);
        }
        if (inWord) {
            args.add(word.toString());
        }
        if (args.isEmpty()) {
            throw new IllegalArgumentException("empty engine command");
        }
        return args;
    }
}
