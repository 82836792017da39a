import { COD_MESSAGES } from '@resham/shared';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { resendVerification, useAccountMutation } from '../api';

/** Emails a fresh verification link (the account banner, and checkout's cash-on-delivery option). */
export function ResendVerificationButton() {
  const resend = useAccountMutation(resendVerification);
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: (data) => toast({ title: data.message }),
          onError: (error) => toast({ title: error.message, variant: 'destructive' }),
        })
      }
    >
      {COD_MESSAGES.resendLink}
    </Button>
  );
}
