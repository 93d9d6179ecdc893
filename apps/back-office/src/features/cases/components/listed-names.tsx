import type { ScreeningHit } from '@homeward/contract';
import { nameKindLabel } from '../words';

/**
 * Every name the entry is listed under, with its kind. The name the subject matched is marked,
 * so the officer's eye lands on it first.
 */
export function ListedNames({ hit }: { hit: ScreeningHit }) {
  return (
    <ul className="space-y-1.5">
      {hit.entry.names.map(({ name, kind }, index) => {
        const matched = name === hit.matched_name && kind === hit.matched_name_kind;
        return (
          <li key={`${kind}-${index}`} className="flex flex-wrap items-baseline gap-x-2">
            {matched ? (
              <mark className="rounded-sm bg-accent-300/60 px-1 font-semibold text-ink">
                {name}
              </mark>
            ) : (
              <span className="text-ink">{name}</span>
            )}
            <span className="text-xs text-muted">
              {nameKindLabel(kind)}
              {matched ? ' · matched' : ''}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
