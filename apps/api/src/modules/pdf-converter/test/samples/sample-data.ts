import { cargoKinds } from '../../../../demo/cargo';
import type { ManifestContent, ManifestEntry } from '../../../../demo/manifest-layout';
import {
  arrastreHandlers,
  companyPrefixes,
  companySuffixes,
  ports,
  shippersByCountry,
  shippingLines,
  stevedoringHandlers,
  tradeWords,
} from '../../../../demo/names';
import { Random } from '../../../../demo/random';

/** An entry with the registry consignee its printed name stands for (null: a company the registry lacks). */
export type SampleEntry = ManifestEntry & { registered: string | null };
export type SampleManifest = Omit<ManifestContent, 'entries'> & { entries: SampleEntry[] };

/** Company names of the demo's making: prefix + trade + suffix ("PACIFIC STEEL PRODUCTS INC."). */
const companies = (() => {
  const random = new Random(4);
  const stems = companyPrefixes.flatMap((prefix) =>
    Object.values(tradeWords)
      .flat()
      .map((word) => `${prefix} ${word}`),
  );
  return random.shuffle(stems).map((stem) => `${stem} ${random.pick(companySuffixes)}`);
})();

/** The consignee registry the samples are matched against. */
export const sampleRegistry: readonly string[] = companies.slice(0, 150);
/** Companies that are not in it, with names as close to registry names as real neighbours' are. */
const unregistered = companies.slice(150, 210);

const addressLines = [
  ['2F PACIFIC BLDG., 1123 ROXAS BLVD.', 'ERMITA, MANILA 1000'],
  ['PIER 4, NORTH HARBOR', 'TONDO, MANILA'],
  ['LOT 12 BLK 3, FIRST CAVITE INDUSTRIAL ESTATE', 'DASMARINAS, CAVITE 4114'],
  ['KM 18 MACARTHUR HIGHWAY', 'VALENZUELA CITY'],
  ['88 M. J. CUENCO AVE.', 'CEBU CITY 6000, PHILIPPINES'],
  ['UNIT 1505 TEKTITE TOWER', 'ORTIGAS CENTER, PASIG CITY'],
  ['BRGY. SAN ANTONIO', 'STO. TOMAS, BATANGAS'],
  // Without a figure or a street word: the place at its end tells an address.
  ['TONDO, MANILA', 'PHILIPPINES'],
  ['ORTIGAS CENTER, PASIG', 'METRO MANILA'],
  ['SAN NICOLAS, CEBU CITY'],
] as const;

/** A company's address, the same on every BL: none, one line or two. */
export function addressOf(company: string): string[] {
  const hash = [...company].reduce((sum, char) => (sum * 31 + (char.codePointAt(0) ?? 0)) % 1_000_003, 7);
  return (addressLines[hash % addressLines.length] ?? []).slice(0, hash % 3);
}

const otherSuffix: Record<string, string> = {
  CORPORATION: 'CORP.',
  'CORP.': 'CORPORATION',
  'INC.': 'INC',
  INCORPORATED: 'INC.',
  'CO., INC.': 'CO. INC.',
};

/** How manifests print a registry name: as registered, or with another suffix, case, punctuation or a typo. */
function printedName(random: Random, name: string): string {
  const variants = [
    () => name,
    () => name,
    () =>
      name.replace(/ (CORPORATION|CORP\.|INC\.|INCORPORATED|CO\., INC\.)$/, (_, suffix) => ` ${otherSuffix[suffix]}`),
    () => name.replace(/[.,]/g, ''),
    () => name.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase()),
    () => name.replace(' & ', ' AND '),
    () => name.replace(/ (INC\.|CORP\.|CORPORATION|CO\., INC\.|INCORPORATED)$/, ''),
    () => {
      const words = name.split(' ');
      const index = words.findIndex((word) => word.length >= 6);
      const word = words[index];
      if (!word) return name;
      const at = random.int(1, word.length - 2);
      words[index] = word.slice(0, at) + word.slice(at + 1);
      return words.join(' ');
    },
  ];
  return random.pick(variants)();
}

/** A manifest of `count` BLs, the same for the same seed. */
export function sampleManifest(seed: number, count: number): SampleManifest {
  const random = new Random(seed);
  const line = random.pick(shippingLines);
  const entries = Array.from({ length: count }, (_, index): SampleEntry => {
    const kind = random.pick(cargoKinds);
    const country = random.pick(kind.origins);
    const packages = random.int(kind.packages[0], Math.min(kind.packages[1], kind.packages[0] * 4));
    const grossWeightKilos = Math.round(packages * random.float(...kind.kgPerPackage) * 1000) / 1000;
    const cbm = Math.round(grossWeightKilos * random.float(...kind.cbmPerTonne)) / 1000;
    const registered = random.chance(0.75) ? random.pick(sampleRegistry) : null;
    const name = registered ? printedName(random, registered) : random.pick(unregistered);
    const initials = name
      .split(' ')
      .map((word) => word[0])
      .join('');
    return {
      blNo: `${line.code}${random.pick(ports[country])}${String(2_500_000 + seed * 1000 + index).padStart(7, '0')}`,
      marksAndNumbers: random.pick(['N/M', `${initials}/MNL NOS. 1-${packages}`, 'AS ADDRESSED', `${initials} MANILA`]),
      shipper: random.pick(shippersByCountry[country]),
      consignee: [name, ...addressOf(registered ?? name)],
      noOfPackages: packages,
      contents: random.pick(kind.printed),
      grossWeightKilos,
      cbm: random.chance(0.04) ? null : cbm,
      stevedoring: random.pick(stevedoringHandlers),
      arrastre: random.pick(arrastreHandlers),
      registered,
    };
  });
  return {
    lineName: line.name,
    vesselName: `MV ${line.fleetWord} ${random.pick(['STAR', 'PEARL', 'TRADER', 'SPIRIT', 'GLORY'])}`,
    voyageNumber: `${random.int(10, 99)}${random.pick(['N', 'S', 'E', 'W'])}`,
    arrivalDate: `2026-0${random.int(1, 9)}-${String(random.int(10, 28))}`,
    entries,
  };
}
