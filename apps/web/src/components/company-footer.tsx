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
 * translate="no" (e2e/tests/languages.spec.ts tells them from text that missed a catalog).
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
          <span translate="no" className="font-semibold text-ink">
            {name}
          </span>{' '}
          (ABN <span translate="no">{abn}</span>), <span translate="no">{address}</span>.
        </Trans>
      </p>
      <p>
        <Trans>
          <span translate="no">{licence}</span>. Regulated by{' '}
          <span translate="no">{regulator}</span>.
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
          (<span translate="no">{hours}</span>). Complaints:{' '}
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
