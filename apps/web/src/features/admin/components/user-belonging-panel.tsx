import { Button, Group, Select } from '@mantine/core';
import { authMessages } from '@portside/contracts/auth';
import { type Role, staffRoles } from '@portside/contracts/roles';

type StaffRole = (typeof staffRoles)[number];
const isStaffRole = (role: string): role is StaffRole => staffRoles.some((staff) => staff === role);

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchSelect } from '../../../components/server-select';
import { useClientCompanyOptions } from '../../../lib/companies/get-client-companies';
import { useMessage } from '../../../lib/messages';
import { useUpdateUser } from '../api/manage-user';
import { type PanelProps, UserPanel } from './user-panel';

/** A staff user's department: another one changes the user's menu and ends its sessions. */
export function UserDepartmentPanel({ user, name, own, ask }: PanelProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  const update = useUpdateUser();
  const [role, setRole] = useState<Role>(user.role);
  const departmentOf = (value: Role) => t(`roles.${value}`);
  return (
    <UserPanel title={t('manageUser.department')} note={own ? translate(authMessages.ownAccount) : undefined}>
      <Group align="flex-end">
        <Select
          label={t('manageUser.department')}
          allowDeselect={false}
          disabled={own}
          data={staffRoles.map((value) => ({ value, label: departmentOf(value) }))}
          value={role}
          onChange={(value) => value && isStaffRole(value) && setRole(value)}
        />
        <Button
          variant="light"
          disabled={own || role === user.role}
          onClick={() =>
            isStaffRole(role) &&
            ask({
              title: t('manageUser.departmentTitle'),
              message: t('manageUser.departmentMessage', {
                name,
                from: departmentOf(user.role),
                to: departmentOf(role),
              }),
              confirmLabel: t('manageUser.changeDepartment'),
              run: async () => {
                const changed = await update.mutateAsync({ id: user.id, version: user.version, role });
                return t('manageUser.departmentChanged', { name, department: departmentOf(changed.role) });
              },
            })
          }
        >
          {t('manageUser.changeDepartment')}
        </Button>
      </Group>
    </UserPanel>
  );
}

/** A client user's company, whose cargo the user sees: another client company ends the user's sessions. */
export function UserCompanyPanel({ user, name, ask }: PanelProps) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const [companyId, setCompanyId] = useState<number | null>(user.companyId);
  const from = user.companyName ?? t('users.noCompany');
  return (
    <UserPanel title={t('manageUser.company')}>
      <Group align="flex-end">
        <SearchSelect
          label={t('manageUser.company')}
          placeholder={t('createUser.companyPlaceholder')}
          nothingFound={t('createUser.noCompany')}
          useOptions={useClientCompanyOptions}
          value={companyId}
          onChange={setCompanyId}
        />
        <Button
          variant="light"
          disabled={companyId === null || companyId === user.companyId}
          onClick={() =>
            companyId !== null &&
            ask({
              title: t('manageUser.companyTitle'),
              message: t('manageUser.companyMessage', { name, from }),
              confirmLabel: t('manageUser.changeCompany'),
              run: async () => {
                const moved = await update.mutateAsync({ id: user.id, version: user.version, companyId });
                return t('manageUser.companyChanged', { name, company: moved.companyName ?? '' });
              },
            })
          }
        >
          {t('manageUser.changeCompany')}
        </Button>
      </Group>
    </UserPanel>
  );
}
