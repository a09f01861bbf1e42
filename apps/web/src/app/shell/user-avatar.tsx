import { Avatar } from '@mantine/core';
import type { CurrentUser } from '../../features/auth/api/get-me';

export function displayName(user: CurrentUser | undefined) {
  return user?.name?.trim() || user?.username || '';
}

/** The user's initial in a circle. */
export function UserAvatar({ user }: { user: CurrentUser | undefined }) {
  return (
    <Avatar color="blue" radius="xl" size="sm">
      {displayName(user).charAt(0).toUpperCase()}
    </Avatar>
  );
}
