package dev.gamebots.bench.arena.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the exported files back, written from the formats' descriptions and not from the
 * exporters: SGF (FF[4] property lists, one main line), GGF (the same bracket syntax), piskvork's
 * PSQ (a header and x,y,ms lines). A round trip through these must give the record's moves.
 */
final class GameFileReader {

    private GameFileReader() {
    }

    /** One property: its identifier and values, in file order. */
    record Property(String id, List<String> values) {
    }

    /** The nodes of an SGF or GGF main line, each a list of properties; escapes undone. */
    static List<List<Property>> nodes(String text) {
        List<List<Property>> nodes = new ArrayList<>();
        List<Property> node = null;
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (c == ';') {
                node = new ArrayList<>();
                nodes.add(node);
                i++;
            } else if (Character.isUpperCase(c)) {
                int start = i;
                while (i < n && Character.isUpperCase(text.charAt(i))) {
                    i++;
                }
                String id = text.substring(start, i);
                List<String> values = new ArrayList<>();
                while (i < n && (text.charAt(i) == '[' || Character.isWhitespace(text.charAt(i)))) {
                    if (text.charAt(i) != '[') {
                        i++;
                        continue;
                    }
                    StringBuilder v = new StringBuilder();
                    i++;
                    while (text.charAt(i) != ']') {
                        if (text.charAt(i) == '\\') {
                            i++;
                        }
                        v.append(text.charAt(i));
                        i++;
                    }
                    i++;
                    values.add(v.toString());
                }
                if (node == null) {
                    throw new IllegalArgumentException("property before the first node");
                }
                node.add(new Property(id, values));
            } else {
                i++;
            }
        }
        return nodes;
    }

    /** All values of {@code id} in a node, or an empty list. */
    static List<String> values(List<Property> node, String id) {
        List<String> out = new ArrayList<>();
        for (Property p : node) {
            if (p.id().equals(id)) {
                out.addAll(p.values());
            }
        }
        return out;
    }

    /** The properties of the whole file, first value of each identifier, in order. */
    static Map<String, String> first(List<Property> node) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Property p : node) {
            out.putIfAbsent(p.id(), p.values().isEmpty() ? "" : p.values().get(0));
        }
        return out;
    }

    /** An SGF point "ab" as {x, y}: a..z = 0..25, A..Z = 26..51. */
    static int[] sgfPoint(String s) {
        return new int[] {sgfCoordinate(s.charAt(0)), sgfCoordinate(s.charAt(1))};
    }

    private static int sgfCoordinate(char c) {
        return Character.isLowerCase(c) ? c - 'a' : c - 'A' + 26;
    }

    /** A PSQ game: its size and stones as {x, y, ms} with 0-based coordinates. */
    record Psq(int size, List<int[]> stones) {
    }

    private static final Pattern PSQ_HEADER = Pattern.compile("Piskvorky (\\d+)x(\\d+),.*");
    private static final Pattern PSQ_MOVE = Pattern.compile("(\\d+),(\\d+),(\\d+)");

    static Psq psq(String text) {
        String[] lines = text.split("\r?\n");
        Matcher h = PSQ_HEADER.matcher(lines[0]);
        if (!h.matches()) {
            throw new IllegalArgumentException("not a psq header: " + lines[0]);
        }
        List<int[]> stones = new ArrayList<>();
        for (int i = 1; i < lines.length; i++) {
            Matcher m = PSQ_MOVE.matcher(lines[i]);
            if (!m.matches()) {
                break;
            }
            stones.add(new int[] {Integer.parseInt(m.group(1)) - 1, Integer.parseInt(m.group(2)) - 1,
                    Integer.parseInt(m.group(3))});
        }
        return new Psq(Integer.parseInt(h.group(1)), stones);
    }
}
