import { MOBILE_MONEY_LABELS, type SavedWallet, WALLET_SECTION_ID } from '@njira/domain';
import { Pencil, Plus, Smartphone, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { LoadFailedPanel } from '../../components/ui/load-failed-panel.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useWallet } from '../../lib/account/get-wallet.ts';
import { RemoveWalletForm } from './remove-wallet-form.tsx';
import { useAccountRole } from './use-account-role.ts';
import { WalletForm } from './wallet-dialog.tsx';

/** 'MTN MoMo · 076 345 6789', as the card and its dialogs name a wallet. */
export function walletLabel(wallet: SavedWallet): string {
  return `${MOBILE_MONEY_LABELS[wallet.provider]} · ${wallet.phoneNumber}`;
}

/** One of the card's buttons and the dialog it opens; the dialog's content is fresh each time. */
function DialogButton({
  label,
  icon,
  variant = 'outline',
  title,
  description,
  children,
}: {
  label: string;
  icon: ReactNode;
  variant?: 'outline' | 'primary';
  title: string;
  description: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={title}
      description={description}
      trigger={
        <Button variant={variant} size="sm">
          {icon}
          {label}
        </Button>
      }
    >
      {children(() => setOpen(false))}
    </Dialog>
  );
}

/**
 * The spec's Payment Methods card, as mobile money (ADR 021, 'Wallets in Settings'): the cargo
 * owner's wallet to pay from (the pay form starts from it), the transporter's to be paid to (a
 * change needs its password and is e-mailed to it).
 */
export function WalletCard() {
  const { role } = useAccountRole();
  const transporter = role === 'transporter';
  const query = useWallet();
  const wallet = query.data?.wallet ?? null;
  const purpose = transporter ? 'Get paid to' : 'Pay from';
  // `#wallet`: where "Add a mobile-money wallet in Settings to be paid" leads (issue 39).
  const { hash } = useLocation();
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hash === `#${WALLET_SECTION_ID}`) card.current?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  return (
    <Card id={WALLET_SECTION_ID} ref={card} className="scroll-mt-20">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Smartphone className="size-5 text-brand-700" aria-hidden="true" />
          Mobile Money
        </CardTitle>
        <CardDescription>
          {transporter
            ? 'The wallet your share of each delivery is paid out to.'
            : 'The wallet your shipment payments are requested from.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {query.isPending && <Skeleton className="h-12 w-full" />}
        {query.isError && !query.data && <LoadFailedPanel title="Unable to load your wallet" query={query} />}
        {query.data && (
          <>
            {wallet ? (
              <div className="flex flex-col gap-0.5">
                <p className="text-sm text-muted-foreground">{purpose}</p>
                <p className="font-medium break-words text-gray-900">{walletLabel(wallet)}</p>
              </div>
            ) : (
              <p className="text-sm text-gray-700">
                {transporter
                  ? 'No wallet saved. Until you add one, payouts go to the phone number on your profile when it is a mobile-money number.'
                  : 'No wallet saved. Add one and the pay form is filled in for you.'}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <DialogButton
                label={wallet ? 'Change' : 'Add wallet'}
                icon={
                  wallet ? (
                    <Pencil className="size-4" aria-hidden="true" />
                  ) : (
                    <Plus className="size-4" aria-hidden="true" />
                  )
                }
                variant={wallet ? 'outline' : 'primary'}
                title={wallet ? 'Change your wallet' : 'Add a wallet'}
                description={`${purpose}: a mobile-money wallet in Zambia.`}
              >
                {(close) => <WalletForm saved={wallet} needsPassword={transporter} onSaved={close} />}
              </DialogButton>
              {wallet && (
                <DialogButton
                  label="Remove"
                  icon={<Trash2 className="size-4" aria-hidden="true" />}
                  title="Remove this wallet?"
                  description={
                    transporter
                      ? `${walletLabel(wallet)} will no longer be paid to. Payouts then go to the phone number on your profile when it is a mobile-money number.`
                      : `${walletLabel(wallet)} will no longer fill in the pay form.`
                  }
                >
                  {(close) => <RemoveWalletForm needsPassword={transporter} onRemoved={close} />}
                </DialogButton>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
