import { trackingMessages } from '@portside/contracts/tracking';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PrintScreen } from '../../../components/printed-documents/print-screen';
import { useGatePass } from '../api/get-gate-pass';
import { PrintedGatePass } from '../components/printed-gate-pass';
import { gatePaths } from '../paths';

/** /gate/passes/{id}: the printable gate pass of one truck's release, back to the gate. */
export function GatePassPage() {
  const { t } = useTranslation();
  const pass = useGatePass(Number(useParams().releaseId));
  return (
    <PrintScreen
      query={pass}
      back={{ to: gatePaths.release(), label: t('gatePass.back') }}
      failure={trackingMessages.releaseNotFound}
    >
      {(shown) => <PrintedGatePass pass={shown} />}
    </PrintScreen>
  );
}
