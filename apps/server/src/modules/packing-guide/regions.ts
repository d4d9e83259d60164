/**
 * A small climate map of India: which region a tour's location belongs to, and what
 * the weather there is like on a given day of the year. Ranges are typical daytime
 * highs and night lows, rounded; they are for packing, not forecasting.
 */

export type Precipitation = 'dry' | 'showers' | 'heavy rain' | 'snow';

export interface Season {
  /** First day of the season, "MM-DD"; it lasts until the next season's first day. */
  from: string;
  name: string;
  minC: number;
  maxC: number;
  precipitation: Precipitation;
  /** One or two sentences a traveller can act on. */
  summary: string;
  /** Extra items for the health section that this season calls for. */
  health?: string[];
}

export type RegionId =
  | 'trans-himalaya'
  | 'high-himalaya'
  | 'himalayan-hills'
  | 'north-plains'
  | 'desert'
  | 'central'
  | 'west-coast'
  | 'kerala'
  | 'southern-hills'
  | 'south'
  | 'east'
  | 'northeast'
  | 'islands'
  | 'unknown';

export interface Region {
  id: RegionId;
  /** Reads after "in": "in the Ladakh and Spiti cold desert". */
  name: string;
  /** Above about 3,000 m: altitude sickness is a real risk. */
  highAltitude: boolean;
  /** Beaches or backwaters are part of the trip. */
  waterside: boolean;
  /** Towns, sights and districts, matched as whole words. */
  places: string[];
  /** States and broad areas: matched only when no place matches, so Darjeeling is not read as the plains of West Bengal. */
  states: string[];
  /** Ordered by `from`. */
  seasons: Season[];
}

const airQuality = 'N95 masks: air quality across the northern plains is often poor from late October to January';

// Order matters: the first region with a matching place wins, so places that sit inside a
// larger climate zone (Kedarnath, Munnar, Gokarna) come before the regions around them.
export const regions: Region[] = [
  {
    id: 'trans-himalaya',
    name: 'the Ladakh and Spiti cold desert',
    highAltitude: true,
    waterside: false,
    places: [
      'leh', 'nubra', 'pangong', 'tso moriri', 'zanskar', 'kargil', 'spiti', 'kaza', 'lahaul', 'chandratal', 'kinnaur',
    ],
    states: ['ladakh'],
    seasons: [
      {
        from: '03-01',
        name: 'Late winter thaw',
        minC: -12,
        maxC: 10,
        precipitation: 'snow',
        summary: 'Freezing nights and fresh snow on the passes; some roads are still closed.',
      },
      {
        from: '05-15',
        name: 'Summer',
        minC: 3,
        maxC: 25,
        precipitation: 'dry',
        summary:
          'Dry, with fierce high-altitude sun by day and cold nights. The monsoon barely reaches here, but landslides can close the roads in.',
      },
      {
        from: '09-15',
        name: 'Autumn',
        minC: -5,
        maxC: 17,
        precipitation: 'dry',
        summary: 'Clear skies and sharp cold after sunset; the first snow can fall on the high passes from October.',
      },
      {
        from: '11-01',
        name: 'Winter',
        minC: -20,
        maxC: 0,
        precipitation: 'snow',
        summary: 'Severe cold, often well below freezing all day; many roads and passes close for the season.',
      },
    ],
  },
  {
    id: 'high-himalaya',
    name: 'the high Himalaya',
    highAltitude: true,
    waterside: false,
    places: [
      'kedarnath', 'badrinath', 'gangotri', 'yamunotri', 'char dham', 'chardham', 'hemkund', 'valley of flowers',
      'amarnath', 'gurudongmar', 'lachung', 'lachen', 'north sikkim', 'yumthang', 'nathu la', 'tawang', 'sela pass',
      'everest base camp', 'roopkund', 'kedarkantha', 'har ki dun', 'hampta', 'rohtang',
    ],
    states: [],
    seasons: [
      {
        from: '03-01',
        name: 'Spring',
        minC: -6,
        maxC: 12,
        precipitation: 'snow',
        summary: 'Snow lingers on trails and shrines; many high shrines open only from late April or May.',
      },
      {
        from: '05-01',
        name: 'Summer (pre-monsoon)',
        minC: 2,
        maxC: 18,
        precipitation: 'showers',
        summary: 'Cool days, cold nights and afternoon showers; the busiest season for treks and pilgrimages.',
      },
      {
        from: '06-20',
        name: 'Monsoon',
        minC: 5,
        maxC: 17,
        precipitation: 'heavy rain',
        summary: 'Heavy rain, mist and frequent landslides on mountain roads; plan spare days for delays.',
        health: ['Mosquito repellent for the lower valleys, where the monsoon brings mosquitoes'],
      },
      {
        from: '09-15',
        name: 'Post-monsoon',
        minC: -3,
        maxC: 15,
        precipitation: 'dry',
        summary: 'Clear views and freezing nights; shrines like Kedarnath and Badrinath close for winter around November.',
      },
      {
        from: '11-01',
        name: 'Winter',
        minC: -15,
        maxC: 5,
        precipitation: 'snow',
        summary: 'Deep snow and severe cold; most high shrines and passes are closed until spring.',
      },
    ],
  },
  {
    id: 'southern-hills',
    name: 'the hills of the Western Ghats and Nilgiris',
    highAltitude: false,
    waterside: false,
    places: [
      'munnar', 'ooty', 'udhagamandalam', 'nilgiri', 'nilgiris', 'kodaikanal', 'coorg', 'kodagu', 'wayanad',
      'chikmagalur', 'chikkamagaluru', 'yercaud', 'thekkady', 'periyar', 'coonoor', 'vagamon', 'agumbe',
    ],
    states: [],
    seasons: [
      {
        from: '03-01',
        name: 'Summer',
        minC: 12,
        maxC: 27,
        precipitation: 'dry',
        summary: 'Pleasant days and cool evenings; the best escape from the heat of the plains.',
      },
      {
        from: '05-25',
        name: 'Southwest monsoon',
        minC: 14,
        maxC: 22,
        precipitation: 'heavy rain',
        summary: 'Heavy, persistent rain and thick mist; trails are slippery and leeches come out.',
        health: ['Mosquito repellent', 'Salt or a leech-repellent spray for forest walks'],
      },
      {
        from: '10-01',
        name: 'Northeast monsoon',
        minC: 10,
        maxC: 22,
        precipitation: 'showers',
        summary: 'Frequent afternoon showers, especially around Ooty and Kodaikanal; cool, damp nights.',
      },
      {
        from: '12-01',
        name: 'Winter',
        minC: 5,
        maxC: 21,
        precipitation: 'dry',
        summary: 'Dry, sunny days and chilly nights; frost is possible in Ooty and Munnar in January.',
      },
    ],
  },
  {
    id: 'islands',
    name: 'the Andaman and Lakshadweep islands',
    highAltitude: false,
    waterside: true,
    places: ['port blair', 'havelock', 'swaraj dweep', 'neil island', 'shaheed dweep', 'agatti', 'bangaram'],
    states: ['andaman', 'andamans', 'lakshadweep'],
    seasons: [
      {
        from: '03-01',
        name: 'Summer',
        minC: 25,
        maxC: 32,
        precipitation: 'dry',
        summary: 'Hot, humid and sunny, with calm, clear water for snorkelling and diving.',
      },
      {
        from: '05-15',
        name: 'Southwest monsoon',
        minC: 24,
        maxC: 30,
        precipitation: 'heavy rain',
        summary: 'Heavy rain and rough seas; ferries and water sports are often cancelled at short notice.',
        health: ['Mosquito repellent: dengue season'],
      },
      {
        from: '10-01',
        name: 'Northeast monsoon',
        minC: 24,
        maxC: 30,
        precipitation: 'showers',
        summary: 'Showers and the occasional cyclone warning, clearing towards December.',
        health: ['Mosquito repellent'],
      },
      {
        from: '12-01',
        name: 'Dry season',
        minC: 23,
        maxC: 30,
        precipitation: 'dry',
        summary: 'The best weather of the year: sunny, breezy and calm seas.',
      },
    ],
  },
  {
    id: 'northeast',
    name: 'Northeast India',
    highAltitude: false,
    waterside: false,
    places: [
      'shillong', 'cherrapunji', 'cherrapunjee', 'sohra', 'mawlynnong', 'dawki', 'guwahati', 'kaziranga', 'majuli',
      'ziro', 'bomdila', 'dirang', 'kohima', 'dzukou', 'imphal', 'loktak', 'aizawl', 'agartala',
    ],
    states: ['meghalaya', 'assam', 'arunachal', 'nagaland', 'manipur', 'mizoram', 'tripura'],
    seasons: [
      {
        from: '03-01',
        name: 'Spring (pre-monsoon)',
        minC: 12,
        maxC: 27,
        precipitation: 'showers',
        summary: 'Warm days and cool nights, with thunderstorms becoming frequent from April.',
      },
      {
        from: '05-15',
        name: 'Monsoon',
        minC: 18,
        maxC: 30,
        precipitation: 'heavy rain',
        summary:
          'Some of the heaviest rain on earth (Sohra and Mawsynram), swollen waterfalls and landslides on hill roads.',
        health: ['Mosquito repellent: malaria and dengue season', 'Salt or a leech-repellent spray for forest walks'],
      },
      {
        from: '10-01',
        name: 'Post-monsoon (retreating monsoon)',
        minC: 12,
        maxC: 27,
        precipitation: 'showers',
        summary: 'The rain tapers off through October; clear, fresh weather follows.',
        health: ['Mosquito repellent'],
      },
      {
        from: '12-01',
        name: 'Winter',
        minC: 4,
        maxC: 22,
        precipitation: 'dry',
        summary: 'Dry and sunny; cold nights in the hills (Shillong, Ziro, Kohima) and foggy mornings in the Assam valley.',
      },
    ],
  },
  {
    id: 'kerala',
    name: 'coastal Kerala',
    highAltitude: false,
    waterside: true,
    places: [
      'alleppey', 'alappuzha', 'kumarakom', 'kochi', 'cochin', 'kovalam', 'varkala', 'trivandrum',
      'thiruvananthapuram', 'kozhikode', 'calicut', 'kannur', 'kollam', 'thrissur', 'guruvayur', 'sabarimala',
    ],
    states: ['kerala'],
    seasons: [
      {
        from: '03-01',
        name: 'Summer (pre-monsoon)',
        minC: 25,
        maxC: 34,
        precipitation: 'showers',
        summary: 'Hot and very humid, with evening thunderstorms building from April.',
      },
      {
        from: '05-25',
        name: 'Southwest monsoon',
        minC: 23,
        maxC: 30,
        precipitation: 'heavy rain',
        summary: 'The monsoon arrives around the start of June: torrential downpours, flooding in low-lying areas and rough seas.',
        health: ['Mosquito repellent: dengue season'],
      },
      {
        from: '10-01',
        name: 'Northeast monsoon',
        minC: 23,
        maxC: 31,
        precipitation: 'showers',
        summary: 'Warm and humid, with heavy afternoon thundershowers on many days.',
        health: ['Mosquito repellent'],
      },
      {
        from: '12-01',
        name: 'Winter (dry season)',
        minC: 22,
        maxC: 32,
        precipitation: 'dry',
        summary: 'Warm, sunny and less humid: the most comfortable months on the coast and backwaters.',
      },
    ],
  },
  {
    id: 'west-coast',
    name: 'the Konkan and Goa coast',
    highAltitude: false,
    waterside: true,
    places: [
      'goa', 'panaji', 'calangute', 'baga', 'anjuna', 'palolem', 'mumbai', 'bombay', 'alibaug', 'alibag', 'konkan',
      'ratnagiri', 'tarkarli', 'gokarna', 'karwar', 'udupi', 'mangalore', 'mangaluru', 'murudeshwar', 'lonavala',
      'mahabaleshwar', 'daman', 'diu',
    ],
    states: [],
    seasons: [
      {
        from: '03-01',
        name: 'Summer (pre-monsoon)',
        minC: 24,
        maxC: 34,
        precipitation: 'dry',
        summary: 'Hot and sticky, with sea breezes; humidity climbs through May.',
      },
      {
        from: '06-01',
        name: 'Monsoon',
        minC: 24,
        maxC: 30,
        precipitation: 'heavy rain',
        summary:
          'Very heavy rain for days at a time, rough seas and closed beach shacks; water sports stop. The countryside is at its greenest.',
        health: ['Mosquito repellent: dengue and malaria season'],
      },
      {
        from: '10-01',
        name: 'Post-monsoon',
        minC: 23,
        maxC: 34,
        precipitation: 'showers',
        summary: 'Hot and humid, with the odd late shower in October; drying out by November.',
        health: ['Mosquito repellent'],
      },
      {
        from: '12-01',
        name: 'Winter',
        minC: 19,
        maxC: 32,
        precipitation: 'dry',
        summary: 'Dry, sunny and pleasant: the peak beach season.',
      },
    ],
  },
  {
    id: 'desert',
    name: 'Rajasthan and the Thar desert',
    highAltitude: false,
    waterside: false,
    places: [
      'jaipur', 'jodhpur', 'jaisalmer', 'udaipur', 'bikaner', 'pushkar', 'ajmer', 'mount abu', 'chittorgarh',
      'ranthambore', 'ranakpur', 'kumbhalgarh', 'bundi', 'thar', 'kutch', 'rann',
    ],
    states: ['rajasthan', 'gujarat'],
    seasons: [
      {
        from: '02-15',
        name: 'Spring',
        minC: 12,
        maxC: 30,
        precipitation: 'dry',
        summary: 'Warm, dry days and cool nights; it gets hot quickly by late March.',
      },
      {
        from: '04-01',
        name: 'Summer',
        minC: 27,
        maxC: 45,
        precipitation: 'dry',
        summary: 'Scorching, dry heat and dust storms; sightseeing is only comfortable early and late in the day.',
        health: ['Extra ORS sachets and electrolytes: dehydration comes on fast in desert heat'],
      },
      {
        from: '07-01',
        name: 'Monsoon',
        minC: 26,
        maxC: 37,
        precipitation: 'showers',
        summary: 'Hot and humid with short, heavy showers; the lakes of Udaipur fill up.',
        health: ['Mosquito repellent'],
      },
      {
        from: '09-20',
        name: 'Post-monsoon',
        minC: 18,
        maxC: 35,
        precipitation: 'dry',
        summary: 'Dry and warm, cooling down through November.',
      },
      {
        from: '12-01',
        name: 'Winter',
        minC: 5,
        maxC: 25,
        precipitation: 'dry',
        summary: 'Sunny, comfortable days; desert nights (camps near Jaisalmer) drop close to freezing.',
      },
    ],
  },
  {
    id: 'central',
    name: 'central India',
    highAltitude: false,
    waterside: false,
    places: [
      'khajuraho', 'orchha', 'gwalior', 'bhopal', 'sanchi', 'ujjain', 'omkareshwar', 'indore', 'mandu', 'pachmarhi',
      'kanha', 'bandhavgarh', 'pench', 'satpura', 'tadoba', 'aurangabad', 'ajanta', 'ellora', 'nashik', 'shirdi',
      'pune', 'nagpur', 'raipur',
    ],
    states: ['madhya pradesh', 'chhattisgarh'],
    seasons: [
      {
        from: '03-01',
        name: 'Summer',
        minC: 22,
        maxC: 42,
        precipitation: 'dry',
        summary: 'Dry, intense heat from April; tiger sightings peak at waterholes, but midday is punishing.',
        health: ['Extra ORS sachets and electrolytes for the heat'],
      },
      {
        from: '06-20',
        name: 'Monsoon',
        minC: 23,
        maxC: 32,
        precipitation: 'heavy rain',
        summary: 'Heavy showers and lush forests; the core zones of most tiger reserves close from July to September.',
        health: ['Mosquito repellent: malaria and dengue season'],
      },
      {
        from: '10-01',
        name: 'Post-monsoon',
        minC: 15,
        maxC: 32,
        precipitation: 'dry',
        summary: 'Green, dry and pleasant days, cooling through November.',
      },
      {
        from: '12-01',
        name: 'Winter',
        minC: 7,
        maxC: 27,
        precipitation: 'dry',
        summary: 'Sunny days and cold dawns; early-morning safaris in open jeeps are genuinely cold.',
      },
    ],
  },
  {
    id: 'east',
    name: 'eastern India',
    highAltitude: false,
    waterside: false,
    places: [
      'kolkata', 'calcutta', 'sundarbans', 'shantiniketan', 'puri', 'konark', 'bhubaneswar', 'chilika', 'ranchi',
    ],
    states: ['west bengal', 'odisha', 'orissa', 'jharkhand'],
    seasons: [
      {
        from: '03-01',
        name: 'Summer (pre-monsoon)',
        minC: 25,
        maxC: 38,
        precipitation: 'showers',
        summary: 'Hot and humid, with violent evening thunderstorms (Nor\'westers) in April and May.',
        health: ['Extra ORS sachets and electrolytes for the humid heat'],
      },
      {
        from: '06-10',
        name: 'Monsoon',
        minC: 26,
        maxC: 33,
        precipitation: 'heavy rain',
        summary: 'Heavy rain and waterlogged streets in the cities; rough seas on the Odisha coast.',
        health: ['Mosquito repellent: dengue and malaria season'],
      },
      {
        from: '10-01',
        name: 'Post-monsoon',
        minC: 18,
        maxC: 32,
        precipitation: 'showers',
        summary: 'Warm and drying out, though Bay of Bengal cyclones are possible in October and November.',
        health: ['Mosquito repellent'],
      },
      {
        from: '12-01',
        name: 'Winter',
        minC: 12,
        maxC: 27,
        precipitation: 'dry',
        summary: 'Dry and pleasant, with misty mornings.',
      },
    ],
  },
  {
    id: 'south',
    name: 'southern India',
    highAltitude: false,
    waterside: false,
    places: [
      'chennai', 'madras', 'madurai', 'rameswaram', 'rameshwaram', 'kanyakumari', 'thanjavur', 'tanjore', 'trichy',
      'tiruchirappalli', 'mahabalipuram', 'mamallapuram', 'kanchipuram', 'tiruvannamalai', 'pondicherry', 'tirupati',
      'tirumala', 'visakhapatnam', 'hyderabad', 'bangalore', 'bengaluru', 'mysore', 'mysuru', 'hampi', 'badami',
      'belur', 'halebidu',
    ],
    states: ['tamil nadu', 'andhra', 'telangana', 'karnataka', 'puducherry'],
    seasons: [
      {
        from: '03-01',
        name: 'Summer',
        minC: 25,
        maxC: 39,
        precipitation: 'dry',
        summary: 'Hot everywhere and steamy on the coast; the Deccan plateau (Bengaluru, Mysuru) stays a little milder.',
        health: ['Extra ORS sachets and electrolytes for the heat'],
      },
      {
        from: '06-01',
        name: 'Southwest monsoon',
        minC: 23,
        maxC: 33,
        precipitation: 'showers',
        summary: 'Warm with regular showers inland; the Tamil Nadu coast stays relatively dry.',
        health: ['Mosquito repellent'],
      },
      {
        from: '10-01',
        name: 'Northeast monsoon',
        minC: 22,
        maxC: 31,
        precipitation: 'heavy rain',
        summary: 'The Tamil Nadu and Puducherry coast gets most of its year\'s rain now, with occasional cyclones.',
        health: ['Mosquito repellent: dengue season'],
      },
      {
        from: '12-01',
        name: 'Winter',
        minC: 18,
        maxC: 30,
        precipitation: 'dry',
        summary: 'Warm, sunny and comfortable; the best time for temple towns and ruins.',
      },
    ],
  },
  {
    id: 'himalayan-hills',
    name: 'the Himalayan hill country',
    highAltitude: false,
    waterside: false,
    places: [
      'manali', 'kullu', 'kasol', 'shimla', 'kasauli', 'dalhousie', 'dharamshala', 'dharamsala', 'mcleodganj', 'bir',
      'mussoorie', 'nainital', 'auli', 'chopta', 'almora', 'srinagar', 'gulmarg', 'pahalgam', 'sonamarg',
      'vaishno devi', 'katra', 'gangtok', 'pelling', 'darjeeling', 'kalimpong',
    ],
    states: ['himachal', 'uttarakhand', 'kashmir', 'sikkim', 'himalaya', 'himalayas', 'himalayan'],
    seasons: [
      {
        from: '03-01',
        name: 'Spring',
        minC: 4,
        maxC: 20,
        precipitation: 'showers',
        summary: 'Cool and fresh with blossoms and occasional showers; snow lingers higher up.',
      },
      {
        from: '04-15',
        name: 'Summer (pre-monsoon)',
        minC: 10,
        maxC: 27,
        precipitation: 'dry',
        summary: 'Warm, sunny days and cool evenings: the peak season in the hills.',
      },
      {
        from: '06-20',
        name: 'Monsoon',
        minC: 14,
        maxC: 25,
        precipitation: 'heavy rain',
        summary: 'Heavy rain, fog and landslides that can block hill roads for hours or days.',
        health: ['Mosquito repellent for the valleys'],
      },
      {
        from: '09-20',
        name: 'Post-monsoon',
        minC: 3,
        maxC: 20,
        precipitation: 'dry',
        summary: 'Crisp, clear days with the best mountain views; nights turn cold by November.',
      },
      {
        from: '12-01',
        name: 'Winter',
        minC: -6,
        maxC: 10,
        precipitation: 'snow',
        summary: 'Cold, with snowfall likely in Manali, Shimla and Gulmarg; icy roads and short days.',
      },
    ],
  },
  {
    id: 'north-plains',
    name: 'the northern plains',
    highAltitude: false,
    waterside: false,
    places: [
      'new delhi', 'agra', 'mathura', 'vrindavan', 'fatehpur sikri', 'lucknow', 'varanasi', 'banaras', 'benares',
      'kashi', 'sarnath', 'prayagraj', 'allahabad', 'ayodhya', 'amritsar', 'chandigarh', 'kurukshetra', 'haridwar',
      'rishikesh', 'dehradun', 'corbett', 'jim corbett', 'bodh gaya', 'bodhgaya', 'patna',
    ],
    states: ['delhi', 'uttar pradesh', 'punjab', 'haryana', 'bihar'],
    seasons: [
      {
        from: '02-15',
        name: 'Spring',
        minC: 12,
        maxC: 29,
        precipitation: 'dry',
        summary: 'Pleasant, sunny days and cool nights; it warms up fast from mid-March.',
      },
      {
        from: '04-01',
        name: 'Summer (pre-monsoon)',
        minC: 25,
        maxC: 44,
        precipitation: 'dry',
        summary: 'Fierce, dry heat with hot winds (loo) and dust storms; heatstroke is a real risk at midday.',
        health: ['Extra ORS sachets and electrolytes: heatstroke is a real risk'],
      },
      {
        from: '06-25',
        name: 'Monsoon',
        minC: 26,
        maxC: 36,
        precipitation: 'heavy rain',
        summary: 'Hot and humid with heavy downpours and waterlogged streets; rivers such as the Ganga run high.',
        health: ['Mosquito repellent: dengue season'],
      },
      {
        from: '10-01',
        name: 'Post-monsoon',
        minC: 14,
        maxC: 33,
        precipitation: 'dry',
        summary: 'Dry, sunny and cooling through November: festival season.',
        health: [airQuality],
      },
      {
        from: '12-01',
        name: 'Winter',
        minC: 5,
        maxC: 21,
        precipitation: 'dry',
        summary: 'Cold mornings and nights with dense fog that delays trains and flights; mild, hazy afternoons.',
        health: [airQuality],
      },
    ],
  },
];

/** When a location is not on the map: India's broad pattern, said honestly. */
export const unknownRegion: Region = {
  id: 'unknown',
  name: 'India (general pattern)',
  highAltitude: false,
  waterside: false,
  places: [],
  states: [],
  seasons: [
    {
      from: '03-01',
      name: 'Summer (pre-monsoon)',
      minC: 24,
      maxC: 40,
      precipitation: 'dry',
      summary: 'Hot across most of the country; cooler only in the hills.',
      health: ['Extra ORS sachets and electrolytes for the heat'],
    },
    {
      from: '06-10',
      name: 'Monsoon',
      minC: 24,
      maxC: 33,
      precipitation: 'heavy rain',
      summary: 'Heavy rain across most of the country.',
      health: ['Mosquito repellent: dengue season'],
    },
    {
      from: '10-01',
      name: 'Post-monsoon',
      minC: 16,
      maxC: 32,
      precipitation: 'dry',
      summary: 'Drying out and pleasant, with late showers in the south and east.',
    },
    {
      from: '12-01',
      name: 'Winter',
      minC: 8,
      maxC: 27,
      precipitation: 'dry',
      summary: 'Cool in the north and in the hills, warm in the south.',
    },
  ],
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const wholeWords = (words: string[]) =>
  words.length === 0 ? /(?!)/ : new RegExp(`\\b(?:${words.map(escapeRegExp).join('|')})\\b`, 'i');

const matchers = regions.map((region) => ({ region, places: wholeWords(region.places), states: wholeWords(region.states) }));

function findRegion(text: string, level: 'places' | 'states'): Region | undefined {
  return matchers.find((matcher) => matcher[level].test(text))?.region;
}

/** The location decides; the title helps when the location is vague ("North India"). */
export function regionOf(location: string, title = ''): Region {
  return (
    findRegion(location, 'places') ??
    findRegion(location, 'states') ??
    findRegion(title, 'places') ??
    findRegion(title, 'states') ??
    unknownRegion
  );
}

/** The season in force on a "YYYY-MM-DD" date; seasons wrap around the new year. */
export function seasonOn(region: Region, date: string): Season {
  const monthDay = date.slice(5, 10);
  let current = region.seasons[region.seasons.length - 1]!;
  for (const season of region.seasons) {
    if (season.from <= monthDay) current = season;
  }
  return current;
}
