import type { TimeOfDay } from './scenes/sky.ts';

/** What each demo tour's page shows beyond the essentials in catalogue.ts. */
export interface DemoTourDetails {
  highlights: string[];
  /** One [title, details] per day, in order: day 1 first, as many as the tour's days. */
  itinerary: Array<[title: string, details: string]>;
  inclusions: string[];
  exclusions: string[];
  meetingPoint: string;
  /** The tour's own scene again at other times of day, for its gallery: two, as each is drawn at first boot. */
  galleryTimes: TimeOfDay[];
}

const travelNotIncluded = 'Travel to and from the starting town';

// Keyed by the tour's title in catalogue.ts; seed.test.ts checks that every tour has its
// details and that each itinerary has exactly as many days as the tour.
export const demoTourDetails: Record<string, DemoTourDetails> = {
  'White-Water Rafting on the Ganga': {
    highlights: [
      '16 km of the Ganga from Shivpuri to Rishikesh',
      'Grade II–III rapids: Roller Coaster and Golf Course',
      'A night at a riverside beach camp with a bonfire',
      'A certified river guide in every raft',
    ],
    itinerary: [
      ['To the beach camp at Shivpuri', 'Drive up the river road to camp, settle into twin tents and walk the beach. Evening bonfire and a Garhwali dinner.'],
      ['Shivpuri to Rishikesh on the river', 'Safety briefing, then the 16 km run through Roller Coaster, Golf Course and Club House rapids, finishing near Lakshman Jhula by early afternoon.'],
    ],
    inclusions: ['Raft, paddle, life jacket and helmet', 'Certified river guide', 'One night in a twin tent at the beach camp', 'Dinner, breakfast and lunch', 'Transfer from Tapovan to the camp'],
    exclusions: [travelNotIncluded, 'Photos and video of the run', 'Personal expenses'],
    meetingPoint: 'Tapovan taxi stand near Lakshman Jhula, Rishikesh, at 10:00 am',
    galleryTimes: ['noon', 'golden'],
  },
  'Hampta Pass Trek': {
    highlights: [
      'Cross the 4,270 m Hampta Pass from Kullu into Lahaul',
      'Camps at Jobra, Balu ka Ghera and Shea Goru',
      'Chandratal lake when the road is open',
      'Trek leader, cook and porters with the group',
    ],
    itinerary: [
      ['Manali to Jobra', 'Drive past Prini and up the Hampta road, then an easy two-hour walk through pine and maple forest to the meadow camp at Jobra.'],
      ['Jobra to Balu ka Ghera', 'Follow the Hampta river past Chika to the sandy camp at Balu ka Ghera, beneath the pass.'],
      ['Over Hampta Pass to Shea Goru', 'The long day: climb to the 4,270 m pass for the view into Lahaul, then a steep descent to camp at Shea Goru.'],
      ['Shea Goru to Chatru', 'Walk down the valley to the Chandra river and camp at Chatru.'],
      ['Chandratal lake', 'Drive along the Chandra to Chandratal, the crescent lake at 4,300 m, when the road is open; back to camp at Chatru.'],
      ['Chatru to Manali', 'Drive back through the Atal Tunnel to Manali, arriving by mid-afternoon.'],
    ],
    inclusions: ['Five nights in tents, twin sharing', 'All meals on the trek', 'Trek leader, cook and porters', 'Forest permits and camping fees', 'Transport from Manali and back'],
    exclusions: [travelNotIncluded, 'Porterage of your own rucksack', 'Travel insurance', 'Nights in Manali before or after the trek'],
    meetingPoint: 'Manali Mall Road, outside the Himachal Tourism (HPTDC) office, at 8:00 am',
    galleryTimes: ['dawn', 'noon'],
  },
  'Discover Scuba at Havelock': {
    highlights: ['A first dive to about 12 m, no experience needed', 'A PADI instructor at your side throughout', 'Coral reefs with parrotfish and clownfish', 'Non-swimmers welcome'],
    itinerary: [
      ['Briefing, practice and the dive', 'Morning briefing and shallow-water practice with your instructor, then a boat to the reef for a guided dive of about 40 minutes. Back ashore by lunchtime.'],
    ],
    inclusions: ['Dive equipment and wetsuit', 'PADI instructor, one to two divers each', 'Boat to the dive site', 'Drinking water and snacks'],
    exclusions: ['Ferry from Port Blair to Havelock', 'Stay on Havelock', 'Underwater photos and video'],
    meetingPoint: 'Havelock (Swaraj Dweep) ferry jetty, at 7:30 am',
    galleryTimes: ['morning', 'golden'],
  },
  'Tandem Paragliding at Bir Billing': {
    highlights: ['Take off from Billing at about 2,400 m', '15 to 25 minutes in the air with a licensed tandem pilot', 'Views over tea gardens and the Kangra valley', 'A walk through the Tibetan colony of Bir'],
    itinerary: [
      ['Fly from Billing, walk in Bir', 'Drive up to the Billing take-off for a morning flight, landing in the fields of Bir. Afternoon walk to the Tibetan colony and the Chokling monastery.'],
    ],
    inclusions: ['Tandem flight with a licensed pilot', 'Harness, helmet and flight insurance', 'Jeep from Bir up to Billing', 'Guided walk in the Tibetan colony'],
    exclusions: [travelNotIncluded, 'Photos and video of the flight', 'Meals'],
    meetingPoint: 'Bir landing site near the Chowgan tea gardens, at 9:00 am',
    galleryTimes: ['morning', 'golden'],
  },
  'Ladakh Motorbike Expedition': {
    highlights: ['Eight days on Royal Enfields', 'Over Khardung La to the dunes of Nubra', 'Along the Shyok river to Pangong Tso', 'Mechanic and backup vehicle with the group'],
    itinerary: [
      ['Arrive in Leh', 'Transfer from Leh airport and a day of rest to acclimatise at 3,500 m.'],
      ['Around Leh', 'An easy first ride to Shanti Stupa, Leh Palace and the Hall of Fame; bikes checked and fitted.'],
      ['Over Khardung La to Nubra', 'Climb to Khardung La and down to Diskit monastery and the Hunder dunes.'],
      ['Nubra valley', 'A morning among the dunes and the Bactrian camels of Hunder, then a ride towards Turtuk.'],
      ['Along the Shyok to Pangong', 'Follow the Shyok river by Agham to Pangong Tso, camping by the lake.'],
      ['Pangong Tso', 'Sunrise over the lake and a ride along the shore to Merak.'],
      ['Over Chang La to Leh', 'Cross Chang La and ride down past Thiksey monastery back to Leh.'],
      ['Depart from Leh', 'Bikes returned after breakfast; transfer to Leh airport.'],
    ],
    inclusions: ['Royal Enfield Himalayan with fuel', 'Seven nights in hotels and camps, twin sharing', 'Breakfast and dinner every day', 'Mechanic and backup vehicle', 'Inner-line permits'],
    exclusions: ['Flights to and from Leh', 'Riding gear (can be hired)', 'Lunches', 'Damage to the motorbike'],
    meetingPoint: 'Leh Kushok Bakula Rimpochee Airport arrivals hall',
    galleryTimes: ['morning', 'golden'],
  },
  'Valley of Flowers Trek': {
    highlights: ['The UNESCO-listed Valley of Flowers in bloom', 'Blue poppies, cobra lilies and hundreds of alpine flowers', 'The climb to Hemkund Sahib beside its glacial lake', 'Nights in Ghangaria, the village at the valley mouth'],
    itinerary: [
      ['Rishikesh to Govindghat', 'A long drive up the Alaknanda valley past Devprayag and Joshimath to Govindghat.'],
      ['Govindghat to Ghangaria', 'Drive to Pulna, then walk 10 km up the Lakshman Ganga to Ghangaria.'],
      ['Valley of Flowers', 'A full day in the valley, walking among the meadows as far as the glacier stream.'],
      ['Hemkund Sahib', 'A steep 6 km climb to the shrine and lake at over 4,600 m, and back to Ghangaria.'],
      ['Ghangaria to Govindghat', 'Walk back down to Pulna and drive to Govindghat or Joshimath.'],
      ['Back to Rishikesh', 'Drive down the valley to Rishikesh, arriving in the evening.'],
    ],
    inclusions: ['Five nights in guesthouses, twin sharing', 'All meals from dinner on day 1 to breakfast on day 6', 'Trek leader', 'Forest entry fees', 'Transport from Rishikesh and back'],
    exclusions: [travelNotIncluded, 'Ponies or porters for your luggage', 'Travel insurance'],
    meetingPoint: 'Rishikesh ISBT bus stand, Haridwar Road, at 6:00 am',
    galleryTimes: ['dawn', 'noon'],
  },
  'Living Root Bridges of Meghalaya': {
    highlights: ['The double-decker living root bridge at Nongriat', 'Swimming in the blue pools below Rainbow Falls', 'Nohkalikai falls, one of the highest in India', 'The limestone Mawsmai caves'],
    itinerary: [
      ['Shillong to Sohra', 'Drive to Sohra by Mawkdok valley; afternoon at Nohkalikai falls.'],
      ['Down to Nongriat', 'Descend some 3,500 steps from Tyrna to Nongriat and cross the double-decker bridge; night in a village guesthouse.'],
      ['Rainbow Falls and back up', 'Walk on to the blue pools below Rainbow Falls, then climb back to Tyrna and drive to Sohra.'],
      ['Mawsmai caves and back to Shillong', 'Walk through the Mawsmai caves and drive back to Shillong by the afternoon.'],
    ],
    inclusions: ['Three nights in guesthouses, twin sharing', 'Breakfast and dinner', 'Local Khasi guide', 'Entry fees to the falls and caves', 'Transport from Shillong and back'],
    exclusions: ['Travel to Shillong', 'Lunches', 'Porters for the steps'],
    meetingPoint: 'Police Bazaar taxi stand, Shillong, at 8:00 am',
    galleryTimes: ['noon', 'golden'],
  },
  'Ganga Aarti and the Ghats of Varanasi': {
    highlights: ['The evening Ganga aarti at Dashashwamedh Ghat from a boat', 'A dawn row past the ghats', 'The old lanes to the Kashi Vishwanath temple', 'A half day at Sarnath'],
    itinerary: [
      ['Old lanes and the evening aarti', 'Walk the lanes of the old city to the Kashi Vishwanath temple, then watch the aarti at Dashashwamedh Ghat from a boat.'],
      ['Dawn on the river and Sarnath', 'Row past Manikarnika and Assi ghats at sunrise, then spend the afternoon at Sarnath’s deer park and museum.'],
    ],
    inclusions: ['One night in a hotel near the ghats', 'Boat for the aarti and the dawn row', 'Local guide', 'Breakfast', 'Transfer to Sarnath'],
    exclusions: [travelNotIncluded, 'Lunch and dinner', 'Offerings at temples'],
    meetingPoint: 'Varanasi Junction railway station, main entrance, at 2:00 pm',
    galleryTimes: ['dawn', 'morning'],
  },
  'Golden Temple and the Wagah Border': {
    highlights: ['The Harmandir Sahib before dawn, for the palki procession', 'A meal at the langar', 'Jallianwala Bagh', 'The Beating Retreat ceremony at Attari–Wagah'],
    itinerary: [
      ['Jallianwala Bagh and the border', 'Walk through the old city to Jallianwala Bagh, then drive to the Attari–Wagah border for the Beating Retreat ceremony.'],
      ['The Golden Temple', 'Enter the Harmandir Sahib before dawn for the procession of the Guru Granth Sahib, then share breakfast at the langar.'],
    ],
    inclusions: ['One night in a hotel near the Golden Temple', 'Local guide', 'Transfer to the Attari–Wagah border', 'Breakfast'],
    exclusions: [travelNotIncluded, 'Lunch and dinner', 'Donations'],
    meetingPoint: 'Amritsar Junction railway station, main entrance, at 11:00 am',
    galleryTimes: ['dawn', 'night'],
  },
  'Kedarnath Yatra': {
    highlights: ['Darshan at Kedarnath, one of the twelve Jyotirlingas', 'The 16 km path from Gaurikund, on foot or on a pony', 'Views of the snows of Kedar Dome', 'Yatra registration arranged for you'],
    itinerary: [
      ['Haridwar to Guptkashi', 'Drive up the Alaknanda and Mandakini valleys past Devprayag and Rudraprayag to Guptkashi.'],
      ['Gaurikund to Kedarnath', 'Drive to Sonprayag, shuttle to Gaurikund, and walk or ride the 16 km path to Kedarnath.'],
      ['Darshan at Kedarnath', 'Early darshan at the temple, a visit to Bhairavnath temple, and the walk back down to Gaurikund.'],
      ['Guptkashi and Rudraprayag', 'A slow morning in Guptkashi, then drive to Rudraprayag, where the Mandakini meets the Alaknanda.'],
      ['Back to Haridwar', 'Drive down to Haridwar in time for the evening aarti at Har Ki Pauri.'],
    ],
    inclusions: ['Four nights in hotels, twin sharing', 'Breakfast and dinner', 'Transport from Haridwar and back', 'Help with the yatra registration'],
    exclusions: ['Pony, palki or helicopter to Kedarnath', 'Lunches', 'Offerings at the temple', travelNotIncluded],
    meetingPoint: 'Haridwar Junction railway station, main entrance, at 6:00 am',
    galleryTimes: ['morning', 'noon'],
  },
  'Meenakshi Temple and Rameswaram': {
    highlights: ['An evening inside the Meenakshi Amman temple', 'The night ceremony that carries Shiva to Meenakshi’s chamber', 'Across the Pamban bridge to Rameswaram', 'The long pillared corridors of the Ramanathaswamy temple'],
    itinerary: [
      ['The Meenakshi temple', 'Afternoon at Thirumalai Nayak palace, then the evening and night ceremony at the Meenakshi Amman temple.'],
      ['Rameswaram', 'Drive across the Pamban bridge to the Ramanathaswamy temple and its corridors; evening at Dhanushkodi beach.'],
      ['Back to Madurai', 'Morning at the Ramanathaswamy temple wells, then drive back to Madurai by the afternoon.'],
    ],
    inclusions: ['Two nights in hotels, twin sharing', 'Breakfast', 'Local guide in Madurai', 'Car for the trip to Rameswaram'],
    exclusions: [travelNotIncluded, 'Lunch and dinner', 'Special darshan tickets'],
    meetingPoint: 'Madurai Junction railway station, main entrance, at 1:00 pm',
    galleryTimes: ['dawn', 'golden'],
  },
  'Bodh Gaya Pilgrimage': {
    highlights: ['The Bodhi tree beside the Mahabodhi temple', 'Thai, Japanese, Bhutanese and Tibetan monasteries', 'The 25 m Great Buddha statue', 'Quiet evening meditation at the temple'],
    itinerary: [
      ['The Mahabodhi temple', 'Walk the temple grounds and sit beneath the Bodhi tree; evening meditation as the lamps are lit.'],
      ['Monasteries and the Great Buddha', 'Visit the Thai, Japanese, Bhutanese and Tibetan monasteries and the Great Buddha statue.'],
    ],
    inclusions: ['One night in a guesthouse near the temple', 'Breakfast', 'Local guide', 'Transfer from Gaya'],
    exclusions: [travelNotIncluded, 'Lunch and dinner', 'Camera fee at the temple'],
    meetingPoint: 'Gaya Junction railway station, main entrance, at 10:00 am',
    galleryTimes: ['morning', 'golden'],
  },
  'Tawang Monastery': {
    highlights: ['The largest Buddhist monastery in India', 'Over the 4,170 m Sela Pass', 'Morning prayers with the monks', 'The high lakes around Tawang'],
    itinerary: [
      ['Guwahati to Dirang', 'A long drive across the Brahmaputra plains and up through Bhalukpong and Bomdila to the Dirang valley.'],
      ['Over Sela Pass to Tawang', 'Cross Sela Pass and its lake at 4,170 m, stopping at the Jaswant Garh memorial on the way down to Tawang.'],
      ['Tawang Monastery', 'Morning prayers at the monastery, its museum, and the Tawang War Memorial.'],
      ['The high lakes', 'A day among the lakes above Tawang, among them Pankang Teng Tso, road permitting.'],
      ['Tawang to Bomdila', 'Back over Sela Pass to Bomdila and its monastery.'],
      ['Bomdila to Guwahati', 'Down through the forests to the plains and Guwahati by evening.'],
    ],
    inclusions: ['Five nights in hotels and homestays, twin sharing', 'Breakfast and dinner', 'Inner Line Permit', 'Car and driver from Guwahati and back'],
    exclusions: [travelNotIncluded, 'Lunches', 'Camera fees at the monastery'],
    meetingPoint: 'Guwahati railway station (Paltan Bazaar side), at 6:00 am',
    galleryTimes: ['dawn', 'morning'],
  },
  'Ruins of Hampi': {
    highlights: ['The Virupaksha temple', 'The stone chariot and musical pillars of the Vittala temple', 'A coracle ride on the Tungabhadra', 'Sunrise from Matanga hill'],
    itinerary: [
      ['Sacred centre and royal enclosure', 'The Virupaksha temple and Hampi bazaar, then the Lotus Mahal, elephant stables and Queen’s bath.'],
      ['Sunrise and the Vittala temple', 'Climb Matanga hill for sunrise, then the Vittala temple and its stone chariot, and a coracle across the river.'],
    ],
    inclusions: ['One night in a guesthouse, twin sharing', 'Breakfast', 'Local guide', 'Coracle ride', 'Entry fees to the monuments'],
    exclusions: [travelNotIncluded, 'Lunch and dinner', 'Bicycle or moped hire'],
    meetingPoint: 'Hosapete Junction railway station, main entrance, at 8:00 am',
    galleryTimes: ['dawn', 'noon'],
  },
  'Forts and Palaces of Jaipur': {
    highlights: ['Amber Fort above Maota lake', 'The City Palace and Hawa Mahal', 'The stone instruments of Jantar Mantar', 'The lights of the Pink City from Nahargarh'],
    itinerary: [
      ['Amber, the Pink City and Nahargarh', 'Amber Fort in the morning, then the City Palace, Hawa Mahal and Jantar Mantar, ending at Nahargarh fort at dusk.'],
    ],
    inclusions: ['Car and driver for the day', 'Local guide', 'Entry fees to the forts and monuments', 'Lunch'],
    exclusions: [travelNotIncluded, 'Stay in Jaipur', 'Dinner'],
    meetingPoint: 'Jaipur Junction railway station, main entrance, at 8:30 am',
    galleryTimes: ['morning', 'dusk'],
  },
  'Taj Mahal at Sunrise': {
    highlights: ['The Taj Mahal as the gates open at sunrise', 'The story of Shah Jahan and Mumtaz Mahal with a guide', 'Agra Fort', 'The tomb of Itimad-ud-Daulah, the Baby Taj'],
    itinerary: [
      ['Sunrise at the Taj and Agra Fort', 'Into the Taj Mahal as the gates open, breakfast, then Agra Fort and the tomb of Itimad-ud-Daulah.'],
    ],
    inclusions: ['Local guide', 'Entry tickets to the Taj Mahal, Agra Fort and the Baby Taj', 'Car and driver', 'Breakfast'],
    exclusions: [travelNotIncluded, 'Stay in Agra', 'Lunch and dinner'],
    meetingPoint: 'Taj Mahal east gate ticket office, 30 minutes before sunrise',
    galleryTimes: ['morning', 'golden'],
  },
  'Temples of Khajuraho': {
    highlights: ['The Western Group of temples, a UNESCO World Heritage Site', 'The Kandariya Mahadeva temple', 'The golden hour among the temples', 'The evening sound-and-light show'],
    itinerary: [
      ['The Western Group', 'Afternoon among the Kandariya Mahadeva, Lakshmana and Vishvanatha temples, then the sound-and-light show.'],
      ['The Eastern and Southern Groups', 'The Jain temples of the Eastern Group and the Duladeo and Chaturbhuj temples to the south.'],
    ],
    inclusions: ['One night in a hotel, twin sharing', 'Breakfast', 'Local guide', 'Entry fees and the sound-and-light show'],
    exclusions: [travelNotIncluded, 'Lunch and dinner'],
    meetingPoint: 'Khajuraho railway station, main entrance, at 1:00 pm',
    galleryTimes: ['morning', 'dusk'],
  },
  'Ajanta and Ellora Caves': {
    highlights: ['Buddhist paintings over 1,500 years old at Ajanta', 'The Kailasa temple, carved from a single rock', 'Buddhist, Hindu and Jain caves side by side at Ellora', 'The green Waghora gorge'],
    itinerary: [
      ['Ellora', 'Drive to Ellora for the Kailasa temple and the Buddhist, Hindu and Jain caves; on the way, Daulatabad fort.'],
      ['Ajanta', 'A full day at the Ajanta caves and the Waghora gorge viewpoint, back to the city by evening.'],
    ],
    inclusions: ['One night in a hotel, twin sharing', 'Breakfast', 'Local guide', 'Car and driver', 'Entry fees to the caves'],
    exclusions: [travelNotIncluded, 'Lunch and dinner'],
    meetingPoint: 'Chhatrapati Sambhajinagar railway station, main entrance, at 8:00 am',
    galleryTimes: ['noon', 'golden'],
  },
  'Mysuru Palace and Dasara': {
    highlights: ['The palace of the Wodeyar kings', 'The palace lit by nearly 100,000 bulbs', 'Chamundi hill', 'Tipu Sultan’s fort at Srirangapatna and the Brindavan gardens'],
    itinerary: [
      ['The palace', 'The palace halls by day, the Devaraja market, and the palace lit up in the evening.'],
      ['Chamundi hill and Srirangapatna', 'The Chamundeshwari temple and the Nandi on Chamundi hill, then Srirangapatna and the Brindavan gardens.'],
    ],
    inclusions: ['One night in a hotel, twin sharing', 'Breakfast', 'Local guide', 'Car and driver', 'Entry fees'],
    exclusions: [travelNotIncluded, 'Lunch and dinner'],
    meetingPoint: 'Mysuru Junction railway station, main entrance, at 10:00 am',
    galleryTimes: ['morning', 'golden'],
  },
  'Mehrangarh and the Blue City': {
    highlights: ['Mehrangarh fort, its palaces and armoury', 'The view over the blue houses of the old city', 'The Toorji ka Jhalra stepwell', 'The clock-tower market'],
    itinerary: [
      ['Mehrangarh', 'Walk up to Mehrangarh and through its palaces and armoury; sunset from the ramparts.'],
      ['The old city', 'Down through the blue lanes to the Toorji ka Jhalra stepwell and the clock-tower market; Jaswant Thada on the way back.'],
    ],
    inclusions: ['One night in a haveli in the old city, twin sharing', 'Breakfast', 'Local guide', 'Entry fees'],
    exclusions: [travelNotIncluded, 'Lunch and dinner'],
    meetingPoint: 'Jodhpur railway station, main entrance, at 11:00 am',
    galleryTimes: ['noon', 'golden'],
  },
  'Alleppey Houseboat Cruise': {
    highlights: ['A private kettuvallam with its own crew and cook', 'Canals, paddy fields and coconut groves', 'Karimeen fry, appam and stew on deck', 'Sunset over Vembanad lake'],
    itinerary: [
      ['Aboard the houseboat', 'Board at noon and cruise the canals through paddy fields and villages; lunch and dinner on board, the boat moored for the night.'],
      ['Morning on the backwaters', 'Breakfast on deck as the backwaters wake, then back to the jetty by 9 am.'],
    ],
    inclusions: ['A private houseboat for one night', 'Crew and cook', 'Lunch, dinner and breakfast on board', 'Tea and snacks'],
    exclusions: [travelNotIncluded, 'Drinks other than tea, coffee and water'],
    meetingPoint: 'Finishing Point houseboat jetty, Punnamada, Alappuzha, at 11:30 am',
    galleryTimes: ['morning', 'noon'],
  },
  'Udaipur, City of Lakes': {
    highlights: ['A sunset boat on Lake Pichola', 'The Lake Palace and Jag Mandir', 'The City Palace', 'The 36 km walls of Kumbhalgarh'],
    itinerary: [
      ['The City Palace and Lake Pichola', 'The City Palace in the afternoon, then a sunset boat past the Lake Palace and Jag Mandir; dinner on a rooftop.'],
      ['Kumbhalgarh', 'A day trip into the Aravallis to walk the walls of Kumbhalgarh fort.'],
      ['Old Udaipur', 'Saheliyon ki Bari and the Jagdish temple, then free until departure.'],
    ],
    inclusions: ['Two nights in a lakeside hotel, twin sharing', 'Breakfast', 'Sunset boat on Lake Pichola', 'Car for the day at Kumbhalgarh'],
    exclusions: [travelNotIncluded, 'Lunches', 'Entry fees'],
    meetingPoint: 'Udaipur City railway station, main entrance, at 12:00 noon',
    galleryTimes: ['morning', 'golden'],
  },
  'Shikara Rides on Dal Lake': {
    highlights: ['Nights on a carved cedar houseboat', 'The floating vegetable market at dawn by shikara', 'The Mughal gardens of Shalimar and Nishat', 'A day in Gulmarg or Pahalgam'],
    itinerary: [
      ['Onto Dal Lake', 'Settle into the houseboat and take an evening shikara along the lake.'],
      ['The floating market and Mughal gardens', 'A dawn shikara to the floating vegetable market, then Shalimar and Nishat gardens.'],
      ['Gulmarg or Pahalgam', 'A day trip to the meadows of Gulmarg or Pahalgam, back to the houseboat at night.'],
    ],
    inclusions: ['Two nights on a houseboat, twin sharing', 'Breakfast and dinner', 'Shikara rides', 'Car for the day trip'],
    exclusions: [travelNotIncluded, 'Gondola and pony rides', 'Lunches'],
    meetingPoint: 'Ghat No. 1 near Dal Gate, Boulevard Road, Srinagar, at 11:00 am',
    galleryTimes: ['dawn', 'golden'],
  },
  'Munnar Tea Hills': {
    highlights: ['Tea estates of the Western Ghats at about 1,600 m', 'A working tea factory and museum', 'The Nilgiri tahr at Eravikulam National Park', 'Walks through the plantations'],
    itinerary: [
      ['Into the hills', 'Arrive in Munnar and walk through the plantations in the afternoon.'],
      ['Eravikulam and the tea museum', 'Morning at Eravikulam to see the Nilgiri tahr, afternoon at the tea museum and factory.'],
      ['Mattupetty and back', 'Mattupetty dam and Echo Point, then depart by early afternoon.'],
    ],
    inclusions: ['Two nights in a plantation bungalow, twin sharing', 'Breakfast and dinner', 'Guided plantation walk', 'Entry to Eravikulam and the tea museum'],
    exclusions: [travelNotIncluded, 'Lunches'],
    meetingPoint: 'Munnar town bus stand (KSRTC), at 11:00 am',
    galleryTimes: ['dawn', 'noon'],
  },
  'Desert Camp under the Stars': {
    highlights: ['A camel ride over the Sam dunes at sunset', 'A night at a desert camp with folk music', 'Jaisalmer’s lived-in golden fort', 'The carved havelis of the old town'],
    itinerary: [
      ['To the Sam dunes', 'Drive to Sam, ride a camel over the dunes at sunset, and spend the night at the camp with folk music and dinner by the fire.'],
      ['Jaisalmer fort and havelis', 'Back to Jaisalmer for the fort and Patwon ki Haveli, ending at Gadisar lake.'],
    ],
    inclusions: ['One night in a desert camp tent, twin sharing', 'Dinner and breakfast', 'Camel ride', 'Folk music evening', 'Transfers to Sam and back'],
    exclusions: [travelNotIncluded, 'Jeep safari', 'Entry fees in Jaisalmer'],
    meetingPoint: 'Jaisalmer railway station, main entrance, at 2:00 pm',
    galleryTimes: ['noon', 'dusk'],
  },
  'Palolem Beach Escape': {
    highlights: ['The crescent beach of Palolem', 'Kayaking to Butterfly Beach', 'A morning boat to look for dolphins', 'Seafood at a beach shack'],
    itinerary: [
      ['Arrive at Palolem', 'Check into a beach hut and watch the sunset from the sand.'],
      ['Dolphins and Butterfly Beach', 'A morning boat to look for dolphins, then kayak to Butterfly Beach.'],
      ['Cabo de Rama and Galgibaga', 'The fort at Cabo de Rama and the turtle beach of Galgibaga.'],
      ['A slow last morning', 'Time on the beach before check-out at noon.'],
    ],
    inclusions: ['Three nights in a beach hut, twin sharing', 'Breakfast', 'Dolphin boat trip', 'Kayak hire for a morning'],
    exclusions: [travelNotIncluded, 'Lunch and dinner', 'Scooter hire'],
    meetingPoint: 'Canacona railway station, main entrance, at 12:00 noon',
    galleryTimes: ['morning', 'noon'],
  },
};
