import dev.gamebots.gomoku.eval.PatternModel;
import dev.gamebots.gomoku.rules.PatternCode;
import dev.gamebots.gomoku.rules.Threat;
import java.nio.file.*;
import java.io.*;

/** Screen: the renju black table (2) with every code renju forbids black (FORBID class) set to VALUE. */
public class ForbidZero {
    public static void main(String[] a) throws Exception {
        PatternModel m = PatternModel.read(Path.of(a[0]));
        short v = Short.parseShort(a[2]);
        short[] black = m.values(2);
        int n = 0; long before = 0;
        for (int c = 0; c < PatternCode.COUNT; c++) {
            if (PatternCode.threat(c, true) == Threat.FORBID) { before += black[c]; black[c] = v; n++; }
        }
        try (OutputStream o = Files.newOutputStream(Path.of(a[1]))) { m.write(o); }
        System.err.printf("%d codes set to %d (their mean was %.1f)%n", n, v, before / (double) n);
    }
}
