package dev.gamebots.bench.arena.report;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The search depth and score an engine reported while thinking on one move, read from the lines it
 * printed meanwhile (Gomocup MESSAGE/DEBUG lines, stderr in a transcript, a bot's log): the last
 * {@code depth N} and the last {@code score|eval|ev|value S} (":" or "=" allowed) win, as engines
 * print their deepest iteration last; an NBoard answer {@code === F5/eval/time} gives the score.
 * Scores are each engine's own scale (centi-discs, seeds, an evaluation), charted as they are.
 */
record EngineInfo(Double depth, Double score) {

    static final EngineInfo NONE = new EngineInfo(null, null);

    private static final Pattern DEPTH = Pattern.compile("(?i)\\bdepth[\"']?\\s*[=:]?\\s*(\\d+)");
    private static final Pattern SCORE = Pattern.compile("(?i)\\b(?:score|eval|ev|value)[\"']?\\s*[=:]?\\s*([+-]?\\d+(?:\\.\\d+)?)");
    private static final Pattern NBOARD = Pattern.compile("^===\\s*[^/\\s]+/\\s*([+-]?\\d+(?:\\.\\d+)?)");

    static EngineInfo of(List<String> lines) {
        Double depth = null;
        Double score = null;
        for (String line : lines) {
            Matcher d = DEPTH.matcher(line);
            while (d.find()) {
                depth = Double.parseDouble(d.group(1));
            }
            Matcher s = SCORE.matcher(line);
            while (s.find()) {
                score = Double.parseDouble(s.group(1));
            }
            Matcher n = NBOARD.matcher(line.trim());
            if (n.find()) {
                score = Double.parseDouble(n.group(1));
            }
        }
        return new EngineInfo(depth, score);
    }

    /** The depth and score charts of a game, when any move had either. */
    static List<Chart> charts(Chart.Series depthA, Chart.Series depthB, Chart.Series scoreA, Chart.Series scoreB) {
        java.util.ArrayList<Chart> out = new java.util.ArrayList<>();
        Chart depth = new Chart("Search depth per move (as the engine reported it)", "move", "depth",
                List.of(depthA, depthB));
        if (depth.hasData()) {
            out.add(depth);
        }
        Chart score = new Chart("Score per move (each engine's own view and scale)", "move", "score",
                List.of(scoreA, scoreB));
        if (score.hasData()) {
            out.add(score);
        }
        return out;
    }
}
