package dev.gamebots.bench.arena.fakes;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Random;

/**
 * An NBoard engine for tests with its own minimal 8x8 Othello rules: reads {@code set game} (GGF:
 * the BO[] board and the B[]/W[] moves), answers {@code go} with {@code === XX/0.00/0.0} (first or
 * random legal move; PA if none) after {@code status thinking} and {@code nodestats N 0.0} (N: the
 * legal moves it counted), {@code ping n} with {@code pong n}, and chatters status lines. With
 * {@code hint} it answers {@code hint n} as NBoard's protocol says: {@code status analysing}, a
 * {@code search} line of every legal move at depth 1 with eval 0.00, then again at depth 2 with eval
 * (discs it flips) + (square index) / 100 (so c5 after d3 is 1.34), then an empty {@code status};
 * otherwise it ignores hint, as engines that do not know it.
 * Usage: {@code FakeNBoardEngine first|random SEED|hint}.
 */
public final class FakeNBoardEngine {

    private final int[] cells = new int[64]; // 0 empty, 1 black, 2 white
    private int toMove = 1;

    private FakeNBoardEngine() {
    }

    public static void main(String[] args) throws IOException {
        boolean random = args.length > 0 && args[0].equals("random");
        boolean hints = args.length > 0 && args[0].equals("hint");
        Random rng = new Random(args.length > 1 ? Long.parseLong(args[1]) : 0);
        FakeNBoardEngine e = new FakeNBoardEngine();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line;
        while ((line = in.readLine()) != null) {
            line = line.trim();
            if (line.startsWith("set game ")) {
                e.load(line.substring(9));
            } else if (line.startsWith("ping ")) {
                say("pong " + line.substring(5).trim());
            } else if (line.equals("go")) {
                say("status thinking");
                int count = 0;
                int chosen = -1;
                for (int sq = 0; sq < 64; sq++) {
                    if (e.flips(sq, e.toMove, false) > 0) {
                        count++;
                        if (chosen < 0 || random && rng.nextInt(count) == 0) {
                            chosen = sq;
                        }
                    }
                }
                say("nodestats " + count + " 0.0"); // "nodes": the legal moves it looked at
                say("=== " + (chosen < 0 ? "PA" : "" + (char) ('A' + chosen % 8) + (chosen / 8 + 1)) + "/0.00/0.0");
                say("status waiting");
            } else if (hints && line.startsWith("hint")) {
                say("status analysing");
                for (int depth = 1; depth <= 2; depth++) {
                    for (int sq = 0; sq < 64; sq++) {
                        int flips = e.flips(sq, e.toMove, false);
                        if (flips > 0) {
                            double eval = depth == 1 ? 0 : flips + sq / 100.0;
                            say(String.format(java.util.Locale.ROOT, "search %s %.2f 0 %d", name(sq), eval, depth));
                        }
                    }
                }
                say("status");
            } else if (line.equals("quit")) {
                return;
            }
        }
    }

    private void load(String ggf) {
        int bo = ggf.indexOf("BO[8 ");
        String board = ggf.substring(bo + 5, bo + 5 + 64);
        for (int i = 0; i < 64; i++) {
            char c = board.charAt(i);
            cells[i] = c == '*' ? 1 : c == 'O' ? 2 : 0;
        }
        toMove = ggf.charAt(bo + 5 + 65) == '*' ? 1 : 2;
        int pos = ggf.indexOf(']', bo) + 1;
        while (pos < ggf.length()) {
            char c = ggf.charAt(pos);
            if ((c == 'B' || c == 'W') && pos + 1 < ggf.length() && ggf.charAt(pos + 1) == '[') {
                int end = ggf.indexOf(']', pos);
                String mv = ggf.substring(pos + 2, end).toLowerCase();
                int color = c == 'B' ? 1 : 2;
                if (!mv.startsWith("pa")) {
                    int sq = (mv.charAt(1) - '1') * 8 + (mv.charAt(0) - 'a');
                    flips(sq, color, true);
                    cells[sq] = color;
                }
                toMove = 3 - color;
                pos = end + 1;
            } else {
                pos++;
            }
        }
    }

    private int flips(int sq, int color, boolean apply) {
        if (cells[sq] != 0) {
            return 0;
        }
        int total = 0;
        for (int dr = -1; dr <= 1; dr++) {
            for (int dc = -1; dc <= 1; dc++) {
                if (dr == 0 && dc == 0) {
                    continue;
                }
                int r = sq / 8 + dr;
                int c = sq % 8 + dc;
                int n = 0;
                while (r >= 0 && r < 8 && c >= 0 && c < 8 && cells[r * 8 + c] == 3 - color) {
                    r += dr;
                    c += dc;
                    n++;
                }
                if (n > 0 && r >= 0 && r < 8 && c >= 0 && c < 8 && cells[r * 8 + c] == color) {
                    total += n;
                    for (int k = 1; apply && k <= n; k++) {
                        cells[(sq / 8 + k * dr) * 8 + sq % 8 + k * dc] = color;
                    }
                }
            }
        }
        return total;
    }

    private static String name(int sq) {
        return "" + (char) ('A' + sq % 8) + (sq / 8 + 1);
    }

    private static void say(String s) {
        System.out.println(s);
        System.out.flush();
    }
}
