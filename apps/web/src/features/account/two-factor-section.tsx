import type { TwoFactorConfirm } from '@njira/domain';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/toast.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { useDisableTwoFactor } from './api/disable-two-factor.ts';
import { useTwoFactor } from './api/get-two-factor.ts';
import { useRegenerateRecoveryCodes } from './api/regenerate-recovery-codes.ts';
import { ConfirmTwoFactorForm } from './confirm-two-factor-form.tsx';
import { ENABLE_STEP_TITLES, EnableTwoFactorFlow } from './enable-two-factor-flow.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

type Open = null | 'enable' | 'disable' | 'codes';

/** The refusal's message for the form, or null once it went through (its toast is shown). */
async function refusalOf(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return errorMessage(error, 'Unknown error occurred');
  }
}

/**
 * The spec's Two-Factor Authentication switch (ADR 024): turning it on opens the set-up dialog,
 * turning it off asks for the password and a code. While it is on, new recovery codes can be made.
 * The switch shows the server's state; it moves only when a dialog finishes.
 */
export function TwoFactorSection() {
  const status = useTwoFactor();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const [open, setOpen] = useState<Open>(null);
  const [enableTitle, setEnableTitle] = useState(ENABLE_STEP_TITLES.password);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  // The recovery codes are shown once: the dialog stays until 'I have saved these codes'.
  const [showingCodes, setShowingCodes] = useState(false);
  const id = useId();
  const enabled = status.data?.enabled ?? false;

  const close = () => {
    setOpen(null);
    setNewCodes(null);
    setShowingCodes(false);
    setEnableTitle(ENABLE_STEP_TITLES.password);
  };
  const onOpenChange = (next: boolean) => {
    if (!next && !showingCodes) close();
  };

  const turnOff = (input: TwoFactorConfirm) =>
    refusalOf(async () => {
      await disable.mutateAsync(input);
      toast.success('Two-factor sign-in is off');
      close();
    });
  const makeNewCodes = (input: TwoFactorConfirm) =>
    refusalOf(async () => {
      const { recoveryCodes } = await regenerate.mutateAsync(input);
      setNewCodes(recoveryCodes);
      setShowingCodes(true);
    });

  return (
    <div className="flex flex-col gap-3">
      {status.isPending && <Skeleton className="h-12 w-full" />}
      {status.isError && !status.data && (
        <p className="text-sm text-destructive">
          {errorMessage(status.error, 'Unable to load two-factor sign-in')}
        </p>
      )}
      {status.data && (
        <>
          <div className="flex items-center justify-between gap-4">
            <div className="min-w-0">
              <Label htmlFor={id}>Two-Factor Authentication</Label>
              <p id={`${id}-description`} className="text-sm text-muted-foreground">
                {enabled
                  ? `On: signing in needs a code from your authenticator app. ${status.data.recoveryCodesLeft} of 10 recovery codes left.`
                  : 'Off: add a code from an authenticator app to your password when you sign in.'}
              </p>
            </div>
            <Switch
              id={id}
              aria-describedby={`${id}-description`}
              checked={enabled}
              onChange={() => setOpen(enabled ? 'disable' : 'enable')}
            />
          </div>
          {enabled && (
            <Button variant="outline" size="sm" className="self-start" onClick={() => setOpen('codes')}>
              New recovery codes
            </Button>
          )}
        </>
      )}
      <Dialog
        open={open === 'enable'}
        onOpenChange={onOpenChange}
        title={enableTitle}
        description="Signing in will need your password and a code from your phone."
      >
        <EnableTwoFactorFlow
          onStep={(title) => {
            setEnableTitle(title);
            setShowingCodes(title === ENABLE_STEP_TITLES.codes);
          }}
          onDone={close}
        />
      </Dialog>
      <Dialog
        open={open === 'disable'}
        onOpenChange={onOpenChange}
        title="Turn off two-factor sign-in?"
        description="Signing in will need only your password. Enter your password and a code to confirm."
      >
        <ConfirmTwoFactorForm submitLabel="Turn off" destructive pending={disable.isPending} send={turnOff} />
      </Dialog>
      <Dialog
        open={open === 'codes'}
        onOpenChange={onOpenChange}
        title={newCodes ? 'Save your new recovery codes' : 'New recovery codes'}
        description={
          newCodes ? undefined : 'Your old recovery codes will stop working. Enter your password and a code.'
        }
      >
        {newCodes ? (
          <RecoveryCodes codes={newCodes} onDone={close} />
        ) : (
          <ConfirmTwoFactorForm
            submitLabel="Make new codes"
            pending={regenerate.isPending}
            send={makeNewCodes}
          />
        )}
      </Dialog>
    </div>
  );
}
