// The synthetic catalogue the API benchmark runs on: N tours across real Indian places, and
// travellers, bookings, reviews, moments, likes and comments in proportion to it. Everything is
// made inside the database with generate_series from a few small arrays, so 100,000 tours take
// seconds on either engine, and the same N gives the same catalogue every run.
//
// Titles are `<variant> <place> <theme>`: 155 places × 44 themes × 24 variants = 163,680
// different titles, each used once (the three indexes advance like the digits of a counter).

/** Place, state: where people really go, so searches for "jai", "jaipur" or "ri" find what they would. */
export const places = [
  ['Jaipur', 'Rajasthan'], ['Jaisalmer', 'Rajasthan'], ['Jodhpur', 'Rajasthan'], ['Udaipur', 'Rajasthan'], ['Pushkar', 'Rajasthan'],
  ['Bikaner', 'Rajasthan'], ['Mount Abu', 'Rajasthan'], ['Ranthambore', 'Rajasthan'], ['Chittorgarh', 'Rajasthan'], ['Bundi', 'Rajasthan'],
  ['Agra', 'Uttar Pradesh'], ['Varanasi', 'Uttar Pradesh'], ['Lucknow', 'Uttar Pradesh'], ['Mathura', 'Uttar Pradesh'], ['Vrindavan', 'Uttar Pradesh'],
  ['Ayodhya', 'Uttar Pradesh'], ['Prayagraj', 'Uttar Pradesh'], ['Sarnath', 'Uttar Pradesh'], ['Rishikesh', 'Uttarakhand'], ['Haridwar', 'Uttarakhand'],
  ['Mussoorie', 'Uttarakhand'], ['Nainital', 'Uttarakhand'], ['Auli', 'Uttarakhand'], ['Kedarnath', 'Uttarakhand'], ['Badrinath', 'Uttarakhand'],
  ['Jim Corbett', 'Uttarakhand'], ['Chopta', 'Uttarakhand'], ['Munsiyari', 'Uttarakhand'], ['Manali', 'Himachal Pradesh'], ['Shimla', 'Himachal Pradesh'],
  ['Dharamshala', 'Himachal Pradesh'], ['McLeod Ganj', 'Himachal Pradesh'], ['Kasol', 'Himachal Pradesh'], ['Spiti', 'Himachal Pradesh'], ['Bir', 'Himachal Pradesh'],
  ['Dalhousie', 'Himachal Pradesh'], ['Kinnaur', 'Himachal Pradesh'], ['Leh', 'Ladakh'], ['Nubra Valley', 'Ladakh'], ['Pangong Tso', 'Ladakh'],
  ['Zanskar', 'Ladakh'], ['Srinagar', 'Jammu and Kashmir'], ['Gulmarg', 'Jammu and Kashmir'], ['Pahalgam', 'Jammu and Kashmir'], ['Sonamarg', 'Jammu and Kashmir'],
  ['Amritsar', 'Punjab'], ['Chandigarh', 'Chandigarh'], ['Delhi', 'Delhi'], ['Kurukshetra', 'Haryana'], ['Goa', 'Goa'],
  ['Panaji', 'Goa'], ['Palolem', 'Goa'], ['Mumbai', 'Maharashtra'], ['Pune', 'Maharashtra'], ['Lonavala', 'Maharashtra'],
  ['Mahabaleshwar', 'Maharashtra'], ['Aurangabad', 'Maharashtra'], ['Ajanta', 'Maharashtra'], ['Ellora', 'Maharashtra'], ['Nashik', 'Maharashtra'],
  ['Shirdi', 'Maharashtra'], ['Kolhapur', 'Maharashtra'], ['Ahmedabad', 'Gujarat'], ['Kutch', 'Gujarat'], ['Dwarka', 'Gujarat'],
  ['Somnath', 'Gujarat'], ['Gir', 'Gujarat'], ['Vadodara', 'Gujarat'], ['Saputara', 'Gujarat'], ['Khajuraho', 'Madhya Pradesh'],
  ['Bhopal', 'Madhya Pradesh'], ['Indore', 'Madhya Pradesh'], ['Ujjain', 'Madhya Pradesh'], ['Orchha', 'Madhya Pradesh'], ['Mandu', 'Madhya Pradesh'],
  ['Pachmarhi', 'Madhya Pradesh'], ['Kanha', 'Madhya Pradesh'], ['Bandhavgarh', 'Madhya Pradesh'], ['Sanchi', 'Madhya Pradesh'], ['Gwalior', 'Madhya Pradesh'],
  ['Raipur', 'Chhattisgarh'], ['Bastar', 'Chhattisgarh'], ['Kolkata', 'West Bengal'], ['Darjeeling', 'West Bengal'], ['Sundarbans', 'West Bengal'],
  ['Kalimpong', 'West Bengal'], ['Shantiniketan', 'West Bengal'], ['Puri', 'Odisha'], ['Konark', 'Odisha'], ['Bhubaneswar', 'Odisha'],
  ['Chilika', 'Odisha'], ['Bodh Gaya', 'Bihar'], ['Nalanda', 'Bihar'], ['Rajgir', 'Bihar'], ['Patna', 'Bihar'],
  ['Ranchi', 'Jharkhand'], ['Deoghar', 'Jharkhand'], ['Gangtok', 'Sikkim'], ['Pelling', 'Sikkim'], ['Yuksom', 'Sikkim'],
  ['Lachung', 'Sikkim'], ['Shillong', 'Meghalaya'], ['Cherrapunji', 'Meghalaya'], ['Dawki', 'Meghalaya'], ['Mawlynnong', 'Meghalaya'],
  ['Kaziranga', 'Assam'], ['Majuli', 'Assam'], ['Guwahati', 'Assam'], ['Tawang', 'Arunachal Pradesh'], ['Ziro', 'Arunachal Pradesh'],
  ['Kohima', 'Nagaland'], ['Dzukou Valley', 'Nagaland'], ['Imphal', 'Manipur'], ['Loktak', 'Manipur'], ['Aizawl', 'Mizoram'],
  ['Agartala', 'Tripura'], ['Hyderabad', 'Telangana'], ['Warangal', 'Telangana'], ['Hampi', 'Karnataka'], ['Mysuru', 'Karnataka'],
  ['Coorg', 'Karnataka'], ['Chikmagalur', 'Karnataka'], ['Gokarna', 'Karnataka'], ['Badami', 'Karnataka'], ['Bengaluru', 'Karnataka'],
  ['Udupi', 'Karnataka'], ['Kabini', 'Karnataka'], ['Munnar', 'Kerala'], ['Alleppey', 'Kerala'], ['Kochi', 'Kerala'],
  ['Thekkady', 'Kerala'], ['Wayanad', 'Kerala'], ['Varkala', 'Kerala'], ['Kumarakom', 'Kerala'], ['Kovalam', 'Kerala'],
  ['Chennai', 'Tamil Nadu'], ['Madurai', 'Tamil Nadu'], ['Ooty', 'Tamil Nadu'], ['Kodaikanal', 'Tamil Nadu'], ['Rameswaram', 'Tamil Nadu'],
  ['Mahabalipuram', 'Tamil Nadu'], ['Thanjavur', 'Tamil Nadu'], ['Kanyakumari', 'Tamil Nadu'], ['Pondicherry', 'Puducherry'], ['Tirupati', 'Andhra Pradesh'],
  ['Araku Valley', 'Andhra Pradesh'], ['Visakhapatnam', 'Andhra Pradesh'], ['Gandikota', 'Andhra Pradesh'], ['Havelock Island', 'Andaman and Nicobar Islands'], ['Neil Island', 'Andaman and Nicobar Islands'],
  ['Port Blair', 'Andaman and Nicobar Islands'], ['Agatti', 'Lakshadweep'], ['Bangaram', 'Lakshadweep'], ['Daman', 'Dadra and Nagar Haveli and Daman and Diu'], ['Diu', 'Dadra and Nagar Haveli and Daman and Diu'],
];

/** What the trip is, and the category it belongs to. */
export const themes = [
  ['Heritage Walk', 'historical & cultural'], ['Fort and Palace Trail', 'historical & cultural'], ['Food Trail', 'historical & cultural'], ['Craft Villages Tour', 'historical & cultural'],
  ['Old City by Rickshaw', 'historical & cultural'], ['Museum Circuit', 'historical & cultural'], ['Stepwell and Temple Art Tour', 'historical & cultural'], ['Folk Music Evenings', 'historical & cultural'],
  ['Textile and Block-Print Workshop', 'historical & cultural'], ['Photography Walk', 'historical & cultural'], ['Archaeology Trail', 'historical & cultural'],
  ['Temple Circuit', 'religious'], ['Pilgrimage Yatra', 'religious'], ['Evening Aarti Stay', 'religious'], ['Monastery Retreat', 'religious'],
  ['Sacred Rivers Journey', 'religious'], ['Gurudwara and Langar Visit', 'religious'], ['Meditation Retreat', 'religious'], ['Dargah and Sufi Qawwali Night', 'religious'],
  ['Church and Cathedral Walk', 'religious'], ['Festival Darshan', 'religious'], ['Jain Temples Tour', 'religious'],
  ['Trek', 'adventure'], ['River Rafting', 'adventure'], ['Paragliding Weekend', 'adventure'], ['Camping Expedition', 'adventure'],
  ['Jungle Safari', 'adventure'], ['Scuba and Snorkelling', 'adventure'], ['Mountain Biking', 'adventure'], ['Rock Climbing Camp', 'adventure'],
  ['Kayaking Trip', 'adventure'], ['Motorbike Ride', 'adventure'], ['Snow Skiing Course', 'adventure'],
  ['Honeymoon Escape', 'romantic'], ['Lakeside Getaway', 'romantic'], ['Sunset Cruise', 'romantic'], ['Candlelit Heritage Stay', 'romantic'],
  ['Tea Estate Retreat', 'romantic'], ['Beach Villa Break', 'romantic'], ['Houseboat Stay', 'romantic'], ['Hill Cottage Weekend', 'romantic'],
  ['Spa and Ayurveda Retreat', 'romantic'], ['Stargazing Camp', 'romantic'], ['Vineyard Weekend', 'romantic'],
];

export const variants = [
  'Classic', 'Monsoon', 'Winter', 'Summer', 'Sunrise', 'Slow', 'Family', 'Offbeat', 'Grand', 'Weekend', 'Budget', 'Luxury',
  'Solo', 'Small-Group', 'Guided', 'Hidden', 'Festive', 'Eco', "Photographer's", 'Heritage-Hotel', 'Backpacker', 'Seven-Day', 'Three-Day', 'Private',
];

/**
 * Filtered and sorted lists, as a traveller narrows the catalogue: every sort over the same ten
 * filters (none, a category, a state, a price bound, a duration, a search, a date with seats),
 * and one list with every filter at once. `day` is a bookable date (YYYY-MM-DD).
 */
export function discoveryLists(day) {
  const filters = ['', 'category=adventure', 'category=romantic', 'state=Kerala', 'state=Rajasthan', 'minPrice=100000', 'maxPrice=20000', 'minDays=3&maxDays=7', 'q=jai', `date=${day}`];
  const sorts = ['recommended', 'price_asc', 'price_desc', 'rating', 'newest'];
  const lists = Object.fromEntries(sorts.map((sort) => [`sort=${sort}`, filters.map((filter) => [filter, `sort=${sort}`].filter(Boolean).join('&'))]));
  const combined = 'category=adventure&state=Kerala&minPrice=5000&maxPrice=100000&minDays=2&maxDays=10';
  lists['every filter'] = sorts.flatMap((sort) => [`${combined}&sort=${sort}`, `${combined}&date=${day}&sort=${sort}`]);
  return lists;
}

const firstNames = ['Aarav', 'Ananya', 'Vihaan', 'Diya', 'Arjun', 'Isha', 'Kabir', 'Meera', 'Rohan', 'Saanvi', 'Aditya', 'Kavya', 'Ishaan', 'Priya', 'Reyansh', 'Nandini', 'Farhan', 'Zoya', 'Gurpreet', 'Lalita', 'Tenzin', 'Lhamo', 'Joseph', 'Mary', 'Sameer', 'Ayesha', 'Karthik', 'Lakshmi', 'Biswajit', 'Rupa'];
const lastNames = ['Sharma', 'Verma', 'Iyer', 'Nair', 'Reddy', 'Das', 'Banerjee', 'Singh', 'Gill', 'Khan', 'Qureshi', 'Fernandes', 'Dsouza', 'Patel', 'Shah', 'Menon', 'Pillai', 'Bhutia', 'Sangma', 'Mehta'];

const consonants = 'bdghjklmnprstvz';
const vowels = 'aeiou';
/** Names in five letters (consonant, vowel, consonant, vowel, consonant): 84,375 of them. */
const FIVE_LETTER_NAMES = consonants.length ** 3 * vowels.length ** 2;

/**
 * SQL for the host family's name of tour `i` (an integer expression): a made-up word, different for
 * every i, five letters for the first 84,375 tours and seven after (6.3 million in all), letters
 * only so that typos apply to it as to any word.
 */
export function hostName(i) {
  const letter = (set, index) => `substr('${set}', 1 + (${index}) % ${set.length}, 1)`;
  const five = (n) => [letter(consonants, n), letter(vowels, `(${n}) / 15`), letter(consonants, `(${n}) / 75`), letter(vowels, `(${n}) / 1125`), letter(consonants, `(${n}) / 5625`)].join(' || ');
  const rest = `(${i} - ${FIVE_LETTER_NAMES})`;
  const seven = `${five(rest)} || ${letter(vowels, `${rest} / ${FIVE_LETTER_NAMES}`)} || ${letter(consonants, `${rest} / ${FIVE_LETTER_NAMES * vowels.length}`)}`;
  return `(case when ${i} < ${FIVE_LETTER_NAMES} then ${five(i)} else ${seven} end)`;
}

/** How many of everything a catalogue of `tours` tours has (ratios of a busy community). */
export function proportions(tours) {
  const users = Math.max(50, Math.round(tours / 5));
  return { tours, users, bookings: tours, reviews: 2 * tours, moments: Math.round(tours * 0.3), likesPerMoment: 3, commentsPerMoment: 1 };
}

export const BENCH_PASSWORD = 'bench-password-1';
export const travellerEmail = (index) => `traveller${index}@bench.yatrika.in`;

/**
 * Fills an empty, migrated database. `query(sql, params)` is the engine's own client call
 * (PGlite's or node-postgres'). `passwordHash` is one argon2id hash of BENCH_PASSWORD, shared
 * by every traveller so that any of them can sign in.
 */
export async function seedCatalogue(query, tourCount, passwordHash) {
  const n = proportions(tourCount);
  const placeNames = places.map(([name]) => name);
  const states = places.map(([, state]) => state);
  const themeNames = themes.map(([name]) => name);
  const categories = themes.map(([, category]) => category);
  const P = places.length;
  const T = themes.length;

  // Tours: newest first is i = 0; one every 7 minutes back in time, prices from ₹1,500 to ₹1,49,999,
  // 1 to 14 days long. The state is the place's, as the server reads it from "Place, State".
  // Each tour's highlight names its host family with a name no other tour has (hostName above), as a
  // real catalogue's guides, homestays and villages do: the search's lexicon then grows with the
  // catalogue (100,000 tours: about 100,000 words, most of them five letters long) instead of
  // stopping at the few hundred words of the places and themes.
  await query(
    `insert into tours (title, description, category, location, state, highlights, price_paise, duration_days, status, created_at, updated_at)
     select v.variant || ' ' || p.place || ' ' || t.theme,
            'A ' || lower(v.variant) || ' ' || lower(t.theme) || ' in ' || p.place || ', ' || p.state
              || ': local guides, stays chosen for character, and time to see ' || p.place || ' the way people who live there do.',
            t.category, p.place || ', ' || p.state, p.state,
            array['Stay with the ' || ${hostName('g.i')} || ' family'],
            (150000 + (g.i::bigint * 7919) % 14850000), 1 + (g.i * 5) % 14,
            case when g.i % 97 = 96 then 'banned' else 'active' end,
            now() - make_interval(mins => g.i * 7), now() - make_interval(mins => g.i * 7)
       from generate_series(0, $1::int - 1) as g(i)
       cross join lateral (select ($2::text[])[1 + g.i % ${P}] as place, ($3::text[])[1 + g.i % ${P}] as state) p
       cross join lateral (select ($4::text[])[1 + (g.i / ${P}) % ${T}] as theme, ($5::text[])[1 + (g.i / ${P}) % ${T}] as category) t
       cross join lateral (select ($6::text[])[1 + (g.i / ${P * T}) % ${variants.length}] as variant) v`,
    [tourCount, placeNames, states, themeNames, categories, variants],
  );

  await query(
    `insert into users (role, firstname, lastname, username, email, phone, gender, password_hash, created_at)
     select 'traveller', ($2::text[])[1 + g.i % ${firstNames.length}], ($3::text[])[1 + g.i % ${lastNames.length}],
            'traveller' || g.i, 'traveller' || g.i || '@bench.yatrika.in', '98' || lpad((g.i % 100000000)::text, 8, '0'),
            (array['Male', 'Female', 'Other'])[1 + g.i % 3], $4, now() - make_interval(mins => g.i * 11)
       from generate_series(0, $1::int - 1) as g(i)`,
    [n.users, firstNames, lastNames, passwordHash],
  );

  // Numbered views of tours and travellers, so rows can be paired by arithmetic.
  const numbered = `
    numbered_tours as (select id, title, location, image, price_paise, start_time, row_number() over (order by created_at desc, id) - 1 as n from tours),
    numbered_users as (select id, firstname, lastname, row_number() over (order by created_at desc, id) - 1 as n from users where role = 'traveller')`;

  await query(
    `with ${numbered}
     insert into bookings (user_id, tour_id, tour_title, tour_location, tour_image, price_paise, total_paise, full_name, phone, booking_date, start_time, num_people, status, created_at, updated_at)
     select u.id, t.id, t.title, t.location, t.image, t.price_paise, t.price_paise * (1 + g.i % 4), u.firstname || ' ' || u.lastname, '9876543210',
            current_date + (g.i % 300) - 150, t.start_time, 1 + g.i % 4,
            (array['booked', 'pending', 'completed', 'canceled'])[1 + g.i % 4], now() - make_interval(mins => g.i * 5), now() - make_interval(mins => g.i * 5)
       from generate_series(0, $1::int - 1) as g(i)
       join numbered_tours t on t.n = g.i % $2::int
       join numbered_users u on u.n = g.i % $3::int`,
    [n.bookings, tourCount, n.users],
  );

  // Two reviews per tour from two different travellers (the reviews' trigger keeps each tour's rating): (user, tour) pairs never repeat.
  await query(
    `with ${numbered}
     insert into reviews (user_id, tour_id, rating, comment, created_at)
     select u.id, t.id, 1 + (g.i * 37) % 5,
            (array['Well organised and the guide knew every story.', 'Beautiful places, a little rushed on the last day.', 'Worth every rupee; we would book again.', 'The stays were lovely and the food even better.', 'Good trip, but start earlier to beat the crowds.'])[1 + g.i % 5],
            now() - make_interval(mins => g.i * 3)
       from generate_series(0, $1::int - 1) as g(i)
       join numbered_tours t on t.n = g.i / 2
       join numbered_users u on u.n = g.i % $2::int`,
    [n.reviews, n.users],
  );

  await query(
    `with ${numbered}
     insert into moments (user_id, image, description, created_at)
     select u.id, 'media/placeholder.webp', 'A morning in ' || ($3::text[])[1 + g.i % ${P}] || ' we will not forget.', now() - make_interval(mins => g.i * 13)
       from generate_series(0, $1::int - 1) as g(i)
       join numbered_users u on u.n = g.i % $2::int`,
    [n.moments, n.users, placeNames],
  );

  await query(
    `with numbered_moments as (select id, row_number() over (order by created_at desc, id) - 1 as n from moments),
          numbered_users as (select id, row_number() over (order by created_at desc, id) - 1 as n from users where role = 'traveller')
     insert into moment_likes (moment_id, user_id, created_at)
     select m.id, u.id, now() from numbered_moments m
       cross join generate_series(0, $1::int - 1) as k(j)
       join numbered_users u on u.n = (m.n + k.j * 13) % $2::int`,
    [n.likesPerMoment, n.users],
  );

  await query(
    `with numbered_moments as (select id, row_number() over (order by created_at desc, id) - 1 as n from moments),
          numbered_users as (select id, row_number() over (order by created_at desc, id) - 1 as n from users where role = 'traveller')
     insert into moment_comments (moment_id, user_id, text, created_at)
     select m.id, u.id, 'Lovely picture! Which month was this?', now() from numbered_moments m
       join numbered_users u on u.n = (m.n + 7) % $1::int`,
    [n.users],
  );

  // As autovacuum would soon after a bulk load: fresh statistics, and the trigram indexes' pending entries merged.
  await query('vacuum analyze');
  return n;
}
