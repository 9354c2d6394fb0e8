import { type Shipment, unusualDelivery, unusualDeliveryQuestion } from '@njira/domain';
import { useId } from 'react';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useObjectUrl } from '../../lib/use-object-url.ts';

/** What the driver fills in at the gate; kept by the form while it is sent (and after a refusal). */
export interface DeliveryProofState {
  code: string;
  noCode: boolean;
  noCodeReason: string;
  receiverName: string;
  photo: File | null;
  confirmUnusual: boolean;
}

export const EMPTY_PROOF: DeliveryProofState = {
  code: '',
  noCode: false,
  noCodeReason: '',
  receiverName: '',
  photo: null,
  confirmUnusual: false,
};

/** Why the proof cannot be sent yet, in the words of the field to fix; null when it can. */
export function proofProblem(proof: DeliveryProofState, unusual: boolean): string | null {
  if (!proof.noCode && !/^\d{6}$/.test(proof.code.replace(/\s/g, ''))) {
    return "Enter the receiver's 6-digit delivery code, or tick 'The receiver has no code'";
  }
  if (proof.noCode && proof.noCodeReason.trim().length < 5) return 'Say why the receiver has no code';
  if (proof.receiverName.trim().length < 2) return 'Enter the name of the person who received the goods';
  if (!proof.photo) return 'Add a photo of the signed delivery note or of the goods';
  if (unusual && !proof.confirmUnusual) return 'Confirm the unusual delivery first';
  return null;
}

function Checkbox({
  id,
  checked,
  onChange,
  label,
  hint,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint?: string;
}) {
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 rounded border-input accent-brand-700"
      />
      <div className="flex flex-col">
        <label htmlFor={id} className="text-sm font-medium text-gray-900">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/** A small preview of the chosen photo, so the driver sees that it is the delivery note. */
function PhotoPreview({ file }: { file: File }) {
  const url = useObjectUrl(file);
  if (!url) return <p className="text-xs text-muted-foreground">{file.name}</p>;
  return (
    <img
      src={url}
      alt="Chosen for the proof of delivery"
      className="max-h-40 w-auto rounded-md border border-border"
    />
  );
}

/**
 * Delivered's proof (issue 39): the receiver's code (or why there is none), who received, the photo,
 * and, for a delivery before the pickup date or with no stage on the road, the transporter's
 * confirmation. The rules are the server's; these words say them before anything is sent.
 */
export function DeliveryProofFields({
  shipment,
  proof,
  onChange,
}: {
  shipment: Pick<Shipment, 'status' | 'pickupDate'>;
  proof: DeliveryProofState;
  onChange: (proof: DeliveryProofState) => void;
}) {
  const id = useId();
  const set = (patch: Partial<DeliveryProofState>) => onChange({ ...proof, ...patch });
  const unusual = unusualDelivery(shipment, new Date());
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold text-gray-900">Proof of delivery</legend>
      {!proof.noCode && (
        <Field
          label="Receiver's delivery code"
          hint="Ask the person receiving the goods for the 6-digit code the cargo owner gave them."
        >
          <Input
            value={proof.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            placeholder="e.g. 482 913"
            className="font-mono text-lg tracking-widest"
            onChange={(event) => set({ code: event.target.value.replace(/[^\d ]/g, '') })}
          />
        </Field>
      )}
      <Checkbox
        id={`${id}-no-code`}
        checked={proof.noCode}
        onChange={(noCode) => set({ noCode })}
        label="The receiver has no code"
        hint="The delivery then waits for the cargo owner to confirm it before the payment is released."
      />
      {proof.noCode && (
        <Field label="Why is there no code?">
          <Textarea
            value={proof.noCodeReason}
            rows={2}
            maxLength={500}
            placeholder="e.g. The storekeeper did not receive the SMS"
            onChange={(event) => set({ noCodeReason: event.target.value })}
          />
        </Field>
      )}
      <Field label="Receiver's name">
        <Input
          value={proof.receiverName}
          maxLength={100}
          autoComplete="off"
          placeholder="Who signed for the goods"
          onChange={(event) => set({ receiverName: event.target.value })}
        />
      </Field>
      <Field
        label="Photo of the signed delivery note or the goods"
        hint="Take it with the phone's camera; it is made small before it is sent."
      >
        <Input
          type="file"
          accept="image/*"
          capture="environment"
          className="h-auto py-2"
          onChange={(event) => set({ photo: event.target.files?.[0] ?? null })}
        />
      </Field>
      {proof.photo && <PhotoPreview file={proof.photo} />}
      {unusual.length > 0 && (
        <div className="flex flex-col gap-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <p>{unusualDeliveryQuestion(unusual, shipment.pickupDate)}</p>
          <Checkbox
            id={`${id}-unusual`}
            checked={proof.confirmUnusual}
            onChange={(confirmUnusual) => set({ confirmUnusual })}
            label="Yes, the goods were delivered"
          />
        </div>
      )}
    </fieldset>
  );
}
