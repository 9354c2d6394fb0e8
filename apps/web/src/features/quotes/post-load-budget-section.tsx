import { isPayableAmount, kwachaFormatter, parseTypedNumber, splitKwacha } from '@njira/domain';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import type { PostLoadSectionProps } from './post-load-form.ts';
import { Section } from './post-load-section.tsx';

/** Budget, value, insurance and instructions, with what the budget pays the platform and the transporter. */
export function AdditionalInformationSection({ form }: PostLoadSectionProps) {
  const { errors } = form.formState;
  return (
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
      <div className="flex items-start gap-2 sm:col-span-2">
        <input
          id="verified-only"
          type="checkbox"
          aria-describedby="verified-only-hint"
          className="mt-0.5 size-4 shrink-0 rounded border-input accent-brand-700"
          {...form.field('verifiedOnly')}
        />
        <div className="flex flex-col">
          <label htmlFor="verified-only" className="text-sm font-medium text-gray-900">
            Verified carriers only
          </label>
          <p id="verified-only-hint" className="text-xs text-muted-foreground">
            Only transporters whose licence, registration and insurance an admin has approved can bid
          </p>
        </div>
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
      <BudgetPreview budgetText={form.watch('maxBudget')} />
    </Section>
  );
}

function BudgetPreview({ budgetText }: { budgetText: string }) {
  const budget = parseTypedNumber(budgetText);
  const split = budgetText.trim() !== '' && isPayableAmount(budget) ? splitKwacha(budget) : null;
  // The three are read together: K 12,343 pays a fee of K 2,468.60, so then all three show ngwee.
  const k = kwachaFormatter(split ? [budget, split.platformFee, split.transporterAmount] : []);
  return (
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
            <dd className="font-semibold text-gray-900">{k(budget)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-gray-700">Platform fee (20%)</dt>
            <dd className="text-gray-900">{k(split.platformFee)}</dd>
          </div>
          <div className="flex justify-between gap-3 border-t border-brand-200 pt-1">
            <dt className="text-gray-700">Transporter receives (80%)</dt>
            <dd className="font-semibold text-green-800">{k(split.transporterAmount)}</dd>
          </div>
        </dl>
      ) : (
        <p className="mt-1 text-sm text-gray-700">
          Enter your budget to see the 20% platform fee and the 80% the transporter receives.
        </p>
      )}
    </section>
  );
}
