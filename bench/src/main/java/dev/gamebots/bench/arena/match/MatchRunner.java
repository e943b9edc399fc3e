package dev.gamebots.bench.arena.match;

import dev.gamebots.bench.arena.process.EngineProcess;
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
import java.util.function.BooleanSupplier;

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
     * {@code warnings} each engine's peer warnings (logged, not faults); {@code pentanomial} the
     * scored pairs' outcomes (null when the run has no pairs), which the SPRT then uses
     * ({@code sprtModel} "pentanomial", otherwise "trinomial").
     */
    public record Summary(Tally tally, EloEstimate elo, Double llr, String sprtDecision, boolean stoppedEarly,
                          int arenaErrors, List<UnitResult> results, FaultPolicy faultPolicy, Tally playedOut,
                          Map<String, Map<String, Integer>> faults, int voided, Map<String, Integer> warnings,
                          Pentanomial pentanomial, String sprtModel) {
    }

    private final ArenaOptions options;
    private final PrintStream out;
    private final PrintStream err;
    private Pairing pairing = Pairing.NONE;
    private MatchObserver observer = MatchObserver.NONE;
    private BooleanSupplier stopping = EngineProcess::arenaStopping;

    public MatchRunner(ArenaOptions options, PrintStream out, PrintStream err) {
        this.options = options;
        this.out = out;
        this.err = err;
    }

    /** How the units pair up for the pentanomial statistics (default: none). */
    public MatchRunner pairing(Pairing p) {
        this.pairing = p;
        return this;
    }

    /**
     * What says the arena is being stopped (by default its shutdown hook, {@link
     * EngineProcess#arenaStopping}); a unit that ends after it is neither logged nor scored, since its
     * engines were killed by the stop and its fault is not theirs: a resumed run plays it again.
     */
    MatchRunner stopping(BooleanSupplier s) {
        this.stopping = s;
        return this;
    }

    /** Who hears of every unit and of the end (the match report). */
    public MatchRunner observer(MatchObserver o) {
        this.observer = o;
        return this;
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
        OutputFolder.prepare(outDir, options.resume);
        Map<String, Object> run = runOptions(title, unitName, settings);
        boolean[] done = new boolean[units];
        if (options.resume) {
            for (UnitResult r : UnitLog.resume(outDir, run, units)) {
                done[r.index()] = true;
                results.add(r);
                if (scored(r, policy)) {
                    tally[0] = tally[0].plus(r.outcome());
                }
            }
            if (sprt != null && !results.isEmpty()) {
                Sprt.Decision d = decide(sprt, results, tally[0], policy);
                if (d != Sprt.Decision.CONTINUE) {
                    stopDecision[0] = d;
                    stop.set(true);
                }
            }
            bar.update(results.size(), tally[0], "resumed: " + results.size() + " " + unitName + " of the earlier run");
        }
        UnitLog log = UnitLog.open(outDir, run, options.resume);
        ExecutorService pool = Executors.newFixedThreadPool(options.concurrency, r -> {
            Thread t = new Thread(r, "arena-unit");
            t.setDaemon(true);
            return t;
        });
        for (int i = 0; i < units; i++) {
            if (done[i]) {
                continue;
            }
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
                Map<String, Object> soFar;
                synchronized (lock) {
                    if (stopping.getAsBoolean()) {
                        return;
                    }
                    results.add(r);
                    log.append(r);
                    crashReport.tell(r);
                    if (scored(r, policy)) {
                        tally[0] = tally[0].plus(r.outcome());
                    }
                    bar.update(results.size(), tally[0], scored(r, policy) ? r.summary() : r.summary() + " [void]");
                    if (sprt != null && stopDecision[0] == null) {
                        Sprt.Decision d = decide(sprt, results, tally[0], policy);
                        if (d != Sprt.Decision.CONTINUE) {
                            stopDecision[0] = d;
                            stop.set(true);
                        }
                    }
                    soFar = summaryJson(title, settings, summarize(new ArrayList<>(results), tally[0], sprt,
                            stopDecision[0], false, errors[0], policy), units);
                }
                // Outside the lock: the report reads records, and other units may finish meanwhile.
                observer.update(soFar, false);
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
        log.close();
        if (stop.get()) {
            bar.finish();
        }
        results.sort(Comparator.comparingInt(UnitResult::index));
        Summary summary = summarize(results, tally[0], sprt, stopDecision[0], stop.get() && results.size() < units,
                errors[0], policy);
        String table = table(title, unitName, units, summary, sprt, outDir);
        out.print(table);
        out.flush();
        Map<String, Object> json = summaryJson(title, settings, summary, units);
        writeFiles(outDir, json, table);
        observer.update(json, true);
        return summary;
    }

    /** Whether a unit counts in the score: every unit under {@code --faults loss}, the played-out ones under void. */
    private static boolean scored(UnitResult r, FaultPolicy policy) {
        return policy == FaultPolicy.LOSS || r.playedOut();
    }

    /** The SPRT's verdict on the units so far: on the pairs when the run has them, else on the tally. */
    private Sprt.Decision decide(Sprt sprt, List<UnitResult> results, Tally tally, FaultPolicy policy) {
        Pentanomial p = pentanomial(results, policy);
        return p != null ? sprt.decide(p) : sprt.decide(tally);
    }

    /**
     * run.json: the unit's kind, both engines' commands, the seed (openings and colours), the game's
     * settings, the fault policy and the SPRT, which a resumed run must share (UnitLog checks), and
     * the names and number of units, which it may change. A resumed run takes every option not typed
     * again from here ({@link ResumedOptions}). The concurrency and the display are not kept.
     */
    private Map<String, Object> runOptions(String title, String unitName, Map<String, Object> settings) {
        Map<String, Object> run = new LinkedHashMap<>();
        run.put("title", title);
        run.put("unit", unitName);
        run.put("a", options.commandA);
        run.put("b", options.commandB);
        run.put("seed", options.seed());
        run.put("settings", settings);
        run.put("faults", options.faultPolicy().label());
        Sprt sprt = options.sprtOrNull();
        run.put("sprt", sprt == null ? null : List.of(sprt.elo0(), sprt.elo1(), sprt.alpha(), sprt.beta()));
        run.put("a_name", options.nameA);
        run.put("b_name", options.nameB);
        return run;
    }

    /** The figures of the units so far; {@code stopDecision} is the SPRT decision that stopped the run, if any. */
    private Summary summarize(List<UnitResult> results, Tally t, Sprt sprt, Sprt.Decision stopDecision,
                              boolean stoppedEarly, int errors, FaultPolicy policy) {
        EloEstimate elo = EloEstimate.of(t);
        Pentanomial pent = pentanomial(results, policy);
        Double llr = sprt == null ? null : pent != null ? sprt.llr(pent) : sprt.llr(t);
        // The decision that stopped the run stands, even if games still running then moved the LLR back.
        Sprt.Decision d = stopDecision != null ? stopDecision : sprt == null ? null : sprt.decide(llr);
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
        return new Summary(t, elo, llr, decision, stoppedEarly, errors, results, policy, playedOut, faults, voided,
                warnings, pent, pent != null ? "pentanomial" : "trinomial");
    }

    /**
     * The scored pairs' outcomes, or null when this run has no pairs. A pair counts only when both
     * its games are scored: with {@code --faults void} a pair with a fault game is left out whole,
     * as is a Gomoku game whose partner was not played (an odd count, or a run stopped early).
     */
    Pentanomial pentanomial(List<UnitResult> results, FaultPolicy policy) {
        if (pairing == Pairing.NONE) {
            return null;
        }
        List<Double> pairs = new ArrayList<>();
        if (pairing == Pairing.WITHIN_UNIT) {
            for (UnitResult r : results) {
                if (scored(r, policy) && r.gamePoints().size() == 2) {
                    pairs.add(r.gamePoints().get(0) + r.gamePoints().get(1));
                }
            }
        } else {
            Map<Integer, UnitResult> byIndex = new TreeMap<>();
            for (UnitResult r : results) {
                if (scored(r, policy)) {
                    byIndex.put(r.index(), r);
                }
            }
            for (UnitResult r : byIndex.values()) {
                UnitResult partner = r.index() % 2 == 0 ? byIndex.get(r.index() + 1) : null;
                if (partner != null) {
                    pairs.add(r.outcome().scoreForA() + partner.outcome().scoreForA());
                }
            }
        }
        return Pentanomial.of(pairs);
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
        Pentanomial pent = s.pentanomial();
        if (pent != null && pent.pairs() > 0) {
            EloEstimate pe = pent.eloEstimate();
            boolean fewPairs = pent.pairs() < EloEstimate.MIN_UNITS;
            b.append(String.format("Pentanomial, %d pairs (A's points of 2: %s): Elo %s, LOS %s%n", pent.pairs(),
                    pent.format(), fewPairs ? EloEstimate.tooFewText(pent.pairs()) : pe.format(),
                    fewPairs || Double.isNaN(pe.los()) ? "n/a" : String.format("%.1f%%", 100 * pe.los())));
        }
        if (sprt != null) {
            b.append(String.format("SPRT (%s) H0 elo=%.1f vs H1 elo=%.1f (alpha %.3f, beta %.3f): LLR %.3f in [%.3f, %.3f]: %s%s%n",
                    s.sprtModel(), sprt.elo0(), sprt.elo1(), sprt.alpha(), sprt.beta(), s.llr(), sprt.lowerBound(),
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

    /** summary.json's content; {@code planned} is the number of units asked for. */
    private Map<String, Object> summaryJson(String title, Map<String, Object> settings, Summary s, int planned) {
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
        Pentanomial pent = s.pentanomial();
        if (pent != null) {
            Map<String, Object> p = new LinkedHashMap<>();
            p.put("pairs", pent.pairs());
            p.put("counts", pent.counts());
            boolean fewPairs = pent.pairs() < EloEstimate.MIN_UNITS;
            EloEstimate pe = pent.eloEstimate();
            p.put("elo", fewPairs ? null : finiteOrNull(pe.elo()));
            p.put("elo_lower95", fewPairs ? null : finiteOrNull(pe.lower()));
            p.put("elo_upper95", fewPairs ? null : finiteOrNull(pe.upper()));
            p.put("los", fewPairs ? null : finiteOrNull(pe.los()));
            json.put("pentanomial", p);
        }
        if (s.llr() != null) {
            json.put("sprt_model", s.sprtModel());
            Sprt sprt = options.sprtOrNull();
            json.put("sprt", Map.of("elo0", sprt.elo0(), "elo1", sprt.elo1(), "alpha", sprt.alpha(), "beta", sprt.beta(),
                    "lower", sprt.lowerBound(), "upper", sprt.upperBound()));
        }
        json.put("planned_units", planned);
        json.put("units", s.results());
        return json;
    }

    private void writeFiles(Path outDir, Map<String, Object> json, String table) {
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
