import type { DayRange } from '@yatrika/contract/tour-schedule';
import type { TourCategory } from '@yatrika/contract/tours';
import type { SceneSpec } from './scenes/scene.ts';

export interface DemoTour {
  title: string;
  description: string;
  category: TourCategory;
  /** "Place, State" as travellers search for it. */
  location: string;
  /** Per person, in rupees. */
  rupees: number;
  /** Travellers per departure, as operators of such a trip take them (a raft, a houseboat's cabins, a trek's tents). */
  groupSize: number;
  /** Days the trip takes, as its description tells it. */
  days: number;
  /** The picture drawn for the tour. */
  scene: SceneSpec;
  /** The parts of the year it runs ("MM-DD" to "MM-DD"), where the place itself closes; all year without. */
  seasons?: DayRange[];
}

// Prices are typical per-person rates for the package described (stay,
// guide and local transport; travel to the starting town not included).

export const demoTours: DemoTour[] = [
  // Adventure
  {
    title: 'White-Water Rafting on the Ganga',
    description:
      'Paddle 16 km of the Ganga from Shivpuri to Rishikesh through Grade II–III rapids such as Roller Coaster and Golf Course, with a certified guide in every raft. The night is spent at a riverside beach camp with a bonfire and simple Garhwali meals. Rafting runs from September to June; the river is closed to rafting during the monsoon.',
    category: 'adventure',
    location: 'Rishikesh, Uttarakhand',
    rupees: 3499,
    groupSize: 16,
    days: 2,
    scene: { kind: 'river-rafting', time: 'morning', seed: 101 },
  },
  {
    title: 'Hampta Pass Trek',
    description:
      'Cross from the green, forested Kullu valley into the stark high desert of Lahaul over the 4,270 m Hampta Pass. Five days of camping beside glacial streams at Jobra, Balu ka Ghera and Shea Goru, with a visit to Chandratal lake when the road is open. Best from mid-June to early October; a few weeks of fitness training beforehand make it far more enjoyable.',
    category: 'adventure',
    location: 'Manali, Himachal Pradesh',
    rupees: 10500,
    groupSize: 12,
    days: 6,
    scene: { kind: 'snow-trek', time: 'morning', seed: 102 },
  },
  {
    title: 'Discover Scuba at Havelock',
    description:
      'A first dive for beginners, swimmers or not: a briefing and shallow-water practice, then a guided dive to about 12 m on the coral reefs off Havelock with a PADI instructor at your side. Expect parrotfish, clownfish in their anemones and, on lucky days, a turtle. Dives run from October to May, when the sea is calm and the water clearest.',
    category: 'adventure',
    location: 'Havelock Island, Andaman and Nicobar Islands',
    rupees: 6500,
    groupSize: 6,
    days: 1,
    scene: { kind: 'underwater', time: 'noon', seed: 103 },
  },
  {
    title: 'Tandem Paragliding at Bir Billing',
    description:
      'Take off from Billing at about 2,400 m and glide for 15 to 25 minutes over tea gardens, monasteries and the Kangra valley with a licensed tandem pilot, landing in the fields of Bir. No experience is needed, and the stay includes a walk to the Tibetan colony and its monasteries. October–November and March–May are the flying seasons; flights stop in the monsoon.',
    category: 'adventure',
    location: 'Bir, Himachal Pradesh',
    rupees: 4200,
    groupSize: 10,
    days: 1,
    scene: { kind: 'paragliding', time: 'noon', seed: 104 },
  },
  {
    title: 'Ladakh Motorbike Expedition',
    description:
      'Eight days on Royal Enfields: acclimatise in Leh, ride over Khardung La to the dunes of the Nubra valley, follow the Shyok river to Pangong Tso and return over Chang La. A mechanic and a backup vehicle travel with the group, and the inner-line permits are arranged for you. The high passes are open from June to September.',
    category: 'adventure',
    location: 'Leh, Ladakh',
    rupees: 32000,
    groupSize: 14,
    days: 8,
    scene: { kind: 'mountain-road', time: 'noon', seed: 105 },
  },
  {
    title: 'Valley of Flowers Trek',
    description:
      'Walk up from Ghangaria into a UNESCO-listed high valley where blue poppies, cobra lilies and hundreds of other alpine flowers bloom after the rains. The trek also climbs to Hemkund Sahib, a Sikh shrine beside a glacial lake at over 4,600 m. The valley is open from June to October; late July to mid-August is the height of the bloom.',
    category: 'adventure',
    location: 'Chamoli, Uttarakhand',
    rupees: 11500,
    groupSize: 15,
    days: 6,
    scene: { kind: 'flower-meadow', time: 'morning', seed: 106 },
  },
  {
    title: 'Living Root Bridges of Meghalaya',
    description:
      'Descend some 3,500 steps from Tyrna to Nongriat to cross the double-decker bridge that Khasi villagers have grown from the roots of rubber fig trees, then swim in the blue pools below Rainbow Falls. The trip also takes in Nohkalikai falls and the Mawsmai caves. October to April is drier and kinder on the steps; in the monsoon the waterfalls are at their fullest.',
    category: 'adventure',
    location: 'Sohra (Cherrapunji), Meghalaya',
    rupees: 15500,
    groupSize: 12,
    days: 4,
    scene: { kind: 'waterfall', time: 'morning', seed: 107 },
  },

  // Religious
  {
    title: 'Ganga Aarti and the Ghats of Varanasi',
    description:
      'Watch the evening Ganga aarti at Dashashwamedh Ghat from a boat, then row past the ghats at dawn as the city wakes to bathe and pray. Walks through the old lanes lead to the Kashi Vishwanath temple, and a half day at Sarnath visits the deer park where the Buddha gave his first sermon. Best from October to March, when the mornings are cool and misty.',
    category: 'religious',
    location: 'Varanasi, Uttar Pradesh',
    rupees: 7500,
    groupSize: 20,
    days: 2,
    scene: { kind: 'ghats', time: 'dusk', seed: 201 },
  },
  {
    title: 'Golden Temple and the Wagah Border',
    description:
      'Visit the Harmandir Sahib before dawn, when the Guru Granth Sahib is carried in procession to the sanctum, and share a meal at the langar, which feeds tens of thousands of people every day. The afternoon takes in Jallianwala Bagh and the Beating Retreat ceremony at the Attari–Wagah border. Open all year; October to March is the most comfortable.',
    category: 'religious',
    location: 'Amritsar, Punjab',
    rupees: 5500,
    groupSize: 25,
    days: 2,
    scene: { kind: 'golden-temple', time: 'golden', seed: 202 },
  },
  {
    title: 'Kedarnath Yatra',
    description:
      'A five-day pilgrimage from Haridwar to Kedarnath, one of the twelve Jyotirlingas, standing at 3,583 m beneath the snows of Kedar Dome. The 16 km path from Gaurikund can be walked or ridden on a pony; helicopter seats are booked separately. The temple opens in late April or May and closes after Diwali, and every pilgrim must register with the Uttarakhand government.',
    category: 'religious',
    location: 'Kedarnath, Uttarakhand',
    rupees: 14500,
    groupSize: 30,
    days: 5,
    scene: { kind: 'mountain-temple', time: 'dawn', seed: 203 },
    // The shrine opens on Akshaya Tritiya (late April or May) and closes on Bhai Dooj, after Diwali.
    seasons: [{ from: '05-01', to: '11-05' }],
  },
  {
    title: 'Meenakshi Temple and Rameswaram',
    description:
      'Spend an evening inside the Meenakshi Amman temple, its fourteen gopurams crowded with thousands of painted figures, and stay for the night ceremony that carries Shiva to Meenakshi’s chamber. A day trip crosses the Pamban bridge to the Ramanathaswamy temple of Rameswaram, famous for its long pillared corridors. October to March avoids the worst of the heat.',
    category: 'religious',
    location: 'Madurai, Tamil Nadu',
    rupees: 9000,
    groupSize: 20,
    days: 3,
    scene: { kind: 'temple-tank', time: 'morning', seed: 204 },
  },
  {
    title: 'Bodh Gaya Pilgrimage',
    description:
      'Sit beneath the Bodhi tree beside the Mahabodhi temple, a UNESCO World Heritage Site, where the Buddha is said to have attained enlightenment. Visit the monasteries built by Thai, Japanese, Bhutanese and Tibetan communities and the 25 m Great Buddha statue. December and January bring pilgrims from across Asia and teachings by visiting lamas.',
    category: 'religious',
    location: 'Bodh Gaya, Bihar',
    rupees: 5000,
    groupSize: 25,
    days: 2,
    scene: { kind: 'bodhi-temple', time: 'dawn', seed: 205 },
  },
  {
    title: 'Tawang Monastery',
    description:
      'Drive from Guwahati over the 4,170 m Sela Pass to Tawang, home of the largest Buddhist monastery in India, founded in the 17th century. Join the monks’ morning prayers, visit the war memorial and the high lakes around the town. An Inner Line Permit is required and arranged for you; March to June and September to November have the clearest skies.',
    category: 'religious',
    location: 'Tawang, Arunachal Pradesh',
    rupees: 24000,
    groupSize: 12,
    days: 6,
    scene: { kind: 'monastery', time: 'noon', seed: 206 },
  },

  // Historical & cultural
  {
    title: 'Ruins of Hampi',
    description:
      'Explore the capital of the Vijayanagara empire, scattered among giant granite boulders along the Tungabhadra: the Virupaksha temple, the stone chariot and musical pillars of the Vittala temple, and the Lotus Mahal. Cross the river in a round coracle and climb Matanga hill for the sunrise. Best from October to February, before the heat sets in.',
    category: 'historical & cultural',
    location: 'Hampi, Karnataka',
    rupees: 7500,
    groupSize: 18,
    days: 2,
    scene: { kind: 'boulder-ruins', time: 'golden', seed: 301 },
  },
  {
    title: 'Forts and Palaces of Jaipur',
    description:
      'Climb to Amber Fort above Maota lake, then see the City Palace, the honeycomb façade of the Hawa Mahal and the giant stone instruments of Jantar Mantar. An evening at Nahargarh fort looks over the Pink City as its lights come on. October to March is the season; the Jaipur Literature Festival takes place in late January.',
    category: 'historical & cultural',
    location: 'Jaipur, Rajasthan',
    rupees: 9500,
    groupSize: 25,
    days: 1,
    scene: { kind: 'hill-fort', time: 'golden', seed: 302 },
  },
  {
    title: 'Taj Mahal at Sunrise',
    description:
      'Enter the Taj Mahal as the gates open at sunrise, when the marble turns from grey to pink to white, with a guide to the story of Shah Jahan and Mumtaz Mahal. The trip also covers Agra Fort and the tomb of Itimad-ud-Daulah, often called the Baby Taj. The Taj is closed on Fridays; November to February gives the softest light.',
    category: 'historical & cultural',
    location: 'Agra, Uttar Pradesh',
    rupees: 6500,
    groupSize: 25,
    days: 1,
    scene: { kind: 'mausoleum', time: 'dawn', seed: 303 },
  },
  {
    title: 'Temples of Khajuraho',
    description:
      'The Chandela kings raised these temples between about 950 and 1050 AD; the twenty-odd that survive carry some of the finest stone sculpture in India. Walk the Western Group in the golden hour and stay for the evening sound-and-light show. In February the Khajuraho Dance Festival brings classical dancers to perform in front of the temples.',
    category: 'historical & cultural',
    location: 'Khajuraho, Madhya Pradesh',
    rupees: 7000,
    groupSize: 20,
    days: 2,
    scene: { kind: 'temple-cluster', time: 'golden', seed: 304 },
  },
  {
    title: 'Ajanta and Ellora Caves',
    description:
      'See Buddhist paintings more than 1,500 years old in the horseshoe of caves at Ajanta, and the Kailasa temple at Ellora, carved downward out of a single rock. Ellora’s caves set Buddhist, Hindu and Jain shrines side by side. Ajanta is closed on Mondays and Ellora on Tuesdays; after the monsoon the Waghora gorge is at its greenest.',
    category: 'historical & cultural',
    location: 'Chhatrapati Sambhajinagar, Maharashtra',
    rupees: 8000,
    groupSize: 20,
    days: 2,
    scene: { kind: 'cliff-caves', time: 'morning', seed: 305 },
  },
  {
    title: 'Mysuru Palace and Dasara',
    description:
      'Tour the palace of the Wodeyar kings and stay to see it lit by nearly 100,000 bulbs on Sunday and holiday evenings. The trip adds Chamundi hill, Tipu Sultan’s island fort at Srirangapatna and the Brindavan gardens. During Dasara, in September or October, the city holds ten days of processions, music and lights.',
    category: 'historical & cultural',
    location: 'Mysuru, Karnataka',
    rupees: 5500,
    groupSize: 25,
    days: 2,
    scene: { kind: 'palace-lights', time: 'night', seed: 306 },
  },
  {
    title: 'Mehrangarh and the Blue City',
    description:
      'Walk up to Mehrangarh, one of the largest forts in India, rising sheer from a rock above Jodhpur, and see its palaces, armoury and the view over the blue-washed houses of the old city. Come down through the lanes to the Toorji ka Jhalra stepwell and the clock-tower market. October to March is pleasant; the Rajasthan International Folk Festival fills the fort each October.',
    category: 'historical & cultural',
    location: 'Jodhpur, Rajasthan',
    rupees: 6500,
    groupSize: 20,
    days: 2,
    scene: { kind: 'blue-city-fort', time: 'morning', seed: 307 },
  },

  // Romantic
  {
    title: 'Alleppey Houseboat Cruise',
    description:
      'A day and a night aboard a private kettuvallam with its own crew and cook, drifting through the canals, paddy fields and coconut groves of the Kerala backwaters. Meals are Kerala classics — karimeen fry, appam and stew — served on deck as the sun goes down. September to March is cool and dry; the Nehru Trophy snake-boat race is held in August.',
    category: 'romantic',
    location: 'Alappuzha, Kerala',
    rupees: 7500,
    groupSize: 8,
    days: 2,
    scene: { kind: 'backwater', time: 'golden', seed: 401 },
  },
  {
    title: 'Udaipur, City of Lakes',
    description:
      'Take a sunset boat on Lake Pichola past the Lake Palace and Jag Mandir, explore the City Palace and dine on a rooftop above the water. A drive into the Aravallis reaches Kumbhalgarh, whose walls run for 36 km. September to March is the best time, when the lakes are full after the monsoon.',
    category: 'romantic',
    location: 'Udaipur, Rajasthan',
    rupees: 15000,
    groupSize: 16,
    days: 3,
    scene: { kind: 'lake-palace', time: 'dusk', seed: 402 },
  },
  {
    title: 'Shikara Rides on Dal Lake',
    description:
      'Stay on a carved cedar houseboat on Dal Lake, glide by shikara through the floating vegetable market at dawn and walk the Mughal gardens of Shalimar and Nishat. Day trips reach the meadows of Gulmarg and Pahalgam. April brings the tulip garden into bloom; in autumn the chinar trees turn red and gold.',
    category: 'romantic',
    location: 'Srinagar, Jammu and Kashmir',
    rupees: 18000,
    groupSize: 10,
    days: 3,
    scene: { kind: 'shikara-lake', time: 'morning', seed: 403 },
  },
  {
    title: 'Munnar Tea Hills',
    description:
      'Stay among the tea estates of the Western Ghats at about 1,600 m, walk through the plantations and see tea made at a working factory and museum. Eravikulam National Park shelters the rare Nilgiri tahr. September to March is clear and cool; the neelakurinji, which turns the hills blue, flowers only once every twelve years.',
    category: 'romantic',
    location: 'Munnar, Kerala',
    rupees: 11000,
    groupSize: 14,
    days: 3,
    scene: { kind: 'tea-hills', time: 'morning', seed: 404 },
  },
  {
    title: 'Desert Camp under the Stars',
    description:
      'Ride a camel over the Sam sand dunes at sunset and spend the night at a desert camp with Rajasthani folk music and dinner around the fire. In the morning, explore Jaisalmer’s golden sandstone fort, still lived in today, and the carved havelis of the old town. The season runs from October to March; the Desert Festival is held in January or February.',
    category: 'romantic',
    location: 'Jaisalmer, Rajasthan',
    rupees: 6500,
    groupSize: 20,
    days: 2,
    scene: { kind: 'desert-dunes', time: 'golden', seed: 405 },
  },
  {
    title: 'Palolem Beach Escape',
    description:
      'Four unhurried days on the crescent beach of Palolem in South Goa: kayak to Butterfly Beach, look for dolphins on a morning boat trip and end each day with seafood at a beach shack. Headphone “silent noise” parties keep the nights quiet. November to February is the best time; many shacks close from June to September.',
    category: 'romantic',
    location: 'Palolem, Goa',
    rupees: 12000,
    groupSize: 10,
    days: 4,
    scene: { kind: 'beach-cove', time: 'golden', seed: 406 },
  },
];
