import { passwordStrength } from '@njira/domain';
import { cn } from '../ui/cn.ts';

const COLOURS = {
  Weak: 'bg-red-600',
  Fair: 'bg-amber-500',
  Good: 'bg-lime-600',
  Strong: 'bg-green-700',
} as const;

/**
 * Spec section 5: the score as a bar and the label Weak, Fair, Good or Strong. The live region is
 * always mounted so screen readers hear the first label too; the bar repeats it for the eye.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { score, label } = passwordStrength(password);
  return (
    // Empty: collapsed (and the parent's gap cancelled) but still mounted as a live region.
    <div className={cn('flex items-center gap-3', !password && '-mt-2 h-0 overflow-hidden')}>
      <div
        aria-hidden="true"
        data-score={score}
        className="h-1.5 flex-1 overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className={cn('h-full rounded-full transition-[width] duration-300', COLOURS[label])}
          style={{ width: `${Math.max(score, 5)}%` }}
        />
      </div>
      <p className="w-40 text-right text-xs text-gray-700" aria-live="polite">
        {password && (
          <>
            Password strength: <span className="font-semibold">{label}</span>
          </>
        )}
      </p>
    </div>
  );
}
