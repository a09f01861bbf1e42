import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type LoginBody, loginBodySchema } from '@portside/contracts/auth';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { useMessage } from '../../../lib/messages';
import { MissingTokenError, noAccessTokenMessage, useLogin } from '../api/login';

const invalidCredentialsMessage = 'Invalid credentials';
const loginFailedMessage = 'Login failed. Please try again.';

/** Spec 8: Invalid credentials on a 401; otherwise the server's detail, else the generic failure. */
function loginErrorMessage(error: unknown) {
  if (error instanceof MissingTokenError) return noAccessTokenMessage;
  if (error instanceof ApiError && error.status === 401) return invalidCredentialsMessage;
  return errorMessage(error, loginFailedMessage);
}

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<LoginBody>({ resolver: zodResolver(loginBodySchema), defaultValues: { username: '', password: '' } });
  // The page exists to sign in: the cursor waits in the first field.
  useEffect(() => setFocus('username'), [setFocus]);
  const submit = handleSubmit((values) => login.mutate(values, { onSuccess: onSignedIn }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormErrorBanner message={login.error ? loginErrorMessage(login.error) : null} />
        <TextInput
          label={t('login.username')}
          autoComplete="username"
          error={translate(errors.username?.message)}
          {...register('username')}
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          error={translate(errors.password?.message)}
          {...register('password')}
        />
        <Button type="submit" loading={login.isPending} fullWidth>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
