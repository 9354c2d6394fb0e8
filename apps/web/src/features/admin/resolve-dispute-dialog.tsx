import {
  type AdminDispute,
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_OUTCOMES,
  type DisputeOutcome,
  formatKwacha,
  type ResolveDisputeInput,
  resolveDisputeSchema,
  shortId,
} from '@njira/domain';
import { useId, useState } from 'react';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { DisputeEvidence } from '../../components/ui/dispute-evidence.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useResolveDispute } from './api/resolve-dispute.ts';

const OUTCOME_HINTS: Record<DisputeOutcome, string> = {
  release: '80% to the transporter’s wallet, 20% platform fee',
  refund: 'Everything held goes back to the cargo owner’s wallet',
  partial_refund: 'The amount you enter goes back to the owner; the rest is released 80/20',
};

/**
 * An admin decides an open dispute: both sides' words and photos first, then an outcome, the amount
 * for a partial refund, and a reason for the log.
 */
export function ResolveDisputeButton({ dispute }: { dispute: AdminDispute }) {
  const [open, setOpen] = useState(false);
  const resolve = useResolveDispute();
  const form = useZodForm(resolveDisputeSchema, { reason: '' } as ResolveDisputeInput);
  const errors = form.formState.errors;
  const outcome = form.watch('outcome');
  const outcomeErrorId = useId();

  const submit = form.submit(async (input) => {
    try {
      await resolve.mutateAsync({
        id: dispute.id,
        input: input.outcome === 'partial_refund' ? input : { outcome: input.outcome, reason: input.reason },
      });
      toast.success('Dispute resolved', DISPUTE_OUTCOME_LABELS[input.outcome]);
      setOpen(false);
      form.reset();
    } catch (error) {
      toast.error('Dispute not resolved', errorMessage(error, 'Request failed'));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !resolve.isPending && setOpen(next)}
      trigger={<Button size="sm">Resolve</Button>}
      title={`Resolve the dispute on shipment #${shortId(dispute.shipmentId)}`}
      description={`${formatKwacha(dispute.held)} is held in escrow. The decision moves the money and cannot be undone.`}
    >
      <div className="mb-4 rounded-md bg-muted p-3">
        <DisputeEvidence
          shipmentId={dispute.shipmentId}
          reason={dispute.reason}
          openedBy={dispute.owner.name}
          openedAt={dispute.openedAt}
          answer={dispute.answer}
          photos={dispute.photos}
          autoLoadPhotos
        />
      </div>
      <form
        noValidate
        aria-label="Resolve the dispute"
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-4"
      >
        <fieldset
          aria-describedby={errors.outcome ? outcomeErrorId : undefined}
          className="flex flex-col gap-2"
        >
          <legend className="mb-1 text-sm font-medium text-gray-900">Outcome</legend>
          {DISPUTE_OUTCOMES.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer gap-2 rounded-md border border-border p-3 text-sm"
            >
              <input
                type="radio"
                value={value}
                className="mt-0.5 size-4 shrink-0 accent-brand-700"
                {...form.register('outcome', {
                  onChange: () => {
                    form.clearErrors('outcome');
                    form.setValue('refundAmount', undefined);
                  },
                })}
              />
              <span className="flex flex-col">
                <span className="font-medium text-gray-900">{DISPUTE_OUTCOME_LABELS[value]}</span>
                <span className="text-xs text-muted-foreground">{OUTCOME_HINTS[value]}</span>
              </span>
            </label>
          ))}
          {errors.outcome?.message && (
            <p id={outcomeErrorId} role="alert" className="text-sm font-medium text-destructive">
              {errors.outcome.message}
            </p>
          )}
        </fieldset>
        {outcome === 'partial_refund' && (
          <Field
            label="Amount to refund (K)"
            error={errors.refundAmount?.message}
            hint={`Less than the ${formatKwacha(dispute.held)} held`}
            required
          >
            <Input
              type="number"
              inputMode="decimal"
              min={0.01}
              step={0.01}
              required
              {...form.register('refundAmount', {
                setValueAs: (v: unknown) =>
                  v === '' || v === undefined || v === null ? undefined : Number(v),
                onChange: () => form.clearErrors('refundAmount'),
              })}
            />
          </Field>
        )}
        <Field
          label="Reason for the decision"
          error={errors.reason?.message}
          hint="Written to the activity log; both parties are told the outcome"
          required
        >
          <Textarea required rows={4} {...form.field('reason')} />
        </Field>
        <DialogActions pending={resolve.isPending} submitLabel="Resolve Dispute" />
      </form>
    </Dialog>
  );
}
