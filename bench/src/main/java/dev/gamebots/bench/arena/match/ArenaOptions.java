package dev.gamebots.bench.arena.match;

import dev.gamebots.bench.arena.process.CommandSplitter;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import picocli.CommandLine.Option;

/** Options shared by every referee subcommand (a picocli mixin). */
public final class ArenaOptions {

    // Not required by picocli: a --resume takes them from the run (ResumedOptions); validate() checks.
    @Option(names = "--a", paramLabel = "CMD",
            description = "Command that starts engine A (split like a shell would, run without one). Required.")
    public String commandA;

    @Option(names = "--b", paramLabel = "CMD", description = "Command that starts engine B. Required.")
    public String commandB;

    @Option(names = "--a-name", paramLabel = "NAME", description = "Name of A in tables (default: A).")
    public String nameA = "A";

    @Option(names = "--b-name", paramLabel = "NAME", description = "Name of B in tables (default: B).")
    public String nameB = "B";

    @Option(names = "--concurrency", defaultValue = "1", paramLabel = "N",
            description = "Games (matches) played at once (default ${DEFAULT-VALUE}; this machine has 2 cores).")
    public int concurrency;

    @Option(names = "--seed", paramLabel = "N",
            description = "Seed for openings and random starts (default: time-based, printed so the run can be repeated).")
    public Long seed;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Folder for the records (default: arena-out/<game>-<date>-<time>); one that holds a run "
                    + "is refused unless --resume.")
    public Path out;

    @Option(names = "--resume", description = {"Continue the run in --out: the units it finished (units.jsonl) "
            + "count again, only the others are played, the SPRT goes on over all of them. Options not given are "
            + "the run's (run.json: engines, seed, settings, SPRT, names, --games); one given with another value "
            + "is refused, but names and --games/--pairs may change."})
    public boolean resume;

    @Option(names = "--show", description = "Draw the board on stdout after every move.")
    public boolean show;

    @Option(names = "--no-progress", description = "No progress bar on stderr.")
    public boolean noProgress;

    @Option(names = "--sprt", paramLabel = "ELO0,ELO1", split = ",", hideParamSyntax = true,
            description = "Stop early with an SPRT of H0: elo = ELO0 against H1: elo = ELO1 (e.g. 0,10).")
    public List<Double> sprt;

    @Option(names = "--sprt-alpha", defaultValue = "0.05", paramLabel = "P",
            description = "SPRT false positive rate (default ${DEFAULT-VALUE}).")
    public double sprtAlpha;

    @Option(names = "--sprt-beta", defaultValue = "0.05", paramLabel = "P",
            description = "SPRT false negative rate (default ${DEFAULT-VALUE}).")
    public double sprtBeta;

    @Option(names = "--faults", defaultValue = "void", paramLabel = "void|loss",
            description = {"A unit decided by an engine's fault (time-out, crash, illegal move, protocol error): "
                    + "void = left out of W/D/L, Elo and SPRT; loss = lost by the faulty engine, as tournaments "
                    + "score it (default ${DEFAULT-VALUE}). Played-out games and faults are reported apart either way."})
    public String faults;

    public List<String> argv(Side side) {
        return CommandSplitter.split(side == Side.A ? commandA : commandB);
    }

    public String command(Side side) {
        return side == Side.A ? commandA : commandB;
    }

    public String name(Side side) {
        return side == Side.A ? nameA : nameB;
    }

    /** The seed in force: the given one or one drawn from the clock. Stable once asked. */
    public long seed() {
        if (seed == null) {
            seed = System.currentTimeMillis();
        }
        return seed;
    }

    /** How fault-decided units are scored. */
    public FaultPolicy faultPolicy() {
        return FaultPolicy.of(faults == null ? "void" : faults);
    }

    /** The SPRT asked for, or null. */
    public Sprt sprtOrNull() {
        if (sprt == null || sprt.isEmpty()) {
            return null;
        }
        if (sprt.size() != 2) {
            throw new IllegalArgumentException("--sprt takes two values: ELO0,ELO1");
        }
        return new Sprt(sprt.get(0), sprt.get(1), sprtAlpha, sprtBeta);
    }

    /** The output folder in force, default under arena-out/. */
    public Path outDir(String game) {
        if (out == null) {
            String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
            out = Path.of("arena-out", game + "-" + stamp);
        }
        return out;
    }

    /** Checks the values picocli cannot; throws IllegalArgumentException with a message. */
    public void validate() {
        if (resume && out == null) {
            throw new IllegalArgumentException("--resume needs --out: the folder of the run to continue");
        }
        if (commandA == null || commandB == null) {
            throw new IllegalArgumentException(resume
                    ? "--resume: no run to resume in " + out + " (no readable run.json to take --a and --b from)"
                    : "--a and --b are required: the commands that start the two engines");
        }
        if (concurrency < 1) {
            throw new IllegalArgumentException("--concurrency must be at least 1");
        }
        argv(Side.A);
        argv(Side.B);
        sprtOrNull();
        faultPolicy();
    }
}
