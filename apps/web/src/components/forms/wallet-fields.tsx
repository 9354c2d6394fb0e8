import { MOBILE_MONEY_LABELS, MOBILE_MONEY_PROVIDERS } from '@njira/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { Select } from '../ui/select.tsx';

/**
 * A mobile-money wallet's two fields, the network and the number: the owner's pay form and the
 * wallet dialog in Settings ask for the same thing in the same way (issue 26).
 */
export function WalletFields({
  provider,
  phoneNumber,
  errors,
  providerLabel,
  numberHint,
}: {
  provider: UseFormRegisterReturn;
  phoneNumber: UseFormRegisterReturn;
  errors: { provider?: string | undefined; phoneNumber?: string | undefined };
  providerLabel: string;
  numberHint: string;
}) {
  return (
    <>
      <Field label={providerLabel} error={errors.provider} required>
        <Select required {...provider}>
          {MOBILE_MONEY_PROVIDERS.map((value) => (
            <option key={value} value={value}>
              {MOBILE_MONEY_LABELS[value]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Wallet number" error={errors.phoneNumber} hint={numberHint} required>
        <Input type="tel" inputMode="tel" autoComplete="tel" required {...phoneNumber} />
      </Field>
    </>
  );
}
