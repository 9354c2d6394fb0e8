import {
  CARGO_TYPE_LABELS,
  CARGO_TYPES,
  DELIVERY_CITIES,
  formatKwacha,
  isPayableAmount,
  lusakaParts,
  PICKUP_CITIES,
  type PostLoadFormValues,
  postLoadFormSchema,
  roadDistanceKm,
  splitKwacha,
} from '@njira/domain';
import { Navigation } from 'lucide-react';
import { type ReactNode, useEffect, useMemo } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { useRouteHandle } from '../../components/layouts/use-route-handle.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useSession } from '../../lib/use-session.ts';
import { usePostLoad } from './api/post-load.ts';
import { clearDraft, loadDraft, saveDraft } from './post-load-draft.ts';

const HOME = '/dashboard/cargo-owner';

/** The order the spec checks in (section 5): the first failing field's message is the toast. */
const CHECK_ORDER: (keyof PostLoadFormValues)[] = [
  'pickupDate',
  'deliveryDate',
  'cargoType',
  'fromLocation',
  'toLocation',
  'maxBudget',
  'cargoDescription',
  'weightTons',
  'dimensions',
  'fromAddress',
  'toAddress',
  'estimatedValue',
  'specialInstructions',
];

export function firstMessage(errors: FieldErrors<PostLoadFormValues>): string | undefined {
  for (const key of CHECK_ORDER) {
    const message = errors[key]?.message;
    if (message) return message;
  }
  return undefined;
}

/** Today in Lusaka as YYYY-MM-DD: the earliest pickup the server takes. */
function lusakaToday(): string {
  const p = lusakaParts(new Date());
  if (!p) return '';
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id={id}>
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <fieldset aria-labelledby={id} className="grid gap-4 sm:grid-cols-2">
          {children}
        </fieldset>
      </CardContent>
    </Card>
  );
}

/** Post New Load (spec sections 2 and 5): four sections, checked on submit, a draft kept across reloads. */
export function PostLoadPage() {
  const handle = useRouteHandle();
  const navigate = useNavigate();
  const userId = useSession()?.user.id ?? 'anonymous';
  const schema = useMemo(() => postLoadFormSchema(), []);
  const initial = useMemo(() => loadDraft(userId), [userId]);
  const form = useZodForm(schema, initial);
  const postLoad = usePostLoad();
  const errors = form.formState.errors;

  // Every keystroke is kept: a reload or a dropped connection loses nothing typed.
  useEffect(() => {
    const subscription = form.watch((values) => saveDraft(userId, values as PostLoadFormValues));
    return () => subscription.unsubscribe();
  }, [form, userId]);

  const from = form.watch('fromLocation');
  const to = form.watch('toLocation');
  const budgetText = form.watch('maxBudget');
  const distance = from && to ? roadDistanceKm(from, to) : undefined;
  const budget = Number(budgetText);
  const split = budgetText.trim() !== '' && isPayableAmount(budget) ? splitKwacha(budget) : null;

  const onSubmit = form.handleSubmit(
    (values) =>
      postLoad.mutate(values, {
        onSuccess: () => {
          clearDraft(userId);
          toast.success('Load posted successfully!', 'Transporters can now bid on your load.');
          void navigate(HOME);
        },
        onError: (error) => toast.error('Error posting load', errorMessage(error, 'Request failed')),
      }),
    (invalid) => {
      const message = firstMessage(invalid);
      if (message) toast.error(message);
    },
  );

  return (
    <>
      <PageHeader title={handle?.title ?? 'Post New Load'} description={handle?.description} />
      <form noValidate onSubmit={onSubmit} className="flex max-w-4xl flex-col gap-6">
        <Section id="cargo-details" title="Cargo Details">
          <Field label="Cargo Type" required error={errors.cargoType?.message}>
            <Select {...form.field('cargoType')} required>
              <option value="">Select cargo type</option>
              {CARGO_TYPES.map((type) => (
                <option key={type} value={type}>
                  {CARGO_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label="Weight (tons)"
            required
            error={errors.weightTons?.message}
            hint="Sent to transporters in kilograms"
          >
            <Input
              {...form.field('weightTons')}
              inputMode="decimal"
              autoComplete="off"
              placeholder="e.g. 28"
              required
            />
          </Field>
          <Field
            label="Cargo Description"
            required
            error={errors.cargoDescription?.message}
            className="sm:col-span-2"
          >
            <Textarea
              {...form.field('cargoDescription')}
              rows={3}
              placeholder="What is being moved, how it is packed"
              required
            />
          </Field>
          <Field label="Dimensions (optional)" error={errors.dimensions?.message}>
            <Input {...form.field('dimensions')} autoComplete="off" placeholder="e.g. 12m x 2.4m x 2m" />
          </Field>
        </Section>

        <Section id="pickup-details" title="Pickup Details">
          <Field label="Pickup City" required error={errors.fromLocation?.message}>
            <Select {...form.field('fromLocation')} required>
              <option value="">Select pickup city</option>
              {PICKUP_CITIES.map((city) => (
                <option key={city}>{city}</option>
              ))}
            </Select>
          </Field>
          <Field label="Pickup Date" required error={errors.pickupDate?.message}>
            <Input {...form.field('pickupDate')} type="date" min={lusakaToday()} required />
          </Field>
          <Field
            label="Pickup Address"
            required
            error={errors.fromAddress?.message}
            className="sm:col-span-2"
          >
            <Input
              {...form.field('fromAddress')}
              autoComplete="off"
              placeholder="Plot, street, area"
              required
            />
          </Field>
        </Section>

        <Section id="delivery-details" title="Delivery Details">
          <Field label="Delivery City" required error={errors.toLocation?.message}>
            <Select {...form.field('toLocation')} required>
              <option value="">Select delivery city</option>
              {DELIVERY_CITIES.map((city) => (
                <option key={city}>{city}</option>
              ))}
            </Select>
          </Field>
          <Field label="Delivery Date" required error={errors.deliveryDate?.message}>
            <Input
              {...form.field('deliveryDate')}
              type="date"
              min={form.watch('pickupDate') || lusakaToday()}
              required
            />
          </Field>
          <Field
            label="Delivery Address"
            required
            error={errors.toAddress?.message}
            className="sm:col-span-2"
          >
            <Input
              {...form.field('toAddress')}
              autoComplete="off"
              placeholder="Plot, street, area"
              required
            />
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

        <Section id="additional-information" title="Additional Information">
          <Field label="Maximum Budget (K)" required error={errors.maxBudget?.message}>
            <Input
              {...form.field('maxBudget')}
              inputMode="decimal"
              autoComplete="off"
              placeholder="e.g. 15000"
              required
            />
          </Field>
          <Field label="Estimated Cargo Value (K, optional)" error={errors.estimatedValue?.message}>
            <Input
              {...form.field('estimatedValue')}
              inputMode="decimal"
              autoComplete="off"
              placeholder="e.g. 40000"
            />
          </Field>
          <div className="flex items-center gap-2 sm:col-span-2">
            <input
              id="insurance-required"
              type="checkbox"
              className="size-4 rounded border-input accent-brand-700"
              {...form.field('insuranceRequired')}
            />
            <label htmlFor="insurance-required" className="text-sm font-medium text-gray-900">
              Insurance required
            </label>
          </div>
          <Field
            label="Special Instructions (optional)"
            error={errors.specialInstructions?.message}
            className="sm:col-span-2"
          >
            <Textarea
              {...form.field('specialInstructions')}
              rows={3}
              placeholder="Loading hours, handling, permits"
            />
          </Field>
          <section
            aria-labelledby="budget-preview"
            className="rounded-lg border border-brand-200 bg-brand-50 p-4 sm:col-span-2"
          >
            <h3 id="budget-preview" className="text-sm font-semibold text-gray-900">
              Budget preview
            </h3>
            {split ? (
              <dl className="mt-2 flex flex-col gap-1 text-sm">
                <div className="flex justify-between gap-3">
                  <dt className="text-gray-700">Your budget</dt>
                  <dd className="font-semibold text-gray-900">{formatKwacha(budget)}</dd>
                </div>
                <div className="flex justify-between gap-3">
                  <dt className="text-gray-700">Platform fee (20%)</dt>
                  <dd className="text-gray-900">{formatKwacha(split.platformFee)}</dd>
                </div>
                <div className="flex justify-between gap-3 border-t border-brand-200 pt-1">
                  <dt className="text-gray-700">Transporter receives (80%)</dt>
                  <dd className="font-semibold text-green-800">{formatKwacha(split.transporterAmount)}</dd>
                </div>
              </dl>
            ) : (
              <p className="mt-1 text-sm text-gray-700">
                Enter your budget to see the 20% platform fee and the 80% the transporter receives.
              </p>
            )}
          </section>
        </Section>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to={HOME} className={buttonClasses('outline', 'lg')}>
            Cancel
          </Link>
          <Button type="submit" size="lg" loading={postLoad.isPending}>
            {postLoad.isPending ? 'Posting Load...' : 'Post Load & Get Quotes'}
          </Button>
        </div>
      </form>
    </>
  );
}
