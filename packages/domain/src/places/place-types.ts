/** What a catalogue place is: a Zambian district seat, a border crossing, a corridor hub, a port or a town. */
export type PlaceKind = 'district-seat' | 'border' | 'hub' | 'port' | 'town';

export interface PlaceRecord {
  /** Stable id (lowercase, hyphens). */
  id: string;
  /** The display name, and the value stored on a load. */
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  kind: PlaceKind;
  lat: number;
  lng: number;
  /** Zambian province, where known. */
  province?: string;
  /** For a district seat: the district it is the seat of. */
  district?: string;
  /** For a seat whose town has another name (Chifunabuli's seat is Lubwe). */
  seat?: string;
  /** A border crossing: the country across it. */
  borderWith?: string;
  /** Other names that resolve to this place ('Harare' for 'Harare Zimbabwe'). */
  aliases?: string[];
  /** Where the coordinates come from: `geonames:<id>`, `geonames-cities1000`, or a cited page. */
  source: string;
}

export interface UnresolvedSeat {
  district: string;
  province: string;
}
