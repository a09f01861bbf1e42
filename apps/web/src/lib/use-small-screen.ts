import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** A phone's width (below the theme's `sm` breakpoint, 48em): lists show as cards there. */
export function useSmallScreen(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
}
