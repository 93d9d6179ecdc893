import { formatAbn, type CompanyDetails } from '@homeward/contract';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useCompany } from '@/lib/company';
import { paths } from '@/lib/paths';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

/**
 * Who the customer deals with, at the foot of every page: the company, its ABN and address,
 * its licence and regulator, and how to reach it or complain. All of it comes from the server's
 * settings; until they arrive (or if they cannot) it stays empty. It is the last thing on the
 * page, so nothing moves when it fills.
 */
export function CompanyFooter({
  className = '',
  withHelpLink = false,
}: {
  className?: string;
  /** Signed-in pages also point to the Help page. */
  withHelpLink?: boolean;
}) {
  const { data: company } = useCompany();
  return (
    <footer className={`text-xs leading-relaxed text-muted ${className}`}>
      {company ? <CompanyLines company={company} withHelpLink={withHelpLink} /> : null}
    </footer>
  );
}

/**
 * The footer's sentences, in the customer's language; the company's own facts (name, licence,
 * regulator, hours) are the server's settings and stay as they are written there, marked
 * translate="no" (e2e/tests/languages.spec.ts tells them from text that missed a catalog), and
 * each in a <bdi>, so an English address keeps its order inside an Urdu sentence.
 */
function CompanyLines({
  company,
  withHelpLink,
}: {
  company: CompanyDetails;
  withHelpLink: boolean;
}) {
  const { name, address, licence, regulator, phone } = company;
  const abn = formatAbn(company.abn);
  const support = company.support_email;
  const complaints = company.complaints_email;
  const hours = company.support_hours;
  return (
    <>
      <p>
        <Trans>
          <bdi translate="no" className="font-semibold text-ink">
            {name}
          </bdi>{' '}
          (<bdi translate="no">ABN {abn}</bdi>), <bdi translate="no">{address}</bdi>.
        </Trans>
      </p>
      <p>
        <Trans>
          <bdi translate="no">{licence}</bdi>. Regulated by <bdi translate="no">{regulator}</bdi>.
        </Trans>
      </p>
      <p>
        <Trans>
          Help:{' '}
          <a translate="no" className={linkClass} href={`mailto:${support}`}>
            {support}
          </a>{' '}
          or{' '}
          <a translate="no" className={linkClass} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            {phone}
          </a>{' '}
          (<bdi translate="no">{hours}</bdi>). Complaints:{' '}
          <a translate="no" className={linkClass} href={`mailto:${complaints}`}>
            {complaints}
          </a>
          .
        </Trans>
        {withHelpLink ? (
          <>
            {' '}
            <Link className={linkClass} to={paths.help}>
              <Trans>Questions and answers</Trans>
            </Link>
          </>
        ) : null}
      </p>
    </>
  );
}
