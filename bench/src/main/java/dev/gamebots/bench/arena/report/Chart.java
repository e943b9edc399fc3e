package dev.gamebots.bench.arena.report;

import java.util.ArrayList;
import java.util.List;

/**
 * A line chart of the report, as data: the page's script draws it as SVG. Each series has a CSS
 * class ("a", "b", "limit", "black", "white", "band") that gives its colour, so the data stays free
 * of presentation.
 */
public record Chart(String title, String xLabel, String yLabel, List<Series> series) {

    /** One line: points as [x, y]; a null y leaves a gap. {@code dashed} for limits and bounds. */
    public record Series(String name, String cls, List<Double[]> points, boolean dashed) {

        public Series(String name, String cls, boolean dashed) {
            this(name, cls, new ArrayList<>(), dashed);
        }

        public Series add(double x, Double y) {
            points.add(new Double[] {x, y == null || !Double.isFinite(y) ? null : Math.round(y * 10) / 10.0});
            return this;
        }
    }

    /** Whether any series has a point to draw. */
    public boolean hasData() {
        return series.stream().anyMatch(s -> s.points().stream().anyMatch(p -> p[1] != null));
    }
}
