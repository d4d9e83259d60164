// The limits of each traveller's name and age, without zod, shared by the server's schema and the
// web app's booking form.

/** As long as a booking's full name may be. */
export const TRAVELLER_NAME_MAX = 120;
/** Ages are whole years from 0 (an infant on a parent's lap) to this. */
export const TRAVELLER_AGE_MAX = 120;

/** Tab, newline and the other C0 controls, DEL, the C1 controls, and the marks that reorder text on screen (bidi overrides). */
function isControl(code: number): boolean {
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

/** Whether a name holds a character that would garble a printed manifest, a CSV or a permit form. */
export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) if (isControl(value.charCodeAt(i))) return true;
  return false;
}
