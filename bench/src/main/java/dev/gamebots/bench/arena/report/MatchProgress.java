package dev.gamebots.bench.arena.report;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gamebots.bench.arena.match.EloEstimate;
import dev.gamebots.bench.arena.match.Outcome;
import dev.gamebots.bench.arena.match.Tally;
import java.util.ArrayList;
import java.util.List;

/**
 * The match over time: A's score and the Elo estimate with its 95% interval after each scored unit,
 * in unit order, computed as the result table computes them (no Elo below
 * {@link EloEstimate#MIN_UNITS} units, where it would mean nothing).
 */
final class MatchProgress {

    private MatchProgress() {
    }

    static List<Chart> of(JsonNode summary) {
        boolean loss = "loss".equals(summary.path("faults_mode").asText());
        List<JsonNode> units = new ArrayList<>();
        summary.path("units").forEach(units::add);
        units.sort((x, y) -> Integer.compare(x.path("index").asInt(), y.path("index").asInt()));
        Chart.Series score = new Chart.Series("score of A (%)", "a", false);
        Chart.Series even = new Chart.Series("50%", "limit", true);
        Chart.Series elo = new Chart.Series("Elo of A", "a", false);
        Chart.Series lower = new Chart.Series("95% lower", "band", true);
        Chart.Series upper = new Chart.Series("95% upper", "band", true);
        Tally t = Tally.EMPTY;
        for (JsonNode u : units) {
            boolean scored = loss || u.path("faults").size() == 0;
            if (!scored) {
                continue;
            }
            t = t.plus(Outcome.valueOf(u.path("outcome").asText()));
            double x = u.path("index").asInt() + 1;
            score.add(x, 100 * t.score());
            even.add(x, 50.0);
            if (!EloEstimate.tooFew(t)) {
                EloEstimate e = EloEstimate.of(t);
                elo.add(x, e.elo());
                lower.add(x, e.lower());
                upper.add(x, e.upper());
            }
        }
        return List.of(new Chart("Score of A after each unit", "unit", "%", List.of(score, even)),
                new Chart("Elo of A over B after each unit, with its 95% interval", "unit", "Elo",
                        List.of(elo, lower, upper)));
    }
}
