import { type MyRating, type Shipment, shortId } from '@njira/domain';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonSize } from '../ui/button.tsx';
import { DialogContent, DialogRoot, DialogTrigger } from '../ui/dialog.tsx';
import { RatingForm } from './rating-form.tsx';

export type RatingViewer = 'transporter' | 'cargo-owner';

/** 'Rate Service' for the owner (it rates the transporter), 'Rate Cargo Owner' for the transporter. */
export function rateButtonLabel(viewer: RatingViewer): string {
  return viewer === 'cargo-owner' ? 'Rate Service' : 'Rate Cargo Owner';
}

type RateShipmentButtonProps = {
  shipment: Shipment;
  /** Who is looking: the owner rates the transporter, the transporter rates the owner. */
  viewer: RatingViewer;
  size?: ButtonSize;
  className?: string;
};

/**
 * The one rating button and dialog (issue 11, item 8), for both sides of a delivered shipment:
 * 'Rate Service' (owner) or 'Rate Cargo Owner' (transporter); once rated, a disabled 'Rated ★ n'.
 * Nothing before delivery. A failed submit keeps the dialog open with what was chosen and typed.
 */
export function RateShipmentButton({ shipment, viewer, size = 'sm', className }: RateShipmentButtonProps) {
  const [open, setOpen] = useState(false);
  // The answer's rating, until the refreshed shipment arrives with it.
  const [given, setGiven] = useState<MyRating | null>(null);
  if (shipment.status !== 'DELIVERED') return null;
  const rated = shipment.myRating ?? given;
  // While the dialog is open it stays: the refreshed shipment (the rating's own live event) can come
  // before the answer, and unmounting the form then would drop its thanks (and abort its request).
  if (rated && !open) {
    return (
      <Button variant="outline" size={size} className={className} disabled>
        Rated <span aria-hidden="true">★</span> {rated.stars}
        <span className="sr-only"> out of 5 stars</span>
      </Button>
    );
  }
  const label = rateButtonLabel(viewer);
  const other = viewer === 'cargo-owner' ? shipment.transporter : shipment.cargoOwner;
  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size={size} className={className}>
          <Star className="size-4" aria-hidden="true" />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={label}
        description={`How did ${other?.companyName ?? 'they'} do on shipment #${shortId(shipment.id)} (${shipment.fromLocation} → ${shipment.toLocation})? A rating is final once given.`}
      >
        <RatingForm
          shipment={shipment}
          onRated={(rating) => {
            setGiven(rating);
            setOpen(false);
          }}
        />
      </DialogContent>
    </DialogRoot>
  );
}
