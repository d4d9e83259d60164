/**
 * The schema.org types the public tour page writes as JSON-LD and the properties each defines
 * (its own and those it inherits), as https://schema.org lists them (schema.org 29, the types'
 * pages: Thing, Intangible, Trip, TouristTrip, Product, Offer, Rating, AggregateRating, ItemList,
 * ListItem, Organization). Only the properties a check may meet are listed with each type's
 * own; a property outside these is not schema.org's for that type and fails the check.
 */
const thing = ['additionalType', 'alternateName', 'description', 'disambiguatingDescription', 'identifier', 'image', 'mainEntityOfPage', 'name', 'potentialAction', 'sameAs', 'subjectOf', 'url'];

const properties: Record<string, string[]> = {
  TouristTrip: [...thing, 'arrivalTime', 'departureTime', 'itinerary', 'offers', 'partOfTrip', 'provider', 'subTrip', 'tripOrigin', 'touristType'],
  Product: [...thing, 'aggregateRating', 'brand', 'category', 'color', 'gtin', 'isRelatedTo', 'isSimilarTo', 'logo', 'manufacturer', 'model', 'offers', 'productID', 'review', 'sku', 'slogan', 'weight'],
  Offer: [...thing, 'availability', 'availabilityEnds', 'availabilityStarts', 'category', 'itemOffered', 'price', 'priceCurrency', 'priceValidUntil', 'seller', 'validFrom', 'validThrough'],
  AggregateRating: [...thing, 'bestRating', 'itemReviewed', 'ratingCount', 'ratingExplanation', 'ratingValue', 'reviewAspect', 'reviewCount', 'worstRating'],
  ItemList: [...thing, 'itemListElement', 'itemListOrder', 'numberOfItems'],
  ListItem: [...thing, 'item', 'nextItem', 'position', 'previousItem'],
  Organization: [...thing, 'address', 'email', 'legalName', 'logo', 'telephone'],
};

/** Values schema.org's ItemAvailability enumeration takes (the ones an offer for seats can be). */
export const itemAvailability = ['https://schema.org/InStock', 'https://schema.org/LimitedAvailability', 'https://schema.org/SoldOut', 'https://schema.org/PreOrder'];

/**
 * Every property of every node, checked against what its @type (every type of a multi-typed
 * node counts) defines; answers the problems found, as "Offer.prices is not a property of Offer".
 */
export function schemaOrgProblems(node: unknown, path = 'root'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => schemaOrgProblems(item, `${path}[${index}]`));
  if (node === null || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const typeField = record['@type'];
  if (typeField === undefined) return [`${path} has no @type`];
  const types = Array.isArray(typeField) ? (typeField as string[]) : [typeField as string];
  const problems = types.filter((type) => !properties[type]).map((type) => `${path}: ${type} is not a type this check knows`);
  for (const [key, value] of Object.entries(record)) {
    if (key.startsWith('@')) continue;
    if (!types.some((type) => properties[type]?.includes(key))) problems.push(`${path}.${key} is not a property of ${types.join(' or ')}`);
    problems.push(...schemaOrgProblems(value, `${path}.${key}`));
  }
  return problems;
}
