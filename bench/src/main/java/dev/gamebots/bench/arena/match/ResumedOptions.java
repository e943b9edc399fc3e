package dev.gamebots.bench.arena.match;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParseResult;

/**
 * What {@code --resume} takes from the run it continues: every option kept in the run's
 * {@code run.json} that the user did not type again (the engines, the seed, the game's settings,
 * the SPRT, the names, the number of units), added to the command line as if typed. An option
 * typed again with another value is left as typed, and UnitLog then refuses the run in one line.
 * So {@code arena gomoku --resume --out DIR} continues a run as it was started.
 *
 * <p>run.json's keys are the options' names with underscores ({@code turn_ms} is {@code --turn-ms});
 * the SPRT's four numbers are three options.
 */
public final class ResumedOptions {

    /** run.json's keys that are not their option's name: Othello's game mode is {@code --game}. */
    private static final Map<String, String> OPTION_OF_KEY = Map.of("game_mode", "--game");

    private ResumedOptions() {
    }

    /**
     * {@code args} with the options of the run they resume added; {@code args} as they are when
     * they resume nothing, do not parse, or name no readable run (the run itself then says why).
     * {@code probe} is a command line of the arena used for parsing only.
     */
    public static String[] complete(CommandLine probe, String... args) {
        ParseResult parsed;
        try {
            parsed = probe.parseArgs(args);
        } catch (CommandLine.ParameterException e) {
            return args;
        }
        while (parsed.hasSubcommand()) {
            parsed = parsed.subcommand();
        }
        if (!parsed.hasMatchedOption("--resume") || !parsed.hasMatchedOption("--out")) {
            return args;
        }
        JsonNode run;
        try {
            run = UnitLog.read(parsed.matchedOptionValue("--out", (Path) null));
        } catch (IOException | IllegalArgumentException e) {
            return args;
        }
        Map<String, String> untyped = new LinkedHashMap<>();
        addFields(run, parsed, untyped);
        if (run.get("settings") != null) {
            addFields(run.get("settings"), parsed, untyped);
        }
        JsonNode sprt = run.get("sprt");
        if (sprt != null && sprt.isArray() && sprt.size() == 4) {
            addIfUntyped(parsed, untyped, "--sprt", sprt.get(0).asText() + "," + sprt.get(1).asText());
            addIfUntyped(parsed, untyped, "--sprt-alpha", sprt.get(2).asText());
            addIfUntyped(parsed, untyped, "--sprt-beta", sprt.get(3).asText());
        }
        List<String> all = new ArrayList<>(List.of(args));
        untyped.forEach((option, value) -> {
            all.add(option);
            all.add(value);
        });
        return all.toArray(String[]::new);
    }

    /** The fields of {@code node} holding one value, each under its option's name. */
    private static void addFields(JsonNode node, ParseResult parsed, Map<String, String> untyped) {
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> field = it.next();
            if (field.getValue().isValueNode() && !field.getValue().isNull()) {
                String option = OPTION_OF_KEY.getOrDefault(field.getKey(), "--" + field.getKey().replace('_', '-'));
                addIfUntyped(parsed, untyped, option, field.getValue().asText());
            }
        }
    }

    /** Adds {@code option value} when the command has the option and the user did not type it. */
    private static void addIfUntyped(ParseResult parsed, Map<String, String> untyped, String option, String value) {
        CommandSpec command = parsed.commandSpec();
        if (command.findOption(option) != null && !parsed.hasMatchedOption(option)) {
            untyped.putIfAbsent(option, value);
        }
    }
}
