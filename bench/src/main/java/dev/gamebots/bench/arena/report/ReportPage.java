package dev.gamebots.bench.arena.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.gamebots.bench.arena.match.Records;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes report.html: one self-contained page (its style and script inline, a Content Security
 * Policy that forbids any network access) with the standings as HTML, and the replays and charts as
 * JSON in a {@code <script type="application/json">} block that the page's script reads with
 * JSON.parse and draws as SVG. The JSON is jackson's; every {@code <} in it is written as
 * {@code \u003c}, so no engine name or message can close the script block.
 */
final class ReportPage {

    private static final ObjectMapper COMPACT = Records.mapper().copy()
            .setSerializationInclusion(JsonInclude.Include.NON_NULL)
            .disable(SerializationFeature.INDENT_OUTPUT);
    private static final String CSS = resource("report.css");
    private static final String JS = resource("report.js");

    private ReportPage() {
    }

    static String html(JsonNode summary, List<Replay> replays, List<Chart> progress, Map<String, String> abouts,
                       boolean finished) {
        Names names = names(summary);
        String title = summary.path("title").asText("arena match");
        StringBuilder b = new StringBuilder(64 * 1024);
        b.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n");
        // No network: everything is in this file, and the policy makes sure nothing is fetched.
        b.append("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
                + "style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">\n");
        if (!finished) {
            // A running match: the browser reloads the page the arena refreshes (the hash keeps the view).
            b.append("<meta http-equiv=\"refresh\" content=\"15\">\n");
        }
        b.append("<title>").append(esc(title)).append(" - arena report</title>\n<style>").append(CSS)
                .append("</style></head>\n<body>\n");
        b.append("<h1>").append(esc(title)).append(": ").append(esc(names.a())).append(" vs ").append(esc(names.b()))
                .append("</h1>\n");
        b.append("<p class=\"status\" id=\"status\">").append(finished ? "Finished" : "Running (this page is refreshed)")
                .append(": ").append(summary.path("units").size()).append(" of ")
                .append(summary.path("planned_units").asInt(summary.path("units").size())).append(" units played.</p>\n");
        standings(b, summary, names, abouts);
        b.append("<section id=\"progress\"><h2>Over the match</h2><div id=\"progress-charts\"></div></section>\n");
        b.append("<section id=\"replay\"><h2>Replays</h2>\n");
        b.append("<div class=\"picker\"><label>Game <select id=\"game\"></select></label> <span id=\"players\"></span>"
                + " <span id=\"result\"></span> <span id=\"exports\"></span></div>\n");
        b.append("<div class=\"replay\"><div><div id=\"board\"></div>\n<div class=\"controls\">"
                + "<button id=\"first\" title=\"Home\">|&lt;</button><button id=\"prev\" title=\"Left arrow\">&lt;</button>"
                + "<span id=\"ply\"></span><button id=\"next\" title=\"Right arrow\">&gt;</button>"
                + "<button id=\"last\" title=\"End\">&gt;|</button></div></div>\n"
                + "<ul id=\"moves\"></ul></div>\n<div id=\"charts\"></div>\n");
        b.append("<div id=\"state\" hidden></div></section>\n");
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("replays", replays);
        data.put("progress", progress);
        b.append("<script type=\"application/json\" id=\"data\">").append(json(data)).append("</script>\n");
        b.append("<script>").append(JS).append("</script>\n</body></html>\n");
        return b.toString();
    }

    static Names names(JsonNode summary) {
        return new Names(summary.path("a").path("name").asText("A"), summary.path("b").path("name").asText("B"));
    }

    private static void standings(StringBuilder b, JsonNode s, Names names, Map<String, String> abouts) {
        b.append("<section id=\"standings\"><h2>Standings</h2>\n<table class=\"engines\">"
                + "<tr><th></th><th>name</th><th>command</th><th>ABOUT (name, version)</th></tr>\n");
        for (String side : List.of("a", "b")) {
            b.append("<tr><td>").append(side.toUpperCase(Locale.ROOT)).append("</td><td>").append(esc(names.of(side)))
                    .append("</td><td><code>").append(esc(s.path(side).path("command").asText())).append("</code></td><td>")
                    .append(esc(abouts.getOrDefault(side, "n/a (the protocol has no ABOUT)"))).append("</td></tr>\n");
        }
        b.append("</table>\n<table class=\"score\"><tr><th>model</th><th>units</th><th>W</th><th>D</th><th>L</th>"
                + "<th>score</th><th>Elo of A [95%]</th><th>LOS</th></tr>\n");
        int w = s.path("wins").asInt();
        int d = s.path("draws").asInt();
        int l = s.path("losses").asInt();
        b.append("<tr><td>trinomial (games as independent)</td><td>").append(w + d + l).append("</td><td>").append(w)
                .append("</td><td>").append(d).append("</td><td>").append(l).append("</td><td>")
                .append(s.path("score").isNumber() ? String.format(Locale.ROOT, "%.1f%%", 100 * s.path("score").asDouble())
                        : "n/a")
                .append("</td><td>").append(eloText(s)).append("</td><td>").append(percent(s.path("los")))
                .append("</td></tr>\n");
        JsonNode p = s.path("pentanomial");
        if (p.isObject()) {
            JsonNode c = p.path("counts");
            b.append("<tr><td>pentanomial (pairs; A's points 0/0.5/1/1.5/2: ");
            for (int k = 0; k < 5; k++) {
                b.append(k == 0 ? "" : "/").append(c.path(k).asInt());
            }
            b.append(")</td><td>").append(p.path("pairs").asInt()).append(" pairs</td><td colspan=\"4\"></td><td>")
                    .append(eloText(p)).append("</td><td>").append(percent(p.path("los"))).append("</td></tr>\n");
        }
        b.append("</table>\n<ul class=\"facts\">\n");
        JsonNode po = s.path("played_out");
        b.append("<li>Played out: ").append(po.path("units").asInt()).append(" units, W-L-D ")
                .append(po.path("wins").asInt()).append('-').append(po.path("losses").asInt()).append('-')
                .append(po.path("draws").asInt()).append(" (A's); faults: ").append(esc(s.path("faults_mode").asText()))
                .append(", ").append(s.path("void_units").asInt()).append(" void units</li>\n");
        b.append("<li>Faults by kind: ").append(esc(names.a())).append(' ').append(kinds(s.path("faults").path("a")))
                .append("; ").append(esc(names.b())).append(' ').append(kinds(s.path("faults").path("b"))).append("</li>\n");
        b.append("<li>Warnings (peer lines logged, not faults): ").append(esc(names.a())).append(' ')
                .append(s.path("warnings").path("a").asInt()).append("; ").append(esc(names.b())).append(' ')
                .append(s.path("warnings").path("b").asInt()).append("</li>\n");
        if (s.path("sprt").isObject()) {
            JsonNode t = s.path("sprt");
            b.append(String.format(Locale.ROOT, "<li>SPRT (%s) H0 elo=%.1f vs H1 elo=%.1f (alpha %.3f, beta %.3f): "
                            + "LLR %.3f in [%.3f, %.3f]: %s%s</li>%n", esc(s.path("sprt_model").asText()),
                    t.path("elo0").asDouble(), t.path("elo1").asDouble(), t.path("alpha").asDouble(),
                    t.path("beta").asDouble(), s.path("sprt_llr").asDouble(), t.path("lower").asDouble(),
                    t.path("upper").asDouble(), esc(s.path("sprt_decision").asText()),
                    s.path("stopped_early").asBoolean() ? " (stopped early)" : ""));
        } else {
            b.append("<li>SPRT: not asked for (--sprt)</li>\n");
        }
        b.append("<li>Seed ").append(s.path("seed").asText()).append("; settings: <code>")
                .append(esc(s.path("settings").toString())).append("</code></li>\n</ul>\n");
        b.append("<details><summary>Units</summary><table class=\"units\"><tr><th>#</th><th>result</th><th>reason</th>"
                + "<th>summary</th></tr>\n");
        for (JsonNode u : s.path("units")) {
            b.append("<tr><td>").append(u.path("index").asInt() + 1).append("</td><td>")
                    .append(esc(outcomeText(u.path("outcome").asText(), names))).append("</td><td>").append(esc(u.path("reason").asText()))
                    .append("</td><td>").append(esc(u.path("summary").asText())).append("</td></tr>\n");
        }
        b.append("</table></details></section>\n");
    }

    /** "A_WINS" (the unit's outcome in summary.json) as "brain-a wins". */
    private static String outcomeText(String outcome, Names names) {
        return switch (outcome) {
            case "A_WINS" -> names.a() + " wins";
            case "B_WINS" -> names.b() + " wins";
            case "DRAW" -> "draw";
            default -> outcome;
        };
    }

    private static String eloText(JsonNode s) {
        JsonNode e = s.path("elo");
        JsonNode lo = s.path("elo_lower95");
        JsonNode hi = s.path("elo_upper95");
        if (s.path("elo_note").isTextual()) {
            return esc("n/a (" + s.path("elo_note").asText() + ")");
        }
        if (!e.isNumber()) {
            if (lo.isNumber()) {
                return esc(String.format(Locale.ROOT, "> %+.1f", lo.asDouble()));
            }
            if (hi.isNumber()) {
                return esc(String.format(Locale.ROOT, "< %+.1f", hi.asDouble()));
            }
            return "n/a";
        }
        return String.format(Locale.ROOT, "%+.1f [%s, %s]", e.asDouble(),
                lo.isNumber() ? String.format(Locale.ROOT, "%+.1f", lo.asDouble()) : "n/a",
                hi.isNumber() ? String.format(Locale.ROOT, "%+.1f", hi.asDouble()) : "n/a");
    }

    private static String percent(JsonNode v) {
        return v.isNumber() ? String.format(Locale.ROOT, "%.1f%%", 100 * v.asDouble()) : "n/a";
    }

    private static String kinds(JsonNode m) {
        if (m.size() == 0) {
            return "none";
        }
        StringBuilder b = new StringBuilder();
        for (Iterator<Map.Entry<String, JsonNode>> it = m.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            b.append(b.length() == 0 ? "" : ", ").append(esc(e.getKey())).append(" x").append(e.getValue().asInt());
        }
        return b.toString();
    }

    static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    private static String json(Object data) {
        try {
            return COMPACT.writeValueAsString(data).replace("<", "\\u003c");
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String resource(String name) {
        try (InputStream in = ReportPage.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
