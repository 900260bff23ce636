/** A city with open listings, as GET /api/properties/filters lists them. */
export interface CityCount {
  name: string;
  count: number;
}
