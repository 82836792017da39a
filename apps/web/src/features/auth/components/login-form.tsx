import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { loginSchema, MESSAGES, type LoginInput } from '@resham/shared';
import { SubmitButton } from '../../../components/ui/submit-button';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { useLogin } from '../api';
import { homePathFor } from '../role-home';
import { SecondStepForm } from './second-step-form';

export function LoginForm() {
  const navigate = useNavigate();
  const [secondStep, setSecondStep] = useState(false);
  const login = useLogin({
    onSuccess: (data) => {
      if (data.secondStep) return setSecondStep(true);
      toast({ title: data.message || MESSAGES.auth.loggedIn });
      void navigate(homePathFor(data.user?.role), { replace: true });
    },
    onError: (error) => toast({ title: error.message, variant: 'destructive' }),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

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
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        placeholder="Your password"
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton pending={login.isPending}>Sign In</SubmitButton>
    </form>
  );
}
