package dev.gamebots.othello.protocol;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.util.function.BooleanSupplier;

/**
 * Input that ends only when the test says so: its bytes, then a wait until {@code done} holds, then
 * end of input. The engine stops searching at end of input, so a test that wants every request of a
 * script searched as in a game keeps the input open until all answers are written, as a connector does.
 */
final class HeldOpenInput extends InputStream {

    private final ByteArrayInputStream bytes;
    private final BooleanSupplier done;

    HeldOpenInput(byte[] data, BooleanSupplier done) {
        this.bytes = new ByteArrayInputStream(data);
        this.done = done;
    }

    @Override
    public int read() {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) {
        int n = bytes.read(b, off, len);
        if (n > 0) {
            return n;
        }
        long giveUp = System.nanoTime() + 600_000_000_000L;
        while (!done.getAsBoolean() && System.nanoTime() < giveUp) {
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        return -1;
    }

    @Override
    public int available() {
        return bytes.available();
    }
}
