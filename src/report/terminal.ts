// Text from a server, a hook or a model made safe to print on a terminal: escape sequences (CSI,
// OSC such as a clipboard write, DCS and the other strings) are removed whole, and any other
// control character (BEL, backspace, a carriage return that would overwrite the line, C1 codes)
// becomes U+FFFD, so that what it tried is visible but does nothing. Newlines and tabs stay.

// ESC or C1 CSI, then parameters and one final byte; ESC or C1 OSC/DCS/SOS/PM/APC, then anything
// up to BEL, ST (ESC \ or C1 ST) or the line's end; ESC and one more character (a reset).
const SEQUENCE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /(?:\x1b\[|\x9b)[\x20-\x3f]*[\x40-\x7e]?|(?:\x1b[\]P^_X]|[\x90\x98\x9d-\x9f])[^\x07\x1b\x9c\n]*(?:\x07|\x1b\\|\x9c)?|\x1b[\x20-\x7e]?/g;
// Every C0 control but \t and \n (a \r before \n is gone by then), DEL and C1.
// eslint-disable-next-line no-control-regex -- as above
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/g;
// What a text must hold for either to change it: one scan for the usual clean text.
// eslint-disable-next-line no-control-regex -- as above
const ANY = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;

export function terminalSafe(text: string): string {
  if (!ANY.test(text)) return text;
  return text.replace(SEQUENCE, '').replace(/\r\n/g, '\n').replace(CONTROL, '\ufffd');
}
