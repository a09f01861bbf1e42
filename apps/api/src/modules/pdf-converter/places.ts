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
/** What may follow the place: its postal code, CITY, the region, the country. */
const tail = /(?:[\s,]+(?:\d{4}|CITY|MM|NCR|MLA|PHILIPPINES|PHILS?|PH))+$/;
/** Metro Manila's region, which only an address names. */
const region = /\b(?:MM|NCR|MLA)\b/;
/** A line that goes on a name ("OF BATANGAS", "& SONS") does not start an address. */
const continuation = /^(?:OF|AND|&|THE)\b/;

/**
 * Whether a line of a party's cell reads as the end of a Philippine address: it ends with a city, municipality or
 * province ("TONDO, MANILA", "ORTIGAS CENTER, PASIG", "BINONDO MANILA 1006"), before a postal code, CITY, the region
 * or the country. A line that is a place's name alone ("SAN MIGUEL", "ROXAS", "MAKATI") may be a name's own second
 * line (GINEBRA over SAN MIGUEL, a surname, a hotel's town): it is none, unless the line above ended in a comma
 * (`afterComma`: "ORTIGAS CENTER," over "PASIG").
 */
export function endsWithPlace(line: string, afterComma = false): boolean {
  const whole = plain(line).trim();
  const text = whole.replace(tail, '');
  if (continuation.test(text)) return false;
  if (region.test(whole.slice(text.length))) return true;
  const words = (text.split(',').at(-1) ?? '').trim().split(/\s+/);
  for (let count = Math.min(longestPlace, words.length); count >= 1; count--) {
    if (!places.has(words.slice(-count).join(' '))) continue;
    return afterComma || count < words.length || text.includes(',') || text !== whole;
  }
  return false;
}
