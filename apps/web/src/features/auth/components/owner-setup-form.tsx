import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { ADMIN_SETUP_MESSAGES, registerSchema, type RegisterInput } from '@resham/shared';
import { Skeleton } from '../../../components/ui/skeleton';
import { FormField } from '../../../components/ui/form-field';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { applyServerIssues } from '../../../lib/field-issues';
import { checkAdminSetup, createOwner } from '../api';

const FIELDS: Array<keyof RegisterInput> = ['userName', 'email', 'password'];

/** The link itself was refused (unknown, used, expired, an admin exists): not a field's fault. */
const linkRefused = (error: unknown) =>
  isApiError(error) && !error.issues && error.status >= 400 && error.status < 500 && error.status !== 429;

function Refused({ message }: { message: string }) {
  return (
    <p role="alert" className="grid gap-2 text-sm text-red-700">
      {message}
      <Link to="/auth/login" className="font-medium text-maroon-800 underline">
        Go to sign-in
      </Link>
    </p>
  );
}

/** The first-run form behind the set-up link: the owner's name, email and password (sign-up's rules). */
export function OwnerSetupForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const check = useQuery({
    queryKey: ['auth', 'admin-setup', token],
    queryFn: () => checkAdminSetup(token),
    enabled: token !== '',
    retry: false,
  });
  const create = useMutation({ mutationFn: createOwner });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { userName: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    create.mutate(
      { ...values, token },
      {
        onSuccess: (data) => {
          toast({ title: data.message });
          void navigate('/auth/login', { replace: true });
        },
        onError: (error) => {
          if (isApiError(error) && error.issues) applyServerIssues(error.issues, FIELDS, setError);
          if (!linkRefused(error) || (isApiError(error) && error.issues))
            toast({ title: error.message, variant: 'destructive' });
        },
      },
    ),
  );

  if (!token) return <Refused message={ADMIN_SETUP_MESSAGES.linkUnknown} />;
  if (check.isPending) return <Skeleton className="h-64" />;
  if (check.isError) return <Refused message={check.error.message} />;
  if (create.isError && linkRefused(create.error) && !(isApiError(create.error) && create.error.issues))
    return <Refused message={create.error.message} />;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        label="Your name"
        autoComplete="name"
        error={errors.userName?.message}
        {...register('userName')}
      />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="owner@example.com"
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
      <SubmitButton pending={create.isPending}>Create the owner’s account</SubmitButton>
    </form>
  );
}
