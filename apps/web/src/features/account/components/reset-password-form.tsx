import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { resetPasswordSchema, type ResetPasswordInput } from '@resham/shared';
import { SubmitButton } from '../../../components/ui/submit-button';
import { PasswordField } from '../../../components/ui/password-field';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { applyServerIssues } from '../../../lib/field-issues';
import { resetPassword, useAccountMutation, useForgetSession } from '../api';

const passwordOnly = resetPasswordSchema.pick({ password: true });
type PasswordValues = Pick<ResetPasswordInput, 'password'>;
const FIELDS: Array<keyof PasswordValues> = ['password'];

/** The link itself was refused (spent, expired, unknown; or too many tries): not a field's fault. */
const linkRefused = (error: unknown) =>
  isApiError(error) && !error.issues && error.status >= 400 && error.status < 500;

/** Sets a new password with the token from the emailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const forget = useForgetSession();
  const reset = useAccountMutation(resetPassword);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PasswordValues>({
    resolver: zodResolver(passwordOnly),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    reset.mutate(
      { token, password: values.password },
      {
        onSuccess: (data) => {
          forget();
          toast({ title: data.message });
          void navigate('/auth/login', { replace: true });
        },
        onError: (error) => {
          // A spent or expired link is said under the form, with the way to a new one.
          if (isApiError(error) && error.issues) applyServerIssues(error.issues, FIELDS, setError);
          else if (!linkRefused(error)) toast({ title: error.message, variant: 'destructive' });
        },
      },
    ),
  );

  if (!token)
    return (
      <p role="alert" className="text-sm text-red-700">
        This reset link is incomplete.{' '}
        <Link to="/auth/forgot-password" className="font-medium text-maroon-800 underline">
          Ask for a new one
        </Link>
        .
      </p>
    );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <PasswordField
        label="New password"
        autoComplete="new-password"
        placeholder="At least 8 characters"
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton pending={reset.isPending}>Set new password</SubmitButton>
      {reset.isError && linkRefused(reset.error) ? (
        <p role="alert" className="text-sm text-red-700">
          {reset.error.message}{' '}
          <Link to="/auth/forgot-password" className="font-medium text-maroon-800 underline">
            Ask for a new link
          </Link>
        </p>
      ) : null}
    </form>
  );
}
