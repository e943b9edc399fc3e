package dev.gamebots.gomoku.train;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * c-gomoku-cli's SGF as training records, on a real transcript: game 2 of the 2026-12-03 bar match
 * against Rapfi (docs/strength.md), written by c-gomoku-cli's {@code -sgf}. The record is checked
 * against the SGF's own letters and against a five found by a scan of the final board kept here;
 * games whose stated result is not the board's are skipped.
 */
class SgfGamesTest {

    private static final String HEAD = "(;FF[4]GM[4]GN[2]EV[ours x rapfi]DT[2026.12.03 21:09:30]RO[1.2]RU[0]SZ[20]PB[ours]PW[rapfi]";
    private static final String MOVES = """
            ;B[kk]C[opening move];W[lk]C[opening move];B[ln]C[opening move]
            ;W[km]C[4918ms];B[jn]C[4108ms];W[ko]C[4972ms];B[kn]C[3165ms];W[in]C[4972ms];B[ll]C[4144ms];W[mm]C[4973ms];B[lo]C[2678ms]
            ;W[lm]C[4972ms];B[jm]C[4170ms];W[il]C[4972ms];B[jl]C[3239ms];W[jk]C[4677ms];B[im]C[2577ms];W[hn]C[4972ms];B[lp]C[2542ms]
            ;W[mp]C[4973ms];B[kq]C[2528ms];W[om]C[112ms];B[nm]C[1ms];W[kp]C[173ms];B[lq]C[2400ms];W[lr]C[105ms];B[jr]C[823ms]
            ;W[mo]C[123ms];B[mn]C[224ms];W[nn]C[389ms];B[is]C[392ms];W[ht]C[441ms];B[iq]C[116ms];W[jq]C[125ms];B[hp]C[76ms]
            ;W[go]C[208ms];B[hs]C[31ms];W[gs]C[2099ms];B[ip]C[57ms];W[ir]C[9ms];B[fp]C[37ms];W[gp]C[20ms];B[gq]C[30ms]
            ;W[hr]C[316ms];B[ol]C[16ms];W[pk]C[121ms];B[fr]C[1ms];W[io]C[12ms];B[jo]C[1ms];W[jp]C[7ms];B[hq]C[1ms]
            ;W[gr]C[1ms];B[fq]C[2ms];W[eq]C[1ms];B[fo]C[1ms];W[fs]C[1ms];B[fn]C[0ms]""";
    private static final String LAST = ";B[fn]C[0ms]";

    private static String game(String result, String moves) {
        return HEAD + "RE[" + result + "]TE[Black win by five connection]\n" + moves + ")\n\n";
    }

    @Test
    void aRealTranscriptBecomesItsRecord() {
        SgfGames.Result r = SgfGames.parse(game("B+1", MOVES));
        assertEquals(1, r.games().size(), String.valueOf(r.firstSkipReason()));
        GameRecord g = r.games().get(0);
        assertEquals(0, g.rule());
        assertEquals(20, g.size());
        assertEquals(1, g.winner());
        assertEquals(3, g.opening());
        assertEquals(57, g.plies());
        assertTrue(!g.hasScores(), "no search scores: labels come from the result");
        // The letters, read here independently: a = 0, x first.
        String[] letters = MOVES.replaceAll("C\\[[^]]*]", "").replaceAll("[^a-z]", " ").trim().split("\\s+");
        assertEquals(g.plies(), letters.length);
        int[][] cells = new int[20][20];
        for (int k = 0; k < g.plies(); k++) {
            assertEquals(letters[k].charAt(0) - 'a', g.xs()[k], "x of move " + (k + 1));
            assertEquals(letters[k].charAt(1) - 'a', g.ys()[k], "y of move " + (k + 1));
            cells[g.xs()[k]][g.ys()[k]] = 1 + k % 2;
        }
        assertTrue(fiveThrough(cells, g.xs()[56], g.ys()[56], 1), "Black's last move makes five");
        assertEquals(g, GameRecord.parse(g.format()));
    }

    @Test
    void gamesWhoseResultIsNotTheBoardsAreSkipped() {
        String cut = MOVES.substring(0, MOVES.length() - LAST.length());
        String text = game("W+1", MOVES) // White said to win a game Black won with a five
                + game("B+1", cut) // a win without the five: lost on time or by a fault
                + game("B+1", MOVES.replace(";W[km]", ";W[kk]")) // a stone on a stone
                + game("B+1", MOVES.replace(";B[jn]C[4108ms]", ";W[jn]C[4108ms]")) // the same side twice
                + game("0", cut.substring(0, 200).replaceAll(";[^;]*$", "")) // a draw without a five: kept
                + game("0", MOVES) // a draw that has a five
                + game("B+1", MOVES); // kept
        SgfGames.Result r = SgfGames.parse(text);
        assertEquals(2, r.games().size());
        assertEquals(5, r.skipped());
        assertEquals(0, r.games().get(0).winner());
        assertEquals(1, r.games().get(1).winner());
        assertTrue(r.firstSkipReason().contains("not the board's"), r.firstSkipReason());
    }

    private static boolean fiveThrough(int[][] cells, int x, int y, int who) {
        for (int[] d : new int[][] {{1, 0}, {0, 1}, {1, 1}, {1, -1}}) {
            int run = 1;
            for (int s = -1; s <= 1; s += 2) {
                for (int cx = x + s * d[0], cy = y + s * d[1]; cx >= 0 && cy >= 0 && cx < 20 && cy < 20
                        && cells[cx][cy] == who; cx += s * d[0], cy += s * d[1]) {
                    run++;
                }
            }
            if (run >= 5) {
                return true;
            }
        }
        return false;
    }
}
