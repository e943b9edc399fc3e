package dev.gamebots.bench.arena.gomoku;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One of a brain's candidate moves as its thinking states it: its rank (1 the best), its point, its
 * score in the brain's own words ({@code +35}, {@code win+1@3}), the depth and the line it expects
 * ({x, y} points, the move first). Read from Yixin-Board's {@code MESSAGE NBEST k x,y score S depth
 * D pv ...} lines (gomoku-brain's answer to {@code YXNBEST n}, docs/gomoku-protocol.md) and, while a
 * brain analyses, from its latest {@code DEBUG depth D score S ... pv ...} line (its best so far).
 */
public record Candidate(int rank, int x, int y, String score, int depth, List<int[]> pv) {

    private static final Pattern NBEST = Pattern.compile(
            "^(?:MESSAGE\\s+)?NBEST\\s+(\\d{1,4})\\s+(\\d{1,3}),(\\d{1,3})\\s+score\\s+(\\S+)\\s+depth\\s+(\\d{1,4})(.*)$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern DEBUG = Pattern.compile(
            "^DEBUG\\s+depth\\s+(\\d{1,4})\\s+score\\s+(\\S+)\\b.*?\\bpv((?:\\s+\\d{1,3},\\d{1,3})+)",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern POINT = Pattern.compile("(\\d{1,3}),(\\d{1,3})");

    /** The candidate an NBEST line states, or null when the line is not one. */
    public static Candidate ofNBest(String line) {
        Matcher m = NBEST.matcher(line.trim());
        if (!m.matches()) {
            return null;
        }
        int x = Integer.parseInt(m.group(2));
        int y = Integer.parseInt(m.group(3));
        String rest = m.group(6).trim();
        List<int[]> pv = rest.regionMatches(true, 0, "pv", 0, 2) ? points(rest.substring(2)) : new ArrayList<>();
        if (pv.isEmpty()) {
            pv.add(new int[] {x, y});
        }
        return new Candidate(Integer.parseInt(m.group(1)), x, y, m.group(4), Integer.parseInt(m.group(5)), pv);
    }

    /** The best line so far a DEBUG line states (rank 1, its first point), or null when the line states none. */
    public static Candidate ofDebug(String line) {
        Matcher m = DEBUG.matcher(line.trim());
        if (!m.find()) {
            return null;
        }
        List<int[]> pv = points(m.group(3));
        return new Candidate(1, pv.get(0)[0], pv.get(0)[1], m.group(2), Integer.parseInt(m.group(1)), pv);
    }

    private static List<int[]> points(String text) {
        List<int[]> points = new ArrayList<>();
        Matcher p = POINT.matcher(text);
        while (p.find()) {
            points.add(new int[] {Integer.parseInt(p.group(1)), Integer.parseInt(p.group(2))});
        }
        return points;
    }
}
