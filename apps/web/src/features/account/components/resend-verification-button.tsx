import { COD_MESSAGES } from '@resham/shared';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { resendVerification, useAccountMutation } from '../api';

/**
 * Emails a fresh verification link: a button in the account banner, or `inline` a link-like button in
 * a line of text (checkout's cash-on-delivery option, which must not push Pay down a phone's screen).
 */
export function ResendVerificationButton({ inline = false }: { inline?: boolean }) {
  const resend = useAccountMutation(resendVerification);
  return (
    <Button
      variant={inline ? 'link' : 'outline'}
      size="sm"
      className={inline ? 'h-auto min-h-6 px-0 underline' : undefined}
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
