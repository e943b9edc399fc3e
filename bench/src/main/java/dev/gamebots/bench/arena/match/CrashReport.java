package dev.gamebots.bench.arena.match;

import java.util.HashSet;
import java.util.Set;

/**
 * Says on stderr, as soon as a unit ends, why an engine crashed ("cannot start x: error=2, No such
 * file or directory"; "output ended ... exit code 1; stderr: ..."), once per engine and distinct
 * cause. Without it the console showed only "A crash x2" at the end and the cause sat in the JSON
 * records, so a mistyped command cost a user a whole match to find out.
 */
final class CrashReport {

    private final ProgressBar bar;
    private final ArenaOptions options;
    private final Set<String> told = new HashSet<>();

    CrashReport(ProgressBar bar, ArenaOptions options) {
        this.bar = bar;
        this.options = options;
    }

    /** Prints each crash of {@code r} whose engine and cause were not told before. */
    void tell(UnitResult r) {
        for (UnitFault f : r.faults()) {
            if (!f.kind().equals(Fault.CRASH.label()) || f.detail() == null) {
                continue;
            }
            Side side = f.side().equals("a") ? Side.A : Side.B;
            if (told.add(f.side() + '\n' + f.detail())) {
                String name = options.name(side).equals(side.name()) ? side.name() : side.name() + " = " + options.name(side);
                bar.note(String.format("arena: %s crashed in unit %d: %s", name, r.index() + 1, f.detail()));
            }
        }
    }
}
