package dev.gamebots.gomoku.session;

import java.util.List;

/** Answer to a SWAP2BOARD command: either a swap or one or more stones ({x, y} each). */
public record Swap2Answer(boolean swap, List<int[]> moves) {
}
