import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, MESSAGES, type LoginInput, type SessionUser } from '@resham/shared';
import { SubmitButton } from '../../../components/ui/submit-button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordField } from '../../../components/ui/password-field';
import { toast } from '../../../components/ui/toast';
import { useLogin } from '../api';
import { SecondStepForm } from './second-step-form';

export interface LoginFormProps {
  /** The email to start with (the one just registered). */
  defaultEmail?: string;
  /** Where to go next is the page's choice (the role's home, or back where the shopper came from). */
  onSignedIn: (user: SessionUser | undefined) => void;
}

export function LoginForm({ defaultEmail = '', onSignedIn }: LoginFormProps) {
  const [secondStep, setSecondStep] = useState(false);
  const login = useLogin({
    onSuccess: (data) => {
      if (data.secondStep) return setSecondStep(true);
      toast({ title: data.message || MESSAGES.auth.loggedIn });
      onSignedIn(data.user);
    },
    onError: (error) => toast({ title: error.message, variant: 'destructive' }),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });

  const onSubmit = handleSubmit((values) => login.mutate(values));
  if (secondStep) return <SecondStepForm />;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
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
        autoComplete="current-password"
        placeholder="Your password"
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton pending={login.isPending}>Sign In</SubmitButton>
    </form>
  );
}
