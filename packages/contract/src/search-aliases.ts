/**
 * Names of one place that travellers use interchangeably: old and new names, spellings, short
 * forms. A search for any of them finds tours that use another (decision 026). Lower case; a
 * name of several words is matched as those words in that order. One list, read by the server's
 * search and suggestions.
 */
const placeAliases: ReadonlyArray<readonly string[]> = [
  ['mysore', 'mysuru'],
  ['aurangabad', 'chhatrapati sambhajinagar', 'sambhajinagar'],
  ['alleppey', 'alappuzha'],
  ['cherrapunji', 'cherrapunjee', 'sohra'],
  ['bangalore', 'bengaluru'],
  ['bombay', 'mumbai'],
  ['banaras', 'benares', 'varanasi', 'kashi'],
  ['pondy', 'pondicherry', 'puducherry'],
  ['calcutta', 'kolkata'],
  ['madras', 'chennai'],
  ['gurgaon', 'gurugram'],
  ['trivandrum', 'thiruvananthapuram'],
  ['cochin', 'kochi'],
  ['baroda', 'vadodara'],
  ['poona', 'pune'],
  ['simla', 'shimla'],
  ['ooty', 'udhagamandalam', 'ootacamund'],
  ['mangalore', 'mangaluru'],
  ['calicut', 'kozhikode'],
  ['allahabad', 'prayagraj'],
  ['tanjore', 'thanjavur'],
  ['mahabalipuram', 'mamallapuram'],
  ['kanyakumari', 'cape comorin'],
  ['vizag', 'visakhapatnam', 'vishakhapatnam'],
  ['belgaum', 'belagavi'],
  ['hubli', 'hubballi'],
  ['gauhati', 'guwahati'],
  ['orissa', 'odisha'],
  ['uttaranchal', 'uttarakhand'],
  ['hardwar', 'haridwar'],
  ['hrishikesh', 'rishikesh'],
  ['darjiling', 'darjeeling'],
  ['cawnpore', 'kanpur'],
  ['tuticorin', 'thoothukudi'],
  ['quilon', 'kollam'],
  ['trichy', 'tiruchirappalli'],
  ['coorg', 'kodagu'],
  ['bodhgaya', 'bodh gaya'],
  ['mcleodganj', 'mcleod ganj'],
];

/** Every name of the place `name` (lower case, words separated by one space) names, itself included; empty when it has no other. */
export function aliasesOf(name: string): readonly string[] {
  return placeAliases.find((group) => group.includes(name)) ?? [];
}

/** The most words any alias has: how far a search looks ahead for one. */
export const LONGEST_ALIAS_WORDS = Math.max(...placeAliases.flat().map((name) => name.split(' ').length));
