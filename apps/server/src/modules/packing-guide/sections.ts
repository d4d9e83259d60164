import { permitsFor } from './permits.ts';
import type { Trip } from './trip.ts';

/** One heading of the guide and its list. Items are plain text; the writer escapes them. */
export interface Section {
  heading: string;
  items: string[];
}

/** Clothes for one stretch of days: after a week, travellers wash rather than carry more. */
export const topsPerPerson = (trip: Trip) => Math.min(trip.tripDays, 7);
export const underwearPerPerson = (trip: Trip) => Math.min(trip.tripDays + 1, 8);

/** The items, when the condition holds: keeps the lists readable as one expression. */
export const when = <T>(condition: boolean, ...items: T[]): T[] => (condition ? items : []);

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export function clothing(trip: Trip): Section {
  const tops = topsPerPerson(trip);
  const bottoms = Math.max(1, Math.ceil(tops / 2));
  const topsKind = trip.hot
    ? 'light, loose tops in breathable cotton or linen (light colours stay cooler)'
    : trip.cold
      ? 'tops or t-shirts to wear over thermals'
      : 'comfortable tops or t-shirts';
  const bottomsKind = trip.wet
    ? 'quick-dry trousers (not denim, which stays wet for days)'
    : trip.hot
      ? 'loose, light trousers or long skirts'
      : 'comfortable trousers';
  return {
    heading: 'Clothing',
    items: [
      `${tops} ${topsKind}`,
      `${plural(bottoms, 'pair')} of ${bottomsKind}`,
      `${underwearPerPerson(trip)} sets of underwear and socks`,
      trip.cold ? 'Warm sleepwear' : 'Light sleepwear',
      ...when(trip.cold, 'Thermal base layers, top and bottom: 2 sets'),
      ...when(trip.season.minC <= 15, trip.cold ? 'A fleece or woollen sweater as a mid layer' : 'A light fleece or sweater for the evenings'),
      ...when(
        trip.freezing,
        'A down jacket (or a heavy insulated jacket) for temperatures below freezing',
        'A woollen cap, a neck warmer and insulated gloves',
        '2 or 3 pairs of thick woollen socks',
      ),
      ...when(trip.cold && !trip.freezing, 'A warm jacket, and a woollen cap and light gloves for early mornings'),
      ...when(trip.snow, 'A waterproof outer shell, jacket and over-trousers, for snow and wind'),
      ...when(trip.wet, 'A rain jacket or poncho, and a compact umbrella'),
      ...when(trip.heavyRain, 'A spare set of clothes kept dry in a waterproof bag'),
      ...when(trip.hot, 'A sun hat or cap, and a light long-sleeved shirt against the sun'),
      ...when(!trip.hot && trip.region.highAltitude, 'A cap or sun hat: the sun at altitude burns even when the air is cold'),
      ...when(trip.beach, 'Swimwear and a sarong or cover-up'),
      ...when(
        trip.category !== 'religious',
        'At least one outfit that covers shoulders and knees, for temples, villages and conservative areas',
      ),
    ],
  };
}

export function footwear(trip: Trip): Section {
  return {
    heading: 'Footwear',
    items: [
      'Comfortable walking shoes, broken in before the trip',
      ...when(trip.freezing || trip.snow, 'Insulated, waterproof boots with a good grip for snow and ice'),
      ...when(trip.wet, 'Waterproof sandals or floaters with a good grip (leather shoes and sneakers stay soaked in the rain)'),
      ...when(trip.beach || trip.activities.water, 'Flip-flops or water shoes for the beach and boats'),
      ...when(!trip.beach && !trip.activities.water, 'Flip-flops or slippers for the hotel room and bathroom'),
      ...when(trip.hot && trip.category !== 'religious', 'Cotton socks: stone paths and courtyards get very hot by midday'),
    ],
  };
}

export function documentsAndMoney(trip: Trip): Section {
  const permits = permitsFor(trip.location, trip.tourTitle);
  return {
    heading: 'Documents and money',
    items: [
      'Government photo ID for every traveller (Aadhaar, passport, voter ID or driving licence), plus photocopies: hotels ask every adult for one at check-in',
      'Foreign nationals: passport and visa, with photocopies kept apart from the originals',
      `Your Yatrika booking confirmation for ${trip.bookingDate}, saved offline on your phone and printed`,
      trip.remote
        ? 'Enough cash for several days: ATMs are few and often empty in remote areas, and UPI needs a mobile network'
        : 'Some cash in small notes (₹10 to ₹100) for autos, tips and small shops; UPI works almost everywhere in towns',
      'A debit or credit card as a backup',
      ...permits,
      ...when(permits.length > 0, 'Confirm the current permit rules with your operator a few weeks ahead: they change'),
      ...when(
        trip.category === 'adventure' || trip.region.highAltitude,
        trip.region.highAltitude
          ? 'Travel insurance that covers adventure activities, high altitude and evacuation'
          : 'Travel insurance that covers adventure activities',
      ),
      'Emergency contacts and prescriptions written on paper, not only in your phone',
    ],
  };
}

export function healthAndSafety(trip: Trip): Section {
  const altitude = trip.region.highAltitude;
  return {
    heading: 'Health and safety',
    items: [
      'Your regular medicines for the whole trip plus a few spare days, in your hand luggage',
      ...when(
        altitude,
        'Altitude sickness is the main risk: rest for a day or two after arriving, walk slowly, and descend if headache, nausea or breathlessness get worse',
        'Ask your doctor before the trip about acetazolamide (Diamox) for altitude',
        'Drink 3 to 4 litres of water a day and skip alcohol for the first two days',
        'UV-blocking sunglasses (category 3 or 4): the sun and snow glare at altitude burn the eyes',
      ),
      ...(trip.season.health ?? []),
      altitude || trip.beach || trip.hot ? 'Sunscreen SPF 50 and lip balm with SPF' : 'Sunscreen (SPF 30 or more)',
      ...when(trip.cold, 'A rich moisturiser: cold, dry air cracks skin'),
      'Basic medicines: paracetamol, ORS sachets, an antacid, anti-diarrhoea tablets, antiseptic cream and plasters',
      'Hand sanitiser and wet wipes',
      'Drink sealed bottled or filtered water; a bottle with a built-in filter saves buying plastic',
      ...when(trip.heavyRain, 'Keep away from riverbanks, waterfalls and cliff edges after heavy rain'),
      ...when(trip.heavyRain && trip.region.waterside, 'Do not swim in the sea in the monsoon: currents are strong and beaches unguarded'),
    ],
  };
}

const prepaidBlocked = /\b(jammu|kashmir|srinagar|gulmarg|pahalgam|sonamarg|katra|vaishno devi|ladakh|leh|nubra|pangong|zanskar|kargil)\b/i;

export function electronics(trip: Trip): Section {
  const mountains = trip.region.highAltitude || trip.region.id === 'himalayan-hills' || trip.region.id === 'northeast';
  return {
    heading: 'Electronics',
    items: [
      'Phone and charger',
      trip.cold
        ? 'A power bank (10,000 mAh or more), kept with your phone in an inside pocket: cold drains batteries fast'
        : 'A power bank (10,000 mAh or more)',
      ...when(
        prepaidBlocked.test(`${trip.location} ${trip.tourTitle}`),
        'A postpaid SIM: prepaid connections from other states do not work in Jammu and Kashmir or Ladakh',
      ),
      ...when(
        mountains || trip.remote,
        'Offline maps and your tickets downloaded before you leave: the network is patchy',
        'A headlamp or torch with spare batteries: power cuts are common',
      ),
      ...when(trip.wet || trip.activities.water, 'A waterproof phone pouch'),
      'Indian sockets take round-pin plugs (types C, D and M): bring an adapter if your chargers use another type',
      'Camera with a spare memory card and battery (optional)',
    ],
  };
}

export function toiletries(trip: Trip): Section {
  return {
    heading: 'Toiletries',
    items: [
      'Toothbrush, toothpaste, travel-size shampoo and soap',
      'A quick-dry towel',
      'Toilet paper or tissues: not every restroom has them',
      ...when(trip.remote, 'Sanitary products and any toiletries you rely on: they are hard to find in remote areas'),
      'A few ziplock bags for wet or dirty things',
    ],
  };
}

export function forYourGroup(trip: Trip): Section {
  const people = trip.numPeople;
  const each = (count: number, thing: string) =>
    people === 1 ? `${thing}: ${count}` : `${thing}: ${count} each, ${count * people} in all`;
  const bottles = trip.activities.trek || trip.hot || trip.region.highAltitude ? 2 : 1;
  const sunscreenTubes = Math.max(1, Math.ceil((people * trip.tripDays) / 7));
  const firstAidKits = Math.ceil(people / 6);
  const powerBanks = trip.cold || trip.remote ? people : Math.ceil(people / 2);
  return {
    heading: people === 1 ? 'For you, travelling solo' : `For your group of ${people}`,
    items: [
      each(topsPerPerson(trip), 'Tops or t-shirts'),
      each(underwearPerPerson(trip), 'Sets of underwear and socks'),
      each(bottles, 'Reusable 1-litre water bottles'),
      `Sunscreen: about ${plural(sunscreenTubes, 'tube')} of 100 ml for about ${plural(trip.tripDays, 'day')}`,
      trip.hot
        ? `ORS sachets: ${people * trip.tripDays} (one per person per day in the heat)`
        : `ORS sachets: ${people * 2} as a reserve`,
      people === 1
        ? 'First-aid kit: 1 small kit'
        : `First-aid kit: ${firstAidKits === 1 ? '1 shared kit' : `${firstAidKits} shared kits, one per six people`}, plus everyone's own medicines`,
      people === 1 ? 'Power bank: 1' : `Power banks: ${powerBanks}${powerBanks === people ? ', one each' : ', one for every two people'}`,
      ...when(trip.wet, people === 1 ? 'Rain poncho: 1' : `Rain ponchos: ${people}, one each`),
      ...when(
        trip.category === 'adventure' || trip.region.highAltitude || trip.remote,
        people === 1 ? 'Headlamp: 1' : `Headlamps: ${people}, one each`,
      ),
      ...when(
        people > 1,
        'Share what you can: one bottle of shampoo and sunscreen per room, and one person keeps the printed confirmation and ID copies',
      ),
      ...when(people >= 5, 'Agree on a meeting point and a group chat: crowds at stations and temples split groups quickly'),
    ],
  };
}
