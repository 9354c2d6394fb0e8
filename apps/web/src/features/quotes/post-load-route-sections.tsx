import { isCatalogueName, roadDistanceKm } from '@njira/domain';
import { Navigation } from 'lucide-react';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PlaceCombobox } from './place-combobox.tsx';
import { lusakaToday, type PostLoadSectionProps } from './post-load-form.ts';
import { Section } from './post-load-section.tsx';

/** The combobox's value and writer for a place field: a pick is validated at once. */
function placeProps(form: PostLoadSectionProps['form'], name: 'fromLocation' | 'toLocation') {
  const { onBlur } = form.field(name);
  return {
    name,
    onBlur,
    value: form.watch(name) ?? '',
    onChange: (value: string) => form.setValue(name, value, { shouldDirty: true }),
  };
}

export function PickupDetailsSection({ form }: PostLoadSectionProps) {
  const { errors } = form.formState;
  return (
    <Section id="pickup-details" title="Pickup Details">
      <Field label="Pickup City" required error={errors.fromLocation?.message}>
        <PlaceCombobox {...placeProps(form, 'fromLocation')} required />
      </Field>
      <Field label="Pickup Date" required error={errors.pickupDate?.message}>
        <Input {...form.field('pickupDate')} type="date" min={lusakaToday()} required />
      </Field>
      <Field label="Pickup Address" required error={errors.fromAddress?.message} className="sm:col-span-2">
        <Input {...form.field('fromAddress')} autoComplete="off" placeholder="Plot, street, area" required />
      </Field>
    </Section>
  );
}

/** Delivery city, date and address, with the road distance once both cities are chosen. */
export function DeliveryDetailsSection({ form }: PostLoadSectionProps) {
  const { errors } = form.formState;
  const from = form.watch('fromLocation');
  const to = form.watch('toLocation');
  const distance =
    from && to && isCatalogueName(from) && isCatalogueName(to) ? roadDistanceKm(from, to) : undefined;
  return (
    <Section id="delivery-details" title="Delivery Details">
      <Field label="Delivery City" required error={errors.toLocation?.message}>
        <PlaceCombobox {...placeProps(form, 'toLocation')} required />
      </Field>
      <Field label="Delivery Date" required error={errors.deliveryDate?.message}>
        <Input
          {...form.field('deliveryDate')}
          type="date"
          min={form.watch('pickupDate') || lusakaToday()}
          required
        />
      </Field>
      <Field label="Delivery Address" required error={errors.toAddress?.message} className="sm:col-span-2">
        <Input {...form.field('toAddress')} autoComplete="off" placeholder="Plot, street, area" required />
      </Field>
      {distance !== undefined && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900 sm:col-span-2"
        >
          <Navigation className="size-4 shrink-0" aria-hidden="true" />
          {distance === null
            ? 'Road distance: not known for this route'
            : `Road distance: ${distance.toLocaleString('en-US')} km`}
        </p>
      )}
    </Section>
  );
}
