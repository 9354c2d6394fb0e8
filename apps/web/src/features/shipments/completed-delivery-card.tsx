import { formatKg, type Shipment } from '@njira/domain';
import { Building2, CheckCircle2, Download, Package } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { RateShipmentButton } from '../../components/forms/rate-shipment-dialog.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { downloadReceipt } from './api/download-receipt.ts';
import { completedText } from './completed-text.ts';
import { CardTop, Detail, Route, TRANSPORTER_SHIPMENT_PATH } from './delivery-card-parts.tsx';

function DownloadReceiptButton({ shipmentId }: { shipmentId: string }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadReceipt(shipmentId);
    } catch (error) {
      toast.error('Error downloading receipt', errorMessage(error, 'Request failed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" size="sm" loading={busy} onClick={() => void download()}>
      {!busy && <Download className="size-4" aria-hidden="true" />}
      Download Receipt
    </Button>
  );
}

/** My Deliveries, Completed tab. */
export function CompletedDeliveryCard({
  shipment,
  k,
}: {
  shipment: Shipment;
  k: (amount: number) => string;
}) {
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <CardTop shipment={shipment} k={k} />
      <div className="grid gap-2 sm:grid-cols-2">
        <Detail icon={Package}>
          {shipment.cargo} · {formatKg(shipment.weight)}
        </Detail>
        <Route shipment={shipment} />
        <Detail icon={CheckCircle2}>{completedText(shipment)}</Detail>
        <Detail icon={Building2}>{shipment.cargoOwner.companyName}</Detail>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={TRANSPORTER_SHIPMENT_PATH(shipment.id)} className={buttonClasses('outline', 'sm')}>
          View Details
        </Link>
        {/* A receipt exists once the owner's payment was received, not before. */}
        {shipment.receiptAvailable && <DownloadReceiptButton shipmentId={shipment.id} />}
        <RateShipmentButton shipment={shipment} viewer="transporter" />
      </div>
    </Card>
  );
}
