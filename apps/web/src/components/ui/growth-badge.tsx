import { growthBadge } from '@njira/domain';
import { TrendingDown, TrendingUp } from 'lucide-react';

/**
 * A This Month card's growth (earnings, platform revenue): up or down with the absolute value to one
 * decimal, nothing when growth is 0 (domain `growthBadge`).
 */
export function GrowthBadge({ growth }: { growth: number }) {
  const badge = growthBadge(growth);
  if (!badge) return null;
  const up = badge.direction === 'up';
  const Icon = up ? TrendingUp : TrendingDown;
  return (
    <span
      className={
        up
          ? 'inline-flex items-center gap-0.5 rounded-full bg-green-100 px-2 py-0.5 font-semibold text-green-800'
          : 'inline-flex items-center gap-0.5 rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-800'
      }
    >
      <Icon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{up ? 'Up' : 'Down'}</span>
      {badge.text}
      <span className="sr-only"> on last month</span>
    </span>
  );
}
