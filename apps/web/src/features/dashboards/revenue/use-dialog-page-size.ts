import { useMediaQuery } from '@mantine/hooks';
import { dialogPageSizes } from '@portside/contracts/reports';
import { useState } from 'react';

/** Spec 9: under 640 px a dialog opens on 5 rows a page (the screen holds no more), else on 10. */
const narrowQuery = '(max-width: 639.98px)';
const narrowPageSize = 5;

/** A table dialog's page size: 10, 20 or 50 (and 5 on a narrow screen, where it is the default) until one is chosen. */
export function useDialogPageSize() {
  const narrow = useMediaQuery(narrowQuery, undefined, { getInitialValueInEffect: false }) ?? false;
  const [chosen, setChosen] = useState<number | null>(null);
  const options: readonly number[] = narrow ? [narrowPageSize, ...dialogPageSizes] : dialogPageSizes;
  const pageSize = chosen ?? (narrow ? narrowPageSize : dialogPageSizes[0]);
  return { pageSize, options, setPageSize: setChosen };
}
