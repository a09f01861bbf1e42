import type { Country, Trade } from './names';

/**
 * What the terminal handles. Figures are typical of break-bulk cargo: a package is what one move lifts (a bag,
 * a coil, a vehicle ...), so tally moves add up to the packages of the manifest.
 */
export type CargoKind = {
  key: string;
  /** The descriptions registry entry (the "type" of the client charts). */
  content: string;
  /** As printed on manifests. */
  printed: readonly string[];
  unit: string;
  /** Packages per BL. */
  packages: readonly [number, number];
  kgPerPackage: readonly [number, number];
  cbmPerTonne: readonly [number, number];
  /** Packages one gang moves in an hour. */
  movesPerGangHour: number;
  trade: Trade;
  origins: readonly Country[];
  /** Relative volume per month, January first. */
  season: readonly number[];
};

const flat = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1] as const;
// Rice imports build stocks before the lean months (July to September).
const riceSeason = [0.9, 1.1, 1.4, 1.6, 1.6, 1.4, 1.0, 0.7, 0.6, 0.7, 0.8, 0.9] as const;
// Construction runs in the dry season (December to May) and slows in the rains.
const drySeason = [1.3, 1.3, 1.4, 1.4, 1.2, 0.9, 0.7, 0.7, 0.7, 0.8, 1.0, 1.2] as const;
// Vehicle sales peak before Christmas; dealers stock up from September.
const vehicleSeason = [0.8, 0.9, 1.0, 0.9, 0.9, 0.9, 1.0, 1.0, 1.2, 1.3, 1.3, 1.0] as const;
// Fertilizer arrives ahead of the two planting seasons.
const plantingSeason = [0.8, 0.8, 0.9, 1.2, 1.5, 1.3, 0.8, 0.7, 1.1, 1.4, 1.1, 0.8] as const;

export const cargoKinds: readonly CargoKind[] = [
  {
    key: 'rice',
    content: 'RICE',
    unit: 'BAGS',
    trade: 'rice',
    origins: ['VN', 'TH', 'MM'],
    season: riceSeason,
    printed: [
      'VIETNAM WHITE RICE 25% BROKEN',
      'THAI WHITE RICE 5% BROKEN',
      'WELL MILLED RICE IN 50KG PP BAGS',
      'LONG GRAIN WHITE RICE',
    ],
    packages: [1000, 8000],
    kgPerPackage: [50, 50],
    cbmPerTonne: [1.35, 1.5],
    movesPerGangHour: 650,
  },
  {
    key: 'steel-coils',
    content: 'STEEL COILS',
    unit: 'COILS',
    trade: 'steel',
    origins: ['CN', 'JP', 'KR', 'IN'],
    season: drySeason,
    printed: [
      'HOT ROLLED STEEL COILS',
      'COLD ROLLED STEEL IN COILS',
      'PREPAINTED GALVANIZED STEEL COILS',
      'GALVALUME STEEL COILS',
    ],
    packages: [4, 40],
    kgPerPackage: [8000, 24000],
    cbmPerTonne: [0.28, 0.4],
    movesPerGangHour: 16,
  },
  {
    key: 'wire-rods',
    content: 'WIRE RODS',
    unit: 'COILS',
    trade: 'steel',
    origins: ['CN', 'KR', 'IN'],
    season: drySeason,
    printed: ['STEEL WIRE RODS IN COILS', 'LOW CARBON STEEL WIRE RODS SAE1008'],
    packages: [20, 250],
    kgPerPackage: [1900, 2200],
    cbmPerTonne: [0.6, 0.8],
    movesPerGangHour: 40,
  },
  {
    key: 'steel-bars',
    content: 'STEEL BARS AND BEAMS',
    unit: 'BUNDLES',
    trade: 'steel',
    origins: ['CN', 'KR', 'JP'],
    season: drySeason,
    printed: ['DEFORMED STEEL BARS', 'STEEL H-BEAMS', 'STEEL ANGLE BARS', 'SEAMLESS STEEL PIPES'],
    packages: [10, 200],
    kgPerPackage: [1800, 4200],
    cbmPerTonne: [0.45, 0.7],
    movesPerGangHour: 35,
  },
  {
    key: 'cement',
    content: 'CEMENT',
    unit: 'JUMBO BAGS',
    trade: 'construction',
    origins: ['VN', 'PH', 'CN'],
    season: drySeason,
    printed: ['PORTLAND CEMENT TYPE 1 IN JUMBO BAGS', 'BLENDED CEMENT IN 2MT JUMBO BAGS', 'CLINKER IN JUMBO BAGS'],
    packages: [20, 300],
    kgPerPackage: [1500, 2000],
    cbmPerTonne: [0.75, 0.9],
    movesPerGangHour: 55,
  },
  {
    key: 'tiles',
    content: 'CERAMIC TILES',
    unit: 'PALLETS',
    trade: 'construction',
    origins: ['CN'],
    season: drySeason,
    printed: ['CERAMIC FLOOR TILES', 'GLAZED PORCELAIN TILES', 'CERAMIC WALL TILES ON PALLETS'],
    packages: [10, 120],
    kgPerPackage: [900, 1400],
    cbmPerTonne: [0.8, 1.0],
    movesPerGangHour: 45,
  },
  {
    key: 'plywood',
    content: 'PLYWOOD',
    unit: 'CRATES',
    trade: 'wood',
    origins: ['MY', 'ID', 'CN', 'PH'],
    season: drySeason,
    printed: [
      'MARINE PLYWOOD',
      'ORDINARY PLYWOOD 1/4" X 4 X 8',
      'PHENOLIC BOARD FILM FACED PLYWOOD',
      'SAWN LUMBER IN BUNDLES',
    ],
    packages: [10, 150],
    kgPerPackage: [900, 1400],
    cbmPerTonne: [1.6, 1.9],
    movesPerGangHour: 40,
  },
  {
    key: 'fertilizer',
    content: 'FERTILIZER',
    unit: 'BAGS',
    trade: 'agri',
    origins: ['CN', 'ID', 'MY', 'IN'],
    season: plantingSeason,
    printed: [
      'UREA FERTILIZER 46-0-0 IN 50KG BAGS',
      'AMMONIUM SULPHATE 21-0-0',
      'COMPLETE FERTILIZER 14-14-14',
      'MURIATE OF POTASH',
    ],
    packages: [1000, 8000],
    kgPerPackage: [50, 50],
    cbmPerTonne: [1.1, 1.3],
    movesPerGangHour: 600,
  },
  {
    key: 'flour-sugar',
    content: 'FLOUR AND SUGAR',
    unit: 'BAGS',
    trade: 'food',
    origins: ['TH', 'PH', 'VN'],
    season: flat,
    printed: ['REFINED SUGAR IN 50KG BAGS', 'WHEAT FLOUR IN 25KG BAGS', 'SOYBEAN MEAL IN 50KG BAGS'],
    packages: [1000, 6000],
    kgPerPackage: [25, 50],
    cbmPerTonne: [1.3, 1.6],
    movesPerGangHour: 700,
  },
  {
    key: 'machinery',
    content: 'MACHINERY',
    unit: 'CASES',
    trade: 'industrial',
    origins: ['CN', 'JP', 'KR', 'DE'],
    season: flat,
    printed: [
      'GENERATOR SET',
      'EXCAVATOR AND PARTS',
      'TRANSFORMER AND ACCESSORIES',
      'INDUSTRIAL MACHINERY PARTS',
      'POWER CABLES ON REELS',
    ],
    packages: [1, 30],
    kgPerPackage: [1500, 18000],
    cbmPerTonne: [1.5, 3.5],
    movesPerGangHour: 8,
  },
  {
    key: 'vehicles',
    content: 'VEHICLES',
    unit: 'UNITS',
    trade: 'auto',
    origins: ['JP', 'TH', 'KR', 'ID', 'CN'],
    season: vehicleSeason,
    printed: ['BRAND NEW MOTOR VEHICLES', 'UNITS BRAND NEW PICK-UP TRUCKS', 'BRAND NEW SUV', 'BRAND NEW LIGHT TRUCKS'],
    packages: [2, 14],
    kgPerPackage: [1200, 2600],
    cbmPerTonne: [0, 0],
    movesPerGangHour: 28,
  },
];

export const vehicleKind = 'vehicles';

export type VesselProfile = {
  key: string;
  vesselType: string;
  bls: readonly [number, number];
  /** Gangs at least; big calls get more. */
  minGangs: number;
  /** Cargo keys with weights. */
  mix: readonly (readonly [string, number])[];
  /** Share of visits. */
  weight: number;
};

export const vesselProfiles: readonly VesselProfile[] = [
  {
    key: 'bagged',
    vesselType: 'Bulk Carrier',
    bls: [10, 60],
    minGangs: 4,
    weight: 0.25,
    mix: [
      ['rice', 5],
      ['fertilizer', 2.5],
      ['flour-sugar', 1.5],
    ],
  },
  {
    key: 'steel',
    vesselType: 'General Cargo',
    bls: [30, 200],
    minGangs: 4,
    weight: 0.25,
    mix: [
      ['steel-coils', 4],
      ['wire-rods', 2],
      ['steel-bars', 3],
      ['machinery', 0.3],
    ],
  },
  {
    key: 'general',
    vesselType: 'Multi-Purpose',
    bls: [80, 320],
    minGangs: 5,
    weight: 0.4,
    mix: [
      ['cement', 2],
      ['tiles', 2],
      ['plywood', 2],
      ['steel-bars', 1.5],
      ['machinery', 1],
      ['flour-sugar', 0.5],
      ['rice', 0.5],
      ['vehicles', 0.3],
    ],
  },
  {
    key: 'car',
    vesselType: 'Ro-Ro',
    bls: [40, 220],
    minGangs: 3,
    weight: 0.1,
    mix: [
      ['vehicles', 10],
      ['machinery', 1],
    ],
  },
];

/** Which lines run which services (weights). */
export const lineServices: Record<string, readonly (readonly [string, number])[]> = {
  bagged: [
    ['MEKONG STAR SHIPPING', 4],
    ['SIAM GULF LINES', 3],
    ['ASIA BULK SHIPPING CO.', 3],
    ['CELEBES SEA NAVIGATION', 1],
  ],
  steel: [
    ['JADE DRAGON SHIPPING', 4],
    ['KAIYO KISEN KAISHA', 3],
    ['ASIA BULK SHIPPING CO.', 1],
    ['PACIFIC ORIENT LINES', 1],
  ],
  general: [
    ['PACIFIC ORIENT LINES', 4],
    ['SOUTHERN CROSS LINES', 3],
    ['GOLDEN OCEAN MARITIME', 3],
    ['CELEBES SEA NAVIGATION', 2],
  ],
  car: [
    ['NEPTUNE CAR CARRIERS', 5],
    ['KAIYO KISEN KAISHA', 2],
  ],
};

export type VehicleModel = {
  maker: string;
  model: string;
  /** World manufacturer identifier: the first three characters of the chassis number. */
  wmi: string;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  kg: number;
};

export const vehicleModels: readonly VehicleModel[] = [
  { maker: 'TOYOTA', model: 'HILUX', wmi: 'MR0', lengthCm: 532.5, widthCm: 185.5, heightCm: 181.5, kg: 2050 },
  { maker: 'TOYOTA', model: 'FORTUNER', wmi: 'MR0', lengthCm: 479.5, widthCm: 185.5, heightCm: 183.5, kg: 2100 },
  { maker: 'TOYOTA', model: 'INNOVA', wmi: 'MHF', lengthCm: 473.5, widthCm: 183.0, heightCm: 179.5, kg: 1700 },
  { maker: 'TOYOTA', model: 'HIACE', wmi: 'JTF', lengthCm: 531.5, widthCm: 195.0, heightCm: 199.0, kg: 2300 },
  {
    maker: 'MITSUBISHI',
    model: 'MONTERO SPORT',
    wmi: 'MMB',
    lengthCm: 482.5,
    widthCm: 181.5,
    heightCm: 183.5,
    kg: 2050,
  },
  { maker: 'MITSUBISHI', model: 'STRADA', wmi: 'MMB', lengthCm: 530.5, widthCm: 181.5, heightCm: 179.5, kg: 1900 },
  { maker: 'MITSUBISHI', model: 'XPANDER', wmi: 'MK2', lengthCm: 447.5, widthCm: 175.0, heightCm: 170.0, kg: 1250 },
  { maker: 'NISSAN', model: 'NAVARA', wmi: 'MNT', lengthCm: 526.0, widthCm: 185.0, heightCm: 184.0, kg: 1950 },
  { maker: 'NISSAN', model: 'TERRA', wmi: 'MNT', lengthCm: 488.5, widthCm: 186.5, heightCm: 183.5, kg: 2050 },
  { maker: 'ISUZU', model: 'D-MAX', wmi: 'MPA', lengthCm: 526.5, widthCm: 187.0, heightCm: 179.0, kg: 1950 },
  { maker: 'ISUZU', model: 'MU-X', wmi: 'MPA', lengthCm: 485.0, widthCm: 187.0, heightCm: 182.5, kg: 2050 },
  { maker: 'ISUZU', model: 'N-SERIES NLR', wmi: 'JAA', lengthCm: 469.5, widthCm: 185.5, heightCm: 219.5, kg: 2600 },
  { maker: 'FORD', model: 'RANGER', wmi: 'MNC', lengthCm: 537.0, widthCm: 191.8, heightCm: 188.4, kg: 2100 },
  { maker: 'FORD', model: 'EVEREST', wmi: 'MNC', lengthCm: 491.4, widthCm: 192.3, heightCm: 184.2, kg: 2250 },
  { maker: 'HYUNDAI', model: 'STARIA', wmi: 'KMJ', lengthCm: 525.3, widthCm: 199.7, heightCm: 199.0, kg: 2200 },
  { maker: 'HYUNDAI', model: 'ACCENT', wmi: 'KMH', lengthCm: 438.5, widthCm: 172.9, heightCm: 146.0, kg: 1150 },
  { maker: 'SUZUKI', model: 'ERTIGA', wmi: 'MA3', lengthCm: 439.5, widthCm: 173.5, heightCm: 169.0, kg: 1150 },
  { maker: 'KIA', model: 'SORENTO', wmi: 'KNA', lengthCm: 481.0, widthCm: 190.0, heightCm: 170.0, kg: 1900 },
];
