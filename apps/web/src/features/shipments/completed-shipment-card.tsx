import { type Shipment, shortId } from '@njira/domain';
import { Building2, CheckCircle2, Download } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { downloadPod } from './api/download-pod.ts';
import { completedText } from './completed-text.ts';
import { CardTop, CargoAndRoute, Detail, OWNER_SHIPMENT_PATH } from './owner-shipment-card-parts.tsx';

function DownloadPodButton({ shipment }: { shipment: Shipment }) {
  const [busy, setBusy] = useState(false);
  if (shipment.status !== 'DELIVERED') return null;
  async function download() {
    setBusy(true);
    try {
      await downloadPod(shipment.id);
    } catch (error) {
      toast.error('Error downloading POD', errorMessage(error, 'Request failed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" size="sm" loading={busy} onClick={() => void download()}>
      {!busy && <Download className="size-4" aria-hidden="true" />}
      Download POD
      <span className="sr-only"> of shipment {shortId(shipment.id)}</span>
    </Button>
  );
}

/**
 * My Shipments, Completed tab. `children` are further actions after View Details and Download POD:
 * the place for Rate Service (the shared rating button, issue 11 item 8).
 */
export function CompletedShipmentCard({
  shipment,
  k,
  children,
}: {
  shipment: Shipment;
  k: (amount: number) => string;
  children?: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <CardTop shipment={shipment} k={k} />
      <div className="grid gap-2 sm:grid-cols-2">
        <CargoAndRoute shipment={shipment} />
        <Detail icon={CheckCircle2}>{completedText(shipment)}</Detail>
        <Detail icon={Building2} label="Transporter">
          {shipment.transporter?.companyName ?? 'Not assigned'}
        </Detail>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={OWNER_SHIPMENT_PATH(shipment.id)} className={buttonClasses('outline', 'sm')}>
          View Details
          <span className="sr-only"> of shipment {shortId(shipment.id)}</span>
        </Link>
        <DownloadPodButton shipment={shipment} />
        {children}
      </div>
    </Card>
  );
}
