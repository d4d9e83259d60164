/**
 * Papers some destinations ask for beyond a photo ID. Requirements change; the guide
 * tells travellers to confirm with the operator, so these stay short and general.
 */
const permitRules: { pattern: RegExp; item: string }[] = [
  {
    pattern: /\b(ladakh|leh|nubra|pangong|tso moriri|hanle|turtuk|khardung ?la)\b/i,
    item: 'Inner Line Permit for Nubra, Pangong, Tso Moriri and other areas beyond Leh, plus several photocopies of your ID for the checkposts',
  },
  {
    pattern: /\b(arunachal|tawang|ziro|bomdila|dirang|sela pass)\b/i,
    item: 'Arunachal Pradesh Inner Line Permit (ILP) for Indian citizens; foreign nationals need a Protected Area Permit',
  },
  {
    pattern: /\b(sikkim|gangtok|pelling|lachung|lachen|gurudongmar|yumthang|nathu la|tsomgo|changu)\b/i,
    item: 'Sikkim permits for North Sikkim, Tsomgo Lake and Nathu La (arranged with an operator); foreign nationals need a Restricted Area Permit to enter Sikkim',
  },
  {
    pattern: /\b(nagaland|kohima|dzukou|mizoram|aizawl|manipur|imphal|loktak)\b/i,
    item: 'Inner Line Permit for Nagaland, Mizoram or Manipur (apply online before you travel)',
  },
  {
    pattern: /\b(lakshadweep|agatti|bangaram)\b/i,
    item: 'Lakshadweep entry permit, arranged through your operator before you travel',
  },
  {
    pattern: /\b(spiti|kinnaur)\b/i,
    item: 'Foreign nationals need an Inner Line Permit for the stretch along the border in Kinnaur and Spiti',
  },
  {
    pattern: /\b(kedarnath|badrinath|gangotri|yamunotri|char ?dham)\b/i,
    item: 'Char Dham Yatra registration with the Uttarakhand government (mandatory; carry the printout or the QR code)',
  },
  {
    pattern: /\bamarnath\b/i,
    item: 'Amarnath Yatra registration and the compulsory health certificate',
  },
  {
    pattern: /\b(vaishno devi|katra)\b/i,
    item: 'Vaishno Devi yatra registration (the RFID card is issued at Katra)',
  },
];

/** Permits and registrations that the location or title calls for, in a fixed order. */
export function permitsFor(location: string, title: string): string[] {
  const text = `${location} ${title}`;
  return permitRules.filter((rule) => rule.pattern.test(text)).map((rule) => rule.item);
}
