package dev.gamebots.othello.cli;

import dev.gamebots.othello.rules.Variant;
import dev.gamebots.othello.train.EvalMatch;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code match --game G --matches N --depth D}: the evaluation against the mobility-only baseline. */
@Command(name = "match", mixinStandardHelpOptions = true,
        description = "Play the evaluation against a mobility-only player (same search, same depth).")
public final class MatchCommand implements Callable<Integer> {

    @ParentCommand
    Launcher main;

    @Option(names = "--game", defaultValue = "std", description = "std, anti, grand, octagon or reversi.")
    String game;

    @Option(names = "--matches", defaultValue = "20", description = "Matches of two legs (colours swapped).")
    int matches;

    @Option(names = "--depth", defaultValue = "4", description = "Search depth of both sides.")
    int depth;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the random 12-disc starts.")
    long seed;

    @Override
    public Integer call() {
        Variant variant = Variant.fromWireName(game);
        if (variant == null || matches < 1 || depth < 1 || depth > 20) {
            main.out().println("usage: match --game std|anti|grand|octagon|reversi --matches N --depth 1..20");
            return 2;
        }
        long start = System.nanoTime();
        EvalMatch.Result r = EvalMatch.play(variant, matches, depth, seed);
        main.out().printf("match %s depth %d: %d matches, eval wins %d, draws %d, losses %d; discs %d vs %d (%d s)%n",
                variant.wireName(), depth, matches, r.wins(), r.draws(), r.losses(), r.ourDiscs(), r.baseDiscs(),
                (System.nanoTime() - start) / 1_000_000_000L);
        return 0;
    }
}
