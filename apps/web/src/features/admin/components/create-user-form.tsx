import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordInput, Select, TextInput } from '@mantine/core';
import { authMessages, type RegisterBody, type RegisterBodyInput, registerBodySchema } from '@portside/contracts/auth';
import { creatableRoles } from '@portside/contracts/roles';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmedCreateForm } from '../../../components/confirmed-create-form';
import { ServerSelect } from '../../../components/server-select';
import { ApiError } from '../../../lib/api-client';
import { useClientCompanyOptions } from '../../../lib/companies/get-client-companies';
import { useMessage } from '../../../lib/messages';
import { useCreateUser } from '../api/create-user';

const createdMessage = 'User created successfully!';
const failureMessage = 'Failed to create user';
const fields = ['name', 'username', 'password', 'department', 'companyId'] as const;
/** The 409s that are about the chosen company; any other 409 is spec 7's "username taken". */
const companyConflicts: unknown[] = [authMessages.companyNotFound, authMessages.companyNotClient];

/** The form starts empty; the department is chosen from the creatable roles, the company only for a client. */
type CreateUserValues = Omit<RegisterBodyInput, 'department'> & { department: RegisterBody['department'] | null };
const empty: CreateUserValues = { name: '', username: '', password: '', department: null, companyId: null };
/** The schema itself rejects the empty department and a client without its company, with their messages. */
const resolver = zodResolver(registerBodySchema) as Resolver<CreateUserValues, unknown, RegisterBody>;

/**
 * Create User (spec 2.4): Name, Username, Password and Department, confirmed in "Submit User?", then sent. The Client
 * department asks for the consignee company the user belongs to (client companies, searched on the server).
 */
export function CreateUserForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const createUser = useCreateUser();
  const form = useForm<CreateUserValues, unknown, RegisterBody>({ resolver, defaultValues: empty });
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;
  const department = useWatch({ control, name: 'department' });

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
      failureFor={(error) =>
        error instanceof ApiError && error.status === 409 && !companyConflicts.includes(error.body?.detail)
          ? authMessages.usernameTaken
          : null
      }
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
            onChange={(value) => {
              field.onChange(value);
              // Staff belong to no company: a company chosen for a client is forgotten.
              if (value !== 'client') setValue('companyId', null);
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            error={translate(errors.department?.message)}
          />
        )}
      />
      {department === 'client' && (
        <ServerSelect
          control={control}
          name="companyId"
          required
          label={t('createUser.company')}
          placeholder={t('createUser.companyPlaceholder')}
          nothingFound={t('createUser.noCompany')}
          useOptions={useClientCompanyOptions}
          error={translate(errors.companyId?.message)}
        />
      )}
    </ConfirmedCreateForm>
  );
}
