import type { SceneSpec } from './scenes/scene.ts';

/**
 * Demo travellers, their reviews and their moments.
 *
 * The demo accounts (all travellers, none is an administrator):
 *   asha@demo.yatrika.in   yatrika-demo-1
 *   rohan@demo.yatrika.in  yatrika-demo-2
 *   meera@demo.yatrika.in  yatrika-demo-3
 *   kabir@demo.yatrika.in  yatrika-demo-4
 * Their passwords are public, so turn the demo off (SEED_DEMO=false) on a
 * server that real people use.
 */

export type TravellerKey = 'asha' | 'rohan' | 'meera' | 'kabir';

export interface DemoTraveller {
  firstname: string;
  lastname: string;
  username: string;
  email: string;
  password: string;
  phone: string;
  gender: 'Male' | 'Female' | 'Other';
  /** How long ago the account was made. */
  daysAgo: number;
}

export const demoTravellers: Record<TravellerKey, DemoTraveller> = {
  asha: {
    firstname: 'Asha', lastname: 'Verma', username: 'asha.verma', email: 'asha@demo.yatrika.in',
    password: 'yatrika-demo-1', phone: '9876501234', gender: 'Female', daysAgo: 120,
  },
  rohan: {
    firstname: 'Rohan', lastname: 'Kulkarni', username: 'rohan.k', email: 'rohan@demo.yatrika.in',
    password: 'yatrika-demo-2', phone: '9822004567', gender: 'Male', daysAgo: 96,
  },
  meera: {
    firstname: 'Meera', lastname: 'Nair', username: 'meera.nair', email: 'meera@demo.yatrika.in',
    password: 'yatrika-demo-3', phone: '9447012345', gender: 'Female', daysAgo: 75,
  },
  kabir: {
    firstname: 'Kabir', lastname: 'Singh', username: 'kabir.singh', email: 'kabir@demo.yatrika.in',
    password: 'yatrika-demo-4', phone: '9815098765', gender: 'Male', daysAgo: 40,
  },
};

export interface DemoReview {
  /** The tour's title in the catalogue. */
  tour: string;
  by: TravellerKey;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
  daysAgo: number;
}

export const demoReviews: DemoReview[] = [
  {
    tour: 'White-Water Rafting on the Ganga', by: 'rohan', rating: 5, daysAgo: 62,
    comment: 'Our guide read the river brilliantly and kept the safety briefing short and clear. The camp food was simple but hot, and the bonfire by the water was the highlight of the trip.',
  },
  {
    tour: 'White-Water Rafting on the Ganga', by: 'meera', rating: 4, daysAgo: 30,
    comment: 'Great rapids and a well-run camp. The road down to Shivpuri is winding, so take something for motion sickness if you need it.',
  },
  {
    tour: 'Hampta Pass Trek', by: 'asha', rating: 5, daysAgo: 88,
    comment: 'Tough on the pass day, but crossing into Lahaul is unreal: green forest behind you, a moonscape ahead. The tents were warm and the cook spoilt us with hot pakoras.',
  },
  {
    tour: 'Hampta Pass Trek', by: 'kabir', rating: 4, daysAgo: 21,
    comment: 'Well organised. Chandratal was closed by snow on our dates, which they told us before we left. Bring proper trekking shoes; the river crossings are cold.',
  },
  {
    tour: 'Ganga Aarti and the Ghats of Varanasi', by: 'meera', rating: 5, daysAgo: 55,
    comment: 'The dawn boat ride was the most moving morning I have had anywhere. Our guide knew the story of every ghat without ever making it feel like a lecture.',
  },
  {
    tour: 'Ganga Aarti and the Ghats of Varanasi', by: 'kabir', rating: 3, daysAgo: 12,
    comment: 'The aarti and the boat rides were wonderful, but the hotel was a long walk from the ghats through very crowded lanes. Ask for a room closer to Dashashwamedh.',
  },
  {
    tour: 'Golden Temple and the Wagah Border', by: 'rohan', rating: 5, daysAgo: 44,
    comment: 'We went before dawn for the procession and it was worth the early alarm. Helping in the langar kitchen for an hour is something our kids still talk about.',
  },
  {
    tour: 'Ruins of Hampi', by: 'asha', rating: 4, daysAgo: 70,
    comment: 'Hampi is huge, so rent a bicycle for the second day. The coracle ride was fun and our guide at the Vittala temple was excellent.',
  },
  {
    tour: 'Ruins of Hampi', by: 'rohan', rating: 5, daysAgo: 18,
    comment: 'Sunrise from Matanga hill over the boulders is something I will never forget. Carry a torch for the climb in the dark.',
  },
  {
    tour: 'Udaipur, City of Lakes', by: 'kabir', rating: 5, daysAgo: 25,
    comment: 'Booked this for our anniversary. The sunset boat on Pichola and the rooftop dinner were perfect, and the walls of Kumbhalgarh were a wonderful surprise.',
  },
  {
    tour: 'Udaipur, City of Lakes', by: 'meera', rating: 4, daysAgo: 9,
    comment: 'A beautiful city and a lovely hotel, though the old city gets crowded in the evenings. Do not skip the boat ride.',
  },
  {
    tour: 'Alleppey Houseboat Cruise', by: 'asha', rating: 5, daysAgo: 40,
    comment: 'Our crew were so kind. Lunch on deck, a slow sunset over the paddy fields and total silence at night. Ask for the air-conditioned bedroom if you go before October.',
  },
  {
    tour: 'Taj Mahal at Sunrise', by: 'meera', rating: 5, daysAgo: 50,
    comment: 'Getting in at opening time meant we had the front lawns almost to ourselves. The marble really does change colour as the sun comes up.',
  },
  {
    tour: 'Taj Mahal at Sunrise', by: 'asha', rating: 3, daysAgo: 6,
    comment: 'The Taj itself is breathtaking, but the rest of the day felt rushed and the lunch stop was really a shopping detour. Still worth it for that sunrise.',
  },
  {
    tour: 'Discover Scuba at Havelock', by: 'kabir', rating: 4, daysAgo: 15,
    comment: 'I am not a strong swimmer and was nervous, but the instructor never left my side. Saw a turtle at ten metres. The boat ride out was choppy.',
  },
  {
    tour: 'Desert Camp under the Stars', by: 'rohan', rating: 4, daysAgo: 3,
    comment: 'The camel ride was short, but the dunes at sunset and the folk music at camp were lovely. The fort walk the next morning was excellent.',
  },
];

export interface DemoMoment {
  by: TravellerKey;
  caption: string;
  scene: SceneSpec;
  likedBy: TravellerKey[];
  comments: Array<{ by: TravellerKey; text: string }>;
  hoursAgo: number;
}

export const demoMoments: DemoMoment[] = [
  {
    by: 'asha',
    caption:
      'Woke up at five to this view from our camp at Balu ka Ghera. Cold fingers, hot chai, and the peaks slowly turning pink. Worth every step of the climb.',
    scene: { kind: 'snow-trek', time: 'dawn', seed: 501 },
    likedBy: ['rohan', 'meera', 'kabir'],
    comments: [
      { by: 'meera', text: 'This is unreal. Adding Hampta to my list right now!' },
      { by: 'kabir', text: 'Those tents look cosy. How cold did it get at night?' },
      { by: 'asha', text: 'About two degrees, the sleeping bags were warm enough.' },
    ],
    hoursAgo: 5,
  },
  {
    by: 'rohan',
    caption: 'Survived the Roller Coaster rapid with only one swimmer overboard (it was me).',
    scene: { kind: 'river-rafting', time: 'golden', seed: 502 },
    likedBy: ['asha', 'kabir'],
    comments: [{ by: 'asha', text: 'Ha! Did the guide haul you back in by the life jacket?' }],
    hoursAgo: 27,
  },
  {
    by: 'meera',
    caption: 'Evening on the backwaters. Our cook made the best karimeen fry I have ever eaten.',
    scene: { kind: 'backwater', time: 'dusk', seed: 503 },
    likedBy: ['asha'],
    comments: [],
    hoursAgo: 52,
  },
  {
    by: 'kabir',
    caption: 'No city lights for forty kilometres. We counted shooting stars until the fire burned out.',
    scene: { kind: 'desert-dunes', time: 'night', seed: 504 },
    likedBy: ['meera', 'rohan', 'asha'],
    comments: [{ by: 'rohan', text: 'Sam dunes? We were there last month, magical place.' }],
    hoursAgo: 80,
  },
  {
    by: 'asha',
    caption: 'Ganga aarti from the boat. The bells, the lamps on the water, the chanting: I had goosebumps.',
    scene: { kind: 'ghats', time: 'night', seed: 505 },
    likedBy: ['kabir'],
    comments: [{ by: 'meera', text: 'Beautiful. Did you go back for the morning boat ride too?' }],
    hoursAgo: 130,
  },
];
