import { Card, PageHeader } from '@homeward/ui/card';
import { CircleHelp, Inbox, Mail } from 'lucide-react';
import { useCompany } from '@/lib/company';
import { CommonQuestions } from '../components/common-questions';
import { ContactForm } from '../components/contact-form';
import { YourRequests } from '../components/your-requests';

/** Help: answers to the common questions, a way to ask support, and the answers received. */
export function HelpRoute() {
  const { data: company } = useCompany();
  return (
    <>
      <PageHeader title="Help" subtitle="Answers to common questions, and a way to ask us." />
      <div className="space-y-6">
        <Card title="Common questions" icon={<CircleHelp aria-hidden="true" className="size-5" />}>
          <CommonQuestions />
        </Card>
        <Card
          title="Ask us"
          description={
            company
              ? `We answer by email. You can also write to ${company.support_email} or call ${company.phone} (${company.support_hours}).`
              : 'We answer by email.'
          }
          icon={<Mail aria-hidden="true" className="size-5" />}
        >
          <ContactForm />
        </Card>
        <Card title="Your requests" icon={<Inbox aria-hidden="true" className="size-5" />}>
          <YourRequests />
        </Card>
      </div>
    </>
  );
}

export { HelpRoute as Component };
