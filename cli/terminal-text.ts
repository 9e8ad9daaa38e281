/**
 * Text from a bundle or a server, made safe to print: a terminal acts on escape sequences
 * (retitling the window, clearing the screen, moving the cursor, writing to the clipboard), so
 * anything a bundle's author or a site could put in a message must lose them before it is shown.
 */

// Whole sequences first, so their parameters (an OSC's title text) do not remain as litter:
// OSC (ESC ] … BEL or ST), DCS/SOS/PM/APC strings (ESC P/X/^/_ … ST), CSI (ESC [ …), the
// one-byte C1 forms of CSI and OSC, and any other two- or three-byte ESC sequence.
const SEQUENCES =
  /\x1b\][^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?|\x1b[PX^_][^\x1b\x9c]*(?:\x1b\\|\x9c)?|\x1b\[[0-?]*[ -/]*[@-~]?|\x9b[0-?]*[ -/]*[@-~]?|\x9d[^\x07\x9c]*[\x07\x9c]?|\x1b[ -/]*[0-~]?/g;

// What is left: C0 controls but newline and tab, DEL, and C1 controls.
const CONTROLS = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/g;

/** `text` without control characters (C0 but \n and \t, DEL, C1) or escape sequences. */
export function terminalSafe(text: string): string {
  return text.replace(SEQUENCES, "").replace(CONTROLS, "");
}
