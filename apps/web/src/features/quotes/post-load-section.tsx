import { CARGO_TYPE_LABELS, CARGO_TYPES } from '@njira/domain';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import type { PostLoadSectionProps } from './post-load-form.ts';

/** One of the form's four cards: its title names the fieldset. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
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

export function CargoDetailsSection({ form }: PostLoadSectionProps) {
  const { errors } = form.formState;
  return (
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
  );
}
