/**
 * GSTINs and GST state codes: the 15-character identity of a registered business (two digits of its
 * state, its PAN, an entity number, "Z", a check character) and the two-digit codes the GST system
 * gives India's states and union territories. Read by the server's configuration, the checkout's
 * optional GSTIN and the invoice's place of supply.
 */
export const gstStateCodes: Record<string, string> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

/** A state's GST code from its code ("29") or its name ("Karnataka", any case); undefined when neither. */
export function gstStateCode(value: string): string | undefined {
  const trimmed = value.trim();
  const padded = /^\d{1,2}$/.test(trimmed) ? trimmed.padStart(2, '0') : undefined;
  if (padded && gstStateCodes[padded]) return padded;
  const name = trimmed.toLowerCase();
  return Object.keys(gstStateCodes).find((code) => gstStateCodes[code]!.toLowerCase() === name);
}

const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of a GSTIN's first 14 characters (the GST system's base-36 weighted sum). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const product = CHARACTERS.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS[(36 - (sum % 36)) % 36]!;
}

/** Upper case, without spaces: what a traveller types ("29aaacy 1234…") as it is stored. */
export const normalizeGstin = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** A well-formed GSTIN of a known state whose check character is right. */
export function isValidGstin(value: string): boolean {
  return GSTIN_PATTERN.test(value) && gstStateCodes[value.slice(0, 2)] !== undefined && gstinCheckCharacter(value) === value[14];
}
