import { Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { authMessages } from '@portside/contracts/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { LabelledValue } from '../../../components/labelled-value';
import { PageLoader } from '../../../components/page-loader';
import { RetryAlert } from '../../../components/retry-alert';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { useFormatDateTime } from '../../../lib/format-date';
import type { CurrentUser } from '../../auth/api/get-me';
import { authKeys } from '../../auth/api/keys';
import { userFailed, useUser, validUserId } from '../api/manage-user';
import { useConfirmedChange } from '../components/confirmed-change';
import { UserAccessPanel } from '../components/user-access-panel';
import { UserCompanyPanel, UserDepartmentPanel } from '../components/user-belonging-panel';
import { UserStatusBadge } from '../components/user-panel';
import { UserPasswordPanel } from '../components/user-password-panel';
import { adminPaths } from '../paths';

/**
 * /admin/users/{id}: one user as the admin manages it: who it is, then whether it may sign in and its sessions, its
 * department (staff) or company (client), and a new password. Every change is confirmed first and audited.
 */
export function ManageUserPage() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const id = Number(useParams().userId);
  const user = useUser(id);
  // The signed-in admin, loaded before any screen shows (app/require-auth.tsx); read, not fetched, here.
  const me = useQueryClient().getQueryData<CurrentUser>(authKeys.me());
  const change = useConfirmedChange();
  const missing =
    !validUserId(id) || (user.error instanceof ApiError && user.error.status === 404)
      ? errorMessage(user.error, authMessages.userNotFound)
      : null;

  const content = () => {
    if (missing) return <FormErrorBanner message={missing} />;
    if (user.isError) {
      return (
        <RetryAlert
          message={errorMessage(user.error, userFailed)}
          retrying={user.isFetching}
          onRetry={() => user.refetch()}
        />
      );
    }
    if (!user.data) return <PageLoader />;
    const shown = user.data;
    const name = shown.name?.trim() || shown.username;
    const panel = { user: shown, name, own: shown.id === me?.id, ask: change.ask };
    return (
      <>
        <Group gap="sm">
          <Title order={2}>{t('manageUser.title', { name })}</Title>
          <UserStatusBadge active={shown.isActive} />
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} m={0}>
          <LabelledValue label={t('users.username')}>{shown.username}</LabelledValue>
          <LabelledValue label={t('users.role')}>{t(`roles.${shown.role}`)}</LabelledValue>
          {shown.role === 'client' && (
            <LabelledValue label={t('users.company')}>{shown.companyName ?? t('users.noCompany')}</LabelledValue>
          )}
          <LabelledValue label={t('users.createdAt')}>{formatDateTime(shown.createdAt)}</LabelledValue>
        </SimpleGrid>
        <UserAccessPanel key={`access-${shown.isActive}`} {...panel} />
        {shown.role === 'client' ? (
          <UserCompanyPanel key={`company-${shown.companyId}`} {...panel} />
        ) : (
          <UserDepartmentPanel key={`department-${shown.role}`} {...panel} />
        )}
        <UserPasswordPanel {...panel} />
      </>
    );
  };

  return (
    <Stack>
      <Group>
        <BackButton to={adminPaths.users()}>{t('manageUser.back')}</BackButton>
      </Group>
      {content()}
      {change.dialog}
    </Stack>
  );
}
