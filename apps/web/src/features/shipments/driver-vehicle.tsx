import { driverDetailsSchema, type Shipment } from '@njira/domain';
import { Pencil, Phone, Truck, User } from 'lucide-react';
import { useState } from 'react';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { InfoRow } from '../../components/ui/shipment-detail-cards.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useUpdateShipment } from './api/update-shipment.ts';
import type { ShipmentViewer } from './progress-tracker.tsx';

export const DRIVER_SAVED = 'Driver details saved';
export const DRIVER_SAVE_FAILED = 'Error saving driver details';

const hasDriverDetails = (s: Shipment) => Boolean(s.driverName || s.driverPhone || s.truckNumber);
/** The server refuses any change to a delivered or cancelled shipment. */
const isClosed = (s: Shipment) => s.status === 'DELIVERED' || s.status === 'CANCELLED';

function DriverDetailsForm({ shipment, onDone }: { shipment: Shipment; onDone: (() => void) | null }) {
  const update = useUpdateShipment();
  const form = useZodForm(driverDetailsSchema, {
    driverName: shipment.driverName ?? '',
    driverPhone: shipment.driverPhone ?? '',
    truckNumber: shipment.truckNumber ?? '',
  });
  const { errors } = form.formState;

  const save = form.submit(async (values) => {
    try {
      await update.mutateAsync({ id: shipment.id, body: values });
      toast.success(DRIVER_SAVED);
      onDone?.();
    } catch (error) {
      toast.error(DRIVER_SAVE_FAILED, errorMessage(error, 'Request failed'));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Tell the cargo owner who is driving and which truck to expect.
      </p>
      <Field label="Driver name" error={errors.driverName?.message}>
        <Input autoComplete="off" maxLength={100} {...form.field('driverName')} />
      </Field>
      <Field label="Driver phone" error={errors.driverPhone?.message}>
        <Input type="tel" autoComplete="off" maxLength={30} {...form.field('driverPhone')} />
      </Field>
      <Field label="Truck number" error={errors.truckNumber?.message}>
        <Input autoComplete="off" maxLength={20} placeholder="e.g. ABZ 1234" {...form.field('truckNumber')} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={update.isPending}>
          Save Driver Details
        </Button>
        {onDone && (
          <Button variant="outline" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

/**
 * Driver & Vehicle Details (spec section 2): the card when any of the three is known; the
 * transporter also fills it in, and edits it, while the shipment is open.
 */
export function DriverVehicleCard({ shipment, viewer }: { shipment: Shipment; viewer: ShipmentViewer }) {
  const present = hasDriverDetails(shipment);
  const editable = viewer === 'transporter' && !isClosed(shipment);
  const [editing, setEditing] = useState(false);
  if (!present && !editable) return null;
  const showForm = editable && (editing || !present);

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle as="h2">Driver &amp; Vehicle Details</CardTitle>
        {editable && present && !editing && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {showForm ? (
          <DriverDetailsForm shipment={shipment} onDone={present ? () => setEditing(false) : null} />
        ) : (
          <dl className="divide-y divide-border">
            <InfoRow label="Driver">
              <span className="inline-flex items-center gap-1.5">
                <User className="size-4 text-gray-500" aria-hidden="true" />
                {shipment.driverName || 'Not provided'}
              </span>
            </InfoRow>
            <InfoRow label="Phone">
              <span className="inline-flex items-center gap-1.5">
                <Phone className="size-4 text-gray-500" aria-hidden="true" />
                {shipment.driverPhone || 'Not provided'}
              </span>
            </InfoRow>
            <InfoRow label="Truck">
              <span className="inline-flex items-center gap-1.5">
                <Truck className="size-4 text-gray-500" aria-hidden="true" />
                {shipment.truckNumber || 'Not provided'}
              </span>
            </InfoRow>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
