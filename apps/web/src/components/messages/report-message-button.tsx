import { REPORT_REASON_MAX } from '@njira/domain';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { useReportMessage } from '../../lib/messages/report-message.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { DialogActions } from '../ui/dialog-actions.tsx';
import { Label } from '../ui/label.tsx';
import { Textarea } from '../ui/textarea.tsx';
import { toast } from '../ui/toast.ts';

/** Reports the other party's message to the admins, who then see that conversation (ADR 025). */
export function ReportMessageButton({ messageId }: { messageId: number }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReportMessage(messageId);
  const fieldId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() === '') {
      setError('Please say what is wrong with this message');
      return;
    }
    try {
      await report.mutateAsync({ reason: reason.trim() });
      toast.success('Message reported', 'An admin will look at this conversation.');
      setOpen(false);
      setReason('');
    } catch (err) {
      setError(errorMessage(err, 'The report was not sent. Please try again.'));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !report.isPending && setOpen(next)}
      trigger={
        <Button variant="link" className="text-xs text-muted-foreground underline">
          Report
        </Button>
      }
      title="Report this message?"
      description="Admins will be able to read this conversation to look into it. Say what is wrong."
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <Label htmlFor={fieldId}>Reason</Label>
        <Textarea
          id={fieldId}
          rows={3}
          maxLength={REPORT_REASON_MAX}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
        />
        {error && (
          <p id={`${fieldId}-error`} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        <DialogActions pending={report.isPending} submitLabel="Report" variant="destructive" />
      </form>
    </Dialog>
  );
}
