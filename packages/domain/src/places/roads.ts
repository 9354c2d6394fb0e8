/**
 * The region's trunk and main roads as chains of catalogue places, in the order the road passes them.
 * Each edge's length is the great-circle distance between its two places times the chain's winding
 * factor (road km per straight-line km). The factors were set once so that the published distances in
 * published-distances.ts come out within 10% (the test holds them there); 1.15 is a straight plateau
 * road, 1.3 and more an escarpment or a road that bends around lakes and swamps.
 */
export interface RoadChain {
  road: string;
  factor: number;
  via: readonly string[];
}

const MAIN_CHAINS: readonly RoadChain[] = [
  // Zambia: trunk roads.
  { road: 'T2 Great North Road (south)', factor: 1.25, via: ['Chirundu', 'Kafue', 'Chilanga', 'Lusaka'] },
  {
    road: 'T2 Great North Road',
    factor: 1.12,
    via: ['Lusaka', 'Chibombo', 'Kabwe', 'Kapiri Mposhi', 'Mkushi', 'Serenje', 'Mpika'],
  },
  {
    road: 'T2 Great North Road (north)',
    factor: 1.1,
    via: ['Mpika', 'Chinsali', 'Isoka', 'Nakonde', 'Tunduma'],
  },
  {
    road: 'T3 Copperbelt road',
    factor: 1.12,
    via: ['Kapiri Mposhi', 'Ndola', 'Kitwe', 'Chingola', 'Chililabombwe'],
  },
  { road: 'T3 Chililabombwe–Kasumbalesa', factor: 1.5, via: ['Chililabombwe', 'Kasumbalesa'] },
  {
    road: 'T1 Lusaka–Livingstone road',
    factor: 1.15,
    via: ['Kafue', 'Mazabuka', 'Monze', 'Choma', 'Kalomo', 'Livingstone', 'Victoria Falls'],
  },
  {
    road: 'T4 Great East Road',
    factor: 1.09,
    via: ['Lusaka', 'Chongwe', 'Nyimba', 'Petauke', 'Sinda', 'Katete', 'Chipata', 'Mchinji'],
  },
  { road: 'T5 Chingola–Solwezi–Mwinilunga', factor: 1.05, via: ['Chingola', 'Solwezi', 'Mwinilunga'] },
  { road: 'T6 Katete–Chanida', factor: 1.3, via: ['Katete', 'Chanida', 'Tete'] },
  // Zambia: main roads.
  { road: 'M1 Mpika–Kasama–Mbala', factor: 1.15, via: ['Mpika', 'Kasama', 'Mbala', 'Mpulungu'] },
  { road: 'M1/M3 to Mungwi and Luwingu', factor: 1.2, via: ['Mungwi', 'Kasama', 'Luwingu', 'Mansa'] },
  { road: 'Luwingu–Chilubi road and pontoon', factor: 1.4, via: ['Luwingu', 'Chilubi'] },
  { road: 'M3 Kasama–Mporokoso–Kaputa', factor: 1.25, via: ['Kasama', 'Mporokoso', 'Kaputa'] },
  { road: 'Mbala–Nakonde road', factor: 1.25, via: ['Mbala', 'Nakonde'] },
  { road: 'M4 Ndola–Mufulira', factor: 1.0, via: ['Ndola', 'Mufulira'] },
  { road: 'M4 Mufulira–Kitwe', factor: 1.2, via: ['Mufulira', 'Kitwe'] },
  { road: 'M5 Congo Pedicle road', factor: 1.25, via: ['Mufulira', 'Mokambo', 'Mansa'] },
  { road: 'Ndola–Sakania road', factor: 1.3, via: ['Ndola', 'Sakania'] },
  { road: 'Copperbelt spurs', factor: 1.2, via: ['Luanshya', 'Ndola', 'Mpongwe'] },
  { road: 'Kalulushi road', factor: 1.2, via: ['Kitwe', 'Kalulushi'] },
  { road: 'M18 Kitwe–Lufwanyama', factor: 1.6, via: ['Kitwe', 'Lufwanyama'] },
  { road: 'M2 Serenje–Samfya–Mansa', factor: 1.2, via: ['Serenje', 'Samfya', 'Mansa'] },
  { road: 'Samfya–Lubwe road', factor: 1.3, via: ['Samfya', 'Chifunabuli'] },
  {
    road: 'M13/M14 Luapula valley',
    factor: 1.2,
    via: ['Mansa', 'Mwense', 'Kawambwa', 'Mwansabombwe', 'Nchelenge', 'Chiengi'],
  },
  {
    road: 'M8 Mutanda–Zambezi road',
    factor: 1.25,
    via: ['Solwezi', 'Kasempa', 'Mufumbwe', 'Kabompo', 'Manyinga', 'Zambezi', 'Chavuma'],
  },
  { road: 'M9 Lusaka–Mongu road', factor: 1.03, via: ['Lusaka', 'Mumbwa', 'Kaoma', 'Mongu', 'Limulunga'] },
  { road: 'Mongu–Kalabo road', factor: 1.3, via: ['Mongu', 'Kalabo'] },
  { road: 'Kaoma–Lukulu road', factor: 1.3, via: ['Kaoma', 'Lukulu'] },
  { road: 'Mumbwa–Itezhi-Tezhi road', factor: 1.25, via: ['Mumbwa', 'Itezhi-Tezhi', 'Namwala', 'Choma'] },
  {
    road: 'M10 Livingstone–Sesheke–Mongu',
    factor: 1.2,
    via: ['Livingstone', 'Kazungula', 'Sesheke', 'Senanga', 'Mongu'],
  },
  { road: 'M19 Kazungula bridge and A33', factor: 1.3, via: ['Kazungula', 'Kasane'] },
  { road: 'Katima Mulilo bridge', factor: 1.3, via: ['Sesheke', 'Katima Mulilo'] },
  { road: 'Kafue–Siavonga road', factor: 1.3, via: ['Kafue', 'Siavonga', 'Kariba'] },
  { road: 'Monze–Gwembe road', factor: 1.3, via: ['Monze', 'Gwembe'] },
  { road: 'Choma–Sinazongwe road', factor: 1.3, via: ['Choma', 'Sinazongwe'] },
  { road: 'Chongwe–Luangwa road', factor: 1.3, via: ['Chongwe', 'Luangwa'] },
  { road: 'M12 Chipata–Lundazi–Chama', factor: 1.2, via: ['Chipata', 'Lundazi', 'Chama'] },
  { road: 'Chipata–Chadiza road', factor: 1.3, via: ['Chipata', 'Chadiza'] },
  // DR Congo: N1 Kasumbalesa–Lubumbashi–Likasi–Kolwezi.
  { road: 'N1 DR Congo', factor: 1.3, via: ['Kasumbalesa', 'Lubumbashi', 'Likasi', 'Kolwezi'] },
  // Dar es Salaam corridor (TANZAM highway).
  {
    road: 'TANZAM highway',
    factor: 1.22,
    via: ['Tunduma', 'Mbeya', 'Iringa', 'Mikumi', 'Morogoro', 'Chalinze', 'Dar es Salaam Tanzania'],
  },
  { road: 'Mbeya–Kyela–Karonga', factor: 1.35, via: ['Mbeya', 'Tukuyu', 'Kyela', 'Karonga'] },
  // Malawi and the Nacala corridor.
  { road: 'M1 Malawi (north)', factor: 1.3, via: ['Karonga', 'Mzuzu', 'Kasungu', 'Lilongwe'] },
  {
    road: 'M12/M1 Mchinji–Lilongwe–Blantyre',
    factor: 1.25,
    via: ['Mchinji', 'Lilongwe', 'Liwonde', 'Zomba', 'Blantyre'],
  },
  { road: 'Nacala corridor', factor: 1.3, via: ['Liwonde', 'Cuamba', 'Nampula', 'Nacala'] },
  { road: 'Tete corridor', factor: 1.25, via: ['Blantyre', 'Mwanza', 'Tete', 'Mutoko', 'Harare Zimbabwe'] },
  // Beira corridor.
  { road: 'Beira corridor', factor: 1.15, via: ['Harare Zimbabwe', 'Mutare', 'Chimoio', 'Dondo', 'Beira'] },
  { road: 'Tete–Chimoio road', factor: 1.25, via: ['Tete', 'Chimoio'] },
  // Zimbabwe and the North–South corridor.
  { road: 'A1 Chirundu–Harare', factor: 1.2, via: ['Chirundu', 'Karoi', 'Chinhoyi', 'Harare Zimbabwe'] },
  { road: 'Kariba–Karoi road', factor: 1.3, via: ['Kariba', 'Karoi'] },
  {
    road: 'A5 Harare–Bulawayo',
    factor: 1.1,
    via: ['Harare Zimbabwe', 'Chegutu', 'Kadoma', 'Kwekwe', 'Gweru', 'Bulawayo'],
  },
  {
    road: 'North–South corridor (A4, N1)',
    factor: 1.12,
    via: ['Harare Zimbabwe', 'Masvingo', 'Beitbridge', 'Musina', 'Polokwane', 'Pretoria', 'Johannesburg'],
  },
  { road: 'A8 Victoria Falls–Bulawayo', factor: 1.15, via: ['Victoria Falls', 'Hwange', 'Bulawayo'] },
  { road: 'A7 Bulawayo–Plumtree–Francistown', factor: 1.15, via: ['Bulawayo', 'Plumtree', 'Francistown'] },
  {
    road: 'A33/A1 Botswana',
    factor: 1.12,
    via: ['Kasane', 'Nata', 'Francistown', 'Palapye', 'Mahalapye', 'Gaborone', 'Johannesburg'],
  },
  {
    road: 'N3 Johannesburg–Durban',
    factor: 1.15,
    via: ['Johannesburg', 'Harrismith', 'Ladysmith', 'Pietermaritzburg', 'Durban'],
  },
  // Walvis Bay corridor (Trans-Caprivi).
  {
    road: 'Trans-Caprivi and B1',
    factor: 1.12,
    via: ['Katima Mulilo', 'Rundu', 'Grootfontein', 'Otjiwarongo', 'Okahandja', 'Windhoek'],
  },
  {
    road: 'B2 Okahandja–Walvis Bay',
    factor: 1.12,
    via: ['Okahandja', 'Karibib', 'Usakos', 'Swakopmund', 'Walvis Bay'],
  },
];

/**
 * Feeder roads: a district road from a seat whose coordinates are cited in seat-coordinates.json to
 * the nearest town already on the graph that the road serves. No published distance was found for
 * these, so each edge is the straight-line distance times FEEDER_FACTOR (a winding district road);
 * a feeder is a spur, so it never shortens a route between two other places.
 */
export const FEEDER_FACTOR = 1.3;
const FEEDERS: readonly (readonly [seat: string, town: string])[] = [
  ['Luano', 'Mkushi'],
  ['Masaiti', 'Luanshya'],
  ['Chembe', 'Mansa'],
  ['Milenge', 'Mansa'],
  ['Rufunsa', 'Chongwe'],
  ['Mafinga', 'Isoka'],
  ['Ikelenge', 'Mwinilunga'],
  ['Chikankata', 'Kafue'],
  ['Pemba', 'Monze'],
  ['Sioma', 'Senanga'],
  ["Shang'ombo", 'Senanga'],
  ['Mwandi', 'Sesheke'],
  ['Mulobezi', 'Kazungula'],
  ['Nkeyema', 'Kaoma'],
  ['Nsama', 'Kaputa'],
  ["Shiwang'andu", 'Chinsali'],
  ['Sikongo', 'Kalabo'],
];

export const ROAD_CHAINS: readonly RoadChain[] = [
  ...MAIN_CHAINS,
  ...FEEDERS.map(([seat, town]) => ({
    road: `District road ${seat}–${town}`,
    factor: FEEDER_FACTOR,
    via: [seat, town],
  })),
];
