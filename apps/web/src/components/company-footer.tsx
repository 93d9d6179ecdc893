import { formatAbn } from '@homeward/contract';
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
      {company ? (
        <>
          <p>
            <span className="font-semibold text-ink">{company.name}</span> (ABN{' '}
            {formatAbn(company.abn)}), {company.address}.
          </p>
          <p>
            {company.licence}. Regulated by {company.regulator}.
          </p>
          <p>
            Help:{' '}
            <a className={linkClass} href={`mailto:${company.support_email}`}>
              {company.support_email}
            </a>{' '}
            or{' '}
            <a className={linkClass} href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>
              {company.phone}
            </a>{' '}
            ({company.support_hours}). Complaints:{' '}
            <a className={linkClass} href={`mailto:${company.complaints_email}`}>
              {company.complaints_email}
            </a>
            .
            {withHelpLink ? (
              <>
                {' '}
                <Link className={linkClass} to={paths.help}>
                  Questions and answers
                </Link>
              </>
            ) : null}
          </p>
        </>
      ) : null}
    </footer>
  );
}
