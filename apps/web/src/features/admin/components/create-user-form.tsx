import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordInput, Select, TextInput } from '@mantine/core';
import { type RegisterBody, registerBodySchema } from '@portside/contracts/auth';
import { creatableRoles } from '@portside/contracts/roles';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmedCreateForm } from '../../../components/confirmed-create-form';
import { ApiError } from '../../../lib/api-client';
import { useMessage } from '../../../lib/messages';
import { useCreateUser } from '../api/create-user';

const createdMessage = 'User created successfully!';
const usernameTakenMessage = 'Username already exists. Please choose another one.';
const failureMessage = 'Failed to create user';
const fields = ['name', 'username', 'password', 'department'] as const;

/** The form starts empty; the department is chosen from the creatable roles. */
type CreateUserValues = Omit<RegisterBody, 'department'> & { department: RegisterBody['department'] | null };
const empty: CreateUserValues = { name: '', username: '', password: '', department: null };
/** The schema itself rejects the empty department with its message. */
const resolver = zodResolver(registerBodySchema) as Resolver<CreateUserValues, unknown, RegisterBody>;

/** Create User (spec 2.4): Name, Username, Password and Department, confirmed in "Submit User?", then sent. */
export function CreateUserForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const createUser = useCreateUser();
  const form = useForm<CreateUserValues, unknown, RegisterBody>({ resolver, defaultValues: empty });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <ConfirmedCreateForm
      form={form}
      fields={fields}
      create={async (values) => {
        await createUser.mutateAsync(values);
        onCreated();
      }}
      successMessage={createdMessage}
      failureMessage={failureMessage}
      failureFor={(error) => (error instanceof ApiError && error.status === 409 ? usernameTakenMessage : null)}
      confirmTitle={t('createUser.confirmTitle')}
      confirmMessage={t('createUser.confirmMessage')}
    >
      <TextInput label={t('createUser.name')} required error={translate(errors.name?.message)} {...register('name')} />
      <TextInput
        label={t('createUser.username')}
        required
        autoComplete="off"
        error={translate(errors.username?.message)}
        {...register('username')}
      />
      <PasswordInput
        label={t('createUser.password')}
        required
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
            required
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
    </ConfirmedCreateForm>
  );
}
