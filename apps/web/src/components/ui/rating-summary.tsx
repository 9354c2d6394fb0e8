import { type RatingSummary as Rating, ratingText } from '@njira/domain';
import { Star } from 'lucide-react';
import { cn } from './cn.ts';

/**
 * A user's average and count: '★ 4.5 (2 ratings)', or 'No ratings yet'. Nothing at all when the
 * server sent no rating (the user hides it), so a hidden rating never reads as a bad one.
 */
export function RatingSummary({ rating, className }: { rating: Rating | undefined; className?: string }) {
  if (!rating) return null;
  const none = rating.average === null || rating.count === 0;
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm text-gray-700', className)}>
      <Star
        className={cn('size-4 shrink-0', none ? 'text-gray-400' : 'fill-amber-400 text-amber-500')}
        aria-hidden="true"
      />
      <span>
        {none ? 'No ratings yet' : ratingText(rating)}
        {!none && <span className="sr-only"> out of 5 stars</span>}
      </span>
    </span>
  );
}
