import { Alert, Anchor, Text } from '@mantine/core';
import type { BlOnOtherWorkOrder, ManifestHeader, VisitWorkOrder } from '@portside/contracts/manifests';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatNumber } from '../../../lib/format-number';
import { manifestMismatch, type TotalDifference } from '../model/manifest';
import { workOrderPaths } from '../paths';

/** Enough BLs to recognise the manifest; the rest are counted. */
const namedBls = 10;

type ManifestWarningsProps = {
  vessel: { name: string; voyageNumber: string } | null;
  printed: ManifestHeader;
  blsOnOtherWorkOrders: readonly BlOnOtherWorkOrder[];
  totalsDiffer: readonly TotalDifference[];
  visitWorkOrders: readonly VisitWorkOrder[];
  /** BL numbers shaped like none of the manifest's others, still as read. */
  unlikeBls: readonly string[];
};

/**
 * What in the uploaded manifest does not fit the chosen vessel: the vessel or voyage it prints, the work orders the
 * visit already has (each a link), BLs another work order of the vessel already holds, BL numbers unlike the
 * manifest's others, and figures whose rows do not add up to the document's own total row. Shown after
 * parsing and again in the submit confirmation.
 */
export function ManifestWarnings({
  vessel,
  printed,
  blsOnOtherWorkOrders,
  totalsDiffer,
  visitWorkOrders,
  unlikeBls,
}: ManifestWarningsProps) {
  const { t } = useTranslation('commercial');
  const format = useFormatNumber();
  const formatOf = { packages: format.count, weight: format.weight, cbm: format.cbm };
  const mismatch = vessel ? manifestMismatch(vessel, printed) : null;
  const bls = blsOnOtherWorkOrders
    .slice(0, namedBls)
    .map(({ blNo, workOrderNumber }) => t('workOrder.warnings.blOn', { blNo, workOrder: workOrderNumber }))
    .join(', ');
  const more = blsOnOtherWorkOrders.length - namedBls;
  const nothing = !mismatch?.vessel && !mismatch?.voyage && blsOnOtherWorkOrders.length === 0;
  if (nothing && totalsDiffer.length === 0 && visitWorkOrders.length === 0 && unlikeBls.length === 0) return null;

  return (
    <Alert color="orange" role="status" icon={<IconAlertTriangle size={18} />} title={t('workOrder.warnings.title')}>
      {vessel && mismatch?.vessel && (
        <Text size="sm">
          {t('workOrder.header.vesselMismatch', { printed: printed.vesselName, chosen: vessel.name })}
        </Text>
      )}
      {vessel && mismatch?.voyage && (
        <Text size="sm">
          {t('workOrder.header.voyageMismatch', { printed: printed.voyageNumber, chosen: vessel.voyageNumber })}
        </Text>
      )}
      {visitWorkOrders.length > 0 && (
        <Text size="sm">
          {t('workOrder.warnings.visitHas', { count: visitWorkOrders.length })}{' '}
          {visitWorkOrders.map((workOrder, index) => (
            <span key={workOrder.id}>
              {index > 0 && t('workOrder.warnings.separator')}
              <Anchor component={Link} to={workOrderPaths.view({ id: workOrder.id })} size="sm">
                {workOrder.number}
              </Anchor>
            </span>
          ))}
        </Text>
      )}
      {blsOnOtherWorkOrders.length > 0 && (
        <Text size="sm">
          {t('workOrder.warnings.blsElsewhere', { count: blsOnOtherWorkOrders.length, bls })}
          {more > 0 && ` ${t('workOrder.warnings.moreBls', { count: more })}`}
        </Text>
      )}
      {unlikeBls.length > 0 && (
        <Text size="sm">
          {t('workOrder.warnings.unlikeBls', {
            count: unlikeBls.length,
            bls: unlikeBls.slice(0, namedBls).join(t('workOrder.warnings.separator')),
          })}
          {unlikeBls.length > namedBls && ` ${t('workOrder.warnings.moreBls', { count: unlikeBls.length - namedBls })}`}
        </Text>
      )}
      {totalsDiffer.map(({ field, printed: total, sum }) => (
        <Text size="sm" key={field}>
          {t(`workOrder.warnings.totals.${field}`, { printed: formatOf[field](total), sum: formatOf[field](sum) })}
        </Text>
      ))}
    </Alert>
  );
}
