import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema, type ChangePasswordInput } from '@resham/shared';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { applyServerIssues } from '../../../lib/field-issues';
import { changePassword, useAccountMutation } from '../api';

const FIELDS: Array<keyof ChangePasswordInput> = ['currentPassword', 'newPassword'];

export function ChangePasswordForm() {
  const change = useAccountMutation(changePassword);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (data) => {
        reset();
        toast({ title: data.message });
      },
      onError: (error) => {
        toast({ title: error.message, variant: 'destructive' });
        if (isApiError(error)) applyServerIssues(error.issues, FIELDS, setError);
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby="change-password-title">
      <h2 id="change-password-title" className="font-serif text-xl font-semibold text-ink">
        Change password
      </h2>
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters. Your other devices will be signed out."
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <Button
        type="submit"
        className="justify-self-start"
        disabled={change.isPending}
        aria-busy={change.isPending}
      >
        Change password
      </Button>
    </form>
  );
}
