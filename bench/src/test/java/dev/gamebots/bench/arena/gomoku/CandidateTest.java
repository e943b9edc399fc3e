package dev.gamebots.bench.arena.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Candidates read from gomoku-brain's lines as it printed them (a YXNBEST 3 and an analysis, 20x20). */
class CandidateTest {

    /** "rank x,y score depth D pv x,y ..." */
    private static String text(Candidate c) {
        return c.rank() + " " + c.x() + "," + c.y() + " " + c.score() + " depth " + c.depth() + " pv "
                + c.pv().stream().map(p -> p[0] + "," + p[1]).collect(Collectors.joining(" "));
    }

    @Test
    void anNBestLineIsOneRankedCandidate() {
        assertEquals("2 6,6 -273 depth 12 pv 6,6 5,7 8,7 6,8",
                text(Candidate.ofNBest("NBEST 2 6,6 score -273 depth 12 pv 6,6 5,7 8,7 6,8")));
        assertEquals("1 10,3 win+1@3 depth 5 pv 10,3 9,3 11,3",
                text(Candidate.ofNBest("MESSAGE NBEST 1 10,3 score win+1@3 depth 5 pv 10,3 9,3 11,3")));
        assertEquals("1 10,3 +5 depth 1 pv 10,3", text(Candidate.ofNBest("NBEST 1 10,3 score +5 depth 1")),
                "no pv: the move alone");
    }

    @Test
    void aDebugLineIsTheBestLineSoFar() {
        assertEquals("1 12,6 +309 depth 16 pv 12,6 13,6 12,7", text(Candidate.ofDebug(
                "DEBUG depth 16 score +309 nodes 625506 nps 104747 time 5971 ms pv 12,6 13,6 12,7")));
    }

    @Test
    void otherLinesAreNoCandidates() {
        assertNull(Candidate.ofNBest("search: depth 12, score -272, nodes 137986, 1633 ms, 84498 n/s, pv 11,5 13,6"));
        assertNull(Candidate.ofNBest("NBEST 1 x,y score +5 depth 1"));
        assertNull(Candidate.ofDebug("DEBUG depth 3"));
        assertNull(Candidate.ofDebug("DEBUG depth 1 score -147 nodes 4 nps 6294 time 0 ms"), "no pv");
        assertNull(Candidate.ofDebug("NBEST 1 7,7 score -147 depth 1 pv 7,7"));
    }
}
