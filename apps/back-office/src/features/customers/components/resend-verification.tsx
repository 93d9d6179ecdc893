import { Mail } from 'lucide-react';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { failureMessage } from '@/lib/api-client';
import { useResendVerification } from '../api/customers';

/** For support: a customer who lost the verification mail gets a new one. */
export function ResendVerification({ customerId }: { customerId: string }) {
  const resend = useResendVerification(customerId);
  return (
    <div className="space-y-2">
      <Button variant="secondary" loading={resend.isPending} onClick={() => resend.mutate()}>
        <Mail aria-hidden="true" className="size-4" />
        Resend verification mail
      </Button>
      {resend.isSuccess ? <Alert tone="info">The verification mail is on its way.</Alert> : null}
      {resend.error ? <Alert tone="error">{failureMessage(resend.error)}</Alert> : null}
    </div>
  );
}
