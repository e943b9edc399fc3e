package dev.gamebots.bench.arena.tune;

import picocli.CommandLine.ITypeConverter;

/**
 * One tuned number as fishtest's SPSA takes it: its name (as the engine's setting), start value,
 * range, the perturbation it ends with ({@code cEnd}) and the learning rate it ends with
 * ({@code rEnd}, so that the last step is {@code rEnd * cEnd} per unit of game result). Values
 * reach the engine rounded to integers: {@code cEnd} should be at least 1 so that the two engines
 * of a pair differ.
 */
public record SpsaParameter(String name, double start, double min, double max, double cEnd, double rEnd) {

    public SpsaParameter {
        if (!name.matches("[A-Za-z_][A-Za-z0-9_.]*")) {
            throw new IllegalArgumentException("parameter name '" + name + "' is not a setting name");
        }
        if (!(min <= start && start <= max)) {
            throw new IllegalArgumentException("parameter " + name + ": start " + start + " outside [" + min + ", " + max + "]");
        }
        if (!(cEnd > 0) || !(rEnd > 0)) {
            throw new IllegalArgumentException("parameter " + name + ": c_end and r_end must be positive");
        }
    }

    /** {@code --param name,start,min,max,c_end,r_end} (fishtest's SPSA line). */
    public static final class Converter implements ITypeConverter<SpsaParameter> {
        @Override
        public SpsaParameter convert(String value) {
            String[] f = value.split(",");
            if (f.length != 6) {
                throw new IllegalArgumentException("--param takes name,start,min,max,c_end,r_end: '" + value + "'");
            }
            try {
                return new SpsaParameter(f[0].strip(), Double.parseDouble(f[1]), Double.parseDouble(f[2]),
                        Double.parseDouble(f[3]), Double.parseDouble(f[4]), Double.parseDouble(f[5]));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--param '" + value + "': " + e.getMessage());
            }
        }
    }

    /** The value as the engine gets it. */
    static long engineValue(double value) {
        return Math.round(value);
    }

    double clamp(double value) {
        return Math.max(min, Math.min(max, value));
    }
}
