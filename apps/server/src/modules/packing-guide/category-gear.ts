import type { TourCategory } from '@yatrika/contract/tours';
import { type Section, when } from './sections.ts';
import type { Trip } from './trip.ts';

function adventureGear(trip: Trip): Section {
  const { activities } = trip;
  const rough = activities.trek || trip.region.highAltitude || trip.region.id === 'himalayan-hills';
  return {
    heading: 'Adventure gear',
    items: [
      rough
        ? 'Waterproof trekking shoes with ankle support, broken in before the trip'
        : 'Trekking shoes or sturdy trainers with a good grip',
      'Layers rather than one heavy coat: a moisture-wicking base layer, a fleece and a windproof, waterproof shell',
      '2 pairs of quick-dry trekking trousers (no jeans)',
      'A 20 to 30 litre daypack with a rain cover',
      ...when(rough, 'Trekking poles: they save your knees on the way down'),
      'Water purification tablets or a filter bottle',
      'Energy snacks: dry fruit, nuts, chikki and energy bars',
      'Blister plasters and a crepe bandage',
      ...when(trip.snow || trip.freezing, 'Gaiters and waterproof gloves for snow'),
      ...when(activities.camping, 'A sleeping-bag liner (the camp provides the bag) and a quick-dry towel'),
      ...when(
        activities.water,
        'Clothes that can get soaked (synthetic, not cotton), a strap for glasses and a dry bag for valuables',
      ),
      ...when(activities.diving, 'Your dive certification card and logbook, a rash guard and reef-safe sunscreen'),
      ...when(
        activities.safari,
        'Earth-toned clothes (khaki, olive, brown), not white or bright colours',
        'Binoculars, and a scarf against the dust on open jeep drives',
      ),
      ...when(activities.airSports, 'Closed shoes and snug clothes for paragliding or skydiving; leave loose scarves behind'),
    ],
  };
}

function templeAndShrineGear(trip: Trip): Section {
  const south = trip.region.id === 'south' || trip.region.id === 'kerala';
  return {
    heading: 'For temple and shrine visits',
    items: [
      'Modest clothes that cover shoulders and knees: kurtas, salwar suits, long skirts or full-length trousers (no shorts or sleeveless tops)',
      'A scarf, dupatta or bandana to cover your head at gurdwaras, and at many dargahs and some temples',
      'Easy-off, slip-on shoes or sandals: footwear is left outside every temple and gurdwara',
      trip.cold
        ? 'Woollen socks: you walk barefoot or in socks on cold stone floors'
        : 'A pair of socks for hot stone courtyards, where socks are allowed',
      'Small change (₹10 and ₹20 notes, coins) for offerings and donations, and a cloth bag for prasad',
      'Leather (belts, wallets, bags), phones and cameras are not allowed inside some shrines: leave them at the hotel or use the lockers',
      ...when(
        south,
        'Some south Indian temples have a strict dress code: a dhoti or mundu for men, a saree or salwar suit for women',
      ),
      ...when(
        trip.activities.pilgrimClimb || trip.region.highAltitude,
        'A walking stick and a rain poncho for the climb to the shrine',
      ),
      ...when(trip.cold, 'A warm shawl for early-morning aarti'),
    ],
  };
}

function heritageWalkGear(trip: Trip): Section {
  return {
    heading: 'Heritage walks',
    items: [
      'Comfortable, broken-in walking shoes: expect hours on uneven stone, steps and ramparts',
      trip.cold
        ? 'A warm layer for early starts, and sunglasses for the glare off stone'
        : 'A sun hat, sunglasses and a refillable water bottle: forts and ruins have little shade',
      'A small daypack: large bags are not allowed at some monuments, the Taj Mahal among them',
      'Photo ID for monument tickets (prices differ for Indian and foreign visitors); most ASI sites sell tickets online and take UPI',
      'A light scarf or stole to cover your head and shoulders at mosques and temples inside heritage sites',
      'A small guidebook or a downloaded audio guide; licensed guides carry an ID card',
      'Tripods need permission at many monuments and drones are banned; flash is not allowed in painted caves such as Ajanta',
      'Compact binoculars for carvings and frescoes high up',
      ...when(trip.region.id === 'desert', 'A scarf or bandana against the dust'),
    ],
  };
}

function romanticGetawayGear(trip: Trip): Section {
  return {
    heading: 'For a romantic getaway',
    items: [
      'One or two smart-casual outfits for dinners out',
      'A smarter pair of shoes or sandals for the evenings',
      trip.cold ? 'A warm shawl or wrap for evenings outdoors' : 'A light shawl or stole for breezy evenings',
      ...when(trip.beach, 'Sunglasses and a beach bag for lazy afternoons'),
      'A phone tripod or a small clamp for photos together',
      'A small surprise: a card, a gift, or a cake or candle-lit dinner arranged with the hotel in advance',
      'Both of you need your own government photo ID at hotel check-in',
      ...when(trip.wet, 'A good book or a card game for rainy afternoons'),
    ],
  };
}

/** Without a category (the tour is gone and its title says little): what every day out needs. */
function everydayGear(trip: Trip): Section {
  return {
    heading: 'For days out',
    items: [
      'A small daypack',
      'Snacks for the road: dry fruit, nuts, biscuits',
      trip.hot ? 'A sun hat and a refillable water bottle' : 'A refillable water bottle',
      'A light scarf or stole: shade from the sun, and a head cover at temples and gurdwaras',
    ],
  };
}

const gearByCategory: Record<TourCategory, (trip: Trip) => Section> = {
  adventure: adventureGear,
  religious: templeAndShrineGear,
  'historical & cultural': heritageWalkGear,
  romantic: romanticGetawayGear,
};

export function categoryGear(trip: Trip): Section {
  return trip.category ? gearByCategory[trip.category](trip) : everydayGear(trip);
}
