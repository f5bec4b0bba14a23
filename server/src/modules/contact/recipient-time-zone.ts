/**
 * A recipient's time zone, read from its list columns.
 *
 * - A "Time Zone", "Timezone" or "TZ" column (any case) holds an IANA name (any case, stored in
 *   its canonical spelling) or a UTC offset such as `UTC+05:30`, `utc-3` or `GMT+2`. An offset of
 *   whole hours becomes the IANA zone `Etc/GMT∓h`; an offset with minutes becomes a zone that has
 *   kept that offset all year round (`+05:30` is `Asia/Kolkata`); any other value is unreadable.
 * - Without such a column, the zone is inferred from "City", then "State", then "Country" columns
 *   (`city-timezones`, `countries-and-timezones`). A country with several zones takes the zone
 *   where most of its people live (summed over the cities the data knows); `inferred` says so.
 *
 * Every value is cut to `MAX_VALUE_LENGTH` characters before it is read, and the one regular
 * expression has no nested quantifier, so a 1 MB cell costs nothing.
 */
import { cityMapping, type CityData } from 'city-timezones';
import { getAllCountries, getCountry } from 'countries-and-timezones';

export const MAX_VALUE_LENGTH = 64;

export interface RecipientTimeZone {
  /** An IANA zone name that `luxon`'s `IANAZone` accepts. */
  zone: string;
  /** Where it came from: the zone column, or inferred from a place. */
  source: 'column' | 'city' | 'state' | 'country';
  /** True when a country (or state) with several zones gave its most populous one. */
  mostPopulous: boolean;
}

const ZONE_COLUMNS = ['time zone', 'timezone', 'tz'];
const OFFSET = /^(?:utc|gmt)? ?([+-])(\d{1,2})(?::?(\d{2}))?$/;

/** Offsets with minutes, each to a zone that has had it without daylight saving for years. */
const FRACTIONAL_OFFSETS: Record<string, string> = {
  '-09:30': 'Pacific/Marquesas',
  '+03:30': 'Asia/Tehran',
  '+04:30': 'Asia/Kabul',
  '+05:30': 'Asia/Kolkata',
  '+05:45': 'Asia/Kathmandu',
  '+06:30': 'Asia/Yangon',
  '+08:45': 'Australia/Eucla',
  '+09:30': 'Australia/Darwin',
};

function clean(value: string | null | undefined): string {
  return (value ?? '').slice(0, MAX_VALUE_LENGTH).trim();
}

/** The canonical spelling of an IANA name, or null when the runtime does not know it. */
function canonicalZone(name: string): string | null {
  if (!name.includes('/') && name.toUpperCase() !== 'UTC') return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

function offsetZone(value: string): string | null {
  const match = OFFSET.exec(value.toLowerCase());
  if (!match) return null;
  const hours = Number(match[2]);
  const minutes = Number(match[3] ?? '0');
  if (hours > 14 || minutes > 59) return null;
  if (minutes === 0) {
    if (hours === 0) return 'UTC';
    // IANA's Etc zones count the other way: UTC+3 is Etc/GMT-3.
    return canonicalZone(`Etc/GMT${match[1] === '+' ? '-' : '+'}${hours}`);
  }
  const key = `${match[1]}${String(hours).padStart(2, '0')}:${match[3]}`;
  return FRACTIONAL_OFFSETS[key] ?? null;
}

/** Reads a zone column's value: an IANA name or a UTC offset; null when unreadable. */
export function parseTimeZone(raw: string | null | undefined): string | null {
  const value = clean(raw);
  if (!value) return null;
  return offsetZone(value) ?? canonicalZone(value);
}

/** Common names the data spells otherwise. */
const COUNTRY_ALIASES: Record<string, string> = {
  'united states': 'US',
  usa: 'US',
  uk: 'GB',
  england: 'GB',
  'great britain': 'GB',
  russia: 'RU',
  'south korea': 'KR',
};

let countryZones: Map<string, string> | null = null;
let countryCodes: Map<string, string> | null = null;

/** For each country code, the zone whose cities hold the most people. */
function mostPopulousZones(): Map<string, string> {
  if (countryZones) return countryZones;
  const people = new Map<string, Map<string, number>>();
  for (const city of cityMapping) {
    if (!city.iso2 || !city.timezone) continue;
    const zones = people.get(city.iso2) ?? new Map<string, number>();
    zones.set(city.timezone, (zones.get(city.timezone) ?? 0) + (city.pop || 0));
    people.set(city.iso2, zones);
  }
  countryZones = new Map();
  for (const [code, zones] of people) {
    const [zone] = [...zones].sort((a, b) => b[1] - a[1])[0];
    countryZones.set(code, zone);
  }
  return countryZones;
}

function countryCode(raw: string): string | null {
  if (!countryCodes) {
    countryCodes = new Map(Object.entries(COUNTRY_ALIASES));
    for (const country of Object.values(getAllCountries())) {
      countryCodes.set(country.name.toLowerCase(), country.id);
      countryCodes.set(country.id.toLowerCase(), country.id);
    }
  }
  return countryCodes.get(raw.toLowerCase()) ?? null;
}

function fromCountry(raw: string): RecipientTimeZone | null {
  const code = countryCode(raw);
  if (!code) return null;
  const zones = getCountry(code)?.timezones ?? [];
  const zone = zones.length === 1 ? zones[0] : (mostPopulousZones().get(code) ?? zones[0]);
  if (!zone || !canonicalZone(zone)) return null;
  return { zone, source: 'country', mostPopulous: zones.length > 1 };
}

function byPopulation<T extends { pop: number }>(items: T[]): T | undefined {
  return [...items].sort((a, b) => (b.pop || 0) - (a.pop || 0))[0];
}

let citiesByName: Map<string, CityData[]> | null = null;
let citiesByState: Map<string, CityData[]> | null = null;

function push(map: Map<string, CityData[]>, key: string | undefined, city: CityData): void {
  if (!key) return;
  const name = key.toLowerCase();
  const list = map.get(name) ?? [];
  list.push(city);
  map.set(name, list);
}

/** The data's cities by lower-case name and by state or province, indexed once. */
function cityIndexes(): { byName: Map<string, CityData[]>; byState: Map<string, CityData[]> } {
  if (!citiesByName || !citiesByState) {
    citiesByName = new Map();
    citiesByState = new Map();
    for (const city of cityMapping) {
      push(citiesByName, city.city, city);
      push(citiesByState, city.province, city);
      if (city.state_ansi && city.state_ansi.toLowerCase() !== city.province?.toLowerCase())
        push(citiesByState, city.state_ansi, city);
    }
  }
  return { byName: citiesByName, byState: citiesByState };
}

function fromCity(raw: string, code: string | null): RecipientTimeZone | null {
  const named = cityIndexes().byName.get(raw.toLowerCase()) ?? [];
  const matches = named.filter((c) => !code || c.iso2 === code);
  const city = byPopulation(matches);
  if (!city || !canonicalZone(city.timezone)) return null;
  return { zone: city.timezone, source: 'city', mostPopulous: false };
}

function fromState(raw: string, code: string | null): RecipientTimeZone | null {
  const inState = cityIndexes().byState.get(raw.toLowerCase()) ?? [];
  const matches = inState.filter((c) => !code || c.iso2 === code);
  const zones = new Set(matches.map((c) => c.timezone));
  const city = byPopulation(matches);
  if (!city || !canonicalZone(city.timezone)) return null;
  return { zone: city.timezone, source: 'state', mostPopulous: zones.size > 1 };
}

/** The columns of one list member, keyed by their header as imported. */
export type MemberColumns = Record<string, string | null | undefined>;

function column(columns: MemberColumns, names: string[]): string {
  for (const [key, value] of Object.entries(columns)) {
    if (names.includes(clean(key).toLowerCase())) return clean(value);
  }
  return '';
}

/**
 * A member's zone from its columns. `unreadable` is true when a zone or place column held a
 * value that gave no zone (the import reports those rows); a member with none of these columns
 * has no zone and is not unreadable.
 */
export function recipientTimeZone(columns: MemberColumns): {
  timeZone: RecipientTimeZone | null;
  unreadable: boolean;
} {
  const zoneValue = column(columns, ZONE_COLUMNS);
  if (zoneValue) {
    const zone = parseTimeZone(zoneValue);
    return {
      timeZone: zone ? { zone, source: 'column', mostPopulous: false } : null,
      unreadable: !zone,
    };
  }
  const country = column(columns, ['country']);
  const state = column(columns, ['state', 'province', 'region']);
  const city = column(columns, ['city']);
  if (!country && !state && !city) return { timeZone: null, unreadable: false };
  const code = country ? countryCode(country) : null;
  const timeZone =
    (city ? fromCity(city, code) : null) ??
    (state ? fromState(state, code) : null) ??
    (country ? fromCountry(country) : null);
  return { timeZone, unreadable: !timeZone };
}

/** The answer of `recipientTimeZone`. */
export type MemberTimeZone = ReturnType<typeof recipientTimeZone>;

const ALL_COLUMNS = [...ZONE_COLUMNS, 'country', 'state', 'province', 'region', 'city'];
/** Distinct rows remembered per reader: an import's rows mostly repeat a few places. */
const MAX_REMEMBERED = 5_000;

/**
 * For an import: a reader of each row's zone given the file's header, which picks the zone and
 * place columns once and remembers the answers of the last distinct values (bounded), so a
 * million rows of a few countries cost a few lookups. Null when the header has none of them.
 */
export function zoneReaderFor(header: string[]): ((values: string[]) => MemberTimeZone) | null {
  const picked = header
    .map((key, index) => ({ key, index }))
    .filter(({ key }) => ALL_COLUMNS.includes(clean(key).toLowerCase()));
  if (picked.length === 0) return null;
  const remembered = new Map<string, MemberTimeZone>();
  return (values) => {
    let memo = '';
    for (const { index } of picked)
      memo += `${(values[index] ?? '').slice(0, MAX_VALUE_LENGTH)}\u0000`;
    let answer = remembered.get(memo);
    if (!answer) {
      const columns: MemberColumns = {};
      for (const { key, index } of picked) columns[key] = clean(values[index]);
      answer = recipientTimeZone(columns);
      if (remembered.size >= MAX_REMEMBERED) remembered.clear();
      remembered.set(memo, answer);
    }
    return answer;
  };
}
