package dev.gamebots.othello.train;

import picocli.CommandLine;

/**
 * A range of disc counts, {@code LO-HI} on the command line of the diagnosis tools
 * ({@link ReferenceFitTool}, {@link LabelNoiseTool}): picocli converts it, so a malformed value is
 * refused as a usage error instead of failing inside the tool.
 */
record DiscRange(int lo, int hi) {

    /** picocli's converter for {@code --discs LO-HI}. */
    static final class Converter implements CommandLine.ITypeConverter<DiscRange> {
        @Override
        public DiscRange convert(String value) {
            String[] parts = value.split("-");
            try {
                if (parts.length == 2) {
                    int lo = Integer.parseInt(parts[0].trim());
                    int hi = Integer.parseInt(parts[1].trim());
                    if (lo <= hi) {
                        return new DiscRange(lo, hi);
                    }
                }
            } catch (NumberFormatException e) {
                // reported below
            }
            throw new CommandLine.TypeConversionException("expected LO-HI disc counts with LO <= HI, got '" + value + "'");
        }
    }
}
