package dev.gamebots.bench.arena.match;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Plays the units of a run (games or matches) on {@code --concurrency} threads, keeps the tally,
 * draws the progress bar, stops early when the SPRT decides, then prints the result table and
 * writes {@code summary.json} and {@code results.txt} in the output folder.
 */
public final class MatchRunner {

    /** Plays unit {@code index} (0-based) and writes its record. */
    @FunctionalInterface
    public interface UnitPlayer {
        UnitResult play(int index) throws Exception;
    }

    /**
     * What a run produced. {@code tally} is what is scored (Elo, SPRT): every unit with
     * {@code --faults loss}, only the units played out with {@code --faults void}; {@code playedOut}
     * counts the units no fault decided; {@code faults} counts each engine's faults by kind
     * ({@code "a"}/{@code "b"} to kind to count); {@code voided} the units left out of the score;
     * {@code warnings} each engine's peer warnings (logged, not faults).
     */
    public record Summary(Tally tally, EloEstimate elo, Double llr, String sprtDecision, boolean stoppedEarly,
                          int arenaErrors, List<UnitResult> results, FaultPolicy faultPolicy, Tally playedOut,
                          Map<String, Map<String, Integer>> faults, int voided, Map<String, Integer> warnings) {
    }

    private final ArenaOptions options;
    private final PrintStream out;
    private final PrintStream err;

    public MatchRunner(ArenaOptions options, PrintStream out, PrintStream err) {
        this.options = options;
        this.out = out;
        this.err = err;
    }

    /**
     * Runs {@code units} units. {@code title} describes the run ("gomoku freestyle 20x20"),
     * {@code unitName} names a unit in the table ("games", "pairs"), {@code settings} go into the
     * summary as they are.
     */
    public Summary run(String title, String unitName, int units, Path outDir, Map<String, Object> settings,
                       UnitPlayer player) {
        Sprt sprt = options.sprtOrNull();
        FaultPolicy policy = options.faultPolicy();
        boolean interactive = System.console() != null && !options.show;
        ProgressBar bar = new ProgressBar(err, !options.noProgress, interactive, units, unitName);
        List<UnitResult> results = new ArrayList<>();
        AtomicBoolean stop = new AtomicBoolean();
        Object lock = new Object();
        Tally[] tally = {Tally.EMPTY};
        int[] errors = {0};
        Sprt.Decision[] stopDecision = {null};
        CrashReport crashReport = new CrashReport(bar, options);
        ExecutorService pool = Executors.newFixedThreadPool(options.concurrency, r -> {
            Thread t = new Thread(r, "arena-unit");
            t.setDaemon(true);
            return t;
        });
        for (int i = 0; i < units; i++) {
            int index = i;
            pool.execute(() -> {
                if (stop.get()) {
                    return;
                }
                UnitResult r;
                try {
                    r = player.play(index);
                } catch (Exception | Error e) {
                    synchronized (lock) {
                        errors[0]++;
                        err.println();
                        err.println("arena error in unit " + (index + 1) + ": " + e);
                        e.printStackTrace(err);
                    }
                    return;
                }
                synchronized (lock) {
                    results.add(r);
                    crashReport.tell(r);
                    if (policy == FaultPolicy.LOSS || r.playedOut()) {
                        tally[0] = tally[0].plus(r.outcome());
                    }
                    bar.update(results.size(), tally[0], r.playedOut() || policy == FaultPolicy.LOSS ? r.summary()
                            : r.summary() + " [void]");
                    if (sprt != null && stopDecision[0] == null && sprt.decide(tally[0]) != Sprt.Decision.CONTINUE) {
                        stopDecision[0] = sprt.decide(tally[0]);
                        stop.set(true);
                    }
                }
            });
        }
        pool.shutdown();
        try {
            while (!pool.awaitTermination(1, TimeUnit.HOURS)) {
                // keep waiting: every unit has its own time limits
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            pool.shutdownNow();
        }
        if (stop.get()) {
            bar.finish();
        }
        results.sort(Comparator.comparingInt(UnitResult::index));
        Tally t = tally[0];
        EloEstimate elo = EloEstimate.of(t);
        Double llr = sprt == null ? null : sprt.llr(t);
        // The decision that stopped the run stands, even if games still running then moved the LLR back.
        Sprt.Decision d = stopDecision[0] != null ? stopDecision[0] : sprt == null ? null : sprt.decide(t);
        String decision = d == null ? null : d.name().toLowerCase(java.util.Locale.ROOT);
        Tally playedOut = Tally.EMPTY;
        Map<String, Map<String, Integer>> faults = new LinkedHashMap<>();
        faults.put("a", new TreeMap<>());
        faults.put("b", new TreeMap<>());
        Map<String, Integer> warnings = new LinkedHashMap<>();
        warnings.put("a", 0);
        warnings.put("b", 0);
        int voided = 0;
        for (UnitResult r : results) {
            if (r.playedOut()) {
                playedOut = playedOut.plus(r.outcome());
            } else if (policy == FaultPolicy.VOID) {
                voided++;
            }
            for (UnitFault f : r.faults()) {
                faults.get(f.side()).merge(f.kind(), 1, Integer::sum);
            }
            warnings.merge("a", r.warningsA(), Integer::sum);
            warnings.merge("b", r.warningsB(), Integer::sum);
        }
        Summary summary = new Summary(t, elo, llr, decision, stop.get() && results.size() < units, errors[0], results,
                policy, playedOut, faults, voided, warnings);
        String table = table(title, unitName, units, summary, sprt, outDir);
        out.print(table);
        out.flush();
        writeFiles(outDir, title, settings, summary, table);
        return summary;
    }

    private String table(String title, String unitName, int planned, Summary s, Sprt sprt, Path outDir) {
        StringBuilder b = new StringBuilder();
        Tally t = s.tally();
        b.append(String.format("%n%s: %d of %d %s played%s%n", title, s.results().size(), planned, unitName,
                s.voided() == 0 ? "" : String.format(", %d scored (%d void: decided by a fault)", t.total(), s.voided())));
        b.append(String.format("  A%s: %s%n", options.nameA.equals("A") ? "" : " = " + options.nameA, options.commandA));
        b.append(String.format("  B%s: %s%n", options.nameB.equals("B") ? "" : " = " + options.nameB, options.commandB));
        b.append(String.format("%-20s %6s %5s %5s %5s %7s  %-30s %6s%n", "", unitName, "W", "D", "L", "score",
                "Elo of A over B [95%]", "LOS"));
        String who = options.nameA + " vs " + options.nameB;
        boolean tooFew = EloEstimate.tooFew(t);
        b.append(String.format("%-20s %6d %5d %5d %5d %6.1f%%  %-30s %6s%n",
                who.length() > 20 ? who.substring(0, 20) : who, t.total(), t.wins(), t.draws(), t.losses(),
                t.total() == 0 ? 0.0 : 100 * t.score(), tooFew ? EloEstimate.tooFewText(t.total()) : s.elo().format(),
                tooFew || Double.isNaN(s.elo().los()) ? "n/a" : String.format("%.1f%%", 100 * s.elo().los())));
        if (tooFew && t.total() > 0) {
            b.append(String.format("Too few %s for an Elo figure or LOS: %d scored, at least %d needed.%n", unitName,
                    t.total(), EloEstimate.MIN_UNITS));
        }
        Tally p = s.playedOut();
        b.append(String.format("Played out: %d of %d %s, W-L-D %d-%d-%d (A's)%n", p.total(), s.results().size(),
                unitName, p.wins(), p.losses(), p.draws()));
        int faultUnits = s.results().size() - p.total();
        b.append(String.format("Faults: %d of %d %s ended by a fault (%s): %s; %s%n", faultUnits, s.results().size(),
                unitName,
                s.faultPolicy() == FaultPolicy.VOID ? "void, not scored" : "scored as a loss of the faulty engine",
                sideFaults(Side.A, s.faults().get("a")), sideFaults(Side.B, s.faults().get("b"))));
        if (s.warnings().get("a") + s.warnings().get("b") > 0) {
            b.append(String.format("Warnings (peer lines logged, not faults; see the records): %s %d; %s %d%n",
                    sideName(Side.A), s.warnings().get("a"), sideName(Side.B), s.warnings().get("b")));
        }
        Map<String, Integer> reasons = new TreeMap<>();
        for (UnitResult r : s.results()) {
            reasons.merge(r.reason(), 1, Integer::sum);
        }
        b.append("End reasons:");
        reasons.forEach((k, v) -> b.append(' ').append(k).append(" x").append(v).append(','));
        if (!reasons.isEmpty()) {
            b.setLength(b.length() - 1);
        }
        b.append(String.format("%n"));
        if (sprt != null) {
            b.append(String.format("SPRT H0 elo=%.1f vs H1 elo=%.1f (alpha %.3f, beta %.3f): LLR %.3f in [%.3f, %.3f]: %s%s%n",
                    sprt.elo0(), sprt.elo1(), sprt.alpha(), sprt.beta(), s.llr(), sprt.lowerBound(),
                    sprt.upperBound(), s.sprtDecision(), s.stoppedEarly() ? " (stopped early)" : ""));
        }
        if (s.arenaErrors() > 0) {
            b.append(String.format("Arena errors (units not scored): %d%n", s.arenaErrors()));
        }
        b.append(String.format("Seed %d; records in %s%n", options.seed(), outDir));
        return b.toString();
    }

    private String sideName(Side side) {
        String name = options.name(side);
        return name.equals(side.name()) ? side.name() : side.name() + " = " + name;
    }

    private String sideFaults(Side side, Map<String, Integer> kinds) {
        StringBuilder b = new StringBuilder(sideName(side)).append(' ');
        if (kinds.isEmpty()) {
            return b.append("none").toString();
        }
        kinds.forEach((k, v) -> b.append(k).append(" x").append(v).append(", "));
        b.setLength(b.length() - 2);
        return b.toString();
    }

    private void writeFiles(Path outDir, String title, Map<String, Object> settings, Summary s, String table) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("title", title);
        json.put("a", Map.of("name", options.nameA, "command", options.commandA));
        json.put("b", Map.of("name", options.nameB, "command", options.commandB));
        json.put("seed", options.seed());
        json.put("settings", settings);
        json.put("wins", s.tally().wins());
        json.put("draws", s.tally().draws());
        json.put("losses", s.tally().losses());
        json.put("score", s.tally().total() == 0 ? null : s.tally().score());
        // Below MIN_UNITS the figures are left out here too: a reader of summary.json should not
        // find an Elo the table refused to print.
        boolean tooFew = EloEstimate.tooFew(s.tally());
        json.put("elo", tooFew ? null : finiteOrNull(s.elo().elo()));
        json.put("elo_lower95", tooFew ? null : finiteOrNull(s.elo().lower()));
        json.put("elo_upper95", tooFew ? null : finiteOrNull(s.elo().upper()));
        json.put("los", tooFew ? null : finiteOrNull(s.elo().los()));
        if (tooFew) {
            json.put("elo_note", "too few units: " + s.tally().total() + " < " + EloEstimate.MIN_UNITS);
        }
        if (s.llr() != null) {
            json.put("sprt_llr", s.llr());
            json.put("sprt_decision", s.sprtDecision());
        }
        json.put("faults_mode", s.faultPolicy().label());
        Map<String, Object> played = new LinkedHashMap<>();
        played.put("units", s.playedOut().total());
        played.put("wins", s.playedOut().wins());
        played.put("draws", s.playedOut().draws());
        played.put("losses", s.playedOut().losses());
        json.put("played_out", played);
        json.put("faults", s.faults());
        json.put("void_units", s.voided());
        json.put("warnings", s.warnings());
        json.put("stopped_early", s.stoppedEarly());
        json.put("arena_errors", s.arenaErrors());
        json.put("units", s.results());
        Records.write(outDir.resolve("summary.json"), json);
        try {
            Files.writeString(outDir.resolve("results.txt"), table, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Double finiteOrNull(double v) {
        return Double.isFinite(v) ? v : null;
    }
}
