import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { type RegisterBody, registerBodySchema } from '@portside/contracts/auth';
import { creatableRoles } from '@portside/contracts/roles';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { ApiError } from '../../../lib/api-client';
import { applyServerError } from '../../../lib/form-errors';
import { useMessage } from '../../../lib/messages';
import { useCreateUser } from '../api/create-user';

const usernameTakenMessage = 'Username already exists. Please choose another one.';
const failureMessage = 'Failed to create user';
const fields = ['name', 'username', 'password', 'department'] as const;

/** The form starts empty; the department is chosen from the creatable roles. */
type CreateUserValues = Omit<RegisterBody, 'department'> & { department: RegisterBody['department'] | null };
const empty: CreateUserValues = { name: '', username: '', password: '', department: null };
/** The schema itself rejects the empty department with its message. */
const resolver = zodResolver(registerBodySchema) as Resolver<CreateUserValues, unknown, RegisterBody>;

export function CreateUserForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const createUser = useCreateUser();
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CreateUserValues, unknown, RegisterBody>({ resolver, defaultValues: empty });

  const submit = handleSubmit((values) => {
    setBanner(null);
    createUser.mutate(values, {
      onSuccess: () => {
        reset(empty);
        onCreated();
      },
      onError: (error) =>
        setBanner(
          error instanceof ApiError && error.status === 409
            ? usernameTakenMessage
            : applyServerError(error, setError, fields, failureMessage),
        ),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={480}>
        <FormErrorBanner message={banner} />
        <TextInput label={t('createUser.name')} error={translate(errors.name?.message)} {...register('name')} />
        <TextInput
          label={t('createUser.username')}
          autoComplete="off"
          error={translate(errors.username?.message)}
          {...register('username')}
        />
        <PasswordInput
          label={t('createUser.password')}
          autoComplete="new-password"
          error={translate(errors.password?.message)}
          {...register('password')}
        />
        <Controller
          control={control}
          name="department"
          render={({ field }) => (
            <Select
              label={t('createUser.department')}
              placeholder={t('createUser.departmentPlaceholder')}
              data={creatableRoles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              error={translate(errors.department?.message)}
            />
          )}
        />
        <Group>
          <Button type="submit" loading={createUser.isPending}>
            {t('createUser.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
