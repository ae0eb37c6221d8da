/** Countries with their LinkedIn geo URNs (what `geoUrn` carries in a search URL) and a few cities each. */
export interface Country {
  name: string;
  geoUrn: string;
  cities: string[];
  weight: number;
}

export const COUNTRIES: readonly Country[] = [
  {
    name: 'United States',
    geoUrn: '103644278',
    weight: 30,
    cities: ['New York', 'San Francisco', 'Austin', 'Chicago', 'Boston', 'Seattle', 'Denver', 'Miami'],
  },
  {
    name: 'United Kingdom',
    geoUrn: '101165590',
    weight: 10,
    cities: ['London', 'Manchester', 'Bristol', 'Edinburgh', 'Leeds'],
  },
  {
    name: 'France',
    geoUrn: '105015875',
    weight: 9,
    cities: ['Paris', 'Lyon', 'Toulouse', 'Nantes', 'Bordeaux', 'Lille'],
  },
  { name: 'Germany', geoUrn: '101282230', weight: 9, cities: ['Berlin', 'Munich', 'Hamburg', 'Cologne', 'Frankfurt'] },
  { name: 'Canada', geoUrn: '101174742', weight: 7, cities: ['Toronto', 'Montreal', 'Vancouver', 'Calgary', 'Ottawa'] },
  { name: 'India', geoUrn: '102713980', weight: 10, cities: ['Bengaluru', 'Mumbai', 'Pune', 'Hyderabad', 'New Delhi'] },
  { name: 'Netherlands', geoUrn: '102890719', weight: 5, cities: ['Amsterdam', 'Rotterdam', 'Utrecht', 'Eindhoven'] },
  { name: 'Spain', geoUrn: '105646813', weight: 6, cities: ['Madrid', 'Barcelona', 'Valencia', 'Seville'] },
  { name: 'Australia', geoUrn: '101452733', weight: 6, cities: ['Sydney', 'Melbourne', 'Brisbane', 'Perth'] },
  {
    name: 'Brazil',
    geoUrn: '106057199',
    weight: 8,
    cities: ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Curitiba'],
  },
];
