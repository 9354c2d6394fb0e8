import { Copy, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';

/** The codes as a text file: one per line, with what they are for. */
export function recoveryCodesText(codes: readonly string[]): string {
  return [
    'Njira two-factor recovery codes',
    'Each code signs you in once if you cannot use your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

function download(codes: readonly string[]) {
  const url = URL.createObjectURL(new Blob([recoveryCodesText(codes)], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'njira-recovery-codes.txt';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The ten recovery codes, shown once (only their hashes are kept): copy or download them, and say
 * they are saved before the dialog lets go.
 */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  const checkId = useId();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(recoveryCodesText(codes));
      toast.success('Recovery codes copied');
    } catch {
      toast.error('Could not copy', 'Select the codes and copy them, or download them instead.');
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-gray-700">
        Keep these somewhere safe, away from your phone. Each one signs you in once if you lose your
        authenticator app. They will not be shown again.
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-x-6 gap-y-1 rounded-lg border border-border bg-muted p-4 font-mono text-base text-gray-900 min-[360px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden="true" />
          Copy
        </Button>
        <Button variant="outline" size="sm" onClick={() => download(codes)}>
          <Download className="size-4" aria-hidden="true" />
          Download
        </Button>
      </div>
      <div className="flex items-center gap-2">
        <input
          id={checkId}
          type="checkbox"
          className="size-4 rounded border-input accent-brand-700"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
        />
        <label htmlFor={checkId} className="text-sm font-medium text-gray-900">
          I have saved these codes
        </label>
      </div>
      <Button className="self-end" disabled={!saved} onClick={onDone}>
        Done
      </Button>
    </div>
  );
}
