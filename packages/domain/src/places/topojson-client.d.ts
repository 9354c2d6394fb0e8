// The one function the places test uses from topojson-client (a devDependency without bundled types).
declare module 'topojson-client' {
  type Ring = [number, number][];
  export function feature(
    topology: unknown,
    object: unknown,
  ): {
    features: {
      properties?: { name?: string };
      geometry: { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };
    }[];
  };
}
