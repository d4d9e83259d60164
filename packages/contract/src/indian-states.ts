/**
 * India's states and union territories, and the one rule that reads which of them a tour's
 * free-text location is in. The server stores the answer on each tour (so a filter by state is
 * an index lookup) and the web app offers the same names in its filter, so both read it from here.
 */
export const indianStates = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;
export type IndianState = (typeof indianStates)[number];

/** Other names people write for a state, lower case: old names, short forms, the parts of long ones. */
const stateAliases: ReadonlyArray<readonly [string, IndianState]> = [
  ['orissa', 'Odisha'],
  ['pondicherry', 'Puducherry'],
  ['uttaranchal', 'Uttarakhand'],
  ['kashmir', 'Jammu and Kashmir'],
  ['j and k', 'Jammu and Kashmir'],
  ['andaman', 'Andaman and Nicobar Islands'],
  ['nicobar', 'Andaman and Nicobar Islands'],
  ['daman', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['diu', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['dadra', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['new delhi', 'Delhi'],
];

/** Well-known places, for a location that names no state ("Munnar", "Leh"). Lower case. */
const placeStates: ReadonlyArray<readonly [string, IndianState]> = [
  ['jaipur', 'Rajasthan'], ['udaipur', 'Rajasthan'], ['jodhpur', 'Rajasthan'], ['jaisalmer', 'Rajasthan'], ['pushkar', 'Rajasthan'],
  ['agra', 'Uttar Pradesh'], ['varanasi', 'Uttar Pradesh'], ['ayodhya', 'Uttar Pradesh'], ['mathura', 'Uttar Pradesh'],
  ['rishikesh', 'Uttarakhand'], ['haridwar', 'Uttarakhand'], ['kedarnath', 'Uttarakhand'], ['badrinath', 'Uttarakhand'], ['nainital', 'Uttarakhand'],
  ['manali', 'Himachal Pradesh'], ['shimla', 'Himachal Pradesh'], ['dharamshala', 'Himachal Pradesh'], ['spiti', 'Himachal Pradesh'],
  ['leh', 'Ladakh'], ['nubra', 'Ladakh'], ['pangong', 'Ladakh'], ['zanskar', 'Ladakh'],
  ['srinagar', 'Jammu and Kashmir'], ['gulmarg', 'Jammu and Kashmir'], ['pahalgam', 'Jammu and Kashmir'],
  ['amritsar', 'Punjab'], ['mumbai', 'Maharashtra'], ['pune', 'Maharashtra'], ['ajanta', 'Maharashtra'], ['ellora', 'Maharashtra'],
  ['kutch', 'Gujarat'], ['dwarka', 'Gujarat'], ['khajuraho', 'Madhya Pradesh'], ['ujjain', 'Madhya Pradesh'],
  ['kolkata', 'West Bengal'], ['darjeeling', 'West Bengal'], ['sundarbans', 'West Bengal'], ['puri', 'Odisha'], ['konark', 'Odisha'],
  ['bodh gaya', 'Bihar'], ['gangtok', 'Sikkim'], ['shillong', 'Meghalaya'], ['cherrapunji', 'Meghalaya'], ['kaziranga', 'Assam'],
  ['tawang', 'Arunachal Pradesh'], ['hyderabad', 'Telangana'], ['hampi', 'Karnataka'], ['mysuru', 'Karnataka'], ['mysore', 'Karnataka'],
  ['coorg', 'Karnataka'], ['bengaluru', 'Karnataka'], ['munnar', 'Kerala'], ['alleppey', 'Kerala'], ['alappuzha', 'Kerala'], ['kochi', 'Kerala'],
  ['chennai', 'Tamil Nadu'], ['madurai', 'Tamil Nadu'], ['ooty', 'Tamil Nadu'], ['tirupati', 'Andhra Pradesh'], ['havelock', 'Andaman and Nicobar Islands'],
];

/**
 * The patterns the rule matches, in tiers: state names and their aliases first, places only
 * when no state is named (so "Leh Palace Walk, Rajasthan" reads as Rajasthan). The migration
 * that added tours.state backfills with exactly these rows (a test compares them).
 */
export const stateMatchRules: ReadonlyArray<{ pattern: string; state: IndianState; tier: 1 | 2 }> = [
  ...indianStates.map((state) => ({ pattern: normalizeLocation(state), state, tier: 1 as const })),
  ...stateAliases.map(([pattern, state]) => ({ pattern, state, tier: 1 as const })),
  ...placeStates.map(([pattern, state]) => ({ pattern, state, tier: 2 as const })),
];

/** Lower case, "&" read as "and": "J&K" and "Jammu & Kashmir" match like the full names. */
function normalizeLocation(text: string): string {
  return text.toLowerCase().replaceAll('&', ' and ').replace(/\s+/g, ' ').trim();
}

/** Where the last whole-word occurrence of `word` ends in `text`, or -1. */
function lastWholeWordEnd(text: string, word: string): number {
  let end = -1;
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    const before = at === 0 ? '' : text[at - 1]!;
    const after = text[at + word.length] ?? '';
    if (!/[a-z0-9_]/.test(before) && !/[a-z0-9_]/.test(after)) end = at + word.length;
  }
  return end;
}

/**
 * The state or union territory a location is in, or null when it names none we know. Locations
 * read "Place, State", so among several matches the one that ends last wins (the longer name on
 * a tie: "Dadra and Nagar Haveli and Daman and Diu" over "Diu").
 */
export function stateOfLocation(location: string): IndianState | null {
  const text = normalizeLocation(location);
  for (const tier of [1, 2] as const) {
    let best: { end: number; length: number; state: IndianState } | undefined;
    for (const rule of stateMatchRules) {
      if (rule.tier !== tier) continue;
      const end = lastWholeWordEnd(text, rule.pattern);
      if (end === -1) continue;
      if (!best || end > best.end || (end === best.end && rule.pattern.length > best.length)) best = { end, length: rule.pattern.length, state: rule.state };
    }
    if (best) return best.state;
  }
  return null;
}
