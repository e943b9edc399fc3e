package dev.gamebots.othello.protocol;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gamebots.othello.rules.Squares;
import dev.gamebots.othello.rules.Variant;
import dev.gamebots.othello.session.Request;
import java.io.IOException;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns a request line into a {@link Request}, tolerating every kind of damage: malformed JSON (then
 * the {@code legal_moves} list is still looked for in the raw text), missing or wrong-typed fields, an
 * unknown game, a board of the wrong length. Nothing here throws.
 *
 * <p>The line is read with Jackson's streaming parser into Jackson's tree nodes, without an
 * {@code ObjectMapper}: making one loads several hundred classes, about a third of a second of CPU
 * on a cold JVM, and the first request's clock is already running then.
 */
public final class RequestParser {

    private static final Pattern LEGAL_IN_RAW = Pattern.compile("\"legal_moves\"\\s*:\\s*\\[([^\\]]*)\\]");

    private final JsonFactory factory = new JsonFactory();

    /** A request of the usual shape (the std start), parsed once to load the classes involved. */
    private static final String SAMPLE = "{\"board\":[" + "0,".repeat(27) + "2,1," + "0,".repeat(6) + "1,2,"
            + "0,".repeat(26) + "0],\"color\":1,\"legal_moves\":[19,26,37,44],\"game_mode\":\"std\",\"board_size\":8,"
            + "\"blocked_squares\":[],\"placed\":{\"1\":0,\"2\":0},\"remaining_ms\":60000,\"match_id\":1,\"leg\":0,"
            + "\"revision\":0,\"history\":[],\"round_no\":null,\"room_created_at\":null,\"budget_ms\":10000}";

    public RequestParser() {
        // Load Jackson's parser and writer, and this class's paths, now rather than on the first request.
        parse(SAMPLE);
        answer(-1);
    }

    public Request parse(String line) {
        List<String> problems = new ArrayList<>();
        JsonNode root;
        try (JsonParser parser = factory.createParser(line)) {
            root = parser.nextToken() == null ? null : readTree(parser);
        } catch (IOException | RuntimeException e) {
            problems.add("malformed JSON: " + shorten(e.getMessage()));
            return salvage(line, problems);
        }
        if (root == null || !root.isObject()) {
            problems.add("request is not a JSON object");
            return salvage(line, problems);
        }

        // The game and the board size.
        Variant variant = null;
        JsonNode mode = root.get("game_mode");
        if (mode == null || !mode.isTextual()) {
            problems.add("game_mode missing or not a string");
        } else {
            variant = Variant.fromWireName(mode.asText());
            if (variant == null) {
                problems.add("unknown game_mode '" + shorten(mode.asText()) + "'");
            }
        }
        int size = intField(root, "board_size", problems, false);
        int[] board = intArray(root.get("board"), "board", problems);
        if (size != 8 && size != 10) {
            if (size != -1) {
                problems.add("board_size " + size + " is neither 8 nor 10");
            }
            size = board != null && board.length == 100 ? 10 : board != null && board.length == 64 ? 8 : -1;
        }
        int[] blocked = intArray(root.get("blocked_squares"), "blocked_squares", null);
        if (blocked == null) {
            blocked = new int[0];
        }
        if (variant == null && size > 0) {
            // An unknown game on a known board: play the standard rules of that size.
            variant = size == 8 ? Variant.STD : blocked.length > 0 ? Variant.OCTAGON : Variant.GRAND;
            problems.add("assuming game " + variant.wireName());
        }
        if (variant != null && size > 0 && size != variant.size()) {
            problems.add("board_size " + size + " does not fit game " + variant.wireName());
            size = variant.size();
        }
        if (variant != null && size < 0) {
            size = variant.size();
        }
        if (board != null) {
            if (board.length != size * size) {
                problems.add("board has " + board.length + " cells, expected " + (size * size));
                board = null;
            } else {
                for (int i = 0; i < board.length; i++) {
                    if (board[i] < 0 || board[i] > 2) {
                        problems.add("board cell " + i + " = " + board[i] + " (expected 0, 1 or 2)");
                        board = null;
                        break;
                    }
                }
            }
        }

        int color = intField(root, "color", problems, true);
        if (color != 1 && color != 2) {
            if (color != -1) {
                problems.add("color " + color + " is neither 1 nor 2");
            }
            color = -1;
        }

        int[] legal = null;
        JsonNode legalNode = root.get("legal_moves");
        if (legalNode == null || !legalNode.isArray()) {
            problems.add("legal_moves missing or not an array");
        } else {
            legal = squares(legalNode, size > 0 ? size : 8, problems);
        }

        int placedBlack = -1;
        int placedWhite = -1;
        JsonNode placed = root.get("placed");
        if (placed != null && placed.isObject()) {
            placedBlack = placed.has("1") && placed.get("1").canConvertToInt() ? placed.get("1").asInt() : -1;
            placedWhite = placed.has("2") && placed.get("2").canConvertToInt() ? placed.get("2").asInt() : -1;
        }
        if (variant == Variant.REVERSI && (placedBlack < 0 || placedWhite < 0)) {
            problems.add("placed missing or malformed");
        }

        long remaining = longField(root, "remaining_ms", problems);
        long budget = longField(root, "budget_ms", problems);
        return new Request(variant, size, board, color, legal, blocked, placedBlack, placedWhite, remaining, budget,
                problems);
    }

    /**
     * The JSON value at the parser's current token, as a tree (a repeated key keeps its last value).
     * Nesting is bounded by the parser's own limit (1000 levels), far inside the stack.
     */
    private static JsonNode readTree(JsonParser p) throws IOException {
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        JsonToken token = p.currentToken();
        switch (token) {
            case START_OBJECT: {
                ObjectNode object = nodes.objectNode();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    p.nextToken();
                    object.set(name, readTree(p));
                }
                return object;
            }
            case START_ARRAY: {
                ArrayNode array = nodes.arrayNode();
                while (p.nextToken() != JsonToken.END_ARRAY) {
                    array.add(readTree(p));
                }
                return array;
            }
            case VALUE_STRING:
                return nodes.textNode(p.getText());
            case VALUE_NUMBER_INT:
                return p.getNumberType() == JsonParser.NumberType.BIG_INTEGER ? nodes.numberNode(p.getBigIntegerValue())
                        : nodes.numberNode(p.getLongValue());
            case VALUE_NUMBER_FLOAT:
                return nodes.numberNode(p.getDoubleValue());
            case VALUE_TRUE:
                return nodes.booleanNode(true);
            case VALUE_FALSE:
                return nodes.booleanNode(false);
            default:
                return nodes.nullNode();
        }
    }

    /** Only the legal moves can be trusted from a damaged line. */
    private Request salvage(String line, List<String> problems) {
        int[] legal = null;
        Matcher m = LEGAL_IN_RAW.matcher(line);
        if (m.find()) {
            List<Integer> found = new ArrayList<>();
            for (String part : m.group(1).split(",")) {
                String t = part.trim().replace("\"", "");
                if (t.isEmpty()) {
                    continue;
                }
                int v = Squares.asciiNumber(t);
                if (v < 0) {
                    v = Squares.parse(t, line.length() > 0 && line.contains("\"board_size\":10") ? 10 : 8);
                }
                if (v >= 0 && v < 100 && !found.contains(v)) {
                    found.add(v);
                }
            }
            legal = found.stream().mapToInt(Integer::intValue).toArray();
            problems.add("salvaged legal_moves " + Arrays.toString(legal) + " from the raw line");
        }
        return new Request(null, -1, null, -1, legal, new int[0], -1, -1, -1, -1, problems);
    }

    private static int[] squares(JsonNode array, int size, List<String> problems) {
        List<Integer> result = new ArrayList<>();
        for (Iterator<JsonNode> it = array.elements(); it.hasNext();) {
            JsonNode n = it.next();
            int sq = -1;
            if (n.isIntegralNumber() && n.canConvertToInt()) {
                sq = n.asInt();
            } else if (n.isTextual()) {
                sq = Squares.parse(n.asText(), size);
                if (sq < 0) {
                    sq = Squares.asciiNumber(n.asText().trim());
                }
            }
            if (sq < 0 || sq >= size * size) {
                problems.add("legal_moves entry " + shorten(text(n)) + " is not a square");
                continue;
            }
            if (!result.contains(sq)) {
                result.add(sq);
            }
        }
        if (result.isEmpty() && array.size() > 0) {
            // Not an empty list (a pass) but a list of nothing usable: the board decides.
            problems.add("legal_moves has no usable square: using the board's own legal moves");
            return null;
        }
        return result.stream().mapToInt(Integer::intValue).toArray();
    }

    private static int[] intArray(JsonNode node, String name, List<String> problems) {
        if (node == null || !node.isArray()) {
            if (problems != null) {
                problems.add(name + " missing or not an array");
            }
            return null;
        }
        int[] values = new int[node.size()];
        for (int i = 0; i < values.length; i++) {
            JsonNode v = node.get(i);
            if (!v.isIntegralNumber() || !v.canConvertToInt()) {
                if (problems != null) {
                    problems.add(name + "[" + i + "] is not an integer");
                }
                return null;
            }
            values[i] = v.asInt();
        }
        return values;
    }

    private static int intField(JsonNode root, String name, List<String> problems, boolean required) {
        JsonNode n = root.get(name);
        if (n != null && n.isTextual()) {
            // A number sent as a string, in ASCII digits with an optional minus (a negative clock is
            // a clock, answered at once); other scripts' digits are not numbers of this protocol.
            String t = n.asText().trim();
            boolean negative = t.startsWith("-");
            int v = Squares.asciiNumber(negative ? t.substring(1) : t);
            if (v < 0) {
                problems.add(name + " is not a number");
                return -1;
            }
            return negative ? -v : v;
        }
        if (n == null || !n.isNumber() || !n.canConvertToInt()) {
            if (required || n != null) {
                problems.add(name + " missing or not an integer");
            }
            return -1;
        }
        return n.asInt();
    }

    /** Largest clock value taken as given (about 30,000 years); larger ones are clamped to it. */
    static final long MAX_CLOCK_MS = 1_000_000_000_000_000L;

    /**
     * A clock field in ms, or -1 when it is missing or not a number. A value at or below zero means
     * no time is left: 0, answered at once (a negative clock is not "unknown").
     */
    private static long longField(JsonNode root, String name, List<String> problems) {
        JsonNode n = root.get(name);
        if (n != null && n.isNumber()) {
            double v = n.asDouble();
            if (Double.isNaN(v)) {
                problems.add(name + " is not a number");
                return -1;
            }
            if (v < 0) {
                problems.add(name + " " + shorten(text(n)) + " is negative: no time left");
                return 0;
            }
            return v >= MAX_CLOCK_MS ? MAX_CLOCK_MS : (long) v;
        }
        problems.add(name + " missing or not a usable number");
        return -1;
    }

    /**
     * A node as the log shows it, without {@code JsonNode.toString()}: that one builds a databind
     * mapper on first use (hundreds of classes), and on a cold process at load 6 a request with a
     * negative clock waited 891 ms for it, in a move that had no time at all.
     */
    private static String text(JsonNode n) {
        if (n.isTextual()) {
            return "\"" + n.asText() + "\"";
        }
        return n.isValueNode() ? n.asText() : n.getNodeType().name().toLowerCase(java.util.Locale.ROOT);
    }

    private static String shorten(String s) {
        if (s == null) {
            return "";
        }
        String one = s.replace('\n', ' ');
        return one.length() > 120 ? one.substring(0, 120) + "..." : one;
    }

    /** The answer line for a move (-1 = pass). */
    public String answer(int move) {
        StringWriter text = new StringWriter(16);
        try (JsonGenerator g = factory.createGenerator(text)) {
            g.writeStartObject();
            g.writeNumberField("move", move);
            g.writeEndObject();
        } catch (IOException e) {
            return "{\"move\":" + move + "}";
        }
        return text.toString();
    }
}
