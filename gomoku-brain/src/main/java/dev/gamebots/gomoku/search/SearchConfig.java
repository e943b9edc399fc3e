package dev.gamebots.gomoku.search;

/**
 * Settings of {@link GomokuSearcher} (the search options measured in docs/gomoku.md).
 *
 * @param useVct           run the VCT solver at the root
 * @param vctTimeShare     share of the soft time the root VCT may use (0..1)
 * @param maxWidth         most moves searched at an interior node (ordered by score)
 * @param quiescenceFours  most consecutive own fours examined beyond the horizon
 * @param nullMove         null-move pruning when nothing threatens
 * @param futility         skip quiet moves near the horizon when far below alpha
 * @param moveCountPruning skip late quiet moves near the horizon
 * @param lmrDivisor       late-move reduction ln(d)*ln(i)/divisor; 0 = the simple one-ply rule
 * @param horizonDefence   at the horizon, search the defences against an open three
 * @param ownWeight        percent weight of the side to move's point values in the evaluation
 * @param oppWeight        percent weight of the opponent's point values
 * @param softScale        the soft deadline (no new iteration after it) scaled from the move's
 *                         start, capped at the hard deadline; 1 = the time planner's
 * @param forcedExtension  the block of a four costs no depth (else one ply, like any move)
 * @param reduceThrees     late-move reductions also for moves that make or block an open three (not fours)
 */
public record SearchConfig(boolean useVct, double vctTimeShare, int maxWidth, int quiescenceFours, boolean nullMove,
                           boolean futility, boolean moveCountPruning, double lmrDivisor, boolean horizonDefence,
                           int ownWeight, int oppWeight, double softScale, boolean forcedExtension,
                           boolean reduceThrees) {

    public static SearchConfig defaults() {
        return new SearchConfig(true, 0.15, 12, 4, false, false, true, 2.0, true, 100, 30, 1.0, true, false);
    }

    /** This config with settings from "key=value,key=value" (names of the record components). */
    public SearchConfig with(String spec) {
        SearchConfig c = this;
        if (spec == null || spec.isBlank()) {
            return c;
        }
        for (String kv : spec.split(",")) {
            String[] f = kv.split("=", 2);
            String k = f[0].strip();
            String v = f.length > 1 ? f[1].strip() : "true";
            c = switch (k) {
                case "useVct" -> new SearchConfig(Boolean.parseBoolean(v), c.vctTimeShare, c.maxWidth, c.quiescenceFours,
                        c.nullMove, c.futility, c.moveCountPruning, c.lmrDivisor, c.horizonDefence, c.ownWeight, c.oppWeight, c.softScale, c.forcedExtension, c.reduceThrees);
                case "vctTimeShare" -> new SearchConfig(c.useVct, Double.parseDouble(v), c.maxWidth, c.quiescenceFours,
                        c.nullMove, c.futility, c.moveCountPruning, c.lmrDivisor, c.horizonDefence, c.ownWeight, c.oppWeight, c.softScale, c.forcedExtension, c.reduceThrees);
                case "maxWidth" -> new SearchConfig(c.useVct, c.vctTimeShare, Integer.parseInt(v), c.quiescenceFours,
                        c.nullMove, c.futility, c.moveCountPruning, c.lmrDivisor, c.horizonDefence, c.ownWeight, c.oppWeight, c.softScale, c.forcedExtension, c.reduceThrees);
                case "quiescenceFours" -> new SearchConfig(c.useVct, c.vctTimeShare, c.maxWidth, Integer.parseInt(v),
                        c.nullMove, c.futility, c.moveCountPruning, c.lmrDivisor, c.horizonDefence, c.ownWeight, c.oppWeight, c.softScale, c.forcedExtension, c.reduceThrees);
                case "nullMove" -> new SearchConfig(c.useVct, c.vctTimeShare, c.maxWidth, c.quiescenceFours,
                        Boolean.parseBoolean(v), c.futility, c.moveCountPruning, c.lmrDivisor, c.horizonDefence, c.ownWeight, c.oppWeight, c.softScale, c.forcedExtension, c.reduceThrees);
                case "futility" -> new SearchConfig(c.useVct, c.vctTimeShare, c.maxWidth, c.quiescenceFours,
                        c.nullMove, Boolean.parseBoolean(v), c.moveCountPruning, c.lmrDivisor, c.horizonDefence, c.ownWeight, c.oppWeight, c.softScale, c.forcedExtension, c.reduceThrees);
                case "moveCountPruning" -> new SearchConfig(c.useVct, c.vctTimeShare, c.maxWidth, c.quiescenceFours,
                        c.nullMove, c.futility, Boolean.parseBoolean(v), c.lmrDivisor, c.horizonDefence, c.ownWeight, c.oppWeight, c.softScale, c.forcedExtension, c.reduceThrees);
                case "lmrDivisor" -> new SearchConfig(c.useVct, c.vctTimeShare, c.maxWidth, c.quiescenceFours,
                        c.nullMove, c.futility, c.moveCountPruning, Double.parseDouble(v), c.horizonDefence, c.ownWeight, c.oppWeight, c.softScale, c.forcedExtension, c.reduceThrees);
                case "horizonDefence" -> new SearchConfig(c.useVct, c.vctTimeShare, c.maxWidth, c.quiescenceFours,
                        c.nullMove, c.futility, c.moveCountPruning, c.lmrDivisor, Boolean.parseBoolean(v),
                        c.ownWeight, c.oppWeight, c.softScale, c.forcedExtension, c.reduceThrees);
                case "ownWeight" -> new SearchConfig(c.useVct, c.vctTimeShare, c.maxWidth, c.quiescenceFours,
                        c.nullMove, c.futility, c.moveCountPruning, c.lmrDivisor, c.horizonDefence,
                        Integer.parseInt(v), c.oppWeight, c.softScale, c.forcedExtension, c.reduceThrees);
                case "oppWeight" -> new SearchConfig(c.useVct, c.vctTimeShare, c.maxWidth, c.quiescenceFours,
                        c.nullMove, c.futility, c.moveCountPruning, c.lmrDivisor, c.horizonDefence,
                        c.ownWeight, Integer.parseInt(v), c.softScale, c.forcedExtension, c.reduceThrees);
                case "softScale" -> new SearchConfig(c.useVct, c.vctTimeShare, c.maxWidth, c.quiescenceFours,
                        c.nullMove, c.futility, c.moveCountPruning, c.lmrDivisor, c.horizonDefence,
                        c.ownWeight, c.oppWeight, Double.parseDouble(v), c.forcedExtension, c.reduceThrees);
                case "forcedExtension" -> new SearchConfig(c.useVct, c.vctTimeShare, c.maxWidth, c.quiescenceFours,
                        c.nullMove, c.futility, c.moveCountPruning, c.lmrDivisor, c.horizonDefence,
                        c.ownWeight, c.oppWeight, c.softScale, Boolean.parseBoolean(v), c.reduceThrees);
                case "reduceThrees" -> new SearchConfig(c.useVct, c.vctTimeShare, c.maxWidth, c.quiescenceFours,
                        c.nullMove, c.futility, c.moveCountPruning, c.lmrDivisor, c.horizonDefence,
                        c.ownWeight, c.oppWeight, c.softScale, c.forcedExtension, Boolean.parseBoolean(v));
                default -> throw new IllegalArgumentException("unknown search setting '" + k + "'");
            };
        }
        return c;
    }
}
