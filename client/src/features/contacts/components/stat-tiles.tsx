import { CONTACT_TILES } from '@outbound/common';
import type { ContactStatsQuery } from '../../../generated/graphql';

type Stats = ContactStatsQuery['contactStats'];

/** A count, or a dash when it is zero or not known (spec 02 §2). */
function tileValue(value: number | undefined): string {
  return value ? value.toLocaleString('en-US') : '-';
}

/** The six stat tiles; a click applies the tile's filter. */
export function StatTiles({
  stats,
  filter,
  onSelect,
}: {
  stats: Stats | undefined;
  filter: string;
  onSelect: (filter: string) => void;
}) {
  return (
    <ul className="stat-tiles" aria-label="Contact statistics">
      {CONTACT_TILES.map((tile) => (
        <li key={tile.field}>
          <button
            type="button"
            className="stat-tile"
            aria-pressed={filter === tile.filter}
            onClick={() => onSelect(tile.filter)}
          >
            <span className="stat-tile__label">{tile.label}</span>{' '}
            <span className="stat-tile__value">{tileValue(stats?.[tile.field])}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
