/** Road distances published for city pairs, each with its source: the road graph is held to them (±10%). */
export interface PublishedDistance {
  from: string;
  to: string;
  km: number;
  source: string;
}

export const PUBLISHED_DISTANCES: readonly PublishedDistance[] = [
  {
    from: 'Lusaka',
    to: 'Nakonde',
    km: 1019,
    source: 'Wikipedia, "Great North Road, Zambia": length 1,019 km, Lusaka to the Nakonde border',
  },
  {
    from: 'Chirundu',
    to: 'Tunduma',
    km: 1155,
    source: 'Wikipedia, "T2 road (Zambia)": Tunduma border to Chirundu border, approximately 1,155 km',
  },
  {
    from: 'Lusaka',
    to: 'Mchinji',
    km: 595,
    source: 'Wikipedia, "Great East Road": T4 length 595 km, Lusaka to the Mwami border near Mchinji',
  },
  {
    from: 'Lusaka',
    to: 'Victoria Falls',
    km: 485,
    source:
      'Wikipedia, "Lusaka–Livingstone Road" (T1): begins 55 km south of Lusaka, about 430 km to the Victoria Falls border',
  },
  {
    from: 'Chingola',
    to: 'Solwezi',
    km: 175,
    source: 'Wikipedia, "T5 road (Zambia)": west for 175 km from Chingola to Solwezi',
  },
  {
    from: 'Ndola',
    to: 'Kasumbalesa',
    km: 153.5,
    source: 'Wikipedia, "Kasumbalesa, Zambia": about 153.5 km by road north-west of Ndola',
  },
  {
    from: 'Chililabombwe',
    to: 'Kasumbalesa',
    km: 17,
    source: 'Wikipedia, "Kasumbalesa, Zambia": approximately 17 km north of Chililabombwe',
  },
  {
    from: 'Kitwe',
    to: 'Lufwanyama',
    km: 105,
    source: 'Wikipedia, "Lufwanyama": approximately 105 km by road west of Kitwe',
  },
  {
    from: 'Katete',
    to: 'Chanida',
    km: 54,
    source: 'Logistics Cluster DLCA Zambia 2.3.16 "Border Crossing of Chanida": Katete 54 km',
  },
  {
    from: 'Lusaka',
    to: 'Mongu',
    km: 580,
    source: 'Wikipedia, "Lusaka–Mongu Road": the M9 runs 580 km from Lusaka to Mongu',
  },
  {
    from: 'Ndola',
    to: 'Mufulira',
    km: 60,
    source: 'Wikipedia, "M4 road (Zambia)": 60 km north-west from Ndola to Mufulira',
  },
  {
    from: 'Kasumbalesa',
    to: 'Lubumbashi',
    km: 100,
    source:
      'Wikipedia, "Kasumbalesa, Democratic Republic of the Congo": approximately 100 km south-east of Lubumbashi',
  },
];
