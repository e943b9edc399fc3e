package dev.gamebots.gomoku.rules;

/**
 * The point numbering of a {@code width x height} gomoku board: a padded array where point
 * {@code (x, y)} is {@code (y + PAD) * stride + (x + PAD)} with {@code stride = width + PAD}. The
 * {@link #PAD} padding columns are shared by neighbouring rows and {@link #PAD} padding rows sit above
 * and below, so a walk of up to {@code PAD} steps in any of the four directions from a board point
 * stays inside the array and needs no bounds check; the padded index is also the move number.
 *
 * <p>Immutable. The board and its trackers copy {@link #stride}, {@link #length} and {@link #step}
 * into final fields of their own, so the inner loops read them without going through this object.
 */
final class BoardGeometry {

    static final int MIN_SIZE = 5;
    static final int MAX_SIZE = 32;
    /** Padding around the board: the reach of a line key ({@link LineTable#HALF} neighbours a side). */
    static final int PAD = LineTable.HALF;
    /** Directions of a line: 0 horizontal, 1 vertical, 2 diagonal, 3 anti-diagonal. */
    static final int DIRECTIONS = 4;

    final int width;
    final int height;
    final int stride;
    /** Size of the padded array: every point (move number) is below it. */
    final int length;
    /** Index step of each direction. */
    final int[] step;

    BoardGeometry(int width, int height) {
        if (width < MIN_SIZE || height < MIN_SIZE || width > MAX_SIZE || height > MAX_SIZE) {
            throw new IllegalArgumentException("board size must be within " + MIN_SIZE + ".." + MAX_SIZE
                    + ": " + width + "x" + height);
        }
        this.width = width;
        this.height = height;
        this.stride = width + PAD;
        // One padding row more than PAD below: the diagonal walk from the last point stays inside.
        this.length = (height + 2 * PAD + 1) * stride;
        this.step = new int[] {1, stride, stride + 1, stride - 1};
    }

    /** The point of board coordinates; no range check. */
    int index(int x, int y) {
        return (y + PAD) * stride + x + PAD;
    }

    int x(int point) {
        return point % stride - PAD;
    }

    int y(int point) {
        return point / stride - PAD;
    }

    /** True when {@code (x, y)} is on the board. */
    boolean onBoard(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height;
    }

    /** True when {@code point} is a point of the board (not padding, not outside the array). */
    boolean isBoardPoint(int point) {
        return point >= 0 && point < length && onBoard(x(point), y(point));
    }
}
