import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, registerSchema, type RegisterInput } from '@resham/shared';
import { SubmitButton } from '../../../components/ui/submit-button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordField } from '../../../components/ui/password-field';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { applyServerIssues } from '../../../lib/field-issues';
import { useRegister } from '../api';

const FIELDS: Array<keyof RegisterInput> = ['userName', 'email', 'password'];

/** Sign-up; `onRegistered` takes the shopper on (signed in, or to sign in with the email she chose). */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { userName: '', email: '', password: '' },
  });
  const registration = useRegister({
    onSuccess: (data) => toast({ title: data.message || MESSAGES.auth.registered }),
    onError: (error) => {
      toast({ title: error.message, variant: 'destructive' });
      if (isApiError(error)) applyServerIssues(error.issues, FIELDS, setError);
    },
  });

  const onSubmit = handleSubmit((values) =>
    registration.mutate(values, { onSuccess: () => onRegistered(values.email.trim()) }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        label="User Name"
        autoComplete="username"
        placeholder="Your name"
        error={errors.userName?.message}
        {...register('userName')}
      />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        placeholder="At least 8 characters"
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton pending={registration.isPending}>Sign Up</SubmitButton>
    </form>
  );
}
