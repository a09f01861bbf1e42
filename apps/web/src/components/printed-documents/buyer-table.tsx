import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { voyageAfterV } from '../../lib/voyage';

const dash = '—';

type Buyer = { name: string; address: string | null; tin: string | null };

/**
 * Who a sales invoice (or its credit memo) is for, as printed: the buyer under `label` with its TIN and address, the
 * BL and the vessel; then the document's own rows (`children`).
 */
export function BuyerTable({
  label,
  buyer,
  bl,
  children,
}: {
  label: string;
  buyer: Buyer;
  bl: { blNo: string; vesselName: string; voyageNo: string };
  children?: ReactNode;
}) {
  const { t } = useTranslation('billing');
  return (
    <table>
      <tbody>
        <tr>
          <th scope="row">{label}</th>
          <td>{buyer.name || dash}</td>
          <th scope="row">{t('print.buyerTin')}</th>
          <td>{buyer.tin ?? dash}</td>
        </tr>
        <tr>
          <th scope="row">{t('print.address')}</th>
          <td colSpan={3}>{buyer.address ?? dash}</td>
        </tr>
        <tr>
          <th scope="row">{t('print.blNo')}</th>
          <td>{bl.blNo}</td>
          <th scope="row">{t('print.vessel')}</th>
          <td>{t('print.vesselVoyage', { name: bl.vesselName, voyage: voyageAfterV(bl.voyageNo) })}</td>
        </tr>
        {children}
      </tbody>
    </table>
  );
}
