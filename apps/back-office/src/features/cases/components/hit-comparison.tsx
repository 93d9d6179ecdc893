import { sanctionsListTitles, type ComplianceCase, type ScreeningHit } from '@homeward/contract';
import type { ReactNode } from 'react';
import { Card } from '@homeward/ui/card';
import { Facts } from '@/components/table';
import { humanize } from '@/lib/format';
import { formatCountry, formatScore, nameKindLabel } from '../words';
import { ListedNames } from './listed-names';

/** One line of the comparison: the subject as screened beside the entry as listed. */
function Compared({
  label,
  screened,
  listed,
}: {
  label: string;
  screened: ReactNode;
  listed: ReactNode;
}) {
  return (
    <div className="grid grid-cols-1 gap-1.5 py-3 sm:grid-cols-[8rem_1fr_1fr] sm:gap-4">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="break-words">
        <span className="mr-1 text-xs text-muted sm:sr-only">As screened:</span>
        {screened}
      </dd>
      <dd className="break-words">
        <span className="mr-1 text-xs text-muted sm:sr-only">As listed:</span>
        {listed}
      </dd>
    </div>
  );
}

const several = (values: string[], format: (value: string) => string = (value) => value) =>
  values.length === 0 ? (
    <span className="text-muted">Not listed</span>
  ) : (
    values.map(format).join(', ')
  );

/** A hit: the names that met, the score and why, and the subject compared with the entry. */
export function HitComparison({
  subject,
  hit,
}: {
  subject: ComplianceCase['subject'];
  hit: ScreeningHit;
}) {
  return (
    <Card
      id={`hit-${hit.source}-${hit.ref}`}
      title={hit.primary_name}
      description={`${sanctionsListTitles[hit.source]} · entry ${hit.ref} · ${humanize(hit.entry.kind)}`}
    >
      <div className="grid grid-cols-1 gap-4 rounded-field bg-canvas p-4 sm:grid-cols-[auto_1fr_1fr] sm:items-center">
        <p className="flex items-baseline gap-2 sm:block">
          <span className="text-3xl font-bold text-ink tabular-nums">{formatScore(hit.score)}</span>
          <span className="text-sm text-muted sm:block">score</span>
        </p>
        <div>
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">Screened name</p>
          <p className="text-lg font-semibold break-words text-ink">{subject.name}</p>
        </div>
        <div>
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">
            Matched listed name ({nameKindLabel(hit.matched_name_kind)})
          </p>
          <p className="text-lg break-words">
            <mark className="rounded-sm bg-accent-300/60 px-1 font-semibold text-ink">
              {hit.matched_name}
            </mark>
          </p>
        </div>
      </div>
      <h3 className="mt-5 text-sm font-semibold text-ink">
        Why it scored {formatScore(hit.score)}
      </h3>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-ink">
        {hit.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <div
        aria-hidden="true"
        className="mt-5 hidden grid-cols-[8rem_1fr_1fr] gap-4 border-b border-line pb-2 text-xs font-semibold tracking-wide text-muted uppercase sm:grid"
      >
        <span />
        <span>As screened</span>
        <span>As listed</span>
      </div>
      <dl className="divide-y divide-line">
        <Compared label="Names" screened={subject.name} listed={<ListedNames hit={hit} />} />
        <Compared
          label="Date of birth"
          screened={subject.date_of_birth ?? <span className="text-muted">Not known</span>}
          listed={several(hit.entry.dates_of_birth)}
        />
        <Compared
          label="Nationality"
          screened={
            subject.nationality ? (
              formatCountry(subject.nationality)
            ) : (
              <span className="text-muted">Not known</span>
            )
          }
          listed={several(hit.entry.nationalities, formatCountry)}
        />
      </dl>
      <div className="mt-4 border-t border-line pt-4">
        <Facts
          items={[
            ['Programmes', several(hit.entry.programs)],
            ['Remarks', hit.entry.remarks || <span className="text-muted">None</span>],
          ]}
        />
      </div>
    </Card>
  );
}
