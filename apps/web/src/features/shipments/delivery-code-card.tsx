import { deliveryCodeSmsSchema, formatDateTime, type ShipmentDelivery } from '@njira/domain';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useSendDeliveryCode } from './api/shipment-delivery.ts';

/** '482913' → '482 913': easier to read out at a gate. */
const spaced = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

/**
 * The owner's delivery code (issue 39), shown once the payment is held and until delivery: the
 * receiver gives it to the driver at delivery, which is the receiver's confirmation. The owner can
 * text it to whoever receives the goods, or give it themself.
 */
export function DeliveryCodeCard({
  shipmentId,
  delivery,
}: {
  shipmentId: string;
  delivery: ShipmentDelivery;
}) {
  const send = useSendDeliveryCode(shipmentId);
  const [receiverName, setReceiverName] = useState(delivery.receiver?.name ?? '');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [errors, setErrors] = useState<{ receiverName?: string; phoneNumber?: string }>({});
  if (!delivery.code) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = deliveryCodeSmsSchema.safeParse({ receiverName, phoneNumber });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof typeof errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await send.mutateAsync({ receiverName, phoneNumber });
      toast.success('Delivery code sent', `${receiverName.trim()} will receive it by SMS.`);
      setPhoneNumber('');
    } catch (error) {
      toast.error('Could not send the code', errorMessage(error, 'Request failed'));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <KeyRound className="size-5 text-brand-700" aria-hidden="true" />
          Delivery code
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="font-mono text-3xl font-bold tracking-widest text-gray-900">{spaced(delivery.code)}</p>
        <p className="text-sm text-gray-700">
          Give this code to the person receiving the goods. The driver asks for it at delivery: the right code
          confirms the goods arrived, and the payment is then released 72 hours later unless you dispute it.
          Never give it to the driver or the transporter.
        </p>
        {delivery.receiver && (
          <p className="text-sm text-gray-700" role="status">
            Sent to {delivery.receiver.name} (+{delivery.receiver.phoneNumber}) on{' '}
            {formatDateTime(delivery.receiver.sentAt)}.
          </p>
        )}
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" noValidate>
          <Field label="Receiver's name" error={errors.receiverName}>
            <Input
              value={receiverName}
              maxLength={100}
              autoComplete="off"
              onChange={(event) => setReceiverName(event.target.value)}
            />
          </Field>
          <Field
            label="Receiver's mobile number"
            error={errors.phoneNumber}
            hint="A Zambian number, or another country's with its + prefix"
          >
            <Input
              type="tel"
              value={phoneNumber}
              maxLength={30}
              autoComplete="off"
              placeholder="e.g. 097 123 4567"
              onChange={(event) => setPhoneNumber(event.target.value)}
            />
          </Field>
          <div>
            <Button type="submit" variant="outline" loading={send.isPending}>
              Send code by SMS
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
