import cities from 'philippines/cities.json' with { type: 'json' };
import provinces from 'philippines/provinces.json' with { type: 'json' };

/** Upper case, without accents (LAS PIÑAS is LAS PINAS) or dots (STO. TOMAS). */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/\./g, '')
    .toUpperCase();

/** The Philippines' cities, municipalities and provinces (and METRO MANILA), as an address ends with one. */
const places = new Set([...cities, ...provinces].map((place) => plain(place.name)));
const longestPlace = Math.max(...[...places].map((place) => place.split(' ').length));
/** What may follow the place: its postal code, CITY, the country. */
const tail = /(?:[\s,]+(?:\d{4}|CITY|PHILIPPINES|PHILS?|PH))+$/;
/** A line that goes on a name ("OF BATANGAS", "& SONS") does not start an address. */
const continuation = /^(?:OF|AND|&|THE)\b/;

/**
 * Whether a line of a party's cell reads as the end of a Philippine address: it ends with a city, municipality or
 * province ("TONDO, MANILA", "ORTIGAS CENTER, PASIG", "BINONDO MANILA 1006"), before a postal code, CITY or the
 * country.
 */
export function endsWithPlace(line: string): boolean {
  const text = plain(line).trim().replace(tail, '');
  if (continuation.test(text)) return false;
  const words = (text.split(',').at(-1) ?? '').trim().split(/\s+/);
  for (let count = Math.min(longestPlace, words.length); count >= 1; count--) {
    if (places.has(words.slice(-count).join(' '))) return true;
  }
  return false;
}
