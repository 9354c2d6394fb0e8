import { AlertCircle } from 'lucide-react';

/** Inside a dialog's form, above its buttons: why the last submit failed, kept until the next try. */
export function SubmitFailure({ title, message }: { title: string; message: string }) {
  return (
    <div
      role="alert"
      className="flex gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{title}</p>
        <p>{message}</p>
      </div>
    </div>
  );
}
