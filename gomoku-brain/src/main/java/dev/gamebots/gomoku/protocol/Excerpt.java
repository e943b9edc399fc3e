package dev.gamebots.gomoku.protocol;

/**
 * The manager's text as quoted back in UNKNOWN / ERROR replies: at most {@link #MAX_CHARS}
 * characters, as sent (not upper-cased), with control and other non-printable characters (and
 * undecodable bytes) shown as {@code ?}, so a reply is one short printable line whatever came in.
 * A cut text ends with {@code ...} and says how long the original was.
 */
final class Excerpt {

    static final int MAX_CHARS = 40;

    private Excerpt() {
    }

    /** The quoted excerpt of {@code text}, whose full length was {@code lengthBytes} bytes. */
    static String quote(String text, long lengthBytes, boolean truncated) {
        StringBuilder sb = new StringBuilder(MAX_CHARS + 32).append('\'');
        int chars = 0;
        int i = 0;
        while (i < text.length() && chars < MAX_CHARS) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            sb.appendCodePoint(printable(cp) ? cp : '?');
            chars++;
        }
        boolean cut = truncated || i < text.length();
        sb.append(cut ? "...'" : "'");
        if (cut) {
            sb.append(" (").append(truncated ? lengthBytes : text.length()).append(truncated ? " bytes)" : " characters)");
        }
        return sb.toString();
    }

    /** The quoted excerpt of a text that was read whole. */
    static String quote(String text) {
        return quote(text, text.length(), false);
    }

    private static boolean printable(int cp) {
        if (cp == 0xFFFD || Character.isISOControl(cp)) {
            return false;
        }
        return switch (Character.getType(cp)) {
            case Character.FORMAT, Character.UNASSIGNED, Character.SURROGATE, Character.PRIVATE_USE,
                    Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR -> false;
            default -> true;
        };
    }
}
