import { shortId } from '@njira/domain';
import { FileText } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

/**
 * 'View Receipt' on a row of Payments or Earnings: shown by the lists only when the receipt exists
 * (the owner's payment was received); one download at a time.
 */
export function ReceiptButton({
  shipmentId,
  downloading,
  onClick,
}: {
  shipmentId: string;
  /** The shipment whose receipt is downloading, if any. */
  downloading: string | null;
  onClick: () => void;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      loading={downloading === shipmentId}
      disabled={downloading !== null && downloading !== shipmentId}
      onClick={onClick}
    >
      {downloading !== shipmentId && <FileText className="size-4" aria-hidden="true" />}
      View Receipt
      <span className="sr-only"> of shipment {shortId(shipmentId)}</span>
    </Button>
  );
}
